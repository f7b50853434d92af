//! A room: a match on the server, its seats and who sits at them.
//!
//! A room lives behind an async mutex; every request from a connection and
//! every computer move takes it, changes the table, writes the room to the
//! database, and only then tells the seats, each its own view.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use spite_core::{MoveParseError, Rules, Seat};
use spite_table::{Next, Played, Player, Seats, Table, TableError, TableSave};
use tokio::sync::{Mutex, Notify, mpsc};

pub(crate) use crate::rematch::Rematch;

use crate::protocol::{
    ErrorCode, PendingUndo, RoomState, RulesSpec, SeatInfo, SeatKind, SeatSpec, ServerMessage,
};
use crate::server::Shared;
use crate::store::{RoomRow, StoreError};

/// A refusal: the code and the sentence.
pub(crate) type Refused = (ErrorCode, String);

/// A room behind its lock.
pub(crate) type RoomCell = Mutex<Room>;

/// Why the server closes a connection: what its WebSocket close frame
/// says (docs/online.md lists the codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CloseWhy {
    /// Another connection came back to this seat with its token (4001):
    /// a client should not reconnect by itself, or two would take the seat
    /// from each other for ever.
    Replaced,
    /// The server is stopping, or the room was removed (1001).
    GoingAway,
    /// The client did not read what was sent (1008).
    NotReading,
    /// Too many wrong codes or tokens (1008).
    WrongCodes,
    /// Over the rate limit again and again (1008).
    RateLimited,
    /// Nothing came for the idle timeout (1001).
    Idle,
    /// A text frame that is not UTF-8 (1007).
    NotUtf8,
    /// A frame over the size limit (1009).
    TooBig,
    /// Any other breach of the WebSocket protocol (1002).
    Protocol,
}

impl CloseWhy {
    /// The close code and reason sent.
    pub fn frame(self) -> (u16, &'static str) {
        match self {
            CloseWhy::Replaced => (4001, "this seat was taken up by another connection"),
            CloseWhy::GoingAway => (1001, "the server is stopping or the room has closed"),
            CloseWhy::NotReading => (1008, "messages were not read"),
            CloseWhy::WrongCodes => (1008, "too many wrong codes or tokens"),
            CloseWhy::RateLimited => (1008, "rate limit exceeded again and again"),
            CloseWhy::Idle => (1001, "idle"),
            CloseWhy::NotUtf8 => (1007, "a text frame was not UTF-8"),
            CloseWhy::TooBig => (1009, "a message was too big"),
            CloseWhy::Protocol => (1002, "WebSocket protocol error"),
        }
    }
}

/// How a connection is closed from outside its task: the first reason
/// given is the one its close frame says.
#[derive(Debug, Default)]
pub(crate) struct Kill {
    notify: Notify,
    why: std::sync::OnceLock<CloseWhy>,
}

impl Kill {
    /// Closes the connection for `why`.
    pub fn close(&self, why: CloseWhy) {
        let _ = self.why.set(why);
        self.notify.notify_one();
    }

    /// Waits for [`Kill::close`]; its reason.
    pub async fn closed(&self) -> CloseWhy {
        self.notify.notified().await;
        self.why.get().copied().unwrap_or(CloseWhy::GoingAway)
    }
}

/// A connection, as a room knows it: where to send and how to close it.
#[derive(Clone, Debug)]
pub(crate) struct Conn {
    pub id: u64,
    pub tx: mpsc::Sender<String>,
    pub kill: Arc<Kill>,
    /// Rung when the connection's room started a rematch: the connection
    /// takes its seat there (`rematch::take_seat`).
    pub seat_moved: Arc<Notify>,
}

impl Conn {
    /// Queues a message; a connection whose queue is full (a client that
    /// does not read) is closed rather than waited for.
    pub fn send(&self, msg: &ServerMessage) {
        self.send_text(serde_json::to_string(msg).expect("messages serialise"));
    }

    /// Queues a message already in JSON.
    pub fn send_text(&self, text: String) {
        if self.tx.try_send(text).is_err() {
            self.kill.close(CloseWhy::NotReading);
        }
    }
}

/// One seat of a room.
#[derive(Debug)]
pub(crate) struct Slot {
    pub spec: SeatSpec,
    pub token_hash: Option<String>,
    pub name: Option<String>,
    /// The seat's connection, if it is on this instance.
    pub conn: Option<Conn>,
    /// The instance the seat's person is connected to (stored: every
    /// instance sees it).
    pub present_on: Option<String>,
    /// Since when the seat's person has been away (Unix milliseconds): the
    /// computer takes over `takeover_after` later.
    pub away_since: Option<i64>,
    /// The absence (its `away_since`) a takeover timer here waits on.
    pub timer: Option<i64>,
    pub taken_over: bool,
    /// The hash of the player key of the person seated by quick match
    /// (their rating changes with a rated match).
    pub player: Option<String>,
    /// Kept for the person of this seat in the room this one is a
    /// rematch of: `join` passes it over, only they take it.
    pub reserved: bool,
}

