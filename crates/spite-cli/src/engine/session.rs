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
        let cur = Current { table };
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

    fn ai(&self, level: Level, seed: Option<u64>) -> Result<Body, Failure> {
        let cur = self.current()?;
        cur.playing()?;
        // What a computer seat of this level would play here in the REPL
        // (or the window): the same seed scheme, so the same match seed and
        // the same moves give the same answer everywhere. A seed in the
        // request replaces it.
        let job = cur
            .table
            .bot_job_at(level)
            .ok_or_else(|| Failure::new(Code::GameOver, "the game is over"))?;
        let job = match seed {
            Some(seed) => job.with_seed(seed),
            None => job,
        };
        let mv = job.run().mv.ok_or_else(|| {
            Failure::new(
                Code::Internal,
                "the computer player failed to choose a move; this is a bug, please report it",
            )
        })?;
        checked_legal(cur, mv, "the computer's choice")?;
        Ok(Body::Move {
            mv: mv.to_string(),
            level: Some(level.name().to_string()),
            reason: None,
        })
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
