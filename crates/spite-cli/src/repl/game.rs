//! One game at the terminal, local or online: what is written to the
//! player, the table drawn, the narration, the questions asked and the
//! loop that reads one line at a time. The game itself is a
//! [`spite_table::client::Client`]; where it is played (here, with the
//! hot-seat hand-over, the computers and the autosave, or on a server,
//! with presence, undo requests and reconnecting) is the session's
//! [`Venue`], chosen when the session is built.

use std::io::Write;
use std::time::Duration;

use spite_core::PlayerView;
use spite_table::client::{Client, ClientState, Happening, Intent};
use spite_table::{Message, Refusal, Render, RuleLine, SeatName};

use super::commands::Command;
use super::input::{Input, Printer};
use super::keys::Keys;
use super::speech::{self, Voice};
use super::style::TermStyle;
use super::table::{self, Scoreboard};
use crate::words::{t, tr};

/// How long the session waits for a line, or for the game, between looks
/// at the other (Ctrl-C, the server, the screen).
pub const POLL: Duration = Duration::from_millis(20);

/// A table to draw: a seat's view, the game's number and the match's
/// points per side.
pub struct Shown {
    pub view: PlayerView,
    pub game: usize,
    pub score: Vec<u32>,
}

/// Where the game is played: what a local and an online game do their own
/// way. Each hook is given the whole session, to speak and draw with.
pub trait Venue: Sized {
    /// The game, to ask things of.
    fn client(&mut self) -> &mut dyn Client;
    /// The game as the seat sees it.
    fn state(&self) -> &ClientState;
    /// The table to draw now (taking it marks the table drawn).
    fn shown(&mut self) -> Option<Shown>;
    /// What to type once the match is over, in words (local: a new match;
    /// online: leaving).
    fn match_over_words(&self) -> String;
    /// This game's story so far, and whether no move was made in it yet;
    /// `None`: there is no record.
    fn log(&self) -> Option<(Vec<Message>, bool)>;
    /// A line told, kept for whoever takes the terminal next.
    fn keep_told(&mut self, _line: &str) {}
    /// What `help` adds under the common help, if anything.
    fn help_note(&self, _topic: Option<&str>) -> Option<String> {
        None
    }
    /// The question before quitting.
    fn quit_question(&self) -> String {
        quit_question()
    }
    /// Why a request cannot leave now, in words (`None`: it can): online,
    /// while the server is away.
    fn unreachable(&self) -> Option<String> {
        None
    }
    /// Words Tab completes to besides the legal moves (online: the
    /// reactions, the names to mute).
    fn words<W: Write>(_s: &GameSession<W, Self>) -> Vec<String> {
        vec![]
    }
    /// The prompt for a command.
    fn prompt<W: Write>(_s: &GameSession<W, Self>) -> String {
        "> ".into()
    }

    /// Before the first prompt.
    fn start<W: Write>(s: &mut GameSession<W, Self>);
    /// Before each prompt; false ends the session.
    fn before_prompt<W: Write>(s: &mut GameSession<W, Self>, keys: &mut dyn Keys) -> bool;
    /// While no line has come: follow the game for up to `wait`.
    fn idle<W: Write>(s: &mut GameSession<W, Self>, wait: Duration);
    /// A message of the game's story (a hint is told by the session).
    fn narrate<W: Write>(s: &mut GameSession<W, Self>, message: Message);
    /// Anything else that happened (presence, undo asked, the connection).
    fn happened<W: Write>(s: &mut GameSession<W, Self>, happening: Happening);
    /// Carries out a line this venue reads its own way; false: the
    /// session carries out `command`.
    fn own_command<W: Write>(
        s: &mut GameSession<W, Self>,
        line: &str,
        command: &Command,
        keys: &mut dyn Keys,
    ) -> bool;
    /// After a person's move was granted.
    fn after_move<W: Write>(s: &mut GameSession<W, Self>);
    /// After a take-back was granted (or asked for).
    fn after_undo<W: Write>(s: &mut GameSession<W, Self>);
    /// After the session: the last words.
    fn finish<W: Write>(s: &mut GameSession<W, Self>, keys: &mut dyn Keys);
}

