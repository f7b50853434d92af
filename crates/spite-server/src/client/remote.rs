//! The [`Client`] of a game on a server: the connection
//! ([`spawn_online`]) and the fold of what it brings ([`OnlineTable`]),
//! behind the interface a local game has too, so a frontend draws and
//! drives both with the same code.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

use spite_core::UndoError;
use spite_table::client::{
    Client, ClientState, Happening, Intent, Presence, RematchAsked, SharedWake, UndoAsked,
};
use spite_table::{Message, Refusal, hint_message};

use super::Backoff;
use super::driver::{Command, Commands, Connect, Update, Wake, spawn_online};
use super::follow::{self, Link, OnlineTable};
use crate::protocol::{ErrorCode, SeatInfo, SeatKind};

/// A seat in an online room, played through [`Client`].
pub struct RemoteClient {
    commands: Commands,
    updates: Receiver<Update>,
    table: OnlineTable,
    state: ClientState,
    /// The connection has stopped: nothing more will come.
    stopped: bool,
    /// Told at the next poll, before the next update: what came while
    /// sitting down, a hint worked out here, a connection found closed.
    happened: Vec<Happening>,
    /// A hint being worked out on a thread of its own (it searches, and a
    /// window must not wait for it): the room's sequence number it is for,
    /// and where its answer comes.
    hint_out: Option<(u64, Receiver<Message>)>,
    /// The wake-up given to [`RemoteClient::connect`], shared by the
    /// connection's thread and the hints' threads.
    wake: SharedWake,
}

/// How often [`Client::wait`] looks for a hint while it waits for the
/// server.
const HINT_LOOK: Duration = Duration::from_millis(10);

/// Why a [`RemoteClient`] has no seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoSeat {
    /// The server could not be reached, or it refused the room or the
    /// seat (`code`).
    Failed {
        /// The server's refusal, if it was one.
        code: Option<ErrorCode>,
        /// Why, in the server's or the system's words.
        message: String,
    },
    /// The connection ended without a word.
    Closed,
}

impl RemoteClient {
    /// Connects to `url` (`ws://HOST:PORT/ws`) and sits down as `connect`
    /// says, on the connection's own thread; `wake` runs after each
    /// message and each hint worked out here (a window's repaint).
    pub fn connect(
        url: String,
        connect: Connect,
        backoff: Backoff,
        wake: Option<Wake>,
    ) -> RemoteClient {
        let wake = SharedWake::new(wake);
        let on_update = wake.boxed();
        let (commands, updates) = spawn_online(url, connect, backoff, on_update);
        RemoteClient {
            wake,
            ..RemoteClient::new(commands, updates)
        }
    }

    /// The client of a connection already started ([`spawn_online`]).
    pub fn new(commands: Commands, updates: Receiver<Update>) -> RemoteClient {
        RemoteClient {
            commands,
            updates,
            table: OnlineTable::new(),
            state: ClientState::default(),
            stopped: false,
            happened: Vec::new(),
            hint_out: None,
            wake: SharedWake::default(),
        }
    }

    /// Waits until seated (the connection gives up by itself, so this
    /// ends); what came meanwhile is told at the next poll.
    pub fn sit_down(&mut self) -> Result<(), NoSeat> {
        while self.state.seat.is_none() {
            let Ok(update) = self.updates.recv() else {
                self.stopped = true;
                return Err(NoSeat::Closed);
            };
            let mut out = Vec::new();
            self.take(update, &mut out);
            for happening in out {
                if let Happening::Failed { code, message } = happening {
                    return Err(NoSeat::Failed { code, message });
                }
                self.happened.push(happening);
            }
        }
        Ok(())
    }

    /// The room as folded from the server's messages: its invite code, the
    /// seat token to come back with, the seats' public state.
    pub fn online(&self) -> &OnlineTable {
        &self.table
    }

    /// Mutes (`true`) or unmutes `seat`'s reactions (the fold's
    /// [`OnlineTable::mute`]).
    pub fn mute(&mut self, seat: u8, muted: bool) {
        self.table.mute(seat, muted);
    }

