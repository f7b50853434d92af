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

#[test]
fn a_table_of_three_reports_every_place_and_level_at_any_thread_count() {
    let args = |threads: &'static str| {
        [
            "--seats",
            "hard,naive,naive",
            "--games",
            "9",
            "--seed",
            "2",
            "--json",
            "--threads",
            threads,
        ]
    };
    let out = arena(&args("1"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "no progress bar off a terminal");
    let one: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let two = report(&args("2"));
    assert_eq!(one["seats"], serde_json::json!(["hard", "naive", "naive"]));
    assert_eq!(one["games"], 9);
    let places = one["places"].as_array().expect("places");
    assert_eq!(places.len(), 3);
    for (a, b) in places.iter().zip(two["places"].as_array().expect("places")) {
        assert_eq!(a["wins"], b["wins"], "wins differ by thread count");
        assert_eq!(a["time"]["turns"], b["time"]["turns"]);
    }
    let wins: u64 = places
        .iter()
        .map(|p| p["wins"].as_u64().expect("wins"))
        .sum();
    assert_eq!(wins, one["decided"].as_u64().expect("decided"));
    let levels = one["levels"].as_array().expect("levels");
    assert_eq!(levels.len(), 2);
    let naive = levels
        .iter()
        .find(|l| l["level"] == "naive")
        .expect("naive");
    assert_eq!(naive["places"], 2);
    assert_eq!(
        naive["wins"].as_u64(),
        Some(places[1]["wins"].as_u64().expect("wins") + places[2]["wins"].as_u64().expect("wins"))
    );
    assert!(one["elo"].as_array().is_some_and(|e| e.len() == 2), "{one}");
}

#[test]
fn partners_play_even_seats_against_odd_ones() {
    let r = report(&[
        "--partners",
        "--seats",
        "hard,easy,hard,easy",
        "--games",
        "8",
        "--json",
    ]);
    assert_eq!(r["partners"], true);
    let places = r["places"].as_array().expect("places");
    let teams: Vec<&Value> = places.iter().map(|p| &p["team"]).collect();
    assert_eq!(
        teams,
        [
            &Value::from(0),
            &Value::from(1),
            &Value::from(0),
            &Value::from(1)
        ]
    );
    assert_eq!(places[0]["wins"], places[2]["wins"]);
    // --partners alone: A and A against B and B.
    let r = report(&[
        "--partners",
        "--a",
        "medium",
        "--b",
        "naive",
        "--games",
        "4",
        "--json",
    ]);
    assert_eq!(
        r["seats"],
        serde_json::json!(["medium", "naive", "medium", "naive"])
    );
}

#[test]
fn a_table_is_printed_with_each_place_and_level() {
    let out = arena(&[
        "--seats",
        "easy,naive,naive,naive,naive,naive",
        "--games",
        "6",
        "--threads",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for says in [
        "6 games",
        "place",
        "1 easy",
        "6 naive",
        "95% interval",
        "par",
        "Elo",
        "16.7%",
    ] {
        assert!(text.contains(says), "no {says:?} in\n{text}");
    }
}

#[test]
fn bad_tables_are_refused_with_a_reason() {
    for (args, says) in [
        (vec!["--seats", "hard"], "2 to 6 seats"),
        (
            vec!["--seats", "hard,hard,hard,hard,hard,hard,hard"],
            "2 to 6 seats",
        ),
        (
            vec!["--partners", "--seats", "hard,easy,hard"],
            "needs 4 seats",
        ),
        (vec!["--seats", "hard,chess"], "not a level"),
        (
            vec!["--seats", "hard,easy", "--a", "expert"],
            "cannot be used with",
        ),
        (
            vec!["--seats", "hard,easy", "--round-robin"],
            "cannot be used with",
        ),
    ] {
        let out = arena(&[&args[..], &["--games", "1"]].concat());
        assert!(!out.status.success(), "{args:?} was accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn a_terminal_shows_a_progress_bar() {
    let command = format!(
        "{} arena --seats hard,naive,naive --games 30 --threads 1",
        env!("CARGO_BIN_EXE_spite")
    );
    // stdin stays open until the arena is done: `script` ends at its EOF.
    let mut child = match Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("TERM", "xterm-256color")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
    {
        Ok(child) => child,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("skipped: util-linux `script` is not installed");
            return;
        }
        Err(e) => panic!("script does not start: {e}"),
    };
    let stdin = child.stdin.take();
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut bytes).map(|_| bytes)
    });
    let status = child.wait().expect("script runs");
    drop(stdin);
    let bytes = reader.join().expect("reader").expect("stdout reads");
    let out = Output {
        status,
        stdout: bytes,
        stderr: Vec::new(),
    };
    let shown = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() && shown.is_empty() {
        eprintln!("skipped: `script` could not make a pseudo-terminal here");
        return;
    }
    assert!(shown.contains("/30 games"), "no progress bar in {shown:?}");
    assert!(shown.contains("1 hard"), "no report in {shown:?}");
}
