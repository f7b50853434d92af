//! The table: every card of the game, each in exactly one pile.
//!
//! Cards are only ever moved between piles, never created or destroyed, so
//! card conservation holds by construction, and a `Game` clone is a flat copy
//! of about 550 bytes (no heap).
//!
//! Where a pile lives follows how it is played. Hands and centre piles are
//! small and bounded, so each has fixed slots of its own: drawing into a hand
//! or playing onto a centre pile touches only that pile. Every other pile
//! (set-aside, pay-off and side piles, the stock) can hold many cards, so they
//! share one row of bytes, each a contiguous range of it. The stock is last in
//! the row, so drawing a card, the most common step of play, only shortens it.

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
/// Most cards a centre pile holds: ace to king, when piles complete at a king.
const CENTRE_CAP: usize = 13;

// Piles in the shared row, in row order; the stock must stay last.
const SET_ASIDE: usize = 0;
const PAYOFFS: usize = SET_ASIDE + 1;
const SIDES: usize = PAYOFFS + MAX_SEATS;
const STOCK: usize = SIDES + MAX_SEATS * SIDE_PILES;
const ROW_PILES: usize = STOCK + 1;
// Piles with slots of their own.
const HANDS: usize = ROW_PILES;
const CENTRES: usize = HANDS + MAX_SEATS;
const PILES: usize = CENTRES + MAX_CENTRE_PILES;

/// Index of one pile in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pile(u8);

impl Pile {
    pub const SET_ASIDE: Pile = Pile(SET_ASIDE as u8);
    pub const STOCK: Pile = Pile(STOCK as u8);
    #[inline]
    pub fn hand(seat: u8) -> Pile {
        Pile(HANDS as u8 + seat)
    }
    pub fn centre(i: u8) -> Pile {
        Pile(CENTRES as u8 + i)
    }
    #[inline]
    pub fn side(seat: u8, i: u8) -> Pile {
        Pile(SIDES as u8 + seat * SIDE_PILES as u8 + i)
    }
    #[inline]
    pub fn payoff(seat: u8) -> Pile {
        Pile(PAYOFFS as u8 + seat)
    }
    #[inline]
    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Where a pile's cards are kept.
enum Place {
    Row(usize),
    Hand(usize),
    Centre(usize),
}

impl Place {
    #[inline]
    fn of(p: Pile) -> Place {
        match p.index() {
            i if i < ROW_PILES => Place::Row(i),
            i if i < CENTRES => Place::Hand(i - HANDS),
            i => Place::Centre(i - CENTRES),
        }
    }
}

/// The order in which [`Table::cards`] lists piles and [`Table::fill_unknown`]
/// fills them: set-aside, stock, hands, centre piles, side piles, pay-off
/// piles. Determinisations depend on it, so it must not change.
const TABLE_ORDER: [Pile; PILES] = {
    // (first pile, how many) for each kind, in table order.
    let kinds = [
        (SET_ASIDE, 1),
        (STOCK, 1),
        (HANDS, MAX_SEATS),
        (CENTRES, MAX_CENTRE_PILES),
        (SIDES, MAX_SEATS * SIDE_PILES),
        (PAYOFFS, MAX_SEATS),
    ];
    let mut order = [Pile(0); PILES];
    let (mut n, mut k) = (0, 0);
    while k < kinds.len() {
        let (first, count) = kinds[k];
        let mut i = 0;
        while i < count {
            order[n] = Pile((first + i) as u8);
            n += 1;
            i += 1;
        }
        k += 1;
    }
    assert!(n == PILES, "every pile once");
    order
};

/// `AFTER[i][j]` is 1 if bound `j` comes after row pile `i`, else 0.
const AFTER: [[u16; ROW_PILES + 1]; ROW_PILES] = {
    let mut after = [[0; ROW_PILES + 1]; ROW_PILES];
    let mut i = 0;
    while i < ROW_PILES {
        let mut j = i + 1;
        while j <= ROW_PILES {
            after[i][j] = 1;
            j += 1;
        }
        i += 1;
    }
    after
};

/// Unused slots always hold [`Card::HIDDEN`], so equal tables compare equal.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Table {
    /// Set-aside, pay-off, side piles and the stock, in that order.
    row: [Card; MAX_CARDS],
    /// Row pile `p` is `row[bounds[p]..bounds[p + 1]]`; `bounds[0]` is 0.
    bounds: [u16; ROW_PILES + 1],
    /// Each hand in rank order, `hand_len` cards long.
    hands: [[Card; MAX_HAND]; MAX_SEATS],
    hand_len: [u8; MAX_SEATS],
    centres: [[Card; CENTRE_CAP]; MAX_CENTRE_PILES],
    centre_len: [u8; MAX_CENTRE_PILES],
}

