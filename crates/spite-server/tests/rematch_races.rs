//! A rematch when things happen at once: the last acceptances arriving
//! on two instances together (one new room, everyone seated in it once),
//! and a person whose connection is lost around the rematch's start
//! (seated in the new room when they come back with the old room's token).

mod common;

use std::time::{Duration, Instant};

use common::pg::*;
use common::*;
use spite_core::Rules;
use spite_server::client::{Client, ClientError, Seated};
use spite_server::protocol::{ClientMessage, RulesSpec, SeatSpec, ServerMessage};
use spite_server::{DatabaseUrl, Server};

/// One game to one point: a match over quickly.
fn one_game(players: u8) -> Rules {
    Rules {
        players,
        payoff_size: 3,
        match_target: 1,
        ..Rules::g4a()
    }
}

/// The next message that is not a `presence`.
async fn next_news(c: &mut Client) -> ServerMessage {
    loop {
        match recv(c).await.0 {
            ServerMessage::Presence { .. } => continue,
            m => return m,
        }
    }
}

/// Waits for `rematch_offered`.
async fn offered(c: &mut Client) {
    match next_news(c).await {
        ServerMessage::RematchOffered { .. } => {}
        other => panic!("expected rematch_offered, got {other:?}"),
    }
}

/// The next `seated`, skipping what the old room still says.
async fn next_seated(c: &mut Client) -> Seated {
    loop {
        match next_news(c).await {
            ServerMessage::Seated {
                seq,
                code,
                seat,
                token,
                room,
            } => {
                return Seated {
                    code,
                    seat,
                    token,
                    room,
                    seq,
                };
            }
            ServerMessage::RematchOffered { .. } | ServerMessage::RematchStarted { .. } => {}
            other => panic!("expected seated, got {other:?}"),
        }
    }
}

/// Waits for `rematch_started` (its code), then the `seated` in that room.
async fn seated_again(c: &mut Client) -> Seated {
    let code = loop {
        match next_news(c).await {
            ServerMessage::RematchStarted { code, .. } => break code,
            ServerMessage::RematchOffered { .. } => continue,
            other => panic!("expected rematch_started, got {other:?}"),
        }
    };
    let s = next_seated(c).await;
    assert_eq!(s.code, code, "seated in the rematch's room");
    assert!(s.token.is_some(), "a new token for the new room");
    s
}

/// Waits until `seat` shows as connected (or not) in a `presence`.
async fn presence(c: &mut Client, seat: u8, connected: bool) {
    until(c, |m| {
        matches!(m, ServerMessage::Presence { seat: s, info, .. }
            if *s == seat && info.connected == connected)
    })
    .await;
}

/// People in one room of `rules.players` person seats: the first makes it
/// on `urls[0]`, seat k joins on `urls[k]`.
async fn people(urls: &[String], rules: Rules) -> Vec<(Client, Seated)> {
    let mut out = Vec::new();
    let mut first = Client::connect(&urls[0]).await.unwrap();
    let s = first
        .create(
            Some(RulesSpec::Custom(rules)),
            vec![SeatSpec::Person; usize::from(rules.players)],
            Some("P0".into()),
            None,
        )
        .await
        .unwrap();
    let code = s.code.clone();
    out.push((first, s));
    for (k, url) in urls.iter().enumerate().skip(1) {
        let mut c = Client::connect(url).await.unwrap();
        let s = c.join(&code, Some(format!("P{k}"))).await.unwrap();
        out.push((c, s));
    }
    out
}

/// Every seat plays the match out, hearing no other `seated` than the one
/// it starts from; the clients back, seat by seat.
async fn play_out(players: Vec<(Client, Seated)>) -> Vec<Client> {
    let tasks: Vec<_> = players
        .into_iter()
        .map(|(c, s)| tokio::spawn(play_to_end(c, s)))
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        let (c, frames) = t.await.unwrap();
        let seated = frames[1..]
            .iter()
            .filter(|f| matches!(f.0, ServerMessage::Seated { .. }))
            .count();
        assert_eq!(seated, 0, "seated once, before the match");
        out.push(c);
    }
    out
}

