//! Rule presets by name, and what a rule set is called: its nearest preset
//! and what differs from it ("g4a, 4 players"), never just "custom rules".

use serde::{Deserialize, Serialize};
use spite_core::{CompletedPiles, Rank, Rules};

/// The preset called `name` (`g4a`, `classic`, or their aliases `default`
/// and `traditional`; any case).
pub fn preset(name: &str) -> Option<Rules> {
    Rules::preset(name)
}

/// The name of the preset `rules` is exactly, if any.
pub fn preset_name(rules: &Rules) -> Option<&'static str> {
    Rules::PRESETS
        .into_iter()
        .find(|n| Rules::preset(n).as_ref() == Some(rules))
}

/// Whether the partnership game can be played with `players` players (it
/// needs exactly four).
pub fn partnership_possible(players: u8) -> bool {
    players == 4
}

/// One rule that differs from a preset, with its value in `rules`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "rule", content = "value")]
pub enum RuleChange {
    /// The number of players.
    Players(u8),
    /// Whether the four players play in partnerships.
    Partnership(bool),
    /// Cards in each pay-off pile.
    PayoffSize(u8),
    /// Cards a hand is filled up to.
    HandSize(u8),
    /// Number of centre piles.
    CentrePiles(u8),
    /// Whether kings are wild.
    KingsWild(bool),
    /// The rank that completes a centre pile.
    CompleteAt(Rank),
    /// Where complete piles go.
    CompletedPiles(CompletedPiles),
    /// Whether an emptied hand is refilled mid-turn.
    RefillEmptyHand(bool),
    /// Points that win a match.
    MatchTarget(u32),
}

/// What a rule set is called: a preset and the rules that differ from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesName {
    /// The preset the rules are closest to.
    pub preset: &'static str,
    /// What differs from it, in the order of the rules' fields; empty when
    /// the rules are the preset.
    pub changes: Vec<RuleChange>,
}

impl RulesName {
    /// The nearest preset to `rules` (fewest differences, the default on a
    /// tie) and the differences.
    pub fn of(rules: &Rules) -> RulesName {
        Rules::PRESETS
            .into_iter()
            .map(|name| {
                let base = Rules::preset(name).expect("a listed preset exists");
                RulesName {
                    preset: name,
                    changes: differences(rules, &base),
                }
            })
            .min_by_key(|n| n.changes.len())
            .expect("there are presets")
    }
}

/// The rules of `rules` that differ from `base`, with their values in `rules`.
pub fn differences(rules: &Rules, base: &Rules) -> Vec<RuleChange> {
    let mut out = Vec::new();
    macro_rules! compare {
        ($($field:ident => $change:ident),* $(,)?) => {
            $(if rules.$field != base.$field {
                out.push(RuleChange::$change(rules.$field));
            })*
        };
    }
    compare!(
        players => Players,
        partnership => Partnership,
        payoff_size => PayoffSize,
        hand_size => HandSize,
        centre_piles => CentrePiles,
        kings_wild => KingsWild,
        complete_at => CompleteAt,
        completed_piles => CompletedPiles,
        refill_empty_hand => RefillEmptyHand,
        match_target => MatchTarget,
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preset_with_more_players_is_still_named_by_its_preset() {
        let four = Rules {
            players: 4,
            ..Rules::g4a()
        };
        let name = RulesName::of(&four);
        assert_eq!(name.preset, "g4a");
        assert_eq!(name.changes, vec![RuleChange::Players(4)]);
        assert_eq!(RulesName::of(&Rules::classic()).changes, vec![]);
        assert_eq!(RulesName::of(&Rules::classic()).preset, "classic");
        assert_eq!(preset_name(&four), None);
        assert_eq!(preset_name(&Rules::g4a()), Some("g4a"));
        assert_eq!(preset("Traditional"), Some(Rules::classic()));
        assert!(partnership_possible(4) && !partnership_possible(3));
    }
}
