//! Whole-turn planning: every sequence of centre plays the view allows (on
//! what-if copies of the view), equivalent orders and identical cards
//! collapsed, each end position scored with its best discard.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use spite_core::{
    MAX_CENTRE_PILES, Move, MoveList, PlayerView, SIDE_PILES, Source, Status, Target,
};

use crate::eval::{self, Style};

/// A planned turn: the moves in order, the view expected before each, and
/// its score. It ends with a discard, or earlier where the view can no longer
/// know what comes (a refilled hand), or where the game ends.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The moves, in the order to play them.
    pub moves: Vec<Move>,
    /// The view expected before each move (`expected[0]` is the view the
    /// plan was made from); the later ones are what-if views
    /// ([`PlayerView::apply_visible`]), so they hold no card the seat cannot
    /// see.
    pub expected: Vec<PlayerView>,
    /// How good the end of the turn looks to the planning [`Style`]; higher
    /// is better, and a win scores highest. Only comparable between plans of
    /// the same view and style.
    pub score: f32,
}

/// Plans `view`'s turn; the best plan first, then up to `keep - 1` runners-up
/// (other end positions or other discards), best first.
///
/// Every plan starts with a legal move of the view. Empty only when the
/// view's seat has no move (not its turn, or the game is over). Deterministic
/// and uses only the view: the search visits at most the style's
/// [`max_nodes`](Style::max_nodes) positions.
///
/// ```
/// use spite_ai::{Style, plan_turn};
/// use spite_core::{Game, Rules};
///
/// let game = Game::new(Rules::g4a(), 7)?;
/// let view = game.observation(game.to_move());
/// let plans = plan_turn(&view, &Style::HARD, 3);
/// assert!(!plans.is_empty() && plans.len() <= 3);
/// assert!(plans.windows(2).all(|w| w[0].score >= w[1].score));
/// assert!(view.legal_moves().contains(&plans[0].moves[0]));
/// println!("{:?}", spite_ai::explain(&view, &plans[0]).why);
/// # Ok::<(), spite_core::RulesError>(())
/// ```
pub fn plan_turn(view: &PlayerView, style: &Style, keep: usize) -> Vec<Plan> {
    let mut search = Search {
        start: view,
        style,
        nodes: 0,
        // Room for a small search's positions from the start: growing
        // the set showed in profiles of the expert's play-outs.
        seen: HashSet::with_capacity_and_hasher(style.max_nodes.min(512), Default::default()),
        danger: eval::DangerMemo::new(style.through_completion),
        best: Vec::new(),
        keep: keep.max(1),
    };
    search.visit(view, None);
    let mut best = search.best;
    if best.is_empty() {
        // Unreachable while the seat has a legal move, but never hand back nothing.
        if let Some(&mv) = view.legal_moves().first() {
            best.push(Plan {
                moves: vec![mv],
                expected: vec![view.clone()],
                score: f32::MIN,
            });
        }
    }
    best
}

/// A position reached by centre plays, up to suits and the order of piles
/// that need the same rank.
type Key = [u8; 32];

fn key(v: &PlayerView) -> Key {
    let mut k = [0u8; 32];
    let seat = v.seat();
    for c in v.hand() {
        let r = if c.is_unknown() { 0 } else { c.rank().number() };
        k[usize::from(r)] += 1;
    }
    let mut needs = [0u8; MAX_CENTRE_PILES];
    for (i, n) in needs
        .iter_mut()
        .enumerate()
        .take(usize::from(v.rules().centre_piles))
    {
        *n = v.centre_needs(i as u8).number();
    }
    needs.sort_unstable();
    k[14..22].copy_from_slice(&needs);
    for i in 0..SIDE_PILES as u8 {
        k[22 + usize::from(i)] = v.side(seat, i).len() as u8;
    }
    k[26] = v.payoff_count(seat) as u8;
    k[27] = v.partner().map_or(0, |p| v.payoff_count(p) as u8);
    k[28] = v.to_move();
    k[29] = match v.status() {
        Status::Playing => 0,
        Status::Drawn => 1,
        Status::Won { .. } => 2,
    };
    k
}

/// A cheap hash for [`Key`]s (a multiply-rotate over 8-byte words): the
/// standard SipHash, built against hostile keys, took a tenth of the
/// search's time, and these keys come from the search itself.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(23) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

struct Search<'a> {
    start: &'a PlayerView,
    style: &'a Style,
    nodes: usize,
    seen: HashSet<Key, BuildHasherDefault<KeyHasher>>,
    danger: eval::DangerMemo,
    best: Vec<Plan>,
    keep: usize,
}

/// The way the search came to the position it visits: the last centre
/// play and the view before it, then the way to that view. It lives on the
/// search's stack, so a view is copied only into a plan that is kept.
struct Trail<'t> {
    mv: Move,
    before: &'t PlayerView,
    depth: usize,
    rest: Option<&'t Trail<'t>>,
}

