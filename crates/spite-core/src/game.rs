//! The full game state, hidden cards included, and the only code that
//! changes it.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::error::{RuleError, SetupError};
use crate::event::{Events, Status};
use crate::movelist::MoveList;
use crate::moves::Move;
use crate::position::Position;
use crate::rng;
use crate::rules::{Rules, RulesError};
use crate::setup::Setup;
use crate::table::{Pile, SIDE_PILES, Table};
use crate::view::PlayerView;

/// A game of Spite & Malice: rules, every card's place, whose turn it is, and
/// the seed for the shuffles still to come.
///
/// Cloning is a flat copy (no heap), so search can clone freely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) pos: Position,
    seed: u64,
    /// Shuffles done during play; the next uses stream `shuffles + 1`.
    shuffles: u32,
    /// The seat that had the first turn.
    first: u8,
}

impl Game {
    /// Deals a new game from `seed`; the first seat follows the rules (the
    /// higher face-up pay-off card, a seeded coin flip on a tie).
    pub fn new(rules: Rules, seed: u64) -> Result<Game, RulesError> {
        Game::deal(rules, seed, None)
    }

    /// Deals a new game from `seed`, with `first` to play if given (a match
    /// decides who starts the next game).
    pub fn deal(rules: Rules, seed: u64, first: Option<u8>) -> Result<Game, RulesError> {
        rules.validate()?;
        if let Some(f) = first
            && f >= rules.players
        {
            return Err(RulesError::NoSuchSeat(f));
        }
        let mut deck = Vec::with_capacity(rules.total_cards());
        for _ in 0..rules.decks() {
            deck.extend(Card::all());
        }
        let mut rng = rng::stream(seed, 0);
        rng::shuffle(&mut rng, &mut deck);
        let mut table = Table::dealt(
            &deck,
            usize::from(rules.players),
            usize::from(rules.payoff_size),
        );
        for _ in 0..rules.hand_size {
            for seat in 0..rules.players {
                table.draw_into_hand(usize::from(seat));
            }
        }
        let first = first.unwrap_or_else(|| first_by_payoff(&rules, &table, &mut rng));
        Ok(Game::start(rules, table, seed, first))
    }

    /// Deals an explicit layout instead of shuffling; `seed` seeds the shuffles
    /// that come later in the game. The first seat draws up to a full hand.
    pub fn from_setup(rules: Rules, setup: &Setup, seed: u64) -> Result<Game, SetupError> {
        let (table, first) = setup.build(&rules)?;
        // A seat may start with an empty pay-off pile only while its
        // partner's still holds cards.
        if let Some(seat) = (0..rules.players).find(|&s| {
            table.len(Pile::payoff(s)) == 0
                && rules
                    .partner(s)
                    .is_none_or(|p| table.len(Pile::payoff(p)) == 0)
        }) {
            return Err(SetupError::EmptyPayoff { seat });
        }
        let first =
            first.unwrap_or_else(|| first_by_payoff(&rules, &table, &mut rng::stream(seed, 0)));
        Ok(Game::start(rules, table, seed, first))
    }

    /// The game at the start of `first`'s first turn, which draws up a hand.
    fn start(rules: Rules, table: Table, seed: u64, first: u8) -> Game {
        let pos = Position {
            rules,
            table,
            to_move: first,
            status: Status::Playing,
            turn: 1,
        };
        let mut game = Game {
            pos,
            seed,
            shuffles: 0,
            first,
        };
        game.draw_up(first, &mut Events::new());
        game
    }

    pub fn rules(&self) -> &Rules {
        &self.pos.rules
    }

    /// The seat whose turn it is (after the game ends: the seat that moved last).
    pub fn to_move(&self) -> u8 {
        self.pos.to_move
    }

    pub fn status(&self) -> Status {
        self.pos.status
    }

    pub fn is_over(&self) -> bool {
        self.pos.status.is_over()
    }

    /// Turns begun so far; the first turn is 1.
    pub fn turn(&self) -> u32 {
        self.pos.turn
    }

