//! The arena: seeded games between levels at a table of 2 to 6 seats (or
//! two partnerships of two), on any number of threads with the same result
//! at every count.
//!
//! A table is a list of levels, one per *place* ([`Arena::places`]). Game
//! `i` deals from `derive_seed(seed, i / n)` for `n` players, and place `p`
//! sits in seat `(p + i) % n`: the `n` games of a deal give every place
//! every seat (and so every hand, and the first turn as often as anyone),
//! so neither the luck of the deal nor the seat order favours a place. With
//! two players that is the classic pair: games `2k` and `2k + 1` share a
//! deal with side A in seat 0 and then in seat 1. With partners (the
//! partnership game, four players) the even places play against the odd
//! places, and a place's partner moves round with it.
//!
//! Each bot's RNG is seeded from the game's deal and its seat. Every move a
//! bot returns is checked; an illegal one stops the arena with an error. A
//! game that reaches [`Arena::turn_cap`] turns counts as a draw (`capped`).
//!
//! [`run`] plays an [`Arena`] and sums it up for side A in a [`Report`];
//! [`run_table`] sums up every place and every level in a [`TableReport`]
//! with an Elo table split pairwise ([`elo_of_games`]); [`round_robin`]
//! plays every pairing of several levels and fits Elo ratings ([`EloRow`]).
//! This is what `spite arena` runs.
//!
//! ```
//! use spite_ai::Level;
//! use spite_ai::arena::{self, Arena};
//!
//! let mut a = Arena::new(Level::Easy, Level::Naive, 4, 1); // 4 games, seed 1
//! a.threads = 2; // same result with any number
//! let report = arena::run(&a, &|| {})?; // `|| {}`: no progress bar
//! assert_eq!(report.games, 4);
//! assert_eq!(report.wins + report.losses + report.draws, 4);
//! println!("easy won {:.0}% of decisive games against naive", 100.0 * report.win_rate);
//! assert_eq!(arena::run(&a, &|| {})?.wins, report.wins); // a seed is a result
//!
//! // Partners: easy and easy (places 0 and 2) against naive and naive.
//! let four = Arena::table(vec![Level::Easy, Level::Naive, Level::Easy, Level::Naive], true, 4, 1);
//! let table = arena::run_table(&four, &|| {})?;
//! assert_eq!(table.places[0].won.wins, table.places[2].won.wins); // partners win together
//! # Ok::<(), spite_ai::arena::ArenaError>(())
//! ```

mod elo;
mod table;

pub use elo::{EloRow, elo, elo_of_games};
pub use table::{LevelRow, PlaceRow, TableReport, WinShare, run_table, table_report};

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use serde::Serialize;
use spite_core::{Game, Move, RuleError, Rules, RulesError, Status, derive_seed};

use crate::{Budget, Level, bot_rng};

/// What to play: the level of each place at the table, how many games, from
/// which seed, under which rules. Make one with [`Arena::new`] (two levels)
/// or [`Arena::table`] (a level per seat) and change the fields you need.
///
/// A *place* is an entry of the table's list of levels ([`Arena::places`]);
/// places move round the seats from game to game (see the module's text),
/// so results are counted per place, not per seat number.
#[derive(Clone, Debug)]
pub struct Arena {
    /// Side A's level: place 0 when `seats` is empty. Reports count wins
    /// for side A (place 0 and, with partners, its partner).
    pub a: Level,
    /// Side B's level: every other place when `seats` is empty.
    pub b: Level,
    /// The level of each place, one per player of `rules`; empty for the
    /// shorthand `a` in place 0 and `b` in every other.
    pub seats: Vec<Level>,
    /// Games to play; the deal changes every `rules.players` games, while
    /// the places go round the seats.
    pub games: u32,
    /// The arena seed: every deal and every bot's RNG derives from it.
    pub seed: u64,
    /// Threads to play on (1 to 256); the results do not depend on it.
    pub threads: usize,
    /// The rules of every game (`players` is the number of places; with
    /// `partnership`, the even places play against the odd ones).
    pub rules: Rules,
    /// Turns after which a game is stopped and counted as a draw.
    pub turn_cap: u32,
    /// The expert's thinking budget.
    pub budget: Budget,
}

