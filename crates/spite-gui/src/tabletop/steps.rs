//! What the client tells, one step of the game at a time: the computer's
//! moves (their cards slide from the table each step left), the person's
//! own move or take-back, a hint. The computers and hints are worked out
//! on the client's worker; the window takes the next step only while few
//! cards wait to slide, so it never tells much more than it has shown.

use std::time::Duration;

use spite_core::{PlayerView, Seat};
use spite_table::Message;
use spite_table::client::{Client, Happening, LastMove};

use super::{LogLine, Tabletop, TakenBack};
use crate::face::{self, TableFace};
use crate::settings::Speed;

/// The table before a step: the computer's cards slide from its view,
/// and a move's lines are filed under its turn.
pub(super) struct Before {
    view: PlayerView,
    turn: u32,
    last: Option<LastMove>,
    log: usize,
}

/// How many slides may wait before the window takes the next step.
const AHEAD: usize = 2;

impl Tabletop {
    /// Takes in what the client has done since the last frame, the
    /// computer's cards to slide at `speed`.
    pub fn poll(&mut self, speed: Speed) {
        while self.screen.anims.len() <= AHEAD && self.step(speed, None) {}
    }

    /// Waits (ten seconds at most) for the client's next step, the
    /// computer's move or a hint, and takes it in: for tests and
    /// demonstrations, which play without frames. Whether one came.
    pub fn wait_step(&mut self, speed: Speed) -> bool {
        self.step(speed, Some(Duration::from_secs(10)))
    }

    /// One step of the client's, waiting up to `wait` for it (`None`: not
    /// at all); whether one came.
    fn step(&mut self, speed: Speed, wait: Option<Duration>) -> bool {
        let before = self.before();
        let happened = match wait {
            Some(timeout) => self.client.wait(timeout),
            None => self.client.poll(),
        };
        self.take(before, happened, speed)
    }

    /// The table as it stands before a step.
    pub(super) fn before(&self) -> Before {
        Before {
            view: self.view(),
            turn: self.match_().game().turn(),
            last: self.client.state().last.clone(),
            log: self.screen.log.len(),
        }
    }

    /// What the client has done since `before` (a person's move sent
    /// here, or a step polled): told, and the computer's cards slid at
    /// `speed`. Whether anything happened.
    pub(super) fn take(&mut self, before: Before, happened: Vec<Happening>, speed: Speed) -> bool {
        if happened.is_empty() {
            return false;
        }
        self.revision += 1;
        let moved = self
            .client
            .state()
            .last
            .clone()
            .filter(|last| Some(last) != before.last.as_ref());
        // A move's lines belong to the turn it was made in, until the turn
        // passes.
        let seat = moved.as_ref().map_or(before.view.to_move(), |l| l.seat);
        let mut line = (before.turn, seat);
        for happening in happened {
            if let Happening::Told(message) = happening {
                self.told(message, &mut line);
            }
        }
        let Some(last) = moved else {
            return true;
        };
        let sounds = self.sounds_of(&last.events);
        if last.by_computer {
            // The table has moved on: an earlier hint points nowhere.
            self.screen.hint = None;
            let after = self.view();
            self.screen.anims.push_played(
                &last.events,
                (&before.view, &after),
                (before.log, self.screen.log.len()),
                sounds,
                (speed.slide_secs(), speed.pause_secs()),
            );
        } else {
            self.screen.sounds.extend(sounds);
        }
        true
    }

    /// A message the client told: into the log (as onlookers are told it,
    /// so a hot-seat log names no drawn cards), on the status line, or
    /// nowhere (the table shows a welcome and a new game itself).
    fn told(&mut self, message: Message, line: &mut (u32, Seat)) {
        match message {
            Message::Welcome { .. } | Message::GameStarts { .. } => {}
            Message::Hint { .. } | Message::NoHint => face::hinted(self, &message),
            Message::TookBack { mv, card, .. } => {
                self.tell(&message, false);
                let seat = self.viewer();
                self.log_took_back(message, TakenBack { seat, mv, card });
            }
            Message::TurnStarts { .. } => {
                *line = (self.match_().game().turn(), self.table().to_move());
                // Old refusals ("wait, the computer is playing") are stale now.
                self.screen.notice = None;
                self.log_line(message, *line);
            }
            Message::Drew { who, count, .. } => {
                let cards = vec![];
                self.log_line(Message::Drew { who, count, cards }, *line);
            }
            message => self.log_line(message, *line),
        }
    }

    fn log_line(&mut self, message: Message, (turn, seat): (u32, Seat)) {
        self.screen.log.push(LogLine {
            turn,
            seat,
            text: self.screen.words.render(&message),
            moves: self.match_().record().moves.len(),
            message: Some(message),
            took_back: None,
        });
    }
}
