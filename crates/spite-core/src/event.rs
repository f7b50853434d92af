//! What happened when a move was applied. Events carry only public
//! information: a draw says how many cards, never which.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::moves::Move;

/// Whether a game goes on, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    Playing,
    /// `winner` played the last pay-off card (of the partnership's two piles
    /// in the partnership game); `points` is the sum of the cards left in the
    /// opponents' pay-off piles.
    Won {
        winner: u8,
        points: u32,
    },
    /// A card had to be drawn from an empty stock.
    Drawn,
}

impl Status {
    pub fn is_over(self) -> bool {
        !matches!(self, Status::Playing)
    }
}

/// One thing that happened during a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// `seat` played `card` by `mv`; on a centre pile, it counts as `counts_as`
    /// (a wild king counts as the rank the pile needed).
    Played {
        seat: u8,
        #[serde(rename = "move")]
        mv: Move,
        card: Card,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        counts_as: Option<Rank>,
    },
    /// The next card of `seat`'s pay-off pile was turned face up.
    PayoffTurned { seat: u8, card: Card },
    /// Centre pile `centre` (0-based) was completed and cleared.
    PileCompleted { centre: u8 },
    /// Complete piles were shuffled into the stock, which now holds `stock` cards.
    StockShuffled { stock: u16 },
    /// `seat` drew `count` cards from the stock.
    Drew { seat: u8, count: u8 },
    /// The turn passed to `seat`.
    TurnPassed { seat: u8 },
    /// The game ended.
    GameOver { result: Status },
}

/// The events of one move; fixed capacity, so applying a move never allocates.
/// At most 7 can happen: played, pile completed, stock shuffled, drew,
/// set-aside piles shuffled in, drew again, game over.
pub type Events = ArrayVec<Event, 8>;
