//! The match, table, settings and statistics in eframe's storage. A saved
//! match that cannot be read is never lost: it is kept aside under its own
//! key (and, for the real window, in a file), the player is told, and a new
//! match starts.

use spite_core::SavedGame;

use crate::session::{Session, TableSave};
use crate::settings::Settings;
use crate::stats::Stats;

pub const MATCH_KEY: &str = "spite.match";
pub const TABLE_KEY: &str = "spite.table";
pub const SETTINGS_KEY: &str = "spite.settings";
pub const STATS_KEY: &str = "spite.stats";
/// Where an unreadable saved match is kept.
pub const CORRUPT_KEY: &str = "spite.match.corrupt";

/// What was found in storage.
pub struct Loaded {
    pub session: Option<Session>,
    pub settings: Settings,
    pub stats: Stats,
    /// Things the player should be told (an unreadable save).
    pub problems: Vec<String>,
    /// The unreadable match text, to keep aside.
    pub corrupt: Option<String>,
}

pub fn load(storage: Option<&dyn eframe::Storage>) -> Loaded {
    let mut out = Loaded {
        session: None,
        settings: Settings::default(),
        stats: Stats::default(),
        problems: vec![],
        corrupt: None,
    };
    let Some(st) = storage else {
        return out;
    };
    if let Some(text) = st.get_string(SETTINGS_KEY) {
        match serde_json::from_str::<Settings>(&text) {
            Ok(s) => out.settings = s,
            Err(e) => out.problems.push(format!(
                "Your settings could not be read ({e}); the defaults are used."
            )),
        }
    }
    out.settings.normalise();
    if let Some(text) = st.get_string(STATS_KEY) {
        match serde_json::from_str::<Stats>(&text) {
            Ok(mut s) => {
                s.upgrade();
                out.stats = s;
            }
            Err(e) => out.problems.push(format!(
                "Your statistics could not be read ({e}); they start again from zero."
            )),
        }
    }
    if let Some(text) = st.get_string(MATCH_KEY) {
        let table: TableSave = st
            .get_string(TABLE_KEY)
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_else(|| TableSave {
                seats: out.settings.seats.clone(),
                ..TableSave::default()
            });
        let restored = SavedGame::from_json(&text)
            .map_err(|e| e.to_string())
            .and_then(|saved| Session::restore(&saved, table));
        match restored {
            Ok(s) => out.session = Some(s),
            Err(e) => {
                out.problems.push(format!(
                    "Your saved match could not be read ({e}), so a new match was started. \
                     The unreadable save was kept aside, not deleted."
                ));
                out.corrupt = Some(text);
            }
        }
    }
    out
}

pub fn save(
    storage: &mut dyn eframe::Storage,
    session: &Session,
    settings: &Settings,
    stats: &Stats,
    corrupt: Option<&str>,
) {
    let (saved, table) = session.save();
    storage.set_string(MATCH_KEY, saved.to_json());
    if let Ok(t) = serde_json::to_string(&table) {
        storage.set_string(TABLE_KEY, t);
    }
    if let Ok(t) = serde_json::to_string(settings) {
        storage.set_string(SETTINGS_KEY, t);
    }
    if let Ok(t) = serde_json::to_string(stats) {
        storage.set_string(STATS_KEY, t);
    }
    if let Some(c) = corrupt {
        storage.set_string(CORRUPT_KEY, c.to_owned());
    }
    storage.flush();
}

/// Keeps an unreadable save as a file beside eframe's storage, returning
/// its path (the real window only; tests keep it in storage).
pub fn keep_aside_file(app_id: &str, text: &str) -> Option<std::path::PathBuf> {
    let dir = eframe::storage_dir(app_id)?;
    std::fs::create_dir_all(&dir).ok()?;
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let path = dir.join(format!("corrupt-match-{secs}.json"));
    std::fs::write(&path, text).ok()?;
    Some(path)
}
