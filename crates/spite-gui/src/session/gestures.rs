//! What a person at the screen does: picks a card up, drops it on a pile
//! (by a click, a key or a drag), takes a move back or answers another's
//! request to, wherever the game is played.

use spite_core::{Event, Move, Source, Target};
use spite_table::client::Intent;
use spite_table::{Message, Refusal};

use super::{Session, Venue};
use crate::face::{self, Hold, TableFace};
use crate::settings::Speed;

/// Why a gesture changed nothing (the status line says it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The person may not act now: another seat plays, the hand is
    /// hidden, or the game is over.
    Waiting,
    /// A pile was chosen with no card held.
    NothingHeld,
    /// The held card was let go on no pile.
    NoPile,
    /// The game refused the move (the rules, most often).
    Table(Refusal),
    /// Online: no connection to the server just now.
    Offline,
}

impl<V: Venue> Session<V> {
    /// Picks up (or puts down, if already held) the card at `from`.
    pub fn select(&mut self, from: Source) -> bool {
        face::pick_up(self, from)
    }

    /// Where the held card may go.
    pub fn legal_targets(&self) -> Vec<Target> {
        TableFace::legal_targets(self)
    }

    /// The held card is dropped on `to` (by a click or a drag).
    pub fn drop_on(&mut self, to: Target) -> Result<Vec<Event>, Refused> {
        let Some(from) = self.screen.selected else {
            self.set_notice(self.t("ui-pick-card-first"), true);
            return Err(Refused::NothingHeld);
        };
        self.play(Move::new(from, to))
    }

    /// The held card is let go: on `to` (`None`: on no pile at all), by a
    /// drag released with the card's corner at `released_at`, or by a click
    /// or key. A refused card slides back home at `speed` with the reason
    /// beside it; the game is unchanged.
    pub fn drop_held(
        &mut self,
        to: Option<Target>,
        released_at: Option<egui::Pos2>,
        speed: Speed,
    ) -> Result<Vec<Event>, Refused> {
        face::let_go(self, to, released_at, speed, Session::play)
    }

    /// The person at the screen plays `mv`, and what it did as the viewer
    /// sees it, once the game has told it (online: later, from the
    /// server). A refused move changes nothing and says why.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, Refused> {
        if !self.can_act() {
            return Err(self.refuse_waiting());
        }
        let before = self.before();
        let last = before_last(self);
        match self.client_mut().send(Intent::Play(mv)) {
            Ok(()) => {
                self.put_down_all();
                self.screen.notice = None;
                self.take_now(before);
                let state = self.client().state();
                Ok(state
                    .last
                    .as_ref()
                    .filter(|l| Some(*l) != last.as_ref())
                    .map(|l| l.events.clone())
                    .unwrap_or_default())
            }
            Err(refusal) => {
                self.screen.selected = None;
                if !self.connected() {
                    self.set_notice(self.t("ui-net-offline"), true);
                    return Err(Refused::Offline);
                }
                let shown = match &refusal {
                    // The card is in the player's hand: the reason says enough.
                    Refusal::Illegal { error, .. } => Refusal::Rule(error.clone()),
                    other => other.clone(),
                };
                self.tell(&Message::Refused(shown), true);
                Err(Refused::Table(refusal))
            }
        }
    }

    /// Takes back this seat's last move: at once here, on the person's
    /// turn; online, by asking the others to agree.
    pub fn undo(&mut self) {
        if !self.connected() {
            self.set_notice(self.t("ui-net-offline"), true);
            return;
        }
        if V::HERE && !self.can_act() {
            self.refuse_waiting();
            return;
        }
        let before = self.before();
        match self.client_mut().send(Intent::Undo) {
            Ok(()) => {
                self.undo_asked = true;
                self.put_down_all();
                self.take_now(before);
            }
            Err(refusal) => self.tell(&Message::Refused(refusal), true),
        }
    }

    /// Answers another person's request to take back a move (one no
    /// longer asked is answered by nobody).
    pub fn answer_undo(&mut self, approve: bool) {
        let _ = self.client_mut().send(Intent::AnswerUndo(approve));
        self.screen.notice = None;
    }

    /// What a request granted did, told at once where the game is played
    /// here (its client tells it before anything its worker has done
    /// since); a server's answer comes at a later poll.
    fn take_now(&mut self, before: super::intake::Before) {
        if !V::HERE {
            return;
        }
        let happened = self.client_mut().poll();
        self.take(before, happened);
    }

    /// The table changes under the held card: it, a card going home and a
    /// hint (shown or coming) go.
    pub(super) fn put_down_all(&mut self) {
        self.screen.returns.clear();
        self.screen.selected = None;
        self.screen.hint = None;
        self.screen.hint_asked = false;
    }
}

/// The move that led to the table before a request.
fn before_last<V: Venue>(s: &Session<V>) -> Option<spite_table::client::LastMove> {
    s.client().state().last.clone()
}