/// One game at this terminal: the screen, the words, and the venue that
/// holds the game.
pub struct GameSession<W: Write, V: Venue> {
    pub(super) out: W,
    pub(super) style: TermStyle,
    /// Every sentence the terminal shows is rendered by this.
    pub(super) render: Box<dyn Render>,
    pub(super) venue: V,
    /// Prints above the line being typed, at a terminal read on a thread.
    printer: Option<Printer>,
    /// The game and turn whose "-- X's turn --" header was printed last.
    pub(super) announced: Option<(usize, u32)>,
    /// Set when the player asked to leave, or the screen went away.
    pub(super) done: bool,
    /// Whether Ctrl-C outside line editing was answered since the last line
    /// was read (the answer is given once however often it is pressed).
    ctrl_c_told: bool,
    /// How many lines were refused, and the first of them (a script's exit
    /// status tells of them).
    pub(super) refused: usize,
    pub(super) first_refused: Option<String>,
    /// The line being carried out, if any: refusals are counted only then
    /// (not, say, the refusal of `--resume` at start-up).
    pub(super) current_line: Option<String>,
    /// Compact (`--compact`, at a terminal with escape codes): the table is
    /// redrawn at the top of a cleared screen, the last lines told under
    /// it, instead of scrolling the narration away.
    compact: Option<Vec<String>>,
}

/// How many of the last lines told a compact table keeps under it.
const RECENT_LINES: usize = 10;

impl<W: Write, V: Venue> GameSession<W, V> {
    pub(super) fn with_venue(out: W, style: TermStyle, venue: V) -> GameSession<W, V> {
        GameSession {
            out,
            style,
            render: speech::renderer(style),
            venue,
            printer: None,
            announced: None,
            done: false,
            ctrl_c_told: false,
            refused: 0,
            first_refused: None,
            current_line: None,
            compact: None,
        }
    }

    /// Redraws the table in place from now on, at a terminal that takes
    /// escape codes (elsewhere nothing changes: a pipe keeps every line).
    pub fn compact(&mut self) {
        if self.style.terminal && self.style.fancy {
            self.compact = Some(Vec::new());
        }
    }

    /// The game as the seat sees it.
    pub(super) fn state(&self) -> &ClientState {
        self.venue.state()
    }

    /// Writes text and a newline, folded to the terminal's width (at
    /// spaces: never inside a word or a card), above the line being typed
    /// where one is read meanwhile. If the screen is gone (a closed pipe),
    /// the session ends instead of failing.
    pub fn say(&mut self, text: impl AsRef<str>) {
        let text = self.style.fold(text.as_ref());
        if let Some(recent) = &mut self.compact {
            recent.extend(text.lines().map(str::to_string));
            let over = recent.len().saturating_sub(RECENT_LINES);
            recent.drain(..over);
        }
        self.print(&text);
    }

    /// Writes `text` and a newline as it is (see [`GameSession::say`]).
    fn print(&mut self, text: &str) {
        let ok = match &mut self.printer {
            Some(print) => print(&format!("{text}\n")),
            None => writeln!(self.out, "{text}")
                .and_then(|()| self.out.flush())
                .is_ok(),
        };
        if !ok {
            self.done = true;
        }
    }

    /// Answers what could not be done; while a line is carried out it is
    /// counted, so that a script's exit status can tell of it.
    pub(super) fn refuse(&mut self, message: &str) {
        if let Some(line) = &self.current_line {
            self.refused += 1;
            if self.first_refused.is_none() {
                self.first_refused = Some(super::commands::short(line));
            }
        }
        self.warn(message);
    }

    /// Says something gone wrong, not asked for by a line (the connection
    /// dropped, the server refused), as a warning.
    pub(super) fn warn(&mut self, message: &str) {
        let line = self.style.warn(message);
        self.say(line);
    }

    /// A message in words.
    pub(super) fn words(&self, message: &Message) -> String {
        self.render.render(message)
    }

    /// What the table calls `seat`, in words.
    pub(super) fn name(&self, seat: u8) -> String {
        self.render.name(&self.state().name(seat))
    }

    /// The table as the venue shows it now.
    pub(super) fn draw(&mut self) {
        if let Some(shown) = self.venue.shown() {
            self.draw_table(&shown);
        }
    }

