//! The messages of the online protocol, one JSON object per WebSocket text
//! frame (see `docs/online.md`). Every type here is plain data: enums are
//! tagged with `"type"`, there are no generics, so a browser client can
//! generate its types from these.

use serde::{Deserialize, Serialize};
use spite_ai::{HintPlan, Level, TurnReview};
use spite_core::{Card, Event, GameResult, MatchViewJson, Move, Rules};

/// The largest frame the server reads (64 KiB, as the engine protocol's
/// lines). A larger one closes the connection.
pub const MAX_FRAME: usize = 64 * 1024;

/// The protocol's version, in `hello`.
pub const PROTOCOL_VERSION: u32 = 1;

/// What a client sends.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Creates a room and takes its first person seat.
    Create {
        /// A preset name (`"g4a"`, `"classic"`) or a rules object (fields
        /// left out come from `g4a`); `g4a` when absent.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        rules: Option<RulesSpec>,
        /// Who plays each seat, in seat order: as many as the rules' players,
        /// at least one person. The creator sits at the first person seat.
        seats: Vec<SeatSpec>,
        /// The creator's name (at most 40 characters).
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        name: Option<String>,
        /// Seconds a person may stay away before the computer plays their
        /// seat until they return; absent: never.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        takeover_after: Option<u32>,
        /// Whether the room is listed for anyone to join while it has
        /// free person seats (`list_rooms`, `GET /rooms`); absent: not.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        open: Option<bool>,
    },
    /// Joins a room by its invite code, taking its first free person seat.
    Join {
        /// The invite code (case, spaces and dashes do not matter).
        code: String,
        /// The joiner's name (at most 40 characters).
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        name: Option<String>,
    },
    /// Comes back to a seat with its token.
    Rejoin {
        /// The invite code.
        code: String,
        /// The seat token given by `seated`.
        token: String,
    },
    /// Plays a move for your seat: `"h3 c1"`, `"p c2"`, `"7h c1"`.
    Play {
        /// The move text.
        #[serde(rename = "move")]
        mv: String,
    },
    /// Asks to take back your last move of this turn (every other person
    /// must approve).
    Undo {},
    /// Approves or declines another person's pending undo.
    UndoReply {
        /// Whether you approve.
        approve: bool,
    },
    /// Asks for a hint for your turn: the move the `hard` computer would
    /// play, worked out from your seat's view only → `hint`, to you only.
    Hint {},
    /// After the match's end: offers the room's people a rematch, or
    /// accepts the one offered (→ `rematch_offered`, and once every
    /// person accepted `rematch_started` and `seated` in the new room).
    Rematch {},
    /// Accepts (`true`) or declines a rematch offered (a decline cancels
    /// it: `rematch_cancelled`).
    RematchReply {
        /// Whether you accept.
        accept: bool,
    },
    /// Sends a reaction to the room's other players → `reaction`, to
    /// them (a few at a time: see `docs/online.md`).
    React {
        /// One of the fixed set: `good_game`, `well_played`,
        /// `nice_move`, `oops`, `thinking`.
        reaction: Reaction,
    },
    /// Asks for the open rooms with free person seats → `rooms`.
    ListRooms {},
    /// Asks for the whole room again (after a gap in `seq`).
    State {},
    /// Asks for a `pong`.
    Ping {},
    /// Says who you are (your player key), registers a key this client
    /// made (`register`), or asks the server to make one (no key) →
    /// `identity` ([`crate::player`]).
    Identify {
        /// Your player key (32 hex digits; spaces and dashes do not
        /// matter); absent: make me a new one (for a client that cannot
        /// make random bits).
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        key: Option<String>,
        /// The key is this client's own (made here, or a transfer code the
        /// server took before): a key the server does not know yet becomes
        /// a new player (as limited as the server's own new identities),
        /// one it knows is simply you. Absent or `false`: a key the server
        /// does not know is refused `unknown_player` (a transfer code
        /// typed wrong). Needs `key`.
        // Left out when false, so TypeScript has it optional.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        register: bool,
        /// Your display name (at most 40 characters); absent: keep the
        /// one you had.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        name: Option<String>,
    },
    /// Asks to be paired with someone for a two-player match → `seeking`,
    /// then `seated` in a new room once paired.
    Seek {
        /// The rules preset.
        rules: Preset,
        /// Whether the match changes both players' ratings (needs an
        /// identity).
        rated: bool,
        /// Your name at the table (at most 40 characters) when you seek
        /// without an identity; with one, the identity's name is used.
        #[serde(default)]
        #[cfg_attr(feature = "ts", ts(optional))]
        name: Option<String>,
    },
    /// Leaves the pool → `seek_cancelled`.
    CancelSeek {},
    /// Takes the computer offered by `computer_offer`: a room against it
    /// at the level offered, unrated → `seated`.
    AcceptComputer {},
    /// Asks for a preset's leaderboard → `leaderboard`.
    Leaderboard {
        /// The rules preset.
        rules: Preset,
    },
    /// Asks for the review of a finished game of your room's match, from
    /// your own seat's view (there is no other seat to ask for) →
    /// `review_started`, a `review_turn` per decision as it is judged,
    /// `review_done`; to you alone (`docs/review.md`).
    Review {
        /// The game's number in the match, from 1.
        game: usize,
    },
}