/// An undo waiting for approvals (kept with the room, so a restart does
/// not lose it).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct UndoWait {
    pub seat: Seat,
    pub mv: spite_core::Move,
    pub waiting: Vec<Seat>,
}

/// A room.
#[derive(Debug)]
pub(crate) struct Room {
    pub code: String,
    pub table: Table,
    pub slots: Vec<Slot>,
    pub seq: u64,
    pub takeover_after: Option<u32>,
    pub undo: Option<UndoWait>,
    pub created: i64,
    pub updated: i64,
    pub finished: Option<i64>,
    /// A rematch offered or started (kept with the room, so every
    /// instance sees it).
    pub rematch: Option<Rematch>,
    /// Listed for anyone to join while it has free person seats.
    pub open: bool,
    /// The stored version (0: never written).
    pub version: i64,
    pub bot_running: bool,
    pub closed: bool,
    /// The moves of the match's finished games (the table keeps the
    /// current game's only).
    pub history: Vec<Vec<spite_core::Move>>,
    /// What the change being made tells the seats, sent once it is
    /// committed: (seat, message in JSON).
    pub outbox: Vec<(Seat, String)>,
    /// The sequence number as last committed.
    pub seq_committed: u64,
    /// Set when a write found the room changed by another instance and the
    /// room was brought up to date from the database: the change is gone
    /// with the old copy, so there is nothing to put back.
    pub resynced: bool,
    /// A rated quick-match room: its preset, and whether its end is rated.
    pub rated: Option<crate::rating::RatedRoom>,
}

/// What a room keeps in the database, taken before a change so that the
/// change can be taken back whole when its write fails.
pub(crate) struct Kept {
    table: Table,
    seq: u64,
    /// Each seat's token hash, name, whether the computer plays it, where
    /// its person is and since when away.
    slots: Vec<KeptSlot>,
    undo: Option<UndoWait>,
    rematch: Option<Rematch>,
    finished: Option<i64>,
    history: Vec<Vec<spite_core::Move>>,
}

type KeptSlot = (
    Option<String>,
    Option<String>,
    bool,
    Option<String>,
    Option<i64>,
    bool,
);

/// The refusal of a change the database did not take.
pub(crate) fn unavailable() -> Refused {
    (
        ErrorCode::Unavailable,
        "the game's database cannot be reached just now: nothing changed; try again in a moment"
            .into(),
    )
}

/// The refusal of a change that met the room changed by another instance
/// twice in a row.
pub(crate) fn changed_meanwhile() -> Refused {
    (
        ErrorCode::Unavailable,
        "the game changed meanwhile: nothing changed; try again".into(),
    )
}

/// A room as stored (the `record` column).
#[derive(Serialize, Deserialize)]
struct RoomRecord {
    table: TableSave,
    seats: Vec<SlotRecord>,
    takeover_after: Option<u32>,
    seq: u64,
    #[serde(default)]
    history: Vec<Vec<spite_core::Move>>,
    /// A pending undo (absent in rooms stored before it was kept).
    #[serde(default)]
    undo: Option<UndoWait>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rated: Option<crate::rating::RatedRoom>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rematch: Option<Rematch>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    open: bool,
}

#[derive(Serialize, Deserialize)]
struct SlotRecord {
    spec: SeatSpec,
    token_hash: Option<String>,
    name: Option<String>,
    taken_over: bool,
    #[serde(default)]
    present_on: Option<String>,
    #[serde(default)]
    away_since: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    player: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    reserved: bool,
}

