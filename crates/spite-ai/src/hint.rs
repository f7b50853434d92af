//! Hints: `hard`'s plan for the turn, told in one line.

use spite_core::{Move, PlayerView, Source, Status, Target};

use crate::Hint;
use crate::eval::{self, Style};
use crate::plan::{Plan, plan_turn};

/// The move the `hard` level would play for the view's seat, explained in
/// one line, e.g. "play 4 from hand to centre 2, then 5 from side pile 1:
/// your pay-off 6 goes next". `None` when it is not that seat's turn (or
/// the game is over).
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
/// println!("{}: {}", hint.mv, hint.reason);
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
        reason: explain(view, &plan),
    })
}

fn from_words(from: Source) -> String {
    match from {
        Source::Hand(_) => "from hand".into(),
        Source::Payoff => "from your pay-off pile".into(),
        Source::PartnerPayoff => "from your partner's pay-off pile".into(),
        Source::Side(i) => format!("from side pile {}", i + 1),
    }
}

fn card_words(v: &PlayerView, mv: Move) -> &'static str {
    v.card_at(mv.from).map_or("the card", |c| c.rank().face())
}

/// One line telling `plan` (made for `view` by [`plan_turn`]) and why: the
/// reason of a [`Hint`](crate::Hint).
pub fn explain(view: &PlayerView, plan: &Plan) -> String {
    let mut steps: Vec<String> = Vec::new();
    let mut payoff_step = None;
    let mut discard = None;
    for (i, (&mv, v)) in plan.moves.iter().zip(&plan.expected).enumerate() {
        let card = card_words(v, mv);
        match mv.to {
            Target::Centre(c) => {
                if matches!(mv.from, Source::Payoff | Source::PartnerPayoff)
                    && payoff_step.is_none()
                {
                    payoff_step = Some((i, card));
                }
                if steps.len() < 3 {
                    steps.push(format!(
                        "{card} {} to centre {}",
                        from_words(mv.from),
                        c + 1
                    ));
                } else if steps.len() == 3 {
                    steps.push("more".into());
                }
            }
            Target::Side(s) => discard = Some((i, card, s)),
        }
    }
    let mut line = String::new();
    if !steps.is_empty() {
        line = format!("play {}", steps.join(", then "));
    }
    if let Some((_, card, s)) = discard {
        if line.is_empty() {
            line = format!("discard {card} onto side pile {}", s + 1);
        } else {
            line += &format!(", and discard {card} onto side pile {}", s + 1);
        }
    }
    let end = plan.expected.last().cloned();
    let won = end.as_ref().is_some_and(|v| {
        let mut v = v.clone();
        plan.moves.last().is_some_and(|&m| {
            v.apply_visible(m).is_ok() && matches!(v.status(), Status::Won { .. })
        })
    });
    let why = if won {
        "that wins the game".to_string()
    } else if let Some((i, card)) = payoff_step {
        if i == 0 {
            format!("your pay-off {card} goes now")
        } else {
            format!("your pay-off {card} goes next")
        }
    } else if discard.is_some() && steps.is_empty() {
        let danger = eval::opponent_danger(view, Style::HARD.through_completion);
        if danger > 0.5 {
            "playing to the centre now would help your opponent's pay-off card".to_string()
        } else {
            "nothing in the centre brings your pay-off card closer".to_string()
        }
    } else if discard.is_none() {
        // A plan without a discard empties the hand: with refills a new
        // hand comes at once, without them the turn ends.
        let rules = view.rules();
        match (rules.refill_empty_hand, rules.hand_size) {
            (true, 1) => "that empties your hand for 1 new card".to_string(),
            (true, n) => format!("that empties your hand for {n} new cards"),
            (false, _) => "that plays out your whole hand".to_string(),
        }
    } else {
        "it moves cards on while keeping your side piles in order".to_string()
    };
    format!("{line}: {why}")
}
