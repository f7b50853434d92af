//! The open rooms in the Join tab of Play online: the rooms their hosts
//! listed for anyone to join on the server typed, each with its rules,
//! free seats, the names already there and how long it has waited, and
//! Take a seat. The list is asked when the player says, then again every
//! few seconds while it is on screen, each time on a thread of its own
//! (an [`Ask`](super::ask::Ask)).

use egui::Ui;
use spite_server::protocol::{OpenRoom, SeatKind};

use super::dialog::{OnlineCommand, OnlineForm, server_url};
use super::quick::no_answer;
use super::social::{ROOMS_EVERY_SECS, Social};
use crate::lang::Words;

/// The list's height at most, so the dialog fits a small window.
const LIST_HEIGHT: f32 = 180.0;

/// The open rooms of the server typed, and Take a seat in one.
pub fn listed(
    ui: &mut Ui,
    w: &Words,
    form: &OnlineForm,
    social: &mut Social,
) -> Option<Result<OnlineCommand, &'static str>> {
    let t = |id: &str| w.tr(id, &[]);
    ui.separator();
    ui.strong(t("web-open-rooms"));
    let url = server_url(&form.address);
    let now = ui.input(|i| i.time);
    if ui
        .add_enabled(url.is_some(), egui::Button::new(t("ui-open-rooms-show")))
        .clicked()
        && let Some(url) = &url
    {
        social.ask_rooms(url, now);
    }
    // A list of another server than the one typed now is not shown.
    let (asked_of, shown) = social.rooms(now)?;
    if url.as_deref() != Some(asked_of.as_str()) {
        return None;
    }
    // Looked at: asked again in a while, with the window woken for it.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_secs_f64(ROOMS_EVERY_SECS));
    let rooms = match &shown {
        None => {
            ui.weak(t("ui-quick-asking"));
            return None;
        }
        Some(Err(e)) => {
            ui.colored_label(ui.visuals().warn_fg_color, no_answer(w, e));
            return None;
        }
        Some(Ok(rooms)) => rooms,
    };
    if rooms.is_empty() {
        ui.label(t("web-open-rooms-none"));
        return None;
    }
    let mut wanted = None;
    egui::ScrollArea::vertical()
        .max_height(LIST_HEIGHT)
        .show(ui, |ui| {
            for room in rooms {
                ui.group(|ui| {
                    ui.weak(crate::words::rules_words(w, &room.rules));
                    ui.label(about(w, room));
                    if ui.button(t("web-take-seat")).clicked() {
                        wanted = Some(Ok(OnlineCommand::Join {
                            url: asked_of.clone(),
                            code: room.code.clone(),
                            name: form.name(),
                        }));
                    }
                });
            }
        });
    wanted
}

/// "1 free seat of 2. At the table: Ann. Waiting for 0:42."
fn about(w: &Words, room: &OpenRoom) -> String {
    let names: Vec<String> = room
        .seats
        .iter()
        .filter_map(|s| match s.kind {
            SeatKind::Computer => {
                let level = s.level.map_or("medium", |l| l.name());
                let level = w.tr("level-name", &[("level", level.into())]);
                Some(w.tr("web-open-computer", &[("level", level.into())]))
            }
            _ if s.taken => Some(
                s.name
                    .as_deref()
                    .map(str::trim)
                    .filter(|n| !n.is_empty())
                    .map_or_else(|| w.tr("ui-ladder-no-name", &[]), str::to_owned),
            ),
            _ => None,
        })
        .collect();
    let waited = room.waiting;
    let time = format!("{}:{:02}", waited / 60, waited % 60);
    w.tr(
        "web-open-room-about",
        &[
            ("count", room.free.into()),
            ("players", room.rules.players.into()),
            ("names", names.join(", ").into()),
            ("time", time.into()),
        ],
    )
}
