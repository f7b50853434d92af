//! The game on the screen, whichever it is: what the window asks of it.
//!
//! The window has one game at a time on its screen: the local match (a
//! [`Tabletop`]: the whole table here, its computers on its client's
//! worker), or a
//! seat of an online room (an [`OnlineSession`]: only that seat's view,
//! from a server). Which one is decided when the online game is opened or
//! left; the app then talks to [`Game`] alone and never asks which. What
//! truly differs lives in the two implementations below: the local match
//! deals new games, sets its computers' level and counts its games by
//! level; the online seat follows its connection, hosts its server and
//! counts its room's games.

use egui::{Context, Ui};
use spite_ai::Level;
use spite_core::Rules;

use crate::face::{self, TableFace};
use crate::lang::Language;
use crate::online::OnlineSession;
use crate::online::dialog::{self as online_ui, OnlineCommand};
use crate::panels::{self, Command, Panels};
use crate::settings::Speed;
use crate::stats::Stats;
use crate::tabletop::Tabletop;

/// One game on the screen, local or online.
pub trait Game: TableFace {
    /// Every word in `lang` from now on (the log is told again).
    fn set_language(&mut self, lang: Language);
    /// Takes in what has come from elsewhere (an online seat's messages,
    /// the local computers' moves and hints), the others' cards to slide
    /// at `speed`.
    fn poll(&mut self, speed: Speed);
    /// Whether cards are sliding, or a move or hint is being worked out:
    /// the window repaints while they are.
    fn sliding(&self) -> bool {
        !self.anims().is_empty() || self.thinking()
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

impl Game for Tabletop {
    fn set_language(&mut self, lang: Language) {
        Tabletop::set_language(self, lang);
    }
    fn poll(&mut self, speed: Speed) {
        Tabletop::poll(self, speed);
    }
    fn ask_hint(&mut self) {
        face::ask_hint(self);
    }
    fn undo(&mut self) {
        Tabletop::undo(self);
    }
    fn set_level(&mut self, level: Level) {
        Tabletop::set_level(self, level);
    }
    fn count(&mut self, stats: &mut Stats, level: Level) {
        let table = self.table_kind(level);
        for finished in self.take_outcomes() {
            stats.record(table, &finished);
        }
    }
    fn go_on(&mut self, seed: u64) -> bool {
        if self.match_().game().is_over() && self.screen.anims.is_empty() {
            self.next_game(seed);
            true
        } else if self.handover().is_some() {
            self.reveal();
            false
        } else {
            false
        }
    }
    fn takes_enter(&self) -> bool {
        true
    }
    fn deals(&self) -> bool {
        true
    }
    fn hosts_unfinished(&self) -> bool {
        false
    }
    fn answer_undo(&mut self, _approve: bool) {}
    fn seen_match_end(&mut self) {}
    fn log_id(&self) -> egui::Id {
        Tabletop::log_id(self)
    }
    fn bars(&self, ui: &mut Ui, p: &mut Panels<'_>) {
        panels::top_bar(ui, p);
        p.area = ui.available_rect_before_wrap();
        panels::status_bar(ui, p);
    }
    fn questions(&self, ctx: &Context, p: &mut Panels<'_>) {
        panels::questions(ctx, p);
    }
}

impl Game for OnlineSession {
    fn set_language(&mut self, lang: Language) {
        OnlineSession::set_language(self, lang);
    }
    fn poll(&mut self, speed: Speed) {
        self.speed = speed;
        OnlineSession::poll(self);
    }
    fn ask_hint(&mut self) {
        face::ask_hint(self);
    }
    fn undo(&mut self) {
        OnlineSession::undo(self);
    }
    fn set_level(&mut self, _level: Level) {}
    fn count(&mut self, stats: &mut Stats, _level: Level) {
        if let Some(m) = self.finished_games() {
            stats.record_online(&m);
        }
    }
    fn go_on(&mut self, _seed: u64) -> bool {
        if self.finished_shown().is_some() && self.screen.anims.is_empty() {
            self.continue_game();
            true
        } else {
            false
        }
    }
    fn takes_enter(&self) -> bool {
        self.finished_shown().is_some() && self.screen.anims.is_empty()
    }
    fn deals(&self) -> bool {
        false
    }
    fn hosts_unfinished(&self) -> bool {
        self.host().is_some() && self.match_unfinished()
    }
    fn answer_undo(&mut self, approve: bool) {
        OnlineSession::answer_undo(self, approve);
    }
    fn seen_match_end(&mut self) {
        self.match_seen = true;
        self.continue_game();
    }
    fn log_id(&self) -> egui::Id {
        OnlineSession::log_id(self)
    }
    /// The menu bar, the room bar under it (the invite code, the seats),
    /// then the status line.
    fn bars(&self, ui: &mut Ui, p: &mut Panels<'_>) {
        let asked = online_ui::top_bar(ui, self, p.windows);
        p.commands.extend(asked.map(Command::Online));
        p.area = ui.available_rect_before_wrap();
        online_ui::room_bar(ui, self);
        let (text, refusal) = online_ui::status_text(self);
        panels::status_line(ui, text, refusal);
    }
    /// Another person's undo to answer, the game's and the match's end, a
    /// connection lost, and the questions before leaving or closing.
    fn questions(&self, ctx: &Context, p: &mut Panels<'_>) {
        let mut asked: Vec<OnlineCommand> = online_ui::questions(ctx, self).into_iter().collect();
        if p.windows.confirm_leave {
            asked.extend(online_ui::confirm_leave(ctx, self));
        }
        if p.windows.confirm_quit {
            asked.extend(online_ui::confirm_quit(ctx, self));
        }
        p.commands.extend(asked.into_iter().map(Command::Online));
    }
}
