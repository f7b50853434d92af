//! The client side of the protocol: what a terminal or a window needs to
//! play online.
//!
//! ```no_run
//! # async fn example() -> Result<(), spite_server::client::ClientError> {
//! use spite_server::client::{Client, Seated};
//! use spite_server::protocol::{SeatSpec, ServerMessage};
//!
//! let mut client = Client::connect("ws://127.0.0.1:7878/ws").await?;
//! let seated: Seated = client
//!     .create(None, vec![SeatSpec::Person, SeatSpec::Person], Some("Ann".into()), None)
//!     .await?;
//! println!("tell your friend the code {}", seated.code);
//! loop {
//!     match client.recv().await? {
//!         // On your turn your view lists your legal moves.
//!         ServerMessage::Moved { view, .. } if view.legal.is_some() => {
//!             client.play("h1 s1").await?; // a real frontend asks its player
//!         }
//!         ServerMessage::MatchOver { .. } => break,
//!         _ => {}
//!     }
//! }
//! # Ok(()) }
//! ```

mod driver;
mod follow;
mod matchmaking;
mod remote;

pub use driver::{Command, Commands, Connect, Update, Wake, spawn_online};
pub use follow::{
    FinishedGame, Happening, Link, MatchEnd, OnlineTable, Pool, Presence, SeqCheck, SeqVerdict,
    presence_of,
};
pub use matchmaking::{Board, Identity, Seeking, compact_key, new_player_key, transfer_code};
pub use remote::{NoSeat, RemoteClient};

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::protocol::{
    ClientMessage, ErrorCode, OpenRoom, RoomState, RulesSpec, SeatSpec, ServerMessage,
};

/// What went wrong on the client side.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The connection failed or closed.
    #[error("connection: {0}")]
    Connection(#[from] tokio_tungstenite::tungstenite::Error),
    /// The server closed the connection.
    #[error("the server closed the connection")]
    Closed,
    /// The server sent something that is not a message of the protocol.
    #[error("the server sent a message this client does not understand: {0}")]
    Protocol(String),
    /// The server refused the request.
    #[error("{message}")]
    Refused {
        /// The error code.
        code: ErrorCode,
        /// The sentence.
        message: String,
    },
}

/// Sitting at a seat of a room: what `seated` says.
#[derive(Clone, Debug)]
pub struct Seated {
    /// The invite code.
    pub code: String,
    /// Your seat.
    pub seat: u8,
    /// Your token (after `create` or `join`; keep the first one).
    pub token: Option<String>,
    /// The room, as your seat sees it.
    pub room: RoomState,
    /// The sequence number.
    pub seq: u64,
}

/// A connection to a server.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The last sequence number received.
    pub last_seq: u64,
}

