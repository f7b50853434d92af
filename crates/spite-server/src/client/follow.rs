//! Following an online room: the server's messages folded into what a
//! frontend shows. Pure data, no I/O: the window and the terminal both
//! keep an [`OnlineTable`] and feed it what the connection brings
//! ([`OnlineTable::apply`] for a server message, [`OnlineTable::link`] for
//! the connection's own news), and draw and narrate from it. Moves and
//! events come out as spite-table [`Message`]s, so an online game is told
//! with the same renderer and translations as a local one.

use std::collections::{BTreeSet, VecDeque};

use spite_ai::Level;
use spite_core::{Card, GameResult, MatchViewJson, Move, PlayerView, Seat, Target};
pub use spite_table::client::{FinishedGame, Happening, MatchEnd, Presence};
use spite_table::client::{LastMove, ReviewNews};
use spite_table::{
    Message, Player, SeatName, Seats, Side, event_message, opening_message, score_message,
};

use super::driver::Update;
use crate::protocol::{
    ErrorCode, OpenRoom, PendingUndo, RematchCancel, RematchOffer, RoomState, SeatInfo, SeatKind,
    ServerMessage,
};

/// Whether a message follows on from the last one, by its sequence number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeqCheck {
    /// The last sequence number taken in.
    pub last: u64,
    /// A gap was seen: broadcasts are skipped until the whole room comes
    /// again (`seated` or `state`).
    pub resyncing: bool,
}

/// What to do with a message, by its sequence number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeqVerdict {
    /// Take it in.
    Apply,
    /// Already seen (or sent before the room that is being asked for): skip.
    Skip,
    /// One or more messages were missed: ask for `state`.
    Gap,
}

impl SeqCheck {
    /// Checks `msg` and records its number. The whole room (`seated`,
    /// `state`) always applies and ends a resync; messages to one connection
    /// (`error`, `pong`) apply without moving the count.
    pub fn check(&mut self, msg: &ServerMessage) -> SeqVerdict {
        let seq = msg.seq();
        match msg {
            ServerMessage::Seated { .. } | ServerMessage::State { .. } => {
                self.last = seq;
                self.resyncing = false;
                SeqVerdict::Apply
            }
            ServerMessage::Error { .. }
            | ServerMessage::Hint { .. }
            | ServerMessage::Pong { .. }
            | ServerMessage::Identity { .. }
            | ServerMessage::Seeking { .. }
            | ServerMessage::SeekCancelled { .. }
            | ServerMessage::ComputerOffer { .. }
            | ServerMessage::Leaderboard { .. }
            | ServerMessage::Rooms { .. }
            | ServerMessage::Reaction { .. }
            | ServerMessage::ReviewStarted { .. }
            | ServerMessage::ReviewTurn { .. }
            | ServerMessage::ReviewDone { .. }
            | ServerMessage::Rating { .. } => SeqVerdict::Apply,
            _ if self.resyncing || seq <= self.last => SeqVerdict::Skip,
            _ if seq == self.last + 1 => {
                self.last = seq;
                SeqVerdict::Apply
            }
            _ => {
                self.resyncing = true;
                SeqVerdict::Gap
            }
        }
    }
}

/// What the connection itself reports, beside the server's messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// The connection dropped; trying again (`attempt` from 1) after `wait_ms`.
    Reconnecting {
        /// The try about to be made, from 1.
        attempt: u32,
        /// Milliseconds before it.
        wait_ms: u64,
    },
    /// Connected again and back at the seat.
    Reconnected,
    /// The connection is gone for good (the tries ran out, or the seat was
    /// refused); the text says why, in the server's or the system's words.
    Lost(String),
}

/// A person seat's presence from its public state (a computer seat is
/// always [`Presence::Here`]).
pub fn presence_of(info: &SeatInfo) -> Presence {
    if !info.taken {
        Presence::Free
    } else if info.connected {
        Presence::Here
    } else if info.computer_plays {
        Presence::ComputerPlays
    } else {
        Presence::Away
    }
}

/// The most finished games kept waiting to be shown: more can only come
/// from a server that deals game after game while the seat never moves.
const MAX_FINISHED: usize = 16;

/// An online room as one seat follows it.
#[derive(Clone, Debug, Default)]
pub struct OnlineTable {
    code: Option<String>,
    seat: Option<Seat>,
    token: Option<String>,
    infos: Vec<SeatInfo>,
    seats: Option<Seats>,
    view: Option<PlayerView>,
    /// The move that led to `view`, if one did.
    last: Option<LastMove>,
    game: usize,
    score: Vec<u32>,
    results: Vec<GameResult>,
    /// Who played first in the current game (from the whole room, or the
    /// deal this table saw).
    first: Option<Seat>,
    takeover_after: Option<u32>,
    undo: Option<PendingUndo>,
    ended: Option<MatchEnd>,
    /// The games seen to end, oldest first, each until acknowledged.
    finished: VecDeque<FinishedGame>,
    seq: SeqCheck,
    log: Vec<Message>,
    connected: bool,
    refused: Option<(ErrorCode, String)>,
    /// A rematch offered and not yet started.
    rematch: Option<RematchOffer>,
    /// The open rooms, as last listed (`Command::ListRooms`).
    rooms: Option<Vec<OpenRoom>>,
    /// The seats whose reactions are not told (kept into a rematch: the
    /// same people sit at the same seats).
    muted: BTreeSet<Seat>,
    /// What quick match told before the seat (identity, place in the
    /// pool, the computer's offer), for a frontend that reads only the
    /// fold.
    pool: Pool,
}

/// What quick match told while waiting for a seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pool {
    /// Who the server says you are (`identity`): a new key comes only here.
    pub identity: Option<super::Identity>,
    /// Your place in the pool (`seeking`), the last told.
    pub seeking: Option<super::Seeking>,
    /// The computer's level offered (`computer_offer`), until seated.
    pub computer_offer: Option<Level>,
}

impl OnlineTable {
    /// A table that has not heard from the server yet.
    pub fn new() -> OnlineTable {
        OnlineTable::default()
    }

    /// The room's invite code, once seated.
    pub fn code(&self) -> Option<&str> {
        self.code.as_deref()
    }

    /// Your seat, once seated.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The seat token the server gave (after `create` or `join`; keep it to
    /// come back).
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// Every seat's public state, seat by seat.
    pub fn seat_infos(&self) -> &[SeatInfo] {
        &self.infos
    }

    /// Who plays each seat and what to call them: you are "You", the other
    /// people by the names they gave (else "Player n"), the computer seats
    /// "Computer". For drawing and narrating with spite-table.
    pub fn seats(&self) -> Option<&Seats> {
        self.seats.as_ref()
    }

