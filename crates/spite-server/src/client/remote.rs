//! The [`Client`] of a game on a server: the connection
//! ([`spawn_online`]) and the fold of what it brings ([`OnlineTable`]),
//! behind the interface a local game has too, so a frontend draws and
//! drives both with the same code.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use spite_core::UndoError;
use spite_table::client::{Client, ClientState, Happening, Intent, Presence, UndoAsked};
use spite_table::{Message, Refusal};

use super::Backoff;
use super::driver::{Command, Commands, Connect, Update, Wake, spawn_online};
use super::follow::{self, Link, OnlineTable};
use crate::protocol::{SeatInfo, SeatKind, ServerMessage};

/// A seat in an online room, played through [`Client`].
pub struct RemoteClient {
    commands: Commands,
    updates: Receiver<Update>,
    table: OnlineTable,
    state: ClientState,
    /// The connection has stopped: nothing more will come.
    stopped: bool,
}

impl RemoteClient {
    /// Connects to `url` (`ws://HOST:PORT/ws`) and sits down as `connect`
    /// says, on the connection's own thread; `wake` runs after each
    /// message (a window's repaint).
    pub fn connect(
        url: String,
        connect: Connect,
        backoff: Backoff,
        wake: Option<Wake>,
    ) -> RemoteClient {
        let (commands, updates) = spawn_online(url, connect, backoff, wake);
        RemoteClient {
            commands,
            updates,
            table: OnlineTable::new(),
            state: ClientState::default(),
            stopped: false,
        }
    }

    /// The room as folded from the server's messages: its invite code, the
    /// seat token to come back with, the seats' public state.
    pub fn online(&self) -> &OnlineTable {
        &self.table
    }

    fn command(&mut self, command: Command) {
        if self.commands.send(command) {
            self.state.awaiting = true;
        }
    }

    /// Folds one update in, telling what it did.
    fn take(&mut self, update: Update, out: &mut Vec<Happening>) {
        if let Update::Server(msg) = &update
            && answers_a_request(msg, self.table.seat())
        {
            self.state.awaiting = false;
        }
        if matches!(update, Update::Failed { .. } | Update::Link(Link::Lost(_))) {
            self.stopped = true;
        }
        for happening in self.table.update(update) {
            if let Some(h) = self.happening(happening) {
                out.push(h);
            }
        }
        self.project();
        out.push(Happening::Changed);
    }

    /// The fold's happening as the client interface tells it.
    fn happening(&mut self, happening: follow::Happening) -> Option<Happening> {
        use follow::Happening as H;
        Some(match happening {
            H::Told(message) => {
                if matches!(message, Message::Hint { .. } | Message::NoHint) {
                    self.state.hint = Some(message.clone());
                } else {
                    self.state.hint = None;
                }
                Happening::Told(message)
            }
            H::Seated { .. } | H::Resync => return None,
            H::Presence { seat, now } => Happening::Presence { seat, now },
            H::UndoAsked {
                seat,
                mv,
                you_answer,
                ..
            } => Happening::UndoAsked {
                seat,
                mv,
                you_answer,
            },
            H::UndoDeclined { by } => Happening::UndoDeclined { by },
            H::Refused { code, message } => Happening::ServerRefused {
                code: code.as_str(),
                message,
            },
            H::Link(Link::Reconnecting { attempt, wait_ms }) => {
                Happening::Reconnecting { attempt, wait_ms }
            }
            H::Link(Link::Reconnected) => Happening::Reconnected,
            H::Link(Link::Lost(message)) => Happening::Lost {
                code: None,
                message,
            },
            H::Failed { code, message } => Happening::Lost {
                code: code.map(|c| c.as_str()),
                message,
            },
        })
    }

