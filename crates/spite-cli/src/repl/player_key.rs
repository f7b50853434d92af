//! The player key of quick match and ratings, made here on first use
//! (`spite match`) or taken from a transfer code, and kept in the data
//! directory beside the seat tokens: one small file per server (a key is
//! a player on the server that registered it), written atomically and
//! readable by its owner only, since whoever holds the key is that
//! player.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::disk::write_atomically;

const FORMAT: &str = "spite-player";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    format: String,
    server: String,
    key: String,
}

/// Where the player keys live: `online/` in the data directory.
pub struct PlayerKeys {
    dir: PathBuf,
}

impl PlayerKeys {
    /// The keys under `data` (the REPL's data directory).
    pub fn in_dir(data: &Path) -> PlayerKeys {
        PlayerKeys {
            dir: data.join("online"),
        }
    }

    /// The file of `server`, kept to letters, digits and dashes so that no
    /// address can name a path elsewhere.
    pub fn path(&self, server: &str) -> PathBuf {
        let safe: String = server
            .trim()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .take(80)
            .collect();
        self.dir.join(format!("player_{safe}.json"))
    }

    /// The key kept for `server`, if any (a file that cannot be read as one
    /// is left alone and reads as none).
    pub fn load(&self, server: &str) -> Option<String> {
        let text = std::fs::read_to_string(self.path(server)).ok()?;
        let stored: Stored = serde_json::from_str(&text).ok()?;
        (stored.format == FORMAT).then_some(stored.key)
    }

    /// Keeps `key` for `server`.
    pub fn store(&self, server: &str, key: &str) -> io::Result<PathBuf> {
        std::fs::create_dir_all(&self.dir)?;
        let stored = Stored {
            format: FORMAT.into(),
            server: server.trim().into(),
            key: compact(key),
        };
        let text = serde_json::to_string_pretty(&stored).map_err(io::Error::other)?;
        let path = self.path(server);
        write_atomically(&path, &text)?;
        owner_only(&path)?;
        Ok(path)
    }
}

/// A key as typed, and as shown: the client layer's, one spelling for
/// every frontend.
pub use spite_server::client::{compact_key as compact, transfer_code};

#[cfg(unix)]
fn owner_only(path: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn owner_only(_path: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_kept_per_server_for_its_owner_only() {
        let dir = std::env::temp_dir().join(format!("spite-player-key-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let keys = PlayerKeys::in_dir(&dir);
        assert_eq!(keys.load("127.0.0.1:7878"), None);
        let key = "0123456789abcdef0123456789ABCDEF";
        let path = keys.store("127.0.0.1:7878", key).unwrap();
        assert_eq!(
            keys.load("127.0.0.1:7878").as_deref(),
            Some("0123456789abcdef0123456789abcdef")
        );
        assert_eq!(keys.load("127.0.0.1:7879"), None);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let odd = keys.store("../../x", key).unwrap();
        assert_eq!(odd.parent(), Some(dir.join("online").as_path()));
        std::fs::write(&path, "not json").unwrap();
        assert_eq!(keys.load("127.0.0.1:7878"), None);
        assert_eq!(
            transfer_code(key),
            "0123-4567-89AB-CDEF-0123-4567-89AB-CDEF"
        );
        assert_eq!(compact("0123-4567 89AB"), "0123456789ab");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
