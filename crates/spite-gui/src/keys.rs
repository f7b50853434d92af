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
pub const YES: Key = Key::Y;
/// Continue: next game, show my hand, confirm.
pub const CONTINUE: [Key; 2] = [Key::Enter, Key::Space];
/// Help; `?` (Shift+/) too.
pub const HELP: Key = Key::F1;
pub const LOG: Key = Key::F2;
pub const SETTINGS: Key = Key::F3;
pub const RULES: Key = Key::F4;
pub const STATS: Key = Key::F5;
/// Ctrl+`QUIT` closes the window.
pub const QUIT: Key = Key::Q;

/// A key as printed on a caption or in the help: "A", "F1".
pub fn name(key: Key) -> &'static str {
    key.symbol_or_name()
}

fn names(keys: &[Key]) -> String {
    keys.iter().map(|&k| name(k)).collect::<Vec<_>>().join(" ")
}

/// Every shortcut with what it does, for the help window.
pub fn shortcuts() -> Vec<(String, &'static str)> {
    vec![
        (
            format!("{} – {}", name(HAND[0]), name(HAND[HAND.len() - 1])),
            "pick up a hand card",
        ),
        (name(PAYOFF).into(), "pick up your pay-off card"),
        (
            name(PARTNER_PAYOFF).into(),
            "pick up your partner's pay-off card (partnership game)",
        ),
        (
            names(&SIDE),
            "pick up a side pile's top card, or with a hand card held: discard there (ends the turn)",
        ),
        (
            format!("{} ({})", names(&CENTRE[..3]), names(&CENTRE[3..])),
            "play the held card to centre pile 1, 2, 3 (…)",
        ),
        (
            "Esc".into(),
            "put the held card down; close any open window or question",
        ),
        (
            name(HINT).into(),
            "hint: the computer suggests a move and says why",
        ),
        (
            format!("{} or Ctrl+{}", name(UNDO), name(UNDO_CTRL)),
            "undo (only moves of this turn that revealed nothing)",
        ),
        (
            name(NEW_GAME).into(),
            "new game (next game of the match, or a new match)",
        ),
        (name(YES).into(), "confirm abandoning the match"),
        (
            "Enter / Space".into(),
            "continue: next game, show my hand, confirm",
        ),
        (format!("{} or ?", name(HELP)), "this help"),
        (name(LOG).into(), "move log"),
        (name(SETTINGS).into(), "settings"),
        (name(RULES).into(), "rules of the match"),
        (name(STATS).into(), "statistics"),
        (
            format!("Ctrl+{}", name(QUIT)),
            "quit (the match is saved after every move)",
        ),
        (
            "Mouse".into(),
            "click a card then a pile, or drag the card onto the pile",
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_lists_the_keys_as_the_piles_show_them() {
        let list = shortcuts();
        assert_eq!(list[0].0, "1 – 8");
        assert_eq!(list[3].0, "Q W E R");
        assert_eq!(list[4].0, "A S D (F G J K L)");
        assert_eq!(list[7].0, "U or Ctrl+Z");
        assert_eq!(list[11].0, "F1 or ?");
    }
}
