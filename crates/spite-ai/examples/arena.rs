//! A table of levels, as `spite arena --seats … --json` plays it, without
//! building the command-line program (a release build of spite-ai alone
//! takes minutes, spite-cli's far longer):
//!
//! ```text
//! cargo run --release -p spite-ai --example arena -- --seats expert,hard --games 1000 --seed 101 --threads 2
//! ```
//!
//! Options: `--seats L,L,…` (2 to 6 levels), `--partners`, `--games N`,
//! `--seed N`, `--threads N`, `--expert-iterations N`. Prints the
//! [`TableReport`](spite_ai::arena::TableReport) as JSON on one line, then
//! a line with place 0's result in every game (`W`, `L`, `D`), for paired
//! comparisons of two builds on the same games, then a line with every
//! game's turns and points: two builds that decide alike print it alike.

use std::io::Write;

use spite_ai::arena::{self, Arena, ArenaOutcome};
use spite_ai::{Budget, Level};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut seats = vec![Level::Expert, Level::Hard];
    let (mut partners, mut games, mut seed, mut threads) = (false, 100, 1, 1);
    let mut budget = Budget::DEFAULT;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--partners" {
            partners = true;
            continue;
        }
        let value = args.next().ok_or(format!("{arg} needs a value"))?;
        match arg.as_str() {
            "--seats" => {
                seats = value.split(',').map(str::parse).collect::<Result<_, _>>()?;
            }
            "--games" => games = value.parse()?,
            "--seed" => seed = value.parse()?,
            "--threads" => threads = value.parse()?,
            "--expert-iterations" => budget.iterations = value.parse::<u32>()?.max(1),
            _ => return Err(format!("unknown option {arg}").into()),
        }
    }
    let mut table = Arena::table(seats, partners, games, seed);
    table.threads = threads;
    table.budget = budget;
    table.check()?;
    let records = arena::play_all(&table, &|| {})?;
    // Written, not printed: a closed pipe (`| head`) ends the run with an
    // error instead of a panic.
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{}",
        serde_json::to_string(&arena::table_report(&table, &records))?
    )?;
    let outcomes: String = records
        .iter()
        .map(|r| match r.outcome {
            ArenaOutcome::Win => 'W',
            ArenaOutcome::Loss => 'L',
            ArenaOutcome::Draw | ArenaOutcome::Capped => 'D',
        })
        .collect();
    writeln!(out, "{outcomes}")?;
    let games: Vec<String> = records
        .iter()
        .map(|r| format!("{}/{}", r.turns, r.points))
        .collect();
    writeln!(out, "{}", games.join(" "))?;
    Ok(())
}
