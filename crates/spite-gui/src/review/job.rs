//! A review being shown, whoever judges it: the decisions judged so far,
//! the game's accuracy once done (or why it stopped), and the decision
//! chosen to be shown. A game whose record is here is judged on a thread
//! of the window's own (`thread`); an online game by its server, whose
//! news the app hands in (`online`). Dropping the
//! [`Reviewing`] (closing its window) raises the cancel flag: a thread
//! here stops at its next play-out, and the server's news is no longer
//! listened to.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::sync::{Arc, OnceLock};

use spite_ai::{Mark, ReviewError, TurnReview};
use spite_core::{Card, PlayerView};
use spite_table::{ErrorCode, Refusal};

use super::{KeptGame, view_before};

/// What a review's judge sends.
pub(super) enum Report {
    /// A decision judged; `reviewed`: the game's moves gone through so
    /// far; `cards`: the cards its moves took, when the judge says.
    Turn {
        turn: TurnReview,
        reviewed: u32,
        cards: Option<Cards>,
    },
    /// The game's accuracy, or why there is none.
    End(Result<f32, Stopped>),
}

/// Why a review stopped without an accuracy.
#[derive(Debug)]
pub enum Stopped {
    /// The review here could not be done.
    Review(ReviewError),
    /// Refused before it was asked of the server (a game not over).
    Refused(Refusal),
    /// The server refused it (too many asked, a game not over, busy) or
    /// failed.
    Server(ErrorCode),
    /// The connection to the server went (its review with it).
    Gone,
}

/// How the review's thread ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Done,
    Cancelled,
    Failed,
}

/// The card each move of a decision took, and each of the better turn's
/// would, as the seat saw them then (`None`: unseen).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cards {
    pub played: Vec<Option<Card>>,
    pub best: Vec<Option<Card>>,
}

/// Who judges the decisions.
pub(super) enum Source {
    /// spite-ai here, on a thread, over the game's record.
    Here {
        game: Box<KeptGame>,
        reports: Receiver<Report>,
    },
    /// The online game's server: its news is handed in (`hear`); it is
    /// listened to once it has said it started.
    Server { started: bool },
}

/// The decision shown.
pub struct Shown {
    /// Its index among the decisions.
    pub index: usize,
    /// The seat's view just before it (`None`: an online game, whose
    /// record is on its server).
    pub view: Option<PlayerView>,
    /// The cards its moves took.
    pub cards: Cards,
}

/// A game being reviewed, or reviewed: what has come so far, and the turn
/// chosen to be shown.
pub struct Reviewing {
    /// The game's number in its match, from 1.
    pub number: usize,
    /// The decisions reviewed so far, in order.
    pub turns: Vec<TurnReview>,
    /// The game's accuracy once the review is done; why it stopped if it
    /// could not be done.
    pub end: Option<Result<f32, Stopped>>,
    /// The cards of each decision's moves, when its judge said them.
    cards: Vec<Option<Cards>>,
    /// The game's moves, and how many are gone through so far.
    moves: u32,
    reviewed: u32,
    chosen: Option<Shown>,
    /// The player chose a turn: one marked later is not chosen for them.
    picked: bool,
    cancel: Arc<AtomicBool>,
    exit: Arc<OnceLock<Exit>>,
    pub(super) source: Source,
}

impl Reviewing {
    /// A review of game `number` with nothing taken in yet.
    pub(super) fn waiting(
        number: usize,
        moves: u32,
        source: Source,
        cancel: Arc<AtomicBool>,
        exit: Arc<OnceLock<Exit>>,
    ) -> Reviewing {
        Reviewing {
            number,
            turns: vec![],
            end: None,
            cards: vec![],
            moves,
            reviewed: 0,
            chosen: None,
            picked: false,
            cancel,
            exit,
            source,
        }
    }

    /// The game reviewed here, when its record is (not an online game's).
    pub fn kept(&self) -> Option<&KeptGame> {
        match &self.source {
            Source::Here { game, .. } => Some(game),
            Source::Server { .. } => None,
        }
    }

    /// Whether the game's server reviews it (an online game: no table).
    pub fn online(&self) -> bool {
        matches!(self.source, Source::Server { .. })
    }

    /// Takes in what the thread has sent since the last frame (the
    /// server's news is handed in as it comes).
    pub fn poll(&mut self) {
        while let Source::Here { reports, .. } = &self.source
            && let Ok(report) = reports.try_recv()
        {
            self.take(report);
        }
    }

    /// One report taken in. The first marked decision is shown until the
    /// player chooses one.
    pub(super) fn take(&mut self, report: Report) {
        match report {
            Report::Turn {
                turn,
                reviewed,
                cards,
            } => {
                let marked = turn.mark.is_some();
                self.turns.push(turn);
                self.cards.push(cards);
                self.reviewed = reviewed;
                if marked && !self.picked && self.chosen.is_none() {
                    self.choose_at(self.turns.len() - 1);
                }
            }
            Report::End(end) => self.end = Some(end),
        }
    }

    /// The game has `moves` moves to go through (the server says so when
    /// it starts).
    pub(super) fn set_moves(&mut self, moves: u32) {
        self.moves = moves;
    }

    /// Shows decision `i` (the player's choice).
    pub fn choose(&mut self, i: usize) {
        self.picked = true;
        self.choose_at(i);
    }

    fn choose_at(&mut self, i: usize) {
        let Some(t) = self.turns.get(i) else { return };
        let view = match &self.source {
            Source::Here { game, .. } => {
                view_before(&game.record, game.seat, t.first_move as usize)
            }
            Source::Server { .. } => None,
        };
        let cards = match (self.cards.get(i).cloned().flatten(), &view) {
            (Some(cards), _) => cards,
            (None, Some(view)) => Cards {
                played: view.cards_taken(&t.played),
                best: view.cards_taken(&t.best),
            },
            (None, None) => Cards::default(),
        };
        self.chosen = Some(Shown {
            index: i,
            view,
            cards,
        });
    }

    /// The decision shown, with the table before it and its cards.
    pub fn chosen(&self) -> Option<(&TurnReview, &Shown)> {
        let shown = self.chosen.as_ref()?;
        Some((self.turns.get(shown.index)?, shown))
    }

    /// The index of the decision shown.
    pub fn chosen_index(&self) -> Option<usize> {
        self.chosen.as_ref().map(|s| s.index)
    }

    /// How far through the game's moves the review is, 0 to 1.
    pub fn progress(&self) -> f32 {
        if self.end.is_some() {
            return 1.0;
        }
        // Whatever a server says, never past the end.
        (self.reviewed as f32 / self.moves.max(1) as f32).min(1.0)
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
