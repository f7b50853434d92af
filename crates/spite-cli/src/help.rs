//! `--help` in the player's language. The language is chosen from the raw
//! arguments (`--lang`) or the locale before clap parses them; then the
//! clap command tree is walked and every command's and argument's help is
//! set from spite-i18n by id, so a new subcommand or option is translated
//! by adding its ids to the `.ftl` files:
//!
//! - a command's summary: `ui-cli-about-<command>` (`ui-cli-about-spite`
//!   for the program itself);
//! - an argument: `ui-cli-<command>-<arg>` (`ui-cli-play-seed`), else the
//!   shared `ui-cli-arg-<arg>` (`ui-cli-arg-lang`); the program's own
//!   options are `play`'s, flattened, so they use `play`'s ids;
//! - clap's own words: `ui-cli-usage`, the headings, `--help`, `--version`,
//!   defaults and possible values.
//!
//! Whatever has no id keeps its English doc comment (the developer tools'
//! options: engine, arena, serve).

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, FromArgMatches};
use spite_i18n::Fluent;
use spite_table::Plain;

/// The value of `--lang CODE` or `--lang=CODE` among the raw arguments.
pub fn lang_arg(args: &[OsString]) -> Option<String> {
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            return None;
        }
        if word == "--lang" {
            return words.next().map(|w| w.into_owned());
        }
        if let Some(code) = word.strip_prefix("--lang=") {
            return Some(code.to_string());
        }
    }
    None
}

/// A number option's accepted values. The player-facing number options are
/// read by [`number_in`], so a refusal can name the range in the player's
/// language (clap's own range parser words it in English only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberIn {
    /// The least value accepted.
    pub min: u64,
    /// The greatest, if there is one.
    pub max: Option<u64>,
}

impl std::fmt::Display for NumberIn {
    // The English for the developer tools and logs; players get the
    // `ui-cli-error-range` words.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.max {
            Some(max) => write!(f, "a whole number from {} to {max}", self.min),
            None => write!(f, "a whole number of at least {}", self.min),
        }
    }
}

impl std::error::Error for NumberIn {}

/// A clap value parser for a whole number in `min..=max` (no upper bound
/// if `max` is `None`); anything else is refused with [`NumberIn`].
pub fn number_in<T: TryFrom<u64>>(
    min: u64,
    max: Option<u64>,
) -> impl Fn(&str) -> Result<T, NumberIn> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let range = NumberIn { min, max };
        text.trim()
            .parse::<u64>()
            .ok()
            .filter(|n| *n >= min && max.is_none_or(|max| *n <= max))
            .and_then(|n| T::try_from(n).ok())
            .ok_or(range)
    }
}

/// The subcommands for programs and developers, whose options and errors
/// stay English (their one-line summaries are translated).
const DEVELOPER_TOOLS: [&str; 3] = ["engine", "arena", "serve"];

/// The width of the terminal the help goes to, if it goes to one.
fn terminal_columns() -> Option<usize> {
    crate::repl::columns(terminal_size::terminal_size_of(std::io::stdout()))
}

/// Parses `args` into `P` with its help in the language of `words`; on
/// `--help` or `--version`, prints and exits as clap does; on a mistake,
/// says what is wrong in that language and exits with status 2 (clap's).
pub fn parse<P: clap::CommandFactory + FromArgMatches>(
    args: Vec<OsString>,
    words: &Fluent<Plain>,
) -> P {
    // The developer tools keep clap's own (English) errors, with their
    // parsers' reasons, as their options keep English help.
    let tool = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy())
        .find(|a| !a.starts_with('-'))
        .is_some_and(|command| DEVELOPER_TOOLS.contains(&command.as_ref()));
    // Folded at the terminal's width between words (else the terminal
    // cuts them, "the ter" / "minal"); not folded for a pipe or a file.
    let command = translated(P::command(), words).term_width(terminal_columns().unwrap_or(0));
    let parsed = command
        .try_get_matches_from(args)
        .and_then(|matches| P::from_arg_matches(&matches));
    parsed.unwrap_or_else(|e| {
        if tool
            || matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            )
        {
            e.exit();
        }
        eprintln!("{}", error_words(&e, words));
        std::process::exit(2);
    })
}

