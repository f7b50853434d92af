//! Words for the table's own labels: card names for screen readers and
//! the piles' captions. Sentences about the game (the log, refusals, hints,
//! the rules) come from spite-table's renderer (`Tabletop::words`).

use spite_core::{Card, CompletedPiles, Rank, Rules, Suit};
use spite_table::{RuleChange, differences};

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

/// What `rules` change from the preset `name` (spite-table's comparison),
/// leaving aside what the table shows anyway (seats, partnerships, the
/// match target).
fn changes(rules: &Rules, name: &str) -> Option<Vec<RuleChange>> {
    let preset = spite_table::preset(name)?;
    Some(
        differences(rules, &preset)
            .into_iter()
            .filter(|c| {
                !matches!(
                    c,
                    RuleChange::Players(_)
                        | RuleChange::Partnership(_)
                        | RuleChange::MatchTarget(_)
                )
            })
            .collect(),
    )
}

/// A rule change as a caption's few words ("4 centre piles").
fn caption(change: RuleChange) -> String {
    match change {
        RuleChange::PayoffSize(n) => format!("pay-off {n}"),
        RuleChange::HandSize(n) => format!("hand of {n}"),
        RuleChange::CentrePiles(n) => format!("{n} centre piles"),
        RuleChange::KingsWild(true) => "kings wild".into(),
        RuleChange::KingsWild(false) => "kings not wild".into(),
        RuleChange::CompleteAt(r) => format!("piles to {}", r.face()),
        RuleChange::CompletedPiles(CompletedPiles::SetAside) => "full piles set aside".into(),
        RuleChange::CompletedPiles(CompletedPiles::ShuffleIntoStock) => {
            "full piles into the stock".into()
        }
        RuleChange::RefillEmptyHand(true) => "new hand when emptied".into(),
        RuleChange::RefillEmptyHand(false) => "no new hand when emptied".into(),
        RuleChange::Players(n) => format!("{n} players"),
        RuleChange::Partnership(_) => "partnerships".into(),
        RuleChange::MatchTarget(n) => format!("to {n}"),
    }
}

/// The preset `rules` are, apart from seats, partnerships and the match
/// target (which the table shows anyway).
pub fn preset_of(rules: &Rules) -> Option<&'static str> {
    Rules::PRESETS
        .into_iter()
        .find(|&name| changes(rules, name).is_some_and(|c| c.is_empty()))
}

/// The rules in force in a few words, for the title bar and the table's
/// caption: the preset's name ("classic"), or the nearest preset and what
/// differs ("g4a · 4 centre piles · kings not wild").
pub fn rules_words(rules: &Rules) -> String {
    let nearest = Rules::PRESETS
        .into_iter()
        .filter_map(|name| Some((name, changes(rules, name)?)))
        .min_by_key(|(_, d)| d.len());
    match nearest {
        Some((name, d)) if d.is_empty() => format!("{name} rules"),
        Some((name, d)) => {
            let words: Vec<String> = d.into_iter().map(caption).collect();
            format!("{name} rules · {}", words.join(" · "))
        }
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
