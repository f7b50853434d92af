//! What the client tells, one step of the game at a time, the same for
//! every venue: a move (another seat's cards slide from the table each
//! step left; one made here is heard), its narration filed in the log
//! under the turn it was made in, a take-back, a hint, an undo asked or
//! declined, a seat's person coming or going, the seat taken again. The
//! window takes the next step only while few cards wait to slide, so it
//! never tells much more than it has shown.

use std::time::Duration;

use spite_core::{PlayerView, Seat};
use spite_table::Message;
use spite_table::client::{Happening, LastMove, Presence};

use super::{LogLine, Session, TakenBack, Venue};
use crate::face::{self, TableFace};
use crate::settings::Speed;
use crate::sound::sounds_of;

/// The game before a step: another seat's cards slide from its view, and
/// a move's lines are filed under its turn.
pub(super) struct Before {
    view: Option<PlayerView>,
    /// A finished game was on the table (a move now is the next game's).
    finished: bool,
    last: Option<LastMove>,
    log: usize,
}

/// How many slides may wait before the window takes the next step.
const AHEAD: usize = 2;

/// The turn and seat a log line is filed under (`None`: the game's turn
/// now).
type Line = Option<(u32, Seat)>;

impl<V: Venue> Session<V> {
    /// Takes in what the client has done since the last frame, the other
    /// seats' cards to slide at the session's speed.
    pub fn poll(&mut self) {
        self.venue.before_poll(&mut self.client);
        while self.screen.anims.len() <= AHEAD && self.step(None) {}
        self.venue.after_poll(&self.client);
    }

    /// Waits (ten seconds at most) for the client's next step and takes
    /// it in, its cards to slide at `speed`: for tests and
    /// demonstrations, which play without frames. Whether one came.
    pub fn wait_step(&mut self, speed: Speed) -> bool {
        self.speed = speed;
        self.step(Some(Duration::from_secs(10)))
    }

    /// One step of the client's, waiting up to `wait` for it (`None`: not
    /// at all); whether one came.
    fn step(&mut self, wait: Option<Duration>) -> bool {
        let before = self.before();
        let happened = match wait {
            Some(timeout) => self.client_mut().wait(timeout),
            None => self.client_mut().poll(),
        };
        self.take(before, happened)
    }

    /// The game as it stands before a step.
    pub(super) fn before(&self) -> Before {
        let state = self.client().state();
        Before {
            view: state.view.clone(),
            finished: state.finished.is_some(),
            last: state.last.clone(),
            log: self.screen.log.len(),
        }
    }

    /// What the client has done since `before` (a request granted here,
    /// or a step polled): told, and another seat's move slid. Whether
    /// anything happened.
    pub(super) fn take(&mut self, before: Before, happened: Vec<Happening>) -> bool {
        if happened.is_empty() {
            return false;
        }
        self.venue.changed();
        let moved = self
            .client()
            .state()
            .last
            .clone()
            .filter(|last| Some(last) != before.last.as_ref());
        // A move's lines belong to the turn it was made in, until the turn
        // passes.
        let mut line = moved
            .as_ref()
            .zip(before.view.as_ref())
            .map(|(last, view)| (view.turn(), last.seat));
        for happening in happened {
            self.happened(happening, &mut line);
        }
        if let Some(last) = moved {
            self.moved(last, &before);
        }
        true
    }

    /// A move was made: one made here is heard; another seat's cards
    /// slide from the table it left.
    fn moved(&mut self, last: LastMove, before: &Before) {
        let yours = V::yours(&self.client);
        let state = self.client().state();
        let (Some(rules), Some(after)) = (state.rules().copied(), state.shown_view().cloned())
        else {
            return;
        };
        let sounds = sounds_of(&last.events, &rules, &yours);
        // The table has moved on: the held card and an earlier hint point
        // nowhere.
        self.screen.selected = None;
        self.screen.hint = None;
        let mine = !last.by_computer && yours.contains(&last.seat);
        self.screen
            .marks
            .moved(&last.events, &yours, mine, |seat| rules.partner(seat));
        if mine {
            self.screen.sounds.extend(sounds);
            self.screen.returns.clear();
            return;
        }
        // A finished game was on the table: the next game's moves are told
        // in the log, not slid over it.
        let Some(from) = before.view.as_ref().filter(|_| !before.finished) else {
            return;
        };
        self.screen.anims.push_played(
            &last.events,
            (from, &after),
            (before.log, self.screen.log.len()),
            sounds,
            if self.screen.hurried {
                (0.0, 0.0)
            } else {
                (self.speed.slide_secs(), self.speed.pause_secs())
            },
        );
    }

