//! The engine's state between requests (one match, or none) and the answer
//! to each request. A refused request changes nothing: requests that change
//! the match work on a copy that replaces it only on success.

use spite_ai::Level;
use spite_core::{Match, MatchJson, Rules, Seat, Status};
use std::sync::LazyLock;

use spite_i18n::{Fluent, Language};
use spite_table::{Message, Player, Seats, Table, TableError};

use super::reply::{Body, Info, Reveal, View};
use super::request::{COMMANDS, Code, DEFAULT_LEVEL, Failure, Request, clip};

/// The engine's messages are English (a client translates by code), in
/// the words a player is given: "your hand has no card h6".
static ENGLISH: LazyLock<Fluent> = LazyLock::new(|| Fluent::plain(Language::English));

/// The engine between requests: its switches and the match it plays (one,
/// or none yet); answers each request.
pub struct Engine {
    allow_reveal: bool,
    max_line: usize,
    current: Option<Current>,
}

struct Current {
    /// The match, every seat played by the client (a remote person): the
    /// table plays its moves and answers `ai` as it runs a computer seat.
    table: Table,
    /// The bot of the last `ai` answer, kept for the seat's next move of
    /// the same turn as the table keeps a computer seat's.
    kept: Option<KeptAi>,
}

/// A bot kept between two `ai` requests: valid for the request right after
/// one more move of the same turn, when rebuilding it would ask exactly the
/// questions it was asked.
struct KeptAi {
    level: Level,
    seat: Seat,
    /// The game of the match and its turn.
    game: usize,
    turn: u32,
    /// The game's moves when the bot answered.
    moves: Vec<spite_core::Move>,
    bot: spite_ai::LevelBot,
}

/// What the engine does after answering.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    Continue,
    Quit,
}

impl Engine {
    pub fn new(allow_reveal: bool, max_line: usize) -> Engine {
        Engine {
            allow_reveal,
            max_line,
            current: None,
        }
    }

    /// Answers one request.
    pub fn handle(&mut self, req: Request) -> (Result<Body, Failure>, Next) {
        let next = if req == Request::Quit {
            Next::Quit
        } else {
            Next::Continue
        };
        (self.answer(req), next)
    }

    fn answer(&mut self, req: Request) -> Result<Body, Failure> {
        match req {
            Request::Info => Ok(self.info()),
            Request::Quit => Ok(Body::Empty {}),
            Request::New { rules, seed, setup } => self.new_match(rules, seed, setup.map(|s| *s)),
            Request::State { seat, reveal } => {
                if reveal && !self.allow_reveal {
                    return Err(Failure::new(
                        Code::Forbidden,
                        "reveal shows hidden cards and is only allowed when the engine was started with `spite engine --allow-reveal`",
                    ));
                }
                let cur = self.current()?;
                let seat = match seat {
                    Some(s) => cur.seat(s)?,
                    None => cur.table.to_move(),
                };
                Ok(Body::State {
                    state: Box::new(cur.view(seat, reveal)),
                })
            }
            Request::Legal => {
                let game = self.current()?.table.match_().game();
                Ok(Body::Legal {
                    moves: game.legal_moves().iter().map(|m| m.to_string()).collect(),
                })
            }
            Request::Play { text, seat } => self.play(&text, seat),
            Request::Ai { level, seed } => self.ai(level, seed),
            Request::Review { seat, worlds } => self.review(seat, worlds),
            Request::Hint => {
                let cur = self.current()?;
                cur.playing()?;
                let hint = cur.table.hint(cur.table.to_move()).map_err(refused)?;
                let Message::Hint { mv, plan, .. } = hint else {
                    return Err(Failure::new(Code::GameOver, "there is no move to suggest"));
                };
                checked_legal(cur, mv, "the hint")?;
                Ok(Body::Move {
                    mv: mv.to_string(),
                    level: None,
                    reason: Some(ENGLISH.hint_reason(&plan)),
                })
            }
            Request::Undo => {
                let cur = self.current_mut()?;
                cur.playing()?;
                let undone = cur.table.undo(cur.table.to_move()).map_err(|e| match e {
                    TableError::Undo(e) => {
                        Failure::new(Code::IllegalMove, format!("cannot undo: {e}"))
                    }
                    e => refused(e),
                })?;
                Ok(Body::Undone {
                    undone: undone.mv.to_string(),
                    state: Box::new(cur.view(cur.table.to_move(), false)),
                })
            }
            Request::Next => {
                let cur = self.current_mut()?;
                cur.table.next_game().map_err(|e| match e {
                    TableError::GameNotOver => Failure::bad_request(
                        "the current game is not over yet; next deals the next game of the match once it is",
                    ),
                    _ => Failure::new(
                        Code::GameOver,
                        "the match is over; send new to start another",
                    ),
                })?;
                Ok(Body::State {
                    state: Box::new(cur.view(cur.table.to_move(), false)),
                })
            }
            Request::Score => {
                let m = self.current()?.table.match_();
                Ok(Body::Score {
                    score: m.scores(),
                    game_match: MatchJson::of(m),
                })
            }
        }
    }

