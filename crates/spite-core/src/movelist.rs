//! A fixed-capacity list of moves: generating moves never allocates.
//!
//! Its own type rather than a general array-vector so that move generation
//! can copy a ready-made block of moves past the end and keep only some of
//! them by advancing the length: random hands make "does this card fit that
//! centre pile" an unpredictable branch, and a branch-free copy avoids
//! paying for it.

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::{Serialize, Serializer};

use crate::card::Card;
use crate::moves::{MAX_MOVES, Move, Source, Target};
use crate::table::{MAX_HAND, SIDE_PILES};

/// Room for every legal move, and one slot more: nothing needs it, but with
/// exactly `MAX_MOVES` slots the compiler lays out the move loop with about
/// 2 % more instructions (callgrind), and the figures in docs were measured
/// with this size.
const SLOTS: usize = MAX_MOVES + 1;

/// Every source of a centre move, in the order [`MoveList::push_centre_moves`]
/// lists them:
/// pay-off, partner's pay-off, side piles, hand slots.
const CENTRE_SOURCES: [Source; CENTRE_SOURCE_COUNT] = {
    let mut sources = [Source::Payoff; CENTRE_SOURCE_COUNT];
    sources[1] = Source::PartnerPayoff;
    let mut i = 0;
    while i < SIDE_PILES {
        sources[2 + i] = Source::Side(i as u8);
        i += 1;
    }
    let mut i = 0;
    while i < MAX_HAND {
        sources[2 + SIDE_PILES + i] = Source::Hand(i as u8);
        i += 1;
    }
    sources
};
pub(crate) const CENTRE_SOURCE_COUNT: usize = 2 + SIDE_PILES + MAX_HAND;
/// Index in [`CENTRE_SOURCES`] of the first side pile and hand slot.
pub(crate) const FIRST_SIDE: usize = 2;
pub(crate) const FIRST_HAND: usize = 2 + SIDE_PILES;

/// Most centre piles whose moves [`CENTRE_BLOCKS`] holds ready-made.
const BLOCK: usize = 4;

/// How many centre piles each set of the first four holds.
const BLOCK_KEPT: [u8; 1 << BLOCK] = {
    let mut kept = [0; 1 << BLOCK];
    let mut mask = 0;
    while mask < kept.len() {
        kept[mask] = (mask as u8).count_ones() as u8;
        mask += 1;
    }
    kept
};

/// For each source and set of the first four centre piles (bit `c` for pile
/// `c`): the moves from that source to those piles in pile order, padded
/// with moves that are written but never kept. Built once, so generating a
/// source's centre moves is one copy.
const CENTRE_BLOCKS: [[[Move; BLOCK]; 1 << BLOCK]; CENTRE_SOURCE_COUNT] = {
    let mut table =
        [[[Move::new(Source::Payoff, Target::Centre(0)); BLOCK]; 1 << BLOCK]; CENTRE_SOURCE_COUNT];
    let mut s = 0;
    while s < CENTRE_SOURCE_COUNT {
        let mut mask = 0;
        while mask < 1 << BLOCK {
            let mut n = 0;
            let mut c = 0;
            while c < BLOCK {
                if mask & (1 << c) != 0 {
                    table[s][mask][n] = Move::new(CENTRE_SOURCES[s], Target::Centre(c as u8));
                    n += 1;
                }
                c += 1;
            }
            mask += 1;
        }
        s += 1;
    }
    table
};

