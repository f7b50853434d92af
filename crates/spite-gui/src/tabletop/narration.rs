//! The move log: the table's narration of every move (told to onlookers, so
//! a hot-seat log names no drawn cards), rendered line by line, each line
//! filed under the turn it belongs to. A computer's lines are revealed as
//! its cards land (`shown_log`).

use serde::{Deserialize, Serialize};
use spite_core::Event;
use spite_table::{Message, Played};

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
}

impl Tabletop {
    /// Tells `played`, made in turn `turn`, in the log, and what it changes
    /// on the screen.
    pub(super) fn narrate(&mut self, played: &Played, mut turn: u32) {
        self.revision += 1;
        let mover = played.seat;
        // Lines belong to the turn the move was made in, until the turn passes.
        let moves = self.match_().record().moves.len();
        let mut line_seat = mover;
        for message in self.table.narrate(played, None) {
            if let Message::TurnStarts { .. } = message {
                if !self.is_computer(mover) && self.humans() > 1 {
                    // Hot-seat: hide the hand until the next person is ready.
                    self.revealed = false;
                }
                turn = self.match_().game().turn();
                line_seat = self.table.to_move();
                // Old refusals ("wait, the computer is playing") are stale now.
                self.notice = None;
            }
            self.log.push(LogLine {
                turn,
                seat: line_seat,
                text: self.words.render(&message),
                moves,
                message: Some(message),
            });
        }
    }

    /// Tells the log again in the current language: line by line where
    /// each line's message is known, else from the game's record (a log
    /// restored from a file in another language).
    pub(super) fn retell_log(&mut self) {
        let lang = self.ui.language().code().to_owned();
        if self.log.iter().all(|l| l.message.is_some()) {
            for l in &mut self.log {
                if let Some(m) = &l.message {
                    l.text = self.words.render(m);
                }
            }
        } else if self.log_lang != lang {
            self.log = self.replayed_log();
        }
        self.log_lang = lang;
        self.revision += 1;
    }

    /// The current game's log told again from its record, as onlookers
    /// are told it.
    fn replayed_log(&self) -> Vec<LogLine> {
        let record = self.match_().record();
        let Ok(mut game) = record.initial() else {
            return vec![];
        };
        let mut out = vec![];
        for (i, &mv) in record.moves.iter().enumerate() {
            let mut turn = game.turn();
            let mut seat = game.to_move();
            let Ok(events) = game.apply(mv) else {
                break;
            };
            for e in &events {
                let message = self.table.tell(e);
                if let Message::TurnStarts { .. } = message {
                    turn = game.turn();
                    seat = game.to_move();
                }
                out.push(LogLine {
                    turn,
                    seat,
                    text: self.words.render(&message),
                    moves: i + 1,
                    message: Some(message),
                });
            }
        }
        out
    }

    /// Tells a move taken back in the log, after the line of the move:
    /// the log tells what happened at the table, as an online game's log
    /// does (where the others must see a card played and taken back).
    pub(super) fn log_took_back(&mut self, message: Message) {
        self.revision += 1;
        self.log.push(LogLine {
            turn: self.match_().game().turn(),
            seat: self.table.to_move(),
            text: self.words.render(&message),
            moves: self.match_().record().moves.len(),
            message: Some(message),
        });
    }

    /// One event told as the log tells it (to onlookers).
    pub fn event_words(&self, event: &Event) -> String {
        self.words.render(&self.table.tell(event))
    }

    /// The move log as far as the player has seen the moves land.
    pub fn shown_log(&self) -> &[LogLine] {
        &self.log[..self.anims.log_shown(self.log.len())]
    }

    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// What tells this game's log from every other game's: the seed of
    /// its shuffles and its number in the match (a new match has a new
    /// seed; a restart resumes the same game).
    pub fn log_id(&self) -> egui::Id {
        let m = self.match_();
        egui::Id::unique(("log", m.game().seed(), m.game_number()))
    }
}
