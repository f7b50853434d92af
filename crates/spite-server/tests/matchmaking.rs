//! Playing someone new: identities, quick match, ratings and the
//! leaderboard, on SQLite (and on PostgreSQL with `SPITE_TEST_DATABASE_URL`:
//! the pool shared by two instances).

mod common;

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use common::{config, http_get, recv, until};
use spite_core::Seat;
use spite_server::client::{Client, ClientError, Seated};
use spite_server::protocol::{
    ClientMessage, ErrorCode, PlayerRating, Preset, SeatKind, ServerMessage,
};
use spite_server::{Clock, Config, Server};

/// A server for these tests: short quick-match games, a manual clock.
fn quick(dir: Option<&Path>, clock: &Clock) -> Config {
    let mut c = config(dir);
    c.matchmaking.clock = clock.clone();
    c.matchmaking.short_matches = Some((3, 4));
    c.matchmaking.identities_per_address = 1000;
    c.matchmaking.identities_per_connection = 1000;
    c
}

/// The refusal `c` gets for `msg`.
async fn refused(c: &mut Client, msg: ClientMessage) -> ErrorCode {
    c.send(&msg).await.unwrap();
    let got = until(c, |m| matches!(m, ServerMessage::Error { .. })).await;
    match &got.last().unwrap().0 {
        ServerMessage::Error { code, .. } => *code,
        _ => unreachable!("until stops at an error"),
    }
}

fn refusal(e: ClientError) -> ErrorCode {
    match e {
        ClientError::Refused { code, .. } => code,
        other => panic!("not a refusal: {other}"),
    }
}

/// The seat a seek (or an offer taken) leads to, in time.
async fn seated(c: &mut Client) -> Seated {
    tokio::time::timeout(common::STEP, c.wait_seated())
        .await
        .expect("seated in time")
        .expect("seated")
}

/// A new player on a connection of their own: the connection and the key.
async fn new_player(url: &str, name: &str) -> (Client, String) {
    let mut c = Client::connect(url).await.unwrap();
    let me = c.identify(None, Some(name.into())).await.unwrap();
    let key = me.key.expect("a new identity comes with its key");
    (c, key)
}

fn rating(me: &spite_server::client::Identity, rules: Preset) -> (f64, f64, u32) {
    let r = me.ratings.iter().find(|r| r.rules == rules).unwrap();
    (r.rating, r.deviation, r.games)
}

#[tokio::test]
async fn an_identity_is_made_once_kept_as_a_hash_and_found_again() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(0);
    let mut cfg = quick(Some(dir.path()), &clock);
    cfg.matchmaking.identities_per_connection = 2;
    cfg.matchmaking.identities_per_address = 3;
    let server = Server::start(cfg.clone()).await.unwrap();
    let url = server.url();
    let mut a = Client::connect(&url).await.unwrap();
    let me = a.identify(None, Some("Ann".into())).await.unwrap();
    let key = me.key.clone().unwrap();
    assert_eq!(key.len(), 32);
    assert!(key.chars().all(|c| c.is_ascii_hexdigit()));
    assert_eq!(me.name.as_deref(), Some("Ann"));
    for rules in Preset::ALL {
        assert_eq!(rating(&me, rules), (1500.0, 350.0, 0));
    }
    // Found again from another connection, the key typed in groups, in
    // capitals; no key is sent back; the name changes when given.
    let mut b = Client::connect(&url).await.unwrap();
    let typed = key
        .to_uppercase()
        .as_bytes()
        .chunks(4)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join("-");
    let again = b.identify(Some(&typed), None).await.unwrap();
    assert_eq!((again.key, again.name.as_deref()), (None, Some("Ann")));
    let renamed = b.identify(Some(&key), Some("Annie".into())).await.unwrap();
    assert_eq!(renamed.name.as_deref(), Some("Annie"));
    // Refusals: an unknown key, a key that is not one, a bad name.
    let unknown = "0123456789abcdef0123456789abcdef";
    assert_eq!(
        refusal(b.identify(Some(unknown), None).await.unwrap_err()),
        ErrorCode::UnknownPlayer
    );
    assert_eq!(
        refusal(b.identify(Some("not a key"), None).await.unwrap_err()),
        ErrorCode::BadRequest
    );
    assert_eq!(
        refusal(b.identify(None, Some("x".repeat(41))).await.unwrap_err()),
        ErrorCode::BadRequest
    );
    // Limits: two new identities a connection, three an address.
    a.identify(None, None).await.unwrap();
    assert_eq!(
        refusal(a.identify(None, None).await.unwrap_err()),
        ErrorCode::RateLimited
    );
    b.identify(None, None).await.unwrap();
    assert_eq!(
        refusal(b.identify(None, None).await.unwrap_err()),
        ErrorCode::RateLimited
    );
    // The database keeps the key's hash, never the key.
    server.shutdown().await;
    let hashes = sqlite_players(dir.path());
    assert_eq!(hashes.len(), 3);
    assert!(hashes.iter().all(|h| h != &key && h.len() == 64));
    let bytes = std::fs::read(dir.path().join("spite.db")).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(!text.contains(&key), "the key itself is stored");
    // And it survives a restart.
    let server = Server::start(cfg).await.unwrap();
    let mut c = Client::connect(&server.url()).await.unwrap();
    let back = c.identify(Some(&key), None).await.unwrap();
    assert_eq!(back.name.as_deref(), Some("Annie"));
    server.shutdown().await;
}

