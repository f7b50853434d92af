//! Scoring the end of a planned turn from what the view shows: pay-off cards
//! played, how near our next pay-off card is, how near the opponents' visible
//! pay-off cards are, kings kept, and how a discard shapes the side piles.

use spite_core::{Card, MAX_SEATS, PlayerView, SIDE_PILES, Status};

/// What a level pays attention to when it plans a turn
/// ([`plan_turn`](crate::plan_turn), [`PlannerBot`](crate::PlannerBot)).
/// Weaker levels switch parts off. Every part judges only what the view
/// shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Most positions the turn search visits.
    pub max_nodes: usize,
    /// Most centre plays in one planned sequence.
    pub max_depth: usize,
    /// Weigh how close the opponents' visible pay-off cards get.
    pub opponent_care: bool,
    /// Count the way to a low pay-off card through completing a centre
    /// pile (which then starts again from an ace).
    pub through_completion: bool,
    /// Weigh how close our own next pay-off card is.
    pub payoff_reach: bool,
    /// Keep kings for pay-off cards instead of spending them freely.
    pub king_care: bool,
    /// Shape side piles in descending runs; otherwise any sensible pile.
    pub discard_care: bool,
    /// In the partnership game, keep the partner's next pay-off card
    /// within our reach as well as our own (both count, not only the
    /// farther of the two), so a discard does not bury the way to it.
    pub partner_care: bool,
}

impl Style {
    /// The `hard` level: minds the opponents' pay-off cards, its own next
    /// pay-off card, its kings and its discards; a search of up to 4000
    /// positions. (`through_completion` is the expert's addition.)
    pub const HARD: Style = Style {
        max_nodes: 4000,
        max_depth: 40,
        opponent_care: true,
        through_completion: false,
        payoff_reach: true,
        king_care: true,
        discard_care: true,
        partner_care: true,
    };
    /// `hard` with a smaller search, for the expert's play-outs.
    pub const ROLLOUT: Style = Style {
        max_nodes: 250,
        ..Style::HARD
    };
    /// What the expert plans with: `hard`, also seeing a low pay-off card
    /// reached through a completed centre pile.
    pub const EXPERT: Style = Style {
        through_completion: true,
        ..Style::HARD
    };
    /// [`Style::EXPERT`] with the play-outs' smaller search.
    pub const EXPERT_ROLLOUT: Style = Style {
        through_completion: true,
        ..Style::ROLLOUT
    };
    /// The `medium` level: `hard` without minding the opponents' pay-off
    /// cards, with a smaller search (400 positions).
    pub const MEDIUM: Style = Style {
        max_nodes: 400,
        max_depth: 40,
        opponent_care: false,
        through_completion: false,
        payoff_reach: true,
        king_care: true,
        discard_care: true,
        partner_care: true,
    };
    /// The `easy` level: a short look ahead and none of the care.
    pub const EASY: Style = Style {
        max_nodes: 60,
        max_depth: 6,
        opponent_care: false,
        through_completion: false,
        payoff_reach: false,
        king_care: false,
        discard_care: false,
        partner_care: false,
    };
}

/// Score of winning the game outright.
pub const WIN: f32 = 1.0e6;
/// Worth of one pay-off card played.
pub const PAYOFF: f32 = 100.0;
/// Worth of emptying the hand mid-turn: a fresh hand and the turn goes on.
const REFILL: f32 = 35.0;
const KING_KEPT: f32 = 14.0;
const HAND_CARD_PLAYED: f32 = 2.0;
const SIDE_CARD_PLAYED: f32 = 3.0;
const OPPONENT: f32 = 90.0;
const REACH: f32 = 7.0;

/// Chance that an opponent holds what bridges a gap of `missing` cards on
/// its turn (five unknown cards, a rank or a king each about 15% of cards).
const DANGER: [f32; 6] = [1.0, 0.57, 0.25, 0.1, 0.04, 0.0];

/// Counts of hand cards by rank (index 1..=13), unknown cards ignored.
pub type RankCounts = [u8; 14];

pub fn rank_counts(cards: &[Card]) -> RankCounts {
    let mut counts = [0u8; 14];
    for c in cards.iter().filter(|c| !c.is_unknown()) {
        counts[usize::from(c.rank().number())] += 1;
    }
    counts
}

