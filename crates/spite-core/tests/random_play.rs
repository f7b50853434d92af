//! The generic random-play test, in the spirit of OpenSpiel's basic tests:
//! many seeded games of every preset and player count played to the end
//! with random legal moves, checking the invariants after every move.

use spite_core::{
    Card, Game, MAX_CENTRE_PILES, MAX_HAND, Move, Record, Rules, SIDE_PILES, Source, Target,
};

/// Every move the notation can express, legal or not.
fn every_move() -> Vec<Move> {
    let sources = (0..MAX_HAND as u8)
        .map(Source::Hand)
        .chain([Source::Payoff, Source::PartnerPayoff])
        .chain((0..SIDE_PILES as u8).map(Source::Side));
    let mut all = vec![];
    for from in sources {
        for to in (0..MAX_CENTRE_PILES as u8)
            .map(Target::Centre)
            .chain((0..SIDE_PILES as u8).map(Target::Side))
        {
            all.push(Move::new(from, to));
        }
    }
    all
}

fn assert_cards_accounted_for(game: &Game) {
    let rules = game.rules();
    let mut count = [0u8; Card::DISTINCT];
    for c in game.all_cards() {
        count[c.index()] += 1;
    }
    assert!(
        count.iter().all(|&n| n == rules.decks()),
        "cards lost or duplicated: {count:?}"
    );
    assert_eq!(game.all_cards().len(), rules.total_cards());
    for seat in 0..rules.players {
        assert!(game.hand(seat).len() <= usize::from(rules.hand_size));
        assert!(game.hand(seat).is_sorted(), "hands are kept in rank order");
    }
    for c in 0..rules.centre_piles {
        let pile = game.centre(c);
        assert!(pile.len() < rules.complete_pile_len());
        for (i, card) in pile.iter().enumerate() {
            assert!(card.rank().number() as usize == i + 1 || (rules.kings_wild && card.is_king()));
        }
    }
}

/// A small, fast, deterministic generator for choosing moves (SplitMix64).
struct Chooser(u64);
impl Chooser {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Plays one game to its end, checking everything after every move; returns
/// the number of moves.
fn play_checked(rules: Rules, seed: u64, thorough: bool) -> usize {
    let all_moves = every_move();
    let mut game = Game::new(rules, seed).unwrap();
    let mut record = Record::new(rules, seed, None);
    let mut chooser = Chooser(seed ^ 0xABCD);
    assert_cards_accounted_for(&game);
    let mut moves = 0;
    while !game.is_over() {
        let legal = game.legal_moves();
        assert!(
            !legal.is_empty(),
            "a game being played always has a legal move"
        );
        if thorough {
            for &m in &all_moves {
                let mut copy = game.clone();
                if legal.contains(&m) {
                    assert!(copy.apply(m).is_ok(), "legal move {m} refused");
                } else {
                    assert!(copy.apply(m).is_err(), "illegal move {m} accepted");
                    assert_eq!(copy, game, "refused move {m} changed the game");
                }
            }
        }
        let m = legal[chooser.below(legal.len())];
        game.apply(m).unwrap();
        record.moves.push(m);
        moves += 1;
        assert_cards_accounted_for(&game);
        assert!(moves < 20_000, "game {seed} does not end");
    }
    assert!(game.legal_moves().is_empty());
    let replayed = record.replay().unwrap();
    assert_eq!(
        replayed, game,
        "replaying the moves from the seed gives the same game"
    );
    moves
}

fn rule_sets() -> Vec<(String, Rules)> {
    let mut sets = vec![];
    for (name, base) in [("g4a", Rules::g4a()), ("classic", Rules::classic())] {
        for players in 2..=6u8 {
            let mut r = base;
            r.players = players;
            sets.push((format!("{name}/{players}p"), r));
        }
        let mut r = base;
        r.players = 4;
        r.partnership = true;
        sets.push((format!("{name}/partnership"), r));
        let mut r = base;
        r.refill_empty_hand = false;
        r.payoff_size = 10;
        r.centre_piles = 4;
        sets.push((format!("{name}/options"), r));
        // The largest lists: the most centre piles and hand slots there are.
        let mut r = base;
        r.players = 3;
        r.centre_piles = MAX_CENTRE_PILES as u8;
        r.hand_size = MAX_HAND as u8;
        sets.push((format!("{name}/widest"), r));
    }
    sets
}

#[test]
fn thousands_of_random_games_keep_every_invariant() {
    let mut games = 0;
    for (name, rules) in rule_sets() {
        for seed in 0..150 {
            // Every 10th game also tries every expressible move at every step.
            let moves = play_checked(rules, seed, seed % 10 == 0);
            assert!(moves > 0, "{name} seed {seed}");
            games += 1;
        }
    }
    assert!(games >= 2000);
}
