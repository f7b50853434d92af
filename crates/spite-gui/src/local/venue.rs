//! What the match played here provides its session.

use egui::{Context, Ui};
use spite_ai::Level;
use spite_core::Seat;
use spite_table::client::LocalClient;

use super::Local;
use crate::panels::{self, Panels};
use crate::session::{LogLine, Session, Venue};
use crate::stats::Stats;

impl Venue for Local {
    type Client = LocalClient;
    /// Every person at the table plays at this screen.
    fn yours(client: &LocalClient) -> Vec<Seat> {
        let seats = client.table().seats();
        (0..client.table().rules().players)
            .filter(|&seat| seats.is_local_person(seat))
            .collect()
    }
    /// One person's own draws name their cards, as online; at a hot-seat
    /// table nobody's do (the log is on everyone's screen).
    fn names_draws(client: &LocalClient) -> bool {
        Self::yours(client).len() == 1
    }
    const HERE: bool = true;
    fn moves_played(client: &LocalClient) -> usize {
        client.table().match_().record().moves.len()
    }
    fn changed(&mut self) {
        self.revision += 1;
    }
    fn replayed_log(s: &Session<Local>) -> Option<Vec<LogLine>> {
        Some(s.replayed_log())
    }
    fn set_level(client: &mut LocalClient, level: Level) {
        client.set_level(level);
    }
    fn count(s: &mut Session<Local>, stats: &mut Stats, level: Level) {
        let table = s.table_kind(level);
        let today = crate::persist::today();
        let outcomes = s.take_outcomes();
        for finished in &outcomes {
            stats.record(table, finished, &today);
        }
        // The game just finished is the match's own until the next is
        // dealt: kept for review.
        if !outcomes.is_empty()
            && let Some(game) = crate::review::finished(s, table.label())
        {
            crate::review::keep(&mut stats.games, game);
        }
    }
    fn takes_enter(_s: &Session<Local>) -> bool {
        true
    }
    fn go_on(s: &mut Session<Local>, seed: u64) -> bool {
        if s.match_().game().is_over() && s.screen.anims.is_empty() {
            s.next_game(seed);
            true
        } else if s.handover().is_some() {
            s.reveal();
            false
        } else {
            false
        }
    }
    const DEALS: bool = true;
    /// The seed of its shuffles and its number in the match (a new match
    /// has a new seed; a restart resumes the same game).
    fn log_id(s: &Session<Local>) -> egui::Id {
        let m = s.match_();
        egui::Id::unique(("log", m.game().seed(), m.game_number()))
    }
    fn bars(_s: &Session<Local>, ui: &mut Ui, p: &mut Panels<'_>) {
        panels::top_bar(ui, p);
        panels::status_bar(ui, p);
        // Windows stay between the bars: the status line stays readable.
        p.area = ui.available_rect_before_wrap();
    }
    fn questions(_s: &Session<Local>, ctx: &Context, p: &mut Panels<'_>) {
        panels::questions(ctx, p);
    }
}
