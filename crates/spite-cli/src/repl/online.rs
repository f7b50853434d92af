//! An online game in the terminal (`spite host`, `spite join`): the same
//! table drawing, move reading, hints, completion and narration as a local
//! game, through spite-server's [`RemoteClient`] (the connection and its
//! fold behind the client interface a local game has too). While the
//! others play, the terminal shows their moves; when it is your turn, or an
//! undo waits for your answer, it reads a line.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use spite_core::{Move, PlayerView};
use spite_server::client::{NoSeat, OnlineTable, RemoteClient, presence_of};
use spite_server::protocol::{ErrorCode, SeatKind};
use spite_table::client::{Client, Happening, Intent, Presence};
use spite_table::{Message, Refusal, Render, RuleLine, explain, move_options};

use super::actions::{help_text, log_lines, moves_text, read_move, results_lines};
use super::commands::{self, Command};
use super::hosted_room::HostedRoom;
use super::input::{Input, Lines, Printer};
use super::seat_token::SeatTokens;
use super::session::{completions_for, is_yes, quit_question};
use super::speech::{self, Voice};
use super::style::{TermStyle, glued};
use super::table::{self, Scoreboard};
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

/// One online game at this terminal.
pub struct OnlineSession<W: Write> {
    out: W,
    style: TermStyle,
    render: Box<dyn Render>,
    /// The seat in the room: the connection and what it brought.
    client: RemoteClient,
    keep: Keep,
    /// The table changed since it was last drawn.
    dirty: bool,
    /// "-- Ann's turn --" told for this game and turn.
    announced: Option<(usize, u32)>,
    /// Whom "waiting for…" was last said about.
    waiting_told: Option<u8>,
    done: bool,
    /// Whether the welcome was said.
    welcomed: bool,
    /// Prints above the line being typed, at a terminal.
    printer: Option<Printer>,
    /// Whether a rejoin with a kept token started this session.
    pub resumed: bool,
}

/// How often a pending line and the server are looked at in turn.
const POLL: Duration = Duration::from_millis(20);

/// Lines read on a thread of their own: one read at a time, asked for with
/// a prompt. The thread ends with the input, or with the program (a read
/// left waiting on a terminal is not joined).
struct Reader {
    /// A prompt and what Tab completes to; `None`: a question's answer,
    /// where nothing completes.
    asks: std::sync::mpsc::Sender<(String, Option<Vec<String>>)>,
    answers: Receiver<Input>,
    /// A read was asked for and its line has not come yet.
    pending: bool,
    interactive: bool,
}

impl Reader {
    fn start(mut input: Box<dyn Lines + Send>) -> Reader {
        let interactive = input.interactive();
        let (asks, asked) = std::sync::mpsc::channel::<(String, Option<Vec<String>>)>();
        let (answer, answers) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("spite-lines".into())
            .spawn(move || {
                while let Ok((prompt, words)) = asked.recv() {
                    let read = match words {
                        Some(words) => {
                            input.set_completions(words);
                            input.read(&prompt)
                        }
                        None => input.read_answer(&prompt),
                    };
                    let end = read == Input::Eof;
                    if answer.send(read).is_err() || end && !input.interactive() {
                        return;
                    }
                }
            });
        if spawned.is_err() {
            // No thread for lines: the input is taken as ended.
            let (answer, answers) = std::sync::mpsc::channel();
            let _ = answer.send(Input::Eof);
            return Reader {
                asks,
                answers,
                pending: false,
                interactive: false,
            };
        }
        Reader {
            asks,
            answers,
            pending: false,
            interactive,
        }
    }

    /// Asks for a line (unless one is asked for already).
    fn ask(&mut self, prompt: &str, words: Option<Vec<String>>) {
        if !self.pending {
            self.pending = true;
            let _ = self.asks.send((prompt.to_string(), words));
        }
    }

    /// The line asked for, if it comes within `wait`; the end of the input
    /// once the reading thread has gone.
    fn answer(&mut self, wait: Duration) -> Option<Input> {
        match self.answers.recv_timeout(wait) {
            Ok(read) => {
                self.pending = false;
                Some(read)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.pending = false;
                Some(Input::Eof)
            }
        }
    }
}

