//! Opening an online game in the window: hosting a room on the server
//! inside the app or on a server elsewhere, joining one (or coming back to a seat this app holds,
//! starting its hosted server again first), leaving it, and what the
//! online dialog and panels ask. The session is built here; the rest of
//! the app plays it as any game on the screen.

use spite_server::client::{Backoff, Connect};

use super::SpiteApp;
use crate::face::TableFace;
use crate::online::dialog::{HostOn, OnlineCommand};
use crate::online::host::HostedServer;
use crate::online::tokens::{SavedSeat, SeatStore};
use crate::persist;
use crate::review::{Heard, Reviewing};
use crate::session::Session;
use spite_table::clock_seed;

impl SpiteApp {
    /// Does what the online dialog or an online panel asked.
    pub fn online_command(&mut self, command: OnlineCommand) {
        // The name given is offered again next time (kept in the settings).
        if let OnlineCommand::Host { name, .. }
        | OnlineCommand::Join { name, .. }
        | OnlineCommand::Seek { name, .. } = &command
            && let Some(name) = name
        {
            self.settings.online_name = name.clone();
            self.draft.online_name = name.clone();
        }
        match command {
            OnlineCommand::Host {
                on,
                rules,
                seats,
                name,
                takeover_after,
                open,
            } => {
                let connect = Connect::Create {
                    rules: Some(rules),
                    seats,
                    name,
                    takeover_after,
                    open,
                };
                match on {
                    HostOn::Here { addr, deal_seed } => self.host_room(addr, connect, deal_seed),
                    HostOn::Server(url) => self.open_online(url, connect, None),
                }
            }
            OnlineCommand::Join { url, code, name } => self.join_room(url, code, name),
            OnlineCommand::Seek {
                url,
                rules,
                rated,
                name,
            } => {
                // The first rated seek makes the player key, kept first.
                let (key, made) = match self.social.key(&url) {
                    None if rated => {
                        let (key, made) = self.social.new_key(&url);
                        (Some(key), Some(made))
                    }
                    kept => (kept, None),
                };
                let connect = Connect::Seek {
                    key,
                    name,
                    rules,
                    rated,
                };
                self.open_online(url, connect, None);
                if let Some(o) = self.online.as_mut() {
                    o.venue.key_made = made;
                }
                // The rating is asked again once the match has changed it.
                self.social.forget_me();
            }
            c @ (OnlineCommand::AcceptComputer
            | OnlineCommand::Rematch
            | OnlineCommand::AnswerRematch(_)
            | OnlineCommand::React(_)
            | OnlineCommand::Mute(..)) => {
                if let Some(o) = self.online.as_mut() {
                    o.social_command(c);
                }
            }
            OnlineCommand::AskLeave => {
                if self.online.as_ref().is_some_and(|o| o.match_unfinished()) {
                    self.windows.confirm_leave = true;
                } else {
                    self.online_command(OnlineCommand::Leave);
                }
            }
            OnlineCommand::StayOnline => {
                self.windows.confirm_leave = false;
                self.windows.confirm_quit = false;
            }
            OnlineCommand::Quit => {
                self.windows.confirm_quit = false;
                self.close_window();
            }
            OnlineCommand::Leave => {
                if let Some(o) = self.online.take() {
                    self.left_logs.keep(&o);
                    o.leave();
                }
                self.windows.confirm_leave = false;
                self.windows.confirm_quit = false;
                self.drag = None;
            }
            OnlineCommand::Undo => self.undo(),
            OnlineCommand::AnswerUndo(yes) => self.game().answer_undo(yes),
            OnlineCommand::Hint => self.ask_hint(),
            OnlineCommand::SeenMatchEnd => self.game().seen_match_end(),
            OnlineCommand::ShowStatistics => self.windows.stats = true,
            OnlineCommand::Review(game) => self.review_online(game),
            OnlineCommand::ContinueGame => {
                self.game().go_on(clock_seed());
                self.drag = None;
            }
        }
    }

    /// Asks the online game's server to review its game `game` from this
    /// seat, shown in the review's window as the news comes (in place of
    /// any review open); a refusal here is shown there.
    fn review_online(&mut self, game: usize) {
        let Some(o) = self.online.as_mut() else {
            return;
        };
        self.review = Some(match o.ask_review(game) {
            Ok(()) => Reviewing::asked(game),
            Err(refusal) => Reviewing::refused(game, refusal),
        });
    }

