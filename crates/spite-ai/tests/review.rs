//! The game review: as fair as a bot (it never depends on a card the
//! seat could not see), deterministic, progressive and cancellable, and
//! its marks fall on turns that do give the game away.

mod common;

use std::sync::atomic::{AtomicBool, Ordering};

use common::{layout, position, rearranged};
use spite_ai::{
    Bot, Budget, Level, LevelBot, Mark, ReviewError, ReviewOptions, bot_rng, review_game,
    review_turn,
};
use spite_core::{Move, Record, Rules, derive_seed};

/// A small review, for debug-build tests.
const SMALL: ReviewOptions = ReviewOptions {
    worlds: 6,
    budget: Budget {
        iterations: 12,
        candidates: 3,
        endgame_payoff: 5,
        endgame_factor: 1,
        endgame_candidates: 3,
        big_table: 4,
    },
    seed: 9,
};

/// The moves `level` plays from the seat to move in `game` up to where new
/// cards show or the turn ends: one decision, as a review splits a game.
fn decision(game: &spite_core::Game, level: Level, seed: u64) -> Vec<Move> {
    let seat = game.to_move();
    let mut g = game.clone();
    let mut bot = LevelBot::new(level);
    let mut expected = g.observation(seat);
    let mut moves = vec![];
    loop {
        let mv = bot.choose(&g.observation(seat), &mut bot_rng(seed));
        g.apply(mv).expect("bots play legal moves");
        _ = expected.apply_visible(mv);
        moves.push(mv);
        if g.is_over() || g.to_move() != seat || g.observation(seat) != expected {
            return moves;
        }
    }
}

#[test]
fn a_turns_review_does_not_depend_on_hidden_cards() {
    let never = AtomicBool::new(false);
    let mut checked = 0;
    for seed in 0..8u64 {
        let Some(game) = position(Rules::g4a(), 3000 + seed, 10 + seed as usize * 9) else {
            continue;
        };
        let seat = game.to_move();
        let view = game.observation(seat);
        let played = decision(&game, Level::Medium, seed);
        let review = review_turn(&view, &played, &SMALL, seed, &never).expect("not cancelled");
        for k in 1..=2 {
            let twin = rearranged(&game, seat, seed * 10 + k);
            assert_eq!(twin.observation(seat), view);
            assert_ne!(twin.state().layout, game.state().layout);
            let again = review_turn(&twin.observation(seat), &played, &SMALL, seed, &never)
                .expect("not cancelled");
            assert_eq!(again, review, "seed {seed}");
        }
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} positions");
}

/// A whole game between `levels`, short enough for a debug build.
fn short_game(levels: [Level; 2], seed: u64) -> Record {
    let rules = Rules {
        payoff_size: 5,
        ..Rules::g4a()
    };
    let mut record = Record::new(rules, seed, Some(0));
    let mut game = record.initial().expect("valid rules");
    let mut bots = levels.map(LevelBot::new);
    while !game.is_over() {
        let seat = game.to_move();
        let n = record.moves.len() as u64;
        let mv = bots[usize::from(seat)]
            .choose(&game.observation(seat), &mut bot_rng(derive_seed(seed, n)));
        game.apply(mv).expect("legal");
        record.moves.push(mv);
    }
    record
}

#[test]
fn a_review_is_told_turn_by_turn_the_same_every_time_and_stops_when_cancelled() {
    let record = short_game([Level::Easy, Level::Hard], 4);
    let never = AtomicBool::new(false);
    let mut told = vec![];
    let review = review_game(&record, 0, &SMALL, &never, |t| told.push(t.clone()))
        .expect("a played game reviews");
    assert!(review.turns.len() >= 3, "{} decisions", review.turns.len());
    assert_eq!(told, review.turns);
    // Decisions cover exactly the seat's moves, in order.
    let game = record.initial().expect("replays");
    let mut g = game.clone();
    let mut mine = vec![];
    for &mv in &record.moves {
        if g.to_move() == 0 {
            mine.push(mv);
        }
        g.apply(mv).expect("replays");
    }
    let covered: Vec<Move> = review.turns.iter().flat_map(|t| t.played.clone()).collect();
    assert_eq!(covered, mine);
    // The decisions of one turn are counted from 1: the first of each turn
    // number is 1, each next one of the same number one more.
    let numbers: Vec<u32> = review.turns.iter().map(|t| t.turn).collect();
    let parts: Vec<u32> = review.turns.iter().map(|t| t.part).collect();
    let counted: Vec<u32> = (0..numbers.len())
        .map(|i| 1 + numbers[..i].iter().filter(|&&n| n == numbers[i]).count() as u32)
        .collect();
    assert_eq!(parts, counted, "turn numbers {numbers:?}");
    for t in &review.turns {
        assert!((0.0..=1.0).contains(&t.after_played) && (0.0..=1.0).contains(&t.after_best));
        assert_eq!(t.before, t.after_best);
        assert_eq!(t.mark, Mark::of(t.lost));
        assert!(!t.best.is_empty());
    }
    assert!((0.0..=100.0).contains(&review.accuracy));
    let again = review_game(&record, 0, &SMALL, &never, |_| {}).expect("reviews");
    assert_eq!(again, review);

    // Cancelled after the second decision: two told, then Cancelled.
    let cancel = AtomicBool::new(false);
    let mut seen = 0;
    let stopped = review_game(&record, 0, &SMALL, &cancel, |_| {
        seen += 1;
        if seen == 2 {
            cancel.store(true, Ordering::Relaxed);
        }
    });
    assert!(
        matches!(stopped, Err(ReviewError::Cancelled)),
        "{stopped:?}"
    );
    assert_eq!(seen, 2);

    assert!(matches!(
        review_game(&record, 2, &SMALL, &never, |_| {}),
        Err(ReviewError::NoSeat { seat: 2, .. })
    ));
}

#[test]
fn discarding_instead_of_the_winning_card_is_a_blunder() {
    // The last pay-off card, a 5, goes on centre 1 and wins; a discard
    // instead lets the opponent play its last one, a 4, on centre 2.
    let game = layout(
        ["5H", "4S"],
        ["9C TC JC QC 8D", "8C 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D 3D 4D", "AS 2S 3S", ""],
    );
    let view = game.observation(0);
    let never = AtomicBool::new(false);
    let discard: Move = "h1 s1".parse().expect("a move");
    let review = review_turn(
        &view,
        &[discard],
        &ReviewOptions {
            worlds: 16,
            ..SMALL
        },
        1,
        &never,
    )
    .expect("not cancelled");
    assert_eq!(review.after_best, 1.0, "{review:?}");
    assert_eq!(review.mark, Some(Mark::Blunder), "{review:?}");
    assert_eq!(review.better.why, spite_ai::HintWhy::Wins);
    // Playing it is no mistake at all.
    let win: Move = "p c1".parse().expect("a move");
    let good = review_turn(&view, &[win], &SMALL, 1, &never).expect("not cancelled");
    assert_eq!((good.lost, good.mark), (0.0, None));
}