    pub(super) fn draw_table(&mut self, shown: &Shown) {
        let Some(seats) = self.state().seats.clone() else {
            return;
        };
        let board = Scoreboard {
            game: shown.game,
            scores: &shown.score,
            target: shown.view.rules().match_target,
            live: true,
        };
        let voice = Voice::new(&seats, self.render.as_ref());
        let text = table::draw(&shown.view, &voice, &board, self.style);
        match &self.compact {
            // At the top of a cleared screen (the scrollback kept), with
            // the last lines told under it, kept for the next drawing too.
            Some(recent) => {
                let under = recent.join("\n");
                let screen = format!("\x1b[H\x1b[2J{}\n{under}", text.trim_end());
                self.print(screen.trim_end());
            }
            None => self.say(format!("\n{text}")),
        }
    }

    /// Asks the game for something; a refusal is told in the player's
    /// words (a connection gone: once, and the session ends).
    pub(super) fn send(&mut self, intent: Intent) -> bool {
        // Answered at once, not queued until the server is back: the
        // player may be waiting for an answer that could take an hour.
        let leaves = matches!(
            intent,
            Intent::Play(_) | Intent::Undo | Intent::AnswerUndo(_)
        );
        if let Some(why) = self.venue.unreachable().filter(|_| leaves) {
            self.refuse(&why);
            return false;
        }
        match self.venue.client().send(intent) {
            Ok(()) => true,
            Err(Refusal::Stale) if !self.state().connected => {
                self.refuse(&t("ui-online-no-connection"));
                self.done = true;
                false
            }
            Err(refusal) => {
                let line = self.words(&Message::Refused(refusal));
                self.refuse(&line);
                false
            }
        }
    }

    /// Tells what the game has to tell now (one step: a move, a take-back,
    /// a hint, a server's message), without waiting.
    pub(super) fn follow(&mut self) {
        for happening in self.venue.client().poll() {
            self.tell(happening);
        }
    }

    /// Tells what happens until the computer or the hint at work is done.
    pub(super) fn follow_thinking(&mut self) {
        while self.state().thinking && !self.done {
            for happening in self.venue.client().wait(POLL) {
                self.tell(happening);
            }
        }
    }

    pub(super) fn tell(&mut self, happening: Happening) {
        match happening {
            Happening::Told(message) => self.narrate(message),
            happening => V::happened(self, happening),
        }
    }

    /// A message told: a hint asked for here (not part of the game's
    /// story: the table stands), else the venue's narration.
    fn narrate(&mut self, message: Message) {
        match message {
            Message::Hint { .. } => {
                let line = self.words(&message);
                self.say(line);
            }
            Message::NoHint => {
                let line = self.words(&message);
                self.refuse(&line);
            }
            message => V::narrate(self, message),
        }
    }

    /// The aim of the game (a partnership's, or each player's), and then
    /// how to get help.
    pub(super) fn say_aim(&mut self, partnership: bool, help: &str) {
        let goal = self.words(&Message::Rule(RuleLine::Aim { partnership }));
        self.say(format!("{goal} {help}"));
    }

    /// "-- Ann's turn --", once per turn.
    pub(super) fn announce_turn(&mut self, whose: &SeatName) {
        let state = self.state();
        let key = (state.game, state.view.as_ref().map_or(0, |v| v.turn()));
        if self.announced == Some(key) {
            return;
        }
        self.announced = Some(key);
        let header = speech::turn_header(self.render.as_ref(), whose);
        self.venue.keep_told(&header);
        let header = self.style.dim(&header);
        self.say(header);
    }

    /// Reads and carries out lines until the player quits, the input ends
    /// or the game is gone; the venue follows the game between lines.
    pub fn run(&mut self, keys: &mut dyn Keys) {
        self.printer = keys.printer();
        V::start(self);
        while !self.done {
            if !V::before_prompt(self, keys) || self.done {
                break;
            }
            // After the hand-over, which may clear the screen.
            self.notice_ctrl_c(keys);
            keys.offer(self.completions());
            // Not while a request's answer is awaited: a script's next move
            // waits for the last one's result. But while the server is
            // away the answer may never come: `quit` must still be read.
            if !self.state().awaiting || !self.state().connected {
                let prompt = V::prompt(self);
                keys.ask(&prompt, false);
            }
            let Some(read) = keys.answer(POLL) else {
                V::idle(self, POLL);
                continue;
            };
            self.ctrl_c_told = false;
            self.take(read, keys);
        }
        V::finish(self, keys);
    }

