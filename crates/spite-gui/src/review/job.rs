//! A review at work: spite-ai's `review_game` on a thread of its own
//! (it takes seconds; the window must keep drawing), each decision sent
//! back as it is done and the window woken for it. Dropping the
//! [`Reviewing`] (closing its window) raises the cancel flag, and the
//! thread stops at its next play-out.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, OnceLock};

use spite_ai::{Mark, ReviewError, ReviewOptions, TurnReview, review_game};
use spite_core::PlayerView;

use super::{KeptGame, view_before};

/// What the thread sends.
enum Report {
    Turn(TurnReview),
    /// The game's accuracy, or why there is none.
    End(Result<f32, ReviewError>),
}

/// How the review's thread ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Done,
    Cancelled,
    Failed,
}

/// A game being reviewed, or reviewed: what has come so far, and the turn
/// chosen to be shown.
pub struct Reviewing {
    pub game: KeptGame,
    /// The decisions reviewed so far, in order.
    pub turns: Vec<TurnReview>,
    /// The game's accuracy once the review is done; why it stopped if it
    /// could not be done.
    pub end: Option<Result<f32, ReviewError>>,
    /// The decision shown (an index into `turns`), with the seat's view
    /// just before it.
    chosen: Option<(usize, PlayerView)>,
    /// The player chose a turn: one marked later is not chosen for them.
    picked: bool,
    cancel: Arc<AtomicBool>,
    exit: Arc<OnceLock<Exit>>,
    reports: Receiver<Report>,
}

impl Reviewing {
    /// Starts reviewing `game` with `options` on a new thread, which wakes
    /// `ctx` whenever a decision is done.
    pub fn start(game: KeptGame, options: ReviewOptions, ctx: &egui::Context) -> Reviewing {
        let (tx, reports) = channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let exit = Arc::new(OnceLock::new());
        let work = Work {
            record: game.record.clone(),
            seat: game.seat,
            options,
            cancel: cancel.clone(),
            exit: exit.clone(),
            tx,
            ctx: ctx.clone(),
        };
        let spawned = std::thread::Builder::new()
            .name("spite-review".into())
            .spawn(move || work.run());
        let mut r = Reviewing::waiting(game, cancel, exit, reports);
        if spawned.is_err() {
            // No thread to be had: said as a review that stopped.
            r.end = Some(Err(ReviewError::Cancelled));
            _ = r.exit.set(Exit::Failed);
        }
        r
    }

    /// A review already made (a test's, a picture's), shown as it is.
    pub fn made(game: KeptGame, review: spite_ai::Review) -> Reviewing {
        let (tx, reports) = channel();
        for t in review.turns {
            _ = tx.send(Report::Turn(t));
        }
        _ = tx.send(Report::End(Ok(review.accuracy)));
        let exit = Arc::new(OnceLock::new());
        _ = exit.set(Exit::Done);
        let mut r = Reviewing::waiting(game, Arc::new(AtomicBool::new(false)), exit, reports);
        r.poll();
        r
    }

    /// A review of `game` with nothing taken in yet from `reports`.
    fn waiting(
        game: KeptGame,
        cancel: Arc<AtomicBool>,
        exit: Arc<OnceLock<Exit>>,
        reports: Receiver<Report>,
    ) -> Reviewing {
        Reviewing {
            game,
            turns: vec![],
            end: None,
            chosen: None,
            picked: false,
            cancel,
            exit,
            reports,
        }
    }

    /// Takes in what the thread has sent since the last frame. The first
    /// marked decision is shown until the player chooses one.
    pub fn poll(&mut self) {
        while let Ok(report) = self.reports.try_recv() {
            match report {
                Report::Turn(t) => {
                    let marked = t.mark.is_some();
                    self.turns.push(t);
                    if marked && !self.picked && self.chosen.is_none() {
                        self.choose_at(self.turns.len() - 1);
                    }
                }
                Report::End(end) => self.end = Some(end),
            }
        }
    }

    /// Shows decision `i` (the player's choice).
    pub fn choose(&mut self, i: usize) {
        self.picked = true;
        self.choose_at(i);
    }

    fn choose_at(&mut self, i: usize) {
        let Some(t) = self.turns.get(i) else { return };
        self.chosen = view_before(&self.game.record, self.game.seat, t.first_move as usize)
            .map(|view| (i, view));
    }

    /// The decision shown and the seat's view just before it.
    pub fn chosen(&self) -> Option<(&TurnReview, &PlayerView)> {
        let (i, view) = self.chosen.as_ref()?;
        Some((self.turns.get(*i)?, view))
    }

    /// The index of the decision shown.
    pub fn chosen_index(&self) -> Option<usize> {
        self.chosen.as_ref().map(|(i, _)| *i)
    }

    /// How far through the game's moves the review is, 0 to 1.
    pub fn progress(&self) -> f32 {
        if self.end.is_some() {
            return 1.0;
        }
        let all = self.game.record.moves.len().max(1);
        let done = self
            .turns
            .last()
            .map_or(0, |t| t.first_move as usize + t.played.len());
        done as f32 / all as f32
    }

    /// The marked decisions so far: inaccuracies, mistakes, blunders.
    pub fn marked(&self) -> [u32; 3] {
        let mut n = [0; 3];
        for m in self.turns.iter().filter_map(|t| t.mark) {
            n[m as usize] += 1;
        }
        n
    }

    /// The flag closing raises, and how the thread ended once it has:
    /// what a test watches.
    pub fn watch(&self) -> (Arc<AtomicBool>, Arc<OnceLock<Exit>>) {
        (self.cancel.clone(), self.exit.clone())
    }
}

impl Drop for Reviewing {
    /// Closing the review stops its thread (it is not waited for: it
    /// stops at its next play-out).
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A mark's symbol, as chess writes it.
pub fn symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// What the thread holds.
struct Work {
    record: spite_core::Record,
    seat: u8,
    options: ReviewOptions,
    cancel: Arc<AtomicBool>,
    exit: Arc<OnceLock<Exit>>,
    tx: Sender<Report>,
    ctx: egui::Context,
}

impl Work {
    fn run(self) {
        let tx = &self.tx;
        let ctx = &self.ctx;
        let result = review_game(&self.record, self.seat, &self.options, &self.cancel, |t| {
            // The window may be gone: the review then stops at its next
            // check of the flag.
            _ = tx.send(Report::Turn(t.clone()));
            ctx.request_repaint();
        });
        let exit = match &result {
            Ok(_) => Exit::Done,
            Err(ReviewError::Cancelled) => Exit::Cancelled,
            Err(_) => Exit::Failed,
        };
        _ = tx.send(Report::End(result.map(|r| r.accuracy)));
        _ = self.exit.set(exit);
        ctx.request_repaint();
    }
}