impl Table {
    /// All `cards` in the stock, in order (the last is drawn first).
    pub fn with_stock(stock: &[Card]) -> Table {
        debug_assert!(stock.len() <= MAX_CARDS);
        let mut row = [Card::HIDDEN; MAX_CARDS];
        row[..stock.len()].copy_from_slice(stock);
        // Everything is in the stock: every row pile before it is empty.
        let mut bounds = [0; ROW_PILES + 1];
        bounds[ROW_PILES] = stock.len() as u16;
        Table {
            row,
            bounds,
            hands: [[Card::HIDDEN; MAX_HAND]; MAX_SEATS],
            hand_len: [0; MAX_SEATS],
            centres: [[Card::HIDDEN; CENTRE_CAP]; MAX_CENTRE_PILES],
            centre_len: [0; MAX_CENTRE_PILES],
        }
    }

    /// The table after dealing `deck` (the last card on top): each of
    /// `players` seats gets `payoff` cards on its pay-off pile, one card to
    /// every seat in turn, and the rest is the stock. Hands are drawn after.
    pub fn dealt(deck: &[Card], players: usize, payoff: usize) -> Table {
        let dealt = players * payoff;
        debug_assert!(dealt <= deck.len() && players <= MAX_SEATS);
        let stock = deck.len() - dealt;
        let mut table = Table::with_stock(&[]);
        let mut at = 0;
        for seat in 0..players {
            table.bounds[PAYOFFS + seat] = at as u16;
            // The k-th card dealt to this seat is the k-th from the top of
            // the deck after `seat + k * players` others.
            for k in 0..payoff {
                table.row[at] = deck[deck.len() - 1 - seat - k * players];
                at += 1;
            }
        }
        for b in &mut table.bounds[PAYOFFS + players..=STOCK] {
            *b = at as u16;
        }
        table.row[at..at + stock].copy_from_slice(&deck[..stock]);
        table.bounds[ROW_PILES] = (at + stock) as u16;
        table
    }

    #[inline]
    fn row_start(&self, p: usize) -> usize {
        usize::from(self.bounds[p])
    }

    #[inline]
    fn row_end(&self, p: usize) -> usize {
        usize::from(self.bounds[p + 1])
    }

    /// Cards in the row: everything but hands and centre piles.
    #[inline]
    fn row_len(&self) -> usize {
        usize::from(self.bounds[ROW_PILES])
    }

    #[inline]
    pub fn pile(&self, p: Pile) -> &[Card] {
        match Place::of(p) {
            Place::Row(i) => &self.row[self.row_start(i)..self.row_end(i)],
            Place::Hand(s) => self.hand(s),
            Place::Centre(c) => &self.centres[c][..usize::from(self.centre_len[c])],
        }
    }

    pub fn pile_mut(&mut self, p: Pile) -> &mut [Card] {
        match Place::of(p) {
            Place::Row(i) => {
                let (s, e) = (self.row_start(i), self.row_end(i));
                &mut self.row[s..e]
            }
            Place::Hand(s) => &mut self.hands[s][..usize::from(self.hand_len[s])],
            Place::Centre(c) => &mut self.centres[c][..usize::from(self.centre_len[c])],
        }
    }

