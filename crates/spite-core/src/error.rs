//! Why a move or a setup is refused, in words a player understands.

use crate::card::{Card, Rank};
use crate::moves::Move;
use crate::rules::RulesError;
use crate::table::SIDE_PILES;

/// Why a move is illegal, from [`Game::apply`](crate::Game::apply),
/// [`Game::check`](crate::Game::check), [`Match::play`](crate::Match::play)
/// and a view's [`check`](crate::PlayerView::check).
///
/// A refused move leaves the game unchanged. The `Display` text is a
/// library's sentence in neutral words, naming seats by number ("seat 1's
/// pay-off pile is empty", "the 7 cannot go on centre pile 2, which needs
/// a 5"); a frontend speaks to its player through its own renderer (the
/// table layer's messages). The fields carry the same facts as data: piles
/// and hand slots numbered from 1 as a player reads them, seats from 0.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended: no move is legal.
    #[error("the game is over")]
    GameOver,
    /// Another seat is to move (only a [`PlayerView`](crate::PlayerView)
    /// says this; a game always plays for the seat to move).
    #[error("it is seat {to_move}'s turn, not seat {seat}'s")]
    OutOfTurn {
        /// The seat that tried to move, from 0.
        seat: u8,
        /// The seat to move, from 0.
        to_move: u8,
    },
    /// The hand has no card in that slot.
    #[error("seat {seat}'s hand has no card in slot {slot}; it holds {len} card{}", if *len == 1 { "" } else { "s" })]
    NoHandCard {
        /// The seat to move, from 0.
        seat: u8,
        /// The slot asked for, from 1 (`h6`: 6).
        slot: u8,
        /// Cards in the hand.
        len: u8,
    },
    /// The table has no such centre pile.
    #[error("there is no centre pile {pile}; the table has {piles}")]
    NoCentrePile {
        /// The centre pile asked for, from 1.
        pile: u8,
        /// Centre piles on the table.
        piles: u8,
    },
    /// A seat has four side piles; this one is not among them.
    #[error("there is no side pile {pile}; each seat has {SIDE_PILES}")]
    NoSidePile {
        /// The side pile asked for, from 1.
        pile: u8,
    },
    /// The side pile to play from holds no card.
    #[error("side pile {pile} is empty")]
    EmptySide {
        /// The side pile, from 1.
        pile: u8,
    },
    /// The seat's own pay-off pile is empty (a partnership player goes on
    /// with the partner's).
    #[error("seat {seat}'s pay-off pile is empty")]
    EmptyPayoff {
        /// The seat to move, from 0.
        seat: u8,
    },
    /// The partner's pay-off pile is empty.
    #[error("the partner's pay-off pile (seat {partner}'s) is empty")]
    EmptyPartnerPayoff {
        /// The partner of the seat to move, from 0.
        partner: u8,
    },
    /// A move from the partner's pay-off pile (`pp`) outside the
    /// partnership game.
    #[error("only the partnership game has a partner's pay-off pile")]
    NoPartner,
    /// A pay-off card may go only to a centre pile.
    #[error("pay-off cards may only be played to a centre pile")]
    PayoffToSide,
    /// A side pile card may go only to a centre pile.
    #[error("side pile cards may only be played to a centre pile, never to another side pile")]
    SideToSide,
    /// The card is not the rank the centre pile needs (nor a wild king).
    #[error("the {} cannot go on centre pile {centre}, which needs {}", card.rank().name(), article(*needs))]
    DoesNotFit {
        /// The card that was to be played.
        card: Card,
        /// The centre pile, from 1.
        centre: u8,
        /// The rank the pile needs.
        needs: Rank,
    },
    /// In a view's what-if play, the source card is not known yet (a hand
    /// card drawn during the planned turn): see
    /// [`PlayerView::apply_visible`](crate::PlayerView::apply_visible).
    #[error("that card is not known yet")]
    Unknown,
}

fn article(rank: Rank) -> String {
    match rank.number() {
        1 => "an ace".into(),
        8 => "an 8".into(),
        _ => format!("a {}", rank.name()),
    }
}

