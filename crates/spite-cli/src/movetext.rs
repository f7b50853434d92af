//! Move text read against the mover's view, shared by the REPL and the
//! engine protocol so both give the same answer to the same mistake, with
//! the real sizes of this table and hand (`h9` and `h6` on a five-card hand
//! get the same answer; so do `c9` and `c4` on a three-pile table).

use spite_core::{Card, Move, PlayerView, RuleError, SIDE_PILES, Source, Target};

/// What kind of mistake a refused move text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The first word is not move text at all (in the REPL: not a command
    /// either).
    Unknown,
    /// Move words, but not a move: missing, extra or reversed words.
    Malformed,
    /// A well-formed move naming a card, hand slot or pile this seat or
    /// table does not have.
    NoSuch,
}

/// Why a text is not a move the mover can make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub kind: Kind,
    /// A sentence without a final full stop.
    pub message: String,
}

impl Mistake {
    fn new(kind: Kind, message: impl Into<String>) -> Mistake {
        Mistake {
            kind,
            message: message.into(),
        }
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

/// A pile number as a 0-based index if it is in `1..=count`.
fn index(n: u64, count: usize) -> Option<u8> {
    (1..=count as u64).contains(&n).then(|| (n - 1) as u8)
}

/// Side pile `n` (1-based) of `text` as an index, or why there is none.
fn side(n: u64, text: &str) -> Result<u8, Mistake> {
    index(n, SIDE_PILES).ok_or_else(|| no_such(n, |pile| RuleError::NoSidePile { pile }, text))
}

/// A refusal worded by the rules engine, which numbers piles with a `u8`;
/// a bigger number is put in the same words.
fn no_such(n: u64, error: impl Fn(u8) -> RuleError, text: &str) -> Mistake {
    let message = match u8::try_from(n) {
        Ok(n) => error(n).to_string(),
        Err(_) => {
            let said = error(u8::MAX).to_string();
            let letter = text.get(..1).unwrap_or_default().to_ascii_lowercase();
            said.replacen(&format!("{letter}255"), &clip(text), 1)
        }
    };
    Mistake::new(Kind::NoSuch, message)
}

/// At most 20 characters of user text, without control characters.
fn clip(text: &str) -> String {
    let mut s: String = text.chars().filter(|c| !c.is_control()).take(20).collect();
    if text.chars().count() > 20 {
        s.push('…');
    }
    s
}

/// The sources this seat may name, for messages.
fn sources(view: &PlayerView) -> String {
    let hand = match view.hand().len() {
        0 => String::new(),
        1 => "h1 (hand), ".to_string(),
        n => format!("h1..h{n} (hand), "),
    };
    let partner = if view.rules().partnership {
        "pp (partner's pay-off), "
    } else {
        ""
    };
    format!(
        "{hand}p (pay-off), {partner}s1..s{SIDE_PILES} (side piles) or a card you can see, like 7h"
    )
}

/// The targets of this table, for messages.
fn targets(view: &PlayerView) -> String {
    match view.rules().centre_piles {
        1 => format!("c1 (the centre pile) or s1..s{SIDE_PILES} (side piles)"),
        n => format!("c1..c{n} (centre piles) or s1..s{SIDE_PILES} (side piles)"),
    }
}

/// Reads `text` as a move of the seat of `view` (the mover). Every mistake
/// is named: an unknown word, missing or reversed words, or a hand card or
/// pile that does not exist here. Whether the move is legal now is left to
/// the rules. `card_text` writes a card for the message.
pub fn read(
    view: &PlayerView,
    text: &str,
    card_text: impl Fn(Card) -> String,
) -> Result<Move, Mistake> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Err(Mistake::new(
            Kind::Unknown,
            "a move is a card and where it goes, like 'h3 c1' or 'p c2'",
        ));
    };
    let from_word = word(first);
    let unknown = || {
        Mistake::new(
            Kind::Unknown,
            format!(
                "'{}' is not a card or a pile: a move starts with {}",
                clip(first),
                sources(view)
            ),
        )
    };
    if from_word == Word::Other {
        return Err(unknown());
    }
    let shape = |what: String| {
        Mistake::new(
            Kind::Malformed,
            format!("{what}: a move is a card and where it goes, like 'h3 c1' or 'p c2'"),
        )
    };
    let [_, to_text] = words[..] else {
        return Err(match words.len() {
            1 => shape(format!("'{}' needs a target", clip(first))),
            _ => shape(format!("'{}' has {} words", clip(text.trim()), words.len())),
        });
    };
    let to_word = word(to_text);
    let centre_piles = usize::from(view.rules().centre_piles);

