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

fn table_key(arena: &Arena, threads: usize) -> Vec<(u32, u8, Option<u8>, u32, u32)> {
    let a = Arena {
        threads,
        ..arena.clone()
    };
    play_all(&a, &|| {})
        .expect("bots play legal moves")
        .into_iter()
        .map(|r| (r.index, r.a_seat, r.winner, r.points, r.turns))
        .collect()
}

#[test]
fn every_table_size_counts_each_place_and_level() {
    use spite_ai::arena::run_table;
    let levels = [
        Level::Hard,
        Level::Naive,
        Level::Medium,
        Level::Easy,
        Level::Naive,
        Level::Random,
    ];
    for n in 2..=6 {
        let seats = levels[..n].to_vec();
        let games = 2 * n as u32;
        let r = run_table(&Arena::table(seats.clone(), false, games, 3), &|| {})
            .expect("bots play legal moves");
        assert_eq!(r.games, games);
        assert_eq!(r.decided + r.draws, games);
        assert_eq!(r.places.len(), n);
        assert_eq!(
            r.places.iter().map(|p| p.won.wins).sum::<u32>(),
            r.decided,
            "{n} seats: one winner per decided game"
        );
        for p in &r.places {
            assert_eq!(p.level, seats[usize::from(p.place)].name());
            assert_eq!(p.went_out, p.won.wins, "without partners a side is a seat");
            assert!((p.won.par - 1.0 / n as f64).abs() < 1e-9);
            assert!(p.won.ci_low <= p.won.share && p.won.share <= p.won.ci_high);
            assert!(p.time.turns > 0, "{n} seats: place {} never moved", p.place);
        }
        // A level's wins are those of every place it holds.
        for l in &r.levels {
            let held = r.places.iter().filter(|p| p.level == l.level);
            assert_eq!(l.won.wins, held.clone().map(|p| p.won.wins).sum::<u32>());
            assert_eq!(l.places as usize, held.count());
        }
        assert_eq!(r.elo.len(), r.levels.len());
    }
}

#[test]
fn places_take_every_seat_of_a_deal_in_turn() {
    let arena = Arena::table(vec![Level::Hard, Level::Easy, Level::Naive], false, 9, 4);
    for i in 0..9 {
        assert_eq!(
            arena.deal_of(i),
            arena.deal_of(i - i % 3),
            "one deal per 3 games"
        );
        for place in 0..3 {
            assert_eq!(arena.place_at(arena.seat_of(place, i), i), place);
        }
    }
    assert_ne!(arena.deal_of(0), arena.deal_of(3));
    // Over the three games of a deal, every place sits in every seat, so
    // nobody profits from the first turn or the best hand.
    for place in 0..3 {
        let mut seats: Vec<u8> = (0..3).map(|i| arena.seat_of(place, i)).collect();
        seats.sort_unstable();
        assert_eq!(seats, [0, 1, 2]);
    }
    let records = play_all(&arena, &|| {}).expect("bots play legal moves");
    assert!(records.iter().all(|r| u32::from(r.a_seat) == r.index % 3));
    // Two seats: the classic pair, side A in seat 0 and then seat 1.
    let two = Arena::new(Level::Hard, Level::Easy, 4, 4);
    assert_eq!((two.seat_of(0, 0), two.seat_of(0, 1)), (0, 1));
    assert_eq!(two.deal_of(1), two.deal_of(0));
}

#[test]
fn partners_win_together_and_a_hard_team_beats_a_naive_one() {
    use spite_ai::arena::run_table;
    let seats = vec![Level::Hard, Level::Naive, Level::Hard, Level::Naive];
    let arena = Arena::table(seats, true, 60, 8);
    let r = run_table(&arena, &|| {}).expect("bots play legal moves");
    assert!(r.partners);
    assert_eq!(r.places[0].won.wins, r.places[2].won.wins);
    assert_eq!(r.places[1].won.wins, r.places[3].won.wins);
    assert_eq!(r.places[0].won.wins + r.places[1].won.wins, r.decided);
    assert_eq!(
        r.places[0].went_out + r.places[2].went_out,
        r.places[0].won.wins,
        "one partner or the other went out"
    );
    assert_eq!(
        r.places.iter().map(|p| p.team).collect::<Vec<_>>(),
        [Some(0), Some(1), Some(0), Some(1)]
    );
    assert!((r.places[0].won.par - 0.5).abs() < 1e-9);
    let hard = r
        .levels
        .iter()
        .find(|l| l.level == "hard")
        .expect("hard row");
    assert_eq!(hard.places, 2);
    assert!((hard.won.par - 0.5).abs() < 1e-9);
    assert!(hard.won.ci_low > 0.5, "the hard team won only {hard:?}");
    assert_eq!(r.elo[0].level, "hard");
}

