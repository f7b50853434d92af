//! Reviewing a finished game: for each decision of one seat, the expert's
//! estimate of that seat's chance to win before it, after it as played
//! and after the best turn the expert finds, all from the seat's own view
//! at that moment; the decisions that gave chance away marked, with the
//! better turn and why, and the game's accuracy.
//!
//! A chance is the share of play-outs the seat's side wins: worlds dealt
//! from the cards the view does not show ([`PlayerView::determinise`]), the
//! turn played in each, and the game played to its end by a lighter `hard`
//! for every seat. The turn as played and the best turn meet the same
//! worlds, so their difference is not blurred by the luck of the deal.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};
use spite_core::{Game, LoadError, Move, PlayerView, Record, Status, derive_seed};

use crate::eval::Style;
use crate::expert::ExpertBot;
use crate::hint::{HintPlan, explain};
use crate::planner::PlannerBot;
use crate::{Bot, Budget, bot_rng};

/// How hard a review thinks, and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Worlds each estimate plays out (the turn as played and the best turn
    /// meet the same ones).
    pub worlds: u32,
    /// The expert's budget for finding the best turn.
    pub budget: Budget,
    /// Seeds the worlds and the expert: the same game, seat and options
    /// give the same review.
    pub seed: u64,
}

impl ReviewOptions {
    /// 48 worlds per estimate and the expert's default budget: a 40-turn
    /// two-player game in a few seconds on one core (docs/review.md).
    pub const DEFAULT: ReviewOptions = ReviewOptions {
        worlds: 48,
        budget: Budget::DEFAULT,
        seed: 0x5EED_0F2E_71E3,
    };
}

impl Default for ReviewOptions {
    fn default() -> ReviewOptions {
        ReviewOptions::DEFAULT
    }
}

/// How much chance a decision gave away, as chess reviews mark a move.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// At least [`Mark::INACCURACY`] of the chance to win given away.
    Inaccuracy,
    /// At least [`Mark::MISTAKE`].
    Mistake,
    /// At least [`Mark::BLUNDER`].
    Blunder,
}

impl Mark {
    /// Chance lost (0 to 1) from which a decision is an inaccuracy.
    pub const INACCURACY: f32 = 0.06;
    /// Chance lost from which a decision is a mistake.
    pub const MISTAKE: f32 = 0.12;
    /// Chance lost from which a decision is a blunder.
    pub const BLUNDER: f32 = 0.2;

    /// The mark for a decision that lost `lost` of the chance to win, if
    /// any.
    pub fn of(lost: f32) -> Option<Mark> {
        if lost >= Mark::BLUNDER {
            Some(Mark::Blunder)
        } else if lost >= Mark::MISTAKE {
            Some(Mark::Mistake)
        } else if lost >= Mark::INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }
}

/// One decision of the reviewed seat: a turn, or the part of a turn after
/// new cards showed (a refilled hand, a newly turned pay-off card), since
/// each is decided from what the seat saw then.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnReview {
    /// The game's turn number (the first turn is 1).
    pub turn: u32,
    /// Which decision of its turn this is, from 1: a turn is one decision
    /// until new cards show, so one turn number can have several, and the
    /// words tell the later ones apart ("Turn 7, part 2 (after new cards)").
    pub part: u32,
    /// The index in the game's moves of the decision's first move.
    pub first_move: u32,
    /// The moves played.
    pub played: Vec<Move>,
    /// The best turn the expert finds: the moves it would play from this
    /// view, up to where new cards would show.
    pub best: Vec<Move>,
    /// The seat's chance to win (0 to 1) before the decision: with the best
    /// turn, as a chess engine's evaluation of a position is that of its
    /// best move.
    pub before: f32,
    /// The chance after the moves as played.
    pub after_played: f32,
    /// The chance after the best turn (the same as `before`).
    pub after_best: f32,
    /// The chance given away: `after_best - after_played`, never below 0.
    pub lost: f32,
    /// The mark, if the decision gave away enough chance.
    pub mark: Option<Mark>,
    /// The best turn and why, worded as a hint is.
    pub better: HintPlan,
}

/// A reviewed game.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The seat reviewed.
    pub seat: u8,
    /// Every decision of the seat, in order.
    pub turns: Vec<TurnReview>,
    /// The game's accuracy, 0 to 100: the mean of each decision's
    /// ([`accuracy`]).
    pub accuracy: f32,
}

