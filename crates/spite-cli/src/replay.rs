//! `spite replay FILE`: steps through the game of a saved match, move by
//! move, as one seat saw it.

use crate::words::tr;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use spite_core::{Events, Game, Move, SavedGame, Status};

use spite_ai::Level;

use spite_table::{Message, Render, Seats, event_message, opening_message};

use crate::repl::{
    Input, Lines, Plain, Scoreboard, TermStyle, Terminal, Voice, autosave_parse, draw_table,
    load_saved, read_saved_text, renderer,
};

/// Options of `spite replay`.
#[derive(Debug, Clone, clap::Args)]
pub struct ReplayArgs {
    /// A match saved with the REPL's `save FILE`.
    pub file: PathBuf,
    /// The seat whose hand is shown, counted from 0 as everywhere in spite
    /// (0 = the first seat, the person in a game against the computer);
    /// other hands stay hidden.
    #[arg(long, default_value_t = 0, value_parser = crate::help::number_in::<u8>(0, Some(5)))]
    pub seat: u8,
    /// How many seats were people (the first ones), for the names the game
    /// used ("You" and "Computer", or "Player 1"...). An autosave file
    /// knows; a saved file does not, and 1 is assumed.
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<u8>(1, Some(6)))]
    pub people: Option<u8>,
    /// Plain ASCII without colour (also when NO_COLOR is set or output is not a terminal).
    #[arg(long)]
    pub no_color: bool,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

/// One position of the replay: the game after `mv` and what it did.
struct Step {
    game: Game,
    mv: Option<Move>,
    events: Events,
}

pub fn run(args: ReplayArgs) -> Result<(), String> {
    let (m, saved) = load_saved(&args.file)?;
    let people = args
        .people
        .or_else(|| people_in_autosave(&args.file))
        .unwrap_or(1);
    let replay = Replay::new(
        &saved,
        m.game_number(),
        args.seat,
        people,
        TermStyle::detect(args.no_color),
    )?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if std::io::stdin().is_terminal()
        && let Some(mut t) = Terminal::open(replay.style.fancy)
    {
        replay.step_through(&mut t, &mut out);
        return Ok(());
    }
    if std::io::stdin().is_terminal() {
        replay.step_through(&mut Plain::new(std::io::stdin().lock()), &mut out);
    } else {
        replay.print_all(&mut out);
    }
    Ok(())
}

/// How many people played the match kept in an autosave file, if it is one.
fn people_in_autosave(path: &std::path::Path) -> Option<u8> {
    let text = read_saved_text(path).ok()?;
    Some(autosave_parse(&text).ok()??.people)
}

struct Replay {
    steps: Vec<Step>,
    seats: Seats,
    /// Every sentence is rendered by this.
    render: Box<dyn Render>,
    seat: u8,
    style: TermStyle,
    scores: Vec<u32>,
    game_number: usize,
}

impl Replay {
    /// Every step of the saved game in progress, seen by `seat` (0-based),
    /// with the first `people` seats named as people.
    fn new(
        saved: &SavedGame,
        game_number: usize,
        seat: u8,
        people: u8,
        style: TermStyle,
    ) -> Result<Replay, String> {
        let rules = saved.game.rules;
        if seat >= rules.players {
            return Err(format!(
                "--seat {seat} does not exist: the game has seats 0 to {} (seats count from 0)",
                rules.players - 1
            ));
        }
        let mut game = saved.game.initial().map_err(|e| e.to_string())?;
        let mut steps = vec![Step {
            game: game.clone(),
            mv: None,
            events: Events::new(),
        }];
        for (i, &mv) in saved.game.moves.iter().enumerate() {
            let events = game
                .apply(mv)
                .map_err(|e| format!("move {} ({mv}) is illegal: {e}", i + 1))?;
            steps.push(Step {
                game: game.clone(),
                mv: Some(mv),
                events,
            });
        }
        let mut scores = vec![0u32; usize::from(rules.sides())];
        for r in &saved.results {
            if let Status::Won { winner, points } = r.result
                && let Some(s) = scores.get_mut(usize::from(rules.side_of(winner)))
            {
                *s += points;
            }
        }
        Ok(Replay {
            steps,
            // The names the game used; the computers' level is not saved
            // and is not shown.
            seats: Seats::standard(rules.players, people, Level::Medium),
            render: renderer(style),
            seat,
            style,
            scores,
            game_number,
        })
    }

    fn last(&self) -> usize {
        self.steps.len() - 1
    }

