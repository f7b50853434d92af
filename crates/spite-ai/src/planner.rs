//! The `easy`, `medium` and `hard` levels: plan the whole turn once, hand out
//! one move at a time, and plan again when the view is not what the plan
//! expected (a refilled hand, a newly turned pay-off card).

use spite_core::{Move, PlayerView};

use crate::eval::Style;
use crate::plan::{self, Plan, plan_turn};
use crate::{Bot, BotRng};

/// A bot that plays the best whole-turn plan its [`Style`] finds: the
/// `easy`, `medium` and `hard` levels ([`Level::bot`](crate::Level::bot)
/// makes them).
///
/// It plans once per turn and hands out the plan's moves one at a time;
/// when the view is not what the plan expected (a refilled hand, a newly
/// turned pay-off card), it plans again. It uses no randomness.
#[derive(Clone, Debug)]
pub struct PlannerBot {
    name: &'static str,
    style: Style,
    plan: Option<(Plan, usize)>,
}

impl PlannerBot {
    /// A planner that plays by `style` and calls itself `name`.
    pub fn new(name: &'static str, style: Style) -> PlannerBot {
        PlannerBot {
            name,
            style,
            plan: None,
        }
    }

    /// The `hard` level ([`Style::HARD`]).
    pub fn hard() -> PlannerBot {
        PlannerBot::new("hard", Style::HARD)
    }
    /// The `medium` level ([`Style::MEDIUM`]).
    pub fn medium() -> PlannerBot {
        PlannerBot::new("medium", Style::MEDIUM)
    }
    /// The `easy` level ([`Style::EASY`]).
    pub fn easy() -> PlannerBot {
        PlannerBot::new("easy", Style::EASY)
    }

    /// The plan this bot follows from `view`, with the index of its next
    /// move: the cached one if the view is what it expected, else a fresh
    /// one. `None` when the view's seat has no move.
    pub fn plan_for(&mut self, view: &PlayerView) -> Option<(&Plan, usize)> {
        if !plan::expects(&self.plan, view) {
            self.plan = plan_turn(view, &self.style, 1)
                .into_iter()
                .next()
                .map(|p| (p, 0));
        }
        self.plan.as_ref().map(|(p, s)| (p, *s))
    }
}

impl Bot for PlannerBot {
    fn name(&self) -> &'static str {
        self.name
    }

    fn choose(&mut self, view: &PlayerView, _rng: &mut BotRng) -> Move {
        let legal = view.legal_moves();
        assert!(
            !legal.is_empty(),
            "a bot is only asked to move on its own turn in a game being played"
        );
        self.plan_for(view);
        plan::follow(&mut self.plan, &legal)
    }
}
