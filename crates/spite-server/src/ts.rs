//! The TypeScript types of the protocol, for the browser client
//! (`web/src/protocol.ts`), with the `ts` feature.
//!
//! The protocol's own types derive `TS` (behind the feature), and so do
//! the `spite-core` and `spite-ai` types they carry (cards, moves, views,
//! events, rules, levels), with those crates' own `ts` features, which
//! this crate's turns on. `tests/ts_types.rs` checks the file is current.

use spite_ai::{HintDiscard, HintPlan, HintStep, HintWhy, Level, Mark, TurnReview};
use spite_core::{
    Card, CompletedPiles, Drawn, Event, GameResult, MatchJson, MatchViewJson, Move, Rank, Rules,
    SeatJson, Sides, Source, Status, ViewJson, ViewStatus,
};
use ts_rs::TS;

/// Every declaration, in order, as one TypeScript module: what
/// `web/src/protocol.ts` holds. 64-bit integers (`seq`, `seed`) are
/// `number`, as `JSON.parse` reads them.
pub fn typescript() -> String {
    use crate::protocol as p;
    let decls = [
        Card::decl(),
        Rank::decl(),
        Move::decl(),
        Source::decl(),
        Drawn::decl(),
        Level::decl(),
        CompletedPiles::decl(),
        Rules::decl(),
        ViewStatus::decl(),
        SeatJson::decl(),
        ViewJson::decl(),
        MatchViewJson::decl(),
        MatchJson::decl(),
        Sides::decl(),
        Status::decl(),
        Event::decl(),
        GameResult::decl(),
        p::ClientMessage::decl(),
        p::RulesSpec::decl(),
        p::SeatSpec::decl(),
        p::ServerMessage::decl(),
        p::RoomState::decl(),
        p::PendingUndo::decl(),
        p::RematchOffer::decl(),
        p::RematchCancel::decl(),
        p::OpenRoom::decl(),
        p::Reaction::decl(),
        p::SeatInfo::decl(),
        p::SeatKind::decl(),
        p::ErrorCode::decl(),
        p::Preset::decl(),
        p::PlayerRating::decl(),
        p::LeaderboardEntry::decl(),
        HintPlan::decl(),
        HintStep::decl(),
        HintDiscard::decl(),
        HintWhy::decl(),
        TurnReview::decl(),
        Mark::decl(),
    ];
    let mut out = String::from(
        "// Generated from crates/spite-server/src/protocol.rs (and the types of\n\
         // spite-core and spite-ai it carries) by\n\
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