/// Why a game could not be reviewed.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    /// The record does not replay.
    #[error("the game does not replay: {0}")]
    Load(#[from] LoadError),
    /// There is no such seat at this table.
    #[error("there is no seat {seat}; the game has {players} seats")]
    NoSeat {
        /// The seat asked for.
        seat: u8,
        /// The seats of the game.
        players: u8,
    },
    /// [`review_turn`] was given a view whose seat is not to move.
    #[error("it is not the view's seat's turn: there is no decision to review")]
    NoDecision,
    /// The cancel flag was raised; the turns told so far stand.
    #[error("the review was cancelled")]
    Cancelled,
}

/// A decision's accuracy (0 to 100) from the chance it lost (0 to 1):
/// lichess's curve, 100 for nothing lost, about 65 for 10 points, about 40
/// for 20.
pub fn accuracy(lost: f32) -> f32 {
    let points = (lost * 100.0).max(0.0);
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// Reviews `seat`'s decisions in the game `record` holds (finished or
/// not), calling `each` with every decision as it is done. Deterministic:
/// the same record, seat and options give the same review. Raise `cancel`
/// to stop between two estimates ([`ReviewError::Cancelled`]).
///
/// Each decision is judged from the seat's view at that moment only, so a
/// review never uses a card the seat could not see (see [`review_turn`]).
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use spite_ai::{Bot, Level, ReviewOptions, bot_rng, review_game};
/// use spite_core::{Record, Rules};
///
/// let rules = spite_core::Rules { payoff_size: 3, ..Rules::g4a() };
/// let mut record = Record::new(rules, 5, None);
/// let mut game = record.initial()?;
/// let mut bots = [Level::Medium.bot(), Level::Hard.bot()];
/// while !game.is_over() {
///     let seat = game.to_move();
///     let mv = bots[usize::from(seat)].choose(&game.observation(seat), &mut bot_rng(1));
///     game.apply(mv)?;
///     record.moves.push(mv);
/// }
/// let options = ReviewOptions { worlds: 4, ..ReviewOptions::DEFAULT };
/// let mut told = 0;
/// let review = review_game(&record, 0, &options, &AtomicBool::new(false), |_| told += 1)?;
/// assert_eq!(review.turns.len(), told);
/// assert!((0.0..=100.0).contains(&review.accuracy));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn review_game(
    record: &Record,
    seat: u8,
    options: &ReviewOptions,
    cancel: &AtomicBool,
    mut each: impl FnMut(&TurnReview),
) -> Result<Review, ReviewError> {
    let players = record.rules.players;
    if seat >= players {
        return Err(ReviewError::NoSeat { seat, players });
    }
    let mut game = record.initial()?;
    let moves = &record.moves;
    let mut turns: Vec<TurnReview> = Vec::new();
    let mut i = 0;
    while i < moves.len() {
        if game.to_move() != seat || game.is_over() {
            apply(&mut game, moves[i], i)?;
            i += 1;
            continue;
        }
        let view = game.observation(seat);
        let first = i;
        let mut expected = view.clone();
        loop {
            let mv = moves[i];
            apply(&mut game, mv, i)?;
            // The record replays, so its move is legal in the seat's view.
            _ = expected.apply_visible(mv);
            i += 1;
            let goes_on = i < moves.len() && game.to_move() == seat && !game.is_over();
            if !goes_on || game.observation(seat) != expected {
                break;
            }
        }
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let seed = derive_seed(options.seed, first as u64);
        let mut turn = review_turn(&view, &moves[first..i], options, seed, cancel)?;
        turn.first_move = first as u32;
        // The seat's decisions follow one another: one of the same turn
        // number as the last goes on that turn.
        turn.part = match turns.last() {
            Some(last) if last.turn == turn.turn => last.part + 1,
            _ => 1,
        };
        each(&turn);
        turns.push(turn);
    }
    let accuracy = if turns.is_empty() {
        100.0
    } else {
        turns.iter().map(|t| accuracy(t.lost)).sum::<f32>() / turns.len() as f32
    };
    Ok(Review {
        seat,
        turns,
        accuracy,
    })
}

fn apply(game: &mut Game, mv: Move, index: usize) -> Result<(), LoadError> {
    game.apply(mv).map(drop).map_err(|error| LoadError::Move {
        index: index + 1,
        mv,
        error,
    })
}

