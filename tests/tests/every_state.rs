//! OpenSpiel's generic test for this game: every API a frontend or a bot
//! reads, called at every state of hundreds of games (the final state
//! included), for every seat, over every table variant the rules allow
//! (`spite_tests::check_game` says what is checked).
//!
//! Play is biased toward the centre (85%), so most games are won, and won by
//! every kind of move: uniformly random play draws almost every game and so
//! never reached the winning move that completes a centre pile, which crashed
//! classic games.

use std::collections::BTreeMap;

use spite_core::Status;
use spite_tests::{Bots, Depth, check_game, play_biased, variants};

#[test]
fn every_api_at_every_state_of_every_variant() {
    let mut wins: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    let mut states = 0usize;
    for (name, rules) in variants() {
        let family = if name.starts_with("g4a") {
            "g4a"
        } else {
            "classic"
        };
        for seed in 0..12u64 {
            // The searching bots at every turn of the first game, and now
            // and then in the others, to keep the test quick.
            let mut bots = Bots::new(if seed == 0 { 1 } else { 7 });
            let label = format!("{name} seed {seed}");
            let played = play_biased(rules, seed, 85, |game, events| {
                check_game(&label, game, events, Depth::Full, Some(&mut bots));
                states += 1;
            });
            let entry = wins.entry(family).or_default();
            entry.0 += 1;
            if matches!(played.game.status(), Status::Won { .. }) {
                entry.1 += 1;
            }
            if played.won_completing {
                entry.2 += 1;
            }
        }
    }
    for family in ["g4a", "classic"] {
        let (games, won, completing) = wins[family];
        eprintln!(
            "{family}: {games} games, {won} won, {completing} won by a move completing a pile"
        );
        assert!(won * 2 > games, "{family}: most biased games are won");
        assert!(
            completing > 0,
            "{family}: some game is won by a move that completes a centre pile"
        );
    }
    assert!(states > 10_000, "{states} states");
}
