//! What one seat may see: its own hand, every pay-off top and count, every
//! side pile, the centre piles, the stock count and hand counts. Never another
//! hand, a buried pay-off card or the stock order: those cards are replaced by
//! an unknown placeholder when the view is made, so nothing holding a
//! `PlayerView` can reach them.

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::error::RuleError;
use crate::event::{Events, Status};
use crate::game::Game;
use crate::movelist::MoveList;
use crate::moves::{Move, MoveParseError, Source, Target};
use crate::position::Position;
use crate::rng;
use crate::rules::Rules;
use crate::table::{Pile, SIDE_PILES};
use crate::view_json::ViewJson;

/// One seat's view of a game. Cheap to clone (no heap).
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
    pub fn seat(&self) -> u8 {
        self.seat
    }
    pub fn rules(&self) -> &Rules {
        &self.pos.rules
    }
    pub fn to_move(&self) -> u8 {
        self.pos.to_move
    }
    /// Whether it is this seat's turn in a game still being played.
    pub fn is_my_turn(&self) -> bool {
        self.pos.to_move == self.seat && !self.pos.status.is_over()
    }
    pub fn status(&self) -> Status {
        self.pos.status
    }
    pub fn turn(&self) -> u32 {
        self.pos.turn
    }
    /// This seat's hand, in slot order (`h1` first). After a what-if play that
    /// refilled the hand it may hold unknown cards (see [`Card::is_unknown`]).
    pub fn hand(&self) -> &[Card] {
        self.pos.table.pile(Pile::hand(self.seat))
    }
    pub fn hand_count(&self, seat: u8) -> usize {
        self.pos.table.len(Pile::hand(seat))
    }
    /// The face-up top of `seat`'s pay-off pile.
    pub fn payoff_top(&self, seat: u8) -> Option<Card> {
        self.pos
            .table
            .top(Pile::payoff(seat))
            .filter(|c| !c.is_unknown())
    }
    pub fn payoff_count(&self, seat: u8) -> usize {
        self.pos.table.len(Pile::payoff(seat))
    }
    /// Side pile `pile` (0-based) of `seat`, bottom to top: all of it is face up.
    pub fn side(&self, seat: u8, pile: u8) -> &[Card] {
        self.pos.table.pile(Pile::side(seat, pile))
    }
    /// Centre pile `pile` (0-based), bottom to top, kings as played.
    pub fn centre(&self, pile: u8) -> &[Card] {
        self.pos.table.pile(Pile::centre(pile))
    }
    /// The rank a wild king on top of centre pile `pile` stands for, when it
    /// stands for another rank than king (what a table shows as "K = 5").
    pub fn centre_king_stands_for(&self, pile: u8) -> Option<Rank> {
        let cards = self.centre(pile);
        let top = cards.last()?;
        let rank = Rank::new(cards.len() as u8)?;
        (top.is_king() && rank != Rank::KING).then_some(rank)
    }

    /// The rank centre pile `pile` needs next (a king may always go, if wild).
    pub fn centre_needs(&self, pile: u8) -> Rank {
        self.pos.needs(pile)
    }
    pub fn stock_count(&self) -> usize {
        self.pos.table.len(Pile::STOCK)
    }
    /// Complete piles set aside (`classic`): face up, out of play until the
    /// stock runs out.
    pub fn set_aside(&self) -> &[Card] {
        self.pos.table.pile(Pile::SET_ASIDE)
    }
    /// This seat's partner in the partnership game.
    pub fn partner(&self) -> Option<u8> {
        self.pos.rules.partner(self.seat)
    }

    /// The card a move would play, if the source holds a known card.
    pub fn card_at(&self, from: Source) -> Option<Card> {
        self.pos.source(self.seat, from).ok().map(|(_, _, c)| c)
    }

    /// The legal moves of this seat (empty when it is not its turn).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.is_my_turn() {
            self.pos.legal_moves(&mut list);
        }
        list
    }

    /// Whether this seat may play `mv` now, and if not, why.
    pub fn check(&self, mv: Move) -> Result<(), RuleError> {
        if self.pos.to_move != self.seat && !self.pos.status.is_over() {
            return Err(RuleError::NotYourTurn);
        }
        self.pos.check(mv).map(|_| ())
    }

    /// Plays `mv` on this view as far as it can be known: for planning a turn.
    /// Cards that would come from hidden places (a refilled hand, the next
    /// pay-off card, a reshuffled stock) are unknown in the result, and a
    /// discard passes the turn without the next seat's cards.
    pub fn apply_visible(&mut self, mv: Move) -> Result<Events, RuleError> {
        self.check(mv)?;
        let mut events = Events::new();
        self.pos.apply(mv, &mut events, &mut |cards: &mut [Card]| {
            cards.fill(Card::HIDDEN)
        })?;
        Ok(events)
    }

    /// Cards this seat cannot see, counted by [`Card::index`]: the pool a
    /// determinisation draws the hidden cards from.
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
    /// information; it never looks at the real game.
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
    /// hand card, else a side pile top.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        match text.parse::<Move>() {
            Ok(m) => Ok(m),
            Err(err) => {
                let mut words = text.split_whitespace();
                let (Some(src), Some(dst), None) = (words.next(), words.next(), words.next())
                else {
                    return Err(err);
                };
                let Ok(card) = src.parse::<Card>() else {
                    return Err(err);
                };
                let to: Target = dst.parse()?;
                let from = self.find_card(card).ok_or_else(|| {
                    MoveParseError::Source(format!("{card} (you have no such card to play)"))
                })?;
                Ok(Move::new(from, to))
            }
        }
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

impl Card {
    /// Whether this card is unknown to the holder of a view.
    pub fn is_unknown(self) -> bool {
        self.is_hidden()
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
