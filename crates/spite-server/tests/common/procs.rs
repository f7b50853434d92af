//! Server processes and HAProxy on loopback, for the tests that kill an
//! instance: each is stopped when dropped.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// `haproxy`, if installed.
pub fn haproxy() -> Option<PathBuf> {
    [
        "/usr/sbin/haproxy",
        "/usr/bin/haproxy",
        "/usr/local/sbin/haproxy",
    ]
    .iter()
    .map(PathBuf::from)
    .find(|p| p.is_file())
}

/// A free loopback port (free when asked: the process given it binds it
/// again a moment later).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A process killed when dropped (the test stops what it started,
/// whatever happens).
pub struct Proc(pub Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A `spite-server` process on `port`, once it listens.
/// Its log goes to `dir/NAME.log` (kept across restarts).
pub fn instance(dir: &Path, port: u16, database: &str, name: &str) -> Proc {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join(format!("{name}.log")))
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_spite-server"))
        .args(["--addr", &format!("127.0.0.1:{port}"), "--no-web"])
        .args(["--instance", name])
        .env("SPITE_DATABASE_URL", database)
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(
        line.starts_with("listening on"),
        "the server started: {line:?}"
    );
    Proc(child)
}

/// HAProxy on `port` in front of the instances' ports, checking
/// `/health` every 200 ms; WebSocket connections pass through (HTTP mode
/// lets an Upgrade through as a tunnel).
pub fn load_balancer(dir: &Path, port: u16, backends: &[u16]) -> Proc {
    let mut cfg = format!(
        "global\n  maxconn 256\n\
         defaults\n  mode http\n  timeout connect 200ms\n  timeout client 60s\n  timeout server 60s\n  \
         timeout tunnel 1h\n  option redispatch 1\n  retries 2\n\
         frontend spite\n  bind 127.0.0.1:{port}\n  default_backend instances\n\
         backend instances\n  balance roundrobin\n  option httpchk GET /health\n  \
         http-check expect status 200\n  \
         default-server inter 200ms fall 1 rise 1 on-marked-down shutdown-sessions\n"
    );
    for (k, p) in backends.iter().enumerate() {
        cfg.push_str(&format!("  server i{k} 127.0.0.1:{p} check\n"));
    }
    let path = dir.join("haproxy.cfg");
    std::fs::File::create(&path)
        .unwrap()
        .write_all(cfg.as_bytes())
        .unwrap();
    let child = Command::new(haproxy().unwrap())
        .args(["-db", "-f"])
        .arg(&path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    Proc(child)
}

/// Prints the instances' logs in `dir` (`NAME.log`) when the test fails,
/// before the folder is removed: what each instance did is the first
/// thing to read when a test of processes fails.
pub struct LogsOnFailure<'a>(pub &'a Path);

impl Drop for LogsOnFailure<'_> {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            return;
        }
        let Ok(entries) = std::fs::read_dir(self.0) else {
            return;
        };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "log") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                eprintln!("---- {} ----\n{text}", path.display());
            }
        }
    }
}