impl Arena {
    /// Default turn cap: far beyond any real game (a `hard` game lasts about
    /// a hundred turns), only there so that no game can run forever.
    pub const TURN_CAP: u32 = 3000;

    /// `games` games of `a` against `b` from `seed`, with the `g4a` rules,
    /// one thread, the default turn cap and the default expert budget.
    pub fn new(a: Level, b: Level, games: u32, seed: u64) -> Arena {
        Arena {
            a,
            b,
            seats: Vec::new(),
            games,
            seed,
            threads: 1,
            rules: Rules::g4a(),
            turn_cap: Arena::TURN_CAP,
            budget: Budget::DEFAULT,
        }
    }

    /// `games` games at a table of `seats.len()` players, one level per
    /// place, with the `g4a` rules; with `partners`, places 0 and 2 play
    /// against places 1 and 3 (the partnership game needs four).
    /// [`Arena::check`] says whether it can be played.
    ///
    /// ```
    /// use spite_ai::Level;
    /// use spite_ai::arena::{self, Arena};
    ///
    /// let mut a = Arena::table(vec![Level::Hard, Level::Naive, Level::Naive], false, 3, 1);
    /// let report = arena::run_table(&a, &|| {})?;
    /// assert_eq!(report.places.len(), 3);
    /// assert_eq!(report.places.iter().map(|p| p.won.wins).sum::<u32>(), report.decided);
    /// # Ok::<(), spite_ai::arena::ArenaError>(())
    /// ```
    pub fn table(seats: Vec<Level>, partners: bool, games: u32, seed: u64) -> Arena {
        let first = seats.first().copied().unwrap_or(Level::Hard);
        let second = seats.get(1).copied().unwrap_or(first);
        let mut arena = Arena::new(first, second, games, seed);
        arena.rules.players = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        arena.rules.partnership = partners;
        arena.seats = seats;
        arena
    }

    /// The level of each place: `seats`, or `a` then `b` in every other
    /// place when `seats` is empty.
    pub fn places(&self) -> Vec<Level> {
        if self.seats.is_empty() {
            let others = usize::from(self.rules.players.max(2)) - 1;
            std::iter::once(self.a)
                .chain(std::iter::repeat_n(self.b, others))
                .collect()
        } else {
            self.seats.clone()
        }
    }

    /// Whether the arena can be played: rules that can be dealt, and one
    /// level per player of the rules.
    ///
    /// # Errors
    /// [`ArenaError::Rules`] or [`ArenaError::Places`].
    pub fn check(&self) -> Result<(), ArenaError> {
        self.rules.validate()?;
        let places = self.places().len();
        if places != usize::from(self.rules.players) {
            return Err(ArenaError::Places {
                places,
                players: self.rules.players,
            });
        }
        Ok(())
    }

    /// The seat place `place` takes in game `index`: the places move one
    /// seat on every game, so over `players` games each place has sat in
    /// every seat with the same deal.
    pub fn seat_of(&self, place: u8, index: u32) -> u8 {
        let n = u32::from(self.rules.players.max(1));
        ((u32::from(place) + index % n) % n) as u8
    }

    /// The place sitting in `seat` in game `index` (the inverse of
    /// [`Arena::seat_of`]).
    pub fn place_at(&self, seat: u8, index: u32) -> u8 {
        let n = u32::from(self.rules.players.max(1));
        ((u32::from(seat) + n - index % n) % n) as u8
    }

    /// The deal of game `index`: one deal for every `players` games in a
    /// row, which the places take in turn.
    pub fn deal_of(&self, index: u32) -> u64 {
        derive_seed(
            self.seed,
            u64::from(index / u32::from(self.rules.players.max(1))),
        )
    }
}

