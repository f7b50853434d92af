//! The terminal game in every language. A whole game is played in
//! English by its hints, then the same moves (the notation is the same in
//! every language) with the same seed in Dutch, Malay, Portuguese and
//! Bulgarian, with help, help topics, rules, score, moves, show, undo and
//! log asked on the way: the output holds no English sentence and no
//! Fluent error (a message shown as its id).

mod repl_support;

use std::io::Write;
use std::process::Stdio;
use std::time::Duration;

use repl_support::{Repl, hinted_move, spite};
use spite_i18n::{Fluent, Language};

const GAME: [&str; 6] = ["--seed", "11", "--opponent", "easy", "--target", "1"];

/// Words and phrases only the English output has (the move notation, card
/// faces and command words are the same everywhere, so not these).
const ENGLISH: [&str; 32] = [
    "Your turn",
    "your turn",
    "Computer's",
    "Computer plays",
    " the ",
    "The ",
    "centre",
    "Centre",
    "Game over",
    "Game ",
    "Match to",
    "match",
    "Type ",
    " wins",
    "side pile",
    "Side piles",
    "stock ",
    "Hint:",
    "Commands",
    "Moves:",
    " plays ",
    " draws ",
    "needs",
    " left)",
    " cards",
    "Step ",
    "takes back",
    "cannot",
    "nothing",
    "points",
    "Play to",
    "discard",
];

/// The moves of a whole English game, played by its hints.
fn english_game() -> Vec<String> {
    let mut repl = Repl::start(&GAME);
    let mut moves = vec![];
    while repl.until_turn_or_game_over() {
        repl.send("hint");
        let mv = hinted_move(&repl.line_starting("Hint:"));
        repl.send(&mv);
        moves.push(mv);
        assert!(
            moves.len() < 2000,
            "the game does not end:\n{}",
            repl.tail()
        );
    }
    repl.send("quit");
    let _ = repl.finish();
    moves
}

