//! # spite-ai: computer opponents for Spite & Malice
//!
//! Every bot sees only a [`PlayerView`] (the type system keeps the full
//! `Game` out of reach) and its own seeded RNG, and returns the next move.
//!
//! Levels offered to players: `easy`, `medium`, `hard`, `expert`; benchmark
//! baselines: `random` and `naive`.

use std::fmt;
use std::str::FromStr;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::{Deserialize, Serialize};
use spite_core::{Move, PlayerView};

pub mod arena;
mod baseline;
mod eval;
mod expert;
mod hint;
mod plan;
mod planner;

pub use baseline::{NaiveBot, RandomBot};
pub use eval::Style;
pub use expert::{Budget, ExpertBot};
pub use hint::{explain, hint};
pub use plan::{Plan, plan_turn};
pub use planner::PlannerBot;

/// The random number generator every bot is handed.
pub type BotRng = ChaCha8Rng;

/// A bot's RNG from a seed. The key is spelled out with
/// [`spite_core::derive_seed`], so a seed means the same bot decisions on
/// every machine and version.
pub fn bot_rng(seed: u64) -> BotRng {
    let mut key = [0u8; 32];
    for (i, chunk) in key.chunks_exact_mut(8).enumerate() {
        chunk.copy_from_slice(&spite_core::derive_seed(seed, i as u64).to_le_bytes());
    }
    ChaCha8Rng::from_seed(key)
}

/// A computer player.
pub trait Bot: Send {
    /// The level's name.
    fn name(&self) -> &'static str;

    /// The next move for `view.seat()`, which must be the seat to move.
    /// Always one of `view.legal_moves()`.
    fn choose(&mut self, view: &PlayerView, rng: &mut BotRng) -> Move;
}

/// A named strength of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal moves (benchmark baseline, not offered to players).
    Random,
    /// Plays to a centre pile whenever it can, else discards its highest card
    /// (benchmark baseline, not offered to players).
    Naive,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Naive,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];
    /// The levels offered to players.
    pub const PLAYABLE: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Naive => "naive",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// A new bot of this level.
    pub fn bot(self) -> Box<dyn Bot> {
        self.bot_with_budget(Budget::DEFAULT)
    }

    /// A new bot of this level; `expert` thinks with `budget` (the other
    /// levels do not search and ignore it).
    pub fn bot_with_budget(self, budget: Budget) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(RandomBot),
            Level::Naive => Box::new(NaiveBot),
            Level::Easy => Box::new(PlannerBot::easy()),
            Level::Medium => Box::new(PlannerBot::medium()),
            Level::Hard => Box::new(PlannerBot::hard()),
            Level::Expert => Box::new(ExpertBot::new(budget)),
        }
    }

    /// How this level plays, in one line.
    pub fn describe(self) -> &'static str {
        match self {
            Level::Random => "plays a uniformly random legal move (benchmark only)",
            Level::Naive => {
                "plays to the centre whenever it can, else discards its highest card (benchmark only)"
            }
            Level::Easy => "looks a few plays ahead for its pay-off card; otherwise plays simply",
            Level::Medium => {
                "plans its whole turn for its pay-off cards and keeps its side piles in order"
            }
            Level::Hard => {
                "plans its whole turn and also keeps the centre away from the opponent's pay-off card"
            }
            Level::Expert => {
                "compares hard's best plans by playing them out in sampled deals of the unseen cards"
            }
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text is not a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a level: choose random, naive, easy, medium, hard or expert",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let t = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == t)
            .ok_or_else(|| UnknownLevel(s.chars().take(40).collect()))
    }
}

/// A suggested move with a one-line reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub reason: String,
}
