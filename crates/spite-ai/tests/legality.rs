//! Bots never return an illegal move, whatever legal position they get:
//! both presets, 2 to 6 players, partnerships, a nearly empty stock, and
//! hands emptied with refills switched off.

mod common;

use common::position;
use spite_ai::{Budget, Level, bot_rng};
use spite_core::{Game, Rules};

/// Small expert budget: legality does not depend on how long it thinks.
const QUICK: Budget = Budget {
    iterations: 6,
    candidates: 3,
    ..Budget::DEFAULT
};

fn variants() -> Vec<(&'static str, Rules)> {
    let mut out = vec![("g4a", Rules::g4a()), ("classic", Rules::classic())];
    for players in 3..=6 {
        out.push((
            "many players",
            Rules {
                players,
                ..Rules::g4a()
            },
        ));
    }
    out.push((
        "partnership",
        Rules {
            players: 4,
            partnership: true,
            ..Rules::g4a()
        },
    ));
    out.push((
        "no refill",
        Rules {
            refill_empty_hand: false,
            ..Rules::g4a()
        },
    ));
    // 104 cards, 90 in pay-off piles and 10 in hands: the stock is nearly
    // empty from the start, so games reach its end.
    out.push((
        "short stock",
        Rules {
            payoff_size: 45,
            ..Rules::g4a()
        },
    ));
    out.push((
        "short stock, classic",
        Rules {
            payoff_size: 45,
            ..Rules::classic()
        },
    ));
    out
}

fn check_every_level(game: &Game, what: &str) {
    let seat = game.to_move();
    let view = game.observation(seat);
    for level in Level::ALL {
        let mut bot = level.bot_with_budget(QUICK);
        let mv = bot.choose(&view, &mut bot_rng(7));
        assert!(
            view.check(mv).is_ok() && game.check(mv).is_ok(),
            "{level} chose illegal {mv} in a {what} position: {:?}",
            view.check(mv)
        );
    }
}

#[test]
fn every_level_plays_legal_moves_in_many_positions() {
    for (what, rules) in variants() {
        for seed in 0..12u64 {
            for moves in [0, 9, 31, 80] {
                if let Some(game) = position(rules, seed * 101 + u64::from(rules.players), moves) {
                    check_every_level(&game, what);
                }
            }
        }
    }
}

#[test]
fn whole_games_between_levels_stay_legal_to_the_end() {
    // Each seat a different level, played to the end (or a cap), checking
    // every move; short-stock rules make several games end drawn.
    for (what, rules) in variants() {
        for seed in 0..2u64 {
            let mut game = Game::new(rules, seed).expect("valid rules");
            let mut bots: Vec<_> = (0..rules.players)
                .map(|s| {
                    Level::ALL[(usize::from(s) + seed as usize * 3) % 6].bot_with_budget(QUICK)
                })
                .collect();
            let mut rng = bot_rng(seed);
            let mut moves = 0;
            while !game.is_over() && moves < 3000 {
                let seat = game.to_move();
                let mv = bots[usize::from(seat)].choose(&game.observation(seat), &mut rng);
                game.apply(mv)
                    .unwrap_or_else(|e| panic!("{what}: illegal {mv} from seat {seat}: {e}"));
                moves += 1;
            }
        }
    }
}