    fn current(&self) -> Result<&Current, Failure> {
        self.current.as_ref().ok_or_else(|| {
            Failure::new(
                Code::NoGame,
                "no game yet; start one with {\"cmd\":\"new\"}",
            )
        })
    }

    fn current_mut(&mut self) -> Result<&mut Current, Failure> {
        self.current()?;
        Ok(self.current.as_mut().expect("checked above"))
    }

    fn info(&self) -> Body {
        Body::Info(Box::new(Info {
            engine: "spite",
            version: env!("CARGO_PKG_VERSION"),
            protocol: 1,
            commands: COMMANDS.to_vec(),
            presets: Rules::PRESETS.to_vec(),
            levels: Level::ALL.iter().map(|l| l.name()).collect(),
            default_level: DEFAULT_LEVEL.name(),
            allow_reveal: self.allow_reveal,
            max_line: self.max_line,
            game: self.current.is_some(),
        }))
    }

    fn new_match(
        &mut self,
        rules: Rules,
        seed: Option<u64>,
        setup: Option<spite_core::Setup>,
    ) -> Result<Body, Failure> {
        let seed = seed.unwrap_or_else(spite_table::clock_seed);
        let game_match = match setup {
            None => {
                Match::new(rules, seed).map_err(|e| Failure::bad_request(format!("rules: {e}")))?
            }
            Some(setup) => Match::from_setup(rules, setup, seed)
                .map_err(|e| Failure::bad_request(format!("setup: {e}")))?,
        };
        let seats = Seats::new(vec![Player::Remote; usize::from(rules.players)]);
        let table = Table::with_match(game_match, seats)
            .map_err(|e| Failure::bad_request(format!("setup: {e}")))?;
        let cur = Current { table, kept: None };
        let seat = cur.table.to_move();
        let state = Box::new(cur.view(seat, false));
        self.current = Some(cur);
        Ok(Body::State { state })
    }

    fn play(&mut self, text: &str, seat: Option<u64>) -> Result<Body, Failure> {
        let cur = self.current()?;
        cur.playing()?;
        let mover = cur.table.to_move();
        if let Some(s) = seat {
            let s = cur.seat(s)?;
            if s != mover {
                return Err(Failure::new(
                    Code::IllegalMove,
                    format!("it is not seat {s}'s turn; seat {mover} is to move"),
                ));
            }
        }
        let mv = match cur.table.view(mover).parse_move(text) {
            Ok(mv) => mv,
            // Anything that is not move text is a bad request; a move naming
            // a card or pile this seat or table does not have is illegal.
            Err(e) if e.is_not_a_move() => {
                return Err(Failure::bad_request(format!(
                    "'{}' is not a move: {}",
                    clip(text, 40),
                    ENGLISH.move_mistake(&e)
                )));
            }
            Err(e) => {
                return Err(Failure::new(
                    Code::IllegalMove,
                    format!("{}: {}", clip(text.trim(), 40), ENGLISH.move_mistake(&e)),
                ));
            }
        };
        let cur = self.current.as_mut().expect("checked above");
        let played = cur.table.play(mover, mv).map_err(|e| match e {
            TableError::Illegal { error, .. } => Failure::new(
                Code::IllegalMove,
                format!("{mv}: {}", ENGLISH.rule_reason(&error)),
            ),
            e => refused(e),
        })?;
        Ok(Body::Played {
            events: played.events.to_vec(),
            state: Box::new(cur.view(mover, false)),
        })
    }