/// The seats on the side of `seat` (itself and its partner).
pub fn own_seats(view: &PlayerView) -> impl Iterator<Item = u8> + '_ {
    std::iter::once(view.seat()).chain(view.partner())
}

/// Seats playing against `view.seat()`.
pub fn opponents(view: &PlayerView) -> impl Iterator<Item = u8> + '_ {
    let rules = view.rules();
    let me = rules.side_of(view.seat());
    (0..rules.players).filter(move |&s| rules.side_of(s) != me)
}

/// Pay-off cards still to play on our side.
pub fn own_payoff_left(view: &PlayerView) -> usize {
    own_seats(view).map(|s| view.payoff_count(s)).sum()
}

/// Pay-off cards still to play on each opposing side (a seat, or in the
/// partnership game the other partnership's two piles together).
pub fn opposing_payoff_left(view: &PlayerView) -> Vec<usize> {
    let rules = view.rules();
    let mut left = vec![0usize; usize::from(rules.sides())];
    for o in opponents(view) {
        left[usize::from(rules.side_of(o))] += view.payoff_count(o);
    }
    let ours = usize::from(rules.side_of(view.seat()));
    left.remove(ours);
    left
}

/// Deepest a count of [`missing_to`] reads a side pile: it takes at most one
/// card per rank it passes, and it passes at most two runs of 13 ranks (up
/// to the completing rank, then again from an ace).
const RUN: usize = 26;

/// A seat's side piles as [`missing_to`] reads them: each pile's ranks from
/// its top down (at most [`RUN`] of them), with 0 for a card that can never
/// be the rank a centre pile needs next from here (a king, which a count
/// takes from the hand as a wild card instead, or an unknown card). Read
/// once per position, where the count runs for every discard.
#[derive(Clone, Copy)]
pub struct SideRuns {
    ranks: [[u8; RUN]; SIDE_PILES],
    len: [u8; SIDE_PILES],
}

impl SideRuns {
    /// `seat`'s side piles in `view`.
    pub fn of(view: &PlayerView, seat: u8) -> SideRuns {
        let mut runs = SideRuns {
            ranks: [[0; RUN]; SIDE_PILES],
            len: [0; SIDE_PILES],
        };
        for i in 0..SIDE_PILES {
            let pile = view.side(seat, i as u8);
            for (slot, &c) in runs.ranks[i].iter_mut().zip(pile.iter().rev()) {
                *slot = run_rank(c);
            }
            runs.len[i] = pile.len().min(RUN) as u8;
        }
        runs
    }

    /// These piles with `card` discarded onto pile `pile`.
    fn with_discard(&self, pile: u8, card: Card) -> SideRuns {
        let mut runs = *self;
        let i = usize::from(pile);
        runs.ranks[i].copy_within(..RUN - 1, 1);
        runs.ranks[i][0] = run_rank(card);
        runs.len[i] = (runs.len[i] + 1).min(RUN as u8);
        runs
    }
}

fn run_rank(c: Card) -> u8 {
    if c.is_unknown() || c.is_king() {
        0
    } else {
        c.rank().number()
    }
}

/// How many cards are missing to bring a centre pile needing `need` up to
/// `target` (exclusive: the pile should end needing `target`), using a seat's
/// side piles `sides` (tops first, then the cards under them) and the given
/// hand ranks; wild kings (when `wild`) cover what remains. Counting stops
/// at `cap`: a pile that far off is no nearer than `cap`.
fn missing_to(
    sides: &SideRuns,
    wild: bool,
    (need, target): (u8, u8),
    hand: &RankCounts,
    cap: u8,
    top: u8,
) -> u8 {
    let mut depth = [0u8; SIDE_PILES];
    let mut hand = *hand;
    let mut need = need;
    let mut missing = 0u8;
    // A pile already past `target` must first be completed (up to `top`),
    // and then starts again from an ace.
    let mut wrap = need > target;
    while need < target || wrap {
        let mut found = false;
        for (i, d) in depth.iter_mut().enumerate() {
            if *d < sides.len[i] && sides.ranks[i][usize::from(*d)] == need {
                *d += 1;
                found = true;
                break;
            }
        }
        if !found && hand[usize::from(need)] > 0 {
            hand[usize::from(need)] -= 1;
            found = true;
        }
        if !found && wild && hand[13] > 0 {
            hand[13] -= 1;
            found = true;
        }
        if !found {
            missing += 1;
            if missing >= cap {
                return cap;
            }
        }
        need += 1;
        if wrap && need > top {
            need = 1;
            wrap = false;
        }
    }
    missing
}

