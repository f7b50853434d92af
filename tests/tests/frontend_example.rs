//! Runs the Rust frontend example's game loop (tests/examples/minimal_frontend.rs)
//! with scripted input, so the example in docs/frontends.md keeps working.

#[allow(dead_code)] // the example's `main` is not called here
#[path = "../examples/minimal_frontend.rs"]
mod minimal_frontend;

use spite_ai::Level;
use spite_core::Status;

#[test]
fn the_example_refuses_bad_input_and_finishes_the_game() {
    let script = "not a move\nh9 c1\nzz c1\nh1 s1\n";
    let mut input = script.as_bytes();
    let mut out = Vec::new();
    let status = minimal_frontend::play(3, Level::Naive, &mut input, &mut out);
    let out = String::from_utf8(out).expect("the example writes text");
    assert!(status.is_over(), "{status:?}");
    assert!(out.contains("not a move:"), "{out}");
    assert!(out.contains("input ended"), "{out}");
    assert!(out.contains("game over"), "{out}");
    // The person's discard was played for seat 0.
    assert!(
        out.contains("seat 0 plays") && out.contains("(h1 s1)"),
        "{out}"
    );
    if let Status::Won { points, .. } = status {
        assert!(points > 0);
    }
}
