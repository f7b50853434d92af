//! The computer thinks on a background thread: the UI sends a job with the
//! seat's `PlayerView` (never the full game), the worker answers through a
//! channel that the UI drains every frame, and wakes the UI with a repaint
//! request. The UI never waits for it.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;

use spite_ai::{Bot, Level, bot_rng};
use spite_core::{Move, PlayerView};

/// What the worker is asked.
#[derive(Clone, Debug)]
pub enum Job {
    /// Choose the next move for `view.seat()` at `level`.
    Move {
        ticket: u64,
        level: Level,
        view: PlayerView,
        seed: u64,
    },
    /// Suggest a move for a person, with a reason.
    Hint { ticket: u64, view: PlayerView },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `mv` is `None` if the bot failed (the UI then plays a legal move).
    Move {
        ticket: u64,
        seat: u8,
        mv: Option<Move>,
    },
    Hint {
        ticket: u64,
        hint: Option<(Move, String)>,
    },
}

/// Runs a job on the calling thread; the worker thread and tests share it.
/// Bots are kept per seat and level, so a bot may remember across moves.
pub fn run_job(job: Job, bots: &mut HashMap<(u8, Level), Box<dyn Bot>>) -> Answer {
    match job {
        Job::Move {
            ticket,
            level,
            view,
            seed,
        } => {
            let seat = view.seat();
            let bot = bots.entry((seat, level)).or_insert_with(|| level.bot());
            let mut rng = bot_rng(seed);
            // A bot that panics must not take the game down: the UI falls back.
            let mv = catch_unwind(AssertUnwindSafe(|| bot.choose(&view, &mut rng))).ok();
            if mv.is_none() {
                bots.remove(&(seat, level));
            }
            Answer::Move { ticket, seat, mv }
        }
        Job::Hint { ticket, view } => {
            let hint = catch_unwind(|| spite_ai::hint(&view))
                .ok()
                .flatten()
                .map(|h| (h.mv, h.reason));
            Answer::Hint { ticket, hint }
        }
    }
}

/// Handle to the background thread.
pub struct Worker {
    jobs: Sender<Job>,
    answers: Receiver<Answer>,
}

impl Worker {
    /// Starts the thread; `wake` is called after every answer (the UI passes
    /// `request_repaint`).
    pub fn spawn(wake: impl Fn() + Send + 'static) -> Worker {
        let (jobs, job_rx) = channel::<Job>();
        let (answer_tx, answers) = channel();
        let spawned = thread::Builder::new()
            .name("spite-computer".into())
            .spawn(move || {
                let mut bots = HashMap::new();
                while let Ok(job) = job_rx.recv() {
                    if answer_tx.send(run_job(job, &mut bots)).is_err() {
                        break;
                    }
                    wake();
                }
            });
        if spawned.is_err() {
            // Without a thread the jobs go unanswered; the UI notices through
            // `send` failing and plays on its own thread instead.
        }
        Worker { jobs, answers }
    }

    /// Sends a job; gives it back if the thread is gone.
    pub fn send(&self, job: Job) -> Result<(), Box<Job>> {
        self.jobs.send(job).map_err(|e| Box::new(e.0))
    }

    /// The answers that have arrived, without waiting.
    pub fn drain(&self) -> Vec<Answer> {
        let mut out = vec![];
        while let Ok(a) = self.answers.try_recv() {
            out.push(a);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::{Game, Rules};
    use std::time::{Duration, Instant};

    #[test]
    fn the_worker_answers_with_a_legal_move_and_wakes_the_ui() {
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let seat = game.to_move();
        let view = game.observation(seat);
        let (woke_tx, woke_rx) = channel();
        let worker = Worker::spawn(move || {
            let _ = woke_tx.send(());
        });
        worker
            .send(Job::Move {
                ticket: 7,
                level: Level::Easy,
                view: view.clone(),
                seed: 1,
            })
            .unwrap();
        woke_rx.recv_timeout(Duration::from_secs(30)).unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        let answers = loop {
            let a = worker.drain();
            if !a.is_empty() || Instant::now() > deadline {
                break a;
            }
        };
        match &answers[..] {
            [
                Answer::Move {
                    ticket: 7,
                    seat: s,
                    mv: Some(mv),
                },
            ] => {
                assert_eq!(*s, seat);
                assert!(view.legal_moves().contains(mv));
            }
            other => panic!("unexpected answers {other:?}"),
        }
    }
}
