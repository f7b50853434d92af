//! The table's logic, with no drawing: the match (a `spite_table::Table`),
//! whose view is shown, what is selected, what the computer is asked, the
//! move log and the animation queue. The window only draws this and
//! forwards gestures. Every sentence about the game comes from the one
//! renderer it holds (`Box<dyn Render>`), never from the window itself.
//!
//! One idea per file: this one the match and its seats, [`gestures`] what a
//! person does, [`tickets`] the worker's jobs and answers, [`narration`]
//! the move log, [`outcomes`] the statistics.

mod gestures;
mod narration;
mod outcomes;
#[cfg(test)]
mod tests;
mod tickets;

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{Match, Move, PlayerView, Rules, Seat, Source, Status};
use spite_table::{
    Message, OpenError, Player, Render, SeatName, Seats, Table, TableSave, Ticket, explain,
};

use crate::anim::{AnimQueue, Returns};
use crate::lang::{Arg, Language, Words};
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

/// The window's table: a `spite_table::Table` and what the screen adds to
/// it (whose view is shown, the held card, the log, the slides).
pub struct Tabletop {
    table: Table,
    /// Every sentence about the game: English today, another language by
    /// another `Render`.
    words: Box<dyn Render>,
    /// The window's own words, in the same language as `words`.
    ui: Words,
    /// The seat whose view is on the screen.
    viewer: Seat,
    /// Whether the viewer's hand may be shown (hot-seat hides it between turns).
    revealed: bool,
    selected: Option<Source>,
    notice: Option<Notice>,
    hint: Option<Move>,
    log: Vec<LogLine>,
    /// The code of the language `log`'s lines are told in.
    log_lang: String,
    pub anims: AnimQueue,
    /// A refused card sliding back to where it was picked up.
    pub returns: Returns,
    /// The computer's move being thought about, by the table state it is for.
    pending_move: Option<Ticket>,
    pending_hint: Option<Ticket>,
    /// Results already counted in the statistics.
    counted: usize,
    /// Bumped by everything that changes what is saved: the window writes
    /// the match when it changes.
    revision: u64,
    /// Sounds of the moves made at this screen, not yet taken (the
    /// computer's are heard as its cards land, from `anims`).
    sounds: Vec<Sound>,
}

