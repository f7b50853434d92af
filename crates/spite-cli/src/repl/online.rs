//! An online game in the terminal (`spite host`, `spite join`): the
//! venue of a game on a server, through spite-server's [`RemoteClient`]
//! (the connection and its fold behind the client interface a local game
//! has too). Lines are read on a thread of their own ([`Reader`]), so
//! that the others' moves are shown while a line is awaited; what only an
//! online game has is here: presence, undo requests to answer,
//! reconnecting, the kept seat token and the hosted room. The rest of the
//! game at the terminal is the [`GameSession`]'s.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Mutex, Once, PoisonError};
use std::time::Duration;

use spite_core::{Move, PlayerView};
use spite_server::client::{NoSeat, OnlineTable, RemoteClient, presence_of};
use spite_server::protocol::{ErrorCode, SeatKind};
use spite_table::client::{Client, ClientState, Happening, Intent, Presence};
use spite_table::{Message, Reaction};

use super::commands::{Command, short};
use super::game::{GameSession, Shown, Venue, is_no, is_yes, quit_question};
use super::hosted_room::HostedRoom;
use super::keys::{Keys, Reader};
use super::online_review::ReviewTally;
use super::seat_token::SeatTokens;
use super::style::{TermStyle, glued};
use crate::words::{t, tr};

/// Where the seat token is kept, and how to come back.
pub struct Keep {
    /// The tokens' directory, if there is a data directory.
    pub tokens: Option<SeatTokens>,
    /// The server's address as the player typed it (or as the host prints it).
    pub server: String,
    /// The server runs in this process (`spite host`): how it comes back.
    pub hosted: Option<Hosted>,
}

/// A room served by this terminal's own server.
pub struct Hosted {
    /// The data directory, where the room is remembered; `None`: nowhere.
    pub home: Option<PathBuf>,
    /// Where the server listens.
    pub addr: SocketAddr,
    /// The server's database directory; `None`: the room is not kept.
    pub data: Option<PathBuf>,
    /// The host's seat token, when it came back to its room with it.
    pub token: Option<String>,
}

/// An online game at the terminal.
pub type OnlineGame<W> = GameSession<W, Online>;

/// What only an online game has: the seat in the room and how to come back.
pub struct Online {
    /// The seat in the room: the connection and what it brought.
    client: RemoteClient,
    keep: Keep,
    /// The table changed since it was last drawn.
    dirty: bool,
    /// Whom "waiting for…" was last said about.
    waiting_told: Option<u8>,
    /// Whether the welcome was said.
    welcomed: bool,
    /// Whether a rejoin with a kept token started this session.
    resumed: bool,
    /// Everyone accepted a rematch: the next seat is in its new room.
    rematching: bool,
    /// A review asked of the server, being told.
    pub(super) review: Option<ReviewTally>,
}

/// What Ctrl-C says on its way out (`leave_on_ctrl_c`), and its handler,
/// installed once per process.
static LEAVE_WORDS: Mutex<String> = Mutex::new(String::new());
static CTRL_C_HANDLER: Once = Once::new();

/// How long to wait for the server between checks (a bound on every wait;
/// the connection says when it is lost).
const TICK: Duration = Duration::from_millis(250);

impl<W: Write> GameSession<W, Online> {
    pub fn new(out: W, style: TermStyle, client: RemoteClient, keep: Keep) -> OnlineGame<W> {
        let online = Online {
            client,
            keep,
            dirty: false,
            waiting_told: None,
            welcomed: false,
            resumed: false,
            rematching: false,
            review: None,
        };
        GameSession::with_venue(out, style, online)
    }

    /// Plays with lines read on a thread of their own.
    pub fn play(&mut self, input: Box<dyn super::input::Lines + Send>) {
        self.run(&mut Reader::start(input));
    }

    /// Plays with lines read by `reader` (which read before the seat).
    pub fn play_with(&mut self, reader: &mut Reader) {
        self.run(reader);
    }

    /// Whether the seat was taken back with a kept token.
    pub fn resumed(&self) -> bool {
        self.venue.resumed
    }

    /// Says that the seat is taken back with a kept token (or not).
    pub fn set_resumed(&mut self, resumed: bool) {
        self.venue.resumed = resumed;
    }

