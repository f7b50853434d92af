//! The review's window: the accuracy (or how far the review has got), the
//! seat's decisions down the left like the move log's turns, each marked
//! with its symbol (`?!` inaccuracy, `?` mistake, `??` blunder), and the
//! chosen decision on the right: the table as it was before it, with the
//! turn played outlined in orange and the better turn in the hint's blue,
//! and in words what each did and why the better one is better.
//! The statistics' list of the kept games, each with a Review button.

use egui::{Align, Align2, Color32, Context, Layout, RichText, ScrollArea, Ui, Vec2, vec2};
use spite_ai::{Mark, ReviewError, TurnReview};
use spite_core::{Card, Move};
use spite_table::{Message, Render};

use super::board::{self, Outline};
use super::job::{Shown, Stopped, symbol};
use super::{KeptGame, Reviewing};
use crate::lang::Words;
use crate::panels::Command;

/// The turn played, outlined on the table.
pub const PLAYED: Color32 = Color32::from_rgb(245, 150, 50);
/// The better turn: the hint's blue.
pub const BETTER: Color32 = Color32::from_rgb(110, 190, 255);

/// A mark's colour in the list.
fn mark_colour(mark: Mark) -> Color32 {
    match mark {
        Mark::Inaccuracy => Color32::from_rgb(215, 180, 40),
        Mark::Mistake => Color32::from_rgb(240, 140, 40),
        Mark::Blunder => Color32::from_rgb(230, 70, 60),
    }
}

/// A mark's name (`ui-review-inaccuracy`…).
fn mark_words(w: &Words, mark: Mark) -> String {
    w.tr(
        match mark {
            Mark::Inaccuracy => "ui-review-inaccuracy",
            Mark::Mistake => "ui-review-mistake",
            Mark::Blunder => "ui-review-blunder",
        },
        &[],
    )
}

fn percent(chance: f32) -> u32 {
    (chance * 100.0).round() as u32
}

/// Draws the review of `r` in the window's `area` (it takes in what the
/// review's thread has sent first); whether it is still open.
pub fn show(ctx: &Context, w: &Words, r: &mut Reviewing, area: egui::Rect) -> bool {
    r.poll();
    let mut open = true;
    // The window's frame and title bar round the content.
    let size = vec2(
        (area.width() - 28.0).clamp(200.0, 1000.0),
        (area.height() - 64.0).clamp(150.0, 720.0),
    );
    egui::Window::new(w.tr("ui-review-title", &[("game", r.number.into())]))
        .id(egui::Id::unique("review-window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .constrain_to(area)
        .pivot(Align2::CENTER_CENTER)
        .fixed_pos(area.center())
        .fixed_size(size)
        .show(ctx, |ui| body(ui, w, r));
    open
}

fn body(ui: &mut Ui, w: &Words, r: &mut Reviewing) {
    summary(ui, w, r);
    ui.separator();
    let h = ui.available_height();
    let list_w = (ui.available_width() * 0.2).clamp(100.0, 170.0);
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(vec2(list_w, h), Layout::top_down(Align::Min), |ui| {
            ui.set_min_size(vec2(list_w, h));
            ScrollArea::vertical()
                .id_salt("review-turns")
                .auto_shrink([false, false])
                .show(ui, |ui| turn_list(ui, w, r));
        });
        ui.separator();
        ui.vertical(|ui| {
            if r.online() {
                // Said plainly: the window has no record to show it from.
                ui.label(RichText::new(w.tr("ui-review-no-table", &[])).weak());
            }
            match r.chosen() {
                Some((t, shown)) => chosen(ui, w, t, shown),
                None if r.online() => {
                    ui.label(w.tr("ui-review-choose-words", &[]));
                }
                None => {
                    ui.label(w.tr("ui-review-choose", &[]));
                }
            }
        });
    });
}

/// The accuracy and marks once done; how far it has got meanwhile.
fn summary(ui: &mut Ui, w: &Words, r: &Reviewing) {
    let [inaccuracies, mistakes, blunders] = r.marked();
    match &r.end {
        Some(Ok(accuracy)) => {
            ui.label(
                RichText::new(w.tr(
                    "ui-review-summary",
                    &[
                        ("accuracy", (accuracy.round() as u32).into()),
                        ("decisions", (r.turns.len() as u32).into()),
                        ("inaccuracies", inaccuracies.into()),
                        ("mistakes", mistakes.into()),
                        ("blunders", blunders.into()),
                    ],
                ))
                .strong(),
            );
            if inaccuracies + mistakes + blunders == 0 {
                let points = (Mark::INACCURACY * 100.0).round() as u32;
                ui.label(w.tr("ui-review-none", &[("points", points.into())]));
            }
        }
        Some(Err(e)) => {
            let reason = match e {
                Stopped::Review(ReviewError::Load(e)) => w.load_error(e),
                Stopped::Review(other) => other.to_string(),
                Stopped::Refused(refusal) => w.render(&Message::Refused(refusal.clone())),
                Stopped::Server(code) => {
                    w.tr("ui-server-refused", &[("code", code.as_str().into())])
                }
                Stopped::Gone => w.tr("ui-net-lost", &[]),
            };
            ui.label(
                RichText::new(w.tr("ui-review-failed", &[("reason", reason.into())])).strong(),
            );
        }
        None => {
            let progress = r.progress();
            ui.add(
                egui::ProgressBar::new(progress)
                    .show_percentage()
                    .desired_width(ui.available_width().min(360.0)),
            );
            ui.label(w.tr(
                "ui-review-progress",
                &[
                    ("inaccuracies", inaccuracies.into()),
                    ("mistakes", mistakes.into()),
                    ("blunders", blunders.into()),
                ],
            ));
        }
    }
}

