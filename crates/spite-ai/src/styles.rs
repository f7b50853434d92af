//! Three opponents of other styles than the levels, for the arena: `racer`,
//! `blocker` and `hoarder`. They measure whether the levels' strength holds
//! against ways of playing they were not tuned on.
//!
//! Each is small and shares nothing with the planner: before every move it
//! walks the runs of centre plays it can see this turn (depth first, a
//! bounded number of positions), scores where each run ends by its own
//! measure, and plays the first move of the best run; when the best is to
//! play nothing more, it discards by its own rule.

use spite_core::{Card, Move, PlayerView, Rank, Source, Target};

use crate::{Bot, BotRng};

/// Positions a bot looks at before a move: enough for every run of a
/// usual turn, and a bound on the unusual ones (many equal cards).
const WALK_LIMIT: u32 = 4000;

/// Races its pay-off pile at any cost: the run that plays the most pay-off
/// cards, then the one that empties its hand (five new cards), then the
/// one that brings a centre pile nearest its pay-off card and plays the
/// most cards (a king only towards a pay-off card); it never looks at what
/// it opens for the next player.
/// Discards build down on its side piles.
#[derive(Clone, Copy, Debug, Default)]
pub struct RacerBot;

/// Blocks the next player's pay-off card above all: no run may end with a
/// centre pile needing that card's rank (it plays onto such a pile to
/// cover it), then pay-off cards, then an emptied hand and a centre pile
/// near its own pay-off card. Discards as the racer does.
#[derive(Clone, Copy, Debug, Default)]
pub struct BlockerBot;

/// Hoards kings and discards high: a king leaves its hand, side piles or
/// pay-off pile only in a run that plays a pay-off card; its discard is its
/// highest card that is not a king. Otherwise a sound player: it would
/// rather not open a pile for the next player's pay-off card.
#[derive(Clone, Copy, Debug, Default)]
pub struct HoarderBot;

/// What a run of centre plays did, counted along the way.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    payoff: i32,
    refills: i32,
    from_hand: i32,
    from_side: i32,
    kings: i32,
}

/// A style as data: what its runs of centre plays are worth, and how it
/// discards. Every run scores 1000 a pay-off card played, then these.
#[derive(Clone, Copy, Debug)]
struct Manner {
    /// An emptied hand (five new cards).
    refill: i32,
    /// A card played from the hand.
    from_hand: i32,
    /// A card played from a side pile.
    from_side: i32,
    /// Per step a centre pile comes nearer its own pay-off card ([`near`]).
    near: i32,
    /// Taken off for a king played in a run that plays no pay-off card.
    idle_king: i32,
    /// Taken off when the run ends with a centre pile needing the next
    /// player's pay-off card.
    open: i32,
    discard: Discard,
}

const RACER: Manner = Manner {
    refill: 40,
    from_hand: 3,
    from_side: 1,
    near: 5,
    idle_king: 20,
    open: 0,
    discard: Discard::BuildDown,
};

const BLOCKER: Manner = Manner {
    refill: 30,
    from_hand: 2,
    from_side: 0,
    near: 3,
    idle_king: 20,
    open: 5000,
    discard: Discard::BuildDown,
};

const HOARDER: Manner = Manner {
    refill: 20,
    from_hand: 2,
    from_side: 1,
    near: 3,
    idle_king: 500,
    open: 300,
    discard: Discard::HighKeepingKings,
};

impl Manner {
    /// The move this style plays from `view`.
    fn choose(&self, view: &PlayerView) -> Move {
        let next = next_payoff(view);
        let score = |end: &PlayerView, t: &Tally| {
            let idle_kings = if t.payoff > 0 { 0 } else { t.kings };
            let open = next.is_some_and(|rank| opens(end, rank));
            1000 * t.payoff
                + self.refill * t.refills
                + self.from_hand * t.from_hand
                + self.from_side * t.from_side
                + self.near * near(end)
                - self.idle_king * idle_kings
                - self.open * i32::from(open)
        };
        best_run(view, &score).unwrap_or_else(|| discard(view, self.discard))
    }
}

impl Bot for RacerBot {
    fn name(&self) -> &'static str {
        "racer"
    }
    fn choose(&mut self, view: &PlayerView, _rng: &mut BotRng) -> Move {
        RACER.choose(view)
    }
}

impl Bot for BlockerBot {
    fn name(&self) -> &'static str {
        "blocker"
    }
    fn choose(&mut self, view: &PlayerView, _rng: &mut BotRng) -> Move {
        BLOCKER.choose(view)
    }
}

impl Bot for HoarderBot {
    fn name(&self) -> &'static str {
        "hoarder"
    }
    fn choose(&mut self, view: &PlayerView, _rng: &mut BotRng) -> Move {
        HOARDER.choose(view)
    }
}

/// The rank of the next player's pay-off top, when a centre pile can be
/// kept from it (not a king, which goes anywhere when kings are wild).
fn next_payoff(view: &PlayerView) -> Option<Rank> {
    let players = view.rules().players.max(1);
    let next = (view.seat() + 1) % players;
    // A hidden top is never returned: `payoff_top` shows only known cards.
    let top = view.payoff_top(next)?;
    let wild = view.rules().kings_wild && top.is_king();
    (!wild).then(|| top.rank())
}

