//! The full game state, hidden cards included, and the only code that
//! changes it.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::error::{RuleError, SetupError};
use crate::event::{Events, MoveEvents, Status, hide_draws};
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
/// A `Game` holds every card, the hidden ones included (other hands, buried
/// pay-off cards, the stock order), so keep it on the "engine" side of a
/// program: give drawing code and bots the seat's [`PlayerView`] from
/// [`Game::observation`] instead.
///
/// The only ways to change a game are [`Game::apply`] and
/// [`Game::apply_into`], which play a move for the seat to move and refuse an
/// illegal one without changing anything. The same rules, seed and moves
/// always give the same game.
///
/// Cloning is a flat copy (no heap), so search can clone freely. A game
/// serialises (serde) as its full [`GameState`], and deserialising checks it
/// as [`Game::from_state`] does.
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
    ///
    /// The game starts at the first seat's first turn, with its hand already
    /// drawn up. The same rules and seed always give the same deal.
    ///
    /// # Errors
    /// A [`RulesError`] when `rules` cannot be dealt (see [`Rules::validate`]).
    ///
    /// ```
    /// use spite_core::{Game, Rules, Status};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// assert_eq!(game.status(), Status::Playing);
    /// assert_eq!(game.turn(), 1);
    /// for seat in 0..2 {
    ///     assert_eq!(game.hand(seat).len(), 5);
    ///     assert_eq!(game.payoff(seat).len(), 20);
    /// }
    /// assert_eq!(game, Game::new(Rules::g4a(), 7)?); // a seed is a deal
    ///
    /// let seven_players = spite_core::Rules { players: 7, ..Rules::g4a() };
    /// assert!(Game::new(seven_players, 7).is_err());
    /// # Ok::<(), spite_core::RulesError>(())
    /// ```
    pub fn new(rules: Rules, seed: u64) -> Result<Game, RulesError> {
        Game::deal(rules, seed, None)
    }

    /// Deals a new game from `seed`, with `first` to play if given (a match
    /// decides who starts the next game); with `None`, as [`Game::new`].
    ///
    /// # Errors
    /// A [`RulesError`] when `rules` cannot be dealt, or
    /// [`RulesError::NoSuchSeat`] when `first` is not a seat at the table.
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
    /// that come later in the game. The first seat (the layout's
    /// [`Setup::first`], else by the rules) draws up to a full hand from the
    /// top of the layout's stock.
    ///
    /// # Errors
    /// A [`SetupError`] that says what is wrong: rules that cannot be dealt,
    /// cards that are not exactly the rules' decks, a pile or hand too many,
    /// a centre pile that is not a build from the ace, or a side that has
    /// already gone out. See [`Setup`] for an example.
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

    /// The rules this game is played by.
    pub fn rules(&self) -> &Rules {
        &self.pos.rules
    }

    /// The seat whose turn it is (after the game ends: the seat that moved last).
    pub fn to_move(&self) -> u8 {
        self.pos.to_move
    }

    /// Whether the game goes on, and if not, who won and how many points.
    pub fn status(&self) -> Status {
        self.pos.status
    }

    /// Whether the game has ended, won or drawn; then no move is legal.
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
    /// While the game goes on there is always at least one, since a hand card
    /// can always be discarded.
    ///
    /// One move per source and target: pay-off top to centre piles first,
    /// then the partner's pay-off top, side pile tops, hand cards to centre
    /// piles, and last the discards (hand card to side pile). Several moves
    /// may play equal cards (two 7s in hand). The list is a fixed-capacity
    /// [`MoveList`], used as a slice; making it never allocates.
    ///
    /// ```
    /// use spite_core::{Game, Rules};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let moves = game.legal_moves();
    /// assert!(!moves.is_empty());
    /// // Every hand card may be discarded onto every side pile.
    /// let discards = moves.iter().filter(|m| m.is_discard()).count();
    /// assert_eq!(discards, 5 * 4);
    /// // Each one is legal, and playable as it stands.
    /// assert!(moves.iter().all(|&m| game.check(m).is_ok()));
    /// assert!(moves.contains(&"h1 s1".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.pos.legal_moves(&mut list);
        list
    }

    /// [`Game::legal_moves`], written into `out` (cleared first): for search
    /// loops that reuse one list.
    #[inline]
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        self.pos.legal_moves(out);
    }

    /// Whether `mv` is legal now for the seat to move, and if not, why (the
    /// [`RuleError`] [`Game::apply`] would give). Changes nothing.
    pub fn check(&self, mv: Move) -> Result<(), RuleError> {
        self.pos.check(mv).map(|_| ())
    }

    /// What `seat` may see: its own hand, every pay-off pile's top card and
    /// count, every side pile, the centre piles, the set-aside cards, the
    /// stock's count and every hand's count.
    ///
    /// The view never holds a hidden card: other seats' hands, the pay-off
    /// cards under the tops and the stock are replaced by an unknown
    /// placeholder when the view is made, so nothing given the view can
    /// reach them. The view is a copy: it does not follow later moves, so
    /// take a new one after each [`Game::apply`].
    ///
    /// A seat not at the table (`rules().players` or more) gets a view in
    /// which every hand is hidden and its own hand is empty.
    ///
    /// ```
    /// use spite_core::{Game, Rules};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let view = game.observation(0);
    /// assert_eq!(view.seat(), 0);
    /// assert_eq!(view.hand(), game.hand(0)); // its own hand
    /// assert_eq!(view.hand_count(1), 5); // only the count of the other
    /// assert_eq!(view.payoff_top(1), game.payoff(1).last().copied());
    /// assert_eq!(view.stock_count(), game.stock().len());
    /// # Ok::<(), spite_core::RulesError>(())
    /// ```
    pub fn observation(&self, seat: u8) -> PlayerView {
        PlayerView::of(&self.pos, seat)
    }

    /// Plays `mv` for the seat to move and says what happened, in order: the
    /// card played, a pay-off card turned up, a centre pile completed, the
    /// stock shuffled, cards drawn, the turn passed, the game over (see
    /// [`Event`](crate::Event)). When the move ends the turn (a discard, or an emptied hand
    /// with [`Rules::refill_empty_hand`] off), the next seat's turn-start
    /// draw happens here too.
    ///
    /// # Errors
    /// A [`RuleError`] when `mv` is not legal now, saying why in words a
    /// player understands. A refused move changes nothing: the game is
    /// exactly as before.
    ///
    /// ```
    /// use spite_core::{Event, Game, RuleError, Rules};
    ///
    /// let mut game = Game::new(Rules::g4a(), 7)?;
    /// let before = game.clone();
    ///
    /// // Side piles are empty at the start, and pay-off cards never go to a
    /// // side pile: both refused, and nothing changed.
    /// let err = game.apply("s1 c1".parse()?).unwrap_err();
    /// assert_eq!(err, RuleError::EmptySide { pile: 1 });
    /// assert_eq!(err.to_string(), "side pile 1 is empty");
    /// assert_eq!(game.apply("p s1".parse()?), Err(RuleError::PayoffToSide));
    /// assert_eq!(game, before);
    ///
    /// // A discard ends the turn; the next seat draws up its hand.
    /// let seat = game.to_move();
    /// let events = game.apply("h1 s1".parse()?)?;
    /// assert!(matches!(events[0], Event::Played { .. }));
    /// assert!(events.contains(&Event::TurnPassed { seat: 1 - seat }));
    /// assert_eq!(game.to_move(), 1 - seat);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn apply(&mut self, mv: Move) -> Result<Events, RuleError> {
        let mut events = Events::new();
        self.apply_into(mv, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`], writing the events into `events` (cleared first):
    /// for search loops that reuse one list.
    ///
    /// # Errors
    /// As [`Game::apply`]: a refused move changes nothing (and leaves
    /// `events` empty).
    #[inline]
    pub fn apply_into(&mut self, mv: Move, events: &mut Events) -> Result<(), RuleError> {
        events.clear();
        self.apply_events(mv, events)?;
        hide_draws(events);
        Ok(())
    }

    /// [`Game::apply`], keeping each seat's secret: the events each seat's
    /// own view receives, in which its own draws name their cards
    /// ([`MoveEvents::seen_by`]); [`MoveEvents::public`] is what `apply`
    /// returns.
    ///
    /// # Errors
    /// As [`Game::apply`]: a refused move changes nothing.
    ///
    /// ```
    /// use spite_core::{Event, Game, Rules};
    ///
    /// let mut game = Game::new(Rules::g4a(), 7)?;
    /// let first = game.to_move();
    /// game.apply("h1 s1".parse()?)?; // the other seat's turn: its hand is full
    /// let told = game.apply_seen("h1 s1".parse()?)?; // the first seat draws one
    /// let drew = |events: &spite_core::Events| {
    ///     events.iter().find_map(|e| match e {
    ///         Event::Drew { count, cards, .. } => Some((*count, *cards)),
    ///         _ => None,
    ///     })
    /// };
    /// let (count, cards) = drew(&told.seen_by(first)).expect("a draw");
    /// assert_eq!(cards.expect("its own cards").cards().len(), usize::from(count));
    /// assert!(game.hand(first).contains(&cards.unwrap().cards()[0]));
    /// assert_eq!(drew(&told.seen_by(1 - first)), Some((count, None)));
    /// assert_eq!(drew(&told.public()), Some((count, None)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_seen(&mut self, mv: Move) -> Result<MoveEvents, RuleError> {
        let mut events = Events::new();
        self.apply_events(mv, &mut events)?;
        Ok(MoveEvents::new(events))
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

    /// The hand of `seat`, in slot order (`h1` first), which is rank order.
    ///
    /// Hidden from the other seats: a frontend shows a seat its hand through
    /// [`PlayerView::hand`]. This, like the other pile readers of `Game`, is
    /// for tests, debugging and an explicit "reveal" switch.
    /// A seat not at the table holds no cards.
    pub fn hand(&self, seat: u8) -> &[Card] {
        self.pos.hand_of(seat)
    }
    /// The pay-off pile of `seat`, bottom to top; the last card is the
    /// face-up top, the others are hidden from every seat.
    /// A seat not at the table has no cards.
    pub fn payoff(&self, seat: u8) -> &[Card] {
        self.pos.payoff_of(seat)
    }
    /// Side pile `pile` (0-based, below [`SIDE_PILES`]) of `seat`, bottom to
    /// top; every card of it is face up. A seat or pile not at the table
    /// holds no cards.
    pub fn side(&self, seat: u8, pile: u8) -> &[Card] {
        self.pos.side_of(seat, pile)
    }
    /// Centre pile `pile` (0-based, below [`Rules::centre_piles`]), bottom to
    /// top, kings as played (see [`Event::Played`](crate::Event::Played)'s `counts_as` for what a
    /// wild king stood for).
    /// A pile not at the table holds no cards.
    pub fn centre(&self, pile: u8) -> &[Card] {
        self.pos.centre_of(pile)
    }
    /// The rank centre pile `pile` (0-based) needs next: one more than the
    /// cards on it (an empty pile needs an ace). A wild king may go too.
    /// A pile not at the table holds nothing, so it answers an ace.
    pub fn centre_needs(&self, pile: u8) -> Rank {
        self.pos.needs_of(pile)
    }
    /// The stock, bottom to top; the last card is drawn next. Hidden from
    /// every seat (a view has only its count).
    pub fn stock(&self) -> &[Card] {
        self.pos.table.pile(Pile::STOCK)
    }
    /// Complete piles set aside until the stock runs out (`classic`,
    /// [`CompletedPiles::SetAside`](crate::CompletedPiles::SetAside)); always empty with `g4a`.
    pub fn set_aside(&self) -> &[Card] {
        self.pos.table.pile(Pile::SET_ASIDE)
    }
    /// Every card of the game, in no meaningful order: always exactly the
    /// rules' decks ([`Rules::total_cards`]), since cards are only moved.
    pub fn all_cards(&self) -> Vec<Card> {
        self.pos.table.cards().collect()
    }

    /// The full state as plain data (hidden cards included): what a `Game`
    /// serialises to, and what [`Game::from_state`] reads back.
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
    ///
    /// # Errors
    /// A [`SetupError`]: [`SetupError::State`] for another format or
    /// version, or a status the piles contradict (a side gone out in a game
    /// still playing, a win that does not match the pay-off piles), and the
    /// layout's own errors as for [`Game::from_setup`].
    ///
    /// ```
    /// use spite_core::{Game, Rules};
    ///
    /// let mut game = Game::new(Rules::g4a(), 7)?;
    /// game.apply("h1 s1".parse()?)?;
    /// assert_eq!(Game::from_state(&game.state())?, game);
    /// // The same through serde:
    /// let text = serde_json::to_string(&game)?;
    /// assert_eq!(serde_json::from_str::<Game>(&text)?, game);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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

/// The full state of a game as plain data, hidden cards included: what
/// [`Game`] serialises to, from [`Game::state`], read back by
/// [`Game::from_state`].
///
/// Unlike a [`Record`](crate::Record), it needs no replay, but it shows
/// every card: never send it to a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameState {
    /// Always [`GameState::FORMAT`].
    pub format: String,
    /// Always [`GameState::VERSION`] for states this version writes and reads.
    pub version: u32,
    /// The rules the game is played by.
    pub rules: Rules,
    /// The seed of the shuffles during play ([`Game::seed`]).
    pub seed: u64,
    /// Shuffles done so far; the next one uses the seed's stream
    /// `shuffles + 1`.
    pub shuffles: u32,
    /// The seat that had the first turn ([`Game::first_seat`]).
    pub first: u8,
    /// The seat to move ([`Game::to_move`]).
    pub to_move: u8,
    /// Turns begun so far, the first being 1 ([`Game::turn`]).
    pub turn: u32,
    /// Whether the game goes on, and how it ended.
    pub status: Status,
    /// Every card's place, as an explicit layout.
    pub layout: Setup,
}

impl GameState {
    /// The value of [`GameState::format`]: says what the data is.
    pub const FORMAT: &'static str = "spite-game-state";
    /// The version of the state format this crate writes and reads.
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
