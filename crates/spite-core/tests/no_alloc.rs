//! Move generation and application never touch the heap: search clones and
//! plays positions millions of times.

use spite_core::{Game, MoveList, Rules};

#[test]
fn legal_moves_apply_clone_and_views_do_not_allocate() {
    for rules in [Rules::g4a(), Rules::classic()] {
        let games: Vec<Game> = (0..50)
            .map(|seed| Game::new(rules, seed).unwrap())
            .collect();
        let mut moves = MoveList::new();
        let mut played = 0u64;
        let info = allocation_counter::measure(|| {
            for (i, start) in games.iter().enumerate() {
                let mut game = start.clone();
                let mut pick = i;
                while !game.is_over() {
                    game.legal_moves_into(&mut moves);
                    pick = pick.wrapping_mul(31).wrapping_add(7);
                    let m = moves[pick % moves.len()];
                    let events = game.apply(m).unwrap();
                    std::hint::black_box(events);
                    std::hint::black_box(game.observation(0).legal_moves());
                    played += 1;
                }
            }
        });
        assert!(played > 1000);
        assert_eq!(
            info.count_total, 0,
            "{played} moves made {} heap allocations",
            info.count_total
        );
    }
}
