//! What a host gives a friend, beside the invite code: the line a
//! terminal friend types (`spite join ADDR CODE`) and, when the server
//! inside the app serves the browser page, the link a browser friend
//! opens; each copyable, in a small window opened from the room bar.

use egui::{Align2, RichText, Ui, Vec2};

use super::Online;
use super::host::address_for_friends;
use crate::face::TableFace;
use crate::session::Session;

/// The line a friend types in a terminal.
pub fn join_line(addr: &str, code: &str) -> String {
    format!("spite join {addr} {code}")
}

/// The browser page's link to the room.
pub fn join_link(addr: &str, code: &str) -> String {
    format!("http://{addr}/?room={code}")
}

fn open_id() -> egui::Id {
    egui::Id::unique("online-invite-open")
}

/// The room bar's Invite button, and its window while open.
pub fn button(ui: &mut Ui, s: &Session<Online>) {
    let (Some(host), Some(code)) = (s.host(), s.table().code()) else {
        return;
    };
    let ctx = ui.ctx().clone();
    let mut open = ctx.data(|d| d.get_temp::<bool>(open_id()).unwrap_or(false));
    if ui.small_button(s.t("ui-net-invite")).clicked() {
        open = !open;
    }
    let addr = address_for_friends(host.addr());
    egui::Window::new(s.t("ui-net-invite-title"))
        .id(egui::Id::unique("online-invite-window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_TOP, Vec2::new(0.0, 80.0))
        .show(&ctx, |ui| {
            let copyable = |ui: &mut Ui, about: &str, text: String| {
                ui.label(s.t(about));
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(&text).monospace());
                    if ui.small_button(s.t("ui-net-copy")).clicked() {
                        ui.ctx().copy_text(text);
                    }
                });
            };
            copyable(ui, "ui-net-invite-terminal", join_line(&addr, code));
            if host.serves_page() {
                copyable(ui, "ui-net-invite-link", join_link(&addr, code));
            }
            ui.weak(s.t("ui-net-invite-window"));
        });
    ctx.data_mut(|d| d.insert_temp(open_id(), open));
}
