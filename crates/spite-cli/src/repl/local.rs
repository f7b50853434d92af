//! A match played here: the venue of a local game. The computers think
//! on the client's worker and their moves are told as they come; several
//! people may share the terminal (the hot-seat hand-over); the match in
//! progress is kept in the autosave. The rest of the game at the terminal
//! is the [`GameSession`]'s.

use std::io::Write;
use std::time::Duration;

use spite_ai::Level;
use spite_core::{Event, Match, Rules, Seat};
use spite_table::client::{Client, ClientState, Happening, LocalClient};
use spite_table::{Message, Next, Seats, Table};

use super::autosave::Autosave;
use super::commands::Command;
use super::game::{GameSession, POLL, Shown, Venue, quit_question};
use super::input::{Input, Lines};
use super::keys::{InPlace, Keys};
use super::speech::Voice;
use super::style::TermStyle;
use crate::words::{t, tr};

/// What a new match is made of.
#[derive(Clone, Debug)]
pub struct MatchChoices {
    pub rules: Rules,
    /// Seats played by people (the first ones); the rest are computers.
    pub people: u8,
    pub level: Level,
}

/// A local game at the terminal.
pub type LocalGame<W> = GameSession<W, Local>;

/// What only a local game has: the table and its computers, the people
/// sharing the terminal, the autosave.
pub struct Local {
    pub(super) setup: MatchChoices,
    /// The match, its seats and its computer players (who think on the
    /// client's worker).
    pub(super) client: LocalClient,
    /// The person whose hand is on screen; `None` before anyone took the
    /// terminal in a hot-seat game.
    pub(super) viewer: Option<u8>,
    /// What happened this game, in words, for the hot-seat recap.
    pub(super) told: Vec<String>,
    /// Per seat: how much of `told` that person has seen.
    pub(super) seen: Vec<usize>,
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
    /// The offer to resume a match left unfinished, said before the first
    /// prompt.
    pub(super) offer: Option<String>,
}

impl<W: Write> GameSession<W, Local> {
    pub fn new(
        setup: MatchChoices,
        seed: u64,
        out: W,
        style: TermStyle,
    ) -> Result<LocalGame<W>, String> {
        let m = Match::new(setup.rules, seed)
            .map_err(|e| crate::words::with(|w| w.rules_reason(&e)))?;
        let local = Local {
            client: local(m, &setup),
            setup,
            viewer: None,
            told: vec![],
            seen: vec![],
            autosave: None,
            no_autosave: t("ui-repl-no-autosave"),
            autosave_armed: false,
            autosave_failed: false,
            resume_first: false,
            offer: None,
        };
        let mut s = GameSession::with_venue(out, style, local);
        s.seat_players();
        Ok(s)
    }

    /// Plays, reading lines where they are asked for: nothing happens
    /// here while a person types.
    pub fn play(&mut self, lines: &mut dyn Lines) {
        self.run(&mut InPlace::new(lines));
    }

