//! A match at the terminal: whose turn it is, the computer players, the
//! hot-seat hand-over, and the loop that reads one line at a time.

use std::io::Write;
use std::time::Duration;

use spite_ai::Level;
use spite_core::{Event, Match, PlayerView, Rules, Seat};
use spite_table::client::{Client, Happening, LocalClient};
use spite_table::{Message, Next, Refusal, Render, RuleLine, Seats, Table};

use super::autosave::Autosave;
use super::input::{Input, Lines};
use super::speech::{self, Voice};
use super::style::TermStyle;
use super::table::{self, Scoreboard};
use crate::words::{t, tr};

/// What a new match is made of.
#[derive(Clone, Debug)]
pub struct MatchChoices {
    pub rules: Rules,
    /// Seats played by people (the first ones); the rest are computers.
    pub people: u8,
    pub level: Level,
}

/// The game at the terminal: the table and its seats, what is written to
/// the player, and the state of the line-by-line conversation.
pub struct TerminalGame<W: Write> {
    pub(super) out: W,
    pub(super) style: TermStyle,
    pub(super) setup: MatchChoices,
    /// The match, its seats and its computer players (who think on the
    /// client's worker).
    pub(super) client: LocalClient,
    /// Every sentence the terminal shows is rendered by this.
    pub(super) render: Box<dyn Render>,
    /// The person whose hand is on screen; `None` before anyone took the
    /// terminal in a hot-seat game.
    pub(super) viewer: Option<u8>,
    /// What happened this game, in words, for the hot-seat recap.
    pub(super) told: Vec<String>,
    /// Per seat: how much of `told` that person has seen.
    pub(super) seen: Vec<usize>,
    /// The turn whose "-- X's turn --" header was printed last.
    pub(super) announced: Option<u32>,
    /// Set when the player asked to leave, or the screen went away.
    pub(super) done: bool,
    /// Where the match in progress is kept after every move, if anywhere.
    pub(super) autosave: Option<Autosave>,
    /// Why there is no autosave, for `resume` to say.
    pub(super) no_autosave: String,
    /// Whether this match's moves go to the autosave: from the first move a
    /// person plays in it (until then the autosave still holds the match
    /// left unfinished last time), or from its resumption.
    pub(super) autosave_armed: bool,
    /// Set once an autosave failed, so the warning is given once.
    pub(super) autosave_failed: bool,
    /// Whether `run` starts by resuming the autosaved match.
    pub(super) resume_first: bool,
    /// Whether Ctrl-C outside line editing was answered since the last line
    /// was read (the answer is given once however often it is pressed).
    pub(super) ctrl_c_told: bool,
    /// How many lines were refused, and the first of them (a script's exit
    /// status tells of them).
    pub(super) refused: usize,
    pub(super) first_refused: Option<String>,
    /// The line being carried out, if any: refusals are counted only then
    /// (not, say, the refusal of `--resume` at start-up).
    pub(super) current_line: Option<String>,
}

impl<W: Write> TerminalGame<W> {
    pub fn new(
        setup: MatchChoices,
        seed: u64,
        out: W,
        style: TermStyle,
    ) -> Result<TerminalGame<W>, String> {
        let m = Match::new(setup.rules, seed)
            .map_err(|e| crate::words::with(|w| w.rules_reason(&e)))?;
        let mut s = TerminalGame {
            out,
            style,
            client: local(m, &setup),
            render: speech::renderer(style),
            setup,
            viewer: None,
            told: vec![],
            seen: vec![],
            announced: None,
            done: false,
            autosave: None,
            no_autosave: t("ui-repl-no-autosave"),
            autosave_armed: false,
            autosave_failed: false,
            resume_first: false,
            ctrl_c_told: false,
            refused: 0,
            first_refused: None,
            current_line: None,
        };
        s.seat_players();
        Ok(s)
    }

    /// The table being played.
    pub(super) fn table(&self) -> &Table {
        self.client.table()
    }

    /// The match being played.
    pub(super) fn m(&self) -> &Match {
        self.table().match_()
    }

    /// Who sits where.
    pub(super) fn seats(&self) -> &Seats {
        self.table().seats()
    }