/// A rules preset that quick match and ratings know.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// Kings wild, piles from ace to queen.
    G4a,
    /// Piles from ace to king, no wild cards.
    Classic,
}

impl Preset {
    /// Both presets.
    pub const ALL: [Preset; 2] = [Preset::G4a, Preset::Classic];

    /// The name, as on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Preset::G4a => "g4a",
            Preset::Classic => "classic",
        }
    }

    /// The preset's name read back.
    pub fn parse(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.as_str() == name)
    }

    /// Its rules.
    pub fn rules(self) -> Rules {
        match self {
            Preset::G4a => Rules::g4a(),
            Preset::Classic => Rules::classic(),
        }
    }
}

/// A player's rating for one preset (Glicko-2).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// The preset.
    pub rules: Preset,
    /// The rating (1500 to start).
    pub rating: f64,
    /// Its deviation: the rating is within twice this of the player's
    /// strength, 95 times in 100 (350 to start).
    pub deviation: f64,
    /// Rated matches played.
    pub games: u32,
}

/// One line of a leaderboard.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaderboardEntry {
    /// The place, from 1.
    pub rank: u32,
    /// The player's display name (`null`: none given).
    pub name: Option<String>,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Rated matches played.
    pub games: u32,
}

/// The rules of a new room: a preset's name or a rules object.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RulesSpec {
    /// `"g4a"` or `"classic"`.
    Preset(String),
    /// A rules object; fields left out come from `g4a`.
    Custom(Rules),
}

/// Who plays a seat of a new room.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatSpec {
    /// A person, who joins with the invite code.
    Person,
    /// The computer, at a level, played by the server.
    Computer {
        /// `easy`, `medium`, `hard`, `expert` (or `random`, `naive`).
        level: Level,
    },
}

// By hand: serde's derive lets an internally tagged unit variant through
// with any other fields (`{"kind":"person","x":1}`), though
// `deny_unknown_fields` is asked; every field is checked here.
impl<'de> Deserialize<'de> for SeatSpec {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SeatSpec, D::Error> {
        use serde::de::Error;
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Kind {
            Person,
            Computer,
        }
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Fields {
            kind: Kind,
            #[serde(default)]
            level: Option<Level>,
        }
        let f = Fields::deserialize(d)?;
        match (f.kind, f.level) {
            (Kind::Person, None) => Ok(SeatSpec::Person),
            (Kind::Person, Some(_)) => Err(D::Error::unknown_field("level", &["kind"])),
            (Kind::Computer, Some(level)) => Ok(SeatSpec::Computer { level }),
            (Kind::Computer, None) => Err(D::Error::missing_field("level")),
        }
    }
}

