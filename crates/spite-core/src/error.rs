//! Why a move or a setup is refused, in words a player understands.

use crate::card::{Card, Rank};
use crate::moves::Move;
use crate::rules::RulesError;

/// Why a move is illegal. A refused move leaves the game unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("your hand has no card h{slot}; it holds {len} card{}", if *len == 1 { "" } else { "s" })]
    NoHandCard { slot: u8, len: u8 },
    #[error("there is no centre pile c{pile}; the table has {piles}")]
    NoCentrePile { pile: u8, piles: u8 },
    #[error("there is no side pile s{pile}; each seat has four")]
    NoSidePile { pile: u8 },
    #[error("side pile s{pile} is empty")]
    EmptySide { pile: u8 },
    #[error("your pay-off pile is empty")]
    EmptyPayoff,
    #[error("your partner's pay-off pile is empty")]
    EmptyPartnerPayoff,
    #[error("only the partnership game has a partner's pay-off pile")]
    NoPartner,
    #[error("pay-off cards may only be played to a centre pile")]
    PayoffToSide,
    #[error("side pile cards may only be played to a centre pile, never to another side pile")]
    SideToSide,
    #[error("the {} cannot go on centre pile {centre}, which needs {}", card.rank().name(), article(*needs))]
    DoesNotFit { card: Card, centre: u8, needs: Rank },
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

/// Why an explicit setup (or a saved full state) cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("the setup has {found} {what} for {players} players")]
    Seats {
        what: &'static str,
        found: usize,
        players: u8,
    },
    /// A game cannot start with a side that has already gone out.
    #[error("seat {seat}'s pay-off pile is empty, so the game would be over before it starts")]
    EmptyPayoff { seat: u8 },
    #[error("seat {seat}'s hand holds {len} cards; at most {max} are allowed")]
    HandTooBig { seat: u8, len: usize, max: u8 },
    #[error("seat {seat} has {found} side piles; there are 4")]
    SidePiles { seat: u8, found: usize },
    #[error("the setup has {found} centre piles; the rules have {piles}")]
    CentrePiles { found: usize, piles: u8 },
    #[error("centre pile c{pile} holds {card} where {} belongs", article(*needs))]
    BadCentre { pile: u8, card: Card, needs: Rank },
    #[error("centre pile c{pile} is complete; a complete pile is cleared at once")]
    CompleteCentre { pile: u8 },
    #[error("{0}")]
    Cards(String),
    #[error("seat {0} does not exist")]
    NoSuchSeat(u8),
    #[error("the game state is inconsistent: {0}")]
    State(String),
}

/// Why a saved game or record cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("not a saved game: {0}")]
    Json(#[from] serde_json::Error),
    #[error("this is not a Spite & Malice save ('{0}')")]
    Format(String),
    #[error("saved by a newer version (format {found}); this version reads format {reads}")]
    Version { found: u32, reads: u32 },
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("move {index} ({mv}) of the saved game is illegal: {error}")]
    Move {
        index: usize,
        mv: Move,
        error: RuleError,
    },
    #[error("the saved match is inconsistent: {0}")]
    Match(String),
}
