//! The move logs of online rooms the player left, kept while the window
//! runs: taking such a room's seat again (*Back to my room*, a join with
//! its code) brings its earlier turns back into the log, where the server
//! tells only what happens from then on.

use crate::session::{LogLine, Session};

use super::Online;

/// Rooms remembered; the one left longest ago is forgotten first.
const KEEP: usize = 8;

/// One room's log, as it was when the player left.
#[derive(Clone, Debug)]
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
        let Some(code) = s.table().code() else {
            return;
        };
        self.0.retain(|l| !(l.server == s.url() && l.code == code));
        if self.0.len() == KEEP {
            self.0.remove(0);
        }
        self.0.push(LeftLog {
            server: s.url().to_owned(),
            code: code.to_owned(),
            log: s.screen.log.clone(),
            lang: s.log_language().to_owned(),
        });
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
    /// The lines, and the code of their language, for the session's seat
    /// once it sits in this room again (another room: nothing).
    pub fn for_room(self, code: Option<&str>) -> Option<(Vec<LogLine>, String)> {
        (code == Some(self.code.as_str())).then_some((self.log, self.lang))
    }
}
