//! The autosave through the binary: a match left in any way (quit, end of
//! input, a killed process) is kept in the data directory, and `resume` or
//! `--resume` continue it exactly; a finished match leaves none; a damaged
//! autosave is reported and a new match is played.

mod repl_support;

use std::path::Path;

use repl_support::{Repl, scratch_dir};

const AUTOSAVE: &str = "autosave.json";

/// Reads the resumed match's announcement and the table after it.
fn resumed(repl: &mut Repl) -> String {
    let line = repl.line_starting("Resumed the match left unfinished");
    repl.table_lines();
    line
}

/// Quits; the exit status is 3 if a line of the session was refused.
fn quit(repl: Repl) -> Vec<String> {
    quit_with(repl, 0)
}

/// Quits a session in which a line (`resume`) was refused.
fn quit_refused(repl: Repl) -> Vec<String> {
    quit_with(repl, 3)
}

fn quit_with(mut repl: Repl, code: i32) -> Vec<String> {
    repl.send("quit");
    let (status, rest, stderr) = repl.finish();
    assert_eq!(status.code(), Some(code), "{stderr}");
    rest
}

#[test]
fn a_match_left_is_resumed_exactly_where_it_was() {
    let data = scratch_dir("autosave-data");
    let work = scratch_dir("autosave-work");

    // Some moves, then quit: the match is kept.
    let mut a = Repl::start_with(
        &["--seed", "21", "--opponent", "easy"],
        Some(&work),
        Some(&data),
    );
    a.until_turn_or_game_over();
    assert_eq!(a.play_hinted(12).len(), 12);
    let left = a.show();
    a.send("save a.json");
    a.line_starting("Saved to");
    let rest = quit(a);
    assert!(
        rest.iter()
            .any(|l| l.contains("'spite --resume' continues it")),
        "{rest:?}"
    );
    assert!(data.join(AUTOSAVE).is_file());

    // --resume, whatever the other options say: the same table and the same
    // match, move for move.
    let mut b = Repl::start_with(
        &["--resume", "--seed", "5", "--opponent", "hard"],
        Some(&work),
        Some(&data),
    );
    let line = resumed(&mut b);
    assert!(line.contains("game 1"), "{line}");
    assert_eq!(b.show(), left);
    b.send("save b.json");
    b.line_starting("Saved to");
    assert_eq!(
        std::fs::read_to_string(work.join("a.json")).unwrap(),
        std::fs::read_to_string(work.join("b.json")).unwrap(),
        "the resumed match is the one left"
    );
    // More moves, then the input ends without a word.
    b.play_hinted(6);
    let left = b.show();
    let (status, _, stderr) = b.finish();
    assert!(status.success(), "{stderr}");

    // A new session offers the kept match; `resume` continues it.
    let mut c = Repl::start_with(&["--seed", "6"], Some(&work), Some(&data));
    let offer = c.line_starting("You left a match unfinished");
    assert!(offer.contains("'resume' continues it"), "{offer}");
    c.send("resume");
    // This new match's computer moved first, but no person did: nothing is
    // lost, so nothing is asked.
    let said = c.until(|l| l.starts_with("Resumed the match left unfinished"));
    assert!(
        !said.iter().any(|l| l.contains("lost unless saved")),
        "{said:?}"
    );
    c.table_lines();
    assert_eq!(c.show(), left);
    c.play_hinted(4);
    let left = c.show();
    // Killed without warning: the last move is kept all the same.
    drop(c);
    let mut d = Repl::start_with(&["--resume"], Some(&work), Some(&data));
    resumed(&mut d);
    assert_eq!(d.show(), left);
    quit(d);
}

#[test]
fn a_finished_match_leaves_no_autosave() {
    let data = scratch_dir("finished-data");
    let mut repl = Repl::start_with(
        &["--seed", "8", "--opponent", "easy", "--target", "1"],
        None,
        Some(&data),
    );
    let mut moves = 0;
    let mut kept_while_playing = false;
    loop {
        while repl.until_turn_or_game_over() {
            repl.send("hint");
            let hint = repl.line_starting("Hint:");
            repl.send(&repl_support::hinted_move(&hint));
            kept_while_playing |= data.join(AUTOSAVE).is_file();
            moves += 1;
            assert!(moves < 4000, "the match does not end:\n{}", repl.tail());
        }
        let after = repl.until(|l| l.contains("the match!") || l.starts_with("Type 'next'"));
        if after.last().is_some_and(|l| l.contains("the match!")) {
            break;
        }
        // A drawn game: the match goes on.
        repl.send("next");
    }
    assert!(kept_while_playing, "the match was kept while it was played");
    assert!(
        !data.join(AUTOSAVE).exists(),
        "the autosave is gone once the match is over"
    );
    repl.send("resume");
    repl.line_starting("There is no unfinished match to resume.");
    let rest = quit_refused(repl);
    assert!(!rest.iter().any(|l| l.contains("--resume")), "{rest:?}");

    // Nothing is offered next time.
    let mut next = Repl::start_with(&["--seed", "9"], None, Some(&data));
    next.until_turn_or_game_over();
    next.send("score");
    next.line_starting("Match to");
    assert!(
        !next.transcript.iter().any(|l| l.contains("unfinished")),
        "{}",
        next.tail()
    );
    quit(next);
}