/// What the server sends. Every message has `seq`: the room's sequence
/// number, which each message broadcast to the room (`moved`, `new_game`,
/// `presence`, `undo_*`, `match_over`) raises by one. A client that sees a
/// gap asks for `state`. Messages to one connection only (`seated`,
/// `state`, `error`, `hint`, `review_*`, `pong`) carry the current number
/// without raising it (0 before the connection is in a room).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// You sit at `seat` of room `code`; the whole room follows.
    Seated {
        /// The sequence number.
        seq: u64,
        /// The room's invite code, `XXXX-XXXX-XXXX`.
        code: String,
        /// Your seat.
        seat: u8,
        /// Your seat token (after `create` and `join`; keep it to come back
        /// with `rejoin`). Absent after `rejoin`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        token: Option<String>,
        /// The room as your seat sees it.
        room: RoomState,
    },
    /// The whole room (the answer to `state`).
    State {
        /// The sequence number.
        seq: u64,
        /// The room as your seat sees it.
        room: RoomState,
    },
    /// A seat played a move.
    Moved {
        /// The sequence number.
        seq: u64,
        /// Who moved.
        seat: u8,
        /// The move.
        #[serde(rename = "move")]
        mv: Move,
        /// Whether the computer played it (a computer seat, or a person's
        /// seat taken over while they are away).
        by_computer: bool,
        /// What happened, as your seat sees it: your own draws name their
        /// cards (`cards`), everyone else's is a count.
        events: Vec<Event>,
        /// Your view after the move (the engine protocol's VIEW: the
        /// match included, your legal moves when it is your turn).
        view: MatchViewJson,
    },
    /// The next game of the match was dealt.
    NewGame {
        /// The sequence number.
        seq: u64,
        /// Its number, from 1.
        game: usize,
        /// Match points per side.
        score: Vec<u32>,
        /// Your view (your legal moves when it is your turn).
        view: MatchViewJson,
    },
    /// The match is over; the room stays open for a final look for a while.
    MatchOver {
        /// The sequence number.
        seq: u64,
        /// Match points per side.
        score: Vec<u32>,
        /// The side that won.
        winner: Option<u8>,
        /// The match seed, revealed now that every game is over, so anyone
        /// can replay and check the deals.
        seed: u64,
    },
    /// A seat's person came, left, or the computer took over or gave back.
    Presence {
        /// The sequence number.
        seq: u64,
        /// The seat.
        seat: u8,
        /// Its public state now.
        info: SeatInfo,
    },
    /// `seat` asks to take back `move`; every other person answers with
    /// `undo_reply`.
    UndoRequested {
        /// The sequence number.
        seq: u64,
        /// Who asks.
        seat: u8,
        /// The move to take back.
        #[serde(rename = "move")]
        mv: Move,
        /// The seats whose approval is needed.
        waiting_for: Vec<u8>,
    },
    /// A pending undo will not happen: `by` declined (or `null`: a move was
    /// played, or the game ended, first).
    UndoCancelled {
        /// The sequence number.
        seq: u64,
        /// Who declined.
        by: Option<u8>,
    },
    /// A move was taken back.
    Undone {
        /// The sequence number.
        seq: u64,
        /// Whose move.
        seat: u8,
        /// The move.
        #[serde(rename = "move")]
        mv: Move,
        /// Your view after it (your legal moves when it is your turn).
        view: MatchViewJson,
    },
    /// `by` offers a rematch; the seats in `waiting_for` have still to
    /// accept (sent again after each acceptance).
    RematchOffered {
        /// The sequence number.
        seq: u64,
        /// Who offered.
        by: u8,
        /// The people still to accept.
        waiting_for: Vec<u8>,
    },
    /// The rematch offered will not happen: `seat` declined or left.
    RematchCancelled {
        /// The sequence number.
        seq: u64,
        /// Who declined or left.
        seat: u8,
        /// Why.
        why: RematchCancel,
    },
    /// Everyone accepted: the rematch is room `code`, where each person
    /// is seated next (`seated`, with a new token).
    RematchStarted {
        /// The sequence number.
        seq: u64,
        /// The new room's invite code.
        code: String,
    },
    /// A request was refused; nothing changed.
    Error {
        /// The sequence number.
        seq: u64,
        /// What went wrong, for programs.
        code: ErrorCode,
        /// What went wrong, for people.
        message: String,
    },
    /// The answer to `hint`, to the asking connection only: the move the
    /// `hard` computer would play now, worked out from your seat's view
    /// alone (never the whole game), and why.
    Hint {
        /// The sequence number.
        seq: u64,
        /// The move to play now (`null`: no move can be suggested).
        #[serde(rename = "move")]
        mv: Option<Move>,
        /// The card it plays.
        card: Option<Card>,
        /// The plan for the turn and why, as data (spite-ai's
        /// `HintPlan`), for a frontend to word in its player's language
        /// (`null` with no move).
        plan: Option<HintPlan>,
        /// The whole hint as a sentence in English, for programs and logs.
        message: String,
    },
    /// Another seat's person reacted. Not a change to the room: it
    /// carries the current sequence number without raising it.
    Reaction {
        /// The sequence number.
        seq: u64,
        /// Who reacted.
        seat: u8,
        /// The reaction.
        reaction: Reaction,
    },
    /// Your rating after a rated match, sent once its end is recorded
    /// (after `match_over`). Not a change to the room: it carries the
    /// current sequence number without raising it.
    Rating {
        /// The sequence number.
        seq: u64,
        /// Your rating in the match's preset now.
        rating: PlayerRating,
    },
    /// The answer to `list_rooms`: the open rooms with free person
    /// seats, longest waiting first (at most 100).
    Rooms {
        /// The sequence number.
        seq: u64,
        /// The rooms.
        rooms: Vec<OpenRoom>,
    },
    /// The answer to `ping`.
    Pong {
        /// The sequence number.
        seq: u64,
    },
    /// Who you are: the answer to `identify`.
    Identity {
        /// The sequence number.
        seq: u64,
        /// The player key the server just made, only for an `identify`
        /// without a key: keep it (it is your transfer code to another
        /// device); the server keeps only its hash and never sends it
        /// again. A key the client sent is never sent back.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        key: Option<String>,
        /// Your display name.
        name: Option<String>,
        /// Your rating for each preset.
        ratings: Vec<PlayerRating>,
    },
    /// You are in the quick-match pool: the answer to `seek`.
    Seeking {
        /// The sequence number.
        seq: u64,
        /// Your place among those seeking the same (1: nobody waited
        /// longer).
        position: u32,
        /// Seconds from now until a computer is offered if nobody comes.
        computer_in: u32,
    },
    /// You left the pool: the answer to `cancel_seek`.
    SeekCancelled {
        /// The sequence number.
        seq: u64,
    },
    /// Nobody came in time: the computer, at this level, would play you
    /// (`accept_computer`); you stay in the pool meanwhile.
    ComputerOffer {
        /// The sequence number.
        seq: u64,
        /// The computer's level, the nearest to your rating.
        level: Level,
    },
    /// A preset's leaderboard: the answer to `leaderboard`.
    Leaderboard {
        /// The sequence number.
        seq: u64,
        /// The preset.
        rules: Preset,
        /// The best players, best first (at most 100).
        top: Vec<LeaderboardEntry>,
        /// Your own place (`null`: no identity, or no rated match yet).
        you: Option<LeaderboardEntry>,
    },
    /// Your `review` was taken: game `game`'s `moves` moves are judged
    /// from your seat's view next.
    ReviewStarted {
        /// The sequence number.
        seq: u64,
        /// The game reviewed.
        game: usize,
        /// Its moves (every seat's), for progress.
        moves: u32,
    },
    /// One of your decisions judged, marked or not, as soon as it is done.
    ReviewTurn {
        /// The sequence number.
        seq: u64,
        /// The game reviewed.
        game: usize,
        /// The game's moves judged so far (of `review_started`'s `moves`).
        reviewed: u32,
        /// The decision (spite-ai's `TurnReview`).
        turn: TurnReview,
        /// The card each of `turn.played` took, as your seat saw it then.
        played_cards: Vec<Option<Card>>,
        /// The card each of `turn.best` would take.
        best_cards: Vec<Option<Card>>,
    },
    /// The review is whole.
    ReviewDone {
        /// The sequence number.
        seq: u64,
        /// The game reviewed.
        game: usize,
        /// Your accuracy in it, 0 to 100.
        accuracy: f32,
        /// Your decisions judged (each told by a `review_turn`).
        decisions: u32,
    },
}