/// A fixed-capacity list of moves, used as a slice of [`Move`]s: what
/// [`Game::legal_moves`](crate::Game::legal_moves) and
/// [`PlayerView::legal_moves`](crate::PlayerView::legal_moves) return.
///
/// It holds up to [`MAX_MOVES`] moves, as many as any position has, inline
/// (no heap), so making one never allocates. It dereferences to `[Move]`
/// (`len`, `iter`, `contains`, indexing, …), iterates by value or by
/// reference, and serialises as a list of move texts.
///
/// ```
/// use spite_core::{Game, Rules, Target};
///
/// let game = Game::new(Rules::g4a(), 7)?;
/// let moves = game.legal_moves();
/// let to_centre = moves.iter().filter(|m| matches!(m.to, Target::Centre(_))).count();
/// println!("{} moves, {to_centre} to a centre pile", moves.len());
/// for mv in moves {
///     assert!(game.check(mv).is_ok());
/// }
/// # Ok::<(), spite_core::RulesError>(())
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; SLOTS],
    /// Moves kept; the slots after them hold whatever was copied there.
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Source::Payoff, Target::Centre(0)); SLOTS],
            len: 0,
        }
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves, in order.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Appends `mv`, or gives it back if the list already holds
    /// [`MAX_MOVES`] moves (more than any position has).
    pub fn try_push(&mut self, mv: Move) -> Result<(), Move> {
        if self.len < MAX_MOVES {
            self.moves[self.len] = mv;
            self.len += 1;
            Ok(())
        } else {
            Err(mv)
        }
    }

    /// Appends `mv`.
    ///
    /// # Panics
    /// If the list already holds [`MAX_MOVES`] moves.
    pub fn push(&mut self, mv: Move) {
        self.try_push(mv)
            .expect("a move list holds at most MAX_MOVES moves, as many as any position has");
    }

    /// Appends every centre move: `cards[s]` is the card source `s` (in
    /// [`CENTRE_SOURCES`] order) offers, the unknown card if none, and
    /// `takes[rank slot]` the centre piles (bit `c` for pile `c`) that take
    /// a card of that rank. With up to four centre piles each source is a
    /// copy of a ready-made block and a count of the kept moves, the same
    /// work for every source, so whether a card fits costs no branch.
    /// `hand` is the number of cards in the hand: slots past it hold the
    /// unknown card, and the last four are skipped when all are past it.
    #[inline]
    pub(crate) fn push_centre_moves(
        &mut self,
        cards: &[Card; CENTRE_SOURCE_COUNT],
        takes: &[u8; 64],
        piles: u8,
        hand: usize,
    ) {
        if usize::from(piles) <= BLOCK {
            // The list is empty, and CENTRE_SOURCE_COUNT blocks fit in it.
            debug_assert!(self.len == 0);
            let mut push = |(blocks, card): (&[[Move; BLOCK]; 1 << BLOCK], &Card)| {
                let small = usize::from(takes[card.rank_slot()]) % (1 << BLOCK);
                self.moves[self.len..self.len + BLOCK].copy_from_slice(&blocks[small]);
                self.len += usize::from(BLOCK_KEPT[small]);
            };
            // Hands of four or fewer (most of a turn) skip four sources.
            let (first, last) = CENTRE_BLOCKS.split_at(FIRST_HAND + 4);
            first.iter().zip(cards).for_each(&mut push);
            if hand > 4 {
                last.iter().zip(&cards[FIRST_HAND + 4..]).for_each(push);
            }
        } else {
            for (&from, card) in CENTRE_SOURCES.iter().zip(cards) {
                let mask = takes[card.rank_slot()];
                for c in 0..piles {
                    if mask & (1 << c) != 0 {
                        self.push(Move::new(from, Target::Centre(c)));
                    }
                }
            }
        }
    }

    /// Appends the first `keep` of `moves`. All `N` are copied, a fixed-size
    /// copy the compiler does inline; the list must have room for them.
    #[inline]
    pub(crate) fn extend_keeping<const N: usize>(&mut self, moves: &[Move; N], keep: usize) {
        debug_assert!(keep <= N);
        self.moves[self.len..self.len + N].copy_from_slice(moves);
        self.len += keep;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for MoveList {}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for MoveList {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::iter::Take<std::array::IntoIter<Move, SLOTS>>;
    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn discard(slot: u8) -> Move {
        Move::new(Source::Hand(slot), Target::Side(0))
    }

    #[test]
    fn only_the_centre_piles_that_take_a_card_are_kept_in_pile_order() {
        let card = |text: &str| text.parse::<Card>().expect("a card");
        let mut cards = [Card::HIDDEN; CENTRE_SOURCE_COUNT];
        cards[0] = card("7H");
        cards[FIRST_SIDE + 2] = card("3S");
        cards[FIRST_HAND + 1] = card("KD");
        cards[FIRST_HAND + 4] = card("3C");
        let mut takes = [0u8; 64];
        let to = |from, c| Move::new(from, Target::Centre(c));
        for piles in [3u8, 8] {
            // Pile 0 and the last need a 3, pile 1 an ace; kings fit all.
            takes[card("3S").rank_slot()] = 1 | 1 << (piles - 1);
            takes[card("AS").rank_slot()] = 0b10;
            takes[card("KS").rank_slot()] = u8::MAX >> (8 - piles);
            let mut list = MoveList::new();
            list.push_centre_moves(&cards, &takes, piles, 5);
            let mut expected = vec![to(Source::Side(2), 0), to(Source::Side(2), piles - 1)];
            expected.extend((0..piles).map(|c| to(Source::Hand(1), c)));
            expected.extend([to(Source::Hand(4), 0), to(Source::Hand(4), piles - 1)]);
            assert_eq!(list.as_slice(), expected.as_slice(), "{piles} piles");
        }
    }

    #[test]
    fn a_full_list_refuses_one_more_move() {
        let mut list = MoveList::new();
        for i in 0..MAX_MOVES {
            assert_eq!(list.try_push(discard((i % 8) as u8)), Ok(()));
        }
        assert_eq!(list.try_push(discard(7)), Err(discard(7)));
        assert_eq!(list.len(), MAX_MOVES);
        list.clear();
        assert!(list.is_empty());
    }
}
