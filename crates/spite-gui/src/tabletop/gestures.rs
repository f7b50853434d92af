//! What a person at the screen does: picks a card up, drops it on a pile
//! (by a click, a key or a drag), takes a move back.

use spite_core::{Events, Move, Source, Target};
use spite_table::{Message, Refusal, TableError};

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
    Table(TableError),
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

    /// Puts the held card down (Esc); a hint goes with it, outline and
    /// words, so nothing stays pointing at a move the player set aside.
    pub fn deselect(&mut self) {
        self.screen.selected = None;
        if self.screen.hint.take().is_some() {
            self.screen.notice = None;
        }
    }

    /// Where the held card may go.
    pub fn legal_targets(&self) -> Vec<Target> {
        TableFace::legal_targets(self)
    }

    /// The held card is dropped on `to` (by a click or a drag).
    pub fn drop_on(&mut self, to: Target) -> Result<Events, Refused> {
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
    ) -> Result<Events, Refused> {
        face::let_go(self, to, released_at, speed, Tabletop::play)
    }

    /// A person at the screen plays `mv`. A refused move changes nothing
    /// and says why.
    pub fn play(&mut self, mv: Move) -> Result<Events, Refused> {
        if !self.can_act() {
            return Err(self.refuse_waiting());
        }
        let turn = self.match_().game().turn();
        match self.table.play(self.viewer, mv) {
            Ok(played) => {
                self.screen.returns.clear();
                self.screen.selected = None;
                self.screen.hint = None;
                self.screen.notice = None;
                let events = played.events.clone();
                let sounds = self.sounds_of(&events);
                self.screen.sounds.extend(sounds);
                self.narrate(&played, turn);
                Ok(events)
            }
            Err(e) => {
                let message = match &e {
                    // The card is in the player's hand: the reason says enough.
                    TableError::Illegal { error, .. } => {
                        Message::Refused(Refusal::Rule(error.clone()))
                    }
                    other => self.table.refusal(other),
                };
                self.tell(&message, true);
                self.screen.selected = None;
                Err(Refused::Table(e))
            }
        }
    }

    /// Takes back the last move of this turn, within the rules' limits.
    pub fn undo(&mut self) {
        if !self.can_act() {
            self.refuse_waiting();
            return;
        }
        match self.table.undo(self.viewer) {
            Ok(undone) => {
                self.revision += 1;
                self.screen.returns.clear();
                self.screen.selected = None;
                self.screen.hint = None;
                let message = self.table.took_back(&undone);
                self.tell(&message, false);
                self.log_took_back(message, &undone);
            }
            Err(e) => {
                let message = self.table.refusal(&e);
                self.tell(&message, true);
            }
        }
    }
}