    /// The state read off the fold (the hint and the awaited answer are
    /// the client's own).
    fn project(&mut self) {
        let t = &self.table;
        let s = &mut self.state;
        s.seat = t.seat();
        s.seats = t.seats().cloned();
        s.presence = t.seat_infos().iter().map(seat_presence).collect();
        s.view = t.view().cloned();
        s.last = t.last_move().cloned();
        s.game = t.game_number();
        s.score = t.score().to_vec();
        s.results = t.results().to_vec();
        s.finished = t.finished_game().cloned();
        s.match_end = t.match_end().cloned();
        s.undo = t.pending_undo().map(|u| UndoAsked {
            seat: u.seat,
            mv: u.mv,
            waiting_for: u.waiting_for.clone(),
        });
        s.connected = t.connected();
    }
}

/// Whether `msg` answers what seat `me` asked (a move, an undo, a hint):
/// until one comes, the client asks nothing more. An undo is answered by
/// the request going out to the others (its own `UndoRequested`) and by
/// its end (taken back, or declined: `UndoCancelled`); another seat's
/// undo request answers nothing of this seat's.
fn answers_a_request(msg: &ServerMessage, me: Option<u8>) -> bool {
    match msg {
        ServerMessage::Presence { .. } | ServerMessage::Pong { .. } => false,
        ServerMessage::UndoRequested { seat, .. } => Some(*seat) == me,
        _ => true,
    }
}

/// A seat's presence: a computer seat is always there.
fn seat_presence(info: &SeatInfo) -> Presence {
    match info.kind {
        SeatKind::Computer => Presence::Here,
        SeatKind::Person => follow::presence_of(info),
    }
}

impl Client for RemoteClient {
    fn state(&self) -> &ClientState {
        &self.state
    }

    fn send(&mut self, intent: Intent) -> Result<(), Refusal> {
        if self.stopped {
            return Err(Refusal::Stale);
        }
        let refused = |r: Option<Refusal>| r.map_or(Ok(()), Err);
        match intent {
            Intent::Play(mv) => {
                refused(self.state.refusal_to_play(mv))?;
                self.command(Command::Play(mv.to_string()));
            }
            Intent::Undo => {
                refused(self.state.refusal_to_move())?;
                self.command(Command::Undo);
            }
            Intent::AnswerUndo(agree) => {
                if !self.state.must_answer_undo() {
                    return Err(Refusal::Undo(UndoError::Nothing));
                }
                self.commands.send(Command::UndoReply(agree));
            }
            Intent::Hint => {
                refused(self.state.refusal_to_move())?;
                self.command(Command::Hint);
            }
            Intent::NextGame => {
                if self.state.finished.is_none() {
                    return Err(Refusal::GameNotOver);
                }
                self.table.acknowledge_finished();
                self.state.finished = None;
            }
            Intent::Leave => {
                self.commands.send(Command::Leave);
                self.stopped = true;
            }
        }
        Ok(())
    }

    fn poll(&mut self) -> Vec<Happening> {
        let mut out = Vec::new();
        while let Ok(update) = self.updates.try_recv() {
            self.take(update, &mut out);
        }
        Happening::in_order(out)
    }

