//! The expert's budget: more play-outs over more plans once either side is
//! close to going out, the ordinary budget before that.

mod common;

use common::layout;
use spite_ai::Budget;
use spite_core::{Game, Rules};

/// A layout whose pay-off piles hold `mine` and `theirs` cards (seat 0 is us).
fn race(mine: &str, theirs: &str) -> Game {
    layout(
        [mine, theirs],
        ["4H 9H JH TC 8D", "3C 3D 7S 7H 8S"],
        [["", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    )
}

#[test]
fn the_expert_thinks_harder_in_the_endgame() {
    let b = Budget::DEFAULT;
    let ordinary = (b.iterations as usize, usize::from(b.candidates));
    let endgame = (
        (b.iterations * b.endgame_factor) as usize,
        usize::from(b.endgame_candidates),
    );
    assert!(endgame.0 > ordinary.0 && endgame.1 > ordinary.1);

    let start = Game::new(Rules::g4a(), 7).expect("g4a deals");
    assert_eq!(b.effort(&start.observation(0)), ordinary);

    let six = "AC 2C 3C 4C 5C 6C";
    let five = "AD 2D 3D 4D 5D";
    // Both sides six cards away: not yet.
    assert_eq!(
        b.effort(&race(six, "AS 2S 3S 4S 5S 6S").observation(0)),
        ordinary
    );
    // Either side five cards away: the endgame, seen from both seats.
    let near = race(five, "AS 2S 3S 4S 5S 6S 7S 8S 9S");
    assert_eq!(b.effort(&near.observation(0)), endgame);
    assert_eq!(b.effort(&near.observation(1)), endgame);
    let theirs = race(six, five);
    assert_eq!(b.effort(&theirs.observation(0)), endgame);

    // A budget without an endgame never changes.
    let flat = Budget {
        endgame_payoff: 0,
        ..b
    };
    assert_eq!(flat.effort(&near.observation(0)), ordinary);
}

#[test]
fn a_big_table_gets_half_the_play_outs_and_the_partnership_all_its_plans() {
    let b = Budget::DEFAULT;
    let at = |players: u8, partnership: bool| {
        let rules = Rules {
            players,
            partnership,
            ..Rules::g4a()
        };
        let game = Game::new(rules, 7).expect("g4a deals for 2 to 6");
        b.effort(&game.observation(0))
    };
    let full = (b.iterations as usize, usize::from(b.candidates));
    assert_eq!(at(2, false), full);
    assert_eq!(at(3, false), full);
    // Each play-out plays every other seat's turn: from four seats on,
    // half the play-outs over half the plans...
    let half = (full.0.div_ceil(2), full.1.div_ceil(2));
    assert_eq!(at(b.big_table, false), half);
    assert_eq!(at(6, false), half);
    assert!(half.0 < full.0 && half.1 < full.1);
    // ...but the partnership game shares all its play-outs among as
    // many plans.
    assert_eq!(at(4, true), full);
}

#[test]
fn the_partnership_endgame_keeps_the_play_outs_of_the_rest_of_its_game() {
    let b = Budget::DEFAULT;
    let rules = Rules {
        players: 4,
        partnership: true,
        ..Rules::g4a()
    };
    let mut game = Game::new(rules, 7).expect("g4a deals for 4");
    let ordinary = b.effort(&game.observation(0));
    assert_eq!(ordinary, (b.iterations as usize, usize::from(b.candidates)));
    // Play until a side is within the endgame.
    let mut bots: Vec<_> = (0..4).map(|_| spite_ai::Level::Hard.bot()).collect();
    let mut rng = spite_ai::bot_rng(7);
    while !game.is_over() {
        let view = game.observation(game.to_move());
        let payoff_left =
            |seats: [u8; 2]| -> usize { seats.iter().map(|&s| view.payoff_count(s)).sum() };
        if payoff_left([0, 2]).min(payoff_left([1, 3])) <= usize::from(b.endgame_payoff) {
            // Twice the play-outs halved is the same count, over the
            // endgame's plans.
            let endgame = (b.iterations as usize, usize::from(b.endgame_candidates));
            assert_eq!(b.effort(&view), endgame);
            assert!(endgame.1 > ordinary.1);
            return;
        }
        let seat = usize::from(game.to_move());
        let mv = bots[seat].choose(&view, &mut rng);
        game.apply(mv).expect("a bot's move is legal");
    }
    panic!("the game ended before either side's endgame");
}