    fn ai(&mut self, level: Level, seed: Option<u64>) -> Result<Body, Failure> {
        let cur = self.current_mut()?;
        cur.playing()?;
        // What a computer seat of this level would play here in the REPL
        // (or the window): the same seed scheme, so the same match seed and
        // the same moves give the same answer everywhere. A seed in the
        // request replaces it.
        let job = cur
            .table
            .bot_job_at(level)
            .ok_or_else(|| Failure::new(Code::GameOver, "the game is over"))?;
        let job = match cur.kept.take().filter(|k| k.fits(&cur.table, level)) {
            Some(kept) => job.with_bot(kept.bot),
            None => job,
        };
        let job = match seed {
            Some(seed) => job.with_seed(seed),
            None => job,
        };
        let answer = job.run();
        let mv = answer.mv.ok_or_else(|| {
            Failure::new(
                Code::Internal,
                "the computer player failed to choose a move; this is a bug, please report it",
            )
        })?;
        checked_legal(cur, mv, "the computer's choice")?;
        // A bot asked with another seed is not the one a rebuild would
        // make, so only the table's own seeds keep it.
        if seed.is_none()
            && let Some(bot) = answer.into_bot()
        {
            let m = cur.table.match_();
            cur.kept = Some(KeptAi {
                level,
                seat: cur.table.to_move(),
                game: m.results().len(),
                turn: m.game().turn(),
                moves: m.record().moves.clone(),
                bot,
            });
        }
        Ok(Body::Move {
            mv: mv.to_string(),
            level: Some(level.name().to_string()),
            reason: None,
        })
    }

    fn review(&self, seat: Option<u64>, worlds: Option<u64>) -> Result<Body, Failure> {
        let cur = self.current()?;
        let m = cur.table.match_();
        if !m.game().is_over() {
            return Err(Failure::bad_request(
                "the game is not over yet; review looks back at a finished game",
            ));
        }
        let seat = match seat {
            Some(s) => cur.seat(s)?,
            None => 0,
        };
        let options = spite_ai::ReviewOptions {
            worlds: worlds.map_or(spite_ai::ReviewOptions::DEFAULT.worlds, |w| w as u32),
            ..spite_ai::ReviewOptions::DEFAULT
        };
        let never = std::sync::atomic::AtomicBool::new(false);
        let review = spite_ai::review_game(m.record(), seat, &options, &never, |_| {})
            .map_err(|e| Failure::new(Code::Internal, format!("the review failed: {e}")))?;
        Ok(Body::Review {
            review: Box::new(super::reply::ReviewJson::of(review, &ENGLISH)),
        })
    }
}

impl KeptAi {
    /// Whether this bot is the one a rebuild would make for the seat to
    /// move at `level` now: one move later in the same turn.
    fn fits(&self, table: &Table, level: Level) -> bool {
        let m = table.match_();
        let moves = &m.record().moves;
        self.level == level
            && self.seat == table.to_move()
            && self.game == m.results().len()
            && self.turn == m.game().turn()
            && moves.len() == self.moves.len() + 1
            && moves.starts_with(&self.moves)
    }
}

impl Current {
    /// Checks a seat number from a request.
    fn seat(&self, s: u64) -> Result<Seat, Failure> {
        let players = self.table.rules().players;
        u8::try_from(s)
            .ok()
            .filter(|&s| s < players)
            .ok_or_else(|| {
                Failure::bad_request(format!(
                    "there is no seat {s}; this game has seats 0 to {}",
                    players - 1
                ))
            })
    }

    /// Refuses requests that need a game in progress.
    fn playing(&self) -> Result<(), Failure> {
        let m = self.table.match_();
        let how = match m.game().status() {
            Status::Playing => return Ok(()),
            Status::Won { winner, points } => format!(
                "seat {winner} won {points} point{}",
                if points == 1 { "" } else { "s" }
            ),
            Status::Drawn => "it was drawn".to_string(),
        };
        let then = if m.is_over() {
            "the match is over too; send new to start another"
        } else {
            "send next to deal the next game of the match"
        };
        Err(Failure::new(
            Code::GameOver,
            format!("the game is over ({how}); {then}"),
        ))
    }

    fn view(&self, seat: Seat, reveal: bool) -> View {
        let m = self.table.match_();
        let game = m.game();
        let players = m.rules().players;
        View {
            view: m.view_json(seat, false),
            reveal: reveal.then(|| Reveal {
                hands: (0..players).map(|s| game.hand(s).to_vec()).collect(),
                payoffs: (0..players).map(|s| game.payoff(s).to_vec()).collect(),
                stock: game.stock().to_vec(),
                seed: self.table.seed(),
            }),
        }
    }
}

/// Guards against a bot or hint that breaks its contract: the answer is
/// refused rather than passed on as a move the engine would then refuse.
fn checked_legal(cur: &Current, mv: spite_core::Move, what: &str) -> Result<(), Failure> {
    cur.table.match_().game().check(mv).map_err(|e| {
        Failure::new(
            Code::Internal,
            format!(
                "{what} ({mv}) is not legal ({}); this is a bug, please report it",
                ENGLISH.rule_reason(&e)
            ),
        )
    })
}

