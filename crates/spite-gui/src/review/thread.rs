//! A review worked out here: spite-ai's `review_game` over a game's
//! record on a thread of its own (it takes seconds; the window must keep
//! drawing), each decision sent back as it is done and the window woken
//! for it. The thread stops at its next play-out once the review is
//! closed.

use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, OnceLock};

use spite_ai::{ReviewError, ReviewOptions, review_game};

use super::KeptGame;
use super::job::{Exit, Report, Reviewing, Source, Stopped};

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
        let mut r = Reviewing::here(game, reports, cancel, exit.clone());
        if spawned.is_err() {
            // No thread to be had: said as a review that stopped.
            r.end = Some(Err(Stopped::Review(ReviewError::Cancelled)));
            _ = exit.set(Exit::Failed);
        }
        r
    }

    /// A review already made (a test's, a picture's), shown as it is.
    pub fn made(game: KeptGame, review: spite_ai::Review) -> Reviewing {
        let (tx, reports) = channel();
        for t in review.turns {
            _ = tx.send(turn_report(t));
        }
        _ = tx.send(Report::End(Ok(review.accuracy)));
        let exit = Arc::new(OnceLock::new());
        _ = exit.set(Exit::Done);
        let mut r = Reviewing::here(game, reports, Arc::new(AtomicBool::new(false)), exit);
        r.poll();
        r
    }

    /// A review of `game` here, its reports to come from `reports`.
    fn here(
        game: KeptGame,
        reports: std::sync::mpsc::Receiver<Report>,
        cancel: Arc<AtomicBool>,
        exit: Arc<OnceLock<Exit>>,
    ) -> Reviewing {
        let (number, moves) = (game.game, game.record.moves.len() as u32);
        let source = Source::Here {
            game: Box::new(game),
            reports,
        };
        Reviewing::waiting(number, moves, source, cancel, exit)
    }
}

/// A decision judged here, as reported: the moves gone through are the
/// game's up to its end.
fn turn_report(turn: spite_ai::TurnReview) -> Report {
    Report::Turn {
        reviewed: turn.first_move + turn.played.len() as u32,
        turn,
        cards: None,
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
            _ = tx.send(turn_report(t.clone()));
            ctx.request_repaint();
        });
        let exit = match &result {
            Ok(_) => Exit::Done,
            Err(ReviewError::Cancelled) => Exit::Cancelled,
            Err(_) => Exit::Failed,
        };
        _ = tx.send(Report::End(
            result.map(|r| r.accuracy).map_err(Stopped::Review),
        ));
        _ = self.exit.set(exit);
        ctx.request_repaint();
    }
}
