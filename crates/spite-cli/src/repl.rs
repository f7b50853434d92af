//! `spite play`: a match in the terminal against computer players, or with
//! several people sharing the terminal (hot seat).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;
use spite_ai::Level;
use spite_core::{Rules, RulesParseError};

use crate::words::{self, tr};
use disk::io_reason;

mod actions;
mod autosave;
mod commands;
mod disk;
#[cfg(test)]
mod every_state;
mod files;
mod helper;
mod hosted_room;
mod input;
mod interrupt;
mod online;
mod play_online;
mod resume;
mod seat_token;
mod session;
mod speech;
mod style;
mod table;
#[cfg(test)]
mod typist;

// Shared with `spite replay`.
pub(crate) use autosave::parse as autosave_parse;
pub(crate) use files::{load as load_saved, read_text as read_saved_text};
pub(crate) use input::{Input, Lines, Plain, Terminal};
pub(crate) use play_online::{HostArgs, JoinArgs, host, join};
pub(crate) use speech::{Voice, renderer};
pub(crate) use style::TermStyle;
pub(crate) use table::{Scoreboard, draw as draw_table};

/// How strong the computer players are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Opponent {
    Easy,
    #[default]
    Medium,
    Hard,
    Expert,
    /// Uniformly random legal moves (a benchmark baseline).
    #[value(hide = true)]
    Random,
    /// Plays to the centre whenever it can (a benchmark baseline).
    #[value(hide = true)]
    Naive,
}

impl Opponent {
    pub fn level(self) -> Level {
        let name = self
            .to_possible_value()
            .expect("no opponent value is skipped")
            .get_name()
            .to_string();
        name.parse()
            .expect("every opponent name is a spite-ai level (checked by a test)")
    }
}

/// Options of `spite play`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct PlayArgs {
    /// Seed of the match's deals (default: from the clock; the seed is shown).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Rules: a preset (g4a, classic) or a JSON rules file.
    #[arg(long, value_name = "g4a|classic|FILE.json")]
    pub rules: Option<String>,
    /// Strength of the computer players.
    #[arg(long, value_name = "LEVEL", value_enum, default_value_t)]
    pub opponent: Opponent,
    /// Number of players, 2 to 6; the seats beyond the people are computers.
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<u8>(2, Some(6)))]
    pub players: Option<u8>,
    /// The partnership game: four players, partners opposite (you and
    /// Computer 2 against Computers 1 and 3).
    #[arg(long)]
    pub partners: bool,
    /// Several people share this terminal; hands are hidden between turns.
    /// Every seat is a person unless --people says how many are.
    #[arg(long)]
    pub hotseat: bool,
    /// How many seats are people (the first ones); the rest are computers.
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<u8>(1, Some(6)))]
    pub people: Option<u8>,
    /// Points that win the match.
    #[arg(long, value_name = "POINTS", value_parser = crate::help::number_in::<u32>(1, None))]
    pub target: Option<u32>,
    /// Plain ASCII without colour (also when NO_COLOR is set or output is not a terminal).
    #[arg(long)]
    pub no_color: bool,
    /// Continue a match saved with `save FILE`.
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Continue the match left unfinished last time (kept in the autosave).
    #[arg(long, conflicts_with = "load")]
    pub resume: bool,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

/// The rules named on the command line: a preset, or a JSON file.
pub(crate) fn rules_from_arg(arg: &str) -> Result<Rules, String> {
    if let Some(rules) = spite_table::preset(arg) {
        return Ok(rules);
    }
    let text = std::fs::read_to_string(arg).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            tr(
                "ui-cli-not-rules",
                &[
                    ("arg", arg.into()),
                    ("presets", Rules::PRESETS.join(", ").into()),
                ],
            )
        } else {
            tr(
                "ui-cli-cannot-read-rules",
                &[("file", arg.into()), ("reason", io_reason(&e).into())],
            )
        }
    })?;
    text.parse::<Rules>().map_err(|e| {
        let reason = match &e {
            RulesParseError::Json(json) => unknown_field(json),
            RulesParseError::Invalid(_) => None,
        };
        let reason = reason.unwrap_or_else(|| words::with(|w| w.rules_parse_error(&e)));
        tr(
            "ui-cli-rules-refused",
            &[("file", arg.into()), ("reason", reason.into())],
        )
    })
}

/// A rules file's unknown field (a typo: `payof_size`) named, with the
/// fields there are; `None` for any other error.
fn unknown_field(e: &serde_json::Error) -> Option<String> {
    // serde's own words: "unknown field `payof_size`, expected one of …".
    let message = e.to_string();
    let (_, rest) = message.split_once("unknown field `")?;
    let (field, _) = rest.split_once('`')?;
    let known = serde_json::to_value(Rules::g4a()).ok()?;
    let known: Vec<&str> = known.as_object()?.keys().map(String::as_str).collect();
    Some(tr(
        "ui-cli-rules-unknown-field",
        &[
            ("field", field.chars().take(40).collect::<String>().into()),
            ("known", known.join(", ").into()),
        ],
    ))
}

