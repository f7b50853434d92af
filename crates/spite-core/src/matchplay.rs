//! A match: games played one after another, scored until a side reaches the
//! rules' target. Also the take-back (undo) of moves that revealed nothing.

use serde::{Deserialize, Serialize};

use crate::derive_seed;
use crate::error::LoadError;
use crate::error::RuleError;
use crate::event::{Event, Events, MoveEvents, Status};
use crate::game::Game;
use crate::moves::Move;
use crate::record::{GameResult, Record, Start};
use crate::rules::{Rules, RulesError};
use crate::save::SavedGame;
use crate::setup::Setup;

/// Why [`Match::next_game`] is refused. A refused request changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    /// The current game is still being played.
    #[error("the current game is not over yet")]
    GameNotOver,
    /// A side has reached the target: no more games are dealt.
    #[error("the match is over")]
    MatchOver,
}

/// What a move showed or settled, so that taking it back would give a
/// player a second try with knowledge gained: the reason in
/// [`UndoError::Revealed`]. Its `Display` says it as a player would ("turned
/// up a new pay-off card").
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
    Revealed {
        /// The move that cannot be taken back.
        mv: Move,
        /// What it showed or settled.
        reason: Revealed,
    },
}

/// A match: games of Spite & Malice played one after another and scored,
/// until a side reaches the rules' [`match_target`](Rules::match_target).
///
/// A match owns the current [`Game`] and its [`Record`]. Play moves with
/// [`Match::play`] (which refuses an illegal move and changes nothing),
/// take back moves of this turn that revealed nothing with [`Match::undo`],
/// deal the next game with [`Match::next_game`] once one is over. The loser
/// of a game starts the next one (the seat after the winner; after a draw,
/// the seat after the one that started). Game `i` is dealt from
/// [`derive_seed`]`(seed, i)`, so a match seed defines every deal.
///
/// [`Match::save`] gives the save file ([`SavedGame`]) and [`Match::load`]
/// restores it by replaying every move.
///
/// Like a [`Game`], a match holds every card: give seats their
/// [`PlayerView`](crate::PlayerView) (`m.game().observation(seat)`).
///
/// ```
/// use spite_core::{Match, MatchError, Rules};
///
/// // Short games and a low target, so the example is quick.
/// let rules = Rules { payoff_size: 5, match_target: 8, ..Rules::g4a() };
/// let mut m = Match::new(rules, 42)?;
/// while !m.is_over() {
///     if m.game().is_over() {
///         m.next_game()?; // the loser starts
///         continue;
///     }
///     let mv = m.game().legal_moves()[0]; // a real frontend asks a player or a bot
///     m.play(mv)?;
/// }
/// let winner = m.winner().expect("the match is over");
/// assert!(m.scores()[usize::from(winner)] >= 8);
/// println!("side {winner} wins {:?} after {} games", m.scores(), m.results().len());
/// assert_eq!(m.next_game(), Err(MatchError::MatchOver));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
    /// A new match; its first game is dealt from `derive_seed(seed, 0)`, and
    /// its first seat follows the rules (as [`Game::new`]).
    ///
    /// # Errors
    /// A [`RulesError`] when `rules` cannot be dealt.
    pub fn new(rules: Rules, seed: u64) -> Result<Match, RulesError> {
        let record = Record::new(rules, derive_seed(seed, 0), None);
        let game = Game::deal(rules, derive_seed(seed, 0), None)?;
        Ok(Match::begin(seed, record, game))
    }

    /// A match whose first game is an explicit layout (tests, puzzles);
    /// later games are dealt from the match seed as usual.
    ///
    /// # Errors
    /// [`LoadError::Rules`] or [`LoadError::Setup`] when the layout cannot be
    /// dealt under `rules` (see [`Game::from_setup`]).
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

    /// The rules every game of the match is played by.
    pub fn rules(&self) -> &Rules {
        &self.record.rules
    }
    /// The current game (the last one, once it is over). It holds every
    /// card: show seats their [`Game::observation`].
    pub fn game(&self) -> &Game {
        &self.game
    }
    /// The current game's record (its start and moves so far).
    pub fn record(&self) -> &Record {
        &self.record
    }
    /// How each finished game went, in order (the current game too, once
    /// it is over).
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }
    /// Number of the current game, the first being 1 (once a game is over
    /// and before the next is dealt, the number of games played).
    pub fn game_number(&self) -> usize {
        self.results.len() + usize::from(!self.game.is_over())
    }

    /// Points per side (per seat, or per partnership: see
    /// [`Rules::side_of`]), summed over the finished games.
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

    /// The side that won the match, once a side has reached the target
    /// (a seat, or a partnership: see [`Rules::side_of`]); `None` before.
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

    /// Whether a side has reached the target; then no game is dealt.
    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// Plays a move of the current game for the seat to move, records it,
    /// and returns what happened (as [`Game::apply`]). When the move ends
    /// the game, its result joins [`Match::results`] and the scores.
    ///
    /// # Errors
    /// A [`RuleError`] saying why the move is illegal. A refused move
    /// changes nothing: not the game, not the record, not what can be undone.
    pub fn play(&mut self, mv: Move) -> Result<Events, RuleError> {
        Ok(self.play_seen(mv)?.public())
    }

    /// [`Match::play`], keeping each seat's secret (as
    /// [`Game::apply_seen`]): send each seat [`MoveEvents::seen_by`] it.
    ///
    /// # Errors
    /// As [`Match::play`]: a refused move changes nothing.
    pub fn play_seen(&mut self, mv: Move) -> Result<MoveEvents, RuleError> {
        let before = self.game.clone();
        let told = self.game.apply_seen(mv)?;
        self.record.moves.push(mv);
        let events = told.public();
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
        Ok(told)
    }

    /// Takes back the last move of this turn, if it revealed no hidden card,
    /// and returns it. The game and the record are as before that move.
    ///
    /// Only centre moves that showed nothing new can be taken back: not a
    /// move that turned up a pay-off card, emptied the hand (which draws),
    /// ended the turn or the game, nor anything before such a move.
    ///
    /// # Errors
    /// [`UndoError::Nothing`] when no move of this turn is left to take
    /// back, [`UndoError::Revealed`] (with the move and what it revealed)
    /// when the last move revealed something. Nothing changes then.
    ///
    /// ```
    /// use spite_core::{Card, Match, Revealed, Rules, Setup, UndoError};
    ///
    /// // Seat 0 has the ace of spades on its pay-off pile and the 2 and 3
    /// // of spades in hand; every other card is in the stock.
    /// let mut stock: Vec<Card> = Card::all().chain(Card::all()).collect();
    /// let mut take = |text: &str| {
    ///     let card: Card = text.parse().unwrap();
    ///     stock.remove(stock.iter().position(|&c| c == card).unwrap())
    /// };
    /// let payoff = vec![vec![take("9C"), take("AS")], vec![take("KD"), take("5H")]];
    /// let hands = vec![vec![take("2S"), take("3S")], vec![]];
    /// let setup = Setup { payoff, hands, stock, first: Some(0), ..Setup::default() };
    /// let mut m = Match::from_setup(Rules::g4a(), setup, 1)?;
    ///
    /// m.play("p c1".parse()?)?; // the ace: turns up the 9 of clubs
    /// m.play("h1 c1".parse()?)?; // the 2 from hand: shows nothing new
    /// assert_eq!(m.undoable(), 1);
    /// assert_eq!(m.undo()?, "h1 c1".parse()?);
    /// assert_eq!(m.game().centre(0).len(), 1); // the 2 is back in hand
    /// let err = m.undo().unwrap_err();
    /// assert_eq!(err, UndoError::Revealed { mv: "p c1".parse()?, reason: Revealed::PayoffCard });
    /// assert_eq!(err.to_string(), "the last move turned up a new pay-off card, so it cannot be taken back");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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

    /// How many moves [`Match::undo`] could take back now, one at a time.
    pub fn undoable(&self) -> usize {
        self.undo.len()
    }

    /// Deals the next game: the seat after the last game's winner starts (in
    /// two-player games, the loser); after a draw, the seat after the one that
    /// started the drawn game.
    ///
    /// # Errors
    /// [`MatchError::GameNotOver`] while the current game is being played,
    /// [`MatchError::MatchOver`] once a side has reached the target. Nothing
    /// changes then.
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

    /// The match as a save file: the match seed, the finished games'
    /// results and the current game's record. See [`SavedGame`] for an
    /// example. Never fails and changes nothing.
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

    /// Restores a saved match, replaying the game in progress through the
    /// rules; the moves of this turn that revealed nothing can be taken back
    /// again, as before saving.
    ///
    /// # Errors
    /// A [`LoadError`] saying what is wrong: rules that cannot be dealt, an
    /// impossible result of a finished game ([`LoadError::Match`]), a layout
    /// that cannot be dealt, or the first move the rules refuse
    /// ([`LoadError::Move`], numbered from 1). Read the file with
    /// [`SavedGame::from_json`] first, which checks its header.
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