    /// Your view of the current game.
    pub fn view(&self) -> Option<&PlayerView> {
        self.view.as_ref()
    }

    /// The move that led to [`OnlineTable::view`], as this seat received
    /// it (`None` after a deal, an undo or a whole room).
    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    /// The current game's number, from 1.
    pub fn game_number(&self) -> usize {
        self.game
    }

    /// Match points per side.
    pub fn score(&self) -> &[u32] {
        &self.score
    }

    /// The finished games (as the last whole room said).
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }

    /// Seconds a person may be away before the computer plays for them.
    pub fn takeover_after(&self) -> Option<u32> {
        self.takeover_after
    }

    /// The undo waiting for approval, if any.
    pub fn pending_undo(&self) -> Option<&PendingUndo> {
        self.undo.as_ref()
    }

    /// Whether your approval is awaited for a pending undo.
    pub fn must_answer_undo(&self) -> bool {
        matches!((&self.undo, self.seat), (Some(u), Some(me)) if u.waiting_for.contains(&me))
    }

    /// The rematch offered, waiting for the people to accept, if any.
    pub fn rematch(&self) -> Option<&RematchOffer> {
        self.rematch.as_ref()
    }

    /// Whether your acceptance of a rematch offered is awaited.
    pub fn must_answer_rematch(&self) -> bool {
        matches!((&self.rematch, self.seat), (Some(r), Some(me)) if r.waiting_for.contains(&me))
    }

    /// What quick match told while waiting for a seat.
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// The open rooms as last listed (`None`: never asked for).
    pub fn open_rooms(&self) -> Option<&[OpenRoom]> {
        self.rooms.as_deref()
    }

    /// Mutes (`true`) or unmutes `seat`'s reactions: a muted seat's
    /// reactions are not told. Kept here, in the client: the server sends
    /// every reaction.
    pub fn mute(&mut self, seat: Seat, muted: bool) {
        if muted {
            self.muted.insert(seat);
        } else {
            self.muted.remove(&seat);
        }
    }

    /// Whether `seat`'s reactions are muted.
    pub fn muted(&self, seat: Seat) -> bool {
        self.muted.contains(&seat)
    }

    /// Whether you asked for the pending undo.
    pub fn asked_undo(&self) -> bool {
        matches!((&self.undo, self.seat), (Some(u), Some(me)) if u.seat == me)
    }

    /// How the match ended, once it has.
    pub fn match_end(&self) -> Option<&MatchEnd> {
        self.ended.as_ref()
    }

    /// The game this table saw end that the player has not gone on
    /// from, with its final table and the score after it, until
    /// [`OnlineTable::acknowledge_finished`]: a frontend shows it before
    /// the next game (which is already dealt and followed:
    /// [`OnlineTable::view`] is the new game's). Should the followed game
    /// end too before the player goes on, its end waits behind this one
    /// (a player's own win is not replaced on screen by the next game's
    /// end), unless it ends the match: then it alone is kept. A game whose
    /// end this table saw is kept even when its deal was lost in a gap
    /// (the whole room that ends the gap brings the later game); a game
    /// that ended while this table was not listening (before a restart,
    /// or during a reconnect) is not kept: only its result came
    /// ([`OnlineTable::results`]), not its final table.
    pub fn finished_game(&self) -> Option<&FinishedGame> {
        self.finished.front()
    }

    /// The finished game shown has been seen: it is no longer kept, and
    /// the next one to have ended, if any, is shown.
    pub fn acknowledge_finished(&mut self) {
        self.finished.pop_front();
    }

    /// Whether the current game is over (the next is dealt by the server).
    pub fn game_over(&self) -> bool {
        self.view.as_ref().is_some_and(|v| v.status().is_over())
    }

    /// Whether it is your turn in a game still going on.
    pub fn my_turn(&self) -> bool {
        self.ended.is_none()
            && self
                .view
                .as_ref()
                .is_some_and(|v| v.is_my_turn() && !v.status().is_over())
    }

    /// The last sequence number taken in.
    pub fn last_seq(&self) -> u64 {
        self.seq.last
    }

    /// Whether messages were missed and the whole room is being asked for.
    pub fn needs_resync(&self) -> bool {
        self.seq.resyncing
    }

    /// Whether the connection is up (as last reported).
    pub fn connected(&self) -> bool {
        self.connected
    }

    /// The last refusal of a request of yours.
    pub fn last_refusal(&self) -> Option<&(ErrorCode, String)> {
        self.refused.as_ref()
    }

    /// Everything narrated so far, oldest first (the current game since the
    /// last whole room: a rejoin starts it again).
    pub fn log(&self) -> &[Message] {
        &self.log
    }

    /// The score as a message ("You 3, Ann 0; 50 wins").
    pub fn score_message(&self) -> Option<Message> {
        let (seats, view) = (self.seats.as_ref()?, self.view.as_ref()?);
        Some(score_message(seats, view.rules(), &self.score))
    }

    /// The side `side`'s names.
    pub fn side(&self, side: u8) -> Option<Side> {
        let (seats, view) = (self.seats.as_ref()?, self.view.as_ref()?);
        Some(seats.side(view.rules(), side))
    }

    /// What the table calls `seat`.
    pub fn name(&self, seat: Seat) -> SeatName {
        self.seats
            .as_ref()
            .map_or(SeatName::Seat(seat.saturating_add(1)), |s| s.name(seat))
    }

    /// Folds in whatever the connection reported.
    pub fn update(&mut self, update: Update) -> Vec<Happening> {
        match update {
            Update::Server(msg) => self.apply(*msg),
            Update::Link(link) => self.link(link),
            Update::Failed { code, message } => {
                self.connected = false;
                vec![Happening::Failed { code, message }]
            }
        }
    }

    /// Takes in the connection's news.
    pub fn link(&mut self, link: Link) -> Vec<Happening> {
        // `Reconnected` is followed by `seated`, which marks it connected.
        self.connected = false;
        vec![match link {
            Link::Reconnecting { attempt, wait_ms } => Happening::Reconnecting { attempt, wait_ms },
            Link::Reconnected => Happening::Reconnected,
            Link::Lost(message) => Happening::Lost { message },
        }]
    }

    /// Folds one server message in; returns what to tell.
    pub fn apply(&mut self, msg: ServerMessage) -> Vec<Happening> {
        match self.seq.check(&msg) {
            SeqVerdict::Apply => {}
            SeqVerdict::Skip => return vec![],
            // Nothing to tell until the whole room comes again: the
            // connection (`spawn_online`) asks for it on the same gap; a
            // frontend with a connection of its own asks when
            // `needs_resync` says so.
            SeqVerdict::Gap => return vec![],
        }
        let mut out = Vec::new();
        match msg {
            ServerMessage::Seated {
                code,
                seat,
                token,
                room,
                ..
            } => self.seated(code, seat, token, room, &mut out),
            ServerMessage::State { room, .. } => self.whole_room(room, &mut out),
            ServerMessage::Moved {
                seat,
                mv,
                by_computer,
                events,
                view,
                ..
            } => {
                let last = LastMove {
                    seat,
                    mv,
                    by_computer,
                    events,
                };
                self.moved(last, &view, &mut out);
            }
            ServerMessage::NewGame {
                game, score, view, ..
            } => self.next_deal(game, score, &view, &mut out),
            ServerMessage::MatchOver {
                score,
                winner,
                seed,
                ..
            } => self.match_over(score, winner, seed, &mut out),
            ServerMessage::Presence { seat, info, .. } => self.presence(seat, info, &mut out),
            ServerMessage::UndoRequested {
                seat,
                mv,
                waiting_for,
                ..
            } => {
                let undo = PendingUndo {
                    seat,
                    mv,
                    waiting_for,
                };
                out.push(self.undo_asked(&undo));
                self.undo = Some(undo);
            }
            ServerMessage::UndoCancelled { by, .. } => {
                if self.undo.take().is_some() {
                    out.push(Happening::UndoDeclined { by });
                }
            }
            ServerMessage::Undone { seat, mv, view, .. } => self.undone(seat, mv, &view, &mut out),
            ServerMessage::Error { code, message, .. } => {
                self.refused = Some((code, message.clone()));
                out.push(Happening::ServerRefused { code, message });
            }
            hint @ ServerMessage::Hint { .. } => {
                // An answer to this seat alone, told but not kept in the
                // table's log (nothing happened at the table).
                if let Some(message) = crate::hint::hint_from_wire(&hint) {
                    out.push(Happening::Told(message));
                }
            }
            // Not about the room: kept aside for a frontend to show.
            ServerMessage::Identity {
                key, name, ratings, ..
            } => self.pool.identity = Some(super::Identity { key, name, ratings }),
            ServerMessage::Seeking {
                position,
                computer_in,
                ..
            } => {
                self.pool.seeking = Some(super::Seeking {
                    position,
                    computer_in,
                })
            }
            ServerMessage::ComputerOffer { level, .. } => self.pool.computer_offer = Some(level),
            ServerMessage::Pong { .. }
            | ServerMessage::SeekCancelled { .. }
            | ServerMessage::Leaderboard { .. }
            | ServerMessage::Rating { .. } => {}
            ServerMessage::ReviewStarted { game, moves, .. } => {
                out.push(Happening::Review(ReviewNews::Started { game, moves }))
            }
            ServerMessage::ReviewTurn {
                game,
                reviewed,
                turn,
                played_cards,
                best_cards,
                ..
            } => out.push(Happening::Review(ReviewNews::Decision {
                game,
                reviewed,
                turn: Box::new(turn),
                played_cards,
                best_cards,
            })),
            ServerMessage::ReviewDone {
                game,
                accuracy,
                decisions,
                ..
            } => out.push(Happening::Review(ReviewNews::Done {
                game,
                accuracy,
                decisions,
            })),
            ServerMessage::Rooms { rooms, .. } => self.rooms = Some(rooms),
            ServerMessage::Reaction { seat, reaction, .. } => {
                if !self.muted(seat) && self.seat != Some(seat) {
                    out.push(Happening::Reaction { seat, reaction });
                }
            }
            ServerMessage::RematchOffered {
                by, waiting_for, ..
            } => {
                let offer = RematchOffer { by, waiting_for };
                out.push(self.rematch_offered(&offer));
                self.rematch = Some(offer);
            }
            ServerMessage::RematchCancelled { seat, why, .. } => {
                self.rematch = None;
                out.push(Happening::RematchCancelled {
                    seat,
                    left: why == RematchCancel::Left,
                });
            }
            ServerMessage::RematchStarted { .. } => {
                self.rematch = None;
                out.push(Happening::RematchStarted);
            }
        }
        out
    }

    /// This seat's place in the room, taken (`again`: the same seat of the
    /// same room, after a reconnection), and the whole room with it.
    fn seated(
        &mut self,
        code: String,
        seat: Seat,
        token: Option<String>,
        room: RoomState,
        out: &mut Vec<Happening>,
    ) {
        let again = self.seat == Some(seat) && self.code.as_deref() == Some(code.as_str());
        if self.code.as_ref().is_some_and(|c| *c != code) {
            // Another room (a rematch): nothing of the last one carries
            // over but the mutes, the open rooms and the count just taken.
            *self = OnlineTable {
                seq: self.seq,
                muted: std::mem::take(&mut self.muted),
                rooms: self.rooms.take(),
                pool: std::mem::take(&mut self.pool),
                ..OnlineTable::new()
            };
        }
        self.code = Some(code);
        self.seat = Some(seat);
        // Seated: nothing is offered any more.
        self.pool.computer_offer = None;
        if token.is_some() {
            self.token = token;
        }
        self.connected = true;
        self.whole_room(room, out);
        out.insert(0, Happening::Seated { again });
    }

    /// The next game dealt: the score told, the game just finished kept
    /// until the player goes on, and the new game opened.
    fn next_deal(
        &mut self,
        game: usize,
        score: Vec<u32>,
        view: &MatchViewJson,
        out: &mut Vec<Happening>,
    ) {
        self.score = score;
        if let Some(score) = self.score_message() {
            self.told(score, out);
        }
        self.record_finished_game();
        self.keep_finished(false);
        self.game = game;
        self.undo = None;
        self.last = None;
        self.log.clear();
        if self.set_view(view) {
            self.first = self.view.as_ref().map(|v| v.to_move());
            self.opening(false, out);
        }
    }

    /// The match is over: the last game is kept as finished (no next game
    /// is dealt), and the score and the winner told.
    fn match_over(
        &mut self,
        score: Vec<u32>,
        winner: Option<Seat>,
        seed: u64,
        out: &mut Vec<Happening>,
    ) {
        self.score = score;
        self.undo = None;
        self.record_finished_game();
        self.keep_finished(true);
        self.ended = Some(MatchEnd {
            winner,
            seed: Some(seed),
        });
        if let Some(score) = self.score_message() {
            self.told(score, out);
        }
        if let Some(side) = winner.and_then(|w| self.side(w)) {
            self.told(Message::MatchWon { winner: side }, out);
        }
    }

    /// A seat's public state changed; a person coming or going is told.
    fn presence(&mut self, seat: Seat, info: SeatInfo, out: &mut Vec<Happening>) {
        let now = presence_of(&info);
        if let Some(slot) = self.infos.get_mut(usize::from(seat)) {
            let before = presence_of(slot);
            let person = info.kind == SeatKind::Person;
            *slot = info;
            self.seats = self.make_seats();
            if before != now && person {
                out.push(Happening::Presence { seat, now });
            }
        }
    }

    /// The happening of a request to take back a move, saying whether this
    /// seat is one of those to answer it.
    fn undo_asked(&self, undo: &PendingUndo) -> Happening {
        Happening::UndoAsked {
            seat: undo.seat,
            mv: undo.mv,
            waiting_for: undo.waiting_for.clone(),
            you_answer: self.seat.is_some_and(|me| undo.waiting_for.contains(&me)),
        }
    }

    /// A move taken back, told with the card it had put down: another
    /// seat's from the table before, this seat's from its hand after.
    fn undone(&mut self, seat: Seat, mv: Move, view: &MatchViewJson, out: &mut Vec<Happening>) {
        self.undo = None;
        self.last = None;
        let card = self.view.as_ref().and_then(|before| {
            if before.seat() == seat {
                None
            } else {
                played_card(before, seat, mv)
            }
        });
        if self.set_view(view) {
            let card = card.or_else(|| {
                self.view
                    .as_ref()
                    .filter(|v| v.seat() == seat)
                    .and_then(|v| v.card_at(mv.from))
            });
            let who = self.name(seat);
            self.told(Message::TookBack { who, mv, card }, out);
        }
    }

    /// Adds the current game's result once it is over (unless the whole
    /// room already listed it).
    fn record_finished_game(&mut self) {
        if let Some(done) = self.view.as_ref().map(|v| v.status())
            && done.is_over()
            && self.results.len() < self.game
        {
            self.results.push(GameResult {
                first: self.first.unwrap_or(0),
                result: done,
            });
        }
    }

    /// Keeps the current game as finished, if it is over (its final
    /// table is the view the winning move left), behind those not yet
    /// acknowledged; the match's end supersedes them.
    fn keep_finished(&mut self, match_over: bool) {
        if let Some(view) = self.view.as_ref().filter(|v| v.status().is_over()) {
            if match_over {
                self.finished.clear();
            }
            if self.finished.back().is_some_and(|f| f.number == self.game) {
                return;
            }
            if self.finished.len() >= MAX_FINISHED {
                // Only a server dealing games no seat plays gets here.
                self.finished.pop_front();
            }
            self.finished.push_back(FinishedGame {
                number: self.game,
                view: view.clone(),
                score: self.score.clone(),
                match_over,
            });
        }
    }

    /// The whole room: everything is replaced (but a finished game not yet
    /// acknowledged stays: it is still the last one the player saw end).
    fn whole_room(&mut self, room: RoomState, out: &mut Vec<Happening>) {
        // A later game than the one whose end is on screen (its deal was
        // missed in a gap): that end is kept, as the deal would have kept it.
        if room.game > self.game && self.game_over() {
            self.score.clone_from(&room.score);
            self.keep_finished(false);
        }
        self.infos = room.seats;
        self.game = room.game;
        self.score = room.score;
        self.results = room.results;
        self.first = Some(room.first);
        self.takeover_after = room.takeover_after;
        self.undo = room.undo;
        self.rematch = room.rematch;
        self.ended = room.match_over.then_some(MatchEnd {
            winner: room.winner,
            // Told by the room once the match is over (a table seated
            // afterwards never heard `match_over`), else as heard.
            seed: room
                .match_seed
                .or_else(|| self.ended.as_ref().and_then(|e| e.seed)),
        });
        self.seats = self.make_seats();
        self.log.clear();
        self.last = None;
        if self.set_view(&room.view) {
            self.opening(true, out);
        }
        if let Some(u) = &self.undo {
            out.push(self.undo_asked(u));
        }
        if let Some(r) = &self.rematch {
            out.push(self.rematch_offered(r));
        }
    }

    /// The happening of a rematch offered, saying whether this seat is
    /// one of those to accept it.
    fn rematch_offered(&self, offer: &RematchOffer) -> Happening {
        Happening::RematchOffered {
            by: offer.by,
            waiting_for: offer.waiting_for.clone(),
            you_answer: self.seat.is_some_and(|me| offer.waiting_for.contains(&me)),
        }
    }

    /// The game's start, or where it stands (`resumed`).
    fn opening(&mut self, resumed: bool, out: &mut Vec<Happening>) {
        let Some(view) = &self.view else { return };
        // Numbered seats until the room's are known, as `name` says them.
        let seats = (self.seats.clone()).unwrap_or_else(|| Seats::numbered(view.rules().players));
        let opening = opening_message(&seats, self.game, view.to_move(), resumed);
        self.told(opening, out);
    }

    /// A move, told from its events as this seat received them (its own
    /// draws name their cards) and kept as the one that led to the view;
    /// nothing changes but the pending undo if its view was refused.
    fn moved(&mut self, last: LastMove, view: &MatchViewJson, out: &mut Vec<Happening>) {
        self.undo = None;
        if !self.set_view(view) {
            return;
        }
        if let (Some(seats), Some(after)) = (self.seats.clone(), self.view.clone()) {
            for e in &last.events {
                self.told(event_message(&seats, after.rules(), e), out);
            }
        }
        self.last = Some(last);
    }

    fn told(&mut self, message: Message, out: &mut Vec<Happening>) {
        self.log.push(message.clone());
        out.push(Happening::Told(message));
    }

    /// Takes a view from the wire; a view that does not add up is refused
    /// (the old one stays) and the room is asked for again. The fold keeps
    /// the game's view only: the match comes in the room's own fields, and
    /// the legal moves are worked out again from the view.
    fn set_view(&mut self, json: &MatchViewJson) -> bool {
        match PlayerView::from_json(&json.view) {
            Ok(v) => {
                let fresh_seats = self
                    .view
                    .as_ref()
                    .is_none_or(|old| old.rules().players != v.rules().players);
                self.view = Some(v);
                if fresh_seats || self.seats.is_none() {
                    self.seats = self.make_seats();
                }
                true
            }
            Err(_) => {
                self.seq.resyncing = true;
                false
            }
        }
    }

    /// spite-table seats for the room: you, the other people (remote), the
    /// computers; the other people named as they gave their names.
    fn make_seats(&self) -> Option<Seats> {
        let me = self.seat?;
        if self.infos.is_empty() {
            return None;
        }
        let players: Vec<Player> = self
            .infos
            .iter()
            .enumerate()
            .map(|(s, info)| match info.kind {
                _ if s == usize::from(me) => Player::Person,
                SeatKind::Computer => Player::Computer(info.level.unwrap_or(Level::Medium)),
                SeatKind::Person => Player::Remote,
            })
            .collect();
        let mut seats = Seats::new(players);
        for (s, info) in self.infos.iter().enumerate() {
            if s != usize::from(me)
                && info.kind == SeatKind::Person
                && let Some(name) = info.name.as_deref().filter(|n| !n.trim().is_empty())
            {
                seats.set_name(s as Seat, SeatName::Named(name.to_string()));
            }
        }
        Some(seats)
    }
}

