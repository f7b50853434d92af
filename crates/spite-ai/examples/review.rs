//! Measures game reviews: for each level, seeded two-player games against
//! one opponent level (the same deals for every level), the level's seat
//! reviewed; prints the time each review took (mean and slowest, with the
//! game's length; CPU time of the reviewing thread, read from Linux's
//! /proc, else the wall clock), and per level the decisions, their marks, the chance
//! lost and the mean accuracy (docs/review.md).
//!
//! ```sh
//! cargo build --release -p spite-ai --example review
//! nice -n 10 target/release/examples/review --levels easy,medium,hard,expert --against hard --games 50 --seed 1
//! ```

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use spite_ai::{Bot, Level, LevelBot, Mark, ReviewOptions, bot_rng, review_game};
use spite_core::{Record, Rules, derive_seed};

struct Args {
    levels: Vec<Level>,
    against: Level,
    games: u64,
    seed: u64,
    worlds: u32,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        levels: vec![Level::Easy, Level::Medium, Level::Hard, Level::Expert],
        against: Level::Hard,
        games: 50,
        seed: 1,
        worlds: ReviewOptions::DEFAULT.worlds,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag}: {e}");
        match flag.as_str() {
            "--levels" => {
                args.levels = value
                    .split(',')
                    .map(|l| l.parse::<Level>().map_err(|e| bad(&e)))
                    .collect::<Result<_, _>>()?
            }
            "--against" => args.against = value.parse().map_err(|e| bad(&e))?,
            "--games" => args.games = value.parse().map_err(|e| bad(&e))?,
            "--seed" => args.seed = value.parse().map_err(|e| bad(&e))?,
            "--worlds" => args.worlds = value.parse().map_err(|e| bad(&e))?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(args)
}

/// One game between `levels` (seat 0 first), as a record.
fn play(levels: [Level; 2], seed: u64) -> Record {
    let mut record = Record::new(Rules::g4a(), seed, Some(0));
    let mut game = record.initial().expect("g4a deals");
    let mut bots = levels.map(LevelBot::new);
    let mut moves = 0u64;
    while !game.is_over() && moves < 3000 {
        let seat = game.to_move();
        let mv = bots[usize::from(seat)].choose(
            &game.observation(seat),
            &mut bot_rng(derive_seed(seed, moves)),
        );
        game.apply(mv).expect("bots play legal moves");
        record.moves.push(mv);
        moves += 1;
    }
    record
}

#[derive(Default)]
struct Tally {
    decisions: usize,
    marks: [usize; 3],
    lost: Vec<f32>,
    accuracy: Vec<f32>,
}

/// This thread's CPU time (user and system) in seconds, from Linux's
/// /proc: on a loaded machine the wall clock measures the other work too.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The fields after the command name (which ends with the last ')').
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() {
    let args = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let options = ReviewOptions {
        worlds: args.worlds,
        ..ReviewOptions::DEFAULT
    };
    let cancel = AtomicBool::new(false);
    let mut tallies: Vec<Tally> = args.levels.iter().map(|_| Tally::default()).collect();
    let mut times = Vec::new();
    for (l, &level) in args.levels.iter().enumerate() {
        for i in 0..args.games {
            let seed = derive_seed(args.seed, i);
            // The reviewed level plays first in every other game; the
            // same deals for every level.
            let seat = (i % 2) as u8;
            let mut levels = [args.against; 2];
            levels[usize::from(seat)] = level;
            let record = play(levels, seed);
            let turns = record.replay().expect("a played record replays").turn();
            let (started, cpu) = (Instant::now(), cpu_seconds());
            let review = review_game(&record, seat, &options, &cancel, |_| {})
                .expect("a played record reviews");
            let wall = started.elapsed().as_secs_f64();
            let secs = cpu_seconds().map_or(wall, |end| end - cpu.unwrap_or(0.0));
            times.push((secs, turns));
            let tally = &mut tallies[l];
            tally.decisions += review.turns.len();
            for t in &review.turns {
                if let Some(m) = t.mark {
                    tally.marks[m as usize] += 1;
                }
                tally.lost.push(t.lost);
            }
            tally.accuracy.push(review.accuracy);
            println!(
                "{level} game {i} seat {seat}: {turns} turns, {} decisions, accuracy {:.1}, {secs:.2} s CPU ({wall:.2} s wall)",
                review.turns.len(),
                review.accuracy
            );
        }
    }
    let mean = times.iter().map(|t| t.0).sum::<f64>() / times.len().max(1) as f64;
    let slowest = times
        .iter()
        .copied()
        .fold((0.0, 0), |a, t| if t.0 > a.0 { t } else { a });
    let mean_turns = times.iter().map(|t| f64::from(t.1)).sum::<f64>() / times.len().max(1) as f64;
    println!(
        "\nreviews of one seat: {} games, CPU time mean {mean:.2} s (games of {mean_turns:.1} turns), slowest {:.2} s ({} turns), {} worlds",
        times.len(),
        slowest.0,
        slowest.1,
        args.worlds
    );
    println!(
        "level    decisions  inaccuracies  mistakes  blunders  blunders/decision  lost% p50 p90 p99  accuracy"
    );
    for (level, t) in args.levels.iter().zip(&mut tallies) {
        t.lost.sort_by(f32::total_cmp);
        let pct = |p: f64| {
            t.lost
                .get(((t.lost.len() as f64 - 1.0) * p).round() as usize)
                .copied()
                .unwrap_or(0.0)
                * 100.0
        };
        let acc = t.accuracy.iter().sum::<f32>() / t.accuracy.len().max(1) as f32;
        println!(
            "{:<8} {:>9}  {:>12}  {:>8}  {:>8}  {:>17.4}  {:>9.1} {:.1} {:.1}  {acc:>8.1}",
            level.name(),
            t.decisions,
            t.marks[Mark::Inaccuracy as usize],
            t.marks[Mark::Mistake as usize],
            t.marks[Mark::Blunder as usize],
            t.marks[Mark::Blunder as usize] as f64 / t.decisions.max(1) as f64,
            pct(0.5),
            pct(0.9),
            pct(0.99),
        );
    }
}
