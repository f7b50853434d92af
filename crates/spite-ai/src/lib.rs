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

mod baseline;

pub use baseline::{NaiveBot, RandomBot};

/// The random number generator every bot is handed.
pub type BotRng = ChaCha8Rng;

/// A bot's RNG from a seed.
pub fn bot_rng(seed: u64) -> BotRng {
    ChaCha8Rng::seed_from_u64(seed)
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
        match self {
            Level::Random => Box::new(RandomBot),
            // Until the stronger levels land, they play like `naive`.
            _ => Box::new(NaiveBot),
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

/// The move the `hard` level would play for the view's seat, explained in
/// one line. `None` when it is not that seat's turn.
pub fn hint(view: &PlayerView) -> Option<Hint> {
    if !view.is_my_turn() {
        return None;
    }
    let mv = NaiveBot.choose(view, &mut bot_rng(0));
    let card = view
        .card_at(mv.from)
        .map(|c| c.to_string())
        .unwrap_or_default();
    Some(Hint {
        mv,
        reason: format!("play {card} from {} to {}", mv.from, mv.to),
    })
}
