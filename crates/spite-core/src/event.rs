//! What happened when a move was applied. Events carry only public
//! information, except in the events a seat's own view receives
//! ([`MoveEvents::seen_by`]): there its own draws name their cards.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::{Card, Rank};
use crate::moves::Move;
use crate::table::MAX_HAND;

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
/// turned face up. The one exception is a seat's own draw in the events its
/// own view receives ([`MoveEvents::seen_by`]), which names the cards.
/// Serialises tagged as in the protocol:
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
        /// How many cards.
        count: u8,
        /// Which cards, in the order drawn: only in the events of the
        /// drawing seat's own view ([`MoveEvents::seen_by`]); `None` in
        /// every other seat's and in the public events.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        cards: Option<Drawn>,
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

/// The cards of one draw, in the order drawn: at most a hand's worth, kept
/// in place (`Copy`, no heap). Serialises as a list of cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "Array<Card>"))]
pub struct Drawn {
    cards: [Card; MAX_HAND],
    len: u8,
}

impl Drawn {
    /// No cards yet.
    pub const fn new() -> Drawn {
        Drawn {
            cards: [Card::HIDDEN; MAX_HAND],
            len: 0,
        }
    }

    /// Adds the next card drawn (a hand holds at most [`MAX_HAND`], so a
    /// draw never brings more).
    pub(crate) fn push(&mut self, card: Card) {
        debug_assert!(
            usize::from(self.len) < MAX_HAND,
            "a draw fills a hand at most"
        );
        if let Some(slot) = self.cards.get_mut(usize::from(self.len)) {
            *slot = card;
            self.len += 1;
        }
    }

    /// The cards, in the order drawn.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
}

impl Default for Drawn {
    fn default() -> Drawn {
        Drawn::new()
    }
}

impl fmt::Debug for Drawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cards()).finish()
    }
}

impl Serialize for Drawn {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.cards().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Drawn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Drawn, D::Error> {
        let cards = ArrayVec::<Card, MAX_HAND>::deserialize(d)?;
        let mut drawn = Drawn::new();
        for c in cards {
            drawn.push(c);
        }
        Ok(drawn)
    }
}

/// What one move did, with each seat's secret in it: the cards each seat
/// drew. Never sent whole: a seat's own view receives
/// [`MoveEvents::seen_by`] it, everyone else [`MoveEvents::public`]. From
/// [`Game::apply_seen`](crate::Game::apply_seen) and
/// [`Match::play_seen`](crate::Match::play_seen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveEvents(Events);

impl MoveEvents {
    pub(crate) fn new(events: Events) -> MoveEvents {
        MoveEvents(events)
    }

    /// The events `seat`'s own view receives: its own draws name their
    /// cards, another seat's draw is a count.
    pub fn seen_by(&self, seat: u8) -> Events {
        let mut events = self.0.clone();
        for e in &mut events {
            if let Event::Drew { seat: s, cards, .. } = e
                && *s != seat
            {
                *cards = None;
            }
        }
        events
    }

    /// The events as everyone may know them (onlookers, logs, every other
    /// program): every draw is a count.
    pub fn public(&self) -> Events {
        let mut events = self.0.clone();
        hide_draws(&mut events);
        events
    }
}

/// Makes `events` public: every draw a count, no card named.
#[inline]
pub(crate) fn hide_draws(events: &mut Events) {
    for e in events {
        if let Event::Drew { cards, .. } = e {
            *cards = None;
        }
    }
}
