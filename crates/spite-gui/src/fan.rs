//! How a side pile is fanned in the room it has. Every covered card keeps
//! its corner index (rank and suit) in view; when a pile is too long for
//! its room, its oldest cards close up under a "+N" marker so that the
//! newest ones, which come into play first, stay readable.

use std::ops::Range;

/// The smallest step between fanned cards at which a covered card's index
/// still reads (a 12 px line and a little paper around it), for cards `card_h`
/// tall: larger cards get a slightly larger index.
pub fn min_step(card_h: f32) -> f32 {
    (card_h * 0.1).clamp(15.0, 20.0)
}

/// The step a short pile is fanned at: roomy, like a hand-laid pile.
pub fn roomy_step(card_h: f32) -> f32 {
    (card_h * 0.2).max(min_step(card_h))
}

/// The font size of a covered card's index shown in a strip `step` tall:
/// as the strip allows, modest on large cards, and on small cards still
/// 12 px where "10♦" fits the card's width.
pub fn index_font(step: f32, card_h: f32) -> f32 {
    let cap = (card_h * 0.15).max(12.0).min(card_h * 0.3);
    (step - 3.0).min(cap).max(9.0)
}

/// How a side pile of `len` cards is drawn: one row per card from the
/// bottom, except that the `packed` oldest cards share the first row (the
/// "+N" marker). Rows are `step` apart; the top card lies on the last row.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fan {
    pub len: usize,
    pub step: f32,
    pub packed: usize,
}

impl Fan {
    /// Plans a pile of `len` cards `card_h` tall whose top card may lie at
    /// most `room` below its first card.
    pub fn plan(len: usize, room: f32, card_h: f32) -> Fan {
        let room = if room.is_finite() { room.max(0.0) } else { 0.0 };
        if len <= 1 {
            return Fan {
                len,
                step: 0.0,
                packed: 0,
            };
        }
        let covered = (len - 1) as f32;
        let min = min_step(card_h);
        let roomy = roomy_step(card_h);
        if covered * roomy <= room {
            return Fan {
                len,
                step: roomy,
                packed: 0,
            };
        }
        if covered * min <= room {
            return Fan {
                len,
                step: room / covered,
                packed: 0,
            };
        }
        // Rows above the top card: the marker plus the newest covered
        // cards. At least the marker, even in a room too small to read it.
        let slots = ((room / min).floor() as usize).max(1);
        if slots + 1 >= len {
            // Too little room to read even one index: no marker for a
            // single card, the few cards share what room there is.
            return Fan {
                len,
                step: room / covered,
                packed: 0,
            };
        }
        Fan {
            len,
            step: room / slots as f32,
            // `len - 1 > slots` here, so at least two cards are packed.
            packed: len - slots,
        }
    }

    /// The cards that have a row of their own, oldest first.
    pub fn shown(&self) -> Range<usize> {
        self.packed..self.len
    }

    /// Whether the first row is the "+N" marker.
    pub fn has_marker(&self) -> bool {
        self.packed > 0
    }

    /// The row card `i` (0 = bottom) is drawn on: packed cards lie under
    /// the marker on row 0.
    pub fn row_of(&self, i: usize) -> usize {
        match i.checked_sub(self.packed) {
            Some(k) => k + usize::from(self.has_marker()),
            None => 0,
        }
    }

    /// How far below the pile's first card card `i` is drawn.
    pub fn offset(&self, i: usize) -> f32 {
        self.row_of(i.min(self.len.saturating_sub(1))) as f32 * self.step
    }

    /// How far down the top card lies.
    pub fn depth(&self) -> f32 {
        self.offset(self.len.saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_piles_fan_roomily() {
        let f = Fan::plan(4, 120.0, 160.0);
        assert_eq!(f.packed, 0);
        assert_eq!(f.step, 32.0);
        assert_eq!(f.shown(), 0..4);
        assert_eq!(f.depth(), 96.0);
        assert_eq!(Fan::plan(1, 120.0, 160.0).depth(), 0.0);
        assert_eq!(Fan::plan(0, 120.0, 160.0).shown(), 0..0);
    }

    #[test]
    fn longer_piles_close_up_but_every_index_still_reads() {
        // 8 covered cards in 120 px: 15 px apart, each index readable.
        let f = Fan::plan(9, 120.0, 150.0);
        assert_eq!(f.packed, 0);
        assert!(f.step >= min_step(150.0));
        assert!((f.depth() - 120.0).abs() < 1e-3);
        assert!(index_font(f.step, 150.0) >= 12.0);
    }

    #[test]
    fn too_long_piles_pack_their_oldest_cards_under_a_marker() {
        let room = 112.0;
        let h = 150.0;
        let f = Fan::plan(14, room, h);
        let rows = (room / min_step(h)).floor() as usize; // 7 rows above the top
        assert_eq!(f.packed, 14 - rows);
        assert!(f.has_marker());
        // The newest cards each have a readable row; the top is the last.
        assert_eq!(f.shown(), f.packed..14);
        assert!(f.step >= min_step(h));
        assert_eq!(f.row_of(0), 0);
        assert_eq!(f.row_of(f.packed - 1), 0);
        assert_eq!(f.row_of(f.packed), 1);
        assert_eq!(f.row_of(13), rows);
        assert!(f.depth() <= room + 1e-3, "the pile stays in its room");
        // Every row but the marker's holds exactly one card.
        let mut seen = vec![0; rows + 1];
        for i in 0..14 {
            seen[f.row_of(i)] += 1;
        }
        assert_eq!(seen[0], f.packed);
        assert!(seen[1..].iter().all(|&c| c == 1));
    }

    #[test]
    fn a_marker_never_hides_a_single_card() {
        for len in 2..40 {
            for room in [0.0, 5.0, 15.0, 16.0, 40.0, 90.0, 300.0] {
                let f = Fan::plan(len, room, 60.0);
                assert!(f.packed != 1, "{len} cards in {room}: +1 marker");
                assert!(f.depth() <= room.max(0.0) + 1e-3);
                assert_eq!(
                    f.row_of(len - 1) + 1,
                    f.shown().len() + usize::from(f.has_marker())
                );
            }
        }
    }

    #[test]
    fn small_rooms_still_show_the_top_card_and_a_marker() {
        // An opponent's small cards with 18 px of room: the marker and the top.
        let f = Fan::plan(12, 18.0, 40.0);
        assert_eq!(f.packed, 11);
        assert_eq!(f.shown(), 11..12);
        assert_eq!(f.depth(), 18.0);
        for room in [f32::NAN, f32::INFINITY, -4.0] {
            let f = Fan::plan(12, room, 40.0);
            assert_eq!(f.depth(), 0.0);
            assert_eq!(f.shown().end, 12);
        }
    }
}
