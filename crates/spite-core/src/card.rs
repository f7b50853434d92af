//! Cards: rank, suit and their two-character notation (`AS`, `TH`, `QC`, `KD`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A card's rank, ace (1) to king (13). Ordered ace low, king high, as the
/// first-player rule and centre piles count.
///
/// Displays as a player says it ("ace", "7", "queen"); [`Rank::face`] and
/// [`Rank::symbol`] give the other spellings. Serialises as its face (`"A"`,
/// `"10"`, `"Q"`).
///
/// ```
/// use spite_core::Rank;
///
/// let seven = Rank::new(7).unwrap();
/// assert_eq!((seven.name(), seven.face(), seven.symbol()), ("7", "7", '7'));
/// assert_eq!(Rank::QUEEN.to_string(), "queen");
/// assert!(Rank::ACE < Rank::KING);
/// assert_eq!(Rank::new(14), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
// On the wire a rank is its face, a string (see the Serialize impl).
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub struct Rank(u8);

impl Rank {
    /// The ace: 1, the rank an empty centre pile needs.
    pub const ACE: Rank = Rank(1);
    /// The jack: 11.
    pub const JACK: Rank = Rank(11);
    /// The queen: 12, where `g4a`'s centre piles complete.
    pub const QUEEN: Rank = Rank(12);
    /// The king: 13, wild in `g4a`; where `classic`'s centre piles complete.
    pub const KING: Rank = Rank(13);

    /// The rank with this number (1 = ace … 13 = king), if there is one.
    pub const fn new(n: u8) -> Option<Rank> {
        if n >= 1 && n <= 13 {
            Some(Rank(n))
        } else {
            None
        }
    }

    /// 1 for an ace up to 13 for a king.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Every rank, ace first.
    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// The one-character symbol used in card notation (`A23456789TJQK`).
    pub fn symbol(self) -> char {
        b"A23456789TJQK"[usize::from(self.0 - 1)] as char
    }

    /// The rank as a player says it: "ace", "7", "queen".
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
        ];
        NAMES[usize::from(self.0 - 1)]
    }

    /// The rank as it is written on a card face: "A", "10", "Q".
    pub fn face(self) -> &'static str {
        const FACES: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        FACES[usize::from(self.0 - 1)]
    }

    fn from_symbol(s: &str) -> Option<Rank> {
        let n = match s.to_ascii_uppercase().as_str() {
            "A" | "1" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            d if d.len() == 1 && (b'2'..=b'9').contains(&d.as_bytes()[0]) => d.as_bytes()[0] - b'0',
            _ => return None,
        };
        Rank::new(n)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A card's suit. Suits never matter for play; they are shown and kept for
/// accounting (two decks hold two of every card). Within a rank, hands are
/// ordered spades, hearts, diamonds, clubs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// ♠, written `S`.
    Spades,
    /// ♥, written `H`.
    Hearts,
    /// ♦, written `D`.
    Diamonds,
    /// ♣, written `C`.
    Clubs,
}

impl Suit {
    /// Every suit, in card order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The letter used in card notation: `S`, `H`, `D`, `C`.
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// The Unicode suit symbol: ♠ ♥ ♦ ♣.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// Hearts and diamonds are red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    fn from_text(s: &str) -> Option<Suit> {
        Some(match s {
            "S" | "s" | "♠" | "♤" => Suit::Spades,
            "H" | "h" | "♥" | "♡" => Suit::Hearts,
            "D" | "d" | "♦" | "♢" => Suit::Diamonds,
            "C" | "c" | "♣" | "♧" => Suit::Clubs,
            _ => return None,
        })
    }
}

/// One playing card, packed in a byte (`(rank - 1) * 4 + suit`), so that piles
/// are plain byte arrays and ordering by value orders by rank first (the
/// order hands are kept in).
///
/// The text form is rank then suit: `AS`, `TH`, `QC`, `KD` ([`Display`],
/// and serde as a string); parsing also takes `10h`, lower case and suit
/// symbols (`K♦`). [`Card::pretty`] gives `10♥` for screens. Two decks
/// hold two of every card, so equal cards are the same card to the rules.
///
/// In a [`PlayerView`](crate::PlayerView), a card the seat may not see is
/// an unknown placeholder ([`Card::is_unknown`]), shown as `??`.
///
/// ```
/// use spite_core::{Card, Rank, Suit};
///
/// let card: Card = "10h".parse()?;
/// assert_eq!(card, Card::new(Rank::new(10).unwrap(), Suit::Hearts));
/// assert_eq!(card.to_string(), "TH");
/// assert_eq!(card.pretty(), "10♥");
/// assert!("1X".parse::<Card>().is_err());
/// # Ok::<(), spite_core::CardParseError>(())
/// ```
///
/// [`Display`]: std::fmt::Display
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
// On the wire a card is its notation, a string (see the Serialize impl).
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub struct Card(u8);

impl Card {
    /// Number of distinct cards in one deck.
    pub const DISTINCT: usize = 52;

