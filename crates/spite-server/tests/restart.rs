//! Nothing lost: a server killed mid-game (its runtime dropped while rooms
//! are playing; or its process killed with SIGKILL) and started again on
//! the same data directory has every room; players rejoin with their
//! tokens, see what they saw, and finish their matches, which are the same
//! matches played locally.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::*;
use spite_ai::Level;
use spite_core::{Match, Move, Rules, Seat};
use spite_server::Server;
use spite_server::client::{Backoff, Client, Seated, reconnect};
use spite_server::protocol::{ClientMessage, RulesSpec, SeatSpec, ServerMessage};

/// Plays first legal moves until the connection is cut; returns what came.
async fn play_until_cut(mut c: Client, seated: Seated) -> Vec<(ServerMessage, String)> {
    let mut frames = Vec::new();
    if let Some(mv) = first_move(&seated.room.view) {
        let _ = c.play(&mv).await;
    }
    while let Ok(Ok(m)) = tokio::time::timeout(STEP, c.recv_raw()).await {
        if let Some(mv) = view_of(&m.0).and_then(first_move) {
            let _ = c.play(&mv).await;
        }
        frames.push(m);
    }
    frames
}

/// Plays first legal moves until the room's sequence number reaches `n`
/// and a person is to move (the same frame for every seat, after which
/// nothing more happens); returns the client and what came.
async fn play_some(
    mut c: Client,
    seated: Seated,
    n: usize,
    people: Vec<bool>,
) -> (Client, Vec<(ServerMessage, String)>) {
    let mut frames = Vec::new();
    let mut view = seated.room.view.clone();
    let mut seq = seated.seq;
    let mut fresh = true;
    loop {
        let person_to_move = people[usize::from(view.view.to_move)];
        if seq >= n as u64 && person_to_move {
            return (c, frames);
        }
        // Only a new view may prompt a move (a presence message may not).
        if fresh && let Some(mv) = first_move(&view) {
            c.play(&mv).await.unwrap();
        }
        let m = recv(&mut c).await;
        fresh = false;
        if let Some(v) = view_of(&m.0) {
            view = v.clone();
            seq = m.0.seq();
            fresh = true;
        }
        assert!(
            !matches!(m.0, ServerMessage::MatchOver { .. }),
            "the match is long enough"
        );
        frames.push(m);
    }
}

fn flagged(moves: &[Move], specs: &[SeatSpec], rules: Rules, seed: u64) -> Vec<(Seat, Move, bool)> {
    let mut m = Match::new(rules, seed).unwrap();
    moves
        .iter()
        .map(|&mv| {
            if m.game().is_over() {
                m.next_game().unwrap();
            }
            let seat = m.game().to_move();
            m.play(mv).unwrap();
            (seat, mv, specs[usize::from(seat)] != SeatSpec::Person)
        })
        .collect()
}

struct RoomPlay {
    rules: Rules,
    specs: Vec<SeatSpec>,
    code: String,
    tokens: Vec<String>,
}

async fn open_room(
    url: &str,
    rules: Rules,
    specs: Vec<SeatSpec>,
) -> (RoomPlay, Vec<(Client, Seated)>) {
    let mut a = Client::connect(url).await.unwrap();
    let sa = a
        .create(Some(RulesSpec::Custom(rules)), specs.clone(), None, None)
        .await
        .unwrap();
    let mut b = Client::connect(url).await.unwrap();
    let sb = b.join(&sa.code, None).await.unwrap();
    let room = RoomPlay {
        rules,
        specs,
        code: sa.code.clone(),
        tokens: vec![sa.token.clone().unwrap(), sb.token.clone().unwrap()],
    };
    (room, vec![(a, sa), (b, sb)])
}

