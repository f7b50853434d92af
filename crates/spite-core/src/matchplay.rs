//! A match: games played one after another, scored until a side reaches the
//! rules' target. Also the take-back (undo) of moves that revealed nothing.

use serde::{Deserialize, Serialize};

use crate::derive_seed;
use crate::error::LoadError;
use crate::error::RuleError;
use crate::event::{Event, Events, Status};
use crate::game::Game;
use crate::moves::Move;
use crate::record::{GameResult, Record, Start};
use crate::rules::{Rules, RulesError};
use crate::save::SavedGame;
use crate::setup::Setup;

/// Why a match request is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error("the current game is not over yet")]
    GameNotOver,
    #[error("the match is over")]
    MatchOver,
}

/// What a move showed or settled, so that taking it back would give a
/// player a second try with knowledge gained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Revealed {
    /// It turned up the next pay-off card.
    PayoffCard,
    /// It emptied the hand, which drew new cards.
    Drew,
    /// It was a discard, which ended the turn (and the next seat drew).
    TurnEnded,
    /// It ended the game.
    GameEnded,
}

impl std::fmt::Display for Revealed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Revealed::PayoffCard => "turned up a new pay-off card",
            Revealed::Drew => "drew cards",
            Revealed::TurnEnded => "ended the turn",
            Revealed::GameEnded => "ended the game",
        })
    }
}

/// Why a move cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UndoError {
    /// No move has been played in this game yet, or every move of this turn
    /// has been taken back already.
    #[error("there is nothing to take back this turn")]
    Nothing,
    /// The last move, `mv`, showed or settled something (`reason`); it may
    /// have been the previous seat's discard that ended its turn.
    #[error("the last move {reason}, so it cannot be taken back")]
    Revealed { mv: Move, reason: Revealed },
}

/// A match in progress.
#[derive(Clone, Debug)]
pub struct Match {
    seed: u64,
    results: Vec<GameResult>,
    record: Record,
    game: Game,
    /// States before each move of this turn that can still be taken back.
    undo: Vec<Game>,
    /// The last move of this game that revealed something, and what: undo
    /// never goes past it.
    undo_blocked: Option<(Move, Revealed)>,
}

impl Match {
    /// A new match; its first game is dealt from `derive_seed(seed, 0)`.
    pub fn new(rules: Rules, seed: u64) -> Result<Match, RulesError> {
        let record = Record::new(rules, derive_seed(seed, 0), None);
        let game = Game::deal(rules, derive_seed(seed, 0), None)?;
        Ok(Match::begin(seed, record, game))
    }

    /// A match whose first game is an explicit layout (tests, puzzles).
    pub fn from_setup(rules: Rules, setup: Setup, seed: u64) -> Result<Match, LoadError> {
        let record = Record {
            rules,
            start: Start::Setup {
                setup,
                seed: derive_seed(seed, 0),
            },
            moves: vec![],
        };
        let game = record.initial()?;
        Ok(Match::begin(seed, record, game))
    }

    /// A match at the start of its first game.
    fn begin(seed: u64, record: Record, game: Game) -> Match {
        Match {
            seed,
            results: vec![],
            record,
            game,
            undo: vec![],
            undo_blocked: None,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.record.rules
    }
    pub fn game(&self) -> &Game {
        &self.game
    }
    /// The current game's record (its start and moves so far).
    pub fn record(&self) -> &Record {
        &self.record
    }
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }
    /// Number of the current game, the first being 1.
    pub fn game_number(&self) -> usize {
        self.results.len() + usize::from(!self.game.is_over())
    }

    /// Points per side (per seat, or per partnership).
    pub fn scores(&self) -> Vec<u32> {
        let rules = self.rules();
        let mut scores = vec![0u32; usize::from(rules.sides())];
        for r in &self.results {
            if let Status::Won { winner, points } = r.result {
                let score = &mut scores[usize::from(rules.side_of(winner))];
                *score = score.saturating_add(points);
            }
        }
        scores
    }