/// The card `seat`'s move `mv` put down, as `before` (the view after the
/// move) shows it: the top of the pile it went to.
fn played_card(after_move: &PlayerView, seat: Seat, mv: Move) -> Option<Card> {
    match mv.to {
        Target::Centre(c) => after_move.centre(c).last().copied(),
        Target::Side(p) => after_move.side(seat, p).last().copied(),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use spite_core::{Game, MatchJson, Rules, Sides, ViewJson};

    use super::*;

    fn person(name: &str) -> SeatInfo {
        SeatInfo {
            kind: SeatKind::Person,
            level: None,
            name: Some(name.into()),
            taken: true,
            connected: true,
            computer_plays: false,
        }
    }

    /// A game's view as the server sends it, in a match of one game
    /// with nothing scored yet (the fold reads the game's view only).
    pub(in crate::client) fn wire(view: ViewJson) -> MatchViewJson {
        let players = usize::from(view.rules.players);
        MatchViewJson {
            score: vec![0; players],
            game_match: MatchJson {
                game: 1,
                target: view.rules.match_target,
                sides: Sides::Seats,
                over: false,
                winner: None,
                results: vec![],
            },
            legal: None,
            view,
        }
    }

    fn room(game: &Game, seat: Seat) -> RoomState {
        RoomState {
            code: "ABCD-EFGH-JKLM".into(),
            seats: vec![person("Ann"), person("Bob")],
            game: 1,
            first: game.first_seat(),
            score: vec![0, 0],
            results: vec![],
            match_over: false,
            winner: None,
            match_seed: None,
            takeover_after: None,
            undo: None,
            rematch: None,
            view: wire(game.observation(seat).to_json()),
        }
    }

    pub(in crate::client) fn seated(game: &Game, seat: Seat, seq: u64) -> ServerMessage {
        ServerMessage::Seated {
            seq,
            code: "ABCD-EFGH-JKLM".into(),
            seat,
            token: Some("t".into()),
            room: room(game, seat),
        }
    }

    /// The next game dealt: game `number`, the match's `score`, `next`'s
    /// deal as seat 0 sees it.
    pub(in crate::client) fn dealt(
        seq: u64,
        number: usize,
        score: Vec<u32>,
        next: &Game,
    ) -> ServerMessage {
        ServerMessage::NewGame {
            seq,
            game: number,
            score,
            view: wire(next.observation(0).to_json()),
        }
    }

    /// The match won by side 0.
    fn match_won(seq: u64, score: Vec<u32>) -> ServerMessage {
        ServerMessage::MatchOver {
            seq,
            score,
            winner: Some(0),
            seed: 5,
        }
    }

    /// Plays `game`'s first legal moves until a turn passes, returning the
    /// `moved` messages `viewer` receives from `seq` on.
    pub(in crate::client) fn one_turn(
        game: &mut Game,
        viewer: Seat,
        seq: &mut u64,
    ) -> Vec<ServerMessage> {
        let mover = game.to_move();
        let mut out = Vec::new();
        loop {
            let moves = game.legal_moves();
            // Discards last: a turn with a play to the centre and a draw.
            let mv = *moves
                .iter()
                .find(|m| matches!(m.to, Target::Centre(_)))
                .unwrap_or(&moves[0]);
            // As the server sends them: the viewer's own draws named.
            let events = game.apply_seen(mv).expect("a legal move");
            *seq += 1;
            out.push(ServerMessage::Moved {
                seq: *seq,
                seat: mover,
                mv,
                by_computer: false,
                events: events.seen_by(viewer).to_vec(),
                view: wire(game.observation(viewer).to_json()),
            });
            if game.to_move() != mover || game.status().is_over() {
                return out;
            }
        }
    }

    /// A table seated in a room whose match is over (a player come back)
    /// knows the match's seed from the room, as `match_over` told it.
    #[test]
    fn a_table_seated_after_the_match_knows_its_seed() {
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let mut t = OnlineTable::new();
        let mut over = room(&game, 0);
        over.match_over = true;
        over.winner = Some(0);
        over.match_seed = Some(18_279_084_974_171_088_997);
        t.apply(ServerMessage::Seated {
            seq: 9,
            code: "ABCD-EFGH-JKLM".into(),
            seat: 0,
            token: None,
            room: over,
        });
        let end = t.match_end().expect("the match is over");
        assert_eq!(
            (end.winner, end.seed),
            (Some(0), Some(18_279_084_974_171_088_997))
        );
    }

    #[test]
    fn sequence_numbers_find_gaps_and_skip_what_was_seen() {
        let mut check = SeqCheck::default();
        let game = Game::new(Rules::g4a(), 3).unwrap();
        assert_eq!(check.check(&seated(&game, 0, 4)), SeqVerdict::Apply);
        let undo = |seq| ServerMessage::UndoCancelled { seq, by: None };
        assert_eq!(check.check(&undo(5)), SeqVerdict::Apply);
        assert_eq!(check.check(&undo(5)), SeqVerdict::Skip);
        assert_eq!(
            check.check(&ServerMessage::Pong { seq: 5 }),
            SeqVerdict::Apply
        );
        assert_eq!(check.check(&undo(7)), SeqVerdict::Gap);
        assert!(check.resyncing);
        // Until the whole room comes, broadcasts are skipped.
        assert_eq!(check.check(&undo(8)), SeqVerdict::Skip);
        let state = ServerMessage::State {
            seq: 8,
            room: room(&game, 0),
        };
        assert_eq!(check.check(&state), SeqVerdict::Apply);
        assert!(!check.resyncing);
        assert_eq!(check.check(&undo(9)), SeqVerdict::Apply);
    }

    #[test]
    fn the_room_is_followed_and_narrated_as_a_local_table_would() {
        let mut game = Game::new(Rules::g4a(), 11).unwrap();
        let me = 1;
        let mut t = OnlineTable::new();
        let got = t.apply(seated(&game, me, 2));
        assert_eq!(got[0], Happening::Seated { again: false });
        assert_eq!(t.seat(), Some(me));
        assert_eq!(t.token(), Some("t"));
        assert_eq!(t.code(), Some("ABCD-EFGH-JKLM"));
        let seats = t.seats().unwrap();
        assert_eq!(seats.name(me), SeatName::You);
        assert_eq!(seats.name(0), SeatName::Named("Ann".into()));
        assert_eq!(t.view().unwrap().seat(), me);
        assert_eq!(t.my_turn(), game.to_move() == me);

        let mut seq = 2;
        let mut told = Vec::new();
        // Three turns: the second time my turn comes, I draw.
        for _ in 0..3 {
            for msg in one_turn(&mut game, me, &mut seq) {
                for h in t.apply(msg) {
                    if let Happening::Told(m) = h {
                        told.push(m);
                    }
                }
            }
        }
        assert_eq!(t.last_seq(), seq);
        assert_eq!(t.view().unwrap(), &game.observation(me));
        // The other seat's draws are counts; mine name exactly my new cards.
        let mut mine = 0;
        for m in &told {
            if let Message::Drew { who, count, cards } = m {
                if *who == SeatName::You {
                    assert_eq!(cards.len(), usize::from(*count));
                    mine += 1;
                } else {
                    assert!(cards.is_empty(), "another seat's cards were named: {m:?}");
                }
            }
        }
        assert!(mine >= 1, "my draw was told: {told:?}");
        assert!(
            told.iter()
                .any(|m| matches!(m, Message::TurnStarts { whose } if *whose == SeatName::You))
        );
        assert!(t.log().len() >= told.len());
    }

    /// A game seat 1 began, followed by a table that came in after two
    /// turns, played to its end; returns the table, the game and the next
    /// sequence number.
    fn joined_mid_game_and_played_out() -> (OnlineTable, Game, u64) {
        let rules = Rules {
            payoff_size: 4,
            ..Rules::g4a()
        };
        let me = 0;
        let mut seq = 0;
        // A deal where seat 1 plays first (a table that did not see the
        // deal must not take seat 0 for the first), and two turns go by
        // before this table comes in.
        let mut game = (0..100)
            .map(|seed| {
                let mut g = Game::new(rules, seed).unwrap();
                seq = 0;
                for _ in 0..2 {
                    if !g.status().is_over() {
                        one_turn(&mut g, me, &mut seq);
                    }
                }
                g
            })
            .find(|g| g.first_seat() == 1 && !g.status().is_over())
            .expect("some deal lets seat 1 play first and goes on for two turns");
        let mut t = OnlineTable::new();
        seq += 1;
        t.apply(seated(&game, me, seq));
        let mut turns = 0;
        while !game.status().is_over() {
            for msg in one_turn(&mut game, me, &mut seq) {
                t.apply(msg);
            }
            turns += 1;
            assert!(turns < 2000, "the game ends");
        }
        assert!(t.results().is_empty());
        (t, game, seq + 1)
    }

    #[test]
    fn the_move_that_led_to_the_view_is_kept_until_a_deal() {
        let mut game = Game::new(Rules::g4a(), 11).unwrap();
        let mut t = OnlineTable::new();
        t.apply(seated(&game, 0, 1));
        assert_eq!(t.last_move(), None);
        let mut seq = 1;
        let moved = one_turn(&mut game, 0, &mut seq);
        let Some(ServerMessage::Moved {
            seat, mv, events, ..
        }) = moved.last().cloned()
        else {
            panic!("a turn has moves");
        };
        for msg in moved {
            t.apply(msg);
        }
        let last = LastMove {
            seat,
            mv,
            by_computer: false,
            events,
        };
        assert_eq!(t.last_move(), Some(&last));
        let next = Game::new(Rules::g4a(), 12).unwrap();
        t.apply(dealt(seq + 1, 2, vec![0, 0], &next));
        assert_eq!(t.last_move(), None);
    }

    #[test]
    fn a_table_that_came_in_mid_game_records_who_played_first() {
        // The next game is dealt...
        let (mut t, game, seq) = joined_mid_game_and_played_out();
        let next = Game::new(*game.rules(), 999).unwrap();
        t.apply(dealt(seq, 2, vec![0, 0], &next));
        let first_game = GameResult {
            first: 1,
            result: game.status(),
        };
        assert_eq!(t.results(), &[first_game]);
        // ... or the game ended the match, and no next game comes.
        let (mut t, game, seq) = joined_mid_game_and_played_out();
        t.apply(match_won(seq, vec![1, 0]));
        assert_eq!(t.results(), &[first_game]);
        assert_eq!(t.results()[0].result, game.status());
        // The whole room again lists it once, not twice.
        let mut room = room(&game, 0);
        room.results = vec![first_game];
        room.match_over = true;
        t.apply(ServerMessage::State { seq, room });
        assert_eq!(t.results(), &[first_game]);
    }

    #[test]
    fn a_finished_game_is_kept_until_acknowledged_while_the_next_is_followed() {
        let (mut t, game, mut seq) = joined_mid_game_and_played_out();
        // Over, but the next game not dealt yet: the view itself shows it.
        assert!(t.game_over());
        assert_eq!(t.finished_game(), None);
        let mut next = Game::new(*game.rules(), 999).unwrap();
        t.apply(dealt(seq, 2, vec![2, 0], &next));
        let kept = FinishedGame {
            number: 1,
            view: game.observation(0),
            score: vec![2, 0],
            match_over: false,
        };
        assert_eq!(t.finished_game(), Some(&kept));
        assert_eq!(kept.status(), game.status());
        assert!(kept.status().is_over());
        // The new game is followed meanwhile: its view, its moves.
        assert_eq!(t.view().unwrap(), &next.observation(0));
        assert_eq!(t.game_number(), 2);
        for msg in one_turn(&mut next, 0, &mut seq) {
            t.apply(msg);
        }
        assert_eq!(t.view().unwrap(), &next.observation(0));
        assert_eq!(t.finished_game(), Some(&kept));
        // A whole room (a resync, a reconnect) does not drop it.
        let mut whole = room(&next, 0);
        whole.game = 2;
        whole.score = vec![2, 0];
        seq += 1;
        t.apply(ServerMessage::State { seq, room: whole });
        assert_eq!(t.finished_game(), Some(&kept));
        t.acknowledge_finished();
        assert_eq!(t.finished_game(), None);
        assert_eq!(t.view().unwrap(), &next.observation(0));
        // A table that only heard the whole room (a restart) has none.
        let mut fresh = OnlineTable::new();
        fresh.apply(seated(&next, 0, seq));
        assert_eq!(fresh.finished_game(), None);
    }

    /// Plays `game` to its end, each `moved` taken in by `t`.
    fn played_out(t: &mut OnlineTable, game: &mut Game, seq: &mut u64) {
        let mut turns = 0;
        while !game.status().is_over() {
            for msg in one_turn(game, 0, seq) {
                t.apply(msg);
            }
            turns += 1;
            assert!(turns < 2000, "the game ends");
        }
    }

    /// The first finished game, then the game dealt after it played out
    /// while the first's end is still on screen.
    fn two_games_over_before_going_on() -> (OnlineTable, Game, Game, u64) {
        let (mut t, first, mut seq) = joined_mid_game_and_played_out();
        let mut second = Game::new(*first.rules(), 998).unwrap();
        t.apply(dealt(seq, 2, vec![2, 0], &second));
        played_out(&mut t, &mut second, &mut seq);
        (t, first, second, seq + 1)
    }

    #[test]
    fn a_game_that_ends_while_a_finished_one_is_shown_waits_behind_it() {
        let (mut t, first, second, seq) = two_games_over_before_going_on();
        let third = Game::new(*first.rules(), 997).unwrap();
        t.apply(dealt(seq, 3, vec![2, 3], &third));
        // The first game's end stays on screen, with the score after it.
        let shown = t.finished_game().expect("the first game is kept").clone();
        assert_eq!((shown.number, shown.score.clone()), (1, vec![2, 0]));
        assert_eq!(shown.view, first.observation(0));
        assert_eq!(t.game_number(), 3);
        // Going on shows the second game's end, then the third game.
        t.acknowledge_finished();
        let shown = t.finished_game().expect("the second game waits").clone();
        assert_eq!((shown.number, shown.score.clone()), (2, vec![2, 3]));
        assert_eq!(shown.view, second.observation(0));
        assert!(!shown.match_over);
        t.acknowledge_finished();
        assert_eq!(t.finished_game(), None);
        assert_eq!(t.view().unwrap(), &third.observation(0));
    }

    #[test]
    fn a_game_that_ends_while_one_is_shown_is_kept_when_a_gap_loses_the_next_deal() {
        let (mut t, first, _second, seq) = two_games_over_before_going_on();
        // The third game's deal is lost: the whole room brings it.
        let third = Game::new(*first.rules(), 997).unwrap();
        let mut whole = room(&third, 0);
        whole.game = 3;
        whole.score = vec![2, 3];
        t.apply(ServerMessage::State { seq, room: whole });
        let kept: Vec<_> = std::iter::from_fn(|| {
            let f = t.finished_game().map(|f| f.number);
            t.acknowledge_finished();
            f
        })
        .collect();
        assert_eq!(kept, [1, 2]);
        assert_eq!(t.view().unwrap(), &third.observation(0));
    }

    #[test]
    fn the_match_s_end_supersedes_the_finished_games_waiting() {
        let (mut t, _first, second, seq) = two_games_over_before_going_on();
        t.apply(match_won(seq, vec![5, 1]));
        let kept = t.finished_game().expect("the last game is kept").clone();
        assert!(kept.match_over);
        assert_eq!((kept.number, kept.view), (2, second.observation(0)));
        t.acknowledge_finished();
        assert_eq!(t.finished_game(), None);
    }

    #[test]
    fn finished_games_waiting_are_bounded() {
        let (mut t, first, _second, mut seq) = two_games_over_before_going_on();
        // A server that deals game after game, each over at once, while
        // this seat never goes on.
        for number in 3..40 {
            let mut next = Game::new(*first.rules(), number as u64).unwrap();
            t.apply(dealt(seq, number, vec![2, 0], &next));
            played_out(&mut t, &mut next, &mut seq);
            seq += 1;
        }
        let mut kept = 0;
        while t.finished_game().is_some() {
            t.acknowledge_finished();
            kept += 1;
        }
        assert_eq!(kept, MAX_FINISHED);
    }

    #[test]
    fn the_game_that_ends_the_match_is_kept_until_acknowledged() {
        let (mut t, game, seq) = joined_mid_game_and_played_out();
        t.apply(match_won(seq, vec![5, 1]));
        let kept = t.finished_game().expect("the last game is kept").clone();
        assert!(kept.match_over);
        assert_eq!(kept.number, 1);
        assert_eq!(kept.score, vec![5, 1]);
        // No next game: the final table is the view too.
        assert_eq!(&kept.view, t.view().unwrap());
        assert_eq!(kept.view, game.observation(0));
        t.acknowledge_finished();
        assert_eq!(t.finished_game(), None);
        assert!(t.match_end().is_some());
        // Nothing comes back with a later whole room.
        let mut whole = room(&game, 0);
        whole.match_over = true;
        t.apply(ServerMessage::State { seq, room: whole });
        assert_eq!(t.finished_game(), None);
    }

    #[test]
    fn a_hint_from_the_server_is_told_as_a_local_hint_would_be() {
        let game = Game::new(Rules::g4a(), 8).unwrap();
        let me = game.to_move();
        let mut t = OnlineTable::new();
        t.apply(seated(&game, me, 3));
        let local = spite_table::hint_message(&game.observation(me));
        assert!(matches!(local, Message::Hint { .. }));
        let got = t.apply(crate::hint::hint_message(3, &local));
        assert_eq!(got, vec![Happening::Told(local.clone())]);
        // An answer to this seat alone: no sequence number taken, nothing logged.
        assert_eq!(t.last_seq(), 3);
        assert!(!t.log().contains(&local));
    }

    #[test]
    fn undo_requests_say_who_must_answer_and_end_with_an_answer() {
        let game = Game::new(Rules::g4a(), 5).unwrap();
        let mut t = OnlineTable::new();
        t.apply(seated(&game, 0, 1));
        let mv = game.legal_moves()[0];
        let got = t.apply(ServerMessage::UndoRequested {
            seq: 2,
            seat: 1,
            mv,
            waiting_for: vec![0],
        });
        assert_eq!(
            got,
            vec![Happening::UndoAsked {
                seat: 1,
                mv,
                waiting_for: vec![0],
                you_answer: true
            }]
        );
        assert!(t.must_answer_undo());
        assert!(!t.asked_undo());
        let got = t.apply(ServerMessage::UndoCancelled {
            seq: 3,
            by: Some(0),
        });
        assert_eq!(got, vec![Happening::UndoDeclined { by: Some(0) }]);
        assert!(t.pending_undo().is_none());
        // A refusal is kept and told; it moves no sequence number.
        let got = t.apply(ServerMessage::Error {
            seq: 3,
            code: ErrorCode::UndoRefused,
            message: "no".into(),
        });
        assert!(matches!(
            got[0],
            Happening::ServerRefused {
                code: ErrorCode::UndoRefused,
                ..
            }
        ));
        assert_eq!(t.last_seq(), 3);
    }

    #[test]
    fn presence_and_a_gap_are_told() {
        let game = Game::new(Rules::g4a(), 5).unwrap();
        let mut t = OnlineTable::new();
        t.apply(seated(&game, 0, 1));
        let mut away = person("Bob");
        away.connected = false;
        let got = t.apply(ServerMessage::Presence {
            seq: 2,
            seat: 1,
            info: away,
        });
        assert_eq!(
            got,
            vec![Happening::Presence {
                seat: 1,
                now: Presence::Away
            }]
        );
        let got = t.apply(ServerMessage::UndoCancelled { seq: 9, by: None });
        assert_eq!(got, vec![]);
        assert!(t.needs_resync());
        let got = t.apply(ServerMessage::State {
            seq: 9,
            room: room(&game, 0),
        });
        assert!(!t.needs_resync());
        assert!(matches!(
            got[0],
            Happening::Told(Message::GameStarts { resumed: true, .. })
        ));
        // A view that does not add up is refused and the room asked again.
        let mut bad = game.observation(0).to_json();
        bad.hand.clear();
        let got = t.apply(ServerMessage::NewGame {
            seq: 10,
            game: 2,
            score: vec![1, 0],
            view: wire(bad),
        });
        assert!(t.needs_resync());
        assert_eq!(t.view().unwrap(), &game.observation(0));
        assert!(
            !got.iter()
                .any(|h| matches!(h, Happening::Told(Message::GameStarts { .. })))
        );
    }

    /// A rematch offered, accepted and started: the offer is kept and
    /// told (asking this seat), the start told, and the new room's
    /// `seated` replaces the old room whole (its end, its log), keeping
    /// the mutes; a reaction is told unless its seat is muted or is ours.
    #[test]
    fn a_rematch_and_reactions_are_folded() {
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let mut t = OnlineTable::new();
        t.apply(seated(&game, 0, 1));
        t.apply(match_won(2, vec![1, 0]));
        assert!(t.match_end().is_some());
        let got = t.apply(ServerMessage::RematchOffered {
            seq: 3,
            by: 1,
            waiting_for: vec![0],
        });
        assert_eq!(
            got,
            vec![Happening::RematchOffered {
                by: 1,
                waiting_for: vec![0],
                you_answer: true
            }]
        );
        assert!(t.must_answer_rematch());
        let got = t.apply(ServerMessage::RematchCancelled {
            seq: 4,
            seat: 1,
            why: RematchCancel::Left,
        });
        assert_eq!(
            got,
            vec![Happening::RematchCancelled {
                seat: 1,
                left: true
            }]
        );
        assert!(t.rematch().is_none());
        let react = |seq, seat| ServerMessage::Reaction {
            seq,
            seat,
            reaction: spite_table::Reaction::WellPlayed,
        };
        // A reaction carries the count without raising it.
        assert_eq!(
            t.apply(react(4, 1)),
            vec![Happening::Reaction {
                seat: 1,
                reaction: spite_table::Reaction::WellPlayed
            }]
        );
        t.mute(1, true);
        assert!(t.apply(react(4, 1)).is_empty());
        assert!(t.apply(react(4, 0)).is_empty(), "our own is not told");
        assert_eq!(t.last_seq(), 4);
        assert_eq!(
            t.apply(ServerMessage::RematchStarted {
                seq: 5,
                code: "NEWC-ODEN-EWCO".into()
            }),
            vec![Happening::RematchStarted]
        );
        let next = Game::new(Rules::g4a(), 4).unwrap();
        let ServerMessage::Seated { room, .. } = seated(&next, 0, 0) else {
            unreachable!()
        };
        let got = t.apply(ServerMessage::Seated {
            seq: 0,
            code: "NEWC-ODEN-EWCO".into(),
            seat: 0,
            token: Some("new".into()),
            room: RoomState {
                code: "NEWC-ODEN-EWCO".into(),
                ..room
            },
        });
        assert_eq!(got[0], Happening::Seated { again: false });
        assert_eq!(t.code(), Some("NEWC-ODEN-EWCO"));
        assert_eq!(t.token(), Some("new"));
        assert!(t.match_end().is_none() && t.finished_game().is_none());
        assert_eq!(t.view(), Some(&next.observation(0)));
        assert!(t.muted(1), "mutes carry over");
        assert_eq!(t.last_seq(), 0);
    }

    /// The open rooms listed are kept until listed again.
    #[test]
    fn the_open_rooms_are_kept() {
        let mut t = OnlineTable::new();
        assert!(t.open_rooms().is_none());
        let room = OpenRoom {
            code: "ABCD-EFGH-JKLM".into(),
            preset: Some("g4a".into()),
            rules: Rules::g4a(),
            seats: vec![person("Ann")],
            free: 1,
            waiting: 3,
        };
        assert!(
            t.apply(ServerMessage::Rooms {
                seq: 0,
                rooms: vec![room.clone()]
            })
            .is_empty()
        );
        assert_eq!(t.open_rooms(), Some(&[room][..]));
    }

    /// What quick match tells before the seat is kept for a frontend that
    /// reads only the fold; the computer's offer ends with the seat.
    #[test]
    fn the_pool_is_kept_until_seated() {
        let mut t = OnlineTable::new();
        t.apply(ServerMessage::Identity {
            seq: 0,
            key: Some("k".into()),
            name: Some("Ann".into()),
            ratings: vec![],
        });
        t.apply(ServerMessage::Seeking {
            seq: 0,
            position: 2,
            computer_in: 45,
        });
        t.apply(ServerMessage::ComputerOffer {
            seq: 0,
            level: Level::Medium,
        });
        let pool = t.pool().clone();
        assert_eq!(pool.identity.and_then(|i| i.key).as_deref(), Some("k"));
        assert_eq!(pool.seeking.map(|s| s.position), Some(2));
        assert_eq!(pool.computer_offer, Some(Level::Medium));
        t.apply(seated(&Game::new(Rules::g4a(), 3).unwrap(), 0, 1));
        assert_eq!(t.pool().computer_offer, None);
        assert!(t.pool().identity.is_some(), "who you are stays known");
    }
}
