//! Reading move text, and why a text is not a move: typed, with the sizes
//! of the table it was read against, so that every frontend can say what
//! is wrong in its own words ("your hand has no card h6; it holds 5 cards").

use crate::card::Card;
use crate::moves::{Move, Source, Target};
use crate::table::{MAX_CENTRE_PILES, MAX_HAND, SIDE_PILES};

/// Why a text is not a move the seat can make, by kind of mistake.
///
/// [`Move`]'s `FromStr` knows no table, so it only ever says
/// [`MoveParseError::NotAMove`] (with the largest sizes any table has);
/// [`PlayerView::parse_move`](crate::PlayerView::parse_move) reads against
/// a seat's view and also names a hand slot, pile or card that this seat
/// or table does not have, with the real sizes. Words typed by the player
/// are kept at most 20 characters long (cut with `…`), without control
/// characters. The `Display` text is in neutral words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveParseError {
    /// Not a move at all: the words are not a source and a target.
    #[error(transparent)]
    NotAMove(#[from] Malformed),
    /// A hand slot or side pile the seat does not have (`h6` with a hand
    /// of 5, `s5`).
    #[error("there is no {} {word}; {}", slot.noun(), slot.count_text(*count))]
    NoSuchSlot {
        /// Which kind of slot.
        slot: Slot,
        /// The word as typed, in lower case (`h6`).
        word: String,
        /// How many there are: the cards in the hand, or the side piles.
        count: u8,
    },
    /// A centre pile this table does not have (`c9` with 4 centre piles).
    #[error("there is no centre pile {word}; the table has {piles}")]
    NoSuchPile {
        /// The word as typed, in lower case (`c9`).
        word: String,
        /// The table's centre piles.
        piles: u8,
    },
    /// A card the seat has nowhere to play from: not its pay-off top, in
    /// its hand, its partner's pay-off top or on top of its side piles.
    #[error("{card} is not on the seat's pay-off pile, in its hand or on top of its side piles")]
    NotHeld {
        /// The card named.
        card: Card,
    },
}

impl MoveParseError {
    /// Whether the text is no move at all (rather than a move naming
    /// something this seat or table does not have).
    pub fn is_not_a_move(&self) -> bool {
        matches!(self, MoveParseError::NotAMove(_))
    }
}

/// A hand slot or a side pile, in [`MoveParseError::NoSuchSlot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A hand slot: `h1`…
    Hand,
    /// A side pile: `s1`…`s4`.
    Side,
}

impl Slot {
    fn noun(self) -> &'static str {
        match self {
            Slot::Hand => "hand card",
            Slot::Side => "side pile",
        }
    }

    fn count_text(self, count: u8) -> String {
        match (self, count) {
            (Slot::Hand, 1) => "the hand holds 1 card".into(),
            (Slot::Hand, n) => format!("the hand holds {n} cards"),
            (Slot::Side, n) => format!("each seat has {n}"),
        }
    }
}

/// How a text fails to be a move at all; words as typed (cut).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Malformed {
    /// Nothing was typed.
    #[error("a move is a source and a target, like 'h3 c1' or 'p c2'")]
    Empty,
    /// The first word is no card and no pile.
    #[error("'{word}' is not a card or a pile to play from")]
    Unknown {
        /// The first word.
        word: String,
        /// Cards in the seat's hand (the most a hand holds when read
        /// without a table), for naming the sources `h1`….
        hand: u8,
        /// Whether there is a partner's pay-off pile (`pp`) to name.
        partner: bool,
    },
    /// One word only: a source without a target.
    #[error("'{word}' needs a target")]
    NoTarget {
        /// The word.
        word: String,
    },
    /// More than two words.
    #[error("'{text}' has {words} words; a move has two")]
    Words {
        /// The text.
        text: String,
        /// How many words it has.
        words: usize,
    },
    /// The first word is a centre pile: the words are the wrong way round
    /// (or the card is missing).
    #[error("'{word}' is a centre pile, where a card goes; the card comes first")]
    Reversed {
        /// The first word.
        word: String,
        /// The two words swapped, when that would read as a move (`h1 c1`
        /// for `c1 h1`).
        swapped: Option<String>,
    },
    /// The second word names a place a card comes from (a hand slot, the
    /// pay-off pile, a card), not where it goes.
    #[error("'{word}' is where a card comes from, not where it goes")]
    SourceAsTarget {
        /// The second word.
        word: String,
        /// The table's centre piles, for naming the targets `c1`….
        piles: u8,
    },
    /// The second word is no target.
    #[error("'{word}' is not a target")]
    NotATarget {
        /// The second word.
        word: String,
        /// The table's centre piles, for naming the targets `c1`….
        piles: u8,
    },
}

/// What move text is read against: a seat's hand, table and cards, or
/// (without a view) the largest sizes any table has.
pub(crate) struct Reading<'a> {
    /// Cards in the hand.
    pub hand: u8,
    /// Centre piles on the table.
    pub piles: u8,
    /// Whether the seat has a partner.
    pub partner: bool,
    /// Where the seat can play a named card from; `None` without a view,
    /// where a card is not a source.
    pub find_card: Option<&'a dyn Fn(Card) -> Option<Source>>,
}

