//! The REPL's commands: what a typed line means, and the help for each.

use crate::words::{t, tr};

/// One typed line, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing typed.
    Empty,
    /// Anything that is not a command word: tried as a move (`h3 c1`, `7h c1`).
    Move(String),
    Moves,
    Hint,
    /// Play the move the hint suggests.
    PlayHint,
    Undo,
    Show,
    Score,
    Rules,
    Log,
    Save(String),
    Load(String),
    /// Continue the match left unfinished (kept in the autosave).
    Resume,
    /// A new match, optionally with a seed.
    New(Option<u64>),
    /// Deal the next game of the match once the current one is over.
    Next,
    Help(Option<String>),
    Quit,
    /// Online, once the match is over: offer a rematch, or accept one.
    Rematch,
    /// Online: send a reaction (its key, as typed).
    React(String),
    /// Online: hide (`true`) or show again a player's reactions.
    Mute(String, bool),
    /// Look back at the game just finished, with this many play-outs per
    /// estimate (`None`: the default).
    Review(Option<u32>),
    /// A command word used wrongly; the message says how to use it.
    Misused(String),
}

/// Command words with their one-line summary (in the player's language), in
/// the order `help` lists them.
/// A command's one-line summary, looked up in the player's language.
pub type Summary = fn() -> String;

/// Command words with their summaries.
pub const COMMANDS: [(&str, Summary); 20] = [
    ("moves", || t("ui-cmd-moves")),
    ("hint", || t("ui-cmd-hint")),
    ("play", || t("ui-cmd-play")),
    ("undo", || t("ui-cmd-undo")),
    ("show", || t("ui-cmd-show")),
    ("score", || t("ui-cmd-score")),
    ("rules", || t("ui-cmd-rules")),
    ("log", || t("ui-cmd-log")),
    ("save", || t("ui-cmd-save")),
    ("load", || t("ui-cmd-load")),
    ("resume", || t("ui-cmd-resume")),
    ("new", || t("ui-cmd-new")),
    ("next", || t("ui-cmd-next")),
    ("review", || t("ui-cmd-review")),
    ("rematch", || t("ui-cmd-rematch")),
    ("react", || t("ui-cmd-react")),
    ("mute", || t("ui-cmd-mute")),
    ("unmute", || t("ui-cmd-unmute")),
    ("help", || t("ui-cmd-help")),
    ("quit", || t("ui-cmd-quit")),
];

/// Other names for commands, completed like them.
pub const ALIASES: [&str; 2] = ["legal", "exit"];

/// Every topic `help` knows, in the order Tab lists them: `move` (how moves
/// are written) before the commands and their other names.
pub const HELP_TOPICS: [&str; 23] = [
    "move", "moves", "hint", "play", "undo", "show", "score", "rules", "log", "save", "load",
    "resume", "new", "next", "review", "rematch", "react", "mute", "unmute", "help", "quit",
    "legal", "exit",
];

/// Longer help for one command or topic, in the player's language.
pub fn help_for(topic: &str) -> Option<String> {
    let id = match topic.trim().to_ascii_lowercase().as_str() {
        "move" | "moves" | "legal" => "ui-help-topic-move",
        "hint" => "ui-help-topic-hint",
        "play" => "ui-help-topic-play",
        "undo" => "ui-help-topic-undo",
        "show" => "ui-help-topic-show",
        "score" => "ui-help-topic-score",
        "rules" => "ui-help-topic-rules",
        "log" => "ui-help-topic-log",
        "save" => "ui-help-topic-save",
        "load" => "ui-help-topic-load",
        "resume" => "ui-help-topic-resume",
        "new" => "ui-help-topic-new",
        "next" => "ui-help-topic-next",
        "review" => "ui-help-topic-review",
        "rematch" => "ui-help-topic-rematch",
        "react" => "ui-help-topic-react",
        "mute" | "unmute" => "ui-help-topic-mute",
        "help" => "ui-help-topic-help",
        "quit" | "exit" => "ui-help-topic-quit",
        _ => return None,
    };
    Some(t(id))
}

