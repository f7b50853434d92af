//! Playing online in the window: one seat of a room on a game server.
//!
//! [`Online`] is the [`Venue`] of a [`Session`] that plays the seat
//! through spite-server's `RemoteClient` (spite-table's `Client`
//! interface over the connection thread and the fold of the server's
//! messages: room, seats, presence, this seat's view, narration, pending
//! undo). The session draws, plays and tells it as it does a local game;
//! the venue keeps what only a room has: the connection's state, the
//! first connection tried again, the server inside the app, the seat's
//! token, the match's end waved away. It holds only its seat's view:
//! another seat's hand never reaches it.
//!
//! One idea per file: [`venue`] what it provides a session, [`host`] the
//! server inside the app, `retry` the
//! first connection tried again until the server is there, [`tokens`] the
//! seat tokens on disk, [`dialog`] the "Play online" dialog and the
//! online game's panels, [`outcomes`] the finished games for the
//! statistics.

mod ask;
pub mod dialog;
pub mod host;
mod invite;
pub mod left_logs;
pub mod open_rooms;
pub mod outcomes;
pub mod player_keys;
pub mod quick;
mod reactions;
mod rematch;
mod retry;
pub mod social;
pub mod tokens;
mod venue;

use spite_core::Seat;
use spite_server::client::{Backoff, Connect, FinishedGame, OnlineTable};
use spite_server::protocol::{ErrorCode, SeatKind};
use spite_table::client::{Client, Intent};

use crate::face::TableFace;
use crate::lang::Language;
use crate::session::Session;
use host::HostedServer;
use retry::FirstConnect;
use tokens::SeatStore;

/// The state of the connection, as the window tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// Connecting for the first time.
    Connecting,
    /// The server was not there (not started yet, its host's window not
    /// open yet); trying again.
    Waiting { attempt: u32 },
    /// At the seat.
    Connected,
    /// The connection dropped; trying again.
    Reconnecting { attempt: u32 },
    /// Gone for good (the tries ran out, or the seat was refused).
    Lost(String),
    /// The first connection failed (the server's refusal code, if any).
    Failed {
        code: Option<ErrorCode>,
        message: String,
    },
}

/// One seat of an online room: what only a room has (its client, a
/// `RemoteClient` over the connection, is the session's).
pub struct Online {
    url: String,
    /// How to connect again while the server has not been reached.
    first: FirstConnect,
    /// The server inside the app, when this window hosts the room.
    host: Option<HostedServer>,
    /// Where the seat's token is kept (`None`: not kept, as in most tests).
    store: Option<SeatStore>,
    /// The room whose token has been written since the seat was taken
    /// (a rematch seats the window in another).
    kept_for: Option<String>,
    link: LinkState,
    /// The player waved away the match-over screen.
    pub match_seen: bool,
    /// The quick match sought, when the room is one.
    pub seek: Option<quick::Seek>,
    /// The player key of this quick match, when it was made for it (its
    /// transfer code is shown while waiting), and whether it was kept.
    pub key_made: Option<social::KeyMade>,
    /// The last rematch offered and cancelled: who, and whether they left.
    pub rematch_cancelled: Option<(Seat, bool)>,
    /// The reactions received lately.
    heard: reactions::Heard,
    /// After a rated match: the player's rating, asked.
    pub rating_after: Option<ask::Ask<spite_server::client::Identity>>,
    /// The log kept when the player last left the room now being taken
    /// again, until the seat is taken.
    pub earlier_log: Option<left_logs::LeftLog>,
    /// What a review of this seat's games listens to, heard since the app
    /// last took it.
    review_heard: Vec<crate::review::Heard>,
}

impl Session<Online> {
    /// Connects to `url` on a thread of its own and sits down as `connect`
    /// says, trying the first connection again by `backoff` while the
    /// server is not there; `wake` runs whenever something arrives (a
    /// repaint request). `host` is the server inside the app, kept running
    /// while the session lives; `store` keeps the seat's token.
    pub fn start(
        url: String,
        connect: Connect,
        host: Option<HostedServer>,
        store: Option<SeatStore>,
        lang: Language,
        wake: Option<Box<dyn Fn() + Send>>,
        backoff: Backoff,
    ) -> Session<Online> {
        let seek = match &connect {
            Connect::Seek { rules, rated, .. } => Some(quick::Seek {
                rules: *rules,
                rated: *rated,
                since: std::time::Instant::now(),
            }),
            _ => None,
        };
        let first = FirstConnect::new(connect, backoff, wake);
        let client = first.spawn(&url);
        let online = Online {
            url,
            first,
            host,
            store,
            kept_for: None,
            link: LinkState::Connecting,
            match_seen: false,
            seek,
            key_made: None,
            rematch_cancelled: None,
            heard: reactions::Heard::default(),
            rating_after: None,
            earlier_log: None,
            review_heard: vec![],
        };
        Session::at(client, online, lang)
    }

