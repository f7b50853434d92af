//! The TypeScript types of the protocol, for the browser client
//! (`web/src/protocol.ts`), with the `ts` feature.
//!
//! The protocol's own types derive `TS` (behind the feature). The types
//! they carry from `spite-core` and `spite-ai` (cards, moves, views,
//! events, rules, levels) cannot derive it here, so this module mirrors
//! their wire format; `tests/ts_types.rs` reads real values of every
//! one through its mirror (unknown fields refused) and back, so a change
//! to the real types fails that test instead of drifting.
#![allow(missing_docs)]

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A card: rank then suit, `"QD"`, `"TH"`, `"AS"`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct Card(pub String);

/// A rank on its own: `"A"`, `"2"`…`"10"`, `"J"`, `"Q"`, `"K"` (a card writes a ten `T`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct Rank(pub String);

/// A move in its text form: `"h3 c1"`, `"p c2"`, `"s4 c3"`, `"h2 s1"`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct Move(pub String);

/// A computer's level (`spite_ai::Level`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Random,
    Naive,
    Easy,
    Medium,
    Hard,
    Expert,
}

/// `spite_core::CompletedPiles`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum CompletedPiles {
    ShuffleIntoStock,
    SetAside,
}

/// `spite_core::Rules` (every field, as a view carries it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub players: u8,
    pub partnership: bool,
    pub payoff_size: u8,
    pub hand_size: u8,
    pub centre_piles: u8,
    pub kings_wild: bool,
    pub complete_at: Rank,
    pub completed_piles: CompletedPiles,
    pub refill_empty_hand: bool,
    pub match_target: u32,
}

/// `spite_core::ViewStatus`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ViewStatus {
    Playing,
    Won,
    Drawn,
}

/// `spite_core::SeatJson`: one seat's public cards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct SeatJson {
    pub payoff_top: Option<Card>,
    pub payoff_count: usize,
    pub hand_count: usize,
    pub sides: Vec<Vec<Card>>,
}

/// `spite_core::ViewJson`: what one seat sees of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ViewJson {
    pub seat: u8,
    pub to_move: u8,
    pub turn: u32,
    pub rules: Rules,
    pub hand: Vec<Card>,
    pub players: Vec<SeatJson>,
    pub center: Vec<Vec<Card>>,
    pub center_needs: Vec<Rank>,
    pub stock_count: usize,
    pub set_aside: Vec<Card>,
    pub status: ViewStatus,
    pub winner: Option<u8>,
    pub points: u32,
}

/// `spite_core::Status`: how a game ended (or that it goes on).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "status", rename_all = "snake_case", deny_unknown_fields)]
pub enum Status {
    Playing,
    Won { winner: u8, points: u32 },
    Drawn,
}

/// `spite_core::Event`: one public thing that happened in a move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "event", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    Played {
        seat: u8,
        #[serde(rename = "move")]
        mv: Move,
        card: Card,
        #[serde(skip_serializing_if = "Option::is_none", default)]
        #[ts(optional)]
        counts_as: Option<Rank>,
    },
    PayoffTurned {
        seat: u8,
        card: Card,
    },
    PileCompleted {
        centre: u8,
    },
    StockShuffled {
        stock: u16,
    },
    Drew {
        seat: u8,
        count: u8,
    },
    TurnPassed {
        seat: u8,
    },
    GameOver {
        result: Status,
    },
}

/// `spite_core::GameResult`: one finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    pub first: u8,
    pub result: Status,
}

/// Every declaration, in order, as one TypeScript module: what
/// `web/src/protocol.ts` holds. 64-bit integers (`seq`, `seed`) are
/// `number`, as `JSON.parse` reads them.
pub fn typescript() -> String {
    use crate::protocol as p;
    let decls = [
        Card::decl(),
        Rank::decl(),
        Move::decl(),
        Level::decl(),
        CompletedPiles::decl(),
        Rules::decl(),
        ViewStatus::decl(),
        SeatJson::decl(),
        ViewJson::decl(),
        Status::decl(),
        Event::decl(),
        GameResult::decl(),
        p::ClientMessage::decl(),
        p::RulesSpec::decl(),
        p::SeatSpec::decl(),
        p::ServerMessage::decl(),
        p::RoomState::decl(),
        p::PendingUndo::decl(),
        p::SeatInfo::decl(),
        p::SeatKind::decl(),
        p::ErrorCode::decl(),
        p::HintPlan::decl(),
        p::HintStep::decl(),
        p::HintDiscard::decl(),
        p::HintWhy::decl(),
    ];
    let mut out = String::from(
        "// Generated from crates/spite-server/src/protocol.rs (and the mirrors of\n\
         // spite-core's types in src/ts.rs) by\n\
         //   UPDATE_TS=1 cargo test -p spite-server --features ts --test ts_types\n\
         // Do not edit: that test fails when this file is stale.\n",
    );
    out.push_str(&format!(
        "\n/** The protocol's version, in `hello`. */\nexport const PROTOCOL_VERSION = {};\n",
        p::PROTOCOL_VERSION
    ));
    out.push_str(&format!(
        "\n/** The largest frame the server reads. */\nexport const MAX_FRAME = {};\n",
        p::MAX_FRAME
    ));
    for d in decls {
        out.push('\n');
        out.push_str("export ");
        out.push_str(&d.replace("bigint", "number"));
        out.push('\n');
    }
    out
}