    /// The room as the connection brought it.
    fn table(&self) -> &OnlineTable {
        self.venue.client.online()
    }

    /// `spite join ADDR CODE`, to come back or to give a friend: glued, so
    /// that it is never folded into two lines (pasted, they would be two
    /// commands).
    pub fn join_command(&self) -> String {
        glued(&format!(
            "spite join {} {}",
            self.venue.keep.server,
            self.table().code().unwrap_or("")
        ))
    }

    /// Waits for the seat; `Err` says why there is none.
    pub fn sit_down(&mut self) -> Result<(), String> {
        self.sit_down_refused()
            .map_err(|(code, reason)| failed_words(code, &reason))
    }

    /// Waits for the seat; `Err` has the server's refusal, if it was one,
    /// and why there is no seat.
    pub fn sit_down_refused(&mut self) -> Result<(), (Option<ErrorCode>, String)> {
        // What came meanwhile is told once the session starts, after the
        // host's news.
        self.venue.client.sit_down().map_err(|no| match no {
            NoSeat::Failed { code, message } => (code, message),
            NoSeat::Closed => (None, t("ui-online-no-connection")),
        })
    }

    /// The host's news: the address, the invite code and the line to give
    /// a friend; `lan`: the server listens on every address, so a friend on
    /// another machine uses this machine's address instead.
    pub fn hosting(&mut self, addr: &str, lan: bool) {
        let code = self.table().code().unwrap_or("").to_string();
        let line = tr(
            "ui-online-hosting",
            &[("addr", addr.into()), ("code", code.into())],
        );
        let line = self.style.bold(&line);
        self.say(line);
        let line = tr(
            "ui-online-tell-friend",
            &[("command", self.join_command().into())],
        );
        self.say(line);
        if lan {
            self.say(t("ui-online-lan-address"));
        }
    }

    /// Keeps the seat token, and says where and how to come back.
    pub fn keep_token(&mut self) {
        // A rejoin gets no new token: the one it came back with stays.
        let kept = self
            .venue
            .keep
            .hosted
            .as_ref()
            .and_then(|h| h.token.clone());
        let (Some(code), Some(seat), Some(token)) = (
            self.table().code().map(str::to_string),
            self.table().seat(),
            self.table().token().map(str::to_string).or(kept),
        ) else {
            return;
        };
        if self.venue.keep.hosted.is_some() {
            return self.keep_hosted_room(&code, seat, &token);
        }
        let Some(tokens) = &self.venue.keep.tokens else {
            return self.say(t("ui-online-token-not-kept-no-dir"));
        };
        match tokens.store(&self.venue.keep.server, &code, seat, &token) {
            Ok(_) => {
                let line = tr(
                    "ui-online-token-kept",
                    &[("command", self.join_command().into())],
                );
                self.say(line)
            }
            Err(e) => self.say(tr(
                "ui-online-token-not-kept",
                &[("reason", super::disk::io_reason(&e).into())],
            )),
        }
    }

    /// Remembers the room this terminal serves, so that `spite host` brings
    /// it back, and says what happens to the friends if this terminal
    /// closes.
    fn keep_hosted_room(&mut self, code: &str, seat: u8, token: &str) {
        let Some(hosted) = &self.venue.keep.hosted else {
            return;
        };
        // The seat token too, for 'spite join' to this room when another
        // server serves its database ('spite serve --data').
        if let Some(tokens) = &self.venue.keep.tokens {
            let _ = tokens.store(&self.venue.keep.server, code, seat, token);
        }
        let room = HostedRoom::new(hosted.addr, hosted.data.clone(), code, seat, token);
        let kept = match (&hosted.home, &hosted.data) {
            (Some(home), Some(_)) => room.store(home).map_err(|e| super::disk::io_reason(&e)),
            _ => Err(t("ui-online-host-no-data-dir")),
        };
        let line = match kept {
            Ok(()) => tr(
                "ui-online-host-kept",
                &[("addr", self.venue.keep.server.clone().into())],
            ),
            Err(reason) => tr("ui-online-host-not-kept", &[("reason", reason.into())]),
        };
        self.say(line);
    }

