//! `spite host` (a game server started in this process, and the host's
//! seat at its table) and `spite join ADDR CODE` (a seat at someone's
//! table, taken again with the kept token after the terminal was closed).

use std::io::IsTerminal;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use spite_server::Config;
use spite_server::client::{Backoff, Connect, RemoteClient};
use spite_server::protocol::{ErrorCode, RulesSpec, SeatSpec};

use super::MatchArgs;
use super::autosave::data_dir;
use super::hosted_room::HostedRoom;
use super::input::{Lines, Plain, Terminal};
use super::online::{Hosted, Keep, OnlineGame, failed_words};
use super::seat_token::SeatTokens;
use super::style::TermStyle;
use crate::words::{t, tr};

/// Options of `spite host`.
#[derive(Debug, Clone, clap::Args)]
pub struct HostArgs {
    /// Where the server listens (0.0.0.0:7878 to be reachable on the LAN);
    /// default: the last room's address, else 127.0.0.1:7878.
    #[arg(long, value_name = "ADDR")]
    pub addr: Option<SocketAddr>,
    /// Open the room on a server that runs already (`spite serve`) instead
    /// of starting one here: its address, as `spite join` takes it.
    #[arg(long, value_name = "ADDR", conflicts_with_all = ["addr", "data", "new"])]
    pub server: Option<String>,
    /// A new room, even if the last one hosted here is unfinished (without
    /// it, `spite host` brings that room back).
    #[arg(long)]
    pub new: bool,
    /// List the room for anyone to take its free seats ('spite rooms').
    #[arg(long)]
    pub open: bool,
    /// Seed of the room's deals (default: random): the same seed deals the
    /// same cards, for tests and replays.
    #[arg(long, value_name = "N", conflicts_with = "server")]
    pub seed: Option<u64>,
    /// The match: rules, players, partners, people (default: 2), opponent,
    /// target.
    #[command(flatten)]
    pub game: MatchArgs,
    /// Directory of the server's database (the room survives a restart);
    /// default: server/ in spite's data directory.
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    #[command(flatten)]
    pub seat: SeatArgs,
}

/// Options of `spite join`.
#[derive(Debug, Clone, clap::Args)]
pub struct JoinArgs {
    /// The server's address, as the host printed it (`192.168.1.20:7878`).
    pub addr: String,
    /// The invite code (case, spaces and dashes do not matter: typed in
    /// parts, `VCVQ 677X 3CC9`, it is one code).
    #[arg(value_name = "CODE", num_args = 1.., required = true)]
    pub code: Vec<String>,
    #[command(flatten)]
    pub seat: SeatArgs,
}

impl JoinArgs {
    /// The invite code, its parts put together, in its usual form where
    /// it is one (the server reads it the same either way).
    fn code(&self) -> String {
        let typed = self.code.join(" ");
        spite_server::code::normalise(&typed).unwrap_or(typed)
    }
}

/// What both `host` and `join` ask of the player.
#[derive(Debug, Clone, clap::Args)]
pub struct SeatArgs {
    /// Your name at the table.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Plain ASCII without colour.
    #[arg(long)]
    pub no_color: bool,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

/// How long the host's own connection keeps trying after a drop (about two
/// minutes; its server is in the same process).
fn backoff() -> Backoff {
    Backoff {
        first: Duration::from_millis(250),
        max: Duration::from_secs(5),
        tries: 30,
    }
}

/// How long a friend's connection waits for the host's server to come back
/// (about half an hour: the host may take a while to run `spite host`
/// again).
pub(super) fn friend_backoff() -> Backoff {
    Backoff {
        tries: 360,
        ..backoff()
    }
}

/// The WebSocket address of a server typed as `HOST:PORT` (or a `ws://` URL).
pub(super) fn url_of(addr: &str) -> String {
    let addr = addr.trim();
    if addr.starts_with("ws://") || addr.starts_with("wss://") {
        addr.to_string()
    } else {
        format!("ws://{addr}/ws")
    }
}

/// Plays with lines from the terminal, or from a pipe.
fn play<W: std::io::Write>(session: &mut OnlineGame<W>, style: TermStyle) {
    session.play(lines(style));
}

/// Lines from the terminal, or from a pipe.
pub(super) fn lines(style: TermStyle) -> Box<dyn Lines + Send> {
    let terminal = if std::io::stdin().is_terminal() {
        Terminal::open(style.fancy)
    } else {
        None
    };
    match terminal {
        Some(t) => Box::new(t),
        None => Box::new(Plain::new(std::io::BufReader::new(std::io::stdin()))),
    }
}

/// The server `spite match`, `ladder` and `identity` use when none is given.
pub(super) const DEFAULT_SERVER: &str = "127.0.0.1:7878";

/// Where `spite host` listens when neither `--addr` nor a kept room says.
const DEFAULT_ADDR: SocketAddr = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 7878);

