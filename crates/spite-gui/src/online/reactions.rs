//! The few fixed reactions of an online table: five small buttons in the
//! room bar, a reaction received shown for a few seconds beside its
//! sender's seat, and a seat's reactions muted or heard again. No free
//! text: nothing to moderate.

use std::time::{Duration, Instant};

use egui::{RichText, Ui};
use spite_core::Seat;
use spite_server::protocol::{Reaction, SeatKind};

use super::Online;
use super::dialog::OnlineCommand;
use crate::face::TableFace;
use crate::session::Session;

/// How long a reaction stays beside its sender's seat.
pub const SHOWN: Duration = Duration::from_secs(5);

/// The reactions received lately, newest last.
#[derive(Default)]
pub struct Heard(Vec<(Seat, Reaction, Instant)>);

impl Heard {
    /// `seat` reacted now: it replaces that seat's last one.
    pub fn heard(&mut self, seat: Seat, reaction: Reaction) {
        self.0.retain(|(s, _, _)| *s != seat);
        self.0.push((seat, reaction, Instant::now()));
    }

    /// `seat`'s reaction still shown, and how long it stays.
    fn shown(&self, seat: Seat) -> Option<(Reaction, Duration)> {
        self.0
            .iter()
            .find(|(s, _, _)| *s == seat)
            .and_then(|(_, r, at)| SHOWN.checked_sub(at.elapsed()).map(|left| (*r, left)))
    }
}

/// What follows a seat's name in the room bar: the reaction it sent
/// lately, and the mute toggle for another person's seat.
pub fn beside_seat(ui: &mut Ui, s: &Session<Online>, seat: Seat) -> Option<OnlineCommand> {
    if let Some((reaction, left)) = s.venue.heard.shown(seat) {
        let words = s.tr("ui-reaction", &[("reaction", reaction.as_str().into())]);
        ui.label(RichText::new(format!("«{words}»")).italics().strong());
        // Gone when its time is up, even if nothing else happens.
        ui.ctx().request_repaint_after(left);
    }
    let person = s
        .table()
        .seat_infos()
        .get(usize::from(seat))
        .is_some_and(|i| i.kind == SeatKind::Person);
    if !person || s.table().seat() == Some(seat) {
        return None;
    }
    let muted = s.table().muted(seat);
    let (icon, tip) = if muted {
        ("🔇", "ui-reaction-unmute")
    } else {
        ("🔈", "ui-reaction-mute")
    };
    let name = s.seat_name(seat);
    ui.small_button(icon)
        .on_hover_text(s.tr(tip, &[("name", name.into())]))
        .clicked()
        .then_some(OnlineCommand::Mute(seat, !muted))
}

/// The five reactions, in a small menu of the room bar, once seated at
/// a table with another person to tell.
pub fn buttons(ui: &mut Ui, s: &Session<Online>) -> Option<OnlineCommand> {
    let me = s.table().seat()?;
    let others = s
        .table()
        .seat_infos()
        .iter()
        .enumerate()
        .any(|(seat, i)| seat != usize::from(me) && i.kind == SeatKind::Person);
    if !others {
        return None;
    }
    let mut command = None;
    ui.menu_button(format!("💬 {}", s.t("ui-reaction-menu")), |ui| {
        for reaction in Reaction::ALL {
            let words = s.tr("ui-reaction", &[("reaction", reaction.as_str().into())]);
            if ui.button(words).clicked() {
                command = Some(OnlineCommand::React(reaction));
                ui.close();
            }
        }
    });
    command
}
