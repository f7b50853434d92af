//! How long a player waits for a computer's turn at the window's table: a
//! table of computers played through [`LocalClient`], the client the
//! window plays a local match through (its computers on a worker thread,
//! so the table is drawn while they think), polled every millisecond as
//! the window polls it every frame (the window adds at most one frame, 17
//! ms at 60 frames a second). A turn is timed from the poll that starts it
//! to the poll that shows the next seat to move, so it includes every
//! move of the turn and the client's own work. `docs/ai.md` compares it
//! with the arena's time per turn.
//!
//! ```text
//! cargo run --release -p spite-table --example think_time -- --seats expert,hard --games 20 --seed 201
//! ```
//!
//! Options: `--seats L,L,…` (2 to 6 levels), `--partners`, `--games N`,
//! `--seed N`. Prints one line per level: turns timed, mean, p50, p99 and
//! slowest, in milliseconds.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use spite_ai::Level;
use spite_core::Rules;
use spite_table::client::{Client, LocalClient};
use spite_table::{Player, Seats, Table};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut levels = vec![Level::Expert, Level::Hard];
    let (mut partners, mut games, mut seed) = (false, 10_u64, 1_u64);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--partners" {
            partners = true;
            continue;
        }
        let value = args.next().ok_or(format!("{arg} needs a value"))?;
        match arg.as_str() {
            "--seats" => levels = value.split(',').map(str::parse).collect::<Result<_, _>>()?,
            "--games" => games = value.parse()?,
            "--seed" => seed = value.parse()?,
            _ => return Err(format!("unknown option {arg}").into()),
        }
    }
    let players = u8::try_from(levels.len())?;
    let rules = Rules {
        players,
        partnership: partners,
        ..Rules::g4a()
    };
    let mut turns: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    for game in 0..games {
        // Seats rotate from game to game, so no level always sits first.
        let shift = usize::try_from(game)? % levels.len();
        let seated: Vec<Level> = (0..levels.len())
            .map(|i| levels[(i + shift) % levels.len()])
            .collect();
        let seats = Seats::new(seated.iter().map(|&l| Player::Computer(l)).collect());
        let table = Table::new(rules, seats, seed.wrapping_add(game))?;
        for (seat, took) in play(table)? {
            let level = seated[usize::from(seat)];
            turns.entry(level.to_string()).or_default().push(took);
        }
    }
    for (level, mut times) in turns {
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
        let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / times.len() as f64;
        println!(
            "{level}: {} turns, mean {mean:.1} ms, p50 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms",
            times.len(),
            at(0.5),
            at(0.99),
            at(1.0),
        );
    }
    Ok(())
}

/// Plays one game of computers to its end (or 3,000 turns), timing each
/// seat's turn.
fn play(table: Table) -> Result<Vec<(u8, Duration)>, Box<dyn std::error::Error>> {
    let mut client = LocalClient::new(table, 0);
    let mut timed = Vec::new();
    let mut turn = (client.table().match_().game().to_move(), Instant::now());
    while !client.table().match_().game().is_over() && timed.len() < 3_000 {
        client.poll();
        let now = client.table().match_().game().to_move();
        if now != turn.0 || client.table().match_().game().is_over() {
            timed.push((turn.0, turn.1.elapsed()));
            turn = (now, Instant::now());
        } else if !client.state().thinking {
            return Err("the computers stopped playing".into());
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    Ok(timed)
}
