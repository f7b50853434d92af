//! The connection of a frontend to a room, on a thread of its own: it
//! connects, sits down (creating, joining or rejoining), forwards every
//! server message, sends the frontend's commands, asks for the whole room
//! after a gap, and when the connection drops rejoins by itself with
//! [`Backoff`], saying so. The frontend needs no async runtime: commands go
//! in through [`Commands`] (from any thread), updates come out of a
//! `std::sync::mpsc::Receiver`, and an optional wake-up callback (a
//! window's repaint request) runs after each update.

use std::collections::VecDeque;
use std::sync::mpsc;
use std::time::Duration;

use tokio::sync::mpsc as tmpsc;

use super::follow::{Link, SeqCheck, SeqVerdict};
use super::{Backoff, Client, ClientError, Seated};
use crate::protocol::{
    ClientMessage, ErrorCode, Preset, Reaction, RulesSpec, SeatSpec, ServerMessage,
};

/// How to sit down in a room.
#[derive(Clone, Debug, PartialEq)]
pub enum Connect {
    /// Create a room and take its first person seat.
    Create {
        /// A preset or a rules object; `g4a` when `None`.
        rules: Option<RulesSpec>,
        /// Who plays each seat.
        seats: Vec<SeatSpec>,
        /// Your name.
        name: Option<String>,
        /// Seconds away before the computer plays for a person; `None`: never.
        takeover_after: Option<u32>,
        /// Listed for anyone to take a free seat (`list_rooms`).
        open: bool,
    },
    /// Join a room by its invite code.
    Join {
        /// The invite code.
        code: String,
        /// Your name.
        name: Option<String>,
    },
    /// Come back to a seat with its token.
    Rejoin {
        /// The invite code.
        code: String,
        /// The seat token.
        token: String,
    },
    /// Quick match: say who you are, seek a match of two, and sit where
    /// the pool seats you. Every answer on the way (`identity`;
    /// `seeking`; `computer_offer`) comes as an update before the
    /// `seated`; [`Command::AcceptComputer`] takes the offer,
    /// [`Command::Leave`] gives up.
    Seek {
        /// Your player key, as kept: made here
        /// ([`new_player_key`](super::new_player_key), and kept before
        /// this seek) or a transfer code the server took. It is sent with
        /// `register`, so a key the server has not heard of yet becomes a
        /// new player. `None`: the server makes a new identity when
        /// `rated` (its key comes in the `identity` update: keep it); a
        /// casual seek needs none.
        key: Option<String>,
        /// Your name.
        name: Option<String>,
        /// The rules preset.
        rules: Preset,
        /// A rated match.
        rated: bool,
    },
}

/// What a frontend asks the connection to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Play a move (`"h3 c1"`).
    Play(String),
    /// Ask to take back your last move of this turn.
    Undo,
    /// Approve (`true`) or decline another person's undo.
    UndoReply(bool),
    /// Ask the server for a hint for your turn (answered with a `hint`,
    /// folded as [`Message::Hint`](spite_table::Message::Hint)).
    Hint,
    /// Ask for the whole room again.
    State,
    /// Take the computer a quick match offered (`computer_offer`).
    AcceptComputer,
    /// After the match's end: offer a rematch, or accept the one offered.
    Rematch,
    /// Accept (`true`) or decline the rematch offered.
    RematchReply(bool),
    /// Send a reaction to the room's other players.
    React(Reaction),
    /// Ask for the review of finished game `game` (from 1) of the room's
    /// match, from your seat (answered with `review_started`, a
    /// `review_turn` per decision and `review_done`).
    Review(usize),
    /// Ask for the open rooms (answered with `rooms`, kept by the fold:
    /// [`OnlineTable::open_rooms`](super::OnlineTable::open_rooms)).
    ListRooms,
    /// Close the connection and stop (the seat stays yours: rejoin with the
    /// token).
    Leave,
}

