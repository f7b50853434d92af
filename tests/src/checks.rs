//! Every read a frontend or a bot makes of a game or a view, with the
//! invariants it must show: the generic every-state test and the fuzz
//! targets call these, so both check the same things.

use spite_ai::{Bot, Budget, Level, bot_rng, hint};
use spite_core::{Card, Event, Events, Game, PlayerView, Target};

/// How much of a view [`check_view`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// Everything a frontend draws and every legal move on the view.
    Reads,
    /// Also a hint and a determinisation, which search (slower).
    Full,
}

/// Checks `game` after a move whose events are `events` (empty before the
/// first move), and every seat's view of it. Panics on the first failure,
/// naming `label`.
pub fn check_game(
    label: &str,
    game: &Game,
    events: &Events,
    depth: Depth,
    bots: Option<&mut Bots>,
) {
    check_invariants(label, game, events);
    let rules = game.rules();
    // The full state round-trips through its JSON.
    let state = serde_json::to_string(game).expect("a game serialises");
    let back: Game = serde_json::from_str(&state)
        .unwrap_or_else(|e| panic!("{label}: a game's own state is refused: {e}"));
    assert_eq!(&back, game, "{label}");

    let game_moves = game.legal_moves();
    let mut bots = bots;
    for seat in 0..rules.players {
        let view = game.observation(seat);
        check_view(label, &view, depth);
        // The seat to move sees exactly the game's legal moves.
        if view.is_my_turn() {
            assert_eq!(
                view.legal_moves().as_slice(),
                game_moves.as_slice(),
                "{label}"
            );
            if let Some(bots) = bots.as_deref_mut() {
                bots.choose_all(label, &view);
            }
        }
    }
}

/// The invariants of `game` after a move whose events are `events` (empty
/// before the first move), without reading any seat's view: cards are
/// conserved, no complete pile stays on the table, the game ends last, and
/// there are legal moves exactly while the game is on. Cheap enough for
/// every move of a fuzz input; [`check_game`] runs it first.
pub fn check_invariants(label: &str, game: &Game, events: &Events) {
    let rules = game.rules();
    // Cards are conserved and every centre pile is shorter than complete.
    let mut count = [0usize; Card::DISTINCT];
    for c in game.all_cards() {
        count[c.index()] += 1;
    }
    assert!(
        count.iter().all(|&n| n == usize::from(rules.decks())),
        "{label}: cards lost or duplicated"
    );
    for c in 0..rules.centre_piles {
        assert!(
            game.centre(c).len() < rules.complete_pile_len(),
            "{label}: centre pile {c} is complete but still on the table"
        );
    }
    // The game ends last, after any pile the move completed.
    if let Some(i) = events
        .iter()
        .position(|e| matches!(e, Event::GameOver { .. }))
    {
        assert_eq!(i, events.len() - 1, "{label}: {events:?}");
        assert!(game.is_over(), "{label}");
    }
    assert_eq!(game.legal_moves().is_empty(), game.is_over(), "{label}");
}

