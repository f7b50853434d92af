//! How the server ends a connection, as a raw WebSocket client sees it:
//! a close frame with a code and a reason for every close the server
//! decides (a text frame that is not UTF-8, five wrong codes, a rate-limit
//! flood, a seat taken up by another connection), and seats with fields
//! they do not have refused with `bad_request`.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, StreamExt};
use spite_server::Server;
use spite_server::client::Client;
use spite_server::protocol::{ErrorCode, ServerMessage};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::{Frame, FrameHeader};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn raw(url: &str) -> Ws {
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

/// Reads until the server's close frame: its code and reason. Fails when
/// the connection ends without one.
async fn close_of(ws: &mut Ws) -> (u16, String) {
    let deadline = tokio::time::Instant::now() + STEP;
    loop {
        let next = tokio::time::timeout_at(deadline, ws.next())
            .await
            .expect("the server closes in time");
        match next {
            Some(Ok(Message::Close(Some(frame)))) => {
                return (frame.code.into(), frame.reason.to_string());
            }
            Some(Ok(Message::Close(None))) => panic!("a close frame without a code"),
            Some(Ok(_)) => continue,
            Some(Err(e)) => panic!("the connection ended without a close frame: {e}"),
            None => panic!("the connection ended without a close frame"),
        }
    }
}

/// A text frame whose bytes are not UTF-8 (a well-behaved client library
/// cannot send one: it is written as a raw frame).
fn text_frame(bytes: Vec<u8>) -> Message {
    let header = FrameHeader {
        opcode: OpCode::Data(Data::Text),
        ..FrameHeader::default()
    };
    Message::Frame(Frame::from_payload(header, bytes.into()))
}

#[tokio::test]
async fn a_text_frame_that_is_not_utf8_is_closed_with_1007() {
    let server = Server::start(config(None)).await.unwrap();
    let mut ws = raw(&server.url()).await;
    ws.send(text_frame(b"{\"type\":\"ping\"\xff}".to_vec()))
        .await
        .unwrap();
    let (code, reason) = close_of(&mut ws).await;
    assert_eq!(code, 1007, "{reason}");
    assert!(reason.contains("UTF-8"), "{reason}");
    server.shutdown().await;
}

#[tokio::test]
async fn five_wrong_codes_are_closed_with_a_close_frame() {
    let server = Server::start(config(None)).await.unwrap();
    let mut ws = raw(&server.url()).await;
    for _ in 0..5 {
        ws.send(Message::text(r#"{"type":"join","code":"AAAA-BBBB-CCCC"}"#))
            .await
            .unwrap();
    }
    let (code, reason) = close_of(&mut ws).await;
    assert_eq!(code, 1008, "{reason}");
    assert!(reason.contains("wrong codes"), "{reason}");
    server.shutdown().await;
}

#[tokio::test]
async fn a_flood_over_the_rate_limit_is_closed_with_a_close_frame() {
    let mut cfg = config(None);
    cfg.rate_per_sec = 1.0;
    cfg.rate_burst = 2.0;
    let server = Server::start(cfg).await.unwrap();
    let mut ws = raw(&server.url()).await;
    for _ in 0..150 {
        ws.send(Message::text(r#"{"type":"ping"}"#)).await.unwrap();
    }
    let (code, reason) = close_of(&mut ws).await;
    assert_eq!(code, 1008, "{reason}");
    assert!(reason.contains("rate limit"), "{reason}");
    server.shutdown().await;
}

/// A second tab comes back to the seat with its token: the first is told
/// so (4001), so that it does not take the seat back by itself.
#[tokio::test]
async fn a_seat_taken_up_elsewhere_closes_the_older_connection_with_4001() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let mut first = raw(&url).await;
    first
        .send(Message::text(
            r#"{"type":"create","seats":[{"kind":"person"},{"kind":"computer","level":"easy"}]}"#,
        ))
        .await
        .unwrap();
    let seated = loop {
        let text = match tokio::time::timeout(STEP, first.next()).await.unwrap() {
            Some(Ok(Message::Text(t))) => t.to_string(),
            other => panic!("expected seated, got {other:?}"),
        };
        if let ServerMessage::Seated { code, token, .. } = serde_json::from_str(&text).unwrap() {
            break (code, token.expect("the creator gets a token"));
        }
    };
    let mut second = Client::connect(&url).await.unwrap();
    second.rejoin(&seated.0, &seated.1).await.unwrap();
    let (code, reason) = close_of(&mut first).await;
    assert_eq!(code, 4001, "{reason}");
    assert!(reason.contains("another connection"), "{reason}");
    server.shutdown().await;
}

/// RFC 6455 §5.5.1: a client's close frame is answered with one, so a
/// browser leaving a room sees a clean close (1000), not 1006.
#[tokio::test]
async fn a_close_frame_from_the_client_is_answered() {
    let server = Server::start(config(None)).await.unwrap();
    for seated in [false, true] {
        let mut ws = raw(&server.url()).await;
        if seated {
            ws.send(Message::text(
                r#"{"type":"create","seats":[{"kind":"person"},{"kind":"computer","level":"easy"}]}"#,
            ))
            .await
            .unwrap();
            loop {
                let text = match tokio::time::timeout(STEP, ws.next()).await.unwrap() {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    other => panic!("expected seated, got {other:?}"),
                };
                if text.contains(r#""type":"seated""#) {
                    break;
                }
            }
        }
        ws.send(Message::Close(Some(CloseFrame {
            code: CloseCode::Normal,
            reason: "bye".into(),
        })))
        .await
        .unwrap();
        let (code, _) = close_of(&mut ws).await;
        assert_eq!(code, 1000, "seated: {seated}");
    }
    server.shutdown().await;
}

/// docs/online.md: an unknown field is `bad_request`, in a person seat too.
#[tokio::test]
async fn seats_with_fields_they_do_not_have_are_bad_requests() {
    let server = Server::start(config(None)).await.unwrap();
    let mut c = Client::connect(&server.url()).await.unwrap();
    let bad = [
        r#"{"type":"create","seats":[{"kind":"person","x":1},{"kind":"person"}]}"#,
        r#"{"type":"create","seats":[{"kind":"person","level":"easy"},{"kind":"person"}]}"#,
        r#"{"type":"create","seats":[{"kind":"person"},{"kind":"computer","level":"easy","x":1}]}"#,
        r#"{"type":"create","seats":[{"kind":"person"},{"kind":"computer"}]}"#,
        r#"{"type":"create","seats":[{"kind":"person"},{"kind":"robot"}]}"#,
    ];
    for frame in bad {
        c.send_text(frame).await.unwrap();
        match recv(&mut c).await.0 {
            ServerMessage::Error { code, message, .. } => {
                assert_eq!(code, ErrorCode::BadRequest, "{frame}: {message}")
            }
            other => panic!("{frame} was not refused: {other:?}"),
        }
    }
    // The plain forms are still seated.
    c.send_text(
        r#"{"type":"create","seats":[{"kind":"person"},{"kind":"computer","level":"easy"}]}"#,
    )
    .await
    .unwrap();
    let seated = tokio::time::timeout(Duration::from_secs(20), async {
        loop {
            if let ServerMessage::Seated { seat, .. } = recv(&mut c).await.0 {
                return seat;
            }
        }
    })
    .await
    .unwrap();
    assert_eq!(seated, 0);
    server.shutdown().await;
}
