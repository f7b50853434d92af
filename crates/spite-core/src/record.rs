//! A game as its inputs (rules, seed or setup, moves) and the saved-match
//! file format. Loading replays every move through the rules, so a corrupt or
//! hand-edited file is refused with a reason instead of producing a bad game.

use serde::{Deserialize, Serialize};

use crate::error::{RuleError, SetupError};
use crate::game::Game;
use crate::matchplay::GameResult;
use crate::moves::Move;
use crate::rules::{Rules, RulesError};
use crate::setup::Setup;

/// How a game began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "deal", rename_all = "snake_case", deny_unknown_fields)]
pub enum Start {
    /// Shuffled from `seed`; `first` overrides the first-player rule (a match
    /// decides who starts every game after the first).
    Seed { seed: u64, first: Option<u8> },
    /// An explicit layout; `seed` seeds the shuffles later in the game.
    Setup { setup: Setup, seed: u64 },
}

/// Everything that defines one game: replaying it rebuilds the exact state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub rules: Rules,
    pub start: Start,
    pub moves: Vec<Move>,
}

/// Why a saved game or record cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("not a saved game: {0}")]
    Json(#[from] serde_json::Error),
    #[error("this is not a Spite & Malice save ('{0}')")]
    Format(String),
    #[error("saved by a newer version (format {0}); this version reads format {SAVE_VERSION}")]
    Version(u32),
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("move {index} ({mv}) of the saved game is illegal: {error}")]
    Move {
        index: usize,
        mv: Move,
        error: RuleError,
    },
    #[error("the saved match is inconsistent: {0}")]
    Match(String),
}

const SAVE_FORMAT: &str = "spite-save";
const SAVE_VERSION: u32 = 1;

impl Record {
    /// The opening of a game dealt from `seed`.
    pub fn new(rules: Rules, seed: u64, first: Option<u8>) -> Record {
        Record {
            rules,
            start: Start::Seed { seed, first },
            moves: vec![],
        }
    }

    /// The game before any move.
    pub fn initial(&self) -> Result<Game, LoadError> {
        Ok(match &self.start {
            Start::Seed { seed, first } => Game::deal(self.rules, *seed, *first)?,
            Start::Setup { setup, seed } => Game::from_setup(self.rules, setup, *seed)?,
        })
    }

    /// The game after every recorded move.
    pub fn replay(&self) -> Result<Game, LoadError> {
        let mut game = self.initial()?;
        for (index, &mv) in self.moves.iter().enumerate() {
            game.apply(mv).map_err(|error| LoadError::Move {
                index: index + 1,
                mv,
                error,
            })?;
        }
        Ok(game)
    }
}

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
            Some(v) => return Err(LoadError::Version(v.min(u64::from(u32::MAX)) as u32)),
            None => return Err(LoadError::Format("no version field".into())),
        }
        Ok(serde_json::from_value(value)?)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved game is plain data")
    }
}
