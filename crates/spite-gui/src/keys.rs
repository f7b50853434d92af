//! The window's keyboard, in one table: the keyboard handler (`app`), the
//! help window's list (`panels`) and the key captions on the piles
//! (`table_ui`) all read these.

use egui::Key;

/// Pick up hand card 1..8.
pub const HAND: [Key; 8] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
];
/// Side piles 1..4: pick up the top card, or discard the held hand card there.
pub const SIDE: [Key; 4] = [Key::Q, Key::W, Key::E, Key::R];
/// Play the held card to centre pile 1..8.
pub const CENTRE: [Key; 8] = [
    Key::A,
    Key::S,
    Key::D,
    Key::F,
    Key::G,
    Key::J,
    Key::K,
    Key::L,
];
pub const PAYOFF: Key = Key::P;
pub const PARTNER_PAYOFF: Key = Key::O;
pub const HINT: Key = Key::H;
/// Undo; Ctrl+`UNDO_CTRL` too.
pub const UNDO: Key = Key::U;
pub const UNDO_CTRL: Key = Key::Z;
pub const NEW_GAME: Key = Key::N;
/// Yes to an open question, in every language (beside [`yes_letter`]).
pub const YES: Key = Key::Y;
/// Continue: next game, show my hand, confirm.
pub const CONTINUE: [Key; 2] = [Key::Enter, Key::Space];
/// The others' turn at once (a click on the table does the same).
pub const HURRY: Key = Key::Space;
/// Help; `?` (Shift+/) too.
pub const HELP: Key = Key::F1;
pub const LOG: Key = Key::F2;
pub const SETTINGS: Key = Key::F3;
pub const RULES: Key = Key::F4;
pub const STATS: Key = Key::F5;
/// Sound on or off.
pub const SOUND: Key = Key::M;
/// Ctrl+`QUIT` closes the window.
pub const QUIT: Key = Key::Q;

/// A key as printed on a caption or in the help: "A", "F1".
pub fn name(key: Key) -> &'static str {
    key.symbol_or_name()
}

/// The key that says yes to a question in `w`'s language, as its buttons
/// show it: the first letter of its yes ("J" for "Ja", "Д" for "Да").
pub fn yes_letter(w: &crate::lang::Words) -> String {
    w.tr("ui-key-yes", &[])
}

/// Whether yes was said to an open question this frame: [`yes_letter`]
/// pressed (a key egui names) or typed (a letter it does not, as Д), or
/// `Y` in any language. Consumes it, so the same key does nothing else
/// under the question (S and J are also centre piles' keys).
pub fn yes_pressed(ctx: &egui::Context, w: &crate::lang::Words) -> bool {
    let letter = yes_letter(w).to_lowercase();
    ctx.input_mut(|i| {
        let mut yes = i.consume_key(egui::Modifiers::NONE, YES);
        if let Some(k) = Key::from_name(&letter.to_uppercase()) {
            yes |= i.consume_key(egui::Modifiers::NONE, k);
        }
        let is_letter =
            |e: &egui::Event| matches!(e, egui::Event::Text(t) if t.to_lowercase() == letter);
        if i.events.iter().any(is_letter) {
            i.events.retain(|e| !is_letter(e));
            yes = true;
        }
        yes
    })
}

/// The help's name for the yes keys: "Y", or "J or Y".
fn yes_names(w: &crate::lang::Words) -> String {
    let letter = yes_letter(w);
    if letter == name(YES) {
        letter
    } else {
        format!("{letter} / {}", name(YES))
    }
}

fn names(keys: &[Key]) -> String {
    keys.iter().map(|&k| name(k)).collect::<Vec<_>>().join(" ")
}

/// Every shortcut with what it does, for the help window, in `w`'s
/// language (key names stay as the keyboard prints them).
///
/// `online`: the keys of an online game, where the server deals the next
/// game and there is no match of this window's to abandon (no `N`, `Y`;
/// `Enter` goes on from a finished game's table to the next game).
pub fn shortcuts(w: &crate::lang::Words, online: bool) -> Vec<(String, String)> {
    let t = |id: &str| w.tr(id, &[]);
    const CONTINUE_KEYS: &str = "Enter / Space";
    let local_only = [name(NEW_GAME).to_owned(), yes_names(w)];
    let mut list = vec![
        (
            format!("{} – {}", name(HAND[0]), name(HAND[HAND.len() - 1])),
            t("ui-help-key-hand"),
        ),
        (name(PAYOFF).into(), t("ui-help-key-payoff")),
        (name(PARTNER_PAYOFF).into(), t("ui-help-key-partner")),
        (names(&SIDE), t("ui-help-key-side")),
        (
            format!("{} ({})", names(&CENTRE[..3]), names(&CENTRE[3..])),
            t("ui-help-key-centre"),
        ),
        ("Esc".into(), t("ui-help-key-escape")),
        (name(HINT).into(), t("ui-help-key-hint")),
        (t("ui-help-key-undo-name"), t("ui-help-key-undo")),
        (name(NEW_GAME).into(), t("ui-help-key-new")),
        (yes_names(w), t("ui-help-key-confirm")),
        (CONTINUE_KEYS.into(), t("ui-help-key-continue")),
        (name(HURRY).into(), t("ui-help-key-hurry")),
        (t("ui-help-key-help-name"), t("ui-help-key-help")),
        (name(LOG).into(), t("ui-help-key-log")),
        (name(SETTINGS).into(), t("ui-help-key-settings")),
        (name(RULES).into(), t("ui-help-key-rules")),
        (name(STATS).into(), t("ui-help-key-statistics")),
        (name(SOUND).into(), t("ui-help-key-sound")),
        (format!("Ctrl+{}", name(QUIT)), t("ui-help-key-quit")),
        (t("ui-help-mouse-name"), t("ui-help-mouse")),
    ];
    if online {
        list.retain(|(key, _)| !local_only.contains(key));
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_online_games_help_lists_no_local_match_keys() {
        let w = crate::lang::words(crate::lang::Language::English);
        let local = shortcuts(&w, false);
        let online = shortcuts(&w, true);
        assert_eq!(online.len() + 2, local.len());
        for key in ["N", "Y"] {
            assert!(local.iter().any(|(k, _)| k == key), "{key}");
            assert!(!online.iter().any(|(k, _)| k == key), "{key}");
        }
        // Enter goes on to the next game online too.
        assert!(online.iter().any(|(k, _)| k == "Enter / Space"));
    }

    #[test]
    fn the_help_lists_the_keys_as_the_piles_show_them() {
        let list = shortcuts(&crate::lang::words(crate::lang::Language::English), false);
        assert_eq!(list[0].0, "1 – 8");
        assert_eq!(list[3].0, "Q W E R");
        assert_eq!(list[4].0, "A S D (F G J K L)");
        assert_eq!(list[7].0, "U or Ctrl+Z");
        assert_eq!(list[11].0, "Space");
        assert_eq!(list[12].0, "F1 or ?");
    }
}
