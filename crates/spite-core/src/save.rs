//! The saved-match file: what the terminal game's `save` and the window
//! write. Loading checks the header here and replays every move through the
//! rules in `Match::load`.

use serde::{Deserialize, Serialize};

use crate::error::LoadError;
use crate::record::{GameResult, Record};

const SAVE_FORMAT: &str = "spite-save";
const SAVE_VERSION: u32 = 1;

/// A saved match: the file the REPL's `save` and the GUI write. Finished
/// games are kept as results; the game in progress as its record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub format: String,
    pub version: u32,
    /// The match seed: game `i` is dealt from `derive_seed(seed, i)`.
    pub seed: u64,
    pub results: Vec<GameResult>,
    pub game: Record,
}

impl SavedGame {
    pub(crate) fn new(seed: u64, results: Vec<GameResult>, game: Record) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            seed,
            results,
            game,
        }
    }

    /// Parses and checks the header (not yet the moves: see `Match::load`).
    pub fn from_json(text: &str) -> Result<SavedGame, LoadError> {
        // Check the header first, so a file from elsewhere gets a clear message.
        let value: serde_json::Value = serde_json::from_str(text)?;
        match value.get("format").and_then(|f| f.as_str()) {
            Some(SAVE_FORMAT) => {}
            Some(other) => return Err(LoadError::Format(other.chars().take(40).collect())),
            None => return Err(LoadError::Format("no format field".into())),
        }
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(v) if v == u64::from(SAVE_VERSION) => {}
            Some(v) => {
                return Err(LoadError::Version {
                    found: v.min(u64::from(u32::MAX)) as u32,
                    reads: SAVE_VERSION,
                });
            }
            None => return Err(LoadError::Format("no version field".into())),
        }
        Ok(serde_json::from_value(value)?)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved game is plain data")
    }
}