/// `key` with its last hex digit changed: a transfer code typed wrong.
fn mistyped(key: &str) -> String {
    let last = if key.ends_with('0') { '1' } else { '0' };
    format!("{}{last}", &key[..key.len() - 1])
}

/// Players whose keys their clients made, on a server allowing 2 new
/// identities a connection and 3 an address: a key registers once (again
/// is simply the same player, on any connection), a key typed wrong is
/// refused and makes nobody, the limits hold for client-made keys as for
/// the server's, and refused registrations count as wrong guesses. The
/// keys registered, for the caller to look for in its store.
async fn client_made_keys_register(mut cfg: Config) -> Vec<String> {
    use spite_server::client::new_player_key;
    cfg.matchmaking.identities_per_connection = 2;
    cfg.matchmaking.identities_per_address = 3;
    let server = Server::start(cfg).await.unwrap();
    let url = server.url();
    let mut a = Client::connect(&url).await.unwrap();
    let key = new_player_key();
    assert_eq!(key.len(), 32);
    assert!(key.chars().all(|c| matches!(c, '0'..='9' | 'a'..='f')));
    assert_ne!(key, new_player_key());
    let me = a.register(&key, Some("Ann".into())).await.unwrap();
    // The key is the client's: not sent back.
    assert_eq!((me.key.as_deref(), me.name.as_deref()), (None, Some("Ann")));
    for rules in Preset::ALL {
        assert_eq!(rating(&me, rules), (1500.0, 350.0, 0));
    }
    // Again (the first answer lost): the same player, no new one made.
    let again = a.register(&key, None).await.unwrap();
    assert_eq!(again.name.as_deref(), Some("Ann"));
    // Another connection (another device): the key as a transfer code,
    // typed in groups, is known; registering it there is the same player.
    let mut b = Client::connect(&url).await.unwrap();
    let code = spite_server::client::transfer_code(&key);
    let there = b.identify(Some(&code), None).await.unwrap();
    assert_eq!((there.key, there.name.as_deref()), (None, Some("Ann")));
    let renamed = b.register(&key, Some("Annie".into())).await.unwrap();
    assert_eq!(renamed.name.as_deref(), Some("Annie"));
    // A transfer code typed wrong is refused, and makes nobody.
    let wrong = mistyped(&key);
    assert_eq!(
        refusal(b.identify(Some(&wrong), None).await.unwrap_err()),
        ErrorCode::UnknownPlayer
    );
    // Register needs a key, and a key is 32 hex digits.
    for frame in [
        r#"{"type":"identify","register":true}"#.to_string(),
        r#"{"type":"identify","register":true,"key":"abc"}"#.to_string(),
        format!(r#"{{"type":"identify","register":1,"key":"{key}"}}"#),
    ] {
        b.send_text(&frame).await.unwrap();
        assert_eq!(
            common::refused(&recv(&mut b).await.0),
            Some(ErrorCode::BadRequest),
            "{frame}"
        );
    }
    // Two connections registering one new key at once: one player.
    let both = new_player_key();
    let mut c = Client::connect(&url).await.unwrap();
    let (one, two) = tokio::join!(
        c.register(&both, Some("Cat".into())),
        b.register(&both, None)
    );
    assert_eq!(one.unwrap().name.as_deref(), Some("Cat"));
    assert!(two.is_ok(), "{two:?}");
    // The limits: a's second new key is made, its third refused; a key
    // it already has still identifies it.
    let second = new_player_key();
    a.register(&second, None).await.unwrap();
    let third = new_player_key();
    assert_eq!(
        refusal(a.register(&third, None).await.unwrap_err()),
        ErrorCode::RateLimited
    );
    assert_eq!(
        a.register(&key, None).await.unwrap().name.as_deref(),
        Some("Annie")
    );
    // The address has made three (Ann, Cat, a's second): nobody more from
    // here, neither a key a client made nor one the server would make.
    let mut d = Client::connect(&url).await.unwrap();
    assert_eq!(
        refusal(d.register(&third, None).await.unwrap_err()),
        ErrorCode::RateLimited
    );
    assert_eq!(
        refusal(d.identify(None, None).await.unwrap_err()),
        ErrorCode::RateLimited
    );
    assert_eq!(
        refusal(d.identify(Some(&third), None).await.unwrap_err()),
        ErrorCode::UnknownPlayer,
        "a refused key is nobody"
    );
    assert_eq!(
        refusal(d.identify(Some(&wrong), None).await.unwrap_err()),
        ErrorCode::UnknownPlayer,
        "a mistyped key is nobody"
    );
    // Each refused registration counted as a wrong guess (it would tell
    // a known key from an unknown one): the fifth closes the connection.
    assert_eq!(
        refusal(d.register(&new_player_key(), None).await.unwrap_err()),
        ErrorCode::RateLimited
    );
    // (The fifth's refusal may come after the close, or not at all.)
    let fifth = d.register(&new_player_key(), None).await.unwrap_err();
    assert!(
        !matches!(&fifth, ClientError::Refused { code, .. } if *code != ErrorCode::RateLimited),
        "{fifth:?}"
    );
    let closed = d.register(&key, None).await.unwrap_err();
    assert!(
        !matches!(closed, ClientError::Refused { .. }),
        "closed after five wrong guesses: {closed:?}"
    );
    server.shutdown().await;
    vec![key, both, second]
}

#[tokio::test]
async fn a_key_the_client_made_registers_once_and_a_mistyped_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = quick(Some(dir.path()), &Clock::manual(0));
    let keys = client_made_keys_register(cfg).await;
    // The database keeps the three keys' hashes, never a key.
    hashes_of(sqlite_players(dir.path()), &keys);
}

