//! `spite completions SHELL` and `spite manpages DIR`: the completion
//! scripts parse and know the commands; the manual pages are written in
//! every language the help is in, render, and carry the translated option
//! descriptions.

mod repl_support;

use std::path::Path;
use std::process::{Command, Output};

use repl_support::{scratch_dir, spite};
use spite_i18n::{Fluent, Language};

fn run(args: &[&str]) -> Output {
    let out = spite().args(args).output().expect("spite runs");
    assert!(
        out.status.success(),
        "spite {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn completions(shell: &str, lang: &str) -> String {
    let out = run(&["completions", shell, "--lang", lang]);
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The commands a person uses; every script must know them.
const COMMANDS: [&str; 7] = [
    "play",
    "host",
    "join",
    "replay",
    "serve",
    "engine",
    "completions",
];

#[test]
fn bash_completions_parse_and_know_the_commands_and_options() {
    let script = completions("bash", "en");
    let file = scratch_dir("bash").join("spite.bash");
    std::fs::write(&file, &script).expect("write the script");
    let check = Command::new("bash")
        .arg("-n")
        .arg(&file)
        .output()
        .expect("bash runs");
    assert!(
        check.status.success(),
        "bash -n: {}",
        String::from_utf8_lossy(&check.stderr)
    );
    for command in COMMANDS {
        assert!(script.contains(command), "no {command} in\n{script}");
    }
    for option in ["--opponent", "--seed", "--lang", "--name"] {
        assert!(script.contains(option), "no {option}");
    }
    // The opponent's levels are completed as values.
    assert!(script.contains("expert"), "no levels");
    // The packaging command stays out of sight.
    assert!(
        !script.contains("manpages"),
        "the hidden command is offered"
    );
    // Loaded, it registers a completion for spite.
    let loaded = Command::new("bash")
        .arg("-c")
        .arg(format!("source '{}' && complete -p spite", file.display()))
        .output()
        .expect("bash runs");
    let registered = String::from_utf8_lossy(&loaded.stdout);
    assert!(registered.contains("spite"), "{registered}");
}

#[test]
fn every_shell_has_a_script_with_descriptions_in_the_language() {
    let bulgarian = Fluent::plain(Language::Bulgarian);
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let script = completions(shell, "bg");
        for command in COMMANDS {
            assert!(script.contains(command), "{shell}: no {command}");
        }
        // These four formats carry a description for each command.
        let about = bulgarian.tr("ui-cli-about-host", &[]);
        let first_words: String = about
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            script.contains(&first_words),
            "{shell}: no '{first_words}' in\n{script}"
        );
    }
}

#[test]
fn an_unknown_shell_is_refused_naming_the_shells() {
    let out = spite()
        .args(["completions", "tcsh", "--lang", "pt"])
        .output()
        .expect("spite runs");
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("'tcsh'"), "{said}");
    assert!(
        said.contains("bash, elvish, fish, powershell, zsh"),
        "{said}"
    );
    assert!(said.contains("não"), "not in Portuguese: {said}");
}

/// The page rendered as text, one line of words (None if neither man nor
/// groff is on this machine).
fn rendered(page: &Path) -> Option<String> {
    let man = Command::new("man")
        .arg("-l")
        .arg(page)
        // One long line per paragraph: no hyphenation to undo.
        .env("MANWIDTH", "2000")
        .env("MAN_KEEP_FORMATTING", "0")
        .env("LC_ALL", "C.UTF-8")
        .env("MANPAGER", "cat")
        .env("PAGER", "cat")
        .output();
    let text = match man {
        Ok(out) if out.status.success() => out.stdout,
        _ => {
            let groff = Command::new("groff")
                .args(["-k", "-man", "-Tutf8", "-P-c", "-rLL=2000n"])
                .arg(page)
                .output()
                .ok()?;
            assert!(groff.status.success(), "groff failed on {}", page.display());
            groff.stdout
        }
    };
    let text = String::from_utf8(text).expect("UTF-8 output");
    // groff's typographic hyphens, minus signs and quotes as typed.
    let text = text
        .replace(['\u{2010}', '\u{2212}'], "-")
        .replace(['\u{2018}', '\u{2019}'], "'");
    // Overstrike bold (c\bc) and underline (_\bc), if a pager would see it.
    let mut plain = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if chars.peek() == Some(&'\u{8}') {
            chars.next();
            continue;
        }
        plain.push(c);
    }
    Some(plain.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[test]
fn manual_pages_are_written_in_every_language_and_render_translated() {
    let dir = scratch_dir("manpages");
    run(&["manpages", dir.to_str().expect("UTF-8 path")]);
    for folder in ["man1", "nl/man1", "ms/man1", "pt/man1", "bg/man1"] {
        for page in [
            "spite.1",
            "spite-play.1",
            "spite-host.1",
            "spite-join.1",
            "spite-replay.1",
        ] {
            let path = dir.join("man").join(folder).join(page);
            assert!(path.is_file(), "{} is missing", path.display());
        }
    }
    for script in [
        "spite.bash",
        "_spite",
        "spite.fish",
        "spite.elv",
        "_spite.ps1",
    ] {
        let path = dir.join("completions").join(script);
        let text = std::fs::read_to_string(&path).expect("the script is written");
        assert!(text.contains("spite"), "{}", path.display());
    }

    let bulgarian = Fluent::plain(Language::Bulgarian);
    let page = dir.join("man/bg/man1/spite-play.1");
    let Some(text) = rendered(&page) else {
        eprintln!("neither man nor groff here: the pages' source is checked instead");
        let source = std::fs::read_to_string(&page).expect("written");
        assert!(
            source.contains(&bulgarian.tr("ui-cli-about-play", &[])),
            "{source}"
        );
        return;
    };
    // Every option's translated description, and the headings.
    for id in [
        "ui-cli-about-play",
        "ui-cli-play-seed",
        "ui-cli-play-rules",
        "ui-cli-play-opponent",
        "ui-cli-play-players",
        "ui-cli-play-hotseat",
        "ui-cli-play-people",
        "ui-cli-play-target",
        "ui-cli-play-load",
        "ui-cli-play-resume",
        "ui-cli-arg-no-color",
        "ui-cli-arg-lang",
        "ui-cli-help",
    ] {
        let words = bulgarian.tr(id, &[]);
        assert!(text.contains(&words), "{id}: '{words}' not in\n{text}");
    }
    for heading in ["ИМЕ", "СИНТАКСИС", "ОПИСАНИЕ", "ОПЦИИ"] {
        assert!(text.contains(heading), "{heading} not in\n{text}");
    }
    // The program's page describes it, and lists the commands' pages.
    let text = rendered(&dir.join("man/bg/man1/spite.1")).expect("rendered above");
    assert!(
        text.contains(&bulgarian.tr("ui-cli-man-spite", &[])),
        "{text}"
    );
    for page in ["spite-play(1)", "spite-host(1)", "spite-completions(1)"] {
        assert!(text.contains(page), "{page} not in\n{text}");
    }
    // English stays English.
    let text = rendered(&dir.join("man/man1/spite-play.1")).expect("rendered above");
    let english = Fluent::plain(Language::English);
    assert!(
        text.contains(&english.tr("ui-cli-play-opponent", &[])),
        "{text}"
    );
    assert!(text.contains("OPTIONS"), "{text}");
}
