//! A seat's view reads move text and names each kind of mistake, typed,
//! with this table's real sizes.

mod common;

use common::Layout;
use spite_core::{
    Card, Game, Malformed, Move, MoveParseError, PlayerView, Rules, Slot, Source, Target,
};

/// Seat 0's view of a g4a table (three centre piles) where it holds five
/// spades, has 6C on side pile 1 and 7D on its pay-off pile.
fn view() -> PlayerView {
    let rules = Rules::g4a();
    let layout = Layout {
        payoff: vec!["7D", "9D"],
        hands: vec!["2S 3S 4S 5S 6S", "9H"],
        sides: vec![["6C", "", "", ""], ["", "", "", ""]],
        first: Some(0),
        ..Layout::default()
    };
    let game = Game::from_setup(rules, &layout.build(&rules), 1).expect("the layout deals");
    game.observation(0)
}

fn refused(text: &str) -> MoveParseError {
    view().parse_move(text).expect_err(text)
}

#[test]
fn a_hand_slot_or_side_pile_past_the_seats_is_no_such_slot_with_the_real_count() {
    for text in ["h6 c1", "h9 c1", "H12 c1", "h0 c1"] {
        assert_eq!(
            refused(text),
            MoveParseError::NoSuchSlot {
                slot: Slot::Hand,
                word: text.split(' ').next().unwrap().to_lowercase(),
                count: 5,
            },
            "{text}"
        );
    }
    assert_eq!(
        refused("s5 c1"),
        MoveParseError::NoSuchSlot {
            slot: Slot::Side,
            word: "s5".into(),
            count: 4,
        }
    );
    assert_eq!(
        refused("h1 s9").to_string(),
        "there is no side pile s9; each seat has 4"
    );
    assert_eq!(
        refused("h6 c1").to_string(),
        "there is no hand card h6; the hand holds 5 cards"
    );
    // A number too long for any integer is still the same mistake, cut.
    let MoveParseError::NoSuchSlot { word, count, .. } = refused("h99999999999999999999999 c1")
    else {
        panic!("a huge hand slot")
    };
    assert_eq!((word.chars().count(), count), (21, 5));
    assert!(word.starts_with("h9999") && word.ends_with('…'), "{word}");
}

#[test]
fn a_centre_pile_past_the_tables_is_no_such_pile_with_the_real_count() {
    for (text, word) in [("h1 c4", "c4"), ("h1 C9", "c9"), ("p c300", "c300")] {
        assert_eq!(
            refused(text),
            MoveParseError::NoSuchPile {
                word: word.into(),
                piles: 3,
            },
            "{text}"
        );
    }
    let mut rules = Rules::g4a();
    rules.centre_piles = 4;
    let game = Game::new(rules, 3).expect("four centre piles deal");
    let view = game.observation(game.to_move());
    assert_eq!(
        view.parse_move("h1 c9"),
        Err(MoveParseError::NoSuchPile {
            word: "c9".into(),
            piles: 4
        })
    );
    assert_eq!(
        view.parse_move("h1 c4"),
        Ok(Move::new(Source::Hand(0), Target::Centre(3)))
    );
}

#[test]
fn a_card_the_seat_cannot_play_from_anywhere_is_not_held() {
    let queen: Card = "QH".parse().unwrap();
    assert_eq!(refused("QH c1"), MoveParseError::NotHeld { card: queen });
    assert_eq!(refused("qh c1"), MoveParseError::NotHeld { card: queen });
    // Cards it can play are found where they are.
    let v = view();
    assert_eq!(v.parse_move("7d c1").map(|m| m.from), Ok(Source::Payoff));
    assert_eq!(v.parse_move("4S c1").map(|m| m.from), Ok(Source::Hand(2)));
    assert_eq!(v.parse_move("6C c2").map(|m| m.from), Ok(Source::Side(0)));
}

#[test]
fn text_that_is_no_move_at_all_says_how_it_fails() {
    let not_a_move = |text: &str| match refused(text) {
        MoveParseError::NotAMove(m) => m,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(not_a_move(""), Malformed::Empty);
    assert_eq!(
        not_a_move("fly away"),
        Malformed::Unknown {
            word: "fly".into(),
            hand: 5,
            partner: false,
        }
    );
    assert_eq!(not_a_move("h1"), Malformed::NoTarget { word: "h1".into() });
    assert_eq!(
        not_a_move("h1 c1 c2"),
        Malformed::Words {
            text: "h1 c1 c2".into(),
            words: 3
        }
    );
    assert_eq!(
        not_a_move("c1 h1"),
        Malformed::Reversed {
            word: "c1".into(),
            swapped: Some("h1 c1".into()),
        }
    );
    assert_eq!(
        not_a_move("c1 c2"),
        Malformed::Reversed {
            word: "c1".into(),
            swapped: None,
        }
    );
    assert_eq!(
        not_a_move("h1 p"),
        Malformed::SourceAsTarget {
            word: "p".into(),
            piles: 3
        }
    );
    assert_eq!(
        not_a_move("h1 zz"),
        Malformed::NotATarget {
            word: "zz".into(),
            piles: 3
        }
    );
    assert!(refused("fly").is_not_a_move());
    assert!(!refused("h6 c1").is_not_a_move());
    assert!(!refused("QH c1").is_not_a_move());
}

#[test]
fn good_text_reads_the_same_with_and_without_a_view() {
    let v = view();
    for text in ["h1 c1", "h5 s4", "p c3", "s1 c2", "P C3", "  h2   s1 "] {
        assert_eq!(v.parse_move(text), text.parse::<Move>(), "{text}");
    }
}