/// The key hashes of the players in the SQLite database in `dir`.
fn sqlite_players(dir: &Path) -> Vec<String> {
    let db = rusqlite::Connection::open(dir.join("spite.db")).unwrap();
    let mut rows = db.prepare("SELECT key_hash FROM players").unwrap();
    rows.query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// The players stored are the `keys`' hashes, and no more.
fn hashes_of(mut stored: Vec<String>, keys: &[String]) {
    let mut expected: Vec<String> = keys
        .iter()
        .map(|k| spite_server::code::hash_token(k))
        .collect();
    stored.sort();
    expected.sort();
    assert_eq!(stored, expected);
}

#[tokio::test]
async fn quick_match_refusals_are_answered_as_documented() {
    let clock = Clock::manual(0);
    let server = Server::start(quick(None, &clock)).await.unwrap();
    let url = server.url();
    let mut a = Client::connect(&url).await.unwrap();
    // Not a preset; a field too many; rated without an identity.
    for frame in [
        r#"{"type":"seek","rules":"chess","rated":false}"#,
        r#"{"type":"seek","rules":"g4a","rated":false,"size":4}"#,
        r#"{"type":"leaderboard","rules":"G4A"}"#,
    ] {
        a.send_text(frame).await.unwrap();
        assert!(
            matches!(
                recv(&mut a).await.0,
                ServerMessage::Error {
                    code: ErrorCode::BadRequest,
                    ..
                }
            ),
            "{frame}"
        );
    }
    assert_eq!(
        refusal(a.seek(Preset::G4a, true).await.unwrap_err()),
        ErrorCode::NoIdentity
    );
    // Nothing to cancel, no computer offered.
    assert_eq!(
        refused(&mut a, ClientMessage::CancelSeek {}).await,
        ErrorCode::BadRequest
    );
    assert_eq!(
        refused(&mut a, ClientMessage::AcceptComputer {}).await,
        ErrorCode::BadRequest
    );
    let key = a
        .identify(None, Some("Ann".into()))
        .await
        .unwrap()
        .key
        .unwrap();
    let seeking = a.seek(Preset::Classic, true).await.unwrap();
    assert_eq!(seeking.position, 1);
    assert_eq!(seeking.computer_in, 45);
    // Seeking twice, on this connection or another with the same key; no
    // room made or joined, no other identity while seeking.
    assert_eq!(
        refusal(a.seek(Preset::Classic, true).await.unwrap_err()),
        ErrorCode::AlreadySeeking
    );
    let mut tab = Client::connect(&url).await.unwrap();
    tab.identify(Some(&key), None).await.unwrap();
    assert_eq!(
        refusal(tab.seek(Preset::Classic, true).await.unwrap_err()),
        ErrorCode::AlreadySeeking
    );
    assert_eq!(
        refusal(a.join("AAAA-AAAA-AAAA", None).await.unwrap_err()),
        ErrorCode::AlreadySeeking
    );
    assert_eq!(
        refusal(a.identify(None, None).await.unwrap_err()),
        ErrorCode::AlreadySeeking
    );
    // Cancelled: out of the pool; the other tab may seek now.
    a.send(&ClientMessage::CancelSeek {}).await.unwrap();
    assert!(matches!(
        recv(&mut a).await.0,
        ServerMessage::SeekCancelled { seq: 0 }
    ));
    assert_eq!(tab.seek(Preset::Classic, true).await.unwrap().position, 1);
    assert_eq!(server.seekers(), 1);
    // A connection that closes leaves the pool.
    tab.close().await;
    for _ in 0..200 {
        if server.seekers() == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(server.seekers(), 0);
    server.shutdown().await;
}

/// Two players seek (`rated`) and are seated in one room; returns both
/// clients and seats, in seat order.
async fn pair(
    url_a: &str,
    url_b: &str,
    rated: bool,
) -> ((Client, Seated, String), (Client, Seated, String)) {
    let (mut a, ka) = new_player(url_a, "Ann").await;
    let (mut b, kb) = new_player(url_b, "Bob").await;
    a.seek(Preset::G4a, rated).await.unwrap();
    b.seek(Preset::G4a, rated).await.unwrap();
    let sa = seated(&mut a).await;
    let sb = seated(&mut b).await;
    assert_eq!(sa.code, sb.code, "paired into one room");
    assert_ne!(sa.seat, sb.seat);
    assert!(sa.token.is_some() && sb.token.is_some());
    let names: Vec<_> = sa.room.seats.iter().map(|s| s.name.clone()).collect();
    let mut want = vec![None, None];
    want[usize::from(sa.seat)] = Some("Ann".to_string());
    want[usize::from(sb.seat)] = Some("Bob".to_string());
    assert_eq!(names, want);
    if sa.seat == 0 {
        ((a, sa, ka), (b, sb, kb))
    } else {
        ((b, sb, kb), (a, sa, ka))
    }
}

/// The ratings after a rated match between seats 0 and 1 (`keys`) whose
/// winner was `winner` (by the board or because the other left): the
/// winner up, the loser down, once each; the leaderboard over the
/// protocol and HTTP agrees.
async fn check_rated(server: &Server, keys: [&str; 2], winner: Seat) {
    let mut c = Client::connect(&server.url()).await.unwrap();
    let mut after = Vec::new();
    for key in keys {
        after.push(c.identify(Some(key), None).await.unwrap());
    }
    let (w, l) = (
        rating(&after[usize::from(winner)], Preset::G4a),
        rating(&after[usize::from(1 - winner)], Preset::G4a),
    );
    // Two new players: the winner gains what the loser loses.
    assert!(w.0 > 1500.0 && l.0 < 1500.0, "{w:?} {l:?}");
    assert!((w.0 - 1500.0 - (1500.0 - l.0)).abs() < 1e-6);
    assert_eq!((w.2, l.2), (1, 1), "rated once");
    assert!(w.1 < 350.0);
    // Classic is untouched.
    assert_eq!(rating(&after[0], Preset::Classic), (1500.0, 350.0, 0));
    let board = c.leaderboard(Preset::G4a).await.unwrap();
    let names: Vec<_> = board.top.iter().map(|e| e.name.clone()).collect();
    assert_eq!(names.len(), 2);
    assert_eq!(board.top[0].rank, 1);
    assert!((board.top[0].rating - w.0).abs() < 1e-9);
    // The asker is the last identified: seat 1.
    let you = board.you.unwrap();
    assert_eq!(you.rank, if winner == 1 { 1 } else { 2 });
    assert!(c.leaderboard(Preset::Classic).await.unwrap().top.is_empty());
    let (status, body) = http_get(server.addr(), "/leaderboard?rules=g4a").await;
    assert_eq!(status, 200);
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["rules"], "g4a");
    assert_eq!(json["top"].as_array().unwrap().len(), 2);
    assert_eq!(json["top"][0]["rank"], 1);
    let (status, _) = http_get(server.addr(), "/leaderboard?rules=chess").await;
    assert_eq!(status, 400);
}

/// Plays a rated match to its end: each seat's `rating`, told after
/// `match_over` without asking (seat order), and the winner.
async fn play_rated(players: Vec<(Client, Seated)>) -> (Vec<PlayerRating>, Seat) {
    let tasks: Vec<_> = players
        .into_iter()
        .map(|(c, s)| {
            tokio::spawn(async move {
                let (mut c, frames) = common::play_to_end(c, s).await;
                let got = until(&mut c, |m| matches!(m, ServerMessage::Rating { .. })).await;
                let ServerMessage::Rating { rating, .. } = &got.last().unwrap().0 else {
                    unreachable!("until stops at a rating")
                };
                (rating.clone(), common::match_end(&frames).winner)
            })
        })
        .collect();
    let mut told = Vec::new();
    let mut winner = None;
    for t in tasks {
        let (rating, w) = t.await.unwrap();
        told.push(rating);
        winner = w;
    }
    (told, winner.expect("a winner"))
}

/// What each seat was told is its stored rating (`keys` in seat order).
async fn check_told(server: &Server, keys: [&str; 2], told: &[PlayerRating]) {
    let mut c = Client::connect(&server.url()).await.unwrap();
    for (key, t) in keys.into_iter().zip(told) {
        let me = c.identify(Some(key), None).await.unwrap();
        assert_eq!(t.rules, Preset::G4a);
        assert_eq!(rating(&me, Preset::G4a), (t.rating, t.deviation, t.games));
        assert_eq!(t.games, 1);
    }
}

#[tokio::test]
async fn two_seekers_play_a_rated_match_and_both_ratings_change_once() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(0);
    let cfg = quick(Some(dir.path()), &clock);
    let server = Server::start(cfg.clone()).await.unwrap();
    let url = server.url();
    let ((a, sa, ka), (b, sb, kb)) = pair(&url, &url, true).await;
    let (told, winner) = play_rated(vec![(a, sa), (b, sb)]).await;
    check_rated(&server, [&ka, &kb], winner).await;
    check_told(&server, [&ka, &kb], &told).await;
    // A restart rates nothing again.
    server.shutdown().await;
    let server = Server::start(cfg).await.unwrap();
    check_rated(&server, [&ka, &kb], winner).await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_player_who_leaves_a_rated_match_loses_it() {
    let clock = Clock::manual(0);
    let mut cfg = quick(None, &clock);
    cfg.matchmaking.takeover_after = 1;
    let server = Server::start(cfg).await.unwrap();
    let url = server.url();
    let ((a, sa, ka), (b, _sb, kb)) = pair(&url, &url, true).await;
    // Seat 1 leaves at once; the computer plays for them after a second,
    // and whatever the board says at the end, they lost.
    b.close().await;
    let (_, frames) = common::play_to_end(a, sa).await;
    assert!(
        frames.iter().any(|(m, _)| matches!(
            m,
            ServerMessage::Presence { seat: 1, info, .. } if info.computer_plays
        )),
        "the computer took the seat over"
    );
    check_rated(&server, [&ka, &kb], 0).await;
    server.shutdown().await;
}

/// A casual seeker needs no identity: the name given with the seek is
/// the seat's name (an identity's name wins over it), a bad one is
/// refused as in `identify`, and no player is made.
#[tokio::test]
async fn casual_seekers_without_an_identity_sit_under_the_names_they_give() {
    let clock = Clock::manual(0);
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(quick(Some(dir.path()), &clock))
        .await
        .unwrap();
    let url = server.url();
    let mut a = Client::connect(&url).await.unwrap();
    let long = "x".repeat(41);
    assert_eq!(
        refusal(a.seek_as(Preset::G4a, false, Some(long)).await.unwrap_err()),
        ErrorCode::BadRequest
    );
    assert_eq!(server.seekers(), 0, "a refused seek is not in the pool");
    a.seek_as(Preset::G4a, false, Some("Ann".into()))
        .await
        .unwrap();
    // With an identity, its name is the seat's, whatever the seek says.
    let (mut b, _) = new_player(&url, "Bob").await;
    b.seek_as(Preset::G4a, false, Some("Robert".into()))
        .await
        .unwrap();
    let sa = seated(&mut a).await;
    let sb = seated(&mut b).await;
    assert_eq!(sa.code, sb.code, "paired into one room");
    let names: Vec<_> = sa.room.seats.iter().map(|s| s.name.clone()).collect();
    let mut want = vec![None, None];
    want[usize::from(sa.seat)] = Some("Ann".to_string());
    want[usize::from(sb.seat)] = Some("Bob".to_string());
    assert_eq!(names, want);
    // Only Bob, who identified, is a player.
    assert_eq!(sqlite_players(dir.path()).len(), 1);
    server.shutdown().await;
}

#[tokio::test]
async fn nobody_comes_and_the_computer_is_offered_plainly() {
    let clock = Clock::manual(0);
    let mut cfg = quick(None, &clock);
    cfg.matchmaking.computer_after = Duration::from_secs(10);
    let server = Server::start(cfg).await.unwrap();
    let (mut a, _) = new_player(&server.url(), "Ann").await;
    let seeking = a.seek(Preset::Classic, false).await.unwrap();
    assert_eq!(seeking.computer_in, 10);
    clock.advance(Duration::from_secs(9));
    server.match_now().await;
    clock.advance(Duration::from_secs(1));
    server.match_now().await;
    // The first message after the seek is the offer, at the level of a
    // 1500 rating.
    match recv(&mut a).await.0 {
        ServerMessage::ComputerOffer { level, .. } => assert_eq!(level, spite_ai::Level::Medium),
        other => panic!("not an offer: {other:?}"),
    }
    a.send(&ClientMessage::AcceptComputer {}).await.unwrap();
    let seated = a.wait_seated().await.unwrap();
    let kinds: Vec<_> = seated
        .room
        .seats
        .iter()
        .map(|s| (s.kind, s.level))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (SeatKind::Person, None),
            (SeatKind::Computer, Some(spite_ai::Level::Medium))
        ]
    );
    assert_eq!(seated.room.view.view.rules, {
        let mut r = spite_core::Rules::classic();
        r.payoff_size = 3;
        r.match_target = 4;
        r
    });
    assert_eq!(server.seekers(), 0);
    server.shutdown().await;
}