    /// What the online seat heard for a review, handed to the one open
    /// (an online review's); the room left, it is gone.
    pub(super) fn hear_review(&mut self) {
        // Taken every frame (so it never piles up), told only to an open review.
        let heard = self.online.as_mut().map(|o| o.review_heard());
        let Some(r) = &mut self.review else { return };
        match heard {
            Some(heard) => heard.into_iter().for_each(|h| r.hear(h)),
            None => r.hear(Heard::Gone),
        }
    }

    /// Starts the server inside the app on `addr` and opens a room on it.
    fn host_room(&mut self, addr: std::net::SocketAddr, connect: Connect, seed: Option<u64>) {
        let data = self.store.as_ref().map(server_data);
        match HostedServer::dealing(addr, data, self.session.language(), seed) {
            Ok(host) => {
                let url = host.local_url();
                self.open_online(url, connect, Some(host));
            }
            Err(why) => self.host_failed(why),
        }
    }

    /// Joins room `code` at `url`, or comes back to the seat this app
    /// holds there (for a room it hosted, its server runs here again
    /// first).
    fn join_room(&mut self, url: String, code: String, name: Option<String>) {
        let kept = self.seat_store().and_then(|st| {
            st.find(
                &url,
                &spite_server::code::normalise(&code).unwrap_or(code.clone()),
            )
        });
        let host = match kept.as_ref().and_then(|k| k.hosted.as_deref()) {
            Some(addr) => match self.restart_host(addr) {
                Ok(host) => Some(host),
                Err(why) => return self.host_failed(why),
            },
            None => None,
        };
        let connect = match kept {
            Some(k) => Connect::Rejoin {
                code: k.code,
                token: k.token,
            },
            None => Connect::Join { code, name },
        };
        self.open_online(url, connect, host);
    }

    /// The server inside the app could not start: why, in the dialog
    /// (opened again).
    fn host_failed(&mut self, why: String) {
        self.online_problem = Some(
            self.session
                .tr("ui-net-host-failed", &[("reason", why.into())]),
        );
        self.windows.online = true;
    }

    /// The server of a room this app hosted, started again on the address
    /// it listened on, with the rooms it kept (so the host comes back to
    /// the room, and the friends waiting there with it).
    fn restart_host(&self, addr: &str) -> Result<HostedServer, String> {
        let addr = addr
            .parse()
            .map_err(|e: std::net::AddrParseError| e.to_string())?;
        HostedServer::start(
            addr,
            self.store.as_ref().map(server_data),
            self.session.language(),
        )
    }

    /// The room this app hosted last, to offer coming back to it.
    pub fn last_hosted(&self) -> Option<SavedSeat> {
        self.seat_store()?.last_hosted()
    }

    fn seat_store(&self) -> Option<SeatStore> {
        if self.no_save {
            return None;
        }
        self.store.as_ref().map(|s| SeatStore::new(s.dir()))
    }

    /// Opens an online game (leaving any other one).
    fn open_online(&mut self, url: String, connect: Connect, host: Option<HostedServer>) {
        if let Some(o) = self.online.take() {
            self.left_logs.keep(&o);
            o.leave();
        }
        let earlier_log = match &connect {
            Connect::Rejoin { code, .. } => self.left_logs.take(&url, code),
            _ => None,
        };
        // A question about the local match is not asked over an online one.
        self.windows.confirm_new = false;
        let store = self.seat_store();
        let mut online = Session::start(
            url,
            connect,
            host,
            store,
            self.language(),
            Some(waker(&self.ctx)),
            Backoff::default(),
        );
        online.speed = self.settings.speed;
        online.venue.earlier_log = earlier_log;
        self.online = Some(online);
        self.online_problem = None;
        self.windows.online = false;
        self.drag = None;
    }
}

/// Where the server inside the app keeps its rooms: beside the app's files.
pub(super) fn server_data(store: &persist::Store) -> std::path::PathBuf {
    store.dir().join("server")
}

/// Wakes the window from another thread.
pub(super) fn waker(ctx: &egui::Context) -> Box<dyn Fn() + Send> {
    let ctx = ctx.clone();
    Box::new(move || ctx.request_repaint())
}
