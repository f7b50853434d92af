//! The arena: strength order in a short run, and the same result at any
//! thread count.

use spite_ai::arena::{self, Arena, ArenaOutcome, play_all};
use spite_ai::{Budget, Level};

#[test]
fn hard_beats_naive_most_of_the_time() {
    let mut a = Arena::new(Level::Hard, Level::Naive, 200, 11);
    a.threads = 2;
    let r = arena::run(&a, &|| {}).expect("bots play legal moves");
    assert_eq!(r.games, 200);
    assert_eq!(r.wins + r.losses + r.draws, 200);
    assert!(
        r.win_rate > 0.8,
        "hard won only {:.1}% of decisive games",
        r.win_rate * 100.0
    );
    assert!(r.ci_low > 0.7, "{r:?}");
    assert!(r.side_a.turns > 0 && r.side_b.turns > 0);
}

#[test]
fn results_are_the_same_at_any_thread_count() {
    let mut a = Arena::new(Level::Medium, Level::Easy, 24, 5);
    a.budget = Budget {
        iterations: 6,
        candidates: 2,
        endgame_factor: 2,
        ..Budget::DEFAULT
    };
    let key = |threads: usize, a: &Arena| {
        let a = Arena {
            threads,
            ..a.clone()
        };
        play_all(&a, &|| {})
            .expect("bots play legal moves")
            .into_iter()
            .map(|r| (r.index, r.a_seat, r.outcome, r.points, r.turns))
            .collect::<Vec<_>>()
    };
    let one = key(1, &a);
    assert_eq!(one, key(3, &a));
    assert!(
        one.iter().any(|r| r.2 == ArenaOutcome::Win)
            && one.iter().any(|r| r.2 == ArenaOutcome::Loss)
    );
    // Seats alternate: game 2k+1 replays game 2k's deal with seats swapped.
    assert!(one.iter().all(|r| u32::from(r.1) == r.0 % 2));
    let expert = Arena {
        a: Level::Expert,
        b: Level::Hard,
        games: 4,
        ..a.clone()
    };
    assert_eq!(key(1, &expert), key(2, &expert));
}

#[test]
fn wilson_interval_matches_known_values() {
    let (lo, hi) = arena::wilson(90, 100);
    assert!(
        (lo - 0.8256).abs() < 1e-3 && (hi - 0.9448).abs() < 1e-3,
        "{lo} {hi}"
    );
    assert_eq!(arena::wilson(0, 0), (0.0, 1.0));
    let (lo, hi) = arena::wilson(10, 10);
    assert!(lo > 0.69 && (hi - 1.0).abs() < 1e-9, "{lo} {hi}");
}

#[test]
fn turn_cap_stops_a_game_as_a_draw() {
    let mut a = Arena::new(Level::Random, Level::Random, 2, 3);
    a.turn_cap = 3;
    let r = arena::run(&a, &|| {}).expect("bots play legal moves");
    assert_eq!(r.capped, 2);
    assert_eq!(r.draws, 2);
}

#[test]
fn elo_follows_the_decisive_games() {
    use spite_ai::arena::{Report, elo};
    let pairing = |a: Level, b: Level, wins, losses, draws| Report {
        a: a.name().into(),
        b: b.name().into(),
        games: wins + losses + draws,
        wins,
        losses,
        draws,
        ..Report::default()
    };
    // Hard wins 3 of 4 decisive games against naive: about 190 Elo; the
    // many draws of random play do not lift random above naive.
    let reports = [
        pairing(Level::Hard, Level::Naive, 749, 249, 500),
        pairing(Level::Random, Level::Naive, 0, 100, 900),
    ];
    let table = elo(&[Level::Random, Level::Naive, Level::Hard], &reports);
    let rating = |name: &str| {
        table
            .iter()
            .find(|r| r.level == name)
            .map(|r| r.elo)
            .unwrap()
    };
    assert_eq!(rating("naive"), 0.0);
    assert!((rating("hard") - 190.0).abs() < 10.0, "{table:?}");
    assert!(rating("random") < -300.0, "{table:?}");
    assert_eq!(table[0].level, "hard");
}
