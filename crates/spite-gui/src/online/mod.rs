//! Playing online in the window: one seat of a room on a game server.
//!
//! [`OnlineSession`] plays the seat through spite-server's
//! [`RemoteClient`] (spite-table's `Client` interface over the connection
//! thread and the fold of the server's messages: room, seats, presence,
//! this seat's view, narration, pending undo); it adds what the screen
//! needs (a [`Screen`]: the held card, the status line, the log, the other
//! seats' cards sliding) and implements [`TableFace`], so the table is
//! drawn and played by the same code as a local game. It holds only its
//! seat's view: another seat's hand never reaches it.
//!
//! One idea per file: [`host`] the server inside the app, `retry` the
//! first connection tried again until the server is there, [`tokens`] the
//! seat tokens on disk, [`dialog`] the "Play online" dialog and the
//! online game's panels, [`outcomes`] the finished games for the
//! statistics.

pub mod dialog;
pub mod host;
pub mod outcomes;
mod retry;
pub mod tokens;

use spite_core::{Event, Move, PlayerView, Seat, Source};
use spite_server::client::{
    Backoff, Connect, FinishedGame, Happening, OnlineTable, Presence, RemoteClient,
};
use spite_server::protocol::{ErrorCode, SeatKind};
use spite_table::client::{Client, ClientState, Intent};
use spite_table::{Message, Refusal};

use crate::face::{self, Hold, TableFace};
use crate::lang::Language;
use crate::screen::Screen;
use crate::settings::Speed;
use crate::sound::sounds_of;
use crate::tabletop::{LogLine, Refused};
use host::HostedServer;
use retry::FirstConnect;
use tokens::{SavedSeat, SeatStore};

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

/// One seat of an online room, as the window plays it.
pub struct OnlineSession {
    /// The seat, played through the interface a local game has too.
    client: RemoteClient,
    url: String,
    /// How to connect again while the server has not been reached.
    first: FirstConnect,
    /// The server inside the app, when this window hosts the room.
    host: Option<HostedServer>,
    /// Where the seat's token is kept (`None`: not kept, as in most tests).
    store: Option<SeatStore>,
    /// Whether the token has been written since the seat was taken.
    token_kept: bool,
    /// The words, the held card, the notice, the hint, the log, the slides
    /// and the sounds, as every seat's screen has them.
    pub screen: Screen,
    link: LinkState,
    /// The turn and seat the lines being told belong to (`None`: the
    /// table's turn now).
    line_at: Option<(u32, Seat)>,
    /// The window's own words of each log line that is not a spite-table
    /// message (a seat's person came or went: its `ui-*` id and seat), to
    /// tell it again in another language.
    log_words: Vec<Option<(&'static str, Seat)>>,
    /// How fast the others' cards slide.
    pub speed: Speed,
    /// The player waved away the match-over screen.
    pub match_seen: bool,
    /// This seat asked to take a move back and has not heard the answer.
    undo_asked: bool,
}

impl OnlineSession {
    /// Connects to `url` on a thread of its own and sits down as `connect`
    /// says; `wake` runs whenever something arrives (a repaint request).
    /// `host` is the server inside the app, kept running while the session
    /// lives; `store` keeps the seat's token.
    pub fn start(
        url: String,
        connect: Connect,
        host: Option<HostedServer>,
        store: Option<SeatStore>,
        lang: Language,
        wake: Option<Box<dyn Fn() + Send>>,
    ) -> OnlineSession {
        OnlineSession::start_with(url, connect, host, store, lang, wake, Backoff::default())
    }

    /// [`OnlineSession::start`] with a chosen backoff (tests wait less).
    pub fn start_with(
        url: String,
        connect: Connect,
        host: Option<HostedServer>,
        store: Option<SeatStore>,
        lang: Language,
        wake: Option<Box<dyn Fn() + Send>>,
        backoff: Backoff,
    ) -> OnlineSession {
        let first = FirstConnect::new(connect, backoff, wake);
        let client = first.spawn(&url);
        OnlineSession {
            client,
            url,
            first,
            host,
            store,
            token_kept: false,
            screen: Screen::new(lang),
            link: LinkState::Connecting,
            line_at: None,
            log_words: vec![],
            speed: Speed::Normal,
            match_seen: false,
            undo_asked: false,
        }
    }

    /// Comes back to the seat kept in `store` from an earlier run, starting
    /// the server inside the app again first when this app hosted it.
    /// `None` when no online game was open, or its server cannot start.
    pub fn resume(
        store: SeatStore,
        data: Option<std::path::PathBuf>,
        lang: Language,
        wake: Option<Box<dyn Fn() + Send>>,
    ) -> Option<Result<OnlineSession, String>> {
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
        let mut s =
            OnlineSession::start(saved.server.clone(), connect, host, Some(store), lang, wake);
        s.token_kept = true;
        Some(Ok(s))
    }

