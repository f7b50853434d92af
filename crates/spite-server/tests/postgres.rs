//! The server on PostgreSQL (`SPITE_TEST_DATABASE_URL`, which `.ci/run`
//! sets with `.ci/postgres`; without it these tests say so and pass):
//! rooms kept across a restart, `/health` and moves while the database is
//! cut off (through a proxy) and while a PostgreSQL of the test's own is
//! stopped and started again, and no password in any log line.

mod common;

use std::io::Read;
use std::process::{Command, Stdio};
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use common::pg::*;
use common::*;
use spite_ai::Level;
use spite_server::client::{Client, Seated};
use spite_server::protocol::{ClientMessage, ErrorCode, RulesSpec, SeatSpec, ServerMessage};
use spite_server::{DatabaseUrl, Server};
use tokio::sync::Mutex;
use tokio_postgres::config::Host;

/// A TCP proxy to the test database that can be cut off (every connection
/// through it closed, new ones refused) and restored: the database "goes
/// away" without stopping the shared one.
struct Proxy {
    port: u16,
    down: Arc<AtomicBool>,
    links: Arc<Mutex<Vec<tokio::task::AbortHandle>>>,
    accept: tokio::task::JoinHandle<()>,
}

impl Proxy {
    async fn start(config: &tokio_postgres::Config) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let down = Arc::new(AtomicBool::new(false));
        let links = Arc::new(Mutex::new(Vec::new()));
        let target = config.get_hosts()[0].clone();
        let target_port = config.get_ports().first().copied().unwrap_or(5432);
        let (d, l) = (down.clone(), links.clone());
        let accept = tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                if d.load(Ordering::SeqCst) {
                    continue; // dropped: the database is "away"
                }
                let target = target.clone();
                let link = tokio::spawn(async move {
                    match target {
                        Host::Tcp(h) => {
                            let mut out = tokio::net::TcpStream::connect((h.as_str(), target_port))
                                .await
                                .unwrap();
                            let _ = tokio::io::copy_bidirectional(&mut inbound, &mut out).await;
                        }
                        Host::Unix(dir) => {
                            let path = dir.join(format!(".s.PGSQL.{target_port}"));
                            let mut out = tokio::net::UnixStream::connect(path).await.unwrap();
                            let _ = tokio::io::copy_bidirectional(&mut inbound, &mut out).await;
                        }
                    }
                });
                l.lock().await.push(link.abort_handle());
            }
        });
        Proxy {
            port,
            down,
            links,
            accept,
        }
    }

    async fn cut(&self) {
        self.down.store(true, Ordering::SeqCst);
        for link in self.links.lock().await.drain(..) {
            link.abort();
        }
    }

    fn restore(&self) {
        self.down.store(false, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accept.abort();
    }
}