/// 25 pairs of players far from every other pair, each pair's ratings
/// `10 + 15k` apart: every pair is formed at the first second its window
/// (±100, +10 a second) reaches them, never before, and all are paired.
#[tokio::test]
async fn fifty_seekers_with_spread_ratings_are_all_paired_within_their_windows() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(1_000_000);
    let mut cfg = quick(Some(dir.path()), &clock);
    cfg.matchmaking.computer_after = Duration::from_secs(120);
    let server = Server::start(cfg).await.unwrap();
    let url = server.url();
    let db = rusqlite::Connection::open(dir.path().join("spite.db")).unwrap();
    let mut players = Vec::new();
    let mut rating_of = HashMap::new();
    for k in 0..25 {
        for side in 0..2 {
            let name = format!("p{k}-{side}");
            let (c, _) = new_player(&url, &name).await;
            let r = 600.0 + 900.0 * f64::from(k) + f64::from(side) * (10.0 + 15.0 * f64::from(k));
            db.execute(
                "INSERT INTO ratings (key_hash, rules, rating, deviation, volatility, games, updated)
                 SELECT key_hash, 'g4a', ?2, 80.0, 0.06, 5, 0 FROM players WHERE name = ?1",
                rusqlite::params![name, r],
            )
            .unwrap();
            rating_of.insert(name.clone(), r);
            players.push((c, name));
        }
    }
    // Everyone seeks; each connection reports its seat as it comes.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    for (mut c, name) in players {
        c.seek(Preset::G4a, true).await.unwrap();
        let tx = tx.clone();
        tokio::spawn(async move {
            let seated = c.wait_seated().await.unwrap();
            let _ = tx.send((name, seated.code));
            // Keep the connection while the test runs.
            let _ = c.recv().await;
        });
    }
    let mut room_of: HashMap<String, String> = HashMap::new();
    let mut formed_at: HashMap<String, i64> = HashMap::new();
    for second in 0..=31i64 {
        if second > 0 {
            clock.advance(Duration::from_secs(1));
        }
        server.match_now().await;
        // Every pair formed at this second is told before the clock moves.
        while room_of.len() < 50 - server.seekers() {
            let (name, code) = tokio::time::timeout(common::STEP, rx.recv())
                .await
                .expect("a seat in time")
                .unwrap();
            formed_at.insert(code.clone(), second);
            room_of.insert(name, code);
        }
    }
    assert_eq!(room_of.len(), 50, "everyone was paired");
    let window = |s: i64| 100.0 + 10.0 * s.min(30) as f64;
    for k in 0..25 {
        let (a, b) = (format!("p{k}-0"), format!("p{k}-1"));
        assert_eq!(room_of[&a], room_of[&b], "pair {k} together");
        let gap = rating_of[&b] - rating_of[&a];
        let at = formed_at[&room_of[&a]];
        assert!(gap <= window(at), "pair {k}: {gap} apart at {at} s");
        assert!(
            at == 0 || gap > window(at - 1),
            "pair {k}: {gap} apart, not paired before {at} s"
        );
    }
    server.shutdown().await;
}

