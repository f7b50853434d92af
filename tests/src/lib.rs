//! Test support shared by every crate's tests: the table variants the rules
//! allow, and seeded random play biased toward centre moves so that most
//! games end in a win (uniform random play draws almost every game, so it
//! hardly ever reaches a winning move).
//!
//! Cross-crate integration tests live in `tests/tests/*.rs`; the frontends'
//! own tests use this library as a dev-dependency to walk every state of
//! many games through their table text and narration.

mod checks;
mod same_match;

pub use checks::{Bots, Depth, check_game, check_invariants, check_view};
pub use same_match::{ExpectedGame, expected_game, plain_person};

use spite_core::{
    CompletedPiles, Event, Events, Game, MAX_CENTRE_PILES, MAX_HAND, Rank, Rules, Status, Target,
};

/// Named rule sets covering every option: both presets with 2 to 6 players,
/// the partnership game, refill off, hand sizes 1 to 8, 1 to 8 centre piles,
/// every rank a pile can complete at, and small pay-off piles. Every one
/// passes `Rules::validate`.
pub fn variants() -> Vec<(String, Rules)> {
    let mut sets = vec![];
    for (name, base) in [("g4a", Rules::g4a()), ("classic", Rules::classic())] {
        let mut add = |label: String, r: Rules| {
            if r.validate().is_ok() {
                sets.push((format!("{name}/{label}"), r));
            }
        };
        for players in 2..=6u8 {
            let mut r = base;
            r.players = players;
            r.payoff_size = 8;
            add(format!("{players}p"), r);
        }
        let mut r = base;
        r.players = 4;
        r.partnership = true;
        r.payoff_size = 6;
        add("partnership".into(), r);
        let mut r = base;
        r.refill_empty_hand = false;
        r.payoff_size = 6;
        add("refill-off".into(), r);
        for hand in 1..=MAX_HAND as u8 {
            let mut r = base;
            r.hand_size = hand;
            r.payoff_size = 5;
            add(format!("hand{hand}"), r);
        }
        for piles in 1..=MAX_CENTRE_PILES as u8 {
            let mut r = base;
            r.centre_piles = piles;
            r.payoff_size = 5;
            add(format!("centre{piles}"), r);
        }
        // Every rank a pile may complete at (the queen or the king; only the
        // king without wild kings).
        for rank in [Rank::QUEEN, Rank::KING] {
            let mut r = base;
            r.complete_at = rank;
            r.payoff_size = 5;
            add(format!("complete-at-{}", rank.name()), r);
        }
        for payoff in [1u8, 2, 3] {
            let mut r = base;
            r.payoff_size = payoff;
            add(format!("payoff{payoff}"), r);
        }
        // Options together: the partnership game with refill off, a small
        // hand and many piles; six players with a large hand.
        let mut r = base;
        r.players = 4;
        r.partnership = true;
        r.refill_empty_hand = false;
        r.hand_size = 2;
        r.centre_piles = 6;
        r.payoff_size = 4;
        add("mixed-4".into(), r);
        let mut r = base;
        r.players = 6;
        r.hand_size = MAX_HAND as u8;
        r.centre_piles = MAX_CENTRE_PILES as u8;
        r.payoff_size = 3;
        add("mixed-6".into(), r);
    }
    // Each preset's completion rule the other way round.
    let mut r = Rules::g4a();
    r.completed_piles = CompletedPiles::SetAside;
    r.payoff_size = 6;
    sets.push(("g4a/set-aside".into(), r));
    let mut r = Rules::classic();
    r.completed_piles = CompletedPiles::ShuffleIntoStock;
    r.payoff_size = 6;
    sets.push(("classic/shuffle".into(), r));
    debug_assert!(sets.iter().all(|(_, r)| r.validate().is_ok()));
    sets
}

/// A small, fast, deterministic generator for choosing moves (SplitMix64).
#[derive(Clone, Debug)]
pub struct Chooser(u64);

impl Chooser {
    pub fn new(seed: u64) -> Chooser {
        Chooser(seed)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// How a game played by [`play_biased`] ended.
#[derive(Clone, Debug)]
pub struct Played {
    /// The game at its end.
    pub game: Game,
    /// Moves played.
    pub moves: usize,
    /// Whether the winning move also completed a centre pile.
    pub won_completing: bool,
}

/// Plays `rules` from `seed` to the end: a centre move (chosen at random)
/// `centre_percent` times in a hundred when there is one, any legal move
/// otherwise. `visit` sees the game before the first move (with no events)
/// and after every move with that move's events. Panics if a game runs past
/// 20,000 moves or a legal move is refused.
pub fn play_biased(
    rules: Rules,
    seed: u64,
    centre_percent: usize,
    mut visit: impl FnMut(&Game, &Events),
) -> Played {
    let mut game = Game::new(rules, seed).expect("test rules are valid");
    let mut chooser = Chooser::new(seed ^ 0x5EED_CE17);
    visit(&game, &Events::new());
    let mut moves = 0;
    let mut won_completing = false;
    while !game.is_over() {
        let legal = game.legal_moves();
        assert!(!legal.is_empty(), "a game being played has a legal move");
        let centre: Vec<_> = legal
            .iter()
            .copied()
            .filter(|m| matches!(m.to, Target::Centre(_)))
            .collect();
        let mv = if !centre.is_empty() && chooser.chance(centre_percent) {
            centre[chooser.below(centre.len())]
        } else {
            legal[chooser.below(legal.len())]
        };
        let events = game
            .apply(mv)
            .unwrap_or_else(|e| panic!("legal move {mv} refused: {e}"));
        moves += 1;
        if matches!(game.status(), Status::Won { .. })
            && events
                .iter()
                .any(|e| matches!(e, Event::PileCompleted { .. }))
        {
            won_completing = true;
        }
        visit(&game, &events);
        assert!(moves < 20_000, "seed {seed} does not end");
    }
    Played {
        game,
        moves,
        won_completing,
    }
}