/// Why an arena could not be played to the end.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArenaError {
    /// The arena's rules cannot be dealt.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A bot chose a move the rules refuse (a bug in that bot).
    #[error(
        "{level} (seat {seat_number}) chose the illegal move '{mv}' in game {game} (seed {seed}), turn {turn}: {error}",
        seat_number = seat + 1
    )]
    IllegalMove {
        /// The bot's level.
        level: Level,
        /// Its seat, from 0.
        seat: u8,
        /// The game's number in the arena, from 0.
        game: u32,
        /// The deal's seed.
        seed: u64,
        /// The turn, from 1.
        turn: u32,
        /// The move it chose.
        mv: Move,
        /// Why the rules refused it.
        error: RuleError,
    },
    /// The table's list of levels does not match the rules' players.
    #[error("{places} levels for {players} seats: give one level per seat")]
    Places {
        /// Levels given.
        places: usize,
        /// Players the rules deal for.
        players: u8,
    },
    /// The worker threads stopped before every game was played.
    #[error("the arena stopped before every game was played")]
    Stopped,
}

/// How one game ended, from side A's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ArenaOutcome {
    /// Side A won.
    Win,
    /// Side B won.
    Loss,
    /// Drawn: a card had to be drawn from an empty stock.
    Draw,
    /// Stopped at the turn cap; counted as a draw.
    Capped,
}

/// One finished game of an arena.
#[derive(Clone, Debug)]
pub struct ArenaGame {
    /// The game's number in the arena, from 0.
    pub index: u32,
    /// The seat side A (place 0) played.
    pub a_seat: u8,
    /// How the game ended for side A.
    pub outcome: ArenaOutcome,
    /// The place whose seat played the last pay-off card (its side won);
    /// `None` for a drawn or capped game.
    pub winner: Option<u8>,
    /// Points scored by the winner (0 for a draw).
    pub points: u32,
    /// Turns begun, the first being 1.
    pub turns: u32,
    /// Milliseconds per whole turn, for each place.
    pub turn_ms: Vec<Vec<f64>>,
}

/// Plays game `index` of `arena` on this thread: the deal
/// [`Arena::deal_of`], each place in the seat [`Arena::seat_of`] gives it.
///
/// # Errors
/// A message when the arena cannot be played ([`Arena::check`]), or when
/// a bot chooses an illegal move (naming the level, seat, game, seed and
/// turn).
pub fn play_game(arena: &Arena, index: u32) -> Result<ArenaGame, ArenaError> {
    arena.check()?;
    let deal = arena.deal_of(index);
    let places = arena.places();
    let players = arena.rules.players;
    let mut game = Game::new(arena.rules, deal)?;
    let place = |seat: u8| arena.place_at(seat, index);
    let level = |seat: u8| places[usize::from(place(seat))];
    let mut bots: Vec<_> = (0..players)
        .map(|s| level(s).bot_with_budget(arena.budget))
        .collect();
    let mut rngs: Vec<_> = (0..players)
        .map(|s| bot_rng(derive_seed(deal, 1 + u64::from(s))))
        .collect();
    let mut turn_ms: Vec<Vec<f64>> = vec![Vec::new(); places.len()];
    let mut current = (game.to_move(), game.turn(), 0.0f64);
    let mut capped = false;
    while !game.is_over() {
        if game.turn() > arena.turn_cap {
            capped = true;
            break;
        }
        let seat = game.to_move();
        let view = game.observation(seat);
        let clock = Instant::now();
        let mv = bots[usize::from(seat)].choose(&view, &mut rngs[usize::from(seat)]);
        let ms = clock.elapsed().as_secs_f64() * 1000.0;
        if (seat, game.turn()) != (current.0, current.1) {
            turn_ms[usize::from(place(current.0))].push(current.2);
            current = (seat, game.turn(), 0.0);
        }
        current.2 += ms;
        if let Err(error) = game.apply(mv) {
            return Err(ArenaError::IllegalMove {
                level: level(seat),
                seat,
                game: index,
                seed: deal,
                turn: game.turn(),
                mv,
                error,
            });
        }
    }
    turn_ms[usize::from(place(current.0))].push(current.2);
    let a_seat = arena.seat_of(0, index);
    let (outcome, winner, points) = match game.status() {
        _ if capped => (ArenaOutcome::Capped, None, 0),
        Status::Won { winner, points } => {
            let a_side = arena.rules.side_of(a_seat);
            let outcome = if arena.rules.side_of(winner) == a_side {
                ArenaOutcome::Win
            } else {
                ArenaOutcome::Loss
            };
            (outcome, Some(place(winner)), points)
        }
        Status::Drawn | Status::Playing => (ArenaOutcome::Draw, None, 0),
    };
    Ok(ArenaGame {
        index,
        a_seat,
        outcome,
        winner,
        points,
        turns: game.turn(),
        turn_ms,
    })
}