/// How `spite host` sits down in a new room: the rules and seats of its
/// options, two people (the host and a friend) unless `--people` says.
fn new_room(args: &HostArgs) -> Result<Connect, String> {
    let choices = args.game.choices(|_| 2)?;
    let seats: Vec<SeatSpec> = (0..choices.rules.players)
        .map(|s| {
            if s < choices.people {
                SeatSpec::Person
            } else {
                SeatSpec::Computer {
                    level: choices.level,
                }
            }
        })
        .collect();
    Ok(Connect::Create {
        rules: Some(RulesSpec::Custom(choices.rules)),
        seats,
        name: args.seat.name.clone(),
        takeover_after: None,
        open: args.open,
    })
}

/// `spite host`: the room hosted here last and still unfinished is served
/// again (same address, same database, the host's seat taken back), unless
/// `--new`; otherwise a new room, on the last room's address.
pub fn host(args: HostArgs) -> Result<(), String> {
    if let Some(server) = &args.server {
        return host_on(server, &args);
    }
    let fresh = new_room(&args)?;
    let home = data_dir();
    let last = home.as_deref().and_then(HostedRoom::load);
    // Its room, to come back to; its address and database in any case.
    let kept = last.clone().filter(|r| !r.finished && !args.new);
    let addr = args
        .addr
        .or(last.as_ref().map(|r| r.addr))
        .unwrap_or(DEFAULT_ADDR);
    let data = args
        .data
        .clone()
        .or_else(|| last.as_ref().and_then(|r| r.data.clone()))
        .or_else(|| home.as_ref().map(|d| d.join("server")));
    let config = Config {
        addr,
        data: data.clone(),
        deal_seed: args.seed,
        ..Config::default()
    };
    let server = spite_server::Hosted::start(config).map_err(|e| {
        tr(
            "ui-online-server-failed",
            &[("reason", crate::words::with(|w| e.words(w)).into())],
        )
    })?;
    let bound = server.addr();
    // Where this terminal, and a friend on this machine, connect.
    let local = server.local_addr();
    let shown = local.to_string();
    let style = TermStyle::detect(args.seat.no_color);
    let stdout = std::io::stdout();
    let new_session = |connect: Connect| {
        let token = match &connect {
            Connect::Rejoin { token, .. } => Some(token.clone()),
            _ => None,
        };
        let client = RemoteClient::connect(url_of(&shown), connect, backoff(), None);
        let keep = Keep {
            tokens: home.as_ref().map(|d| SeatTokens::in_dir(d)),
            server: shown.clone(),
            hosted: Some(Hosted {
                home: home.clone(),
                addr: bound,
                data: data.clone(),
                token,
            }),
        };
        OnlineGame::new(stdout.lock(), style, client, keep)
    };
    let rejoin = kept.as_ref().map(|k| Connect::Rejoin {
        code: k.code.clone(),
        token: k.token.clone(),
    });
    let mut session = new_session(rejoin.clone().unwrap_or_else(|| fresh.clone()));
    session.set_resumed(rejoin.is_some());
    let seated = match session.sit_down_refused() {
        Ok(()) => Ok(()),
        // The kept room is gone (its match ended, or it was cleaned up
        // after standing idle): a new one.
        Err((Some(ErrorCode::NoRoom | ErrorCode::BadToken), _)) if rejoin.is_some() => {
            drop(session);
            session = new_session(fresh);
            session.set_resumed(false);
            session.say(t("ui-online-host-room-gone"));
            session.sit_down()
        }
        Err((code, reason)) => Err(failed_words(code, &reason)),
    };
    let result = seated.map(|()| {
        session.hosting(&shown, bound.ip().is_unspecified());
        if args.open && !session.resumed() {
            session.say(t("ui-online-host-open"));
        }
        if session.resumed() {
            session.say(t("ui-online-host-reopened"));
        }
        session.keep_token();
        session.leave_on_ctrl_c();
        play(&mut session, style);
    });
    drop(session);
    // The room is kept in the database; the server stops with this terminal.
    server.stop();
    result.map_err(|reason| tr("ui-online-cannot-host", &[("reason", reason.into())]))
}

