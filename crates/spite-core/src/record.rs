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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// The seat that played first.
    pub first: u8,
    /// How it ended: [`Status::Won`] or [`Status::Drawn`], never
    /// [`Status::Playing`].
    pub result: Status,
}

/// How a game began: part of a [`Record`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "deal", rename_all = "snake_case", deny_unknown_fields)]
pub enum Start {
    /// Shuffled from `seed`; `first` overrides the first-player rule (a match
    /// decides who starts every game after the first).
    Seed {
        /// The seed the deal was shuffled from.
        seed: u64,
        /// The seat that played first, when not by the first-player rule.
        first: Option<u8>,
    },
    /// An explicit layout; `seed` seeds the shuffles later in the game.
    Setup {
        /// The layout dealt.
        setup: Setup,
        /// The seed of the shuffles during play.
        seed: u64,
    },
}

/// Everything that defines one game: replaying it rebuilds the exact state.
///
/// A record holds only the game's inputs (rules, deal, moves), yet anyone
/// with it can rebuild every card, the hidden ones included: keep it for
/// replays, bug reports and save files ([`SavedGame`](crate::SavedGame)),
/// not for other players during the game.
///
/// ```
/// use spite_core::{Game, Record, Rules};
///
/// let mut record = Record::new(Rules::g4a(), 7, None);
/// let mut game = record.initial()?;
/// assert_eq!(game, Game::new(Rules::g4a(), 7)?);
/// for _ in 0..10 {
///     let mv = game.legal_moves()[0];
///     game.apply(mv)?;
///     record.moves.push(mv);
/// }
/// assert_eq!(record.replay()?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The rules the game is played by.
    pub rules: Rules,
    /// How the cards were dealt.
    pub start: Start,
    /// Every move played, in order.
    pub moves: Vec<Move>,
}

impl Record {
    /// The opening of a game dealt from `seed` (with `first` to play, if
    /// given, as [`Game::deal`]), with no moves yet. Checks nothing:
    /// [`Record::initial`] does.
    pub fn new(rules: Rules, seed: u64, first: Option<u8>) -> Record {
        Record {
            rules,
            start: Start::Seed { seed, first },
            moves: vec![],
        }
    }

    /// The game before any move.
    ///
    /// # Errors
    /// [`LoadError::Rules`] or [`LoadError::Setup`] when the rules or the
    /// layout cannot be dealt.
    pub fn initial(&self) -> Result<Game, LoadError> {
        Ok(match &self.start {
            Start::Seed { seed, first } => Game::deal(self.rules, *seed, *first)?,
            Start::Setup { setup, seed } => Game::from_setup(self.rules, setup, *seed)?,
        })
    }

    /// The game after every recorded move, each one played through the
    /// rules.
    ///
    /// # Errors
    /// As [`Record::initial`], and [`LoadError::Move`] for the first move the
    /// rules refuse (numbered from 1), with the reason.
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
