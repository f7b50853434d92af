//! The [`Table`]: a match, its seats and its computer players, driven the
//! same way by every frontend.

use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};
use spite_ai::{Level, LevelBot};
use spite_core::{
    Card, Event, Events, LoadError, Match, Move, MoveEvents, MoveParseError, PlayerView, RuleError,
    Rules, RulesError, SavedGame, Seat, Status, Target, UndoError,
};

use crate::bot::{BotAnswer, BotJob, HintJob, Ticket};
use crate::message::{Message, Refusal};
use crate::presets::RulesName;
use crate::seats::{Player, Seats};

/// What the table waits for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// A local person's move for this seat.
    Person(Seat),
    /// A remote person's move for this seat.
    Remote(Seat),
    /// The computer's move for this seat: [`Table::bot_job`] or
    /// [`Table::play_bot`].
    Computer {
        /// The seat to move.
        seat: Seat,
        /// Its level.
        level: Level,
    },
    /// The game is over; [`Table::next_game`] deals the next.
    GameOver,
    /// The match is over.
    MatchOver,
}

/// Why the table refused a request. A refused request changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// `seat` asked, but `to_move` is to move.
    #[error("seat {seat} is not to move; seat {to_move} is")]
    NotYourTurn {
        /// The seat that asked.
        seat: Seat,
        /// The seat to move.
        to_move: Seat,
    },
    /// The seat is played by the computer.
    #[error("seat {0} is played by the computer")]
    NotAPerson(Seat),
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
    /// The game is not over, so the next cannot be dealt.
    #[error("the game is not over yet")]
    GameNotOver,
    /// The rules refuse the move.
    #[error("{mv} is illegal: {error}")]
    Illegal {
        /// The move.
        mv: Move,
        /// The card it would have played, as the mover sees it.
        card: Option<Card>,
        /// Why.
        error: RuleError,
    },
    /// The text is not a move this seat can make: no move at all, or one
    /// naming a hand slot, pile or card this seat or table does not have
    /// ([`MoveParseError`] says which).
    #[error("{}", mistyped(text, error))]
    NotAMove {
        /// What was typed.
        text: String,
        /// Why.
        error: MoveParseError,
    },
    /// Nothing can be taken back.
    #[error(transparent)]
    Undo(UndoError),
    /// A computer's answer for a state the table has left.
    #[error("the computer's answer is for an earlier state of the table")]
    Stale,
}

/// A mistyped move in neutral words: "'zz' is not a move: …" when the
/// text is no move at all, "cannot play 'h6 c1': …" when it names what
/// this seat or table does not have.
fn mistyped(text: &str, error: &MoveParseError) -> String {
    if error.is_not_a_move() {
        format!("'{text}' is not a move: {error}")
    } else {
        format!("cannot play '{text}': {error}")
    }
}

/// Why a table cannot be opened (new or loaded).
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The rules cannot be dealt.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The saved match cannot be loaded.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The seats do not match the rules' number of players.
    #[error("{found} seats for {players} players")]
    Seats {
        /// Seats given.
        found: usize,
        /// Players the rules have.
        players: u8,
    },
}

/// A computer player that failed: the table played its first legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotFailure {
    /// The illegal move it chose, or `None` if it chose none (it panicked).
    pub tried: Option<Move>,
}

/// A move the table played, and what happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who moved.
    pub seat: Seat,
    /// The move.
    pub mv: Move,
    /// The card it played.
    pub card: Card,
    /// What happened, in order, as everyone may know it (a draw is a
    /// count).
    pub events: Events,
    /// Set when a computer failed and the table chose for it.
    pub bot_failure: Option<BotFailure>,
    /// The events with each seat's secret: the cards it drew.
    seen: MoveEvents,
}

impl Played {
    /// What happened, as `viewer`'s own view receives it: its own draws
    /// name their cards (that seat's secret: show them to it only); `None`,
    /// onlookers, get [`Played::events`].
    pub fn events_seen_by(&self, viewer: Option<Seat>) -> Events {
        match viewer {
            Some(seat) => self.seen.seen_by(seat),
            None => self.events.clone(),
        }
    }

