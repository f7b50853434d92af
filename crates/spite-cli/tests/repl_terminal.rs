//! On a real terminal (a pseudo-terminal made by util-linux `script`): cards
//! get Unicode suits and colour, `NO_COLOR` and `--no-color` turn both off,
//! and the line editor keeps its history in the user's data directory.

mod repl_support;

use std::io::Write;
use std::process::{Command, Stdio};

use repl_support::{read_all, scratch_dir, wait_within};

/// `spite ARGS` started on a pseudo-terminal (util-linux `script`) with
/// `home` as its home, in English unless `env` says otherwise, every stream
/// piped; `None` when `script` is not installed.
fn spawn_on_terminal(
    args: &str,
    env: &[(&str, &str)],
    home: &std::path::Path,
) -> Option<std::process::Child> {
    let command = format!("{} {args}", env!("CARGO_BIN_EXE_spite"));
    let mut cmd = Command::new("script");
    cmd.args(["-qec", &command, "/dev/null"])
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("TERM", "xterm-256color")
        .env("LANG", "C")
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("NO_COLOR")
        .env_remove("SPITE_DATA_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    match cmd.spawn() {
        Ok(c) => Some(c),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("skipped: util-linux `script` is not installed");
            None
        }
        Err(e) => panic!("script does not start: {e}"),
    }
}

/// Runs `spite ARGS` on a pseudo-terminal, types `quit`, and returns what the
/// terminal showed up to the first prompt, plus the data directory used.
/// `None` when `script` is not installed.
fn on_terminal(args: &str, env: &[(&str, &str)]) -> Option<(String, std::path::PathBuf)> {
    let home = scratch_dir("tty");
    let out = typing_at(args, env, &home, &["quit\r"])?;
    // What the game drew, before the line editor's own escape codes.
    let drawn = match out.find("\u{1b}[?2004h") {
        Some(i) => out[..i].to_string(),
        None => out.clone(),
    };
    assert!(
        drawn.contains("Your turn") || drawn.contains("Computer"),
        "{out:?}"
    );
    Some((drawn, home.join("data")))
}

#[test]
fn a_terminal_gets_colour_and_suits_unless_asked_not_to() {
    let Some((fancy, data)) = on_terminal("--seed 1", &[]) else {
        return;
    };
    assert!(fancy.contains("\u{1b}[1;31m"), "no red: {fancy:?}");
    assert!(fancy.contains(['♠', '♥', '♦', '♣']), "no suits: {fancy:?}");
    let history = std::fs::read_to_string(data.join("spite").join("history.txt"))
        .expect("the history is saved in the data directory");
    assert!(history.contains("quit"), "{history:?}");

    for (args, env) in [
        ("--seed 1", &[("NO_COLOR", "1")][..]),
        ("--seed 1 --no-color", &[][..]),
    ] {
        let (plain, _) = on_terminal(args, env).expect("script was found above");
        assert!(!plain.contains('\u{1b}'), "{args} {env:?}: {plain:?}");
        assert!(plain.is_ascii(), "{args} {env:?}: {plain:?}");
        assert!(plain.contains("pay-off"), "{plain:?}");
    }
}

/// Runs `spite ARGS` on a pseudo-terminal and types `keys`, pausing after
/// each so that the line editor draws what it shows for them; returns all
/// the terminal showed. `None` when `script` cannot run here.
fn typing_on_terminal(args: &str, keys: &[&str]) -> Option<String> {
    typing_at(args, &[], &scratch_dir("tty-keys"), keys)
}

/// [`typing_on_terminal`] with `env` and `home`.
fn typing_at(
    args: &str,
    env: &[(&str, &str)],
    home: &std::path::Path,
    keys: &[&str],
) -> Option<String> {
    let mut child = spawn_on_terminal(args, env, home)?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let reader = read_all(child.stdout.take().expect("stdout is piped"));
    for key in keys {
        std::thread::sleep(std::time::Duration::from_millis(400));
        if stdin.write_all(key.as_bytes()).is_err() {
            break;
        }
        let _ = stdin.flush();
    }
    let status = wait_within(&mut child, &format!("spite {args} on a terminal"));
    drop(stdin);
    let out = String::from_utf8_lossy(&reader.join().expect("reader")).into_owned();
    if !status.success() && out.is_empty() {
        eprintln!("skipped: `script` could not make a pseudo-terminal here");
        return None;
    }
    Some(out)
}

#[test]
fn a_question_completes_nothing_and_ctrl_c_leaves_no_hint_behind() {
    // `n` at the prompt: the dim hint "ew" (new); Ctrl-C cancels the line.
    // Ctrl-D asks whether to quit: `n` and Tab there complete nothing.
    let keys = ["n", "\u{3}", "\u{4}", "n", "\t", "\r", "quit\r"];
    let Some(out) = typing_on_terminal("--seed 1", &keys) else {
        return;
    };
    let hint = "\u{1b}[2mew\u{1b}[0m";
    let first = out.find(hint).unwrap_or_else(|| panic!("no hint: {out:?}"));
    let question = out.rfind("Quit the game?").expect("the question");
    // The hint is erased from the cancelled line: up a row, to the column
    // after "> n", erased to the row's end.
    assert!(
        out[first..question].contains("\u{1b}[A\u{1b}[4G\u{1b}[K"),
        "{out:?}"
    );
    let answer = &out[question..];
    let answer = &answer[..answer.find("quit").unwrap_or(answer.len())];
    assert!(!answer.contains(hint), "a hint at the question: {answer:?}");
    assert!(
        !answer.contains("next"),
        "completion at the question: {answer:?}"
    );
}

#[test]
fn help_is_folded_at_the_terminals_width_between_words() {
    for lang in ["en", "bg"] {
        let command = format!(
            "stty cols 60 rows 40; {} host --help --lang {lang}",
            env!("CARGO_BIN_EXE_spite")
        );
        let out = match Command::new("script")
            .args(["-qec", &command, "/dev/null"])
            .env("LANG", "C")
            .stdin(Stdio::null())
            .output()
        {
            Ok(out) => out,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                eprintln!("skipped: util-linux `script` is not installed");
                return;
            }
            Err(e) => panic!("script does not start: {e}"),
        };
        let text = String::from_utf8_lossy(&out.stdout).replace('\r', "");
        if text.trim().is_empty() {
            eprintln!("skipped: `script` could not make a pseudo-terminal here");
            return;
        }
        assert!(text.contains("--addr"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= 60, "{lang}: {line:?} in\n{text}");
        }
    }
}

/// At a terminal, an answer to a yes/no question that is neither is asked
/// again, not taken for a no.
#[test]
fn an_answer_that_is_neither_yes_nor_no_is_asked_again() {
    // Ctrl-D asks whether to quit.
    let keys = ["\u{4}", "maybe\r", "y\r"];
    let Some(out) = typing_on_terminal("--seed 1", &keys) else {
        return;
    };
    let asked = out.find("Quit the game?").expect("the question");
    let again = out[asked..]
        .find("Please answer y (yes) or n (no).")
        .unwrap_or_else(|| panic!("not asked again: {out:?}"));
    assert!(
        out[asked + again..].contains("Quit the game?"),
        "asked again: {out:?}"
    );
}
