//! `spite review FILE`: a saved match's game looked back at, in the
//! player's language, and a seat the game does not have refused.

mod repl_support;

use std::process::Command;

use spite_ai::{Bot, Level, LevelBot, bot_rng};
use spite_core::{Match, Rules};

/// A saved match whose game `easy` (seat 0) and `hard` played to its end.
fn saved_game(dir: &std::path::Path) -> std::path::PathBuf {
    let rules = Rules {
        payoff_size: 4,
        ..Rules::g4a()
    };
    let mut m = Match::new(rules, 21).expect("valid rules");
    let mut bots = [LevelBot::new(Level::Easy), LevelBot::new(Level::Hard)];
    let mut n = 0;
    while !m.game().is_over() {
        let seat = m.game().to_move();
        let view = m.game().observation(seat);
        let mv = bots[usize::from(seat)].choose(&view, &mut bot_rng(n));
        m.play(mv).expect("bots play legal moves");
        n += 1;
    }
    let path = dir.join("game.json");
    std::fs::write(&path, m.save().to_json()).expect("write the save");
    path
}

fn review(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_spite"))
        .arg("review")
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("spite runs");
    (
        out.status.success(),
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8(out.stderr).expect("UTF-8"),
    )
}

#[test]
fn a_saved_game_is_reviewed_in_the_players_language() {
    let dir = std::env::temp_dir().join(format!("spite-review-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = saved_game(&dir);
    let file = file.to_str().expect("a UTF-8 path");

    let (ok, out, err) = review(&[file, "--worlds", "3", "--lang", "en"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("Reviewing game 1 from seat 0"), "{out}");
    let last = out.lines().last().expect("a summary");
    assert!(last.starts_with("Accuracy "), "{out}");
    // Every marked turn shows both turns and the reason.
    let marked = out.lines().filter(|l| l.starts_with("Turn ")).count();
    assert_eq!(out.matches("\nPlayed: ").count(), marked, "{out}");
    assert_eq!(out.matches("\nBetter: ").count(), marked, "{out}");

    let (ok, out, err) = review(&[file, "--worlds", "3", "--lang", "bg", "--seat", "1"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("Разбор на игра 1 откъм място 1"), "{out}");
    assert!(out.contains("Точност "), "{out}");

    let (ok, _, err) = review(&[file, "--seat", "5", "--lang", "en"]);
    assert!(!ok);
    assert!(err.contains("There is no seat 5"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `review` typed once the game is over tells what `spite review FILE`
/// prints, line for line; in a game not over it is refused.
#[test]
fn review_in_the_game_tells_what_spite_review_prints() {
    let dir = std::env::temp_dir().join(format!("spite-review-repl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = saved_game(&dir);
    let file = file.to_str().expect("a UTF-8 path");
    let (ok, printed, err) = review(&[file, "--lang", "en"]);
    assert!(ok, "{err}");
    let (status, out, err) = repl_support::run_script(
        &["play", "--load", file, "--no-color", "--lang", "en"],
        b"review\nquit\n",
        Some(&dir),
    );
    assert!(status.success(), "{err}");
    assert!(out.contains("Reviewing the game (Ctrl-C stops)"), "{out}");
    let from = out
        .find("Reviewing game 1 from seat 0")
        .expect("the review");
    let told: Vec<&str> = out[from..].lines().collect();
    for line in printed.lines() {
        assert!(told.contains(&line), "{line:?} missing:\n{out}");
    }
    // Not before the game's end.
    let (_, out, _) = repl_support::run_script(
        &["play", "--seed", "3", "--no-color", "--lang", "en"],
        b"review\nquit\n",
        Some(&dir),
    );
    assert!(
        out.contains("'review' looks back at a game once it is over"),
        "{out}"
    );
}

/// Ctrl-C stops a review at the table; the game goes on. The review asks
/// for the most play-outs (`review 1000`, about twenty times the default's
/// work), so it is still running when the signal comes.
#[test]
fn ctrl_c_stops_a_review_in_the_game() {
    let dir = std::env::temp_dir().join(format!("spite-review-stop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = saved_game(&dir);
    let file = file.to_str().expect("a UTF-8 path");
    let mut repl = repl_support::Repl::start_in(
        &["play", "--load", file, "--no-color", "--lang", "en"],
        Some(&dir),
    );
    repl.send("review 1000");
    repl.line_starting("Reviewing the game (Ctrl-C stops)");
    repl.interrupt();
    repl.line_starting("The review stopped; the turns above stand.");
    repl.send("score");
    repl.line_starting("Match to ");
    repl.send("quit");
    let (status, _, err) = repl.finish();
    assert!(status.success(), "{err}");
}
