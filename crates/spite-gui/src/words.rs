//! Words for the table's own labels: card names for screen readers and
//! the piles' captions. Sentences about the game (the log, refusals, hints,
//! the rules) come from spite-table's renderer (`Session::words`).

use spite_core::{Card, CompletedPiles, Rank, Rules, Suit};
use spite_table::{RuleChange, differences};

use crate::lang::{Arg, Words};

pub fn suit_name(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// "7 of hearts", "king of spades": what a screen reader says.
pub fn card_name(w: &Words, c: Card) -> String {
    if c.is_unknown() {
        return w.tr("ui-table-face-down", &[]);
    }
    w.tr(
        "ui-card-name",
        &[
            ("rank", c.rank().number().into()),
            ("suit", suit_name(c.suit()).into()),
        ],
    )
}

/// A rank's forms as the messages take them: `$rank` (the number),
/// `$rank-name`, `$rank-the`, `$rank-a`.
pub fn rank_args(w: &Words, r: Rank) -> Vec<(&'static str, Arg)> {
    let n = [("rank", Arg::from(r.number()))];
    vec![
        ("rank", r.number().into()),
        ("rank-name", w.tr("rank-name", &n).into()),
        ("rank-the", w.tr("rank-the", &n).into()),
        ("rank-a", w.tr("rank-a", &n).into()),
    ]
}

/// "an ace", "a 7", "an 8".
pub fn rank_with_article(w: &Words, r: Rank) -> String {
    w.tr("rank-a", &[("rank", r.number().into())])
}

/// A rank's name: "ace", "7", "king".
pub fn rank_name(w: &Words, r: Rank) -> String {
    w.tr("rank-name", &[("rank", r.number().into())])
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

/// A rule change as a caption's few words ("4 centre piles"), in the
/// words spite-i18n names rule changes with (`change-*`).
fn caption(w: &Words, change: RuleChange) -> String {
    let count = |id: &str, n: u32| w.tr(id, &[("count", n.into())]);
    match change {
        RuleChange::PayoffSize(n) => count("change-payoff", n.into()),
        RuleChange::HandSize(n) => count("change-hand", n.into()),
        RuleChange::CentrePiles(n) => count("change-centre-piles", n.into()),
        RuleChange::KingsWild(true) => w.tr("change-kings-wild", &[]),
        RuleChange::KingsWild(false) => w.tr("change-kings-not-wild", &[]),
        RuleChange::CompleteAt(r) => w.tr("change-complete-at", &rank_args(w, r)),
        RuleChange::CompletedPiles(CompletedPiles::SetAside) => {
            w.tr("change-completed-set-aside", &[])
        }
        RuleChange::CompletedPiles(CompletedPiles::ShuffleIntoStock) => {
            w.tr("change-completed-shuffled", &[])
        }
        RuleChange::RefillEmptyHand(true) => w.tr("change-refill", &[]),
        RuleChange::RefillEmptyHand(false) => w.tr("change-no-refill", &[]),
        RuleChange::Players(n) => count("change-players", n.into()),
        RuleChange::Partnership(true) => w.tr("change-partnership", &[]),
        RuleChange::Partnership(false) => w.tr("change-no-partnership", &[]),
        RuleChange::MatchTarget(n) => count("change-match-target", n),
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
pub fn rules_words(w: &Words, rules: &Rules) -> String {
    let nearest = Rules::PRESETS
        .into_iter()
        .filter_map(|name| Some((name, changes(rules, name)?)))
        .min_by_key(|(_, d)| d.len());
    match nearest {
        Some((name, d)) => {
            let mut words = vec![w.tr("rules-preset", &[("preset", name.into())])];
            words.extend(d.into_iter().map(|c| caption(w, c)));
            words.join(" · ")
        }
        None => w.tr("ui-rules-custom", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Language, words};

    #[test]
    fn names_read_well() {
        let w = &words(Language::English);
        let c: Card = "KD".parse().unwrap();
        assert_eq!(card_name(w, c), "king of diamonds");
        assert_eq!(rank_with_article(w, Rank::ACE), "an ace");
        assert_eq!(rank_with_article(w, Rank::new(8).unwrap()), "an 8");
        assert_eq!(rank_with_article(w, Rank::QUEEN), "a queen");
        let bg = &words(Language::Bulgarian);
        assert_eq!(
            card_name(bg, c),
            bg.tr(
                "ui-card-name",
                &[("rank", 13.into()), ("suit", "diamonds".into())]
            )
        );
        assert!(!card_name(bg, c).contains("king"));
    }

    #[test]
    fn the_rules_in_force_are_named_with_what_differs() {
        let w = &words(Language::English);
        let named = |r: &Rules| rules_words(w, r);
        assert_eq!(named(&Rules::g4a()), "g4a rules");
        assert_eq!(named(&Rules::classic()), "classic rules");
        let six = Rules {
            players: 6,
            match_target: 100,
            ..Rules::classic()
        };
        assert_eq!(named(&six), "classic rules", "seats are on the table");
        assert_eq!(preset_of(&six), Some("classic"));
        let custom = Rules {
            centre_piles: 4,
            refill_empty_hand: false,
            ..Rules::g4a()
        };
        assert_eq!(
            named(&custom),
            "g4a rules · 4 centre piles · an emptied hand ends the turn"
        );
        // Nearer classic than g4a: named after classic.
        let near_classic = Rules {
            completed_piles: CompletedPiles::ShuffleIntoStock,
            ..Rules::classic()
        };
        assert_eq!(
            named(&near_classic),
            "classic rules · complete piles shuffled into the stock"
        );
        assert_eq!(preset_of(&custom), None);
    }
}