/// Fewest cards missing on any centre pile before a seat with side piles
/// `sides` could play a pay-off card of rank `rank`, counted up to [`FAR`]
/// (every caller treats a gap of `FAR` or more alike); `None` when every
/// pile is past it.
fn fewest_missing(
    view: &PlayerView,
    sides: &SideRuns,
    rank: u8,
    hand: &RankCounts,
    through_completion: bool,
) -> Option<u8> {
    let rules = view.rules();
    let mut fewest = None;
    for c in 0..rules.centre_piles {
        let need = view.centre_needs(c).number();
        if fewest == Some(0) {
            break;
        }
        let top = rules.complete_at.number();
        if need <= rank || (through_completion && need <= top) {
            // No pile can do better than the best found so far.
            let cap = fewest.unwrap_or(FAR);
            let m = missing_to(sides, rules.kings_wild, (need, rank), hand, cap, top);
            fewest = Some(m.min(cap));
        }
    }
    fewest
}

/// A gap this many cards wide or more counts as out of reach.
const FAR: u8 = 6;

/// The part of the score that does not depend on the discard: `start` is the
/// view at the start of the planned turn, `end` after its centre plays, and
/// `danger` tells the opponents' danger of `end` ([`opponent_danger`], or a
/// [`DangerMemo`]'s).
pub fn score_plays(
    start: &PlayerView,
    end: &PlayerView,
    style: &Style,
    danger: impl FnOnce(&PlayerView) -> f32,
) -> f32 {
    let me = start.seat();
    if let Status::Won { winner, .. } = end.status() {
        let mine = start.rules().side_of(winner) == start.rules().side_of(me);
        return if mine { WIN } else { -WIN };
    }
    let mut score = PAYOFF * (own_payoff_left(start) as f32 - own_payoff_left(end) as f32);
    if end.status() == Status::Drawn {
        return score - 50.0;
    }
    let start_hand = start.hand().len();
    let end_hand = end.hand().iter().filter(|c| !c.is_unknown()).count();
    let refilled = end.hand().iter().any(|c| c.is_unknown());
    if refilled {
        score += REFILL;
    }
    let played_from_hand = if refilled {
        start_hand
    } else {
        start_hand - end_hand
    };
    score += HAND_CARD_PLAYED * played_from_hand as f32;
    let side_len =
        |v: &PlayerView| -> usize { (0..SIDE_PILES as u8).map(|i| v.side(me, i).len()).sum() };
    score += SIDE_CARD_PLAYED * (side_len(start) as f32 - side_len(end) as f32);
    if style.king_care {
        let kings = end.hand().iter().filter(|c| !c.is_unknown() && c.is_king());
        score += KING_KEPT * kings.count() as f32;
    }
    if style.opponent_care {
        score -= OPPONENT * danger(end);
    }
    score
}

/// How likely an opponent is to play its visible pay-off card next turn.
#[cfg(test)]
pub fn opponent_danger(view: &PlayerView, through_completion: bool) -> f32 {
    DangerMemo::new(through_completion).danger(view)
}

/// [`opponent_danger`] of the positions one seat's turn search reaches,
/// remembering each opponent's gap from each rank a centre pile may need:
/// the opponents' piles do not change during that turn, only the centre.
pub struct DangerMemo {
    through_completion: bool,
    /// Per opponent seat and rank needed: the cards missing (up to
    /// [`FAR`]), [`PAST`] when the pile is past the pay-off card, or
    /// [`UNCOUNTED`].
    missing: [[u8; 14]; MAX_SEATS],
}

const UNCOUNTED: u8 = u8::MAX;
const PAST: u8 = u8::MAX - 1;

