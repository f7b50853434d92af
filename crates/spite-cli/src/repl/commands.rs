//! The REPL's commands: what a typed line means, and the help for each.

/// One typed line, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing typed.
    Empty,
    /// Anything that is not a command word: tried as a move (`h3 c1`, `7h c1`).
    Move(String),
    Moves,
    Hint,
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
    /// A command word used wrongly; the message says how to use it.
    Misused(String),
}

/// Command words with a one-line summary, in the order `help` lists them.
pub const COMMANDS: [(&str, &str); 14] = [
    ("moves", "list your legal moves (also: legal)"),
    ("hint", "the computer's suggestion, with a reason"),
    (
        "undo",
        "take back your last move of this turn, if it revealed nothing",
    ),
    ("show", "draw the table again, with every side pile in full"),
    ("score", "the match score"),
    ("rules", "the rules of this match"),
    ("log", "everything that happened this game"),
    ("save", "save FILE: save the match to FILE"),
    ("load", "load FILE: continue a saved match"),
    ("resume", "continue the match you left unfinished"),
    ("new", "new [SEED]: start a new match"),
    ("next", "deal the next game once this one is over"),
    (
        "help",
        "help [COMMAND]: this list, or more about one command",
    ),
    (
        "quit",
        "leave (also: exit; Ctrl-D asks first); the match is kept for 'resume'",
    ),
];

/// Other names for commands, completed like them.
pub const ALIASES: [&str; 2] = ["legal", "exit"];

/// Every topic `help` knows, in the order Tab lists them: `move` (how moves
/// are written) before the commands and their other names.
pub const HELP_TOPICS: [&str; 17] = [
    "move", "moves", "hint", "undo", "show", "score", "rules", "log", "save", "load", "resume",
    "new", "next", "help", "quit", "legal", "exit",
];

/// Longer help for one command or topic.
pub fn help_for(topic: &str) -> Option<&'static str> {
    Some(match topic.trim().to_ascii_lowercase().as_str() {
        "move" | "moves" | "legal" | "play" => {
            "A move is a source and a target:\n\
             \x20 h3 c1   hand card 3 to centre pile 1\n\
             \x20 7h c1   the same, naming the card (your pay-off top, a hand card or a side pile top)\n\
             \x20 p c2    your pay-off pile's top card to centre pile 2\n\
             \x20 pp c2   your partner's pay-off top (partnership game)\n\
             \x20 s4 c3   the top of your side pile 4 to centre pile 3\n\
             \x20 h2 s1   discard hand card 2 onto side pile 1: this ends your turn\n\
             Centre piles build up from the ace, suits ignored; the table shows the rank each needs.\n\
             'moves' (or 'legal') lists every move you can make now; Tab completes them."
        }
        "hint" => "hint: the move the computer would suggest for you, with a one-line reason.",
        "undo" => {
            "undo: takes back your last move of this turn. Moves that revealed a hidden card\n\
             (a new pay-off card turned up, cards drawn) and the discard that ended your turn\n\
             cannot be taken back."
        }
        "show" => {
            "show: draws the table again and lists every side pile in full, bottom to top.\n\
             On the table, side piles show their top cards (the top one last)."
        }
        "score" => {
            "score: points per player and the match target. The winner of a game scores\n\
                    the cards left in the other pay-off piles."
        }
        "rules" => {
            "rules: the rules of this match (choose them with --rules g4a|classic|FILE.json)."
        }
        "log" => "log: everything that happened this game, the computer's moves included.",
        "save" => {
            "save FILE: writes the match to FILE (JSON). The file is written whole or not at all;\n\
             an existing FILE is replaced only if you say yes."
        }
        "load" => {
            "load FILE: continues the match saved in FILE. The current match is replaced, after\n\
             asking if it is in progress; a file that cannot be read leaves it untouched."
        }
        "resume" => {
            "resume: continues the match you left unfinished, exactly where it was. Every move of\n\
             a match is kept in the autosave (autosave.json in your data directory), so quitting,\n\
             Ctrl-D, a closed terminal or a crash loses nothing; 'spite --resume' does the same at\n\
             start-up. A new match replaces the kept one once you play a move in it, and the\n\
             autosave is removed when a match ends."
        }
        "new" => "new [SEED]: starts a new match, dealt from SEED if given (else a random one).",
        "next" => "next (or an empty line): deals the next game once the current one is over.",
        "help" => {
            "help [COMMAND]: the commands, or more about one of them. 'help move' explains moves."
        }
        "quit" | "exit" => {
            "quit: leaves the game. An unfinished match is kept in the autosave: 'resume' (or\n\
             'spite --resume') continues it next time. 'save FILE' keeps a copy of your own."
        }
        _ => return None,
    })
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
            Command::Misused(format!("'{word}' takes no arguments"))
        }
    };
    match word.as_str() {
        "moves" | "legal" => no_args(Command::Moves),
        "hint" => no_args(Command::Hint),
        "undo" => no_args(Command::Undo),
        "show" => no_args(Command::Show),
        "score" => no_args(Command::Score),
        "rules" => no_args(Command::Rules),
        "log" => no_args(Command::Log),
        "next" => no_args(Command::Next),
        "quit" | "exit" => no_args(Command::Quit),
        "resume" => no_args(Command::Resume),
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
                Err(_) => Command::Misused(format!(
                    "'{}' is not a seed: use a whole number from 0 to {}",
                    short(seed),
                    u64::MAX
                )),
            },
            _ => Command::Misused("usage: new [SEED]".into()),
        },
        _ => Command::Move(line.to_string()),
    }
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
        assert_eq!(parse("h3 c1"), Command::Move("h3 c1".into()));
        assert_eq!(parse("7h  c1 "), Command::Move("7h  c1".into()));
        assert_eq!(
            parse("save my game.json"),
            Command::Save("my game.json".into())
        );
        assert_eq!(parse("new 42"), Command::New(Some(42)));
        assert_eq!(parse("help undo"), Command::Help(Some("undo".into())));
        assert!(matches!(parse("new -1"), Command::Misused(_)));
        assert!(matches!(parse("save"), Command::Misused(_)));
        assert!(matches!(parse("undo 3"), Command::Misused(_)));
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