    /// The seat that had the first turn.
    pub fn first_seat(&self) -> u8 {
        self.first
    }

    /// The seed of the shuffles during play.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Every legal move of the seat to move (none once the game is over).
    /// While the game goes on there is always at least one.
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.pos.legal_moves(&mut list);
        list
    }

    /// Fills `out` with the legal moves, reusing its storage.
    #[inline]
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        self.pos.legal_moves(out);
    }

    /// Whether `mv` is legal now, and if not, why.
    pub fn check(&self, mv: Move) -> Result<(), RuleError> {
        self.pos.check(mv).map(|_| ())
    }

    /// What `seat` may see.
    pub fn observation(&self, seat: u8) -> PlayerView {
        PlayerView::of(&self.pos, seat)
    }

    /// Plays `mv` for the seat to move. A refused move changes nothing. When
    /// the move ends the turn, the next seat's turn-start draw happens here.
    #[inline]
    pub fn apply(&mut self, mv: Move) -> Result<Events, RuleError> {
        let mut events = Events::new();
        self.apply_events(mv, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`], writing the events into `events` (cleared first):
    /// for search loops that reuse one list.
    #[inline]
    pub fn apply_into(&mut self, mv: Move, events: &mut Events) -> Result<(), RuleError> {
        events.clear();
        self.apply_events(mv, events)
    }

    #[inline]
    fn apply_events(&mut self, mv: Move, events: &mut Events) -> Result<(), RuleError> {
        let (seed, shuffles) = (self.seed, &mut self.shuffles);
        self.pos.apply(mv, events, &mut |cards: &mut [Card]| {
            *shuffles += 1;
            rng::shuffle(&mut rng::stream(seed, u64::from(*shuffles)), cards);
        })
    }

    fn draw_up(&mut self, seat: u8, ev: &mut Events) {
        let (seed, shuffles) = (self.seed, &mut self.shuffles);
        self.pos.draw_up(seat, ev, &mut |cards: &mut [Card]| {
            *shuffles += 1;
            rng::shuffle(&mut rng::stream(seed, u64::from(*shuffles)), cards);
        });
    }

    // Read access to every pile, hidden ones included: for tests, debugging
    // and the explicit `reveal` switch of the protocol. Bots never get a Game.

    pub fn hand(&self, seat: u8) -> &[Card] {
        self.pos.table.pile(Pile::hand(seat))
    }
    /// Bottom to top; the last card is the face-up top.
    pub fn payoff(&self, seat: u8) -> &[Card] {
        self.pos.table.pile(Pile::payoff(seat))
    }
    pub fn side(&self, seat: u8, pile: u8) -> &[Card] {
        self.pos.table.pile(Pile::side(seat, pile))
    }
    pub fn centre(&self, pile: u8) -> &[Card] {
        self.pos.table.pile(Pile::centre(pile))
    }
    /// The rank centre pile `pile` needs next.
    pub fn centre_needs(&self, pile: u8) -> Rank {
        self.pos.needs(pile)
    }
    /// Bottom to top; the last card is drawn next.
    pub fn stock(&self) -> &[Card] {
        self.pos.table.pile(Pile::STOCK)
    }
    /// Complete piles waiting to be reshuffled (`classic`).
    pub fn set_aside(&self) -> &[Card] {
        self.pos.table.pile(Pile::SET_ASIDE)
    }
    /// Every card of the game, in no meaningful order.
    pub fn all_cards(&self) -> Vec<Card> {
        self.pos.table.cards().collect()
    }

    /// The full state as plain data (hidden cards included).
    pub fn state(&self) -> GameState {
        let t = &self.pos.table;
        let players = self.pos.rules.players;
        GameState {
            format: GameState::FORMAT.into(),
            version: GameState::VERSION,
            rules: self.pos.rules,
            seed: self.seed,
            shuffles: self.shuffles,
            first: self.first,
            to_move: self.pos.to_move,
            turn: self.pos.turn,
            status: self.pos.status,
            layout: Setup {
                payoff: (0..players)
                    .map(|s| t.pile(Pile::payoff(s)).to_vec())
                    .collect(),
                hands: (0..players)
                    .map(|s| t.pile(Pile::hand(s)).to_vec())
                    .collect(),
                stock: t.pile(Pile::STOCK).to_vec(),
                sides: (0..players)
                    .map(|s| {
                        (0..SIDE_PILES as u8)
                            .map(|i| t.pile(Pile::side(s, i)).to_vec())
                            .collect()
                    })
                    .collect(),
                centre: (0..self.pos.rules.centre_piles)
                    .map(|c| t.pile(Pile::centre(c)).to_vec())
                    .collect(),
                set_aside: t.pile(Pile::SET_ASIDE).to_vec(),
                first: Some(self.first),
            },
        }
    }

    /// Rebuilds a game from its full state, refusing any inconsistency.
    pub fn from_state(state: &GameState) -> Result<Game, SetupError> {
        if state.format != GameState::FORMAT || state.version != GameState::VERSION {
            return Err(SetupError::State(format!(
                "this is not a version {} game state ('{}' version {})",
                GameState::VERSION,
                state.format.chars().take(40).collect::<String>(),
                state.version
            )));
        }
        let rules = state.rules;
        let (table, _) = state.layout.build(&rules)?;
        if state.first >= rules.players || state.to_move >= rules.players {
            return Err(SetupError::NoSuchSeat(state.first.max(state.to_move)));
        }
        let pos = Position {
            rules,
            table,
            to_move: state.to_move,
            status: state.status,
            turn: state.turn.max(1),
        };
        match state.status {
            Status::Playing => {
                if (0..rules.players).any(|s| pos.has_gone_out(s)) {
                    return Err(SetupError::State(
                        "a side has gone out but the game is still playing".into(),
                    ));
                }
            }
            Status::Won { winner, points } => {
                if winner >= rules.players
                    || !pos.has_gone_out(winner)
                    || pos.points_for(winner) != points
                {
                    return Err(SetupError::State(
                        "the recorded win does not match the pay-off piles".into(),
                    ));
                }
            }
            Status::Drawn => {
                if (0..rules.players).any(|s| pos.has_gone_out(s)) {
                    return Err(SetupError::State(
                        "a side has gone out but the game is recorded as drawn".into(),
                    ));
                }
            }
        }
        Ok(Game {
            pos,
            seed: state.seed,
            shuffles: state.shuffles,
            first: state.first,
        })
    }

    /// A game whose hidden cards were filled in by a determinisation.
    pub(crate) fn from_parts(pos: Position, seed: u64, first: u8) -> Game {
        Game {
            pos,
            seed,
            shuffles: 0,
            first,
        }
    }
}

/// The seat with the highest face-up pay-off card (ace low, king high); a
/// tie is settled by a draw from `rng` among the tied seats.
fn first_by_payoff(rules: &Rules, table: &Table, rng: &mut impl rand_core::Rng) -> u8 {
    let rank = |s: u8| table.top(Pile::payoff(s)).map(Card::rank);
    let best = (0..rules.players).filter_map(rank).max();
    let tied: Vec<u8> = (0..rules.players).filter(|&s| rank(s) == best).collect();
    tied[rng::below(rng, tied.len() as u32) as usize]
}

/// The full state of a game as plain data: what `Game` serialises to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameState {
    pub format: String,
    pub version: u32,
    pub rules: Rules,
    pub seed: u64,
    pub shuffles: u32,
    pub first: u8,
    pub to_move: u8,
    pub turn: u32,
    pub status: Status,
    pub layout: Setup,
}

impl GameState {
    pub const FORMAT: &'static str = "spite-game-state";
    pub const VERSION: u32 = 1;
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.state().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let state = GameState::deserialize(d)?;
        Game::from_state(&state).map_err(serde::de::Error::custom)
    }
}
