//! The same seed and the same person moves give the same match in
//! the REPL and the engine, and both give the match `spite_table::Table`
//! plays (spite-tests' `expected_game`, which the window's test can use as
//! well): one bot-seeding scheme everywhere.

mod engine_common;
mod repl_support;

use engine_common::Engine;
use repl_support::{run_script, scratch_dir};
use serde_json::json;
use spite_ai::Level;
use spite_core::{Rules, SavedGame};
use spite_tests::{ExpectedGame, expected_game, plain_person};

/// One game, long enough for computer turns of every kind.
const MAX_MOVES: usize = 400;

fn expected(seed: u64, level: Level) -> ExpectedGame {
    let rules = Rules {
        match_target: 1,
        ..Rules::g4a()
    };
    let game = expected_game(rules, seed, level, MAX_MOVES, plain_person);
    assert!(
        game.ended,
        "seed {seed}: the game did not end in {MAX_MOVES} moves"
    );
    game
}

fn texts(moves: &[(u8, spite_core::Move)]) -> Vec<String> {
    moves.iter().map(|(_, m)| m.to_string()).collect()
}

/// The REPL, fed the person's moves on stdin, saves the game it played.
fn repl_moves(seed: u64, level: Level, game: &ExpectedGame) -> Vec<String> {
    let dir = scratch_dir(&format!("same-match-{seed}-{level}"));
    let mut script: String = game.person_moves.iter().map(|m| format!("{m}\n")).collect();
    script.push_str("save played.json\nquit\n");
    let seed_arg = seed.to_string();
    let args = [
        "--seed",
        seed_arg.as_str(),
        "--opponent",
        level.name(),
        "--target",
        "1",
    ];
    let (status, out, stderr) = run_script(&args, script.as_bytes(), Some(&dir));
    assert!(status.success(), "{stderr}\n{out}");
    let text = std::fs::read_to_string(dir.join("played.json")).expect("the REPL saved");
    let saved = SavedGame::from_json(&text).expect("a save file");
    saved.game.moves.iter().map(|m| m.to_string()).collect()
}

/// The engine plays the person's moves for seat 0 and asks `ai` for the
/// computer's moves at `level`.
fn engine_moves(seed: u64, level: Level, game: &ExpectedGame) -> Vec<String> {
    let mut engine = Engine::start(&[]);
    let mut state =
        engine.ok(json!({"cmd":"new","rules":{"match_target":1},"seed":seed}))["state"].clone();
    let mut person = game.person_moves.iter();
    let mut moves = Vec::new();
    while state["status"] == "playing" && moves.len() < MAX_MOVES {
        let mv = if state["to_move"] == 0 {
            person.next().expect("a person move left").to_string()
        } else {
            let ai = engine.ok(json!({"cmd":"ai","level":level.name()}));
            ai["move"].as_str().expect("a move").to_string()
        };
        state = engine.ok(json!({"cmd":"play","move":mv}))["state"].clone();
        moves.push(mv);
    }
    moves
}

#[test]
fn the_repl_and_the_engine_play_the_same_match_for_a_seed_and_person_moves() {
    for (seed, level) in [(20261201, Level::Easy), (7, Level::Medium)] {
        let game = expected(seed, level);
        let want = texts(&game.moves);
        assert!(
            game.moves.iter().filter(|(s, _)| *s != 0).count() > 10,
            "the computer hardly played"
        );
        assert_eq!(repl_moves(seed, level, &game), want, "REPL, seed {seed}");
        assert_eq!(
            engine_moves(seed, level, &game),
            want,
            "engine, seed {seed}"
        );
    }
}
