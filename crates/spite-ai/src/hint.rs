//! Hints: `hard`'s plan for the turn and why, as data a renderer words in
//! the player's language.

use serde::{Deserialize, Serialize};
use spite_core::{Move, PlayerView, Rank, Source, Status, Target};

use crate::Hint;
use crate::eval::{self, Style};
use crate::plan::{Plan, plan_turn};

/// A hint's plan for the turn, as a player is told it: up to three centre
/// plays (`more` when the plan has further ones), the closing discard, and
/// why. Plain data: spite-table's English renderer and spite-i18n's Fluent
/// words put it into sentences ("play 4 from hand to centre pile 2, then 5 from
/// side pile 1: your pay-off 6 goes next"), and the online protocol sends
/// it as it is.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintStep {
    /// The rank played (`null`: a card not known when the hint was made).
    pub rank: Option<Rank>,
    /// Where it comes from, as a move writes it: `h2`, `p`, `pp`, `s1`.
    pub from: Source,
    /// The centre pile, from 0.
    pub centre: u8,
}

/// The discard closing a hint's plan.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintDiscard {
    /// The rank discarded (`null`: not known when the hint was made).
    pub rank: Option<Rank>,
    /// The side pile, from 0.
    pub pile: u8,
}

/// Why a hint suggests its plan. Serialises tagged by `kind`:
/// `{"kind": "payoff_now", "rank": "6"}`.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HintWhy {
    /// The plan wins the game.
    Wins,
    /// The pay-off card (of `rank`) is played by the first move.
    PayoffNow {
        /// Its rank, if known.
        rank: Option<Rank>,
    },
    /// The pay-off card (of `rank`) is played later in the plan.
    PayoffNext {
        /// Its rank, if known.
        rank: Option<Rank>,
    },
    /// In the partnership game, the partner's pay-off card (of `rank`) is
    /// played by the first move (and none of the seat's own).
    PartnerPayoffNow {
        /// Its rank, if known.
        rank: Option<Rank>,
    },
    /// In the partnership game, the partner's pay-off card (of `rank`) is
    /// played later in the plan (and none of the seat's own).
    PartnerPayoffNext {
        /// Its rank, if known.
        rank: Option<Rank>,
    },
    /// The plan empties the hand, for `cards` new ones at once.
    EmptiesHand {
        /// How many cards come (the rules' hand size).
        cards: u8,
    },
    /// The plan plays out the whole hand, which ends the turn (the rules
    /// do not refill an emptied hand).
    PlaysOutHand,
    /// The plan's centre plays move a pile past an opponent's pay-off card
    /// (of `rank`) that could have been played on it next.
    BlocksOpponent {
        /// The opponent's pay-off card's rank.
        rank: Option<Rank>,
    },
    /// Centre plays could bring the pay-off card closer, but every one of
    /// them would bring an opponent's pay-off card (of `rank`) closer to
    /// being played: it would open a pile for the opponent.
    HelpsOpponent {
        /// The opponent's pay-off card's rank.
        rank: Option<Rank>,
    },
    /// Only a wild king played to the centre would bring the pay-off card
    /// closer: the plan keeps it for the pay-off card.
    KeepsKing,
    /// Nothing in the centre brings the pay-off card closer.
    NothingCloser,
    /// The plan moves cards on and keeps the side piles in order.
    KeepsOrder,
}

/// The move the `hard` level would play for the view's seat, with its plan
/// for the turn and why. `None` when it is not that seat's turn (or the
/// game is over).
///
/// Sees only the view, like every bot, so a hint never gives away a hidden
/// card. Deterministic: the same view gives the same hint. It plans the
/// turn as `hard` does, without the sampling of `expert`.
///
/// ```
/// use spite_core::{Game, Rules};
///
/// let game = Game::new(Rules::g4a(), 7)?;
/// let seat = game.to_move();
/// let hint = spite_ai::hint(&game.observation(seat)).expect("the seat's turn");
/// assert!(game.legal_moves().contains(&hint.mv));
/// println!("{}: {:?}", hint.mv, hint.plan.why);
/// assert_eq!(spite_ai::hint(&game.observation(1 - seat)), None);
/// # Ok::<(), spite_core::RulesError>(())
/// ```
pub fn hint(view: &PlayerView) -> Option<Hint> {
    if !view.is_my_turn() {
        return None;
    }
    let plan = plan_turn(view, &Style::HARD, 1).into_iter().next()?;
    let mv = *plan.moves.first()?;
    Some(Hint {
        mv,
        plan: explain(view, &plan),
    })
}

/// The rank of the card `mv` takes in `v`, if known.
fn rank_at(v: &PlayerView, mv: Move) -> Option<Rank> {
    v.card_at(mv.from)
        .filter(|c| !c.is_unknown())
        .map(|c| c.rank())
}

