//! Saving and loading through the binary: a saved match continues exactly as
//! it would have, bad files are refused with a message while the game goes
//! on, and `spite replay` steps through a save.

mod repl_support;

use repl_support::{Repl, run_script, scratch_dir};

#[test]
fn a_saved_match_continues_the_same_after_loading() {
    let dir = scratch_dir("save");
    let args = ["--seed", "99", "--opponent", "easy"];
    let mut a = Repl::start_in(&args, Some(&dir));
    a.until_turn_or_game_over();
    a.play_hinted(25);
    a.send("save my game.json");
    let saved = a.line_starting("Saved to");
    // The command to continue can be pasted into a shell as it is.
    assert!(
        saved.contains("spite play --load 'my game.json'"),
        "{saved}"
    );
    let before = a.show();
    // Saving over a file asks first; no keeps the file.
    std::fs::write(dir.join("other.json"), "keep me").unwrap();
    a.send("save other.json");
    a.line_starting("other.json exists. Replace it? (y/n)");
    a.send("n");
    a.line_starting("Not saved; the file is unchanged.");
    assert_eq!(
        std::fs::read_to_string(dir.join("other.json")).unwrap(),
        "keep me"
    );
    a.send("save other.json");
    a.line_starting("other.json exists. Replace it? (y/n)");
    a.send("y");
    let saved = a.line_starting("Saved to other.json");
    assert!(saved.contains("--load other.json "), "{saved}");
    std::fs::remove_file(dir.join("other.json")).unwrap();
    // No temporary file is left beside the save.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["my game.json".to_string()]);

    // Loaded at start-up: the same table.
    let mut b = Repl::start_in(
        &["--load", "my game.json", "--opponent", "easy"],
        Some(&dir),
    );
    b.until_turn_or_game_over();
    assert_eq!(b.show(), before);

    // Loaded into a running session with another seed: the same table, and
    // the same moves from here give the same game, computer moves included.
    // `load` asks before it replaces a match in progress, as `new` does.
    let mut c = Repl::start_in(&["--seed", "1", "--opponent", "easy"], Some(&dir));
    c.until_turn_or_game_over();
    c.play_hinted(1);
    c.send("load my game.json");
    c.line_starting("Replace this match with the one in my game.json?");
    c.send("n");
    c.line_starting("The current match goes on.");
    c.send("load my game.json");
    c.line_starting("Replace this match with the one in my game.json?");
    c.send("y");
    c.line_starting("Loaded my game.json");
    c.table_lines();
    assert_eq!(c.show(), before);
    let next = a.play_hinted(15);
    let after_a = a.show();
    for mv in &next {
        c.send(mv);
        c.table_lines();
    }
    assert_eq!(c.show(), after_a);
    for mut r in [a, b, c] {
        r.send("quit");
        let (status, _, stderr) = r.finish();
        assert!(status.success(), "{stderr}");
    }
}