impl DangerMemo {
    /// An empty memo for the opponents of one turn.
    pub fn new(through_completion: bool) -> DangerMemo {
        DangerMemo {
            through_completion,
            missing: [[UNCOUNTED; 14]; MAX_SEATS],
        }
    }

    /// How likely an opponent is to play its visible pay-off card next
    /// turn in `view` (a position of the turn this memo was made for).
    pub fn danger(&mut self, view: &PlayerView) -> f32 {
        self.danger_card(view).0
    }

    /// [`DangerMemo::danger`] with the opponent's pay-off card it comes
    /// from (the first of the most likely), `None` when no card is in
    /// danger of being played.
    pub fn danger_card(&mut self, view: &PlayerView) -> (f32, Option<Card>) {
        let mut danger = 0.0f32;
        let mut card = None;
        for o in opponents(view) {
            let Some(top) = view.payoff_top(o) else {
                continue;
            };
            if top.is_king() && view.rules().kings_wild {
                continue; // Always playable: nothing we do changes it.
            }
            let rank = top.rank().number();
            let fewest = (0..view.rules().centre_piles)
                .filter_map(|c| self.missing(view, o, rank, view.centre_needs(c).number()))
                .min();
            if let Some(m) = fewest {
                let d = DANGER[usize::from(m.min(5))];
                if d > danger {
                    (danger, card) = (d, Some(top));
                }
            }
        }
        (danger, card)
    }

    /// Cards missing before opponent `o` could play its pay-off card of
    /// `rank` on a centre pile needing `need` (up to [`FAR`]); `None` when
    /// that pile is past it.
    fn missing(&mut self, view: &PlayerView, o: u8, rank: u8, need: u8) -> Option<u8> {
        let slot = &mut self.missing[usize::from(o)][usize::from(need)];
        if *slot == UNCOUNTED {
            let rules = view.rules();
            let top = rules.complete_at.number();
            *slot = if need <= rank || (self.through_completion && need <= top) {
                let sides = SideRuns::of(view, o);
                let unknown = [0u8; 14];
                let (wild, gap) = (rules.kings_wild, (need, rank));
                missing_to(&sides, wild, gap, &unknown, FAR, top).min(FAR)
            } else {
                PAST
            };
        }
        (*slot != PAST).then_some(*slot)
    }
}

/// Score of discarding hand slot `slot` onto side pile `pile` at the end of
/// a turn whose plays left `end`; `hand` holds `end`'s hand ranks and
/// `sides` its seat's side piles (`SideRuns::of(end, end.seat())`).
pub fn score_discard(
    end: &PlayerView,
    slot: usize,
    pile: u8,
    (hand, sides): (&RankCounts, &SideRuns),
    style: &Style,
) -> f32 {
    let me = end.seat();
    let card = end.hand()[slot];
    let c = card.rank().number();
    let mut score = discard_shape(end, slot, pile, style);
    let mut kept = *hand;
    kept[usize::from(c)] -= 1;
    if style.payoff_reach {
        // How near our own next pay-off card stays with the cards we keep.
        // The discarded card stays usable on top of its side pile, but may
        // bury the card that was there.
        let sides = sides.with_discard(pile, card);
        let missing = |seat: u8| {
            let top = end.payoff_top(seat)?;
            if top.is_king() && end.rules().kings_wild {
                return None;
            }
            let rank = top.rank().number();
            let m =
                fewest_missing(end, &sides, rank, &kept, style.through_completion).unwrap_or(FAR);
            Some(f32::from(m.min(FAR)))
        };
        let mine = missing(me).unwrap_or(0.0);
        let partners = end.partner().and_then(missing).unwrap_or(0.0);
        score -= REACH
            * if style.partner_care {
                // Both cards count: burying the way to the partner's card
                // costs as much when our own is far off.
                mine + partners
            } else {
                mine.max(partners)
            };
        // Pairs in hand are clumsy; a spare duplicate is the natural discard.
        if hand[usize::from(c)] >= 2 {
            score += 2.0;
        }
    } else if hand[usize::from(c)] >= 2 {
        score += 1.0;
    }
    score
}

/// Most that [`score_discard`] adds to [`discard_shape`]: the reach only
/// costs, and a spare duplicate earns at most this.
pub const DISCARD_REST_MAX: f32 = 2.0;