/// A refusal of the table's that the engine's own checks should have
/// caught first (every seat is the client's, so only these remain).
fn refused(e: TableError) -> Failure {
    match e {
        TableError::GameOver | TableError::MatchOver => Failure::new(Code::GameOver, e.to_string()),
        TableError::Illegal { .. } | TableError::Undo(_) | TableError::NotYourTurn { .. } => {
            Failure::new(Code::IllegalMove, e.to_string())
        }
        _ => Failure::bad_request(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::reply::Body;

    fn start(engine: &mut Engine, rules: Rules, seed: u64) {
        let (answer, _) = engine.handle(Request::New {
            rules,
            seed: Some(seed),
            setup: None,
        });
        assert!(answer.is_ok(), "a new match starts");
    }

    fn ask(engine: &mut Engine, level: Level) -> String {
        match engine.handle(Request::Ai { level, seed: None }).0 {
            Ok(Body::Move { mv, .. }) => mv,
            _ => panic!("ai answers a move while the game is played"),
        }
    }

    fn play(engine: &mut Engine, text: String) {
        let (answer, _) = engine.handle(Request::Play { text, seat: None });
        assert!(answer.is_ok(), "a legal move plays");
    }

    /// The answer a bot rebuilt from the turn so far gives (what `ai` did
    /// before it kept the seat's bot).
    fn rebuilt(engine: &Engine, level: Level) -> String {
        let table = &engine.current().expect("a match").table;
        let job = table.bot_job_at(level).expect("the game is played");
        job.run().mv.expect("the bot answers").to_string()
    }

    #[test]
    fn ai_keeps_the_seats_bot_and_answers_as_a_rebuilt_one() {
        let mut kept = 0;
        // Whole games for the levels that plan; the expert for its first
        // moves (a search per turn is slow in a debug build).
        for (seed, level, moves) in [
            (1, Level::Hard, 2000),
            (2, Level::Medium, 2000),
            (3, Level::Hard, 2000),
            (4, Level::Expert, 12),
        ] {
            let mut engine = Engine::new(false, 1 << 16);
            start(&mut engine, Rules::g4a(), seed);
            for i in 0..moves {
                let table = &engine.current().expect("a match").table;
                if table.match_().game().is_over() {
                    break;
                }
                let fits = engine
                    .current()
                    .expect("a match")
                    .kept
                    .as_ref()
                    .is_some_and(|k| k.fits(table, level));
                kept += usize::from(fits);
                let want = rebuilt(&engine, level);
                let got = ask(&mut engine, level);
                assert_eq!(got, want, "seed {seed}, {level}, move {i}");
                // Now and then the same question twice, or another move
                // than the advice: the kept bot must not answer then.
                if i % 13 == 7 {
                    assert_eq!(ask(&mut engine, level), want, "asked again");
                }
                let text = if i % 11 == 5 {
                    let game = engine.current().expect("a match").table.match_().game();
                    let legal = game.legal_moves();
                    legal[legal.len() - 1].to_string()
                } else {
                    got
                };
                play(&mut engine, text);
            }
        }
        assert!(kept > 100, "the kept bot answered only {kept} times");
    }

    #[test]
    fn review_answers_a_finished_games_decisions() {
        let mut engine = Engine::new(false, 1 << 16);
        let rules = Rules {
            payoff_size: 3,
            ..Rules::g4a()
        };
        start(&mut engine, rules, 5);
        let early = engine.handle(Request::Review {
            seat: None,
            worlds: Some(2),
        });
        assert!(matches!(
            early.0,
            Err(Failure {
                code: Code::BadRequest,
                ..
            })
        ));
        while !engine
            .current()
            .expect("a match")
            .table
            .match_()
            .game()
            .is_over()
        {
            let mv = ask(&mut engine, Level::Medium);
            play(&mut engine, mv);
        }
        let far = engine.handle(Request::Review {
            seat: Some(2),
            worlds: Some(2),
        });
        assert!(matches!(
            far.0,
            Err(Failure {
                code: Code::BadRequest,
                ..
            })
        ));
        let Ok(Body::Review { review }) = engine
            .handle(Request::Review {
                seat: Some(1),
                worlds: Some(2),
            })
            .0
        else {
            panic!("a finished game is reviewed");
        };
        assert_eq!(review.seat, 1);
        assert!(!review.turns.is_empty());
        assert!(review.turns.iter().all(|t| !t.reason.is_empty()));
    }
}
