//! The rules as data: every choice the sources leave open is a named field,
//! with the presets `g4a` (default) and `classic`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::table::{MAX_CARDS, MAX_CENTRE_PILES, MAX_HAND, MAX_SEATS};

/// What happens to a centre pile once it is complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CompletedPiles {
    /// Its cards go into the stock at once and the stock is shuffled (`g4a`).
    ShuffleIntoStock,
    /// It is set aside; only when a card must be drawn from an empty stock are
    /// the set-aside piles shuffled into a new stock (`classic`).
    SetAside,
}

/// A complete rule set: every choice the game's sources leave open, as a
/// named field (the table in `docs/rules.md` of the repository). The presets
/// are [`Rules::g4a`] (the default) and [`Rules::classic`]; a variant is a
/// preset with some fields changed.
///
/// A `Rules` value may hold anything; [`Rules::validate`] says whether it
/// can be dealt and played, and everything that deals a game checks it.
/// Deserialising fills missing fields from `g4a` and refuses unknown ones,
/// so a rules file may name only what it changes; `FromStr` reads such a
/// JSON object and validates it. `Display` says the rules in one line.
///
/// ```
/// use spite_core::{Rules, RulesError};
///
/// let four = Rules { players: 4, partnership: true, ..Rules::g4a() };
/// assert_eq!(four.validate(), Ok(()));
/// assert_eq!(four.decks(), 4);
/// assert_eq!(four.partner(1), Some(3));
///
/// let file: Rules = r#"{ "players": 3, "payoff_size": 15 }"#.parse()?;
/// assert_eq!(file, Rules { players: 3, payoff_size: 15, ..Rules::g4a() });
/// assert!(r#"{ "player": 3 }"#.parse::<Rules>().is_err()); // a typo is caught
///
/// let odd = Rules { partnership: true, ..Rules::g4a() };
/// assert_eq!(odd.validate(), Err(RulesError::Partnership(2)));
/// # Ok::<(), spite_core::RulesParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Number of seats, 2 to 6. Two decks for two players, one more deck for
    /// every player beyond two.
    pub players: u8,
    /// Four players in two partnerships, partners opposite (seats 0 & 2, 1 & 3).
    pub partnership: bool,
    /// Cards dealt to each pay-off pile.
    pub payoff_size: u8,
    /// Cards a hand is filled up to at the start of each turn.
    pub hand_size: u8,
    /// Number of shared centre piles.
    pub centre_piles: u8,
    /// Kings may be played on any centre pile as the rank it needs.
    pub kings_wild: bool,
    /// The rank that completes a centre pile (queen in `g4a`, king in `classic`).
    pub complete_at: Rank,
    /// Where complete centre piles go.
    pub completed_piles: CompletedPiles,
    /// A player who empties the hand during a turn draws a new hand and goes on.
    /// When off, emptying the hand ends the turn.
    pub refill_empty_hand: bool,
    /// Points that win a match.
    pub match_target: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::g4a()
    }
}

/// Why a rule set cannot be dealt, from [`Rules::validate`] and everything
/// that deals. The `Display` text says why in a sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// `players` is not 2 to [`MAX_SEATS`].
    #[error("the game needs 2 to {MAX_SEATS} players, not {0}")]
    Players(u8),
    /// A seat asked to start ([`Game::deal`](crate::Game::deal)) is not at
    /// the table.
    #[error("seat {0} does not exist")]
    NoSuchSeat(u8),
    /// The partnership game with other than 4 players.
    #[error("the partnership game is for exactly 4 players, not {0}")]
    Partnership(u8),
    /// `payoff_size` is 0.
    #[error("a pay-off pile needs at least one card")]
    EmptyPayoff,
    /// `hand_size` is not 1 to [`MAX_HAND`].
    #[error("the hand size must be 1 to {MAX_HAND}, not {0}")]
    HandSize(u8),
    /// `centre_piles` is not 1 to [`MAX_CENTRE_PILES`].
    #[error("there must be 1 to {MAX_CENTRE_PILES} centre piles, not {0}")]
    CentrePiles(u8),
    /// Below the queen, the ranks above the completing one (but a wild
    /// king) could never reach a centre pile, so a pay-off pile could stop
    /// for good and a game could go on for ever.
    #[error(
        "centre piles must complete at the queen or the king, not {0}: below the queen, higher cards could never be played"
    )]
    CompleteAt(Rank),
    /// Kings not wild, and centre piles completing below the king: a king
    /// could never be played.
    #[error(
        "without wild kings, centre piles must run up to the king, or kings could never be played"
    )]
    KingsStuck,
    /// `match_target` is 0.
    #[error("the match target must be at least 1 point")]
    MatchTarget,
    /// The pay-off piles and hands would take every card, leaving no stock.
    #[error(
        "{decks} decks hold {cards} cards, too few to deal {players} pay-off piles of {payoff} and hands of {hand} and leave a stock"
    )]
    TooFewCards {
        /// Decks in play.
        decks: u8,
        /// Cards in them.
        cards: usize,
        /// Seats at the table.
        players: u8,
        /// The pay-off pile size.
        payoff: u8,
        /// The hand size.
        hand: u8,
    },
}

