//! `spite review FILE`: a saved match's game looked back at, in the
//! player's language, and a seat the game does not have refused.

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
