//! The rules explained, generated from the rules in force: every option
//! shows in the text (players, partnership, pay-off and hand size, centre
//! piles, wild kings, the completing rank, where complete piles go, refills,
//! the match target).

use spite_core::{CompletedPiles, Rules};

use crate::message::{Message, RuleLine};
use crate::presets::RulesName;

/// The rules as messages, one line each, heading first; render them with a
/// [`crate::Render`].
pub fn explain(rules: &Rules) -> Vec<Message> {
    let mut lines = vec![
        RuleLine::Heading {
            name: RulesName::of(rules),
        },
        RuleLine::Aim {
            partnership: rules.partnership,
        },
        RuleLine::Deal {
            players: rules.players,
            decks: rules.decks(),
            payoff: rules.payoff_size,
            hand: rules.hand_size,
            centre: rules.centre_piles,
        },
    ];
    if rules.partnership {
        lines.push(RuleLine::Partners);
    }
    lines.extend([
        RuleLine::TurnStart {
            hand: rules.hand_size,
        },
        RuleLine::Sources,
        RuleLine::Build {
            complete_at: rules.complete_at,
        },
        RuleLine::Kings {
            wild: rules.kings_wild,
        },
        RuleLine::Completed {
            complete_at: rules.complete_at,
            completed: rules.completed_piles,
        },
        RuleLine::Discard,
        RuleLine::EmptyHand {
            refill: rules.refill_empty_hand,
            hand: rules.hand_size,
        },
        RuleLine::Win {
            partnership: rules.partnership,
        },
        RuleLine::Drawn {
            set_aside: rules.completed_piles == CompletedPiles::SetAside,
        },
        RuleLine::Match {
            target: rules.match_target,
        },
    ]);
    lines.into_iter().map(Message::Rule).collect()
}
