//! Drives the real `spite engine` binary over its stdin and stdout, with a
//! timeout on every answer so that a hung engine fails the test instead of
//! hanging it.

#![allow(dead_code)] // each test file uses part of this

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use serde_json::{Value, json};

/// Long enough for a slow AI level on a loaded two-core machine.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(60);

pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    pub fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_spite"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the spite binary starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine {
            child,
            stdin,
            lines,
        }
    }

    /// Sends raw bytes (a newline is added) and returns the parsed answer.
    pub fn send_raw(&mut self, bytes: &[u8]) -> Value {
        self.write_line(bytes);
        self.answer()
    }

    /// Sends raw bytes (a newline is added) and returns the answer exactly
    /// as the engine wrote it.
    pub fn exchange(&mut self, bytes: &[u8]) -> String {
        self.write_line(bytes);
        let line = self.answer_line();
        let _: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("the engine wrote a line that is not JSON ({e}): {line}"));
        line
    }

    fn write_line(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin still open");
        stdin.write_all(bytes).expect("engine reads its input");
        stdin.write_all(b"\n").expect("engine reads its input");
        stdin.flush().expect("engine reads its input");
    }

    /// Sends one request and returns the parsed answer.
    pub fn send(&mut self, request: &Value) -> Value {
        self.send_raw(request.to_string().as_bytes())
    }

    /// Sends a request that must succeed; returns the answer.
    pub fn ok(&mut self, request: Value) -> Value {
        let answer = self.send(&request);
        assert_eq!(answer["ok"], true, "{request} was refused: {answer}");
        answer
    }

    /// Sends a request that must be refused with `code`; returns the message.
    pub fn refused(&mut self, request: Value, code: &str) -> String {
        let answer = self.send(&request);
        assert_eq!(answer["ok"], false, "{request} was accepted: {answer}");
        assert_eq!(answer["error"]["code"], code, "{request}: {answer}");
        let message = answer["error"]["message"]
            .as_str()
            .expect("an error has a message");
        assert!(!message.is_empty(), "{request}: empty message");
        message.to_string()
    }

    /// The next answer line, parsed; fails the test on timeout or bad JSON.
    pub fn answer(&mut self) -> Value {
        let line = self.answer_line();
        let value: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("the engine wrote a line that is not JSON ({e}): {line}"));
        assert!(value.is_object(), "not an object: {line}");
        assert!(value["ok"].is_boolean(), "no ok field: {line}");
        value
    }

    fn answer_line(&mut self) -> String {
        match self.lines.recv_timeout(ANSWER_TIMEOUT) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("the engine did not answer in time"),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().ok();
                panic!("the engine closed its output (exit: {status:?})")
            }
        }
    }

    /// Closes stdin and waits for the engine to exit; returns whether it
    /// exited successfully.
    pub fn finish(mut self) -> bool {
        drop(self.stdin.take());
        self.child.wait().expect("the engine exits").success()
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        self.child.try_wait().expect("process status").is_none()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Every card of `decks` decks, in notation.
pub fn all_cards(decks: usize) -> Vec<String> {
    let mut out = vec![];
    for _ in 0..decks {
        for rank in "A23456789TJQK".chars() {
            for suit in "SHDC".chars() {
                out.push(format!("{rank}{suit}"));
            }
        }
    }
    out
}

/// Removes one copy of each of `cards` from `pool`.
pub fn take(pool: &mut Vec<String>, cards: &[&str]) -> Vec<String> {
    cards
        .iter()
        .map(|c| {
            let at = pool
                .iter()
                .position(|p| p == c)
                .unwrap_or_else(|| panic!("{c} left in the pool"));
            pool.remove(at)
        })
        .collect()
}

/// A two-player setup: pay-off piles and hands as given, every other card
/// in the stock, seat 0 first.
pub fn setup(payoffs: [&[&str]; 2], hands: [&[&str]; 2]) -> Value {
    let mut pool = all_cards(2);
    let payoff: Vec<Vec<String>> = payoffs.iter().map(|p| take(&mut pool, p)).collect();
    let hands: Vec<Vec<String>> = hands.iter().map(|h| take(&mut pool, h)).collect();
    json!({"payoff": payoff, "hands": hands, "stock": pool, "first": 0})
}

/// Whether a JSON string is card notation (`7H`, `TS`).
pub fn is_card(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 2 && b"A23456789TJQK".contains(&b[0]) && b"SHDC".contains(&b[1])
}

/// Every card token anywhere in a JSON value.
pub fn card_tokens(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if is_card(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|i| card_tokens(i, out)),
        Value::Object(map) => map.values().for_each(|i| card_tokens(i, out)),
        _ => {}
    }
}
