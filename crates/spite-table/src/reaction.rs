//! The few words players may send each other online: a fixed set, sent
//! as data and worded by each player's own renderer (spite-i18n's
//! `ui-reaction`), so there is no free text and nothing to moderate.

use serde::{Deserialize, Serialize};

/// A reaction a player sends to the table.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// "Good game".
    GoodGame,
    /// "Well played".
    WellPlayed,
    /// "Nice move".
    NiceMove,
    /// "Oops".
    Oops,
    /// "Thinking…".
    Thinking,
}

impl Reaction {
    /// Every reaction, in the order a frontend offers them.
    pub const ALL: [Reaction; 5] = [
        Reaction::GoodGame,
        Reaction::WellPlayed,
        Reaction::NiceMove,
        Reaction::Oops,
        Reaction::Thinking,
    ];

    /// The reaction as the wire spells it (`good_game`): what a frontend
    /// words in the player's language (the `ui-reaction` message).
    pub fn as_str(self) -> &'static str {
        match self {
            Reaction::GoodGame => "good_game",
            Reaction::WellPlayed => "well_played",
            Reaction::NiceMove => "nice_move",
            Reaction::Oops => "oops",
            Reaction::Thinking => "thinking",
        }
    }
}
