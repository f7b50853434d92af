//! Quick match in the window: the Play online tab (the server, the rules,
//! rated or casual; the player's transfer code and ratings there; a code
//! typed from another device; the leaderboard), the wait in the pool (the
//! place in line, the time waited, Cancel) and the computer's offer, said
//! plainly for what it is. Once seated the room is played as any other.

use std::time::{Duration, Instant};

use egui::{Align2, Context, RichText, Ui, Vec2};
use spite_server::client::{Identity, transfer_code};
use spite_server::protocol::{PlayerRating, Preset};

use super::ask::NoAnswer;
use super::dialog::{OnlineCommand, OnlineForm, address_field, server_url};
use super::social::{KeyMade, Social};
use super::{LinkState, Online};
use crate::face::TableFace;
use crate::lang::Words;
use crate::session::Session;

/// A quick match being sought.
#[derive(Clone, Copy, Debug)]
pub struct Seek {
    pub rules: Preset,
    pub rated: bool,
    /// When the window started looking.
    pub since: Instant,
}

impl OnlineForm {
    /// What Find a match asks for, or why it cannot (a `ui-*` id).
    pub fn seek(&self) -> Result<OnlineCommand, &'static str> {
        let url = server_url(&self.address).ok_or("ui-net-bad-address")?;
        Ok(OnlineCommand::Seek {
            url,
            rules: self.quick_rules,
            rated: self.rated,
            name: self.name(),
        })
    }
}

/// The Quick match tab of Play online.
pub fn quick_fields(
    ui: &mut Ui,
    w: &Words,
    form: &mut OnlineForm,
    social: &mut Social,
) -> Option<Result<OnlineCommand, &'static str>> {
    let t = |id: &str| w.tr(id, &[]);
    social.poll();
    ui.label(t("ui-quick-about"));
    address_field(ui, w, form);
    ui.horizontal(|ui| {
        ui.label(t("ui-settings-preset"));
        for preset in Preset::ALL {
            ui.selectable_value(&mut form.quick_rules, preset, preset.as_str());
        }
        ui.separator();
        ui.selectable_value(&mut form.rated, true, t("ui-match-rated"));
        ui.selectable_value(&mut form.rated, false, t("ui-match-casual"));
    });
    let wanted = ui
        .button(t("ui-quick-button"))
        .clicked()
        .then(|| form.seek());
    if let Some(url) = server_url(&form.address) {
        ui.separator();
        standing(ui, w, form, social, &url);
    }
    wanted
}

/// The player on the server at `url`: the transfer code (copyable), the
/// ratings, the leaderboard, and a code from another device to type.
fn standing(ui: &mut Ui, w: &Words, form: &mut OnlineForm, social: &mut Social, url: &str) {
    let t = |id: &str| w.tr(id, &[]);
    match social.key(url) {
        Some(key) => {
            let code = transfer_code(&key);
            ui.horizontal_wrapped(|ui| {
                ui.label(w.tr("ui-quick-code", &[("code", code.as_str().into())]));
                if ui.small_button(t("ui-net-copy")).clicked() {
                    ui.ctx().copy_text(code.clone());
                }
            });
            ui.weak(t("ui-quick-code-about"));
            match social.me(url) {
                None => {
                    ui.weak(t("ui-quick-asking"));
                }
                Some(Ok(me)) => ratings(ui, w, me),
                Some(Err(e)) => {
                    ui.colored_label(ui.visuals().warn_fg_color, no_answer(w, e));
                }
            }
        }
        None => {
            ui.weak(t("ui-quick-no-key"));
        }
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t("ui-quick-type-code"));
        ui.add(egui::TextEdit::singleline(&mut form.typed_key).desired_width(180.0));
        let typed = !form.typed_key.trim().is_empty();
        if ui
            .add_enabled(
                typed && !social.taking(),
                egui::Button::new(t("ui-quick-use-code")),
            )
            .clicked()
        {
            social.take_code(url, &form.typed_key);
        }
    });
    match &social.taken {
        Some(Ok(())) => {
            ui.label(t("ui-quick-code-taken"));
        }
        Some(Err(e)) => {
            let why = w.tr("ui-identity-refused", &[("reason", no_answer(w, e).into())]);
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
        None => {}
    }
    if ui.button(t("ui-quick-leaderboard")).clicked() {
        social.show_board(url, form.quick_rules);
    }
}