impl Rules {
    /// The Games4All rules: 2 players, pay-off 20, 3 centre piles to the
    /// queen, kings wild, complete piles shuffled into the stock, drawn game
    /// when a card must be drawn from an empty stock, match to 50.
    pub const fn g4a() -> Rules {
        Rules {
            players: 2,
            partnership: false,
            payoff_size: 20,
            hand_size: 5,
            centre_piles: 3,
            kings_wild: true,
            complete_at: Rank::QUEEN,
            completed_piles: CompletedPiles::ShuffleIntoStock,
            refill_empty_hand: true,
            match_target: 50,
        }
    }

    /// The traditional rules: kings not wild, piles built ace to king and set
    /// aside, set-aside piles reshuffled only when the stock runs out.
    pub const fn classic() -> Rules {
        Rules {
            kings_wild: false,
            complete_at: Rank::KING,
            completed_piles: CompletedPiles::SetAside,
            ..Rules::g4a()
        }
    }

    /// The preset with this name, if any: `g4a` (also `default`) or
    /// `classic` (also `traditional`), in any case.
    pub fn preset(name: &str) -> Option<Rules> {
        match name.trim().to_ascii_lowercase().as_str() {
            "g4a" | "default" => Some(Rules::g4a()),
            "classic" | "traditional" => Some(Rules::classic()),
            _ => None,
        }
    }

    /// Names of the presets, default first.
    pub const PRESETS: [&'static str; 2] = ["g4a", "classic"];

    /// Decks shuffled together: two, plus one per player beyond two. Not a
    /// rule of its own: it follows from [`Rules::players`].
    pub fn decks(&self) -> u8 {
        self.players.max(2)
    }

    /// Every card in play: 52 per deck.
    pub fn total_cards(&self) -> usize {
        usize::from(self.decks()) * Card::DISTINCT
    }

    /// Checks that this rule set can be dealt and played.
    ///
    /// # Errors
    /// The first [`RulesError`] found: players, partnership, pay-off and
    /// hand sizes, centre piles, the completing rank, kings, the match
    /// target, and last whether the deal leaves a stock.
    pub fn validate(&self) -> Result<(), RulesError> {
        if !(2..=MAX_SEATS as u8).contains(&self.players) {
            return Err(RulesError::Players(self.players));
        }
        if self.partnership && self.players != 4 {
            return Err(RulesError::Partnership(self.players));
        }
        if self.payoff_size == 0 {
            return Err(RulesError::EmptyPayoff);
        }
        if self.hand_size == 0 || usize::from(self.hand_size) > MAX_HAND {
            return Err(RulesError::HandSize(self.hand_size));
        }
        if self.centre_piles == 0 || usize::from(self.centre_piles) > MAX_CENTRE_PILES {
            return Err(RulesError::CentrePiles(self.centre_piles));
        }
        if self.complete_at < Rank::QUEEN {
            return Err(RulesError::CompleteAt(self.complete_at));
        }
        if !self.kings_wild && self.complete_at != Rank::KING {
            return Err(RulesError::KingsStuck);
        }
        if self.match_target == 0 {
            return Err(RulesError::MatchTarget);
        }
        let dealt = usize::from(self.players)
            * (usize::from(self.payoff_size) + usize::from(self.hand_size));
        let cards = self.total_cards();
        debug_assert!(cards <= MAX_CARDS);
        if dealt >= cards {
            return Err(RulesError::TooFewCards {
                decks: self.decks(),
                cards,
                players: self.players,
                payoff: self.payoff_size,
                hand: self.hand_size,
            });
        }
        Ok(())
    }

    /// The partner of `seat` in the partnership game (the seat opposite);
    /// `None` without partnerships.
    #[inline]
    pub fn partner(&self, seat: u8) -> Option<u8> {
        self.partnership.then_some((seat + 2) % 4)
    }

    /// The side `seat` plays for: its partnership (0 or 1) or, without
    /// partnerships, the seat itself. Scores are kept per side.
    #[inline]
    pub fn side_of(&self, seat: u8) -> u8 {
        if self.partnership { seat % 2 } else { seat }
    }

    /// Number of sides that score: 2 partnerships, or one per player.
    #[inline]
    pub fn sides(&self) -> u8 {
        if self.partnership { 2 } else { self.players }
    }

    /// Cards a complete centre pile holds.
    pub fn complete_pile_len(&self) -> usize {
        usize::from(self.complete_at.number())
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} players{}, pay-off {}, hand {}, {} centre piles to the {}, kings {}, complete piles {}, {}, match to {}",
            self.players,
            if self.partnership {
                " in partnerships"
            } else {
                ""
            },
            self.payoff_size,
            self.hand_size,
            self.centre_piles,
            self.complete_at.name(),
            if self.kings_wild { "wild" } else { "not wild" },
            match self.completed_piles {
                CompletedPiles::ShuffleIntoStock => "shuffled into the stock",
                CompletedPiles::SetAside => "set aside until the stock runs out",
            },
            if self.refill_empty_hand {
                "an emptied hand is refilled"
            } else {
                "an emptied hand ends the turn"
            },
            self.match_target
        )
    }
}

