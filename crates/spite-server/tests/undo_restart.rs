//! A pending undo is kept with the room: a server stopped while an undo
//! waits for approval and started again on the same data still has it, and
//! the approval given after the restart takes the move back.

mod common;

use common::*;
use spite_core::{PlayerView, Source, Target};
use spite_server::Server;
use spite_server::client::Client;
use spite_server::protocol::{ClientMessage, ServerMessage};

#[test]
fn a_pending_undo_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let server = Server::start(config(Some(dir.path()))).await.unwrap();
        let url = server.url();
        let (mut a, sa, mut b, sb) = two_people(&url, None).await;
        let tokens = [sa.token.clone().unwrap(), sb.token.clone().unwrap()];
        let mut views = [sa.room.view.clone(), sb.room.view.clone()];
        // Play until a seat can put a hand card (not its last) on the
        // centre: a move that reveals nothing, so it may be taken back.
        let (asker, mv) = loop {
            let seat = views[0].view.to_move;
            let view = PlayerView::from_json(&views[usize::from(seat)].view).unwrap();
            let undoable = view.legal_moves().iter().copied().find(|m| {
                matches!((m.from, m.to), (Source::Hand(_), Target::Centre(_)))
                    && view.hand().len() > 1
            });
            let mv = undoable.unwrap_or(view.legal_moves()[0]);
            let client = if seat == 0 { &mut a } else { &mut b };
            client.play(&mv.to_string()).await.unwrap();
            for (k, c) in [&mut a, &mut b].into_iter().enumerate() {
                let got = until(c, |m| matches!(m, ServerMessage::Moved { .. })).await;
                views[k] = view_of(&got.last().unwrap().0).unwrap().clone();
            }
            if undoable.is_some() {
                break (seat, mv);
            }
        };
        let (asking, answering) = if asker == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        asking.send(&ClientMessage::Undo {}).await.unwrap();
        until(answering, |m| {
            matches!(m, ServerMessage::UndoRequested { .. })
        })
        .await;
        tokio::time::timeout(STEP, server.shutdown()).await.unwrap();

        let server = Server::start(config(Some(dir.path()))).await.unwrap();
        let url = server.url();
        let answerer = 1 - asker;
        let mut c = Client::connect(&url).await.unwrap();
        let back = c
            .rejoin(&sa.code, &tokens[usize::from(answerer)])
            .await
            .unwrap();
        let undo = back.room.undo.expect("the pending undo was kept");
        assert_eq!(
            (undo.seat, undo.mv, undo.waiting_for),
            (asker, mv, vec![answerer])
        );
        c.send(&ClientMessage::UndoReply { approve: true })
            .await
            .unwrap();
        let got = until(&mut c, |m| {
            matches!(
                m,
                ServerMessage::Undone { .. } | ServerMessage::Error { .. }
            )
        })
        .await;
        match &got.last().unwrap().0 {
            ServerMessage::Undone { seat, mv: m, .. } => assert_eq!((*seat, *m), (asker, mv)),
            other => panic!("expected the move taken back, got {other:?}"),
        }
        tokio::time::timeout(STEP, server.shutdown()).await.unwrap();
    });
}