/// `spite` with `args` and `env`, fed `script` whole; its stdout and status.
fn run(args: &[&str], env: &[(&str, &str)], script: &str) -> (String, bool, String) {
    let mut cmd = spite();
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spite runs");
    let mut stdin = child.stdin.take().expect("piped");
    let script = script.to_string();
    std::thread::spawn(move || {
        let _ = stdin.write_all(script.as_bytes());
    });
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    let out = rx
        .recv_timeout(Duration::from_secs(120))
        .unwrap_or_else(|_| panic!("spite {args:?} did not finish"))
        .expect("output");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn script(moves: &[String]) -> String {
    let mut lines: Vec<String> = [
        "help",
        "help move",
        "help undo",
        "help hint",
        "help resume",
        "help nonsense",
        "rules",
        "score",
        "moves",
        "show",
        "hint",
        "undo",
        "h9 c1",
        "qx c1",
        "frobnicate",
        "log",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for (i, mv) in moves.iter().enumerate() {
        lines.push(mv.clone());
        if i == 3 {
            lines.extend(["undo", "moves", "log"].map(String::from));
            lines.push(mv.clone());
        }
    }
    lines.extend(["score", "log", "h1 c1", "quit"].map(String::from));
    lines.join("\n") + "\n"
}

#[test]
fn a_whole_game_in_every_language_has_no_english_sentence() {
    let moves = english_game();
    let script = script(&moves);
    let mut all = vec![];
    for lang in [
        Language::Dutch,
        Language::Malay,
        Language::Portuguese,
        Language::Bulgarian,
    ] {
        let mut args = vec!["--lang", lang.code(), "--no-color"];
        args.extend(GAME);
        let (out, _, stderr) = run(&args, &[], &script);
        let words = Fluent::plain(lang);
        let over = words.tr("ui-repl-match-over-type-new", &[]);
        let drawn_next = words
            .tr("ui-repl-game-over-type-next", &[])
            .chars()
            .take(12)
            .collect::<String>();
        assert!(
            out.contains(&over) || out.contains(&drawn_next),
            "{lang}: the game did not end:\n{out}\n{stderr}"
        );
        let mut wrong = vec![];
        for line in out.lines() {
            // Command names are the same in every language (`move`, `hint`,
            // `rematch`), and `rematch` holds the English "match".
            let line = &line.replace("rematch", "");
            for english in ENGLISH {
                if line.contains(english) {
                    wrong.push(format!("English '{english}' in: {line}"));
                }
            }
            if line.contains("ui-") || line.contains('{') || line.contains('}') {
                wrong.push(format!("a Fluent error in: {line}"));
            }
        }
        wrong.dedup();
        all.extend(wrong.into_iter().map(|w| format!("{lang}: {w}")));
    }
    all.sort();
    all.dedup();
    assert!(all.is_empty(), "{}", all.join("\n"));
}

#[test]
fn the_system_locale_chooses_the_language_and_an_unknown_lang_is_refused() {
    let mut args = vec!["--no-color"];
    args.extend(GAME);
    let (out, _, _) = run(&args, &[("LANG", "bg_BG.UTF-8")], "help\nquit\n");
    let bg = Fluent::plain(Language::Bulgarian);
    assert!(out.contains(&bg.tr("ui-repl-help-commands", &[])), "{out}");
    let (out, ok, stderr) = run(&["--lang", "xx"], &[], "quit\n");
    assert!(!ok && out.is_empty(), "{out}");
    assert!(
        stderr.contains("'xx'") && stderr.contains("bg") && stderr.contains("Nederlands"),
        "{stderr}"
    );
}

#[test]
fn replay_speaks_the_language() {
    let moves = english_game();
    let dir = repl_support::scratch_dir("lang-replay");
    let file = dir.join("game.json");
    let mut script = moves[..4].join("\n");
    script.push_str(&format!("\nsave {}\nquit\n", file.display()));
    let mut args = vec!["--no-color"];
    args.extend(GAME);
    let (out, _, stderr) = run(&args, &[], &script);
    assert!(file.exists(), "{out}\n{stderr}");
    let (out, ok, stderr) = run(&["replay", "--lang", "pt", file.to_str().unwrap()], &[], "");
    assert!(ok, "{stderr}");
    let pt = Fluent::plain(Language::Portuguese);
    let step = pt.tr(
        "ui-replay-step",
        &[
            ("step", 1.into()),
            ("last", 999.into()),
            ("move", "".into()),
        ],
    );
    let step = step.split("999").next().unwrap();
    assert!(out.contains(step), "{step}: {out}");
    for line in out.lines() {
        for english in ENGLISH {
            assert!(
                !line.contains(english),
                "English '{english}' in: {line}\n\n{out}"
            );
        }
    }
}

#[test]
fn a_mistyped_move_is_explained_in_the_language_with_the_tables_sizes() {
    use spite_core::{Match, Rules};
    use spite_table::{Message, Refusal, Render};
    // The person (seat 0) holds the five cards dealt to it at its first
    // turn; a card among neither them nor its pay-off top is not held.
    let m = Match::new(Rules::g4a(), 2).expect("g4a deals");
    let view = m.game().observation(0);
    let absent = ["QH", "QS", "QD", "QC", "JH", "JS", "JD"]
        .iter()
        .find(|c| {
            let card = c.parse().expect("a card");
            !view.hand().contains(&card) && view.payoff_top(0) != Some(card)
        })
        .expect("some queen or jack is not seat 0's");
    let typed = [
        "h6 c1".to_string(),
        "h1 s5".to_string(),
        "h1 c4".to_string(),
        format!("{absent} c1"),
        "c1 h1".to_string(),
    ];
    let mut script = typed.join("\n");
    script.push_str("\nfly\nquit\n");
    let english = Fluent::plain(Language::English);
    for lang in [Language::Bulgarian, Language::Portuguese] {
        let words = Fluent::plain(lang);
        let mut args = vec!["--lang", lang.code(), "--no-color"];
        args.extend(["--seed", "2", "--opponent", "easy"]);
        let (out, _, stderr) = run(&args, &[], &script);
        for text in &typed {
            let error = view.parse_move(text).expect_err(text);
            let refusal = Message::Refused(Refusal::NotAMove {
                text: text.clone(),
                error,
            });
            let said = words.render(&refusal);
            assert_ne!(said, english.render(&refusal), "{lang}: {text}");
            assert!(
                out.lines().any(|l| l.trim() == said),
                "{lang}: '{text}' not answered with '{said}':\n{out}\n{stderr}"
            );
        }
        // The sizes are this table's: a hand of 5, three centre piles.
        let said = words.render(&Message::Refused(Refusal::NotAMove {
            text: "h6 c1".into(),
            error: view.parse_move("h6 c1").expect_err("h6"),
        }));
        assert!(said.contains('5') && said.contains("h6"), "{said}");
        let not_a_command = words.tr("ui-repl-not-a-command", &[("text", "fly".into())]);
        assert!(out.contains(&not_a_command), "{lang}: {out}");
    }
}

#[test]
fn a_mistyped_move_in_the_system_locale_is_explained_in_it() {
    use spite_core::{Match, Rules};
    use spite_table::{Message, Refusal, Render};
    let m = Match::new(Rules::g4a(), 2).expect("g4a deals");
    let view = m.game().observation(0);
    let (out, _, _) = run(
        &["--no-color", "--seed", "2", "--opponent", "easy"],
        &[("LANG", "pt_PT.UTF-8")],
        "h1 c9\nquit\n",
    );
    let said = Fluent::plain(Language::Portuguese).render(&Message::Refused(Refusal::NotAMove {
        text: "h1 c9".into(),
        error: view.parse_move("h1 c9").expect_err("c9"),
    }));
    assert!(said.contains("c9") && said.contains('3'), "{said}");
    assert!(out.lines().any(|l| l.trim() == said), "{said}\n{out}");
}

#[test]
fn play_help_speaks_the_chosen_language() {
    let english = Fluent::plain(Language::English);
    for (args, env, lang) in [
        (
            vec!["play", "--help", "--lang", "bg"],
            vec![],
            Language::Bulgarian,
        ),
        (
            vec!["play", "--help"],
            vec![("LANG", "pt_PT.UTF-8")],
            Language::Portuguese,
        ),
        (vec!["--lang=nl", "--help"], vec![], Language::Dutch),
    ] {
        let (out, ok, stderr) = run(&args, &env, "");
        assert!(ok, "{args:?}: {stderr}");
        // clap wraps long lines to the terminal's width.
        let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
        let words = Fluent::plain(lang);
        for id in [
            "ui-cli-play-seed",
            "ui-cli-play-opponent",
            "ui-cli-arg-lang",
            "ui-cli-usage",
            "ui-cli-options",
            "ui-cli-help",
        ] {
            let said = words.tr(id, &[]);
            assert!(out.contains(&said), "{lang} {args:?}: no '{said}':\n{out}");
            let english = english.tr(id, &[]);
            assert!(
                !out.contains(&english),
                "{lang}: English '{english}':\n{out}"
            );
        }
        // clap's own English words are replaced too, and the placeholders.
        let options = format!("[{}]", words.tr("ui-cli-placeholder-options", &[]));
        let points = format!("<{}>", words.tr("ui-cli-value-points", &[]));
        assert!(out.contains(&options) && out.contains(&points), "{out}");
        for english in [
            "Usage:",
            "Options:",
            "Print help",
            "[default",
            "possible values",
            "[OPTIONS]",
            "<POINTS>",
            "<LEVEL>",
        ] {
            assert!(!out.contains(english), "{lang}: '{english}':\n{out}");
        }
        // Option names and values stay as they are typed.
        assert!(out.contains("--seed") && out.contains("medium"), "{out}");
    }
    // The program's own help lists its commands in the language.
    let (out, ok, _) = run(&["--help", "--lang", "pt"], &[], "");
    let pt = Fluent::plain(Language::Portuguese);
    assert!(ok && out.contains(&pt.tr("ui-cli-commands", &[])), "{out}");
    assert!(out.contains(&pt.tr("ui-cli-about-replay", &[])), "{out}");
    assert!(out.contains(&pt.tr("ui-cli-about-help", &[])), "{out}");
    assert!(!out.contains("Print this message"), "{out}");
}

/// A mistake on the command line is told in the chosen language, naming
/// what was typed and what clap suggests, with clap's status 2 and none of
/// clap's English.
#[test]
fn a_command_line_mistake_is_told_in_the_language() {
    for (args, env, lang) in [
        (
            vec!["--players", "9", "--lang", "bg"],
            vec![],
            Language::Bulgarian,
        ),
        (
            vec!["play", "--opponent", "godlike"],
            vec![("LANG", "pt_PT.UTF-8")],
            Language::Portuguese,
        ),
        (vec!["jion", "--lang", "nl"], vec![], Language::Dutch),
        (vec!["join", "--lang", "ms"], vec![], Language::Malay),
    ] {
        let (out, ok, stderr) = run(&args, &env, "");
        assert!(!ok, "{args:?}: {out}");
        let words = Fluent::plain(lang);
        assert!(
            stderr.contains(&words.tr("ui-cli-error-more", &[])),
            "{lang} {args:?}:\n{stderr}"
        );
        for english in [
            "error:",
            "invalid value",
            "For more information",
            "tip:",
            "Usage:",
        ] {
            assert!(
                !stderr.contains(english),
                "{lang} {args:?}: '{english}':\n{stderr}"
            );
        }
    }
    let (_, _, stderr) = run(&["--players", "9", "--lang", "bg"], &[], "");
    assert!(
        stderr.contains("'9'") && stderr.contains("--players"),
        "{stderr}"
    );
    let bg = Fluent::plain(Language::Bulgarian);
    let range = bg.tr(
        "ui-cli-error-range",
        &[("min", 2u8.into()), ("max", 6u8.into())],
    );
    assert!(stderr.contains(&range), "the range is named:\n{stderr}");
    let (_, ok, stderr) = run(&["host", "--target", "0", "--lang", "pt"], &[], "");
    let pt = Fluent::plain(Language::Portuguese);
    let least = pt.tr("ui-cli-error-at-least", &[("min", 1u8.into())]);
    assert!(!ok && stderr.contains(&least), "{stderr}");
    assert!(!stderr.contains("is not in"), "{stderr}");
    let (_, _, stderr) = run(&["play", "--opponent", "godlike", "--lang", "pt"], &[], "");
    assert!(
        stderr.contains("expert"),
        "the valid values are listed:\n{stderr}"
    );
    let (_, _, stderr) = run(&["jion", "--lang", "nl"], &[], "");
    assert!(
        stderr.contains("Bedoel je 'join'?"),
        "the suggestion is kept:\n{stderr}"
    );
    // Two likely commands are one sentence's list, not "replay, play".
    let (_, _, stderr) = run(&["plya"], &[], "");
    assert!(
        stderr.contains("Did you mean 'play' or 'replay'?"),
        "{stderr}"
    );
    // A negative number is a value refused with its range, not an option.
    let (_, ok, stderr) = run(&["--seed", "-1"], &[], "");
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("'-1' is not a value for --seed <N>."),
        "{stderr}"
    );
    assert!(!stderr.contains("There is no option"), "{stderr}");
    let (_, _, stderr) = run(&["join", "--lang", "ms"], &[], "");
    assert!(
        stderr.contains("<ALAMAT>, <KOD>"),
        "what is missing, in the language's placeholders:\n{stderr}"
    );
    // The usage line of a subcommand, with its full name.
    let (out, ok, _) = run(&["join", "--help", "--lang", "bg"], &[], "");
    assert!(
        ok && out.contains("spite join [ОПЦИИ] <АДРЕС> <КОД>"),
        "{out}"
    );
}

/// A yes/no question shows the language's own letters for yes and no, and
/// the language's yes answers it.
#[test]
fn a_question_offers_the_languages_own_yes_and_no() {
    let dir = repl_support::scratch_dir("lang-yes-no");
    for (lang, question, yes) in [
        ("bg", "вече съществува. Да бъде ли заменен? (д/н)", "д"),
        ("pt", "(s/n)", "s"),
        ("nl", "(j/n)", "j"),
        ("ms", "(ya/tidak)", "ya"),
    ] {
        let file = format!("{lang}.json");
        let mut repl = Repl::start_in(&["--lang", lang, "--seed", "3"], Some(&dir));
        repl.send(&format!("save {file}"));
        repl.send(&format!("save {file}"));
        let asked = repl.until(|l| l.contains(&file) && l.contains(question));
        assert!(!asked.last().unwrap().contains("(y/n)"), "{lang}");
        repl.send(yes);
        repl.send("quit");
        let (_, rest, _) = repl.finish();
        // Saved again (the language's "saved" line names the file twice).
        let saved = rest
            .iter()
            .filter(|l| l.matches(&file).count() >= 2)
            .count();
        assert!(saved >= 1, "{lang}: {rest:?}");
    }
}
