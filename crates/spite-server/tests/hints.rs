//! Hints from the server: the asking seat alone gets the hint spite-ai
//! gives for its own view (the same as a frontend working it out locally),
//! and a hint is refused as a move would be.

mod common;

use common::*;
use spite_core::{PlayerView, ViewJson};
use spite_server::Server;
use spite_server::client::Client;
use spite_server::protocol::{ClientMessage, ErrorCode, RulesSpec, SeatSpec, ServerMessage};
use spite_table::Render;

/// Asks for a hint and returns the answer (a hint or a refusal), skipping
/// broadcasts that come first.
async fn ask(c: &mut Client) -> ServerMessage {
    answer_to(c, &ClientMessage::Hint {}, |m| {
        matches!(m, ServerMessage::Hint { .. })
    })
    .await
}

/// The hint the server gives equals the one worked out locally from the
/// seat's view (spite-ai's move and plan), at every
/// turn of a whole match between two people who play the hints; the seat
/// not to move is refused, and the other seat hears nothing of a hint.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_hint_is_the_local_hint_of_the_seat_s_view() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let rules = spite_core::Rules {
        payoff_size: 3,
        match_target: 1,
        ..short_rules(2)
    };
    let mut c = [
        Client::connect(&url).await.unwrap(),
        Client::connect(&url).await.unwrap(),
    ];
    // Not seated yet: refused.
    assert_eq!(refused(&ask(&mut c[1]).await), Some(ErrorCode::NotSeated));
    let s0 = c[0]
        .create(
            Some(RulesSpec::Custom(rules)),
            vec![SeatSpec::Person, SeatSpec::Person],
            None,
            None,
        )
        .await
        .unwrap();
    let s1 = c[1].join(&s0.code, None).await.unwrap();
    until(&mut c[0], |m| matches!(m, ServerMessage::Presence { .. })).await;
    let code = s0.code.clone();
    let mut views: [ViewJson; 2] = [s0.room.view.view.clone(), s1.room.view.view.clone()];
    let mut hints = 0;
    let mut with_plan = 0;
    loop {
        assert!(hints < 2000, "the match ends");
        let m = usize::from(views[0].to_move);
        // The seat not to move is refused.
        assert_eq!(
            refused(&ask(&mut c[1 - m]).await),
            Some(ErrorCode::NotYourTurn)
        );
        let answer = ask(&mut c[m]).await;
        let ServerMessage::Hint {
            mv,
            card,
            plan,
            message,
            ..
        } = &answer
        else {
            panic!("seat {m} asked for a hint and got {answer:?}");
        };
        // Worked out here from the view the seat was sent.
        let view = PlayerView::from_json(&views[m]).unwrap();
        let local = spite_ai::hint(&view).expect("a hint on the seat's turn");
        assert_eq!(*mv, Some(local.mv));
        assert_eq!(plan.as_ref(), Some(&local.plan));
        assert_eq!(*card, view.card_at(local.mv.from));
        assert!(message.starts_with("Hint: "), "{message}");
        // ... and it is the hint of the seat's view of the whole game the
        // server holds (no more than that view).
        let table = spite_table::Table::load(&server.inspect(&code).await.unwrap()).unwrap();
        assert_eq!(table.match_().game().observation(m as u8), view);
        let told = spite_table::hint_message(&view);
        let spite_table::Message::Hint {
            plan: local_plan, ..
        } = &told
        else {
            panic!("no local hint: {told:?}");
        };
        assert_eq!(plan.as_ref(), Some(local_plan));
        assert_eq!(
            message,
            &spite_i18n::Fluent::plain(spite_i18n::Language::English).render(&told)
        );
        with_plan += usize::from(plan.is_some());
        hints += 1;
        c[m].play(&local.mv.to_string()).await.unwrap();
        let mut over = false;
        for (k, client) in c.iter_mut().enumerate() {
            let got = until(client, |x| matches!(x, ServerMessage::Moved { .. })).await;
            for (x, _) in &got {
                assert!(
                    !matches!(x, ServerMessage::Hint { .. }),
                    "seat {k} heard a hint"
                );
            }
            if let ServerMessage::Moved { view, .. } = &got.last().unwrap().0 {
                views[k] = view.view.clone();
                over |= view.view.status != spite_core::ViewStatus::Playing;
            }
        }
        if over {
            break;
        }
    }
    assert!(
        hints > 3 && with_plan > 0,
        "{hints} hints, {with_plan} plans"
    );
    for client in c.iter_mut() {
        until(client, |x| matches!(x, ServerMessage::MatchOver { .. })).await;
        assert_eq!(refused(&ask(client).await), Some(ErrorCode::GameOver));
    }
    server.shutdown().await;
}

/// Hints count toward the rate limit like every message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_are_rate_limited() {
    let server = Server::start(spite_server::Config {
        rate_per_sec: 0.5,
        rate_burst: 4.0,
        ..config(None)
    })
    .await
    .unwrap();
    let mut c = Client::connect(&server.url()).await.unwrap();
    let seated = c
        .create(
            Some(RulesSpec::Custom(short_rules(2))),
            vec![SeatSpec::Person, SeatSpec::Person],
            None,
            None,
        )
        .await
        .unwrap();
    let to_move = seated.room.view.view.to_move == seated.seat;
    for _ in 0..8 {
        c.send(&ClientMessage::Hint {}).await.unwrap();
    }
    let (mut answered, mut limited) = (0, 0);
    for _ in 0..8 {
        match recv(&mut c).await.0 {
            ServerMessage::Hint { .. } => answered += 1,
            ServerMessage::Error {
                code: ErrorCode::NotYourTurn,
                ..
            } if !to_move => answered += 1,
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => limited += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    // The burst of four took the `create` and three hints.
    assert_eq!((answered, limited), (3, 5));
    server.shutdown().await;
}