    /// Step `i` as text: what the move did, then the table.
    fn voice(&self) -> Voice<'_> {
        Voice::new(&self.seats, self.render.as_ref())
    }

    fn show(&self, i: usize) -> String {
        let step = &self.steps[i];
        let rules = *step.game.rules();
        let mut out = match step.mv {
            None => {
                let opening =
                    opening_message(&self.seats, self.game_number, step.game.first_seat(), false);
                let deal = tr(
                    "ui-replay-step-deal",
                    &[
                        ("last", self.last().into()),
                        ("opening", self.render.render(&opening).into()),
                    ],
                );
                format!("{}\n", self.style.fold(&deal))
            }
            Some(mv) => {
                let step = tr(
                    "ui-replay-step",
                    &[
                        ("step", i.into()),
                        ("last", self.last().into()),
                        ("move", mv.to_string().into()),
                    ],
                );
                format!("{}\n", self.style.fold(&step))
            }
        };
        for ev in &step.events {
            // The turn passing shows in the table's turn line.
            let message = event_message(&self.seats, &rules, ev);
            if !matches!(message, Message::TurnStarts { .. }) {
                let line = format!("  {}", self.render.render(&message));
                out.push_str(&format!("{}\n", self.style.fold(&line)));
            }
        }
        let board = Scoreboard {
            game: self.game_number,
            scores: &self.scores,
            target: rules.match_target,
            live: false,
        };
        out.push_str(&draw_table(
            &step.game.observation(self.seat),
            &self.voice(),
            &board,
            self.style,
        ));
        out
    }

    /// Non-interactive: every step, one after another.
    fn print_all(&self, out: &mut dyn Write) {
        for i in 0..self.steps.len() {
            if writeln!(out, "{}", self.show(i)).is_err() {
                return;
            }
        }
        let _ = out.flush();
    }

    /// Interactive: Enter for the next step, `b` back, a number to jump, `q` to quit.
    fn step_through(&self, input: &mut dyn Lines, out: &mut dyn Write) {
        let mut i = 0;
        let intro = tr(
            "ui-replay-intro",
            &[
                ("game", self.game_number.into()),
                ("moves", self.last().into()),
                ("name", self.voice().name(self.seat).into()),
                ("seat", self.seat.into()),
            ],
        );
        let _ = writeln!(out, "{}", self.style.fold(&intro));
        loop {
            if writeln!(out, "\n{}", self.show(i)).is_err() {
                return;
            }
            let _ = out.flush();
            let prompt = format!(
                "[{i}/{}] {} > ",
                self.last(),
                crate::words::t("ui-replay-prompt")
            );
            let line = match input.read(&prompt) {
                Input::Line(line) => line,
                Input::Interrupted | Input::TooLong(_) => continue,
                Input::Eof => return,
            };
            let word = line.trim().to_ascii_lowercase();
            match word.as_str() {
                "" | "n" | "next" => {
                    if i == self.last() {
                        let _ = writeln!(
                            out,
                            "{}",
                            self.style.fold(&crate::words::t("ui-replay-last"))
                        );
                    } else {
                        i += 1;
                    }
                }
                "b" | "back" => i = i.saturating_sub(1),
                "q" | "quit" | "exit" => return,
                other => match other.parse::<u64>() {
                    Ok(n) if n <= self.last() as u64 => i = n as usize,
                    Ok(n) => {
                        let line = tr(
                            "ui-replay-no-step",
                            &[
                                ("step", n.to_string().into()),
                                ("last", self.last().into()),
                                ("at", i.into()),
                            ],
                        );
                        let _ = writeln!(out, "{}", self.style.fold(&line));
                    }
                    Err(_) => {
                        let line = tr("ui-replay-keys", &[("last", self.last().into())]);
                        let _ = writeln!(out, "{}", self.style.fold(&line));
                    }
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::{Match, Rules};

    fn saved(moves: usize) -> SavedGame {
        let mut m = Match::new(Rules::g4a(), 21).unwrap();
        for _ in 0..moves {
            let mv = m.game().legal_moves()[0];
            m.play(mv).unwrap();
        }
        m.save()
    }

    fn steps_shown(out: &[u8]) -> Vec<String> {
        String::from_utf8_lossy(out)
            .lines()
            .filter(|l| l.starts_with("Step "))
            .map(|l| l.split(':').next().unwrap().to_string())
            .collect()
    }

    #[test]
    fn stepping_goes_forward_back_jumps_and_quits() {
        let replay = Replay::new(&saved(8), 1, 0, 1, TermStyle::PLAIN).unwrap();
        let mut out = Vec::new();
        let mut input = Plain::new(&b"\nn\nb\n7\nnonsense\n99\n\n\nq\nnever read\n"[..]);
        replay.step_through(&mut input, &mut out);
        assert_eq!(
            steps_shown(&out),
            [0, 1, 2, 1, 7, 7, 7, 8, 8]
                .iter()
                .map(|i| format!("Step {i} of 8"))
                .collect::<Vec<_>>()
        );
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("That was the last move"), "{text}");
        assert!(text.contains("a step number 0 to 8"), "{text}");
        assert!(
            text.contains("There is no step 99: this game has steps 0 to 8. Staying at step 7."),
            "{text}"
        );
        // The names of the game, and no prompt of the live game.
        assert!(text.contains("as You (seat 0) saw it"), "{text}");
        assert!(
            text.contains("You play") || text.contains("Computer plays"),
            "{text}"
        );
        assert!(!text.contains("Also: moves, hint, help"), "{text}");
        assert!(!text.contains("Seat 1"), "{text}");
    }

    #[test]
    fn printing_shows_every_step_and_seats_are_checked() {
        let replay = Replay::new(&saved(5), 1, 1, 1, TermStyle::PLAIN).unwrap();
        let mut out = Vec::new();
        replay.print_all(&mut out);
        assert_eq!(steps_shown(&out).len(), 6);
        // Seen from seat 1, the computer: its hand is the one at the bottom.
        let text = String::from_utf8_lossy(&out);
        let bottom = text.rfind("hand    h1").unwrap();
        let computer = text[..bottom].rfind("Computer").unwrap();
        assert!(text[computer..bottom].contains("pay-off"), "{text}");
        // Hot-seat names when told the game had two people.
        let hot = Replay::new(&saved(5), 1, 1, 2, TermStyle::PLAIN).unwrap();
        let mut out = Vec::new();
        hot.print_all(&mut out);
        assert!(String::from_utf8_lossy(&out).contains("Player 2"));
        assert!(Replay::new(&saved(1), 1, 2, 1, TermStyle::PLAIN).is_err());
        assert!(Replay::new(&saved(1), 1, 0, 1, TermStyle::PLAIN).is_ok());
    }
}
