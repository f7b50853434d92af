//! What the load examples share: a child process stopped with the run,
//! HAProxy in front of several instances (configured as docs/online.md
//! shows), and a connection that waits for HAProxy to be up.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use spite_server::client::Client;

/// A child process, killed when dropped.
pub struct Proc(pub Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// HAProxy (`bin`) in front of `addrs` (`HOST:PORT` each), round robin,
/// its configuration written in `dir`: its process and the address it
/// listens on.
pub fn load_balancer(bin: &str, dir: &Path, addrs: &[String]) -> (Proc, String) {
    let front = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .to_string();
    let mut cfg = format!(
        "global\n  maxconn 8000\n\
         defaults\n  mode http\n  timeout connect 200ms\n  timeout client 60s\n  timeout server 60s\n  \
         timeout tunnel 1h\n  option redispatch 1\n  retries 2\n\
         frontend spite\n  bind {front}\n  default_backend instances\n\
         backend instances\n  balance roundrobin\n  option httpchk GET /health\n  \
         http-check expect status 200\n  default-server inter 1s fall 2 rise 1\n"
    );
    for (k, addr) in addrs.iter().enumerate() {
        cfg.push_str(&format!("  server i{k} {addr} check\n"));
    }
    let path = dir.join("haproxy.cfg");
    std::fs::write(&path, cfg).expect("haproxy.cfg written");
    let child = Command::new(bin)
        .args(["-db", "-f"])
        .arg(&path)
        .stdout(Stdio::null())
        .spawn()
        .expect("haproxy (--haproxy PATH)");
    (Proc(child), front)
}

/// Connects, trying again for a while (HAProxy may still be starting).
pub async fn connect(url: &str) -> Client {
    for _ in 0..50 {
        if let Ok(c) = Client::connect(url).await {
            return c;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("cannot connect to {url}");
}

/// The load average now (`/proc/loadavg`).
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .trim()
        .to_string()
}