/// `plan` (made for `view` by [`plan_turn`]) as a player is told it: the
/// plan of a [`Hint`](crate::Hint).
pub fn explain(view: &PlayerView, plan: &Plan) -> HintPlan {
    let mut steps = Vec::new();
    let mut more = false;
    let mut payoff_step = None;
    let mut partner_step = None;
    let mut discard = None;
    for (i, (&mv, v)) in plan.moves.iter().zip(&plan.expected).enumerate() {
        let rank = rank_at(v, mv);
        match mv.to {
            Target::Centre(centre) => {
                // The first card of each pay-off pile the plan plays: the
                // seat's own, and its partner's (`pp`).
                let step = PayoffStep { at: i, rank };
                match mv.from {
                    Source::Payoff => _ = payoff_step.get_or_insert(step),
                    Source::PartnerPayoff => _ = partner_step.get_or_insert(step),
                    _ => {}
                }
                if steps.len() < 3 {
                    steps.push(HintStep {
                        rank,
                        from: mv.from,
                        centre,
                    });
                } else {
                    more = true;
                }
            }
            Target::Side(pile) => discard = Some(HintDiscard { rank, pile }),
        }
    }
    let why = why(
        view,
        plan,
        [payoff_step, partner_step],
        discard.is_some(),
        steps.is_empty(),
    );
    HintPlan {
        steps,
        more,
        discard,
        why,
    }
}

/// A pay-off card a plan plays: the move's index in the plan, and the
/// card's rank if known.
#[derive(Clone, Copy)]
struct PayoffStep {
    at: usize,
    rank: Option<Rank>,
}

/// Why `plan` for `view`: the first pay-off card it plays from the seat's
/// own pile and from its partner's, whether it discards and whether it
/// plays to the centre. The seat's own pay-off card is the reason before
/// the partner's; then a hand emptied; then an opponent's card kept from
/// the centre; and for a plan that only discards, what the centre plays it
/// leaves out would have done ([`held_back`]).
fn why(
    view: &PlayerView,
    plan: &Plan,
    [own, partner]: [Option<PayoffStep>; 2],
    discards: bool,
    no_steps: bool,
) -> HintWhy {
    let won = plan.expected.last().is_some_and(|v| {
        let mut v = v.clone();
        plan.moves.last().is_some_and(|&m| {
            v.apply_visible(m).is_ok() && matches!(v.status(), Status::Won { .. })
        })
    });
    if won {
        HintWhy::Wins
    } else if let Some(PayoffStep { at, rank }) = own {
        if at == 0 {
            HintWhy::PayoffNow { rank }
        } else {
            HintWhy::PayoffNext { rank }
        }
    } else if let Some(PayoffStep { at, rank }) = partner {
        if at == 0 {
            HintWhy::PartnerPayoffNow { rank }
        } else {
            HintWhy::PartnerPayoffNext { rank }
        }
    } else if !discards {
        // A plan without a discard empties the hand: with refills a new
        // hand comes at once, without them the turn ends.
        let rules = view.rules();
        if rules.refill_empty_hand {
            HintWhy::EmptiesHand {
                cards: rules.hand_size,
            }
        } else {
            HintWhy::PlaysOutHand
        }
    } else if let Some(rank) = blocked(view, plan) {
        HintWhy::BlocksOpponent { rank }
    } else if no_steps {
        held_back(view)
    } else {
        HintWhy::KeepsOrder
    }
}

/// How much less likely an opponent's pay-off card must become for a plan
/// to be said to block it: a pile that needed the card (or one card less)
/// moved past it, not a small shift of the odds.
const BLOCKS: f32 = 0.3;

/// The opponent's pay-off card that `plan`'s centre plays keep from the
/// centre, if they make its play next turn much less likely.
fn blocked(view: &PlayerView, plan: &Plan) -> Option<Option<Rank>> {
    let end = plan.expected.last()?;
    let through = Style::HARD.through_completion;
    let (before, card) = eval::DangerMemo::new(through).danger_card(view);
    let (after, _) = eval::DangerMemo::new(through).danger_card(end);
    (before - after >= BLOCKS).then(|| card.map(|c| c.rank()))
}

/// How many positions [`held_back`] looks at, at most.
const REACH_NODES: usize = 2000;

/// A position centre plays from the view reach, as [`held_back`] sees it.
#[derive(Clone, Copy)]
struct Reached {
    /// The opponents' danger there, and the card it comes from.
    danger: f32,
    card: Option<Rank>,
    /// Whether a wild king was played on the way.
    king: bool,
}

