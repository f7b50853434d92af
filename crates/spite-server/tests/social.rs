//! Playing again and finding people: a rematch after a match's end (with
//! a computer, between two people, across two instances on PostgreSQL),
//! open rooms listed and taken, reactions told, rate-limited and across
//! instances, and every refusal of their messages.

mod common;

use common::pg::*;
use common::*;
use spite_ai::Level;
use spite_core::Rules;
use spite_server::client::{Client, Seated};
use spite_server::protocol::{
    ClientMessage, ErrorCode, OpenRoom, Reaction, RematchCancel, RulesSpec, SeatKind, SeatSpec,
    ServerMessage,
};
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

/// Expects the next message to be a refusal with `code`.
async fn refused(c: &mut Client, code: ErrorCode) {
    match recv(c).await.0 {
        ServerMessage::Error { code: got, .. } => assert_eq!(got, code),
        other => panic!("expected {code:?}, got {other:?}"),
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

/// Plays both seats to the match's end, each on a task; both clients back.
async fn both_play_to_end(a: (Client, Seated), b: (Client, Seated)) -> (Client, Client) {
    let ta = tokio::spawn(play_to_end(a.0, a.1));
    let tb = tokio::spawn(play_to_end(b.0, b.1));
    (ta.await.unwrap().0, tb.await.unwrap().0)
}

/// Waits for `rematch_started` and the `seated` in the new room after it.
async fn seated_again(c: &mut Client, old_code: &str) -> Seated {
    let code = loop {
        match next_news(c).await {
            ServerMessage::RematchStarted { code, .. } => break code,
            ServerMessage::RematchOffered { .. } => continue,
            other => panic!("expected rematch_started, got {other:?}"),
        }
    };
    assert_ne!(code, old_code, "a new room");
    match next_news(c).await {
        ServerMessage::Seated {
            seq,
            code: got,
            seat,
            token,
            room,
        } => {
            assert_eq!(got, code, "seated in the rematch's room");
            Seated {
                code: got,
                seat,
                token,
                room,
                seq,
            }
        }
        other => panic!("expected seated, got {other:?}"),
    }
}

/// Ann makes a room of two people on `at`, Bob joins it on `joins`.
async fn ann_and_bob(at: &str, joins: &str, rules: Rules) -> (Client, Seated, Client, Seated) {
    let mut a = Client::connect(at).await.unwrap();
    let sa = a
        .create(
            Some(RulesSpec::Custom(rules)),
            vec![SeatSpec::Person, SeatSpec::Person],
            Some("Ann".into()),
            None,
        )
        .await
        .unwrap();
    let mut b = Client::connect(joins).await.unwrap();
    let sb = b.join(&sa.code, Some("Bob".into())).await.unwrap();
    (a, sa, b, sb)
}

async fn send(c: &mut Client, msg: ClientMessage) {
    c.send(&msg).await.unwrap();
}

/// A person and a computer: after the match, `rematch` alone starts the
/// new room (the computer accepts by itself), with the same seats, name
/// and rules, a new code and token; and the new match is played out there.
#[tokio::test]
async fn a_rematch_with_the_computer_starts_at_once() {
    let server = Server::start(config(None)).await.unwrap();
    let rules = one_game(2);
    let specs = vec![SeatSpec::Person, SeatSpec::Computer { level: Level::Easy }];
    let mut c = Client::connect(&server.url()).await.unwrap();
    let first = c
        .create(
            Some(RulesSpec::Custom(rules)),
            specs.clone(),
            Some("Ann".into()),
            Some(60),
        )
        .await
        .unwrap();
    let (mut c, _) = play_to_end(c, first.clone()).await;
    send(&mut c, ClientMessage::Rematch {}).await;
    let again = seated_again(&mut c, &first.code).await;
    assert_eq!(again.seat, first.seat);
    assert!(again.token.is_some() && again.token != first.token);
    assert_eq!(again.room.game, 1);
    assert!(!again.room.match_over);
    assert_eq!(again.room.takeover_after, Some(60));
    assert_eq!(again.room.view.view.rules, rules);
    assert_eq!(again.room.seats[0].name.as_deref(), Some("Ann"));
    assert_eq!(again.room.seats[1].kind, SeatKind::Computer);
    assert_eq!(again.room.seats[1].level, Some(Level::Easy));
    // The new room is played, its computer too.
    let (c, frames) = play_to_end(c, again.clone()).await;
    let end = match_end(&frames);
    replay_locally(
        rules,
        &specs,
        end.seed,
        &moves_heard(&frames),
        &end.score,
        end.winner,
    );
    c.close().await;
    server.shutdown().await;
}

/// Two people: refusals before the end and without an offer, an offer
/// declined, an offer cancelled by a person leaving, and an offer
/// accepted: both seated in the new room with their names, new tokens
/// that rejoin it, and play goes on there.
#[tokio::test]
async fn a_rematch_between_two_people() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let rules = one_game(2);
    let (mut a, sa, mut b, sb) = ann_and_bob(&url, &url, rules).await;
    let _ = recv(&mut a).await; // Bob's presence
    // Before the end, and with nothing offered; and malformed.
    send(&mut a, ClientMessage::Rematch {}).await;
    refused(&mut a, ErrorCode::RematchRefused).await;
    send(&mut b, ClientMessage::RematchReply { accept: true }).await;
    refused(&mut b, ErrorCode::RematchRefused).await;
    a.send_text(r#"{"type":"rematch","now":true}"#)
        .await
        .unwrap();
    refused(&mut a, ErrorCode::BadRequest).await;
    a.send_text(r#"{"type":"rematch_reply"}"#).await.unwrap();
    refused(&mut a, ErrorCode::BadRequest).await;
    let (mut a, mut b) = both_play_to_end((a, sa.clone()), (b, sb.clone())).await;
    // After the end, still nothing to answer.
    send(&mut b, ClientMessage::RematchReply { accept: false }).await;
    refused(&mut b, ErrorCode::RematchRefused).await;

    // Offered, accepted twice by its offerer (refused), declined.
    send(&mut a, ClientMessage::Rematch {}).await;
    for c in [&mut a, &mut b] {
        match next_news(c).await {
            ServerMessage::RematchOffered {
                by, waiting_for, ..
            } => assert_eq!((by, waiting_for), (0, vec![1])),
            other => panic!("expected rematch_offered, got {other:?}"),
        }
    }
    send(&mut a, ClientMessage::Rematch {}).await;
    refused(&mut a, ErrorCode::RematchRefused).await;
    send(&mut b, ClientMessage::RematchReply { accept: false }).await;
    for c in [&mut a, &mut b] {
        match next_news(c).await {
            ServerMessage::RematchCancelled { seat, why, .. } => {
                assert_eq!((seat, why), (1, RematchCancel::Declined))
            }
            other => panic!("expected rematch_cancelled, got {other:?}"),
        }
    }

    // Offered again; Bob leaves: cancelled, and Ann is told why.
    send(&mut a, ClientMessage::Rematch {}).await;
    let _ = next_news(&mut a).await;
    let _ = next_news(&mut b).await;
    b.close().await;
    match next_news(&mut a).await {
        ServerMessage::RematchCancelled { seat, why, .. } => {
            assert_eq!((seat, why), (1, RematchCancel::Left))
        }
        other => panic!("expected rematch_cancelled, got {other:?}"),
    }
    let mut b = Client::connect(&url).await.unwrap();
    let back = b
        .rejoin(&sa.code, sb.token.as_deref().unwrap())
        .await
        .unwrap();
    assert!(back.room.match_over && back.room.rematch.is_none());

    // Bob offers, Ann accepts: both seated in the new room.
    send(&mut b, ClientMessage::Rematch {}).await;
    match next_news(&mut a).await {
        ServerMessage::RematchOffered {
            by, waiting_for, ..
        } => assert_eq!((by, waiting_for), (1, vec![0])),
        other => panic!("expected rematch_offered, got {other:?}"),
    }
    send(&mut a, ClientMessage::RematchReply { accept: true }).await;
    let na = seated_again(&mut a, &sa.code).await;
    let nb = seated_again(&mut b, &sa.code).await;
    assert_eq!(na.code, nb.code);
    assert_eq!((na.seat, nb.seat), (0, 1));
    assert_ne!(na.token, sa.token);
    assert_ne!(nb.token, sb.token);
    for s in [&na, &nb] {
        let names: Vec<_> = s.room.seats.iter().map(|s| s.name.clone()).collect();
        assert_eq!(names, [Some("Ann".into()), Some("Bob".into())]);
        // The other may not have taken theirs yet; nobody else can.
        assert!(s.room.seats[usize::from(s.seat)].taken);
        assert_eq!(s.room.view.view.rules, rules);
    }
    // Nobody else can join it, and the new tokens come back to it.
    let mut c = Client::connect(&url).await.unwrap();
    assert!(matches!(
        c.join(&na.code, None).await,
        Err(spite_server::client::ClientError::Refused {
            code: ErrorCode::RoomFull,
            ..
        })
    ));
    b.close().await;
    let mut b = Client::connect(&url).await.unwrap();
    let back = b
        .rejoin(&nb.code, nb.token.as_deref().unwrap())
        .await
        .unwrap();
    assert_eq!((back.code.as_str(), back.seat), (na.code.as_str(), 1));
    // The new match plays to its end.
    let (a, b) = both_play_to_end((a, na), (b, back)).await;
    a.close().await;
    b.close().await;
    server.shutdown().await;
}

/// Two servers on a fresh schema of the test database, and its name.
async fn two_instances(db: &tokio_postgres::Config) -> (Server, Server, String) {
    let schema = fresh_schema(db).await;
    let mut cfg = config(None);
    cfg.database = Some(DatabaseUrl::from(address(db, None, &schema)));
    let one = Server::start(cfg.clone()).await.unwrap();
    let two = Server::start(cfg).await.unwrap();
    (one, two, schema)
}

/// Two instances on one PostgreSQL: the rematch is offered on one and
/// accepted on the other; each person is seated in the same new room by
/// their own instance, and a move there reaches both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_across_two_instances() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let (one, two, schema) = two_instances(&db).await;
    let rules = one_game(2);
    let (a, sa, b, sb) = ann_and_bob(&one.url(), &two.url(), rules).await;
    let (mut a, mut b) = both_play_to_end((a, sa.clone()), (b, sb)).await;
    send(&mut a, ClientMessage::Rematch {}).await;
    match next_news(&mut b).await {
        ServerMessage::RematchOffered { by, .. } => assert_eq!(by, 0),
        other => panic!("expected rematch_offered, got {other:?}"),
    }
    send(&mut b, ClientMessage::Rematch {}).await;
    let na = seated_again(&mut a, &sa.code).await;
    let nb = seated_again(&mut b, &sa.code).await;
    assert_eq!(na.code, nb.code);
    assert_eq!((na.seat, nb.seat), (0, 1));
    for s in [&na, &nb] {
        let names: Vec<_> = s.room.seats.iter().map(|s| s.name.clone()).collect();
        assert_eq!(names, [Some("Ann".into()), Some("Bob".into())]);
    }
    // Both instances hold the new room, and play it out together.
    let (a, b) = both_play_to_end((a, na.clone()), (b, nb)).await;
    assert_eq!(
        one.moves(&na.code).await.unwrap(),
        two.moves(&na.code).await.unwrap()
    );
    a.close().await;
    b.close().await;
    one.shutdown().await;
    two.shutdown().await;
    drop_schema(&db, &schema).await;
}

/// Asks for the open rooms.
async fn list(c: &mut Client) -> Vec<OpenRoom> {
    send(c, ClientMessage::ListRooms {}).await;
    loop {
        match recv(c).await.0 {
            ServerMessage::Rooms { rooms, .. } => return rooms,
            ServerMessage::Presence { .. } => continue,
            other => panic!("expected rooms, got {other:?}"),
        }
    }
}

/// The open rooms at `GET /rooms`.
async fn listed_over_http(addr: std::net::SocketAddr) -> Vec<OpenRoom> {
    let (status, body) = http_get(addr, "/rooms").await;
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    serde_json::from_value(v["rooms"].clone()).unwrap()
}

/// The list without how long each has waited (which moves on between two
/// askings).
fn timeless(mut rooms: Vec<OpenRoom>) -> Vec<OpenRoom> {
    for r in &mut rooms {
        r.waiting = 0;
    }
    rooms
}

fn codes(rooms: &[OpenRoom]) -> Vec<&str> {
    rooms.iter().map(|r| r.code.as_str()).collect()
}

/// Makes a room of `players` people (open or not), its creator named.
async fn room_of(url: &str, rules: RulesSpec, players: usize, open: bool) -> (Client, Seated) {
    let mut c = Client::connect(url).await.unwrap();
    let s = c
        .create_listed(
            Some(rules),
            vec![SeatSpec::Person; players],
            Some("Ann".into()),
            None,
            open,
        )
        .await
        .unwrap();
    (c, s)
}

/// Open rooms are listed (over the protocol and at `/rooms`, longest
/// waiting first, with their rules, names and free seats), closed ones
/// never; a seat taken from the list is the room's, and a full room
/// leaves the list.
#[tokio::test]
async fn open_rooms_are_listed_and_taken() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let (_a, first) = room_of(&url, RulesSpec::Preset("g4a".into()), 2, true).await;
    let (_b, closed) = room_of(&url, RulesSpec::Preset("g4a".into()), 2, false).await;
    let three = Rules {
        players: 3,
        ..Rules::classic()
    };
    let (_c, second) = room_of(&url, RulesSpec::Custom(three), 3, true).await;
    let mut d = Client::connect(&url).await.unwrap();
    let rooms = list(&mut d).await;
    // Longest waiting first (two made in the same millisecond may come
    // in either order).
    assert!(rooms.windows(2).all(|w| w[0].waiting >= w[1].waiting));
    let mut listed = codes(&rooms);
    listed.sort();
    let mut made = vec![first.code.as_str(), second.code.as_str()];
    made.sort();
    assert_eq!(listed, made, "the open rooms, not {}", closed.code);
    let find = |code: &str| rooms.iter().find(|r| r.code == code).unwrap();
    let (g4a, classic) = (find(&first.code), find(&second.code));
    assert_eq!(g4a.preset.as_deref(), Some("g4a"));
    assert_eq!(classic.preset.as_deref(), Some("classic"));
    assert_eq!(classic.rules, three);
    assert_eq!((g4a.free, classic.free), (1, 2));
    assert_eq!(g4a.seats[0].name.as_deref(), Some("Ann"));
    assert_eq!(g4a.seats.len(), 2);
    assert!(!g4a.seats[1].taken);
    assert_eq!(
        timeless(listed_over_http(server.addr()).await),
        timeless(rooms.clone())
    );
    // The same for a program without a runtime of its own.
    let blocking = {
        let url = url.clone();
        tokio::task::spawn_blocking(move || spite_server::client::open_rooms(&url, STEP))
            .await
            .unwrap()
            .unwrap()
    };
    assert_eq!(codes(&blocking), codes(&rooms));
    // Malformed.
    d.send_text(r#"{"type":"list_rooms","open":true}"#)
        .await
        .unwrap();
    refused(&mut d, ErrorCode::BadRequest).await;
    // Bob takes the free seat of the g4a room: it leaves the list.
    let bob = d.join(&first.code, Some("Bob".into())).await.unwrap();
    assert_eq!(bob.seat, 1);
    let rooms = list(&mut d).await;
    assert_eq!(codes(&rooms), [second.code.as_str()]);
    assert_eq!(codes(&listed_over_http(server.addr()).await), codes(&rooms));
    server.shutdown().await;
}

/// Reactions reach the room's other seats (not the sender), a few at a
/// time: the fourth in a row is refused `rate_limited`; one not in the
/// set and one without a seat are refused.
#[tokio::test]
async fn reactions_are_told_and_rate_limited() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let (mut a, _, mut b, _) = two_people(&url, Some("Bob")).await;
    let _ = recv(&mut a).await; // Bob's presence
    let sent = [Reaction::GoodGame, Reaction::NiceMove, Reaction::Oops];
    for reaction in sent {
        send(&mut a, ClientMessage::React { reaction }).await;
    }
    send(
        &mut a,
        ClientMessage::React {
            reaction: Reaction::Thinking,
        },
    )
    .await;
    refused(&mut a, ErrorCode::RateLimited).await;
    for reaction in sent {
        match recv(&mut b).await.0 {
            ServerMessage::Reaction {
                seat, reaction: r, ..
            } => assert_eq!((seat, r), (0, reaction)),
            other => panic!("expected a reaction, got {other:?}"),
        }
    }
    // Nothing more to Bob, nothing back to Ann.
    for c in [&mut a, &mut b] {
        send(c, ClientMessage::Ping {}).await;
        assert!(matches!(recv(c).await.0, ServerMessage::Pong { .. }));
    }
    a.send_text(r#"{"type":"react","reaction":"shout"}"#)
        .await
        .unwrap();
    refused(&mut a, ErrorCode::BadRequest).await;
    a.send_text(r#"{"type":"react"}"#).await.unwrap();
    refused(&mut a, ErrorCode::BadRequest).await;
    let mut c = Client::connect(&url).await.unwrap();
    send(
        &mut c,
        ClientMessage::React {
            reaction: Reaction::Oops,
        },
    )
    .await;
    refused(&mut c, ErrorCode::NotSeated).await;
    server.shutdown().await;
}

/// Two instances on one PostgreSQL: an open room made on one is listed
/// by the other (which never held it), over the protocol and HTTP; a
/// closed one is not; the seat taken through the other instance takes it
/// off both lists; and a reaction crosses from one instance to the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_rooms_and_reactions_across_two_instances() {
    let Some(db) = test_database() else {
        return skipped();
    };
    let (one, two, schema) = two_instances(&db).await;
    let (mut a, open) = room_of(&one.url(), RulesSpec::Preset("classic".into()), 2, true).await;
    let (_c, closed) = room_of(&one.url(), RulesSpec::Preset("g4a".into()), 2, false).await;
    let mut b = Client::connect(&two.url()).await.unwrap();
    let rooms = list(&mut b).await;
    assert_eq!(codes(&rooms), [open.code.as_str()]);
    assert_ne!(rooms[0].code, closed.code);
    assert_eq!(rooms[0].preset.as_deref(), Some("classic"));
    assert_eq!(
        timeless(listed_over_http(two.addr()).await),
        timeless(rooms.clone())
    );
    b.join(&rooms[0].code, Some("Bob".into())).await.unwrap();
    for server in [&one, &two] {
        assert!(listed_over_http(server.addr()).await.is_empty());
    }
    // Ann (on one) hears Bob arrive, then his reaction from the other
    // instance.
    match recv(&mut a).await.0 {
        ServerMessage::Presence { seat, .. } => assert_eq!(seat, 1),
        other => panic!("expected Bob's presence, got {other:?}"),
    }
    send(
        &mut b,
        ClientMessage::React {
            reaction: Reaction::WellPlayed,
        },
    )
    .await;
    match recv(&mut a).await.0 {
        ServerMessage::Reaction { seat, reaction, .. } => {
            assert_eq!((seat, reaction), (1, Reaction::WellPlayed))
        }
        other => panic!("expected Bob's reaction, got {other:?}"),
    }
    one.shutdown().await;
    two.shutdown().await;
    drop_schema(&db, &schema).await;
}

/// A frontend on the client interface (`RemoteClient`) plays a match
/// against the computer, asks for a rematch at its end in one line, and
/// plays the rematch: seated again (not `again`) in a new room, with a
/// new token, from game 1.
#[test]
fn a_frontend_rematches_through_the_client_interface() {
    use spite_server::client::{Backoff, Connect, RemoteClient};
    use spite_table::client::{Client, Happening, Intent};
    use std::time::{Duration, Instant};

    let server = spite_server::Hosted::start(config(None)).unwrap();
    let mut client = RemoteClient::connect(
        server.local_url(),
        Connect::Create {
            rules: Some(RulesSpec::Custom(one_game(2))),
            seats: vec![SeatSpec::Person, SeatSpec::Computer { level: Level::Easy }],
            name: Some("Ann".into()),
            takeover_after: None,
            open: false,
        },
        Backoff::default(),
        None,
    );
    let deadline = Instant::now() + STEP * 3;
    let (mut codes, mut tokens, mut started, mut asked) = (Vec::new(), Vec::new(), 0, false);
    loop {
        assert!(Instant::now() < deadline, "two matches in time");
        for happening in client.wait(Duration::from_millis(100)) {
            match happening {
                Happening::Seated { again: false } => {
                    codes.push(client.online().code().unwrap().to_string());
                    tokens.push(client.online().token().unwrap().to_string());
                }
                Happening::RematchStarted => started += 1,
                Happening::ServerRefused { code, message } => panic!("{code:?}: {message}"),
                _ => {}
            }
        }
        let state = client.state();
        let intent = match &state.finished {
            Some(done) if !done.match_over => Intent::NextGame,
            // The rematch's match is over too.
            Some(_) if codes.len() == 2 => break,
            // Asked: the new room's game follows.
            Some(_) if asked => continue,
            Some(_) => {
                asked = true;
                Intent::Rematch
            }
            None if state.my_turn() => Intent::Play(state.view.as_ref().unwrap().legal_moves()[0]),
            None => continue,
        };
        client.send(intent).unwrap();
    }
    assert_eq!(started, 1);
    assert_eq!(codes.len(), 2);
    assert_ne!(codes[0], codes[1]);
    assert_ne!(tokens[0], tokens[1]);
    assert_eq!(client.state().game, 1);
    server.stop();
}
