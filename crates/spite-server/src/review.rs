//! Reviews online: a thin client (the browser) asks the server to review
//! a finished game of its room's match (`review`), as the terminal and
//! the window review one themselves with spite-ai's `review_game`.
//!
//! Only the asking connection's own seat is reviewed (the request names
//! no seat), and `review_game` judges each decision from that seat's view
//! alone, so nothing reaches the player that the seat did not see. The
//! review runs on the blocking pool, a few at once across the server,
//! never while the room is locked; the connection goes on reading (and
//! playing) meanwhile. Each decision is sent as it is judged
//! (`review_turn`), then `review_done`. A connection may run one review
//! at a time, an address [`PER_MINUTE`] a minute; a connection that
//! closes stops its review between two play-outs.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex as StdMutex};

use spite_ai::{ReviewError, ReviewOptions, review_game};
use spite_core::{Record, Seat, derive_seed};
use tokio::sync::Semaphore;

use crate::protocol::{ErrorCode, ServerMessage};
use crate::room::{Conn, Refused, Room, RoomCell};
use crate::server::{Bucket, Shared};

/// Reviews one address may start in a minute (a burst of as many, then
/// one more every `60 / PER_MINUTE` seconds).
pub(crate) const PER_MINUTE: u32 = 4;

/// Reviews taken and not yet done across the server (running or waiting
/// for a thread); one more is refused `review_busy`.
pub(crate) const MOST_AT_ONCE: usize = 32;

/// The server's reviews: how many run at once, how many are taken, and
/// each address's allowance.
pub(crate) struct Reviews {
    /// Half the cores (at least one): a review takes seconds of a core,
    /// and the computer players and hints need the rest.
    permits: Semaphore,
    taken: AtomicUsize,
    addresses: StdMutex<HashMap<IpAddr, Bucket>>,
}

impl Reviews {
    pub fn new() -> Reviews {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Reviews {
            permits: Semaphore::new((cores / 2).max(1)),
            taken: AtomicUsize::new(0),
            addresses: StdMutex::new(HashMap::new()),
        }
    }

    /// Takes one of `addr`'s reviews this minute; refused when none is left.
    fn address_may(&self, addr: IpAddr) -> Result<(), Refused> {
        let mut all = self.addresses.lock().unwrap();
        if all.len() > 100_000 {
            // A flood of addresses: forget the full buckets.
            all.retain(|_, b| !b.full());
        }
        let per = f64::from(PER_MINUTE);
        if all
            .entry(addr)
            .or_insert_with(|| Bucket::new(per / 60.0, per))
            .take()
        {
            Ok(())
        } else {
            Err((
                ErrorCode::RateLimited,
                format!("at most {PER_MINUTE} reviews a minute from one address; wait a little"),
            ))
        }
    }

    /// Takes a place among the reviews at once; refused when all are taken.
    fn take_place(&self) -> Result<(), Refused> {
        let taken = self.taken.fetch_add(1, Ordering::Relaxed);
        if taken >= MOST_AT_ONCE {
            self.taken.fetch_sub(1, Ordering::Relaxed);
            return Err((
                ErrorCode::ReviewBusy,
                "the server reviews as many games as it may; ask again in a minute".into(),
            ));
        }
        Ok(())
    }
}

/// A review taken: raised to stop it, marked done at its end.
#[derive(Default)]
struct Job {
    cancel: AtomicBool,
    done: AtomicBool,
}

/// A connection's review, if it asked for one; dropped with the
/// connection, which stops the review.
#[derive(Default)]
pub(crate) struct Running(Option<Arc<Job>>);