    /// Ctrl-C where no line is being edited (a line editor reads it as a
    /// key) ends the program as ever, but says first, on stderr (the
    /// session holds stdout), what leaving did: the seat is kept, and how
    /// to come back to it. Called again when the seat changes (a rematch's
    /// room has a code of its own), it updates what Ctrl-C will say.
    pub fn leave_on_ctrl_c(&self) {
        let words = match &self.venue.keep.hosted {
            Some(hosted) if can_return(hosted) => tr(
                "ui-online-host-left",
                &[("addr", self.venue.keep.server.clone().into())],
            ),
            Some(_) => t("ui-online-host-left-for-good"),
            None => tr("ui-online-left", &[("command", self.join_command().into())]),
        };
        *LEAVE_WORDS.lock().unwrap_or_else(PoisonError::into_inner) = self.style.fold(&words);
        // A process has one handler (ctrlc refuses a second); it reads the
        // words when the key is pressed. Without it, Ctrl-C ends the
        // program as it did.
        CTRL_C_HANDLER.call_once(|| {
            let _ = ctrlc::set_handler(|| {
                let words = LEAVE_WORDS
                    .lock()
                    .map(|w| w.clone())
                    .unwrap_or_else(|poisoned| poisoned.into_inner().clone());
                eprintln!("\n{words}");
                std::process::exit(130);
            });
        });
    }

    /// What leaving did, said after the table was left.
    fn say_left(&mut self) {
        let over = self.table().match_end().is_some();
        let Some(hosted) = &self.venue.keep.hosted else {
            if !over && self.table().code().is_some() {
                let line = tr("ui-online-left", &[("command", self.join_command().into())]);
                self.say(line);
            }
            return;
        };
        if over {
            // Nothing to come back to: the next `spite host` opens a new room.
            if let Some(home) = &hosted.home {
                let _ = HostedRoom::finish(home);
            }
            return self.say(t("ui-online-host-stopped"));
        }
        let line = if can_return(hosted) {
            tr(
                "ui-online-host-left",
                &[("addr", self.venue.keep.server.clone().into())],
            )
        } else {
            t("ui-online-host-left-for-good")
        };
        self.say(line);
    }

    /// The welcome: where you sit, who plays, the aim.
    fn welcome(&mut self) {
        self.venue.welcomed = true;
        let (Some(code), Some(seat), Some(view)) = (
            self.table().code().map(str::to_string),
            self.table().seat(),
            self.table().view().cloned(),
        ) else {
            return;
        };
        let seated = if self.venue.resumed {
            "ui-online-back-at-seat"
        } else {
            "ui-online-seated"
        };
        let line = tr(
            seated,
            &[("seat", (seat + 1).into()), ("code", code.into())],
        );
        let line = self.style.bold(&line);
        self.say(line);
        let players = self.players();
        self.say(tr("ui-online-players", &[("names", players.into())]));
        self.say_aim(view.rules().partnership, &t("ui-online-help-intro"));
    }

