//! # spite-server: Spite & Malice online
//!
//! A game server (tokio + axum, one JSON object per WebSocket text frame)
//! and the client side of its protocol.
//!
//! - [`Server::start`] (in a tokio runtime), [`Hosted::start`] (a server
//!   on its own thread, from synchronous code) and [`serve`] (until
//!   Ctrl-C) run the server from a [`Config`]:
//!   rooms with invite codes, seats with tokens, computer seats played by
//!   `spite-ai` on the blocking pool, every move checked by the rules and
//!   written to the database (SQLite, or PostgreSQL) before anyone hears
//!   of it, each connection sent
//!   only its own seat's view and the public events.
//! - [`protocol`]: every message, as plain serde types.
//! - [`client`]: connect, create or join, play, receive, reconnect with
//!   backoff; what the terminal and the window use.
//!
//! The protocol is described, with a worked session, in `docs/online.md`.
#![warn(missing_docs)]

pub mod client;
mod cluster;
pub mod code;
mod hint;
mod hosted;
mod lobby;
mod metrics;
mod player;
pub mod protocol;
mod rating;
mod reaction;
mod rematch;
mod review;
mod room;
mod seek;
mod server;
mod store;
#[cfg(feature = "ts")]
pub mod ts;

pub use hosted::{Hosted, serve};
pub use player::{Clock, Matchmaking};
pub use protocol::fuzz_client_frame;
pub use server::{Config, Server, ServerError, Stats, default_web_dir};
pub use store::{DatabaseUrl, StoreError};

/// The PostgreSQL database named by `SPITE_DATABASE_URL`, if set and not
/// empty: for binaries, when no storage was given on the command line.
pub fn database_from_env() -> Option<DatabaseUrl> {
    std::env::var("SPITE_DATABASE_URL")
        .ok()
        .filter(|u| !u.trim().is_empty())
        .map(DatabaseUrl::from)
}

/// Logs to standard error with `tracing`, filtered by `RUST_LOG` (default
/// `info`): for a binary that runs the server. Colours only on a terminal:
/// a log file gets plain text.
pub fn init_logging() {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}
