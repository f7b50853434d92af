//! A hint's reason on positions built so that the reason is known: the
//! opponent's next pay-off card blocked, a pile not opened for it, a king
//! kept, the hand emptied for five new cards, nothing that brings the
//! pay-off card closer.

mod common;

use common::layout;
use spite_ai::{HintWhy, hint};
use spite_core::{Game, Rank, Target};

/// The hint for seat 0, which is to move.
fn hint_of(game: &Game) -> spite_ai::Hint {
    hint(&game.observation(0)).expect("seat 0 is to move")
}

#[test]
fn holding_a_run_back_that_would_open_a_pile_says_so() {
    // Centres empty; hand A♦ 3♣ 4♣ 6♥ K♦, side pile 2♥ over 4♥, pay-off 9♦.
    // A, 2, 3, 4, K as 5, 6 would leave a pile needing 7, two ranks from
    // the 9: closer, so "nothing in the centre brings your pay-off card
    // closer" would be false. The opponent shows 7♠ with 6♠ and 5♠ on its
    // side piles: every step of that run brings its 7 nearer.
    let game = layout(
        ["2C 9D", "3C 7S"],
        ["AD 3C 4C 6H KD", "8C 8D 9S 9H TS"],
        [["4H 2H", "", "", ""], ["6S", "5S", "", ""]],
        ["", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.steps.is_empty(), "{h:?}");
    assert!(matches!(h.mv.to, Target::Side(_)), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::HelpsOpponent { rank: Rank::new(7) });
}

#[test]
fn the_same_run_with_the_opponent_far_off_empties_the_hand() {
    // The same hand and side pile; the opponent's pay-off queen is far
    // from every pile the run leaves, so the run is played: the hand is
    // emptied for five new cards.
    let game = layout(
        ["2C 9D", "3C QS"],
        ["AD 3C 4C 6H KD", "8C 8D 9S 9H TS"],
        [["4H 2H", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.discard.is_none(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::EmptiesHand { cards: 5 });
}

#[test]
fn playing_past_the_opponents_next_card_blocks_it() {
    // Centre 1 needs a 5, the opponent's pay-off card. Our 5♥ moves the
    // pile past it; our pay-off 8 stays out of reach (no 6 or 7).
    let game = layout(
        ["2C 8H", "3C 5S"],
        ["5H 9C TC JC QC", "8C 8D 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D 3D 4D", "", ""],
    );
    let h = hint_of(&game);
    assert_eq!(h.plan.steps.len(), 1, "{h:?}");
    assert_eq!(h.plan.steps[0].rank, Rank::new(5));
    assert!(h.plan.discard.is_some(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::BlocksOpponent { rank: Rank::new(5) });
}

#[test]
fn a_king_that_alone_would_start_a_pile_is_kept() {
    // Centres empty, no ace in hand: only the king (as an ace) could start
    // a pile towards the pay-off queen. The king is kept for it.
    let game = layout(
        ["2C QH", "3C QS"],
        ["KH 7C 8C 9C TC", "8D 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.steps.is_empty(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::KeepsKing);
}

#[test]
fn a_run_of_the_whole_hand_empties_it_for_five_new_cards() {
    // Centre 1 needs a 2: 2 to 6 from hand play out the hand, though the
    // pay-off queen stays far.
    let game = layout(
        ["2C QH", "3C QS"],
        ["2C 3C 4C 5C 6C", "8D 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD", "", ""],
    );
    let h = hint_of(&game);
    assert_eq!(h.plan.steps.len(), 3);
    assert!(h.plan.more && h.plan.discard.is_none(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::EmptiesHand { cards: 5 });
}

#[test]
fn nothing_closer_only_when_no_centre_play_brings_the_card_nearer() {
    // Centre 1 needs a 3, the others an ace; no 3, no ace, no king in
    // hand and none on the side piles.
    let game = layout(
        ["2C 9D", "3C QS"],
        ["QH JC 2S 4H 9H", "8D 8H 9S TH TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.steps.is_empty(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::NothingCloser);
}
