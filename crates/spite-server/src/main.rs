//! `spite-server`: the game server on its own, until `spite serve` has it.
//!
//! ```text
//! spite-server [--addr 127.0.0.1:7878] [--data DIR | --no-data] [--rate MSGS_PER_SEC]
//!              [--allow-origin ORIGIN]... [--web DIR | --no-web]
//! ```
//!
//! `--web` names the browser client's built files (default `$SPITE_WEB`, else
//! `web/dist`), served at `/`.
//!
//! Prints `listening on ws://ADDR/ws` on standard output once it serves.

use spite_server::Config;

fn usage() -> ! {
    eprintln!(
        "usage: spite-server [--addr HOST:PORT] [--data DIR | --no-data] [--rate MSGS_PER_SEC] [--allow-origin ORIGIN]... [--web DIR | --no-web]"
    );
    std::process::exit(2)
}

#[tokio::main]
async fn main() {
    spite_server::init_logging();
    let mut config = Config::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--addr" => {
                config.addr = args
                    .next()
                    .and_then(|a| a.parse().ok())
                    .unwrap_or_else(|| usage())
            }
            "--data" => config.data = Some(args.next().unwrap_or_else(|| usage()).into()),
            "--no-data" => config.data = None,
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
    if let Err(e) = spite_server::serve(config).await {
        eprintln!("spite-server: {e}");
        std::process::exit(1);
    }
}
