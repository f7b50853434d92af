//! What happened when a move was applied. Events carry only public
//! information: a draw says how many cards, never which.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::moves::Move;

/// Whether a game goes on, and how it ended. Serialises tagged as in the
/// protocol: `{"status": "won", "winner": 0, "points": 12}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// The game goes on.
    Playing,
    /// `winner` played the last pay-off card (of the partnership's two piles
    /// in the partnership game); `points` is the sum of the cards left in the
    /// opponents' pay-off piles.
    Won {
        /// The seat that went out (in the partnership game, its partnership
        /// is [`Rules::side_of`](crate::Rules::side_of) it).
        winner: u8,
        /// Cards left in the opponents' pay-off piles.
        points: u32,
    },
    /// A card had to be drawn from an empty stock.
    Drawn,
}

impl Status {
    /// Whether the game has ended, won or drawn.
    pub fn is_over(self) -> bool {
        !matches!(self, Status::Playing)
    }
}

/// One thing that happened during a move, for a frontend to animate and a
/// log to tell. [`Game::apply`](crate::Game::apply) returns them in the
/// order they happened.
///
/// Events are public information, the same for every seat: a draw says how
/// many cards, never which, and a card is named only when it is played or
/// turned face up. Serialises tagged as in the protocol:
/// `{"event": "drew", "seat": 1, "count": 5}`.
///
/// Seats are numbered from 0 and, unlike in messages for players, so is
/// `centre` in [`Event::PileCompleted`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// `seat` played `card` by `mv`; on a centre pile, it counts as `counts_as`
    /// (a wild king counts as the rank the pile needed).
    Played {
        /// The seat that played.
        seat: u8,
        /// The move (serialised as `"move"`).
        #[serde(rename = "move")]
        mv: Move,
        /// The card played.
        card: Card,
        /// On a centre pile, the rank the card counts as; `None` for a
        /// discard.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        counts_as: Option<Rank>,
    },
    /// The next card of `seat`'s pay-off pile was turned face up.
    PayoffTurned {
        /// The seat that owns the pay-off pile.
        seat: u8,
        /// The card now on top.
        card: Card,
    },
    /// Centre pile `centre` (0-based) was completed and cleared.
    PileCompleted {
        /// The centre pile, from 0.
        centre: u8,
    },
    /// Complete piles were shuffled into the stock, which now holds `stock` cards.
    StockShuffled {
        /// Cards in the stock after the shuffle.
        stock: u16,
    },
    /// `seat` drew `count` cards from the stock.
    Drew {
        /// The seat that drew.
        seat: u8,
        /// How many cards (never which).
        count: u8,
    },
    /// The turn passed to `seat`.
    TurnPassed {
        /// The seat whose turn begins.
        seat: u8,
    },
    /// The game ended.
    GameOver {
        /// How: [`Status::Won`] or [`Status::Drawn`].
        result: Status,
    },
}

/// The events of one move; fixed capacity, so applying a move never allocates.
/// At most 7 can happen: played, pile completed, stock shuffled, drew,
/// set-aside piles shuffled in, drew again, game over.
pub type Events = ArrayVec<Event, 8>;
