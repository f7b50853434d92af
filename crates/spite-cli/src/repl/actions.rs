//! What each command does. Every refusal is a message; the game goes on.

use std::io::Write;

use spite_ai::hint;
use spite_core::{Event, Match, Move, Target, UndoError};

use super::commands::{self, COMMANDS, Command, HELP_TOPICS, short};
use super::files;
use super::input::Lines;
use super::session::{self, Session};
use super::table;
use super::words;
use spite_cli::movetext::{self, Kind};

impl<W: Write> Session<W> {
    /// Carries out one typed line.
    pub(super) fn execute(&mut self, line: &str, input: &mut dyn Lines) {
        match commands::parse(line) {
            Command::Empty => {
                if self.m.game().is_over() && !self.m.is_over() {
                    self.next_game();
                }
            }
            Command::Move(text) => self.play_typed(&text),
            Command::Moves => self.list_moves(),
            Command::Hint => self.hint(),
            Command::Undo => self.undo(),
            Command::Show => {
                self.draw();
                let text = table::side_piles_full(&self.view(), &self.seats, self.style);
                self.say(text.trim_end());
            }
            Command::Score => self.score(),
            Command::Rules => self.rules(),
            Command::Log => self.log(),
            Command::Save(file) => self.save(&file, input),
            Command::Load(file) => self.load(&file, input),
            Command::Resume => self.resume(input),
            Command::New(seed) => self.new_match(seed, input),
            Command::Next => self.next_game(),
            Command::Help(topic) => self.help(topic.as_deref()),
            Command::Quit => self.done = true,
            Command::Misused(message) => self.refuse(&message),
        }
    }

    /// Answers a line that could not be carried out; counted, so that a
    /// script's exit status can tell of it.
    pub(super) fn refuse(&mut self, message: &str) {
        if let Some(line) = &self.current_line {
            self.refused += 1;
            if self.first_refused.is_none() {
                self.first_refused = Some(short(line));
            }
        }
        let line = self.style.warn(message);
        self.say(line);
    }

    /// The seat of the person to move, or a refusal saying why there is none.
    fn mover(&mut self) -> Option<u8> {
        if self.m.game().is_over() {
            let message = if self.m.is_over() {
                "The match is over: type 'new' for another, or 'quit'."
            } else {
                "This game is over: type 'next' (or press Enter) for the next one."
            };
            self.refuse(message);
            return None;
        }
        let seat = self.person_to_move();
        if seat.is_none() {
            self.refuse("It is not your turn.");
        }
        seat
    }

    fn play_typed(&mut self, text: &str) {
        let Some(seat) = self.mover() else {
            return;
        };
        let view = self.m.game().observation(seat);
        let style = self.style;
        let card_text = |c| style.card(c);
        let read = movetext::read(&view, text, card_text).or_else(|e| {
            joined_move(text)
                .and_then(|t| movetext::read(&view, &t, card_text).ok())
                .ok_or(e)
        });
        let mv = match read {
            Ok(mv) => mv,
            Err(e) => {
                let message = match e.kind {
                    Kind::Unknown => format!(
                        "'{}' is not a command or a move. Type 'help' for the commands, or a move like 'h3 c1'.",
                        short(text.split_whitespace().next().unwrap_or(""))
                    ),
                    Kind::Malformed => format!("That is not a move: {}.", e.message),
                    Kind::NoSuch => format!("Cannot play {}: {}.", short(text.trim()), e.message),
                };
                self.refuse(&message);
                return;
            }
        };
        match self.play_and_tell(mv) {
            Ok(events) => self.after_person_move(mv, &events),
            Err(e) => {
                let what = view
                    .card_at(mv.from)
                    .map(|c| format!(" ({})", self.style.card(c)))
                    .unwrap_or_default();
                self.refuse(&format!("Cannot play {mv}{what}: {e}."));
            }
        }
    }

    fn list_moves(&mut self) {
        let Some(seat) = self.mover() else {
            return;
        };
        let view = self.m.game().observation(seat);
        let moves = view.legal_moves();
        let (centre, discards): (Vec<Move>, Vec<Move>) = moves
            .iter()
            .partition(|m| matches!(m.to, Target::Centre(_)));
        let mut out = String::new();
        if centre.is_empty() {
            out.push_str("No card of yours fits a centre pile now.\n");
        } else {
            out.push_str("To the centre:\n");
            for mv in centre {
                out.push_str(&format!(
                    "  {:<7}{}\n",
                    mv.to_string(),
                    words::move_phrase(&view, mv, self.style)
                ));
            }
        }
        if let (Some(first), Some(last)) = (discards.first(), discards.last()) {
            out.push_str(&format!(
                "To end your turn, discard a hand card onto a side pile: {}..{} onto s1..s4 (e.g. {first}).",
                first.from, last.from
            ));
        }
        self.say(out.trim_end());
    }