    #[inline]
    pub fn len(&self, p: Pile) -> usize {
        match Place::of(p) {
            Place::Row(i) => self.row_end(i) - self.row_start(i),
            Place::Hand(s) => usize::from(self.hand_len[s]),
            Place::Centre(c) => usize::from(self.centre_len[c]),
        }
    }

    pub fn top(&self, p: Pile) -> Option<Card> {
        self.pile(p).last().copied()
    }

    /// The hand of `seat`, in rank order.
    #[inline]
    pub fn hand(&self, seat: usize) -> &[Card] {
        &self.hands[seat][..usize::from(self.hand_len[seat])]
    }

    /// Every slot of the hand of `seat`: the hand, then unknown cards.
    #[inline]
    pub fn hand_slots(&self, seat: usize) -> &[Card; MAX_HAND] {
        &self.hands[seat]
    }

    /// Cards on centre pile `c`.
    #[inline]
    pub fn centre_len(&self, c: usize) -> usize {
        usize::from(self.centre_len[c])
    }

    /// Cards on row pile `p` (a pay-off or side pile, the stock, set-aside).
    #[inline]
    pub fn row_pile_len(&self, p: Pile) -> usize {
        let i = p.index();
        debug_assert!(i < ROW_PILES, "not a row pile");
        self.row_end(i) - self.row_start(i)
    }

    /// The top card of row pile `p`.
    #[inline]
    pub fn row_top(&self, p: Pile) -> Option<Card> {
        let i = p.index();
        debug_assert!(i < ROW_PILES, "not a row pile");
        let (s, e) = (self.row_start(i), self.row_end(i));
        (e > s).then(|| self.row[e - 1])
    }

    /// The top card of row pile `p`, or the unknown card if it is empty;
    /// chosen without a branch.
    #[inline]
    pub fn row_top_or_hidden(&self, p: Pile) -> Card {
        let i = p.index();
        debug_assert!(i < ROW_PILES, "not a row pile");
        let (s, e) = (self.row_start(i), self.row_end(i));
        let top = self.row[e.saturating_sub(1)];
        if e > s { top } else { Card::HIDDEN }
    }

    /// Takes the top card of row pile `p`, which holds one.
    #[inline]
    pub fn take_row_top(&mut self, p: Pile) -> Card {
        let i = p.index();
        debug_assert!(i < ROW_PILES && self.row_end(i) > self.row_start(i));
        self.row_remove(i, self.row_end(i) - 1)
    }

    /// Takes the card at `at` in the row, which belongs to row pile `i`; the
    /// rest of the row closes the gap.
    #[inline]
    fn row_remove(&mut self, i: usize, at: usize) -> Card {
        let card = self.row[at];
        let len = self.row_len();
        self.row.copy_within(at + 1..len, at);
        self.row[len - 1] = Card::HIDDEN;
        self.shift_bounds_after(i, u16::wrapping_sub);
        card
    }

    /// Puts `card` on top of row pile `p`.
    #[inline]
    pub fn push_row(&mut self, p: Pile, card: Card) {
        let i = p.index();
        debug_assert!(i < ROW_PILES, "not a row pile");
        let end = self.row_end(i);
        let len = self.row_len();
        self.row.copy_within(end..len, end + 1);
        self.row[end] = card;
        self.shift_bounds_after(i, u16::wrapping_add);
    }

    /// Moves the bounds after row pile `i` by one card (`step` adds or
    /// subtracts). Every bound is stepped by 0 or 1 from a table row: a loop
    /// of fixed length is a few vector instructions, where one starting at
    /// a random pile costs a mispredicted branch when it ends.
    #[inline]
    fn shift_bounds_after(&mut self, i: usize, step: fn(u16, u16) -> u16) {
        for (b, &after) in self.bounds.iter_mut().zip(&AFTER[i]) {
            *b = step(*b, after);
        }
    }

    /// The hand of `seat` as one word, slot `i` in byte `i`: a hand fits in
    /// 8 bytes, and taking or inserting a card at a random slot is then a
    /// few shifts and masks instead of a loop of unpredictable length.
    #[inline]
    fn hand_word(&self, seat: usize) -> u64 {
        u64::from_le_bytes(self.hands[seat].map(Card::byte))
    }

