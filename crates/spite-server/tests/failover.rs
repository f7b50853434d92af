//! Two instances (server processes) on one PostgreSQL database behind
//! HAProxy on loopback: two people and a computer play a whole match
//! while one instance is SIGKILLed twice and started again. The people
//! reconnect through HAProxy and rejoin with their tokens; every frame is
//! checked for leaks; the match is the local replay of its seed and moves;
//! the time from each kill to the next move accepted is printed.
//!
//! Skipped, saying so, without `SPITE_TEST_DATABASE_URL` or `haproxy`.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use common::pg::*;
use common::procs::*;
use common::*;
use spite_ai::Level;
use spite_core::{Match, Move};
use spite_server::client::{Client, Seated};
use spite_server::protocol::{RulesSpec, SeatSpec, ServerMessage};
use spite_server::{DatabaseUrl, Server};
use spite_table::{Next, Table};

/// What one person heard: each connection's frames (a new list after each
/// reconnect), and when each reconnected seat first heard a move.
struct Heard {
    segments: Vec<Vec<(ServerMessage, String)>>,
    /// (rejoined at, first `moved` after it at).
    back: Vec<(Instant, Option<Instant>)>,
}

/// Plays the first legal move whenever it is this seat's turn, through
/// `url`, reconnecting and rejoining whenever the connection drops.
async fn play_through(
    url: String,
    mut c: Client,
    seated: Seated,
    moves: Arc<AtomicUsize>,
) -> Heard {
    let token = seated.token.clone().unwrap();
    let code = seated.code.clone();
    let mut heard = Heard {
        segments: vec![vec![(seated_frame(&seated), String::new())]],
        back: Vec::new(),
    };
    if let Some(mv) = first_move(&seated.room.view) {
        let _ = c.play(&mv).await;
    }
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(
            Instant::now() < deadline,
            "the match ends within two minutes"
        );
        let got = tokio::time::timeout(STEP, c.recv_raw()).await;
        let (m, raw) = match got {
            Ok(Ok(frame)) => frame,
            other => {
                let why = other.map_or("nothing heard".to_string(), |r| format!("{:?}", r.err()));
                println!("seat {}: connection lost ({why}); rejoining", seated.seat);
                let (again, s) = rejoin(&url, &code, &token).await;
                c = again;
                heard.back.push((Instant::now(), None));
                let frame = seated_frame(&s);
                let raw = serde_json::to_string(&frame).unwrap();
                heard.segments.push(vec![(frame, raw)]);
                if let Some(mv) = first_move(&s.room.view) {
                    let _ = c.play(&mv).await;
                }
                continue;
            }
        };
        if let ServerMessage::Moved { .. } = m {
            moves.fetch_add(1, Ordering::SeqCst);
            if let Some(b) = heard.back.last_mut()
                && b.1.is_none()
            {
                b.1 = Some(Instant::now());
            }
        }
        let over = matches!(m, ServerMessage::MatchOver { .. });
        // A refusal (a move sent twice around a reconnect) changes nothing.
        if !matches!(m, ServerMessage::Error { .. })
            && let Some(mv) = view_of(&m).and_then(first_move)
        {
            // A person's pace (a little of it): the kills land mid-match.
            tokio::time::sleep(Duration::from_millis(25)).await;
            let _ = c.play(&mv).await;
        }
        heard.segments.last_mut().unwrap().push((m, raw));
        if over {
            return heard;
        }
    }
}