impl ServerMessage {
    /// The message's sequence number.
    pub fn seq(&self) -> u64 {
        match self {
            ServerMessage::Seated { seq, .. }
            | ServerMessage::State { seq, .. }
            | ServerMessage::Moved { seq, .. }
            | ServerMessage::NewGame { seq, .. }
            | ServerMessage::MatchOver { seq, .. }
            | ServerMessage::Presence { seq, .. }
            | ServerMessage::UndoRequested { seq, .. }
            | ServerMessage::UndoCancelled { seq, .. }
            | ServerMessage::Undone { seq, .. }
            | ServerMessage::RematchOffered { seq, .. }
            | ServerMessage::RematchCancelled { seq, .. }
            | ServerMessage::RematchStarted { seq, .. }
            | ServerMessage::Error { seq, .. }
            | ServerMessage::Hint { seq, .. }
            | ServerMessage::Pong { seq }
            | ServerMessage::Identity { seq, .. }
            | ServerMessage::Seeking { seq, .. }
            | ServerMessage::SeekCancelled { seq }
            | ServerMessage::ComputerOffer { seq, .. }
            | ServerMessage::Leaderboard { seq, .. }
            | ServerMessage::Rooms { seq, .. }
            | ServerMessage::Reaction { seq, .. }
            | ServerMessage::ReviewStarted { seq, .. }
            | ServerMessage::ReviewTurn { seq, .. }
            | ServerMessage::ReviewDone { seq, .. }
            | ServerMessage::Rating { seq, .. } => *seq,
        }
    }
}