    /// Comes back to the seat kept in `store` from an earlier run, starting
    /// the server inside the app again first when this app hosted it.
    /// `None` when no online game was open, or its server cannot start.
    pub fn resume(
        store: SeatStore,
        data: Option<std::path::PathBuf>,
        lang: Language,
        wake: Option<Box<dyn Fn() + Send>>,
    ) -> Option<Result<Session<Online>, String>> {
        let saved = store.to_resume()?;
        let host = match &saved.hosted {
            Some(addr) => {
                let addr = addr.parse().ok()?;
                match HostedServer::start(addr, data, lang) {
                    Ok(h) => Some(h),
                    Err(e) => return Some(Err(e)),
                }
            }
            None => None,
        };
        let connect = Connect::Rejoin {
            code: saved.code.clone(),
            token: saved.token.clone(),
        };
        let (url, backoff) = (saved.server.clone(), Backoff::default());
        let earlier = store
            .dir()
            .and_then(|dir| left_logs::LeftLog::read(dir, &saved.server, &saved.code));
        let mut s = Session::start(url, connect, host, Some(store), lang, wake, backoff);
        s.venue.kept_for = Some(saved.code.clone());
        s.venue.earlier_log = earlier;
        Some(Ok(s))
    }

    /// Leaves the room: the connection closes, the server inside the app
    /// (if any) stops, and the app will not come back to the seat by
    /// itself (the token is kept, to come back with the code).
    pub fn leave(mut self) {
        let _ = self.venue_client_mut().send(Intent::Leave);
        if let Some(store) = &self.venue.store {
            let _ = store.forget_resume();
        }
        if let Some(h) = self.venue.host.take() {
            h.stop();
        }
    }

    /// The finished game the table shows until the player goes on to the
    /// next (the next is already dealt and followed meanwhile); `None`
    /// once the match is over (its own screen shows the last table).
    pub fn finished_shown(&self) -> Option<&FinishedGame> {
        self.client()
            .state()
            .finished
            .as_ref()
            .filter(|f| !f.match_over)
    }

    /// The player goes on from the finished game to the next one (or
    /// waves away the match's end).
    pub fn continue_game(&mut self) {
        if self.venue_client_mut().send(Intent::NextGame).is_err() {
            return;
        }
        self.screen.selected = None;
        self.screen.hint = None;
        self.screen.notice = None;
    }

    /// "Your turn in game 3 is waiting", while the finished game is shown
    /// and the next one waits for this seat.
    pub fn turn_waiting_words(&self) -> Option<String> {
        self.finished_shown()?;
        let room = self.table();
        room.my_turn().then(|| {
            self.tr(
                "ui-net-turn-waiting",
                &[("game", room.game_number().into())],
            )
        })
    }

    /// The room as followed.
    pub fn table(&self) -> &OnlineTable {
        self.venue_client().online()
    }
    /// The server's URL.
    pub fn url(&self) -> &str {
        &self.venue.url
    }
    /// The server inside the app, when hosting.
    pub fn host(&self) -> Option<&HostedServer> {
        self.venue.host.as_ref()
    }
    pub fn link(&self) -> &LinkState {
        &self.venue.link
    }

    /// Whether the computer plays `seat` now (a computer seat, or a
    /// person's taken over while away).
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.table()
            .seat_infos()
            .get(usize::from(seat))
            .is_some_and(|i| i.kind == SeatKind::Computer || i.computer_plays)
    }

    /// Asks the server to review finished game `game` of the match from
    /// this seat; its news comes to [`Session::review_heard`]. Refused
    /// here for a game not over.
    pub fn ask_review(&mut self, game: usize) -> Result<(), spite_table::Refusal> {
        self.venue_client_mut().send(Intent::Review { game })
    }

    /// What a review listens to (its news, the server's refusals, the
    /// connection gone), heard since last taken.
    pub fn review_heard(&mut self) -> Vec<crate::review::Heard> {
        std::mem::take(&mut self.venue.review_heard)
    }

    /// Whether leaving now leaves a match unfinished (seated, the match
    /// not over).
    pub fn match_unfinished(&self) -> bool {
        self.ready() && self.client().state().match_end.is_none()
    }
}
