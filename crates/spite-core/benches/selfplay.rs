//! Self-play throughput of the rules engine: `cargo bench -p spite-core`.
//!
//! A "move" is one full step: generate the legal moves, choose one, apply
//! it (including the next seat's draw when the turn ends).

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use spite_core::{Game, Move, MoveList, Rules, Target};

fn main() {
    divan::main();
}

/// A tiny deterministic chooser (SplitMix64), so the policy costs little.
struct Chooser(u64);
impl Chooser {
    #[inline]
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        // Multiply-shift: uniform enough for a benchmark policy.
        (((z ^ (z >> 31)) as u128 * n as u128) >> 64) as usize
    }
}

#[derive(Clone, Copy)]
enum Policy {
    Random,
    /// The first centre move if any (pay-off, then side piles, then hand),
    /// else the first hand card to the first side pile.
    Greedy,
}

fn choose(policy: Policy, moves: &MoveList, chooser: &mut Chooser) -> Move {
    match policy {
        Policy::Random => moves[chooser.below(moves.len())],
        Policy::Greedy => *moves
            .iter()
            .find(|m| matches!(m.to, Target::Centre(_)))
            .or_else(|| moves.iter().find(|m| m.is_discard()))
            .expect("a game being played has a legal move"),
    }
}

/// Deals the games of seeds `0..GAMES`.
fn deal(rules: Rules) -> Vec<Game> {
    (0..GAMES)
        .map(|seed| Game::new(rules, seed).expect("preset rules are valid"))
        .collect()
}

/// Plays every dealt game to its end; returns the moves made.
fn play(dealt: &[Game], policy: Policy) -> u64 {
    let mut moves = MoveList::new();
    let mut total = 0;
    for (seed, start) in dealt.iter().enumerate() {
        let mut game = start.clone();
        let mut chooser = Chooser(seed as u64);
        while !game.is_over() {
            game.legal_moves_into(&mut moves);
            let m = choose(policy, &moves, &mut chooser);
            game.apply(m).expect("a listed move is legal");
            total += 1;
        }
    }
    total
}

const GAMES: u64 = 100;

/// Moves per second: the games are dealt before timing starts, so this
/// counts only legal-move generation, choice and apply.
fn bench_games(bencher: Bencher<'_, '_>, rules: Rules, policy: Policy) {
    let dealt = deal(rules);
    let moves = play(&dealt, policy);
    bencher
        .counter(ItemsCount::new(moves))
        .bench(|| black_box(play(black_box(&dealt), policy)));
}

/// Games per second, dealing included.
fn bench_whole_games(bencher: Bencher<'_, '_>, rules: Rules, policy: Policy) {
    bencher
        .counter(ItemsCount::new(GAMES))
        .bench(|| black_box(play(&deal(black_box(rules)), policy)));
}

/// 100 random-policy games on the g4a rules; throughput counts moves.
#[divan::bench]
fn random_g4a_moves(bencher: Bencher<'_, '_>) {
    bench_games(bencher, Rules::g4a(), Policy::Random);
}

/// 100 greedy-policy games on the g4a rules; throughput counts moves.
#[divan::bench]
fn greedy_g4a_moves(bencher: Bencher<'_, '_>) {
    bench_games(bencher, Rules::g4a(), Policy::Greedy);
}

/// 100 random-policy games on the classic rules; throughput counts moves.
#[divan::bench]
fn random_classic_moves(bencher: Bencher<'_, '_>) {
    bench_games(bencher, Rules::classic(), Policy::Random);
}

/// Whole random games per second (dealing included).
#[divan::bench]
fn random_g4a_games(bencher: Bencher<'_, '_>) {
    bench_whole_games(bencher, Rules::g4a(), Policy::Random);
}

/// Whole greedy games per second (dealing included).
#[divan::bench]
fn greedy_g4a_games(bencher: Bencher<'_, '_>) {
    bench_whole_games(bencher, Rules::g4a(), Policy::Greedy);
}

/// A mid-game position, for the per-operation benchmarks.
fn midgame() -> Game {
    let mut game = Game::new(Rules::g4a(), 3).expect("preset rules are valid");
    let mut chooser = Chooser(3);
    for _ in 0..20 {
        let moves = game.legal_moves();
        game.apply(moves[chooser.below(moves.len())])
            .expect("legal");
    }
    game
}

#[divan::bench]
fn deal_game(bencher: Bencher<'_, '_>) {
    bencher.bench(|| black_box(Game::new(black_box(Rules::g4a()), 7)));
}

#[divan::bench]
fn clone_game(bencher: Bencher<'_, '_>) {
    let game = midgame();
    bencher.bench(|| black_box(black_box(&game).clone()));
}

#[divan::bench]
fn legal_moves(bencher: Bencher<'_, '_>) {
    let game = midgame();
    assert!(!game.is_over() && game.legal_moves().len() > 10);
    let mut moves = MoveList::new();
    bencher.bench_local(|| {
        black_box(&game).legal_moves_into(&mut moves);
        black_box(moves.len())
    });
}

#[divan::bench]
fn observation(bencher: Bencher<'_, '_>) {
    let game = midgame();
    bencher.bench(|| black_box(black_box(&game).observation(0)));
}