    /// The seats and the renderer, to name people and tell things.
    pub(super) fn voice(&self) -> Voice<'_> {
        Voice::new(self.table().seats(), self.render.as_ref())
    }

    /// A message in words.
    pub(super) fn words(&self, message: &Message) -> String {
        self.render.render(message)
    }

    /// Replaces the match (after `new` or `load`), seating people and
    /// computers again for its number of players.
    pub(super) fn replace_match(&mut self, m: Match) {
        self.client = local(m, &self.setup);
        self.autosave_armed = false;
        self.seat_players();
    }

    fn seat_players(&mut self) {
        // The client's welcome and opening: `intro` and `opening` say them.
        self.follow();
        let seats = self.seats();
        self.viewer = (!seats.is_hotseat()).then(|| seats.first_person());
        self.reset_game_state();
    }

    pub(super) fn reset_game_state(&mut self) {
        self.told.clear();
        self.seen = vec![0; usize::from(self.m().rules().players)];
        self.announced = None;
    }

    /// Writes text and a newline, folded to the terminal's width. If the screen is gone (a closed pipe), the
    /// session ends instead of failing.
    pub(super) fn say(&mut self, text: impl AsRef<str>) {
        // Folded at the terminal's width, at spaces: never inside a word
        // or a card.
        let text = self.style.fold(text.as_ref());
        let ok = writeln!(self.out, "{text}").and_then(|()| self.out.flush());
        if ok.is_err() {
            self.done = true;
        }
    }

    /// The seat whose view is drawn: the person at the terminal.
    pub(super) fn viewing_seat(&self) -> u8 {
        self.viewer.unwrap_or_else(|| self.seats().first_person())
    }

    pub(super) fn view(&self) -> PlayerView {
        self.table().view(self.viewing_seat())
    }

    /// Whether a person is to move in a game still going on.
    pub(super) fn person_to_move(&self) -> Option<Seat> {
        match self.table().next() {
            Next::Person(seat) => Some(seat),
            _ => None,
        }
    }

    pub(super) fn draw(&mut self) {
        let view = self.view();
        let scores = self.m().scores();
        let board = Scoreboard {
            game: self.table().game_number(),
            scores: &scores,
            target: self.m().rules().match_target,
            live: true,
        };
        let text = table::draw(&view, &self.voice(), &board, self.style);
        self.say(format!("\n{text}"));
    }

    /// Tells what the client has to tell now (one step of the game: a
    /// move, a take-back, a hint), without waiting.
    pub(super) fn follow(&mut self) {
        for happening in self.client.poll() {
            self.tell(happening);
        }
    }

    /// Tells one happening. With one person at the terminal, the cards
    /// that person draws are named (the table shows them anyway); in a
    /// hot-seat game the screen may belong to someone else, so the client
    /// names nobody's. The score and the match's winner are told by
    /// [`TerminalGame::game_over`], the welcome and a game's opening by
    /// [`TerminalGame::intro`] and [`TerminalGame::opening`].
    fn tell(&mut self, happening: Happening) {
        let Happening::Told(message) = happening else {
            // Drawn where the terminal draws; nothing else happens here.
            return;
        };
        match message {
            Message::TurnStarts { .. } => self.announce_turn(self.table().to_move()),
            Message::Score { .. }
            | Message::MatchWon { .. }
            | Message::Welcome { .. }
            | Message::GameStarts { .. } => {}
            // Asked for, not part of the game's story.
            Message::Hint { .. } => {
                let line = self.words(&message);
                self.say(line);
            }
            Message::NoHint => {
                let line = self.words(&message);
                self.refuse(&line);
            }
            message => {
                let line = self.words(&message);
                self.told.push(line.clone());
                self.say(line);
            }
        }
    }

    /// Waits for the hint asked for, and tells it.
    pub(super) fn wait_for_hint(&mut self) {
        while self.client.state().thinking && !self.done {
            for happening in self.client.wait(POLL) {
                self.tell(happening);
            }
        }
    }

    /// Refuses with the table's reason.
    pub(super) fn refuse_for(&mut self, refusal: Refusal) {
        let message = self.words(&Message::Refused(refusal));
        self.refuse(&message);
    }

    /// "-- Computer's turn --", once per turn.
    fn announce_turn(&mut self, seat: Seat) {
        let turn = self.m().game().turn();
        if self.announced == Some(turn) {
            return;
        }
        self.announced = Some(turn);
        let header = speech::turn_header(self.render.as_ref(), &self.seats().name(seat));
        self.told.push(header.clone());
        let header = self.style.dim(&header);
        self.say(header);
    }

    /// A person's move was played and told.
    pub(super) fn after_person_move(&mut self) {
        self.autosave_armed = true;
        self.keep();
        if self.m().game().is_over() {
            self.game_over();
        } else if self.person_to_move() == self.viewer && !self.last_ended_turn() {
            self.draw();
        }
    }

    /// Whether the last move passed the turn or ended the game.
    fn last_ended_turn(&self) -> bool {
        self.client.state().last.as_ref().is_some_and(|last| {
            last.events
                .iter()
                .any(|e| matches!(e, Event::TurnPassed { .. } | Event::GameOver { .. }))
        })
    }

    /// The final table, the score and what comes next.
    pub(super) fn game_over(&mut self) {
        self.draw();
        let score = self.words(&self.table().score());
        self.say(score);
        match self.m().winner() {
            Some(side) => {
                let winner = self.seats().side(self.table().rules(), side);
                let won = self.words(&Message::MatchWon { winner });
                let line = format!("{won} {}", t("ui-repl-type-new"));
                let line = self.style.bold(&line);
                self.say(line);
            }
            None => {
                let line = tr(
                    "ui-repl-type-next",
                    &[("game", (self.m().results().len() + 1).into())],
                );
                self.say(line);
            }
        }
    }

    /// Tells the computers' moves as the client's worker makes them, until
    /// a person is to move or the game ends. Returns whether any computer
    /// moved.
    fn play_computers(&mut self, input: &mut dyn Lines) -> bool {
        let mut moved = false;
        while !self.done {
            if let Next::Computer { seat, .. } = self.table().next() {
                self.announce_turn(seat);
            }
            if !self.client.state().thinking {
                break;
            }
            let happened = self.client.wait(POLL);
            if happened.is_empty() {
                continue;
            }
            moved = true;
            for happening in happened {
                self.tell(happening);
            }
            self.keep();
            self.notice_ctrl_c(input);
        }
        if moved {
            if self.m().game().is_over() {
                self.game_over();
            } else if !self.seats().is_hotseat() {
                self.draw();
            }
        }
        moved
    }

    /// In a hot-seat game, hides the table and hands the terminal to the
    /// person to move. Returns false if the input ended.
    fn hand_over(&mut self, seat: u8, input: &mut dyn Lines) -> bool {
        // Cleared before every hand is shown, the first one too: whatever is
        // on the screen (a computer's first turn, an earlier match) stays
        // out of sight of the next person, who sees the introduction again.
        let first = self.viewer.is_none();
        let clear = self.style.clear_screen();
        let name = self.voice().name(seat);
        if !clear.is_empty() {
            self.say(clear);
        }
        if first && self.style.terminal {
            self.intro();
        }
        self.say(format!(
            "\n{}\n",
            self.style.bold(&tr(
                "ui-repl-pass-terminal",
                &[("name", name.clone().into())]
            ))
        ));
        loop {
            let ready = tr("ui-repl-press-enter", &[("name", name.clone().into())]) + " ";
            match input.read_answer(&ready) {
                Input::Line(line) if line.trim().eq_ignore_ascii_case("q") => {
                    if self.confirm(input, &quit_question()) {
                        self.done = true;
                        return false;
                    }
                }
                Input::Line(_) => break,
                // Only Enter shows the hand: a stray Ctrl-C must not, and it
                // is answered rather than ignored.
                Input::Interrupted => self.say(tr(
                    "ui-repl-ctrl-c-hand-over",
                    &[("name", name.clone().into())],
                )),
                Input::TooLong(_) => {}
                Input::Eof => {
                    if !input.interactive() || self.confirm(input, &quit_question()) {
                        self.done = true;
                        return false;
                    }
                }
            }
        }
        self.viewer = Some(seat);
        let from = self.seen[usize::from(seat)].min(self.told.len());
        if from < self.told.len() {
            self.say(t("ui-repl-meanwhile"));
            let lines: Vec<String> = self.told[from..].to_vec();
            for line in lines {
                self.say(format!("  {line}"));
            }
        }
        self.draw();
        true
    }

    /// The prompt on a terminal.
    fn prompt(&self) -> String {
        match self.person_to_move() {
            Some(seat) if self.seats().is_hotseat() => format!("{}> ", self.voice().name(seat)),
            _ => "> ".into(),
        }
    }

    pub fn intro(&mut self) {
        let welcome = self.words(&self.table().welcome());
        let line = self.style.bold(&welcome);
        self.say(line);
        let goal = self.words(&Message::Rule(RuleLine::Aim {
            partnership: self.table().rules().partnership,
        }));
        self.say(format!("{goal} {}", t("ui-repl-help-intro")));
    }

    /// The start of a game: its table if a person is to move here, else who
    /// plays first (the table follows the computer's turn or the hand-over).
    pub(super) fn opening(&mut self) {
        if self.m().game().is_over() {
            self.game_over();
        } else if !self.opening_names_game() {
            self.draw();
        } else {
            let line = self.words(&self.table().opening());
            self.say(line);
        }
    }

    /// Whether `opening` says the game's opening line ("Game 2: Computer
    /// plays first."), rather than drawing the table or the game's end.
    pub(super) fn opening_names_game(&self) -> bool {
        !self.m().game().is_over() && (self.person_to_move().is_none() || self.seats().is_hotseat())
    }

    /// Reads and carries out lines until the player quits or the input ends.
    pub fn run(&mut self, input: &mut dyn Lines) {
        let mut offer = self.start();
        while !self.done {
            self.play_computers(input);
            if self.done {
                break;
            }
            // Last before the first prompt, where it is seen.
            if let Some(line) = offer.take() {
                self.say(line);
            }
            if let Some(seat) = self.person_to_move() {
                // The last person's moves must not be offered at the hand-over.
                input.set_completions(vec![]);
                if self.viewer != Some(seat) && !self.hand_over(seat, input) {
                    break;
                }
                self.seen[usize::from(seat)] = self.told.len();
            }
            // After the hand-over, which may clear the screen.
            self.notice_ctrl_c(input);
            input.set_completions(self.completions());
            let prompt = self.prompt();
            let read = input.read(&prompt);
            self.ctrl_c_told = false;
            match read {
                Input::Line(line) => {
                    self.current_line = Some(line.clone());
                    self.execute(&line, input);
                    self.current_line = None;
                }
                Input::Interrupted => {
                    self.say(t("ui-repl-ctrl-c-cancels"));
                }
                Input::TooLong(n) => {
                    self.current_line = Some(format!("({n} bytes)"));
                    self.refuse(&tr("ui-repl-line-too-long", &[("count", n.into())]));
                    self.current_line = None;
                }
                Input::Eof => {
                    if !input.interactive() || self.confirm(input, &quit_question()) {
                        self.done = true;
                    }
                }
            }
        }
        self.farewell();
    }

    /// Answers Ctrl-C pressed while no line was being read, once until the
    /// next line is read: it did not end the game.
    pub(super) fn notice_ctrl_c(&mut self, input: &mut dyn Lines) {
        if input.interrupted_meanwhile() && !self.ctrl_c_told {
            self.ctrl_c_told = true;
            self.say(t("ui-repl-ctrl-c-does-not-stop"));
        }
    }

    /// Asks a yes/no question; only `y`/`yes` is yes. The end of the input is
    /// taken as yes, so a script that quits never hangs.
    pub(super) fn confirm(&mut self, input: &mut dyn Lines, question: &str) -> bool {
        self.ask(input, question, true)
    }

    /// Asks a yes/no question; only `y`/`yes` is yes, and the end of the
    /// input answers `at_eof`. A script sees the question too.
    pub(super) fn ask(&mut self, input: &mut dyn Lines, question: &str, at_eof: bool) -> bool {
        if !input.interactive() {
            self.say(question.trim_end());
        }
        let (before, prompt) = self.style.question(question);
        if let (Some(before), true) = (before, input.interactive()) {
            self.say(before);
        }
        match input.read_answer(&prompt) {
            Input::Line(l) => is_yes(&l),
            Input::Eof => at_eof,
            Input::Interrupted | Input::TooLong(_) => false,
        }
    }

    /// Words Tab may complete to: the legal moves of the person to move, by
    /// slot (`h3 c1`) and by card (`kh c1`, `10h c1` and `th c1`).
    fn completions(&self) -> Vec<String> {
        let Some(seat) = self.person_to_move() else {
            return vec![];
        };
        completions_for(&self.m().game().observation(seat))
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

/// How long the terminal waits for the computers between looks at
/// Ctrl-C and the screen.
const POLL: Duration = Duration::from_millis(20);

/// The client of `m`'s table, seated as `setup` says: the first people,
/// then computers of its level; played from the first person's seat (at a
/// hot-seat table, the client follows the person to move).
fn local(m: Match, setup: &MatchChoices) -> LocalClient {
    let seats = Seats::standard(m.rules().players, setup.people, setup.level);
    let table = Table::with_match(m, seats).expect("the seats are made for the match's players");
    let me = table.seats().first_person();
    LocalClient::new(table, me)
}

/// "Quit the game? (y/n) ", in the player's language.
pub(super) fn quit_question() -> String {
    t("ui-repl-confirm-quit") + " "
}

/// Whether an answer is yes: `y`, `yes` or the language's own words for it
/// (`ui-repl-yes-answers`), in any case.
pub(super) fn is_yes(answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    answer == "y"
        || answer == "yes"
        || t("ui-repl-yes-answers")
            .split(',')
            .any(|word| word.trim().to_lowercase() == answer)
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use super::super::typist::{Typist, line};
    use super::*;

    fn session() -> TerminalGame<Vec<u8>> {
        let setup = MatchChoices {
            rules: Rules::g4a(),
            people: 1,
            level: Level::Easy,
        };
        TerminalGame::new(setup, 3, Vec::new(), TermStyle::PLAIN).unwrap()
    }

    #[test]
    fn ctrl_c_cancels_and_ctrl_d_asks_before_quitting() {
        let mut s = session();
        let mut typist = Typist::new([
            Input::Interrupted,
            Input::Eof,
            line("n"),
            line("score"),
            Input::Eof,
            line("y"),
            line("never read"),
        ]);
        s.run(&mut typist);
        let out = String::from_utf8(s.out.clone()).unwrap();
        assert!(out.contains("Ctrl-C cancels the line"), "{out}");
        assert!(
            out.contains("Match to 50 points."),
            "the session went on: {out}"
        );
        assert_eq!(
            typist
                .prompts
                .iter()
                .filter(|p| p.starts_with("Quit the game?"))
                .count(),
            2
        );
        assert_eq!(typist.inputs, VecDeque::from([line("never read")]));
    }

    #[test]
    fn the_log_names_the_cards_you_drew_as_the_game_did() {
        let mut s = session();
        let mut typist = Typist::new([line("h1 s1"), line("log"), line("quit")]);
        s.run(&mut typist);
        let out = String::from_utf8(s.out.clone()).unwrap();
        let (live, log) = out.rsplit_once("\nGame 1: ").expect("the log was written");
        assert!(
            log.starts_with("You play first.") || log.starts_with("Computer plays first."),
            "{log}"
        );
        let drew = |text: &str| -> Vec<String> {
            text.lines()
                .filter_map(|l| l.trim_start().strip_prefix("You draw "))
                .map(str::to_string)
                .collect()
        };
        let told = drew(live);
        assert!(
            !told.is_empty(),
            "you drew after the computer's turn: {live}"
        );
        assert!(told.iter().all(|l| l.contains(": ")), "{told:?}");
        assert_eq!(drew(log), told, "the log tells the draws as the game did");
    }

    #[test]
    fn the_first_hand_over_clears_the_screen_and_ctrl_c_there_is_answered() {
        let setup = MatchChoices {
            rules: Rules::g4a(),
            people: 2,
            level: Level::Easy,
        };
        // A terminal without colour: the screen is cleared by scrolling.
        let style = TermStyle {
            terminal: true,
            ..TermStyle::PLAIN
        };
        let mut s = TerminalGame::new(setup, 3, Vec::new(), style).unwrap();
        let mut typist = Typist::new([Input::Interrupted, line(""), line("quit")]);
        s.run(&mut typist);
        let out = String::from_utf8(s.out.clone()).unwrap();
        let pass = out.find("Pass the terminal to").expect("a hand-over");
        let before = &out[..pass];
        let cleared = before
            .rfind(&"\n".repeat(100))
            .expect("the screen is cleared first");
        assert!(
            before[cleared..].contains("Spite & Malice:"),
            "the introduction is shown again after the clearing: {before}"
        );
        assert!(
            !before.contains("hand    h1"),
            "no hand before the hand-over"
        );
        let after = &out[pass..];
        let answer = after
            .find("(Ctrl-C does not show the hand or stop the game.")
            .expect("Ctrl-C at the hand-over is answered");
        let hand = after.find("hand    h1").expect("Enter shows the hand");
        assert!(answer < hand, "{after}");
        assert_eq!(
            typist
                .prompts
                .iter()
                .filter(|p| p.contains("press Enter when ready"))
                .count(),
            2
        );
    }

    #[test]
    fn the_introduction_names_what_differs_and_the_partnership_goal() {
        let intro = |rules: Rules| {
            let setup = MatchChoices {
                rules,
                people: 1,
                level: Level::Easy,
            };
            let mut s = TerminalGame::new(setup, 3, Vec::new(), TermStyle::PLAIN).unwrap();
            s.intro();
            String::from_utf8(s.out.clone()).unwrap()
        };
        let mut four = Rules::g4a();
        four.players = 4;
        let text = intro(four);
        assert!(text.contains("Spite & Malice: g4a, 4 players,"), "{text}");
        assert!(
            text.contains(
                "Be the first to play every card of your pay-off pile onto the centre piles."
            ),
            "{text}"
        );
        four.partnership = true;
        let text = intro(four);
        assert!(text.contains("g4a, 4 players, in partnerships"), "{text}");
        assert!(
            text.contains(
                "Be the first partnership to play every card of both partners' pay-off piles"
            ),
            "{text}"
        );
        assert!(
            !text.contains("Be the first to play every card of your"),
            "{text}"
        );
    }

    #[test]
    fn a_closed_screen_ends_the_session() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let setup = MatchChoices {
            rules: Rules::g4a(),
            people: 1,
            level: Level::Easy,
        };
        let mut s = TerminalGame::new(setup, 3, Closed, TermStyle::PLAIN).unwrap();
        let mut typist = Typist::new([line("moves"), line("hint")]);
        s.run(&mut typist);
        assert!(s.done);
        assert_eq!(
            typist.inputs.len(),
            2,
            "nothing is read once the screen is gone"
        );
    }

    #[test]
    fn ctrl_c_while_the_computer_plays_is_answered_once_and_the_game_goes_on() {
        let mut s = session();
        let person_first = s.person_to_move().is_some();
        // Discarding ends the person's turn, so the computer plays a turn.
        let mut typist = Typist::new([line("h1 s1"), line("score"), line("quit")]);
        // Asked once before the first prompt when the person plays first;
        // Ctrl-C is then pressed three times during the computer's turn.
        let quiet_polls = usize::from(person_first);
        typist.interrupts = std::iter::repeat_n(false, quiet_polls)
            .chain([true, true, true])
            .collect();
        s.run(&mut typist);
        let out = String::from_utf8(s.out.clone()).unwrap();
        let answer = "Ctrl-C does not stop the game";
        assert_eq!(out.matches(answer).count(), 1, "{out}");
        assert!(
            typist.polls >= quiet_polls + 3,
            "asked {} times",
            typist.polls
        );
        let after = &out[out.find(answer).unwrap()..];
        assert!(after.contains("Your turn."), "the turn went on: {after}");
        assert!(after.contains("Match to 50 points."), "{after}");
        assert!(typist.inputs.is_empty(), "every line was read");
        assert!(!s.m().record().moves.is_empty());
    }
}
