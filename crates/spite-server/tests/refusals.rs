//! Every refused request (out of turn, not a move, an illegal move, a
//! wrong code or token, a full room, no seat, garbage, an undo without
//! everyone's approval or of a move that revealed a card) is answered with
//! its error code and changes nothing: not the table, and nobody else hears
//! of it.

mod common;

use common::*;
use spite_core::{MatchViewJson, PlayerView, Source, Target, ViewJson, ViewStatus};
use spite_server::Server;
use spite_server::client::{Client, ClientError};
use spite_server::protocol::{ClientMessage, ErrorCode, RulesSpec, SeatSpec, ServerMessage};

/// The next error, skipping nothing: it must be the next message.
async fn expect_error(c: &mut Client, code: ErrorCode) {
    match recv(c).await.0 {
        ServerMessage::Error {
            code: got, message, ..
        } => {
            assert_eq!(got, code, "{message}");
            assert!(!message.is_empty());
        }
        other => panic!("expected {code:?}, got {other:?}"),
    }
}

/// Nothing is waiting for `c`: a ping's pong comes next, with `seq`.
async fn expect_quiet(c: &mut Client, seq: u64) {
    c.send(&ClientMessage::Ping {}).await.unwrap();
    match recv(c).await.0 {
        ServerMessage::Pong { seq: s } => assert_eq!(s, seq),
        other => panic!("expected nothing before the pong, got {other:?}"),
    }
}

/// A move of the seat to move that the rules refuse.
fn illegal_move(view: &ViewJson) -> String {
    let v = PlayerView::from_json(view).unwrap();
    let legal = v.legal_moves();
    for h in 0..view.hand.len() as u8 {
        for c in 0..view.center.len() as u8 {
            let mv = spite_core::Move {
                from: Source::Hand(h),
                to: Target::Centre(c),
            };
            if !legal.contains(&mv) {
                return mv.to_string();
            }
        }
    }
    "s1 c1".into()
}

struct Two {
    c: [Client; 2],
    view: [MatchViewJson; 2],
    seq: u64,
}

impl Two {
    fn mover(&self) -> usize {
        usize::from(self.view[0].view.to_move)
    }

