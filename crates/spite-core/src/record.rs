//! A game as its inputs (rules, seed or setup, moves), and how a finished
//! one went. Replaying runs every move through the rules, so a corrupt or
//! hand-edited record is refused with a reason instead of producing a bad
//! game.

use serde::{Deserialize, Serialize};

use crate::error::LoadError;
use crate::event::Status;
use crate::game::Game;
use crate::moves::Move;
use crate::rules::Rules;
use crate::setup::Setup;

/// How one finished game of a match went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// The seat that played first.
    pub first: u8,
    pub result: Status,
}

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
