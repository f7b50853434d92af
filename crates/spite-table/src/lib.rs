//! # spite-table: what every Spite & Malice frontend needs between the
//! rules and the screen
//!
//! `spite-core` knows the rules and `spite-ai` the computer players; a
//! frontend also needs seats and their names, whose turn it is and what to
//! wait for, computer players seeded the same way everywhere, undo and
//! hints for people, saving, and the game told in words. This crate is
//! that layer, written once for the terminal, the engine protocol and the
//! window.
//!
//! Start with:
//!
//! - [`Seats`]: who plays each seat (a [`Player`]: a person, a computer at
//!   a [`spite_ai::Level`], a remote person) and what the table calls them
//!   (a [`SeatName`], data a renderer conjugates: "You play", "Computer
//!   plays").
//! - [`Table`]: the match, its seats and its bots. [`Table::next`] says what
//!   it waits for; [`Table::play`] takes a person's move (refusing, with a
//!   [`TableError`] and no change, a move from a seat not to move or not a
//!   person); [`Table::play_bot`] plays a computer's move, or
//!   [`Table::bot_job`] + [`BotJob::run`] (on any thread) +
//!   [`Table::apply_bot`] (and [`Table::hint_job`] for a hint off the UI
//!   thread); [`Table::undo`], [`Table::hint`],
//!   [`Table::next_game`], [`Table::save`] / [`Table::load`].
//! - [`Message`]: everything to tell a player, as data;
//!   [`Table::narrate`] turns a played move into messages for one reader.
//!   A [`Render`] (spite-i18n's `Fluent`, in any of its languages) turns
//!   messages into sentences, showing cards the frontend's way (a
//!   [`CardText`]).
//! - [`explain`]: the rules in force, explained, as messages.
//! - [`client`]: one interface, [`client::Client`], for a frontend that
//!   plays one seat, here ([`client::LocalClient`]: a `Table` with its
//!   computers on a worker thread) or on a server (spite-server's
//!   `RemoteClient`): a state to draw, intents in, happenings out.
//!
//! A whole match, a person (seat 0, playing the first legal move here)
//! against the computer:
//!
//! ```
//! use spite_ai::Level;
//! use spite_core::Rules;
//! use spite_i18n::{Fluent, Language};
//! use spite_table::{Next, Render, Seats, Table};
//!
//! let rules = Rules { match_target: 5, ..Rules::g4a() };
//! let seats = Seats::standard(2, 1, Level::Easy); // "You" and "Computer"
//! let mut table = Table::new(rules, seats, 7).unwrap();
//! let english = Fluent::plain(Language::English);
//! println!("{}", english.render(&table.welcome()));
//! loop {
//!     let played = match table.next() {
//!         Next::Person(seat) => {
//!             let mv = table.view(seat).legal_moves()[0]; // a real frontend asks
//!             table.play(seat, mv).unwrap()
//!         }
//!         Next::Computer { .. } => table.play_bot().unwrap(),
//!         Next::GameOver => {
//!             table.next_game().unwrap();
//!             continue;
//!         }
//!         Next::MatchOver => break,
//!         Next::Remote(_) => unreachable!("no remote seats here"),
//!     };
//!     for line in english.render_all(&table.narrate(&played, Some(0))) {
//!         println!("{line}");
//!     }
//! }
//! assert!(table.match_().winner().is_some());
//! ```
#![warn(missing_docs)]

mod bot;
pub mod client;
mod driver;
mod error_code;
mod explain;
mod files;
mod local;
mod message;
mod presets;
mod reaction;
mod render;
pub mod samples;
mod seats;
mod seed;
mod wake;

pub use bot::{BotAnswer, BotJob, HintJob, Ticket};
pub use driver::{
    BotFailure, Next, OpenError, Played, Table, TableError, TableSave, Undone, event_message,
    hint_message, joined_move, move_options, opening_message, read_move, result_message,
    score_message,
};
pub use error_code::ErrorCode;
pub use explain::explain;
pub use files::write_atomically;
pub use message::{Message, Refusal, RuleLine};
pub use presets::{RuleChange, RulesName, differences, partnership_possible, preset, preset_name};
pub use reaction::Reaction;
pub use render::{CardFn, CardText, Plain, Render, Symbols};
pub use seats::{Player, SeatLabel, SeatName, Seats, Side};
pub use seed::{BOT_SALT, bot_seed, clock_seed};
pub use spite_ai::{HintDiscard, HintPlan, HintStep, HintWhy};