/// Now, in Unix milliseconds.
pub(crate) fn now() -> i64 {
    // Milliseconds, not seconds: a room kept for a short while (tests, a
    // small `keep_finished`) must not lose up to a second to truncation.
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The rules a `create` asks for.
pub(crate) fn rules_of(spec: Option<RulesSpec>) -> Result<Rules, Refused> {
    let rules = match spec {
        None => Rules::g4a(),
        Some(RulesSpec::Preset(name)) => Rules::preset(&name.to_ascii_lowercase()).ok_or((
            ErrorCode::BadRequest,
            format!(
                "unknown rules preset '{}'; the presets are g4a and classic",
                name.chars().take(20).collect::<String>()
            ),
        ))?,
        Some(RulesSpec::Custom(rules)) => rules,
    };
    rules.validate().map_err(|e| {
        (
            ErrorCode::BadRequest,
            format!("these rules cannot be dealt: {e}"),
        )
    })?;
    Ok(rules)
}

/// Checks a `create`'s seats against the rules.
pub(crate) fn check_seats(rules: &Rules, seats: &[SeatSpec]) -> Result<(), Refused> {
    if seats.len() != usize::from(rules.players) {
        return Err((
            ErrorCode::BadRequest,
            format!("{} seats given for {} players", seats.len(), rules.players),
        ));
    }
    if !seats.contains(&SeatSpec::Person) {
        return Err((
            ErrorCode::BadRequest,
            "at least one seat must be a person's".into(),
        ));
    }
    Ok(())
}

/// Checks a player's name.
pub(crate) fn check_name(name: Option<String>) -> Result<Option<String>, Refused> {
    match name {
        Some(n) if n.chars().count() > 40 || n.chars().any(char::is_control) => Err((
            ErrorCode::BadRequest,
            "a name is at most 40 characters, without control characters".into(),
        )),
        Some(n) if n.trim().is_empty() => Ok(None),
        other => Ok(other),
    }
}

/// A refused table request in the protocol's terms.
pub(crate) fn refusal(e: &TableError) -> Refused {
    let code = match e {
        TableError::NotYourTurn { .. } | TableError::NotAPerson(_) => ErrorCode::NotYourTurn,
        TableError::GameOver | TableError::MatchOver => ErrorCode::GameOver,
        // As the engine protocol: words that are not a move are a bad
        // request; a card or pile this seat or table lacks is a move the
        // rules do not allow.
        TableError::NotAMove {
            error: MoveParseError::NotAMove(_),
            ..
        }
        | TableError::GameNotOver => ErrorCode::BadRequest,
        TableError::Illegal { .. } | TableError::NotAMove { .. } => ErrorCode::IllegalMove,
        TableError::Undo(_) => ErrorCode::UndoRefused,
        TableError::Stale => ErrorCode::Internal,
    };
    let message = match e {
        TableError::NotYourTurn { to_move, .. } => format!("it is seat {to_move}'s turn"),
        TableError::NotAPerson(_) => {
            "the computer plays your seat now; it gives it back when you return".into()
        }
        TableError::Undo(u) => format!("cannot undo: {u}"),
        other => other.to_string(),
    };
    (code, message)
}

impl Room {
    /// A new room.
    pub fn new(
        code: String,
        rules: Rules,
        specs: &[SeatSpec],
        seed: u64,
        takeover_after: Option<u32>,
    ) -> Result<Room, Refused> {
        let seats = Seats::new(
            specs
                .iter()
                .map(|s| match s {
                    SeatSpec::Person => Player::Remote,
                    SeatSpec::Computer { level } => Player::Computer(*level),
                })
                .collect(),
        );
        let table = Table::new(rules, seats, seed)
            .map_err(|e| (ErrorCode::BadRequest, format!("cannot open the table: {e}")))?;
        let t = now();
        Ok(Room {
            code,
            table,
            slots: specs
                .iter()
                .map(|&spec| Slot {
                    spec,
                    token_hash: None,
                    name: None,
                    conn: None,
                    present_on: None,
                    away_since: None,
                    timer: None,
                    taken_over: false,
                    player: None,
                    reserved: false,
                })
                .collect(),
            seq: 0,
            takeover_after,
            undo: None,
            rematch: None,
            open: false,
            created: t,
            updated: t,
            finished: None,
            version: 0,
            bot_running: false,
            closed: false,
            history: Vec::new(),
            outbox: Vec::new(),
            seq_committed: 0,
            resynced: false,
            rated: None,
        })
    }

    /// A room read back from the database.
    pub fn load(row: &RoomRow) -> Result<Room, String> {
        let rec: RoomRecord = serde_json::from_str(&row.record).map_err(|e| e.to_string())?;
        let table = Table::load(&rec.table).map_err(|e| e.to_string())?;
        if rec.seats.len() != table.seats().len() {
            return Err("seats do not match the table".into());
        }
        // Kept only if the move can still be taken back.
        let undo = rec.undo.filter(|u| {
            table
                .clone()
                .undo(u.seat)
                .is_ok_and(|undone| undone.mv == u.mv)
        });
        Ok(Room {
            code: row.code.clone(),
            table,
            slots: rec
                .seats
                .into_iter()
                .map(|s| Slot {
                    spec: s.spec,
                    token_hash: s.token_hash,
                    name: s.name,
                    conn: None,
                    present_on: s.present_on,
                    away_since: s.away_since,
                    timer: None,
                    taken_over: s.taken_over,
                    player: s.player,
                    reserved: s.reserved,
                })
                .collect(),
            seq: rec.seq,
            takeover_after: rec.takeover_after,
            undo,
            rematch: rec.rematch,
            open: rec.open,
            created: row.created,
            updated: row.updated,
            finished: row.finished,
            version: row.version,
            bot_running: false,
            closed: false,
            history: rec.history,
            outbox: Vec::new(),
            seq_committed: rec.seq,
            resynced: false,
            rated: rec.rated,
        })
    }

    /// Every move of the match so far, game by game.
    pub fn all_moves(&self) -> Vec<Vec<spite_core::Move>> {
        let mut all = self.history.clone();
        all.push(self.table.match_().record().moves.clone());
        all
    }

    /// The room as stored.
    pub fn row(&self) -> RoomRow {
        let rec = RoomRecord {
            table: self.table.save(),
            seats: self
                .slots
                .iter()
                .map(|s| SlotRecord {
                    spec: s.spec,
                    token_hash: s.token_hash.clone(),
                    name: s.name.clone(),
                    taken_over: s.taken_over,
                    present_on: s.present_on.clone(),
                    away_since: s.away_since,
                    player: s.player.clone(),
                    reserved: s.reserved,
                })
                .collect(),
            takeover_after: self.takeover_after,
            seq: self.seq,
            history: self.history.clone(),
            undo: self.undo.clone(),
            rated: self.rated,
            rematch: self.rematch.clone(),
            open: self.open,
        };
        RoomRow {
            code: self.code.clone(),
            record: serde_json::to_string(&rec).expect("rooms serialise"),
            created: self.created,
            updated: self.updated,
            finished: self.finished,
            version: self.version,
            listed: crate::lobby::listed(self),
        }
    }

    /// What the room keeps, to restore if a change's write fails.
    pub fn kept(&self) -> Kept {
        Kept {
            table: self.table.clone(),
            seq: self.seq,
            slots: self
                .slots
                .iter()
                .map(|s| {
                    (
                        s.token_hash.clone(),
                        s.name.clone(),
                        s.taken_over,
                        s.present_on.clone(),
                        s.away_since,
                        s.reserved,
                    )
                })
                .collect(),
            undo: self.undo.clone(),
            rematch: self.rematch.clone(),
            finished: self.finished,
            history: self.history.clone(),
        }
    }

    /// Puts back what the room kept (its connections stay as they are),
    /// and forgets what the change was to tell. After a resync the room is
    /// the database's, without the change: nothing to put back.
    pub fn restore(&mut self, kept: Kept) {
        self.outbox.clear();
        if std::mem::take(&mut self.resynced) {
            return;
        }
        self.table = kept.table;
        self.seq = kept.seq;
        for (slot, (token_hash, name, taken_over, present_on, away_since, reserved)) in
            self.slots.iter_mut().zip(kept.slots)
        {
            slot.token_hash = token_hash;
            slot.name = name;
            slot.taken_over = taken_over;
            slot.present_on = present_on;
            slot.away_since = away_since;
            slot.reserved = reserved;
        }
        self.undo = kept.undo;
        self.rematch = kept.rematch;
        self.finished = kept.finished;
        self.history = kept.history;
    }

    /// Writes the room at its next version with what the change tells
    /// (its outbox); returns once it is committed, and only then sends the
    /// outbox to the seats connected here (other instances send it to
    /// theirs). A write the database did not take is logged, counted and
    /// refused ([`unavailable`]); the room keeps its version and sequence
    /// number, and the caller puts back what it changed, so nothing is
    /// half-applied. A write another instance got in before finds the room
    /// stale: the room is brought up to date (`resynced`) and the change
    /// refused, for the caller to try again on the fresh room.
    pub async fn persist(&mut self, shared: &Shared) -> Result<(), Refused> {
        // The write that records a rated match's end rates it, once.
        let rating = crate::rating::due(self);
        let Some(store) = &shared.store else {
            if let Some(end) = &rating {
                shared.play.rate_in_memory(end);
                self.rated_applied(true);
            }
            self.committed();
            if rating.is_some() {
                crate::rating::tell_rated(shared, self).await;
            }
            return Ok(());
        };
        if rating.is_some() {
            self.rated_applied(true);
        }
        self.updated = now();
        self.version += 1;
        // Kept for the other instances; alone, nobody reads it.
        let mut told = String::new();
        if shared.cluster.is_some() {
            for (seat, text) in &self.outbox {
                told.push_str(&format!("{seat} {text}\n"));
            }
        }
        let start = std::time::Instant::now();
        let rating_now = rating.is_some();
        let result = match rating {
            Some(end) => store.write_rated(self.row(), told, end).await,
            None => store.write(self.row(), told).await,
        };
        shared.metrics.db_write.observe(start.elapsed());
        let Err(e) = result else {
            self.committed();
            if rating_now {
                crate::rating::tell_rated(shared, self).await;
            }
            return Ok(());
        };
        if rating_now {
            self.rated_applied(false);
        }
        self.version -= 1;
        self.seq = self.seq_committed;
        self.outbox.clear();
        if matches!(e, StoreError::Stale(_)) && self.version > 0 {
            tracing::info!(room = %self.code, "the room was changed elsewhere: reading it again");
            if self.resync(shared).await {
                return Err(changed_meanwhile());
            }
        }
        shared
            .metrics
            .db_write_errors
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        tracing::error!(room = %self.code, error = %e, "the room could not be written; the change is refused");
        Err(unavailable())
    }

    /// Marks a rated room's end as rated (or, its write refused, not).
    fn rated_applied(&mut self, applied: bool) {
        if let Some(r) = &mut self.rated {
            r.applied = applied;
        }
    }

    /// The change is committed: tell the seats here.
    fn committed(&mut self) {
        self.seq_committed = self.seq;
        for (seat, text) in std::mem::take(&mut self.outbox) {
            if let Some(c) = &self.slots[usize::from(seat)].conn {
                c.send_text(text);
            }
        }
    }

    /// Brings the room up to date from the database if another instance
    /// wrote it: tells the seats here what those writes told, in order,
    /// then takes the stored room (keeping the connections here; one whose
    /// seat was taken up on another instance is closed). Whether it changed.
    pub async fn resync(&mut self, shared: &Shared) -> bool {
        let Some(store) = &shared.store else {
            return false;
        };
        let row = match store.load_one(self.code.clone()).await {
            Ok(Some(row)) => row,
            Ok(None) => {
                // Removed by another instance.
                self.close(CloseWhy::GoingAway);
                return false;
            }
            Err(e) => {
                tracing::warn!(room = %self.code, error = %e, "cannot read the room again");
                return false;
            }
        };
        if row.version <= self.version {
            return false;
        }
        let fresh = match Room::load(&row) {
            Ok(fresh) => fresh,
            Err(e) => {
                tracing::error!(room = %self.code, error = %e, "the stored room cannot be read");
                return false;
            }
        };
        let told = store
            .told_since(self.code.clone(), self.version, row.version)
            .await
            .unwrap_or_default();
        for (_, lines) in told {
            for line in lines.lines() {
                let Some((seat, text)) = line.split_once(' ') else {
                    continue;
                };
                if let Some(c) = seat
                    .parse::<usize>()
                    .ok()
                    .and_then(|s| self.slots.get(s))
                    .and_then(|s| s.conn.as_ref())
                {
                    c.send_text(text.to_string());
                }
            }
        }
        let me = &shared.metrics.instance;
        let rated_before = self.rated.is_some_and(|r| r.applied);
        let mut old = std::mem::replace(self, fresh);
        for (slot, was) in self.slots.iter_mut().zip(old.slots.iter_mut()) {
            slot.timer = was.timer;
            if let Some(c) = was.conn.take() {
                if slot.present_on.as_ref().is_some_and(|on| on != me) {
                    c.kill.close(CloseWhy::Replaced);
                } else {
                    slot.conn = Some(c);
                }
            }
        }
        self.bot_running = old.bot_running;
        self.closed = old.closed;
        self.resynced = true;
        crate::rematch::tell_moved(self);
        if !rated_before && self.rated.is_some_and(|r| r.applied) {
            // Rated by the write another instance made.
            crate::rating::tell_rated(shared, self).await;
        }
        true
    }

    /// Closes the room here: every connection is told why.
    pub fn close(&mut self, why: CloseWhy) {
        self.closed = true;
        for slot in &self.slots {
            if let Some(c) = &slot.conn {
                c.kill.close(why);
            }
        }
    }

    /// A seat's public state.
    pub fn seat_info(&self, seat: Seat) -> SeatInfo {
        let s = &self.slots[usize::from(seat)];
        let (kind, level) = match s.spec {
            SeatSpec::Person => (SeatKind::Person, None),
            SeatSpec::Computer { level } => (SeatKind::Computer, Some(level)),
        };
        SeatInfo {
            kind,
            level,
            name: s.name.clone(),
            taken: kind == SeatKind::Computer || s.token_hash.is_some(),
            connected: s.conn.is_some() || s.present_on.is_some(),
            computer_plays: kind == SeatKind::Computer || s.taken_over,
        }
    }

    /// The whole room as `seat` sees it.
    pub fn state_for(&self, seat: Seat) -> RoomState {
        let m = self.table.match_();
        RoomState {
            code: self.code.clone(),
            seats: (0..self.slots.len() as Seat)
                .map(|s| self.seat_info(s))
                .collect(),
            game: m.game_number(),
            first: m.game().first_seat(),
            score: m.scores(),
            results: m.results().to_vec(),
            match_over: m.is_over(),
            winner: m.winner(),
            match_seed: m.is_over().then(|| self.table.seed()),
            takeover_after: self.takeover_after,
            undo: self.undo.as_ref().map(|u| PendingUndo {
                seat: u.seat,
                mv: u.mv,
                waiting_for: u.waiting.clone(),
            }),
            rematch: crate::rematch::offer_of(self),
            view: self.table.match_().view_json(seat, true),
        }
    }

    /// Sends a message to one seat now, if connected here.
    pub fn send(&self, seat: Seat, msg: &ServerMessage) {
        if let Some(c) = &self.slots[usize::from(seat)].conn {
            c.send(msg);
        }
    }

    /// Whether a seat's person is connected, here or to another instance.
    fn listening(&self, seat: Seat) -> bool {
        let s = &self.slots[usize::from(seat)];
        s.conn.is_some() || s.present_on.is_some()
    }

    /// Raises the sequence number and queues each connected seat its
    /// message, to be sent once the change is committed ([`Room::persist`]).
    pub fn broadcast(&mut self, mut make: impl FnMut(&Room, Seat, u64) -> ServerMessage) {
        self.seq += 1;
        for seat in 0..self.slots.len() as Seat {
            if self.listening(seat) {
                let msg = make(self, seat, self.seq);
                let text = serde_json::to_string(&msg).expect("messages serialise");
                self.outbox.push((seat, text));
            }
        }
    }

    /// Tells everyone else a seat's new state (the seat itself learns it
    /// from `seated`), once the change is committed.
    pub fn broadcast_presence(&mut self, seat: Seat) {
        let info = self.seat_info(seat);
        self.seq += 1;
        let msg = ServerMessage::Presence {
            seq: self.seq,
            seat,
            info,
        };
        let text = serde_json::to_string(&msg).expect("messages serialise");
        for s in 0..self.slots.len() as Seat {
            if s != seat && self.listening(s) {
                self.outbox.push((s, text.clone()));
            }
        }
    }

    /// Tells `seat` where it sits: the room as it stands, at the current
    /// sequence number, with the seat token when the seat was just taken
    /// (`None` when it came back with its own).
    pub fn send_seated(&self, seat: Seat, token: Option<String>) {
        let msg = ServerMessage::Seated {
            seq: self.seq,
            code: self.code.clone(),
            seat,
            token,
            room: self.state_for(seat),
        };
        self.send(seat, &msg);
    }

    /// The person seats (taken) other than `seat`.
    pub fn other_people(&self, seat: Seat) -> Vec<Seat> {
        (0..self.slots.len() as Seat)
            .filter(|&s| {
                s != seat
                    && self.slots[usize::from(s)].spec == SeatSpec::Person
                    && self.slots[usize::from(s)].token_hash.is_some()
            })
            .collect()
    }
}

/// How many times a change is tried when other instances keep writing
/// the room first: a computer taking its turn on another instance writes
/// every few milliseconds, and a join or a return must not lose to it.
const COMMIT_TRIES: u32 = 8;

/// The pause before the second try; it doubles each time, up to 100 ms
/// (at most about a third of a second in all).
const FIRST_RETRY_PAUSE: Duration = Duration::from_millis(4);

/// Makes a change and writes it: `change` alters the room and queues what
/// it tells; the write commits it and then the seats are told. A change
/// refused, or not written, is put back whole. When another instance
/// wrote the room first, the change is made again on the room as it now
/// is (where it may be refused: the turn may have passed), after a short
/// pause, up to [`COMMIT_TRIES`] times.
pub(crate) async fn commit(
    shared: &Shared,
    room: &mut Room,
    mut change: impl FnMut(&mut Room) -> Result<(), Refused>,
) -> Result<(), Refused> {
    let mut pause = FIRST_RETRY_PAUSE;
    for attempt in 0..COMMIT_TRIES {
        if attempt > 0 {
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_millis(100));
        }
        let before = room.kept();
        if let Err(refused) = change(room) {
            room.restore(before);
            return Err(refused);
        }
        match room.persist(shared).await {
            Ok(()) => return Ok(()),
            Err(_) if room.resynced => room.restore(before),
            Err(refused) => {
                room.restore(before);
                return Err(refused);
            }
        }
    }
    Err(changed_meanwhile())
}

