//! Plays random games to the end and prints the throughput: the smallest
//! complete use of the engine, and a profiling target
//! (`cargo run --release -p spite-core --example random_selfplay -- 2000`).

use std::time::Instant;

use spite_core::{Game, MoveList, Rules, Status};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let dealt: Vec<Game> = (0..games)
        .map(|seed| Game::new(Rules::g4a(), seed).expect("g4a is valid"))
        .collect();
    let mut moves = MoveList::new();
    let (mut total, mut won, mut drawn) = (0u64, 0u64, 0u64);
    let mut state = 0x5EEDu64;
    let start = Instant::now();
    for start_position in &dealt {
        let mut game = start_position.clone();
        while !game.is_over() {
            game.legal_moves_into(&mut moves);
            // xorshift64: a cheap, fixed policy for a throughput figure.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = moves[((u128::from(state) * moves.len() as u128) >> 64) as usize];
            game.apply(m).expect("a listed move is legal");
            total += 1;
        }
        match game.status() {
            Status::Won { .. } => won += 1,
            _ => drawn += 1,
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} games ({won} won, {drawn} drawn), {total} moves in {secs:.3} s: {:.2} M moves/s, {:.0} games/s, {:.1} moves per game",
        total as f64 / secs / 1e6,
        games as f64 / secs,
        total as f64 / games as f64
    );
}