    fn hint(&mut self) {
        let Some(seat) = self.mover() else {
            return;
        };
        let view = self.m.game().observation(seat);
        match hint(&view) {
            Some(h) => {
                let dash = if self.style.fancy { "—" } else { "-" };
                self.say(format!("Hint: {} {dash} {}", h.mv, h.reason));
            }
            None => self.refuse("No hint now."),
        }
    }

    fn undo(&mut self) {
        if self.mover().is_none() {
            return;
        }
        match self.m.undo() {
            Ok(mv) => {
                self.turn_moves.pop();
                let seat = self.m.game().to_move();
                let card = self
                    .m
                    .game()
                    .observation(seat)
                    .card_at(mv.from)
                    .map(|c| format!(" ({})", self.style.card(c)))
                    .unwrap_or_default();
                let line = format!(
                    "{} back {mv}{card}.",
                    self.seats.says(seat, "take", "takes")
                );
                self.told.push(line.clone());
                self.say(line);
                self.keep();
                self.draw();
            }
            Err(e) => {
                let message = match (self.turn_moves.last(), e) {
                    (None, _) => "Nothing to take back: you have not moved yet this turn, and earlier turns are final.".to_string(),
                    (Some(last), UndoError::Revealed { .. } | UndoError::Nothing) => {
                        match last.blocked {
                            Some(why) => format!("Cannot take back {}: that move {why}, so it stays.", last.mv),
                            None => format!("Cannot take back {}.", last.mv),
                        }
                    }
                };
                self.refuse(&message);
            }
        }
    }

    fn score(&mut self) {
        let rules = *self.m.rules();
        let scores = self.m.scores();
        let mut out = format!("Match to {} points:", rules.match_target);
        for (side, points) in scores.iter().enumerate() {
            out.push_str(&format!(
                "\n  {:<20}{points}",
                self.seats.side_name(&rules, side as u8)
            ));
        }
        for (i, r) in self.m.results().iter().enumerate() {
            let text = words::result_sentence(r.result, &self.seats, &rules);
            out.push_str(&format!("\nGame {}: {text}", i + 1));
        }
        if !self.m.game().is_over() {
            out.push_str(&format!(
                "\nGame {} is being played.",
                self.m.results().len() + 1
            ));
        }
        self.say(out);
    }

    fn rules(&mut self) {
        let rules = *self.m.rules();
        let mut out = format!("Rules ({}): {rules}.\n", words::rules_name(&rules));
        out.push_str(if rules.partnership {
            "Each player has a pay-off pile; a side wins the game when both partners' piles are empty, and scores the cards left in the other side's piles.\n"
        } else {
            "Each player has a pay-off pile; the first to play its last card wins the game and scores the cards left in the other pay-off piles.\n"
        });
        out.push_str(&format!(
            "On your turn you draw up to {} cards, then play pay-off, side pile and hand cards onto the centre piles, which build up from the ace regardless of suit{}.\n\
             Your turn ends when you discard a hand card onto one of your four side piles.",
            rules.hand_size,
            if rules.kings_wild {
                "; kings are wild and stand for the rank a pile needs"
            } else {
                ""
            }
        ));
        self.say(out);
    }

    /// This game from the deal, in words.
    fn log(&mut self) {
        let record = self.m.record().clone();
        let rules = record.rules;
        let mut game = match record.initial() {
            Ok(g) => g,
            Err(e) => {
                self.refuse(&format!("The log cannot be rebuilt: {e}"));
                return;
            }
        };
        let mut out = format!(
            "Game {}: {} first.\n{}",
            self.m.results().len() + usize::from(!self.m.game().is_over()),
            self.seats.says(game.first_seat(), "play", "plays"),
            words::turn_header(&self.seats, game.first_seat())
        );
        // The cards you drew, as the live game named them (not in a hot-seat
        // game, where the screen is shared).
        let me = (!self.seats.is_hotseat()).then(|| self.seats.first_person());
        for &mv in &record.moves {
            let before = game.clone();
            let events = match game.apply(mv) {
                Ok(ev) => ev,
                Err(e) => {
                    out.push_str(&format!("\n(move {mv} could not be replayed: {e})"));
                    break;
                }
            };
            let drawn = me.map(|me| (me, session::cards_drawn(&before, &game, me, mv)));
            let lines = session::narrate(&events, &self.seats, &rules, self.style, drawn);
            for (ev, line) in events.iter().zip(lines) {
                if let Event::TurnPassed { seat } = *ev {
                    out.push_str(&format!("\n{}", words::turn_header(&self.seats, seat)));
                } else if let Some(line) = line {
                    out.push_str(&format!("\n  {line}"));
                }
            }
        }
        if record.moves.is_empty() {
            out.push_str("\n  (no moves yet)");
        }
        self.say(out);
    }

    fn save(&mut self, file: &str, input: &mut dyn Lines) {
        let path = files::expand(file);
        if path.exists() {
            let question = format!("{} exists. Replace it? (y/n) ", path.display());
            if !self.ask(input, &question, false) {
                self.say("Not saved; the file is unchanged.");
                return;
            }
        }
        match files::save(&self.m, &path) {
            Ok(()) => {
                let quoted = files::shell_quoted(&path);
                self.say(format!(
                    "Saved to {}. Continue later with: spite play --load {quoted}   (or 'load {}')",
                    path.display(),
                    path.display()
                ))
            }
            Err(e) => self.refuse(&format!("Not saved: {e}.")),
        }
    }