/// After a move: cancel a pending undo, deal the next game if this one
/// ended, and queue what every seat is told (the move with each seat's
/// view of its result, the new game, the match's end).
fn tell_move(room: &mut Room, played: &Played, by_computer: bool) {
    let cancelled = room.undo.take().is_some();
    let views: Vec<_> = (0..room.slots.len() as Seat)
        .map(|s| room.table.match_().view_json(s, true))
        .collect();
    let dealt = matches!(room.table.next(), Next::GameOver);
    if dealt {
        let moves = room.table.match_().record().moves.clone();
        room.history.push(moves);
        room.table
            .next_game()
            .expect("a finished game of an unfinished match deals the next");
    }
    let match_over = room.table.match_().is_over();
    if match_over && room.finished.is_none() {
        room.finished = Some(now());
    }
    if cancelled {
        room.broadcast(|_, _, seq| ServerMessage::UndoCancelled { seq, by: None });
    }
    // Each seat's own draws name their cards in its events only.
    room.broadcast(|_, seat, seq| ServerMessage::Moved {
        seq,
        seat: played.seat,
        mv: played.mv,
        by_computer,
        events: played.events_seen_by(Some(seat)).to_vec(),
        view: views[usize::from(seat)].clone(),
    });
    if dealt {
        let m = room.table.match_();
        let (game, score) = (m.game_number(), m.scores());
        room.broadcast(|r, seat, seq| ServerMessage::NewGame {
            seq,
            game,
            score: score.clone(),
            view: r.table.match_().view_json(seat, true),
        });
    }
    if match_over {
        let m = room.table.match_();
        let (score, winner, seed) = (m.scores(), m.winner(), room.table.seed());
        room.broadcast(|_, _, seq| ServerMessage::MatchOver {
            seq,
            score: score.clone(),
            winner,
            seed,
        });
    }
}

