//! An online seat's hints are worked out on a background thread: the UI
//! sends a job with the seat's `PlayerView` (all it holds), the worker
//! answers through a channel that the UI drains every frame, and wakes the
//! UI with a repaint request. The UI never waits for it. (The local match's
//! computers and hints think on its own client's worker.)

use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;

use spite_core::PlayerView;
use spite_table::Message;

/// What the worker is asked.
#[derive(Clone, Debug)]
pub enum Job {
    /// A hint for an online seat from its view (the room's sequence
    /// number: the hint is shown only if the room has not moved on).
    ViewHint(u64, PlayerView),
}

/// What the worker answers, for the game that asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    ViewHint(u64, Message),
}

/// Runs a job on the calling thread; the worker thread, the fallback when
/// it is gone, and tests share it. Nothing is kept between jobs.
pub fn run_job(job: Job) -> Answer {
    match job {
        Job::ViewHint(seq, view) => {
            // A search that panics gives no hint, as a table's hint job.
            let message = std::panic::catch_unwind(|| spite_table::hint_message(&view))
                .unwrap_or(Message::NoHint);
            Answer::ViewHint(seq, message)
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
        // Without a thread the jobs go unanswered: the receiver is dropped,
        // `send` fails and the UI plays on its own thread instead.
        let _ = thread::Builder::new()
            .name("spite-computer".into())
            .spawn(move || {
                while let Ok(job) = job_rx.recv() {
                    if answer_tx.send(run_job(job)).is_err() {
                        break;
                    }
                    wake();
                }
            });
        Worker { jobs, answers }
    }

    /// Sends a job; gives it back if the thread is gone.
    pub fn send(&self, job: Job) -> Result<(), Box<Job>> {
        self.jobs.send(job).map_err(|e| Box::new(e.0))
    }

    /// A worker whose thread has gone (it panicked, or never started):
    /// every job is given back.
    #[cfg(test)]
    pub fn gone() -> Worker {
        let (jobs, _) = channel();
        let (_, answers) = channel();
        Worker { jobs, answers }
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
    fn the_worker_answers_with_a_legal_hint_and_wakes_the_ui() {
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let view = game.observation(game.to_move());
        let (woke_tx, woke_rx) = channel();
        let worker = Worker::spawn(move || {
            let _ = woke_tx.send(());
        });
        worker.send(Job::ViewHint(7, view.clone())).unwrap();
        woke_rx.recv_timeout(Duration::from_secs(30)).unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        let answers = loop {
            let a = worker.drain();
            if !a.is_empty() || Instant::now() > deadline {
                break a;
            }
        };
        match &answers[..] {
            [Answer::ViewHint(7, Message::Hint { mv, .. })] => {
                assert!(view.legal_moves().contains(mv));
            }
            other => panic!("unexpected answers {other:?}"),
        }
    }
}
