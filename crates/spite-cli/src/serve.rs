//! `spite serve`: the online game server (spite-server, docs/online.md) from
//! the `spite` binary, until Ctrl-C or SIGTERM.

use std::net::SocketAddr;
use std::path::PathBuf;

use spite_server::Config;

/// Options of `spite serve`.
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Where to listen (0.0.0.0:7878 to be reachable on the LAN).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:7878")]
    pub addr: SocketAddr,
    /// Directory of the server's database (rooms and seat tokens survive a
    /// restart); default: spite-data in the current directory.
    #[arg(long, value_name = "DIR", conflicts_with = "database")]
    pub data: Option<PathBuf>,
    /// Keep the rooms in this PostgreSQL database instead
    /// (postgres://user:password@host:port/db, or host=… user=… dbname=…);
    /// default: $SPITE_DATABASE_URL when set and --data is not given. The
    /// environment variable keeps the password out of the process list.
    #[arg(long, value_name = "URL")]
    pub database: Option<String>,
    /// This instance's name in /health and /metrics, unique among the
    /// instances sharing a database (default: host, process id and a
    /// random part).
    #[arg(long, value_name = "NAME")]
    pub instance: Option<String>,
    /// Directory of the browser client's built files, served at `/`
    /// (default: web/dist here, else the checkout's, or $SPITE_WEB).
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// Deal every new room from this seed instead of a secret random one:
    /// for tests and recorded transcripts, never for real play (whoever
    /// knows the seed knows every hidden card).
    #[arg(long, value_name = "N")]
    pub deal_seed: Option<u64>,
}

/// Serves until stopped.
pub fn run(args: ServeArgs) -> Result<(), String> {
    spite_server::init_logging();
    let mut config = Config {
        addr: args.addr,
        deal_seed: args.deal_seed,
        ..Config::default()
    };
    if let Some(dir) = args.data {
        config.data = Some(dir);
    } else {
        config.database = args
            .database
            .map(spite_server::DatabaseUrl::from)
            .or_else(spite_server::database_from_env);
    }
    config.instance = args.instance;
    if let Some(dir) = args.web {
        config.web = Some(dir);
    }
    spite_server::serve(config).map_err(|e| e.to_string())
}