    /// Whether the move passed the turn or ended the game.
    pub fn ended_turn(&self) -> bool {
        self.events
            .iter()
            .any(|e| matches!(e, Event::TurnPassed { .. } | Event::GameOver { .. }))
    }
}

/// A move taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undone {
    /// Whose move.
    pub seat: Seat,
    /// The move.
    pub mv: Move,
    /// The card back at its source.
    pub card: Option<Card>,
}

/// A saved table: the match (the spite-core save format) and the seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSave {
    /// The match.
    pub saved: SavedGame,
    /// Who sits where.
    pub seats: Seats,
}

/// A match with its seats and computer players.
///
/// Every computer decision is seeded by [`crate::bot_seed`] from the match
/// seed, the game's index and the number of moves played in it, and made by
/// the seat's bot for the turn: the one that chose the turn's earlier moves,
/// kept here between them, or rebuilt from the turn so far when the table
/// has none (see [`crate::BotJob`]). So the same seed and the same person
/// moves give the same match in every frontend, whether bots run here
/// ([`Table::play_bot`]) or on another thread ([`Table::bot_job`]), and
/// after an undo or a reload.
#[derive(Debug)]
pub struct Table {
    m: Match,
    seats: Seats,
    seed: u64,
    /// This table among all made in the process, for [`Ticket`]s.
    id: u64,
    /// Bumped on every change; a [`Ticket`] is the version it was made at.
    version: u64,
    /// The bot of the computer whose turn it is, after its last move.
    kept: Option<KeptBot>,
}

/// A computer's bot between two moves of its turn.
#[derive(Clone, Debug)]
struct KeptBot {
    /// The table's version right after the bot's move: the bot is the
    /// seat's only while nothing else has happened since.
    version: u64,
    seat: Seat,
    bot: LevelBot,
}

/// A clone is another table: answers to the original's jobs are stale at it.
impl Clone for Table {
    fn clone(&self) -> Table {
        Table {
            m: self.m.clone(),
            seats: self.seats.clone(),
            seed: self.seed,
            id: NEXT_TABLE.fetch_add(1, Ordering::Relaxed),
            version: self.version,
            kept: self.kept.clone(),
        }
    }
}

/// The id of the next table made.
static NEXT_TABLE: AtomicU64 = AtomicU64::new(1);

impl Table {
    /// A new match of `rules` seeded with `seed`, played by `seats`.
    pub fn new(rules: Rules, seats: Seats, seed: u64) -> Result<Table, OpenError> {
        Table::with_match(Match::new(rules, seed)?, seats)
    }

    /// A table for a match already made (from a setup, say).
    pub fn with_match(m: Match, seats: Seats) -> Result<Table, OpenError> {
        // The match seed, which `Match` keeps to itself but saves.
        let seed = m.save().seed;
        let players = m.rules().players;
        if seats.len() != usize::from(players) {
            return Err(OpenError::Seats {
                found: seats.len(),
                players,
            });
        }
        Ok(Table {
            m,
            seats,
            seed,
            id: NEXT_TABLE.fetch_add(1, Ordering::Relaxed),
            version: 0,
            kept: None,
        })
    }

    /// The table as a save: the match and the seats.
    pub fn save(&self) -> TableSave {
        TableSave {
            saved: self.m.save(),
            seats: self.seats.clone(),
        }
    }

    /// Restores a saved table, replaying its moves through the rules.
    pub fn load(save: &TableSave) -> Result<Table, OpenError> {
        Table::with_match(Match::load(&save.saved)?, save.seats.clone())
    }

    /// Changes who plays `seat` (the computer takes over for a person who
    /// left, say), keeping its name. Pending bot jobs become stale.
    pub fn set_player(&mut self, seat: Seat, player: Player) {
        self.seats.set_player(seat, player);
        self.version += 1;
    }

    /// The match.
    pub fn match_(&self) -> &Match {
        &self.m
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        self.m.rules()
    }