/// `spite host --server ADDR`: a new room on a server that runs already,
/// the host at its first seat. The room lives as long as that server: this
/// terminal comes back to its seat as a friend does, with `spite join`.
fn host_on(server: &str, args: &HostArgs) -> Result<(), String> {
    let connect = new_room(args)?;
    let style = TermStyle::detect(args.seat.no_color);
    let client = RemoteClient::connect(url_of(server), connect, friend_backoff(), None);
    let keep = Keep {
        tokens: data_dir().map(|d| SeatTokens::in_dir(&d)),
        server: server.to_string(),
        hosted: None,
    };
    let stdout = std::io::stdout();
    let mut session = OnlineGame::new(stdout.lock(), style, client, keep);
    session
        .sit_down()
        .map_err(|reason| tr("ui-online-cannot-host", &[("reason", reason.into())]))?;
    session.hosting(server, false);
    if args.open {
        session.say(t("ui-online-host-open"));
    }
    session.keep_token();
    session.leave_on_ctrl_c();
    play(&mut session, style);
    Ok(())
}

/// `spite join ADDR CODE`.
pub fn join(args: JoinArgs) -> Result<(), String> {
    let style = TermStyle::detect(args.seat.no_color);
    let tokens = data_dir().map(|d| SeatTokens::in_dir(&d));
    let code = args.code();
    let kept = tokens.as_ref().and_then(|t| t.load(&args.addr, &code));
    let url = url_of(&args.addr);
    let connect = |kept: Option<&super::seat_token::StoredSeat>| match kept {
        Some(seat) => Connect::Rejoin {
            code: code.clone(),
            token: seat.token.clone(),
        },
        None => Connect::Join {
            code: code.clone(),
            name: args.seat.name.clone(),
        },
    };
    let stdout = std::io::stdout();
    let new_session = |kept: Option<&super::seat_token::StoredSeat>| {
        let client = RemoteClient::connect(url.clone(), connect(kept), friend_backoff(), None);
        let keep = Keep {
            tokens: data_dir().map(|d| SeatTokens::in_dir(&d)),
            server: args.addr.clone(),
            hosted: None,
        };
        OnlineGame::new(stdout.lock(), style, client, keep)
    };
    let mut session = new_session(kept.as_ref());
    if let Some(seat) = &kept {
        session.say(tr(
            "ui-online-resuming",
            &[("seat", (seat.seat + 1).into())],
        ));
        session.set_resumed(true);
    }
    match session.sit_down_refused() {
        Ok(()) => {}
        // The kept seat is no longer good here (another room under that
        // code after a reset): a new seat is asked for.
        Err((Some(ErrorCode::BadToken), _)) if kept.is_some() => {
            session.say(t("ui-online-kept-seat-refused"));
            drop(session);
            session = new_session(None);
            session
                .sit_down()
                .map_err(|reason| tr("ui-online-cannot-join", &[("reason", reason.into())]))?;
        }
        Err((code, reason)) => {
            let reason = failed_words(code, &reason);
            return Err(tr("ui-online-cannot-join", &[("reason", reason.into())]));
        }
    }
    session.keep_token();
    session.leave_on_ctrl_c();
    play(&mut session, style);
    Ok(())
}
