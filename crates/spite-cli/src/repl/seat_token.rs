//! Seat tokens of online games, kept in the data directory (one small file
//! per server and invite code, written atomically), so that `spite join
//! ADDR CODE` after the terminal was closed comes back to the same seat.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::disk::write_atomically;

const FORMAT: &str = "spite-seat";

/// A seat to come back to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredSeat {
    format: String,
    /// The server's address as typed (`127.0.0.1:7878`).
    pub server: String,
    /// The invite code, as the server spells it.
    pub code: String,
    /// The seat.
    pub seat: u8,
    /// The seat token.
    pub token: String,
}

/// Where the seat tokens live: `online/` in the data directory.
pub struct SeatTokens {
    dir: PathBuf,
}

impl SeatTokens {
    /// The tokens under `data` (the REPL's data directory).
    pub fn in_dir(data: &Path) -> SeatTokens {
        SeatTokens {
            dir: data.join("online"),
        }
    }

    /// The file of `server` and `code`: both kept to letters, digits and
    /// dashes, so no address can name a path elsewhere.
    fn path(&self, server: &str, code: &str) -> PathBuf {
        let code = spite_server::code::normalise(code).unwrap_or_else(|| code.to_string());
        let safe = |s: &str| -> String {
            s.chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .take(80)
                .collect()
        };
        self.dir
            .join(format!("{}_{}.json", safe(server), safe(&code)))
    }

    /// The seat kept for `server` and `code`, if any (a file that cannot be
    /// read as one is ignored: joining anew is the answer).
    pub fn load(&self, server: &str, code: &str) -> Option<StoredSeat> {
        let text = std::fs::read_to_string(self.path(server, code)).ok()?;
        let stored: StoredSeat = serde_json::from_str(&text).ok()?;
        (stored.format == FORMAT).then_some(stored)
    }

    /// Keeps `token` for `server` and `code`.
    pub fn store(&self, server: &str, code: &str, seat: u8, token: &str) -> io::Result<PathBuf> {
        std::fs::create_dir_all(&self.dir)?;
        let stored = StoredSeat {
            format: FORMAT.into(),
            server: server.into(),
            code: code.into(),
            seat,
            token: token.into(),
        };
        let text = serde_json::to_string_pretty(&stored).map_err(io::Error::other)?;
        let path = self.path(server, code);
        write_atomically(&path, &text)?;
        Ok(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_kept_per_server_and_code_whatever_the_code_spelling() {
        let dir = std::env::temp_dir().join(format!("spite-seat-token-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let tokens = SeatTokens::in_dir(&dir);
        assert_eq!(tokens.load("127.0.0.1:7878", "ABCD-EFGH-JKLM"), None);
        let path = tokens
            .store("127.0.0.1:7878", "ABCD-EFGH-JKLM", 1, "00ff")
            .unwrap();
        assert!(path.starts_with(dir.join("online")));
        let back = tokens.load("127.0.0.1:7878", "abcd efgh jklm").unwrap();
        assert_eq!((back.seat, back.token.as_str()), (1, "00ff"));
        assert_eq!(tokens.load("127.0.0.1:7879", "ABCD-EFGH-JKLM"), None);
        // An address cannot lead outside the directory.
        let odd = tokens.store("../../x/y", "ABCD-EFGH-JKLM", 0, "t").unwrap();
        assert_eq!(odd.parent(), Some(dir.join("online").as_path()));
        // Garbage in the file is ignored.
        std::fs::write(&path, "not json").unwrap();
        assert_eq!(tokens.load("127.0.0.1:7878", "ABCD-EFGH-JKLM"), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