    /// Who sits where.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The number of the current game (the last one, once it is over), the
    /// first being 1.
    pub fn game_number(&self) -> usize {
        self.m.game_number()
    }

    /// What `seat` may see.
    pub fn view(&self, seat: Seat) -> PlayerView {
        self.m.game().observation(seat)
    }

    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        self.m.game().to_move()
    }

    /// What the table waits for.
    pub fn next(&self) -> Next {
        if self.m.is_over() {
            return Next::MatchOver;
        }
        if self.m.game().is_over() {
            return Next::GameOver;
        }
        let seat = self.to_move();
        match self.seats.player(seat) {
            Player::Person => Next::Person(seat),
            Player::Remote => Next::Remote(seat),
            Player::Computer(level) => Next::Computer { seat, level },
        }
    }

    /// Checks that `seat`, a person, may act now.
    fn may_act(&self, seat: Seat) -> Result<(), TableError> {
        match self.next() {
            Next::MatchOver => Err(TableError::MatchOver),
            Next::GameOver => Err(TableError::GameOver),
            _ if seat != self.to_move() => Err(TableError::NotYourTurn {
                seat,
                to_move: self.to_move(),
            }),
            Next::Computer { .. } => Err(TableError::NotAPerson(seat)),
            _ => Ok(()),
        }
    }

    /// Plays a person's move for `seat`. Refused (with nothing changed) when
    /// `seat` is not to move, is a computer, or the rules say no.
    pub fn play(&mut self, seat: Seat, mv: Move) -> Result<Played, TableError> {
        self.may_act(seat)?;
        self.apply(mv, None)
    }

    /// Plays a move typed by a person: `h3 c1`, `7h c1`, or without the
    /// space, `h3c1`.
    pub fn play_text(&mut self, seat: Seat, text: &str) -> Result<Played, TableError> {
        self.may_act(seat)?;
        let mv = self.parse(seat, text)?;
        self.apply(mv, None)
    }

    /// Reads a move typed for `seat`, in its view.
    pub fn parse(&self, seat: Seat, text: &str) -> Result<Move, TableError> {
        read_move(&self.view(seat), text)
    }

    /// Plays `mv` for the seat to move; the caller has checked who may.
    fn apply(&mut self, mv: Move, bot_failure: Option<BotFailure>) -> Result<Played, TableError> {
        let game = self.m.game();
        let seat = game.to_move();
        let card = game.observation(seat).card_at(mv.from);
        let seen = self
            .m
            .play_seen(mv)
            .map_err(|error| TableError::Illegal { mv, card, error })?;
        self.version += 1;
        let events = seen.public();
        let card = events
            .iter()
            .find_map(|e| match e {
                Event::Played { card, .. } => Some(*card),
                _ => None,
            })
            .expect("a played move has a Played event");
        Ok(Played {
            seat,
            mv,
            card,
            events,
            bot_failure,
            seen,
        })
    }

    /// The ticket of the table's current state.
    fn ticket(&self) -> Ticket {
        Ticket {
            table: self.id,
            version: self.version,
        }
    }

    /// The seed of the computer's next decision in this game.
    pub fn bot_seed(&self) -> u64 {
        crate::seed::bot_seed(
            self.seed,
            self.m.results().len() as u64,
            self.m.record().moves.len() as u64,
        )
    }

    /// The computer's next decision as a job to run anywhere, when a
    /// computer is to move.
    pub fn bot_job(&self) -> Option<BotJob> {
        let Next::Computer { seat, level } = self.next() else {
            return None;
        };
        let kept = self
            .kept
            .as_ref()
            .filter(|k| k.version == self.version && k.seat == seat && k.bot.level() == level);
        Some(self.job(seat, level, kept.map(|k| k.bot.clone())))
    }

    /// `seat`'s decision at `level` as a job: with the seat's kept `bot`,
    /// or else the turn's earlier positions to rebuild it from.
    fn job(&self, seat: Seat, level: Level, bot: Option<LevelBot>) -> BotJob {
        let earlier = match bot {
            Some(_) => Vec::new(),
            None => self.earlier_this_turn(seat),
        };
        BotJob {
            view: self.view(seat),
            level,
            seed: self.bot_seed(),
            ticket: self.ticket(),
            bot,
            earlier,
        }
    }

    /// `seat`'s positions before each move of this turn so far, with the
    /// seed of that move's decision: what rebuilds the seat's bot.
    fn earlier_this_turn(&self, seat: Seat) -> Vec<(PlayerView, u64)> {
        let this_turn = self.moves_this_turn();
        // A turn's first move (most decisions) needs no replay of the game.
        if this_turn == 0 {
            return Vec::new();
        }
        let record = self.m.record();
        let Ok(mut game) = record.initial() else {
            return Vec::new();
        };
        let start = record.moves.len() - this_turn;
        let game_index = self.m.results().len() as u64;
        let mut earlier = Vec::with_capacity(record.moves.len() - start);
        for (i, &mv) in record.moves.iter().enumerate() {
            if i >= start {
                let seed = crate::seed::bot_seed(self.seed, game_index, i as u64);
                earlier.push((game.observation(seat), seed));
            }
            if game.apply(mv).is_err() {
                // A record replays (it was made by the rules); were it not
                // to, the bot starts afresh rather than from a wrong turn.
                return Vec::new();
            }
        }
        earlier
    }

    /// A job for the seat to move at `level`, whoever plays it: advice for
    /// a client that plays its own moves (the engine protocol's `ai`
    /// request), seeded like every computer decision. Play its answer's
    /// move with [`Table::play`] for a person, [`Table::apply_bot`] for a
    /// computer. `None` once the game is over.
    pub fn bot_job_at(&self, level: Level) -> Option<BotJob> {
        if self.m.game().is_over() {
            return None;
        }
        // The bot rebuilt from the turn's earlier positions, as a computer
        // seat's after a reload: where those moves were the bot's own
        // advice, the advice is the move a computer seat would play (the
        // same match everywhere); where they were not, the bot plans again
        // from the position as it is.
        Some(self.job(self.to_move(), level, None))
    }

    /// Whether `ticket` is for the table as it is now (a hint's answer is
    /// shown only then).
    pub fn is_current(&self, ticket: Ticket) -> bool {
        ticket == self.ticket()
    }

    /// Plays a bot's answer. Refused as [`TableError::Stale`] if the table
    /// changed since the job was made. A failed bot (no move, or an illegal
    /// one) plays the first legal move instead, reported in
    /// [`Played::bot_failure`].
    pub fn apply_bot(&mut self, answer: BotAnswer) -> Result<Played, TableError> {
        let current = matches!(self.next(), Next::Computer { seat, .. } if seat == answer.seat);
        if answer.ticket != self.ticket() || !current {
            return Err(TableError::Stale);
        }
        let legal = self.m.game().legal_moves();
        match answer.mv {
            Some(mv) if legal.contains(&mv) => {
                let played = self.apply(mv, None)?;
                self.kept = answer.bot.map(|bot| KeptBot {
                    version: self.version,
                    seat: answer.seat,
                    bot,
                });
                Ok(played)
            }
            tried => {
                let first = *legal.first().expect("a game in play has a legal move");
                self.apply(first, Some(BotFailure { tried }))
            }
        }
    }

    /// Runs the computer to move here and plays its move; `None` when no
    /// computer is to move.
    pub fn play_bot(&mut self) -> Option<Played> {
        let answer = self.bot_job()?.run();
        Some(
            self.apply_bot(answer)
                .expect("a fresh answer is current, and a failed bot gets a legal move"),
        )
    }

    /// Lets the computers play until a person is to move or the game ends.
    pub fn play_computers(&mut self) -> Vec<Played> {
        std::iter::from_fn(|| self.play_bot()).collect()
    }

    /// Takes back `seat`'s last move of this turn. Only a person, on their
    /// own turn, and only a move that revealed nothing.
    pub fn undo(&mut self, seat: Seat) -> Result<Undone, TableError> {
        self.may_act(seat)?;
        match self.m.undo() {
            Ok(mv) => {
                self.version += 1;
                let card = self.view(seat).card_at(mv.from);
                Ok(Undone { seat, mv, card })
            }
            // The move that blocks is the one that passed the turn to this
            // seat: this seat has nothing of its own to take back.
            Err(UndoError::Revealed { .. }) if self.moves_this_turn() == 0 => {
                Err(TableError::Undo(UndoError::Nothing))
            }
            Err(e) => Err(TableError::Undo(e)),
        }
    }

    /// Moves played since the turn began.
    fn moves_this_turn(&self) -> usize {
        let record = self.m.record();
        let Ok(mut game) = record.initial() else {
            return 0;
        };
        let mut since = 0;
        for &mv in &record.moves {
            since += 1;
            if let Ok(events) = game.apply(mv)
                && events.iter().any(|e| matches!(e, Event::TurnPassed { .. }))
            {
                since = 0;
            }
        }
        since
    }

    /// A suggested move for `seat`, a person to move, with a reason.
    pub fn hint(&self, seat: Seat) -> Result<Message, TableError> {
        self.may_act(seat)?;
        Ok(hint_message(&self.view(seat)))
    }

    /// A hint for `seat`, a person to move, to run on a worker thread.
    pub fn hint_job(&self, seat: Seat) -> Result<HintJob, TableError> {
        self.may_act(seat)?;
        Ok(HintJob {
            view: self.view(seat),
            ticket: self.ticket(),
        })
    }

    /// `seat`'s legal moves, described (for a `moves` list or tooltips).
    pub fn options(&self, seat: Seat) -> Result<Vec<Message>, TableError> {
        self.may_act(seat)?;
        Ok(move_options(&self.view(seat)))
    }

    /// Deals the next game of the match.
    pub fn next_game(&mut self) -> Result<(), TableError> {
        self.m.next_game().map_err(|e| match e {
            spite_core::MatchError::GameNotOver => TableError::GameNotOver,
            spite_core::MatchError::MatchOver => TableError::MatchOver,
        })?;
        self.version += 1;
        Ok(())
    }

    /// The refusal `error` as a message for the person who asked.
    pub fn refusal(&self, error: &TableError) -> Message {
        Message::Refused(match error {
            TableError::NotYourTurn { to_move, .. } => Refusal::NotYourTurn {
                to_move: self.seats.name(*to_move),
            },
            TableError::NotAPerson(seat) => Refusal::NotAPerson {
                seat: self.seats.name(*seat),
            },
            TableError::GameOver => Refusal::GameOver,
            TableError::MatchOver => Refusal::MatchOver,
            TableError::GameNotOver => Refusal::GameNotOver,
            TableError::Illegal { mv, card, error } => Refusal::Illegal {
                mv: *mv,
                card: *card,
                error: error.clone(),
            },
            TableError::NotAMove { text, error } => Refusal::NotAMove {
                text: text.clone(),
                error: error.clone(),
            },
            TableError::Undo(e) => Refusal::Undo(*e),
            TableError::Stale => Refusal::Stale,
        })
    }

    /// A move taken back, as a message.
    pub fn took_back(&self, undone: &Undone) -> Message {
        Message::TookBack {
            who: self.seats.name(undone.seat),
            mv: undone.mv,
            card: undone.card,
        }
    }

    /// What a played move did, told to `viewer` (`None`: to onlookers, who
    /// see no drawn cards). Ends with the score, and the match's winner,
    /// when the move ended the game.
    pub fn narrate(&self, played: &Played, viewer: Option<Seat>) -> Vec<Message> {
        let mut out = Vec::new();
        if let Some(failure) = played.bot_failure {
            out.push(Message::BotFailed {
                who: self.seats.name(played.seat),
                tried: failure.tried,
                played: played.mv,
            });
        }
        for e in &played.events_seen_by(viewer) {
            out.push(self.event_message(e));
            if let Event::GameOver { .. } = e {
                out.push(self.score());
                if let Some(side) = self.m.winner() {
                    out.push(Message::MatchWon {
                        winner: self.seats.side(self.rules(), side),
                    });
                }
            }
        }
        out
    }

    /// One event of the game as onlookers are told it (a draw is a count):
    /// for a frontend that tells events one at a time.
    pub fn tell(&self, event: &Event) -> Message {
        self.event_message(event)
    }

    fn event_message(&self, event: &Event) -> Message {
        event_message(&self.seats, self.rules(), event)
    }

    /// How a game ended, as a message (`None` while it is being played).
    pub fn result(&self, status: Status) -> Option<Message> {
        result_message(&self.seats, self.rules(), status)
    }

    /// The match score.
    pub fn score(&self) -> Message {
        score_message(&self.seats, self.rules(), &self.m.scores())
    }

    /// The start of the current game: its number and who plays first (or is
    /// to move, in a game under way).
    pub fn opening(&self) -> Message {
        opening_message(
            &self.seats,
            self.game_number(),
            self.to_move(),
            !self.m.record().moves.is_empty(),
        )
    }

    /// The introduction of the match: rules, target, seed, who plays whom
    /// (the side of the first local person first).
    pub fn welcome(&self) -> Message {
        let rules = *self.rules();
        let me = self.seats.first_person();
        let sides = (0..rules.sides())
            .map(|k| (k + rules.side_of(me)) % rules.sides())
            .map(|side| {
                self.seats
                    .side_seats(&rules, side)
                    .into_iter()
                    .map(|s| self.seats.label(s))
                    .collect()
            })
            .collect();
        Message::Welcome {
            rules: RulesName::of(&rules),
            target: rules.match_target,
            seed: self.seed,
            sides,
        }
    }

    /// The current game from the deal, as onlookers saw it: the opening,
    /// then every move's events.
    pub fn log(&self) -> Vec<Message> {
        self.log_for(None)
    }

    /// The current game from the deal, as `viewer` saw it (the cards that
    /// seat drew are named, as [`Table::narrate`] named them; `None`: as
    /// onlookers saw it): the opening, then every move's events.
    pub fn log_for(&self, viewer: Option<Seat>) -> Vec<Message> {
        let record = self.m.record();
        let Ok(mut game) = record.initial() else {
            return vec![];
        };
        let first = game.first_seat();
        let mut out = vec![
            opening_message(&self.seats, self.game_number(), first, false),
            Message::TurnStarts {
                whose: self.seats.name(first),
            },
        ];
        for &mv in &record.moves {
            let Ok(seen) = game.apply_seen(mv) else {
                break;
            };
            let events = match viewer {
                Some(seat) => seen.seen_by(seat),
                None => seen.public(),
            };
            out.extend(events.iter().map(|e| self.event_message(e)));
        }
        out
    }
}