    /// The side that won the match, once a side has reached the target.
    pub fn winner(&self) -> Option<u8> {
        let target = self.rules().match_target;
        let scores = self.scores();
        let best = scores.iter().copied().max()?;
        (best >= target).then(|| {
            scores
                .iter()
                .position(|&s| s == best)
                .expect("max is in the list") as u8
        })
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// Plays a move of the current game. A refused move changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Events, RuleError> {
        let before = self.game.clone();
        let events = self.game.apply(mv)?;
        self.record.moves.push(mv);
        let revealed = events.iter().find_map(|e| match e {
            Event::PayoffTurned { .. } => Some(Revealed::PayoffCard),
            Event::Drew { .. } => Some(Revealed::Drew),
            Event::TurnPassed { .. } => Some(Revealed::TurnEnded),
            Event::GameOver { .. } => Some(Revealed::GameEnded),
            _ => None,
        });
        match revealed {
            Some(reason) => {
                self.undo.clear();
                self.undo_blocked = Some((mv, reason));
            }
            // The barrier stays: once this move is taken back, undo stops
            // at the last move that revealed something, and says why.
            None => self.undo.push(before),
        }
        if let Status::Won { .. } | Status::Drawn = self.game.status() {
            self.results.push(GameResult {
                first: self.game.first_seat(),
                result: self.game.status(),
            });
        }
        Ok(events)
    }

    /// Takes back the last move of this turn, if it revealed no hidden card.
    pub fn undo(&mut self) -> Result<Move, UndoError> {
        let Some(before) = self.undo.pop() else {
            return Err(match self.undo_blocked {
                Some((mv, reason)) => UndoError::Revealed { mv, reason },
                None => UndoError::Nothing,
            });
        };
        self.game = before;
        let mv = self
            .record
            .moves
            .pop()
            .expect("every undo state has its move recorded");
        Ok(mv)
    }

    /// Moves that `undo` could take back now.
    pub fn undoable(&self) -> usize {
        self.undo.len()
    }

    /// Deals the next game: the seat after the last game's winner starts (in
    /// two-player games, the loser); after a draw, the seat after the one that
    /// started the drawn game.
    pub fn next_game(&mut self) -> Result<(), MatchError> {
        if !self.game.is_over() {
            return Err(MatchError::GameNotOver);
        }
        if self.is_over() {
            return Err(MatchError::MatchOver);
        }
        let rules = *self.rules();
        let last = self.results.last().expect("a finished game has a result");
        let first = match last.result {
            Status::Won { winner, .. } => (winner + 1) % rules.players,
            _ => (last.first + 1) % rules.players,
        };
        let seed = derive_seed(self.seed, self.results.len() as u64);
        self.record = Record::new(rules, seed, Some(first));
        self.game = Game::deal(rules, seed, Some(first))
            .expect("rules were validated when the match began");
        self.undo.clear();
        self.undo_blocked = None;
        Ok(())
    }

    /// The match as a saved file.
    pub fn save(&self) -> SavedGame {
        // A finished game's result is in `results` already; keep its record so
        // the last position can still be shown after loading.
        let results = if self.game.is_over() {
            self.results[..self.results.len() - 1].to_vec()
        } else {
            self.results.clone()
        };
        SavedGame::new(self.seed, results, self.record.clone())
    }

    /// Restores a saved match, replaying the game in progress.
    pub fn load(saved: &SavedGame) -> Result<Match, LoadError> {
        let rules = saved.game.rules;
        rules.validate()?;
        for r in &saved.results {
            let ok = r.first < rules.players
                && match r.result {
                    Status::Won { winner, points } => {
                        winner < rules.players
                            && points <= u32::from(rules.payoff_size) * u32::from(rules.players)
                    }
                    Status::Drawn => true,
                    Status::Playing => false,
                };
            if !ok {
                return Err(LoadError::Match(
                    "a finished game has an impossible result".into(),
                ));
            }
        }
        // Replaying through `play` rebuilds what undo needs as well: the
        // moves of this turn that revealed nothing can be taken back after
        // loading, exactly as before saving.
        let mut m = Match {
            seed: saved.seed,
            results: saved.results.clone(),
            record: Record {
                moves: Vec::with_capacity(saved.game.moves.len()),
                ..saved.game.clone()
            },
            game: saved.game.initial()?,
            undo: vec![],
            undo_blocked: None,
        };
        for (index, &mv) in saved.game.moves.iter().enumerate() {
            m.play(mv).map_err(|error| LoadError::Move {
                index: index + 1,
                mv,
                error,
            })?;
        }
        Ok(m)
    }
}