    /// The words of `lang` from now on (the log is told again).
    pub fn set_language(&mut self, lang: Language) {
        if self.screen.ui.language() == lang {
            return;
        }
        self.screen.set_language(lang);
        let texts: Vec<Option<String>> = self
            .screen
            .log
            .iter()
            .enumerate()
            .map(
                |(i, l)| match (&l.message, self.log_words.get(i).copied().flatten()) {
                    (Some(m), _) => Some(self.screen.words.render(m)),
                    (None, Some((id, seat))) => {
                        Some(self.tr(id, &[("name", self.seat_name(seat).into())]))
                    }
                    (None, None) => None,
                },
            )
            .collect();
        for (l, text) in self.screen.log.iter_mut().zip(texts) {
            if let Some(text) = text {
                l.text = text;
            }
        }
        self.screen.notice = None;
        self.screen.hint = None;
    }

    /// Takes in whatever the connection has reported, one step of the
    /// room at a time (each step's cards slide from the table it left).
    pub fn poll(&mut self) {
        if self.first.due() {
            self.client = self.first.spawn(&self.url);
        }
        loop {
            let (before, last_before) = (self.state().view.clone(), self.state().last.clone());
            let log_before = self.screen.log.len();
            let happenings = self.client.poll();
            if happenings.is_empty() {
                break;
            }
            // A move led to the view: its lines belong to the turn it was
            // made in, until the turn passes (as in the local log).
            let mover = self
                .state()
                .last
                .clone()
                .filter(|last| Some(last) != last_before.as_ref());
            self.line_at = match (&mover, &before) {
                (Some(last), Some(b)) => Some((b.turn(), last.seat)),
                _ => None,
            };
            for h in happenings {
                self.happened(h);
            }
            if let (Some(last), Some(before)) = (mover, before) {
                self.moved(last.seat, &last.events, before, log_before);
            }
        }
        self.keep_token();
    }

    /// The seat as the client sees it.
    fn state(&self) -> &ClientState {
        self.client.state()
    }

    /// A move was made: the others' cards slide; our own answer arrived.
    fn moved(&mut self, seat: Seat, events: &[Event], before: PlayerView, log_before: usize) {
        let Some(after) = self.state().view.clone() else {
            return;
        };
        let sounds = sounds_of(events, after.rules(), &[after.seat()]);
        if seat == after.seat() {
            self.screen.sounds.extend(sounds);
            self.screen.returns.clear();
            self.screen.selected = None;
            self.screen.hint = None;
            return;
        }
        self.screen.selected = None;
        self.screen.hint = None;
        if self.finished_shown().is_some() {
            // The finished game is on the table: the next game's moves are
            // told in the log, not slid over it.
            return;
        }
        self.screen.anims.push_played(
            events,
            (&before, &after),
            (log_before, self.screen.log.len()),
            sounds,
            (self.speed.slide_secs(), self.speed.pause_secs()),
        );
    }

    /// One happening told or acted on.
    fn happened(&mut self, h: Happening) {
        match h {
            Happening::Told(message @ (Message::Hint { .. } | Message::NoHint)) => {
                face::hinted(self, &message)
            }
            Happening::Told(message) => {
                // The answer to this seat's own request: allowed.
                if self.undo_asked && matches!(message, Message::TookBack { .. }) {
                    self.undo_asked = false;
                    let text = self.screen.words.render(&message);
                    self.set_notice(text, false);
                }
                self.tell_log(message);
            }
            Happening::Seated { again } => {
                self.link = LinkState::Connected;
                self.screen.selected = None;
                self.screen.anims.clear();
                // The whole room came: the log starts again from it.
                self.screen.log.clear();
                self.log_words.clear();
                if again {
                    self.set_notice(self.t("ui-net-back"), false);
                }
            }
            Happening::Presence { seat, now } => {
                let name = self.seat_name(seat);
                let id = match now {
                    Presence::Here => "ui-net-arrived",
                    Presence::Away => "ui-net-left",
                    Presence::ComputerPlays => "ui-net-taken-over",
                    Presence::Free => return,
                };
                let text = self.tr(id, &[("name", name.into())]);
                self.push_line(text, None);
                if let Some(last) = self.log_words.last_mut() {
                    *last = Some((id, seat));
                }
            }
            Happening::UndoAsked {
                seat, you_answer, ..
            } => {
                if Some(seat) == self.state().seat {
                    self.undo_asked = true;
                    self.set_notice(self.t("ui-net-undo-asked"), false);
                } else if you_answer {
                    let name = self.seat_name(seat);
                    self.set_notice(
                        self.tr("ui-net-undo-question", &[("name", name.into())]),
                        false,
                    );
                }
            }
            Happening::UndoDeclined { by } => {
                self.undo_asked = false;
                let text = match by {
                    Some(seat) => self.tr(
                        "ui-net-undo-declined",
                        &[("name", self.seat_name(seat).into())],
                    ),
                    None => self.t("ui-net-undo-dropped"),
                };
                self.set_notice(text, false);
            }
            Happening::ServerRefused { code, .. } => {
                self.screen.selected = None;
                let text = self.refusal_words(code);
                self.set_notice(text, true);
            }
            Happening::Reconnecting { attempt, .. } => {
                self.link_now(LinkState::Reconnecting { attempt })
            }
            Happening::Reconnected => self.link_now(LinkState::Connected),
            Happening::Lost { message } => self.link_now(LinkState::Lost(message)),
            // The connection's thread being gone shows as the link lost.
            Happening::Changed | Happening::Closed => {}
            Happening::Failed { code, message } => {
                // Not reached (no refusal from the server): it may not be
                // there yet, so try again, as a dropped connection does.
                let again = match code {
                    None => self.first.failed(),
                    Some(_) => None,
                };
                self.link = match again {
                    Some(attempt) => LinkState::Waiting { attempt },
                    None => LinkState::Failed { code, message },
                };
            }
        }
    }