/// Reads one line. Anything not starting with a command word is a move.
pub fn parse(line: &str) -> Command {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Command::Empty;
    };
    let rest: Vec<&str> = words.collect();
    let word = first.to_ascii_lowercase();
    let no_args = |cmd: Command| {
        if rest.is_empty() {
            cmd
        } else {
            Command::Misused(tr(
                "ui-cmd-takes-no-arguments",
                &[("command", word.clone().into())],
            ))
        }
    };
    match word.as_str() {
        "moves" | "legal" => no_args(Command::Moves),
        "hint" => no_args(Command::Hint),
        "play" => no_args(Command::PlayHint),
        "undo" => no_args(Command::Undo),
        "show" => no_args(Command::Show),
        "score" => no_args(Command::Score),
        "rules" => no_args(Command::Rules),
        "log" => no_args(Command::Log),
        "next" => no_args(Command::Next),
        "quit" | "exit" => no_args(Command::Quit),
        "resume" => no_args(Command::Resume),
        "review" => match rest.as_slice() {
            [] => Command::Review(None),
            [n] => match n.parse::<u32>() {
                Ok(w) if (1..=crate::review::MAX_WORLDS).contains(&w) => Command::Review(Some(w)),
                _ => Command::Misused(tr(
                    "ui-repl-review-worlds",
                    &[
                        ("value", short(n).into()),
                        ("most", crate::review::MAX_WORLDS.into()),
                    ],
                )),
            },
            _ => Command::Misused(tr(
                "ui-repl-review-worlds",
                &[
                    ("value", short(&rest.join(" ")).into()),
                    ("most", crate::review::MAX_WORLDS.into()),
                ],
            )),
        },
        "rematch" => no_args(Command::Rematch),
        // The rest of the line is the reaction's key or the player's name.
        "react" | "mute" | "unmute" => {
            let rest = line[first.len()..].trim().to_string();
            match (word.as_str(), rest.is_empty()) {
                (_, true) => Command::Misused(format!("usage: {word} {}", argument_of(&word))),
                ("react", false) => Command::React(rest),
                (_, false) => Command::Mute(rest, word == "mute"),
            }
        }
        "help" | "?" => match rest.as_slice() {
            [] => Command::Help(None),
            [topic] => Command::Help(Some(topic.to_string())),
            _ => Command::Misused("usage: help [COMMAND]".into()),
        },
        "save" | "load" => {
            // The rest of the line is the file name, spaces included.
            let file = line[first.len()..].trim();
            if file.is_empty() {
                Command::Misused(format!("usage: {word} FILE"))
            } else if word == "save" {
                Command::Save(file.to_string())
            } else {
                Command::Load(file.to_string())
            }
        }
        "new" => match rest.as_slice() {
            [] => Command::New(None),
            [seed] => match seed.parse::<u64>() {
                Ok(s) => Command::New(Some(s)),
                Err(_) => Command::Misused(tr(
                    "ui-repl-not-a-seed",
                    &[
                        ("value", short(seed).into()),
                        ("most", u64::MAX.to_string().into()),
                    ],
                )),
            },
            _ => Command::Misused("usage: new [SEED]".into()),
        },
        _ => Command::Move(line.to_string()),
    }
}

/// What `react`, `mute` and `unmute` take, for their usage line.
fn argument_of(word: &str) -> &'static str {
    if word == "react" { "REACTION" } else { "NAME" }
}

/// At most 40 characters of user text, for quoting it back.
pub fn short(text: &str) -> String {
    let mut s: String = text.chars().take(40).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s.chars().filter(|c| !c.is_control()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_words_and_moves() {
        assert_eq!(parse("  "), Command::Empty);
        assert_eq!(parse("MOVES"), Command::Moves);
        assert_eq!(parse("legal"), Command::Moves);
        assert_eq!(parse("play"), Command::PlayHint);
        assert_eq!(parse("h3 c1"), Command::Move("h3 c1".into()));
        assert_eq!(parse("7h  c1 "), Command::Move("7h  c1".into()));
        assert_eq!(
            parse("save my game.json"),
            Command::Save("my game.json".into())
        );
        assert_eq!(parse("new 42"), Command::New(Some(42)));
        assert_eq!(parse("help undo"), Command::Help(Some("undo".into())));
        assert_eq!(
            parse("new -1"),
            Command::Misused(
                "'-1' is not a seed: use a whole number from 0 to 18446744073709551615".into()
            )
        );
        assert!(matches!(parse("save"), Command::Misused(_)));
        assert!(matches!(parse("undo 3"), Command::Misused(_)));
        assert_eq!(parse("react gg"), Command::React("gg".into()));
        assert_eq!(parse("mute Ann Lee"), Command::Mute("Ann Lee".into(), true));
        assert_eq!(parse("UNMUTE ann"), Command::Mute("ann".into(), false));
        assert!(matches!(parse("react"), Command::Misused(_)));
        assert!(matches!(parse("rematch now"), Command::Misused(_)));
        assert_eq!(parse("review"), Command::Review(None));
        assert_eq!(parse("review 200"), Command::Review(Some(200)));
        for wrong in ["review 0", "review 1001", "review many", "review 2 3"] {
            assert!(matches!(parse(wrong), Command::Misused(_)), "{wrong}");
        }
    }

    #[test]
    fn every_command_has_help() {
        for name in COMMANDS.map(|(n, _)| n).iter().chain(&ALIASES) {
            assert!(help_for(name).is_some(), "{name}");
            assert!(HELP_TOPICS.contains(name), "{name} is not offered by Tab");
        }
    }

    #[test]
    fn quoting_is_short_and_has_no_control_characters() {
        assert_eq!(short("abc"), "abc");
        assert!(short(&"x".repeat(1000)).chars().count() <= 41);
        assert_eq!(short("a\u{1b}[2Jb"), "a[2Jb");
    }
}