/// Turn-time figures of one side, over every turn it played. Times are
/// wall-clock milliseconds per whole turn (all its moves), so they vary
/// from run to run, unlike the results.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SideStats {
    /// The side's level name.
    pub level: String,
    /// Turns timed.
    pub turns: usize,
    /// Mean time per turn.
    pub mean_turn_ms: f64,
    /// Median time per turn.
    pub median_turn_ms: f64,
    /// 99th percentile of the time per turn.
    pub p99_turn_ms: f64,
    /// The longest turn.
    pub max_turn_ms: f64,
    /// Points scored in the games this side won.
    pub points: u64,
}

/// The result of an arena run, counted for side A; serialises as the JSON
/// `spite arena --json` prints.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    /// Side A's level name.
    pub a: String,
    /// Side B's level name.
    pub b: String,
    /// Games played.
    pub games: u32,
    /// The arena seed.
    pub seed: u64,
    /// Games side A won.
    pub wins: u32,
    /// Games side B won.
    pub losses: u32,
    /// Drawn games, the capped ones included.
    pub draws: u32,
    /// Draws that were games stopped at the turn cap.
    pub capped: u32,
    /// Side A's share of the decisive games.
    pub win_rate: f64,
    /// Wilson 95% interval of `win_rate`: its lower end.
    pub ci_low: f64,
    /// Wilson 95% interval of `win_rate`: its upper end.
    pub ci_high: f64,
    /// Mean turns per game.
    pub mean_game_turns: f64,
    /// Side A's turn times and points.
    pub side_a: SideStats,
    /// Side B's turn times and points.
    pub side_b: SideStats,
    /// Side A's mean turn time (copied to the top level for scripts).
    pub mean_turn_ms: f64,
    /// Side A's 99th percentile turn time (copied, as `mean_turn_ms`).
    pub p99_turn_ms: f64,
    /// Side B's mean turn time (copied).
    pub b_mean_turn_ms: f64,
    /// Side B's 99th percentile turn time (copied).
    pub b_p99_turn_ms: f64,
}

/// Wilson score interval (95%) for `wins` successes in `n` trials, as
/// `(low, high)` within 0..=1; `(0, 1)` when `n` is 0.
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = f64::from(n);
    let p = f64::from(wins) / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    // Rounding must not leave `p` itself outside (at 0 or n wins the bound
    // is exactly `p`).
    ((centre - half).clamp(0.0, p), (centre + half).clamp(p, 1.0))
}

fn side_stats(level: Level, mut ms: Vec<f64>, points: u64) -> SideStats {
    ms.sort_by(f64::total_cmp);
    let pick = |q: f64| -> f64 {
        if ms.is_empty() {
            0.0
        } else {
            ms[((ms.len() - 1) as f64 * q).round() as usize]
        }
    };
    SideStats {
        level: level.name().into(),
        turns: ms.len(),
        mean_turn_ms: if ms.is_empty() {
            0.0
        } else {
            ms.iter().sum::<f64>() / ms.len() as f64
        },
        median_turn_ms: pick(0.5),
        p99_turn_ms: pick(0.99),
        max_turn_ms: ms.last().copied().unwrap_or(0.0),
        points,
    }
}

/// Plays every game of `arena` on `arena.threads` threads, calling
/// `progress` after each finished game; results are gathered by game index,
/// so they do not depend on the thread count.
///
/// # Errors
/// The first game's error (see [`play_game`]): a bot's illegal move stops
/// the run.
pub fn run(arena: &Arena, progress: &(dyn Fn() + Sync)) -> Result<Report, ArenaError> {
    let records = play_all(arena, progress)?;
    Ok(report(arena, &records))
}

