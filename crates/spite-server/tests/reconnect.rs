//! Coming back: a person who drops mid-turn rejoins with the token, gets
//! the whole view and plays on; the others see them away and back. A
//! person away past the grace period has the computer play for them until
//! they return.

mod common;

use common::*;
use spite_core::{PlayerView, Source, Target};
use spite_server::Server;
use spite_server::client::{Backoff, Client, reconnect};
use spite_server::protocol::{RulesSpec, SeatSpec, ServerMessage};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_drops_mid_turn_rejoins_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(config(Some(dir.path()))).await.unwrap();
    let url = server.url();
    let rules = spite_core::Rules {
        match_target: 4,
        ..short_rules(2)
    };
    let specs = vec![SeatSpec::Person, SeatSpec::Person];
    let mut c = [
        Client::connect(&url).await.unwrap(),
        Client::connect(&url).await.unwrap(),
    ];
    let s0 = c[0]
        .create(Some(RulesSpec::Custom(rules)), specs.clone(), None, None)
        .await
        .unwrap();
    let s1 = c[1].join(&s0.code, None).await.unwrap();
    let code = s0.code.clone();
    let tokens = [s0.token.clone().unwrap(), s1.token.clone().unwrap()];
    until(&mut c[0], |m| matches!(m, ServerMessage::Presence { .. })).await;
    let mut views = [s0.room.view.clone(), s1.room.view.clone()];
    let mut heard: Vec<Vec<_>> = vec![vec![], vec![]];
    // Play first legal moves until the seat to move has a centre move
    // from its hand that keeps cards in hand, and play it: mid-turn.
    let mut steps = 0;
    let m = loop {
        steps += 1;
        assert!(steps < 500);
        let m = usize::from(views[0].view.to_move);
        let v = PlayerView::from_json(&views[m].view).unwrap();
        let quiet = v.legal_moves().iter().copied().find(|mv| {
            matches!((mv.from, mv.to), (Source::Hand(_), Target::Centre(_))) && v.hand().len() > 1
        });
        let mv = quiet.unwrap_or(v.legal_moves()[0]);
        c[m].play(&mv.to_string()).await.unwrap();
        for k in 0..2 {
            let got = until(&mut c[k], |x| matches!(x, ServerMessage::Moved { .. })).await;
            let mut last = got.last().unwrap().0.clone();
            heard[k].extend(got);
            if let ServerMessage::Moved { view, .. } = &last
                && view.view.status != spite_core::ViewStatus::Playing
            {
                let got = until(&mut c[k], |x| matches!(x, ServerMessage::NewGame { .. })).await;
                last = got.last().unwrap().0.clone();
                heard[k].extend(got);
            }
            views[k] = view_of(&last).unwrap().clone();
        }
        if quiet.is_some() && views[0].view.to_move as usize == m {
            break m;
        }
    };
    let o = 1 - m;
    // The mover's connection drops (its client goes away).
    let [c0, c1] = c;
    let (mover, mut other) = if m == 0 { (c0, c1) } else { (c1, c0) };
    drop(mover);
    let got = until(&mut other, |x| matches!(x, ServerMessage::Presence { .. })).await;
    let ServerMessage::Presence { seat, info, .. } = &got.last().unwrap().0 else {
        unreachable!()
    };
    assert_eq!((*seat as usize, info.connected), (m, false));
    heard[o].extend(got);
    // It comes back with its token and sees its seat exactly as it left it.
    let (back, seated) = reconnect(&url, &code, &tokens[m], Backoff::default())
        .await
        .unwrap();
    assert_eq!(seated.seat as usize, m);
    assert_eq!(seated.room.view, views[m]);
    assert!(seated.room.seats[m].connected);
    let got = until(&mut other, |x| matches!(x, ServerMessage::Presence { .. })).await;
    let ServerMessage::Presence { seat, info, .. } = &got.last().unwrap().0 else {
        unreachable!()
    };
    assert_eq!((*seat as usize, info.connected), (m, true));
    heard[o].extend(got);
    // And both play on to the end of the match.
    let s_other = other_state(&mut other).await;
    let t_back = tokio::spawn(play_to_end(back, seated));
    let t_other = tokio::spawn(play_to_end(other, s_other));
    let (_, log_back) = t_back.await.unwrap();
    let (_, log_other) = t_other.await.unwrap();
    let MatchEnd {
        score,
        winner,
        seed,
    } = match_end(&log_other);
    assert!(matches!(
        log_back.last().unwrap().0,
        ServerMessage::MatchOver { .. }
    ));
    let mut all = moves_heard(&heard[o]);
    all.extend(moves_heard(&log_other));
    replay_locally(rules, &specs, seed, &all, &score, winner);
    server.shutdown().await;
}

