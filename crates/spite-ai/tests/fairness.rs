//! Bots cannot cheat: for the same view and RNG seed, every level chooses the
//! same move however the cards it cannot see are arranged.

mod common;

use common::{position, rearranged};
use spite_ai::{Level, bot_rng};
use spite_core::Rules;

#[test]
fn choices_do_not_depend_on_hidden_cards() {
    let mut checked = 0;
    for seed in 0..24u64 {
        let Some(game) = position(Rules::g4a(), 1000 + seed, (seed as usize * 7) % 60) else {
            continue;
        };
        let seat = game.to_move();
        let view = game.observation(seat);
        let others: Vec<_> = (1..=3u64)
            .map(|k| rearranged(&game, seat, seed * 10 + k))
            .collect();
        for other in &others {
            assert_eq!(
                other.observation(seat),
                view,
                "the rearrangement must not show"
            );
            assert_ne!(
                other.state().layout,
                game.state().layout,
                "the rearrangement must move hidden cards"
            );
        }
        for level in Level::ALL {
            let choice = level.bot().choose(&view, &mut bot_rng(seed));
            for other in &others {
                let again = level
                    .bot()
                    .choose(&other.observation(seat), &mut bot_rng(seed));
                assert_eq!(again, choice, "{level} changed its mind at seed {seed}");
            }
        }
        checked += 1;
    }
    assert!(checked >= 15, "too few positions were checked: {checked}");
}

#[test]
fn a_whole_turn_does_not_depend_on_hidden_cards() {
    // Follow each level through a whole turn in two games that look the
    // same to it, as long as they keep looking the same (a refill or a
    // newly turned pay-off card may differ, and then choices may too).
    for seed in 0..6u64 {
        let Some(game) = position(Rules::g4a(), 2000 + seed, 20 + seed as usize * 5) else {
            continue;
        };
        let seat = game.to_move();
        let twin = rearranged(&game, seat, seed + 77);
        for level in Level::ALL {
            let (mut a, mut b) = (game.clone(), twin.clone());
            let (mut bot_a, mut bot_b) = (level.bot(), level.bot());
            let (mut rng_a, mut rng_b) = (bot_rng(seed), bot_rng(seed));
            while a.to_move() == seat && !a.is_over() && a.observation(seat) == b.observation(seat)
            {
                let ma = bot_a.choose(&a.observation(seat), &mut rng_a);
                let mb = bot_b.choose(&b.observation(seat), &mut rng_b);
                assert_eq!(ma, mb, "{level} at seed {seed}");
                a.apply(ma).expect("bots play legal moves");
                b.apply(mb).expect("bots play legal moves");
            }
        }
    }
}