/// One event as a message about `seats` under `rules` (a draw names its
/// cards when the event does: in the drawing seat's own events): what
/// [`Table::narrate`] tells, for a frontend that steps through a record
/// without a table (a replay) or follows a table online.
pub fn event_message(seats: &Seats, rules: &Rules, event: &Event) -> Message {
    let name = |s| seats.name(s);
    match *event {
        Event::Played {
            seat,
            mv,
            card,
            counts_as,
        } => match mv.to {
            Target::Centre(centre) => Message::Played {
                who: name(seat),
                card,
                from: mv.from,
                centre,
                counts_as,
            },
            Target::Side(pile) => Message::Discarded {
                who: name(seat),
                card,
                pile,
            },
        },
        Event::PayoffTurned { seat, card } => Message::PayoffTurned {
            whose: name(seat),
            card,
        },
        Event::PileCompleted { centre } => Message::PileCompleted {
            centre,
            completed: rules.completed_piles,
        },
        Event::StockShuffled { stock } => Message::StockShuffled { stock },
        Event::Drew { seat, count, cards } => Message::Drew {
            who: name(seat),
            count,
            cards: cards.map(|c| c.cards().to_vec()).unwrap_or_default(),
        },
        Event::TurnPassed { seat } => Message::TurnStarts { whose: name(seat) },
        Event::GameOver { result } => {
            result_message(seats, rules, result).unwrap_or(Message::GameDrawn)
        }
    }
}

