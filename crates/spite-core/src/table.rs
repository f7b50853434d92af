//! The table: every card of the game in one fixed byte array, each pile a
//! contiguous range of it.
//!
//! Cards are only ever moved between piles, never created or destroyed, so
//! card conservation holds by construction, a `Game` clone is a flat copy of a
//! few hundred bytes, and moving a card is one short `memmove`.

use crate::card::Card;

/// Most seats a game may have.
pub const MAX_SEATS: usize = 6;
/// Side piles per seat.
pub const SIDE_PILES: usize = 4;
/// Most centre piles a rule set may have.
pub const MAX_CENTRE_PILES: usize = 8;
/// Largest hand a rule set may have.
pub const MAX_HAND: usize = 8;
/// Most cards in a game: one deck per seat at six seats.
pub const MAX_CARDS: usize = MAX_SEATS * Card::DISTINCT;

// Pile layout. Piles that are often moved between sit close together
// (stock next to hands next to centre piles), so the memmove is short.
const SET_ASIDE: usize = 0;
const STOCK: usize = 1;
const HANDS: usize = 2;
const CENTRES: usize = HANDS + MAX_SEATS;
const SIDES: usize = CENTRES + MAX_CENTRE_PILES;
const PAYOFFS: usize = SIDES + MAX_SEATS * SIDE_PILES;
const PILES: usize = PAYOFFS + MAX_SEATS;

/// Index of one pile in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pile(u8);

impl Pile {
    pub const SET_ASIDE: Pile = Pile(SET_ASIDE as u8);
    pub const STOCK: Pile = Pile(STOCK as u8);
    pub fn hand(seat: u8) -> Pile {
        Pile(HANDS as u8 + seat)
    }
    pub fn centre(i: u8) -> Pile {
        Pile(CENTRES as u8 + i)
    }
    pub fn side(seat: u8, i: u8) -> Pile {
        Pile(SIDES as u8 + seat * SIDE_PILES as u8 + i)
    }
    pub fn payoff(seat: u8) -> Pile {
        Pile(PAYOFFS as u8 + seat)
    }
    fn index(self) -> usize {
        usize::from(self.0)
    }
}

#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Table {
    cards: [Card; MAX_CARDS],
    /// Pile `p` is `cards[bounds[p]..bounds[p + 1]]`; `bounds[0]` is 0.
    bounds: [u16; PILES + 1],
}

impl Table {
    /// All `cards` in the stock, in order (the last is drawn first).
    pub fn with_stock(stock: &[Card]) -> Table {
        debug_assert!(stock.len() <= MAX_CARDS);
        let mut cards = [Card::HIDDEN; MAX_CARDS];
        cards[..stock.len()].copy_from_slice(stock);
        // Everything is in the stock: the set-aside pile before it is empty.
        let mut bounds = [stock.len() as u16; PILES + 1];
        bounds[..=SET_ASIDE + 1].fill(0);
        Table { cards, bounds }
    }

    fn start(&self, p: Pile) -> usize {
        usize::from(self.bounds[p.index()])
    }

    fn end(&self, p: Pile) -> usize {
        usize::from(self.bounds[p.index() + 1])
    }

    pub fn pile(&self, p: Pile) -> &[Card] {
        &self.cards[self.start(p)..self.end(p)]
    }

    pub fn pile_mut(&mut self, p: Pile) -> &mut [Card] {
        let (s, e) = (self.start(p), self.end(p));
        &mut self.cards[s..e]
    }

    pub fn len(&self, p: Pile) -> usize {
        self.end(p) - self.start(p)
    }

    pub fn top(&self, p: Pile) -> Option<Card> {
        self.pile(p).last().copied()
    }

