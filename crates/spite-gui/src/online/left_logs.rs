//! The move logs of online rooms the player left, kept while the window
//! runs: taking such a room's seat again (*Back to my room*, a join with
//! its code) brings its earlier turns back into the log, where the server
//! tells only what happens from then on. The log of the room open when
//! the window closes is kept on disk too (`online-log.json`, written as
//! it grows), for the seat the next start comes back to.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::persist::write_atomically;
use crate::session::{LogLine, Session};

use super::Online;

/// Rooms remembered; the one left longest ago is forgotten first.
const KEEP: usize = 8;

/// The file of the open room's log, beside `online.json`.
pub const LOG_FILE: &str = "online-log.json";

/// One room's log, as it was when the player left.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LeftLog {
    /// The server's URL and the room's invite code.
    server: String,
    code: String,
    log: Vec<LogLine>,
    /// The code of the language its lines are told in.
    lang: String,
}

/// The logs of the rooms left, newest last.
#[derive(Clone, Debug, Default)]
pub struct LeftLogs(Vec<LeftLog>);

impl LeftLogs {
    /// Keeps the log of the room `s` sits in (nothing before a seat).
    pub fn keep(&mut self, s: &Session<Online>) {
        let Some(left) = LeftLog::of(s) else {
            return;
        };
        self.0
            .retain(|l| !(l.server == left.server && l.code == left.code));
        if self.0.len() == KEEP {
            self.0.remove(0);
        }
        self.0.push(left);
    }

    /// The log kept for room `code` on `server`, taken out.
    pub fn take(&mut self, server: &str, code: &str) -> Option<LeftLog> {
        let at = self
            .0
            .iter()
            .position(|l| l.server == server && l.code == code)?;
        Some(self.0.remove(at))
    }
}

impl LeftLog {
    /// The log of the room `s` sits in (nothing before a seat).
    pub fn of(s: &Session<Online>) -> Option<LeftLog> {
        Some(LeftLog {
            server: s.url().to_owned(),
            code: s.table().code()?.to_owned(),
            log: s.screen.log.clone(),
            lang: s.log_language().to_owned(),
        })
    }

    /// The room `s` sits in and how many lines its log has: what tells a
    /// log written from one to write, without copying the log each frame.
    pub fn mark(s: &Session<Online>) -> Option<(String, usize)> {
        Some((s.table().code()?.to_owned(), s.screen.log.len()))
    }

    /// Writes it as the open room's log in `dir`, atomically.
    pub fn write(&self, dir: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string(self).map_err(std::io::Error::other)?;
        write_atomically(&dir.join(LOG_FILE), &text)
    }

    /// The open room's log kept in `dir`, if it is room `code`'s on
    /// `server` (a damaged or other room's file: none; the log then
    /// starts from where the room stands, as it did before).
    pub fn read(dir: &Path, server: &str, code: &str) -> Option<LeftLog> {
        let text = std::fs::read_to_string(dir.join(LOG_FILE)).ok()?;
        serde_json::from_str::<LeftLog>(&text)
            .ok()
            .filter(|l| l.server == server && l.code == code)
    }

    /// The lines, and the code of their language, for the session's seat
    /// once it sits in this room again (another room: nothing).
    pub fn for_room(self, code: Option<&str>) -> Option<(Vec<LogLine>, String)> {
        (code == Some(self.code.as_str())).then_some((self.log, self.lang))
    }
}
