//! What a hostile or broken network does: garbage, binary and oversized
//! frames, floods, half-open and silent connections, clients that never
//! read, many connections, wrong origins, the connection cap. The server
//! stays up and a room playing meanwhile plays its match to the end,
//! unaffected.

mod common;

use std::time::Duration;

use common::*;
use spite_ai::Level;
use spite_server::Server;
use spite_server::client::{Client, ClientError};
use spite_server::protocol::{ClientMessage, ErrorCode, RulesSpec, SeatSpec, ServerMessage};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// `GET /health`, by hand.
async fn health(addr: std::net::SocketAddr) -> serde_json::Value {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(b"GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut out = String::new();
    tokio::time::timeout(STEP, s.read_to_string(&mut out))
        .await
        .unwrap()
        .unwrap();
    assert!(out.starts_with("HTTP/1.1 200"), "{out}");
    serde_json::from_str(out.split("\r\n\r\n").nth(1).unwrap()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_clients_do_not_disturb_a_room_at_play() {
    let mut cfg = config(None);
    // Players here answer at once: a generous limit for them, which a
    // flood still exceeds.
    cfg.rate_per_sec = 300.0;
    cfg.rate_burst = 300.0;
    cfg.idle_timeout = Duration::from_secs(2);
    let server = Server::start(cfg).await.unwrap();
    let url = server.url();
    let addr = server.addr();

    // The room at play: two people and a computer.
    let rules = short_rules(3);
    let specs = vec![
        SeatSpec::Person,
        SeatSpec::Computer { level: Level::Easy },
        SeatSpec::Person,
    ];
    let mut a = Client::connect(&url).await.unwrap();
    let sa = a
        .create(Some(RulesSpec::Custom(rules)), specs.clone(), None, None)
        .await
        .unwrap();
    let mut b = Client::connect(&url).await.unwrap();
    let sb = b.join(&sa.code, None).await.unwrap();
    let started = std::time::Instant::now();
    let ta = tokio::spawn(play_to_end(a, sa));
    let tb = tokio::spawn(play_to_end(b, sb));

    // Many connections at once.
    let mut many = Vec::new();
    for _ in 0..200 {
        many.push(Client::connect(&url).await.unwrap());
    }
    assert!(health(addr).await["connections"].as_u64().unwrap() >= 200);

    // Garbage and binary frames are answered, and a flood is cut down.
    let mut g = Client::connect(&url).await.unwrap();
    for k in 0..350 {
        if k % 2 == 0 {
            g.send_text("{\"type\":").await.unwrap();
        } else {
            g.send_binary(vec![0xff; 100]).await.unwrap();
        }
    }
    let mut codes = Vec::new();
    for _ in 0..350 {
        if let ServerMessage::Error { code, .. } = recv(&mut g).await.0 {
            codes.push(code);
        }
    }
    assert!(codes.contains(&ErrorCode::BadJson));
    assert!(codes.contains(&ErrorCode::RateLimited), "{codes:?}");

    // An oversized frame closes that connection only.
    let mut big = Client::connect(&url).await.unwrap();
    let _ = big.send_text(&"x".repeat(100 * 1024)).await;
    let r = tokio::time::timeout(STEP, big.recv()).await.unwrap();
    assert!(matches!(
        r,
        Err(ClientError::Closed | ClientError::Connection(_))
    ));

    // Half-open: a request never finished, and a WebSocket that never
    // answers the server's pings (it never reads).
    let mut half = TcpStream::connect(addr).await.unwrap();
    half.write_all(b"GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: webs")
        .await
        .unwrap();
    let silent = Client::connect(&url).await.unwrap();

    // A client that never reads while asking for the room again and again
    // in a room of its own.
    let mut slow = Client::connect(&url).await.unwrap();
    slow.create(
        None,
        vec![
            SeatSpec::Person,
            SeatSpec::Computer {
                level: Level::Random,
            },
        ],
        None,
        None,
    )
    .await
    .unwrap();
    for _ in 0..200 {
        if slow.send(&ClientMessage::State {}).await.is_err() {
            break;
        }
    }

    // The room at play finishes its match, the same as played locally.
    let (_, log_a) = ta.await.unwrap();
    let (_, _log_b) = tb.await.unwrap();
    let MatchEnd {
        score,
        winner,
        seed,
    } = match_end(&log_a);
    replay_locally(rules, &specs, seed, &moves_heard(&log_a), &score, winner);
    eprintln!("the room's match took {:?} meanwhile", started.elapsed());

    // The silent connections are closed after the idle timeout (2 s):
    // asked again until they are, within a step's time on a busy machine.
    drop(many);
    let deadline = tokio::time::Instant::now() + STEP;
    let h = loop {
        let h = health(addr).await;
        assert_eq!(h["ok"], true);
        if h["connections"].as_u64().unwrap() <= 6 || tokio::time::Instant::now() > deadline {
            break h;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(h["connections"].as_u64().unwrap() <= 6, "{h}");
    drop((half, silent, slow, g));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn origins_and_the_connection_cap_are_enforced() {
    let mut cfg = config(None);
    cfg.allowed_origins = vec!["http://good.example".into()];
    cfg.max_connections = 3;
    let server = Server::start(cfg).await.unwrap();
    let url = server.url();
    let with_origin = |origin: &str| {
        let mut req = url.as_str().into_client_request().unwrap();
        req.headers_mut().insert("Origin", origin.parse().unwrap());
        req
    };
    let evil = tokio_tungstenite::connect_async(with_origin("http://evil.example")).await;
    assert!(evil.is_err());
    let (good, _) = tokio_tungstenite::connect_async(with_origin("http://good.example"))
        .await
        .unwrap();
    let plain = Client::connect(&url).await.unwrap(); // no Origin: not a browser
    let third = Client::connect(&url).await.unwrap();
    let fourth = Client::connect(&url).await;
    assert!(fourth.is_err(), "the fourth connection is refused");
    drop((good, plain, third));
    server.shutdown().await;
}