    /// A placeholder for a card a seat may not see (only inside views).
    pub(crate) const HIDDEN: Card = Card(0xFF);

    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank.0 - 1) * 4 + suit as u8)
    }

    /// The card's rank.
    ///
    /// An unknown card (see [`Card::is_unknown`]) has none: asking panics in
    /// debug builds and gives a meaningless rank otherwise, so check first
    /// when the card comes from a view.
    #[inline]
    pub fn rank(self) -> Rank {
        debug_assert!(!self.is_unknown(), "rank of a hidden card");
        Rank(self.0 / 4 + 1)
    }

    /// The card's suit. Meaningless for an unknown card.
    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 % 4)]
    }

    /// Whether the card is a king (wild on centre piles when
    /// [`Rules::kings_wild`](crate::Rules::kings_wild)). False for an unknown
    /// card.
    #[inline]
    pub fn is_king(self) -> bool {
        self.0 / 4 == 12
    }

    /// Whether this card is unknown to the holder of a view: the placeholder
    /// that stands for a hidden card in a [`PlayerView`](crate::PlayerView)
    /// (and in what-if plays of one). Cards of a [`Game`](crate::Game) are
    /// never unknown. An unknown card shows as `??`; asking its rank or suit
    /// is meaningless.
    #[inline]
    pub fn is_unknown(self) -> bool {
        self.0 == 0xFF
    }

    /// `rank - 1` for a real card (0..13), and 63 for a hidden one: an index
    /// for per-rank tables of 64 entries that need no separate hidden check.
    pub(crate) fn rank_slot(self) -> usize {
        usize::from(self.0 >> 2)
    }

    /// The card's byte, for moving packed cards around in bulk.
    #[inline]
    pub(crate) const fn byte(self) -> u8 {
        self.0
    }

    /// The card packed in `byte`, which must come from [`Card::byte`].
    #[inline]
    pub(crate) const fn from_byte(byte: u8) -> Card {
        Card(byte)
    }

    /// A dense index 0..52, for counting cards (both copies of a card have
    /// the same index). Meaningless for an unknown card.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The card with [`Card::index`] `i`; `None` for 52 and above.
    pub fn from_index(i: usize) -> Option<Card> {
        (i < Card::DISTINCT).then_some(Card(i as u8))
    }

    /// Every distinct card once, in rank order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::DISTINCT as u8).map(Card)
    }

    /// The card with a Unicode suit, e.g. `10♥`, for terminals and windows.
    /// Not for an unknown card, which has no rank (see [`Card::rank`]); show
    /// `??` for it, as `Display` does.
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank().face(), self.suit().symbol())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_unknown() {
            return f.write_str("??");
        }
        write!(f, "{}{}", self.rank().symbol(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a card; its message says how to write one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a card: write rank then suit, like AS, 7h, TD, 10c or KH")]
pub struct CardParseError {
    /// The text that was refused (at most its first 20 characters).
    pub text: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let err = || CardParseError {
            text: s.chars().take(20).collect(),
        };
        let t = s.trim();
        let mut chars = t.char_indices();
        let (last_at, last) = chars.next_back().ok_or_else(err)?;
        let suit = Suit::from_text(&last.to_string()).ok_or_else(err)?;
        let rank = Rank::from_symbol(&t[..last_at]).ok_or_else(err)?;
        Ok(Card::new(rank, suit))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in Card::all() {
            let text = card.to_string();
            assert_eq!(text.len(), 2);
            assert_eq!(text.parse::<Card>(), Ok(card));
        }
    }

    #[test]
    fn parse_accepts_ten_lower_case_and_symbols() {
        let ten_hearts = Card::new(Rank::new(10).unwrap(), Suit::Hearts);
        assert_eq!("10H".parse::<Card>(), Ok(ten_hearts));
        assert_eq!("th".parse::<Card>(), Ok(ten_hearts));
        assert_eq!("10♥".parse::<Card>(), Ok(ten_hearts));
        assert_eq!(
            "ks".parse::<Card>(),
            Ok(Card::new(Rank::KING, Suit::Spades))
        );
        assert_eq!(" 7d ".parse::<Card>().unwrap().rank().number(), 7);
    }

    #[test]
    fn parse_refuses_nonsense() {
        for bad in ["", "A", "1X", "11H", "ZZ", "KSS", "0S", "♥", "10"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn ordering_is_by_rank_first() {
        let ace_clubs: Card = "AC".parse().unwrap();
        let two_spades: Card = "2S".parse().unwrap();
        assert!(ace_clubs < two_spades);
        assert!("KS".parse::<Card>().unwrap().is_king());
    }

    #[test]
    fn serde_uses_notation() {
        let card: Card = "QD".parse().unwrap();
        assert_eq!(serde_json::to_string(&card).unwrap(), "\"QD\"");
        assert_eq!(serde_json::from_str::<Card>("\"qd\"").unwrap(), card);
        assert!(serde_json::from_str::<Card>("\"XX\"").is_err());
        assert!(serde_json::from_str::<Card>("7").is_err());
    }
}