    /// One happening told or acted on.
    fn happened(&mut self, happening: Happening, line: &mut Line) {
        self.venue.heard(&happening);
        match happening {
            Happening::Told(message) => self.told(message, line),
            Happening::Seated { again } => {
                self.screen.selected = None;
                self.screen.anims.clear();
                if again {
                    // Back at the same seat after a dropped connection:
                    // the turns told before it stay in the log.
                    self.set_notice(self.t("ui-net-back"), false);
                } else if let Some((log, lang)) = V::earlier_log(self) {
                    // The room left and taken again: its earlier turns
                    // stay in the log (told in today's language).
                    self.set_log(log, lang);
                    self.retell_log();
                } else {
                    // A room newly taken: the log starts from it.
                    self.screen.log.clear();
                }
            }
            Happening::Presence { seat, now } => {
                let id = match now {
                    Presence::Here => "ui-net-arrived",
                    Presence::Away => "ui-net-left",
                    Presence::ComputerPlays => "ui-net-taken-over",
                    Presence::Free => return,
                };
                let text = self.tr(id, &[("name", self.seat_name(seat).into())]);
                let mut l = self.log_line(text, None, *line);
                l.said = Some((id, seat));
                self.screen.log.push(l);
            }
            Happening::UndoAsked {
                seat, you_answer, ..
            } => {
                if Some(seat) == self.client().state().seat {
                    self.undo_asked = true;
                    self.set_notice(self.t("ui-net-undo-asked"), false);
                } else if you_answer {
                    let name = self.seat_name(seat);
                    self.set_notice(
                        self.tr("ui-net-undo-question", &[("name", name.into())]),
                        false,
                    );
                }
            }
            Happening::UndoDeclined { by } => {
                self.undo_asked = false;
                let text = match by {
                    Some(seat) => self.tr(
                        "ui-net-undo-declined",
                        &[("name", self.seat_name(seat).into())],
                    ),
                    None => self.t("ui-net-undo-dropped"),
                };
                self.set_notice(text, false);
            }
            Happening::ServerRefused { code, .. } => {
                self.screen.selected = None;
                let text = self.refusal_words(code);
                self.set_notice(text, true);
            }
            // The online venue keeps these (the rematch offer, the reactions
            // heard) and draws them; the table itself does not change.
            Happening::RematchOffered { .. }
            | Happening::RematchCancelled { .. }
            | Happening::RematchStarted
            | Happening::Reaction { .. } => {}
            // A review's news is the venue's (`heard`), for the review's
            // window.
            Happening::Review(_) => {}
            // The connection's own news is the venue's (`heard`).
            Happening::Reconnecting { .. }
            | Happening::Reconnected
            | Happening::Lost { .. }
            | Happening::Failed { .. }
            | Happening::Changed
            | Happening::Closed => {}
        }
    }

    /// A refusal from the server in the window's words.
    pub fn refusal_words(&self, code: spite_table::ErrorCode) -> String {
        self.tr("ui-server-refused", &[("code", code.as_str().into())])
    }

    /// A message the client told: into the log, on the status line, or
    /// nowhere (the table shows a welcome itself).
    fn told(&mut self, message: Message, line: &mut Line) {
        match message {
            Message::Welcome { .. } => {}
            Message::Hint { .. } | Message::NoHint => face::hinted(self, &message),
            Message::TookBack { mv, card, .. } => {
                // The answer to this seat's own request.
                if std::mem::take(&mut self.undo_asked) {
                    self.tell(&message, false);
                }
                // Whoever took the move back is to move again.
                let state = self.client().state();
                let seat = state.view.as_ref().map_or(self.viewer(), |v| v.to_move());
                let mut l = self.told_line(message, None);
                l.took_back = Some(TakenBack { seat, mv, card });
                self.screen.log.push(l);
            }
            Message::TurnStarts { .. } => {
                *line = None;
                // Old refusals ("wait, the computer is playing") are stale now.
                self.screen.notice = None;
                let l = self.told_line(message, *line);
                self.screen.log.push(l);
            }
            // A hot-seat table's log is told as onlookers are told it.
            Message::Drew { who, count, .. } if !V::names_draws(&self.client) => {
                let cards = vec![];
                let l = self.told_line(Message::Drew { who, count, cards }, *line);
                self.screen.log.push(l);
            }
            message => {
                let l = self.told_line(message, *line);
                self.screen.log.push(l);
            }
        }
    }

    /// A log line telling `message`, filed under `line`.
    fn told_line(&self, message: Message, line: Line) -> LogLine {
        let text = self.screen.words.render(&message);
        self.log_line(text, Some(message), line)
    }

    /// A log line of `text`, filed under `line` (`None`: the game's turn
    /// now, and its seat to move).
    fn log_line(&self, text: String, message: Option<Message>, line: Line) -> LogLine {
        let now = self
            .client()
            .state()
            .view
            .as_ref()
            .map_or((0, 0), |v| (v.turn(), v.to_move()));
        let (turn, seat) = line.unwrap_or(now);
        LogLine {
            turn,
            seat,
            text,
            moves: V::moves_played(&self.client),
            message,
            took_back: None,
            said: None,
        }
    }
}
