//! The first turn, shown to a newcomer: a few short steps over the table
//! (what the pay-off pile is, where cards go, what a discard does), once,
//! skippable at any step, and again from Help. A newcomer's first match
//! is dealt so that the person moves first: the computer never plays
//! before the table has been seen.

use egui::{Align2, Context, RichText, Vec2};

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

/// What the guide's buttons asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuideAnswer {
    /// On to the step given.
    Step(usize),
    /// Skipped or finished: the guide closes.
    Close,
}

/// The guide at `step`, anchored above the status line so the player's
/// own piles and the centre stay in view.
pub fn window(ctx: &Context, w: &Words, step: usize) -> Option<GuideAnswer> {
    let step = step.min(STEPS.len() - 1);
    let last = step + 1 == STEPS.len();
    let mut answer = None;
    egui::Window::new(w.tr("ui-guide-title", &[]))
        .id(egui::Id::unique("guide-window"))
        .collapsible(false)
        .resizable(false)
        .default_width(380.0)
        .anchor(Align2::CENTER_BOTTOM, Vec2::new(0.0, -60.0))
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
    answer
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
    fn a_newcomers_first_match_lets_the_person_move_first() {
        let settings = Settings::default();
        for seed in 0..20 {
            let s = first_match(&settings, seed, 64);
            assert!(!s.is_computer(s.match_().game().to_move()), "seed {seed}");
        }
    }
}