    /// Plays `mv` for the seat to move; both hear it (and a new game).
    async fn play(&mut self, mv: &str) {
        let k = self.mover();
        self.c[k].play(mv).await.unwrap();
        for i in 0..2 {
            let got = until(&mut self.c[i], |m| matches!(m, ServerMessage::Moved { .. })).await;
            let ServerMessage::Moved { view, seq, .. } = &got.last().unwrap().0 else {
                unreachable!()
            };
            self.view[i] = view.clone();
            self.seq = *seq;
            if view.view.status != ViewStatus::Playing {
                let got = until(&mut self.c[i], |m| {
                    matches!(m, ServerMessage::NewGame { .. })
                })
                .await;
                self.view[i] = view_of(&got.last().unwrap().0).unwrap().clone();
                self.seq = got.last().unwrap().0.seq();
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_requests_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(config(Some(dir.path()))).await.unwrap();
    let url = server.url();
    let (mut a, sa, b, sb) = two_people(&url, Some("Bea")).await;
    let code = sa.code.clone();
    let token_b = sb.token.clone().unwrap();
    // A hears B arrive.
    until(&mut a, |m| {
        matches!(m, ServerMessage::Presence { seat: 1, .. })
    })
    .await;
    let mut t = Two {
        c: [a, b],
        view: [sa.room.view.clone(), sb.room.view.clone()],
        seq: sb.seq,
    };
    let before = server.inspect(&code).await.unwrap();
    let m = t.mover();
    let o = 1 - m;

    // Out of turn, not a move, a pile the table lacks, illegal (as the
    // engine protocol answers them).
    t.c[o].play("h1 s1").await.unwrap();
    expect_error(&mut t.c[o], ErrorCode::NotYourTurn).await;
    t.c[m].play("fly away").await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::BadRequest).await;
    t.c[m].play("h1 c9").await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::IllegalMove).await;
    t.c[m].play("h6 c1").await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::IllegalMove).await;
    let illegal = illegal_move(&t.view[m].view);
    t.c[m].play(&illegal).await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::IllegalMove).await;
    // Nothing to undo, nothing to approve.
    t.c[m].send(&ClientMessage::Undo {}).await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::UndoRefused).await;
    t.c[o]
        .send(&ClientMessage::UndoReply { approve: true })
        .await
        .unwrap();
    expect_error(&mut t.c[o], ErrorCode::UndoRefused).await;
    // Garbage, binary, unknown and malformed messages, a second seat.
    t.c[m].send_text("not json").await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::BadJson).await;
    t.c[m].send_binary(vec![0, 159, 146, 150]).await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::BadJson).await;
    t.c[m].send_text(r#"{"type":"fly"}"#).await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::BadRequest).await;
    t.c[m]
        .send_text(r#"{"type":"play","move":"h1 c1","seat":1}"#)
        .await
        .unwrap();
    expect_error(&mut t.c[m], ErrorCode::BadRequest).await;
    t.c[m]
        .send_text(r#"{"type":"join","code":"ABCD-EFGH-JKLM"}"#)
        .await
        .unwrap();
    expect_error(&mut t.c[m], ErrorCode::AlreadySeated).await;

    // A third connection: wrong code, wrong token, a full room, no seat.
    let mut c = Client::connect(&url).await.unwrap();
    let err = c.join("ZZZZ-ZZZZ-ZZZZ", None).await.unwrap_err();
    assert!(matches!(
        err,
        ClientError::Refused {
            code: ErrorCode::NoRoom,
            ..
        }
    ));
    let err = c.rejoin(&code, &"0".repeat(32)).await.unwrap_err();
    assert!(matches!(
        err,
        ClientError::Refused {
            code: ErrorCode::BadToken,
            ..
        }
    ));
    let err = c.join(&code, None).await.unwrap_err();
    assert!(matches!(
        err,
        ClientError::Refused {
            code: ErrorCode::RoomFull,
            ..
        }
    ));
    c.play("h1 s1").await.unwrap();
    expect_error(&mut c, ErrorCode::NotSeated).await;
    c.send(&ClientMessage::State {}).await.unwrap();
    expect_error(&mut c, ErrorCode::NotSeated).await;
    // Guessing codes closes the connection after a few tries.
    for k in 0..3 {
        let r = c.join(&format!("ZZZZ-ZZZZ-ZZZ{}", k + 2), None).await;
        if k < 2 {
            assert!(matches!(
                r,
                Err(ClientError::Refused {
                    code: ErrorCode::NoRoom,
                    ..
                })
            ));
        } else {
            // The fifth wrong try is answered, then the server closes.
            assert!(r.is_err());
        }
    }
    assert!(matches!(
        tokio::time::timeout(STEP, c.recv()).await.unwrap(),
        Err(ClientError::Closed | ClientError::Connection(_))
    ));

    // Nobody else heard of any of it, and the table is as it was.
    for k in 0..2 {
        expect_quiet(&mut t.c[k], t.seq).await;
    }
    assert_eq!(server.inspect(&code).await.unwrap(), before);

    // Undo: play until the seat to move has a centre move from its hand
    // that reveals nothing (it keeps cards in hand), and play it.
    let mut tries = 0;
    let (snapshot, undo_mv) = loop {
        tries += 1;
        assert!(tries < 500, "a quiet centre move comes up");
        let k = t.mover();
        let v = PlayerView::from_json(&t.view[k].view).unwrap();
        let quiet = v.legal_moves().iter().copied().find(|mv| {
            matches!((mv.from, mv.to), (Source::Hand(_), Target::Centre(_))) && v.hand().len() > 1
        });
        match quiet {
            Some(mv) => {
                let snap = server.inspect(&code).await.unwrap();
                t.play(&mv.to_string()).await;
                break (snap, mv);
            }
            None => t.play(&v.legal_moves()[0].to_string()).await,
        }
    };
    let m = t.mover();
    let o = 1 - m;
    let after = server.inspect(&code).await.unwrap();
    assert_ne!(after, snapshot);
    t.c[m].send(&ClientMessage::Undo {}).await.unwrap();
    for k in 0..2 {
        match recv(&mut t.c[k]).await.0 {
            ServerMessage::UndoRequested {
                seat,
                mv,
                waiting_for,
                ..
            } => {
                assert_eq!(
                    (seat as usize, mv, waiting_for),
                    (m, undo_mv, vec![o as u8])
                );
            }
            other => panic!("{other:?}"),
        }
    }
    // Not undone without approval; the asker cannot approve; a second ask
    // waits for the first.
    assert_eq!(server.inspect(&code).await.unwrap(), after);
    t.c[m]
        .send(&ClientMessage::UndoReply { approve: true })
        .await
        .unwrap();
    expect_error(&mut t.c[m], ErrorCode::UndoRefused).await;
    t.c[m].send(&ClientMessage::Undo {}).await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::UndoRefused).await;
    assert_eq!(server.inspect(&code).await.unwrap(), after);
    // Declined: nothing changes.
    t.c[o]
        .send(&ClientMessage::UndoReply { approve: false })
        .await
        .unwrap();
    for k in 0..2 {
        match recv(&mut t.c[k]).await.0 {
            ServerMessage::UndoCancelled { by, .. } => assert_eq!(by, Some(o as u8)),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(server.inspect(&code).await.unwrap(), after);
    // Approved: the move is taken back.
    t.c[m].send(&ClientMessage::Undo {}).await.unwrap();
    for k in 0..2 {
        until(&mut t.c[k], |m| {
            matches!(m, ServerMessage::UndoRequested { .. })
        })
        .await;
    }
    t.c[o]
        .send(&ClientMessage::UndoReply { approve: true })
        .await
        .unwrap();
    for k in 0..2 {
        match recv(&mut t.c[k]).await.0 {
            ServerMessage::Undone {
                seat,
                mv,
                view,
                seq,
            } => {
                assert_eq!((seat as usize, mv), (m, undo_mv));
                t.view[k] = view;
                t.seq = seq;
            }
            other => panic!("{other:?}"),
        }
    }
    let undone = server.inspect(&code).await.unwrap();
    assert_eq!(undone, snapshot);

    // A move that ended the turn (and so drew cards) is never taken back.
    loop {
        let k = t.mover();
        let v = PlayerView::from_json(&t.view[k].view).unwrap();
        let discard = v.legal_moves().iter().copied().find(|mv| mv.is_discard());
        if let Some(mv) = discard {
            t.play(&mv.to_string()).await;
            break;
        }
        t.play(&v.legal_moves()[0].to_string()).await;
    }
    let passed = server.inspect(&code).await.unwrap();
    let m = t.mover();
    t.c[m].send(&ClientMessage::Undo {}).await.unwrap();
    expect_error(&mut t.c[m], ErrorCode::UndoRefused).await;
    t.c[1 - m].send(&ClientMessage::Undo {}).await.unwrap();
    expect_error(&mut t.c[1 - m], ErrorCode::NotYourTurn).await;
    assert_eq!(server.inspect(&code).await.unwrap(), passed);
    for k in 0..2 {
        expect_quiet(&mut t.c[k], t.seq).await;
    }

    // B comes back with its token on a new connection; the old one is
    // closed, and A sees B away then back.
    let mut b2 = Client::connect(&url).await.unwrap();
    let again = b2
        .rejoin(&code.replace('-', " ").to_lowercase(), &token_b)
        .await
        .unwrap();
    assert_eq!(again.seat, 1);
    assert!(again.token.is_none());
    assert_eq!(again.room.view, t.view[1]);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_rooms_are_refused() {
    let mut cfg = config(None);
    cfg.max_rooms = 1;
    let server = Server::start(cfg).await.unwrap();
    let mut c = Client::connect(&server.url()).await.unwrap();
    for (rules, seats) in [
        (
            Some(RulesSpec::Preset("nope".into())),
            vec![SeatSpec::Person, SeatSpec::Person],
        ),
        (None, vec![SeatSpec::Person]),
        (
            None,
            vec![
                SeatSpec::Computer {
                    level: spite_ai::Level::Easy,
                },
                SeatSpec::Computer {
                    level: spite_ai::Level::Easy,
                },
            ],
        ),
    ] {
        let err = c.create(rules, seats, None, None).await.unwrap_err();
        assert!(
            matches!(
                err,
                ClientError::Refused {
                    code: ErrorCode::BadRequest,
                    ..
                }
            ),
            "{err}"
        );
    }
    c.send_text(r#"{"type":"create","rules":{"players":9},"seats":[]}"#)
        .await
        .unwrap();
    expect_error(&mut c, ErrorCode::BadRequest).await;
    let err = c
        .create(
            None,
            vec![SeatSpec::Person, SeatSpec::Person],
            Some("x".repeat(41)),
            None,
        )
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        ClientError::Refused {
            code: ErrorCode::BadRequest,
            ..
        }
    ));
    assert_eq!(server.stats().rooms, 0);
    // The room cap.
    c.create(
        Some(RulesSpec::Preset("classic".into())),
        vec![SeatSpec::Person, SeatSpec::Person],
        None,
        None,
    )
    .await
    .unwrap();
    let mut d = Client::connect(&server.url()).await.unwrap();
    let err = d
        .create(None, vec![SeatSpec::Person, SeatSpec::Person], None, None)
        .await
        .unwrap_err();
    assert!(matches!(
        err,
        ClientError::Refused {
            code: ErrorCode::ServerFull,
            ..
        }
    ));
    server.shutdown().await;
}
