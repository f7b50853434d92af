//! The game in words: card and pile names for labels, the log and screen
//! readers.

use spite_core::{Card, Rank, Source, Suit, Target};

pub fn suit_name(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// "7 of hearts", "king of spades": what a screen reader says.
pub fn card_name(c: Card) -> String {
    if c.is_unknown() {
        return "a face-down card".into();
    }
    format!("{} of {}", c.rank().name(), suit_name(c.suit()))
}

/// "an ace", "a 7", "an 8".
pub fn rank_with_article(r: Rank) -> String {
    match r.number() {
        1 => "an ace".into(),
        8 => "an 8".into(),
        _ => format!("a {}", r.name()),
    }
}

/// Where a move takes its card from, as a player says it.
pub fn source_words(from: Source) -> String {
    match from {
        Source::Hand(_) => "hand".into(),
        Source::Payoff => "pay-off pile".into(),
        Source::PartnerPayoff => "partner's pay-off pile".into(),
        Source::Side(i) => format!("side pile {}", i + 1),
    }
}

pub fn target_words(to: Target) -> String {
    match to {
        Target::Centre(i) => format!("centre pile {}", i + 1),
        Target::Side(i) => format!("side pile {}", i + 1),
    }
}

/// Plural helper: "1 card", "3 cards".
pub fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_well() {
        let c: Card = "KD".parse().unwrap();
        assert_eq!(card_name(c), "king of diamonds");
        assert_eq!(rank_with_article(Rank::ACE), "an ace");
        assert_eq!(rank_with_article(Rank::new(8).unwrap()), "an 8");
        assert_eq!(rank_with_article(Rank::QUEEN), "a queen");
        assert_eq!(source_words(Source::Side(2)), "side pile 3");
        assert_eq!(target_words(Target::Centre(0)), "centre pile 1");
        assert_eq!(cards(1), "1 card");
        assert_eq!(cards(0), "0 cards");
    }
}