fn runtime(threads: usize) -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads)
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn a_server_dropped_mid_game_comes_back_with_every_room() {
    let dir = tempfile::tempdir().unwrap();
    let clients = runtime(2);
    let rules = Rules {
        match_target: 30,
        ..short_rules(3)
    };
    let specs = vec![
        SeatSpec::Person,
        SeatSpec::Computer { level: Level::Easy },
        SeatSpec::Person,
    ];
    let first = runtime(1);
    let server = first
        .block_on(Server::start(config(Some(dir.path()))))
        .unwrap();
    let url = server.url();
    // Two rooms playing as fast as they can.
    let rooms: Vec<_> = (0..2)
        .map(|_| clients.block_on(open_room(&url, rules, specs.clone())))
        .collect();
    let mut tasks = Vec::new();
    let mut plays = Vec::new();
    for (room, players) in rooms {
        let t: Vec<_> = players
            .into_iter()
            .map(|(c, s)| clients.spawn(play_until_cut(c, s)))
            .collect();
        tasks.push(t);
        plays.push(room);
    }
    // Killed mid-game: the runtime and every task on it are dropped at
    // once, with no goodbye to anyone.
    std::thread::sleep(Duration::from_millis(150));
    first.shutdown_background();
    let logs: Vec<Vec<Vec<_>>> = tasks
        .into_iter()
        .map(|t| {
            t.into_iter()
                .map(|h| clients.block_on(h).unwrap())
                .collect()
        })
        .collect();
    // The runtime is gone but SQLite's writer is a thread of its own,
    // which a killed process would not keep: let it finish the writes
    // already asked (a crash may come after a commit and before the
    // telling) before the next server reads the file, so that no write of
    // the dead server lands after the second has loaded its rooms.
    let drained = clients.block_on(async {
        for _ in 0..50 {
            if server.database_up().await {
                return true;
            }
        }
        false
    });
    assert!(drained, "the first server's writes are done");
    std::mem::forget(server);

    let second = runtime(1);
    let server = second
        .block_on(Server::start(config(Some(dir.path()))))
        .unwrap();
    assert_eq!(server.stats().rooms, 2);
    let url = server.url();
    for (room, logs) in plays.iter().zip(logs) {
        let stored: Vec<Move> = second.block_on(server.moves(&room.code)).unwrap().concat();
        // Everything anyone heard was stored: the creator heard every move
        // from the first, the joiner from when it joined.
        for (k, log) in logs.iter().enumerate() {
            let heard: Vec<Move> = moves_heard(log).iter().map(|m| m.1).collect();
            assert!(!heard.is_empty());
            if k == 0 {
                assert!(stored.starts_with(&heard));
            } else {
                assert!(stored.windows(heard.len()).any(|w| w == heard));
            }
        }
        // Everyone rejoins and the match goes on to its end.
        let (finals, seats): (Vec<_>, Vec<_>) = clients.block_on(async {
            let mut seated = Vec::new();
            for token in &room.tokens {
                let (c, s) = reconnect(&url, &room.code, token, Backoff::default())
                    .await
                    .unwrap();
                seated.push((c, s));
            }
            let seats: Vec<_> = seated.iter().map(|(_, s)| s.clone()).collect();
            (all_play_to_end(seated).await, seats)
        });
        let MatchEnd {
            score,
            winner,
            seed,
        } = match_end(&finals[0]);
        // The match as the server kept it, to its end: what was stored at
        // the restart, then what was played after it (the computer seat
        // may have moved while the people were still rejoining).
        let whole: Vec<Move> = second.block_on(server.moves(&room.code)).unwrap().concat();
        assert!(whole.starts_with(&stored));
        // The views at rejoining are the stored game's: each seat's is its
        // observation at one point from the restart on.
        let mut m = Match::new(room.rules, seed).unwrap();
        let mut since_restart = Vec::new();
        for (k, &mv) in whole.iter().enumerate() {
            if k >= stored.len() {
                since_restart.push(m.clone());
            }
            m.play(mv).unwrap();
            if m.game().is_over() && !m.is_over() {
                m.next_game().unwrap();
            }
        }
        since_restart.push(m);
        for s in &seats {
            assert!(
                since_restart
                    .iter()
                    .any(|m| s.room.view == m.view_json(s.seat, true)),
                "seat {} rejoined to a view of the stored game",
                s.seat
            );
        }
        let all = flagged(&whole, &room.specs, room.rules, seed);
        assert!(all.ends_with(&moves_heard(&finals[0])));
        replay_locally(room.rules, &room.specs, seed, &all, &score, winner);
    }
    second.block_on(server.shutdown());
}

/// A child server, killed (SIGKILL) when dropped, so a failing test leaves
/// no process behind.
struct Child(std::process::Child);

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn a_server_killed_with_sigkill_comes_back_with_every_room() {
    let dir = tempfile::tempdir().unwrap();
    let start = || {
        let mut child = Child(
            Command::new(env!("CARGO_BIN_EXE_spite-server"))
                .args(["--addr", "127.0.0.1:0", "--rate", "1000", "--data"])
                .arg(dir.path())
                .env("RUST_LOG", "warn")
                .stdout(Stdio::piped())
                .spawn()
                .unwrap(),
        );
        let mut line = String::new();
        BufReader::new(child.0.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap()
            .to_string();
        (child, url)
    };
    let rt = runtime(2);
    let rules = Rules {
        match_target: 15,
        ..short_rules(3)
    };
    let specs = vec![
        SeatSpec::Person,
        SeatSpec::Person,
        SeatSpec::Computer { level: Level::Easy },
    ];
    let people: Vec<bool> = specs.iter().map(|s| *s == SeatSpec::Person).collect();
    let (child, url) = start();
    let (room, players) = rt.block_on(open_room(&url, rules, specs.clone()));
    let before: Vec<(Client, Vec<_>)> = rt.block_on(async {
        let handles: Vec<_> = players
            .into_iter()
            .map(|(c, s)| tokio::spawn(play_some(c, s, 25, people.clone())))
            .collect();
        let mut out = Vec::new();
        for h in handles {
            out.push(h.await.unwrap());
        }
        out
    });
    // What each seat sees now that nobody plays.
    let (before, last_views): (Vec<_>, Vec<_>) = rt.block_on(async {
        let mut out = Vec::new();
        for (mut c, mut log) in before {
            c.send(&ClientMessage::State {}).await.unwrap();
            let got = until(&mut c, |m| matches!(m, ServerMessage::State { .. })).await;
            let view = view_of(&got.last().unwrap().0).unwrap().clone();
            log.extend(got);
            out.push(((c, log), view));
        }
        out.into_iter().unzip()
    });
    drop(child); // SIGKILL
    let heard = moves_heard(&before[0].1);
    drop(before);

    let (child, url) = start();
    let finals = rt.block_on(async {
        // Everyone back first (the seat to move would play at once).
        let mut back = Vec::new();
        for (k, token) in room.tokens.iter().enumerate() {
            let (c, s) = reconnect(&url, &room.code, token, Backoff::default())
                .await
                .unwrap();
            assert_eq!(s.room.view, last_views[k], "seat {k} sees what it saw");
            back.push((c, s));
        }
        all_play_to_end(back).await
    });
    drop(child);
    let MatchEnd {
        score,
        winner,
        seed,
    } = match_end(&finals[0]);
    let mut all = heard;
    all.extend(moves_heard(&finals[0]));
    replay_locally(rules, &specs, seed, &all, &score, winner);
}
