//! # spite-core: the Spite & Malice rules engine
//!
//! Pure data and functions: no I/O, no printing, no global state. A game is
//! fully defined by its [`Rules`], a seed (or an explicit [`Setup`]) and the
//! list of moves; the same inputs give the same game on every machine.
//!
//! ```
//! use spite_core::{Game, Rules};
//!
//! let mut game = Game::new(Rules::g4a(), 7).unwrap();
//! while !game.is_over() {
//!     let mv = game.legal_moves()[0];
//!     game.apply(mv).unwrap();
//! }
//! ```
//!
//! Hidden information stays behind [`Game::observation`]: a [`PlayerView`]
//! holds only what one seat may see; the other cards are replaced by an
//! unknown placeholder when the view is made.

mod card;
mod error;
mod event;
mod game;
mod matchplay;
mod movelist;
mod moves;
mod position;
mod record;
mod rng;
mod rules;
mod save;
mod setup;
mod table;
mod view;
mod view_json;

pub use card::{Card, CardParseError, Rank, Suit};
pub use error::{LoadError, RuleError, SetupError};
pub use event::{Event, Events, Status};
pub use game::{Game, GameState};
pub use matchplay::{Match, MatchError, Revealed, UndoError};
pub use movelist::MoveList;
pub use moves::{MAX_MOVES, Move, MoveParseError, Source, Target};
pub use record::{GameResult, Record, Start};
pub use rules::{CompletedPiles, Rules, RulesError, RulesParseError};
pub use save::SavedGame;
pub use setup::Setup;
pub use table::{MAX_CARDS, MAX_CENTRE_PILES, MAX_HAND, MAX_SEATS, SIDE_PILES};
pub use view::PlayerView;
pub use view_json::{SeatJson, ViewJson, ViewStatus};

/// A seat at the table, 0-based.
pub type Seat = u8;

/// Expands a number into a stream of well-mixed numbers (SplitMix64); used to
/// derive per-game seeds from a match or arena seed.
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    let mut state = seed ^ index.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    rng::splitmix64(&mut state)
}