mod postgres {
    use super::*;
    use common::pg;

    /// A connection to the test database, in `schema`.
    async fn connect_in(db: &tokio_postgres::Config, schema: &str) -> tokio_postgres::Client {
        let (client, conn) = db.connect(tokio_postgres::NoTls).await.unwrap();
        tokio::spawn(conn);
        client
            .batch_execute(&format!("SET search_path = {schema}"))
            .await
            .unwrap();
        client
    }

    async fn pg_config(db: &tokio_postgres::Config, schema: &str, clock: &Clock) -> Config {
        let mut c = quick(None, clock);
        c.database = Some(pg::address(db, None, schema).into());
        c
    }

    #[tokio::test]
    async fn a_key_the_client_made_registers_once_in_postgres() {
        let Some(db) = pg::test_database() else {
            return pg::skipped();
        };
        let schema = pg::fresh_schema(&db).await;
        let cfg = pg_config(&db, &schema, &Clock::manual(0)).await;
        let keys = client_made_keys_register(cfg).await;
        let client = connect_in(&db, &schema).await;
        let hashes: Vec<String> = client
            .query("SELECT key_hash FROM spite_players", &[])
            .await
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect();
        hashes_of(hashes, &keys);
        pg::drop_schema(&db, &schema).await;
    }

