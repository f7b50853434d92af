//! A hint's reason as data, so that every language can word it: the plan's
//! first centre plays, its discard and why, read from the plan `spite_ai`
//! explains.

use spite_core::{PlayerView, Rank, Source, Target};

/// A hint's plan for the turn, as `spite_ai::explain` words it in English:
/// up to three centre plays (`more` when the plan has further ones), the
/// closing discard, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintPlan {
    /// The first centre plays, in order (at most three).
    pub steps: Vec<HintStep>,
    /// Whether more centre plays follow the ones listed.
    pub more: bool,
    /// The discard that ends the turn, if the plan gets that far.
    pub discard: Option<HintDiscard>,
    /// Why this plan.
    pub why: HintWhy,
}

/// One centre play of a hint's plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintStep {
    /// The rank played (`None`: a card not known when the hint was made).
    pub rank: Option<Rank>,
    /// Where it comes from.
    pub from: Source,
    /// The centre pile, 0-based.
    pub centre: u8,
}

/// The discard closing a hint's plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintDiscard {
    /// The rank discarded (`None`: not known when the hint was made).
    pub rank: Option<Rank>,
    /// The side pile, 0-based.
    pub pile: u8,
}

/// Why a hint suggests its plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintWhy {
    /// The plan wins the game.
    Wins,
    /// The pay-off card of this rank is played by the first move.
    PayoffNow(Option<Rank>),
    /// The pay-off card of this rank is played later in the plan.
    PayoffNext(Option<Rank>),
    /// The plan empties the hand, for this many new cards (the rules'
    /// hand size: the hand is refilled at once).
    EmptiesHand(u8),
    /// The plan plays out the whole hand, which ends the turn (the rules
    /// do not refill an emptied hand).
    PlaysOutHand,
    /// Playing to the centre now would help an opponent's pay-off card.
    HelpsOpponent,
    /// Nothing in the centre brings the pay-off card closer.
    NothingCloser,
    /// The plan moves cards on and keeps the side piles in order.
    KeepsOrder,
}

impl HintPlan {
    /// The plan behind `reason`, the English line `spite_ai::explain` made
    /// for `plan` (its steps are read from the plan; its "why" from the
    /// words after the last colon). `None` if the line is not one
    /// `spite_ai` makes.
    pub fn read(plan: &spite_ai::Plan, reason: &str) -> Option<HintPlan> {
        let mut steps = Vec::new();
        let mut more = false;
        let mut discard = None;
        for (&mv, v) in plan.moves.iter().zip(&plan.expected) {
            let rank = v
                .card_at(mv.from)
                .filter(|c| !c.is_unknown())
                .map(|c| c.rank());
            match mv.to {
                Target::Centre(centre) if steps.len() < 3 => steps.push(HintStep {
                    rank,
                    from: mv.from,
                    centre,
                }),
                Target::Centre(_) => more = true,
                Target::Side(pile) => discard = Some(HintDiscard { rank, pile }),
            }
        }
        let (_, why) = reason.rsplit_once(": ")?;
        let why = match why {
            "that wins the game" => HintWhy::Wins,
            "that empties your hand for 1 new card" => HintWhy::EmptiesHand(1),
            "that plays out your whole hand" => HintWhy::PlaysOutHand,
            "playing to the centre now would help your opponent's pay-off card" => {
                HintWhy::HelpsOpponent
            }
            "nothing in the centre brings your pay-off card closer" => HintWhy::NothingCloser,
            "it moves cards on while keeping your side piles in order" => HintWhy::KeepsOrder,
            other if other.starts_with("that empties your hand for ") => HintWhy::EmptiesHand(
                other
                    .strip_prefix("that empties your hand for ")?
                    .strip_suffix(" new cards")?
                    .parse()
                    .ok()?,
            ),
            other => {
                let payoff = |rest: &str| -> Option<Option<Rank>> {
                    let face = other.strip_prefix("your pay-off ")?.strip_suffix(rest)?;
                    Some(Rank::all().find(|r| r.face() == face))
                };
                if let Some(rank) = payoff(" goes now") {
                    HintWhy::PayoffNow(rank)
                } else {
                    HintWhy::PayoffNext(payoff(" goes next")?)
                }
            }
        };
        Some(HintPlan {
            steps,
            more,
            discard,
            why,
        })
    }
}

/// The `hard` level's plan for `view`'s seat: its first move, the English
/// reason, and the reason as data. `None` when it is not that seat's turn
/// or nothing can be planned. (What `spite_ai::hint` does, keeping the
/// plan.)
pub(crate) fn planned_hint(
    view: &PlayerView,
) -> Option<(spite_core::Move, String, Option<HintPlan>)> {
    if !view.is_my_turn() {
        return None;
    }
    let plan = spite_ai::plan_turn(view, &spite_ai::Style::HARD, 1)
        .into_iter()
        .next()?;
    let mv = *plan.moves.first()?;
    let reason = spite_ai::explain(view, &plan);
    let data = HintPlan::read(&plan, &reason);
    Some((mv, reason, data))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(reason: &str) -> Option<HintWhy> {
        let plan = spite_ai::Plan {
            moves: vec![],
            expected: vec![],
            score: 0.0,
        };
        HintPlan::read(&plan, reason).map(|p| p.why)
    }

    #[test]
    fn every_reason_spite_ai_gives_is_read_and_others_are_not() {
        assert_eq!(
            read("play 4 from hand to centre 1: that wins the game"),
            Some(HintWhy::Wins)
        );
        assert_eq!(
            read("play 5 from hand to centre 1: your pay-off 6 goes next"),
            Some(HintWhy::PayoffNext(Rank::new(6)))
        );
        assert_eq!(
            read("play Q from your pay-off pile to centre 2: your pay-off Q goes now"),
            Some(HintWhy::PayoffNow(Some(Rank::QUEEN)))
        );
        assert_eq!(
            read(
                "discard 9 onto side pile 1: nothing in the centre brings your pay-off card closer"
            ),
            Some(HintWhy::NothingCloser)
        );
        assert_eq!(
            read("play 4 from hand to centre 1: that empties your hand for 5 new cards"),
            Some(HintWhy::EmptiesHand(5))
        );
        assert_eq!(
            read("play 4 from hand to centre 1: that empties your hand for 1 new card"),
            Some(HintWhy::EmptiesHand(1))
        );
        assert_eq!(
            read("play 4 from hand to centre 1: that plays out your whole hand"),
            Some(HintWhy::PlaysOutHand)
        );
        assert_eq!(read("play 4 from hand to centre 1: because"), None);
        assert_eq!(read("no colon here"), None);
    }
}
