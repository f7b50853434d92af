//! Words for the table's own labels: card names for screen readers and
//! the piles' captions. Sentences about the game (the log, refusals, hints,
//! the rules) come from spite-table's renderer (`Tabletop::words`).

use spite_core::{Card, CompletedPiles, Rank, Rules, Suit};

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

/// Plural helper: "1 card", "3 cards".
pub fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

/// How `rules` differ from `preset`, leaving aside what the table shows
/// anyway (seats, partnerships, the match target).
fn differences(rules: &Rules, preset: &Rules) -> Vec<String> {
    let mut out = vec![];
    if rules.payoff_size != preset.payoff_size {
        out.push(format!("pay-off {}", rules.payoff_size));
    }
    if rules.hand_size != preset.hand_size {
        out.push(format!("hand of {}", rules.hand_size));
    }
    if rules.centre_piles != preset.centre_piles {
        out.push(format!("{} centre piles", rules.centre_piles));
    }
    if rules.kings_wild != preset.kings_wild {
        out.push(
            if rules.kings_wild {
                "kings wild"
            } else {
                "kings not wild"
            }
            .into(),
        );
    }
    if rules.complete_at != preset.complete_at {
        out.push(format!("piles to {}", rules.complete_at.face()));
    }
    if rules.completed_piles != preset.completed_piles {
        out.push(
            match rules.completed_piles {
                CompletedPiles::SetAside => "full piles set aside",
                CompletedPiles::ShuffleIntoStock => "full piles into the stock",
            }
            .into(),
        );
    }
    if rules.refill_empty_hand != preset.refill_empty_hand {
        out.push(
            if rules.refill_empty_hand {
                "new hand when emptied"
            } else {
                "no new hand when emptied"
            }
            .into(),
        );
    }
    out
}

/// The preset `rules` are, apart from seats, partnerships and the match
/// target (which the table shows anyway).
pub fn preset_of(rules: &Rules) -> Option<&'static str> {
    Rules::PRESETS
        .into_iter()
        .find(|&name| Rules::preset(name).is_some_and(|p| differences(rules, &p).is_empty()))
}

/// The rules in force in a few words: the preset's name ("classic"), or the
/// nearest preset and what differs ("g4a · 4 centre piles · kings not wild").
pub fn rules_words(rules: &Rules) -> String {
    let nearest = Rules::PRESETS
        .into_iter()
        .filter_map(|name| Some((name, differences(rules, &Rules::preset(name)?))))
        .min_by_key(|(_, d)| d.len());
    match nearest {
        Some((name, d)) if d.is_empty() => format!("{name} rules"),
        Some((name, d)) => format!("{name} rules · {}", d.join(" · ")),
        None => "custom rules".into(),
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
        assert_eq!(cards(1), "1 card");
        assert_eq!(cards(0), "0 cards");
    }

    #[test]
    fn the_rules_in_force_are_named_with_what_differs() {
        assert_eq!(rules_words(&Rules::g4a()), "g4a rules");
        assert_eq!(rules_words(&Rules::classic()), "classic rules");
        let six = Rules {
            players: 6,
            match_target: 100,
            ..Rules::classic()
        };
        assert_eq!(rules_words(&six), "classic rules", "seats are on the table");
        assert_eq!(preset_of(&six), Some("classic"));
        let custom = Rules {
            centre_piles: 4,
            refill_empty_hand: false,
            ..Rules::g4a()
        };
        assert_eq!(
            rules_words(&custom),
            "g4a rules · 4 centre piles · no new hand when emptied"
        );
        // Nearer classic than g4a: named after classic.
        let near_classic = Rules {
            completed_piles: CompletedPiles::ShuffleIntoStock,
            ..Rules::classic()
        };
        assert_eq!(
            rules_words(&near_classic),
            "classic rules · full piles into the stock"
        );
        assert_eq!(preset_of(&custom), None);
    }
}