    #[tokio::test]
    async fn two_seekers_on_two_instances_are_paired_once_and_rated_once() {
        let Some(db) = pg::test_database() else {
            return pg::skipped();
        };
        let schema = pg::fresh_schema(&db).await;
        let clock = Clock::manual(0);
        let one = Server::start(pg_config(&db, &schema, &clock).await)
            .await
            .unwrap();
        let two = Server::start(pg_config(&db, &schema, &clock).await)
            .await
            .unwrap();
        let ((a, sa, ka), (b, sb, kb)) = pair(&one.url(), &two.url(), true).await;
        let code = sa.code.clone();
        // Each is told the new rating by their own instance.
        let (told, winner) = play_rated(vec![(a, sa), (b, sb)]).await;
        check_rated(&one, [&ka, &kb], winner).await;
        check_rated(&two, [&ka, &kb], winner).await;
        check_told(&two, [&ka, &kb], &told).await;
        // One room, and the pool is empty.
        let client = connect_in(&db, &schema).await;
        let rooms: i64 = client
            .query_one("SELECT count(*) FROM spite_rooms", &[])
            .await
            .unwrap()
            .get(0);
        assert_eq!(rooms, 1, "{code}");
        let seeks: i64 = client
            .query_one("SELECT count(*) FROM spite_seeks", &[])
            .await
            .unwrap()
            .get(0);
        assert_eq!(seeks, 0);
        one.shutdown().await;
        two.shutdown().await;
        pg::drop_schema(&db, &schema).await;
    }

    /// An instance dies (its runtime dropped: no goodbye) while a player
    /// seeks on it; they come back through the other instance and seek
    /// again: still in the pool, their wait kept, and paired exactly once.
    #[test]
    fn a_seeker_whose_instance_dies_is_paired_once_through_another() {
        let Some(db) = pg::test_database() else {
            return pg::skipped();
        };
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let clock = Clock::manual(0);
        let schema = rt.block_on(pg::fresh_schema(&db));
        let cfg = rt.block_on(pg_config(&db, &schema, &clock));
        let doomed_rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let doomed = doomed_rt.block_on(Server::start(cfg.clone())).unwrap();
        let doomed_url = doomed.url();
        let survivor = rt.block_on(Server::start(cfg)).unwrap();
        let url = survivor.url();
        let key = rt.block_on(async {
            let (mut a, key) = new_player(&doomed_url, "Ann").await;
            a.seek(Preset::G4a, true).await.unwrap();
            // Leaked on purpose: the connection dies with the instance.
            std::mem::forget(a);
            key
        });
        // Killed: every task of the instance stops where it is.
        drop(doomed);
        doomed_rt.shutdown_background();
        rt.block_on(async {
            // PostgreSQL frees the dead instance's lock when it sees its
            // connection closed: its seek is no longer live.
            let client = connect_in(&db, &schema).await;
            for _ in 0..500 {
                let orphans: i64 = client
                    .query_one(
                        "SELECT count(*) FROM spite_seeks s WHERE NOT EXISTS (
                             SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
                             AND objsubid = 1
                             AND ((classid::bigint << 32) | objid::bigint) = s.instance_lock)",
                        &[],
                    )
                    .await
                    .unwrap()
                    .get(0);
                if orphans == 1 {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            clock.advance(Duration::from_secs(20));
            let mut a = Client::connect(&url).await.unwrap();
            a.identify(Some(&key), None).await.unwrap();
            let back = a.seek(Preset::G4a, true).await.unwrap();
            assert_eq!(back.position, 1);
            // A newcomer 250 points away is paired only thanks to the kept
            // wait (20 s: ±300).
            let (mut b, kb) = new_player(&url, "Bob").await;
            client
                .execute(
                    "INSERT INTO spite_ratings (key_hash, rules, rating, deviation, volatility, games, updated)
                     SELECT key_hash, 'g4a', 1750, 80, 0.06, 3, 0 FROM spite_players WHERE name = 'Bob'",
                    &[],
                )
                .await
                .unwrap();
            b.seek(Preset::G4a, true).await.unwrap();
            survivor.match_now().await;
            let sa = seated(&mut a).await;
            let sb = seated(&mut b).await;
            assert_eq!(sa.code, sb.code);
            let _ = kb;
            let rooms: i64 = client
                .query_one("SELECT count(*) FROM spite_rooms", &[])
                .await
                .unwrap()
                .get(0);
            assert_eq!(rooms, 1, "paired exactly once");
            survivor.shutdown().await;
            pg::drop_schema(&db, &schema).await;
        });
    }
}

/// Real `spite-server` processes on one PostgreSQL database, HAProxy in
/// front: seekers on two instances meet; a seeker's instance is SIGKILLed
/// while they wait, and they are paired exactly once through the other.
mod processes {
    use std::time::Instant;

