//! What an operator sees: `/health` (whether the database answers) and
//! `/metrics` (Prometheus' text format), on a SQLite server.

mod common;

use common::*;
use spite_server::Server;

/// A metric's value, from its line `name value`.
fn metric(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("{name} in\n{text}"))
        .parse()
        .unwrap()
}

#[tokio::test]
async fn health_and_metrics_follow_rooms_connections_and_moves() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = config(Some(dir.path()));
    config.instance = Some("test-a".into());
    let server = Server::start(config).await.unwrap();
    let (status, body) = http_get(server.addr(), "/health").await;
    assert_eq!(status, 200, "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(health["ok"], true);
    assert_eq!(health["database"], "up");
    assert_eq!(health["instance"], "test-a");

    let (mut a, sa, mut b, sb) = two_people(&server.url(), None).await;
    // The seat to move plays one move; both hear it.
    let (mover, seated) = if first_move(&sa.room.view).is_some() {
        (&mut a, &sa)
    } else {
        (&mut b, &sb)
    };
    let mv = first_move(&seated.room.view).expect("one of two seats is to move");
    mover.play(&mv).await.unwrap();
    until(&mut a, |m| {
        matches!(m, spite_server::protocol::ServerMessage::Moved { .. })
    })
    .await;

    let (status, text) = http_get(server.addr(), "/metrics").await;
    assert_eq!(status, 200);
    assert!(
        text.lines()
            .any(|l| l.starts_with("spite_instance_info{instance=\"test-a\"")
                && l.contains("store=\"sqlite\"")
                && l.ends_with(" 1")),
        "{text}"
    );
    assert_eq!(metric(&text, "spite_rooms"), 1.0);
    assert_eq!(metric(&text, "spite_connections"), 2.0);
    assert_eq!(metric(&text, "spite_database_up"), 1.0);
    assert_eq!(metric(&text, "spite_moves_total{by=\"person\"}"), 1.0);
    assert_eq!(metric(&text, "spite_moves_total{by=\"computer\"}"), 0.0);
    assert_eq!(metric(&text, "spite_move_seconds_count"), 1.0);
    assert_eq!(metric(&text, "spite_move_seconds_bucket{le=\"+Inf\"}"), 1.0);
    assert!(metric(&text, "spite_move_seconds_sum") > 0.0);
    // The room's creation, the join and the move were written.
    assert_eq!(metric(&text, "spite_db_write_seconds_count"), 3.0);
    assert_eq!(metric(&text, "spite_db_write_errors_total"), 0.0);
    drop((a, b));
    server.shutdown().await;
}

#[tokio::test]
async fn a_server_that_keeps_nothing_is_healthy_without_a_database() {
    let server = Server::start(config(None)).await.unwrap();
    let (status, body) = http_get(server.addr(), "/health").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("\"database\":\"none\""), "{body}");
    let (_, text) = http_get(server.addr(), "/metrics").await;
    assert!(text.contains("store=\"none\""), "{text}");
    server.shutdown().await;
}
