//! `spite arena` from the command line: the JSON report scripts rely on, the
//! same result at any thread count, and clear refusals of bad options.

use std::process::{Command, Output};

use serde_json::Value;

fn arena(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spite"))
        .arg("arena")
        .args(args)
        .output()
        .expect("the spite binary runs")
}

fn report(args: &[&str]) -> Value {
    let out = arena(args);
    assert!(
        out.status.success(),
        "spite arena {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("--json prints one JSON object")
}

#[test]
fn json_report_counts_every_game_and_ignores_the_thread_count() {
    let args = |threads: &'static str| {
        [
            "--a",
            "expert",
            "--b",
            "naive",
            "--games",
            "4",
            "--seed",
            "3",
            "--expert-iterations",
            "2",
            "--json",
            "--threads",
            threads,
        ]
    };
    let one = report(&args("1"));
    let two = report(&args("2"));
    let count = |r: &Value, k: &str| r[k].as_u64().unwrap_or_else(|| panic!("no {k} in {r}"));
    assert_eq!(count(&one, "games"), 4);
    assert_eq!(
        count(&one, "wins") + count(&one, "losses") + count(&one, "draws"),
        4
    );
    for k in ["wins", "losses", "draws"] {
        assert_eq!(
            count(&one, k),
            count(&two, k),
            "{k} differs by thread count"
        );
    }
    for k in ["points", "turns"] {
        assert_eq!(one["side_a"][k], two["side_a"][k], "{k}");
    }
    assert_eq!(one["side_a"]["level"], "expert");
    assert_eq!(one["side_b"]["level"], "naive");
    let rate = one["win_rate"].as_f64().expect("win_rate");
    let (low, high) = (
        one["ci_low"].as_f64().expect("ci_low"),
        one["ci_high"].as_f64().expect("ci_high"),
    );
    assert!(low <= rate && rate <= high, "{one}");
    for k in [
        "mean_turn_ms",
        "p99_turn_ms",
        "b_mean_turn_ms",
        "b_p99_turn_ms",
    ] {
        assert!(one[k].as_f64().is_some_and(|ms| ms >= 0.0), "{k} in {one}");
    }
}

#[test]
fn bad_options_are_refused_with_a_reason() {
    for (args, says) in [
        (vec!["--games", "0"], "at least one game"),
        (vec!["--games", "1", "--threads", "0"], "--threads"),
        (vec!["--games", "1", "--a", "grandmaster"], "not a level"),
        (
            vec!["--games", "1", "--rules", "chess"],
            "not a rules preset",
        ),
        (
            vec!["--round-robin", "--levels", "hard", "--games", "1"],
            "at least two levels",
        ),
    ] {
        let out = arena(&args);
        assert!(!out.status.success(), "{args:?} was accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