    /// What was typed at the prompt.
    fn take(&mut self, read: Input, keys: &mut dyn Keys) {
        match read {
            Input::Line(line) => {
                self.current_line = Some(line.clone());
                self.execute(&line, keys);
                self.current_line = None;
            }
            Input::Interrupted => self.say(t("ui-repl-ctrl-c-cancels")),
            Input::TooLong(n) => {
                self.current_line = Some(format!("({n} bytes)"));
                self.refuse(&tr("ui-repl-line-too-long", &[("count", n.into())]));
                self.current_line = None;
            }
            Input::Eof => self.quit_if_sure(keys),
        }
    }

    /// Ends the session if the player says so (a script is not asked).
    pub(super) fn quit_if_sure(&mut self, keys: &mut dyn Keys) {
        let question = self.venue.quit_question();
        if !keys.interactive() || self.confirm(keys, &question) {
            self.done = true;
        }
    }

    /// Words Tab may complete to: the legal moves, when you may move, and
    /// the venue's own.
    fn completions(&self) -> Vec<String> {
        let mut words = match &self.state().view {
            Some(view) if self.state().my_turn() => completions_for(view),
            _ => vec![],
        };
        words.extend(V::words(self));
        words
    }

    /// Answers Ctrl-C pressed while no line was being read, once until the
    /// next line is read: it did not end the game.
    pub(super) fn notice_ctrl_c(&mut self, keys: &mut dyn Keys) {
        if keys.interrupted_meanwhile() && !self.ctrl_c_told {
            self.ctrl_c_told = true;
            self.say(t("ui-repl-ctrl-c-does-not-stop"));
        }
    }

    /// Asks a yes/no question; only `y`/`yes` is yes. The end of the input is
    /// taken as yes, so a script that quits never hangs.
    pub(super) fn confirm(&mut self, keys: &mut dyn Keys, question: &str) -> bool {
        self.ask(keys, question, true)
    }

    /// Asks a yes/no question; only `y`/`yes` is yes, and the end of the
    /// input answers `at_eof`. A script sees the question too. At a
    /// terminal, an answer that is neither yes nor no is asked again.
    pub(super) fn ask(&mut self, keys: &mut dyn Keys, question: &str, at_eof: bool) -> bool {
        if !keys.interactive() {
            self.say(question.trim_end());
        }
        let (before, prompt) = self.style.question(question);
        if let (Some(before), true) = (before, keys.interactive()) {
            self.say(before);
        }
        loop {
            match self.read_answer(keys, &prompt) {
                Input::Line(l) if is_yes(&l) => return true,
                // A script's other line is no, as ever: asked again, it
                // would take the script's next command for an answer.
                Input::Line(l) if is_no(&l) || !keys.interactive() => return false,
                // A person's slip ("ys", a move) is not taken for a no.
                Input::Line(_) => self.say(t("ui-repl-yes-or-no")),
                Input::Eof => return at_eof,
                Input::Interrupted | Input::TooLong(_) => return false,
            }
        }
    }

    /// Reads the answer to a question, following the game meanwhile.
    pub(super) fn read_answer(&mut self, keys: &mut dyn Keys, prompt: &str) -> Input {
        keys.ask(prompt, true);
        loop {
            if let Some(read) = keys.answer(POLL) {
                return read;
            }
            V::idle(self, Duration::ZERO);
        }
    }
}

/// The words Tab may complete to in `view`: its seat's legal moves, by slot
/// (`h3 c1`) and by card (`kh c1`, `10h c1` and `th c1`).
pub(super) fn completions_for(view: &PlayerView) -> Vec<String> {
    let legal = view.legal_moves();
    let mut words: Vec<String> = legal.iter().map(|m| m.to_string()).collect();
    for mv in legal.iter() {
        if let Some(card) = view.card_at(mv.from) {
            let suit = card.suit().letter().to_ascii_lowercase();
            let face = card.rank().face().to_ascii_lowercase();
            words.push(format!("{face}{suit} {}", mv.to));
            let short = card.to_string().to_ascii_lowercase();
            if short != format!("{face}{suit}") {
                words.push(format!("{short} {}", mv.to));
            }
        }
    }
    words
}