/// The room as one seat sees it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomState {
    /// The invite code.
    pub code: String,
    /// The seats and who is there.
    pub seats: Vec<SeatInfo>,
    /// The number of the current game, from 1.
    pub game: usize,
    /// The seat that had the current game's first turn (a client that
    /// comes in mid-game records the game's result with it).
    pub first: u8,
    /// Match points per side.
    pub score: Vec<u32>,
    /// The finished games of the match.
    pub results: Vec<GameResult>,
    /// Whether the match is over.
    pub match_over: bool,
    /// The side that won the match, once it is over.
    pub winner: Option<u8>,
    /// The match seed, once the match is over (as `match_over` tells it),
    /// so a seat told the room afterwards can replay and check the deals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub match_seed: Option<u64>,
    /// Seconds a person may be away before the computer plays for them.
    pub takeover_after: Option<u32>,
    /// A pending undo, if any.
    pub undo: Option<PendingUndo>,
    /// A rematch offered and not yet started, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rematch: Option<RematchOffer>,
    /// Your view of the current game (the engine protocol's VIEW; your
    /// legal moves when it is your turn).
    pub view: MatchViewJson,
}

/// An undo waiting for approval.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingUndo {
    /// Who asked.
    pub seat: u8,
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Seats still to approve.
    pub waiting_for: Vec<u8>,
}

/// An open room in the list: what a player choosing a table wants to know.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpenRoom {
    /// The invite code: `join` it to take a free seat.
    pub code: String,
    /// The rules' preset (`g4a`, `classic`) when they are one; `null`:
    /// rules of the creator's own (see `rules`).
    pub preset: Option<String>,
    /// The rules.
    pub rules: Rules,
    /// The seats: who sits there (names), which are computers.
    pub seats: Vec<SeatInfo>,
    /// How many person seats are free.
    pub free: u8,
    /// Seconds since the room was made.
    pub waiting: u64,
}

