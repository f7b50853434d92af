//! The game on the screen, wherever it is played: one [`Session`] around
//! a spite-table `Client`, built for a [`Venue`] (a match here, or a seat
//! of an online room) and never asked which afterwards.
//!
//! The session owns what the screen adds to the game (a [`Screen`]: the
//! words, the held card, the status line, the hint, the log, the slides,
//! the sounds) and the one intake of what the client tells. The venue
//! keeps only what truly differs: saving, the computers' level and the
//! next match here; the connection, the hosted server and the seat's
//! token online.
//!
//! One idea per file: this one the session and how the table reads,
//! [`intake`] what the client tells, one step at a time, [`gestures`]
//! what the person at the screen does, [`log`] the move log, [`venue`]
//! what a venue provides.

mod gestures;
mod intake;
mod log;
#[cfg(test)]
mod tests;
mod venue;

use spite_core::{Seat, Source};
use spite_table::client::Client;
use spite_table::{Message, SeatName};

use crate::face::{self, Hold, TableFace};
use crate::lang::Language;
use crate::screen::Screen;
use crate::settings::Speed;

pub use gestures::Refused;
pub use log::{LogLine, TakenBack, turns};
pub use venue::Venue;

/// A short message on the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    /// A refusal (shown in a warning colour) rather than information.
    pub refusal: bool,
    /// "Wait: the computer is playing": stale, and dropped, once the
    /// person may act.
    pub until_turn: bool,
}

/// One seat's game on the screen, played at venue `V`.
pub struct Session<V: Venue> {
    /// The game, here or on a server.
    client: V::Client,
    /// What only its venue has.
    pub venue: V,
    /// The words, the held card, the notice, the hint, the log, the slides
    /// and the sounds.
    pub screen: Screen,
    /// How fast the other seats' cards slide.
    pub speed: Speed,
    /// The code of the language the log's lines are told in.
    log_lang: String,
    /// This seat asked to take a move back and has not heard the answer.
    undo_asked: bool,
}

impl<V: Venue> Session<V> {
    /// The session of `client`'s game at `venue`, told in `lang`, nothing
    /// on its screen yet.
    pub fn at(client: V::Client, venue: V, lang: Language) -> Session<V> {
        Session {
            client,
            venue,
            screen: Screen::new(lang),
            speed: Speed::Normal,
            log_lang: lang.code().to_owned(),
            undo_asked: false,
        }
    }

    /// The window's language: every sentence about the game and every
    /// word of the window's own, at once; the move log is told again in it.
    pub fn set_language(&mut self, lang: Language) {
        if self.screen.ui.language() == lang && self.log_lang == lang.code() {
            return;
        }
        self.screen.set_language(lang);
        self.retell_log();
        // The hint's words were in the old language: outline and words go.
        self.screen.notice = None;
        self.screen.hint = None;
    }

    /// The window's language.
    pub fn language(&self) -> Language {
        self.screen.ui.language()
    }

    /// The code of the language the log's lines are told in.
    pub fn log_language(&self) -> &str {
        &self.log_lang
    }

    /// The game's client, as its venue made it.
    pub fn venue_client(&self) -> &V::Client {
        &self.client
    }
    pub fn venue_client_mut(&mut self) -> &mut V::Client {
        &mut self.client
    }

    /// The log as kept, told in language `code` (a restored log).
    pub fn set_log(&mut self, log: Vec<LogLine>, code: String) {
        self.screen.log = log;
        self.log_lang = code;
    }

    /// Whether the game can be reached now (online: connected, at the seat).
    pub fn connected(&self) -> bool {
        self.venue.reachable() && self.client().state().connected
    }

    /// Whether a request was sent and its answer is awaited.
    pub fn waiting_for_server(&self) -> bool {
        self.client().state().awaiting
    }

    /// The seat the table shows playing that is not played at this
    /// screen: the mover of the card sliding now, else whoever is to move
    /// in a game going on (not over a finished game).
    pub fn other_shown_playing(&self) -> Option<Seat> {
        if let Some((sl, _)) = self.screen.anims.front() {
            return Some(sl.before.to_move());
        }
        let state = self.client().state();
        if state.finished.as_ref().is_some_and(|f| !f.match_over) {
            return None;
        }
        let v = state.view.as_ref()?;
        let to_move = v.to_move();
        (!v.status().is_over() && !V::yours(&self.client).contains(&to_move)).then_some(to_move)
    }

    /// "Wait: the computer is playing", "Wait: Ann is playing".
    pub fn playing_words(&self, seat: Seat) -> String {
        match self.client().state().name(seat) {
            SeatName::Computer(None) => self.t("ui-wait-computer"),
            _ => self.tr("ui-wait-seat", &[("name", self.seat_name(seat).into())]),
        }
    }

    /// Why nothing can be picked up now, in words.
    fn wait_reason(&self) -> String {
        if let Some(why) = V::wait_reason(self) {
            return why;
        }
        if let Some(seat) = self.other_shown_playing() {
            return self.playing_words(seat);
        }
        let state = self.client().state();
        let over = state.view.as_ref().is_some_and(|v| v.status().is_over());
        if state.match_end.is_some() || state.finished.is_some() || over {
            self.t("ui-wait-game-over")
        } else if state.awaiting {
            self.t("ui-net-sending")
        } else if state.hidden {
            self.t("ui-wait-hidden")
        } else {
            let to_move = state.view.as_ref().map_or(0, |v| v.to_move());
            self.tr("ui-wait-turn", &[("name", self.seat_name(to_move).into())])
        }
    }

    /// A message from the game on the status line.
    fn tell(&mut self, message: &Message, refusal: bool) {
        let text = self.screen.words.render(message);
        self.set_notice(text, refusal);
    }
}

impl<V: Venue> Hold for Session<V> {
    fn wait_reason(&self) -> String {
        Session::wait_reason(self)
    }
}

/// The game as the drawing and the gestures see it.
impl<V: Venue> TableFace for Session<V> {
    fn screen(&self) -> &Screen {
        &self.screen
    }
    fn screen_mut(&mut self) -> &mut Screen {
        &mut self.screen
    }
    fn client(&self) -> &dyn Client {
        &self.client
    }
    fn client_mut(&mut self) -> &mut dyn Client {
        &mut self.client
    }
    /// The others' last card has landed on this screen's turn.
    fn turn_at_screen(&self) -> bool {
        let state = self.client().state();
        self.revealed()
            && state.finished.is_none()
            && state.view.as_ref().is_some_and(|v| v.is_my_turn())
    }
    fn can_act(&self) -> bool {
        self.connected() && self.screen.anims.is_empty() && self.client().state().my_turn()
    }
    fn select(&mut self, from: Source) -> bool {
        face::pick_up(self, from)
    }
    fn drop_held(
        &mut self,
        to: Option<spite_core::Target>,
        released_at: Option<egui::Pos2>,
        speed: Speed,
    ) -> bool {
        Session::drop_held(self, to, released_at, speed).is_ok()
    }
}

impl<V: Venue> Drop for Session<V> {
    /// The game is left with its session (online, the connection closes
    /// and the seat stays: a restart comes back to it).
    fn drop(&mut self) {
        let _ = self.client.send(spite_table::client::Intent::Leave);
    }
}
