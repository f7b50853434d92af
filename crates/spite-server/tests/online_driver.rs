//! The frontends' connection (`client::spawn_online` and `OnlineTable`)
//! against a real server on loopback: two people play a whole match, the
//! server goes down mid-game and comes back, and both connections rejoin by
//! themselves and finish; a message lost on the way is made good.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use common::{config, short_rules};
use spite_server::Server;
use spite_server::client::{
    Backoff, Command, Commands, Connect, Happening, OnlineTable, Update, spawn_online,
};
use spite_server::protocol::{ErrorCode, RulesSpec, SeatSpec};

struct Player {
    commands: Commands,
    updates: Receiver<Update>,
    table: OnlineTable,
    happened: Vec<Happening>,
}

impl Player {
    fn new((commands, updates): (Commands, Receiver<Update>)) -> Player {
        Player {
            commands,
            updates,
            table: OnlineTable::new(),
            happened: Vec::new(),
        }
    }

    /// Takes in what has arrived (waiting up to `wait` for the first).
    fn pump(&mut self, wait: Duration) {
        if let Ok(u) = self.updates.recv_timeout(wait) {
            self.happened.extend(self.table.update(u));
            while let Ok(u) = self.updates.try_recv() {
                self.happened.extend(self.table.update(u));
            }
        }
    }

    /// Plays the first legal move when it is this seat's turn.
    fn play(&mut self) {
        if self.table.my_turn() && !self.table.needs_resync() {
            let view = self.table.view().unwrap();
            let mv = view.legal_moves()[0];
            assert!(self.commands.send(Command::Play(mv.to_string())));
            // Wait for the move to come back before playing again.
            let seq = self.table.last_seq();
            let deadline = Instant::now() + Duration::from_secs(20);
            while self.table.last_seq() == seq && Instant::now() < deadline {
                self.pump(Duration::from_millis(200));
                if self
                    .happened
                    .iter()
                    .any(|h| matches!(h, Happening::Reconnecting { .. }))
                {
                    return;
                }
            }
        }
    }
}

