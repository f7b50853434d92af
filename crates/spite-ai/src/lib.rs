//! # spite-ai: computer opponents for Spite & Malice
//!
//! This crate chooses moves for a seat of a `spite-core` game: the computer
//! players of every frontend, hints for people, and the arena that measures
//! levels against each other.
//!
//! Every bot sees only a [`PlayerView`] (the type system keeps the full
//! `Game`, with the hidden cards, out of reach) and its own seeded RNG, and
//! returns the next move. A bot never learns another hand, a buried pay-off
//! card or the stock order: the strongest level, `expert`, guesses them by
//! sampling the unseen cards ([`PlayerView::determinise`]).
//!
//! ## Where to start
//!
//! - [`Level`]: the named strengths. [`Level::PLAYABLE`] lists those
//!   offered to players (`easy`, `medium`, `hard`, `expert`) for a menu;
//!   `"hard".parse::<Level>()` reads one; [`Level::bot`] makes a bot, and
//!   [`LevelBot::new`] one that is `Clone` (a table keeps a seat's bot
//!   between the moves of its turn and runs copies on a worker).
//!   `random` and `naive` are benchmark baselines; `racer`, `blocker` and
//!   `hoarder` ([`Level::STYLES`]) are arena opponents of other styles.
//! - [`Bot`]: the one trait every computer player implements;
//!   [`Bot::choose`] takes a view and an RNG ([`BotRng`], made by
//!   [`bot_rng`] from a seed) and returns one of the view's legal moves.
//! - [`hint()`]: the move `hard` would play for a person, with its plan
//!   for the turn and why as data ([`HintPlan`]) for a renderer to word.
//! - [`review_game`]: a finished game looked back at from one seat: each
//!   decision's chance to win before and after, marks ([`Mark`]) on those
//!   that gave chance away with the better turn and why, and an accuracy.
//! - [`arena`]: seeded games between levels at a table of 2 to 6 seats or
//!   two partnerships, with win rates, Elo ratings and turn times (what
//!   `spite arena` runs).
//!
//! The stronger levels take a noticeable time per move (the default
//! `expert` budget aims at under 300 ms a turn): in a GUI, run
//! [`Bot::choose`] on a worker thread (bots are `Send`).
//!
//! ## A bot playing a view
//!
//! A game between `medium` (seat 0) and `easy` (seat 1). Each bot is given
//! the view of the seat to move, never the game.
//!
//! ```
//! use spite_ai::{Bot, Level, bot_rng};
//! use spite_core::{Game, Rules};
//!
//! let mut game = Game::new(Rules::g4a(), 7)?;
//! let mut bots: Vec<Box<dyn Bot>> = vec![Level::Medium.bot(), "easy".parse::<Level>()?.bot()];
//! let mut rng = bot_rng(7); // a seed means the same decisions everywhere
//! while !game.is_over() {
//!     let seat = game.to_move();
//!     let view = game.observation(seat); // only what the seat may see
//!     let mv = bots[usize::from(seat)].choose(&view, &mut rng);
//!     game.apply(mv)?; // always legal: a bot picks from view.legal_moves()
//! }
//! println!("{:?} after {} turns", game.status(), game.turn());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Writing a bot of your own is implementing [`Bot`]: see its example.
#![warn(missing_docs)]

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
mod level_bot;
mod plan;
mod planner;
mod review;
mod styles;

pub use baseline::{NaiveBot, RandomBot};
pub use eval::Style;
pub use expert::{Budget, ExpertBot};
pub use hint::{HintDiscard, HintPlan, HintStep, HintWhy, explain, hint};
pub use level_bot::LevelBot;
pub use plan::{Plan, plan_turn};
pub use planner::PlannerBot;
pub use review::{
    Mark, Review, ReviewError, ReviewOptions, TurnReview, accuracy, review_game, review_turn,
};
pub use styles::{BlockerBot, HoarderBot, RacerBot};

/// The random number generator every bot is handed: ChaCha8, so a seed
/// gives the same numbers on every machine. Make one with [`bot_rng`].
pub type BotRng = ChaCha8Rng;

/// A bot's RNG from a seed. The key is spelled out with
/// [`spite_core::derive_seed`], so a seed means the same bot decisions on
/// every machine and version.
///
/// Give each bot its own generator (the arena seeds one per seat from the
/// deal's seed), and never one that also shuffles the game.
pub fn bot_rng(seed: u64) -> BotRng {
    let mut key = [0u8; 32];
    for (i, chunk) in key.chunks_exact_mut(8).enumerate() {
        chunk.copy_from_slice(&spite_core::derive_seed(seed, i as u64).to_le_bytes());
    }
    ChaCha8Rng::from_seed(key)
}