/// Each preset's rating ± deviation, or that none is rated yet.
fn ratings(ui: &mut Ui, w: &Words, me: &Identity) {
    if me.ratings.iter().all(|r| r.games == 0) {
        ui.label(w.tr("ui-quick-unrated", &[]));
    }
    for r in me.ratings.iter().filter(|r| r.games > 0) {
        ui.label(rating_words(w, r));
    }
}

/// "g4a: 1662 ± 290, 3 rated matches".
pub fn rating_words(w: &Words, r: &PlayerRating) -> String {
    w.tr(
        "ui-identity-rating",
        &[
            ("rules", r.rules.as_str().into()),
            ("rating", rating_number(r.rating, r.deviation).into()),
            ("games", r.games.into()),
        ],
    )
}

/// "1662 ± 290".
fn rating_number(rating: f64, deviation: f64) -> String {
    format!("{rating:.0} ± {deviation:.0}")
}

/// Why a server did not answer, in the player's words.
pub(super) fn no_answer(w: &Words, e: &NoAnswer) -> String {
    match e.code {
        Some(code) => w.tr("ui-server-refused", &[("code", code.as_str().into())]),
        None => e.message.clone(),
    }
}

/// The wait in the pool, until seated: the place in line and the time
/// waited, with Cancel; then the computer's offer, plainly.
pub fn waiting(ctx: &Context, s: &Session<Online>) -> Option<OnlineCommand> {
    let seek = s.venue.seek?;
    if s.table().seat().is_some()
        || matches!(s.link(), LinkState::Failed { .. } | LinkState::Lost(_))
    {
        return None;
    }
    let pool = s.table().pool();
    let waited = seek.since.elapsed().as_secs();
    // The time waited is shown by the second.
    ctx.request_repaint_after(Duration::from_secs(1));
    let mut command = None;
    egui::Window::new(s.t("ui-quick-tab"))
        .id(egui::Id::unique("quick-wait-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            let kind = s.t(if seek.rated {
                "ui-match-rated"
            } else {
                "ui-match-casual"
            });
            let time = format!("{}:{:02}", waited / 60, waited % 60);
            let (rules, kind) = (seek.rules.as_str(), kind.as_str());
            match pool.seeking {
                Some(p) => {
                    ui.label(s.tr(
                        "ui-quick-seeking",
                        &[
                            ("rules", rules.into()),
                            ("kind", kind.into()),
                            ("position", p.position.into()),
                            ("time", time.as_str().into()),
                        ],
                    ));
                    if pool.computer_offer.is_none() {
                        ui.weak(s.tr("ui-quick-computer-in", &[("seconds", p.computer_in.into())]));
                    }
                }
                None => {
                    ui.label(s.t("ui-quick-connecting"));
                }
            }
            if let (Some(key), Some(made)) = (s.venue.seek_key(), &s.venue.key_made) {
                let code = transfer_code(key);
                let told = match made {
                    KeyMade::Kept => s.tr("ui-quick-new-key", &[("code", code.as_str().into())]),
                    KeyMade::NotKept(why) => {
                        // In the player's words, as the window's file errors are.
                        let why = match why {
                            Some((kind, raw)) => {
                                s.ui().io_reason(&std::io::Error::new(*kind, raw.as_str()))
                            }
                            None => s.t("ui-quick-no-files"),
                        };
                        s.tr(
                            "ui-quick-key-not-kept",
                            &[("code", code.as_str().into()), ("reason", why.into())],
                        )
                    }
                };
                ui.horizontal_wrapped(|ui| {
                    ui.label(told);
                    if ui.small_button(s.t("ui-net-copy")).clicked() {
                        ui.ctx().copy_text(code.clone());
                    }
                });
            }
            if let Some(level) = pool.computer_offer {
                ui.separator();
                let level = s.tr("level-name", &[("level", level.name().into())]);
                ui.label(
                    RichText::new(s.tr("ui-match-computer-offer", &[("level", level.into())]))
                        .strong(),
                );
                if ui.button(s.t("ui-quick-accept")).clicked() {
                    command = Some(OnlineCommand::AcceptComputer);
                }
            }
            if ui.button(s.t("ui-quick-cancel")).clicked() {
                command = Some(OnlineCommand::Leave);
            }
        });
    command
}