/// A rematch waiting for the people to accept.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RematchOffer {
    /// Who offered.
    pub by: u8,
    /// The people still to accept.
    pub waiting_for: Vec<u8>,
}

/// Why a rematch offered was cancelled.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RematchCancel {
    /// A person declined.
    Declined,
    /// A person left the room (their connection closed).
    Left,
}

/// A seat's public state.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// `person` or `computer`, as the room was created.
    pub kind: SeatKind,
    /// The computer's level, for a computer seat.
    pub level: Option<Level>,
    /// The name its person gave.
    pub name: Option<String>,
    /// Whether a person has taken the seat (always true for a computer).
    pub taken: bool,
    /// Whether its person is connected now.
    pub connected: bool,
    /// Whether the computer plays it now (a computer seat, or a person's
    /// seat taken over while they are away).
    pub computer_plays: bool,
}

/// Who a seat was created for.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person.
    Person,
    /// The computer.
    Computer,
}

/// What went wrong, for programs: spite-table's, where a client's
/// happenings carry it to a frontend that words it.
pub use spite_table::ErrorCode;

/// A reaction, for programs: spite-table's, which every frontend words.
pub use spite_table::Reaction;

/// Reads one client frame. `Err` carries the error to send back.
pub fn parse_client_frame(data: &[u8]) -> Result<ClientMessage, (ErrorCode, String)> {
    if data.len() > MAX_FRAME {
        return Err((
            ErrorCode::BadJson,
            format!("the message is longer than {MAX_FRAME} bytes"),
        ));
    }
    let text = std::str::from_utf8(data)
        .map_err(|_| (ErrorCode::BadJson, "the message is not UTF-8".to_string()))?;
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| (ErrorCode::BadJson, format!("not JSON: {e}")))?;
    serde_json::from_value(value).map_err(|e| (ErrorCode::BadRequest, format!("bad message: {e}")))
}