/// Whether this instance drives the room: runs its computers and its
/// takeover timers (always, with one instance).
fn drives(shared: &Shared, room: &Room) -> bool {
    match &shared.cluster {
        None => true,
        Some(c) => c.drives(&room.code),
    }
}

/// What a room needs from the instance that drives it: its computers
/// to play, and the takeover timers of the seats whose people are away.
/// On an instance that does not drive it, asks to.
pub(crate) fn drive(shared: &Arc<Shared>, cell: &Arc<RoomCell>, room: &mut Room) {
    kick_bots(shared, cell, room);
    for seat in 0..room.slots.len() as Seat {
        schedule_takeover(shared, cell, room, seat);
    }
}

/// Whether the room has something for its driver to do.
pub(crate) fn needs_driving(room: &Room) -> bool {
    !room.closed
        && room.finished.is_none()
        && (room.table.bot_job().is_some()
            || (0..room.slots.len() as Seat).any(|s| absent(room, s).is_some()))
}

/// Since when a seat's person is away, if the computer may take it over.
fn absent(room: &Room, seat: Seat) -> Option<i64> {
    let slot = &room.slots[usize::from(seat)];
    room.takeover_after?;
    if slot.spec != SeatSpec::Person
        || slot.token_hash.is_none()
        || slot.taken_over
        || slot.conn.is_some()
        || slot.present_on.is_some()
    {
        return None;
    }
    slot.away_since
}