/// A command-line mistake in the player's words, from what clap found
/// (the option, the value, the suggestion): `spite: ...` and where to look.
pub fn error_words(e: &clap::Error, words: &Fluent<Plain>) -> String {
    let text = |kind: ContextKind| -> String {
        match e.get(kind) {
            Some(ContextValue::String(s)) => s.clone(),
            Some(ContextValue::Strings(v)) => v.join(", "),
            Some(ContextValue::StyledStr(s)) => s.to_string(),
            Some(ContextValue::StyledStrs(v)) => v
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            Some(ContextValue::Number(n)) => n.to_string(),
            _ => String::new(),
        }
    };
    let mut lines = vec![match e.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => words.tr(
            "ui-cli-error-value",
            &[
                ("value", text(ContextKind::InvalidValue).into()),
                ("arg", text(ContextKind::InvalidArg).into()),
            ],
        ),
        ErrorKind::UnknownArgument => words.tr(
            "ui-cli-error-unknown-arg",
            &[("arg", text(ContextKind::InvalidArg).into())],
        ),
        ErrorKind::InvalidSubcommand => words.tr(
            "ui-cli-error-unknown-command",
            &[("name", text(ContextKind::InvalidSubcommand).into())],
        ),
        ErrorKind::MissingRequiredArgument => words.tr(
            "ui-cli-error-missing",
            &[("args", text(ContextKind::InvalidArg).into())],
        ),
        // Options written before a command (`spite --lang bg join ...`):
        // clap names the command, not an option.
        ErrorKind::ArgumentConflict if !text(ContextKind::InvalidSubcommand).is_empty() => words
            .tr(
                "ui-cli-error-options-first",
                &[
                    ("command", text(ContextKind::InvalidSubcommand).into()),
                    ("options", text(ContextKind::PriorArg).into()),
                ],
            ),
        ErrorKind::ArgumentConflict => words.tr(
            "ui-cli-error-conflict",
            &[
                ("arg", text(ContextKind::InvalidArg).into()),
                ("other", text(ContextKind::PriorArg).into()),
            ],
        ),
        _ => words.tr("ui-cli-error-other", &[]),
    }];
    let range = std::error::Error::source(e).and_then(|s| s.downcast_ref::<NumberIn>());
    if let Some(range) = range {
        lines.push(match range.max {
            Some(max) => words.tr(
                "ui-cli-error-range",
                &[("min", range.min.into()), ("max", max.into())],
            ),
            None => words.tr("ui-cli-error-at-least", &[("min", range.min.into())]),
        });
    }
    let valid = text(ContextKind::ValidValue);
    if !valid.is_empty() {
        lines.push(words.tr("ui-cli-values", &[("values", valid.into())]));
    }
    for tip in [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand] {
        // "'play' or 'replay'", not "replay, play".
        let mut names: Vec<String> = match e.get(tip) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(v)) => v.clone(),
            _ => vec![],
        };
        names.sort();
        let names: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
        if !names.is_empty() {
            let name = words.or_list(&names);
            lines.push(words.tr("ui-cli-error-tip", &[("name", name.into())]));
        }
    }
    lines.push(words.tr("ui-cli-error-more", &[]));
    format!("spite: {}", lines.join("\n"))
}

/// The id of a command's summary.
pub fn about_id(command: &str) -> String {
    format!("ui-cli-about-{command}")
}

/// The ids an argument's help is looked up by, the command's own first.
pub fn arg_ids(command: &str, arg: &str) -> [String; 2] {
    let arg = arg.replace('_', "-");
    [
        format!("ui-cli-{command}-{arg}"),
        format!("ui-cli-arg-{arg}"),
    ]
}

/// `cmd` and all its subcommands with their help in `words`' language.
pub fn translated(cmd: Command, words: &Fluent<Plain>) -> Command {
    let mut cmd = translate(cmd, words, true);
    // clap adds its `help` subcommand when the command is built: build it
    // now (parsing will not build it again) and give it its words.
    if cmd.has_subcommands() {
        cmd.build();
        let about = words.tr(&about_id("help"), &[]);
        cmd = cmd.mut_subcommand("help", |help| help.about(about));
    }
    // Usage lines with clap's placeholders in the language. They are
    // rendered once the tree is built, when every subcommand knows its
    // full name (`spite join`).
    cmd.build();
    let root_usage = usage_words(cmd.render_usage().to_string(), words);
    let players: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .filter(|name| !DEVELOPER_TOOLS.contains(&name.as_str()) && name != "help")
        .collect();
    for name in players {
        let usage = cmd
            .find_subcommand_mut(&name)
            .map(|sub| usage_words(sub.render_usage().to_string(), words));
        if let Some(usage) = usage {
            cmd = cmd.mut_subcommand(&name, |sub| sub.override_usage(usage));
        }
    }
    // The program's own help ends with examples (the manual pages have
    // them in a section of their own).
    let examples = format!(
        "{}\n{}",
        words.tr("ui-cli-examples-heading", &[]),
        indented(&words.tr("ui-cli-examples", &[]), 2)
    );
    cmd.override_usage(root_usage).after_help(examples)
}

