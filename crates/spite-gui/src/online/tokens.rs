//! Seat tokens kept on disk (`online.json` beside `match.json`), keyed by
//! server and invite code, so the app comes back to its seat after a
//! restart. Written atomically like the app's other files; a damaged file
//! is set aside and reads as empty (the player can still join with the
//! code).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::persist::write_atomically;

pub const ONLINE_FILE: &str = "online.json";
const FORMAT: &str = "spite-gui-online";
const VERSION: u32 = 1;
/// Seats remembered; the oldest are forgotten first.
const KEEP: usize = 50;

/// A seat the app sits at on a server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSeat {
    /// The server's WebSocket URL (`ws://HOST:PORT/ws`).
    pub server: String,
    /// The room's invite code.
    pub code: String,
    /// The seat's token: the only way back to it.
    pub token: String,
    /// The seat.
    pub seat: u8,
    /// Set when the app hosts the server itself: the address it listens
    /// on, so a restart starts it again there with the same rooms.
    #[serde(default)]
    pub hosted: Option<String>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct OnlineFile {
    format: String,
    version: u32,
    seats: Vec<SavedSeat>,
    /// The seat to go back to when the app starts (server and code), set
    /// while an online game is open and cleared when the player leaves it.
    resume: Option<(String, String)>,
}

/// The seats file in the app's data folder.
#[derive(Clone, Debug)]
pub struct SeatStore {
    path: PathBuf,
}

impl SeatStore {
    pub fn new(dir: &Path) -> SeatStore {
        SeatStore {
            path: dir.join(ONLINE_FILE),
        }
    }

    /// The folder the file is in.
    pub fn dir(&self) -> Option<&Path> {
        self.path.parent()
    }

    fn read(&self) -> OnlineFile {
        let Ok(text) = std::fs::read_to_string(&self.path) else {
            return OnlineFile::default();
        };
        match serde_json::from_str::<OnlineFile>(&text) {
            Ok(f) if f.format == FORMAT && f.version <= VERSION => f,
            _ => {
                // Never overwritten unread: kept aside for a look.
                let aside = self.path.with_extension("json.damaged");
                let _ = std::fs::rename(&self.path, aside);
                OnlineFile::default()
            }
        }
    }

    fn write(&self, mut f: OnlineFile) -> std::io::Result<()> {
        f.format = FORMAT.into();
        f.version = VERSION;
        let text = serde_json::to_string_pretty(&f).map_err(std::io::Error::other)?;
        write_atomically(&self.path, &text)
    }

    /// The token kept for a seat in room `code` of `server`.
    pub fn find(&self, server: &str, code: &str) -> Option<SavedSeat> {
        self.read()
            .seats
            .into_iter()
            .find(|s| s.server == server && s.code == code)
    }

    /// Keeps `seat` (replacing one for the same room), and marks it as the
    /// one to resume.
    pub fn remember(&self, seat: SavedSeat) -> std::io::Result<()> {
        let mut f = self.read();
        f.seats
            .retain(|s| !(s.server == seat.server && s.code == seat.code));
        f.resume = Some((seat.server.clone(), seat.code.clone()));
        f.seats.push(seat);
        let over = f.seats.len().saturating_sub(KEEP);
        f.seats.drain(..over);
        self.write(f)
    }

    /// The newest room this app hosted itself, to come back to after
    /// leaving it: its server is started again on the same address, with
    /// the same rooms, and the seat taken again with its token.
    pub fn last_hosted(&self) -> Option<SavedSeat> {
        self.read()
            .seats
            .into_iter()
            .rev()
            .find(|s| s.hosted.is_some())
    }

    /// The seat to go back to on start, if an online game was open.
    pub fn to_resume(&self) -> Option<SavedSeat> {
        let f = self.read();
        let (server, code) = f.resume?;
        f.seats
            .into_iter()
            .find(|s| s.server == server && s.code == code)
    }

    /// The player left the online game: nothing to resume on start (the
    /// token is kept, to come back by the code).
    pub fn forget_resume(&self) -> std::io::Result<()> {
        let mut f = self.read();
        if f.resume.is_none() {
            return Ok(());
        }
        f.resume = None;
        self.write(f)
    }
}