/// The leaderboard window, while one is shown: the best 100 and the
/// player's own place.
pub fn board_window(ctx: &Context, w: &Words, social: &mut Social) {
    let Some((_, rules, asked)) = &mut social.board else {
        return;
    };
    let t = |id: &str| w.tr(id, &[]);
    let rules = *rules;
    let mut open = true;
    egui::Window::new(w.tr("ui-ladder-title", &[("rules", rules.as_str().into())]))
        .id(egui::Id::unique("leaderboard-window"))
        .open(&mut open)
        .collapsible(false)
        .default_height(400.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| match asked.answer() {
            None => {
                ui.weak(t("ui-quick-asking"));
            }
            Some(Err(e)) => {
                ui.colored_label(ui.visuals().warn_fg_color, no_answer(w, e));
            }
            Some(Ok(board)) => {
                if board.top.is_empty() {
                    ui.label(t("ui-ladder-empty"));
                }
                let row = |ui: &mut Ui, e: &spite_server::protocol::LeaderboardEntry| {
                    ui.label(e.rank.to_string());
                    ui.label(e.name.clone().unwrap_or_else(|| t("ui-ladder-no-name")));
                    ui.label(rating_number(e.rating, e.deviation));
                    ui.label(e.games.to_string());
                    ui.end_row();
                };
                egui::ScrollArea::vertical()
                    .max_height(300.0)
                    .show(ui, |ui| {
                        egui::Grid::new("leaderboard").striped(true).show(ui, |ui| {
                            if !board.top.is_empty() {
                                ui.strong("#");
                                ui.strong(t("ui-ladder-name"));
                                ui.strong(t("ui-ladder-rating"));
                                ui.strong(t("ui-ladder-games"));
                                ui.end_row();
                            }
                            for e in &board.top {
                                row(ui, e);
                            }
                        });
                    });
                match &board.you {
                    Some(you) => {
                        ui.separator();
                        ui.label(t("ui-ladder-you"));
                        egui::Grid::new("leaderboard-you").show(ui, |ui| row(ui, you));
                    }
                    None => {
                        ui.label(t("ui-ladder-you-unrated"));
                    }
                }
            }
        });
    if !open {
        social.board = None;
    }
}

/// After a rated quick match: the player's rating now, under the match's
/// end.
pub fn rating_after(ui: &mut Ui, s: &Session<Online>) {
    let Some(Ok(me)) = s.venue.rating_after.as_ref().and_then(|a| a.peek()) else {
        return;
    };
    let Some(seek) = s.venue.seek else {
        return;
    };
    if let Some(r) = me.ratings.iter().find(|r| r.rules == seek.rules) {
        ui.label(RichText::new(rating_words(s.ui(), r)).strong());
    }
}

impl Session<Online> {
    /// Does what the table asks of the others: the computer's offer
    /// taken, a rematch offered or answered, a reaction sent, a seat muted.
    pub fn social_command(&mut self, command: OnlineCommand) {
        use spite_table::client::{Client, Intent};
        let client = self.venue_client_mut();
        let intent = match command {
            OnlineCommand::AcceptComputer => return client.accept_computer(),
            OnlineCommand::Mute(seat, muted) => return client.mute(seat, muted),
            OnlineCommand::Rematch => Intent::Rematch,
            OnlineCommand::AnswerRematch(yes) => Intent::AnswerRematch(yes),
            OnlineCommand::React(reaction) => Intent::React(reaction),
            _ => return,
        };
        // A refusal here (not connected) leaves the table as it was; the
        // server's own refusals are told as they come.
        let _ = client.send(intent);
    }
}