/// Connects through the load balancer and rejoins, trying again every
/// 50 ms (for ten seconds).
async fn rejoin(url: &str, code: &str, token: &str) -> (Client, Seated) {
    let start = Instant::now();
    loop {
        let attempt = async {
            let mut c = Client::connect(url).await?;
            let s = c.rejoin(code, token).await?;
            Ok::<_, spite_server::client::ClientError>((c, s))
        };
        match tokio::time::timeout(Duration::from_secs(2), attempt).await {
            Ok(Ok(done)) => return done,
            Ok(Err(e)) => println!("rejoining, {} ms: {e}", start.elapsed().as_millis()),
            Err(_) => println!("rejoining, {} ms: no answer", start.elapsed().as_millis()),
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "rejoined within 10 s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn seated_frame(s: &Seated) -> ServerMessage {
    ServerMessage::Seated {
        seq: s.seq,
        code: s.code.clone(),
        seat: s.seat,
        token: s.token.clone(),
        room: s.room.clone(),
    }
}

/// The match as the stored moves make it, up to the point where `seat`
/// sees `first`'s view: the start of a connection's frames.
fn match_at(
    rules: spite_core::Rules,
    seed: u64,
    seat: u8,
    games: &[Vec<Move>],
    first: &ServerMessage,
) -> Match {
    let want = view_of(first).expect("a seated frame has a view");
    let mut m = Match::new(rules, seed).unwrap();
    for (g, moves) in games.iter().enumerate() {
        if g > 0 {
            m.next_game().unwrap();
        }
        if &m.view_json(seat, true) == want {
            return m;
        }
        for mv in moves {
            m.play(*mv).unwrap();
            if &m.view_json(seat, true) == want {
                return m;
            }
        }
    }
    panic!("seat {seat} was seated at a position the stored match never had");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_behind_haproxy_survives_an_instance_killed_twice() {
    let Some(db) = test_database() else {
        return skipped();
    };
    if haproxy().is_none() {
        println!("skipped: no haproxy (apt-get install haproxy; .ci/run does)");
        return;
    }
    let schema = fresh_schema(&db).await;
    let database = address(&db, None, &schema);
    let dir = tempfile::tempdir().unwrap();
    let ports = [free_port(), free_port()];
    let mut procs = [
        instance(dir.path(), ports[0], &database, "a"),
        instance(dir.path(), ports[1], &database, "b"),
    ];
    let front = free_port();
    let _lb = load_balancer(dir.path(), front, &ports);
    let url = format!("ws://127.0.0.1:{front}/ws");
    let started = Instant::now();
    let up = loop {
        match Client::connect(&url).await {
            Ok(c) => break c,
            Err(_) if started.elapsed() < STEP => {
                tokio::time::sleep(Duration::from_millis(100)).await
            }
            Err(e) => panic!("HAProxy forwards: {e}"),
        }
    };

    // Long enough for two kills some moves apart.
    let rules = spite_core::Rules {
        payoff_size: 10,
        ..short_rules(3)
    };
    let specs = vec![
        SeatSpec::Person,
        SeatSpec::Computer { level: Level::Easy },
        SeatSpec::Person,
    ];
    let mut c0 = up;
    let s0 = c0
        .create(Some(RulesSpec::Custom(rules)), specs.clone(), None, None)
        .await
        .unwrap();
    let code = s0.code.clone();
    let mut c2 = Client::connect(&url).await.unwrap();
    let s2 = c2.join(&code, None).await.unwrap();

    let moves = Arc::new(AtomicUsize::new(0));
    let p0 = tokio::spawn(play_through(url.clone(), c0, s0, moves.clone()));
    let p2 = tokio::spawn(play_through(url.clone(), c2, s2, moves.clone()));

    // Instance a is killed (SIGKILL) twice, a few moves apart, and started
    // again each time on its port.
    let mut kills = Vec::new();
    let mut after = 6;
    for _ in 0..2 {
        while moves.load(Ordering::SeqCst) < after && !p0.is_finished() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        if p0.is_finished() {
            break;
        }
        // The instance with the most of the room's people on it.
        let mut on = [0; 2];
        for (k, p) in ports.iter().enumerate() {
            let addr = format!("127.0.0.1:{p}").parse().unwrap();
            let body = http_get(addr, "/health").await.1;
            let v: serde_json::Value = serde_json::from_str(&body).unwrap();
            on[k] = v["connections"].as_u64().unwrap_or(0);
        }
        let k = usize::from(on[1] > on[0]);
        let victim = &mut procs[k].0;
        let _ = victim.kill();
        let _ = victim.wait();
        kills.push(Instant::now());
        tokio::time::sleep(Duration::from_millis(300)).await;
        procs[k] = instance(dir.path(), ports[k], &database, ["a", "b"][k]);
        after = moves.load(Ordering::SeqCst) + 16;
    }
    let heard = [p0.await.unwrap(), p2.await.unwrap()];
    assert_eq!(kills.len(), 2, "both kills happened before the match ended");

    // The match as stored.
    let mut config = config(None);
    config.database = Some(DatabaseUrl::from(database.clone()));
    let reader = Server::start(config).await.unwrap();
    let games = reader.moves(&code).await.expect("the room is stored");
    let last = heard[0].segments.last().unwrap();
    let end = match_end(last);
    // The local replay: the same seed, the people's moves as stored, the
    // computer thinking for itself, gives the same moves and result.
    let mut table = Table::new(rules, local_seats(&specs), end.seed).unwrap();
    for (g, moves) in games.iter().enumerate() {
        if g > 0 {
            table.next_game().unwrap();
        }
        for (i, mv) in moves.iter().enumerate() {
            match table.next() {
                Next::Remote(seat) => {
                    table.play(seat, *mv).unwrap();
                }
                Next::Computer { .. } => {
                    let played = table.play_bot().unwrap();
                    assert_eq!(played.mv, *mv, "game {g} move {i}: the computer's");
                }
                other => panic!("game {g} move {i}: the table waits for {other:?}"),
            }
        }
    }
    assert_eq!(table.next(), Next::MatchOver);
    assert_eq!(table.match_().scores(), end.score);
    assert_eq!(table.match_().winner(), end.winner);

    // Every frame of every connection: no card a seat may not see, and the
    // view each frame carries is the seat's own. Each seat heard each
    // stored move at most once (moves made while it was away it learns
    // from `seated`).
    for (seat, h) in [(0u8, &heard[0]), (2u8, &heard[1])] {
        let mut seen = 0;
        for segment in &h.segments {
            let m = match_at(rules, end.seed, seat, &games, &segment[0].0);
            let frames: Vec<_> = segment
                .iter()
                .map(|(msg, raw)| {
                    let raw = if raw.is_empty() {
                        serde_json::to_string(msg).unwrap()
                    } else {
                        raw.clone()
                    };
                    (msg.clone(), raw)
                })
                .collect();
            check_no_leak_from(m, seat, &frames);
            seen += moves_heard(segment).len();
        }
        assert!(
            seen <= games.concat().len(),
            "seat {seat} heard a move twice"
        );
    }

    // From each kill to the first move heard by a seat that reconnected.
    let mut back = Vec::new();
    for (k, at) in kills.iter().enumerate() {
        let first = heard
            .iter()
            .flat_map(|h| h.back.iter())
            .filter(|(rejoined, _)| rejoined > at)
            .filter_map(|(rejoined, moved)| moved.map(|m| (*rejoined - *at, m - *at)))
            .min_by_key(|(_, moved)| *moved);
        if let Some((rejoined, moved)) = first {
            println!(
                "kill {}: rejoined after {} ms, a move accepted after {} ms",
                k + 1,
                rejoined.as_millis(),
                moved.as_millis()
            );
            back.push(moved);
        }
    }
    assert!(!back.is_empty(), "a seat reconnected after a kill");
    for t in back {
        assert!(
            t < Duration::from_secs(15),
            "play resumed within 15 s: {t:?}"
        );
    }
    reader.shutdown().await;
    drop(procs);
    drop_schema(&db, &schema).await;
}