#[test]
fn tables_are_the_same_at_any_thread_count() {
    let three = Arena::table(vec![Level::Medium, Level::Easy, Level::Naive], false, 12, 6);
    let one = table_key(&three, 1);
    assert_eq!(one, table_key(&three, 3));
    assert!(
        one.iter()
            .filter_map(|r| r.2)
            .collect::<std::collections::HashSet<_>>()
            .len()
            > 1
    );
    let partners = Arena::table(
        vec![Level::Easy, Level::Medium, Level::Easy, Level::Medium],
        true,
        8,
        6,
    );
    assert_eq!(table_key(&partners, 1), table_key(&partners, 2));
    let mut six = Arena::table(
        vec![
            Level::Expert,
            Level::Hard,
            Level::Naive,
            Level::Easy,
            Level::Medium,
            Level::Random,
        ],
        false,
        6,
        2,
    );
    six.budget = Budget {
        iterations: 4,
        candidates: 2,
        endgame_factor: 2,
        ..Budget::DEFAULT
    };
    assert_eq!(table_key(&six, 1), table_key(&six, 2));
}

#[test]
fn a_table_needs_one_level_per_seat() {
    use spite_ai::arena::{ArenaError, run_table};
    let mut wrong = Arena::table(vec![Level::Hard, Level::Easy, Level::Naive], false, 2, 1);
    wrong.rules.players = 4;
    assert!(matches!(
        run_table(&wrong, &|| {}),
        Err(ArenaError::Places {
            places: 3,
            players: 4
        })
    ));
    let odd_partners = Arena::table(vec![Level::Hard, Level::Easy, Level::Naive], true, 2, 1);
    assert!(matches!(
        run_table(&odd_partners, &|| {}),
        Err(ArenaError::Rules(_))
    ));
    let seven = Arena::table(vec![Level::Hard; 7], false, 2, 1);
    assert!(matches!(
        play_all(&seven, &|| {}),
        Err(ArenaError::Rules(_))
    ));
}

#[test]
fn progress_is_told_once_per_game() {
    use std::sync::atomic::{AtomicU32, Ordering};
    let told = AtomicU32::new(0);
    let mut a = Arena::table(
        vec![Level::Naive, Level::Easy, Level::Naive, Level::Easy],
        true,
        10,
        2,
    );
    a.threads = 2;
    arena::run_table(&a, &|| {
        told.fetch_add(1, Ordering::Relaxed);
    })
    .expect("bots play legal moves");
    assert_eq!(told.load(Ordering::Relaxed), 10);
}

/// Records of a table's decided games, `wins[p]` of them won by place `p`.
fn decided_games(places: usize, wins: &[u32]) -> Vec<arena::ArenaGame> {
    let mut records = Vec::new();
    for (p, &w) in wins.iter().enumerate() {
        for _ in 0..w {
            records.push(arena::ArenaGame {
                index: records.len() as u32,
                a_seat: 0,
                outcome: if p == 0 {
                    ArenaOutcome::Win
                } else {
                    ArenaOutcome::Loss
                },
                winner: Some(p as u8),
                points: 1,
                turns: 50,
                turn_ms: vec![Vec::new(); places],
            });
        }
    }
    records
}

#[test]
fn multi_seat_elo_splits_a_game_into_pairs() {
    use spite_ai::arena::elo_of_games;
    let arena = Arena::table(vec![Level::Expert, Level::Hard, Level::Hard], false, 0, 1);
    let rating = |wins: &[u32]| {
        let table = elo_of_games(&arena, &decided_games(3, wins));
        let of = |name: &str| {
            table
                .iter()
                .find(|r| r.level == name)
                .map(|r| r.elo)
                .expect("row")
        };
        of("expert") - of("hard")
    };
    // Winning a third of the games at a table of three is par: the expert
    // beats two hards a third of the time and loses to one two thirds of it.
    assert!(
        rating(&[300, 300, 300]).abs() < 1.0,
        "{}",
        rating(&[300, 300, 300])
    );
    // Winning half: 2 x 450 pairwise wins against 450 losses, 2:1, about
    // 120 Elo.
    let half = rating(&[450, 225, 225]);
    assert!((half - 120.0).abs() < 5.0, "{half}");
    assert!(rating(&[200, 350, 350]) < 0.0);
    // Partners: a game won by a team is won by both its levels against both
    // of the other team's.
    let four = Arena::table(
        vec![Level::Expert, Level::Hard, Level::Expert, Level::Hard],
        true,
        0,
        1,
    );
    let table = elo_of_games(&four, &decided_games(4, &[300, 100, 0, 0]));
    assert_eq!(table[0].level, "expert");
    assert!(
        (table[0].elo - table[1].elo - 190.0).abs() < 10.0,
        "{table:?}"
    );
}