    let from = match from_word {
        Word::Hand(n) => match index(n, view.hand().len()) {
            Some(i) => Source::Hand(i),
            None => {
                let len = view.hand().len() as u8;
                return Err(no_such(
                    n,
                    |slot| RuleError::NoHandCard { slot, len },
                    first,
                ));
            }
        },
        Word::Side(n) => Source::Side(side(n, first)?),
        Word::Payoff => Source::Payoff,
        Word::PartnerPayoff => Source::PartnerPayoff,
        // The view finds where a named card can be played from.
        Word::Card(card) => match view.parse_move(&format!("{card} c1")) {
            Ok(mv) => mv.from,
            Err(_) => {
                return Err(Mistake::new(
                    Kind::NoSuch,
                    format!(
                        "{} is not your pay-off top, in your hand or on top of one of your side piles",
                        card_text(card)
                    ),
                ));
            }
        },
        Word::Centre(_) => {
            let hint = match to_word {
                Word::Hand(_)
                | Word::Side(_)
                | Word::Payoff
                | Word::PartnerPayoff
                | Word::Card(_) => {
                    format!(": '{} {}'", clip(to_text), clip(first))
                }
                _ => String::new(),
            };
            return Err(Mistake::new(
                Kind::Malformed,
                format!(
                    "'{}' is a centre pile, where a card goes: name the card first, then where it goes{hint}",
                    clip(first)
                ),
            ));
        }
        Word::Other => return Err(unknown()),
    };
    let to = match to_word {
        Word::Centre(n) => match index(n, centre_piles) {
            Some(i) => Target::Centre(i),
            None => {
                let piles = view.rules().centre_piles;
                return Err(no_such(
                    n,
                    |pile| RuleError::NoCentrePile { pile, piles },
                    to_text,
                ));
            }
        },
        Word::Side(n) => Target::Side(side(n, to_text)?),
        Word::Hand(_) | Word::Payoff | Word::PartnerPayoff | Word::Card(_) => {
            return Err(Mistake::new(
                Kind::Malformed,
                format!(
                    "'{}' is where a card comes from, not where it goes: use {}",
                    clip(to_text),
                    targets(view)
                ),
            ));
        }
        Word::Other => {
            return Err(Mistake::new(
                Kind::Malformed,
                format!("'{}' is not a target: use {}", clip(to_text), targets(view)),
            ));
        }
    };
    Ok(Move::new(from, to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::{Game, Rules};

    /// The seat to move's view at the start of a game with a five-card
    /// hand and three centre piles.
    fn view() -> PlayerView {
        let game = Game::new(Rules::g4a(), 4).expect("g4a deals");
        game.observation(game.to_move())
    }

    fn refused(text: &str) -> Mistake {
        read(&view(), text, |c| c.to_string()).expect_err(text)
    }

    #[test]
    fn one_answer_for_each_kind_of_mistake_with_the_real_sizes() {
        let v = view();
        assert_eq!(v.hand().len(), 5);
        // A hand slot past the hand, or a centre pile past the table's
        // three, near or far: the same answer.
        for (text, ending) in [
            ("h6 c1", "; it holds 5 cards"),
            ("h9 c1", "; it holds 5 cards"),
            ("H12 c1", "; it holds 5 cards"),
            ("h1 c4", "; the table has 3"),
            ("h1 c9", "; the table has 3"),
            ("p c300", "; the table has 3"),
        ] {
            let m = refused(text);
            assert_eq!(m.kind, Kind::NoSuch, "{text}");
            assert!(m.message.ends_with(ending), "{text}: {}", m.message);
        }
        assert!(
            refused("h99999999999999999999 c1")
                .message
                .starts_with("your hand has no card h9999")
        );
        assert_eq!(refused("s5 c1").kind, Kind::NoSuch);
        assert_eq!(
            refused("h1 s5").message,
            "there is no side pile s5; each seat has four"
        );
        // The words the wrong way round, or a source as the target.
        let m = refused("c1 h1");
        assert_eq!(m.kind, Kind::Malformed);
        assert!(
            m.message.contains("name the card first") && m.message.ends_with("'h1 c1'"),
            "{}",
            m.message
        );
        let m = refused("h1 p");
        assert_eq!(m.kind, Kind::Malformed);
        assert!(m.message.contains("c1..c3 (centre piles)"), "{}", m.message);
        assert_eq!(refused("h1 zz").kind, Kind::Malformed);
        assert_eq!(refused("h1").kind, Kind::Malformed);
        assert_eq!(refused("h1 c1 c2").kind, Kind::Malformed);
        // Not move text at all.
        let m = refused("fly away");
        assert_eq!(m.kind, Kind::Unknown);
        assert!(m.message.contains("h1..h5 (hand)"), "{}", m.message);
        // A card the seat cannot play from anywhere.
        let held: Vec<Card> = v.hand().to_vec();
        let absent = ["AS", "2S", "3S", "4S", "5S", "6S", "7S"]
            .iter()
            .map(|c| c.parse::<Card>().expect("a card"))
            .find(|c| !held.contains(c) && v.payoff_top(v.seat()) != Some(*c))
            .expect("some spade is not held");
        let m = refused(&format!("{absent} c1"));
        assert_eq!(m.kind, Kind::NoSuch);
        assert!(
            m.message
                .starts_with(&format!("{absent} is not your pay-off top")),
            "{}",
            m.message
        );
    }

    #[test]
    fn moves_by_slot_and_by_card_are_read() {
        let v = view();
        let first = v.hand()[0];
        let by_slot = read(&v, "h1 c2", |c| c.to_string()).expect("h1 c2");
        assert_eq!(by_slot, Move::new(Source::Hand(0), Target::Centre(1)));
        let by_card = read(
            &v,
            &format!("{} s4", first.to_string().to_lowercase()),
            |c| c.to_string(),
        );
        assert_eq!(by_card.expect("a held card").to, Target::Side(3));
        assert_eq!(
            read(&v, "P C3", |c| c.to_string()),
            Ok(Move::new(Source::Payoff, Target::Centre(2)))
        );
    }
}