/// `text` with every line indented by `by` spaces.
pub fn indented(text: &str, by: usize) -> String {
    let pad = " ".repeat(by);
    text.lines()
        .map(|l| format!("{pad}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// clap's rendered usage (`Usage: spite join [OPTIONS] <ADDR> <CODE>`)
/// without its English heading (the help template writes the language's),
/// its `[OPTIONS]` and `<COMMAND>` in the language, and its second lines
/// lined up under the language's heading.
fn usage_words(rendered: String, words: &Fluent<Plain>) -> String {
    let heading = words.tr("ui-cli-usage", &[]);
    let options = format!("[{}]", words.tr("ui-cli-placeholder-options", &[]));
    let command = format!("<{}>", words.tr("ui-cli-placeholder-command", &[]));
    let indent = " ".repeat(heading.chars().count() + 1);
    rendered
        .trim_start()
        .strip_prefix("Usage:")
        .unwrap_or(&rendered)
        .lines()
        .map(|line| {
            line.trim()
                .replace("[OPTIONS]", &options)
                .replace("<COMMAND>", &command)
        })
        .collect::<Vec<_>>()
        .join(&format!("\n{indent}"))
}

/// An argument's value names (`N`, `ADDR`, `g4a|classic|FILE.json`) with
/// each placeholder word in capitals in the language, where it has words
/// for it (`ui-cli-value-<word>`); what is typed as it is (`g4a`, `.json`)
/// stays.
fn value_names(arg: &Arg, words: &Fluent<Plain>) -> Vec<String> {
    let word = |w: &str| {
        let id = format!("ui-cli-value-{}", w.to_lowercase());
        let placeholder = !w.is_empty() && w.chars().all(|c| c.is_ascii_uppercase());
        if placeholder && words.has(&id) {
            words.tr(&id, &[])
        } else {
            w.to_string()
        }
    };
    arg.get_value_names()
        .unwrap_or_default()
        .iter()
        .map(|name| {
            let mut out = String::new();
            let mut run = String::new();
            for c in name.as_str().chars() {
                if c.is_ascii_alphanumeric() {
                    run.push(c);
                } else {
                    out.push_str(&word(&run));
                    run.clear();
                    out.push(c);
                }
            }
            out.push_str(&word(&run));
            out
        })
        .collect()
}

fn translate(mut cmd: Command, words: &Fluent<Plain>, root: bool) -> Command {
    let name = cmd.get_name().to_string();
    // The program's own options are `play`'s, flattened.
    let owner = if root { "play" } else { name.as_str() };
    let about = about_id(if root { "spite" } else { &name });
    if words.has(&about) {
        cmd = cmd.about(words.tr(&about, &[]));
    }
    let options = words.tr("ui-cli-options", &[]);
    let arguments = words.tr("ui-cli-arguments", &[]);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let Some(help_id) = arg_ids(owner, &id).into_iter().find(|i| words.has(i)) else {
            // Under the same heading as the help flag all the same: under
            // clap's own, "Options:" would head two lists.
            cmd = cmd.mut_arg(&id, |arg| {
                let heading = if arg.is_positional() {
                    &arguments
                } else {
                    &options
                };
                arg.help_heading(heading.clone())
            });
            continue;
        };
        let help = words.tr(&help_id, &[]);
        cmd = cmd.mut_arg(&id, |arg| {
            let heading = if arg.is_positional() {
                &arguments
            } else {
                &options
            };
            let help = with_values(help, &arg, words);
            let names = value_names(&arg, words);
            let mut arg = arg.help(help).help_heading(heading.clone());
            if !names.is_empty() {
                arg = arg.value_names(names);
            }
            // clap would add its own English words for these. A value
            // such as `-1` is a value to refuse with its range, not an
            // option that does not exist.
            if arg.get_action().takes_values() {
                arg.hide_default_value(true)
                    .hide_possible_values(true)
                    .allow_negative_numbers(true)
            } else {
                arg
            }
        });
    }
    // clap's own help and version flags, replaced by ones that speak.
    let flag = |id: &'static str, short: char, action: ArgAction| {
        Arg::new(id)
            .short(short)
            .long(id)
            .action(action)
            .help(words.tr(&format!("ui-cli-{id}"), &[]))
            .help_heading(options.clone())
    };
    cmd = cmd
        .disable_help_flag(true)
        .arg(flag("help", 'h', ArgAction::Help));
    if root {
        cmd = cmd
            .disable_version_flag(true)
            .arg(flag("version", 'V', ArgAction::Version));
    }
    cmd = cmd
        .subcommand_help_heading(words.tr("ui-cli-commands", &[]))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            words.tr("ui-cli-usage", &[])
        ));
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subcommands {
        cmd = cmd.mut_subcommand(&sub, |s| translate(s, words, false));
    }
    cmd
}