/// Whether `/health` answers 200 within ten seconds.
async fn healthy_again(addr: std::net::SocketAddr) -> bool {
    for _ in 0..100 {
        if http_get(addr, "/health").await.0 == 200 {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn rooms_live_in_postgres_and_a_move_while_it_is_away_is_refused_whole() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let schema = fresh_schema(&db).await;
    let proxy = Proxy::start(&db).await;
    let mut config = config(None);
    config.database = Some(DatabaseUrl::from(address(&db, Some(proxy.port), &schema)));
    let server = Server::start(config.clone()).await.unwrap();
    let (status, body) = http_get(server.addr(), "/health").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("\"database\":\"up\""), "{body}");

    // A room, and one move in it.
    let (mut a, sa, mut b, sb) = two_people(&server.url(), None).await;
    match first_move(&sa.room.view) {
        Some(mv) => a.play(&mv).await.unwrap(),
        None => b
            .play(&first_move(&sb.room.view).expect("one of two seats is to move"))
            .await
            .unwrap(),
    }
    let moved = |m: &ServerMessage| matches!(m, ServerMessage::Moved { .. });
    let heard_a = until(&mut a, moved).await;
    let heard_b = until(&mut b, moved).await;
    let moves = server.moves(&sa.code).await.unwrap();
    assert_eq!(moves.iter().map(Vec::len).sum::<usize>(), 1);
    // Who moves next, and with what.
    let last_view = |heard: &[(ServerMessage, String)]| {
        view_of(&heard.last().expect("a frame").0).and_then(first_move)
    };
    let (a_next, b_next) = (last_view(&heard_a), last_view(&heard_b));

    // The database goes away: the instance says it cannot serve.
    proxy.cut().await;
    let (status, body) = http_get(server.addr(), "/health").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("\"database\":\"down\""), "{body}");
    let (_, text) = http_get(server.addr(), "/metrics").await;
    assert!(text.lines().any(|l| l == "spite_database_up 0"), "{text}");
    assert!(text.contains("store=\"postgres\""), "{text}");

    // A move now is refused with `unavailable`, applied nowhere, and the
    // other seat hears nothing of it (its next frame answers its ping).
    let (mover, other, next_mv) = match (a_next, b_next) {
        (Some(mv), None) => (&mut a, &mut b, mv),
        (None, Some(mv)) => (&mut b, &mut a, mv),
        other => panic!("exactly one seat is to move: {other:?}"),
    };
    refused_unavailable(mover, &next_mv, "the database is away").await;
    other.send(&ClientMessage::Ping {}).await.unwrap();
    assert!(matches!(recv(other).await.0, ServerMessage::Pong { .. }));
    assert_eq!(server.moves(&sa.code).await.as_ref(), Some(&moves));

    // It comes back: the instance reconnects by itself, and the same move
    // is played and heard by both.
    proxy.restore();
    assert!(
        healthy_again(server.addr()).await,
        "healthy again once the database is back"
    );
    mover.play(&next_mv).await.unwrap();
    until(mover, moved).await;
    until(other, moved).await;
    let moves = server.moves(&sa.code).await.unwrap();
    assert_eq!(moves.iter().map(Vec::len).sum::<usize>(), 2);
    drop((a, b));
    server.shutdown().await;

    // Another server on the same database has the room and both moves:
    // the creator rejoins with the token.
    config.database = Some(DatabaseUrl::from(address(&db, None, &schema)));
    let again = Server::start(config).await.unwrap();
    assert_eq!(again.moves(&sa.code).await, Some(moves));
    let mut c = Client::connect(&again.url()).await.unwrap();
    let back = c
        .rejoin(&sa.code, sa.token.as_deref().expect("the creator's token"))
        .await
        .unwrap();
    assert_eq!(back.seat, sa.seat);
    drop(c);
    again.shutdown().await;
    drop_schema(&db, &schema).await;
}

/// Runs `spite-server` with `args` and RUST_LOG=trace until it prints
/// `listening on` (then asks `/health` and `/metrics` and stops it) or
/// exits; returns everything it wrote.
fn run_server(args: &[&str]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spite-server"))
        .args(["--addr", "127.0.0.1:0", "--no-web"])
        .args(args)
        .env("RUST_LOG", "trace")
        .env_remove("SPITE_DATABASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let err = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stderr.read_to_string(&mut s);
        s
    });
    let mut out = String::new();
    let mut buf = [0u8; 256];
    let deadline = std::time::Instant::now() + STEP;
    while !out.contains('\n') && std::time::Instant::now() < deadline {
        match stdout.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => out.push_str(&String::from_utf8_lossy(&buf[..n])),
        }
    }
    if let Some(addr) = out
        .lines()
        .find_map(|l| l.strip_prefix("listening on ws://"))
        .and_then(|a| a.strip_suffix("/ws"))
    {
        let addr: std::net::SocketAddr = addr.parse().unwrap();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            assert_eq!(http_get(addr, "/health").await.0, 200);
            http_get(addr, "/metrics").await;
        });
        let _ = child.kill();
    }
    let _ = child.wait();
    let _ = stdout.read_to_string(&mut out);
    out + &err.join().unwrap()
}