/// `--players` and `--partners` applied to `rules`: the partnership game
/// is for four, so `--partners` alone means four players (with another
/// `--players` the rules refuse it, saying why).
pub(crate) fn partners(rules: &mut Rules, partners: bool, players: Option<u8>) {
    if partners {
        rules.partnership = true;
        rules.players = 4;
    }
    if let Some(players) = players {
        rules.players = players;
    }
}

/// The match setup the options ask for.
fn choices_from_args(args: &PlayArgs) -> Result<session::MatchChoices, String> {
    let mut rules = match &args.rules {
        Some(arg) => rules_from_arg(arg)?,
        None => Rules::g4a(),
    };
    partners(&mut rules, args.partners, args.players);
    if let Some(target) = args.target {
        rules.match_target = target;
    }
    rules
        .validate()
        .map_err(|e| words::with(|w| w.rules_reason(&e)))?;
    let people = match (args.people, args.hotseat) {
        (Some(n), _) if n > rules.players => {
            return Err(tr(
                "ui-cli-people-too-many",
                &[("count", n.into()), ("players", rules.players.into())],
            ));
        }
        (Some(n), _) => n,
        (None, true) => rules.players,
        (None, false) => 1,
    };
    Ok(session::MatchChoices {
        rules,
        people,
        level: args.opponent.level(),
    })
}

/// Exit status of a script some of whose lines were refused (the others
/// were carried out).
pub const REFUSED_LINES: u8 = 3;

/// Plays; returns the exit status: success, or [`REFUSED_LINES`] when lines
/// of a script (input that is not a terminal) were refused.
pub fn run(args: PlayArgs) -> Result<ExitCode, String> {
    let setup = choices_from_args(&args)?;
    let style = TermStyle::detect(args.no_color);
    let seed = args.seed.unwrap_or_else(spite_table::clock_seed);
    let stdout = std::io::stdout();
    let mut session = session::TerminalGame::new(setup, seed, stdout.lock(), style)?;
    if let Some(path) = &args.load {
        let (m, _) = files::load(path)?;
        session.replace_match(m);
    }
    let interactive = std::io::stdin().is_terminal();
    // A script's match must not replace the one a person left unfinished:
    // piped input uses the autosave only where SPITE_DATA_DIR points.
    if !interactive && !autosave::data_dir_is_chosen() {
        session.no_autosave(words::t("ui-repl-no-autosave-script"));
    } else if let Some(autosave) = autosave::Autosave::in_data_dir() {
        session.autosave_to(autosave);
    }
    if args.resume {
        session.resume_first();
    }
    let terminal = if interactive {
        Terminal::open(style.fancy)
    } else {
        None
    };
    match terminal {
        Some(mut t) => {
            // A person at a terminal: Ctrl-C while the computer plays must
            // not end the program. A script's Ctrl-C still ends it.
            t.catch_interrupts();
            session.run(&mut t)
        }
        None => session.run(&mut Plain::new(std::io::stdin().lock())),
    }
    if !interactive && session.refused > 0 {
        let first = session.first_refused.as_deref().unwrap_or_default();
        let warning = tr(
            "ui-repl-script-refused",
            &[("count", session.refused.into()), ("first", first.into())],
        );
        eprintln!("spite: {warning}");
        return Ok(ExitCode::from(REFUSED_LINES));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opponent_is_a_level_and_every_playable_level_an_opponent() {
        for o in Opponent::value_variants() {
            let _ = o.level();
        }
        for level in Level::PLAYABLE {
            assert!(
                Opponent::value_variants()
                    .iter()
                    .any(|o| o.level() == level),
                "{level} cannot be chosen with --opponent"
            );
        }
    }

    #[test]
    fn options_shape_the_match() {
        let args = PlayArgs {
            players: Some(3),
            target: Some(20),
            rules: Some("classic".into()),
            ..PlayArgs::default()
        };
        let setup = choices_from_args(&args).unwrap();
        assert_eq!(setup.rules.players, 3);
        assert_eq!(setup.rules.match_target, 20);
        assert!(!setup.rules.kings_wild);
        assert_eq!(setup.people, 1);
        let hot = PlayArgs {
            hotseat: true,
            ..PlayArgs::default()
        };
        assert_eq!(choices_from_args(&hot).unwrap().people, 2);
        let bad = PlayArgs {
            rules: Some("/no/such/rules.json".into()),
            ..PlayArgs::default()
        };
        assert!(
            choices_from_args(&bad)
                .unwrap_err()
                .contains("neither a rules preset")
        );
        let too_many = PlayArgs {
            people: Some(4),
            ..PlayArgs::default()
        };
        assert!(choices_from_args(&too_many).is_err());
    }
}