fn backoff() -> Backoff {
    Backoff {
        first: Duration::from_millis(100),
        max: Duration::from_millis(800),
        tries: 40,
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn two_connections_play_a_match_through_a_server_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Some(runtime());
    let mut server = first.as_ref().map(|rt| {
        rt.block_on(Server::start(config(Some(dir.path()))))
            .unwrap()
    });
    let addr = server.as_ref().unwrap().addr();
    let url = server.as_ref().unwrap().url();
    let rules = spite_core::Rules {
        match_target: 6,
        ..short_rules(2)
    };
    let mut ann = Player::new(spawn_online(
        url.clone(),
        Connect::Create {
            rules: Some(RulesSpec::Custom(rules)),
            seats: vec![SeatSpec::Person, SeatSpec::Person],
            name: Some("Ann".into()),
            takeover_after: None,
            open: false,
        },
        backoff(),
        None,
    ));
    let deadline = Instant::now() + Duration::from_secs(20);
    while ann.table.code().is_none() {
        assert!(Instant::now() < deadline, "seated in time");
        ann.pump(Duration::from_millis(200));
    }
    let code = ann.table.code().unwrap().to_string();
    assert!(ann.table.token().is_some());
    let mut bob = Player::new(spawn_online(
        url.clone(),
        Connect::Join {
            code: code.clone(),
            name: Some("Bob".into()),
        },
        backoff(),
        None,
    ));

    let deadline = Instant::now() + Duration::from_secs(120);
    let mut restarted = None;
    let mut moves_seen = 0;
    while ann.table.match_end().is_none() || bob.table.match_end().is_none() {
        assert!(Instant::now() < deadline, "the match ends in time");
        ann.pump(Duration::from_millis(20));
        bob.pump(Duration::from_millis(20));
        ann.play();
        bob.play();
        moves_seen = moves_seen.max(ann.table.last_seq());
        // Mid-game, the server stops dead and another starts on its
        // address with the same data.
        if restarted.is_none() && moves_seen >= 10 {
            // As restart.rs does: the runtime and its tasks dropped at once.
            std::mem::forget(server.take());
            if let Some(rt) = first.take() {
                rt.shutdown_background();
            }
            let second = runtime();
            // The old listener closes in the background: the address may
            // be busy for a moment.
            let started = Instant::now();
            let s = loop {
                match second.block_on(Server::start(spite_server::Config {
                    addr,
                    ..config(Some(dir.path()))
                })) {
                    Ok(s) => break s,
                    Err(e) if started.elapsed() < Duration::from_secs(10) => {
                        eprintln!("restarting: {e}");
                        std::thread::sleep(Duration::from_millis(50));
                    }
                    Err(e) => panic!("the server does not start again: {e}"),
                }
            };
            restarted = Some((second, s));
        }
    }
    let end = |p: &Player| p.table.match_end().cloned().unwrap();
    assert_eq!(end(&ann), end(&bob));
    assert_eq!(ann.table.score(), bob.table.score());
    for p in [&ann, &bob] {
        assert!(
            p.happened
                .iter()
                .any(|h| matches!(h, Happening::Reconnecting { .. })),
            "the drop was told"
        );
        assert!(
            p.happened
                .iter()
                .any(|h| matches!(h, Happening::Reconnected)),
            "the reconnect was told"
        );
    }
    assert!(ann.commands.send(Command::Leave));
    let (rt, s) = restarted.expect("the server was restarted mid-match");
    rt.block_on(s.shutdown());
}

#[test]
fn a_wrong_code_fails_at_once_with_the_servers_reason() {
    let rt = runtime();
    let server = rt.block_on(Server::start(config(None))).unwrap();
    let (_commands, updates) = spawn_online(
        server.url(),
        Connect::Join {
            code: "AAAA-BBBB-CCCC".into(),
            name: None,
        },
        backoff(),
        None,
    );
    match updates.recv_timeout(Duration::from_secs(20)).unwrap() {
        Update::Failed { code, .. } => assert_eq!(code, Some(ErrorCode::NoRoom)),
        other => panic!("expected a failure, got {other:?}"),
    }
    rt.block_on(server.shutdown());
}

/// Whether a server frame is a move of `seat`.
fn is_move_of(text: &str, seat: u8) -> bool {
    let v: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
    v["type"] == "moved" && v["seat"] == seat
}

/// A WebSocket relay on loopback to the server at `server` that drops the
/// first move of seat 1 the server sends its client (seat 2 plays next,
/// so a later message shows the gap); the flag turns true when the client,
/// after that, asks for the whole room (`state`).
async fn relay_dropping_a_move(
    server: std::net::SocketAddr,
) -> (std::net::SocketAddr, Arc<AtomicBool>) {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message as Frame;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let asked = Arc::new(AtomicBool::new(false));
    let told_asked = asked.clone();
    tokio::spawn(async move {
        let (tcp, _) = listener.accept().await.unwrap();
        let client = tokio_tungstenite::accept_async(tcp).await.unwrap();
        let (upstream, _) = tokio_tungstenite::connect_async(format!("ws://{server}/ws"))
            .await
            .unwrap();
        let (mut to_client, mut from_client) = client.split();
        let (mut to_server, mut from_server) = upstream.split();
        let dropped = Arc::new(AtomicBool::new(false));
        let seen_drop = dropped.clone();
        let down = async move {
            while let Some(Ok(frame)) = from_server.next().await {
                if let Frame::Text(text) = &frame
                    && is_move_of(text, 1)
                    && !dropped.swap(true, Ordering::SeqCst)
                {
                    continue;
                }
                if to_client.send(frame).await.is_err() {
                    break;
                }
            }
        };
        let up = async move {
            while let Some(Ok(frame)) = from_client.next().await {
                if let Frame::Text(text) = &frame
                    && text.contains(r#""type":"state""#)
                    && seen_drop.load(Ordering::SeqCst)
                {
                    told_asked.store(true, Ordering::SeqCst);
                }
                if to_server.send(frame).await.is_err() {
                    break;
                }
            }
        };
        tokio::select! {
            _ = down => {}
            _ = up => {}
        }
    });
    (addr, asked)
}

/// A message lost on the way (a gap in the sequence): the connection asks
/// for the whole room by itself, and the seat's table is the server's again,
/// without the frontend doing anything (the window and the terminal rely on
/// it).
#[test]
fn a_message_lost_on_the_way_is_made_good_by_the_connection_itself() {
    let rt = runtime();
    let server = rt.block_on(Server::start(config(None))).unwrap();
    let (relay, asked) = rt.block_on(relay_dropping_a_move(server.addr()));
    let mut ann = Player::new(spawn_online(
        format!("ws://{relay}/ws"),
        Connect::Create {
            rules: Some(RulesSpec::Custom(short_rules(3))),
            seats: vec![
                SeatSpec::Person,
                SeatSpec::Computer {
                    level: spite_ai::Level::Easy,
                },
                SeatSpec::Computer {
                    level: spite_ai::Level::Easy,
                },
            ],
            name: Some("Ann".into()),
            takeover_after: None,
            open: false,
        },
        backoff(),
        None,
    ));
    let deadline = Instant::now() + Duration::from_secs(30);
    // Play until a move was dropped, the room asked for and the table
    // whole again, at Ann's turn (the computer then waits for her).
    loop {
        assert!(Instant::now() < deadline, "made good in time");
        ann.pump(Duration::from_millis(100));
        let whole = asked.load(Ordering::SeqCst) && !ann.table.needs_resync();
        if whole && ann.table.my_turn() {
            break;
        }
        if !whole {
            ann.play();
        }
    }
    ann.pump(Duration::from_millis(300));
    let code = ann.table.code().unwrap().to_string();
    let saved = rt.block_on(server.inspect(&code)).unwrap().saved;
    let full = spite_core::Match::load(&saved).unwrap();
    assert_eq!(ann.table.view(), Some(&full.game().observation(0)));
    drop(ann);
    rt.block_on(server.shutdown());
}
