//! A game server inside the app ("Host"): `spite_server`'s server on a
//! thread of its own with its own tokio runtime, keeping its rooms in the
//! app's data folder so a room outlives a restart of the app. Dropping the
//! handle stops it.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::mpsc::channel;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use spite_server::{Config, Server};
use tokio::sync::oneshot;

/// A running server inside the app.
pub struct HostedServer {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl HostedServer {
    /// Starts a server on `addr` (port 0: the system picks one) keeping its
    /// rooms in `data` (`None`: nothing kept). Waits until it listens, or
    /// says why it cannot (the port is taken, the folder cannot be written).
    pub fn start(addr: SocketAddr, data: Option<PathBuf>) -> Result<HostedServer, String> {
        let (ready_tx, ready) = channel::<Result<SocketAddr, String>>();
        let (stop, stopped) = oneshot::channel::<()>();
        let thread = thread::Builder::new()
            .name("spite-host".into())
            .spawn(move || {
                let rt = match tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(1)
                    .enable_all()
                    .build()
                {
                    Ok(rt) => rt,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e.to_string()));
                        return;
                    }
                };
                rt.block_on(async move {
                    let config = Config {
                        addr,
                        data,
                        // The app serves only its own players: no browser page.
                        web: None,
                        max_rooms: 100,
                        max_connections: 200,
                        ..Config::default()
                    };
                    match Server::start(config).await {
                        Ok(server) => {
                            let _ = ready_tx.send(Ok(server.addr()));
                            let _ = stopped.await;
                            server.shutdown().await;
                        }
                        Err(e) => {
                            let _ = ready_tx.send(Err(e.to_string()));
                        }
                    }
                });
            })
            .map_err(|e| e.to_string())?;
        match ready.recv_timeout(Duration::from_secs(20)) {
            Ok(Ok(addr)) => Ok(HostedServer {
                addr,
                stop: Some(stop),
                thread: Some(thread),
            }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(_) => Err("the server did not start".into()),
        }
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Its WebSocket URL for this machine's own client (a server on every
    /// interface is reached on the loopback one).
    pub fn local_url(&self) -> String {
        let mut addr = self.addr;
        if addr.ip().is_unspecified() {
            addr.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
        }
        format!("ws://{addr}/ws")
    }

    /// Stops it and waits for it to end.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for HostedServer {
    fn drop(&mut self) {
        self.halt();
    }
}

/// The address a friend types: this machine's LAN address for a server on
/// every interface, else the address it listens on. Found by asking the
/// system which interface would route outwards (no packet is sent).
pub fn address_for_friends(addr: SocketAddr) -> String {
    if !addr.ip().is_unspecified() {
        return addr.to_string();
    }
    let lan = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| {
            s.connect("192.0.2.1:9")?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .ok()
        .filter(|ip| !ip.is_loopback() && !ip.is_unspecified());
    match lan {
        Some(ip) => SocketAddr::new(ip, addr.port()).to_string(),
        None => addr.to_string(),
    }
}
