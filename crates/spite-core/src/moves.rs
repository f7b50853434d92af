//! Moves as small `Copy` values with a text form: `<src> <dst>`.
//!
//! Sources: `h1`..`h8` (hand slot, in the order the view lists the hand),
//! `p` (own pay-off top), `pp` (partner's pay-off top, partnership game only),
//! `s1`..`s4` (own side pile top). Targets: `c1`..`c8` (centre pile),
//! `s1`..`s4` (own side pile; only from the hand, and it ends the turn).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::move_error::{Malformed, MoveParseError, Reading, clip, read};
use crate::table::{MAX_CENTRE_PILES, MAX_HAND, SIDE_PILES};

/// Where a played card comes from, always for the seat to move. Indices are
/// 0-based; text is 1-based (`Source::Hand(0)` is `h1`), and serde uses
/// that text too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// On the wire a source is its text, a string (see the Serialize impl).
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub enum Source {
    /// A hand card, by slot: `h1`… Hands are in rank order, so a slot names
    /// a different card once cards come and go.
    Hand(u8),
    /// The seat's own pay-off top: `p`.
    Payoff,
    /// The partner's pay-off top, in the partnership game only: `pp`.
    PartnerPayoff,
    /// The top of one of the seat's own side piles: `s1`…`s4`.
    Side(u8),
}

/// Where a played card goes. Indices are 0-based; text is 1-based
/// (`Target::Centre(0)` is `c1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// A centre pile, shared by everyone: `c1`…
    Centre(u8),
    /// One of the seat's own side piles, `s1`…`s4`: a discard, only from
    /// the hand, which ends the turn.
    Side(u8),
}

/// One move: a card from a source to a target, for the seat to move.
///
/// Plain data (`Copy`, a few bytes): any program may build one, and the
/// rules decide whether it is legal when it is played. Its text form is
/// `<source> <target>` (`h3 c1`, `p c2`, `s4 c3`, `h2 s1`), through
/// `Display` and `FromStr`, and serde uses that text too.
///
/// ```
/// use spite_core::{Move, Source, Target};
///
/// let mv: Move = "h3 c1".parse()?;
/// assert_eq!(mv, Move::new(Source::Hand(2), Target::Centre(0)));
/// assert_eq!(mv.to_string(), "h3 c1");
/// assert!("h2 s1".parse::<Move>()?.is_discard());
/// assert!("h3 c".parse::<Move>().is_err());
/// # Ok::<(), spite_core::MoveParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// On the wire a move is its text, a string (see the Serialize impl).
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub struct Move {
    /// Where the card comes from.
    pub from: Source,
    /// Where it goes.
    pub to: Target,
}

/// Most legal moves a position can have: every hand card to every centre and
/// side pile, the two pay-off tops and four side tops to every centre pile.
pub const MAX_MOVES: usize =
    MAX_HAND * (MAX_CENTRE_PILES + SIDE_PILES) + (2 + SIDE_PILES) * MAX_CENTRE_PILES;

impl Move {
    /// The move from `from` to `to` (not checked: see
    /// [`Game::check`](crate::Game::check)).
    pub const fn new(from: Source, to: Target) -> Move {
        Move { from, to }
    }

    /// A discard: hand card onto a side pile, which ends the turn.
    pub fn is_discard(self) -> bool {
        matches!(self.to, Target::Side(_))
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Hand(i) => write!(f, "h{}", i + 1),
            Source::Payoff => f.write_str("p"),
            Source::PartnerPayoff => f.write_str("pp"),
            Source::Side(i) => write!(f, "s{}", i + 1),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Centre(i) => write!(f, "c{}", i + 1),
            Target::Side(i) => write!(f, "s{}", i + 1),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.from, self.to)
    }
}

fn numbered(token: &str, letter: char, max: usize) -> Option<u8> {
    let rest = token.strip_prefix(letter)?;
    let n: usize = rest.parse().ok()?;
    (1..=max).contains(&n).then(|| (n - 1) as u8)
}

