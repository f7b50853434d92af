//! `spite rooms ADDR`: the server's open rooms (rules, free seats, who sits
//! there, how long each has waited), and a free seat taken in one of them
//! (`--take N`, the same seat `spite join ADDR CODE` takes).

use std::time::Duration;

use spite_server::client::{ClientError, open_rooms};
use spite_server::protocol::{OpenRoom, SeatKind};

use super::play_online::{DEFAULT_SERVER, JoinArgs, SeatArgs, join, url_of};
use super::style::{TermStyle, glued};
use crate::words::{t, tr};

/// Options of `spite rooms`.
#[derive(Debug, Clone, clap::Args)]
pub struct RoomsArgs {
    /// The server's address (default: 127.0.0.1:7878).
    #[arg(value_name = "ADDR")]
    pub addr: Option<String>,
    /// Take a free seat in the room numbered N in the list.
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<usize>(1, None))]
    pub take: Option<usize>,
    #[command(flatten)]
    pub seat: SeatArgs,
}

/// How long the list may take to come.
const ANSWER: Duration = Duration::from_secs(15);

/// `spite rooms [ADDR] [--take N]`.
pub fn rooms(args: RoomsArgs) -> Result<(), String> {
    let server = args.addr.clone().unwrap_or_else(|| DEFAULT_SERVER.into());
    let style = TermStyle::detect(args.seat.no_color);
    let listed = open_rooms(&url_of(&server), ANSWER).map_err(|e| {
        let reason = match e {
            ClientError::Refused { code, message } => {
                super::online::failed_words(Some(code), &message)
            }
            e => super::online::failed_words(None, &e.to_string()),
        };
        tr("ui-rooms-cannot", &[("reason", reason.into())])
    })?;
    let Some(number) = args.take else {
        print_list(&server, &listed, style);
        return Ok(());
    };
    let Some(room) = listed.get(number - 1) else {
        print_list(&server, &listed, style);
        return Err(tr(
            "ui-rooms-no-such",
            &[("number", number.into()), ("count", listed.len().into())],
        ));
    };
    join(JoinArgs {
        addr: server,
        code: vec![room.code.clone()],
        seat: args.seat,
    })
}

/// The list, one room a paragraph, and how to take a seat.
fn print_list(server: &str, rooms: &[OpenRoom], style: TermStyle) {
    let say = |line: &str| println!("{}", style.fold(line));
    if rooms.is_empty() {
        let host = glued("spite host --open");
        say(&tr(
            "ui-rooms-none",
            &[("server", server.into()), ("command", host.into())],
        ));
        return;
    }
    say(&style.bold(&tr("ui-rooms-title", &[("server", server.into())])));
    for (i, room) in rooms.iter().enumerate() {
        say(&row(i + 1, room));
    }
    let take = glued(&format!("spite rooms {server} --take 1"));
    say(&tr("ui-rooms-take", &[("command", take.into())]));
}

/// "1. ABCD-EFGH: g4a, 2 players; 1 free seat; Ann; waiting 2 min".
fn row(number: usize, room: &OpenRoom) -> String {
    let rules = room
        .preset
        .clone()
        .unwrap_or_else(|| t("ui-rooms-own-rules"));
    let names: Vec<String> = room
        .seats
        .iter()
        .enumerate()
        .filter_map(|(s, info)| match (info.kind, &info.name, info.taken) {
            (SeatKind::Computer, _, _) => Some(tr(
                "ui-rooms-computer",
                &[(
                    "level",
                    tr(
                        "level-name",
                        &[("level", info.level.map_or("", |l| l.name()).into())],
                    )
                    .into(),
                )],
            )),
            (SeatKind::Person, Some(name), true) => Some(name.clone()),
            (SeatKind::Person, None, true) => {
                Some(tr("ui-rooms-player", &[("seat", (s + 1).into())]))
            }
            (SeatKind::Person, _, false) => None,
        })
        .map(|n| glued(&n))
        .collect();
    let waited = tr(
        "ui-rooms-waited",
        &[
            ("minutes", (room.waiting / 60).into()),
            ("seconds", room.waiting.into()),
        ],
    );
    tr(
        "ui-rooms-row",
        &[
            ("number", number.into()),
            ("code", glued(&room.code).into()),
            ("rules", rules.into()),
            ("players", room.rules.players.into()),
            ("free", room.free.into()),
            ("names", names.join(", ").into()),
            ("waited", glued(&waited).into()),
        ],
    )
}