/// The match score, `points` per side, as a message about `seats`.
pub fn score_message(seats: &Seats, rules: &Rules, points: &[u32]) -> Message {
    Message::Score {
        target: rules.match_target,
        sides: points
            .iter()
            .enumerate()
            .map(|(side, &points)| (seats.side(rules, side as u8), points))
            .collect(),
    }
}

/// Game `number` begins with `first` to play, as a message about `seats`
/// (`resumed`: a game under way, `first` to move in it).
pub fn opening_message(seats: &Seats, number: usize, first: Seat, resumed: bool) -> Message {
    Message::GameStarts {
        number,
        first: seats.name(first),
        resumed,
    }
}

/// How a game ended, as a message about `seats` (`None` while it is being
/// played).
pub fn result_message(seats: &Seats, rules: &Rules, status: Status) -> Option<Message> {
    match status {
        Status::Won { winner, points } => Some(Message::GameWon {
            winner: seats.side(rules, rules.side_of(winner)),
            points,
        }),
        Status::Drawn => Some(Message::GameDrawn),
        Status::Playing => None,
    }
}

/// The hint for `view`'s seat, as a message (callable on a worker thread:
/// the hint searches).
pub fn hint_message(view: &PlayerView) -> Message {
    match spite_ai::hint(view) {
        Some(spite_ai::Hint { mv, plan }) => Message::Hint {
            mv,
            card: view.card_at(mv.from),
            plan,
        },
        None => Message::NoHint,
    }
}