/// A computer player: given one seat's view, it chooses that seat's next
/// move.
///
/// A bot receives only a [`PlayerView`], never the game, so it cannot use a
/// hidden card; any randomness comes from the [`BotRng`] it is handed, so a
/// bot's choices are repeatable from a seed. A bot may keep state between
/// calls (the planning levels keep the plan of the current turn); make one
/// bot per seat. Bots are `Send`, so a frontend can run them on a worker
/// thread.
///
/// The moves of a turn are asked for one at a time: call `choose` again with the
/// new view after each move, until the turn passes.
///
/// ```
/// use spite_ai::{Bot, BotRng, bot_rng};
/// use spite_core::{Game, Move, PlayerView, Rules, Target};
///
/// /// Plays to a centre pile when it can, else discards its first card.
/// struct Eager;
///
/// impl Bot for Eager {
///     fn name(&self) -> &'static str {
///         "eager"
///     }
///     fn choose(&mut self, view: &PlayerView, _rng: &mut BotRng) -> Move {
///         let moves = view.legal_moves();
///         let centre = moves.iter().find(|m| matches!(m.to, Target::Centre(_)));
///         *centre.unwrap_or(&moves[0])
///     }
/// }
///
/// let mut game = Game::new(Rules::g4a(), 3)?;
/// let mut rng = bot_rng(3);
/// let seat = game.to_move();
/// let mv = Eager.choose(&game.observation(seat), &mut rng);
/// game.apply(mv)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Bot: Send {
    /// The level's name, as [`Level::name`] spells it (`"hard"`).
    fn name(&self) -> &'static str;

    /// The next move for `view.seat()`, which must be the seat to move in a
    /// game still being played. Always one of `view.legal_moves()`.
    ///
    /// Only reads the view; the same bot state, view and RNG state give the
    /// same move.
    ///
    /// # Panics
    /// The bots of this crate panic when it is not the view's seat's turn or
    /// the game is over (there is no move to choose).
    ///
    /// ```
    /// use spite_ai::{Level, bot_rng};
    /// use spite_core::{Game, Rules};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let view = game.observation(game.to_move());
    /// let mut bot = Level::Hard.bot();
    /// let mv = bot.choose(&view, &mut bot_rng(1));
    /// assert!(view.legal_moves().contains(&mv));
    /// # Ok::<(), spite_core::RulesError>(())
    /// ```
    fn choose(&mut self, view: &PlayerView, rng: &mut BotRng) -> Move;
}

/// A named strength of computer player. Displays, parses and serialises as
/// its name in lower case (`"medium"`). Ordered: the benchmark opponents
/// first (the baselines, then the styles), then the playable levels
/// weakest first.
///
/// ```
/// use spite_ai::Level;
///
/// for level in Level::PLAYABLE {
///     println!("{level}: {}", level.describe()); // a menu
/// }
/// let level: Level = "Hard".parse()?;
/// assert_eq!(level, Level::Hard);
/// assert_eq!(level.bot().name(), "hard");
/// assert!("grandmaster".parse::<Level>().is_err());
/// # Ok::<(), spite_ai::UnknownLevel>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal moves (benchmark baseline, not offered to players).
    Random,
    /// Plays to a centre pile whenever it can, else discards its highest card
    /// (benchmark baseline, not offered to players).
    Naive,
    /// Races its pay-off pile at any cost and never minds what it opens for
    /// the next player (an arena opponent of another style, not offered to
    /// players).
    Racer,
    /// Keeps the centre from the next player's pay-off card above all (an
    /// arena opponent of another style, not offered to players).
    Blocker,
    /// Hoards its kings and discards high (an arena opponent of another
    /// style, not offered to players).
    Hoarder,
    /// Looks a few plays ahead for its pay-off card; otherwise plays simply.
    Easy,
    /// Plans its whole turn for its pay-off cards and keeps its side piles
    /// in order.
    Medium,
    /// Plans its whole turn and also keeps the centre away from the
    /// opponents' pay-off cards. Hints are its advice.
    Hard,
    /// Compares `hard`'s best plans by playing them out in sampled deals of
    /// the unseen cards: the strongest, and the slowest (it searches).
    Expert,
}

impl Level {
    /// Every level, in order (see the type).
    pub const ALL: [Level; 9] = [
        Level::Random,
        Level::Naive,
        Level::Racer,
        Level::Blocker,
        Level::Hoarder,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];
    /// The arena opponents of other styles than the levels': they check
    /// that a level's strength is not only against its own kind.
    pub const STYLES: [Level; 3] = [Level::Racer, Level::Blocker, Level::Hoarder];
    /// The levels offered to players.
    pub const PLAYABLE: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name in lower case: `"random"`, `"naive"`, `"racer"`,
    /// `"blocker"`, `"hoarder"`, `"easy"`, `"medium"`, `"hard"`, `"expert"`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Naive => "naive",
            Level::Racer => "racer",
            Level::Blocker => "blocker",
            Level::Hoarder => "hoarder",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// A new bot of this level, with the default thinking budget
    /// ([`Budget::DEFAULT`]). Make one per seat: bots keep their plan for
    /// the turn.
    pub fn bot(self) -> Box<dyn Bot> {
        self.bot_with_budget(Budget::DEFAULT)
    }

    /// A new bot of this level; `expert` thinks with `budget` (the other
    /// levels do not search and ignore it).
    pub fn bot_with_budget(self, budget: Budget) -> Box<dyn Bot> {
        Box::new(LevelBot::with_budget(self, budget))
    }

    /// How this level plays, in one line.
    pub fn describe(self) -> &'static str {
        match self {
            Level::Random => "plays a uniformly random legal move (benchmark only)",
            Level::Naive => {
                "plays to the centre whenever it can, else discards its highest card (benchmark only)"
            }
            Level::Racer => {
                "races its pay-off pile at any cost, whatever it opens for the next player (arena only)"
            }
            Level::Blocker => {
                "keeps the centre from the next player's pay-off card above all (arena only)"
            }
            Level::Hoarder => "hoards its kings and discards high (arena only)",
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

/// Why a text is not a level; its message lists the levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(
    /// The text that was refused (at most its first 40 characters).
    pub String,
);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a level: choose random, naive, racer, blocker, hoarder, easy, medium, hard or expert",
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

/// A suggested move with its plan and why, from [`hint()`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move to play now: one of the view's legal moves.
    pub mv: Move,
    /// The plan it starts and why, as data: a renderer words it for a
    /// person ("play 4 from hand to centre pile 2, then 5 from side pile 1:
    /// your pay-off 6 goes next").
    pub plan: HintPlan,
}