/// Why a text is not a rule set (from `Rules`' `FromStr`).
#[derive(Debug, thiserror::Error)]
pub enum RulesParseError {
    /// Not JSON, not an object of rules fields, an unknown field or a value
    /// of the wrong kind.
    #[error("not a rules object: {0}")]
    Json(#[from] serde_json::Error),
    /// A rules object that cannot be dealt.
    #[error(transparent)]
    Invalid(#[from] RulesError),
}

impl FromStr for Rules {
    type Err = RulesParseError;

    /// Parses a JSON rules object (missing fields default to `g4a`) and
    /// validates it.
    fn from_str(s: &str) -> Result<Rules, RulesParseError> {
        let rules: Rules = serde_json::from_str(s)?;
        rules.validate()?;
        Ok(rules)
    }
}

impl Serialize for Rank {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.face())
    }
}

impl<'de> Deserialize<'de> for Rank {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rank, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        let n = match s.to_ascii_uppercase().as_str() {
            "A" | "ACE" => 1,
            "J" | "JACK" => 11,
            "Q" | "QUEEN" => 12,
            "K" | "KING" => 13,
            "T" => 10,
            other => other.parse::<u8>().unwrap_or(0),
        };
        Rank::new(n).ok_or_else(|| {
            serde::de::Error::custom(format!("'{s}' is not a rank (A, 2..10, J, Q, K)"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid() {
        for name in Rules::PRESETS {
            Rules::preset(name).unwrap().validate().unwrap();
        }
        assert_eq!(Rules::default(), Rules::g4a());
    }

    #[test]
    fn decks_grow_with_players() {
        let mut r = Rules::g4a();
        assert_eq!(r.decks(), 2);
        r.players = 5;
        assert_eq!(r.decks(), 5);
        assert_eq!(r.total_cards(), 260);
    }

    #[test]
    fn undealable_rules_are_refused() {
        let mut r = Rules::g4a();
        r.payoff_size = 50;
        assert!(matches!(r.validate(), Err(RulesError::TooFewCards { .. })));
        let mut r = Rules::g4a();
        r.centre_piles = 0;
        assert_eq!(r.validate(), Err(RulesError::CentrePiles(0)));
        let mut r = Rules::g4a();
        r.players = 7;
        assert_eq!(r.validate(), Err(RulesError::Players(7)));
        let mut r = Rules::g4a();
        r.partnership = true;
        assert_eq!(r.validate(), Err(RulesError::Partnership(2)));
        let mut r = Rules::classic();
        r.complete_at = Rank::QUEEN;
        assert_eq!(r.validate(), Err(RulesError::KingsStuck));
        // Piles that complete below the queen would leave higher cards
        // unplayable for ever.
        for n in 1..=11 {
            let mut r = Rules::g4a();
            r.complete_at = Rank::new(n).unwrap();
            assert_eq!(r.validate(), Err(RulesError::CompleteAt(r.complete_at)));
        }
    }

    #[test]
    fn rules_file_may_name_only_what_it_changes() {
        let r: Rules = r#"{"players": 4, "partnership": true, "complete_at": "K"}"#
            .parse()
            .unwrap();
        assert_eq!(r.players, 4);
        assert!(r.partnership);
        assert_eq!(r.complete_at, Rank::KING);
        assert_eq!(r.payoff_size, 20);
        assert!(
            r#"{"player": 3}"#.parse::<Rules>().is_err(),
            "typo accepted"
        );
        assert!(r#"{"players": 300}"#.parse::<Rules>().is_err());
        assert!(r#"{"players": 9}"#.parse::<Rules>().is_err());
        assert!("[1,2".parse::<Rules>().is_err());
    }

    #[test]
    fn rules_round_trip_through_json() {
        for r in [Rules::g4a(), Rules::classic()] {
            let text = serde_json::to_string(&r).unwrap();
            assert_eq!(text.parse::<Rules>().unwrap(), r);
        }
    }
}