/// Why `state`'s seat may not move now, in words (`None`: it may): the
/// client's reason ([`ClientState::refusal_to_move`]), with what to type to
/// go on from a finished game; `match_over` says it for a finished match.
pub(super) fn cannot_move(
    state: &ClientState,
    render: &dyn Render,
    match_over: impl FnOnce() -> String,
) -> Option<String> {
    if state.match_end.is_some() {
        return Some(match_over());
    }
    // A move sent and not yet answered: the turn is not yours to play on
    // (unless the server went away meanwhile: the venue says so instead).
    let why = match state.refusal_to_move() {
        None if state.awaiting && state.connected => return Some(t("ui-repl-not-your-turn")),
        None => return None,
        Some(why) => why,
    };
    Some(match why {
        Refusal::MatchOver => match_over(),
        Refusal::GameOver => t("ui-repl-game-over-type-next"),
        Refusal::NotYourTurn { .. } => t("ui-repl-not-your-turn"),
        other => render.render(&Message::Refused(other)),
    })
}

/// "Quit the game? (y/n) ", in the player's language.
pub(super) fn quit_question() -> String {
    t("ui-repl-confirm-quit") + " "
}

/// Whether an answer is yes: `y`, `yes` or the language's own words for it
/// (`ui-repl-yes-answers`), in any case.
pub(super) fn is_yes(answer: &str) -> bool {
    is_one_of(answer, "y", "yes", "ui-repl-yes-answers")
}

/// Whether an answer is no: `n`, `no` or the language's own words for it
/// (`ui-online-no-answers`), in any case.
pub(super) fn is_no(answer: &str) -> bool {
    is_one_of(answer, "n", "no", "ui-online-no-answers")
}

/// Whether `answer` is `letter`, `word` or one of the words listed in the
/// message `id`, in any case.
fn is_one_of(answer: &str, letter: &str, word: &str, id: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    answer == letter
        || answer == word
        || t(id).split(',').any(|w| w.trim().to_lowercase() == answer)
}

#[cfg(test)]
mod tests {
    use spite_core::{Game, Rules};
    use spite_table::client::{FinishedGame, MatchEnd};

    use super::*;
    use crate::repl::style::TermStyle;

    fn state_at(game: &Game, seat: u8) -> ClientState {
        ClientState {
            seat: Some(seat),
            view: Some(game.observation(seat)),
            connected: true,
            ..ClientState::default()
        }
    }

    /// The reason is the client's whichever the venue: the same words
    /// locally and online, but for what to type once the match is over.
    #[test]
    fn a_move_is_refused_with_the_clients_reason_and_what_to_type() {
        let render = speech::renderer(TermStyle::PLAIN);
        let game = Game::new(Rules::default(), 7).unwrap();
        let mover = game.to_move();
        let why = |state: &ClientState| cannot_move(state, render.as_ref(), || "over".into());

        assert_eq!(why(&state_at(&game, mover)), None);
        assert_eq!(
            why(&state_at(&game, 1 - mover)),
            Some(t("ui-repl-not-your-turn"))
        );
        let sent = ClientState {
            awaiting: true,
            ..state_at(&game, mover)
        };
        assert_eq!(why(&sent), Some(t("ui-repl-not-your-turn")));
        // A finished game shown (online, it used to say "not your turn").
        let finished = ClientState {
            finished: Some(FinishedGame {
                number: 1,
                view: game.observation(mover),
                score: vec![0, 0],
                match_over: false,
            }),
            ..state_at(&game, mover)
        };
        assert_eq!(why(&finished), Some(t("ui-repl-game-over-type-next")));
        let over = ClientState {
            match_end: Some(MatchEnd {
                winner: Some(0),
                seed: None,
            }),
            ..finished
        };
        assert_eq!(why(&over), Some("over".to_string()));
        // No view yet (still connecting): the client's own refusal, worded.
        let connecting = ClientState::default();
        assert_eq!(
            why(&connecting),
            Some(render.render(&Message::Refused(Refusal::Stale)))
        );
    }
}
