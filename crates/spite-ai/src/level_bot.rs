//! A bot of one of this crate's levels as a plain value, for a table that
//! keeps a seat's bot between the moves of its turn.

use spite_core::{Move, PlayerView};

use crate::{
    BlockerBot, Bot, BotRng, Budget, ExpertBot, HoarderBot, Level, NaiveBot, PlannerBot, RacerBot,
    RandomBot,
};

/// A bot of one of this crate's levels as a value: `Clone` and `Debug`, so
/// a table can keep a seat's bot across the moves of its turn and hand a
/// copy to a worker thread, where a `Box<dyn Bot>` could only be moved.
///
/// The planning levels plan a whole turn at its first move and follow the
/// plan after; a bot made afresh for every move plans again every time,
/// which for `expert` is a search per move, and plays a different game
/// from one that follows its plan.
///
/// ```
/// use spite_ai::{Bot, Level, LevelBot, bot_rng};
/// use spite_core::{Game, Rules};
///
/// let game = Game::new(Rules::g4a(), 7)?;
/// let view = game.observation(game.to_move());
/// let mut bot = LevelBot::new(Level::Hard);
/// let mut copy = bot.clone(); // the same plan, on another thread say
/// let mv = bot.choose(&view, &mut bot_rng(1));
/// assert_eq!(copy.choose(&view, &mut bot_rng(1)), mv);
/// assert_eq!(bot.level(), Level::Hard);
/// # Ok::<(), spite_core::RulesError>(())
/// ```
#[derive(Clone, Debug)]
pub struct LevelBot {
    level: Level,
    bot: Kind,
}

/// The bot itself, one type per family of levels.
#[derive(Clone, Debug)]
enum Kind {
    Random(RandomBot),
    Naive(NaiveBot),
    Racer(RacerBot),
    Blocker(BlockerBot),
    Hoarder(HoarderBot),
    Planner(PlannerBot),
    Expert(ExpertBot),
}

impl LevelBot {
    /// A new bot of `level` with the default thinking budget
    /// ([`Budget::DEFAULT`]).
    pub fn new(level: Level) -> LevelBot {
        LevelBot::with_budget(level, Budget::DEFAULT)
    }

    /// A new bot of `level`; `expert` thinks with `budget` (the other levels
    /// do not search and ignore it).
    pub fn with_budget(level: Level, budget: Budget) -> LevelBot {
        let bot = match level {
            Level::Random => Kind::Random(RandomBot),
            Level::Naive => Kind::Naive(NaiveBot),
            Level::Racer => Kind::Racer(RacerBot),
            Level::Blocker => Kind::Blocker(BlockerBot),
            Level::Hoarder => Kind::Hoarder(HoarderBot),
            Level::Easy => Kind::Planner(PlannerBot::easy()),
            Level::Medium => Kind::Planner(PlannerBot::medium()),
            Level::Hard => Kind::Planner(PlannerBot::hard()),
            Level::Expert => Kind::Expert(ExpertBot::new(budget)),
        };
        LevelBot { level, bot }
    }

    /// The bot's level.
    pub fn level(&self) -> Level {
        self.level
    }

    fn inner(&mut self) -> &mut dyn Bot {
        match &mut self.bot {
            Kind::Random(b) => b,
            Kind::Naive(b) => b,
            Kind::Racer(b) => b,
            Kind::Blocker(b) => b,
            Kind::Hoarder(b) => b,
            Kind::Planner(b) => b,
            Kind::Expert(b) => b,
        }
    }
}

impl Bot for LevelBot {
    fn name(&self) -> &'static str {
        self.level.name()
    }

    fn choose(&mut self, view: &PlayerView, rng: &mut BotRng) -> Move {
        self.inner().choose(view, rng)
    }
}