/// The window's renderer: English, cards with their suit symbols, moves in
/// cards and piles (the window's words, `crate::lang::words`).
pub fn english() -> Box<dyn Render> {
    Box::new(crate::lang::words(Language::English))
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
        let counted = table.match_().results().len();
        let revealed = !table.seats().is_hotseat();
        Tabletop {
            table,
            words: english(),
            ui: crate::lang::words(Language::English),
            viewer,
            revealed,
            selected: None,
            notice: None,
            hint: None,
            log: vec![],
            log_lang: "en".into(),
            anims: AnimQueue::default(),
            returns: Returns::default(),
            pending_move: None,
            pending_hint: None,
            counted,
            revision: 0,
            sounds: vec![],
        }
    }

    /// Restores a saved table (the core replays its moves, so the moves that
    /// could be taken back still can) and the window around it.
    pub fn restore(saved: &TableSave, window: WindowSave) -> Result<Tabletop, OpenError> {
        let mut s = Tabletop::with_table(Table::load(saved)?);
        if window.viewer < s.rules().players && s.table.seats().is_local_person(window.viewer) {
            s.viewer = window.viewer;
        }
        s.revealed = s.humans() == 1 || window.revealed;
        s.log = window.log;
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
            self.table.save(),
            WindowSave {
                viewer: self.viewer,
                revealed: self.revealed,
                log: self.log.clone(),
                counted: self.counted,
                lang: self.log_lang.clone(),
            },
        )
    }

    /// Changes whenever what `save` returns may have changed.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The renderer every sentence comes from.
    pub fn words(&self) -> &dyn Render {
        self.words.as_ref()
    }

    /// Tells the game in another renderer from now on.
    pub fn set_words(&mut self, words: Box<dyn Render>) {
        self.words = words;
    }

    /// The window's language: every sentence about the game and every
    /// word of the window's own, at once; the move log is told again in it.
    pub fn set_language(&mut self, lang: Language) {
        if self.ui.language() == lang && self.log_lang == lang.code() {
            return;
        }
        self.words = Box::new(crate::lang::words(lang));
        self.ui = crate::lang::words(lang);
        self.retell_log();
        // The hint's words were in the old language: outline and words go.
        self.notice = None;
        self.hint = None;
    }

    /// The window's language.
    pub fn language(&self) -> Language {
        self.ui.language()
    }

    /// The window's own words in its language (`ui-*` messages).
    pub fn ui(&self) -> &Words {
        &self.ui
    }

    /// A `ui-*` message with no arguments.
    pub fn t(&self, id: &str) -> String {
        self.ui.tr(id, &[])
    }

    /// A `ui-*` message with arguments.
    pub fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.ui.tr(id, args)
    }

    pub fn table(&self) -> &Table {
        &self.table
    }
    pub fn match_(&self) -> &Match {
        self.table.match_()
    }
    pub fn rules(&self) -> &Rules {
        self.table.rules()
    }
    pub fn seats(&self) -> &Seats {
        self.table.seats()
    }

    /// Computers play at `level` from their next move on.
    pub fn set_level(&mut self, level: Level) {
        for seat in 0..self.rules().players {
            if self.table.seats().level(seat).is_some_and(|l| l != level) {
                self.table.set_player(seat, Player::Computer(level));
            }
        }
    }

    pub fn viewer(&self) -> u8 {
        self.viewer
    }
    /// Whether the viewer's hand is on show.
    pub fn revealed(&self) -> bool {
        self.revealed
    }
    pub fn selected(&self) -> Option<Source> {
        self.selected
    }
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
    pub fn set_notice(&mut self, text: impl Into<String>, refusal: bool) {
        self.notice = Some(Notice {
            text: text.into(),
            refusal,
            until_turn: false,
        });
    }
    /// A message from the table on the status line.
    fn tell(&mut self, message: &Message, refusal: bool) {
        let text = self.words.render(message);
        self.set_notice(text, refusal);
    }
    pub fn clear_notice(&mut self) {
        self.notice = None;
    }
    pub fn hint_move(&self) -> Option<Move> {
        self.hint
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

    /// The sounds of what happened since last asked, each once: moves made
    /// here, and the computer's cards that have landed.
    pub fn take_sounds(&mut self) -> Vec<Sound> {
        let mut out = std::mem::take(&mut self.sounds);
        out.extend(self.anims.take_landed());
        out
    }

    /// Advances the animation clock to `now` (seconds) and drops a "wait"
    /// refusal once the person may act.
    pub fn tick(&mut self, now: f64) {
        self.anims.current(now);
        // The computer's last card has landed on the person's turn.
        if self.revealed && self.match_().game().to_move() == self.viewer {
            self.anims.end_rest();
        }
        if self.notice.as_ref().is_some_and(|n| n.until_turn) && self.can_act() {
            self.notice = None;
        }
    }

    /// The seat the player sees playing for the computer: the mover of the
    /// card sliding now, else the computer whose turn it is.
    pub fn computer_shown_playing(&self) -> Option<u8> {
        if let Some((sl, _)) = self.anims.front() {
            return Some(sl.before.to_move());
        }
        let g = self.match_().game();
        (!g.is_over() && self.is_computer(g.to_move())).then(|| g.to_move())
    }

    /// Whose turn the table shows (the ▶ marker): the computer's until its
    /// last card has landed and rested, even when the engine is ahead.
    pub fn shown_turn(&self) -> Option<u8> {
        if let Some((sl, _)) = self.anims.front() {
            return Some(sl.before.to_move());
        }
        let g = self.match_().game();
        (!g.is_over()).then(|| g.to_move())
    }

    /// The viewer's view of the game: all the UI ever draws from.
    pub fn view(&self) -> PlayerView {
        self.table.view(self.viewer)
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

    /// What the table calls a seat, rendered: "You", "Computer 2".
    pub fn seat_name(&self, seat: u8) -> String {
        self.words.name(&self.seats().name(seat))
    }

    /// The name of a scoring side: a seat, or a partnership "You & Computer 2".
    pub fn side_name(&self, side: u8) -> String {
        self.words.side(&self.seats().side(self.rules(), side))
    }

    /// How a game ended, in words ("You win the game, …"); empty while it
    /// is played.
    pub fn result_words(&self, result: Status) -> String {
        self.table
            .result(result)
            .map(|m| self.words.render(&m))
            .unwrap_or_default()
    }

    /// Who won the match, in words, once it is over.
    pub fn match_words(&self) -> Option<String> {
        let side = self.match_().winner()?;
        let winner = self.seats().side(self.rules(), side);
        Some(self.words.render(&Message::MatchWon { winner }))
    }

    /// The rules in force, explained, one line each.
    pub fn rules_text(&self) -> Vec<String> {
        self.words.render_all(&explain(self.rules()))
    }

    /// Whether a person at the screen may act now: their turn, their hand
    /// shown, the computer's cards finished sliding.
    pub fn can_act(&self) -> bool {
        let v = self.view();
        v.is_my_turn() && self.revealed && self.anims.is_empty() && self.pending_move.is_none()
    }

    /// The person who must take the screen before play goes on, if any.
    pub fn handover(&self) -> Option<u8> {
        let g = self.match_().game();
        let seat = g.to_move();
        let waiting = !g.is_over()
            && !self.is_computer(seat)
            && (seat != self.viewer || !self.revealed)
            && self.anims.is_empty();
        waiting.then_some(seat)
    }

    /// The person who was handed the screen says they are ready.
    pub fn reveal(&mut self) {
        if let Some(seat) = self.handover() {
            self.viewer = seat;
            self.revealed = true;
            self.revision += 1;
            self.notice = None;
        }
    }

    /// Why nothing can be picked up now, in words.
    fn wait_reason(&self) -> String {
        let g = self.match_().game();
        if let Some(seat) = self.computer_shown_playing() {
            match self.seats().name(seat) {
                SeatName::Computer(None) => self.t("ui-wait-computer"),
                name => self.tr("ui-wait-seat", &[("name", self.words.name(&name).into())]),
            }
        } else if g.is_over() {
            self.t("ui-wait-game-over")
        } else if !self.revealed {
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
                self.table = t;
                self.counted = 0;
            }
        } else if self.table.next_game().is_err() {
            return;
        }
        self.reset_table();
    }

    /// Clears everything tied to the game just finished.
    fn reset_table(&mut self) {
        self.revision += 1;
        self.log.clear();
        self.anims.clear();
        self.returns.clear();
        self.selected = None;
        self.hint = None;
        self.notice = None;
        self.pending_move = None;
        self.pending_hint = None;
        if self.humans() > 1 {
            self.revealed = false;
        }
    }
}

