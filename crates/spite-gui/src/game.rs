//! The game on the screen, whichever it is: what the window asks of it.
//!
//! The window has one game at a time on its screen, a [`Session`]: the
//! local match (its venue [`crate::local::Local`]: the whole table here,
//! its computers on its client's worker), or a seat of an online room
//! (venue [`crate::online::Online`]: only that seat's view, from a
//! server). Which one is decided when the online game is opened or left;
//! the app then talks to [`Game`] alone and never asks which. [`Game`] is
//! implemented once, for every session; what truly differs is asked of
//! the session's [`Venue`].

use egui::{Context, Ui};
use spite_ai::Level;
use spite_core::Rules;

use crate::face::{self, TableFace};
use crate::lang::Language;
use crate::panels::Panels;
use crate::session::{Session, Venue};
use crate::settings::Speed;
use crate::stats::Stats;

/// One game on the screen, local or online.
pub trait Game: TableFace {
    /// Every word in `lang` from now on (the log is told again).
    fn set_language(&mut self, lang: Language);
    /// Takes in what has come from elsewhere (an online seat's messages,
    /// the local computers' moves and hints), the others' cards to slide
    /// at `speed`.
    fn poll(&mut self, speed: Speed);
    /// Whether cards are sliding, or a move or hint is being worked out by
    /// a client that does not wake the window when it is done: the window
    /// repaints while they are.
    fn sliding(&self) -> bool {
        !self.anims().is_empty() || (self.thinking() && !self.client().wakes())
    }
    /// Asks for a hint for the seat on the screen (its client works it
    /// out; a refusal says why on the status line).
    fn ask_hint(&mut self);
    /// Takes back the last move (online: asks the others to agree).
    fn undo(&mut self);
    /// The computers play at `level` (an online room's play on its
    /// server: nothing changes).
    fn set_level(&mut self, level: Level);
    /// The games finished since last asked go into `stats` (`level`: the
    /// local match's computers).
    fn count(&mut self, stats: &mut Stats, level: Level);
    /// Whether Enter (or Space) is the table's now: always at the local
    /// table (the question's yes, the next game, the screen handed over);
    /// online, while a finished game is shown.
    fn takes_enter(&self) -> bool;
    /// Enter: goes on from a finished game (or, at a hot-seat table, to
    /// the person handed the screen); whether it did.
    fn go_on(&mut self, seed: u64) -> bool;
    /// Whether this is the match the window deals: `N` deals its next
    /// game, and Settings' computer level and next match apply to it.
    fn deals(&self) -> bool;
    /// Answers another person's request to take back a move (only an
    /// online room asks).
    fn answer_undo(&mut self, approve: bool);
    /// The player waved away the match's end (an online room's screen).
    fn seen_match_end(&mut self);
    /// The rules in force (`None`: an online room not reached yet).
    fn rules_in_force(&self) -> Option<Rules> {
        self.client().state().rules().copied()
    }
    /// Whether this window runs the server of a match not over: closing
    /// it stops the friends' game.
    fn hosts_unfinished(&self) -> bool;

    /// What tells this game's log from every other game's.
    fn log_id(&self) -> egui::Id;
    /// The bars around the table: the menu bar (the area under it kept in
    /// `p.area`), then the status line.
    fn bars(&self, ui: &mut Ui, p: &mut Panels<'_>);
    /// The questions over the table (drawn once what the other panels
    /// asked is done, so a question they raised shows in the same frame).
    fn questions(&self, ctx: &Context, p: &mut Panels<'_>);
}

/// Every session is a game on the screen; what differs is its venue's.
impl<V: Venue> Game for Session<V> {
    fn set_language(&mut self, lang: Language) {
        Session::set_language(self, lang);
    }
    fn poll(&mut self, speed: Speed) {
        self.speed = speed;
        Session::poll(self);
    }
    fn ask_hint(&mut self) {
        face::ask_hint(self);
    }
    fn undo(&mut self) {
        Session::undo(self);
    }
    fn set_level(&mut self, level: Level) {
        V::set_level(self.venue_client_mut(), level);
    }
    fn count(&mut self, stats: &mut Stats, level: Level) {
        V::count(self, stats, level);
    }
    fn takes_enter(&self) -> bool {
        V::takes_enter(self)
    }
    fn go_on(&mut self, seed: u64) -> bool {
        V::go_on(self, seed)
    }
    fn deals(&self) -> bool {
        V::DEALS
    }
    fn answer_undo(&mut self, approve: bool) {
        Session::answer_undo(self, approve);
    }
    fn seen_match_end(&mut self) {
        V::seen_match_end(self);
    }
    fn hosts_unfinished(&self) -> bool {
        V::hosts_unfinished(self)
    }
    fn log_id(&self) -> egui::Id {
        V::log_id(self)
    }
    fn bars(&self, ui: &mut Ui, p: &mut Panels<'_>) {
        V::bars(self, ui, p);
    }
    fn questions(&self, ctx: &Context, p: &mut Panels<'_>) {
        V::questions(self, ctx, p);
    }
}
