//! Runs the Rust frontend example (tests/examples/minimal_frontend.rs) with
//! scripted input, so the example in docs/frontends.md keeps working.

#[allow(dead_code)] // the example's `main` is not called here
#[path = "../examples/minimal_frontend.rs"]
mod minimal_frontend;

use spite_ai::Level;
use spite_core::Status;

#[test]
fn the_example_refuses_bad_input_and_finishes_the_match() {
    let script = "not a move\nh9 c1\nzz c1\nundo\nhint\nh1 s1\n";
    let mut input = script.as_bytes();
    let mut out = Vec::new();
    let table = minimal_frontend::play(3, Level::Naive, &mut input, &mut out);
    let out = String::from_utf8(out).expect("the example writes text");
    // Bad lines are refused with a reason, and the match goes on.
    assert!(out.contains("'not' is not a move"), "{out}");
    // With this table's sizes: the hand holds five cards.
    assert!(
        out.contains("Cannot play h9 c1: your hand has no card h9; it holds 5 cards."),
        "{out}"
    );
    assert!(out.contains("Nothing to take back"), "{out}");
    assert!(out.contains("Hint: "), "{out}");
    assert!(out.contains("input ended"), "{out}");
    // The person's discard was played for seat 0, and told as theirs.
    assert!(out.contains("You discard "), "{out}");
    assert!(out.contains("Computer plays ") || out.contains("Computer discards "));
    // The whole match was played: every game to its end, then the winner.
    let m = table.match_();
    assert!(m.is_over());
    assert!(m.results().len() >= 2, "{} games", m.results().len());
    for r in m.results() {
        assert!(r.result.is_over());
        if let Status::Won { points, .. } = r.result {
            assert!(points > 0);
        }
    }
    assert!(out.contains("Game 2: "), "{out}");
    assert!(out.contains("the match!"), "{out}");
}