/// The local table as the drawing and the gestures see it.
impl crate::face::TableFace for Tabletop {
    fn ui(&self) -> &Words {
        &self.ui
    }
    fn viewer(&self) -> u8 {
        self.viewer
    }
    fn view(&self) -> PlayerView {
        Tabletop::view(self)
    }
    fn shown_turn(&self) -> Option<u8> {
        Tabletop::shown_turn(self)
    }
    fn seat_name(&self, seat: u8) -> String {
        Tabletop::seat_name(self, seat)
    }
    fn points(&self, seat: u8) -> Option<u32> {
        let m = self.match_();
        let side = m.rules().side_of(seat);
        m.scores().get(usize::from(side)).copied()
    }
    fn revealed(&self) -> bool {
        self.revealed
    }
    fn selected(&self) -> Option<Source> {
        self.selected
    }
    fn hint_move(&self) -> Option<Move> {
        self.hint
    }
    fn can_act(&self) -> bool {
        Tabletop::can_act(self)
    }
    fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
    fn anims(&self) -> &AnimQueue {
        &self.anims
    }
    fn anims_mut(&mut self) -> &mut AnimQueue {
        &mut self.anims
    }
    fn returns_mut(&mut self) -> &mut Returns {
        &mut self.returns
    }
    fn select(&mut self, from: Source) -> bool {
        Tabletop::select(self, from)
    }
    fn deselect(&mut self) {
        Tabletop::deselect(self);
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