    /// Asks the server for the open rooms; they are in
    /// [`OnlineTable::open_rooms`] (`online()`) once the answer is polled.
    pub fn list_rooms(&mut self) {
        self.command(Command::ListRooms, false);
    }

    /// Takes the computer quick match offered (the fold's
    /// [`Pool::computer_offer`](super::Pool::computer_offer)); the seat
    /// follows.
    pub fn accept_computer(&mut self) {
        self.command(Command::AcceptComputer, false);
    }

    /// Hands `command` to the connection; one whose answer is awaited
    /// (`awaited`) holds further requests until it comes.
    fn command(&mut self, command: Command, awaited: bool) {
        if !self.commands.send(command) {
            self.closed();
        } else if awaited {
            self.state.awaiting = true;
        }
    }

    /// The connection is gone without a word: said once, unless it had
    /// said why (lost, failed) or the player left.
    fn closed(&mut self) {
        if !self.stopped {
            self.stopped = true;
            self.state.connected = false;
            self.happened.push(Happening::Closed);
        }
    }

    /// Folds one update in, telling what it did.
    fn take(&mut self, update: Update, out: &mut Vec<Happening>) {
        let me = self.table.seat();
        let seq = self.table.last_seq();
        if matches!(update, Update::Failed { .. } | Update::Link(Link::Lost(_))) {
            self.stopped = true;
        }
        let happened = self.table.update(update);
        // The room moved on: what was asked has its answer (a message the
        // fold skipped, as already seen or while the whole room is asked
        // for again, answers nothing).
        if self.table.last_seq() != seq {
            self.state.awaiting = false;
        }
        for happening in happened {
            if ends_the_wait(&happening, me) {
                self.state.awaiting = false;
            }
            if let Happening::Told(_) = happening {
                // The table moved on: a hint shown was for before.
                self.state.hint = None;
            }
            out.push(happening);
        }
        self.project();
        out.push(Happening::Changed);
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
        s.rematch = t.rematch().map(|r| RematchAsked {
            by: r.by,
            waiting_for: r.waiting_for.clone(),
        });
        s.connected = t.connected() && !self.stopped;
    }

    /// A hint, worked out here from this seat's own view (it sees no more
    /// than the server would use for it) on a thread of its own, told at
    /// the poll after it is done if the room has not moved on.
    fn hint(&mut self) {
        let Some(view) = self.state.view.clone() else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        let wake = self.wake.clone();
        let work = move || {
            // A search that panics gives no hint.
            let hint = std::panic::catch_unwind(|| hint_message(&view)).unwrap_or(Message::NoHint);
            let _ = tx.send(hint);
            wake.call();
        };
        let spawned = std::thread::Builder::new()
            .name("spite-hint".into())
            .spawn(work.clone());
        if spawned.is_err() {
            work();
        }
        self.hint_out = Some((self.table.last_seq(), rx));
        self.state.thinking = true;
    }

    /// Takes in the hint being worked out, once it is done.
    fn take_hint(&mut self) {
        let Some((seq, rx)) = &self.hint_out else {
            return;
        };
        let hint = match rx.try_recv() {
            Ok(hint) => Some(hint),
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => None,
        };
        let current = *seq == self.table.last_seq() && self.state.my_turn();
        self.hint_out = None;
        self.state.thinking = false;
        if let (Some(hint), true) = (hint, current) {
            self.state.hint = Some(hint.clone());
            self.happened.push(Happening::Told(hint));
            self.happened.push(Happening::Changed);
        }
    }

    /// [`RemoteClient::step`], then the hint if it is done (judged against
    /// the room as the update left it: one for a table gone by is dropped).
    fn next(&mut self, update: Option<Update>) -> Vec<Happening> {
        let mut out = self.step(update);
        self.take_hint();
        if self.happened.is_empty() {
            return out;
        }
        out.append(&mut self.happened);
        Happening::in_order(out)
    }

    /// What was kept for this poll, and at most one update (one step, as a
    /// local game moves one step a poll: the state drawn is the one the
    /// step left).
    fn step(&mut self, update: Option<Update>) -> Vec<Happening> {
        let mut out = std::mem::take(&mut self.happened);
        if let Some(update) = update {
            self.take(update, &mut out);
        }
        Happening::in_order(out)
    }
}