    /// The table being played.
    pub(super) fn table(&self) -> &Table {
        self.venue.client.table()
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

    /// Replaces the match (after `new` or `load`), seating people and
    /// computers again for its number of players.
    pub(super) fn replace_match(&mut self, m: Match) {
        self.venue.client = local(m, &self.venue.setup);
        self.venue.autosave_armed = false;
        self.seat_players();
    }

    fn seat_players(&mut self) {
        // The client's welcome and opening: `intro` and `opening` say them.
        self.follow();
        let seats = self.seats();
        self.venue.viewer = (!seats.is_hotseat()).then(|| seats.first_person());
        self.reset_game_state();
    }

    pub(super) fn reset_game_state(&mut self) {
        self.venue.told.clear();
        self.venue.seen = vec![0; usize::from(self.m().rules().players)];
        self.announced = None;
    }

    /// Whether a person is to move in a game still going on.
    pub(super) fn person_to_move(&self) -> Option<Seat> {
        match self.table().next() {
            Next::Person(seat) => Some(seat),
            _ => None,
        }
    }

    /// A person's move was played: told, and the table drawn or the game's
    /// end shown.
    fn after_person_move(&mut self) {
        self.follow();
        self.venue.autosave_armed = true;
        self.keep();
        if self.m().game().is_over() {
            self.game_over();
        } else if self.person_to_move() == self.venue.viewer && !self.last_ended_turn() {
            self.draw();
        }
    }

    /// Whether the last move passed the turn or ended the game.
    fn last_ended_turn(&self) -> bool {
        self.state().last.as_ref().is_some_and(|last| {
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
    /// a person is to move or the game ends.
    fn play_computers(&mut self, keys: &mut dyn Keys) {
        let mut moved = false;
        while !self.done {
            if let Next::Computer { seat, .. } = self.table().next() {
                let whose = self.seats().name(seat);
                self.announce_turn(&whose);
            }
            if !self.state().thinking {
                break;
            }
            let happened = self.venue.client.wait(POLL);
            if happened.is_empty() {
                continue;
            }
            moved = true;
            for happening in happened {
                self.tell(happening);
            }
            self.keep();
            self.notice_ctrl_c(keys);
        }
        if moved {
            if self.m().game().is_over() {
                self.game_over();
            } else if !self.seats().is_hotseat() {
                self.draw();
            }
        }
    }

    /// In a hot-seat game, hides the table and hands the terminal to the
    /// person to move. Returns false if the input ended.
    fn hand_over(&mut self, seat: u8, keys: &mut dyn Keys) -> bool {
        // Cleared before every hand is shown, the first one too: whatever is
        // on the screen (a computer's first turn, an earlier match) stays
        // out of sight of the next person, who sees the introduction again.
        let first = self.venue.viewer.is_none();
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
            match self.read_answer(keys, &ready) {
                Input::Line(line) if line.trim().eq_ignore_ascii_case("q") => {
                    if self.confirm(keys, &quit_question()) {
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
                    if !keys.interactive() || self.confirm(keys, &quit_question()) {
                        self.done = true;
                        return false;
                    }
                }
            }
        }
        self.venue.viewer = Some(seat);
        let from = self.venue.seen[usize::from(seat)].min(self.venue.told.len());
        if from < self.venue.told.len() {
            self.say(t("ui-repl-meanwhile"));
            let lines: Vec<String> = self.venue.told[from..].to_vec();
            for line in lines {
                self.say(format!("  {line}"));
            }
        }
        self.draw();
        true
    }

    pub fn intro(&mut self) {
        let welcome = self.words(&self.table().welcome());
        let line = self.style.bold(&welcome);
        self.say(line);
        // What the preset's name means, said once at the start.
        if let Message::Welcome { rules, .. } = self.table().welcome() {
            let id = format!("ui-repl-preset-{}", rules.preset);
            if crate::words::with(|w| w.has(&id)) {
                self.say(t(&id));
            }
        }
        let partnership = self.table().rules().partnership;
        self.say_aim(partnership, &t("ui-repl-help-intro"));
    }

    /// The start of a game: its table if a person is to move here, else who
    /// plays first (the table follows the computer's turn or the hand-over).
    pub(super) fn opening(&mut self) {
        if self.m().game().is_over() {
            return self.game_over();
        }
        // "Game 1: You play first." too, not only the computer's.
        let line = self.words(&self.table().opening());
        self.say(line);
        if self.person_to_move().is_some() && !self.seats().is_hotseat() {
            self.draw();
        }
    }

    /// Whether `opening` says the game's opening line ("Game 2: Computer
    /// plays first."), rather than only the game's end.
    pub(super) fn opening_names_game(&self) -> bool {
        !self.m().game().is_over()
    }
}

impl Venue for Local {
    fn client(&mut self) -> &mut dyn Client {
        &mut self.client
    }

    fn state(&self) -> &ClientState {
        self.client.state()
    }

    /// The view of the person at the terminal, with the match's points.
    fn shown(&mut self) -> Option<Shown> {
        let table = self.client.table();
        let seat = self.viewer.unwrap_or_else(|| table.seats().first_person());
        Some(Shown {
            view: table.view(seat),
            game: table.game_number(),
            score: table.match_().scores(),
        })
    }

    fn match_over_words(&self) -> String {
        t("ui-repl-match-over-type-new")
    }

    /// The cards you drew named as the live game named them (not in a
    /// hot-seat game, where the screen is shared).
    fn log(&self) -> Option<(Vec<Message>, bool)> {
        let table = self.client.table();
        let seats = table.seats();
        let me = (!seats.is_hotseat()).then(|| seats.first_person());
        let messages = table.log_for(me);
        let no_moves = table.match_().record().moves.is_empty();
        (!messages.is_empty()).then_some((messages, no_moves))
    }

    fn keep_told(&mut self, line: &str) {
        self.told.push(line.to_string());
    }

    /// At a hot-seat table, the name of the person to move.
    fn prompt<W: Write>(s: &LocalGame<W>) -> String {
        match s.person_to_move() {
            Some(seat) if s.seats().is_hotseat() => format!("{}> ", s.voice().name(seat)),
            _ => "> ".into(),
        }
    }

    fn start<W: Write>(s: &mut LocalGame<W>) {
        s.venue.offer = s.start();
    }

    /// The computers play; at a hot-seat table the person to move takes
    /// the terminal.
    fn before_prompt<W: Write>(s: &mut LocalGame<W>, keys: &mut dyn Keys) -> bool {
        s.play_computers(keys);
        if s.done {
            return false;
        }
        // Last before the first prompt, where it is seen.
        if let Some(line) = s.venue.offer.take() {
            s.say(line);
        }
        if let Some(seat) = s.person_to_move() {
            // The last person's moves must not be offered at the hand-over.
            keys.offer(vec![]);
            if s.venue.viewer != Some(seat) && !s.hand_over(seat, keys) {
                return false;
            }
            s.venue.seen[usize::from(seat)] = s.venue.told.len();
        }
        true
    }

    /// Nothing happens here while a line is read.
    fn idle<W: Write>(_s: &mut LocalGame<W>, _wait: Duration) {}

    /// With one person at the terminal, the cards that person draws are
    /// named (the table shows them anyway); in a hot-seat game the screen
    /// may belong to someone else, so the client names nobody's. The score
    /// and the match's winner are told by `game_over`, the welcome and a
    /// game's opening by `intro` and `opening`.
    fn narrate<W: Write>(s: &mut LocalGame<W>, message: Message) {
        match message {
            Message::TurnStarts { whose } => s.announce_turn(&whose),
            Message::Score { .. }
            | Message::MatchWon { .. }
            | Message::Welcome { .. }
            | Message::GameStarts { .. } => {}
            message => {
                let line = s.words(&message);
                s.venue.told.push(line.clone());
                s.say(line);
            }
        }
    }

    /// Drawn where the terminal draws; nothing else happens here.
    fn happened<W: Write>(_s: &mut LocalGame<W>, _happening: Happening) {}

    fn own_command<W: Write>(
        s: &mut LocalGame<W>,
        _line: &str,
        command: &Command,
        keys: &mut dyn Keys,
    ) -> bool {
        match command {
            Command::Empty => {
                if s.m().game().is_over() && !s.m().is_over() {
                    s.next_game();
                }
            }
            Command::Save(file) => s.save(file, keys),
            Command::Load(file) => s.load(file, keys),
            Command::Resume => s.resume(),
            Command::New(seed) => s.new_match(*seed, keys),
            Command::Next => s.next_game(),
            Command::Quit => s.done = true,
            Command::Review(worlds) => s.review(*worlds, keys),
            Command::Rematch => {
                s.refuse(&tr("ui-repl-online-only", &[("command", "rematch".into())]))
            }
            Command::React(_) => {
                s.refuse(&tr("ui-repl-online-only", &[("command", "react".into())]))
            }
            Command::Mute(_, mute) => {
                let command = if *mute { "mute" } else { "unmute" };
                s.refuse(&tr("ui-repl-online-only", &[("command", command.into())]))
            }
            _ => return false,
        }
        true
    }

    fn after_move<W: Write>(s: &mut LocalGame<W>) {
        s.after_person_move();
    }

    /// The take-back, told and kept for the hot-seat recap; no one else
    /// has to agree.
    fn after_undo<W: Write>(s: &mut LocalGame<W>) {
        s.follow();
        s.keep();
        s.draw();
    }

    fn finish<W: Write>(s: &mut LocalGame<W>, _keys: &mut dyn Keys) {
        s.farewell();
    }
}

/// The client of `m`'s table, seated as `setup` says: the first people,
/// then computers of its level; played from the first person's seat (at a
/// hot-seat table, the client follows the person to move).
fn local(m: Match, setup: &MatchChoices) -> LocalClient {
    let seats = Seats::standard(m.rules().players, setup.people, setup.level);
    let table = Table::with_match(m, seats).expect("the seats are made for the match's players");
    let me = table.seats().first_person();
    LocalClient::new(table, me)
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use super::super::typist::{Typist, line};
    use super::*;

    fn session() -> LocalGame<Vec<u8>> {
        let setup = MatchChoices {
            rules: Rules::g4a(),
            people: 1,
            level: Level::Easy,
        };
        LocalGame::new(setup, 3, Vec::new(), TermStyle::PLAIN).unwrap()
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
        s.play(&mut typist);
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
    fn score_tells_the_game_being_played_as_online() {
        let mut s = session();
        s.play(&mut Typist::new([line("score"), line("quit")]));
        let out = String::from_utf8(s.out.clone()).unwrap();
        let turn = s.m().game().turn();
        let told = format!(
            "Match to 50 points. You: 0, Computer: 0.\nGame 1: being played, turn {turn}.\n"
        );
        assert!(out.contains(&told), "{out}");
    }

    #[test]
    fn the_log_names_the_cards_you_drew_as_the_game_did() {
        let mut s = session();
        let mut typist = Typist::new([line("h1 s1"), line("log"), line("quit")]);
        s.play(&mut typist);
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
        let mut s = LocalGame::new(setup, 3, Vec::new(), style).unwrap();
        let mut typist = Typist::new([Input::Interrupted, line(""), line("quit")]);
        s.play(&mut typist);
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
            let mut s = LocalGame::new(setup, 3, Vec::new(), TermStyle::PLAIN).unwrap();
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
        let mut s = LocalGame::new(setup, 3, Closed, TermStyle::PLAIN).unwrap();
        let mut typist = Typist::new([line("moves"), line("hint")]);
        s.play(&mut typist);
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
        s.play(&mut typist);
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