/// What the connection reports to the frontend.
#[derive(Clone, Debug, PartialEq)]
pub enum Update {
    /// A message from the server (fold it into an
    /// [`OnlineTable`](super::OnlineTable)). After a reconnect, a `seated`
    /// with the whole room comes first.
    Server(Box<ServerMessage>),
    /// The connection's own news: reconnecting, reconnected, lost.
    Link(Link),
    /// The first connection failed: the server cannot be reached, or it
    /// refused the room or the seat (`code`). Nothing more follows.
    Failed {
        /// The server's refusal, if it was one.
        code: Option<ErrorCode>,
        /// Why, in the server's or the system's words.
        message: String,
    },
}

/// Sends commands to the connection, from any thread.
#[derive(Clone, Debug)]
pub struct Commands(tmpsc::UnboundedSender<Command>);

impl Commands {
    /// Sends a command; false if the connection has stopped.
    pub fn send(&self, command: Command) -> bool {
        self.0.send(command).is_ok()
    }
}

impl Commands {
    /// Commands that go to `rx` instead of a connection (for the client's
    /// own tests).
    #[cfg(test)]
    pub(super) fn to_channel() -> (Commands, tmpsc::UnboundedReceiver<Command>) {
        let (tx, rx) = tmpsc::unbounded_channel();
        (Commands(tx), rx)
    }
}

/// A callback run after each update (e.g. asking a window to repaint):
/// spite-table's, which a local client runs too.
pub use spite_table::client::Wake;

/// Starts the connection to `url` (`ws://HOST:PORT/ws`) on a thread with
/// its own runtime. It stops after [`Command::Leave`], when every
/// [`Commands`] is dropped, when the update receiver is dropped, or when the
/// connection is lost for good.
pub fn spawn_online(
    url: String,
    connect: Connect,
    backoff: Backoff,
    wake: Option<Wake>,
) -> (Commands, mpsc::Receiver<Update>) {
    let (command_tx, command_rx) = tmpsc::unbounded_channel();
    let (update_tx, update_rx) = mpsc::channel();
    let out = Out {
        tx: update_tx,
        wake,
    };
    let spawned = std::thread::Builder::new()
        .name("spite-online".into())
        .spawn(move || {
            let runtime = match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(r) => r,
                Err(e) => {
                    out.send(Update::Failed {
                        code: None,
                        message: format!("cannot start the connection's runtime: {e}"),
                    });
                    return;
                }
            };
            runtime.block_on(drive(url, connect, backoff, command_rx, out));
        });
    if let Err(e) = spawned {
        // The receiver reports it: the thread that would have could not start.
        let (tx, rx) = mpsc::channel();
        let _ = tx.send(Update::Failed {
            code: None,
            message: format!("cannot start the connection's thread: {e}"),
        });
        return (Commands(command_tx), rx);
    }
    (Commands(command_tx), update_rx)
}

/// The updates' way out.
struct Out {
    tx: mpsc::Sender<Update>,
    wake: Option<Wake>,
}

impl Out {
    /// Sends an update; false once the frontend has gone.
    fn send(&self, update: Update) -> bool {
        let ok = self.tx.send(update).is_ok();
        if let Some(wake) = &self.wake {
            wake();
        }
        ok
    }
}

fn seated_message(s: Seated) -> ServerMessage {
    ServerMessage::Seated {
        seq: s.seq,
        code: s.code,
        seat: s.seat,
        token: s.token,
        room: s.room,
    }
}

async fn sit_down(
    url: &str,
    connect: &Connect,
    commands: &mut tmpsc::UnboundedReceiver<Command>,
    out: &Out,
) -> Result<(Client, Seated), ClientError> {
    let mut client = Client::connect(url).await?;
    let seated = match connect.clone() {
        Connect::Seek {
            key,
            name,
            rules,
            rated,
        } => {
            // With a key (or for a rated match) the name goes with the
            // identity; a casual seeker without one names itself in the seek.
            let name = if key.is_some() || rated {
                let register = key.is_some();
                client
                    .send(&ClientMessage::Identify {
                        key,
                        register,
                        name,
                    })
                    .await?;
                None
            } else {
                name
            };
            client
                .send(&ClientMessage::Seek { rules, rated, name })
                .await?;
            wait_for_pair(&mut client, commands, out).await?
        }
        Connect::Create {
            rules,
            seats,
            name,
            takeover_after,
            open,
        } => {
            client
                .create_listed(rules, seats, name, takeover_after, open)
                .await?
        }
        Connect::Join { code, name } => client.join(&code, name).await?,
        Connect::Rejoin { code, token } => client.rejoin(&code, &token).await?,
    };
    Ok((client, seated))
}