/// The check for a fuzz target: parses a client frame as the server does
/// (the frame, then the fields the server reads: rules, seats, the invite
/// code, the token, the move text in a game's view) and must never panic,
/// whatever the bytes.
pub fn fuzz_client_frame(data: &[u8]) {
    let Ok(msg) = parse_client_frame(data) else {
        return;
    };
    match msg {
        ClientMessage::Create {
            rules,
            seats,
            name,
            takeover_after: _,
            open: _,
        } => {
            if let Ok(rules) = crate::room::rules_of(rules) {
                let _ = crate::room::check_seats(&rules, &seats);
                if let Ok(game) = spite_core::Game::new(rules, 1) {
                    let _ = game.observation(0).to_json();
                }
            }
            let _ = crate::room::check_name(name);
        }
        ClientMessage::Join { code, name } => {
            let _ = crate::code::normalise(&code);
            let _ = crate::room::check_name(name);
        }
        ClientMessage::Rejoin { code, token } => {
            let _ = crate::code::normalise(&code);
            let _ = crate::code::hash_token(&token);
        }
        ClientMessage::Play { mv } => {
            if let Ok(game) = spite_core::Game::new(Rules::g4a(), 1) {
                let _ = game.observation(game.to_move()).parse_move(&mv);
            }
        }
        ClientMessage::Identify {
            key,
            register,
            name,
        } => {
            let _ = crate::player::check_identify(key.as_deref(), register);
            let _ = crate::room::check_name(name);
        }
        ClientMessage::Seek { .. }
        | ClientMessage::CancelSeek {}
        | ClientMessage::AcceptComputer {}
        | ClientMessage::Leaderboard { .. }
        | ClientMessage::Undo {}
        | ClientMessage::UndoReply { .. }
        | ClientMessage::Rematch {}
        | ClientMessage::RematchReply { .. }
        | ClientMessage::ListRooms {}
        | ClientMessage::React { .. }
        | ClientMessage::Hint {}
        | ClientMessage::Review { .. }
        | ClientMessage::State {}
        | ClientMessage::Ping {} => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_code_is_listed_and_spelt_as_on_the_wire() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            let wire = serde_json::to_value(code).expect("a code serialises");
            assert_eq!(wire.as_str(), Some(code.as_str()));
            assert!(seen.insert(code), "{code:?} listed twice");
        }
        // And each reads back from its spelling.
        let from_wire = |s: &str| serde_json::from_value::<ErrorCode>(serde_json::json!(s)).ok();
        for code in ErrorCode::ALL {
            assert_eq!(from_wire(code.as_str()), Some(code));
        }
        assert_eq!(seen.len(), ErrorCode::ALL.len());
    }

    #[test]
    fn messages_read_as_documented() {
        let m = parse_client_frame(br#"{"type":"play","move":"h1 c1"}"#).unwrap();
        assert_eq!(m, ClientMessage::Play { mv: "h1 c1".into() });
        let m = parse_client_frame(
            br#"{"type":"create","rules":"classic","seats":[{"kind":"person"},{"kind":"computer","level":"easy"}]}"#,
        )
        .unwrap();
        assert!(
            matches!(m, ClientMessage::Create { rules: Some(RulesSpec::Preset(p)), .. } if p == "classic")
        );
        let m = parse_client_frame(
            br#"{"type":"create","rules":{"players":3},"seats":[{"kind":"person"}]}"#,
        )
        .unwrap();
        assert!(
            matches!(m, ClientMessage::Create { rules: Some(RulesSpec::Custom(r)), .. } if r.players == 3)
        );
        assert_eq!(
            parse_client_frame(br#"{"type":"undo"}"#).unwrap(),
            ClientMessage::Undo {}
        );
        assert_eq!(
            parse_client_frame(br#"{"type":"hint"}"#).unwrap(),
            ClientMessage::Hint {}
        );
        // `register` is false unless sent, and left out when false.
        let key = "0123456789abcdef0123456789abcdef";
        let frame = format!(r#"{{"type":"identify","key":"{key}","register":true}}"#);
        let register = parse_client_frame(frame.as_bytes()).unwrap();
        assert_eq!(
            register,
            ClientMessage::Identify {
                key: Some(key.into()),
                register: true,
                name: None
            }
        );
        let text = serde_json::to_string(&register).unwrap();
        assert_eq!(parse_client_frame(text.as_bytes()).unwrap(), register);
        let plain = ClientMessage::Identify {
            key: Some(key.into()),
            register: false,
            name: None,
        };
        let text = serde_json::to_string(&plain).unwrap();
        assert!(!text.contains("register"), "{text}");
        assert_eq!(parse_client_frame(text.as_bytes()).unwrap(), plain);
    }

    #[test]
    fn bad_frames_are_refused_with_a_code() {
        for (frame, code) in [
            (&b"not json"[..], ErrorCode::BadJson),
            (b"\xff\xfe", ErrorCode::BadJson),
            (b"[1,2]", ErrorCode::BadRequest),
            (br#"{"type":"fly"}"#, ErrorCode::BadRequest),
            (br#"{"type":"play"}"#, ErrorCode::BadRequest),
            (
                br#"{"type":"play","move":"h1 c1","extra":1}"#,
                ErrorCode::BadRequest,
            ),
            (br#"{"type":"undo","x":1}"#, ErrorCode::BadRequest),
            (br#"{"type":"hint","seat":1}"#, ErrorCode::BadRequest),
        ] {
            assert_eq!(parse_client_frame(frame).unwrap_err().0, code, "{frame:?}");
        }
        fuzz_client_frame(&vec![b'['; 100_000]);
        fuzz_client_frame(br#"{"type":"identify","register":true}"#);
        fuzz_client_frame(r#"{"type":"identify","register":true,"key":"éé"}"#.as_bytes());
        fuzz_client_frame(br#"{"type":"create","rules":{"players":200},"seats":[]}"#);
    }
}