/// Polls the server until it holds `n` connections (a closed one is gone
/// once its leaving is written).
async fn connections(server: &Server, n: usize) {
    let deadline = Instant::now() + STEP;
    while server.stats().connections != n {
        assert!(Instant::now() < deadline, "{n} connections in time");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Three people, two on one instance and one on the other; the two last
/// acceptances are sent together, one to each instance. One of them
/// completes the offer, both instances make or load the new room: there is
/// one new room, every person is seated in it exactly once, and its match
/// plays out with both instances holding the same moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_acceptances_on_two_instances_make_one_room() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let schema = fresh_schema(&db).await;
    let mut cfg = config(None);
    cfg.database = Some(DatabaseUrl::from(address(&db, None, &schema)));
    let one = Server::start(cfg.clone()).await.unwrap();
    let two = Server::start(cfg).await.unwrap();
    let urls = [one.url(), one.url(), two.url()];
    let players = people(&urls, one_game(3)).await;
    let old = players[0].1.code.clone();
    let mut clients = all_play_to_end_keeping(players).await;
    // P0 offers; P1 (here) and P2 (there) accept at once.
    clients[0].send(&ClientMessage::Rematch {}).await.unwrap();
    for c in &mut clients {
        offered(c).await;
    }
    let (p1, rest) = clients[1..].split_at_mut(1);
    let (r1, r2) = tokio::join!(
        p1[0].send(&ClientMessage::RematchReply { accept: true }),
        rest[0].send(&ClientMessage::RematchReply { accept: true }),
    );
    r1.unwrap();
    r2.unwrap();
    let mut seated = Vec::new();
    for c in &mut clients {
        seated.push(seated_again(c).await);
    }
    let code = seated[0].code.clone();
    assert_ne!(code, old);
    for (k, s) in seated.iter().enumerate() {
        assert_eq!((s.code.as_str(), usize::from(s.seat)), (code.as_str(), k));
    }
    // One room more in the database, not two.
    let (client, conn) = db.connect(tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(conn);
    let rooms: i64 = client
        .query_one(&format!("SELECT count(*) FROM {schema}.spite_rooms"), &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(rooms, 2, "the old room and one rematch room");
    let clients = play_out(clients.into_iter().zip(seated).collect()).await;
    assert_eq!(
        one.moves(&code).await.unwrap(),
        two.moves(&code).await.unwrap()
    );
    for c in clients {
        c.close().await;
    }
    one.shutdown().await;
    two.shutdown().await;
    drop_schema(&db, &schema).await;
}

/// Plays every seat to the match's end; the clients back, seat by seat.
async fn all_play_to_end_keeping(players: Vec<(Client, Seated)>) -> Vec<Client> {
    let tasks: Vec<_> = players
        .into_iter()
        .map(|(c, s)| tokio::spawn(play_to_end(c, s)))
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap().0);
    }
    out
}

/// Ann and Bob have played a match on `server`; Ann offers a rematch and
/// Bob has seen the offer. Their clients and old seats.
async fn offered_rematch(server: &Server) -> (Client, Seated, Client, Seated) {
    let url = server.url();
    let mut players = people(&[url.clone(), url], one_game(2)).await;
    let (sb, sa) = (players[1].1.clone(), players[0].1.clone());
    let _ = recv(&mut players[0].0).await; // Bob's presence
    let mut clients = all_play_to_end_keeping(players).await;
    let mut b = clients.pop().unwrap();
    let mut a = clients.pop().unwrap();
    a.send(&ClientMessage::Rematch {}).await.unwrap();
    offered(&mut a).await;
    offered(&mut b).await;
    (a, sa, b, sb)
}

/// Bob, back with the old room's token after losing his connection around
/// the rematch's start: seated in the old room for a moment, then in the
/// rematch's (with a new token); Ann hears him there, and they play it.
async fn bob_comes_back(server: &Server, mut a: Client, na: Seated, old: &Seated) -> Seated {
    let mut b = Client::connect(&server.url()).await.unwrap();
    let back = b
        .rejoin(&old.code, old.token.as_deref().unwrap())
        .await
        .unwrap();
    assert_eq!(back.code, old.code, "the old room first");
    let nb = next_seated(&mut b).await;
    assert_eq!((nb.code.as_str(), nb.seat), (na.code.as_str(), 1));
    assert!(nb.token.is_some(), "a new token for the new room");
    presence(&mut a, 1, true).await;
    let clients = play_out(vec![(a, na), (b, nb.clone())]).await;
    for c in clients {
        c.close().await;
    }
    nb
}

/// Bob accepts and is seated in the new room, but his connection is lost
/// before he keeps the new token (here: he never reads it on). With the
/// old room's token he is seated there again, with another new token; the
/// lost one no longer opens the seat.
#[tokio::test]
async fn a_person_who_lost_the_rematch_seat_gets_it_back() {
    let server = Server::start(config(None)).await.unwrap();
    let (mut a, _, mut b, sb) = offered_rematch(&server).await;
    b.send(&ClientMessage::RematchReply { accept: true })
        .await
        .unwrap();
    let na = seated_again(&mut a).await;
    let lost = seated_again(&mut b).await;
    assert_eq!(lost.code, na.code);
    drop(b);
    presence(&mut a, 1, false).await;
    let nb = bob_comes_back(&server, a, na, &sb).await;
    assert_ne!(nb.token, lost.token);
    let mut c = Client::connect(&server.url()).await.unwrap();
    assert!(matches!(
        c.rejoin(&nb.code, lost.token.as_deref().unwrap()).await,
        Err(ClientError::Refused { .. })
    ));
    server.shutdown().await;
}

/// Bob's acceptance is the last, and his connection closes right after
/// it: whether the server seated him in the new room before it saw the
/// connection close or not, the old room's token brings him there.
#[tokio::test]
async fn a_person_away_when_the_rematch_starts_is_seated_when_back() {
    let server = Server::start(config(None)).await.unwrap();
    let (mut a, _, mut b, sb) = offered_rematch(&server).await;
    b.send(&ClientMessage::RematchReply { accept: true })
        .await
        .unwrap();
    drop(b);
    let na = seated_again(&mut a).await;
    connections(&server, 1).await;
    bob_comes_back(&server, a, na, &sb).await;
    server.shutdown().await;
}
