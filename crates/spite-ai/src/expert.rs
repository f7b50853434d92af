//! The `expert` level: `hard`'s best whole-turn plans, compared by playing
//! each out in sampled worlds consistent with the view (the opponents'
//! hands, the stock order and the buried pay-off cards drawn at random from
//! the cards the view does not show), with `hard` playing the rest of our
//! turn and the opponents' replies, and `hard`'s own judgement of our next
//! turn as the leaf value. The play-outs go by successive halving: every
//! plan is played in a few worlds, the worse half dropped, and the rest
//! played in more, so most of the budget goes to the close calls.

use spite_core::{Game, Move, PlayerView, Status};

use crate::eval::{self, Style};
use crate::plan::{self, Plan, plan_turn};
use crate::planner::PlannerBot;
use crate::{Bot, BotRng, bot_rng};

/// How much an expert thinks per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Play-outs per decision, shared among the candidate plans by
    /// successive halving.
    pub iterations: u32,
    /// Candidate plans compared.
    pub candidates: u8,
    /// The endgame: once either side has at most this many pay-off cards
    /// left, the race is close and one turn can decide it, so the expert
    /// thinks harder.
    pub endgame_payoff: u8,
    /// Play-outs per decision in the endgame, as a multiple of `iterations`.
    pub endgame_factor: u32,
    /// Candidate plans compared in the endgame.
    pub endgame_candidates: u8,
    /// From this many seats on, play-outs are halved: each play-out plays
    /// every other seat's turn, so a big table costs more per play-out.
    /// The candidate plans are halved too. The partnership game is the
    /// exception: it keeps every plan (fewer play-outs over as many plans
    /// won more games; at 6 seats they did not) and never has fewer than
    /// `iterations` play-outs (twice the halved count won more games, and
    /// fits the time since the turn search got a quarter cheaper).
    pub big_table: u8,
}

impl Budget {
    /// The default: 192 play-outs over six plans, and in the endgame
    /// (either side at 5 pay-off cards or fewer) twice the play-outs over
    /// ten; from four seats on, where a turn stays within its time only
    /// so, half the play-outs, over half the plans; in the partnership
    /// game 192 play-outs over as many plans, in the endgame too.
    pub const DEFAULT: Budget = Budget {
        iterations: 192,
        candidates: 6,
        endgame_payoff: 5,
        endgame_factor: 2,
        endgame_candidates: 10,
        big_table: 4,
    };

    /// Play-outs and candidate plans for a decision in `view`: the
    /// endgame's when either side has at most `endgame_payoff` pay-off
    /// cards left; at a big table the play-outs halved (rounded up), and
    /// the plans too, except in the partnership game, which keeps its
    /// plans and at least `iterations` play-outs.
    pub fn effort(&self, view: &PlayerView) -> (usize, usize) {
        let (iterations, candidates) = self.table_effort(view);
        let rules = view.rules();
        if rules.players < self.big_table {
            (iterations, candidates)
        } else if rules.partnership {
            let at_least = self.iterations as usize;
            (iterations.div_ceil(2).max(at_least), candidates)
        } else {
            (iterations.div_ceil(2), candidates.div_ceil(2))
        }
    }

