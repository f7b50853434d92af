//! `spite`: play Spite & Malice in a terminal, serve the JSON-lines engine
//! protocol, replay saved games, and measure the computer players.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use spite_cli::engine;

mod arena;
mod help;
mod manual;
mod repl;
mod replay;
mod review;
mod serve;
mod words;

/// Spite & Malice: empty your pay-off pile first.
#[derive(Debug, Parser)]
#[command(name = "spite", version, about, long_about = None)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Options for `play` when no subcommand is given.
    #[command(flatten)]
    play: repl::PlayArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a match against the computer (the default).
    Play(repl::PlayArgs),
    /// Serve the JSON-lines engine protocol on stdin/stdout (docs/protocol.md).
    Engine(engine::EngineArgs),
    /// Step through a saved game.
    Replay(replay::ReplayArgs),
    /// Look back at a saved game: the turns that gave it away, and better ones.
    Review(review::ReviewArgs),
    /// Play computer levels against each other and report their strength.
    Arena(arena::ArenaArgs),
    /// Run the online game server (docs/online.md) until Ctrl-C.
    Serve(serve::ServeArgs),
    /// Host an online game: start a server here and play at its first seat.
    Host(repl::HostArgs),
    /// Join an online game: `spite join ADDR CODE` (again after closing the
    /// terminal: back to the same seat).
    Join(repl::JoinArgs),
    /// Play someone new: quick match on a server (docs/terminal.md).
    Match(repl::QuickMatchArgs),
    /// A server's open rooms, and a free seat taken in one (--take N).
    Rooms(repl::RoomsArgs),
    /// A server's leaderboard, with your own place.
    Ladder(repl::LadderArgs),
    /// Your transfer code, or take one from another device (`--key`).
    Identity(repl::IdentityArgs),
    /// Print the shell completions for spite (docs/terminal.md).
    Completions(manual::CompletionsArgs),
}

fn main() -> ExitCode {
    // The language first (`--lang`, else the locale), so --help speaks it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // `spite manpages DIR` (packaging) is read before clap: outside the
    // command tree, the completions and pages made from it do not offer it.
    if let Some(dir) = manual::manpages_dir(&args) {
        return match manual::write_all(&dir) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("spite: {message}");
                ExitCode::FAILURE
            }
        };
    }
    let lang = match words::choose(help::lang_arg(&args).as_deref()) {
        Ok(lang) => lang,
        Err(message) => {
            eprintln!("spite: {message}");
            return ExitCode::from(2);
        }
    };
    let cli: Cli = help::parse(args, &spite_i18n::Fluent::plain(lang));
    let done = |r: Result<(), String>| r.map(|()| ExitCode::SUCCESS);
    let result = match cli.command {
        None => repl::run(cli.play),
        Some(Command::Play(args)) => repl::run(args),
        Some(Command::Engine(args)) => done(engine::run(args)),
        Some(Command::Replay(args)) => done(replay::run(args)),
        Some(Command::Review(args)) => done(review::run(args)),
        Some(Command::Arena(args)) => done(arena::run(args).map_err(|e| e.to_string())),
        Some(Command::Serve(args)) => done(serve::run(args)),
        Some(Command::Host(args)) => done(repl::host(args)),
        Some(Command::Join(args)) => done(repl::join(args)),
        Some(Command::Match(args)) => done(repl::quick_match(args)),
        Some(Command::Rooms(args)) => done(repl::rooms(args)),
        Some(Command::Ladder(args)) => done(repl::ladder(args)),
        Some(Command::Identity(args)) => done(repl::identity(args)),
        Some(Command::Completions(args)) => done(manual::completions(args, lang)),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{}", repl::for_stderr(&format!("spite: {message}")));
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cli_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
