//! `spite play`: a match in the terminal against computer players, or with
//! several people sharing the terminal (hot seat).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::words::{self, tr};

mod actions;
mod autosave;
mod commands;
mod disk;
#[cfg(test)]
mod every_state;
mod files;
mod game;
mod helper;
mod hosted_room;
mod input;
mod interrupt;
mod json_place;
mod keys;
mod ladder;
mod local;
mod local_commands;
mod match_args;
mod online;
mod online_review;
mod play_online;
mod player_key;
mod quick_match;
mod resume;
mod rooms;
mod seat_token;
mod speech;
mod style;
mod table;
#[cfg(test)]
mod typist;

// Shared with `spite replay`.
pub(crate) use autosave::parse as autosave_parse;
pub(crate) use files::{load as load_saved, read_text as read_saved_text};
pub(crate) use input::{Input, Lines, Plain, Terminal};
pub(crate) use ladder::{IdentityArgs, LadderArgs, identity, ladder};
pub use match_args::MatchArgs;
pub(crate) use play_online::{HostArgs, JoinArgs, host, join};
pub(crate) use quick_match::{QuickMatchArgs, quick_match};
pub(crate) use rooms::{RoomsArgs, rooms};
pub(crate) use speech::{Voice, renderer};
pub(crate) use style::{TermStyle, columns, for_stderr, glued};
pub(crate) use table::{Scoreboard, draw as draw_table};

/// Options of `spite play`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct PlayArgs {
    /// Seed of the match's deals (default: from the clock; the seed is shown).
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<u64>(0, None))]
    pub seed: Option<u64>,
    /// The match: rules, players, partners, people, opponent, target.
    #[command(flatten)]
    pub game: MatchArgs,
    /// Several people share this terminal; hands are hidden between turns.
    /// Every seat is a person unless --people says how many are.
    #[arg(long)]
    pub hotseat: bool,
    /// Plain ASCII without colour (also when NO_COLOR is set or output is not a terminal).
    #[arg(long)]
    pub no_color: bool,
    /// Redraw the table in place, the last lines told under it, instead of
    /// scrolling on (at a terminal with colour).
    #[arg(long)]
    pub compact: bool,
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

impl PlayArgs {
    /// The match asked for: one person at this terminal, or every seat a
    /// person with `--hotseat`, unless `--people` says.
    fn choices(&self) -> Result<local::MatchChoices, String> {
        self.game
            .choices(|rules| if self.hotseat { rules.players } else { 1 })
    }
}

/// Exit status of a script some of whose lines were refused (the others
/// were carried out).
pub const REFUSED_LINES: u8 = 3;

/// Plays; returns the exit status: success, or [`REFUSED_LINES`] when lines
/// of a script (input that is not a terminal) were refused.
pub fn run(args: PlayArgs) -> Result<ExitCode, String> {
    let setup = args.choices()?;
    let style = TermStyle::detect(args.no_color);
    let seed = args.seed.unwrap_or_else(spite_table::clock_seed);
    let stdout = std::io::stdout();
    let mut session = local::LocalGame::new(setup, seed, stdout.lock(), style)?;
    if args.compact {
        session.compact();
    }
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
            session.play(&mut t)
        }
        None => session.play(&mut Plain::new(std::io::stdin().lock())),
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
    fn options_shape_the_match() {
        let args = PlayArgs {
            game: MatchArgs {
                players: Some(3),
                target: Some(20),
                rules: Some("classic".into()),
                ..MatchArgs::default()
            },
            ..PlayArgs::default()
        };
        let setup = args.choices().unwrap();
        assert_eq!(setup.rules.players, 3);
        assert_eq!(setup.rules.match_target, 20);
        assert!(!setup.rules.kings_wild);
        assert_eq!(setup.people, 1);
        let hot = PlayArgs {
            hotseat: true,
            ..PlayArgs::default()
        };
        assert_eq!(hot.choices().unwrap().people, 2);
        let bad = PlayArgs {
            game: MatchArgs {
                rules: Some("/no/such/rules.json".into()),
                ..MatchArgs::default()
            },
            ..PlayArgs::default()
        };
        assert!(
            bad.choices()
                .unwrap_err()
                .contains("neither a rules preset")
        );
        let too_many = PlayArgs {
            game: MatchArgs {
                people: Some(4),
                ..MatchArgs::default()
            },
            ..PlayArgs::default()
        };
        assert!(too_many.choices().is_err());
    }
}
