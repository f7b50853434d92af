//! The first turn, shown to a newcomer: a few short steps over the table
//! (what the pay-off pile is, where cards go, what a discard does), once,
//! skippable at any step, and again from Help. Each step outlines the
//! piles it speaks of, with an arrow from the guide to them; the guide
//! sits at the top of the table, never over the hand, and follows the
//! player: a card played to the centre goes on to the discard step, a
//! discard (the turn's end) closes it. A newcomer's first match is dealt
//! so that the person moves first: the computer never plays before the
//! table has been seen.

use egui::{Align2, Color32, Context, Id, LayerId, Order, Pos2, Rect, RichText, Stroke, Vec2};
use spite_core::Move;

use crate::lang::Words;
use crate::local::Local;
use crate::session::Session;
use crate::settings::Settings;

/// The steps' messages, in order.
pub const STEPS: [&str; 4] = [
    "ui-guide-payoff",
    "ui-guide-centre",
    "ui-guide-sources",
    "ui-guide-discard",
];

/// Where the piles each step speaks of lie, kept by the table each frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GuidePlaces {
    pub payoff: Rect,
    /// The centre piles, together.
    pub centre: Rect,
    /// The hand, together.
    pub hand: Rect,
    /// The side piles, together.
    pub sides: Rect,
    /// The table, under the menu bar.
    pub table: Rect,
}

const POINTER: Color32 = Color32::from_rgb(120, 235, 255);

fn places_id() -> Id {
    Id::unique("spite-guide-places")
}

/// The table tells where its piles are (each frame it is drawn).
pub fn remember(ctx: &Context, places: GuidePlaces) {
    ctx.data_mut(|d| d.insert_temp(places_id(), places));
}

/// The piles step `step` speaks of.
fn target(places: &GuidePlaces, step: usize) -> Rect {
    match step {
        0 => places.payoff,
        1 => places.centre,
        2 => places.hand.union(places.payoff).union(places.sides),
        _ => places.sides,
    }
}

/// The step after the player's move `mv` at step `step`: a card to the
/// centre has shown where cards go, so on to the discard; a discard ends
/// the turn, and the guide (`None`).
pub fn after_move(step: usize, mv: Move) -> Option<usize> {
    if mv.is_discard() {
        None
    } else {
        Some(step.max(STEPS.len() - 1))
    }
}

/// What the guide's buttons asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuideAnswer {
    /// On to the step given.
    Step(usize),
    /// Skipped or finished: the guide closes.
    Close,
}

/// The guide at `step`, at the top of the table (over the other seats,
/// never over the hand), the piles it speaks of outlined and pointed at.
pub fn window(ctx: &Context, w: &Words, step: usize) -> Option<GuideAnswer> {
    let step = step.min(STEPS.len() - 1);
    let last = step + 1 == STEPS.len();
    let mut answer = None;
    let places = ctx.data(|d| d.get_temp::<GuidePlaces>(places_id()));
    let top = places.map_or(60.0, |p| p.table.top() + 6.0);
    let shown = egui::Window::new(w.tr("ui-guide-title", &[]))
        .id(Id::unique("guide-window"))
        .collapsible(false)
        .resizable(false)
        .default_width(380.0)
        .anchor(Align2::CENTER_TOP, Vec2::new(0.0, top))
        .show(ctx, |ui| {
            ui.label(RichText::new(w.tr(STEPS[step], &[])).size(15.0));
            ui.weak(w.tr(
                "ui-guide-step",
                &[("step", (step + 1).into()), ("count", STEPS.len().into())],
            ));
            ui.horizontal(|ui| {
                let next = if last {
                    "ui-guide-done"
                } else {
                    "ui-guide-next"
                };
                if ui.button(w.tr(next, &[])).clicked() {
                    answer = Some(if last {
                        GuideAnswer::Close
                    } else {
                        GuideAnswer::Step(step + 1)
                    });
                }
                if !last && ui.button(w.tr("ui-guide-skip", &[])).clicked() {
                    answer = Some(GuideAnswer::Close);
                }
            });
        });
    if let (Some(places), Some(shown)) = (places, shown) {
        point(ctx, shown.response.rect, target(&places, step));
    }
    answer
}

/// Outlines `target` and draws an arrow to it from the guide's window
/// (`from`), over the table and under the windows.
fn point(ctx: &Context, from: Rect, target: Rect) {
    let p = ctx.layer_painter(LayerId::new(Order::Middle, Id::unique("guide-pointer")));
    let stroke = Stroke::new(3.0, POINTER);
    p.rect_stroke(target.expand(6.0), 8.0, stroke, egui::StrokeKind::Outside);
    let start = Pos2::new(
        target
            .center()
            .x
            .clamp(from.left() + 12.0, from.right() - 12.0),
        from.bottom(),
    );
    let end = Pos2::new(target.center().x, target.top() - 10.0);
    if end.y - start.y < 16.0 {
        return;
    }
    p.line_segment([start, end], stroke);
    let dir = (end - start).normalized();
    let side = Vec2::new(-dir.y, dir.x);
    let head = [
        end,
        end - dir * 12.0 + side * 7.0,
        end - dir * 12.0 - side * 7.0,
    ];
    p.add(egui::Shape::convex_polygon(
        head.to_vec(),
        POINTER,
        Stroke::NONE,
    ));
}

/// A newcomer's first match: the settings' rules and seats, dealt so that
/// the person moves first (the first of `tries` seeds from `seed` that
/// does; else the deal of `seed`).
pub fn first_match(settings: &Settings, seed: u64, tries: u64) -> Session<Local> {
    (0..tries)
        .map(|i| crate::app::new_session(settings, seed.wrapping_add(i)))
        .find(|s| {
            let g = s.match_().game();
            !s.is_computer(g.to_move())
        })
        .unwrap_or_else(|| crate::app::new_session(settings, seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_players_own_move_moves_the_guide_on() {
        use spite_core::{Source, Target};
        let centre = Move::new(Source::Hand(0), Target::Centre(1));
        let discard = Move::new(Source::Hand(0), Target::Side(1));
        assert_eq!(after_move(0, centre), Some(3), "on to the discard");
        assert_eq!(after_move(3, centre), Some(3));
        assert_eq!(after_move(1, discard), None, "the turn ended");
    }

    #[test]
    fn a_newcomers_first_match_lets_the_person_move_first() {
        let settings = Settings::default();
        for seed in 0..20 {
            let s = first_match(&settings, seed, 64);
            assert!(!s.is_computer(s.match_().game().to_move()), "seed {seed}");
        }
    }
}
