//! Quick-match load: seekers arriving evenly over a few seconds at a server
//! in this process (SQLite in a temporary directory, loopback WebSockets),
//! each a new identity with a rating drawn from a fixed seed (written to
//! the database before it seeks), seeking a rated `g4a` match.
//!
//! ```text
//! cargo run -p spite-server --example quick_match -- --seekers 200 --over 5
//! ```
//!
//! It reports the time from sending `seek` to receiving `seated` (p50,
//! p99, max), the pairs formed, how far apart the paired ratings were, and
//! who was still waiting when it stopped (`--wait` seconds after the last
//! arrival). Bounded: every seeker gives up with the run.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use spite_server::client::Client;
use spite_server::protocol::Preset;
use spite_server::{Config, Server};

struct Args {
    seekers: usize,
    over: f64,
    wait: u64,
}

fn args() -> Args {
    let mut a = Args {
        seekers: 200,
        over: 5.0,
        wait: 40,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--seekers" => a.seekers = value.parse().expect("--seekers N"),
            "--over" => a.over = value.parse().expect("--over SECONDS"),
            "--wait" => a.wait = value.parse().expect("--wait SECONDS"),
            other => panic!("unknown option {other}"),
        }
    }
    a
}

/// Ratings from a fixed seed: roughly normal around 1500, spread ±300
/// (the sum of four uniform draws).
fn ratings(n: usize) -> Vec<f64> {
    let mut state: u64 = 0x5eed_1234_abcd_ef01;
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    (0..n)
        .map(|_| 1500.0 + ((0..4).map(|_| next()).sum::<f64>() - 2.0) * 520.0)
        .collect()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::main]
async fn main() {
    let a = args();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut config = Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        data: Some(dir.path().to_path_buf()),
        rate_per_sec: 1000.0,
        rate_burst: 1000.0,
        max_connections: 100_000,
        ..Config::default()
    };
    config.matchmaking.identities_per_address = u32::MAX;
    config.matchmaking.computer_after = Duration::from_secs(3600);
    let server = Server::start(config).await.expect("the server starts");
    let url = server.url();
    let db = rusqlite::Connection::open(dir.path().join("spite.db")).expect("the database");
    let ratings = ratings(a.seekers);
    // Identities first (not measured), their ratings written directly.
    let mut clients = Vec::with_capacity(a.seekers);
    for (k, r) in ratings.iter().enumerate() {
        let mut c = Client::connect(&url).await.expect("a connection");
        let name = format!("s{k}");
        c.identify(None, Some(name.clone()))
            .await
            .expect("an identity");
        db.execute(
            "INSERT INTO ratings (key_hash, rules, rating, deviation, volatility, games, updated)
             SELECT key_hash, 'g4a', ?2, 60.0, 0.06, 10, 0 FROM players WHERE name = ?1",
            rusqlite::params![name, r],
        )
        .expect("a rating");
        clients.push(c);
    }
    let gap = Duration::from_secs_f64(a.over / a.seekers.max(1) as f64);
    let start = Instant::now();
    let deadline = start + Duration::from_secs_f64(a.over) + Duration::from_secs(a.wait);
    let mut tasks = Vec::with_capacity(a.seekers);
    for (k, mut c) in clients.into_iter().enumerate() {
        let arrive = start + gap * k as u32;
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep_until(arrive.into()).await;
            let sent = Instant::now();
            c.seek(Preset::G4a, true).await.expect("seeking");
            let seated = tokio::time::timeout_at(deadline.into(), c.wait_seated()).await;
            let took = sent.elapsed();
            match seated {
                Ok(Ok(s)) => Ok((k, s.code, took)),
                _ => Err(k),
            }
        }));
    }
    let mut times = Vec::new();
    let mut rooms: HashMap<String, Vec<usize>> = HashMap::new();
    let mut waiting = Vec::new();
    for t in tasks {
        match t.await.expect("a seeker's task") {
            Ok((k, code, took)) => {
                times.push(took.as_secs_f64() * 1000.0);
                rooms.entry(code).or_default().push(k);
            }
            Err(k) => waiting.push(format!("{:.0}", ratings[k])),
        }
    }
    times.sort_by(f64::total_cmp);
    let mut gaps: Vec<f64> = rooms
        .values()
        .filter(|p| p.len() == 2)
        .map(|p| (ratings[p[0]] - ratings[p[1]]).abs())
        .collect();
    gaps.sort_by(f64::total_cmp);
    let spread = {
        let mut all = ratings.clone();
        all.sort_by(f64::total_cmp);
        (all[0], all[all.len() - 1])
    };
    println!(
        "{} seekers over {} s, ratings {:.0}..{:.0}",
        a.seekers, a.over, spread.0, spread.1
    );
    println!(
        "seek -> seated: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} seated)",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().copied().unwrap_or(f64::NAN),
        times.len()
    );
    println!(
        "pairs formed {}; rating gap within a pair: median {:.0}, p90 {:.0}, max {:.0}; still waiting after {} s: {} (ratings {})",
        gaps.len(),
        percentile(&gaps, 0.5),
        percentile(&gaps, 0.9),
        gaps.last().copied().unwrap_or(f64::NAN),
        a.wait,
        waiting.len(),
        waiting.join(", ")
    );
    server.shutdown().await;
}
