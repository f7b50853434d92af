//! `spite-server`: the game server on its own, until `spite serve` has it.
//!
//! ```text
//! spite-server [--addr 127.0.0.1:7878] [--data DIR | --no-data | --database URL]
//!              [--instance NAME] [--rate MSGS_PER_SEC] [--allow-origin ORIGIN]... [--web DIR | --no-web]
//!              [--computer-after SECONDS] [--short-matches PAYOFF,TARGET] [--deal-seed N]
//! ```
//!
//! `--database` keeps the rooms in PostgreSQL instead of SQLite; without
//! `--data`, `--no-data` or `--database`, `$SPITE_DATABASE_URL` names it
//! when set (better than the command line, which others on the machine
//! can read).
//!
//! `--web` names the browser client's built files (default `$SPITE_WEB`, else
//! `web/dist`), served at `/`.
//!
//! `--computer-after`, `--short-matches` and `--deal-seed` are for tests
//! and demonstrations: a quick-match seeker is offered the computer after
//! that many seconds (45 by default), quick-match rooms deal that many
//! pay-off cards and play to that target, and every room deals from one
//! seed.
//!
//! Prints `listening on ws://ADDR/ws` on standard output once it serves.

use spite_server::Config;

fn usage() -> ! {
    eprintln!(
        "usage: spite-server [--addr HOST:PORT] [--data DIR | --no-data | --database URL] [--instance NAME] [--rate MSGS_PER_SEC] [--allow-origin ORIGIN]... [--web DIR | --no-web] [--computer-after SECONDS] [--short-matches PAYOFF,TARGET] [--deal-seed N]"
    );
    std::process::exit(2)
}

/// `PAYOFF,TARGET`, as `--short-matches` takes them: only what both
/// presets can deal.
fn short_matches(arg: &str) -> Option<(u8, u32)> {
    let (payoff, target) = arg.split_once(',')?;
    let short: (u8, u32) = (payoff.trim().parse().ok()?, target.trim().parse().ok()?);
    let deals = |preset| {
        let mut rules = spite_core::Rules::preset(preset).expect("a preset's name");
        rules.payoff_size = short.0;
        rules.match_target = short.1;
        rules.validate().is_ok()
    };
    spite_core::Rules::PRESETS
        .into_iter()
        .all(deals)
        .then_some(short)
}

fn main() {
    spite_server::init_logging();
    let mut config = Config::default();
    let mut args = std::env::args().skip(1);
    // Which of --data, --no-data and --database was given (at most one).
    let mut storage_given = false;
    let mut storage = || {
        if std::mem::replace(&mut storage_given, true) {
            eprintln!("spite-server: give one of --data, --no-data and --database");
            usage()
        }
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--addr" => {
                config.addr = args
                    .next()
                    .and_then(|a| a.parse().ok())
                    .unwrap_or_else(|| usage())
            }
            "--data" => {
                storage();
                config.data = Some(args.next().unwrap_or_else(|| usage()).into())
            }
            "--no-data" => {
                storage();
                config.data = None
            }
            "--database" => {
                storage();
                config.database = Some(args.next().unwrap_or_else(|| usage()).into())
            }
            "--instance" => config.instance = Some(args.next().unwrap_or_else(|| usage())),
            "--rate" => {
                config.rate_per_sec = args
                    .next()
                    .and_then(|a| a.parse().ok())
                    .unwrap_or_else(|| usage());
                config.rate_burst = config.rate_burst.max(config.rate_per_sec * 2.0);
            }
            "--web" => config.web = Some(args.next().unwrap_or_else(|| usage()).into()),
            "--no-web" => config.web = None,
            "--computer-after" => {
                config.matchmaking.computer_after = args
                    .next()
                    .and_then(|a| a.parse().ok())
                    .map(std::time::Duration::from_secs)
                    .unwrap_or_else(|| usage())
            }
            "--short-matches" => {
                config.matchmaking.short_matches = Some(
                    args.next()
                        .and_then(|a| short_matches(&a))
                        .unwrap_or_else(|| usage()),
                )
            }
            "--deal-seed" => {
                config.deal_seed = Some(
                    args.next()
                        .and_then(|a| a.parse().ok())
                        .unwrap_or_else(|| usage()),
                )
            }
            "--allow-origin" => config
                .allowed_origins
                .push(args.next().unwrap_or_else(|| usage())),
            _ => usage(),
        }
    }
    if !storage_given {
        config.database = spite_server::database_from_env();
    }
    if let Err(e) = spite_server::serve(config) {
        eprintln!("spite-server: {e}");
        std::process::exit(1);
    }
}