    /// All cards in play, in pile order.
    pub fn all_cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.bounds[PILES])]
    }

    /// Moves the top `k` cards of `from` onto `to`, keeping their order.
    pub fn move_block(&mut self, from: Pile, k: usize, to: Pile) {
        debug_assert!(k <= self.len(from), "moving more cards than the pile holds");
        if k == 0 || from == to {
            return;
        }
        let (a, b) = (from.index(), to.index());
        let from_end = self.end(from);
        let k16 = k as u16;
        if a < b {
            // The block slides right past piles a+1..=b; they shift left by k.
            let to_end = self.end(to);
            self.cards[from_end - k..to_end].rotate_left(k);
            for e in &mut self.bounds[a + 1..=b] {
                *e -= k16;
            }
        } else {
            let to_end = self.end(to);
            self.cards[to_end..from_end].rotate_right(k);
            for e in &mut self.bounds[b + 1..=a] {
                *e += k16;
            }
        }
    }

    /// Moves the card at `index` within `from` onto the top of `to`; the cards
    /// above it close the gap in order. One `memmove`: the hot path of play.
    pub fn move_card(&mut self, from: Pile, index: usize, to: Pile) -> Card {
        let at = self.start(from) + index;
        debug_assert!(at < self.end(from), "card index outside the pile");
        let card = self.cards[at];
        let (a, b) = (from.index(), to.index());
        if a < b {
            // Everything after the card up to the end of `to` shifts left.
            let to_end = self.end(to);
            self.cards.copy_within(at + 1..to_end, at);
            self.cards[to_end - 1] = card;
            for e in &mut self.bounds[a + 1..=b] {
                *e -= 1;
            }
        } else if a > b {
            // Everything from the end of `to` up to the card shifts right.
            let to_end = self.end(to);
            self.cards.copy_within(to_end..at, to_end + 1);
            self.cards[to_end] = card;
            for e in &mut self.bounds[b + 1..=a] {
                *e += 1;
            }
        } else {
            let end = self.end(from);
            self.cards.copy_within(at + 1..end, at);
            self.cards[end - 1] = card;
        }
        card
    }

    /// Moves the top card of `from` to `to`, keeping `to` sorted (for hands).
    pub fn move_top_sorted(&mut self, from: Pile, to: Pile) {
        let top = self.len(from) - 1;
        self.move_card(from, top, to);
        let hand = self.pile_mut(to);
        let mut i = hand.len() - 1;
        while i > 0 && hand[i - 1] > hand[i] {
            hand.swap(i - 1, i);
            i -= 1;
        }
    }

    /// Replaces every card of pile `p` with the hidden placeholder.
    pub fn mask(&mut self, p: Pile) {
        self.pile_mut(p).fill(Card::HIDDEN);
    }

    /// Fills every unknown card, in table order, from `pool`.
    pub fn fill_unknown(&mut self, pool: &[Card]) {
        let mut next = pool.iter();
        let n = self.all_cards().len();
        for c in &mut self.cards[..n] {
            if c.is_hidden() {
                *c = *next
                    .next()
                    .expect("the pool holds exactly the unknown cards");
            }
        }
    }

    /// Sorts pile `p` (hands are kept in rank order).
    pub fn sort_pile(&mut self, p: Pile) {
        self.pile_mut(p).sort_unstable();
    }

    /// Replaces the cards of pile `p` below its top with the placeholder.
    pub fn mask_below_top(&mut self, p: Pile) {
        let pile = self.pile_mut(p);
        if let Some((_, below)) = pile.split_last_mut() {
            below.fill(Card::HIDDEN);
        }
    }
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut list = f.debug_map();
        for p in 0..PILES {
            let pile = self.pile(Pile(p as u8));
            if !pile.is_empty() {
                list.entry(&p, &pile);
            }
        }
        list.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn moving_blocks_both_ways_keeps_order_and_cards() {
        let mut t = Table::with_stock(&cards("AS 2S 3S 4S 5S 6S"));
        t.move_block(Pile::STOCK, 2, Pile::payoff(1));
        assert_eq!(t.pile(Pile::payoff(1)), cards("5S 6S").as_slice());
        t.move_block(Pile::STOCK, 1, Pile::centre(0));
        t.move_block(Pile::payoff(1), 1, Pile::SET_ASIDE);
        assert_eq!(t.pile(Pile::SET_ASIDE), cards("6S").as_slice());
        assert_eq!(t.pile(Pile::STOCK), cards("AS 2S 3S").as_slice());
        assert_eq!(t.pile(Pile::centre(0)), cards("4S").as_slice());
        assert_eq!(t.pile(Pile::payoff(1)), cards("5S").as_slice());
        let mut all = t.all_cards().to_vec();
        all.sort();
        assert_eq!(all, cards("AS 2S 3S 4S 5S 6S"));
    }

    #[test]
    fn hands_stay_sorted_and_cards_leave_from_the_middle() {
        let mut t = Table::with_stock(&cards("KS 2H 9C AS"));
        for _ in 0..4 {
            t.move_top_sorted(Pile::STOCK, Pile::hand(0));
        }
        assert_eq!(t.pile(Pile::hand(0)), cards("AS 2H 9C KS").as_slice());
        let c = t.move_card(Pile::hand(0), 1, Pile::side(0, 3));
        assert_eq!(c, "2H".parse().unwrap());
        assert_eq!(t.pile(Pile::hand(0)), cards("AS 9C KS").as_slice());
        assert_eq!(t.top(Pile::side(0, 3)), Some(c));
    }
}
