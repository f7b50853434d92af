//! The match played here, as a [`Venue`]: a spite-table `LocalClient`
//! (the table, its computers and hints on the client's worker, the
//! hot-seat screen handed over) and what only it has: the save and its
//! revision, the computers' level, the next game and match, the hot-seat
//! handover, the finished games counted in the statistics.
//!
//! One idea per file: this one the match and its seats, [`venue`] what it
//! provides a session, [`replay`] the log told again from the record,
//! [`outcomes`] the statistics.

mod outcomes;
mod replay;
#[cfg(test)]
mod tests;
mod venue;

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{Match, Rules, Seat};
use spite_table::client::{Client, Intent, LocalClient};
use spite_table::{OpenError, Player, Seats, Table, TableSave};

use crate::face::TableFace;
use crate::lang::Language;
use crate::session::{LogLine, Session};
use crate::settings::seat_players;

/// The match played here (its client, a `LocalClient`: the table, its
/// computers and the hot-seat screen, whose view is shown and whether its
/// hand is, is the session's).
pub struct Local {
    /// Results already counted in the statistics.
    counted: usize,
    /// Bumped by everything that changes what is saved: the window writes
    /// the match when it changes.
    revision: u64,
}

/// What the window keeps beside the table's own save when it closes.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowSave {
    pub viewer: u8,
    pub revealed: bool,
    pub log: Vec<LogLine>,
    pub counted: usize,
    /// The language the log's lines are in (empty: English, as windows
    /// before the languages wrote it).
    pub lang: String,
}

/// `players` as the table's seats for `players_wanted` seats (computers at
/// the first computer's level).
fn seats_for(players: &[Player], count: u8) -> Seats {
    let level = players
        .iter()
        .find_map(|p| match p {
            Player::Computer(l) => Some(*l),
            _ => None,
        })
        .unwrap_or(Level::Medium);
    Seats::new(seat_players(players, usize::from(count), level))
}

impl Session<Local> {
    /// A new match with these rules and seats.
    pub fn new(rules: Rules, players: &[Player], seed: u64) -> Result<Session<Local>, OpenError> {
        let table = Table::new(rules, seats_for(players, rules.players), seed)?;
        Ok(Session::with_table(table))
    }

    /// A table around an existing match (tests use set-up positions).
    pub fn with_match(m: Match, players: &[Player]) -> Session<Local> {
        let seats = seats_for(players, m.rules().players);
        Session::with_table(Table::with_match(m, seats).expect("seats fitted to the rules"))
    }

    fn with_table(table: Table) -> Session<Local> {
        let viewer = table.seats().first_person();
        let revealed = !table.seats().is_hotseat();
        Session::around(table, viewer, revealed)
    }

    /// The client of `table`, its screen with `viewer` (hand shown if
    /// `revealed`), and nothing else on it yet.
    fn around(table: Table, viewer: Seat, revealed: bool) -> Session<Local> {
        let counted = table.match_().results().len();
        let mut client = LocalClient::handing_over(table, viewer, revealed);
        // The welcome and the opening (told before the computers move): the
        // table shows them.
        client.poll();
        let local = Local {
            counted,
            revision: 0,
        };
        Session::at(client, local, Language::English)
    }

    /// Restores a saved table (the core replays its moves, so the moves that
    /// could be taken back still can) and the window around it.
    pub fn restore(saved: &TableSave, window: WindowSave) -> Result<Session<Local>, OpenError> {
        let table = Table::load(saved)?;
        let seats = table.seats();
        let viewer =
            if window.viewer < table.rules().players && seats.is_local_person(window.viewer) {
                window.viewer
            } else {
                seats.first_person()
            };
        let revealed = !seats.is_hotseat() || window.revealed;
        let mut s = Session::around(table, viewer, revealed);
        let lang = if window.lang.is_empty() {
            "en".into()
        } else {
            window.lang
        };
        s.set_log(window.log, lang);
        s.venue.counted = window.counted.min(s.match_().results().len());
        Ok(s)
    }

    pub fn save(&self) -> (TableSave, WindowSave) {
        (
            self.table().save(),
            WindowSave {
                viewer: self.viewer(),
                revealed: self.revealed(),
                log: self.screen.log.clone(),
                counted: self.venue.counted,
                lang: self.log_language().to_owned(),
            },
        )
    }

    /// Changes whenever what `save` returns may have changed.
    pub fn revision(&self) -> u64 {
        self.venue.revision
    }

    pub fn table(&self) -> &Table {
        self.venue_client().table()
    }
    pub fn match_(&self) -> &Match {
        self.table().match_()
    }
    pub fn rules(&self) -> &Rules {
        self.table().rules()
    }
    pub fn seats(&self) -> &Seats {
        self.table().seats()
    }

    /// Computers play at `level` from their next move on.
    pub fn set_level(&mut self, level: Level) {
        self.venue_client_mut().set_level(level);
    }

    /// People at this screen.
    pub fn humans(&self) -> usize {
        self.seats()
            .players()
            .iter()
            .filter(|p| **p == Player::Person)
            .count()
    }

    pub fn is_computer(&self, seat: u8) -> bool {
        self.seats().level(seat).is_some()
    }

    /// The person who must take the screen before play goes on, if any.
    pub fn handover(&self) -> Option<u8> {
        self.client()
            .state()
            .handover
            .filter(|_| self.screen.anims.is_empty())
    }

    /// The person who was handed the screen says they are ready.
    pub fn reveal(&mut self) {
        if self.handover().is_some() {
            self.venue_client_mut().take_screen();
            self.venue.revision += 1;
            self.screen.notice = None;
        }
    }

    /// Deals the next game of the match (or, if the match is over, a new
    /// match with the same rules and seats).
    pub fn next_game(&mut self, seed: u64) {
        if self.match_().is_over() {
            let (rules, seats) = (*self.rules(), self.seats().clone());
            if let Ok(t) = Table::new(rules, seats, seed) {
                let revealed = !t.seats().is_hotseat();
                *self.venue_client_mut() = LocalClient::handing_over(t, self.viewer(), revealed);
                self.venue_client_mut().poll();
                self.venue.counted = 0;
            }
        } else if self.venue_client_mut().send(Intent::NextGame).is_ok() {
            // The opening, told before the computers move: the table shows it.
            self.venue_client_mut().poll();
        } else {
            return;
        }
        self.reset_table();
    }

    /// Clears everything tied to the game just finished.
    fn reset_table(&mut self) {
        self.venue.revision += 1;
        self.screen.log.clear();
        self.screen.anims.clear();
        self.screen.returns.clear();
        self.screen.selected = None;
        self.screen.hint = None;
        self.screen.notice = None;
        self.screen.hint_asked = false;
        self.screen.hurried = false;
        self.screen.marks = Default::default();
    }
}