/// Why a plan that only discards leaves the centre alone: every way of
/// bringing the pay-off card closer (a centre pile needing a rank nearer
/// to it, or the card played) would help an opponent's pay-off card
/// ([`HintWhy::HelpsOpponent`]) or spend a wild king
/// ([`HintWhy::KeepsKing`]); no centre play brings it closer
/// ([`HintWhy::NothingCloser`]); or, when some way does neither, the plan
/// prefers its discard for the side piles ([`HintWhy::KeepsOrder`]).
fn held_back(view: &PlayerView) -> HintWhy {
    let seat = view.seat();
    let Some(far) = payoff_distance(view, seat) else {
        // A wild king on the pay-off pile, or no pile: nothing to count.
        return HintWhy::KeepsOrder;
    };
    let through = Style::HARD.through_completion;
    let (now, _) = eval::DangerMemo::new(through).danger_card(view);
    let mut closer = Vec::new();
    let mut nodes = 0;
    reach(view, far, false, &mut nodes, &mut closer);
    if closer.is_empty() {
        return HintWhy::NothingCloser;
    }
    let kingless: Vec<&Reached> = closer.iter().filter(|r| !r.king).collect();
    if kingless.is_empty() {
        return HintWhy::KeepsKing;
    }
    let safest = kingless
        .iter()
        .min_by(|a, b| a.danger.total_cmp(&b.danger))
        .expect("not empty");
    if safest.danger > now + 0.005 {
        HintWhy::HelpsOpponent { rank: safest.card }
    } else {
        HintWhy::KeepsOrder
    }
}

/// How many ranks a centre pile must still climb before `seat`'s pay-off
/// card could go on it, on the nearest pile (a pile past the card climbs
/// to its completion and again from an ace). `None` for a wild king or an
/// empty pile, which distance does not describe.
fn payoff_distance(view: &PlayerView, seat: u8) -> Option<u8> {
    let top = view.payoff_top(seat)?;
    let rules = view.rules();
    if top.is_unknown() || (top.is_king() && rules.kings_wild) {
        return None;
    }
    let rank = top.rank().number();
    let last = rules.complete_at.number();
    (0..rules.centre_piles)
        .map(|c| {
            let need = view.centre_needs(c).number();
            if need <= rank {
                rank - need
            } else {
                last + 1 - need + rank - 1
            }
        })
        .min()
}

/// Walks the centre plays of known cards from `v` (up to [`REACH_NODES`]
/// positions) and collects every position where the seat's pay-off card
/// is played or nearer than `far` ranks.
fn reach(v: &PlayerView, far: u8, king: bool, nodes: &mut usize, closer: &mut Vec<Reached>) {
    for mv in v.legal_moves() {
        if *nodes >= REACH_NODES || !matches!(mv.to, Target::Centre(_)) {
            continue;
        }
        let Some(card) = v.card_at(mv.from).filter(|c| !c.is_unknown()) else {
            continue;
        };
        *nodes += 1;
        let mut next = v.clone();
        if next.apply_visible(mv).is_err() {
            continue;
        }
        let king = king || (card.is_king() && v.rules().kings_wild);
        let nearer = mv.from == Source::Payoff
            || payoff_distance(&next, next.seat()).is_some_and(|d| d < far);
        if nearer {
            let (danger, card) =
                eval::DangerMemo::new(Style::HARD.through_completion).danger_card(&next);
            closer.push(Reached {
                danger,
                card: card.map(|c| c.rank()),
                king,
            });
        }
        if mv.from != Source::Payoff && next.is_my_turn() {
            reach(&next, far, king, nodes, closer);
        }
    }
}

#[cfg(test)]
mod tests {
    use spite_core::{Game, Rules};

    use super::*;

    /// Every hint's plan starts with the hinted move and goes over the
    /// wire's JSON and back unchanged.
    #[test]
    fn a_hint_plan_starts_with_its_move_and_round_trips_through_json() {
        let mut whys = std::collections::BTreeSet::new();
        for seed in 0..6 {
            let mut game = Game::new(Rules::g4a(), seed).unwrap();
            for _ in 0..60 {
                if game.is_over() {
                    break;
                }
                let view = game.observation(game.to_move());
                let h = hint(&view).expect("the seat's turn");
                match (h.plan.steps.first(), h.plan.discard) {
                    (Some(step), _) => {
                        assert_eq!(
                            (step.from, Target::Centre(step.centre)),
                            (h.mv.from, h.mv.to)
                        );
                    }
                    (None, Some(d)) => assert_eq!(Target::Side(d.pile), h.mv.to),
                    (None, None) => panic!("an empty plan: {h:?}"),
                }
                let json = serde_json::to_string(&h.plan).unwrap();
                assert_eq!(serde_json::from_str::<HintPlan>(&json).unwrap(), h.plan);
                whys.insert(format!("{:?}", std::mem::discriminant(&h.plan.why)));
                game.apply(h.mv).unwrap();
            }
        }
        assert!(whys.len() >= 3, "{whys:?}");
    }

    #[test]
    fn why_is_tagged_by_kind_on_the_wire() {
        let why = HintWhy::PayoffNow { rank: Rank::new(6) };
        assert_eq!(
            serde_json::to_string(&why).unwrap(),
            r#"{"kind":"payoff_now","rank":"6"}"#
        );
        let partners = HintWhy::PartnerPayoffNext { rank: None };
        assert_eq!(
            serde_json::to_string(&partners).unwrap(),
            r#"{"kind":"partner_payoff_next","rank":null}"#
        );
        let step = HintStep {
            rank: None,
            from: Source::Side(0),
            centre: 2,
        };
        assert_eq!(
            serde_json::to_string(&step).unwrap(),
            r#"{"rank":null,"from":"s1","centre":2}"#
        );
    }
}