impl Reading<'_> {
    /// Reading without a table: every slot and pile any table has.
    pub const ANY: Reading<'static> = Reading {
        hand: MAX_HAND as u8,
        piles: MAX_CENTRE_PILES as u8,
        partner: true,
        find_card: None,
    };

    /// Whether sizes beyond this reading's are mistakes of the table
    /// (true with a view) rather than of the notation.
    fn has_table(&self) -> bool {
        self.find_card.is_some()
    }
}

/// One word of move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    Hand(u64),
    Side(u64),
    Centre(u64),
    Payoff,
    PartnerPayoff,
    Card(Card),
    Other,
}

fn word(text: &str) -> Word {
    let t = text.to_ascii_lowercase();
    match t.as_str() {
        "p" => return Word::Payoff,
        "pp" => return Word::PartnerPayoff,
        _ => {}
    }
    if let Some(digits) = t.get(1..)
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
    {
        // A number too big for u64 is no pile either: it stays too big.
        let n = digits.parse::<u64>().unwrap_or(u64::MAX);
        match t.as_bytes()[0] {
            b'h' => return Word::Hand(n),
            b's' => return Word::Side(n),
            b'c' => return Word::Centre(n),
            _ => {}
        }
    }
    match text.parse::<Card>() {
        Ok(card) => Word::Card(card),
        Err(_) => Word::Other,
    }
}

/// A number as a 0-based index if it is in `1..=count`.
fn index(n: u64, count: usize) -> Option<u8> {
    (1..=count as u64).contains(&n).then(|| (n - 1) as u8)
}

/// At most 20 characters of typed text, without control characters.
pub(crate) fn clip(text: &str) -> String {
    let mut s: String = text.chars().filter(|c| !c.is_control()).take(20).collect();
    if text.chars().count() > 20 {
        s.push('…');
    }
    s
}

/// A slot or pile word as typed, in lower case and cut.
fn named(text: &str) -> String {
    clip(&text.to_ascii_lowercase())
}

/// Reads `text` as a move: every mistake named, the first found.
pub(crate) fn read(text: &str, on: &Reading<'_>) -> Result<Move, MoveParseError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Err(Malformed::Empty.into());
    };
    let from_word = word(first);
    let unknown = || Malformed::Unknown {
        word: clip(first),
        hand: on.hand,
        partner: on.partner,
    };
    if from_word == Word::Other || (matches!(from_word, Word::Card(_)) && !on.has_table()) {
        return Err(unknown().into());
    }
    let [_, to_text] = words[..] else {
        return Err(match words.len() {
            1 => Malformed::NoTarget { word: clip(first) },
            n => Malformed::Words {
                text: clip(text.trim()),
                words: n,
            },
        }
        .into());
    };
    let to_word = word(to_text);
    let slot = |slot: Slot, count: usize, text: &str| -> MoveParseError {
        if on.has_table() {
            MoveParseError::NoSuchSlot {
                slot,
                word: named(text),
                count: count as u8,
            }
        } else {
            unknown().into()
        }
    };
    let from = match from_word {
        Word::Hand(n) => match index(n, usize::from(on.hand)) {
            Some(i) => Source::Hand(i),
            None => return Err(slot(Slot::Hand, usize::from(on.hand), first)),
        },
        Word::Side(n) => match index(n, SIDE_PILES) {
            Some(i) => Source::Side(i),
            None => return Err(slot(Slot::Side, SIDE_PILES, first)),
        },
        Word::Payoff => Source::Payoff,
        Word::PartnerPayoff => Source::PartnerPayoff,
        Word::Card(card) => match on.find_card.and_then(|find| find(card)) {
            Some(from) => from,
            None => return Err(MoveParseError::NotHeld { card }),
        },
        Word::Centre(_) => {
            let swapped = match to_word {
                Word::Hand(_)
                | Word::Side(_)
                | Word::Payoff
                | Word::PartnerPayoff
                | Word::Card(_) => Some(format!("{} {}", clip(to_text), clip(first))),
                Word::Centre(_) | Word::Other => None,
            };
            return Err(Malformed::Reversed {
                word: clip(first),
                swapped,
            }
            .into());
        }
        Word::Other => return Err(unknown().into()),
    };
    let to = match to_word {
        Word::Centre(n) => match index(n, usize::from(on.piles)) {
            Some(i) => Target::Centre(i),
            None if on.has_table() => {
                return Err(MoveParseError::NoSuchPile {
                    word: named(to_text),
                    piles: on.piles,
                });
            }
            None => {
                return Err(Malformed::NotATarget {
                    word: clip(to_text),
                    piles: on.piles,
                }
                .into());
            }
        },
        Word::Side(n) => match index(n, SIDE_PILES) {
            Some(i) => Target::Side(i),
            None if on.has_table() => return Err(slot(Slot::Side, SIDE_PILES, to_text)),
            None => {
                return Err(Malformed::NotATarget {
                    word: clip(to_text),
                    piles: on.piles,
                }
                .into());
            }
        },
        Word::Hand(_) | Word::Payoff | Word::PartnerPayoff | Word::Card(_) => {
            return Err(Malformed::SourceAsTarget {
                word: clip(to_text),
                piles: on.piles,
            }
            .into());
        }
        Word::Other => {
            return Err(Malformed::NotATarget {
                word: clip(to_text),
                piles: on.piles,
            }
            .into());
        }
    };
    Ok(Move::new(from, to))
}