/// Reviews one decision: `played` (legal moves of `view`'s seat, up to
/// where new cards showed or the turn ended) against the best turn the
/// expert finds from `view`, seeded with `seed`. Uses only the view, so it
/// is as fair as a bot: the same view, moves and seed give the same
/// review whatever the hidden cards are. `first_move` is left 0.
pub fn review_turn(
    view: &PlayerView,
    played: &[Move],
    options: &ReviewOptions,
    seed: u64,
    cancel: &AtomicBool,
) -> Result<TurnReview, ReviewError> {
    let expert = ExpertBot::new(options.budget);
    let mut rng = bot_rng(derive_seed(seed, 0));
    let plan = view
        .is_my_turn()
        .then(|| expert.search(view, &mut rng))
        .flatten()
        .ok_or(ReviewError::NoDecision)?;
    let better = explain(view, &plan);
    let same = plan.moves.starts_with(played);
    let best_turn = Turn {
        moves: &plan.moves,
        expected: Some(plan.expected.as_slice()),
    };
    let played_turn = Turn {
        moves: played,
        expected: None,
    };
    let mut wins = [0.0f64; 2];
    let mut worlds = bot_rng(derive_seed(seed, 1));
    for _ in 0..options.worlds {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let world = view.determinise(&mut worlds);
        let rollout = rand_core::Rng::next_u64(&mut worlds);
        wins[0] += play_out(&world, view.seat(), &best_turn, rollout);
        if !same {
            wins[1] += play_out(&world, view.seat(), &played_turn, rollout);
        }
    }
    let n = f64::from(options.worlds.max(1));
    let after_best = (wins[0] / n) as f32;
    let after_played = if same {
        after_best
    } else {
        (wins[1] / n) as f32
    };
    let lost = (after_best - after_played).max(0.0);
    Ok(TurnReview {
        turn: view.turn(),
        part: 1,
        first_move: 0,
        played: played.to_vec(),
        best: plan.moves.clone(),
        before: after_best,
        after_played,
        after_best,
        lost,
        mark: Mark::of(lost),
        better,
    })
}

/// A turn to play in a world: its moves, and for a plan the views it
/// expects before each (it stops where the world shows something else, as
/// a bot would plan again there).
struct Turn<'a> {
    moves: &'a [Move],
    expected: Option<&'a [PlayerView]>,
}

/// Most moves a play-out to the end of the game may take; past it the
/// game counts as drawn.
const PLAY_OUT_MOVES: usize = 1500;

/// Plays `turn` for `me` in `world`, then the game to its end with a
/// lighter `hard` at every seat: 1 if `me`'s side wins, 0 if it loses,
/// one half for a draw.
fn play_out(world: &Game, me: u8, turn: &Turn<'_>, seed: u64) -> f64 {
    let mut g = world.clone();
    for (i, &mv) in turn.moves.iter().enumerate() {
        if let Some(expected) = turn.expected
            && expected.get(i) != Some(&g.observation(me))
        {
            break;
        }
        if g.to_move() != me || g.apply(mv).is_err() {
            break;
        }
    }
    let players = g.rules().players;
    let mut bots: Vec<PlannerBot> = (0..players)
        .map(|_| PlannerBot::new("hard", Style::EXPERT_ROLLOUT))
        .collect();
    let mut rng = bot_rng(seed);
    for _ in 0..PLAY_OUT_MOVES {
        if g.is_over() {
            break;
        }
        let seat = g.to_move();
        let mv = bots[usize::from(seat)].choose(&g.observation(seat), &mut rng);
        if g.apply(mv).is_err() {
            break;
        }
    }
    match g.status() {
        Status::Won { winner, .. } => {
            let rules = g.rules();
            if rules.side_of(winner) == rules.side_of(me) {
                1.0
            } else {
                0.0
            }
        }
        Status::Drawn | Status::Playing => 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_rise_with_the_chance_lost() {
        assert_eq!(Mark::of(0.0), None);
        assert_eq!(Mark::of(Mark::INACCURACY - 0.001), None);
        assert_eq!(Mark::of(Mark::INACCURACY), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(Mark::MISTAKE), Some(Mark::Mistake));
        assert_eq!(Mark::of(0.9), Some(Mark::Blunder));
        assert!(accuracy(0.0) > 99.9 && accuracy(0.0) <= 100.0);
        assert!(accuracy(0.05) > accuracy(0.1) && accuracy(0.1) > accuracy(0.5));
        assert_eq!(accuracy(1.0), 0.0);
    }
}
