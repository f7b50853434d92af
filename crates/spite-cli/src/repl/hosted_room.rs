//! The room a `spite host` terminal serves, remembered in the data
//! directory (`online/hosting.json`, written atomically): until its match
//! ends, `spite host` again starts the server on the same address (the
//! port the system chose for `:0` included) with the same database, and
//! takes the host's seat back, so friends waiting to reconnect come back
//! by themselves. After the match, the next room keeps the address.

use std::io;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::disk::write_atomically;

const FORMAT: &str = "spite-hosted-room";

/// A room hosted from this data directory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HostedRoom {
    format: String,
    /// Where the server listened.
    pub addr: SocketAddr,
    /// The server's database directory (the room lives there).
    pub data: Option<PathBuf>,
    /// The room's invite code.
    pub code: String,
    /// The host's seat and its token.
    pub seat: u8,
    pub token: String,
    /// The match is over: nothing to come back to but the address.
    #[serde(default)]
    pub finished: bool,
}

impl HostedRoom {
    pub fn new(
        addr: SocketAddr,
        data: Option<PathBuf>,
        code: &str,
        seat: u8,
        token: &str,
    ) -> HostedRoom {
        HostedRoom {
            format: FORMAT.into(),
            addr,
            data,
            code: code.into(),
            seat,
            token: token.into(),
            finished: false,
        }
    }

    fn path(data_dir: &Path) -> PathBuf {
        data_dir.join("online").join("hosting.json")
    }

    /// The room kept under `data_dir`, if any (a file that cannot be read as
    /// one is ignored: a new room is the answer).
    pub fn load(data_dir: &Path) -> Option<HostedRoom> {
        let text = std::fs::read_to_string(HostedRoom::path(data_dir)).ok()?;
        let room: HostedRoom = serde_json::from_str(&text).ok()?;
        (room.format == FORMAT).then_some(room)
    }

    /// Keeps this room under `data_dir`.
    pub fn store(&self, data_dir: &Path) -> io::Result<()> {
        let path = HostedRoom::path(data_dir);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = serde_json::to_string_pretty(self).map_err(io::Error::other)?;
        write_atomically(&path, &text)
    }

    /// Marks the room kept under `data_dir` finished (its match is over).
    pub fn finish(data_dir: &Path) -> io::Result<()> {
        match HostedRoom::load(data_dir) {
            Some(room) => HostedRoom {
                finished: true,
                ..room
            }
            .store(data_dir),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hosted_room_is_kept_and_marked_finished_and_garbage_is_ignored() {
        let dir = std::env::temp_dir().join(format!("spite-hosted-room-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(HostedRoom::load(&dir), None);
        let room = HostedRoom::new(
            "127.0.0.1:40123".parse().unwrap(),
            Some(dir.join("server")),
            "ABCD-EFGH-JKLM",
            0,
            "00ff",
        );
        room.store(&dir).unwrap();
        assert_eq!(HostedRoom::load(&dir), Some(room.clone()));
        HostedRoom::finish(&dir).unwrap();
        let finished = HostedRoom::load(&dir).unwrap();
        assert!(finished.finished);
        assert_eq!(finished.addr, room.addr);
        std::fs::write(HostedRoom::path(&dir), "not json").unwrap();
        assert_eq!(HostedRoom::load(&dir), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