/// The part of [`score_discard`] read from the discard alone: a king
/// thrown away, and how the card sits on the side pile. The rest (the
/// reach kept, a spare duplicate) adds at most [`DISCARD_REST_MAX`], so a
/// search can skip a discard that cannot beat the plans it keeps before
/// counting the reach, the costly part.
pub fn discard_shape(end: &PlayerView, slot: usize, pile: u8, style: &Style) -> f32 {
    let me = end.seat();
    let card = end.hand()[slot];
    let c = card.rank().number();
    let top = end.side(me, pile).last().map(|t| t.rank().number());
    let mut score = 0.0;
    if card.is_king() && end.rules().kings_wild {
        score -= if style.king_care { 40.0 } else { 10.0 };
    }
    if style.discard_care {
        score += match top {
            None => {
                let empties = (0..SIDE_PILES as u8)
                    .filter(|&i| end.side(me, i).is_empty())
                    .count();
                // Keep an empty pile in reserve; high cards start runs best.
                (if empties >= 2 { 3.0 } else { -4.0 }) + (f32::from(c) - 7.0) * 0.6
            }
            Some(13) => -12.0,
            Some(t) if t == c + 1 => 9.0,
            Some(t) if t == c => 6.0,
            Some(t) if t > c => -f32::from(t - c - 1),
            Some(t) => -6.0 - f32::from(c - t),
        };
    } else {
        score += match top {
            None => 2.0,
            Some(t) if t == c || t == c + 1 => 4.0,
            Some(t) if t > c => 0.0,
            Some(_) => -3.0,
        };
    }
    score
}

#[cfg(test)]
mod tests {
    use spite_core::{Game, Rules, Source, Target};

    use super::*;
    use crate::plan_turn;

    /// A discard counted on the piles read once per position is the
    /// discard played: the piles read after it are the same.
    #[test]
    fn side_runs_with_a_discard_read_as_the_piles_after_it() {
        let mut checked = 0;
        for players in [2, 4] {
            let rules = Rules {
                players,
                ..Rules::g4a()
            };
            let mut game = Game::new(rules, 3).expect("valid rules");
            for _ in 0..400 {
                if game.is_over() {
                    break;
                }
                let seat = game.to_move();
                let view = game.observation(seat);
                let runs = SideRuns::of(&view, seat);
                for mv in view.legal_moves() {
                    let (Source::Hand(slot), Target::Side(pile)) = (mv.from, mv.to) else {
                        continue;
                    };
                    let mut after = view.clone();
                    after.apply_visible(mv).expect("a legal move");
                    let card = view.hand()[usize::from(slot)];
                    let counted = runs.with_discard(pile, card);
                    let read = SideRuns::of(&after, seat);
                    assert_eq!((counted.ranks, counted.len), (read.ranks, read.len));
                    checked += 1;
                }
                let plan = plan_turn(&view, &Style::HARD, 1).remove(0);
                game.apply(plan.moves[0]).expect("a plan's move is legal");
            }
        }
        assert!(checked > 1000, "only {checked} discards");
    }

    /// One memo serves a whole turn search: over every position a planned
    /// turn passes through, a memo kept from the first position tells the
    /// same danger as a fresh count, at every table size.
    #[test]
    fn a_danger_memo_counts_as_afresh_through_a_turn() {
        let mut checked = 0;
        for players in [2, 3, 4, 6] {
            let rules = Rules {
                players,
                ..Rules::g4a()
            };
            for seed in 0..3 {
                let mut game = Game::new(rules, seed).expect("valid rules");
                for _ in 0..120 {
                    if game.is_over() {
                        break;
                    }
                    let view = game.observation(game.to_move());
                    let plan = plan_turn(&view, &Style::HARD, 1).remove(0);
                    for through in [false, true] {
                        let mut memo = DangerMemo::new(through);
                        for v in &plan.expected {
                            let fresh = opponent_danger(v, through);
                            assert_eq!(memo.danger(v), fresh, "{players} seats, seed {seed}");
                            checked += usize::from(fresh > 0.0);
                        }
                    }
                    game.apply(plan.moves[0]).expect("a plan's move is legal");
                }
            }
        }
        assert!(checked > 100, "only {checked} positions with a danger");
    }
}
