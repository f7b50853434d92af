//! What a person at the screen does: picks a card up, drops it on a pile
//! (by a click, a key or a drag), takes a move back.

use spite_core::{Event, Move, Source, Target};
use spite_table::client::{Client, Intent};
use spite_table::{Message, Refusal};

use super::Tabletop;
use crate::face::{self, Hold, TableFace};
use crate::settings::Speed;

/// Why a gesture changed nothing (the status line says it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The person may not act now: the computer plays, the hand is hidden,
    /// or the game is over.
    Waiting,
    /// A pile was chosen with no card held.
    NothingHeld,
    /// The held card was let go on no pile.
    NoPile,
    /// The table refused the move (the rules, most often).
    Table(Refusal),
    /// The rules refuse the move, as the seat's view shows (online, before
    /// it is sent).
    Rule(spite_core::RuleError),
    /// Online: no connection to the server just now.
    Offline,
}

impl Hold for Tabletop {
    fn wait_reason(&self) -> String {
        Tabletop::wait_reason(self)
    }
}

impl Tabletop {
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
        face::let_go(self, to, released_at, speed, Tabletop::play)
    }

    /// A person at the screen plays `mv`, and what it did as the viewer
    /// sees it. A refused move changes nothing and says why.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, Refused> {
        if !self.can_act() {
            return Err(self.refuse_waiting());
        }
        let before = self.before();
        match self.client.send(Intent::Play(mv)) {
            Ok(()) => {
                self.put_down_all();
                self.screen.notice = None;
                self.told_at_once(before);
                let last = self.client.state().last.as_ref();
                Ok(last.map(|l| l.events.clone()).unwrap_or_default())
            }
            Err(refusal) => {
                let message = match &refusal {
                    // The card is in the player's hand: the reason says enough.
                    Refusal::Illegal { error, .. } => Refusal::Rule(error.clone()),
                    other => other.clone(),
                };
                self.tell(&Message::Refused(message), true);
                self.screen.selected = None;
                Err(Refused::Table(refusal))
            }
        }
    }

    /// Takes back the last move of this turn, within the rules' limits.
    pub fn undo(&mut self) {
        if !self.can_act() {
            self.refuse_waiting();
            return;
        }
        let before = self.before();
        match self.client.send(Intent::Undo) {
            Ok(()) => {
                self.put_down_all();
                self.told_at_once(before);
            }
            Err(refusal) => self.tell(&Message::Refused(refusal), true),
        }
    }

    /// What a request granted did, told at once (the client tells it
    /// before anything its worker has done since).
    fn told_at_once(&mut self, before: super::steps::Before) {
        let happened = self.client.poll();
        self.take(before, happened, Speed::Instant);
    }

    /// The table changes under the held card: it, a card going home and a
    /// hint (shown or coming) go.
    fn put_down_all(&mut self) {
        self.screen.returns.clear();
        self.screen.selected = None;
        self.screen.hint = None;
        self.screen.hint_asked = false;
    }
}