/// Starts the computer players if one is to move and none is thinking.
/// Each decision runs on the blocking pool, off the async workers.
pub(crate) fn kick_bots(shared: &Arc<Shared>, cell: &Arc<RoomCell>, room: &mut Room) {
    if room.bot_running || room.closed || room.table.bot_job().is_none() {
        return;
    }
    if !drives(shared, room) {
        if let Some(c) = &shared.cluster {
            c.want(&room.code);
        }
        return;
    }
    room.bot_running = true;
    let (shared, cell) = (shared.clone(), cell.clone());
    tokio::spawn(async move {
        loop {
            let job = {
                let mut room = cell.lock().await;
                match room.table.bot_job() {
                    Some(job) if !room.closed && drives(&shared, &room) => job,
                    _ => {
                        room.bot_running = false;
                        return;
                    }
                }
            };
            let Ok(answer) = tokio::task::spawn_blocking(move || job.run()).await else {
                cell.lock().await.bot_running = false;
                return;
            };
            let mut room = cell.lock().await;
            // A stale answer (the table changed meanwhile): think again.
            let written = commit(&shared, &mut room, |room| {
                let played = room
                    .table
                    .apply_bot(answer.clone())
                    .map_err(|e| refusal(&e))?;
                tell_move(room, &played, true);
                Ok(())
            })
            .await;
            match written {
                Ok(()) => {
                    shared
                        .metrics
                        .computer_moves
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    // bot_running stays set, so drive starts no second loop.
                    drive(&shared, &cell, &mut room);
                }
                Err(refused) if refused.0 == ErrorCode::Unavailable => {
                    // The database is away: the move was taken back; think
                    // again after a pause.
                    drop(room);
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                Err(_) => {}
            }
        }
    });
}

/// Schedules the computer to take over `seat` if its person stays away
/// `takeover_after` from when they left.
pub(crate) fn schedule_takeover(
    shared: &Arc<Shared>,
    cell: &Arc<RoomCell>,
    room: &mut Room,
    seat: Seat,
) {
    let (Some(after), Some(since)) = (room.takeover_after, absent(room, seat)) else {
        return;
    };
    if room.closed || room.slots[usize::from(seat)].timer == Some(since) {
        return;
    }
    if !drives(shared, room) {
        if let Some(c) = &shared.cluster {
            c.want(&room.code);
        }
        return;
    }
    room.slots[usize::from(seat)].timer = Some(since);
    let wait = (since + i64::from(after) * 1000 - now()).max(0);
    let (shared, cell) = (shared.clone(), cell.clone());
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(wait as u64)).await;
        let mut room = cell.lock().await;
        if room.slots[usize::from(seat)].timer == Some(since) {
            room.slots[usize::from(seat)].timer = None;
        }
        if !drives(&shared, &room) || absent(&room, seat) != Some(since) || room.closed {
            return;
        }
        let level = shared.config.takeover_level;
        let written = commit(&shared, &mut room, |room| {
            if absent(room, seat) != Some(since) {
                return Err(changed_meanwhile());
            }
            room.slots[usize::from(seat)].taken_over = true;
            room.table.set_player(seat, Player::Computer(level));
            room.broadcast_presence(seat);
            Ok(())
        })
        .await;
        match written {
            Ok(()) => {
                tracing::info!(room = %room.code, seat, "the computer takes over an absent person's seat");
                drive(&shared, &cell, &mut room);
            }
            Err(_) if absent(&room, seat) == Some(since) => {
                // The database is away: the person keeps the seat a while
                // longer.
                drop(room);
                tokio::time::sleep(Duration::from_secs(1)).await;
                let mut room = cell.lock().await;
                schedule_takeover(&shared, &cell, &mut room, seat);
            }
            Err(_) => drive(&shared, &cell, &mut room),
        }
    });
}