/// Every decision reviewed so far, its mark's symbol beside it.
fn turn_list(ui: &mut Ui, w: &Words, r: &mut Reviewing) {
    let chosen = r.chosen_index();
    let mut pick = None;
    for (i, t) in r.turns.iter().enumerate() {
        ui.horizontal(|ui| {
            let label = w.tr(
                "ui-review-list-turn",
                &[("turn", t.turn.into()), ("part", t.part.into())],
            );
            let mut text = RichText::new(label);
            if t.mark.is_some() {
                text = text.strong();
            }
            let resp = ui.selectable_label(chosen == Some(i), text);
            if let Some(mark) = t.mark {
                ui.label(
                    RichText::new(symbol(mark))
                        .strong()
                        .color(mark_colour(mark)),
                );
            }
            let resp = match t.mark {
                Some(mark) => resp.on_hover_text(mark_words(w, mark)),
                None => resp,
            };
            if resp.clicked() {
                pick = Some(i);
            }
        });
    }
    if r.end.is_none() {
        ui.spinner();
    }
    if let Some(i) = pick {
        r.choose(i);
    }
}

/// The chosen decision: how much it gave away, the table before it with
/// both turns outlined (when the record is here), and both turns in words
/// with the reason.
fn chosen(ui: &mut Ui, w: &Words, t: &TurnReview, shown: &Shown) {
    let (before, after) = (percent(t.before), percent(t.after_played));
    let heading = match t.mark {
        // The terminal's words with "from … to" for its arrow, which the
        // window's fonts do not have.
        Some(mark) => w.tr(
            "ui-review-turn-window",
            &[
                ("turn", t.turn.into()),
                ("part", t.part.into()),
                ("mark", mark_words(w, mark).into()),
                ("lost", percent(t.lost).into()),
                ("before", before.into()),
                ("after", after.into()),
            ],
        ),
        None => w.tr(
            "ui-review-fine",
            &[
                ("turn", t.turn.into()),
                ("part", t.part.into()),
                ("chance", after.into()),
            ],
        ),
    };
    ui.label(RichText::new(heading).strong());
    let better = !t.best.starts_with(&t.played);
    if let Some(view) = &shown.view {
        table(ui, w, t, view, better);
    }
    ScrollArea::vertical()
        .id_salt("review-words")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            keyed(
                ui,
                PLAYED,
                w.tr(
                    "ui-review-played",
                    &[(
                        "moves",
                        moves_words(w, &t.played, &shown.cards.played).into(),
                    )],
                ),
            );
            if better {
                keyed(
                    ui,
                    BETTER,
                    w.tr(
                        "ui-review-better",
                        &[
                            ("moves", moves_words(w, &t.best, &shown.cards.best).into()),
                            // The moves are told in words already: only why.
                            ("reason", w.hint_why(&t.better).into()),
                        ],
                    ),
                );
            } else {
                ui.label(w.tr("ui-review-same", &[]));
            }
        });
}

/// A line of words with a square of its outline's colour before it.
fn keyed(ui: &mut Ui, colour: Color32, text: String) {
    ui.horizontal_top(|ui| {
        let (rect, _) = ui.allocate_exact_size(Vec2::splat(12.0), egui::Sense::hover());
        ui.painter()
            .rect_filled(rect.translate(vec2(0.0, 3.0)), 2.0, colour);
        ui.add(egui::Label::new(text).wrap());
    });
}

/// The table before the decision, both turns outlined on it; at most two
/// thirds of the height: the words below it must show too.
fn table(ui: &mut Ui, w: &Words, t: &TurnReview, view: &spite_core::PlayerView, better: bool) {
    let mut outlines = vec![Outline {
        moves: &t.played,
        colour: PLAYED,
    }];
    if better {
        outlines.push(Outline {
            moves: &t.best,
            colour: BETTER,
        });
    }
    let room = ui.available_size();
    let mut width = room.x;
    let height = board::height_for(view, width);
    if height > room.y * 0.66 {
        width *= room.y * 0.66 / height;
    }
    let size = vec2(room.x, board::height_for(view, width));
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let rect = egui::Rect::from_center_size(rect.center(), vec2(width, size.y));
    let ink = ui.visuals().text_color();
    let names = |seat: u8| w.tr("ui-review-seat", &[("seat", (u32::from(seat) + 1).into())]);
    board::paint(ui.painter(), rect, view, &outlines, &names, ink);
}

/// Moves in words ("5♠ from hand to centre pile 1, …"), each with its card
/// as the seat saw it then (`cards`, move by move; none: "a card").
fn moves_words(w: &Words, moves: &[Move], cards: &[Option<Card>]) -> String {
    moves
        .iter()
        .enumerate()
        .map(|(i, &mv)| w.move_words(mv, cards.get(i).copied().flatten()).0)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The kept games in the statistics, newest first, each with a Review
/// button (folded: the statistics window stays short).
pub fn kept_list(ui: &mut Ui, w: &Words, games: &[KeptGame], commands: &mut Vec<Command>) {
    if games.is_empty() {
        return;
    }
    ui.add_space(8.0);
    egui::CollapsingHeader::new(RichText::new(w.tr("ui-review-recent", &[])).strong())
        .id_salt("review-kept-games")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("review-kept").striped(true).show(ui, |ui| {
                for g in games.iter().rev() {
                    ui.label(w.tr(
                        "ui-review-kept",
                        &[
                            ("game", g.game.into()),
                            ("table", crate::stats::table_words(w, &g.table).into()),
                            ("result", g.result.key().into()),
                        ],
                    ));
                    if ui.button(w.tr("ui-review-button", &[])).clicked() {
                        commands.push(Command::Review(Box::new(g.clone())));
                    }
                    ui.end_row();
                }
            });
        });
}