/// Why an explicit [`Setup`](crate::Setup) (or a saved full
/// [`GameState`](crate::GameState)) cannot be played. The `Display` text
/// says what is wrong; pile numbers in it and in the fields are from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The rules themselves cannot be dealt.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A per-seat list (pay-off piles, hands, sets of side piles) does not
    /// have one entry per seat.
    #[error("the setup has {found} {what} for {players} players")]
    Seats {
        /// Which list: "pay-off piles", "hands" or "sets of side piles".
        what: &'static str,
        /// Entries it has.
        found: usize,
        /// Seats at the table.
        players: u8,
    },
    /// A game cannot start with a side that has already gone out.
    #[error("seat {seat}'s pay-off pile is empty, so the game would be over before it starts")]
    EmptyPayoff {
        /// The seat (from 0) whose side has gone out.
        seat: u8,
    },
    /// A hand holds more cards than the rules' hand size.
    #[error("seat {seat}'s hand holds {len} cards; at most {max} are allowed")]
    HandTooBig {
        /// The seat, from 0.
        seat: u8,
        /// Cards in its hand.
        len: usize,
        /// The rules' hand size.
        max: u8,
    },
    /// A seat has more than four side piles.
    #[error("seat {seat} has {found} side piles; there are 4")]
    SidePiles {
        /// The seat, from 0.
        seat: u8,
        /// Side piles given.
        found: usize,
    },
    /// More centre piles than the rules have.
    #[error("the setup has {found} centre piles; the rules have {piles}")]
    CentrePiles {
        /// Centre piles given.
        found: usize,
        /// The rules' centre piles.
        piles: u8,
    },
    /// A centre pile is not a build up from the ace (kings wild if the
    /// rules say so).
    #[error("centre pile {pile} holds {card} where {} belongs", article(*needs))]
    BadCentre {
        /// The centre pile, from 1.
        pile: u8,
        /// The card out of place.
        card: Card,
        /// The rank that belongs there.
        needs: Rank,
    },
    /// A centre pile as long as a complete one, which would have been
    /// cleared when it completed.
    #[error("centre pile {pile} is complete; a complete pile is cleared at once")]
    CompleteCentre {
        /// The centre pile, from 1.
        pile: u8,
    },
    /// The cards are not exactly the rules' decks; the message lists the
    /// cards missing and those too many.
    #[error("{0}")]
    Cards(String),
    /// A seat number (the first seat, the seat to move) is not at the table.
    #[error("seat {0} does not exist")]
    NoSuchSeat(u8),
    /// A saved full state is of another format or version, or contradicts
    /// itself (its status and its pay-off piles disagree).
    #[error("the game state is inconsistent: {0}")]
    State(String),
}

/// Why a saved game ([`SavedGame`](crate::SavedGame),
/// [`Match::load`](crate::Match::load)) or a [`Record`](crate::Record)
/// cannot be loaded. Nothing is loaded then; the `Display` text says why.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The text is not JSON, or not the shape of a save file.
    #[error("not a saved game: {0}")]
    Json(#[from] serde_json::Error),
    /// The file is of another kind: its `format` field (or what is missing).
    #[error("this is not a Spite & Malice save ('{0}')")]
    Format(String),
    /// The file has no `format` or `version` field (the field named).
    #[error("this is not a Spite & Malice save (it has no '{0}' field)")]
    MissingField(&'static str),
    /// The file was saved by a newer version of the format.
    #[error("saved by a newer version (format {found}); this version reads format {reads}")]
    Version {
        /// The file's format version.
        found: u32,
        /// The version this crate reads.
        reads: u32,
    },
    /// The saved rules cannot be dealt.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The saved layout cannot be dealt.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A saved move is illegal where it comes.
    #[error("move {index} ({mv}) of the saved game is illegal: {error}")]
    Move {
        /// Its place in the game's moves, from 1.
        index: usize,
        /// The move.
        mv: Move,
        /// Why the rules refuse it.
        error: RuleError,
    },
    /// The match's finished games do not add up (an impossible result).
    #[error("the saved match is inconsistent: {0}")]
    Match(String),
}
