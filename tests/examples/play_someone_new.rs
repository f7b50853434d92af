//! Quick match from a Rust frontend: seek a rated `g4a` match of two on
//! a server as the player whose key this frontend made, wait in its pool
//! until paired with whoever else is looking, and play the match through
//! the same `Client` as any other game (the drawing and choosing of
//! `one_client.rs`).
//!
//! ```text
//! cargo run -p spite-tests --example play_someone_new -- ws://127.0.0.1:7878/ws Ann [KEY]
//! ```
//!
//! Without KEY it makes one and prints it: give it next time to play as
//! the same player (a real frontend keeps it with its settings).
//!
//! Run it in two terminals (or against `spite match` in a third) and the
//! two are paired. `tests/tests/play_someone_new.rs` runs two of it
//! against a server on loopback; docs/frontends.md quotes it.

use std::time::Duration;

use spite_server::client::{Backoff, Connect, NoSeat, RemoteClient, new_player_key};
use spite_server::protocol::Preset;

#[allow(dead_code)] // only its `play` is used here
#[path = "one_client.rs"]
pub mod one_client;

fn main() {
    let mut args = std::env::args().skip(1);
    let url = args.next().unwrap_or("ws://127.0.0.1:7878/ws".into());
    let name = args.next().unwrap_or("Example".into());
    let key = args.next().unwrap_or_else(|| {
        let key = new_player_key();
        println!("your player key (give it next time to be you again): {key}");
        key
    });
    match quick_match(url, &name, key) {
        Ok(mut client) => {
            one_client::play(
                &mut client,
                &mut std::io::stdout(),
                Duration::from_secs(3600),
            );
        }
        Err(why) => eprintln!("no quick match: {why:?}"),
    }
}

/// Seeks a rated match of two as the player whose key is `key` (made
/// with `new_player_key` on first use, and kept before it), named
/// `name`, and waits until paired: then the client plays the new room's
/// seat like any other.
pub fn quick_match(url: String, name: &str, key: String) -> Result<RemoteClient, NoSeat> {
    let seek = Connect::Seek {
        key: Some(key), // registered: a new player if the server does not know it
        name: Some(name.into()),
        rules: Preset::G4a,
        rated: true,
    };
    let mut client = RemoteClient::connect(url, seek, Backoff::default(), None);
    client.sit_down()?; // in the pool until someone else seeks too
    Ok(client)
}
