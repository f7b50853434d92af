//! What one seat may see: its own hand, every pay-off top and count, every
//! side pile, the centre piles, the stock count and hand counts. Never another
//! hand, a buried pay-off card or the stock order: those cards are replaced by
//! an unknown placeholder when the view is made, so nothing holding a
//! `PlayerView` can reach them.

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::error::RuleError;
use crate::event::{Events, Status, hide_draws};
use crate::game::Game;
use crate::move_error::{self, MoveParseError, Reading};
use crate::movelist::MoveList;
use crate::moves::{Move, Source};
use crate::position::Position;
use crate::rng;
use crate::rules::Rules;
use crate::table::{Pile, SIDE_PILES};
use crate::view_json::ViewJson;

/// One seat's view of a game: everything that seat may see, and nothing
/// else. Made by [`Game::observation`], or rebuilt from the protocol's VIEW
/// object by [`PlayerView::from_json`].
///
/// A view holds the seat's own hand, every pay-off pile's top card and
/// count, every side pile, the centre piles, the set-aside cards, the
/// stock's count and every hand's count. It never holds a hidden card:
/// other hands, buried pay-off cards and the stock were replaced by an
/// unknown placeholder ([`Card::is_unknown`]) when the view was made, so
/// drawing code and bots given a view cannot reach them, by accident or
/// otherwise.
///
/// A view is a snapshot: it does not follow the game. It can list and check
/// the seat's moves, plan a turn on a copy ([`PlayerView::apply_visible`]),
/// and fill in the unseen cards at random for search
/// ([`PlayerView::determinise`]). Cheap to clone (no heap); serialises
/// (serde) as the protocol's VIEW object, [`ViewJson`].
///
/// A seat or pile argument that is not at the table reads as an empty
/// pile (a centre pile that is not there needs an ace): never another
/// pile, never a panic, never a hidden card.
///
/// ```
/// use spite_core::{Game, Rules};
///
/// let game = Game::new(Rules::g4a(), 7)?;
/// let seat = game.to_move();
/// let view = game.observation(seat);
/// assert!(view.is_my_turn());
/// println!("your hand: {:?}", view.hand());
/// for other in (0..2).filter(|&s| s != seat) {
///     println!("seat {other} holds {} cards", view.hand_count(other));
///     println!("pay-off top {:?} of {}", view.payoff_top(other), view.payoff_count(other));
/// }
/// for c in 0..view.rules().centre_piles {
///     println!("centre c{} needs {}", c + 1, view.centre_needs(c));
/// }
/// println!("stock: {} cards", view.stock_count());
/// # Ok::<(), spite_core::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    pub(crate) pos: Position,
    pub(crate) seat: u8,
}

impl PlayerView {
    pub(crate) fn of(pos: &Position, seat: u8) -> PlayerView {
        let mut pos = pos.clone();
        let t = &mut pos.table;
        t.mask(Pile::STOCK);
        for s in 0..pos.rules.players {
            if s != seat {
                t.mask(Pile::hand(s));
            }
            t.mask_below_top(Pile::payoff(s));
        }
        PlayerView { pos, seat }
    }