/// Checks everything that can be read of one seat's view, whether it came
/// from a game or from JSON. Panics on the first failure, naming `label`.
pub fn check_view(label: &str, view: &PlayerView, depth: Depth) {
    let rules = *view.rules();
    let seat = view.seat();
    // The view's JSON round-trips and says the same as the view.
    let json = view.to_json();
    let text = serde_json::to_string(view).expect("a view serialises");
    let again: PlayerView = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{label}: a view's own JSON is refused: {e}\n{text}"));
    assert_eq!(&again, view, "{label}");
    assert_eq!(json.center_needs.len(), usize::from(rules.centre_piles));
    for c in 0..rules.centre_piles {
        let pile = view.centre(c);
        let needs = view.centre_needs(c);
        assert_eq!(usize::from(needs.number()), pile.len() + 1, "{label}");
        assert!(usize::from(needs.number()) <= rules.complete_pile_len());
        assert_eq!(json.center_needs[usize::from(c)], needs);
        if let Some(rank) = view.centre_king_stands_for(c) {
            assert_eq!(usize::from(rank.number()), pile.len(), "{label}");
        }
    }
    // What the seat cannot see is exactly the other hands, the stock and
    // the buried pay-off cards.
    let hidden: usize = (0..rules.players)
        .map(|s| {
            let hand = if s == seat { 0 } else { view.hand_count(s) };
            hand + view.payoff_count(s).saturating_sub(1)
        })
        .sum::<usize>()
        + view.stock_count();
    let unseen: usize = view.unseen().iter().map(|&n| usize::from(n)).sum();
    assert_eq!(unseen, hidden, "{label}");

    let moves = view.legal_moves();
    if !view.is_my_turn() {
        assert!(moves.is_empty(), "{label}: moves out of turn");
        assert!(hint(view).is_none(), "{label}: a hint out of turn");
        return;
    }
    assert!(!moves.is_empty(), "{label}: no legal move on my turn");
    for &mv in moves.iter() {
        assert_eq!(view.check(mv), Ok(()), "{label}: {mv}");
        let words = mv.to_string();
        assert_eq!(view.parse_move(&words), Ok(mv), "{label}: {words}");
        // A move named by its card finds a source holding that card.
        if let (Some(card), Target::Centre(_)) = (view.card_at(mv.from), mv.to) {
            let target = words.split(' ').nth(1).unwrap_or_default();
            let by_card = format!("{card} {target}");
            let parsed = view
                .parse_move(&by_card)
                .unwrap_or_else(|e| panic!("{label}: {by_card}: {e}"));
            assert_eq!(view.card_at(parsed.from), Some(card), "{label}: {by_card}");
        }
        let mut what_if = view.clone();
        what_if
            .apply_visible(mv)
            .unwrap_or_else(|e| panic!("{label}: {mv} refused on the view: {e}"));
    }
    if depth == Depth::Reads {
        return;
    }
    let suggestion = hint(view).expect("a hint when it is my turn");
    assert!(
        moves.contains(&suggestion.mv),
        "{label}: hint {}",
        suggestion.mv
    );
    // Its plan says what to do: a centre play or a discard.
    assert!(!suggestion.plan.steps.is_empty() || suggestion.plan.discard.is_some());
    // A determinisation is a full game consistent with the view.
    let mut rng = bot_rng(u64::from(view.turn()));
    let det = view.determinise(&mut rng);
    assert_eq!(&det.observation(seat), view, "{label}");
}

/// One bot of every level, asked for a move at the states a test visits.
pub struct Bots {
    levels: Vec<(Level, Box<dyn Bot>)>,
    /// Every how many turns the searching levels (hard, expert) are asked.
    every: u32,
    asked: u32,
}

impl Bots {
    /// Every level; `hard` and `expert` only every `every` turns, and the
    /// expert with its smallest budget (its code paths, not its strength).
    pub fn new(every: u32) -> Bots {
        let small = Budget {
            iterations: 8,
            candidates: 2,
            endgame_payoff: 2,
            endgame_factor: 1,
            endgame_candidates: 2,
            ..Budget::DEFAULT
        };
        Bots {
            levels: Level::ALL
                .into_iter()
                .map(|l| (l, l.bot_with_budget(small)))
                .collect(),
            every: every.max(1),
            asked: 0,
        }
    }

    /// Asks each bot for a move for `view`'s seat, which must be to move,
    /// and checks that it is legal.
    pub fn choose_all(&mut self, label: &str, view: &PlayerView) {
        self.asked += 1;
        let legal = view.legal_moves();
        let searching_now = self.asked.is_multiple_of(self.every);
        for (level, bot) in &mut self.levels {
            if *level >= Level::Hard && !searching_now {
                continue;
            }
            let mut rng = bot_rng(u64::from(view.turn()) ^ u64::from(view.seat()));
            let mv = bot.choose(view, &mut rng);
            assert!(legal.contains(&mv), "{label}: {level} chose {mv}");
        }
    }
}