#[test]
fn the_database_password_is_in_no_log_line() {
    // A database that does not answer: the error names it without the
    // password.
    let out = run_server(&[
        "--database",
        "postgres://spite:Hunter2Secret@127.0.0.1:1/games",
    ]);
    assert!(out.contains("postgres://spite@127.0.0.1:1/games"), "{out}");
    assert!(!out.contains("Hunter2"), "{out}");
    // One that cannot be read.
    let out = run_server(&[
        "--database",
        "postgres://spite:Hunter2Secret@[nonsense/games",
    ]);
    assert!(out.contains("cannot open the database"), "{out}");
    assert!(!out.contains("Hunter2"), "{out}");

    // A database that answers, at trace level, through a start, /health
    // and /metrics.
    let Some(db) = test_database() else {
        return skipped();
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let schema = rt.block_on(fresh_schema(&db));
    let url = format!("{} password=Hunter2Secret", address(&db, None, &schema));
    let out = run_server(&["--database", &url]);
    assert!(out.contains("listening on"), "{out}");
    assert!(out.contains("serving"), "{out}");
    assert!(!out.contains("Hunter2"), "{out}");
    rt.block_on(drop_schema(&db, &schema));
}

/// A PostgreSQL of this test's own (`.ci/postgres`), so that it can be
/// stopped and started without disturbing the other tests; removed when
/// dropped.
struct OwnPostgres {
    dir: std::path::PathBuf,
}

impl OwnPostgres {
    fn script(cmd: &str, dir: &std::path::Path) -> String {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../.ci/postgres");
        let out = Command::new("bash")
            .arg(script)
            .arg(cmd)
            .arg(dir)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{cmd}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    }

    /// Starts one; its address.
    fn start() -> (OwnPostgres, String) {
        let dir = std::env::temp_dir().join(format!("spite-pg-{:08x}", rand_suffix() as u32));
        let url = OwnPostgres::script("start", &dir);
        (OwnPostgres { dir }, url)
    }

    async fn run(&self, cmd: &'static str) {
        let dir = self.dir.clone();
        tokio::task::spawn_blocking(move || OwnPostgres::script(cmd, &dir))
            .await
            .unwrap();
    }
}

impl Drop for OwnPostgres {
    fn drop(&mut self) {
        // Not asserted: this may run while a failed test unwinds.
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../.ci/postgres");
        let _ = Command::new("bash")
            .arg(script)
            .arg("stop")
            .arg(&self.dir)
            .output();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_restart_mid_match_loses_nothing_and_play_resumes() {
    if test_database().is_none() {
        return skipped();
    }
    let (pg, url) = OwnPostgres::start();
    let mut config = config(None);
    config.database = Some(DatabaseUrl::from(url));
    let server = Server::start(config).await.unwrap();
    let (mut a, sa, mut b, sb) = two_people(&server.url(), None).await;
    let (mover, other, seated) = match first_move(&sa.room.view) {
        Some(_) => (&mut a, &mut b, &sa),
        None => (&mut b, &mut a, &sb),
    };
    let mv = first_move(&seated.room.view).expect("one of two seats is to move");

    // PostgreSQL stops: the move is refused and nothing changes.
    pg.run("down").await;
    refused_unavailable(mover, &mv, "PostgreSQL is down").await;
    assert_eq!(http_get(server.addr(), "/health").await.0, 503);
    assert_eq!(server.moves(&sa.code).await, Some(vec![vec![]]));

    // It starts again: the server reconnects by itself and the move is
    // played, heard by both.
    pg.run("up").await;
    assert!(
        healthy_again(server.addr()).await,
        "healthy again once PostgreSQL is back"
    );
    mover.play(&mv).await.unwrap();
    let moved = |m: &ServerMessage| matches!(m, ServerMessage::Moved { .. });
    until(mover, moved).await;
    until(other, moved).await;
    assert_eq!(
        server.moves(&sa.code).await.map(|m| m.concat().len()),
        Some(1)
    );
    drop((a, b));
    server.shutdown().await;
    drop(pg);
}

/// A server's configuration on a fresh schema of the test database, and
/// the schema's name.
async fn on_fresh_schema(db: &tokio_postgres::Config) -> (spite_server::Config, String) {
    let schema = fresh_schema(db).await;
    let mut config = config(None);
    config.database = Some(DatabaseUrl::from(address(db, None, &schema)));
    (config, schema)
}

/// Broadcasts a seat heard follow one another by one (no gap, nothing
/// twice) from its first frame on.
fn no_gap(frames: &[(ServerMessage, String)]) {
    let mut last = frames.first().map_or(0, |f| f.0.seq());
    for (m, raw) in &frames[1..] {
        if matches!(
            m,
            ServerMessage::Error { .. } | ServerMessage::Pong { .. } | ServerMessage::Hint { .. }
        ) {
            continue;
        }
        assert_eq!(m.seq(), last + 1, "a gap or a repeat: {raw}");
        last = m.seq();
    }
}

/// Seats for a room of two people with a computer between them.
fn person_computer_person() -> Vec<SeatSpec> {
    vec![
        SeatSpec::Person,
        SeatSpec::Computer { level: Level::Easy },
        SeatSpec::Person,
    ]
}

/// A room made on `a` (which drives it) by seat 0, and seat 2 sat down on
/// `b`: each person's connection and seat.
async fn made_on_a_joined_on_b(
    a: &Server,
    b: &Server,
    rules: spite_core::Rules,
    specs: &[SeatSpec],
) -> (Client, Seated, Client, Seated) {
    let mut ca = Client::connect(&a.url()).await.unwrap();
    let sa = ca
        .create(Some(RulesSpec::Custom(rules)), specs.to_vec(), None, None)
        .await
        .unwrap();
    let mut cb = Client::connect(&b.url()).await.unwrap();
    let sb = cb.join(&sa.code, None).await.unwrap();
    assert_eq!((sa.seat, sb.seat), (0, 2));
    (ca, sa, cb, sb)
}

/// Two instances on one database, one room: two people (one on each
/// instance) and a computer play a whole match; each seat hears every move
/// once, in order, with no gap and no card it may not see; the match is
/// the local replay of its seed and moves; and the computer played each
/// of its moves once (on the instance that drives the room).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_play_one_room_together() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let (config, schema) = on_fresh_schema(&db).await;
    let a = Server::start(config.clone()).await.unwrap();
    let b = Server::start(config).await.unwrap();
    let (rules, specs) = (short_rules(3), person_computer_person());
    let (ca, sa, cb, sb) = made_on_a_joined_on_b(&a, &b, rules, &specs).await;
    let code = sa.code.clone();
    let joined = sb.seq;
    let logs = all_play_to_end(vec![(ca, sa), (cb, sb)]).await;
    for log in &logs {
        no_gap(log);
    }
    // The computer may play before seat 2 sits down (on the other
    // instance): seat 2's seat shows those moves done, and it hears every
    // move after them, as seat 0 does.
    let heard = moves_heard(&logs[0]);
    let since_joined: Vec<_> = logs[0]
        .iter()
        .filter(|(m, _)| m.seq() > joined)
        .cloned()
        .collect();
    assert_eq!(
        moves_heard(&since_joined),
        moves_heard(&logs[1]),
        "both seats heard the same moves once both sat"
    );
    let before = &heard[..heard.len() - moves_heard(&since_joined).len()];
    assert!(
        before
            .iter()
            .all(|&(seat, _, by_computer)| seat == 1 && by_computer),
        "only the computer moved before seat 2 sat: {before:?}"
    );
    let end = match_end(&logs[0]);
    replay_locally(rules, &specs, end.seed, &heard, &end.score, end.winner);
    check_no_leak(rules, end.seed, 0, &logs[0], &logs[0]);
    check_no_leak(rules, end.seed, 2, &logs[1], &logs[0]);
    // Every move was committed: both instances' copies and the database
    // hold the match as heard.
    let stored: Vec<_> = heard.iter().map(|h| h.1).collect();
    assert_eq!(a.moves(&code).await.unwrap().concat(), stored);
    assert_eq!(b.moves(&code).await.unwrap().concat(), stored);
    // Each instance names itself in /metrics, and they differ.
    let instance = |text: String| {
        text.lines()
            .find(|l| l.starts_with("spite_instance_info"))
            .unwrap()
            .to_string()
    };
    let (ia, ib) = (
        instance(http_get(a.addr(), "/metrics").await.1),
        instance(http_get(b.addr(), "/metrics").await.1),
    );
    assert_ne!(ia, ib);
    a.shutdown().await;
    b.shutdown().await;
    drop_schema(&db, &schema).await;
}

/// Plays `mv` and expects it refused `unavailable` (while `why`).
async fn refused_unavailable(mover: &mut Client, mv: &str, why: &str) {
    mover.play(mv).await.unwrap();
    let answer = until(mover, |m| {
        matches!(m, ServerMessage::Error { .. } | ServerMessage::Moved { .. })
    })
    .await;
    match &answer.last().expect("an answer").0 {
        ServerMessage::Error { code, .. } => assert_eq!(*code, ErrorCode::Unavailable),
        other => panic!("refused while {why}, not {other:?}"),
    }
}

/// The seat to move, as the room stands.
async fn seat_to_move(c: &mut Client) -> u8 {
    c.send(&ClientMessage::State {}).await.unwrap();
    let got = until(c, |m| matches!(m, ServerMessage::State { .. })).await;
    match &got.last().unwrap().0 {
        ServerMessage::State { room, .. } => room.view.view.to_move,
        other => panic!("a state, not {other:?}"),
    }
}

/// One seat's move sent at the same moment through two instances (the
/// seat's old connection on one, its new one on the other, as when a
/// client reconnects through the load balancer and sends again): exactly
/// one applies, and the database holds what the seats heard.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_move_through_two_instances_at_once_applies_once() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let (config, schema) = on_fresh_schema(&db).await;
    let a = Server::start(config.clone()).await.unwrap();
    let b = Server::start(config.clone()).await.unwrap();
    let (mut c0, s0, mut c1, s1) = two_people(&a.url(), None).await;
    let code = s0.code.clone();
    let mut played = 0;
    let mut watched = Vec::new();
    for _ in 0..4 {
        let to_move = seat_to_move(&mut c1).await;
        let (mover, watcher, token) = if to_move == s0.seat {
            (&mut c0, &mut c1, s0.token.clone().unwrap())
        } else {
            (&mut c1, &mut c0, s1.token.clone().unwrap())
        };
        // The mover's seat is taken up on the other instance and at once
        // both connections discard (different cards: what is stored must
        // be the one heard).
        // The rejoin is not waited for: it and the two moves race.
        let mut again = Client::connect(&b.url()).await.unwrap();
        let rejoin = ClientMessage::Rejoin {
            code: code.clone(),
            token,
        };
        again.send(&rejoin).await.unwrap();
        let (r1, r2) = tokio::join!(mover.play("h1 s1"), again.play("h2 s2"));
        let _ = (r1, r2);
        // The watcher hears exactly one move.
        let heard = until(watcher, |m| matches!(m, ServerMessage::Moved { .. })).await;
        match &heard.last().unwrap().0 {
            ServerMessage::Moved { mv, .. } => watched.push(*mv),
            other => panic!("a move, not {other:?}"),
        }
        played += 1;
        // The other answer was a refusal (or the old connection was closed
        // as replaced): the watcher hears no second move.
        watcher.send(&ClientMessage::Ping {}).await.unwrap();
        let rest = until(watcher, |m| matches!(m, ServerMessage::Pong { .. })).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        watcher.send(&ClientMessage::Ping {}).await.unwrap();
        let more = until(watcher, |m| matches!(m, ServerMessage::Pong { .. })).await;
        assert!(
            !rest
                .iter()
                .chain(&more)
                .any(|m| matches!(m.0, ServerMessage::Moved { .. })),
            "a second move was applied: {:?} {:?}",
            heard.iter().map(|m| &m.1).collect::<Vec<_>>(),
            rest.iter().chain(&more).map(|m| &m.1).collect::<Vec<_>>()
        );
        // The new connection plays on for the seat from now on, once its
        // move is answered: played, or refused (the old connection's came
        // first; `seated` then showed it).
        until(&mut again, |m| {
            matches!(m, ServerMessage::Moved { .. } | ServerMessage::Error { .. })
        })
        .await;
        let (fresh, seat) = (again, to_move);
        if seat == s0.seat {
            c0 = fresh;
        } else {
            c1 = fresh;
        }
    }
    // What is stored is what was heard: an instance started now reads it.
    let c = Server::start(config).await.unwrap();
    assert_eq!(c.moves(&code).await.map(|m| m.concat().len()), Some(played));
    assert_eq!(a.moves(&code).await, c.moves(&code).await);
    assert_eq!(c.moves(&code).await.unwrap().concat(), watched);
    drop((c0, c1));
    for s in [a, b, c] {
        s.shutdown().await;
    }
    drop_schema(&db, &schema).await;
}

/// A write the database committed but whose answer was lost (here: the
/// room's version raised behind the server's back, as such a write
/// leaves it) no longer leaves the room refusing every change: the next
/// move finds the room stale, reads it again and is played.
#[tokio::test]
async fn a_room_found_stale_is_read_again_and_the_move_played() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let (config, schema) = on_fresh_schema(&db).await;
    let server = Server::start(config).await.unwrap();
    let (mut a, sa, mut b, sb) = two_people(&server.url(), None).await;
    let (mover, other, seated) = match first_move(&sa.room.view) {
        Some(_) => (&mut a, &mut b, &sa),
        None => (&mut b, &mut a, &sb),
    };
    let mv = first_move(&seated.room.view).expect("one of two seats is to move");
    let (admin, conn) = tokio_postgres::Config::from_str(&address(&db, None, &schema))
        .unwrap()
        .connect(tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    let changed = admin
        .execute(
            "UPDATE spite_rooms SET version = version + 1 WHERE code = $1",
            &[&sa.code],
        )
        .await
        .unwrap();
    assert_eq!(changed, 1);
    mover.play(&mv).await.unwrap();
    let answer = until(mover, |m| {
        matches!(m, ServerMessage::Error { .. } | ServerMessage::Moved { .. })
    })
    .await;
    assert!(
        matches!(answer.last().unwrap().0, ServerMessage::Moved { .. }),
        "the move is played, not {:?}",
        answer.last().unwrap().1
    );
    until(other, |m| matches!(m, ServerMessage::Moved { .. })).await;
    assert_eq!(
        server.moves(&sa.code).await.map(|m| m.concat().len()),
        Some(1)
    );
    drop((a, b));
    server.shutdown().await;
    drop_schema(&db, &schema).await;
}

/// The seat that played each move of a match, and whether it was a
/// computer's, found by replaying the moves on the match's seed.
fn seats_of(
    rules: spite_core::Rules,
    specs: &[SeatSpec],
    seed: u64,
    moves: &[spite_core::Move],
) -> Vec<(u8, spite_core::Move, bool)> {
    let mut m = spite_core::Match::new(rules, seed).unwrap();
    let mut out = Vec::new();
    for &mv in moves {
        if m.game().is_over() {
            m.next_game().unwrap();
        }
        let seat = m.game().to_move();
        let by_computer = matches!(specs[usize::from(seat)], SeatSpec::Computer { .. });
        m.play(mv).unwrap();
        out.push((seat, mv, by_computer));
    }
    out
}

/// An instance cut off from the database (every connection of its own
/// through a proxy the test cuts), while another on the same database is
/// not: its health says so at once; its lock on the room goes with its
/// connection, so the other instance drives the room (its computer plays
/// on); the person on the cut-off instance comes back through the other
/// one, as through a load balancer, and the match is played to the end
/// there, every move once, in order, the local replay of its seed. Once
/// the database is back, the first instance catches the room up and plays
/// nothing of its own (its copy is the stored match).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instance_cut_off_from_the_database_hands_its_rooms_on() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let (config_b, schema) = on_fresh_schema(&db).await;
    let proxy = Proxy::start(&db).await;
    let mut config_a = config_b.clone();
    config_a.database = Some(DatabaseUrl::from(address(&db, Some(proxy.port), &schema)));
    let a = Server::start(config_a).await.unwrap();
    let b = Server::start(config_b).await.unwrap();
    let (rules, specs) = (short_rules(3), person_computer_person());
    let (ca, sa, cb, sb) = made_on_a_joined_on_b(&a, &b, rules, &specs).await;
    let code = sa.code.clone();

    // A loses the database; B does not.
    proxy.cut().await;
    let cut_at = std::time::Instant::now();
    let (status, body) = http_get(a.addr(), "/health").await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(http_get(b.addr(), "/health").await.0, 200);

    // Seat 0's client comes back through B with its token, as a client
    // behind a load balancer does when its connection is lost.
    drop(ca);
    let mut back = Client::connect(&b.url()).await.unwrap();
    let s0 = back
        .rejoin(&code, sa.token.as_deref().expect("the creator's token"))
        .await
        .unwrap();
    assert_eq!(s0.seat, 0);
    // The database comes back to A while the match is played on B.
    let restore = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_secs(2)).await;
        proxy.restore();
        proxy
    });
    let logs = all_play_to_end(vec![(back, s0), (cb, sb)]).await;
    println!(
        "the match went on without instance A and ended {:.1} s after it was cut off",
        cut_at.elapsed().as_secs_f64()
    );
    for log in &logs {
        no_gap(log);
    }
    let end = match_end(&logs[1]);
    let stored = b.moves(&code).await.unwrap().concat();
    let played = seats_of(rules, &specs, end.seed, &stored);
    // Each seat heard every move after it sat, once: the end of the match.
    for log in &logs {
        let heard = moves_heard(log);
        assert!(!heard.is_empty());
        assert_eq!(heard[..], played[played.len() - heard.len()..]);
    }
    // Every computer move was played once (by whichever instance drove
    // the room), and the match is the local replay of its seed.
    replay_locally(rules, &specs, end.seed, &played, &end.score, end.winner);

    // A is healthy again by itself, and its copy of the room is the
    // stored match: it caught up and played nothing twice.
    let _proxy = restore.await.unwrap();
    assert!(healthy_again(a.addr()).await, "A healthy again");
    let mut caught_up = false;
    for _ in 0..100 {
        if a.moves(&code).await.map(|m| m.concat()) == Some(stored.clone()) {
            caught_up = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(caught_up, "A's copy of the room is the stored match");
    a.shutdown().await;
    b.shutdown().await;
    drop_schema(&db, &schema).await;
}
