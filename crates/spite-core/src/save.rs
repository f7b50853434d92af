//! The saved-match file: what the terminal game's `save` and the window
//! write. Loading checks the header here and replays every move through the
//! rules in `Match::load`.

use serde::{Deserialize, Serialize};

use crate::error::LoadError;
use crate::record::{GameResult, Record};

const SAVE_FORMAT: &str = "spite-save";
const SAVE_VERSION: u32 = 1;

/// A saved match: the file the REPL's `save` and the GUI write. Finished
/// games are kept as results; the game in progress as its record (rules,
/// deal and moves), so loading replays every move through the rules.
///
/// Made by [`Match::save`](crate::Match::save), written with
/// [`SavedGame::to_json`]; read with [`SavedGame::from_json`], which checks
/// the header, then [`Match::load`](crate::Match::load), which checks
/// everything else. A corrupt or hand-edited file is refused with a
/// [`LoadError`] that says why, never loaded as a wrong game.
///
/// It names no card for a shuffled deal, but its seed (or an explicit
/// layout) gives every hidden card away: it is a file for the player's own
/// machine, not for other players.
///
/// ```
/// use spite_core::{LoadError, Match, Rules, SavedGame};
///
/// let mut m = Match::new(Rules::g4a(), 42)?;
/// let mv = m.game().legal_moves()[0];
/// m.play(mv)?;
/// let text = m.save().to_json(); // write this to a file
///
/// let loaded = Match::load(&SavedGame::from_json(&text)?)?;
/// assert_eq!(loaded.game(), m.game());
/// assert_eq!(loaded.record().moves, [mv]);
///
/// // Not a save file: refused with a reason.
/// let err = SavedGame::from_json(r#"{"format": "something-else"}"#).unwrap_err();
/// assert!(matches!(err, LoadError::Format(_)));
/// // A move the rules refuse: refused too, saying which.
/// let mut saved = m.save();
/// saved.game.moves.push("s1 c1".parse()?);
/// assert!(matches!(Match::load(&saved), Err(LoadError::Move { index: 2, .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// Always `"spite-save"`: says what the file is.
    pub format: String,
    /// The save format's version; this crate reads and writes version 1.
    pub version: u32,
    /// The match seed: game `i` is dealt from `derive_seed(seed, i)`.
    pub seed: u64,
    /// How each finished game of the match went, in order.
    pub results: Vec<GameResult>,
    /// The game in progress (or the last game, once it is over): its rules,
    /// deal and moves so far.
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

    /// Parses and checks the header (not yet the moves: see
    /// [`Match::load`](crate::Match::load)).
    ///
    /// # Errors
    /// [`LoadError::Json`] for text that is not this JSON object,
    /// [`LoadError::Format`] for another kind of file,
    /// [`LoadError::MissingField`] for one without a format or version, and
    /// [`LoadError::Version`] for a file saved by a newer version.
    pub fn from_json(text: &str) -> Result<SavedGame, LoadError> {
        // Check the header first, so a file from elsewhere gets a clear message.
        let value: serde_json::Value = serde_json::from_str(text)?;
        match value.get("format").and_then(|f| f.as_str()) {
            Some(SAVE_FORMAT) => {}
            Some(other) => return Err(LoadError::Format(other.chars().take(40).collect())),
            None => return Err(LoadError::MissingField("format")),
        }
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(v) if v == u64::from(SAVE_VERSION) => {}
            Some(v) => {
                return Err(LoadError::Version {
                    found: v.min(u64::from(u32::MAX)) as u32,
                    reads: SAVE_VERSION,
                });
            }
            None => return Err(LoadError::MissingField("version")),
        }
        Ok(serde_json::from_value(value)?)
    }

    /// The file's text: pretty-printed JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved game is plain data")
    }
}
