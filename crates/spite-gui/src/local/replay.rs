//! The log told again from the match's record (one person's own draws
//! named, as the log told them; a hot-seat log names no drawn cards), with the moves taken back where
//! they were: a log restored from a file has no messages to tell again
//! line by line.

use spite_core::{Event, Game, Move};
use spite_table::{Message, Undone};

use super::Local;
use crate::face::TableFace;
use crate::session::{LogLine, Session, TakenBack};

/// One step of a game as it was played at this table.
enum Step {
    Play(Move),
    TakeBack(TakenBack),
}

impl Session<Local> {
    /// The current game's log told again from its record, as it was told
    /// (the one person's draws named, see `Venue::names_draws`), with the
    /// moves taken back where they were.
    pub(super) fn replayed_log(&self) -> Vec<LogLine> {
        let Ok(mut game) = self.match_().record().initial() else {
            return vec![];
        };
        let reader = (self.humans() == 1).then(|| self.viewer());
        let mut out = vec![];
        // The game before each move that stands at this point.
        let mut before: Vec<Game> = vec![];
        for step in self.steps() {
            match step {
                Step::Play(mv) => {
                    let (mut turn, mut seat) = (game.turn(), game.to_move());
                    let at = game.clone();
                    let Ok(events) = game.apply_seen(mv) else {
                        break;
                    };
                    let events = match reader {
                        Some(seat) => events.seen_by(seat),
                        None => events.public(),
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
                            said: None,
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
                        said: None,
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

    /// One event told as the log tells it (to onlookers).
    pub fn event_words(&self, event: &Event) -> String {
        self.screen.words.render(&self.table().tell(event))
    }
}