/// Asks for the room, as `seated` for `play_to_end`.
async fn other_state(c: &mut Client) -> spite_server::client::Seated {
    c.send(&spite_server::protocol::ClientMessage::State {})
        .await
        .unwrap();
    let got = until(c, |m| matches!(m, ServerMessage::State { .. })).await;
    let ServerMessage::State { seq, room } = got.last().unwrap().0.clone() else {
        unreachable!()
    };
    let seat = room.view.view.seat;
    spite_server::client::Seated {
        code: room.code.clone(),
        seat,
        token: None,
        room,
        seq,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_for_a_person_away_too_long_until_they_return() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let specs = vec![SeatSpec::Person, SeatSpec::Person];
    let mut a = Client::connect(&url).await.unwrap();
    let sa = a
        .create(
            Some(RulesSpec::Custom(short_rules(2))),
            specs,
            None,
            Some(1),
        )
        .await
        .unwrap();
    let mut b = Client::connect(&url).await.unwrap();
    let sb = b.join(&sa.code, None).await.unwrap();
    assert_eq!(sb.room.takeover_after, Some(1));
    drop(b);
    // A sees B leave, then the computer take B's seat.
    let got = until(
        &mut a,
        |m| matches!(m, ServerMessage::Presence { seat: 1, info, .. } if info.computer_plays),
    )
    .await;
    assert!(got.iter().any(
        |(m, _)| matches!(m, ServerMessage::Presence { seat: 1, info, .. } if !info.connected)
    ));
    // A plays; the computer answers for B.
    let mut view = sa.room.view.clone();
    for (m, _) in &got {
        if let Some(v) = view_of(m) {
            view = v.clone();
        }
    }
    let mut computer_moved = false;
    let mut steps = 0;
    while !computer_moved {
        steps += 1;
        assert!(steps < 1000);
        if let Some(mv) = first_move(&view) {
            a.play(&mv).await.unwrap();
        }
        let (m, _) = recv(&mut a).await;
        if let ServerMessage::Moved {
            seat: 1,
            by_computer,
            ..
        } = &m
        {
            assert!(by_computer);
            computer_moved = true;
        }
        if let Some(v) = view_of(&m) {
            view = v.clone();
        }
    }
    // B returns and has the seat back.
    let (_b, seated) = reconnect(
        &url,
        &sa.code,
        sb.token.as_ref().unwrap(),
        Backoff::default(),
    )
    .await
    .unwrap();
    assert!(!seated.room.seats[1].computer_plays);
    assert!(seated.room.seats[1].connected);
    until(&mut a, |m| {
        matches!(m, ServerMessage::Presence { seat: 1, info, .. } if !info.computer_plays && info.connected)
    })
    .await;
    server.shutdown().await;
}

/// A person who comes back mid-game, to a game the computer started,
/// records that game's first seat when it ends (the whole room says who
/// played first; it is not seat 0 for a table that missed the deal).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejoined_table_records_who_played_first() {
    use spite_server::client::OnlineTable;

    let rules = spite_core::Rules {
        payoff_size: 3,
        match_target: 1000,
        ..short_rules(2)
    };
    // The rooms deal from a seed whose first game seat 1 begins.
    let seed = (0..)
        .find(|&s| spite_core::Match::new(rules, s).unwrap().game().to_move() == 1)
        .expect("some deal lets seat 1 begin");
    let server = Server::start(spite_server::Config {
        deal_seed: Some(seed),
        ..config(None)
    })
    .await
    .unwrap();
    let url = server.url();
    let specs = vec![
        SeatSpec::Person,
        SeatSpec::Computer {
            level: spite_ai::Level::Easy,
        },
    ];
    // A room whose first game the computer (seat 1) begins.
    let mut c = Client::connect(&url).await.unwrap();
    let seated = c
        .create(Some(RulesSpec::Custom(rules)), specs.clone(), None, None)
        .await
        .unwrap();
    assert_eq!(seated.room.first, 1, "the seed's deal lets seat 1 begin");
    assert_eq!(
        seated.room.view.view.to_move, 1,
        "the first seat is to move at the deal"
    );
    let (code, token) = (seated.code.clone(), seated.token.clone().unwrap());
    // Wait for the person's first turn, then leave mid-game.
    until(&mut c, |m| {
        view_of(m).is_some_and(|v| v.view.to_move == 0 && v.view.turn > 1)
    })
    .await;
    c.close().await;

    let mut c = Client::connect(&url).await.unwrap();
    let back = c.rejoin(&code, &token).await.unwrap();
    let mut table = OnlineTable::new();
    table.apply(ServerMessage::Seated {
        seq: back.seq,
        code: back.code.clone(),
        seat: back.seat,
        token: None,
        room: back.room.clone(),
    });
    // Play the game out (centre moves first, so it ends), following it.
    let mut view = back.room.view.clone();
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 5000, "the game ends");
        if view.view.to_move == 0 && view.view.status == spite_core::ViewStatus::Playing {
            let v = PlayerView::from_json(&view.view).unwrap();
            let moves = v.legal_moves();
            let mv = moves
                .iter()
                .copied()
                .find(|m| matches!(m.to, Target::Centre(_)))
                .unwrap_or(moves[0]);
            c.play(&mv.to_string()).await.unwrap();
        }
        let (m, _) = recv(&mut c).await;
        if let ServerMessage::Error { code, message, .. } = &m {
            panic!("refused: {code:?} {message}");
        }
        if let Some(v) = view_of(&m) {
            view = v.clone();
        }
        let new_game = matches!(m, ServerMessage::NewGame { .. });
        table.apply(m);
        if new_game {
            break;
        }
    }
    let kept = server.inspect(&code).await.unwrap();
    let kept = spite_table::Table::load(&kept).unwrap();
    let first_game = kept.match_().results()[0];
    assert_eq!(first_game.first, 1);
    assert_eq!(table.results(), std::slice::from_ref(&first_game));
    c.close().await;
    server.shutdown().await;
}
