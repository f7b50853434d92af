//! The menu bar as a slim toolbar: each button an icon (a symbol from
//! egui's emoji font, drawn in the text colour) and its words. In a wide
//! window the words carry the key ("⚙ Settings (F3)"); in a narrow one the
//! game's actions keep short words and the windows' toggles show only
//! their icon, the words on hover. Whatever is shown, a screen reader (and
//! the tests) hears the button's words without the icon.

use egui::{Response, Role, Ui, WidgetInfo};

pub const NEW_GAME: &str = "🃏";
pub const UNDO: &str = "↩";
pub const HINT: &str = "💡";
pub const ONLINE: &str = "🌐";
pub const LEAVE: &str = "🚪";
pub const SETTINGS: &str = "⚙";
pub const RULES: &str = "📖";
pub const STATS: &str = "📊";
pub const LOG: &str = "📜";
pub const HELP: &str = "❓";

/// Tighter buttons and gaps than egui's, for the bar's one line.
pub fn slim(ui: &mut Ui) {
    let s = ui.spacing_mut();
    s.button_padding = egui::vec2(5.0, 1.0);
    s.item_spacing.x = 2.0;
}

/// What a button shows: its icon and words, or the icon alone.
fn face(icon: &str, words: &str, icon_only: bool) -> String {
    if icon_only {
        icon.to_owned()
    } else {
        format!("{icon} {words}")
    }
}

/// A button that does something: framed only under the pointer.
pub fn button(ui: &mut Ui, icon: &str, words: &str, icon_only: bool) -> Response {
    let r = ui.add(egui::Button::new(face(icon, words, icon_only)).frame_when_inactive(false));
    let r = if icon_only { r.on_hover_text(words) } else { r };
    r.widget_info(|| WidgetInfo::labeled(Role::Button, ui.is_enabled(), words));
    r
}

/// A button that opens and closes a window: shown pressed while it is open.
pub fn toggle(ui: &mut Ui, open: &mut bool, icon: &str, words: &str, icon_only: bool) -> Response {
    let was = *open;
    let mut r = ui
        .add(egui::Button::selectable(was, face(icon, words, icon_only)).frame_when_inactive(was));
    if r.clicked() {
        *open = !*open;
        r.mark_changed();
    }
    let r = if icon_only { r.on_hover_text(words) } else { r };
    r.widget_info(|| WidgetInfo::selected(Role::Button, ui.is_enabled(), was, words));
    r
}