    #[inline]
    fn set_hand_word(&mut self, seat: usize, word: u64) {
        self.hands[seat] = word.to_le_bytes().map(Card::from_byte);
    }

    /// Takes the card in slot `i` of the hand of `seat`; the cards after it
    /// move down one slot.
    #[inline]
    pub fn take_from_hand(&mut self, seat: usize, i: usize) -> Card {
        const { assert!(MAX_HAND == 8, "a hand is one u64") };
        debug_assert!(i < usize::from(self.hand_len[seat]), "no such hand slot");
        let word = self.hand_word(seat);
        let shift = 8 * (i % MAX_HAND);
        let below = (1u64 << shift) - 1;
        let card = Card::from_byte((word >> shift) as u8);
        // The slots above `i` move down; the top slot becomes unused.
        let hidden_top = u64::from(Card::HIDDEN.byte()) << 56;
        self.set_hand_word(seat, (word & below) | ((word >> 8) & !below) | hidden_top);
        self.hand_len[seat] -= 1;
        card
    }

    /// Puts `card` on centre pile `c`, which is not complete.
    #[inline]
    pub fn push_centre(&mut self, c: usize, card: Card) {
        let len = usize::from(self.centre_len[c]);
        self.centres[c][len] = card;
        self.centre_len[c] += 1;
    }

