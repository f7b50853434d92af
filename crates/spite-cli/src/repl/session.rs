//! A match at the terminal: whose turn it is, the computer players, the
//! hot-seat hand-over, and the loop that reads one line at a time.

use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};

use spite_ai::{Bot, Level, bot_rng};
use spite_core::{
    Card, Event, Events, Game, Match, Move, PlayerView, RuleError, Rules, Source, derive_seed,
};

use super::autosave::Autosave;
use super::input::{Input, Lines};
use super::seats::{Player, Seats};
use super::style::Style;
use super::table::{self, Scoreboard};
use super::words;

/// What a new match is made of.
#[derive(Clone, Debug)]
pub struct Setup {
    pub rules: Rules,
    /// Seats played by people (the first ones); the rest are computers.
    pub people: u8,
    pub level: Level,
}

/// One move of the current turn, and why it cannot be taken back, if so.
pub(super) struct TurnMove {
    pub mv: Move,
    pub blocked: Option<&'static str>,
}

pub struct Session<W: Write> {
    pub(super) out: W,
    pub(super) style: Style,
    pub(super) setup: Setup,
    pub(super) m: Match,
    /// The match seed: deals and the computer players' choices follow from it.
    pub(super) seed: u64,
    pub(super) seats: Seats,
    pub(super) bots: Vec<Option<Box<dyn Bot>>>,
    /// The person whose hand is on screen; `None` before anyone took the
    /// terminal in a hot-seat game.
    pub(super) viewer: Option<u8>,
    /// The moves of the person to move this turn (for `undo`'s messages).
    pub(super) turn_moves: Vec<TurnMove>,
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
    pub(super) no_autosave: &'static str,
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

impl<W: Write> Session<W> {
    pub fn new(setup: Setup, seed: u64, out: W, style: Style) -> Result<Session<W>, String> {
        let m = Match::new(setup.rules, seed).map_err(|e| e.to_string())?;
        let mut s = Session {
            out,
            style,
            seats: Seats::new(setup.rules.players, setup.people, setup.level),
            setup,
            m,
            seed,
            bots: vec![],
            viewer: None,
            turn_moves: vec![],
            told: vec![],
            seen: vec![],
            announced: None,
            done: false,
            autosave: None,
            no_autosave: "There is no autosave: no data directory was found.",
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

    /// Replaces the match (after `new` or `load`), seating people and
    /// computers again for its number of players.
    pub(super) fn replace_match(&mut self, m: Match, seed: u64) {
        self.m = m;
        self.seed = seed;
        self.autosave_armed = false;
        self.seat_players();
    }

    fn seat_players(&mut self) {
        let players = self.m.rules().players;
        self.seats = Seats::new(players, self.setup.people, self.setup.level);
        self.bots = (0..players)
            .map(|s| match self.seats.player(s) {
                Player::Computer(level) => Some(level.bot()),
                Player::Person => None,
            })
            .collect();
        self.viewer = (!self.seats.is_hotseat()).then(|| self.seats.first_person());
        self.reset_game_state();
    }

    pub(super) fn reset_game_state(&mut self) {
        self.turn_moves.clear();
        self.told.clear();
        self.seen = vec![0; usize::from(self.m.rules().players)];
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
        self.viewer.unwrap_or_else(|| self.seats.first_person())
    }

    pub(super) fn view(&self) -> PlayerView {
        self.m.game().observation(self.viewing_seat())
    }

    /// Whether a person is to move in a game still going on.
    pub(super) fn person_to_move(&self) -> Option<u8> {
        let game = self.m.game();
        let seat = game.to_move();
        (!game.is_over() && self.seats.is_person(seat)).then_some(seat)
    }

    pub(super) fn draw(&mut self) {
        let view = self.view();
        let scores = self.m.scores();
        let board = Scoreboard {
            game: self.m.results().len() + usize::from(!self.m.game().is_over()),
            scores: &scores,
            target: self.m.rules().match_target,
            live: true,
        };
        let text = table::draw(&view, &self.seats, &board, self.style);
        self.say(format!("\n{text}"));
    }

    /// Plays a move and tells what it did. With one person at the terminal,
    /// the cards that person draws are named (the table shows them anyway);
    /// in a hot-seat game the screen may belong to someone else, so not then.
    pub(super) fn play_and_tell(&mut self, mv: Move) -> Result<Events, RuleError> {
        let me = (!self.seats.is_hotseat()).then(|| self.seats.first_person());
        let before = self.m.game().clone();
        let events = self.m.play(mv)?;
        let rules = *self.m.rules();
        let lines = narrate(
            &events,
            &self.seats,
            &rules,
            self.style,
            me.map(|me| (me, cards_drawn(&before, self.m.game(), me, mv))),
        );
        for (ev, line) in events.iter().zip(lines) {
            if let Event::TurnPassed { seat } = *ev {
                self.announce_turn(seat);
            } else if let Some(line) = line {
                self.told.push(line.clone());
                self.say(line);
            }
        }
        Ok(events)
    }

    /// "-- Computer's turn --", once per turn.
    fn announce_turn(&mut self, seat: u8) {
        let turn = self.m.game().turn();
        if self.announced == Some(turn) {
            return;
        }
        self.announced = Some(turn);
        let header = words::turn_header(&self.seats, seat);
        self.told.push(header.clone());
        let header = self.style.dim(&header);
        self.say(header);
    }

    /// A person's move was played and told: remember it for `undo`.
    pub(super) fn after_person_move(&mut self, mv: Move, events: &Events) {
        let blocked = events.iter().find_map(|e| match e {
            Event::PayoffTurned { .. } => Some("turned up a new pay-off card"),
            Event::Drew { .. } => Some("drew new cards"),
            Event::TurnPassed { .. } => Some("ended your turn"),
            Event::GameOver { .. } => Some("ended the game"),
            _ => None,
        });
        self.turn_moves.push(TurnMove { mv, blocked });
        self.autosave_armed = true;
        self.after_any_move(events);
        if self.m.game().is_over() {
            self.game_over();
        } else if self.person_to_move() == self.viewer && !ended_turn(events) {
            self.draw();
        }
    }

    fn after_any_move(&mut self, events: &Events) {
        if ended_turn(events) || self.m.game().is_over() {
            self.turn_moves.clear();
        }
        self.keep();
    }

    /// The final table, the result and what comes next.
    pub(super) fn game_over(&mut self) {
        self.draw();
        let scores = self.m.scores();
        let rules = *self.m.rules();
        let score_text: Vec<String> = scores
            .iter()
            .enumerate()
            .map(|(side, p)| format!("{} {p}", self.seats.side_name(&rules, side as u8)))
            .collect();
        self.say(format!(
            "Match score: {} (target {}).",
            score_text.join(", "),
            rules.match_target
        ));
        match self.m.winner() {
            Some(side) => {
                let name = self.seats.side_name(&rules, side);
                let verb = if name == "You" || rules.partnership {
                    "win"
                } else {
                    "wins"
                };
                let line =
                    format!("{name} {verb} the match! Type 'new' for another match, or 'quit'.");
                let line = self.style.bold(&line);
                self.say(line);
            }
            None => {
                let line = format!(
                    "Type 'next' (or press Enter) to deal game {}.",
                    self.m.results().len() + 1
                );
                self.say(line);
            }
        }
    }

    /// Lets the computers move until a person is to move or the game ends.
    /// Returns whether any computer moved.
    fn play_computers(&mut self, input: &mut dyn Lines) -> bool {
        let mut moved = false;
        while !self.done {
            let game = self.m.game();
            if game.is_over() {
                break;
            }
            let seat = game.to_move();
            if self.seats.is_person(seat) {
                break;
            }
            self.announce_turn(seat);
            let mv = self.computer_choice(seat);
            match self.play_and_tell(mv) {
                Ok(events) => {
                    moved = true;
                    self.after_any_move(&events);
                    self.notice_ctrl_c(input);
                }
                Err(e) => {
                    // Only a bug in a bot gets here: the fallback below is a
                    // legal move, so the game still goes on.
                    let line = format!("The computer tried an illegal move ({mv}: {e}).");
                    self.say(line);
                    let fallback = self.m.game().legal_moves()[0];
                    if let Ok(events) = self.play_and_tell(fallback) {
                        self.after_any_move(&events);
                    }
                }
            }
        }
        if moved {
            if self.m.game().is_over() {
                self.game_over();
            } else if !self.seats.is_hotseat() {
                self.draw();
            }
        }
        moved
    }

    /// The computer's move for `seat`: from its own view only, with a seed
    /// fixed by the match seed and the moves so far, so a saved and reloaded
    /// game plays on the same way.
    fn computer_choice(&mut self, seat: u8) -> Move {
        let view = self.m.game().observation(seat);
        let legal = view.legal_moves();
        let index = (self.m.results().len() as u64) << 32 | self.m.record().moves.len() as u64;
        let mut rng = bot_rng(derive_seed(self.seed ^ 0xB07_5EED, index));
        let Some(Some(bot)) = self.bots.get_mut(usize::from(seat)) else {
            return legal[0];
        };
        match catch_unwind(AssertUnwindSafe(|| bot.choose(&view, &mut rng))) {
            Ok(mv) if legal.contains(&mv) => mv,
            _ => {
                self.say("(The computer player failed to choose; it plays its first legal move.)");
                legal[0]
            }
        }
    }

    /// In a hot-seat game, hides the table and hands the terminal to the
    /// person to move. Returns false if the input ended.
    fn hand_over(&mut self, seat: u8, input: &mut dyn Lines) -> bool {
        // Cleared before every hand is shown, the first one too: whatever is
        // on the screen (a computer's first turn, an earlier match) stays
        // out of sight of the next person, who sees the introduction again.
        let first = self.viewer.is_none();
        let clear = self.style.clear_screen();
        let name = self.seats.name(seat).to_string();
        if !clear.is_empty() {
            self.say(clear);
        }
        if first && self.style.terminal {
            self.intro();
        }
        self.say(format!(
            "\n{}\n",
            self.style.bold(&format!("Pass the terminal to {name}."))
        ));
        loop {
            match input.read(&format!("{name}, press Enter when ready (q quits) ")) {
                Input::Line(line) if line.trim().eq_ignore_ascii_case("q") => {
                    if self.confirm(input, "Quit the game? (y/n) ") {
                        self.done = true;
                        return false;
                    }
                }
                Input::Line(_) => break,
                // Only Enter shows the hand: a stray Ctrl-C must not, and it
                // is answered rather than ignored.
                Input::Interrupted => self.say(format!(
                    "(Ctrl-C does not show the hand or stop the game. {name}: press Enter when ready, or q to quit.)"
                )),
                Input::TooLong(_) => {}
                Input::Eof => {
                    if !input.interactive() || self.confirm(input, "Quit the game? (y/n) ") {
                        self.done = true;
                        return false;
                    }
                }
            }
        }
        self.viewer = Some(seat);
        let from = self.seen[usize::from(seat)].min(self.told.len());
        if from < self.told.len() {
            self.say("Meanwhile:");
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
            Some(seat) if self.seats.is_hotseat() => format!("{}> ", self.seats.name(seat)),
            _ => "> ".into(),
        }
    }

    pub fn intro(&mut self) {
        let rules = *self.m.rules();
        let preset = words::rules_name(&rules);
        let opponents: Vec<String> = (0..rules.players)
            .filter(|&s| !self.seats.is_person(s))
            .map(|s| self.seats.label(s))
            .collect();
        let people: Vec<String> = (0..rules.players)
            .filter(|&s| self.seats.is_person(s))
            .map(|s| self.seats.name(s).to_string())
            .collect();
        let mut line = format!(
            "Spite & Malice: {preset}, match to {} points, seed {}.",
            rules.match_target, self.seed
        );
        if rules.partnership {
            line.push_str(&format!(
                " {} against {}.",
                self.seats
                    .side_name(&rules, rules.side_of(self.viewing_seat())),
                self.seats
                    .side_name(&rules, 1 - rules.side_of(self.viewing_seat()))
            ));
        } else if opponents.is_empty() {
            line.push_str(&format!(" {} share this terminal.", people.join(", ")));
        } else {
            line.push_str(&format!(
                " {} against {}.",
                people.join(", "),
                opponents.join(", ")
            ));
        }
        let line = self.style.bold(&line);
        self.say(line);
        let goal = if rules.partnership {
            "A side wins the game when both partners' pay-off piles are empty."
        } else {
            "Be the first to empty your pay-off pile."
        };
        self.say(format!(
            "{goal} 'help' lists the commands, 'help move' explains moves."
        ));
    }

    /// The start of a game: its table if a person is to move here, else who
    /// plays first (the table follows the computer's turn or the hand-over).
    pub(super) fn opening(&mut self) {
        let game = self.m.game();
        if game.is_over() {
            self.game_over();
        } else if self.seats.is_person(game.to_move()) && !self.seats.is_hotseat() {
            self.draw();
        } else {
            let verb = if self.m.record().moves.is_empty() {
                "plays first"
            } else {
                "is to move"
            };
            let line = format!("{} {verb}.", self.seats.name(game.to_move()));
            self.say(line);
        }
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
                    self.say("(Ctrl-C cancels the line. Type 'quit' to leave.)");
                }
                Input::TooLong(n) => {
                    self.current_line = Some(format!("({n} bytes)"));
                    self.refuse(&format!(
                        "That line is too long ({n} bytes); nothing was done."
                    ));
                    self.current_line = None;
                }
                Input::Eof => {
                    if !input.interactive() || self.confirm(input, "Quit the game? (y/n) ") {
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
            self.say(
                "(Ctrl-C does not stop the game: it only cancels a line you are typing. Type 'quit' to leave.)",
            );
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
        match input.read(question) {
            Input::Line(l) => matches!(l.trim().to_ascii_lowercase().as_str(), "y" | "yes"),
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
        let view = self.m.game().observation(seat);
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
}

/// The cards `me` drew during `mv`, played in `before`: those in `me`'s
/// hand afterwards that were not there before (less the card `me` played
/// from the hand).
pub(super) fn cards_drawn(before: &Game, after: &Game, me: u8, mv: Move) -> Vec<Card> {
    let mut had: Vec<Card> = before.hand(me).to_vec();
    if let (true, Source::Hand(i)) = (before.to_move() == me, mv.from)
        && usize::from(i) < had.len()
    {
        had.remove(usize::from(i));
    }
    let mut drawn = vec![];
    for &card in after.hand(me) {
        match had.iter().position(|&c| c == card) {
            Some(k) => {
                had.remove(k);
            }
            None => drawn.push(card),
        }
    }
    drawn
}

/// The events of one move in words, one entry per event (`None` for the turn
/// passing, which the turn header tells). With `me` and the cards that seat
/// drew, its draw names them, as the live game and the log both do.
pub(super) fn narrate(
    events: &Events,
    seats: &Seats,
    rules: &Rules,
    style: Style,
    me: Option<(u8, Vec<Card>)>,
) -> Vec<Option<String>> {
    let my_draws = events
        .iter()
        .filter(|e| matches!(e, Event::Drew { seat, .. } if me.as_ref().is_some_and(|(m, _)| m == seat)))
        .count();
    events
        .iter()
        .map(|ev| {
            let line = words::event(ev, seats, rules, style)?;
            Some(match (*ev, &me) {
                (Event::Drew { seat, count }, Some((me, drawn)))
                    if seat == *me && my_draws == 1 && usize::from(count) == drawn.len() =>
                {
                    let cards: Vec<String> = drawn.iter().map(|&c| style.card(c)).collect();
                    format!("{}: {}.", line.trim_end_matches('.'), cards.join(" "))
                }
                _ => line,
            })
        })
        .collect()
}

/// Whether these events passed the turn to another seat.
pub(super) fn ended_turn(events: &Events) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::TurnPassed { .. } | Event::GameOver { .. }))
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use super::super::typist::{Typist, line};
    use super::*;

    fn session() -> Session<Vec<u8>> {
        let setup = Setup {
            rules: Rules::g4a(),
            people: 1,
            level: Level::Easy,
        };
        Session::new(setup, 3, Vec::new(), Style::PLAIN).unwrap()
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
            out.contains("Match to 50 points:"),
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
        let (live, log) = out.split_once("\nGame 1: ").expect("the log was written");
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
        let setup = Setup {
            rules: Rules::g4a(),
            people: 2,
            level: Level::Easy,
        };
        // A terminal without colour: the screen is cleared by scrolling.
        let style = Style {
            terminal: true,
            ..Style::PLAIN
        };
        let mut s = Session::new(setup, 3, Vec::new(), style).unwrap();
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
            let setup = Setup {
                rules,
                people: 1,
                level: Level::Easy,
            };
            let mut s = Session::new(setup, 3, Vec::new(), Style::PLAIN).unwrap();
            s.intro();
            String::from_utf8(s.out.clone()).unwrap()
        };
        let mut four = Rules::g4a();
        four.players = 4;
        let text = intro(four);
        assert!(
            text.contains("Spite & Malice: g4a rules with 4 players,"),
            "{text}"
        );
        assert!(
            text.contains("Be the first to empty your pay-off pile."),
            "{text}"
        );
        four.partnership = true;
        let text = intro(four);
        assert!(
            text.contains("g4a rules with 4 players and partnerships"),
            "{text}"
        );
        assert!(
            text.contains("A side wins the game when both partners' pay-off piles are empty."),
            "{text}"
        );
        assert!(!text.contains("Be the first"), "{text}");
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
        let setup = Setup {
            rules: Rules::g4a(),
            people: 1,
            level: Level::Easy,
        };
        let mut s = Session::new(setup, 3, Closed, Style::PLAIN).unwrap();
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
        assert!(after.contains("Match to 50 points:"), "{after}");
        assert!(typist.inputs.is_empty(), "every line was read");
        assert!(!s.m.record().moves.is_empty());
    }
}