/// Waits in the pool for `seated`, passing on what comes meanwhile and
/// taking the computer when asked to.
async fn wait_for_pair(
    client: &mut Client,
    commands: &mut tmpsc::UnboundedReceiver<Command>,
    out: &Out,
) -> Result<Seated, ClientError> {
    loop {
        tokio::select! {
            command = commands.recv() => match command {
                None | Some(Command::Leave) => return Err(ClientError::Closed),
                Some(Command::AcceptComputer) => {
                    client.send(&ClientMessage::AcceptComputer {}).await?;
                }
                Some(_) => {}
            },
            msg = client.recv() => match msg? {
                ServerMessage::Seated { seq, code, seat, token, room } => {
                    return Ok(Seated { code, seat, token, room, seq });
                }
                ServerMessage::Error { code, message, .. } => {
                    return Err(ClientError::Refused { code, message });
                }
                msg => {
                    if !out.send(Update::Server(Box::new(msg))) {
                        return Err(ClientError::Closed);
                    }
                }
            },
        }
    }
}

/// How long the first connection may take before it is given up.
const FIRST_CONNECT: Duration = Duration::from_secs(15);

async fn drive(
    url: String,
    connect: Connect,
    backoff: Backoff,
    mut commands: tmpsc::UnboundedReceiver<Command>,
    out: Out,
) {
    // A seek waits as long as it takes; anything else is given up after a while.
    let wait = match connect {
        Connect::Seek { .. } => Duration::MAX,
        _ => FIRST_CONNECT,
    };
    let first = tokio::time::timeout(wait, sit_down(&url, &connect, &mut commands, &out)).await;
    let (mut client, seated) = match first {
        Ok(Ok(pair)) => pair,
        Ok(Err(e)) => {
            let code = match &e {
                ClientError::Refused { code, .. } => Some(*code),
                _ => None,
            };
            out.send(Update::Failed {
                code,
                message: e.to_string(),
            });
            return;
        }
        Err(_) => {
            out.send(Update::Failed {
                code: None,
                message: "the server did not answer in time".into(),
            });
            return;
        }
    };
    let mut code = seated.code.clone();
    let mut token = match (&seated.token, &connect) {
        (Some(t), _) => t.clone(),
        (None, Connect::Rejoin { token, .. }) => token.clone(),
        // The server gives a token with every first seat; without one a
        // dropped connection cannot come back, which `Lost` will say.
        (None, _) => String::new(),
    };
    let mut seq = SeqCheck::default();
    let msg = seated_message(seated);
    seq.check(&msg);
    if !out.send(Update::Server(Box::new(msg))) {
        client.close().await;
        return;
    }
    let mut queued: VecDeque<Command> = VecDeque::new();
    loop {
        // Commands that waited for a reconnect go first.
        while let Some(command) = queued.pop_front() {
            if send_command(&mut client, &command).await.is_err() {
                queued.push_front(command);
                break;
            }
        }
        let dropped = if queued.is_empty() {
            tokio::select! {
                command = commands.recv() => match command {
                    None | Some(Command::Leave) => {
                        client.close().await;
                        return;
                    }
                    Some(command) => match send_command(&mut client, &command).await {
                        Ok(()) => false,
                        Err(_) => {
                            queued.push_back(command);
                            true
                        }
                    },
                },
                msg = client.recv() => match msg {
                    Ok(msg) => {
                        // Seated in another room (a rematch): a drop
                        // comes back there, with its token.
                        if let ServerMessage::Seated { code: c, token: Some(t), .. } = &msg {
                            code.clone_from(c);
                            token.clone_from(t);
                        }
                        if seq.check(&msg) == SeqVerdict::Gap {
                            let _ = client.send(&ClientMessage::State {}).await;
                        }
                        if !out.send(Update::Server(Box::new(msg))) {
                            client.close().await;
                            return;
                        }
                        false
                    }
                    Err(_) => true,
                },
            }
        } else {
            true
        };
        if !dropped {
            continue;
        }
        match come_back(
            &url,
            &code,
            &token,
            backoff,
            &mut commands,
            &mut queued,
            &out,
        )
        .await
        {
            Some((c, seated)) => {
                client = c;
                seq = SeqCheck::default();
                let msg = seated_message(seated);
                seq.check(&msg);
                if !out.send(Update::Link(Link::Reconnected))
                    || !out.send(Update::Server(Box::new(msg)))
                {
                    client.close().await;
                    return;
                }
            }
            None => return,
        }
    }
}