    /// "You, Ann (away), Computer (easy)".
    fn players(&self) -> String {
        let infos = self.table().seat_infos().to_vec();
        let seats = self.table().seats().cloned();
        infos
            .iter()
            .enumerate()
            .map(|(s, info)| {
                let s = s as u8;
                match (info.kind, &seats) {
                    (SeatKind::Computer, Some(seats)) => self.render.label(&seats.label(s)),
                    _ if Some(s) == self.table().seat() => self.name(s),
                    _ => match presence_of(info) {
                        Presence::Here => self.name(s),
                        Presence::Free => tr("ui-online-seat-free", &[("seat", (s + 1).into())]),
                        Presence::Away => {
                            tr("ui-online-name-away", &[("name", self.name(s).into())])
                        }
                        Presence::ComputerPlays => {
                            tr("ui-online-name-computer", &[("name", self.name(s).into())])
                        }
                    },
                }
            })
            // A name is not folded across lines ("Computer 1 (medium)").
            .map(|name| glued(&name))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The finished game's final table, with the match's points after it
    /// (the server deals the next game at once: it is drawn here, before
    /// the next game's, as the local game draws it before `next`).
    fn draw_finished(&mut self) {
        let Some(f) = self.venue.client.state().finished.clone() else {
            return;
        };
        // Drawn here: the client keeps it no longer.
        let _ = self.venue.client.send(Intent::NextGame);
        self.draw_table(&Shown {
            view: f.view,
            game: f.number,
            score: f.score,
        });
    }

    /// Takes in everything that has arrived, waiting up to `wait` for the
    /// first; each step is told as it comes (the table is drawn from the
    /// state it leaves, before the next step changes it).
    fn pump(&mut self, wait: Duration) {
        let mut happened = self.venue.client.wait(wait);
        while !happened.is_empty() {
            for h in happened {
                self.tell(h);
            }
            // A finished game is drawn with its score; those kept without
            // (a whole room after a gap brought a later game) are not drawn
            // here, and must not hold the next game's moves.
            while self.venue.client.state().finished.is_some() {
                if self.venue.client.send(Intent::NextGame).is_err() {
                    break;
                }
            }
            happened = self.venue.client.poll();
        }
    }

    /// Presence, undo requests, the connection.
    fn happened(&mut self, happening: Happening) {
        match happening {
            // Drawn when the table is next looked at, as each message asks;
            // the narration is the session's.
            Happening::Told(_) | Happening::Changed => {}
            Happening::Seated { again } => {
                self.venue.dirty = true;
                self.announced = None;
                if !again && std::mem::take(&mut self.venue.rematching) {
                    // The new room's seat: welcomed there, its token kept
                    // as the first one was.
                    self.venue.welcomed = false;
                    self.venue.resumed = false;
                    self.venue.waiting_told = None;
                    self.keep_token();
                    if CTRL_C_HANDLER.is_completed() {
                        self.leave_on_ctrl_c();
                    }
                }
            }
            Happening::Presence { seat, now } => self.tell_presence(seat, now),
            Happening::UndoAsked {
                seat,
                mv,
                waiting_for,
                you_answer,
            } => self.tell_undo_asked(seat, mv, &waiting_for, you_answer),
            Happening::UndoDeclined { by } => {
                let line = match by {
                    Some(s) if Some(s) == self.table().seat() => t("ui-online-undo-you-declined"),
                    Some(s) => tr("ui-online-undo-declined", &[("name", self.name(s).into())]),
                    None => t("ui-online-undo-dropped"),
                };
                self.say(line);
                self.venue.dirty = true;
            }
            Happening::ServerRefused { code, .. } => {
                // In the player's language, worded from the code (the
                // server's own message is English, for programs and logs).
                let line = match code {
                    ErrorCode::NotYourTurn => t("ui-repl-not-your-turn"),
                    ErrorCode::RateLimited => t("ui-online-too-fast"),
                    _ => refused_words(code),
                };
                self.warn(&line);
                self.venue.dirty = true;
            }
            Happening::Reconnecting { attempt, wait_ms } => {
                self.tell_reconnecting(attempt, wait_ms)
            }
            Happening::Reconnected => self.say(t("ui-online-reconnected")),
            Happening::Lost { message } => self.tell_lost(&message),
            Happening::Failed { code, message } => {
                self.warn(&failed_words(code, &message));
                self.done = true;
            }
            Happening::RematchOffered {
                by,
                waiting_for,
                you_answer,
            } => self.tell_rematch_offered(by, &waiting_for, you_answer),
            Happening::RematchCancelled { seat, left } => {
                let line = match (Some(seat) == self.table().seat(), left) {
                    (true, _) => t("ui-online-rematch-you-declined"),
                    (false, true) => tr(
                        "ui-online-rematch-left",
                        &[("name", self.name(seat).into())],
                    ),
                    (false, false) => tr(
                        "ui-online-rematch-declined",
                        &[("name", self.name(seat).into())],
                    ),
                };
                self.say(line);
            }
            Happening::RematchStarted => {
                self.venue.rematching = true;
                let line = self.style.bold(&t("ui-online-rematch-started"));
                self.say(line);
            }
            Happening::Reaction { seat, reaction } => self.tell_reaction(seat, reaction),
            Happening::Review(news) => self.tell_review(news),
            Happening::Closed => {
                if !self.done {
                    self.warn(&t("ui-online-no-connection"));
                }
                self.done = true;
            }
        }
    }

    /// Someone came, went, or left their seat to the computer.
    fn tell_presence(&mut self, seat: u8, now: Presence) {
        let id = match now {
            Presence::Here => "ui-online-came",
            Presence::Away => "ui-online-went",
            Presence::ComputerPlays => "ui-online-computer-plays-for",
            Presence::Free => return,
        };
        let line = tr(id, &[("name", self.name(seat).into())]);
        self.say(self.style.dim(&line));
        // A friend who sat down at the seat to move has a name now: whom
        // the table waits for is said again ("Waiting for Bob…", not the
        // free seat's "Player 2's turn").
        let to_move = self.table().view().map(PlayerView::to_move);
        if now == Presence::Here && to_move == Some(seat) {
            self.venue.waiting_told = None;
            self.venue.dirty = true;
        }
    }

    /// An undo asked for: by you, of you, or of the others.
    fn tell_undo_asked(&mut self, seat: u8, mv: Move, waiting_for: &[u8], you_answer: bool) {
        let names = waiting_for
            .iter()
            .map(|&s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ");
        let mv = mv.to_string();
        let line = if Some(seat) == self.table().seat() {
            tr(
                "ui-online-undo-you-asked",
                &[("move", mv.into()), ("names", names.into())],
            )
        } else if you_answer {
            tr(
                "ui-online-undo-asks-you",
                &[("name", self.name(seat).into()), ("move", mv.into())],
            )
        } else {
            tr(
                "ui-online-undo-asks-others",
                &[
                    ("name", self.name(seat).into()),
                    ("move", mv.into()),
                    ("names", names.into()),
                ],
            )
        };
        let line = self.style.bold(&line);
        self.say(line);
    }

    /// A rematch offered: by you, to you, or waiting for the others.
    fn tell_rematch_offered(&mut self, by: u8, waiting_for: &[u8], you_answer: bool) {
        let names = self.names(waiting_for);
        let line = if Some(by) == self.table().seat() {
            tr("ui-online-rematch-you-offered", &[("names", names.into())])
        } else if you_answer {
            tr(
                "ui-online-rematch-asks-you",
                &[("name", self.name(by).into())],
            )
        } else {
            tr(
                "ui-online-rematch-asks-others",
                &[("name", self.name(by).into()), ("names", names.into())],
            )
        };
        let line = self.style.bold(&line);
        self.say(line);
    }

    /// "Ann, Bob".
    fn names(&self, seats: &[u8]) -> String {
        seats
            .iter()
            .map(|&s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A reaction, told as a line of the table's story is ("Ann: Good
    /// game"), dim as the others' comings and goings.
    fn tell_reaction(&mut self, seat: u8, reaction: Reaction) {
        let line = tr(
            "ui-online-reaction",
            &[
                ("name", self.name(seat).into()),
                ("reaction", reaction.as_str().into()),
            ],
        );
        let line = self.style.dim(&line);
        self.say(line);
    }

    /// `rematch`: accepts the rematch offered, else offers one.
    fn rematch(&mut self) {
        let intent = if self.state().must_answer_rematch() {
            Intent::AnswerRematch(true)
        } else {
            Intent::Rematch
        };
        self.send(intent);
    }

    /// `react KEY`: the reaction sent, and told here as the others see it.
    fn react(&mut self, typed: &str) {
        let Some(reaction) = reaction_of(typed) else {
            let keys = reaction_keys().join(", ");
            return self.refuse(&tr(
                "ui-online-no-such-reaction",
                &[("typed", short(typed).into()), ("keys", keys.into())],
            ));
        };
        let Some(me) = self.table().seat() else {
            return;
        };
        if self.send(Intent::React(reaction)) {
            self.tell_reaction(me, reaction);
        }
    }

    /// `mute NAME` (`muted`) or `unmute NAME`: another person's reactions
    /// hidden, or shown again.
    fn mute(&mut self, typed: &str, muted: bool) {
        let others = self.other_people();
        let wanted = typed.trim().to_lowercase();
        let Some(&seat) = others
            .iter()
            .find(|&&s| self.name(s).to_lowercase() == wanted || (s + 1).to_string() == wanted)
        else {
            let names = self.names(&others);
            return self.refuse(&tr(
                "ui-online-no-such-player",
                &[("name", short(typed).into()), ("names", names.into())],
            ));
        };
        self.venue.client.mute(seat, muted);
        let id = if muted {
            "ui-online-muted"
        } else {
            "ui-online-unmuted"
        };
        self.say(tr(id, &[("name", self.name(seat).into())]));
    }

    /// The other seats a person plays.
    fn other_people(&self) -> Vec<u8> {
        let me = self.table().seat();
        (0..self.table().seat_infos().len() as u8)
            .filter(|&s| {
                Some(s) != me && self.table().seat_infos()[s as usize].kind == SeatKind::Person
            })
            .collect()
    }

    /// The words Tab completes to besides the moves: each reaction's key,
    /// and the other people's names to mute or unmute.
    fn online_words(&self) -> Vec<String> {
        let mut words: Vec<String> = reaction_keys()
            .into_iter()
            .map(|k| format!("react {k}"))
            .collect();
        for seat in self.other_people() {
            // Lower case: Tab matches what is typed in any case.
            let name = self.name(seat).to_lowercase();
            let (word, other) = if self.table().muted(seat) {
                ("unmute", "mute")
            } else {
                ("mute", "unmute")
            };
            words.push(format!("{word} {name}"));
            words.push(format!("{other} {name}"));
        }
        words
    }

    /// The connection dropped: trying again.
    fn tell_reconnecting(&mut self, attempt: u32, wait_ms: u64) {
        if self.venue.keep.hosted.is_none() {
            // A friend's server is the host's: said once, not at each
            // try, since the host may take a while to come back.
            if attempt == 1 {
                self.warn(&t("ui-online-host-gone"));
            }
            return;
        }
        let seconds = usize::try_from(wait_ms.div_ceil(1000)).unwrap_or(usize::MAX);
        let line = tr(
            "ui-online-reconnecting",
            &[("attempt", attempt.into()), ("seconds", seconds.into())],
        );
        self.warn(&line);
    }

    /// The connection is gone for good.
    fn tell_lost(&mut self, reason: &str) {
        let line = tr(
            "ui-online-lost",
            &[
                ("reason", super::disk::reason_words(reason).into()),
                ("command", self.join_command().into()),
            ],
        );
        self.warn(&line);
        self.done = true;
    }

    /// A move's events, a game's start or end, the score, a take-back: in
    /// the renderer's words, with "-- Ann's turn --" once per turn and the
    /// final table at the end of a game.
    fn tell_story(&mut self, message: Message) {
        self.venue.dirty = true;
        match &message {
            Message::TurnStarts { whose } => self.announce_turn(whose),
            Message::GameWon { .. } | Message::GameDrawn => {
                // Told by the final table ("Game over: ..."), drawn once the
                // game is scored (with the next game's deal, or the
                // match's end).
            }
            Message::Score { .. } => {
                self.draw_finished();
                let line = self.words(&message);
                self.say(line);
            }
            Message::GameStarts { .. } => {
                if !self.venue.welcomed {
                    self.welcome();
                }
                let line = self.words(&message);
                let line = self.style.bold(&line);
                self.say(line);
            }
            Message::MatchWon { .. } => {
                let line = format!("{} {}", self.words(&message), t("ui-online-match-over"));
                let line = self.style.bold(&line);
                self.say(line);
            }
            _ => {
                let line = self.words(&message);
                self.say(line);
            }
        }
    }

    /// "Waiting for Ann…", once per wait.
    fn tell_waiting(&mut self) {
        let Some(view) = self.table().view() else {
            return;
        };
        if self.state().awaiting || self.table().match_end().is_some() || view.status().is_over() {
            return;
        }
        let who = if self.table().asked_undo() {
            None
        } else {
            Some(view.to_move())
        };
        let key = who.unwrap_or(u8::MAX);
        if self.venue.waiting_told == Some(key) {
            return;
        }
        self.venue.waiting_told = Some(key);
        if self.venue.dirty && who.is_some() {
            self.draw();
        }
        let Some(seat) = who else { return };
        let free = self.table().seat_infos().iter().any(|i| !i.taken);
        let line = if free {
            tr(
                "ui-online-waiting-for-friend",
                &[("command", self.join_command().into())],
            )
        } else {
            tr("ui-online-waiting-for", &[("name", self.name(seat).into())])
        };
        let line = self.style.dim(&line);
        self.say(line);
    }

    /// Answers an undo or a rematch asked of you (yes or no, in the
    /// player's language too); false when the line is no such answer.
    fn answer_undo(&mut self, line: &str) -> bool {
        let Some(approve) = undo_answer(line) else {
            return false;
        };
        if self.state().must_answer_rematch() {
            self.send(Intent::AnswerRematch(approve));
        } else if self.table().must_answer_undo() {
            self.send(Intent::AnswerUndo(approve));
        } else {
            self.refuse(&t("ui-online-no-undo-to-answer"));
        }
        true
    }

    fn not_online(&mut self, command: &str) {
        self.refuse(&tr("ui-online-not-here", &[("command", command.into())]));
    }

    /// The draw the room waits for, or whom it waits for.
    fn look_up(&mut self) {
        if self.state().my_turn() {
            self.venue.waiting_told = None;
            if self.venue.dirty {
                self.draw();
            }
        } else {
            self.tell_waiting();
        }
    }
}

impl Venue for Online {
    fn client(&mut self) -> &mut dyn Client {
        &mut self.client
    }

    fn state(&self) -> &ClientState {
        self.client.state()
    }

    fn shown(&mut self) -> Option<Shown> {
        self.dirty = false;
        let state = self.client.state();
        Some(Shown {
            view: state.view.clone()?,
            game: state.game,
            score: state.score.clone(),
        })
    }

    fn match_over_words(&self) -> String {
        t("ui-online-match-over")
    }

    /// The connection dropped and is being tried again: what would be sent
    /// is refused at once, the prompt stays.
    fn unreachable(&self) -> Option<String> {
        (!self.client.state().connected).then(|| t("ui-online-not-sent-away"))
    }

    fn log(&self) -> Option<(Vec<Message>, bool)> {
        Some((self.client.online().log().to_vec(), false))
    }

    fn words<W: Write>(s: &GameSession<W, Self>) -> Vec<String> {
        s.online_words()
    }

    /// What differs online: undo, the next game, leaving.
    fn help_note(&self, topic: Option<&str>) -> Option<String> {
        let about = topic.map(str::to_ascii_lowercase);
        matches!(about.as_deref(), None | Some("undo" | "next" | "quit"))
            .then(|| t("ui-online-help"))
    }

    /// The host's says what happens to the friends.
    fn quit_question(&self) -> String {
        let Some(hosted) = &self.keep.hosted else {
            return quit_question();
        };
        let id = if can_return(hosted) {
            "ui-online-host-confirm-quit"
        } else {
            "ui-online-host-confirm-quit-for-good"
        };
        t(id) + " "
    }

    /// What came while sitting down is told at the first look.
    fn start<W: Write>(_s: &mut OnlineGame<W>) {}

    fn before_prompt<W: Write>(s: &mut OnlineGame<W>, _keys: &mut dyn Keys) -> bool {
        s.pump(Duration::ZERO);
        if !s.done {
            s.look_up();
        }
        true
    }

    fn idle<W: Write>(s: &mut OnlineGame<W>, wait: Duration) {
        s.pump(wait);
    }

    fn narrate<W: Write>(s: &mut OnlineGame<W>, message: Message) {
        s.tell_story(message);
    }

    fn happened<W: Write>(s: &mut OnlineGame<W>, happening: Happening) {
        s.happened(happening);
    }

    fn own_command<W: Write>(
        s: &mut OnlineGame<W>,
        line: &str,
        command: &Command,
        keys: &mut dyn Keys,
    ) -> bool {
        if s.answer_undo(line) {
            return true;
        }
        match command {
            Command::Empty => {}
            Command::Save(_) => s.not_online("save"),
            Command::Load(_) => s.not_online("load"),
            Command::Resume => s.not_online("resume"),
            Command::New(_) => s.not_online("new"),
            Command::Next => s.refuse(&t("ui-online-next-by-itself")),
            Command::Quit => s.quit_if_sure(keys),
            Command::Rematch => s.rematch(),
            Command::React(typed) => s.react(typed),
            Command::Mute(name, muted) => s.mute(name, *muted),
            Command::Review(_) => s.review_online(),
            _ => return false,
        }
        true
    }

    /// What the move did comes from the room.
    fn after_move<W: Write>(_s: &mut OnlineGame<W>) {}

    /// The others are asked; their answer comes from the room.
    fn after_undo<W: Write>(_s: &mut OnlineGame<W>) {}

    fn finish<W: Write>(s: &mut OnlineGame<W>, keys: &mut dyn Keys) {
        let _ = s.venue.client.send(Intent::Leave);
        // A line still being edited keeps the terminal in the editor's raw
        // mode until it is done: ended here, the shell would be left so.
        if keys.pending() && keys.interactive() {
            s.say(t("ui-online-press-enter"));
            while keys.answer(TICK).is_none() {}
        }
        s.say_left();
    }
}

/// Whether the hosted room can be brought back by `spite host` (it is in
/// a database and remembered).
fn can_return(hosted: &Hosted) -> bool {
    hosted.data.is_some()
        && hosted
            .home
            .as_ref()
            .and_then(|d| HostedRoom::load(d))
            .is_some_and(|r| !r.finished)
}

/// The reactions' keys in the player's language (`ui-reaction-key`), in
/// the order they are offered.
fn reaction_keys() -> Vec<String> {
    Reaction::ALL
        .iter()
        .map(|r| tr("ui-reaction-key", &[("reaction", r.as_str().into())]))
        .collect()
}

/// The reaction a typed key means: its key in the player's language, the
/// English one, or its name on the wire (`good_game`), in any case.
fn reaction_of(typed: &str) -> Option<Reaction> {
    let typed = typed.trim().to_lowercase();
    Reaction::ALL.into_iter().find(|r| {
        let id = r.as_str();
        let english = spite_i18n::Fluent::plain(spite_i18n::Language::English)
            .tr("ui-reaction-key", &[("reaction", id.into())]);
        [
            tr("ui-reaction-key", &[("reaction", id.into())]),
            english,
            id.to_string(),
        ]
        .iter()
        .any(|k| k.to_lowercase() == typed)
    })
}

/// `Some(true)` for yes (`y`, `yes`, `approve`, the language's own words),
/// `Some(false)` for no (`n`, `no`, `deny`, the language's own words).
fn undo_answer(line: &str) -> Option<bool> {
    let word = line.trim().to_lowercase();
    if word.is_empty() {
        return None;
    }
    if is_yes(&word) || word == "approve" {
        return Some(true);
    }
    (is_no(&word) || word == "deny").then_some(false)
}

/// A refusal of the server's in the player's language, worded from its code.
pub(super) fn refused_words(code: ErrorCode) -> String {
    tr("ui-server-refused", &[("code", code.as_str().into())])
}

/// Why there is no connection or no seat: the server's refusal in the
/// player's words, or (no code: the server was not reached) the system's
/// reason inside a translated sentence.
pub(super) fn failed_words(code: Option<ErrorCode>, reason: &str) -> String {
    match code {
        Some(code) => refused_words(code),
        None => tr(
            "ui-online-unreachable",
            &[("reason", super::disk::reason_words(reason).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use spite_i18n::{Fluent, Language};
    use spite_server::protocol::ErrorCode;

    /// Every refusal code of the server has its own sentence in every
    /// language (not the catch-all that names the code), so a player never
    /// reads the server's English.
    #[test]
    fn every_server_refusal_is_worded_in_every_language() {
        for lang in Language::ALL {
            let words = Fluent::plain(lang);
            let mut seen = std::collections::HashSet::new();
            for code in ErrorCode::ALL {
                let text = words.tr("ui-server-refused", &[("code", code.as_str().into())]);
                assert!(words.take_errors().is_empty(), "{lang}: {code:?}");
                assert!(!text.contains(code.as_str()), "{lang}: {code:?}: {text}");
                assert!(seen.insert(text.clone()), "{lang}: {code:?} shares {text}");
            }
        }
    }
}