/// Plays every game and returns the records in game order (what [`run`]
/// sums up with [`report`]).
///
/// # Errors
/// As [`run`].
pub fn play_all(arena: &Arena, progress: &(dyn Fn() + Sync)) -> Result<Vec<ArenaGame>, ArenaError> {
    arena.check()?;
    let next = AtomicU32::new(0);
    let slots: Mutex<Vec<Option<Result<ArenaGame, ArenaError>>>> =
        Mutex::new(vec![None; arena.games as usize]);
    let threads = arena.threads.clamp(1, 256);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= arena.games {
                        break;
                    }
                    let result = play_game(arena, i);
                    let failed = result.is_err();
                    slots
                        .lock()
                        .expect("no thread panics while holding the lock")[i as usize] =
                        Some(result);
                    progress();
                    if failed {
                        // Stop handing out games; the error is reported below.
                        next.store(arena.games, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let slots = slots
        .into_inner()
        .expect("no thread panics while holding the lock");
    let mut records = Vec::with_capacity(slots.len());
    for slot in slots {
        match slot {
            Some(Ok(r)) => records.push(r),
            Some(Err(e)) => return Err(e),
            None => {}
        }
    }
    if records.len() != arena.games as usize {
        return Err(ArenaError::Stopped);
    }
    Ok(records)
}

/// Sums up the records of a run of `arena`: wins, losses and draws for side
/// A, the win rate with its interval, turn times per side.
pub fn report(arena: &Arena, records: &[ArenaGame]) -> Report {
    let count = |o: ArenaOutcome| records.iter().filter(|r| r.outcome == o).count() as u32;
    let (wins, losses, capped) = (
        count(ArenaOutcome::Win),
        count(ArenaOutcome::Loss),
        count(ArenaOutcome::Capped),
    );
    let draws = count(ArenaOutcome::Draw) + capped;
    let decisive = wins + losses;
    let (ci_low, ci_high) = wilson(wins, decisive);
    let mut ms: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut points = [0u64; 2];
    for r in records {
        for (place, times) in r.turn_ms.iter().enumerate() {
            ms[usize::from(place != 0)].extend_from_slice(times);
        }
        match r.outcome {
            ArenaOutcome::Win => points[0] += u64::from(r.points),
            ArenaOutcome::Loss => points[1] += u64::from(r.points),
            _ => {}
        }
    }
    let [ms_a, ms_b] = ms;
    let side_a = side_stats(arena.a, ms_a, points[0]);
    let side_b = side_stats(arena.b, ms_b, points[1]);
    Report {
        a: arena.a.name().into(),
        b: arena.b.name().into(),
        games: records.len() as u32,
        seed: arena.seed,
        wins,
        losses,
        draws,
        capped,
        win_rate: if decisive == 0 {
            0.5
        } else {
            f64::from(wins) / f64::from(decisive)
        },
        ci_low,
        ci_high,
        mean_game_turns: if records.is_empty() {
            0.0
        } else {
            records.iter().map(|r| f64::from(r.turns)).sum::<f64>() / records.len() as f64
        },
        mean_turn_ms: side_a.mean_turn_ms,
        p99_turn_ms: side_a.p99_turn_ms,
        b_mean_turn_ms: side_b.mean_turn_ms,
        b_p99_turn_ms: side_b.p99_turn_ms,
        side_a,
        side_b,
    }
}

/// Every pairing of `levels` (each pair `games` games, seeded from `seed`
/// and the pair's position), then an Elo table, strongest first, anchored
/// with `naive` (or the first level) at 0. `template` gives everything but
/// the two levels (its `a`, `b` and `seats` are ignored).
///
/// # Errors
/// As [`run`], for the first pairing that fails.
pub fn round_robin(
    levels: &[Level],
    template: &Arena,
    progress: &(dyn Fn() + Sync),
) -> Result<(Vec<Report>, Vec<EloRow>), ArenaError> {
    let mut reports = Vec::new();
    let mut pair = 0u64;
    for (i, &a) in levels.iter().enumerate() {
        for &b in &levels[i + 1..] {
            let arena = Arena {
                a,
                b,
                seats: Vec::new(),
                seed: derive_seed(template.seed, 1000 + pair),
                ..template.clone()
            };
            pair += 1;
            reports.push(run(&arena, progress)?);
        }
    }
    Ok((reports.clone(), elo(levels, &reports)))
}