/// `help` with the argument's default and possible values, which clap
/// would otherwise add in English.
fn with_values(mut help: String, arg: &Arg, words: &Fluent<Plain>) -> String {
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !values.is_empty() && arg.get_action().takes_values() {
        help.push(' ');
        help.push_str(&words.tr("ui-cli-values", &[("values", values.join(", ").into())]));
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && arg.get_action().takes_values() {
        help.push(' ');
        help.push_str(&words.tr("ui-cli-default", &[("value", defaults.join(", ").into())]));
    }
    help
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use spite_i18n::Language;

    fn args(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    /// Options before a command are refused with the command named and
    /// where they go, in the player's language (clap names no option, so
    /// a plain conflict read "spite:  cannot be used with --lang <CODE>").
    #[test]
    fn options_before_a_command_are_told_to_come_after_it() {
        use clap::Parser;
        let e = crate::Cli::try_parse_from(args("spite --lang bg --seed 3 join 127.0.0.1 ABCD"))
            .expect_err("options before a command are refused");
        let english = error_words(&e, &Fluent::plain(Language::English));
        assert!(
            english.starts_with(
                "spite: --lang <CODE>, --seed <N> must come after 'join', not before it"
            ),
            "{english}"
        );
        let bulgarian = error_words(&e, &Fluent::plain(Language::Bulgarian));
        assert!(
            bulgarian.contains("'join'") && bulgarian.contains("трябва"),
            "{bulgarian}"
        );
    }

    /// A developer tool's options, with no words of their own, share the
    /// help flag's heading: one "Options:", not two.
    #[test]
    fn a_tools_help_has_one_options_heading() {
        let words = Fluent::plain(Language::English);
        let mut serve = translated(crate::Cli::command(), &words)
            .find_subcommand("serve")
            .expect("serve is a subcommand")
            .clone();
        let help = serve.render_help().to_string();
        assert_eq!(help.matches("Options:").count(), 1, "{help}");
    }

    #[test]
    fn the_language_is_found_before_clap_reads_the_arguments() {
        assert_eq!(lang_arg(&args("spite play --lang bg")), Some("bg".into()));
        assert_eq!(lang_arg(&args("spite --lang=pt --help")), Some("pt".into()));
        assert_eq!(lang_arg(&args("spite play --seed 3")), None);
        assert_eq!(lang_arg(&args("spite play --lang")), None);
        assert_eq!(lang_arg(&args("spite replay -- --lang")), None);
    }

    /// Every argument and subcommand of `play` (and of `replay`, `host`,
    /// `join`, `match`, `rooms`, `ladder` and `identity`, and the program's own options) has its words in every
    /// language, and the help shows them.
    #[test]
    fn every_argument_of_play_has_its_help_in_every_language() {
        let english = Fluent::plain(Language::English);
        let cli = crate::Cli::command();
        for lang in Language::ALL.iter().copied() {
            let words = Fluent::plain(lang);
            let mut ids = vec![about_id("spite")];
            let mut walked: Vec<(String, &Command)> = vec![("play".into(), &cli)];
            for sub in cli.get_subcommands() {
                ids.push(about_id(sub.get_name()));
            }
            ids.push(about_id("help"));
            for sub in cli.get_subcommands() {
                if [
                    "play", "replay", "host", "join", "match", "rooms", "ladder", "identity",
                ]
                .contains(&sub.get_name())
                {
                    walked.push((sub.get_name().into(), sub));
                }
            }
            for (owner, cmd) in &walked {
                for arg in cmd.get_arguments() {
                    let found = arg_ids(owner, arg.get_id().as_str())
                        .into_iter()
                        .find(|i| english.has(i));
                    ids.push(
                        found.unwrap_or_else(|| panic!("{owner} --{}: no ui-cli id", arg.get_id())),
                    );
                }
            }
            for id in [
                "ui-cli-help",
                "ui-cli-version",
                "ui-cli-usage",
                "ui-cli-options",
                "ui-cli-arguments",
                "ui-cli-commands",
            ] {
                ids.push(id.into());
            }
            for id in &ids {
                let text = words.tr(id, &[]);
                assert!(words.take_errors().is_empty(), "{lang}: {id}");
                if lang != Language::English {
                    assert_ne!(text, english.tr(id, &[]), "{lang}: {id} is English");
                }
            }
            // The help shows the translated words.
            let mut play = translated(crate::Cli::command(), &words)
                .find_subcommand("play")
                .expect("play is a subcommand")
                .clone();
            // Lines are wrapped to a width: compare words.
            let help = play.render_help().to_string();
            let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
            for arg in cli.find_subcommand("play").expect("play").get_arguments() {
                let id = arg_ids("play", arg.get_id().as_str())
                    .into_iter()
                    .find(|i| words.has(i))
                    .expect("checked above");
                let text = words.tr(&id, &[]);
                assert!(help.contains(&text), "{lang}: {text}\n{help}");
            }
            assert!(help.contains(&words.tr("ui-cli-about-play", &[])), "{help}");
        }
    }
}
