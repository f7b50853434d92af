//! OpenSpiel's generic test for this game: every API a frontend or a bot
//! reads, called at every state of thousands of games (the final state
//! included), for every seat, over every table variant the rules allow.
//!
//! Play is biased toward the centre (85%), so most games are won, and won by
//! every kind of move: uniformly random play draws almost every game and so
//! never reached the winning move that completes a centre pile, which crashed
//! classic games (issue 15).

use std::collections::BTreeMap;

use spite_ai::{Budget, Level, bot_rng, hint};
use spite_core::{Card, Event, Events, Game, PlayerView, Status, Target};
use spite_tests::{play_biased, variants};

/// Checks everything a frontend or a bot can read of `game`.
fn check_state(name: &str, game: &Game, events: &Events, bots: &mut Bots) {
    let rules = game.rules();
    // Cards are conserved and every centre pile is shorter than complete.
    let mut count = [0u8; Card::DISTINCT];
    for c in game.all_cards() {
        count[c.index()] += 1;
    }
    assert!(
        count.iter().all(|&n| n == rules.decks()),
        "{name}: cards lost"
    );
    for c in 0..rules.centre_piles {
        assert!(
            game.centre(c).len() < rules.complete_pile_len(),
            "{name}: centre pile {c} is complete but still on the table"
        );
    }
    // Events: the game ends last, after any pile the move completed.
    if let Some(i) = events
        .iter()
        .position(|e| matches!(e, Event::GameOver { .. }))
    {
        assert_eq!(i, events.len() - 1, "{name}: {events:?}");
        assert!(game.is_over());
    }
    // The full state round-trips through its JSON.
    let state = serde_json::to_string(game).expect("a game serialises");
    let back: Game = serde_json::from_str(&state)
        .unwrap_or_else(|e| panic!("{name}: a game's own state is refused: {e}"));
    assert_eq!(&back, game, "{name}");

    let game_moves = game.legal_moves();
    for seat in 0..rules.players {
        let view = game.observation(seat);
        // The view's JSON round-trips, and says the same as the view.
        let json = view.to_json();
        let text = serde_json::to_string(&view).expect("a view serialises");
        let again: PlayerView = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{name}: a view's own JSON is refused: {e}\n{text}"));
        assert_eq!(again, view, "{name}");
        assert_eq!(json.center_needs.len(), usize::from(rules.centre_piles));
        for c in 0..rules.centre_piles {
            let pile = view.centre(c);
            let needs = view.centre_needs(c);
            assert_eq!(usize::from(needs.number()), pile.len() + 1, "{name}");
            assert!(usize::from(needs.number()) <= rules.complete_pile_len());
            assert_eq!(json.center_needs[usize::from(c)], needs);
            if let Some(rank) = view.centre_king_stands_for(c) {
                assert_eq!(usize::from(rank.number()), pile.len());
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
        assert_eq!(unseen, hidden, "{name}");
        // The seat to move sees exactly the game's legal moves; others none.
        let moves = view.legal_moves();
        if view.is_my_turn() {
            assert_eq!(moves.as_slice(), game_moves.as_slice(), "{name}");
            for &mv in moves.iter() {
                assert_eq!(view.check(mv), Ok(()));
                let words = mv.to_string();
                assert_eq!(view.parse_move(&words), Ok(mv), "{name}: {words}");
                // A move named by its card finds a source holding that card.
                if let (Some(card), Target::Centre(_)) = (view.card_at(mv.from), mv.to) {
                    let by_card = format!("{card} {}", words.split(' ').nth(1).unwrap_or(""));
                    let parsed = view.parse_move(&by_card).expect("a held card parses");
                    assert_eq!(view.card_at(parsed.from), Some(card), "{name}: {by_card}");
                }
                let mut what_if = view.clone();
                what_if
                    .apply_visible(mv)
                    .unwrap_or_else(|e| panic!("{name}: {mv} refused on the view: {e}"));
            }
            let suggestion = hint(&view).expect("a hint when it is my turn");
            assert!(
                moves.contains(&suggestion.mv),
                "{name}: hint {}",
                suggestion.mv
            );
            assert!(!suggestion.reason.is_empty());
            bots.choose_all(name, &view);
            // A determinisation is a full game consistent with the view.
            let mut rng = bot_rng(u64::from(game.turn()));
            let det = view.determinise(&mut rng);
            assert_eq!(det.observation(seat), view, "{name}");
        } else {
            assert!(moves.is_empty(), "{name}: not this seat's turn");
            assert!(hint(&view).is_none(), "{name}: a hint out of turn");
        }
    }
}

/// One bot of each level, and whether the costly ones choose at this state.
struct Bots {
    levels: Vec<(Level, Box<dyn spite_ai::Bot>)>,
    /// Every how many of the seat's turns the searching levels are asked.
    every: u32,
    asked: u32,
}

impl Bots {
    fn new(every: u32) -> Bots {
        // The expert's smallest budget: its code paths, not its strength.
        let small = Budget {
            iterations: 8,
            candidates: 2,
            endgame_payoff: 2,
            endgame_factor: 1,
            endgame_candidates: 2,
        };
        Bots {
            levels: Level::ALL
                .into_iter()
                .map(|l| (l, l.bot_with_budget(small)))
                .collect(),
            every,
            asked: 0,
        }
    }

    fn choose_all(&mut self, name: &str, view: &PlayerView) {
        self.asked += 1;
        let legal = view.legal_moves();
        for (level, bot) in &mut self.levels {
            if *level >= Level::Hard && !self.asked.is_multiple_of(self.every) {
                continue;
            }
            let mut rng = bot_rng(u64::from(view.turn()) ^ u64::from(view.seat()));
            let mv = bot.choose(view, &mut rng);
            assert!(legal.contains(&mv), "{name}: {level} chose {mv}");
        }
    }
}

#[test]
fn every_api_at_every_state_of_every_variant() {
    let mut wins: BTreeMap<&str, (usize, usize, usize)> = BTreeMap::new();
    let mut states = 0usize;
    for (name, rules) in variants() {
        let family = if name.starts_with("g4a") {
            "g4a"
        } else {
            "classic"
        };
        for seed in 0..12u64 {
            // The searching bots at every state of the first game, and now
            // and then in the others, to keep the test quick.
            let mut bots = Bots::new(if seed == 0 { 1 } else { 7 });
            let played = play_biased(rules, seed, 85, |game, events| {
                check_state(&format!("{name} seed {seed}"), game, events, &mut bots);
                states += 1;
            });
            let entry = wins.entry(family).or_default();
            entry.0 += 1;
            if matches!(played.game.status(), Status::Won { .. }) {
                entry.1 += 1;
            }
            if played.won_completing {
                entry.2 += 1;
            }
        }
    }
    for family in ["g4a", "classic"] {
        let (games, won, completing) = wins[family];
        eprintln!(
            "{family}: {games} games, {won} won, {completing} won by a move completing a pile"
        );
        assert!(won * 2 > games, "{family}: most biased games are won");
        assert!(
            completing > 0,
            "{family}: some game is won by a move that completes a centre pile"
        );
    }
    assert!(states > 10_000, "{states} states");
}
