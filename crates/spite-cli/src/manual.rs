//! Shell completions (`spite completions SHELL`) and the manual pages, both
//! made from the clap definitions with the help in a language (help.rs), so
//! they say what `--help` says. `spite manpages DIR` writes them all for
//! the packages (packaging/build-debs.sh): a manual page per command in
//! every language the help is in, and the completions in English, since a
//! completion file is installed once for every user of a machine.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use clap::{Args, CommandFactory, ValueEnum};
use clap_complete::{Generator, Shell};
use spite_i18n::{Fluent, Language};
use spite_table::Plain;

use crate::help;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: Shell,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

/// The folder of `spite manpages DIR`, if those are the arguments. The
/// command is for packaging (packaging/build-debs.sh), so it is not in the
/// clap tree that the completions and pages describe.
pub fn manpages_dir(args: &[OsString]) -> Option<PathBuf> {
    match args {
        [_, command, dir] if command == "manpages" => Some(PathBuf::from(dir)),
        _ => None,
    }
}

/// The program's commands with their help in `words`' language.
fn command(words: &Fluent<Plain>) -> clap::Command {
    help::translated(crate::Cli::command(), words)
}

/// The completion script for `shell`, its descriptions in `lang`.
pub fn completion_script(shell: Shell, lang: Language) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(
        shell,
        &mut command(&Fluent::plain(lang)),
        "spite",
        &mut script,
    );
    if shell == Shell::Bash {
        return bash_rules_presets(&String::from_utf8_lossy(&script)).into_bytes();
    }
    script
}

/// A bash script whose `--rules` completes the presets as well as files
/// (clap knows the option only as a path).
fn bash_rules_presets(script: &str) -> String {
    let files = "--rules)\n                    COMPREPLY=($(compgen -f \"${cur}\"))";
    let presets = format!(
        "--rules)\n                    COMPREPLY=($(compgen -W \"{}\" -- \"${{cur}}\") $(compgen -f -- \"${{cur}}\"))",
        spite_core::Rules::PRESETS.join(" ")
    );
    script.replace(files, &presets)
}

/// `spite completions SHELL`: the script on stdout.
pub fn completions(args: CompletionsArgs, lang: Language) -> Result<(), String> {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    out.write_all(&completion_script(args.shell, lang))
        .and_then(|()| out.flush())
        .map_err(|e| e.to_string())
}

/// The manual pages in `lang`, as (file name, roff source): `spite.1`, then
/// `spite-COMMAND.1` for each command the program lists.
pub fn manual_pages(lang: Language) -> Vec<(String, String)> {
    let words = Fluent::plain(lang);
    let version = env!("CARGO_PKG_VERSION");
    // The examples have a section of their own, after the commands.
    let mut root = command(&words)
        .long_about(words.tr("ui-cli-man-spite", &[]))
        .after_help(None::<&str>);
    // `spite help` is `--help` again: no page of its own.
    root = root.mut_subcommand("help", |h| h.hide(true));
    root.build();
    let mut commands = vec![root.clone()];
    commands.extend(root.get_subcommands().filter(|s| !s.is_hide_set()).cloned());
    commands
        .into_iter()
        .map(|cmd| {
            let man = clap_mangen::Man::new(cmd);
            let name = man.get_filename();
            let mut roff = Vec::new();
            man.render(&mut roff)
                .expect("writing into a Vec<u8> cannot fail");
            let roff = String::from_utf8(roff).expect("clap_mangen writes UTF-8 from UTF-8 text");
            // clap_mangen leaves an empty date out of the title line, which
            // moves the source and the manual's name into the wrong fields:
            // the title line is written here, with the date left empty.
            let title = name.trim_end_matches(".1");
            let title_line = format!(".TH {title} 1 \"\" \"spite {version}\" \"Spite & Malice\"");
            let roff: String = roff
                .lines()
                .map(|line| {
                    if line.starts_with(".TH ") {
                        &title_line
                    } else {
                        line
                    }
                })
                .flat_map(|line| [line, "\n"])
                .collect();
            let roff = if title == "spite" {
                with_sections(&roff, &words)
            } else {
                roff
            };
            (name, with_headings(&roff, &words))
        })
        .collect()
}

