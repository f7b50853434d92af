//! Load generator: rooms of two bot clients over real WebSockets on
//! loopback, against a `spite-server` child process.
//!
//! ```text
//! cargo build --release -p spite-server --examples --bins --target-dir /work/release-target
//! /work/release-target/release/examples/load --server-bin /work/release-target/release/spite-server \
//!     --rooms 1000 --seconds 20 --think-ms 1000 [--no-data] [--idle-rooms 10000] \
//!     [--database URL] [--instances 2] [--via-haproxy] [--haproxy /usr/sbin/haproxy]
//! ```
//!
//! `--database URL` keeps the rooms in PostgreSQL instead of SQLite;
//! `--instances N` starts N servers on it behind HAProxy (`--via-haproxy`:
//! one server behind it, to see HAProxy's own cost; the clients
//! connect through HAProxy, round robin, so a room's two seats usually sit
//! on different instances). Besides the mover's `play` → `moved`, it
//! measures when the other seat hears the move (from the same `play`):
//! across instances, that is the fan-out through the database.
//!
//! Each room has two person seats, each played by a client that answers
//! every view showing its turn with its first legal move, after
//! a think time drawn uniformly from half to one and a half times
//! `--think-ms` (0: at once, to saturate the server). It measures moves
//! per second through the server, the time from sending a move to
//! receiving its `moved` (p50, p99, max), and the server's resident memory
//! before and after the rooms (per room). `--idle-rooms N` opens N rooms
//! whose creator stays connected and silent, and reports the memory they
//! hold. The server's `/health` gives the database writes and their mean
//! time.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use spite_core::{PlayerView, Rules};
use spite_server::client::Client;
use spite_server::protocol::{RulesSpec, SeatSpec, ServerMessage};
use support::{Proc, connect, load_average, load_balancer};

mod support;

struct Args {
    server_bin: String,
    rooms: usize,
    idle_rooms: usize,
    seconds: u64,
    think_ms: u64,
    data: bool,
    database: Option<String>,
    instances: usize,
    haproxy: String,
    via_haproxy: bool,
}