impl FromStr for Source {
    type Err = MoveParseError;
    fn from_str(s: &str) -> Result<Source, MoveParseError> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "p" => return Ok(Source::Payoff),
            "pp" => return Ok(Source::PartnerPayoff),
            _ => {}
        }
        if let Some(i) = numbered(&t, 'h', MAX_HAND) {
            Ok(Source::Hand(i))
        } else if let Some(i) = numbered(&t, 's', SIDE_PILES) {
            Ok(Source::Side(i))
        } else {
            Err(Malformed::Unknown {
                word: clip(s),
                hand: MAX_HAND as u8,
                partner: true,
            }
            .into())
        }
    }
}

impl FromStr for Target {
    type Err = MoveParseError;
    fn from_str(s: &str) -> Result<Target, MoveParseError> {
        let t = s.trim().to_ascii_lowercase();
        if let Some(i) = numbered(&t, 'c', MAX_CENTRE_PILES) {
            Ok(Target::Centre(i))
        } else if let Some(i) = numbered(&t, 's', SIDE_PILES) {
            Ok(Target::Side(i))
        } else {
            Err(Malformed::NotATarget {
                word: clip(s),
                piles: MAX_CENTRE_PILES as u8,
            }
            .into())
        }
    }
}

impl FromStr for Move {
    type Err = MoveParseError;
    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        read(s, &Reading::ANY)
    }
}

impl Serialize for Source {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Source {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Source, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        let mut all = vec![];
        for to in (0..MAX_CENTRE_PILES as u8)
            .map(Target::Centre)
            .chain((0..SIDE_PILES as u8).map(Target::Side))
        {
            for from in (0..MAX_HAND as u8)
                .map(Source::Hand)
                .chain([Source::Payoff, Source::PartnerPayoff])
                .chain((0..SIDE_PILES as u8).map(Source::Side))
            {
                all.push(Move::new(from, to));
            }
        }
        for m in all {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
            // serde writes a source as its text, as a move's half.
            let from = serde_json::to_string(&m.from).unwrap();
            assert_eq!(from, format!("\"{}\"", m.from));
            assert_eq!(serde_json::from_str::<Source>(&from).unwrap(), m.from);
        }
        assert!(serde_json::from_str::<Source>("\"c1\"").is_err());
        assert_eq!(
            "  H3   C1 ".parse::<Move>(),
            Ok(Move::new(Source::Hand(2), Target::Centre(0)))
        );
    }

    #[test]
    fn bad_text_is_refused_with_a_reason() {
        let not_a_move = |text: &str| match text.parse::<Move>() {
            Err(MoveParseError::NotAMove(m)) => m,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(not_a_move("h1"), Malformed::NoTarget { word: "h1".into() });
        assert!(matches!(
            not_a_move("h1 c1 c2"),
            Malformed::Words { words: 3, .. }
        ));
        assert_eq!(not_a_move("  "), Malformed::Empty);
        // Without a table, every slot and pile past the largest table's is
        // no source or target at all; a card is not a source either.
        for text in [
            "h0 c1",
            "h9 c1",
            "s5 c1",
            "h99999999999999999999 c1",
            "7h c1",
        ] {
            assert!(
                matches!(not_a_move(text), Malformed::Unknown { hand: 8, .. }),
                "{text}"
            );
        }
        assert!(matches!(
            not_a_move("h1 c9"),
            Malformed::NotATarget { piles: 8, .. }
        ));
        assert!(matches!(
            not_a_move("h1 p"),
            Malformed::SourceAsTarget { .. }
        ));
        assert!(matches!(
            not_a_move("c1 h1"),
            Malformed::Reversed { swapped: Some(s), .. } if s == "h1 c1"
        ));
    }

    #[test]
    fn moves_are_small_and_serialise_as_text() {
        assert!(size_of::<Move>() <= 4);
        let m: Move = "pp c3".parse().unwrap();
        assert_eq!(serde_json::to_string(&m).unwrap(), "\"pp c3\"");
        assert_eq!(serde_json::from_str::<Move>("\"pp c3\"").unwrap(), m);
    }
}
