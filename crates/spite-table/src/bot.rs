//! Thinking off the UI thread: a [`BotJob`] holds only what the bot may see
//! (the seat's view), its level, its seed and a ticket; its [`BotJob::run`]
//! may be called on any thread, and the answer goes back to
//! [`crate::Table::apply_bot`], which refuses it if the table has moved on.
//! A [`HintJob`] does the same for a person's hint.

use std::panic::{AssertUnwindSafe, catch_unwind};

use spite_ai::{Level, bot_rng};
use spite_core::{Move, PlayerView, Seat};

use crate::message::Message;

/// Which state of the table a job was made for. Every change to the table
/// (a move, an undo, a new game) makes older tickets stale, and a ticket of
/// one table is stale at every other (a loaded or new one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket {
    pub(crate) table: u64,
    pub(crate) version: u64,
}

/// One decision of a computer player, ready to run on any thread.
#[derive(Clone, Debug)]
pub struct BotJob {
    pub(crate) view: PlayerView,
    pub(crate) level: Level,
    pub(crate) seed: u64,
    pub(crate) ticket: Ticket,
}

impl BotJob {
    /// The seat the bot plays.
    pub fn seat(&self) -> Seat {
        self.view.seat()
    }

    /// The bot's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The seed of this decision (see [`crate::bot_seed`]).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The table state the job was made for.
    pub fn ticket(&self) -> Ticket {
        self.ticket
    }

    /// The same decision seeded with `seed` instead (a client that chose
    /// its own seed, as the engine protocol's `ai` allows).
    pub fn with_seed(self, seed: u64) -> BotJob {
        BotJob { seed, ..self }
    }

    /// What the bot sees: the seat's view, never the full game.
    pub fn view(&self) -> &PlayerView {
        &self.view
    }

    /// Chooses the move: a fresh bot of the level, seeded with the job's
    /// seed, so the answer depends on the view and the seed only. A bot that
    /// panics answers `None` (the table then plays a legal move for it).
    pub fn run(self) -> BotAnswer {
        let BotJob {
            view,
            level,
            seed,
            ticket,
        } = self;
        let mut bot = level.bot();
        let mv = catch_unwind(AssertUnwindSafe(|| bot.choose(&view, &mut bot_rng(seed)))).ok();
        BotAnswer {
            ticket,
            seat: view.seat(),
            mv,
        }
    }
}

/// A bot's answer, for [`crate::Table::apply_bot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotAnswer {
    /// The table state the job was made for.
    pub ticket: Ticket,
    /// The seat the bot played.
    pub seat: Seat,
    /// The move chosen; `None` if the bot failed.
    pub mv: Option<Move>,
}

/// A hint for a person, ready to run on any thread (the hint searches).
#[derive(Clone, Debug)]
pub struct HintJob {
    pub(crate) view: PlayerView,
    pub(crate) ticket: Ticket,
}

impl HintJob {
    /// The table state the job was made for: show the answer only if
    /// [`crate::Table::is_current`] says it still is.
    pub fn ticket(&self) -> Ticket {
        self.ticket
    }

    /// The hint, as a message ([`Message::Hint`] or [`Message::NoHint`]);
    /// a search that panics gives no hint.
    pub fn run(self) -> (Ticket, Message) {
        let message = catch_unwind(AssertUnwindSafe(|| crate::hint_message(&self.view)))
            .unwrap_or(Message::NoHint);
        (self.ticket, message)
    }
}
