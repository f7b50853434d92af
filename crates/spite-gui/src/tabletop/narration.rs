//! The move log: the table's narration of every move (told to onlookers, so
//! a hot-seat log names no drawn cards), rendered line by line, each line
//! filed under the turn it belongs to. A computer's lines are revealed as
//! its cards land (`shown_log`).

use serde::{Deserialize, Serialize};
use spite_core::{Card, Event, Game, Move};
use spite_table::{Message, Undone};

use super::Tabletop;

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    pub turn: u32,
    pub seat: u8,
    pub text: String,
    /// Moves of the game played once this line was told.
    #[serde(default)]
    pub moves: usize,
    /// What the line tells, to tell it again in another language (not
    /// saved: a restored log is told again from the match's record).
    #[serde(skip)]
    pub message: Option<Message>,
    /// The move a take-back line tells of: the match's record keeps only
    /// the moves that stand, so a log told again from it needs these.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub took_back: Option<TakenBack>,
}

/// A move taken back, as its log line keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakenBack {
    pub seat: u8,
    pub mv: Move,
    pub card: Option<Card>,
}

/// One step of a game as it was played at this table.
enum Step {
    Play(Move),
    TakeBack(TakenBack),
}

impl Tabletop {
    /// Tells the log again in the current language: line by line where
    /// each line's message is known, else from the game's record (a log
    /// restored from a file in another language).
    pub(super) fn retell_log(&mut self) {
        let lang = self.screen.ui.language().code().to_owned();
        if self.screen.log.iter().all(|l| l.message.is_some()) {
            for l in &mut self.screen.log {
                if let Some(m) = &l.message {
                    l.text = self.screen.words.render(m);
                }
            }
        } else if self.log_lang != lang {
            self.screen.log = self.replayed_log();
        }
        self.log_lang = lang;
        self.revision += 1;
    }

    /// The current game's log told again from its record, as onlookers
    /// are told it, with the moves taken back where they were.
    fn replayed_log(&self) -> Vec<LogLine> {
        let Ok(mut game) = self.match_().record().initial() else {
            return vec![];
        };
        let mut out = vec![];
        // The game before each move that stands at this point.
        let mut before: Vec<Game> = vec![];
        for step in self.steps() {
            match step {
                Step::Play(mv) => {
                    let (mut turn, mut seat) = (game.turn(), game.to_move());
                    let at = game.clone();
                    let Ok(events) = game.apply(mv) else {
                        break;
                    };
                    before.push(at);
                    for e in &events {
                        let message = self.table().tell(e);
                        if let Message::TurnStarts { .. } = message {
                            turn = game.turn();
                            seat = game.to_move();
                        }
                        out.push(LogLine {
                            turn,
                            seat,
                            text: self.screen.words.render(&message),
                            moves: before.len(),
                            message: Some(message),
                            took_back: None,
                        });
                    }
                }
                Step::TakeBack(back) => {
                    let Some(at) = before.pop() else {
                        break;
                    };
                    game = at;
                    let message = self.table().took_back(&Undone {
                        seat: back.seat,
                        mv: back.mv,
                        card: back.card,
                    });
                    out.push(LogLine {
                        turn: game.turn(),
                        seat: game.to_move(),
                        text: self.screen.words.render(&message),
                        moves: before.len(),
                        message: Some(message),
                        took_back: Some(back),
                    });
                }
            }
        }
        out
    }

    /// The current game's moves in the order they were made here: the
    /// record's, with each move later taken back where it was played (the
    /// log's lines say how many moves stood after each, and a take-back
    /// line which move went).
    fn steps(&self) -> Vec<Step> {
        let standing = &self.match_().record().moves;
        let mut steps = vec![];
        let mut len = 0;
        for (i, line) in self.screen.log.iter().enumerate() {
            if let Some(back) = line.took_back {
                steps.push(Step::TakeBack(back));
                len = line.moves;
                continue;
            }
            while len < line.moves {
                // The move at `len` is one taken back if the next line
                // to bring the count down to `len` is its take-back.
                let undone = self.screen.log[i..]
                    .iter()
                    .find(|l| l.moves <= len)
                    .and_then(|l| l.took_back.filter(|_| l.moves == len));
                let mv = match undone {
                    Some(back) => back.mv,
                    None => match standing.get(len) {
                        Some(&mv) => mv,
                        None => break,
                    },
                };
                steps.push(Step::Play(mv));
                len += 1;
            }
        }
        // Moves past the log's last line (a log saved before lines
        // counted the moves).
        steps.extend(standing.iter().skip(len).map(|&mv| Step::Play(mv)));
        steps
    }

    /// Tells a move taken back in the log, after the line of the move:
    /// the log tells what happened at the table, as an online game's log
    /// does (where the others must see a card played and taken back).
    pub(super) fn log_took_back(&mut self, message: Message, back: TakenBack) {
        self.revision += 1;
        self.screen.log.push(LogLine {
            turn: self.match_().game().turn(),
            seat: self.table().to_move(),
            text: self.screen.words.render(&message),
            moves: self.match_().record().moves.len(),
            message: Some(message),
            took_back: Some(back),
        });
    }

    /// One event told as the log tells it (to onlookers).
    pub fn event_words(&self, event: &Event) -> String {
        self.screen.words.render(&self.table().tell(event))
    }

    /// What tells this game's log from every other game's: the seed of
    /// its shuffles and its number in the match (a new match has a new
    /// seed; a restart resumes the same game).
    pub fn log_id(&self) -> egui::Id {
        let m = self.match_();
        egui::Id::unique(("log", m.game().seed(), m.game_number()))
    }
}