    /// Whether the match in progress may be replaced by a new or loaded one:
    /// asks first unless nothing would be lost.
    fn may_replace(&mut self, input: &mut dyn Lines, what: &str) -> bool {
        let in_progress = !self.m.record().moves.is_empty() || !self.m.results().is_empty();
        if !in_progress || self.m.is_over() {
            return true;
        }
        let question = if self.autosave_armed && !self.autosave_failed {
            format!(
                "{what}? 'resume' brings this match back until you move in the other one. (y/n) "
            )
        } else {
            format!("{what}? This match is lost unless saved. (y/n) ")
        };
        if self.confirm(input, &question) {
            true
        } else {
            self.say("The current match goes on.");
            false
        }
    }

    fn load(&mut self, file: &str, input: &mut dyn Lines) {
        let path = files::expand(file);
        // Read first: a file that cannot be loaded asks nothing.
        match files::load(&path) {
            Ok((m, saved)) => {
                let what = format!("Replace this match with the one in {}", path.display());
                if !self.may_replace(input, &what) {
                    return;
                }
                self.replace_match(m, saved.seed);
                let game = self.m.game();
                self.say(format!(
                    "Loaded {}: game {}, turn {}.",
                    path.display(),
                    self.m.results().len() + usize::from(!game.is_over()),
                    game.turn()
                ));
                self.opening();
            }
            Err(e) => self.refuse(&format!("Not loaded: {e}. The current game goes on.")),
        }
    }

    fn new_match(&mut self, seed: Option<u64>, input: &mut dyn Lines) {
        if !self.may_replace(input, "Start a new match") {
            return;
        }
        let seed = seed.unwrap_or_else(super::clock_seed);
        // The rules of the match being played, which `load` may have changed.
        match Match::new(*self.m.rules(), seed) {
            Ok(m) => {
                self.replace_match(m, seed);
                self.intro();
                self.opening();
            }
            Err(e) => self.refuse(&format!("Cannot start a match: {e}.")),
        }
    }

    fn next_game(&mut self) {
        match self.m.next_game() {
            Ok(()) => {
                self.reset_game_state();
                self.keep();
                let line = format!("Game {}.", self.m.results().len() + 1);
                let line = self.style.bold(&line);
                self.say(line);
                self.opening();
            }
            Err(e) => {
                let message = match e {
                    spite_core::MatchError::GameNotOver => {
                        "This game is not over yet; the next one is dealt when it ends.".to_string()
                    }
                    spite_core::MatchError::MatchOver => {
                        "The match is over: type 'new' for another, or 'quit'.".to_string()
                    }
                };
                self.refuse(&message);
            }
        }
    }

    fn help(&mut self, topic: Option<&str>) {
        match topic {
            None => {
                let mut out = String::from(
                    "Moves: 'h3 c1' plays hand card 3 to centre pile 1; '7h c1' names the card instead;\n\
                     'p c2' plays your pay-off top; 's4 c3' a side pile top; 'h2 s1' discards and ends your turn.\n\
                     Commands:",
                );
                for (name, summary) in COMMANDS.iter() {
                    out.push_str(&format!("\n  {name:<8}{summary}"));
                }
                out.push_str(
                    "\nTab completes commands, help topics and legal moves (by slot or card). 'help COMMAND' tells more.",
                );
                self.say(out);
            }
            Some(t) => match commands::help_for(t) {
                Some(text) => self.say(text),
                None => self.refuse(&format!(
                    "No help on '{}'. Topics: {}.",
                    short(t),
                    HELP_TOPICS.join(", ")
                )),
            },
        }
    }
}

/// A move typed without its space (`h3c1`, `pc2`, `7hc1`), with the space put
/// back before the target.
fn joined_move(text: &str) -> Option<String> {
    let t = text.trim();
    if t.contains(char::is_whitespace) || !t.is_ascii() {
        return None;
    }
    let at = t.rfind(['c', 's', 'C', 'S'])?;
    let digits = &t[at + 1..];
    (at > 0 && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| format!("{} {}", &t[..at], &t[at..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_typed_without_a_space_are_split_before_the_target() {
        assert_eq!(joined_move("h3c1").as_deref(), Some("h3 c1"));
        assert_eq!(joined_move("pc2").as_deref(), Some("p c2"));
        assert_eq!(joined_move("h2s1").as_deref(), Some("h2 s1"));
        assert_eq!(joined_move("7cs1").as_deref(), Some("7c s1"));
        assert_eq!(joined_move("10hc3").as_deref(), Some("10h c3"));
        assert_eq!(joined_move("c1"), None);
        assert_eq!(joined_move("h3 c1"), None);
        assert_eq!(joined_move("hello"), None);
    }
}