    /// The seat this view belongs to.
    #[inline]
    pub fn seat(&self) -> u8 {
        self.seat
    }
    /// The rules the game is played by.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.pos.rules
    }
    /// The seat whose turn it is (after the game ends: the seat that moved
    /// last). Not necessarily this view's seat.
    #[inline]
    pub fn to_move(&self) -> u8 {
        self.pos.to_move
    }
    /// Whether it is this seat's turn in a game still being played.
    #[inline]
    pub fn is_my_turn(&self) -> bool {
        self.pos.to_move == self.seat && !self.pos.status.is_over()
    }
    /// Whether the game goes on, and if not, who won and how many points.
    #[inline]
    pub fn status(&self) -> Status {
        self.pos.status
    }
    /// Turns begun so far; the first turn is 1.
    pub fn turn(&self) -> u32 {
        self.pos.turn
    }
    /// This seat's hand, in slot order (`h1` first). After a what-if play that
    /// refilled the hand it may hold unknown cards (see [`Card::is_unknown`]).
    #[inline]
    pub fn hand(&self) -> &[Card] {
        self.pos.hand_of(self.seat)
    }
    /// How many cards `seat` holds (for any seat: the count is public).
    /// A seat not at the table holds none.
    #[inline]
    pub fn hand_count(&self, seat: u8) -> usize {
        self.pos.hand_of(seat).len()
    }
    /// The face-up top of `seat`'s pay-off pile, or `None` when the pile is
    /// empty (or, in a what-if view from [`PlayerView::apply_visible`], when
    /// the card turned up next is not known yet).
    #[inline]
    pub fn payoff_top(&self, seat: u8) -> Option<Card> {
        self.pos
            .payoff_of(seat)
            .last()
            .copied()
            .filter(|c| !c.is_unknown())
    }
    /// How many cards are left in `seat`'s pay-off pile, the top included.
    /// A seat not at the table has none.
    #[inline]
    pub fn payoff_count(&self, seat: u8) -> usize {
        self.pos.payoff_of(seat).len()
    }
    /// Side pile `pile` (0-based, below [`SIDE_PILES`]) of `seat`, bottom to
    /// top: all of it is face up, for every seat. Only its top card may be
    /// played, by its owner.
    /// A seat or pile not at the table holds no cards.
    #[inline]
    pub fn side(&self, seat: u8, pile: u8) -> &[Card] {
        self.pos.side_of(seat, pile)
    }
    /// Centre pile `pile` (0-based, below [`Rules::centre_piles`]), bottom
    /// to top, kings as played.
    /// A pile not at the table holds no cards.
    #[inline]
    pub fn centre(&self, pile: u8) -> &[Card] {
        self.pos.centre_of(pile)
    }
    /// The rank a wild king on top of centre pile `pile` stands for, when it
    /// stands for another rank than king (what a table shows as "K = 5");
    /// `None` when the top is not a king, or the pile is empty.
    pub fn centre_king_stands_for(&self, pile: u8) -> Option<Rank> {
        let cards = self.centre(pile);
        let top = cards.last()?;
        let rank = Rank::new(cards.len() as u8)?;
        (top.is_king() && rank != Rank::KING).then_some(rank)
    }

    /// The rank centre pile `pile` needs next: one more than the cards on it,
    /// an ace for an empty pile. A king may always go too, if kings are wild.
    /// A pile not at the table holds nothing, so it answers an ace.
    #[inline]
    pub fn centre_needs(&self, pile: u8) -> Rank {
        self.pos.needs_of(pile)
    }
    /// How many cards the stock holds (its cards and order are hidden).
    pub fn stock_count(&self) -> usize {
        self.pos.table.len(Pile::STOCK)
    }
    /// Complete piles set aside (`classic`): face up, out of play until the
    /// stock runs out.
    pub fn set_aside(&self) -> &[Card] {
        self.pos.table.pile(Pile::SET_ASIDE)
    }
    /// This seat's partner in the partnership game (`None` otherwise).
    #[inline]
    pub fn partner(&self) -> Option<u8> {
        self.pos.rules.partner(self.seat)
    }

    /// The card a move from `from` would play, if that source holds a
    /// known card for this seat (its hand slot, its pay-off top, its
    /// partner's pay-off top, its side pile top); `None` for an empty or
    /// missing source. Says nothing about where the card may go.
    pub fn card_at(&self, from: Source) -> Option<Card> {
        self.pos.source(self.seat, from).ok().map(|(_, _, c)| c)
    }

    /// The legal moves of this seat, in the order of [`Game::legal_moves`];
    /// empty when it is not this seat's turn or the game is over.
    ///
    /// ```
    /// use spite_core::{Game, Rules};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let seat = game.to_move();
    /// assert_eq!(game.observation(seat).legal_moves(), game.legal_moves());
    /// assert!(game.observation(1 - seat).legal_moves().is_empty());
    /// # Ok::<(), spite_core::RulesError>(())
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.is_my_turn() {
            self.pos.legal_moves(&mut list);
        }
        list
    }

    /// Whether this seat may play `mv` now, and if not, why: as
    /// [`Game::check`], and [`RuleError::OutOfTurn`] on another seat's
    /// turn. Changes nothing.
    pub fn check(&self, mv: Move) -> Result<(), RuleError> {
        if self.pos.to_move != self.seat && !self.pos.status.is_over() {
            return Err(RuleError::OutOfTurn {
                seat: self.seat,
                to_move: self.pos.to_move,
            });
        }
        self.pos.check(mv).map(|_| ())
    }

    /// Plays `mv` on this view as far as it can be known: for planning a turn.
    /// Cards that would come from hidden places (a refilled hand, the next
    /// pay-off card, a reshuffled stock) are unknown in the result, and a
    /// discard passes the turn without the next seat's cards.
    ///
    /// This changes only this copy of the view, never a game, and it learns
    /// nothing hidden: the events say what can be known (a draw's count, no
    /// [`Event::PayoffTurned`](crate::Event::PayoffTurned) for an unknown card).
    ///
    /// # Errors
    /// As [`PlayerView::check`]: a refused move changes nothing. A move from
    /// an unknown hand card is refused with [`RuleError::Unknown`].
    ///
    /// ```
    /// use spite_core::{Game, Rules};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let mut plan = game.observation(game.to_move());
    /// plan.apply_visible("h1 s1".parse()?)?; // a discard: the turn passes
    /// assert!(!plan.is_my_turn());
    /// assert!(plan.apply_visible("h1 s2".parse()?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_visible(&mut self, mv: Move) -> Result<Events, RuleError> {
        self.check(mv)?;
        let mut events = Events::new();
        self.pos.apply(mv, &mut events, &mut |cards: &mut [Card]| {
            cards.fill(Card::HIDDEN)
        })?;
        hide_draws(&mut events);
        Ok(events)
    }

    /// The card each of `moves` takes, played in turn from this view as
    /// [`PlayerView::apply_visible`] plays them (`None` where the view
    /// does not show it): a turn's cards as this seat saw them.
    pub fn cards_taken(&self, moves: &[Move]) -> Vec<Option<Card>> {
        let mut view = self.clone();
        moves
            .iter()
            .map(|&mv| {
                let card = view.card_at(mv.from).filter(|c| !c.is_unknown());
                _ = view.apply_visible(mv);
                card
            })
            .collect()
    }

    /// Cards this seat cannot see, counted by [`Card::index`]: the rules'
    /// decks minus every known card of the view. The pool a determinisation
    /// draws the hidden cards from; it says how many of each card are
    /// unseen, never where they are.
    pub fn unseen(&self) -> [u8; Card::DISTINCT] {
        let mut count = [self.pos.rules.decks(); Card::DISTINCT];
        for c in self.pos.table.cards() {
            if !c.is_unknown() {
                count[c.index()] -= 1;
            }
        }
        count
    }

    /// A full game consistent with this view: the unknown cards (other hands,
    /// buried pay-off cards, the stock) are a random arrangement of the unseen
    /// ones, and future shuffles get a random seed. For search under hidden
    /// information; it never looks at the real game (a view has no way to).
    ///
    /// The result shows this seat exactly this view again, and holds exactly
    /// the rules' decks. Hands are kept in rank order, as in any game. The
    /// same view and generator state give the same game.
    ///
    /// ```
    /// use rand_chacha::ChaCha8Rng;
    /// use rand_core::SeedableRng;
    /// use spite_core::{Game, Rules};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let seat = game.to_move();
    /// let view = game.observation(seat);
    /// let mut rng = ChaCha8Rng::seed_from_u64(1);
    /// let world = view.determinise(&mut rng);
    /// assert_eq!(world.observation(seat), view); // the same for this seat
    /// assert_eq!(world.hand(seat), game.hand(seat));
    /// // The other hand and the stock are a guess from the unseen cards.
    /// assert_eq!(world.hand(1 - seat).len(), 5);
    /// assert_eq!(world.stock().len(), game.stock().len());
    /// # Ok::<(), spite_core::RulesError>(())
    /// ```
    pub fn determinise<R: Rng + ?Sized>(&self, rng: &mut R) -> Game {
        let mut pool: Vec<Card> = Vec::with_capacity(self.pos.rules.total_cards());
        for (i, &n) in self.unseen().iter().enumerate() {
            let card = Card::from_index(i).expect("index below 52");
            pool.extend(std::iter::repeat_n(card, usize::from(n)));
        }
        rng::shuffle(rng, &mut pool);
        let mut pos = self.pos.clone();
        pos.table.fill_unknown(&pool);
        for s in 0..pos.rules.players {
            pos.table.sort_pile(Pile::hand(s));
        }
        Game::from_parts(pos, rng.next_u64(), self.pos.to_move)
    }

    /// Reads a move typed by a person: move text (`h3 c1`), or a card for the
    /// source (`7h c1`), which names the pay-off top if it is that card, else a
    /// hand card, else the partner's pay-off top, else a side pile top.
    ///
    /// Only reads: the move may still be illegal (check it, or let
    /// [`Game::apply`] refuse it).
    ///
    /// Read against this seat and table: a hand slot past this hand (`h6`
    /// with 5 cards), a side pile past the fourth, a centre pile past this
    /// table's or a card the seat cannot play from anywhere is refused here,
    /// with the real sizes.
    ///
    /// # Errors
    /// A [`MoveParseError`] saying which kind of mistake it is: not a move
    /// at all, no such hand slot or side pile, no such centre pile, or a
    /// card the seat does not hold.
    ///
    /// ```
    /// use spite_core::{Game, MoveParseError, Rules, Slot, Source, Target};
    ///
    /// let game = Game::new(Rules::g4a(), 7)?;
    /// let view = game.observation(game.to_move());
    /// let mv = view.parse_move("h2 c1")?;
    /// assert_eq!((mv.from, mv.to), (Source::Hand(1), Target::Centre(0)));
    /// // A card names its place: here the second hand card.
    /// let card = view.hand()[1];
    /// assert_eq!(view.parse_move(&format!("{card} c1"))?.from, Source::Hand(1));
    /// assert!(view.parse_move("h2").is_err());
    /// // The real sizes: g4a deals a hand of 5 and has 3 centre piles.
    /// assert_eq!(
    ///     view.parse_move("h6 c1"),
    ///     Err(MoveParseError::NoSuchSlot { slot: Slot::Hand, word: "h6".into(), count: 5 })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let find_card = |card| self.find_card(card);
        move_error::read(
            text,
            &Reading {
                hand: self.hand().len() as u8,
                piles: self.rules().centre_piles,
                partner: self.partner().is_some(),
                find_card: Some(&find_card),
            },
        )
    }

    fn find_card(&self, card: Card) -> Option<Source> {
        if self.payoff_top(self.seat) == Some(card) {
            return Some(Source::Payoff);
        }
        if let Some(i) = self.hand().iter().position(|&c| c == card) {
            return Some(Source::Hand(i as u8));
        }
        if let Some(p) = self.partner()
            && self.payoff_top(p) == Some(card)
        {
            return Some(Source::PartnerPayoff);
        }
        (0..SIDE_PILES as u8)
            .find(|&i| self.side(self.seat, i).last() == Some(&card))
            .map(Source::Side)
    }
}

impl Serialize for PlayerView {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl<'de> Deserialize<'de> for PlayerView {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PlayerView, D::Error> {
        PlayerView::from_json(&ViewJson::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}
