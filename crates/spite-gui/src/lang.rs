//! The window's language: every sentence about the game through
//! `spite_i18n::Fluent` (the tabletop's `Render`), every word of the
//! window's own through [`Words::tr`] and the `ui-*` messages of
//! `crates/spite-i18n/i18n/*/spite.ftl`.

pub use spite_i18n::{Arg, Language};
use spite_table::{SeatName, Side, Symbols};

/// The window's words in one language, cards shown with their suit
/// symbols (`5♥`).
pub type Words = spite_i18n::Fluent<Symbols>;

/// The words of `lang`. Moves are told with cards and piles ("Hint: play
/// 9♣ from hand to centre pile 1"): the window's player moves cards, and
/// never types the terminal's notation (`h5 c1`).
pub fn words(lang: Language) -> Words {
    spite_i18n::Fluent::new(lang, Symbols).with_moves(spite_i18n::MoveText::Words)
}

/// A message of the window's own with no arguments.
pub fn t(words: &Words, id: &str) -> String {
    words.tr(id, &[])
}

/// A seat's or partnership's name as the statistics keep it: the same in
/// every language ("Player 1", "Player 1 & Computer 2"), so a change of
/// language starts no new row.
pub fn side_key(side: &Side) -> String {
    side.0.iter().map(seat_key).collect::<Vec<_>>().join(" & ")
}

/// A seat's part of a statistics key, which [`seat_of_key`] reads back
/// (made here, not by the English words, so rewording them keeps the rows).
fn seat_key(name: &SeatName) -> String {
    match name {
        SeatName::You => "You".into(),
        SeatName::Player(n) => format!("Player {n}"),
        SeatName::Computer(None) => "Computer".into(),
        SeatName::Computer(Some(n)) => format!("Computer {n}"),
        SeatName::Seat(n) => format!("Seat {n}"),
        SeatName::Named(s) => s.clone(),
    }
}

/// A statistics key ([`side_key`]) back as a side, to show it in the
/// window's language.
pub fn side_of_key(key: &str) -> Side {
    Side(key.split(" & ").map(seat_of_key).collect())
}

fn seat_of_key(name: &str) -> SeatName {
    let number = |prefix: &str| name.strip_prefix(prefix).and_then(|n| n.parse::<u8>().ok());
    if name == "You" {
        SeatName::You
    } else if name == "Computer" {
        SeatName::Computer(None)
    } else if let Some(n) = number("Player ") {
        SeatName::Player(n)
    } else if let Some(n) = number("Computer ") {
        SeatName::Computer(Some(n))
    } else if let Some(n) = number("Seat ") {
        SeatName::Seat(n)
    } else {
        SeatName::Named(name.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_table::Render;

    #[test]
    fn statistics_keys_are_english_and_read_back_in_any_language() {
        let side = Side(vec![SeatName::Player(1), SeatName::Computer(Some(2))]);
        let key = side_key(&side);
        assert_eq!(key, "Player 1 & Computer 2");
        assert_eq!(side_of_key(&key), side);
        for name in [
            SeatName::You,
            SeatName::Player(3),
            SeatName::Computer(None),
            SeatName::Computer(Some(2)),
            SeatName::Seat(4),
            SeatName::Named("Ann".into()),
        ] {
            let side = Side(vec![name]);
            assert_eq!(side_of_key(&side_key(&side)), side);
        }
        let bg = words(Language::Bulgarian);
        assert_eq!(
            Render::side(&bg, &side_of_key("Computer")),
            bg.name(&SeatName::Computer(None))
        );
        assert_ne!(Render::side(&bg, &side_of_key(&key)), key);
    }
}
