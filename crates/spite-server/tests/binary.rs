//! The `spite-server` binary (the same `serve` as `spite serve`): on
//! port 0 it prints `listening on ws://ADDR/ws` on standard output with
//! the port it bound, and its log in a file has no colour codes.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use spite_server::client::Client;

#[tokio::test]
async fn prints_where_it_listens_and_logs_without_colours_to_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let log = std::fs::File::create(dir.path().join("log")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_spite-server"))
        .args(["--addr", "127.0.0.1:0", "--no-data", "--no-web"])
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let line = tokio::task::spawn_blocking(move || {
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).map(|_| line)
    });
    let line = tokio::time::timeout(common::STEP, line).await;
    let url = line
        .as_ref()
        .ok()
        .and_then(|r| r.as_ref().ok())
        .and_then(|r| r.as_ref().ok())
        .and_then(|l| l.trim().strip_prefix("listening on "))
        .map(str::to_string);
    let connected = match &url {
        Some(u) => Client::connect(u).await.is_ok(),
        None => false,
    };
    let _ = child.kill();
    let _ = child.wait();
    let url = url.unwrap_or_else(|| panic!("no listening line: {line:?}"));
    let port: u16 = url
        .strip_prefix("ws://127.0.0.1:")
        .and_then(|r| r.strip_suffix("/ws"))
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("not ws://127.0.0.1:PORT/ws: {url}"));
    assert_ne!(port, 0, "the port bound, not the one asked for");
    assert!(connected, "nothing answers at {url}");
    let logged = std::fs::read_to_string(dir.path().join("log")).unwrap();
    assert!(logged.contains("serving"), "{logged}");
    assert!(
        !logged.contains('\u{1b}'),
        "colour codes in a file: {logged:?}"
    );
}