/// The main page's own sections, before its VERSION: how moves are
/// written, the files it keeps, the environment it reads, examples.
fn with_sections(roff: &str, words: &Fluent<Plain>) -> String {
    let sections: String = [
        ("ui-cli-man-moves", "ui-help-topic-move"),
        ("ui-cli-man-files", "ui-cli-man-files-text"),
        ("ui-cli-man-environment", "ui-cli-man-environment-text"),
        ("ui-cli-man-examples", "ui-cli-examples"),
    ]
    .iter()
    .map(|(heading, body)| {
        let heading = words.tr(heading, &[]);
        // Kept as written: its columns line up.
        let body = roff_text(&words.tr(body, &[]));
        format!(".SH \"{heading}\"\n.nf\n{body}\n.fi\n")
    })
    .collect();
    match roff.find(".SH VERSION") {
        Some(at) => format!("{}{sections}{}", &roff[..at], &roff[at..]),
        None => format!("{roff}{sections}"),
    }
}

/// Plain text as roff reads it literally: backslashes and minus signs
/// escaped, a line starting with a dot or a quote kept from being a
/// request.
fn roff_text(text: &str) -> String {
    text.lines()
        .map(|line| {
            let line = line.replace('\\', "\\e").replace('-', "\\-");
            if line.starts_with(['.', '\'']) {
                format!("\\&{line}")
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `roff` with clap_mangen's English section headings in the language
/// (the option and command headings are already the help's own), every
/// heading in capitals as manual pages write them.
fn with_headings(roff: &str, words: &Fluent<Plain>) -> String {
    let english = [
        ("NAME", "ui-cli-man-name"),
        ("SYNOPSIS", "ui-cli-man-synopsis"),
        ("DESCRIPTION", "ui-cli-man-description"),
        ("VERSION", "ui-cli-man-version"),
        ("OPTIONS", "ui-cli-options"),
    ];
    let mut out = String::with_capacity(roff.len());
    for line in roff.lines() {
        match line.strip_prefix(".SH ") {
            Some(heading) => {
                let heading = heading.trim_matches('"');
                let heading = match english.iter().find(|(h, _)| *h == heading) {
                    Some((_, id)) => words.tr(id, &[]),
                    None => heading.to_string(),
                };
                out.push_str(&format!(".SH \"{}\"", heading.to_uppercase()));
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// Where the manual pages in `lang` go under a `man` folder, as under
/// /usr/share/man: `man1` for English, `bg/man1` for Bulgarian.
pub fn man_dir(lang: Language) -> PathBuf {
    match lang {
        Language::English => PathBuf::from("man1"),
        other => Path::new(other.code()).join("man1"),
    }
}

/// `spite manpages DIR`: every manual page under DIR/man and every
/// completion script under DIR/completions (their usual file names:
/// spite.bash, _spite, spite.fish, spite.elv, _spite.ps1).
pub fn write_all(dir: &Path) -> Result<(), String> {
    let write = |path: PathBuf, bytes: &[u8]| -> Result<(), String> {
        let folder = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(folder)
            .and_then(|()| std::fs::write(&path, bytes))
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    for lang in Language::ALL {
        let folder = dir.join("man").join(man_dir(lang));
        for (name, roff) in manual_pages(lang) {
            write(folder.join(name), roff.as_bytes())?;
        }
    }
    for shell in Shell::value_variants() {
        let path = dir.join("completions").join(shell.file_name("spite"));
        write(path, &completion_script(*shell, Language::English))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_a_page_for_each_listed_command() {
        let names =
            |lang| -> Vec<String> { manual_pages(lang).into_iter().map(|(n, _)| n).collect() };
        let english = names(Language::English);
        for want in ["spite.1", "spite-play.1", "spite-host.1", "spite-join.1"] {
            assert!(english.contains(&want.to_string()), "{english:?}");
        }
        // `help` has no page of its own.
        assert!(!english.iter().any(|n| n.contains("help")), "{english:?}");
        for lang in Language::ALL {
            assert_eq!(names(lang), english, "{lang}");
        }
    }

    /// Bash completes `--rules` with the presets, and files.
    #[test]
    fn bash_completes_the_rules_presets() {
        let script = String::from_utf8(completion_script(Shell::Bash, Language::English)).unwrap();
        let offers = "--rules)\n                    COMPREPLY=($(compgen -W \"g4a classic\" -- \"${cur}\") $(compgen -f -- \"${cur}\"))";
        assert!(script.contains(offers), "{script}");
        assert!(
            !script.contains("--rules)\n                    COMPREPLY=($(compgen -f \"${cur}\"))")
        );
    }

    #[test]
    fn only_manpages_and_a_folder_is_the_packaging_command() {
        let args = |line: &str| line.split(' ').map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            manpages_dir(&args("spite manpages out")),
            Some("out".into())
        );
        assert_eq!(manpages_dir(&args("spite manpages")), None);
        assert_eq!(manpages_dir(&args("spite replay manpages")), None);
        assert_eq!(manpages_dir(&args("spite manpages out more")), None);
    }

    #[test]
    fn headings_are_in_the_language_and_english_is_unchanged() {
        let pages = manual_pages(Language::Bulgarian);
        let (_, spite) = &pages[0];
        for heading in ["ИМЕ", "СИНТАКСИС", "ОПИСАНИЕ", "ОПЦИИ", "КОМАНДИ", "ВЕРСИЯ"]
        {
            assert!(
                spite.contains(&format!(".SH \"{heading}\"")),
                "{heading}\n{spite}"
            );
        }
        assert!(!spite.contains(".SH NAME"), "{spite}");
        let english = &manual_pages(Language::English)[0].1;
        assert!(english.contains(".SH \"NAME\""), "{english}");
        assert!(english.contains(".SH \"OPTIONS\""), "{english}");
        // The title line has every field in its place, the date empty.
        let version = env!("CARGO_PKG_VERSION");
        let title = format!(".TH spite 1 \"\" \"spite {version}\" \"Spite & Malice\"\n");
        assert!(english.contains(&title), "{english}");
    }

    /// The main page says how moves are written, which files and
    /// environment variables spite uses, and gives examples, in every
    /// language; `spite --help` ends with the examples.
    #[test]
    fn the_main_page_has_moves_files_environment_and_examples() {
        for lang in Language::ALL {
            let words = Fluent::plain(lang);
            let page = &manual_pages(lang)[0].1;
            for heading in [
                "ui-cli-man-moves",
                "ui-cli-man-files",
                "ui-cli-man-environment",
                "ui-cli-man-examples",
            ] {
                let heading = words.tr(heading, &[]).to_uppercase();
                assert!(
                    page.contains(&format!(".SH \"{heading}\"")),
                    "{lang}: {heading}"
                );
            }
            for text in [
                "SPITE_DATA_DIR",
                "NO_COLOR",
                "LANG",
                "autosave.json",
                "history.txt",
                "h3 c1",
            ] {
                assert!(page.contains(text), "{lang}: {text}");
            }
            assert!(page.contains("spite \\-\\-resume"), "{lang}");
            let version = page
                .find(".SH \"")
                .map(|_| page.rfind(&words.tr("ui-cli-man-version", &[]).to_uppercase()));
            let examples = page.find(&format!(
                ".SH \"{}\"",
                words.tr("ui-cli-man-examples", &[]).to_uppercase()
            ));
            assert!(
                examples < version.flatten(),
                "{lang}: examples before the version"
            );
            let mut root = command(&words);
            let help = root.render_help().to_string();
            assert!(
                help.contains(&words.tr("ui-cli-examples-heading", &[])),
                "{lang}: {help}"
            );
            assert!(help.contains("spite replay game.json"), "{lang}: {help}");
        }
    }
}