#[test]
fn bad_files_are_refused_and_the_game_goes_on() {
    let dir = scratch_dir("badfiles");
    std::fs::write(
        dir.join("corrupt.json"),
        b"{\"format\": \"spite-save\", \"vers",
    )
    .unwrap();
    std::fs::write(dir.join("binary.json"), [0u8, 159, 146, 150, 255]).unwrap();
    std::fs::write(
        dir.join("other.json"),
        b"{\"format\": \"chess\", \"version\": 1}",
    )
    .unwrap();
    std::fs::create_dir(dir.join("folder")).unwrap();
    let mut repl = Repl::start_in(&["--seed", "4", "--opponent", "easy"], Some(&dir));
    repl.until_turn_or_game_over();
    repl.play_hinted(3);
    let before = repl.show();

    // A hand-edited save: a legal save whose moves were tampered with.
    repl.send("save good.json");
    repl.line_starting("Saved to");
    let good = std::fs::read_to_string(dir.join("good.json")).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&good).unwrap();
    value["game"]["moves"][0] = serde_json::Value::String("s4 c3".into());
    std::fs::write(dir.join("edited.json"), value.to_string()).unwrap();
    // A move that cannot be read, on a line of its own: named, with it.
    let mut garbled = value.clone();
    garbled["game"]["moves"][1] = serde_json::Value::String("h9 zz".into());
    let garbled = serde_json::to_string_pretty(&garbled).unwrap();
    let garbled_line = 1 + garbled
        .lines()
        .position(|l| l.contains("\"h9 zz\""))
        .unwrap();
    std::fs::write(dir.join("garbled.json"), &garbled).unwrap();
    let garbled_words = format!("the move \"h9 zz\" at line {garbled_line} cannot be read");
    std::fs::write(dir.join("unmarked.json"), b"{\"version\": 1}").unwrap();
    let mut newer = value.clone();
    newer["version"] = 99.into();
    std::fs::write(dir.join("newer.json"), newer.to_string()).unwrap();

    for (file, expected) in [
        ("missing.json", "no such file"),
        ("corrupt.json", "not a saved game"),
        ("binary.json", "not text"),
        ("other.json", "not a Spite & Malice save"),
        ("folder", "directory"),
        ("edited.json", "move 1 (s4 c3) of the saved game is illegal"),
        ("newer.json", "newer version"),
        ("garbled.json", garbled_words.as_str()),
        ("unmarked.json", "(it has no 'format' field)"),
    ] {
        repl.send(&format!("load {file}"));
        let line = repl.line_starting("Not loaded");
        assert!(line.contains(expected), "load {file}: {line}");
        assert!(line.contains("The current game goes on"), "{line}");
        assert_eq!(repl.show(), before, "load {file} changed the game");
    }
    repl.send("save no/such/folder/x.json");
    let line = repl.line_starting("Not saved");
    assert!(line.contains("no such file"), "{line}");
    repl.send("save");
    repl.line_starting("usage: save FILE");
    // The game still plays.
    assert_eq!(repl.play_hinted(1).len(), 1);
    repl.send("quit");
    let (status, _, stderr) = repl.finish();
    assert_eq!(
        status.code(),
        Some(3),
        "the refused loads and saves: {stderr}"
    );

    // At start-up, a bad --load is an error with a message, not a panic.
    let (status, _, stderr) = run_script(&["--load", "corrupt.json"], b"", Some(&dir));
    assert!(!status.success());
    assert!(
        stderr.contains("corrupt.json") && !stderr.contains("panicked"),
        "{stderr}"
    );
}

#[test]
fn replay_prints_every_step_of_a_saved_game() {
    let dir = scratch_dir("replay");
    let mut repl = Repl::start_in(&["--seed", "8", "--opponent", "easy"], Some(&dir));
    repl.until_turn_or_game_over();
    let moves = repl.play_hinted(12);
    repl.send("save r.json");
    repl.line_starting("Saved to");
    repl.send("quit");
    let _ = repl.finish();
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("r.json")).unwrap()).unwrap();
    let recorded = saved["game"]["moves"].as_array().unwrap().len();
    assert!(recorded >= moves.len(), "{recorded} < {}", moves.len());

    let (status, out, stderr) = run_script(&["replay", "r.json"], b"", Some(&dir));
    assert!(status.success(), "{stderr}");
    let steps: Vec<&str> = out.lines().filter(|l| l.starts_with("Step ")).collect();
    assert_eq!(steps.len(), recorded + 1, "{out}");
    assert!(steps[0].starts_with(&format!("Step 0 of {recorded}: the deal")));
    for (i, mv) in saved["game"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
    {
        let expected = format!("Step {} of {recorded}: {}", i + 1, mv.as_str().unwrap());
        assert_eq!(steps[i + 1], expected);
    }
    // Your moves read as words, with the hidden hands of others never shown.
    assert!(out.contains("You "), "{out}");
    assert!(!out.contains("Seat 1"), "{out}");

    let (status, _, stderr) = run_script(&["replay", "nothing.json"], b"", Some(&dir));
    assert!(!status.success());
    assert!(
        stderr.contains("nothing.json") && !stderr.contains("panicked"),
        "{stderr}"
    );
}