    fn table_effort(&self, view: &PlayerView) -> (usize, usize) {
        let ours = eval::own_payoff_left(view);
        let nearest = eval::opposing_payoff_left(view)
            .into_iter()
            .chain(std::iter::once(ours))
            .min()
            .unwrap_or(ours);
        let iterations = self.iterations as usize;
        if nearest <= usize::from(self.endgame_payoff) {
            (
                iterations.saturating_mul(self.endgame_factor as usize),
                usize::from(self.endgame_candidates),
            )
        } else {
            (iterations, usize::from(self.candidates))
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// The searching level, `expert`: `hard`'s best whole-turn plans, compared
/// by playing each out in deals of the unseen cards sampled from the view
/// ([`PlayerView::determinise`]), so it never looks at the real hidden
/// cards. Its randomness comes only from the [`BotRng`] it is handed.
///
/// How long it thinks is its [`Budget`]; the default keeps a whole turn
/// well under 300 ms on a desktop, which is still too long for a UI thread.
#[derive(Clone, Debug)]
pub struct ExpertBot {
    budget: Budget,
    plan: Option<(Plan, usize)>,
}

impl ExpertBot {
    /// An expert that thinks with `budget`.
    pub fn new(budget: Budget) -> ExpertBot {
        ExpertBot { budget, plan: None }
    }

    /// The plan the expert would play from `view`: `hard`'s best plans
    /// compared by play-outs. `None` when the seat has no move.
    pub(crate) fn search(&self, view: &PlayerView, rng: &mut BotRng) -> Option<Plan> {
        let (iterations, keep) = self.budget.effort(view);
        let mut candidates = plan_turn(view, &Style::EXPERT, keep);
        if candidates.len() <= 1 || candidates[0].score >= eval::WIN {
            return candidates.into_iter().next();
        }
        // Plans far behind the best are not worth sampling.
        let best = candidates[0].score;
        candidates.retain(|p| p.score > best - 1.5 * eval::PAYOFF);
        if candidates.len() == 1 {
            return candidates.into_iter().next();
        }
        let mut totals = vec![0.0f64; candidates.len()];
        let mut alive: Vec<usize> = (0..candidates.len()).collect();
        for (kept, worlds) in halving(candidates.len(), iterations) {
            for _ in 0..worlds {
                // One world for every plan still in: their differences are
                // then not blurred by the luck of the deal.
                let world = view.determinise(rng);
                let seed = rand_core::Rng::next_u64(rng);
                for &i in &alive {
                    totals[i] += f64::from(play_out(&world, view.seat(), &candidates[i], seed));
                }
            }
            // The plans still in have all met the same worlds; on a tie
            // the one `hard` ranks higher stays.
            alive.sort_by(|&a, &b| totals[b].total_cmp(&totals[a]).then(a.cmp(&b)));
            alive.truncate(kept);
        }
        candidates.into_iter().nth(alive[0])
    }
}

/// The rounds of successive halving for `plans` plans and `iterations`
/// play-outs: for each round, how many plans are kept after it (the better
/// half, the last round one) and the worlds every plan still in is played
/// in. Each round gets an equal share of the play-outs, so a plan that
/// stays in to the end meets far more worlds than one dropped at once.
fn halving(plans: usize, iterations: usize) -> Vec<(usize, usize)> {
    let rounds = (usize::BITS - plans.saturating_sub(1).leading_zeros()).max(1) as usize;
    let share = iterations / rounds;
    let mut alive = plans.max(1);
    let mut out = Vec::with_capacity(rounds);
    while alive > 1 {
        let kept = alive.div_ceil(2).min(alive - 1);
        out.push((kept, (share / alive).max(1)));
        alive = kept;
    }
    out
}

/// Most moves a play-out may take before it is judged as it stands.
const PLAY_OUT_MOVES: usize = 200;

/// Plays `plan` in `world`, then `hard` to the start of `me`'s next turn, and
/// scores that position for `me`.
fn play_out(world: &Game, me: u8, plan: &Plan, seed: u64) -> f32 {
    let mut g = world.clone();
    for &mv in &plan.moves {
        if g.apply(mv).is_err() {
            return -eval::WIN;
        }
    }
    let players = g.rules().players;
    let mut bots: Vec<PlannerBot> = (0..players)
        .map(|_| PlannerBot::new("hard", Style::EXPERT_ROLLOUT))
        .collect();
    let mut rng = bot_rng(seed);
    let mut left_my_turn = g.to_move() != me;
    let mut moves = 0;
    while !g.is_over() && moves < PLAY_OUT_MOVES {
        let seat = g.to_move();
        if seat == me && left_my_turn {
            break;
        }
        if seat != me {
            left_my_turn = true;
        }
        let mv = bots[usize::from(seat)].choose(&g.observation(seat), &mut rng);
        if g.apply(mv).is_err() {
            break;
        }
        moves += 1;
    }
    let view = g.observation(me);
    match g.status() {
        Status::Won { winner, .. } => {
            let mine = view.rules().side_of(winner) == view.rules().side_of(me);
            return if mine { eval::WIN } else { -eval::WIN } / 100.0;
        }
        Status::Drawn => return 0.0,
        Status::Playing => {}
    }
    // The race against the average opposing side (in the partnership
    // game, the other partnership's two piles against our two).
    let theirs = eval::opposing_payoff_left(&view);
    let sides = theirs.len().max(1);
    let lead = eval::PAYOFF
        * (theirs.iter().sum::<usize>() as f32 / sides as f32
            - eval::own_payoff_left(&view) as f32);
    let next = if view.is_my_turn() {
        plan_turn(&view, &Style::EXPERT_ROLLOUT, 1)
            .first()
            .map_or(0.0, |p| p.score.min(eval::WIN / 100.0))
    } else {
        0.0
    };
    lead + next
}

impl Bot for ExpertBot {
    fn name(&self) -> &'static str {
        "expert"
    }

    fn choose(&mut self, view: &PlayerView, rng: &mut BotRng) -> Move {
        let legal = view.legal_moves();
        assert!(
            !legal.is_empty(),
            "a bot is only asked to move on its own turn in a game being played"
        );
        if !plan::expects(&self.plan, view) {
            self.plan = self.search(view, rng).map(|p| (p, 0));
        }
        plan::follow(&mut self.plan, &legal)
    }
}

#[cfg(test)]
mod tests {
    use super::halving;

    #[test]
    fn halving_keeps_the_better_half_within_the_budget() {
        // Six plans, 192 play-outs: three rounds of 64 (6 → 3 → 2 → 1).
        assert_eq!(halving(6, 192), vec![(3, 10), (2, 21), (1, 32)]);
        // Three plans share 96 as 3 × 16, then 2 × 24.
        assert_eq!(halving(3, 96), vec![(2, 16), (1, 24)]);
        for plans in 2..=12 {
            for iterations in [96, 192, 384] {
                let rounds = halving(plans, iterations);
                assert_eq!(rounds.last().map(|r| r.0), Some(1));
                let mut alive = plans;
                let mut spent = 0;
                for (kept, worlds) in rounds {
                    assert!(kept < alive && kept >= alive / 2, "{plans} {iterations}");
                    spent += alive * worlds;
                    alive = kept;
                }
                assert!(
                    spent <= iterations,
                    "{plans} plans spent {spent} of {iterations}"
                );
            }
        }
        // One world each, however small the budget.
        assert_eq!(halving(4, 1), vec![(2, 1), (1, 1)]);
        assert!(halving(1, 96).is_empty());
    }
}
