//! # spite-core: the Spite & Malice rules engine
//!
//! This crate decides what is legal in a game of Spite & Malice and what
//! happens when a move is played; every frontend and bot of the project is
//! built on it. It is pure data and functions: no I/O, no printing, no
//! threads, no global state. A game is fully defined by its [`Rules`], a
//! seed (or an explicit [`Setup`]) and its list of moves: the same inputs
//! give the same game on every machine and every version.
//!
//! The rules it enforces are written out, in the game's own words (pay-off
//! pile, side pile, centre pile, stock, hand, seat, turn), in
//! `docs/rules.md` of the repository; `docs/frontends.md` walks through
//! writing a frontend.
//!
//! ## Where to start
//!
//! - [`Game`]: one game, every card included. Deal it with [`Game::new`],
//!   list the moves of the seat to move with [`Game::legal_moves`], play one
//!   with [`Game::apply`]: it returns the [`Events`] to animate, or a
//!   [`RuleError`] that says why not, and then nothing has changed.
//! - [`PlayerView`]: what one seat may see, from [`Game::observation`].
//!   Draw the table from it and hand it to bots: the cards the seat may not
//!   see are replaced by an unknown placeholder when the view is made, so
//!   nothing holding a view can reach them.
//! - [`Move`]: a [`Source`] and a [`Target`], with the text form players
//!   type (`h3 c1`, `p c2`, `s4 c3`, `h2 s1`; [`PlayerView::parse_move`]
//!   also reads `7h c1`).
//! - [`Match`]: games scored to the rules' target, take-back
//!   ([`Match::undo`]) of moves that revealed nothing, and save files
//!   ([`Match::save`], [`SavedGame`], [`Match::load`]).
//! - [`Rules`]: the presets [`Rules::g4a`] (the default) and
//!   [`Rules::classic`], or a rule set of your own, checked by
//!   [`Rules::validate`].
//!
//! ## A whole game
//!
//! Two seats play from their own views (here both take the first legal
//! move, which is a centre move whenever there is one); the engine applies
//! the moves and says what happened.
//!
//! ```
//! use spite_core::{Event, Game, Rules, Status};
//!
//! let mut game = Game::new(Rules::g4a(), 7)?; // the rules and a seed: the deal
//! while !game.is_over() {
//!     let seat = game.to_move();
//!     // All the seat may see: draw this, or hand it to a bot.
//!     let view = game.observation(seat);
//!     let mv = view.legal_moves()[0]; // never empty on the seat's turn
//!     // A refused move (`Err`) would leave the game unchanged.
//!     for event in game.apply(mv)? {
//!         match event {
//!             Event::Played { seat, mv, card, .. } => println!("seat {seat}: {mv} ({card})"),
//!             Event::TurnPassed { seat } => println!("seat {seat} to play"),
//!             _ => {} // pay-off card turned up, pile completed, cards drawn...
//!         }
//!     }
//! }
//! match game.status() {
//!     Status::Won { winner, points } => println!("seat {winner} wins {points} points"),
//!     Status::Drawn => println!("drawn: the stock ran out"),
//!     Status::Playing => unreachable!("the loop ends when the game is over"),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Hidden information
//!
//! A [`Game`] holds every card, hidden ones included; keep it on the engine
//! side of a program. [`Game::observation`] gives a [`PlayerView`] that
//! holds only what the seat may see: its own hand, every pay-off pile's top
//! card and count, every side pile, the centre piles, the set-aside cards,
//! the stock's count and every hand's count. Another seat's hand, a buried
//! pay-off card and the stock order are never in it. [`Event`]s are public
//! too: a draw says how many cards, never which, except in the events a
//! seat's own view receives ([`Game::apply_seen`], [`MoveEvents::seen_by`]),
//! where its own draws name the cards it drew.
//!
//! ## Numbering
//!
//! Seats are numbered from 0 ([`Seat`]). In the API, hand slots and piles
//! are 0-based too ([`Source::Hand`]`(0)` is the first hand card,
//! [`Target::Centre`]`(0)` the first centre pile); their text form and the
//! messages players read are 1-based (`h1`, `c1`), as the game says them.
//! A hand is kept in rank order, so a slot names a different card once
//! cards come and go.
//!
//! ## Determinism
//!
//! Every shuffle uses ChaCha8 keyed from the seed, with its own stream per
//! shuffle, Lemire's method for indices and Fisher–Yates, all written out
//! in this crate: a seed means the same deal and the same reshuffles
//! forever. [`Record`] keeps a game as its inputs and replays it.
#![warn(missing_docs)]

mod card;
mod error;
mod event;
mod game;
mod matchplay;
mod move_error;
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
pub use event::{Drawn, Event, Events, MoveEvents, Status};
pub use game::{Game, GameState};
pub use matchplay::{Match, MatchError, Revealed, UndoError};
pub use move_error::{Malformed, MoveParseError, Slot};
pub use movelist::MoveList;
pub use moves::{MAX_MOVES, Move, Source, Target};
pub use record::{GameResult, Record, Start};
pub use rules::{CompletedPiles, Rules, RulesError, RulesParseError};
pub use save::SavedGame;
pub use setup::Setup;
pub use table::{MAX_CARDS, MAX_CENTRE_PILES, MAX_HAND, MAX_SEATS, SIDE_PILES};
pub use view::PlayerView;
pub use view_json::{MatchJson, MatchViewJson, SeatJson, Sides, ViewError, ViewJson, ViewStatus};

/// A seat at the table, numbered from 0 in playing order (seat 0, 1, 2, …).
///
/// The API takes and returns seats as plain `u8`; this alias only names
/// what such a number means.
pub type Seat = u8;

/// The `index`-th seed derived from `seed`: a well-mixed number (SplitMix64)
/// that is the same on every machine and version.
///
/// A [`Match`] deals its game `i` from `derive_seed(match_seed, i)`, and the
/// arena of `spite-ai` derives its deals the same way. Different indices give
/// unrelated seeds.
///
/// ```
/// use spite_core::derive_seed;
///
/// assert_eq!(derive_seed(7, 0), derive_seed(7, 0)); // fixed forever
/// assert_ne!(derive_seed(7, 0), derive_seed(7, 1));
/// ```
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    let mut state = seed ^ index.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    rng::splitmix64(&mut state)
}
