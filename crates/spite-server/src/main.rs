//! `spite-server`: the game server on its own, until `spite serve` has it.
//!
//! ```text
//! spite-server [--addr 127.0.0.1:7878] [--data DIR | --no-data | --database URL]
//!              [--instance NAME] [--rate MSGS_PER_SEC] [--allow-origin ORIGIN]... [--web DIR | --no-web]
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
//! Prints `listening on ws://ADDR/ws` on standard output once it serves.

use spite_server::Config;

fn usage() -> ! {
    eprintln!(
        "usage: spite-server [--addr HOST:PORT] [--data DIR | --no-data | --database URL] [--instance NAME] [--rate MSGS_PER_SEC] [--allow-origin ORIGIN]... [--web DIR | --no-web]"
    );
    std::process::exit(2)
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