/// A person's move; `holder`: the connection that must still hold the
/// seat.
pub(crate) async fn play(
    shared: &Arc<Shared>,
    cell: &Arc<RoomCell>,
    room: &mut Room,
    seat: Seat,
    holder: u64,
    text: &str,
    arrived: std::time::Instant,
) -> Result<(), Refused> {
    commit(shared, room, |room| {
        holds(room, seat, holder)?;
        let played = room.table.play_text(seat, text).map_err(|e| refusal(&e))?;
        tell_move(room, &played, false);
        Ok(())
    })
    .await?;
    shared
        .metrics
        .person_moves
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    shared.metrics.move_latency.observe(arrived.elapsed());
    drive(shared, cell, room);
    Ok(())
}

/// Whether connection `holder` (here) still holds `seat`; refused when
/// another connection took the seat with its token.
pub(crate) fn holds(room: &Room, seat: Seat, holder: u64) -> Result<(), Refused> {
    if room.slots[usize::from(seat)]
        .conn
        .as_ref()
        .is_none_or(|c| c.id != holder)
    {
        return Err((
            ErrorCode::NotSeated,
            "your seat was taken up by another connection with its token".into(),
        ));
    }
    Ok(())
}

/// A person asks to take back their last move.
pub(crate) async fn request_undo(
    shared: &Arc<Shared>,
    room: &mut Room,
    seat: Seat,
    holder: u64,
) -> Result<(), Refused> {
    commit(shared, room, |room| {
        holds(room, seat, holder)?;
        if room.undo.is_some() {
            return Err((
                ErrorCode::UndoRefused,
                "an undo is already waiting for approval".into(),
            ));
        }
        let mut probe = room.table.clone();
        let undone = probe.undo(seat).map_err(|e| refusal(&e))?;
        let waiting = room.other_people(seat);
        if waiting.is_empty() {
            return undo_now(room, seat);
        }
        room.undo = Some(UndoWait {
            seat,
            mv: undone.mv,
            waiting: waiting.clone(),
        });
        room.broadcast(|_, _, seq| ServerMessage::UndoRequested {
            seq,
            seat,
            mv: undone.mv,
            waiting_for: waiting.clone(),
        });
        Ok(())
    })
    .await
}