impl Trail<'_> {
    fn depth(trail: Option<&Trail<'_>>) -> usize {
        trail.map_or(0, |t| t.depth)
    }

    /// The moves and the views before them, first move first.
    fn unwind(trail: Option<&Trail<'_>>) -> (Vec<Move>, Vec<PlayerView>) {
        let depth = Trail::depth(trail);
        let (mut moves, mut views) = (Vec::with_capacity(depth + 1), Vec::with_capacity(depth + 1));
        let mut at = trail;
        while let Some(t) = at {
            moves.push(t.mv);
            views.push(t.before.clone());
            at = t.rest;
        }
        moves.reverse();
        views.reverse();
        (moves, views)
    }
}

impl Search<'_> {
    /// Whether a plan scoring at most `score` would be kept: not when the
    /// plans kept are as many as asked and the last is as good.
    fn wanted(&self, score: f32) -> bool {
        !(self.best.len() == self.keep && self.best.last().is_some_and(|p| p.score >= score))
    }

    fn offer(&mut self, score: f32, trail: Option<&Trail<'_>>, last: Option<(Move, &PlayerView)>) {
        if !self.wanted(score) {
            return;
        }
        let (mut moves, mut expected) = Trail::unwind(trail);
        if let Some((mv, v)) = last {
            moves.push(mv);
            expected.push(v.clone());
        }
        if moves.is_empty() {
            return;
        }
        let at = self.best.partition_point(|p| p.score >= score);
        self.best.insert(
            at,
            Plan {
                moves,
                expected,
                score,
            },
        );
        self.best.truncate(self.keep);
    }

    fn visit(&mut self, v: &PlayerView, trail: Option<&Trail<'_>>) {
        self.nodes += 1;
        let danger = &mut self.danger;
        let base = eval::score_plays(self.start, v, self.style, |end| danger.danger(end));
        let my_turn = v.is_my_turn();
        let refilled = v.hand().iter().any(|c| c.is_unknown());
        if !my_turn || refilled {
            // The game ended, the turn passed, or new cards came that the
            // plan cannot know: stop here and look again when they show.
            self.offer(base, trail, None);
            return;
        }
        self.offer_discards(v, base, trail);
        let depth = Trail::depth(trail);
        if self.nodes >= self.style.max_nodes || depth >= self.style.max_depth {
            return;
        }
        for mv in v.legal_moves() {
            if !matches!(mv.to, Target::Centre(_)) {
                continue;
            }
            let mut next = v.clone();
            if next.apply_visible(mv).is_err() {
                continue;
            }
            if !self.seen.insert(key(&next)) {
                continue;
            }
            let way = Trail {
                mv,
                before: v,
                depth: depth + 1,
                rest: trail,
            };
            self.visit(&next, Some(&way));
            if self.nodes >= self.style.max_nodes {
                return;
            }
        }
    }

    fn offer_discards(&mut self, v: &PlayerView, base: f32, trail: Option<&Trail<'_>>) {
        let hand = v.hand();
        let counts = eval::rank_counts(hand);
        let seat = v.seat();
        // Read only once some discard needs its reach counted.
        let mut sides = None;
        for slot in 0..hand.len() {
            // Identical cards (same rank) discard alike; only the first counts.
            if slot > 0 && hand[slot - 1].rank() == hand[slot].rank() {
                continue;
            }
            let mut empty_seen = false;
            for pile in 0..SIDE_PILES as u8 {
                if v.side(seat, pile).is_empty() {
                    if empty_seen {
                        continue;
                    }
                    empty_seen = true;
                }
                // The reach is the costly part and only lowers the score:
                // a discard whose shape cannot beat the kept plans is not
                // counted further (with a margin for rounding, so the plans
                // found are exactly those of a full count).
                let shape = eval::discard_shape(v, slot, pile, self.style);
                if !self.wanted(base + shape + eval::DISCARD_REST_MAX + 0.01) {
                    continue;
                }
                let sides = sides.get_or_insert_with(|| eval::SideRuns::of(v, seat));
                let rest = (&counts, &*sides);
                let score = base + eval::score_discard(v, slot, pile, rest, self.style);
                let mv = Move::new(Source::Hand(slot as u8), Target::Side(pile));
                self.offer(score, trail, Some((mv, v)));
            }
        }
    }
}

/// Whether the plan being followed (with the index of its next move)
/// expected exactly this view next; if not, the turn went otherwise (a
/// refill, a newly turned pay-off card) and a new plan is needed.
pub(crate) fn expects(current: &Option<(Plan, usize)>, view: &PlayerView) -> bool {
    matches!(current, Some((plan, step)) if plan.expected.get(*step) == Some(view))
}

/// Hands out the next move of the plan being followed and advances it. A
/// plan is made from the very view it is followed on, so its move is legal;
/// should it ever not be, the plan is dropped and the first legal move played.
pub(crate) fn follow(current: &mut Option<(Plan, usize)>, legal: &MoveList) -> Move {
    let planned = current.as_ref().map(|(plan, step)| plan.moves[*step]);
    match planned {
        Some(mv) if legal.contains(&mv) => {
            if let Some((plan, step)) = current {
                *step += 1;
                if *step >= plan.moves.len() {
                    *current = None;
                }
            }
            mv
        }
        _ => {
            *current = None;
            legal[0]
        }
    }
}