    fn wait(&mut self, timeout: Duration) -> Vec<Happening> {
        let mut out = Vec::new();
        match self.updates.recv_timeout(timeout) {
            Ok(update) => self.take(update, &mut out),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => self.stopped = true,
        }
        while let Ok(update) = self.updates.try_recv() {
            self.take(update, &mut out);
        }
        Happening::in_order(out)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use spite_core::{Game, Move, Rules, Source, Target};

    use super::*;

    /// A client fed by hand, its commands kept in a channel.
    fn client() -> (
        RemoteClient,
        mpsc::Sender<Update>,
        tokio::sync::mpsc::UnboundedReceiver<Command>,
    ) {
        let (commands, sent) = Commands::to_channel();
        let (tx, updates) = mpsc::channel();
        let client = RemoteClient {
            commands,
            updates,
            table: OnlineTable::new(),
            state: ClientState::default(),
            stopped: false,
        };
        (client, tx, sent)
    }

    /// The undo a seat asked for, declined by another person: the turn is
    /// offered again (it stayed awaited for good, and the player could not
    /// move).
    #[test]
    fn a_declined_undo_gives_the_turn_back() {
        let (mut c, tx, mut sent) = client();
        let mut game = Game::new(Rules::g4a(), 3).unwrap();
        let me = game.to_move();
        let other = 1 - me;
        tx.send(seated(&game, me)).unwrap();
        c.wait(Duration::from_secs(1));
        // A move that keeps the turn, then its undo asked for.
        let mv = *game
            .legal_moves()
            .iter()
            .find(|m| !matches!(m.to, Target::Side(_)))
            .expect("seed 3 deals a card to play to the centre");
        c.send(Intent::Play(mv)).unwrap();
        tx.send(moved(&mut game, me, mv, 2)).unwrap();
        c.wait(Duration::from_secs(1));
        c.send(Intent::Undo).unwrap();
        assert!(c.state().awaiting);
        sent.try_recv().unwrap();
        assert_eq!(sent.try_recv(), Ok(Command::Undo));
        tx.send(Update::Server(Box::new(ServerMessage::UndoRequested {
            seq: 3,
            seat: me,
            mv,
            waiting_for: vec![other],
        })))
        .unwrap();
        c.wait(Duration::from_secs(1));
        assert!(!c.state().awaiting, "the request went out");
        tx.send(Update::Server(Box::new(ServerMessage::UndoCancelled {
            seq: 4,
            by: Some(other),
        })))
        .unwrap();
        c.wait(Duration::from_secs(1));
        assert!(!c.state().awaiting);
        assert!(c.state().my_turn(), "{:?}", c.state());
    }

    /// `seat`'s move `mv` played in `game`, as the server tells it to that
    /// seat.
    fn moved(game: &mut Game, seat: u8, mv: Move, seq: u64) -> Update {
        let events = game.apply_seen(mv).unwrap();
        Update::Server(Box::new(ServerMessage::Moved {
            seq,
            seat,
            mv,
            by_computer: false,
            events: events.seen_by(seat).to_vec(),
            view: follow::tests::wire(game.observation(seat).to_json()),
        }))
    }

    fn seated(game: &Game, seat: u8) -> Update {
        Update::Server(Box::new(follow::tests::seated(game, seat, 1)))
    }

    #[test]
    fn requests_are_checked_here_and_a_move_waits_for_its_answer() {
        let (mut c, tx, mut sent) = client();
        let mut game = Game::new(Rules::g4a(), 3).unwrap();
        let me = game.to_move();
        tx.send(seated(&game, me)).unwrap();
        let told = c.wait(Duration::from_secs(1));
        assert_eq!(told.last(), Some(&Happening::Changed));
        assert!(c.state().my_turn());
        assert_eq!(c.state().view.as_ref(), Some(&game.observation(me)));
        let before = c.state().clone();
        let illegal = Move {
            from: Source::Hand(0),
            to: Target::Side(9),
        };
        assert!(matches!(
            c.send(Intent::Play(illegal)),
            Err(Refusal::Illegal { .. })
        ));
        assert_eq!(
            c.send(Intent::AnswerUndo(true)),
            Err(Refusal::Undo(UndoError::Nothing))
        );
        assert_eq!(c.send(Intent::NextGame), Err(Refusal::GameNotOver));
        assert_eq!(c.state(), &before);
        // A move leaves; until its answer comes, the turn is not offered.
        let mv = game.legal_moves()[0];
        c.send(Intent::Play(mv)).unwrap();
        assert!(c.state().awaiting && !c.state().my_turn());
        assert_eq!(sent.try_recv(), Ok(Command::Play(mv.to_string())));
        assert!(sent.try_recv().is_err(), "nothing refused was sent");
        tx.send(moved(&mut game, me, mv, 2)).unwrap();
        c.wait(Duration::from_secs(1));
        assert!(!c.state().awaiting);
        let last = c.state().last.clone().expect("the move led here");
        assert_eq!((last.seat, last.mv), (me, mv));
        assert_eq!(c.state().view.as_ref(), Some(&game.observation(me)));
    }
}
