//! Garbage typed at the REPL (random text, binary bytes, huge lines) never
//! crashes it or loses the game: each line gets an answer, and afterwards the
//! game still plays.

mod repl_support;

use proptest::prelude::*;
use repl_support::{Repl, run_script, scratch_dir};

/// Lines a careless or hostile typist might send. Lines starting with `save`
/// are left out so that no test writes files where it should not.
fn garbage_line() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        // Any text at all.
        any::<String>().prop_map(String::into_bytes),
        // Raw bytes, invalid UTF-8 and control characters included.
        proptest::collection::vec(any::<u8>(), 0..300),
        // Nearly moves: real sources and targets with wrong numbers and extras.
        "(h|p|pp|s|c|[0-9AKQJTakqjt]{1,3}[hsdcHSDC♥♠]?)[0-9]{0,4} {0,3}(c|s|h|p)?-?[0-9]{0,20}( x)?"
            .prop_map(String::into_bytes),
        // Commands with odd arguments.
        "(help|undo|moves|legal|hint|show|score|rules|log|next|new|load)( .{0,30}){0,3}"
            .prop_map(String::into_bytes),
    ]
    .prop_map(|mut line| {
        // One line each: a newline inside would just make two lines.
        line.retain(|&b| b != b'\n');
        if String::from_utf8_lossy(&line)
            .trim_start()
            .to_ascii_lowercase()
            .starts_with("save")
        {
            line.insert(0, b'#');
        }
        line
    })
}

proptest! {
    // A fixed seed: the same inputs every run (a new input found is kept
    // as a test of its own, not left to chance).
    #![proptest_config(ProptestConfig {
        cases: 24,
        rng_seed: proptest::test_runner::RngSeed::Fixed(13),
        ..ProptestConfig::default()
    })]

    #[test]
    fn garbage_lines_never_crash_the_repl(lines in proptest::collection::vec(garbage_line(), 1..60)) {
        let dir = scratch_dir("garbage");
        let mut input = Vec::new();
        for line in &lines {
            input.extend_from_slice(line);
            input.push(b'\n');
        }
        // After the garbage, the game must still be there to show.
        input.extend_from_slice(b"\nshow\nscore\n");
        let (status, out, stderr) =
            run_script(&["--seed", "5", "--opponent", "easy"], &input, Some(&dir));
        // Refused lines make the exit status 3; a crash would be another.
        prop_assert!(
            status.success() || status.code() == Some(3),
            "exit {:?}; stderr: {}",
            status,
            stderr
        );
        prop_assert!(!stderr.contains("panicked"), "{}", stderr);
        prop_assert!(out.contains("Match to 50 points."), "no score at the end:\n{}", out);
        let tail = &out[out.rfind("Side piles, bottom to top").unwrap_or(0)..];
        prop_assert!(out.contains("Side piles, bottom to top"), "show did not answer:\n{}", tail);
    }
}

#[test]
fn a_megabyte_line_and_binary_bytes_are_refused_and_the_game_goes_on() {
    let mut repl = Repl::start(&["--seed", "12", "--opponent", "easy"]);
    repl.until_turn_or_game_over();
    let before = repl.show();
    let mut huge = vec![b'h'; 1 << 20];
    huge.push(b'\n');
    repl.send_bytes(&huge);
    let line = repl.line_starting("That line is too long");
    assert!(line.contains(&(1usize << 20).to_string()), "{line}");
    repl.send_bytes(b"\x00\xff\xfe\x1b[2J\x07 c1\n");
    repl.line_starting("'");
    repl.send_bytes(b"\r\n\t\n   \n");
    assert_eq!(repl.show(), before);
    // The game goes on: a hinted move is played.
    assert_eq!(repl.play_hinted(1).len(), 1);
    repl.send("quit");
    let (status, _, stderr) = repl.finish();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(status.code(), Some(3), "two lines were refused: {stderr}");
    assert!(
        stderr.contains("2 lines of the script were refused"),
        "{stderr}"
    );
}

#[test]
fn end_of_input_ends_the_session_cleanly_at_any_point() {
    for (input, code) in [
        (&b""[..], 0),
        (b"h1", 3),
        (b"new", 0),
        (b"new\n", 0),
        (b"load", 3),
        (b"hint\nmoves", 0),
    ] {
        let (status, out, stderr) = run_script(&["--seed", "2"], input, None);
        assert_eq!(status.code(), Some(code), "{input:?}: {stderr}");
        assert!(out.contains("Spite & Malice"), "{out}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn a_script_whose_lines_were_refused_exits_with_status_3() {
    let (status, out, stderr) = run_script(&["--seed", "2"], b"fly away\nscore\nh9 c1\n", None);
    assert_eq!(status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("2 lines of the script were refused (the first: 'fly away')"),
        "{stderr}"
    );
    // The lines after a refused one were still carried out.
    assert!(out.contains("Match to 50 points."), "{out}");
    let (status, _, stderr) = run_script(&["--seed", "2"], b"score\nrules\n", None);
    assert!(status.success(), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}

/// A rules file with a mistyped field names the field and the fields there
/// are, rather than only where the text breaks.
#[test]
fn a_rules_files_unknown_field_is_named_with_the_known_ones() {
    let dir = scratch_dir("rules-typo");
    let file = dir.join("rules.json");
    std::fs::write(&file, r#"{"payof_size": 5}"#).unwrap();
    let (status, _, stderr) = run_script(&["--rules", file.to_str().unwrap()], b"", None);
    assert!(!status.success());
    assert!(stderr.contains("unknown field 'payof_size'"), "{stderr}");
    assert!(
        stderr.contains("payoff_size") && stderr.contains("players"),
        "{stderr}"
    );
    assert!(!stderr.contains("column"), "{stderr}");
}

/// `--partners` turns the partnership game on: four players, the partner
/// named at the viewer's row.
#[test]
fn partners_on_the_command_line_deal_the_partnership_game() {
    let (status, out, stderr) = run_script(&["--partners", "--seed", "4"], b"quit\n", None);
    assert!(status.success(), "{stderr}");
    assert!(out.contains("partner Computer 2"), "{out}");
    assert!(out.contains("Computer 3"), "{out}");
    let (status, _, stderr) = run_script(&["--partners", "--players", "3"], b"", None);
    assert!(!status.success());
    assert!(stderr.contains("exactly 4 players"), "{stderr}");
}
