//! Rematch under an online match's end: offer one, answer the one
//! offered, see who is still to accept or who declined. When every
//! person accepts, the server seats the window in the new room (its
//! token kept as any seat's).

use egui::Ui;

use super::Online;
use super::dialog::OnlineCommand;
use crate::face::TableFace;
use crate::session::Session;

/// The rematch part of the match-over window.
pub fn rematch(ui: &mut Ui, s: &Session<Online>) -> Option<OnlineCommand> {
    let mut command = None;
    let table = s.table();
    if let Some((seat, left)) = s.venue.rematch_cancelled
        && table.rematch().is_none()
    {
        let id = if left {
            "ui-rematch-left"
        } else {
            "ui-rematch-declined"
        };
        ui.label(s.tr(id, &[("name", s.seat_name(seat).into())]));
    }
    match table.rematch() {
        None => {
            if ui.button(s.t("ui-rematch-button")).clicked() {
                command = Some(OnlineCommand::Rematch);
            }
        }
        Some(offer) if table.must_answer_rematch() => {
            ui.label(s.tr(
                "ui-rematch-offered",
                &[("name", s.seat_name(offer.by).into())],
            ));
            ui.horizontal(|ui| {
                if ui.button(s.t("ui-rematch-accept")).clicked() {
                    command = Some(OnlineCommand::AnswerRematch(true));
                }
                if ui.button(s.t("ui-rematch-decline")).clicked() {
                    command = Some(OnlineCommand::AnswerRematch(false));
                }
            });
        }
        Some(offer) => {
            let names: Vec<String> = offer.waiting_for.iter().map(|&p| s.seat_name(p)).collect();
            ui.label(s.tr("ui-rematch-waiting", &[("names", names.join(", ").into())]));
        }
    }
    command
}
