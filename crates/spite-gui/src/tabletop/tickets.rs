//! The worker's jobs and answers: the table makes the jobs (seeded, with a
//! ticket for the state they are for) and refuses answers for a state it
//! has left; the window only keeps which ticket it waits for.

use spite_table::Message;

use super::Tabletop;
use crate::face::Hold;
use crate::face::TableFace;
use crate::settings::Speed;
use crate::worker::{Answer, Job};

impl Tabletop {
    /// The job to give the worker now, if any: the computer's next move, once
    /// it is a computer's turn and no move is being thought about.
    pub fn computer_job(&mut self) -> Option<Job> {
        // Do not think too far ahead of what the player has seen.
        if self.pending_move.is_some() || self.screen.anims.len() > 2 {
            return None;
        }
        let job = self.table.bot_job()?;
        self.pending_move = Some(job.ticket());
        Some(Job::Bot(job))
    }

    /// Asks for a hint for the viewer.
    pub fn hint_job(&mut self) -> Option<Job> {
        if !self.can_act() {
            self.refuse_waiting();
            return None;
        }
        match self.table.hint_job(self.viewer) {
            Ok(job) => {
                self.pending_hint = Some(job.ticket());
                self.set_notice(self.t("ui-hint-thinking"), false);
                Some(Job::Hint(job))
            }
            Err(e) => {
                let message = self.table.refusal(&e);
                self.tell(&message, true);
                None
            }
        }
    }

    /// Takes an answer from the worker. Answers for a state the table has
    /// left (before a new game, an undo) are dropped.
    pub fn accept(&mut self, answer: Answer, speed: Speed) {
        match answer {
            Answer::Bot(answer) => {
                if self.pending_move != Some(answer.ticket) {
                    return;
                }
                self.pending_move = None;
                let before = self.view();
                let turn = self.match_().game().turn();
                let Ok(played) = self.table.apply_bot(answer) else {
                    return;
                };
                let log_before = self.screen.log.len();
                // The table has moved on: an earlier hint points nowhere.
                self.screen.hint = None;
                self.narrate(&played, turn);
                let after = self.view();
                let sounds = self.sounds_of(&played.events);
                self.screen.anims.push_played(
                    &played.events,
                    (&before, &after),
                    (log_before, self.screen.log.len()),
                    sounds,
                    (speed.slide_secs(), speed.pause_secs()),
                );
            }
            Answer::Hint(ticket, message) => {
                if self.pending_hint != Some(ticket) {
                    return;
                }
                self.pending_hint = None;
                if !self.can_act() || !self.table.is_current(ticket) {
                    return;
                }
                if let Message::Hint { mv, .. } = message {
                    self.screen.hint = Some(mv);
                    self.screen.selected = Some(mv.from);
                }
                self.tell(&message, false);
            }
            // An online seat's hint: the app hands it to the online game.
            Answer::ViewHint(..) => {}
        }
    }

    pub fn thinking(&self) -> bool {
        self.pending_move.is_some()
    }
    pub fn hint_pending(&self) -> bool {
        self.pending_hint.is_some()
    }
}
