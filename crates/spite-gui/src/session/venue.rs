//! What truly differs between a game played here and a seat of an online
//! room: the [`Venue`] a [`Session`] is built with. Everything else about
//! the game on the screen is the session's, written once.

use egui::{Context, Ui};
use spite_ai::Level;
use spite_core::Seat;
use spite_table::client::{Client, Happening};

use super::{LogLine, Session};
use crate::panels::Panels;
use crate::stats::Stats;

/// Where the game on the screen is played: here ([`crate::local::Local`])
/// or on a server ([`crate::online::Online`]). Chosen when the session is
/// built; the session and the window never ask which.
pub trait Venue: Sized {
    /// The game's client (the session holds it).
    type Client: Client;
    /// The seats played at this screen: their turn and win sound as yours,
    /// and their moves are not slid (the player made them here).
    fn yours(client: &Self::Client) -> Vec<Seat>;
    /// Whether the game can be reached now (a local game always can).
    fn reachable(&self) -> bool {
        true
    }
    /// Whether the log names the cards this seat drew (online: its own
    /// view's draws; a local table with one person at the screen: that
    /// person's, in the same words). A hot-seat table tells its log as
    /// onlookers are told it, so it names no drawn cards.
    fn names_draws(client: &Self::Client) -> bool;
    /// Whether the game is played here: a request granted is told at once
    /// (before anything the computers do next), and an undo takes back
    /// the person's move on their turn. Online a server answers later,
    /// and an undo asks the others, whoever's turn it is.
    const HERE: bool;
    /// Moves of the current game that stand (a log line keeps the count,
    /// to tell the log again from the record); 0 where the record is not
    /// here.
    fn moves_played(_client: &Self::Client) -> usize {
        0
    }
    /// Before the frame's steps (online: the first connection tried again
    /// when due, a new client in `client`'s place).
    fn before_poll(&mut self, _client: &mut Self::Client) {}
    /// After them (online: the seat's token kept once it is taken).
    fn after_poll(&mut self, _client: &Self::Client) {}
    /// Something happened: what is saved may have changed.
    fn changed(&mut self) {}
    /// A happening about the connection (online: its state, the first
    /// connection tried again).
    fn heard(&mut self, _happening: &Happening) {}
    /// The log told again from the game's record, when some of its lines
    /// cannot be told again line by line (a local log from a file).
    fn replayed_log(_s: &Session<Self>) -> Option<Vec<LogLine>> {
        None
    }
    /// The lines told at this seat before, with the code of the language
    /// they are in, when a room is taken again (online: the log kept when
    /// the player left the room); `None`: the log starts afresh.
    fn earlier_log(_s: &mut Session<Self>) -> Option<(Vec<LogLine>, String)> {
        None
    }
    /// Why nothing can be picked up now, when the session's own reasons
    /// do not say (online: the connection).
    fn wait_reason(_s: &Session<Self>) -> Option<String> {
        None
    }

    /// The computers play at `level` (an online room's play on its
    /// server: nothing changes).
    fn set_level(_client: &mut Self::Client, _level: Level) {}
    /// The games finished since last asked go into `stats` (`level`: the
    /// local match's computers).
    fn count(s: &mut Session<Self>, stats: &mut Stats, level: Level);
    /// Whether Enter (or Space) is the table's now.
    fn takes_enter(s: &Session<Self>) -> bool;
    /// Enter: goes on from a finished game (or, at a hot-seat table, to
    /// the person handed the screen); whether it went on.
    fn go_on(s: &mut Session<Self>, seed: u64) -> bool;
    /// Whether this is the match the window deals (`N`, Settings' level
    /// and next match apply to it).
    const DEALS: bool;
    /// The player waved away the match's end.
    fn seen_match_end(_s: &mut Session<Self>) {}
    /// Whether this window runs the server of a match not over.
    fn hosts_unfinished(_s: &Session<Self>) -> bool {
        false
    }
    /// What tells this game's log from every other game's.
    fn log_id(s: &Session<Self>) -> egui::Id;
    /// The bars around the table: the menu bar (the area under it kept in
    /// `p.area`), then the status line.
    fn bars(s: &Session<Self>, ui: &mut Ui, p: &mut Panels<'_>);
    /// The questions over the table.
    fn questions(s: &Session<Self>, ctx: &Context, p: &mut Panels<'_>);
}
