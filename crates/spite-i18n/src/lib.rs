//! # spite-i18n: Spite & Malice in the player's language
//!
//! Everything `spite-table` tells a player (its [`Message`]s: the game
//! told, refusals and their reasons, hints, the rules explained) and the
//! frontends' own words (menus, buttons, status lines: the `ui-*`
//! messages), in English, Dutch, Malay, Portuguese and Bulgarian, through
//! [Project Fluent](https://projectfluent.org). The translations are the
//! `.ftl` files in `i18n/<code>/spite.ftl`, embedded in the binary.
//!
//! - [`Language`]: the languages; [`Language::choose`] takes a frontend's
//!   `--lang` value or detects the system's language
//!   ([`Language::from_vars`] reads `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
//!   `LANG`; `sys-locale` asks Windows and macOS), falling back to English.
//! - [`Fluent`]: the renderer (English too: every language is its `.ftl`
//!   file), a [`spite_table::Render`], showing cards with any
//!   [`spite_table::CardText`]; [`Fluent::tr`] looks up any message by id
//!   for a frontend's own strings.
//!
//! What stays the same in every language: the move notation players type
//! (`h3 c1`, cards such as `QH`, commands such as `help`), card faces on
//! screen (`A`, `K`, `Q`, `J`: see `docs/translating.md`), saved files, the
//! engine protocol and the arena's JSON.
//!
//! ```
//! use spite_core::Source;
//! use spite_i18n::{Fluent, Language};
//! use spite_table::{Message, Render, SeatName};
//!
//! let lang = Language::choose(Some("pt-BR")).unwrap(); // or None: the system's
//! assert_eq!(lang, Language::Portuguese);
//! let words = Fluent::plain(lang);
//! let played = Message::Played {
//!     who: SeatName::Computer(None),
//!     card: "5H".parse().unwrap(),
//!     from: Source::Hand(0),
//!     centre: 1,
//!     counts_as: None,
//! };
//! assert_eq!(words.render(&played), "O computador joga 5H da mão na pilha de centro 2.");
//! assert_eq!(words.tr("ui-menu-new-game", &[]), "Novo jogo");
//! ```
//!
//! [`Message`]: spite_table::Message
#![warn(missing_docs)]

mod bundle;
mod language;
mod render;
mod system;
#[cfg(test)]
mod tests;

pub use bundle::{Arg, source};
pub use language::{LOCALE_VARIABLES, Language, UnknownLanguage};
pub use render::{Fluent, MoveText};
