//! Quick-match load: seekers arriving evenly over a few seconds at servers
//! in this process (loopback WebSockets), each a new identity with a
//! rating drawn from a fixed seed, seeking a rated `g4a` match.
//!
//! ```text
//! cargo run --release -p spite-server --example quick_match -- --seekers 1000 --over 10
//! quick_match --seekers 1000 --over 10 --database "$PG" --instances 2 [--haproxy /usr/sbin/haproxy]
//! ```
//!
//! One instance on SQLite in a temporary directory by default;
//! `--database` (key=value words, as `.ci/postgres start` prints) keeps
//! everything in a fresh schema of that PostgreSQL database, dropped at
//! the end, and `--instances N` starts N servers on it behind HAProxy
//! (round robin, so consecutive seekers wait on different instances and
//! the shared pool pairs them).
//!
//! Each seeker's identity is made over the protocol (`identify`) before
//! the run; its rating is then written by this program into the same
//! database the servers read (the ratings table: the setup of a rated
//! history, not a server feature). The run reports the time from sending
//! `seek` to receiving `seated` (p50, p99, max), the pairs formed, how far
//! apart the paired ratings were, any room with other than two seekers
//! (none may be), and who was still waiting when it stopped (`--wait`
//! seconds after the last arrival). Bounded: every seeker gives up with
//! the run.

use std::collections::HashMap;
use std::str::FromStr;
use std::time::{Duration, Instant};

use spite_server::protocol::Preset;
use spite_server::{Config, DatabaseUrl, Server};
use support::{connect, load_average, load_balancer};

mod support;

struct Args {
    seekers: usize,
    over: f64,
    wait: u64,
    database: Option<String>,
    instances: usize,
    haproxy: String,
}

fn args() -> Args {
    let mut a = Args {
        seekers: 200,
        over: 5.0,
        wait: 40,
        database: None,
        instances: 1,
        haproxy: "/usr/sbin/haproxy".into(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--seekers" => a.seekers = value.parse().expect("--seekers N"),
            "--over" => a.over = value.parse().expect("--over SECONDS"),
            "--wait" => a.wait = value.parse().expect("--wait SECONDS"),
            "--database" => a.database = Some(value),
            "--instances" => a.instances = value.parse().expect("--instances N"),
            "--haproxy" => a.haproxy = value,
            other => panic!("unknown option {other}"),
        }
    }
    assert!(
        a.instances == 1 || a.database.is_some(),
        "several instances share a PostgreSQL database: give --database"
    );
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

/// The database the servers keep their players in, as this program
/// writes the seekers' ratings into it.
enum Ratings {
    Sqlite(rusqlite::Connection),
    Postgres {
        client: tokio_postgres::Client,
        schema: String,
    },
}

impl Ratings {
    /// A `g4a` rating for the player named `name` (made over the protocol).
    async fn write(&self, name: &str, rating: f64) {
        match self {
            Ratings::Sqlite(db) => {
                db.execute(
                    "INSERT INTO ratings (key_hash, rules, rating, deviation, volatility, games, updated)
                     SELECT key_hash, 'g4a', ?2, 60.0, 0.06, 10, 0 FROM players WHERE name = ?1",
                    rusqlite::params![name, rating],
                )
                .expect("a rating written");
            }
            Ratings::Postgres { client, .. } => {
                client
                    .execute(
                        "INSERT INTO spite_ratings (key_hash, rules, rating, deviation, volatility, games, updated)
                         SELECT key_hash, 'g4a', $2, 60.0, 0.06, 10, 0 FROM spite_players WHERE name = $1",
                        &[&name, &rating],
                    )
                    .await
                    .expect("a rating written");
            }
        }
    }

    /// Drops the run's schema (PostgreSQL; SQLite's directory goes by itself).
    async fn clean_up(self) {
        if let Ratings::Postgres { client, schema } = self
            && let Err(e) = client
                .batch_execute(&format!("DROP SCHEMA {schema} CASCADE"))
                .await
        {
            eprintln!("the schema {schema} was not dropped: {e}");
        }
    }
}

/// A fresh schema in the database at `url`: the connection that made it
/// and the address that keeps a server in it.
async fn fresh_schema(url: &str) -> (tokio_postgres::Client, String, String) {
    let config = tokio_postgres::Config::from_str(url).expect("--database: key=value words");
    let (client, conn) = config
        .connect(tokio_postgres::NoTls)
        .await
        .expect("PostgreSQL answers");
    tokio::spawn(conn);
    let schema = format!("quick_match_{}", std::process::id());
    client
        .batch_execute(&format!(
            "CREATE SCHEMA {schema}; SET search_path = {schema}"
        ))
        .await
        .expect("a schema made");
    let address = format!("{url} options='-c search_path={schema}'");
    (client, schema, address)
}

#[tokio::main]
async fn main() {
    let a = args();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let base = Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        rate_per_sec: 1000.0,
        rate_burst: 1000.0,
        max_connections: 100_000,
        ..Config::default()
    };
    let (schema, address) = match &a.database {
        Some(url) => {
            let (client, schema, address) = fresh_schema(url).await;
            (Some((client, schema)), Some(address))
        }
        None => (None, None),
    };
    let mut servers = Vec::new();
    for k in 0..a.instances.max(1) {
        let mut config = Config {
            data: address.is_none().then(|| dir.path().to_path_buf()),
            database: address.clone().map(DatabaseUrl::from),
            instance: Some(format!("quick-{k}")),
            ..base.clone()
        };
        config.matchmaking.identities_per_address = u32::MAX;
        config.matchmaking.computer_after = Duration::from_secs(3600);
        servers.push(Server::start(config).await.expect("the server starts"));
    }
    let addrs: Vec<String> = servers.iter().map(|s| s.addr().to_string()).collect();
    let _lb = (servers.len() > 1).then(|| load_balancer(&a.haproxy, dir.path(), &addrs));
    let url = match &_lb {
        Some((_, front)) => format!("ws://{front}/ws"),
        None => servers[0].url(),
    };
    let db = match schema {
        Some((client, schema)) => Ratings::Postgres { client, schema },
        None => Ratings::Sqlite(
            rusqlite::Connection::open(dir.path().join("spite.db")).expect("the database"),
        ),
    };
    let ratings = ratings(a.seekers);
    // Identities first (not measured), then their ratings.
    let mut clients = Vec::with_capacity(a.seekers);
    for (k, r) in ratings.iter().enumerate() {
        let mut c = connect(&url).await;
        let name = format!("s{k}");
        c.identify(None, Some(name.clone()))
            .await
            .expect("an identity");
        db.write(&name, *r).await;
        clients.push(c);
    }
    println!("load average at start: {}", load_average());
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
    let odd: Vec<usize> = rooms.values().map(Vec::len).filter(|&n| n != 2).collect();
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
        "{} seekers over {} s, ratings {:.0}..{:.0}, {} instance(s) on {}",
        a.seekers,
        a.over,
        spread.0,
        spread.1,
        a.instances,
        if a.database.is_some() {
            "PostgreSQL"
        } else {
            "SQLite"
        }
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
    println!(
        "rooms with other than two seekers: {} {:?}; load average at the end: {}",
        odd.len(),
        odd,
        load_average()
    );
    for server in servers {
        server.shutdown().await;
    }
    drop(_lb);
    db.clean_up().await;
}