async fn send_command(client: &mut Client, command: &Command) -> Result<(), ClientError> {
    let msg = match command {
        Command::Play(mv) => ClientMessage::Play { mv: mv.clone() },
        Command::Undo => ClientMessage::Undo {},
        Command::UndoReply(approve) => ClientMessage::UndoReply { approve: *approve },
        Command::Hint => ClientMessage::Hint {},
        Command::State => ClientMessage::State {},
        Command::AcceptComputer => ClientMessage::AcceptComputer {},
        Command::Rematch => ClientMessage::Rematch {},
        Command::RematchReply(accept) => ClientMessage::RematchReply { accept: *accept },
        Command::React(reaction) => ClientMessage::React {
            reaction: *reaction,
        },
        Command::ListRooms => ClientMessage::ListRooms {},
        Command::Review(game) => ClientMessage::Review { game: *game },
        Command::Leave => return Ok(()),
    };
    client.send(&msg).await
}

/// Rejoins after a drop, waiting longer after each failure and reporting
/// each try. `None`: given up (reported as `Lost`), or the frontend left.
async fn come_back(
    url: &str,
    code: &str,
    token: &str,
    backoff: Backoff,
    commands: &mut tmpsc::UnboundedReceiver<Command>,
    queued: &mut VecDeque<Command>,
    out: &Out,
) -> Option<(Client, Seated)> {
    if token.is_empty() {
        out.send(Update::Link(Link::Lost(
            "the server gave no seat token to come back with".into(),
        )));
        return None;
    }
    let mut wait = backoff.first;
    let mut last = String::from("the connection closed");
    for attempt in 1..=backoff.tries.max(1) {
        let wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX);
        if !out.send(Update::Link(Link::Reconnecting { attempt, wait_ms })) {
            return None;
        }
        let sleep = tokio::time::sleep(wait);
        tokio::pin!(sleep);
        // Waiting, the frontend may still leave; other commands wait too.
        loop {
            tokio::select! {
                () = &mut sleep => break,
                command = commands.recv() => match command {
                    None | Some(Command::Leave) => return None,
                    Some(command) => queued.push_back(command),
                },
            }
        }
        let tried = tokio::time::timeout(FIRST_CONNECT, async {
            let mut client = Client::connect(url).await?;
            let seated = client.rejoin(code, token).await?;
            Ok::<_, ClientError>((client, seated))
        })
        .await;
        match tried {
            Ok(Ok(pair)) => return Some(pair),
            Ok(Err(e @ ClientError::Refused { .. })) => {
                out.send(Update::Link(Link::Lost(e.to_string())));
                return None;
            }
            Ok(Err(e)) => last = e.to_string(),
            Err(_) => last = "the server did not answer in time".into(),
        }
        wait = (wait * 2).min(backoff.max);
    }
    out.send(Update::Link(Link::Lost(last)));
    None
}
