//! The table's logic, with no drawing: the match (a `spite_table`
//! `LocalClient`: the table, its computers and hints on the client's
//! worker, the hot-seat screen handed over), what is selected, the move
//! log and the animation queue. The window only draws this and
//! forwards gestures. Every sentence about the game comes from the one
//! renderer its [`Screen`] holds (`Box<dyn Render>`), never from the
//! window itself.
//!
//! One idea per file: this one the match and its seats, [`gestures`] what a
//! person does, [`steps`] what the client tells, one step at a time,
//! [`narration`] the move log, [`outcomes`] the statistics.

mod gestures;
mod narration;
mod outcomes;
mod steps;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{Match, Rules, Seat, Source};
use spite_table::client::{Client, Intent, LocalClient};
use spite_table::{Message, OpenError, Player, SeatName, Seats, Table, TableSave};

use crate::face::TableFace;
use crate::lang::Language;
use crate::screen::Screen;
use crate::settings::seat_players;
use crate::sound::{Sound, sounds_of};

pub use gestures::Refused;
pub use narration::{LogLine, TakenBack};

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

/// The window's table: the match played through a [`LocalClient`] and
/// what the screen adds to it (the held card, the log, the slides).
pub struct Tabletop {
    /// The table, its computers and the hot-seat screen (whose view is
    /// shown, whether its hand is).
    client: LocalClient,
    /// The words, the held card, the notice, the hint, the log, the slides
    /// and the sounds, as every seat's screen has them.
    pub screen: Screen,
    /// The code of the language the log's lines are told in.
    log_lang: String,
    /// Results already counted in the statistics.
    counted: usize,
    /// Bumped by everything that changes what is saved: the window writes
    /// the match when it changes.
    revision: u64,
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

impl Tabletop {
    /// A new match with these rules and seats.
    pub fn new(rules: Rules, players: &[Player], seed: u64) -> Result<Tabletop, OpenError> {
        let table = Table::new(rules, seats_for(players, rules.players), seed)?;
        Ok(Tabletop::with_table(table))
    }

    /// A table around an existing match (tests use set-up positions).
    pub fn with_match(m: Match, players: &[Player]) -> Tabletop {
        let seats = seats_for(players, m.rules().players);
        Tabletop::with_table(Table::with_match(m, seats).expect("seats fitted to the rules"))
    }

    fn with_table(table: Table) -> Tabletop {
        let viewer = table.seats().first_person();
        let revealed = !table.seats().is_hotseat();
        Tabletop::around(table, viewer, revealed)
    }

    /// The client of `table`, its screen with `viewer` (hand shown if
    /// `revealed`), and nothing else on it yet.
    fn around(table: Table, viewer: Seat, revealed: bool) -> Tabletop {
        let counted = table.match_().results().len();
        let mut client = LocalClient::handing_over(table, viewer, revealed);
        // The welcome and the opening (told before the computers move): the
        // table shows them.
        client.poll();
        Tabletop {
            client,
            screen: Screen::new(Language::English),
            log_lang: "en".into(),
            counted,
            revision: 0,
        }
    }

    /// Restores a saved table (the core replays its moves, so the moves that
    /// could be taken back still can) and the window around it.
    pub fn restore(saved: &TableSave, window: WindowSave) -> Result<Tabletop, OpenError> {
        let table = Table::load(saved)?;
        let seats = table.seats();
        let viewer =
            if window.viewer < table.rules().players && seats.is_local_person(window.viewer) {
                window.viewer
            } else {
                seats.first_person()
            };
        let revealed = !seats.is_hotseat() || window.revealed;
        let mut s = Tabletop::around(table, viewer, revealed);
        s.screen.log = window.log;
        s.log_lang = if window.lang.is_empty() {
            "en".into()
        } else {
            window.lang
        };
        s.counted = window.counted.min(s.match_().results().len());
        Ok(s)
    }

    pub fn save(&self) -> (TableSave, WindowSave) {
        (
            self.table().save(),
            WindowSave {
                viewer: self.viewer(),
                revealed: self.revealed(),
                log: self.screen.log.clone(),
                counted: self.counted,
                lang: self.log_lang.clone(),
            },
        )
    }