    /// The connection's state changed (a request sent may be lost with
    /// it: the client waits for no answer once it is back).
    fn link_now(&mut self, link: LinkState) {
        self.link = link;
    }

    /// A refusal from the server in the window's words.
    pub fn refusal_words(&self, code: ErrorCode) -> String {
        self.tr("ui-server-refused", &[("code", code.as_str().into())])
    }

    /// A line of the move log, filed under the turn it belongs to.
    fn tell_log(&mut self, message: Message) {
        let text = self.screen.words.render(&message);
        self.push_line(text, Some(message));
    }

    fn push_line(&mut self, text: String, message: Option<Message>) {
        if let Some(Message::TurnStarts { .. }) = message {
            self.line_at = None;
        }
        let now = self
            .state()
            .view
            .as_ref()
            .map_or((0, 0), |v| (v.turn(), v.to_move()));
        let (turn, seat) = self.line_at.unwrap_or(now);
        self.screen.log.push(LogLine {
            turn,
            seat,
            text,
            moves: 0,
            message,
            took_back: None,
        });
        self.log_words.push(None);
    }

    /// Writes the seat's token once the seat is taken, so a restart comes
    /// back to it.
    fn keep_token(&mut self) {
        if self.token_kept {
            return;
        }
        let room = self.client.online();
        let (Some(store), Some(code), Some(token), Some(seat)) =
            (&self.store, room.code(), room.token(), room.seat())
        else {
            return;
        };
        let saved = SavedSeat {
            server: self.url.clone(),
            code: code.to_owned(),
            token: token.to_owned(),
            seat,
            hosted: self.host.as_ref().map(|h| h.addr().to_string()),
        };
        // A failed write is tried again at the next poll.
        if store.remember(saved).is_ok() {
            self.token_kept = true;
        }
    }

    /// Sends a move for this seat: checked in the seat's view first (a
    /// refused one says why and is not sent).
    pub fn play(&mut self, mv: Move) -> Result<(), Refused> {
        if !self.can_act() {
            return Err(Hold::refuse_waiting(self));
        }
        if let Err(refusal) = self.client.send(Intent::Play(mv)) {
            self.screen.selected = None;
            return Err(match refusal {
                // The card is in the player's hand: the reason says enough.
                Refusal::Illegal { error, .. } => {
                    let text = self
                        .screen
                        .words
                        .render(&Message::Refused(Refusal::Rule(error.clone())));
                    self.set_notice(text, true);
                    Refused::Rule(error)
                }
                _ => {
                    self.set_notice(self.t("ui-net-offline"), true);
                    Refused::Offline
                }
            });
        }
        self.screen.selected = None;
        self.screen.hint = None;
        self.screen.notice = None;
        Ok(())
    }

    /// Asks the others to let this seat take back its last move.
    pub fn undo(&mut self) {
        if !self.connected() {
            self.set_notice(self.t("ui-net-offline"), true);
            return;
        }
        if let Err(refusal) = self.client.send(Intent::Undo) {
            let text = self.screen.words.render(&Message::Refused(refusal));
            self.set_notice(text, true);
        }
    }

    /// Answers another person's request to take back a move (one no
    /// longer asked is answered by nobody).
    pub fn answer_undo(&mut self, approve: bool) {
        let _ = self.client.send(Intent::AnswerUndo(approve));
        self.screen.notice = None;
    }

