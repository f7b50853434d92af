//! A game server inside the app ("Host"): a [`Hosted`] server (its own
//! thread and tokio runtime) keeping its rooms in the app's data folder, so
//! a room outlives a restart of the app. Dropping the handle stops it.

use std::net::SocketAddr;
use std::path::PathBuf;

use spite_server::{Config, Hosted};

use crate::lang::Language;

/// A running server inside the app.
pub struct HostedServer {
    server: Hosted,
    /// It serves the browser page too (the page is built here).
    page: bool,
}

impl HostedServer {
    /// Starts a server on `addr` (port 0: the system picks one) keeping its
    /// rooms in `data` (`None`: nothing kept). Waits until it listens, or
    /// says why it cannot (the port is taken, the folder cannot be written)
    /// in `lang`.
    pub fn start(
        addr: SocketAddr,
        data: Option<PathBuf>,
        lang: Language,
    ) -> Result<HostedServer, String> {
        HostedServer::dealing(addr, data, lang, None)
    }

    /// [`HostedServer::start`], dealing every room from `deal_seed` when
    /// given (tests that play a whole match need the same deal every run;
    /// real play has a secret random one).
    pub fn dealing(
        addr: SocketAddr,
        data: Option<PathBuf>,
        lang: Language,
        deal_seed: Option<u64>,
    ) -> Result<HostedServer, String> {
        // The browser page is served when it is built beside the app, so a
        // friend without the app can play from a link.
        let page = Some(spite_server::default_web_dir()).filter(|d| d.join("index.html").is_file());
        let serves_page = page.is_some();
        let config = Config {
            addr,
            data,
            web: page,
            max_rooms: 100,
            max_connections: 200,
            deal_seed,
            ..Config::default()
        };
        Hosted::start(config)
            .map(|server| HostedServer {
                server,
                page: serves_page,
            })
            .map_err(|e| e.words(&crate::lang::words(lang)))
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.server.addr()
    }

    /// Whether a friend can play from a link to the browser page.
    pub fn serves_page(&self) -> bool {
        self.page
    }

    /// Its WebSocket URL for this machine's own client (a server on every
    /// interface is reached on the loopback one).
    pub fn local_url(&self) -> String {
        self.server.local_url()
    }

    /// Stops it and waits for it to end.
    pub fn stop(self) {
        self.server.stop();
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