/// Whether the fold's `happening` ends the wait for an answer: a refusal,
/// the seat taken again after a reconnect (what was asked may be lost),
/// your own undo request gone out, an undo declined.
fn ends_the_wait(happening: &Happening, me: Option<u8>) -> bool {
    match happening {
        Happening::ServerRefused { .. }
        | Happening::Seated { again: true }
        | Happening::UndoDeclined { .. } => true,
        Happening::UndoAsked { seat, .. } => Some(*seat) == me,
        _ => false,
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

    fn wakes(&self) -> bool {
        self.wake.is_set()
    }

    fn send(&mut self, intent: Intent) -> Result<(), Refusal> {
        if self.stopped {
            return Err(Refusal::Stale);
        }
        let refused = |r: Option<Refusal>| r.map_or(Ok(()), Err);
        match intent {
            Intent::Play(mv) => {
                refused(self.state.refusal_to_play(mv))?;
                self.command(Command::Play(mv.to_string()), true);
            }
            Intent::Undo => {
                refused(self.state.refusal_to_move())?;
                self.command(Command::Undo, true);
            }
            Intent::AnswerUndo(agree) => {
                if !self.state.must_answer_undo() {
                    return Err(Refusal::Undo(UndoError::Nothing));
                }
                self.command(Command::UndoReply(agree), true);
            }
            Intent::Hint => {
                refused(self.state.refusal_to_move())?;
                self.hint();
            }
            Intent::NextGame => {
                if self.state.finished.is_none() {
                    return Err(Refusal::GameNotOver);
                }
                self.table.acknowledge_finished();
                // Another game that ended meanwhile is shown next.
                self.state.finished = self.table.finished_game().cloned();
            }
            Intent::Leave => {
                self.commands.send(Command::Leave);
                self.stopped = true;
                self.state.connected = false;
            }
            // Its answer (the offer told, the new room's seat, a
            // refusal) is not awaited: nothing else waits on it.
            Intent::Rematch => {
                if self.state.match_end.is_none() {
                    return Err(Refusal::Rematch);
                }
                self.command(Command::Rematch, false);
            }
            Intent::AnswerRematch(accept) => {
                if !self.state.must_answer_rematch() {
                    return Err(Refusal::Rematch);
                }
                self.command(Command::RematchReply(accept), false);
            }
            Intent::React(reaction) => self.command(Command::React(reaction), false),
            // Only a finished game; the server refuses a game it does not
            // know, and its news is not awaited (play may go on meanwhile).
            Intent::Review { game } => {
                if game == 0 || game > self.state.results.len() {
                    return Err(Refusal::Review);
                }
                self.command(Command::Review(game), false);
            }
        }
        Ok(())
    }

    fn poll(&mut self) -> Vec<Happening> {
        let update = match self.updates.try_recv() {
            Ok(update) => Some(update),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.closed();
                None
            }
        };
        self.next(update)
    }

    fn wait(&mut self, timeout: Duration) -> Vec<Happening> {
        let deadline = Instant::now() + timeout;
        loop {
            let told = self.poll();
            if !told.is_empty() {
                return told;
            }
            // While a hint is worked out, look for it now and then.
            let left = deadline.saturating_duration_since(Instant::now());
            let slice = match self.hint_out {
                Some(_) => left.min(HINT_LOOK),
                None => left,
            };
            match self.updates.recv_timeout(slice) {
                Ok(update) => return self.next(Some(update)),
                Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => {}
                Err(RecvTimeoutError::Timeout) => return self.next(None),
                Err(RecvTimeoutError::Disconnected) => {
                    self.closed();
                    return self.next(None);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use spite_core::{Game, Move, Rules, Target};

    use super::*;
    use crate::protocol::ServerMessage;
    use spite_table::Message;
    use spite_table::client::check_refusals;

    /// A client fed by hand, its commands kept in a channel.
    fn client() -> (
        RemoteClient,
        mpsc::Sender<Update>,
        tokio::sync::mpsc::UnboundedReceiver<Command>,
    ) {
        let (commands, sent) = Commands::to_channel();
        let (tx, updates) = mpsc::channel();
        (RemoteClient::new(commands, updates), tx, sent)
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
        let told = c.wait(Duration::from_secs(1));
        let asked = Happening::UndoAsked {
            seat: me,
            mv,
            waiting_for: vec![other],
            you_answer: false,
        };
        assert_eq!(told.first(), Some(&asked));
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
        check_refusals(&mut c).unwrap();
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

    fn server(msg: ServerMessage) -> Update {
        Update::Server(Box::new(msg))
    }

    /// A game of seed 3 and the seat to move, seated at it.
    fn seated_at_its_turn() -> (
        RemoteClient,
        mpsc::Sender<Update>,
        tokio::sync::mpsc::UnboundedReceiver<Command>,
        Game,
        u8,
    ) {
        let (mut c, tx, sent) = client();
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let me = game.to_move();
        tx.send(seated(&game, me)).unwrap();
        c.wait(Duration::from_secs(1));
        (c, tx, sent, game, me)
    }

    /// A move of seed 3's first turn that keeps the turn.
    fn centre_move(game: &Game) -> Move {
        *game
            .legal_moves()
            .iter()
            .find(|m| !matches!(m.to, Target::Side(_)))
            .expect("seed 3 deals a card to play to the centre")
    }

    /// Two games end before the player goes on (tiny pay-off piles): each
    /// end is shown in turn, the player's own first.
    #[test]
    fn going_on_shows_each_finished_game_in_turn() {
        let (mut c, tx, _sent) = client();
        let rules = Rules {
            payoff_size: 2,
            ..Rules::g4a()
        };
        let me = 0;
        let mut seq = 1;
        let mut game = Game::new(rules, 3).unwrap();
        tx.send(server(follow::tests::seated(&game, me, seq)))
            .unwrap();
        for number in 1..=3 {
            if number > 1 {
                game = Game::new(rules, 3 + number as u64).unwrap();
                seq += 1;
                let dealt = follow::tests::dealt(seq, number, vec![number as u32 - 1, 0], &game);
                tx.send(server(dealt)).unwrap();
            }
            while number < 3 && !game.status().is_over() {
                for msg in follow::tests::one_turn(&mut game, me, &mut seq) {
                    tx.send(server(msg)).unwrap();
                }
            }
        }
        while !c.poll().is_empty() {}
        assert_eq!(c.state().game, 3);
        let shown = |c: &RemoteClient| c.state().finished.as_ref().map(|f| f.number);
        assert_eq!(shown(&c), Some(1));
        // The game named and its score are the one on screen's.
        assert_eq!(
            (c.state().shown_game(), c.state().shown_score()),
            (1, &[1, 0][..])
        );
        c.send(Intent::NextGame).unwrap();
        assert_eq!(shown(&c), Some(2));
        assert_eq!(
            (c.state().shown_game(), c.state().shown_score()),
            (2, &[2, 0][..])
        );
        c.send(Intent::NextGame).unwrap();
        assert_eq!(shown(&c), None);
        assert_eq!(
            (c.state().shown_game(), c.state().shown_score()),
            (3, &[2, 0][..])
        );
        assert_eq!(c.send(Intent::NextGame), Err(Refusal::GameNotOver));
        assert_eq!(c.state().view.as_ref(), Some(&game.observation(me)));
    }

    /// Two messages waiting are two steps: the state after the first poll
    /// is the one the first message left, so what it tells is drawn on
    /// the table it speaks of.
    #[test]
    fn one_message_a_poll() {
        let (mut c, tx, _sent, mut game, me) = seated_at_its_turn();
        let first = centre_move(&game);
        tx.send(moved(&mut game, me, first, 2)).unwrap();
        let after_first = game.observation(me);
        let second = centre_move(&game);
        tx.send(moved(&mut game, me, second, 3)).unwrap();
        let told = c.poll();
        assert!(told.contains(&Happening::Changed), "{told:?}");
        assert_eq!(c.state().view.as_ref(), Some(&after_first));
        assert_eq!(c.state().last.as_ref().map(|l| l.mv), Some(first));
        c.poll();
        assert_eq!(c.state().last.as_ref().map(|l| l.mv), Some(second));
        assert_eq!(c.state().view.as_ref(), Some(&game.observation(me)));
        assert!(c.poll().is_empty());
    }

    /// The first sit-down and the one after a reconnect are told apart:
    /// a terminal welcomes once, and after a reconnect waits for nothing
    /// it asked before.
    #[test]
    fn a_seat_taken_again_is_told_as_again() {
        let (mut c, tx, _sent) = client();
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let me = game.to_move();
        tx.send(seated(&game, me)).unwrap();
        assert_eq!(c.poll().first(), Some(&Happening::Seated { again: false }));
        c.send(Intent::Play(centre_move(&game))).unwrap();
        assert!(c.state().awaiting);
        tx.send(Update::Link(Link::Reconnected)).unwrap();
        tx.send(server(follow::tests::seated(&game, me, 1)))
            .unwrap();
        assert_eq!(c.poll(), vec![Happening::Reconnected, Happening::Changed]);
        assert!(c.poll().contains(&Happening::Seated { again: true }));
        assert!(!c.state().awaiting, "what was asked before may be lost");
    }

    /// A refusal, a first connection that failed and a connection lost
    /// mid-game are told apart, with the server's code as a code.
    #[test]
    fn refusals_and_losses_carry_their_codes() {
        let (mut c, tx, _sent, game, _) = seated_at_its_turn();
        c.send(Intent::Play(centre_move(&game))).unwrap();
        tx.send(server(ServerMessage::Error {
            seq: 1,
            code: ErrorCode::NotYourTurn,
            message: "not yours".into(),
        }))
        .unwrap();
        assert_eq!(
            c.poll().first(),
            Some(&Happening::ServerRefused {
                code: ErrorCode::NotYourTurn,
                message: "not yours".into()
            })
        );
        assert!(!c.state().awaiting, "a refusal is an answer");
        tx.send(Update::Link(Link::Lost("gone".into()))).unwrap();
        assert_eq!(
            c.poll().first(),
            Some(&Happening::Lost {
                message: "gone".into()
            })
        );
        assert_eq!(c.send(Intent::Hint), Err(Refusal::Stale));

        let (mut c, tx, _sent) = client();
        tx.send(Update::Failed {
            code: None,
            message: "refused".into(),
        })
        .unwrap();
        assert_eq!(
            c.poll().first(),
            Some(&Happening::Failed {
                code: None,
                message: "refused".into()
            })
        );
    }

    /// The connection's thread gone without a word is told once, and a
    /// request that can no longer leave is told the same way.
    #[test]
    fn a_closed_connection_is_told_once() {
        let (mut c, tx, sent, game, _) = seated_at_its_turn();
        drop(tx);
        assert_eq!(c.wait(Duration::from_secs(1)), vec![Happening::Closed]);
        assert!(!c.state().connected);
        assert!(c.poll().is_empty());
        assert_eq!(c.send(Intent::Hint), Err(Refusal::Stale));

        let (mut c, _tx, sent2, game2, _) = seated_at_its_turn();
        drop(sent2);
        c.send(Intent::Play(centre_move(&game2))).unwrap();
        assert!(!c.state().awaiting, "nothing left to answer");
        assert_eq!(c.poll(), vec![Happening::Closed]);
        drop((sent, game));
    }

    /// A client made on a connection already started sits down, or says
    /// why not with the server's code; what came while sitting down is
    /// told at the first poll.
    #[test]
    fn sitting_down_says_why_not() {
        let (mut c, tx, _sent) = client();
        tx.send(Update::Failed {
            code: Some(ErrorCode::NoRoom),
            message: "no such room".into(),
        })
        .unwrap();
        assert_eq!(
            c.sit_down(),
            Err(NoSeat::Failed {
                code: Some(ErrorCode::NoRoom),
                message: "no such room".into()
            })
        );

        let (mut c, tx, _sent) = client();
        drop(tx);
        assert_eq!(c.sit_down(), Err(NoSeat::Closed));

        let (mut c, tx, _sent) = client();
        let game = Game::new(Rules::g4a(), 3).unwrap();
        tx.send(seated(&game, 1)).unwrap();
        assert_eq!(c.sit_down(), Ok(()));
        assert_eq!(c.state().seat, Some(1));
        let told = c.poll();
        assert_eq!(told.first(), Some(&Happening::Seated { again: false }));
        assert_eq!(told.last(), Some(&Happening::Changed));
    }

    /// A message the fold skips (one already seen) is no answer: the move
    /// sent after it is still awaited. Any message the room moves on
    /// with is one, as the terminal always took it.
    #[test]
    fn only_a_message_taken_in_answers() {
        let (mut c, tx, _sent, mut game, me) = seated_at_its_turn();
        let first = centre_move(&game);
        c.send(Intent::Play(first)).unwrap();
        let again = moved(&mut game, me, first, 2);
        tx.send(again.clone()).unwrap();
        c.poll();
        assert!(!c.state().awaiting);
        c.send(Intent::Play(centre_move(&game))).unwrap();
        tx.send(again).unwrap();
        c.poll();
        assert!(c.state().awaiting, "an old message answered the move");
        let mut info = c.online().seat_infos()[usize::from(1 - me)].clone();
        info.connected = false;
        tx.send(server(ServerMessage::Presence {
            seq: 3,
            seat: 1 - me,
            info,
        }))
        .unwrap();
        c.poll();
        assert!(!c.state().awaiting);
    }

    /// A hint is worked out here, from this seat's view, off the caller's
    /// thread, and told once it is done; nothing is asked of the server.
    #[test]
    fn a_hint_is_worked_out_here() {
        let (mut c, _tx, mut sent, game, me) = seated_at_its_turn();
        c.send(Intent::Hint).unwrap();
        assert!(c.state().thinking, "being worked out");
        assert!(sent.try_recv().is_err(), "nothing was asked of the server");
        let hint = hint_message(&game.observation(me));
        assert!(matches!(hint, Message::Hint { .. }), "{hint:?}");
        assert_eq!(
            c.wait(Duration::from_secs(30)),
            vec![Happening::Told(hint.clone()), Happening::Changed]
        );
        assert_eq!(c.state().hint, Some(hint));
        assert!(!c.state().awaiting && !c.state().thinking);
    }

    /// With a wake-up, a hint worked out here wakes the window, so a
    /// window need not poll while it waits.
    #[test]
    fn a_hint_wakes_the_window_when_it_is_done() {
        let (mut c, _tx, _sent, _game, _me) = seated_at_its_turn();
        assert!(!c.wakes());
        let (woke, wakes) = mpsc::channel();
        c.wake.set(Box::new(move || {
            let _ = woke.send(());
        }));
        assert!(c.wakes());
        c.send(Intent::Hint).unwrap();
        assert!(c.state().thinking);
        wakes
            .recv_timeout(Duration::from_secs(30))
            .expect("the hint's thread wakes the window");
        let told = c.poll();
        assert!(
            told.iter()
                .any(|h| matches!(h, Happening::Told(Message::Hint { .. } | Message::NoHint))),
            "{told:?}"
        );
        assert!(!c.state().thinking);
    }

    /// A hint for a room that moved on while it was worked out is not told.
    #[test]
    fn a_hint_for_a_table_gone_by_is_dropped() {
        let (mut c, tx, _sent, mut game, me) = seated_at_its_turn();
        c.send(Intent::Hint).unwrap();
        let mv = centre_move(&game);
        tx.send(moved(&mut game, me, mv, 2)).unwrap();
        let mut told = c.wait(Duration::from_secs(1));
        while c.state().thinking {
            told.extend(c.wait(Duration::from_secs(1)));
        }
        assert!(
            !told
                .iter()
                .any(|h| matches!(h, Happening::Told(Message::Hint { .. } | Message::NoHint))),
            "{told:?}"
        );
        assert_eq!(c.state().hint, None);
    }
}