fn damage(data: &Path) {
    std::fs::create_dir_all(data).unwrap();
    std::fs::write(
        data.join(AUTOSAVE),
        b"{\"format\": \"spite-autosave\", \"version\": 1, \"peo",
    )
    .unwrap();
}

#[test]
fn a_damaged_autosave_is_reported_and_a_new_match_is_played() {
    let data = scratch_dir("damaged-data");
    damage(&data);
    let mut repl = Repl::start_with(&["--seed", "4", "--opponent", "easy"], None, Some(&data));
    let warning = repl.line_starting("The match left unfinished last time cannot be resumed");
    assert!(warning.contains("is damaged"), "{warning}");
    repl.send("resume");
    repl.line_starting("The match left unfinished cannot be resumed");
    // The new match is played, and its first move replaces the damaged file.
    repl.show();
    assert_eq!(repl.play_hinted(1).len(), 1);
    let kept = std::fs::read_to_string(data.join(AUTOSAVE)).unwrap();
    assert!(kept.contains("\"spite-autosave\""), "{kept}");
    quit_refused(repl);

    // Asked for at start-up: refused, and a new match is dealt.
    damage(&data);
    let mut repl = Repl::start_with(&["--resume", "--seed", "4"], None, Some(&data));
    let refusal = repl.line_starting("The match left unfinished cannot be resumed");
    assert!(refusal.contains("A new match is dealt."), "{refusal}");
    repl.line_starting("Spite & Malice: g4a rules, match to 50 points, seed 4.");
    repl.until_turn_or_game_over();
    assert_eq!(repl.play_hinted(1).len(), 1);
    quit(repl);
}

/// A move in the autosave that cannot be read is named, with its line
/// (not "a value is missing or of the wrong kind at line 11, column 4").
#[test]
fn an_autosave_with_a_garbled_move_names_the_move_and_its_line() {
    let data = scratch_dir("garbled-data");
    let mut a = Repl::start_with(&["--seed", "4", "--opponent", "easy"], None, Some(&data));
    a.until_turn_or_game_over();
    assert_eq!(a.play_hinted(2).len(), 2);
    quit(a);
    let kept = std::fs::read_to_string(data.join(AUTOSAVE)).unwrap();
    // The second move, on its own line of the pretty-printed file.
    let (line, text) = kept
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim().starts_with('"') && l.trim().trim_end_matches(',').len() <= 8)
        .nth(1)
        .expect("the file lists the moves a line each");
    let garbled = text.replacen(text.trim().trim_end_matches(','), "\"h9 zz\"", 1);
    let mut lines: Vec<&str> = kept.lines().collect();
    lines[line] = &garbled;
    std::fs::write(data.join(AUTOSAVE), lines.join("\n")).unwrap();
    let mut b = Repl::start_with(&["--seed", "4"], None, Some(&data));
    let warning = b.line_starting("The match left unfinished last time cannot be resumed");
    let named = format!("the move \"h9 zz\" at line {} cannot be read", line + 1);
    assert!(warning.contains(&named), "{warning}\n{kept}");
    quit(b);
}

#[test]
fn a_script_never_replaces_the_match_a_person_left_in_their_data_directory() {
    // A match left unfinished in the user's own data directory...
    let home = scratch_dir("script-home");
    let own = home.join("data").join("spite");
    let mut person = Repl::start_with(&["--seed", "31", "--opponent", "easy"], None, Some(&own));
    person.until_turn_or_game_over();
    assert_eq!(person.play_hinted(3).len(), 3);
    quit(person);
    let kept = std::fs::read(own.join(AUTOSAVE)).expect("the person's match is kept");

    // ...and a script, its input not a terminal and no SPITE_DATA_DIR, plays
    // a match of its own and leaves: the person's match is untouched.
    let mut script = Repl::start_at_home(&["--seed", "32", "--opponent", "easy"], &home);
    script.until_turn_or_game_over();
    assert_eq!(script.play_hinted(3).len(), 3);
    script.send("resume");
    script.line_starting("Input that is not a terminal keeps no autosave");
    let rest = quit_refused(script);
    assert!(!rest.iter().any(|l| l.contains("--resume")), "{rest:?}");
    assert_eq!(
        std::fs::read(own.join(AUTOSAVE)).expect("still there"),
        kept,
        "the person's autosave is byte for byte as they left it"
    );
}