    /// Changes whenever what `save` returns may have changed.
    pub fn revision(&self) -> u64 {
        self.revision
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

    pub fn table(&self) -> &Table {
        self.client.table()
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
        self.client.set_level(level);
    }

    /// A message from the table on the status line.
    fn tell(&mut self, message: &Message, refusal: bool) {
        let text = self.screen.words.render(message);
        self.set_notice(text, refusal);
    }

    /// The seats played at this screen: whose turn and win sound as yours.
    fn yours(&self) -> Vec<Seat> {
        (0..self.rules().players)
            .filter(|&seat| self.seats().is_local_person(seat))
            .collect()
    }

    /// The sounds of `events` as heard at this screen.
    fn sounds_of(&self, events: &[spite_core::Event]) -> Vec<Sound> {
        sounds_of(events, self.rules(), &self.yours())
    }

    /// The seat the player sees playing for the computer: the mover of the
    /// card sliding now, else the computer whose turn it is.
    pub fn computer_shown_playing(&self) -> Option<u8> {
        if let Some((sl, _)) = self.screen.anims.front() {
            return Some(sl.before.to_move());
        }
        let g = self.match_().game();
        (!g.is_over() && self.is_computer(g.to_move())).then(|| g.to_move())
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

    /// Whether a person at the screen may act now: their turn, their hand
    /// shown, the computer's cards finished sliding.
    pub fn can_act(&self) -> bool {
        self.client.state().my_turn() && self.screen.anims.is_empty()
    }

    /// The person who must take the screen before play goes on, if any.
    pub fn handover(&self) -> Option<u8> {
        self.client
            .state()
            .handover
            .filter(|_| self.screen.anims.is_empty())
    }

    /// The person who was handed the screen says they are ready.
    pub fn reveal(&mut self) {
        if self.handover().is_some() {
            self.client.take_screen();
            self.revision += 1;
            self.screen.notice = None;
        }
    }

    /// Why nothing can be picked up now, in words.
    fn wait_reason(&self) -> String {
        let g = self.match_().game();
        if let Some(seat) = self.computer_shown_playing() {
            match self.seats().name(seat) {
                SeatName::Computer(None) => self.t("ui-wait-computer"),
                name => self.tr(
                    "ui-wait-seat",
                    &[("name", self.screen.words.name(&name).into())],
                ),
            }
        } else if g.is_over() {
            self.t("ui-wait-game-over")
        } else if !self.revealed() {
            self.t("ui-wait-hidden")
        } else {
            self.tr(
                "ui-wait-turn",
                &[("name", self.seat_name(g.to_move()).into())],
            )
        }
    }

    /// Deals the next game of the match (or, if the match is over, a new
    /// match with the same rules and seats).
    pub fn next_game(&mut self, seed: u64) {
        if self.match_().is_over() {
            let (rules, seats) = (*self.rules(), self.seats().clone());
            if let Ok(t) = Table::new(rules, seats, seed) {
                let revealed = !t.seats().is_hotseat();
                self.client = LocalClient::handing_over(t, self.viewer(), revealed);
                self.client.poll();
                self.counted = 0;
            }
        } else if self.client.send(Intent::NextGame).is_ok() {
            // The opening, told before the computers move: the table shows it.
            self.client.poll();
        } else {
            return;
        }
        self.reset_table();
    }

    /// Clears everything tied to the game just finished.
    fn reset_table(&mut self) {
        self.revision += 1;
        self.screen.log.clear();
        self.screen.anims.clear();
        self.screen.returns.clear();
        self.screen.selected = None;
        self.screen.hint = None;
        self.screen.notice = None;
        self.screen.hint_asked = false;
    }
}

/// The local table as the drawing and the gestures see it.
impl TableFace for Tabletop {
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
    /// The computer's last card has landed on the person's turn.
    fn turn_at_screen(&self) -> bool {
        self.revealed() && self.match_().game().to_move() == self.viewer()
    }
    fn can_act(&self) -> bool {
        Tabletop::can_act(self)
    }
    fn select(&mut self, from: Source) -> bool {
        Tabletop::select(self, from)
    }
    fn drop_held(
        &mut self,
        to: Option<spite_core::Target>,
        released_at: Option<egui::Pos2>,
        speed: crate::settings::Speed,
    ) -> bool {
        Tabletop::drop_held(self, to, released_at, speed).is_ok()
    }
}
