//! Prints a short real session for docs/online.md: `>` lines are sent,
//! `<` lines received, `A`/`B` the two clients.

use spite_server::client::Client;
use spite_server::protocol::ServerMessage;
use spite_server::{Config, Server};

async fn say(who: &str, c: &mut Client, text: &str) {
    println!("{who}> {text}");
    c.send_text(text).await.unwrap();
}

async fn hear(who: &str, c: &mut Client) -> ServerMessage {
    let (m, raw) = c.recv_raw().await.unwrap();
    println!("{who}< {raw}");
    m
}

#[tokio::main]
async fn main() {
    let server = Server::start(Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: None,
        ..Config::default()
    })
    .await
    .unwrap();
    let url = server.url();
    let mut a = Client::connect(&url).await.unwrap();
    let mut b = Client::connect(&url).await.unwrap();
    say("A", &mut a, r#"{"type":"create","rules":{"payoff_size":5,"match_target":10},"seats":[{"kind":"person"},{"kind":"person"}],"name":"Ann","takeover_after":120}"#).await;
    let ServerMessage::Seated { code, room, .. } = hear("A", &mut a).await else {
        panic!()
    };
    say(
        "B",
        &mut b,
        &format!(
            r#"{{"type":"join","code":"{}","name":"Bob"}}"#,
            code.to_lowercase()
        ),
    )
    .await;
    hear("A", &mut a).await;
    let ServerMessage::Seated { room: room_b, .. } = hear("B", &mut b).await else {
        panic!()
    };
    // The seat to move plays its first legal move; the other tries out of turn.
    let to_move = room.view.view.to_move;
    let (m, o, mv_view) = if to_move == 0 {
        (&mut a, &mut b, room.view)
    } else {
        (&mut b, &mut a, room_b.view)
    };
    let (mn, on) = if to_move == 0 { ("A", "B") } else { ("B", "A") };
    say(on, o, r#"{"type":"play","move":"h1 s1"}"#).await;
    hear(on, o).await;
    say(mn, m, r#"{"type":"play","move":"h1 c9"}"#).await;
    hear(mn, m).await;
    let mv = &mv_view
        .legal
        .expect("the view of the seat to move lists its moves")[0];
    say(mn, m, &format!(r#"{{"type":"play","move":"{mv}"}}"#)).await;
    hear(mn, m).await;
    hear(on, o).await;
    say(mn, m, r#"{"type":"undo"}"#).await;
    hear(mn, m).await;
    say(on, o, r#"{"type":"hint"}"#).await;
    hear(on, o).await;
    say(on, o, r#"{"type":"ping"}"#).await;
    hear(on, o).await;
    say(on, o, "not json").await;
    hear(on, o).await;
    server.shutdown().await;
}
