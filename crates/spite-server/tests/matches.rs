//! Whole matches over real WebSockets on loopback: people (clients playing
//! their first legal move) and computers (played by the server), checked
//! against the same match played locally, and every frame searched for
//! cards its seat may not see.

mod common;

use common::*;
use spite_ai::Level;
use spite_core::Rules;
use spite_server::Server;
use spite_server::client::Client;
use spite_server::protocol::{RulesSpec, SeatSpec, ServerMessage};

async fn whole_match(rules: Rules, specs: Vec<SeatSpec>) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(config(Some(dir.path()))).await.unwrap();
    let url = server.url();
    let mut first = Client::connect(&url).await.unwrap();
    let seated = first
        .create(
            Some(RulesSpec::Custom(rules)),
            specs.clone(),
            Some("Ann".into()),
            None,
        )
        .await
        .unwrap();
    let code = seated.code.clone();
    let people = specs.iter().filter(|s| **s == SeatSpec::Person).count();
    let mut players = vec![(first, seated)];
    for k in 1..people {
        let mut c = Client::connect(&url).await.unwrap();
        let s = c
            .join(&code.to_lowercase(), Some(format!("P{k}")))
            .await
            .unwrap();
        assert!(s.token.as_ref().is_some_and(|t| t.len() == 32));
        players.push((c, s));
    }
    let logs = all_play_to_end(players).await;
    let MatchEnd {
        score,
        winner,
        seed,
    } = match_end(&logs[0]);
    // Everyone heard the same moves from the moment they sat down.
    let all = moves_heard(&logs[0]);
    for log in &logs[1..] {
        let heard = moves_heard(log);
        assert_eq!(&all[all.len() - heard.len()..], &heard[..]);
    }
    assert!(all.iter().any(|m| m.2), "the computers played");
    replay_locally(rules, &specs, seed, &all, &score, winner);
    for (k, log) in logs.iter().enumerate() {
        let seat = match &log[0].0 {
            ServerMessage::Seated { seat, .. } => *seat,
            _ => unreachable!(),
        };
        check_no_leak(rules, seed, seat, log, &logs[0]);
        assert!(k == 0 || seat > 0);
    }
    // The check finds a leak: the same frames with one hidden card (the
    // stock's next card) added to the seat's first frame.
    let mut forged = logs[0].clone();
    let m = spite_core::Match::new(rules, seed).unwrap();
    let stock_top = *m.game().stock().last().unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&forged[0].1).unwrap();
    v["extra"] = serde_json::json!([stock_top.to_string()]);
    forged[0].1 = v.to_string();
    let caught = std::panic::catch_unwind(|| check_no_leak(rules, seed, 0, &forged[..1], &[]));
    let visible_already = visible(&m, 0).contains_key(&stock_top);
    assert!(
        caught.is_err() || visible_already,
        "the leak check sees a forged card"
    );
    // And it sees moves listed for a seat off its turn: another seat's
    // legal moves given to seat 0 in a view sent while that seat moved.
    let mut forged = logs[0].clone();
    let off_turn = forged
        .iter()
        .position(|(m, _)| {
            view_of(m).is_some_and(|v| {
                v.legal.is_none() && v.view.status == spite_core::ViewStatus::Playing
            })
        })
        .expect("seat 0 hears a view on another seat's turn");
    if let ServerMessage::Seated { room, .. } | ServerMessage::State { room, .. } =
        &mut forged[off_turn].0
    {
        room.view.legal = Some(vec!["h1 s1".parse().unwrap()]);
    } else if let ServerMessage::Moved { view, .. }
    | ServerMessage::NewGame { view, .. }
    | ServerMessage::Undone { view, .. } = &mut forged[off_turn].0
    {
        view.legal = Some(vec!["h1 s1".parse().unwrap()]);
    }
    let caught =
        std::panic::catch_unwind(|| check_no_leak(rules, seed, 0, &forged[..=off_turn], &[]));
    assert!(
        caught.is_err(),
        "the check sees moves listed off the seat's turn"
    );
    eprintln!(
        "{} moves, {} by computers, {} games, score {score:?}",
        all.len(),
        all.iter().filter(|m| m.2).count(),
        logs[0]
            .iter()
            .filter(|f| matches!(f.0, ServerMessage::NewGame { .. }))
            .count()
            + 1
    );
    let stats = server.stats();
    assert_eq!(stats.rooms, 1);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_computer_play_a_match_to_the_end() {
    whole_match(
        short_rules(3),
        vec![
            SeatSpec::Person,
            SeatSpec::Computer { level: Level::Easy },
            SeatSpec::Person,
        ],
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_people_and_two_computers_play_a_match_to_the_end() {
    whole_match(
        short_rules(6),
        vec![
            SeatSpec::Person,
            SeatSpec::Person,
            SeatSpec::Computer {
                level: Level::Naive,
            },
            SeatSpec::Person,
            SeatSpec::Computer { level: Level::Easy },
            SeatSpec::Person,
        ],
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_room_is_kept_for_a_final_look_then_removed() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(Some(dir.path()));
    cfg.keep_finished = std::time::Duration::from_secs(2);
    cfg.cleanup_every = std::time::Duration::from_millis(200);
    let server = Server::start(cfg.clone()).await.unwrap();
    let mut c = Client::connect(&server.url()).await.unwrap();
    let rules = Rules {
        match_target: 1,
        ..short_rules(2)
    };
    let specs = vec![
        SeatSpec::Person,
        SeatSpec::Computer {
            level: Level::Random,
        },
    ];
    let seated = c
        .create(Some(RulesSpec::Custom(rules)), specs, None, None)
        .await
        .unwrap();
    let code = seated.code.clone();
    let (mut c, _) = play_to_end(c, seated).await;
    // Still there for a final look.
    c.send(&spite_server::protocol::ClientMessage::State {})
        .await
        .unwrap();
    let got = until(&mut c, |m| matches!(m, ServerMessage::State { .. })).await;
    let ServerMessage::State { room, .. } = &got.last().unwrap().0 else {
        unreachable!()
    };
    assert!(room.match_over);
    assert!(server.inspect(&code).await.is_some());
    // Then removed, from memory and from the database.
    let t = std::time::Instant::now();
    while server.stats().rooms > 0 {
        assert!(t.elapsed() < STEP, "the room is removed");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    server.shutdown().await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let again = Server::start(cfg).await.unwrap();
    assert_eq!(again.stats().rooms, 0);
    again.shutdown().await;
}

/// The seed `match_over` reveals is in the room as told afterwards (a
/// seat coming back sees it too), and in no room state before.
#[tokio::test]
async fn a_room_told_after_its_match_carries_the_seed_match_over_revealed() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let mut ann = Client::connect(&url).await.unwrap();
    let mut rules = Rules::g4a();
    rules.payoff_size = 2;
    rules.match_target = 1;
    let specs = vec![SeatSpec::Person, SeatSpec::Computer { level: Level::Easy }];
    let seated = ann
        .create(
            Some(RulesSpec::Custom(rules)),
            specs,
            Some("Ann".into()),
            None,
        )
        .await
        .unwrap();
    assert_eq!(seated.room.match_seed, None);
    let told = serde_json::to_string(&seated.room).unwrap();
    assert!(
        !told.contains("match_seed"),
        "no seed on the wire before the end"
    );
    let (code, token) = (seated.code.clone(), seated.token.clone().unwrap());
    let logs = all_play_to_end(vec![(ann, seated)]).await;
    let MatchEnd { seed, .. } = match_end(&logs[0]);
    let mut back = Client::connect(&url).await.unwrap();
    let again = back.rejoin(&code, &token).await.unwrap();
    assert!(again.room.match_over);
    assert_eq!(again.room.match_seed, Some(seed));
    server.shutdown().await;
}