/// How long to wait for the server between checks (a bound on every wait;
/// the connection says when it is lost).
const TICK: Duration = Duration::from_millis(250);

impl<W: Write> OnlineSession<W> {
    pub fn new(out: W, style: TermStyle, client: RemoteClient, keep: Keep) -> OnlineSession<W> {
        OnlineSession {
            out,
            style,
            render: speech::renderer(style),
            client,
            keep,
            dirty: false,
            announced: None,
            waiting_told: None,
            done: false,
            welcomed: false,
            printer: None,
            resumed: false,
        }
    }

    fn say(&mut self, text: impl AsRef<str>) {
        let text = self.style.fold(text.as_ref());
        if let Some(print) = &mut self.printer {
            // At a terminal, above the line being typed.
            if !print(&format!("{text}\n")) {
                self.done = true;
            }
            return;
        }
        if writeln!(self.out, "{text}")
            .and_then(|()| self.out.flush())
            .is_err()
        {
            self.done = true;
        }
    }

    fn warn(&mut self, text: &str) {
        let line = self.style.warn(text);
        self.say(line);
    }

    fn words(&self, message: &Message) -> String {
        self.render.render(message)
    }

    /// A seat's name in words.
    fn name(&self, seat: u8) -> String {
        self.render.name(&self.table().name(seat))
    }