impl Client {
    /// Connects to `url` (`ws://HOST:PORT/ws`).
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        let (ws, _) = tokio_tungstenite::connect_async(url).await?;
        Ok(Client { ws, last_seq: 0 })
    }

    /// Sends a message.
    pub async fn send(&mut self, msg: &ClientMessage) -> Result<(), ClientError> {
        let text = serde_json::to_string(msg).expect("messages serialise");
        self.ws.send(Message::Text(text.into())).await?;
        Ok(())
    }

    /// Sends raw text (for tests of what the server does with anything).
    pub async fn send_text(&mut self, text: &str) -> Result<(), ClientError> {
        self.ws.send(Message::Text(text.into())).await?;
        Ok(())
    }

    /// Sends a binary frame (for tests: the server reads only text).
    pub async fn send_binary(&mut self, data: Vec<u8>) -> Result<(), ClientError> {
        self.ws.send(Message::Binary(data.into())).await?;
        Ok(())
    }

    /// The next message from the server (answering its pings on the way).
    pub async fn recv(&mut self) -> Result<ServerMessage, ClientError> {
        Ok(self.recv_raw().await?.0)
    }

    /// The next message and its text as it arrived.
    pub async fn recv_raw(&mut self) -> Result<(ServerMessage, String), ClientError> {
        loop {
            let Some(frame) = self.ws.next().await else {
                return Err(ClientError::Closed);
            };
            match frame? {
                Message::Text(text) => {
                    let msg: ServerMessage = serde_json::from_str(&text)
                        .map_err(|e| ClientError::Protocol(e.to_string()))?;
                    self.last_seq = msg.seq();
                    return Ok((msg, text.to_string()));
                }
                Message::Close(_) => return Err(ClientError::Closed),
                _ => continue,
            }
        }
    }

    /// Waits for `seated` (or the error that refused the request).
    async fn seated(&mut self) -> Result<Seated, ClientError> {
        loop {
            match self.recv().await? {
                ServerMessage::Seated {
                    seq,
                    code,
                    seat,
                    token,
                    room,
                } => {
                    return Ok(Seated {
                        code,
                        seat,
                        token,
                        room,
                        seq,
                    });
                }
                ServerMessage::Error { code, message, .. } => {
                    return Err(ClientError::Refused { code, message });
                }
                _ => continue,
            }
        }
    }

    /// Creates a room and sits at its first person seat.
    pub async fn create(
        &mut self,
        rules: Option<RulesSpec>,
        seats: Vec<SeatSpec>,
        name: Option<String>,
        takeover_after: Option<u32>,
    ) -> Result<Seated, ClientError> {
        self.create_listed(rules, seats, name, takeover_after, false)
            .await
    }

    /// [`Client::create`], the room listed for anyone to join (`open`)
    /// or not.
    pub async fn create_listed(
        &mut self,
        rules: Option<RulesSpec>,
        seats: Vec<SeatSpec>,
        name: Option<String>,
        takeover_after: Option<u32>,
        open: bool,
    ) -> Result<Seated, ClientError> {
        self.send(&ClientMessage::Create {
            rules,
            seats,
            name,
            takeover_after,
            open: open.then_some(true),
        })
        .await?;
        self.seated().await
    }

    /// Joins a room by its code.
    pub async fn join(&mut self, code: &str, name: Option<String>) -> Result<Seated, ClientError> {
        self.send(&ClientMessage::Join {
            code: code.into(),
            name,
        })
        .await?;
        self.seated().await
    }

    /// Comes back to a seat with its token.
    pub async fn rejoin(&mut self, code: &str, token: &str) -> Result<Seated, ClientError> {
        self.send(&ClientMessage::Rejoin {
            code: code.into(),
            token: token.into(),
        })
        .await?;
        self.seated().await
    }

    /// The open rooms (`list_rooms`), to take a seat in with
    /// [`Client::join`]; a connection need not be seated to ask.
    pub async fn list_rooms(&mut self) -> Result<Vec<OpenRoom>, ClientError> {
        self.send(&ClientMessage::ListRooms {}).await?;
        loop {
            match self.recv().await? {
                ServerMessage::Rooms { rooms, .. } => return Ok(rooms),
                ServerMessage::Error { code, message, .. } => {
                    return Err(ClientError::Refused { code, message });
                }
                _ => continue,
            }
        }
    }

    /// Sends a move (the answer comes as `moved`, or `error`).
    pub async fn play(&mut self, mv: &str) -> Result<(), ClientError> {
        self.send(&ClientMessage::Play { mv: mv.into() }).await
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The open rooms of the server at `url`, for a program without a
/// runtime of its own (a window's or a terminal's lobby): connects, asks,
/// and closes, within `within`.
pub fn open_rooms(url: &str, within: Duration) -> Result<Vec<OpenRoom>, ClientError> {
    ask(url, within, async |c: &mut Client| c.list_rooms().await)
}

/// One request on a connection of its own, for a program without a
/// runtime (a window asking who it is, or for a leaderboard): connects,
/// runs `request`, and closes, within `within` ([`ClientError::Closed`]
/// past it).
pub fn ask<T>(
    url: &str,
    within: Duration,
    request: impl AsyncFnOnce(&mut Client) -> Result<T, ClientError>,
) -> Result<T, ClientError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| ClientError::Protocol(format!("cannot start a runtime: {e}")))?;
    runtime.block_on(async {
        tokio::time::timeout(within, async {
            let mut client = Client::connect(url).await?;
            let answer = request(&mut client).await;
            client.close().await;
            answer
        })
        .await
        .unwrap_or(Err(ClientError::Closed))
    })
}

/// How often and how long to try again.
#[derive(Clone, Copy, Debug)]
pub struct Backoff {
    /// The first wait.
    pub first: Duration,
    /// The longest wait (each doubles up to it).
    pub max: Duration,
    /// Tries before giving up.
    pub tries: u32,
}

impl Default for Backoff {
    fn default() -> Backoff {
        Backoff {
            first: Duration::from_millis(250),
            max: Duration::from_secs(10),
            tries: 20,
        }
    }
}

/// Connects again and rejoins the seat, waiting longer after each failure.
/// A refusal (a wrong token, a room gone) is final and returned at once.
pub async fn reconnect(
    url: &str,
    code: &str,
    token: &str,
    backoff: Backoff,
) -> Result<(Client, Seated), ClientError> {
    let mut wait = backoff.first;
    let mut last = ClientError::Closed;
    for _ in 0..backoff.tries.max(1) {
        match Client::connect(url).await {
            Ok(mut client) => match client.rejoin(code, token).await {
                Ok(seated) => return Ok((client, seated)),
                Err(e @ ClientError::Refused { .. }) => return Err(e),
                Err(e) => last = e,
            },
            Err(e) => last = e,
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(backoff.max);
    }
    Err(last)
}