    /// Every card, pile by pile in table order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        TABLE_ORDER
            .iter()
            .flat_map(|&p| self.pile(p).iter().copied())
    }

    /// Takes the card at `index` within `from`; the cards above it close the
    /// gap in order.
    fn take(&mut self, from: Pile, index: usize) -> Card {
        match Place::of(from) {
            Place::Row(p) => {
                let at = self.row_start(p) + index;
                debug_assert!(at < self.row_end(p), "card index outside the pile");
                self.row_remove(p, at)
            }
            Place::Hand(s) => self.take_from_hand(s, index),
            Place::Centre(c) => {
                let len = usize::from(self.centre_len[c]);
                debug_assert!(index < len, "card index outside the centre pile");
                let pile = &mut self.centres[c];
                let card = pile[index];
                pile.copy_within(index + 1..len, index);
                pile[len - 1] = Card::HIDDEN;
                self.centre_len[c] -= 1;
                card
            }
        }
    }

    /// Puts `card` on top of `to` (for a hand: at the end, unsorted).
    fn put(&mut self, to: Pile, card: Card) {
        match Place::of(to) {
            Place::Row(_) => self.push_row(to, card),
            Place::Hand(s) => {
                let len = usize::from(self.hand_len[s]);
                self.hands[s][len] = card;
                self.hand_len[s] += 1;
            }
            Place::Centre(c) => self.push_centre(c, card),
        }
    }

    /// Moves the top `k` cards of `from` onto `to`, keeping their order.
    pub fn move_block(&mut self, from: Pile, k: usize, to: Pile) {
        debug_assert!(k <= self.len(from), "moving more cards than the pile holds");
        if k == 0 || from == to {
            return;
        }
        if let (Place::Row(a), Place::Row(b)) = (Place::of(from), Place::of(to)) {
            // Within the row the block slides past the piles in between,
            // which shift by `k` the other way.
            let from_end = self.row_end(a);
            let to_end = self.row_end(b);
            let k16 = k as u16;
            if a < b {
                self.row[from_end - k..to_end].rotate_left(k);
                for e in &mut self.bounds[a + 1..=b] {
                    *e -= k16;
                }
            } else {
                self.row[to_end..from_end].rotate_right(k);
                for e in &mut self.bounds[b + 1..=a] {
                    *e += k16;
                }
            }
            return;
        }
        if let (Place::Centre(c), Place::Row(p)) = (Place::of(from), Place::of(to)) {
            // A completed centre pile going to the stock or the set-aside pile:
            // one shift of the row, not one per card.
            let len = self.row_len();
            let end = self.row_end(p);
            let top = usize::from(self.centre_len[c]);
            self.row.copy_within(end..len, end + k);
            self.row[end..end + k].copy_from_slice(&self.centres[c][top - k..top]);
            self.centres[c][top - k..top].fill(Card::HIDDEN);
            self.centre_len[c] -= k as u8;
            for b in &mut self.bounds[p + 1..] {
                *b += k as u16;
            }
            return;
        }
        // Dealing and rebuilding a laid-out table: card by card is fast enough.
        let start = self.len(from) - k;
        for _ in 0..k {
            let card = self.take(from, start);
            self.put(to, card);
        }
    }

    /// Draws the top card of the stock into the hand of `seat`, keeping the
    /// hand in rank order (a new card goes after any equal ones), and says
    /// which card it was.
    #[inline]
    pub fn draw_into_hand(&mut self, seat: usize) -> Card {
        let len = self.row_len();
        debug_assert!(self.row_start(STOCK) < len, "drawing from an empty stock");
        let card = std::mem::replace(&mut self.row[len - 1], Card::HIDDEN);
        self.bounds[ROW_PILES] -= 1;
        let n = usize::from(self.hand_len[seat]);
        debug_assert!(n < MAX_HAND, "a full hand draws no card");
        let word = self.hand_word(seat);
        // The slot is the number of cards not above the new one, counted in
        // all eight bytes at once. Real cards are below 0x80, so in each byte
        // `(b | 0x80) - (card + 1)` neither borrows from the next byte and
        // keeps its high bit exactly when b > card; unused slots hold the
        // unknown card 0xFF, above every real one. An unknown card drawn (in
        // a view's what-if play) goes last.
        const HIGH: u64 = 0x8080_8080_8080_8080;
        const ONES: u64 = 0x0101_0101_0101_0101;
        let next = u64::from(card.byte() & 0x7F) + 1;
        let above = ((word | HIGH) - next * ONES) & HIGH;
        let not_above = 8 - ((above >> 7).wrapping_mul(ONES) >> 56) as usize;
        let slot = if card.is_unknown() {
            n
        } else {
            not_above.min(n)
        };
        let shift = 8 * (slot % MAX_HAND);
        let below = (1u64 << shift) - 1;
        let inserted = (word & below) | (u64::from(card.byte()) << shift) | ((word & !below) << 8);
        self.set_hand_word(seat, inserted);
        self.hand_len[seat] += 1;
        card
    }

    /// Replaces every card of pile `p` with the hidden placeholder.
    pub fn mask(&mut self, p: Pile) {
        self.pile_mut(p).fill(Card::HIDDEN);
    }

    /// Fills every unknown card, in table order, from `pool`.
    pub fn fill_unknown(&mut self, pool: &[Card]) {
        let mut next = pool.iter();
        for p in TABLE_ORDER {
            for c in self.pile_mut(p) {
                if c.is_unknown() {
                    *c = *next
                        .next()
                        .expect("the pool holds exactly the unknown cards");
                }
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
        for p in TABLE_ORDER {
            let pile = self.pile(p);
            if !pile.is_empty() {
                list.entry(&p.0, &pile);
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
        let mut all: Vec<Card> = t.cards().collect();
        all.sort();
        assert_eq!(all, cards("AS 2S 3S 4S 5S 6S"));
    }

    #[test]
    fn dealing_at_once_equals_dealing_card_by_card() {
        let deck: Vec<Card> = Card::all().chain(Card::all()).collect();
        for players in [2, 3, 6] {
            let mut by_card = Table::with_stock(&deck);
            for _ in 0..5 {
                for seat in 0..players {
                    by_card.move_block(Pile::STOCK, 1, Pile::payoff(seat));
                }
            }
            assert_eq!(Table::dealt(&deck, usize::from(players), 5), by_card);
        }
    }

    #[test]
    fn a_completed_centre_pile_goes_on_the_stock_or_set_aside_in_order() {
        let mut t = Table::with_stock(&cards("KH QH JH TH 9H 2S AS 3S"));
        t.move_block(Pile::STOCK, 1, Pile::side(0, 0));
        for _ in 0..3 {
            t.move_block(Pile::STOCK, 1, Pile::centre(1));
        }
        assert_eq!(t.pile(Pile::centre(1)), cards("AS 2S 9H").as_slice());
        t.move_block(Pile::centre(1), 3, Pile::STOCK);
        assert_eq!(
            t.pile(Pile::STOCK),
            cards("KH QH JH TH AS 2S 9H").as_slice()
        );
        assert_eq!(t.len(Pile::centre(1)), 0);
        assert_eq!(t.top(Pile::side(0, 0)), Some(cards("3S")[0]));
        for _ in 0..2 {
            t.move_block(Pile::STOCK, 1, Pile::centre(0));
        }
        t.move_block(Pile::centre(0), 2, Pile::SET_ASIDE);
        assert_eq!(t.pile(Pile::SET_ASIDE), cards("9H 2S").as_slice());
        assert_eq!(t.pile(Pile::STOCK), cards("KH QH JH TH AS").as_slice());
    }

    #[test]
    fn tables_with_the_same_piles_are_equal_however_they_got_there() {
        // Emptied slots are reset, so equality compares piles, not history.
        let mut a = Table::with_stock(&cards("AS 2S 3S 4S"));
        let b = a.clone();
        a.draw_into_hand(2);
        a.draw_into_hand(2);
        assert_ne!(a, b);
        let x = a.take_from_hand(2, 0);
        let y = a.take_from_hand(2, 0);
        a.push_row(Pile::STOCK, x);
        a.push_row(Pile::STOCK, y);
        assert_eq!(a, b);
        a.move_block(Pile::STOCK, 2, Pile::centre(3));
        a.move_block(Pile::centre(3), 2, Pile::STOCK);
        assert_eq!(a, b);
    }

    #[test]
    fn a_drawn_card_goes_after_equal_ones_whatever_the_hand_holds() {
        // Every window of 8 cards from a two-deck stock in a scrambled order
        // (duplicates included), drawn one by one, against a plain sort;
        // then cards taken from every slot.
        let deck: Vec<Card> = Card::all().chain(Card::all()).collect();
        let scrambled: Vec<Card> = (0..deck.len())
            .map(|i| deck[(i * 37 + 11) % deck.len()])
            .collect();
        for start in 0..scrambled.len() - MAX_HAND {
            let window = &scrambled[start..start + MAX_HAND];
            let mut t = Table::with_stock(window);
            let mut expected: Vec<Card> = Vec::new();
            for &card in window.iter().rev() {
                t.draw_into_hand(1);
                expected.push(card);
                expected.sort();
                assert_eq!(t.hand(1), expected.as_slice());
            }
            let slot = start % MAX_HAND;
            assert_eq!(t.take_from_hand(1, slot), expected.remove(slot));
            assert_eq!(t.hand(1), expected.as_slice());
            assert!(
                t.hands[1][MAX_HAND - 1].is_unknown(),
                "the freed slot is unused"
            );
        }
    }

    #[test]
    fn an_unknown_card_drawn_in_a_view_goes_last() {
        let mut t = Table::with_stock(&[Card::HIDDEN, cards("QS")[0], cards("2H")[0]]);
        for _ in 0..3 {
            t.draw_into_hand(0);
        }
        assert_eq!(
            t.hand(0),
            [cards("2H")[0], cards("QS")[0], Card::HIDDEN].as_slice()
        );
    }

    #[test]
    fn hands_stay_sorted_and_cards_leave_from_the_middle() {
        let mut t = Table::with_stock(&cards("KS 2H 9C AS"));
        for _ in 0..4 {
            t.draw_into_hand(0);
        }
        assert_eq!(t.pile(Pile::hand(0)), cards("AS 2H 9C KS").as_slice());
        let c = t.take_from_hand(0, 1);
        t.push_row(Pile::side(0, 3), c);
        assert_eq!(c, "2H".parse().unwrap());
        assert_eq!(t.pile(Pile::hand(0)), cards("AS 9C KS").as_slice());
        assert_eq!(t.top(Pile::side(0, 3)), Some(c));
    }
}