/// The legal moves of `view`'s seat, described (a `moves` list or
/// tooltips): what [`Table::options`] says, for a frontend that holds only
/// a view (an online game).
pub fn move_options(view: &PlayerView) -> Vec<Message> {
    view.legal_moves()
        .iter()
        .map(|&mv| {
            let card = view.card_at(mv.from);
            let counts_as = match mv.to {
                Target::Centre(c)
                    if view.rules().kings_wild && card.is_some_and(|c| c.is_king()) =>
                {
                    Some(view.centre_needs(c))
                }
                _ => None,
            };
            Message::MoveOption {
                mv,
                card,
                counts_as,
            }
        })
        .collect()
}

/// Reads `text` as a move of `view`'s seat, as [`Table::parse`] does, for a
/// frontend that holds only a seat's view (an online game): the move as
/// typed, else with its words put back together ([`joined_move`]). The
/// error is always [`TableError::NotAMove`], with the text as typed (no
/// control characters, at most 40 of them) to show back to the player.
pub fn read_move(view: &PlayerView, text: &str) -> Result<Move, TableError> {
    view.parse_move(text.trim())
        .or_else(|error| {
            joined_move(text)
                .and_then(|t| view.parse_move(&t).ok())
                .ok_or(error)
        })
        .map_err(|error| TableError::NotAMove {
            // Shown back to the player: no control characters.
            text: text
                .trim()
                .chars()
                .filter(|c| !c.is_control())
                .take(40)
                .collect(),
            error,
        })
}

/// A move typed without its space (`h3c1`, `pc2`, `7hc1`), with the space
/// put back before the target (`None` for text that is not such a move):
/// what [`Table::parse`] tries when the text is not a move as typed, for a
/// frontend that reads moves its own way.
pub fn joined_move(text: &str) -> Option<String> {
    let t = text.trim();
    if t.contains(char::is_whitespace) || !t.is_ascii() {
        return None;
    }
    let at = t.rfind(['c', 's', 'C', 'S'])?;
    let digits = &t[at + 1..];
    (at > 0 && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| format!("{} {}", &t[..at], &t[at..]))
}

#[cfg(test)]
mod tests {
    use super::joined_move;

    #[test]
    fn moves_typed_without_a_space_are_split_before_the_target() {
        assert_eq!(joined_move("h3c1").as_deref(), Some("h3 c1"));
        assert_eq!(joined_move("pc2").as_deref(), Some("p c2"));
        assert_eq!(joined_move("10hc3").as_deref(), Some("10h c3"));
        assert_eq!(joined_move("c1"), None);
        assert_eq!(joined_move("h3 c1"), None);
    }
}
