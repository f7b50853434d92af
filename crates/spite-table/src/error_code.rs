//! What a server refuses a request with, as a code: the protocol's
//! `error` frame carries it, and a [`crate::client::Client`] online tells
//! it in a happening, for a frontend to word in the player's language.

use serde::{Deserialize, Serialize};

/// What went wrong, for programs. The message says it for people.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not JSON, or not UTF-8, or binary.
    BadJson,
    /// JSON, but not a valid message (unknown type, missing or unknown
    /// field, bad rules or seats, text that is not a move).
    BadRequest,
    /// Too many messages too fast; this one was dropped.
    RateLimited,
    /// No room has this code.
    NoRoom,
    /// The token is not one of this room's.
    BadToken,
    /// The room has no free person seat.
    RoomFull,
    /// The server holds as many rooms as it may.
    ServerFull,
    /// The request needs a seat; this connection has none.
    NotSeated,
    /// This connection already sits at a seat.
    AlreadySeated,
    /// It is another seat's turn (or the computer's).
    NotYourTurn,
    /// The rules do not allow the move now.
    IllegalMove,
    /// The game or the match is over.
    GameOver,
    /// The undo cannot be asked for or answered.
    UndoRefused,
    /// A rematch cannot be offered or answered now (the match is not
    /// over, no offer waits for this seat, or it has already started).
    RematchRefused,
    /// A bug in the server: nothing changed; please report it.
    Internal,
    /// The server cannot reach its database just now: nothing changed; try
    /// again in a moment.
    Unavailable,
    /// No player has this key (quick match and ratings).
    UnknownPlayer,
    /// This player already seeks a match (here or in another tab).
    AlreadySeeking,
    /// The request needs an identity (`identify` first): a rated seek.
    NoIdentity,
    /// The match has no game of that number (a review).
    NoSuchGame,
    /// That game is still being played (a review).
    GameNotFinished,
    /// A review this connection asked for is still running, or the
    /// server reviews as many games as it may: ask again later.
    ReviewBusy,
}

impl ErrorCode {
    /// Every code, for frontends that word each one.
    pub const ALL: [ErrorCode; 22] = [
        ErrorCode::BadJson,
        ErrorCode::BadRequest,
        ErrorCode::RateLimited,
        ErrorCode::NoRoom,
        ErrorCode::BadToken,
        ErrorCode::RoomFull,
        ErrorCode::ServerFull,
        ErrorCode::NotSeated,
        ErrorCode::AlreadySeated,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalMove,
        ErrorCode::GameOver,
        ErrorCode::UndoRefused,
        ErrorCode::RematchRefused,
        ErrorCode::Internal,
        ErrorCode::Unavailable,
        ErrorCode::UnknownPlayer,
        ErrorCode::AlreadySeeking,
        ErrorCode::NoIdentity,
        ErrorCode::NoSuchGame,
        ErrorCode::GameNotFinished,
        ErrorCode::ReviewBusy,
    ];

    /// The code as the wire spells it (`not_your_turn`): what a frontend
    /// words in the player's language (the `ui-server-refused` message).
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadJson => "bad_json",
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::NoRoom => "no_room",
            ErrorCode::BadToken => "bad_token",
            ErrorCode::RoomFull => "room_full",
            ErrorCode::ServerFull => "server_full",
            ErrorCode::NotSeated => "not_seated",
            ErrorCode::AlreadySeated => "already_seated",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::GameOver => "game_over",
            ErrorCode::UndoRefused => "undo_refused",
            ErrorCode::RematchRefused => "rematch_refused",
            ErrorCode::Internal => "internal",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::UnknownPlayer => "unknown_player",
            ErrorCode::AlreadySeeking => "already_seeking",
            ErrorCode::NoIdentity => "no_identity",
            ErrorCode::NoSuchGame => "no_such_game",
            ErrorCode::GameNotFinished => "game_not_finished",
            ErrorCode::ReviewBusy => "review_busy",
        }
    }
}