    /// `spite join ADDR CODE`, to come back or to give a friend: glued, so
    /// that it is never folded into two lines (pasted, they would be two
    /// commands).
    pub fn join_command(&self) -> String {
        glued(&format!(
            "spite join {} {}",
            self.keep.server,
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
        self.client.sit_down().map_err(|no| match no {
            NoSeat::Failed { code, message } => (code, message),
            NoSeat::Closed => (None, t("ui-online-no-connection")),
        })
    }

    /// The room as the connection brought it.
    fn table(&self) -> &OnlineTable {
        self.client.online()
    }

    /// Says a line (for the commands that start a session).
    pub fn say_line(&mut self, text: &str) {
        self.say(text);
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
        let kept = self.keep.hosted.as_ref().and_then(|h| h.token.clone());
        let (Some(code), Some(seat), Some(token)) = (
            self.table().code().map(str::to_string),
            self.table().seat(),
            self.table().token().map(str::to_string).or(kept),
        ) else {
            return;
        };
        if self.keep.hosted.is_some() {
            return self.keep_hosted_room(&code, seat, &token);
        }
        let Some(tokens) = &self.keep.tokens else {
            return self.say(t("ui-online-token-not-kept-no-dir"));
        };
        match tokens.store(&self.keep.server, &code, seat, &token) {
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
        let Some(hosted) = &self.keep.hosted else {
            return;
        };
        // The seat token too, for 'spite join' to this room when another
        // server serves its database ('spite serve --data').
        if let Some(tokens) = &self.keep.tokens {
            let _ = tokens.store(&self.keep.server, code, seat, token);
        }
        let room = HostedRoom::new(hosted.addr, hosted.data.clone(), code, seat, token);
        let kept = match (&hosted.home, &hosted.data) {
            (Some(home), Some(_)) => room.store(home).map_err(|e| super::disk::io_reason(&e)),
            _ => Err(t("ui-online-host-no-data-dir")),
        };
        let line = match kept {
            Ok(()) => tr(
                "ui-online-host-kept",
                &[("addr", self.keep.server.clone().into())],
            ),
            Err(reason) => tr("ui-online-host-not-kept", &[("reason", reason.into())]),
        };
        self.say(line);
    }

    /// Whether the room can be brought back by `spite host` (it is in a
    /// database and remembered).
    fn host_can_return(&self) -> bool {
        self.keep.hosted.as_ref().is_some_and(|h| {
            h.data.is_some()
                && h.home
                    .as_ref()
                    .and_then(|d| HostedRoom::load(d))
                    .is_some_and(|r| !r.finished)
        })
    }

    /// The question before quitting: the host's says what happens to the
    /// friends.
    fn quit_question(&self) -> String {
        if self.keep.hosted.is_none() {
            return quit_question();
        }
        let id = if self.host_can_return() {
            "ui-online-host-confirm-quit"
        } else {
            "ui-online-host-confirm-quit-for-good"
        };
        t(id) + " "
    }

    /// What leaving did, said after the table was left.
    fn say_left(&mut self) {
        let over = self.table().match_end().is_some();
        let Some(hosted) = &self.keep.hosted else {
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
        let line = if self.host_can_return() {
            tr(
                "ui-online-host-left",
                &[("addr", self.keep.server.clone().into())],
            )
        } else {
            t("ui-online-host-left-for-good")
        };
        self.say(line);
    }

    /// The welcome: where you sit, who plays, the aim.
    fn welcome(&mut self) {
        self.welcomed = true;
        let (Some(code), Some(seat), Some(view)) = (
            self.table().code().map(str::to_string),
            self.table().seat(),
            self.table().view().cloned(),
        ) else {
            return;
        };
        let seated = if self.resumed {
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
        let goal = self.words(&Message::Rule(RuleLine::Aim {
            partnership: view.rules().partnership,
        }));
        self.say(format!("{goal} {}", t("ui-online-help-intro")));
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

    fn draw(&mut self) {
        self.dirty = false;
        let Some(view) = self.table().view().cloned() else {
            return;
        };
        let scores = self.table().score().to_vec();
        self.draw_table(&view, self.table().game_number(), &scores);
    }

    /// The finished game's final table, with the match's points after it
    /// (the server deals the next game at once: it is drawn here, before
    /// the next game's, as the local game draws it before `next`).
    fn draw_finished(&mut self) {
        let Some(f) = self.client.state().finished.clone() else {
            return;
        };
        // Drawn here: the client keeps it no longer.
        let _ = self.client.send(Intent::NextGame);
        self.draw_table(&f.view, f.number, &f.score);
    }

    fn draw_table(&mut self, view: &PlayerView, game: usize, scores: &[u32]) {
        let Some(seats) = self.table().seats().cloned() else {
            return;
        };
        let voice = Voice::new(&seats, self.render.as_ref());
        let board = Scoreboard {
            game,
            scores,
            target: view.rules().match_target,
            live: true,
        };
        let text = table::draw(view, &voice, &board, self.style);
        self.say(format!("\n{text}"));
    }

    /// Takes in everything that has arrived, waiting up to `wait` for the
    /// first; each step is told as it comes (the table is drawn from the
    /// state it leaves, before the next step changes it).
    fn pump(&mut self, wait: Duration) {
        let mut happened = self.client.wait(wait);
        while !happened.is_empty() {
            for h in happened {
                self.tell(h);
            }
            // A finished game is drawn with its score; one kept without
            // (a whole room after a gap brought a later game) is not drawn
            // here, and must not hold the next game's moves.
            if self.client.state().finished.is_some() {
                let _ = self.client.send(Intent::NextGame);
            }
            happened = self.client.poll();
        }
    }

    fn tell(&mut self, happening: Happening) {
        match happening {
            Happening::Told(message) => self.narrate(message),
            // Drawn when the table is next looked at, as each message asks.
            Happening::Changed => {}
            Happening::Seated { .. } => {
                self.dirty = true;
                self.announced = None;
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
                self.dirty = true;
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
                self.dirty = true;
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
            self.waiting_told = None;
            self.dirty = true;
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

    /// The connection dropped: trying again.
    fn tell_reconnecting(&mut self, attempt: u32, wait_ms: u64) {
        if self.keep.hosted.is_none() {
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
    fn narrate(&mut self, message: Message) {
        match &message {
            // Asked for, not part of the game's story: the table stands.
            Message::Hint { .. } => {
                let line = self.words(&message);
                return self.say(line);
            }
            Message::NoHint => {
                let line = self.words(&message);
                return self.warn(&line);
            }
            _ => self.dirty = true,
        }
        match &message {
            Message::TurnStarts { whose } => {
                let key = (
                    self.table().game_number(),
                    self.table().view().map_or(0, |v| v.turn()),
                );
                if self.announced != Some(key) {
                    self.announced = Some(key);
                    let header = speech::turn_header(self.render.as_ref(), whose);
                    let header = self.style.dim(&header);
                    self.say(header);
                }
            }
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
                if !self.welcomed {
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

    /// Plays until the player quits, the input ends or the connection is
    /// lost. Lines are read on a thread of their own, so that what the
    /// others do is shown while a line is awaited (the one a person is
    /// typing, or a script's next line).
    pub fn run(&mut self, mut input: Box<dyn Lines + Send>) {
        self.printer = input.printer();
        // Tab offers the legal moves when the turn comes, even mid-line.
        let offered = input.shared_completions();
        let (mut offered_for, mut words) = (None, Vec::new());
        let mut reader = Reader::start(input);
        while !self.done {
            self.pump(Duration::ZERO);
            if self.done {
                break;
            }
            if self.table().my_turn() && !self.awaiting() {
                self.waiting_told = None;
                if self.dirty {
                    self.draw();
                }
            } else {
                self.tell_waiting();
            }
            // A line is read at any time (to look at the table, answer an
            // undo or quit), but not while a command's answer is awaited:
            // a script's next move waits for the last one's result.
            let can_move = self.table().my_turn() && !self.awaiting();
            let state = (self.table().last_seq(), can_move);
            if offered_for != Some(state) {
                offered_for = Some(state);
                words = match self.table().view() {
                    Some(v) if can_move => completions_for(v),
                    _ => vec![],
                };
                if let Some(offered) = &offered {
                    offered.set(words.clone());
                }
            }
            if !self.awaiting() {
                reader.ask("> ", Some(words.clone()));
            }
            let Some(read) = reader.answer(POLL) else {
                self.pump(POLL);
                continue;
            };
            match read {
                Input::Line(line) => self.execute(&line, &mut reader),
                Input::Interrupted => self.say(t("ui-repl-ctrl-c-cancels")),
                Input::TooLong(n) => {
                    self.warn(&tr("ui-repl-line-too-long", &[("count", n.into())]))
                }
                Input::Eof => {
                    let question = self.quit_question();
                    if !reader.interactive || self.confirm(&mut reader, &question) {
                        self.done = true;
                    }
                }
            }
        }
        let _ = self.client.send(Intent::Leave);
        // A line still being edited keeps the terminal in the editor's raw
        // mode until it is done: ended here, the shell would be left so.
        if reader.pending && reader.interactive {
            self.say(t("ui-online-press-enter"));
            while reader.answer(TICK).is_none() {}
        }
        self.say_left();
    }

    /// "Waiting for Ann…", once per wait.
    fn tell_waiting(&mut self) {
        let Some(view) = self.table().view() else {
            return;
        };
        if self.awaiting() || self.table().match_end().is_some() || view.status().is_over() {
            return;
        }
        let who = if self.table().asked_undo() {
            None
        } else {
            Some(view.to_move())
        };
        let key = who.unwrap_or(u8::MAX);
        if self.waiting_told == Some(key) {
            return;
        }
        self.waiting_told = Some(key);
        if self.dirty && who.is_some() {
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

    fn confirm(&mut self, reader: &mut Reader, question: &str) -> bool {
        if !reader.interactive {
            self.say(question.trim_end());
        }
        let (before, prompt) = self.style.question(question);
        if let (Some(before), true) = (before, reader.interactive) {
            self.say(before);
        }
        reader.ask(&prompt, None);
        loop {
            match reader.answer(POLL) {
                Some(Input::Line(l)) => return is_yes(&l),
                Some(Input::Eof) => return true,
                Some(Input::Interrupted | Input::TooLong(_)) => return false,
                None => self.pump(Duration::ZERO),
            }
        }
    }

    /// Asks the room for something; a refusal here is told in the
    /// player's words (a connection gone: once, and the session ends).
    fn send(&mut self, intent: Intent) {
        match self.client.send(intent) {
            Ok(()) => {}
            Err(Refusal::Stale) => {
                self.warn(&t("ui-online-no-connection"));
                self.done = true;
            }
            Err(refusal) => {
                let line = self.words(&Message::Refused(refusal));
                self.warn(&line);
            }
        }
    }

    /// Whether an answer from the room is awaited.
    fn awaiting(&self) -> bool {
        self.client.state().awaiting
    }

    fn execute(&mut self, line: &str, reader: &mut Reader) {
        // An undo to answer: yes or no (in the player's language too).
        if let Some(approve) = undo_answer(line) {
            if self.table().must_answer_undo() {
                return self.send(Intent::AnswerUndo(approve));
            }
            return self.warn(&t("ui-online-no-undo-to-answer"));
        }
        match commands::parse(line) {
            Command::Empty => {}
            Command::Move(text) => self.play_typed(&text),
            Command::Moves => {
                if let Some(view) = self.mover() {
                    let text = moves_text(&move_options(&view), self.render.as_ref());
                    self.say(text);
                }
            }
            Command::Hint => {
                if self.mover().is_some() {
                    // Worked out from this seat's view, told at once.
                    self.send(Intent::Hint);
                    self.pump(Duration::ZERO);
                }
            }
            Command::Undo => {
                if self.mover().is_some() {
                    self.send(Intent::Undo);
                }
            }
            Command::Show => {
                self.draw();
                if let (Some(view), Some(seats)) =
                    (self.table().view().cloned(), self.table().seats().cloned())
                {
                    let voice = Voice::new(&seats, self.render.as_ref());
                    let text = table::side_piles_full(&view, &voice, self.style);
                    self.say(text.trim_end());
                }
            }
            Command::Score => self.score(),
            Command::Rules => {
                if let Some(view) = self.table().view() {
                    let lines = self.render.render_all(&explain(view.rules()));
                    self.say(lines.join("\n"));
                }
            }
            Command::Log => {
                let messages = self.table().log().to_vec();
                let lines = log_lines(&messages, self.render.as_ref(), false);
                self.say(lines.join("\n"));
            }
            Command::Save(_) => self.not_online("save"),
            Command::Load(_) => self.not_online("load"),
            Command::Resume => self.not_online("resume"),
            Command::New(_) => self.not_online("new"),
            Command::Next => self.warn(&t("ui-online-next-by-itself")),
            Command::Help(topic) => match help_text(topic.as_deref(), self.style) {
                Ok(text) => {
                    self.say(text);
                    // What differs online: undo, the next game, leaving.
                    let about = topic.as_deref().map(str::to_ascii_lowercase);
                    if matches!(about.as_deref(), None | Some("undo" | "next" | "quit")) {
                        self.say(t("ui-online-help"));
                    }
                }
                Err(message) => self.warn(&message),
            },
            Command::Quit => {
                let question = self.quit_question();
                if !reader.interactive || self.confirm(reader, &question) {
                    self.done = true;
                }
            }
            Command::Misused(message) => self.warn(&message),
        }
    }

    fn not_online(&mut self, command: &str) {
        self.warn(&tr("ui-online-not-here", &[("command", command.into())]));
    }

    /// Your view if you may act now, or a refusal saying why not.
    fn mover(&mut self) -> Option<PlayerView> {
        if self.table().match_end().is_some() {
            self.warn(&t("ui-online-match-over"));
            return None;
        }
        if !self.table().my_turn() {
            self.warn(&t("ui-repl-not-your-turn"));
            return None;
        }
        self.table().view().cloned()
    }

    fn play_typed(&mut self, text: &str) {
        let Some(view) = self.mover() else {
            return;
        };
        let mv = match read_move(&view, text, self.render.as_ref()) {
            Ok(mv) => mv,
            Err(message) => return self.warn(&message),
        };
        // Checked by the client first, so a refusal is in the player's
        // language; the server checks again.
        self.send(Intent::Play(mv));
    }

    fn score(&mut self) {
        let Some(score) = self.table().score_message() else {
            return;
        };
        let mut out = self.words(&score);
        if let (Some(seats), Some(view)) = (self.table().seats().cloned(), self.table().view()) {
            let voice = Voice::new(&seats, self.render.as_ref());
            out.push_str(&results_lines(&voice, view.rules(), self.table().results()));
            // The game being played, as the local `score` ends with it.
            if !view.status().is_over() && self.table().match_end().is_none() {
                out.push('\n');
                out.push_str(&tr(
                    "ui-repl-score-in-progress",
                    &[
                        ("game", self.table().game_number().into()),
                        ("turn", view.turn().into()),
                    ],
                ));
            }
        }
        self.say(out);
    }
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
    let no = word == "n"
        || word == "no"
        || word == "deny"
        || t("ui-online-no-answers")
            .split(',')
            .any(|w| w.trim().to_lowercase() == word);
    no.then_some(false)
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