/// How near the centre comes to the seat's own pay-off card: 12 when a
/// pile needs it, one less for every rank still to be played below it
/// (at least 1: a pile needs an ace or more, the card is a queen at most),
/// 0 when no pile is below it (or the card is a king or unknown).
fn near(view: &PlayerView) -> i32 {
    let Some(top) = view.payoff_top(view.seat()).filter(|c| !c.is_king()) else {
        return 0;
    };
    let want = i32::from(top.rank().number());
    (0..view.rules().centre_piles)
        .map(|p| want - i32::from(view.centre_needs(p).number()))
        .filter(|gap| *gap >= 0)
        .map(|gap| 12 - gap)
        .max()
        .unwrap_or(0)
}

/// Whether a centre pile of `view` needs `rank` next.
fn opens(view: &PlayerView, rank: Rank) -> bool {
    (0..view.rules().centre_piles).any(|p| view.centre_needs(p) == rank)
}

/// The first move of the best-scoring run of centre plays, or `None` when
/// playing nothing more scores best (the root counts, with an empty tally).
/// Ties keep the run found first, so the walk's order is the preference:
/// pay-off, then side piles, then hand, as the legal moves come.
fn best_run(view: &PlayerView, score: &dyn Fn(&PlayerView, &Tally) -> i32) -> Option<Move> {
    assert!(
        view.is_my_turn() && !view.legal_moves().is_empty(),
        "a bot is only asked to move on its own turn in a game being played"
    );
    let mut walk = Walk {
        score,
        seen: 0,
        best: (score(view, &Tally::default()), None),
    };
    walk.visit(view, Tally::default(), None);
    walk.best.1
}

struct Walk<'a> {
    score: &'a dyn Fn(&PlayerView, &Tally) -> i32,
    seen: u32,
    best: (i32, Option<Move>),
}

impl Walk<'_> {
    fn visit(&mut self, view: &PlayerView, tally: Tally, first: Option<Move>) {
        for mv in distinct_plays(view) {
            if self.seen >= WALK_LIMIT {
                return;
            }
            self.seen += 1;
            let Some(card) = view.card_at(mv.from) else {
                continue;
            };
            let mut next = view.clone();
            if next.apply_visible(mv).is_err() {
                continue;
            }
            let mut t = tally;
            match mv.from {
                Source::Payoff | Source::PartnerPayoff => t.payoff += 1,
                Source::Side(_) => t.from_side += 1,
                Source::Hand(_) => t.from_hand += 1,
            }
            t.kings += i32::from(card.is_king());
            let hand_emptied = matches!(mv.from, Source::Hand(_)) && view.hand().len() == 1;
            t.refills += i32::from(hand_emptied);
            let first = first.or(Some(mv));
            let s = (self.score)(&next, &t);
            if s > self.best.0 {
                self.best = (s, first);
            }
            // A played pay-off card can end the game; a hidden pay-off or
            // hand card stops the run there (nothing to plan it with).
            if next.is_my_turn() && !matches!(mv.from, Source::Payoff | Source::PartnerPayoff) {
                self.visit(&next, t, first);
            }
        }
    }
}

/// The centre plays worth trying from `view`: one per card rank and source
/// kind and per rank the pile needs (two piles needing the same rank, or
/// two equal hand cards, lead to the same places), none of a hidden card.
fn distinct_plays(view: &PlayerView) -> Vec<Move> {
    let mut tried: Vec<(Source, Rank, Rank)> = Vec::new();
    let mut plays = Vec::new();
    for mv in view.legal_moves().iter().copied() {
        let Target::Centre(pile) = mv.to else {
            continue;
        };
        let Some(card) = view.card_at(mv.from).filter(|c| !c.is_unknown()) else {
            continue;
        };
        let kind = match mv.from {
            Source::Hand(_) => Source::Hand(0),
            other => other,
        };
        let key = (kind, card.rank(), view.centre_needs(pile));
        if !tried.contains(&key) {
            tried.push(key);
            plays.push(mv);
        }
    }
    plays
}

/// How a style chooses its discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Discard {
    /// The card that fits a side pile best (one below its top, then equal
    /// to its top, then an empty pile), the higher card first.
    BuildDown,
    /// The highest card that is not a king (a king only when the hand holds
    /// nothing else), onto the pile it fits best.
    HighKeepingKings,
}

/// The discard `rule` chooses among the known hand cards.
fn discard(view: &PlayerView, rule: Discard) -> Move {
    let seat = view.seat();
    let known = |mv: &Move| view.card_at(mv.from).filter(|c| !c.is_unknown());
    let key = |mv: &Move| {
        let card: Card = known(mv).expect("only known cards are ranked");
        let Target::Side(pile) = mv.to else {
            unreachable!("only discards are ranked")
        };
        let top = view.side(seat, pile).last().copied();
        let fit = match top {
            Some(top) if top.rank().number() == card.rank().number() + 1 => 3,
            Some(top) if top.rank() == card.rank() => 2,
            None => 1,
            Some(_) => 0,
        };
        let under = top.map_or(0, |c| c.rank().number());
        match rule {
            Discard::BuildDown => (true, fit, card.rank().number(), under),
            Discard::HighKeepingKings => (!card.is_king(), card.rank().number(), fit, under),
        }
    };
    let moves = view.legal_moves();
    moves
        .iter()
        .copied()
        .filter(|mv| mv.is_discard() && known(mv).is_some())
        .max_by_key(key)
        .or_else(|| moves.iter().copied().next())
        .expect("a bot is only asked to move on its own turn in a game being played")
}