    /// Leaves the room: the connection closes, the server inside the app
    /// (if any) stops, and the app will not come back to the seat by
    /// itself (the token is kept, to come back with the code).
    pub fn leave(mut self) {
        let _ = self.client.send(Intent::Leave);
        if let Some(store) = &self.store {
            let _ = store.forget_resume();
        }
        if let Some(h) = self.host.take() {
            h.stop();
        }
    }

    /// The finished game the table shows until the player goes on to the
    /// next (the next is already dealt and followed meanwhile); `None`
    /// once the match is over (its own screen shows the last table).
    pub fn finished_shown(&self) -> Option<&FinishedGame> {
        self.state().finished.as_ref().filter(|f| !f.match_over)
    }

    /// The player goes on from the finished game to the next one (or
    /// waves away the match's end).
    pub fn continue_game(&mut self) {
        if self.client.send(Intent::NextGame).is_err() {
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
        self.client.online()
    }
    /// The server's URL.
    pub fn url(&self) -> &str {
        &self.url
    }
    /// The server inside the app, when hosting.
    pub fn host(&self) -> Option<&HostedServer> {
        self.host.as_ref()
    }
    pub fn link(&self) -> &LinkState {
        &self.link
    }
    pub fn connected(&self) -> bool {
        self.link == LinkState::Connected && self.state().connected
    }
    /// Whether a request was sent and its answer is awaited.
    pub fn waiting_for_server(&self) -> bool {
        self.state().awaiting
    }
    /// What tells this game's log from every other game's: the server,
    /// the room and the game's number in its match.
    pub fn log_id(&self) -> egui::Id {
        egui::Id::unique((
            "log",
            self.url.as_str(),
            self.table().code(),
            self.state().game,
        ))
    }

    /// Whether the computer plays `seat` now (a computer seat, or a
    /// person's taken over while away).
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.table()
            .seat_infos()
            .get(usize::from(seat))
            .is_some_and(|i| i.kind == SeatKind::Computer || i.computer_plays)
    }

    /// The seat the table shows playing: the mover of the card sliding
    /// now, else whoever is to move while it is not this seat's turn.
    pub fn other_shown_playing(&self) -> Option<u8> {
        if let Some((sl, _)) = self.screen.anims.front() {
            return Some(sl.before.to_move());
        }
        if self.finished_shown().is_some() {
            return None;
        }
        let v = self.state().view.as_ref()?;
        (!v.status().is_over() && !v.is_my_turn()).then(|| v.to_move())
    }

    /// Whether leaving now leaves a match unfinished (seated, the match
    /// not over).
    pub fn match_unfinished(&self) -> bool {
        self.ready() && self.state().match_end.is_none()
    }

    /// Why nothing can be picked up now, in words.
    fn wait_reason(&self) -> String {
        if !self.connected() {
            return self.t("ui-net-offline");
        }
        if self.state().match_end.is_some()
            || self.finished_shown().is_some()
            || self
                .state()
                .view
                .as_ref()
                .is_some_and(|v| v.status().is_over())
        {
            return self.t("ui-wait-game-over");
        }
        if self.waiting_for_server() {
            return self.t("ui-net-sending");
        }
        match self.other_shown_playing() {
            Some(seat) => self.tr("ui-wait-seat", &[("name", self.seat_name(seat).into())]),
            None => self.t("ui-net-offline"),
        }
    }
}

impl Hold for OnlineSession {
    fn wait_reason(&self) -> String {
        OnlineSession::wait_reason(self)
    }
}

impl TableFace for OnlineSession {
    fn screen(&self) -> &Screen {
        &self.screen
    }
    fn screen_mut(&mut self) -> &mut Screen {
        &mut self.screen
    }
    fn client(&self) -> &dyn Client {
        &self.client
    }
    fn client_mut(&mut self) -> &mut dyn Client {
        &mut self.client
    }
    fn turn_at_screen(&self) -> bool {
        self.finished_shown().is_none()
            && self.state().view.as_ref().is_some_and(|v| v.is_my_turn())
    }
    fn can_act(&self) -> bool {
        self.connected() && self.screen.anims.is_empty() && self.state().my_turn()
    }
    fn select(&mut self, from: Source) -> bool {
        face::pick_up(self, from)
    }
    fn drop_held(
        &mut self,
        to: Option<spite_core::Target>,
        released_at: Option<egui::Pos2>,
        speed: Speed,
    ) -> bool {
        face::let_go(self, to, released_at, speed, OnlineSession::play).is_ok()
    }
}

impl Drop for OnlineSession {
    /// The connection closes with the window (the seat stays: a restart
    /// comes back to it).
    fn drop(&mut self) {
        let _ = self.client.send(Intent::Leave);
    }
}