/// Takes back `seat`'s last move and queues the news.
fn undo_now(room: &mut Room, seat: Seat) -> Result<(), Refused> {
    let undone = room.table.undo(seat).map_err(|e| refusal(&e))?;
    room.broadcast(|r, s, seq| ServerMessage::Undone {
        seq,
        seat,
        mv: undone.mv,
        view: r.table.match_().view_json(s, true),
    });
    Ok(())
}

/// A person answers a pending undo.
pub(crate) async fn undo_reply(
    shared: &Arc<Shared>,
    room: &mut Room,
    seat: Seat,
    holder: u64,
    approve: bool,
) -> Result<(), Refused> {
    commit(shared, room, |room| {
        holds(room, seat, holder)?;
        let Some(wait) = room.undo.as_mut() else {
            return Err((
                ErrorCode::UndoRefused,
                "no undo is waiting for approval".into(),
            ));
        };
        let Some(k) = wait.waiting.iter().position(|&s| s == seat) else {
            return Err((
                ErrorCode::UndoRefused,
                "this undo does not wait for your approval".into(),
            ));
        };
        if !approve {
            room.undo = None;
            room.broadcast(|_, _, seq| ServerMessage::UndoCancelled {
                seq,
                by: Some(seat),
            });
            return Ok(());
        }
        wait.waiting.remove(k);
        if wait.waiting.is_empty() {
            let asker = wait.seat;
            room.undo = None;
            if undo_now(room, asker).is_err() {
                room.broadcast(|_, _, seq| ServerMessage::UndoCancelled { seq, by: None });
            }
        } else {
            let wait = wait.clone();
            room.broadcast(|_, _, seq| ServerMessage::UndoRequested {
                seq,
                seat: wait.seat,
                mv: wait.mv,
                waiting_for: wait.waiting.clone(),
            });
        }
        Ok(())
    })
    .await
}
