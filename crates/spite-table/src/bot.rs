//! Thinking off the UI thread: a [`BotJob`] holds only what the bot may see
//! (the seat's view), its level, its seed and a ticket; its [`BotJob::run`]
//! may be called on any thread, and the answer goes back to
//! [`crate::Table::apply_bot`], which refuses it if the table has moved on.
//! A [`HintJob`] does the same for a person's hint.
//!
//! A computer plans its whole turn at the turn's first move and follows
//! the plan after (the expert searches only then). So the table keeps the
//! seat's bot between the moves of a turn: a job carries a copy and its
//! answer brings the bot back. When the table has no bot for the turn (it
//! was loaded, or a server restarted mid-turn), the job rebuilds it by
//! asking a fresh bot for every earlier move of the turn, with those moves'
//! seeds; a bot depends only on what it was asked, so the rebuilt bot is
//! the kept one, and the same record gives the same moves.

use std::panic::{AssertUnwindSafe, catch_unwind};

use spite_ai::{Bot, Level, LevelBot, bot_rng};
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
    /// The seat's bot as the table kept it after its last move this turn.
    pub(crate) bot: Option<LevelBot>,
    /// Without a kept bot: the seat's earlier positions this turn, each
    /// with the seed its move was chosen with, to rebuild the bot from.
    pub(crate) earlier: Vec<(PlayerView, u64)>,
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

    /// The same decision made by `bot`, a bot of the job's level kept by
    /// the caller from the seat's last decision this turn (as the table
    /// keeps a computer seat's): nothing is rebuilt, and the answer is the
    /// rebuilt bot's when `bot` was asked what the rebuild would ask.
    pub fn with_bot(self, bot: LevelBot) -> BotJob {
        BotJob {
            bot: Some(bot),
            earlier: Vec::new(),
            ..self
        }
    }

    /// What the bot sees: the seat's view, never the full game.
    pub fn view(&self) -> &PlayerView {
        &self.view
    }

    /// Whether the job carries the seat's bot from its last move (else it
    /// rebuilds one from the turn's earlier positions, or starts afresh at
    /// a turn's first move).
    pub fn resumes(&self) -> bool {
        self.bot.is_some()
    }

    /// Chooses the move with the seat's bot (kept or rebuilt, see the
    /// module's docs), seeded with the job's seed: the answer depends on
    /// the turn so far and the seeds only. A bot that panics answers `None`
    /// (the table then plays a legal move for it).
    pub fn run(self) -> BotAnswer {
        let BotJob {
            view,
            level,
            seed,
            ticket,
            bot,
            earlier,
        } = self;
        let chosen = catch_unwind(AssertUnwindSafe(|| {
            let mut bot = bot.unwrap_or_else(|| rebuild(level, &earlier));
            let mv = bot.choose(&view, &mut bot_rng(seed));
            (mv, bot)
        }))
        .ok();
        let (mv, bot) = chosen.map_or((None, None), |(mv, bot)| (Some(mv), Some(bot)));
        BotAnswer {
            ticket,
            seat: view.seat(),
            mv,
            bot,
        }
    }
}

/// A bot of `level` asked for each earlier move of the turn, as the kept
/// bot was; what it chose then is already on the table.
fn rebuild(level: Level, earlier: &[(PlayerView, u64)]) -> LevelBot {
    let mut bot = LevelBot::new(level);
    for (view, seed) in earlier {
        bot.choose(view, &mut bot_rng(*seed));
    }
    bot
}

/// A bot's answer, for [`crate::Table::apply_bot`].
#[derive(Clone, Debug)]
pub struct BotAnswer {
    /// The table state the job was made for.
    pub ticket: Ticket,
    /// The seat the bot played.
    pub seat: Seat,
    /// The move chosen; `None` if the bot failed.
    pub mv: Option<Move>,
    /// The bot after choosing, for the table to keep for the turn's next
    /// move; `None` if it failed.
    pub(crate) bot: Option<LevelBot>,
}

impl BotAnswer {
    /// The bot after choosing, to keep for the seat's next decision this
    /// turn ([`BotJob::with_bot`]); `None` if it failed.
    pub fn into_bot(self) -> Option<LevelBot> {
        self.bot
    }
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
