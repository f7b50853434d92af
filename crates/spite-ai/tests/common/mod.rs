//! Helpers shared by the spite-ai tests: exact layouts, and games that share
//! one seat's view while their hidden cards differ.
#![allow(dead_code)]

use spite_ai::{BotRng, bot_rng};
use spite_core::{Card, Game, Rules, Setup};

pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

/// A two-player g4a layout: the named piles hold these cards (bottom to top)
/// and every other card is in the stock, in rank order.
pub fn layout(
    payoff: [&str; 2],
    hands: [&str; 2],
    sides: [[&str; 4]; 2],
    centre: [&str; 3],
) -> Game {
    layout_for(Rules::g4a(), &payoff, &hands, &sides, &centre)
}

/// A layout for `rules` (one pay-off pile, hand and four side piles per
/// seat): the named piles hold these cards (bottom to top), every other
/// card is in the stock in rank order, and seat 0 plays first.
pub fn layout_for(
    rules: Rules,
    payoff: &[&str],
    hands: &[&str],
    sides: &[[&str; 4]],
    centre: &[&str],
) -> Game {
    let mut left = vec![usize::from(rules.decks()); 52];
    let mut take = |text: &str| {
        let cs = cards(text);
        for c in &cs {
            assert!(left[c.index()] > 0, "layout uses {c} too often");
            left[c.index()] -= 1;
        }
        cs
    };
    let payoff: Vec<Vec<Card>> = payoff.iter().map(|p| take(p)).collect();
    let hands: Vec<Vec<Card>> = hands.iter().map(|p| take(p)).collect();
    let sides: Vec<Vec<Vec<Card>>> = sides
        .iter()
        .map(|s| s.iter().map(|p| take(p)).collect())
        .collect();
    let centre: Vec<Vec<Card>> = centre.iter().map(|p| take(p)).collect();
    let mut stock = vec![];
    for c in Card::all() {
        for _ in 0..left[c.index()] {
            stock.push(c);
        }
    }
    let setup = Setup {
        payoff,
        hands,
        stock,
        sides,
        centre,
        set_aside: vec![],
        first: Some(0),
    };
    Game::from_setup(rules, &setup, 1).expect("test layout is valid")
}

fn below(rng: &mut BotRng, n: usize) -> usize {
    (rand_core::Rng::next_u64(rng) % n as u64) as usize
}

/// A game that `seat` cannot tell from `game`: the cards it cannot see
/// (other hands, the stock, buried pay-off cards) are dealt again at random
/// into the same places, and later shuffles get another seed.
pub fn rearranged(game: &Game, seat: u8, seed: u64) -> Game {
    let mut state = game.state();
    let mut rng = bot_rng(seed);
    let layout = &mut state.layout;
    let mut hidden: Vec<Card> = layout.stock.clone();
    for (s, hand) in layout.hands.iter().enumerate() {
        if s as u8 != seat {
            hidden.extend_from_slice(hand);
        }
    }
    for pile in &layout.payoff {
        if let Some((_, below_top)) = pile.split_last() {
            hidden.extend_from_slice(below_top);
        }
    }
    for i in (1..hidden.len()).rev() {
        let j = below(&mut rng, i + 1);
        hidden.swap(i, j);
    }
    let mut next = hidden.into_iter();
    let mut deal = |n: usize| -> Vec<Card> { next.by_ref().take(n).collect() };
    layout.stock = deal(layout.stock.len());
    for s in 0..layout.hands.len() {
        if s as u8 != seat {
            let mut hand = deal(layout.hands[s].len());
            hand.sort();
            layout.hands[s] = hand;
        }
    }
    for pile in &mut layout.payoff {
        if let Some(&top) = pile.last() {
            let mut new = deal(pile.len() - 1);
            new.push(top);
            *pile = new;
        }
    }
    state.seed ^= seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    Game::from_state(&state).expect("a rearranged game is still consistent")
}

/// Plays `moves` random-ish legal moves from a seeded deal, so tests see
/// positions from all through a game; `None` if the game ended first.
pub fn position(rules: Rules, seed: u64, moves: usize) -> Option<Game> {
    let mut game = Game::new(rules, seed).expect("valid rules");
    let mut rng = bot_rng(seed);
    for _ in 0..moves {
        if game.is_over() {
            return None;
        }
        let legal = game.legal_moves();
        // Prefer centre plays, so positions look like real play and the
        // stock runs down through completed piles.
        let centre: Vec<_> = legal.iter().filter(|m| !m.is_discard()).collect();
        let mv = if !centre.is_empty() && below(&mut rng, 4) != 0 {
            *centre[below(&mut rng, centre.len())]
        } else {
            legal[below(&mut rng, legal.len())]
        };
        game.apply(mv).expect("a legal move applies");
    }
    (!game.is_over()).then_some(game)
}