    use super::*;
    use common::pg;
    use common::procs::{LogsOnFailure, free_port, haproxy, instance, load_balancer};

    async fn count(db: &tokio_postgres::Config, schema: &str, table: &str) -> i64 {
        let (client, conn) = db.connect(tokio_postgres::NoTls).await.unwrap();
        tokio::spawn(conn);
        client
            .query_one(&format!("SELECT count(*) FROM {schema}.{table}"), &[])
            .await
            .unwrap()
            .get(0)
    }

    /// Whether the instance lock of the one row in `spite_seeks` comes to
    /// be held by nobody (within `common::STEP`, looked at every 50 ms).
    async fn row_lock_freed(db: &tokio_postgres::Config, schema: &str) -> bool {
        let (client, conn) = db.connect(tokio_postgres::NoTls).await.unwrap();
        tokio::spawn(conn);
        let held = format!(
            "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
                 AND objsubid = 1 AND ((classid::bigint << 32) | objid::bigint) = s.instance_lock)
             FROM {schema}.spite_seeks s"
        );
        let until = Instant::now() + common::STEP;
        while Instant::now() < until {
            let still: bool = client.query_one(&held, &[]).await.unwrap().get(0);
            if !still {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    /// Connects, identifies with `key` and seeks, until the pool takes it
    /// (HAProxy may first send it to the dead instance; PostgreSQL frees the
    /// dead instance's lock when it sees its connection gone).
    async fn seek_again(url: &str, key: &str) -> Client {
        for _ in 0..200 {
            if let Ok(mut c) = Client::connect(url).await
                && c.identify(Some(key), None).await.is_ok()
            {
                match c.seek(Preset::G4a, true).await {
                    Ok(_) => return c,
                    Err(ClientError::Refused { code, .. }) => {
                        assert_eq!(code, ErrorCode::AlreadySeeking)
                    }
                    Err(_) => {}
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the seeker could not seek again");
    }

    #[tokio::test]
    async fn seekers_meet_across_instances_and_a_killed_instances_seeker_is_paired_once() {
        let Some(db) = pg::test_database() else {
            return pg::skipped();
        };
        if haproxy().is_none() {
            println!("skipped: no haproxy");
            return;
        }
        let schema = pg::fresh_schema(&db).await;
        let database = pg::address(&db, None, &schema);
        let dir = tempfile::tempdir().unwrap();
        // Another deployment on the same PostgreSQL (another schema) with
        // an instance of the same name, alive throughout: advisory locks
        // belong to the whole PostgreSQL server, so its lock must not
        // pass for this deployment's instance "a" (when it did, the
        // seeker of the "a" killed below stayed "seeking elsewhere").
        let twin_schema = pg::fresh_schema(&db).await;
        let twin_dir = tempfile::tempdir().unwrap();
        let twin_port = free_port();
        let twin = instance(
            twin_dir.path(),
            twin_port,
            &pg::address(&db, None, &twin_schema),
            "a",
        );
        let ports = [free_port(), free_port()];
        // Dropped after the instances (declared before them): their logs
        // are complete when printed.
        let _logs = LogsOnFailure(dir.path());
        let mut procs = vec![
            instance(dir.path(), ports[0], &database, "a"),
            instance(dir.path(), ports[1], &database, "b"),
        ];
        let direct = |k: usize| format!("ws://127.0.0.1:{}/ws", ports[k]);
        let front = free_port();
        let _lb = load_balancer(dir.path(), front, &ports);
        let via = format!("ws://127.0.0.1:{front}/ws");

        // One seeker on each instance: one room, within a second.
        let (mut a, _) = new_player(&direct(0), "Ann").await;
        let (mut b, _) = new_player(&direct(1), "Bob").await;
        a.seek(Preset::G4a, true).await.unwrap();
        let sent = Instant::now();
        b.seek(Preset::G4a, true).await.unwrap();
        let sa = seated(&mut a).await;
        let sb = seated(&mut b).await;
        let took = sent.elapsed();
        println!(
            "two instances: seek to both seated in {} ms",
            took.as_millis()
        );
        assert_eq!(sa.code, sb.code);
        assert!(
            took < Duration::from_secs(1),
            "paired within a second: {took:?}"
        );

        // Cid seeks on instance a, which is SIGKILLed while Cid waits.
        let (mut c, key) = new_player(&direct(0), "Cid").await;
        c.seek(Preset::G4a, true).await.unwrap();
        assert_eq!(count(&db, &schema, "spite_seeks").await, 1);
        procs[0].0.kill().unwrap();
        procs[0].0.wait().unwrap();
        assert!(
            c.recv().await.is_err(),
            "the connection died with its instance"
        );
        // PostgreSQL frees the dead instance's lock when it sees its
        // connection gone; the twin's lock, held throughout, is of another
        // schema and does not keep Cid's row alive.
        assert!(
            row_lock_freed(&db, &schema).await,
            "the dead instance's row still counts as alive"
        );
        // Back through HAProxy, onto b: in the pool again; Dee comes.
        let mut c = seek_again(&via, &key).await;
        let (mut d, _) = new_player(&via, "Dee").await;
        d.seek(Preset::G4a, true).await.unwrap();
        let sc = seated(&mut c).await;
        let sd = seated(&mut d).await;
        assert_eq!(sc.code, sd.code);
        assert_ne!(sc.code, sa.code);
        // Exactly two rooms were made, and nobody is left in the pool.
        assert_eq!(count(&db, &schema, "spite_rooms").await, 2);
        assert_eq!(count(&db, &schema, "spite_seeks").await, 0);
        // The seat works: Cid plays it through HAProxy with its token.
        let mut again = Client::connect(&via).await.unwrap();
        let back = again
            .rejoin(&sc.code, sc.token.as_deref().unwrap())
            .await
            .unwrap();
        assert_eq!(back.seat, sc.seat);
        drop(procs);
        drop(twin);
        pg::drop_schema(&db, &schema).await;
        pg::drop_schema(&db, &twin_schema).await;
    }
}

/// The frontends' connection (`spawn_online`) seeks: a rated seeker with
/// a key it made is registered (and told no key), a casual one needs
/// none (its name goes with the seek), and both sit in one room; the computer's offer is taken with a
/// command.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spawn_online_seeks_and_sits_down() {
    use spite_server::client::{Backoff, Command, Connect, Update, spawn_online};
    let clock = Clock::manual(0);
    let mut cfg = quick(None, &clock);
    cfg.matchmaking.computer_after = Duration::from_secs(5);
    let server = Server::start(cfg).await.unwrap();
    let url = server.url();
    let seek = |key: Option<String>, rated| {
        spawn_online(
            url.clone(),
            Connect::Seek {
                key,
                name: Some("Ann".into()),
                rules: Preset::Classic,
                rated,
            },
            Backoff::default(),
            None,
        )
    };
    // Blocking receives, off the runtime's workers.
    let next = |rx: std::sync::mpsc::Receiver<Update>| {
        tokio::task::spawn_blocking(move || {
            let u = rx.recv_timeout(common::STEP).expect("an update in time");
            (u, rx)
        })
    };
    let message = |u: Update| match u {
        Update::Server(m) => *m,
        other => panic!("not a server message: {other:?}"),
    };
    let made = spite_server::client::new_player_key();
    let (_ca, ra) = seek(Some(made.clone()), true);
    let (u, ra) = next(ra).await.unwrap();
    let ServerMessage::Identity {
        key: None, name, ..
    } = message(u)
    else {
        panic!("a key the frontend made is not sent back");
    };
    assert_eq!(name.as_deref(), Some("Ann"));
    let (u, ra) = next(ra).await.unwrap();
    assert!(matches!(
        message(u),
        ServerMessage::Seeking { position: 1, .. }
    ));
    // A casual seeker is not paired with a rated one: offered the computer.
    let (cb, rb) = seek(None, false);
    let (u, rb) = next(rb).await.unwrap();
    assert!(matches!(
        message(u),
        ServerMessage::Seeking { position: 1, .. }
    ));
    clock.advance(Duration::from_secs(5));
    server.match_now().await;
    let (u, rb) = next(rb).await.unwrap();
    assert!(matches!(message(u), ServerMessage::ComputerOffer { .. }));
    cb.send(Command::AcceptComputer);
    let (u, _rb) = next(rb).await.unwrap();
    let ServerMessage::Seated { room, token, .. } = message(u) else {
        panic!("seated against the computer");
    };
    assert!(token.is_some());
    assert_eq!(room.seats[1].kind, SeatKind::Computer);
    // Without an identity, the name went with the seek.
    assert_eq!(room.seats[0].name.as_deref(), Some("Ann"));
    // A second rated seeker with its own key meets the first.
    let (c, key2) = new_player(&url, "Bob").await;
    c.close().await;
    let (_cc, rc) = seek(Some(key2), true);
    let (u, rc) = next(rc).await.unwrap();
    assert!(matches!(
        message(u),
        ServerMessage::Identity { key: None, .. }
    ));
    let mut seated = Vec::new();
    for rx in [ra, rc] {
        let mut rx = rx;
        loop {
            let (u, back) = next(rx).await.unwrap();
            rx = back;
            match message(u) {
                ServerMessage::Seated { code, .. } => {
                    seated.push(code);
                    break;
                }
                ServerMessage::Seeking { .. } | ServerMessage::ComputerOffer { .. } => {}
                other => panic!("unexpected {other:?}"),
            }
        }
    }
    assert_eq!(seated[0], seated[1], "one room");
    // The key the frontend made is a player now, on any connection.
    let mut other = Client::connect(&url).await.unwrap();
    let me = other.identify(Some(&made), None).await.unwrap();
    assert_eq!(me.name.as_deref(), Some("Ann"));
    server.shutdown().await;
}