impl Running {
    fn busy(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|j| !j.done.load(Ordering::Acquire))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(job) = &self.0 {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// The record of game `game` (from 1) of the room's match, if it is
/// over: refused `no_such_game` or `game_not_finished`.
pub(crate) fn record_of(room: &Room, game: usize) -> Result<Record, Refused> {
    let m = room.table.match_();
    let playing = game == m.game_number() && !m.game().is_over();
    if game == 0 || game > m.game_number() {
        return Err((
            ErrorCode::NoSuchGame,
            format!(
                "the match has games 1 to {}; game {game} is not one",
                m.game_number()
            ),
        ));
    }
    if playing {
        return Err((
            ErrorCode::GameNotFinished,
            format!("game {game} is still being played: ask once it is over"),
        ));
    }
    let record = match room.history.get(game - 1) {
        Some(moves) => {
            // A later game starts with the seat the match chose, as
            // `Match::next_game` deals it.
            let first = (game > 1).then(|| m.results()[game - 1].first);
            let seed = derive_seed(room.table.seed(), (game - 1) as u64);
            Record {
                moves: moves.clone(),
                ..Record::new(*m.rules(), seed, first)
            }
        }
        // The match's last game, over with the match: the table still has it.
        None => m.record().clone(),
    };
    // A check, not a trust: the record ends as the match says the game did.
    let ended = record.replay().ok().map(|g| g.status());
    if ended != m.results().get(game - 1).map(|r| r.result) {
        tracing::error!(room = %room.code, game, "a finished game's record does not replay to its result");
        return Err((
            ErrorCode::Internal,
            "the game's moves could not be read back".into(),
        ));
    }
    Ok(record)
}

/// Starts reviewing game `game` for `seat` of the room in `cell`, whose
/// connection is `conn` (at `addr`): `review_started` now, the rest from
/// the blocking pool. Refused when the connection's last review runs
/// still, the game is not a finished one of the match, or the address or
/// the server has too many.
pub(crate) async fn start(
    shared: &Arc<Shared>,
    conn: &Conn,
    running: &mut Running,
    addr: IpAddr,
    cell: &Arc<RoomCell>,
    seat: Seat,
    game: usize,
) -> Result<(), Refused> {
    if running.busy() {
        return Err((
            ErrorCode::ReviewBusy,
            "your last review is still running: one at a time".into(),
        ));
    }
    let (record, seq) = {
        let room = cell.lock().await;
        (record_of(&room, game)?, room.seq)
    };
    shared.reviews.address_may(addr)?;
    shared.reviews.take_place()?;
    let job = Arc::new(Job::default());
    *running = Running(Some(job.clone()));
    conn.send(&ServerMessage::ReviewStarted {
        seq,
        game,
        moves: record.moves.len() as u32,
    });
    tokio::spawn(run(
        shared.clone(),
        conn.clone(),
        job,
        cell.clone(),
        record,
        seat,
        game,
    ));
    Ok(())
}

/// Runs a review taken by [`start`] once a thread is free, telling the
/// connection each decision, then the end (or `internal` should the
/// review fail, which a record that replays cannot make it do).
async fn run(
    shared: Arc<Shared>,
    conn: Conn,
    job: Arc<Job>,
    cell: Arc<RoomCell>,
    record: Record,
    seat: Seat,
    game: usize,
) {
    let told = {
        let _permit = shared.reviews.permits.acquire().await;
        let (conn, job, cell) = (conn.clone(), job.clone(), cell.clone());
        tokio::task::spawn_blocking(move || {
            // The game followed beside the review, for the cards each
            // decision's moves took in the seat's view.
            let mut table = record.initial().expect("record_of checked it replays");
            let mut at = 0;
            review_game(
                &record,
                seat,
                &ReviewOptions::DEFAULT,
                &job.cancel,
                |turn| {
                    while at < turn.first_move as usize {
                        _ = table.apply(record.moves[at]);
                        at += 1;
                    }
                    let view = table.observation(seat);
                    // Off the runtime: the room's lock is waited for here
                    // (for its current sequence number), not on a worker.
                    let seq = cell.blocking_lock().seq;
                    conn.send(&ServerMessage::ReviewTurn {
                        seq,
                        game,
                        reviewed: turn.first_move + turn.played.len() as u32,
                        turn: turn.clone(),
                        played_cards: view.cards_taken(&turn.played),
                        best_cards: view.cards_taken(&turn.best),
                    });
                },
            )
        })
        .await
    };
    shared.reviews.taken.fetch_sub(1, Ordering::Relaxed);
    // Done before it is said: the client may ask for another at once.
    job.done.store(true, Ordering::Release);
    let seq = cell.lock().await.seq;
    match told {
        Ok(Ok(review)) => conn.send(&ServerMessage::ReviewDone {
            seq,
            game,
            accuracy: review.accuracy,
            decisions: review.turns.len() as u32,
        }),
        // The connection went away: nobody to tell.
        Ok(Err(ReviewError::Cancelled)) => {}
        other => {
            tracing::error!(game, error = ?other.err(), "a review failed");
            conn.send(&ServerMessage::Error {
                seq,
                code: ErrorCode::Internal,
                message: "the review failed".into(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::SeatSpec;
    use spite_core::Rules;

    /// Plays a room's match to its end with first legal moves, checking
    /// at each game's end that its record as `record_of` makes it is the
    /// table's own, and that the game being played is refused.
    #[test]
    fn every_finished_game_s_record_is_the_one_played() {
        let rules = Rules {
            payoff_size: 2,
            match_target: 6,
            ..Rules::g4a()
        };
        let specs = [SeatSpec::Person, SeatSpec::Person];
        let mut room = Room::new("ABCD-EFGH-JKMN".into(), rules, &specs, 7, None).unwrap();
        let mut finished = Vec::new();
        while !room.table.match_().is_over() {
            let m = room.table.match_();
            if m.game().is_over() {
                finished.push(m.record().clone());
                room.history.push(m.record().moves.clone());
                room.table.next_game().unwrap();
                continue;
            }
            let n = m.game_number();
            assert_eq!(
                record_of(&room, n).unwrap_err().0,
                ErrorCode::GameNotFinished
            );
            let (seat, mv) = (m.game().to_move(), m.game().legal_moves()[0]);
            room.table.play(seat, mv).unwrap();
        }
        finished.push(room.table.match_().record().clone());
        assert!(finished.len() >= 2, "a match of several games");
        for (i, record) in finished.iter().enumerate() {
            assert_eq!(&record_of(&room, i + 1).unwrap(), record, "game {}", i + 1);
        }
        for game in [0, finished.len() + 1] {
            assert_eq!(record_of(&room, game).unwrap_err().0, ErrorCode::NoSuchGame);
        }
        // A record that does not end as the match says is refused.
        room.history[0].pop();
        assert_eq!(record_of(&room, 1).unwrap_err().0, ErrorCode::Internal);
    }

    #[test]
    fn an_address_has_a_few_reviews_a_minute() {
        let reviews = Reviews::new();
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.1".parse().unwrap(), "::1".parse().unwrap());
        for _ in 0..PER_MINUTE {
            assert!(reviews.address_may(a).is_ok());
        }
        assert_eq!(
            reviews.address_may(a).unwrap_err().0,
            ErrorCode::RateLimited
        );
        assert!(
            reviews.address_may(b).is_ok(),
            "another address is not limited"
        );
        for _ in 0..MOST_AT_ONCE {
            assert!(reviews.take_place().is_ok());
        }
        assert_eq!(reviews.take_place().unwrap_err().0, ErrorCode::ReviewBusy);
    }
}
