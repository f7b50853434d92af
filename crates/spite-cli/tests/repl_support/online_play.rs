//! Two players at one online table, each through a real `spite`
//! process: each asks for a hint at its turn and plays it.

use std::time::{Duration, Instant};

use super::{Repl, hinted_move};

/// One player's side of the game: asks for a hint at each "Your turn" and
/// plays it. Returns whether the match was seen won.
pub fn step(p: &mut Repl, hinting: &mut bool) -> bool {
    while let Some(line) = p.try_line(Duration::from_millis(10)) {
        if line.starts_with("Your turn") {
            p.send("hint");
            *hinting = true;
        } else if line.starts_with("Hint:") && *hinting {
            *hinting = false;
            p.send(&hinted_move(&line));
        } else if line.contains("the match!") {
            return true;
        }
    }
    false
}

/// Whether the last table read ended with "Your turn" (read already, so
/// `step` will not see it).
pub fn my_turn_shown(p: &Repl) -> bool {
    p.transcript
        .iter()
        .rev()
        .find(|l| l.starts_with("Your turn") || l.ends_with("'s turn.") || l.starts_with("Hint:"))
        .is_some_and(|l| l.starts_with("Your turn"))
}

/// Both play until `done` holds for each one's transcript; panics after
/// `secs`.
pub fn play_until(a: &mut Repl, b: &mut Repl, secs: u64, what: &str, done: impl Fn(&Repl) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let (mut a_hint, mut b_hint) = (false, false);
    for (p, hinting) in [(&mut *a, &mut a_hint), (&mut *b, &mut b_hint)] {
        if my_turn_shown(p) {
            p.send("hint");
            *hinting = true;
        }
    }
    while !(done(a) && done(b)) {
        assert!(
            Instant::now() < deadline,
            "{what} did not come in time:\n{}\n----\n{}",
            a.tail(),
            b.tail()
        );
        step(a, &mut a_hint);
        step(b, &mut b_hint);
    }
}
