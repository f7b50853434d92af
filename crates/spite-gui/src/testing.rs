//! Set-up positions for tests and demonstrations (public so the window tests
//! in `tests/` can use them too).

use spite_core::{Card, Match, Rules, Setup};

/// Both decks of a two-player game, in a fixed order.
fn two_decks() -> Vec<Card> {
    Card::all().chain(Card::all()).collect()
}

fn take(pool: &mut Vec<Card>, text: &str) -> Card {
    let card: Card = text.parse().expect("test cards are written correctly");
    let i = pool
        .iter()
        .position(|&c| c == card)
        .expect("the pool holds two of every card");
    pool.remove(i)
}

/// A two-player g4a match where seat 0 (to move) has one pay-off card left,
/// the ace of hearts, and can win at once with `p c1`. Seat 1 has 10 pay-off
/// cards left, so the win scores 10 points. Seat 0's hand holds
/// 5♠ 7♦ 9♣ J♥ Q♠, none of which fits an empty centre pile.
pub fn near_end_match() -> Match {
    let mut pool = two_decks();
    let payoff0 = vec![take(&mut pool, "AH")];
    let hand0: Vec<Card> = ["5S", "7D", "9C", "JH", "QS"]
        .iter()
        .map(|t| take(&mut pool, t))
        .collect();
    let payoff1: Vec<Card> = ["3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "2C"]
        .iter()
        .map(|t| take(&mut pool, t))
        .collect();
    let hand1: Vec<Card> = ["2H", "3H", "4H", "6H", "8H"]
        .iter()
        .map(|t| take(&mut pool, t))
        .collect();
    let setup = Setup {
        payoff: vec![payoff0, payoff1],
        hands: vec![hand0, hand1],
        stock: pool,
        first: Some(0),
        ..Setup::default()
    };
    Match::from_setup(Rules::g4a(), setup, 11).expect("the near-end setup is valid")
}
