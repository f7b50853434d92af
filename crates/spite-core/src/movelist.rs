//! A fixed-capacity list of moves: generating moves never allocates.
//!
//! Its own type rather than a general array-vector so that move generation
//! can write a candidate move unconditionally and keep it by advancing the
//! length by 0 or 1: random hands make "does this card fit that centre pile"
//! an unpredictable branch, and a branch-free write avoids paying for it.

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::{Serialize, Serializer};

use crate::moves::{MAX_MOVES, Move, Source, Target};
use crate::table::{MAX_HAND, SIDE_PILES};

/// One slot past the most legal moves: a candidate is written at the end
/// before it is known to be kept, and there is always room for it.
const SLOTS: usize = MAX_MOVES + 1;

/// Every source of a centre move, numbered for [`MoveList::push_to_centres`]:
/// pay-off, partner's pay-off, side piles, hand slots.
pub(crate) const CENTRE_SOURCES: [Source; CENTRE_SOURCE_COUNT] = {
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
const CENTRE_SOURCE_COUNT: usize = 2 + SIDE_PILES + MAX_HAND;
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

/// A fixed-capacity list of moves, used as a slice of [`Move`]s.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; SLOTS],
    /// Moves kept; at most `MAX_MOVES`, so `moves[len]` always exists.
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

    /// Appends a move from source `source` (an index in [`CENTRE_SOURCES`])
    /// to each centre pile in `mask` (bit `c` for centre pile `c`), in pile
    /// order. With up to four centre piles this copies a ready-made block
    /// and counts only the kept moves, so whether a card fits costs no
    /// branch.
    #[inline]
    pub(crate) fn push_to_centres(&mut self, source: usize, mask: u8, piles: u8) {
        // The generator calls this for at most CENTRE_SOURCE_COUNT sources
        // before any discard, so every block written stays inside SLOTS.
        if usize::from(piles) <= BLOCK {
            let small = usize::from(mask) % (1 << BLOCK);
            self.moves[self.len..self.len + BLOCK].copy_from_slice(&CENTRE_BLOCKS[source][small]);
            // A table, not `count_ones`: without a `popcnt` target feature
            // that is a dozen instructions.
            self.len += usize::from(BLOCK_KEPT[small]);
        } else {
            let from = CENTRE_SOURCES[source];
            for c in 0..piles {
                if mask & (1 << c) != 0 {
                    self.moves[self.len] = Move::new(from, Target::Centre(c));
                    self.len += 1;
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
    fn only_the_centre_piles_in_the_mask_are_kept_in_pile_order() {
        let mut list = MoveList::new();
        list.push(discard(0));
        list.push_to_centres(FIRST_SIDE + 2, 0b101, 3);
        list.push_to_centres(0, 0, 3);
        list.push_to_centres(FIRST_HAND + 1, 0b10, 3);
        list.push_to_centres(1, 0b1001_0000, 8);
        let to = |from, c| Move::new(from, Target::Centre(c));
        let expected = [
            discard(0),
            to(Source::Side(2), 0),
            to(Source::Side(2), 2),
            to(Source::Hand(1), 1),
            to(Source::PartnerPayoff, 4),
            to(Source::PartnerPayoff, 7),
        ];
        assert_eq!(list.as_slice(), &expected);
        assert_eq!(list.into_iter().collect::<Vec<_>>(), expected);
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