fn args() -> Args {
    let mut a = Args {
        server_bin: "target/release/spite-server".into(),
        rooms: 100,
        idle_rooms: 0,
        seconds: 10,
        think_ms: 0,
        data: true,
        database: None,
        instances: 1,
        haproxy: "/usr/sbin/haproxy".into(),
        via_haproxy: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let mut v = || it.next().expect("a value");
        match k.as_str() {
            "--server-bin" => a.server_bin = v(),
            "--rooms" => a.rooms = v().parse().unwrap(),
            "--idle-rooms" => a.idle_rooms = v().parse().unwrap(),
            "--seconds" => a.seconds = v().parse().unwrap(),
            "--think-ms" => a.think_ms = v().parse().unwrap(),
            "--no-data" => a.data = false,
            "--database" => a.database = Some(v()),
            "--instances" => a.instances = v().parse().unwrap(),
            "--haproxy" => a.haproxy = v(),
            "--via-haproxy" => a.via_haproxy = true,
            other => panic!("unknown option {other}"),
        }
    }
    a
}

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn health(addr: &str) -> String {
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    s.write_all(b"GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out.split("\r\n\r\n").nth(1).unwrap_or("").to_string()
}

fn metrics(addr: &str) -> String {
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    s.write_all(b"GET /metrics HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out.split("\r\n\r\n").nth(1).unwrap_or("").to_string()
}

/// Server `k`: its process and `HOST:PORT`.
fn start_server(a: &Args, dir: &std::path::Path, k: usize) -> (Proc, String) {
    let mut cmd = Command::new(&a.server_bin);
    cmd.args(["--addr", "127.0.0.1:0", "--rate", "1000", "--no-web"])
        .args(["--instance", &format!("load-{k}")])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped());
    match (&a.database, a.data) {
        (Some(url), _) => {
            cmd.env("SPITE_DATABASE_URL", url);
        }
        (None, true) => {
            cmd.arg("--data").arg(dir);
        }
        (None, false) => {
            cmd.arg("--no-data");
        }
    }
    let mut child = Proc(cmd.spawn().expect("the server binary"));
    let mut line = String::new();
    BufReader::new(child.0.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .strip_prefix("listening on ws://")
        .and_then(|l| l.strip_suffix("/ws"))
        .expect("the server says where it listens")
        .to_string();
    (child, addr)
}

#[derive(Default)]
struct Totals {
    moves: AtomicU64,
}

/// A small xorshift generator for the think-time jitter.
fn jitter(state: &mut u64, think: Duration) -> Duration {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    // Uniform in [think / 2, think * 3 / 2).
    let f = 0.5 + (*state % 1000) as f64 / 1000.0;
    think.mul_f64(f)
}

/// When a room's last `play` was sent (for the other seat's latency).
type Sent = Arc<std::sync::Mutex<Option<Instant>>>;

/// One seat's latencies in microseconds: its own moves' `play` → `moved`,
/// and the other seat's moves from their `play` to this seat's `moved`.
#[derive(Default)]
struct Lat {
    own: Vec<u32>,
    other: Vec<u32>,
}

#[allow(clippy::too_many_arguments)]
async fn bot(
    mut c: Client,
    id: u64,
    seat: u8,
    first: spite_core::ViewJson,
    think: Duration,
    stop: Arc<AtomicBool>,
    totals: Arc<Totals>,
    room_sent: Sent,
) -> Lat {
    let mut lat = Lat::default();
    let mut rng = id.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut sent: Option<Instant> = None;
    let mut view = Some(first);
    loop {
        if let Some(v) = view.take()
            && v.to_move == seat
            && v.status == spite_core::ViewStatus::Playing
            && sent.is_none()
        {
            if stop.load(Ordering::Relaxed) {
                return lat;
            }
            let mv = PlayerView::from_json(&v).unwrap().legal_moves()[0];
            if !think.is_zero() {
                tokio::time::sleep(jitter(&mut rng, think)).await;
            }
            sent = Some(Instant::now());
            *room_sent.lock().unwrap() = sent;
            if c.play(&mv.to_string()).await.is_err() {
                return lat;
            }
        }
        let msg = match tokio::time::timeout(Duration::from_secs(30), c.recv()).await {
            Ok(Ok(m)) => m,
            _ => return lat,
        };
        match &msg {
            ServerMessage::Moved {
                seat: s, view: v, ..
            } => {
                if *s == seat
                    && let Some(t) = sent.take()
                {
                    lat.own.push(t.elapsed().as_micros() as u32);
                    totals.moves.fetch_add(1, Ordering::Relaxed);
                } else if *s != seat
                    && let Some(t) = *room_sent.lock().unwrap()
                {
                    lat.other.push(t.elapsed().as_micros() as u32);
                }
                view = Some(v.view.clone());
            }
            ServerMessage::NewGame { view: v, .. } => view = Some(v.view.clone()),
            ServerMessage::MatchOver { .. } => return lat,
            ServerMessage::Error { message, .. } => panic!("refused: {message}"),
            _ => {}
        }
        if stop.load(Ordering::Relaxed) && sent.is_none() {
            return lat;
        }
    }
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

fn main() {
    let a = args();
    let dir = std::env::temp_dir().join(format!("spite-load-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let mut servers = Vec::new();
    let mut addrs = Vec::new();
    for k in 0..a.instances.max(1) {
        let (server, addr) = start_server(&a, &dir, k);
        servers.push(server);
        addrs.push(addr);
    }
    let pid = servers[0].0.id();
    // Two or more (or asked): HAProxy in front, the clients connect
    // through it.
    let _lb = (servers.len() > 1 || a.via_haproxy).then(|| load_balancer(&a.haproxy, &dir, &addrs));
    let url = match &_lb {
        Some((_, front)) => format!("ws://{front}/ws"),
        None => format!("ws://{}/ws", addrs[0]),
    };
    let addr = addrs[0].clone();
    println!("load average at start: {}", load_average());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let base = rss_kib(pid);
    let store = match (&a.database, a.data) {
        (Some(_), _) => "PostgreSQL",
        (None, true) => "SQLite",
        (None, false) => "no",
    };
    println!(
        "server pid {pid} (of {}), {store} database, RSS at start {base} KiB",
        servers.len()
    );
    let rules = Rules {
        match_target: 10_000,
        ..Rules::g4a()
    };
    let seats = vec![SeatSpec::Person, SeatSpec::Person];

    if a.idle_rooms > 0 {
        let t = Instant::now();
        let clients = rt.block_on(async {
            let mut out = Vec::with_capacity(a.idle_rooms);
            for _ in 0..a.idle_rooms {
                let mut c = Client::connect(&url).await.unwrap();
                c.create(Some(RulesSpec::Custom(rules)), seats.clone(), None, None)
                    .await
                    .unwrap();
                out.push(c);
            }
            out
        });
        std::thread::sleep(Duration::from_secs(1));
        let rss = rss_kib(pid);
        println!(
            "idle: {} rooms and connections opened in {:.1} s; server RSS {} KiB, {:.1} KiB per idle room + connection; health {}",
            clients.len(),
            t.elapsed().as_secs_f64(),
            rss,
            (rss - base) as f64 / clients.len() as f64,
            health(&addr)
        );
        std::mem::forget(clients);
    }

    if a.rooms == 0 {
        return;
    }
    let before = rss_kib(pid);
    let stop = Arc::new(AtomicBool::new(false));
    let totals = Arc::new(Totals::default());
    let think = Duration::from_millis(a.think_ms);
    let (handles, opened) = rt.block_on(async {
        let t = Instant::now();
        let mut pairs = Vec::new();
        for _ in 0..a.rooms {
            let mut c0 = connect(&url).await;
            let s0 = c0
                .create(Some(RulesSpec::Custom(rules)), seats.clone(), None, None)
                .await
                .unwrap();
            let mut c1 = connect(&url).await;
            let s1 = c1.join(&s0.code, None).await.unwrap();
            pairs.push(((c0, s0), (c1, s1)));
        }
        let opened = t.elapsed();
        let mut handles = Vec::new();
        for (k, ((c0, s0), (c1, s1))) in pairs.into_iter().enumerate() {
            let room_sent: Sent = Arc::default();
            for (c, s) in [(c0, s0), (c1, s1)] {
                handles.push(tokio::spawn(bot(
                    c,
                    2 * k as u64 + u64::from(s.seat),
                    s.seat,
                    s.room.view.view,
                    think,
                    stop.clone(),
                    totals.clone(),
                    room_sent.clone(),
                )));
            }
        }
        (handles, opened)
    });
    let rooms_rss = rss_kib(pid);
    let start = Instant::now();
    let moves_at_start = totals.moves.load(Ordering::Relaxed);
    std::thread::sleep(Duration::from_secs(a.seconds));
    let moves = totals.moves.load(Ordering::Relaxed) - moves_at_start;
    let elapsed = start.elapsed().as_secs_f64();
    let rss_playing = rss_kib(pid);
    stop.store(true, Ordering::Relaxed);
    let (mut lat, mut other) = rt.block_on(async {
        let (mut own, mut other) = (Vec::new(), Vec::new());
        for h in handles {
            let l = h.await.unwrap();
            own.extend(l.own);
            other.extend(l.other);
        }
        (own, other)
    });
    lat.sort_unstable();
    other.sort_unstable();
    println!(
        "active: {} rooms (2 clients each, think {} ms) opened in {:.1} s; {} moves in {:.1} s = {:.0} moves/s",
        a.rooms,
        a.think_ms,
        opened.as_secs_f64(),
        moves,
        elapsed,
        moves as f64 / elapsed
    );
    println!(
        "move -> moved: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms over {} moves",
        percentile(&lat, 0.5),
        percentile(&lat, 0.99),
        percentile(&lat, 1.0),
        lat.len()
    );
    println!(
        "move -> the other seat's moved: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms over {} moves",
        percentile(&other, 0.5),
        percentile(&other, 0.99),
        percentile(&other, 1.0),
        other.len()
    );
    println!("load average at the end: {}", load_average());
    println!(
        "server RSS: {} KiB before the rooms, {} KiB with them open, {} KiB while playing: {:.1} KiB per active room",
        before,
        rooms_rss,
        rss_playing,
        (rss_playing.saturating_sub(before)) as f64 / a.rooms as f64
    );
    for a in &addrs {
        println!("health {}", health(a));
        // The server's own view of the tail: its move latency (arrival to
        // `moved` queued) and database write histograms.
        let m = metrics(a);
        for l in m.lines().filter(|l| {
            l.starts_with("spite_move_seconds_bucket")
                || l.starts_with("spite_db_write_seconds_bucket")
        }) {
            println!("  {l}");
        }
    }
    drop(servers);
    let _ = std::fs::remove_dir_all(&dir);
}
