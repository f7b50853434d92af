//! The player keys of quick match and ratings (`players.json` beside
//! `online.json`), made here on the first rated seek (written before the
//! server hears of them) or taken from a transfer code: one per server,
//! since a key is a player on the server that registered it. Written
//! atomically and readable by its owner only:
//! whoever holds the key is that player. A damaged file reads as empty
//! and is set aside, as the seat tokens' is.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use spite_server::client::compact_key;

use crate::persist::write_atomically;

pub const PLAYERS_FILE: &str = "players.json";
const FORMAT: &str = "spite-gui-players";
const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Kept {
    /// The server's WebSocket URL.
    server: String,
    key: String,
}

#[derive(Default, Serialize, Deserialize)]
struct PlayersFile {
    format: String,
    version: u32,
    keys: Vec<Kept>,
}

/// The player keys in the app's data folder.
#[derive(Clone, Debug)]
pub struct PlayerKeys {
    path: PathBuf,
}

impl PlayerKeys {
    pub fn new(dir: &Path) -> PlayerKeys {
        PlayerKeys {
            path: dir.join(PLAYERS_FILE),
        }
    }

    fn read(&self) -> PlayersFile {
        let Ok(text) = std::fs::read_to_string(&self.path) else {
            return PlayersFile::default();
        };
        match serde_json::from_str::<PlayersFile>(&text) {
            Ok(f) if f.format == FORMAT && f.version <= VERSION => f,
            _ => {
                // Never overwritten unread: it may hold the only copy.
                let _ = std::fs::rename(&self.path, self.path.with_extension("json.damaged"));
                PlayersFile::default()
            }
        }
    }

    /// The key kept for the server at `url`.
    pub fn load(&self, url: &str) -> Option<String> {
        self.read()
            .keys
            .into_iter()
            .find(|k| k.server == url)
            .map(|k| k.key)
    }

    /// Keeps `key` (as typed or as made) for the server at `url`, in
    /// place of the one kept before.
    pub fn store(&self, url: &str, key: &str) -> std::io::Result<()> {
        let mut f = self.read();
        f.keys.retain(|k| k.server != url);
        f.keys.push(Kept {
            server: url.to_owned(),
            key: compact_key(key),
        });
        f.format = FORMAT.into();
        f.version = VERSION;
        let text = serde_json::to_string_pretty(&f).map_err(std::io::Error::other)?;
        write_atomically(&self.path, &text)?;
        owner_only(&self.path)
    }
}

#[cfg(unix)]
fn owner_only(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn owner_only(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_kept_per_server_for_its_owner_only() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let keys = PlayerKeys::new(dir.path());
        let a = "ws://127.0.0.1:7878/ws";
        assert_eq!(keys.load(a), None);
        keys.store(a, "0123-4567-89AB-CDEF").unwrap();
        keys.store("ws://10.0.0.5:7878/ws", "ffff").unwrap();
        assert_eq!(keys.load(a).as_deref(), Some("0123456789abcdef"));
        keys.store(a, "aaaa").unwrap();
        assert_eq!(keys.load(a).as_deref(), Some("aaaa"), "replaced");
        assert_eq!(keys.load("ws://10.0.0.5:7878/ws").as_deref(), Some("ffff"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let path = dir.path().join(PLAYERS_FILE);
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        std::fs::write(dir.path().join(PLAYERS_FILE), "not json").unwrap();
        assert_eq!(keys.load(a), None);
        assert!(dir.path().join("players.json.damaged").is_file());
    }
}
