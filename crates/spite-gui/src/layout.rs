//! Where everything sits on the table for a given window size: pure
//! geometry, recomputed each frame (it is cheap), so the table adapts to any
//! size down to about 800x600 and beyond without panicking.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use spite_core::SIDE_PILES;

use crate::anim::Place;
use crate::cards::ASPECT;
use crate::fan::Fan;

/// The window width from which the window is wide: the move log sits
/// beside the table (narrower, it opens over it) and the menu's buttons
/// show their keys.
pub const WIDE: f32 = 900.0;

/// Whether the window is wide (see [`WIDE`]).
pub fn is_wide(ctx: &egui::Context) -> bool {
    ctx.content_rect().width() >= WIDE
}

/// Height of a line of captions.
pub const LINE: f32 = 18.0;
const GAP: f32 = 8.0;

/// One seat's corner of the table.
#[derive(Clone, Debug)]
pub struct SeatBox {
    pub seat: u8,
    /// Everything the seat owns, for its frame and name.
    pub area: Rect,
    pub card: Vec2,
    pub payoff: Rect,
    /// The first (bottom) card of each side pile; the fan grows downwards.
    pub sides: [Rect; SIDE_PILES],
    /// How far below its first card a side pile may fan out.
    pub fan: f32,
    /// The first card of the face-down hand (other seats only).
    pub hand: Rect,
}

impl SeatBox {
    /// How a side pile of `n` cards is fanned in this seat's room.
    pub fn side_fan(&self, n: usize) -> Fan {
        Fan::plan(n, self.fan, self.card.y)
    }

    /// The rect of card `i` (0 = bottom) of side pile `pile` holding `n`
    /// cards (cards packed under the "+N" marker share its place).
    pub fn side_card(&self, pile: usize, i: usize, n: usize) -> Rect {
        self.sides[pile].translate(vec2(0.0, self.side_fan(n).offset(i)))
    }

    /// The whole area a side pile may cover: where it can be clicked or dropped on.
    pub fn side_area(&self, pile: usize) -> Rect {
        let r = self.sides[pile];
        Rect::from_min_max(r.min, r.max + vec2(0.0, self.fan))
    }

    /// Offset between the face-down cards of another seat's hand.
    pub fn hand_step(&self) -> f32 {
        self.card.x * 0.18
    }
}

#[derive(Clone, Debug)]
pub struct Layout {
    pub card: Vec2,
    pub me: SeatBox,
    /// The viewer's hand slots, left to right.
    pub hand: Vec<Rect>,
    /// Which slot the viewer's hand card at each index sits in (empty:
    /// slot = index; see `crate::hand_slots`).
    pub hand_order: Vec<usize>,
    pub centre: Vec<Rect>,
    pub stock: Rect,
    pub others: Vec<SeatBox>,
}

/// How many other seats sit at the viewer's left, across the table and at
/// the right, for `k` other seats. Turn order runs clockwise from the
/// viewer: up the left side, along the top, down the right side. Four
/// players put the partner (two seats on) straight across.
pub fn sides_for(k: usize) -> (usize, usize, usize) {
    match k {
        0 => (0, 0, 0),
        1 => (0, 1, 0),
        2 => (1, 0, 1),
        3 => (1, 1, 1),
        4 => (1, 2, 1),
        // Six seats as round a hexagonal table: two up each side, one across.
        k => {
            let side = (k - 1) / 2;
            (side, k - 2 * side, side)
        }
    }
}

/// Lays out the table in `rect` for `players` seats seen from `viewer`: the
/// viewer's piles and hand along the bottom, the other seats around the
/// table. Tries a few sizes for the other seats' cards and keeps the one
/// that leaves the viewer's cards largest (and others' not tiny) while
/// nothing overlaps or leaves the window; a window too small for any of
/// them gets the smallest cards, overlapping as little as it can.
pub fn compute(rect: Rect, players: u8, viewer: u8, hand_size: u8, centre_piles: u8) -> Layout {
    let players = players.max(2);
    let spec = Spec {
        rect,
        players,
        viewer,
        hand_size: hand_size.max(1),
        centre_piles: centre_piles.max(1),
    };
    let k = usize::from(players - 1);
    let fractions: &[f32] = if k == 1 {
        &[0.8, 0.7, 0.62, 0.55, 0.48, 0.4]
    } else {
        &[0.62, 0.55, 0.48, 0.42, 0.36, 0.3]
    };
    let mut best: Option<(f32, f32, f32)> = None;
    for &ko in fractions {
        // The largest card height that fits, by bisection (fitting is
        // monotone in the height for a given fraction).
        let (mut lo, mut hi) = (MIN_CARD_H, MAX_CARD_H);
        if !spec.place(lo, ko).fits(rect) {
            continue;
        }
        for _ in 0..12 {
            let mid = 0.5 * (lo + hi);
            if spec.place(mid, ko).fits(rect) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let score = lo * ko.powf(0.5);
        if best.is_none_or(|(s, _, _)| score > s) {
            best = Some((score, lo, ko));
        }
    }
    let (h, ko) = best.map_or((MIN_CARD_H, 0.3), |(_, h, ko)| (h, ko));
    spec.place(h.floor(), ko)
}

const MIN_CARD_H: f32 = 28.0;
const MAX_CARD_H: f32 = 220.0;
/// Clearance kept from the window's edges.
const EDGE: f32 = 8.0;
/// Room kept under the hand for the ring round a held card.
const RING_ROOM: f32 = 6.0;

struct Spec {
    rect: Rect,
    players: u8,
    viewer: u8,
    hand_size: u8,
    centre_piles: u8,
}

impl Spec {
    /// Places everything for our card height `h` and others' fraction `ko`.
    fn place(&self, h: f32, ko: f32) -> Layout {
        let rect = self.rect;
        let k = usize::from(self.players - 1);
        let (n_left, n_top, n_right) = sides_for(k);
        let n_col = n_left.max(n_right);
        let card = vec2(h * ASPECT, h);
        let w = card.x;
        let oc = card * ko;
        let o_fan = 0.7 * oc.y;
        let box_w = 8.2 * oc.x;
        let box_h = LINE + oc.y + o_fan;
        let n = f32::from(self.centre_piles);
        let hs = f32::from(self.hand_size);
        let cx = rect.center().x;

        // Widths of the rows down the middle of the table.
        let centre_w = w * 1.9 + n * w * 1.3 - 0.3 * w;
        let my_w = 6.6 * w;
        let hand_w = hs * w * 1.15 - 0.15 * w;
        // Seats side by side across the table keep the blocks' clearance.
        let top_gap = (0.5 * oc.x).max(GAP + 1.0);
        let top_w = n_top as f32 * box_w + n_top.saturating_sub(1) as f32 * top_gap;

        // Bands from the top: across the table (when someone sits there or
        // a side column reaches up), the centre row, ours, the hand.
        let has_top = n_top > 0 || n_col > 1;
        let top_h = if has_top { box_h + GAP } else { 0.0 };
        let centre_row_h = h + 28.0;
        let centre_band_h = if n_col > 0 {
            LINE + centre_row_h.max(oc.y + o_fan)
        } else {
            centre_row_h
        } + GAP;
        let my_h = LINE + h + 0.75 * h + GAP;
        let total_h = top_h + centre_band_h + my_h + h;
        let y0 = rect.top() + ((rect.height() - total_h) * 0.5).max(EDGE);
        let centre_top = y0 + top_h;
        // The centre row's cards line up with the side seats' cards.
        let centre_y = centre_top + if n_col > 0 { LINE } else { 0.0 };

        // Side columns sit just outside the widest row they stand beside.
        let beside = if n_col > 1 {
            centre_w.max(top_w)
        } else {
            centre_w
        };
        let margin = 0.6 * w;
        let left_x = (cx - beside * 0.5 - margin - box_w).max(rect.left() + EDGE);
        let right_x = (cx + beside * 0.5 + margin).min(rect.right() - EDGE - box_w);

        // Each other seat's box, clockwise from the viewer's left.
        let mut corners: Vec<Pos2> = Vec::with_capacity(k);
        for i in 0..n_left {
            // Up the left side: the lowest first (beside the centre row).
            corners.push(pos2(left_x, centre_top - i as f32 * (box_h + GAP)));
        }
        let mut x = cx - top_w * 0.5;
        for _ in 0..n_top {
            corners.push(pos2(x, y0));
            x += box_w + top_gap;
        }
        for i in 0..n_right {
            corners.push(pos2(
                right_x,
                centre_top - (n_right - 1 - i) as f32 * (box_h + GAP),
            ));
        }
        let others = corners
            .into_iter()
            .enumerate()
            .map(|(i, at)| {
                let seat = ((usize::from(self.viewer) + 1 + i) % usize::from(self.players)) as u8;
                let top = at.y + LINE;
                let x = at.x;
                SeatBox {
                    seat,
                    area: Rect::from_min_size(at, vec2(box_w, box_h)),
                    card: oc,
                    payoff: Rect::from_min_size(pos2(x, top), oc),
                    sides: std::array::from_fn(|p| {
                        Rect::from_min_size(pos2(x + oc.x * (1.4 + 1.2 * p as f32), top), oc)
                    }),
                    fan: o_fan,
                    hand: Rect::from_min_size(pos2(x + oc.x * 6.4, top), oc),
                }
            })
            .collect();

        // Centre row: stock, then the centre piles; captions underneath.
        let x0 = cx - centre_w * 0.5;
        let stock = Rect::from_min_size(pos2(x0, centre_y), card);
        let centre = (0..self.centre_piles)
            .map(|i| {
                Rect::from_min_size(pos2(x0 + w * 1.9 + f32::from(i) * w * 1.3, centre_y), card)
            })
            .collect();

        // The viewer's pay-off pile and side piles.
        let y = centre_top + centre_band_h;
        let x0 = cx - my_w * 0.5;
        let top = y + LINE;
        let fan = 0.75 * h;
        let me = SeatBox {
            seat: self.viewer,
            area: Rect::from_min_size(pos2(x0, y), vec2(my_w, LINE + h + fan)),
            card,
            payoff: Rect::from_min_size(pos2(x0, top), card),
            sides: std::array::from_fn(|p| {
                Rect::from_min_size(pos2(x0 + w * (1.6 + 1.25 * p as f32), top), card)
            }),
            fan,
            hand: Rect::NOTHING,
        };

        // The hand along the bottom.
        let y = y + my_h;
        let x0 = cx - hand_w * 0.5;
        let hand = (0..self.hand_size)
            .map(|i| Rect::from_min_size(pos2(x0 + f32::from(i) * w * 1.15, y), card))
            .collect();

        Layout {
            card,
            me,
            hand,
            hand_order: vec![],
            centre,
            stock,
            others,
        }
    }
}

impl Layout {
    /// The parts of the table that must not overlap: each seat's whole
    /// area (the viewer's includes the hand), and the centre row with its
    /// captions.
    pub fn blocks(&self) -> Vec<Rect> {
        let mut v: Vec<Rect> = self.others.iter().map(|b| b.area).collect();
        v.push(self.viewer_area());
        let mut row = self.stock;
        for c in &self.centre {
            row = row.union(*c);
        }
        v.push(Rect::from_min_max(row.min, row.max + vec2(0.0, 28.0)));
        v
    }

    /// The viewer's seat: name line, pay-off and side piles with their
    /// fans, and the hand.
    pub fn viewer_area(&self) -> Rect {
        self.hand.iter().fold(self.me.area, |a, r| a.union(*r))
    }

    /// Whether everything lies inside `rect` and no two blocks come closer
    /// than `GAP` (the rings that light up legal piles and hints are drawn
    /// a few pixels outside the cards).
    pub fn fits(&self, rect: Rect) -> bool {
        let blocks = self.blocks();
        // The rings drawn round a held hand card need a few pixels below it.
        let inside = Rect::from_min_max(rect.min, rect.max - vec2(0.0, RING_ROOM)).expand(0.5);
        let half = GAP * 0.5;
        blocks.iter().enumerate().all(|(i, a)| {
            inside.contains_rect(*a)
                && blocks[i + 1..]
                    .iter()
                    .all(|b| !a.expand(half - 0.5).intersects(b.expand(half - 0.5)))
        })
    }

    /// The seat box of `seat`, the viewer's or another's.
    pub fn seat_box(&self, seat: u8) -> Option<&SeatBox> {
        if self.me.seat == seat {
            return Some(&self.me);
        }
        self.others.iter().find(|b| b.seat == seat)
    }

    /// Where a card at `place` is drawn (the top of a pile), for slides.
    pub fn place_rect(&self, place: Place, side_len: impl Fn(u8, u8) -> usize) -> Rect {
        match place {
            Place::Centre(i) => self
                .centre
                .get(usize::from(i))
                .copied()
                .unwrap_or(self.stock),
            Place::Stock => self.stock,
            Place::Payoff(seat) => self.seat_box(seat).map_or(self.stock, |b| b.payoff),
            Place::Side { seat, pile } => match self.seat_box(seat) {
                Some(b) if usize::from(pile) < SIDE_PILES => {
                    let n = side_len(seat, pile).max(1);
                    b.side_card(usize::from(pile), n - 1, n)
                }
                _ => self.stock,
            },
            Place::Hand { seat, slot } => {
                if seat == self.me.seat {
                    let i = usize::from(slot);
                    self.hand
                        .get(self.hand_order.get(i).copied().unwrap_or(i))
                        .copied()
                        .unwrap_or(self.stock)
                } else {
                    self.seat_box(seat).map_or(self.stock, |b| {
                        b.hand.translate(vec2(b.hand_step() * f32::from(slot), 0.0))
                    })
                }
            }
        }
    }

    /// Which target (centre pile or own side pile) lies under `pos`.
    pub fn target_at(&self, pos: Pos2) -> Option<spite_core::Target> {
        use spite_core::Target;
        for (i, r) in self.centre.iter().enumerate() {
            if r.expand(6.0).contains(pos) {
                return Some(Target::Centre(i as u8));
            }
        }
        (0..SIDE_PILES)
            .find(|&p| self.me.side_area(p).expand(4.0).contains(pos))
            .map(|p| Target::Side(p as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At least 6 px apart, so the rings around lit piles stay clear.
    fn no_overlap(a: Rect, b: Rect) -> bool {
        !a.expand(3.0).intersects(b.expand(3.0))
    }

    #[test]
    fn seats_never_overlap_and_stay_inside_the_window() {
        for (w, h) in [
            (800.0, 600.0),
            (1024.0, 700.0),
            (1280.0, 800.0),
            (1600.0, 1000.0),
            (1920.0, 1080.0),
        ] {
            let rect = Rect::from_min_size(pos2(0.0, 30.0), vec2(w, h));
            for players in 2..=6u8 {
                let l = compute(rect, players, 0, 5, 3);
                assert_eq!(l.others.len(), usize::from(players) - 1);
                let mut seats: Vec<u8> = l.others.iter().map(|b| b.seat).collect();
                seats.sort();
                assert_eq!(seats, (1..players).collect::<Vec<_>>());
                assert!(
                    l.fits(rect),
                    "{players}p {w}x{h} fell back to the smallest cards"
                );
                let blocks = l.blocks();
                assert_eq!(blocks.len(), usize::from(players) + 1);
                for r in &blocks {
                    assert!(
                        rect.expand(0.5).contains_rect(*r),
                        "{r:?} outside {rect:?} ({players}p)"
                    );
                }
                for (i, a) in blocks.iter().enumerate() {
                    for b in &blocks[i + 1..] {
                        assert!(
                            no_overlap(*a, *b),
                            "{a:?} overlaps {b:?} ({players}p {w}x{h})"
                        );
                    }
                }
                // Every card of a seat lies inside its area.
                for b in l.others.iter().chain([&l.me]) {
                    for p in 0..SIDE_PILES {
                        assert!(b.area.expand(0.5).contains_rect(b.side_area(p)));
                    }
                    assert!(b.area.expand(0.5).contains_rect(b.payoff));
                }
                assert!(
                    l.card.y >= 60.0,
                    "our cards too small at {w}x{h} {players}p"
                );
                let others_h = l.others[0].card.y;
                assert!(
                    others_h >= 25.0,
                    "others' cards too small at {w}x{h} {players}p"
                );
            }
        }
    }

    #[test]
    fn opponents_sit_around_the_table_in_turn_order() {
        let rect = Rect::from_min_size(Pos2::ZERO, vec2(1600.0, 1000.0));
        let mid = rect.center().x;
        for players in 3..=6u8 {
            let l = compute(rect, players, 0, 5, 3);
            let me = l.viewer_area();
            let first = &l.others[0];
            let last = l.others.last().expect("3+ players have others");
            // The next seat is on the left, the one before us on the right,
            // both level with the table rather than across it.
            assert!(
                first.area.right() < mid && last.area.left() > mid,
                "{players}p"
            );
            assert!(
                first.area.bottom() > l.stock.top(),
                "{players}p left seat too high"
            );
            assert!(
                last.area.bottom() > l.stock.top(),
                "{players}p right seat too high"
            );
            // Everyone else sits above our own piles.
            for b in &l.others {
                assert!(b.area.bottom() <= me.top() + 0.5);
            }
        }
        // Two players face each other; four put the partner straight across.
        let l = compute(rect, 2, 0, 5, 3);
        assert!((l.others[0].area.center().x - mid).abs() < 1.0);
        assert!(l.others[0].area.bottom() <= l.stock.top());
        let l = compute(rect, 4, 1, 5, 3);
        let across = l.seat_box(3).expect("seat 3 is at the table");
        assert!((across.area.center().x - mid).abs() < 1.0);
        assert!(across.area.bottom() <= l.stock.top());
        assert_eq!(l.others[0].seat, 2, "the next seat in turn is on the left");
        assert!(l.others[0].area.right() < mid);
    }

    #[test]
    fn long_side_piles_keep_their_newest_cards_readable_at_every_seat() {
        use crate::fan::{index_font, min_step};
        for (w, h) in [(800.0, 600.0), (1400.0, 950.0), (1920.0, 1080.0)] {
            let rect = Rect::from_min_size(pos2(0.0, 30.0), vec2(w, h));
            for players in 2..=6u8 {
                let l = compute(rect, players, 0, 5, 3);
                for b in l.others.iter().chain([&l.me]) {
                    for n in [2, 5, 8, 13, 16, 40] {
                        let fan = b.side_fan(n);
                        // Each row is tall enough for its index to read.
                        assert!(
                            fan.step >= min_step(b.card.y) - 1e-3,
                            "{players}p {w}x{h} seat {} {n} cards: step {}",
                            b.seat,
                            fan.step
                        );
                        assert!(index_font(fan.step, b.card.y) >= 9.0);
                        // The pile stays in the seat's own area.
                        let top = b.side_card(3, n - 1, n);
                        assert!(b.area.expand(0.5).contains_rect(top));
                        // Besides the top card, at least the one below it
                        // (or the marker) shows.
                        assert!(fan.depth() >= min_step(b.card.y) - 1e-3);
                    }
                    // Our own piles show their newest covered cards one by one.
                    if b.seat == 0 {
                        let fan = b.side_fan(16);
                        assert!(
                            fan.shown().len() >= 4,
                            "{players}p {w}x{h}: only {:?} of our 16 shown",
                            fan.shown()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn tiny_windows_do_not_panic() {
        for (w, h) in [(300.0, 200.0), (0.0, 0.0), (10.0, 5000.0), (5000.0, 10.0)] {
            let rect = Rect::from_min_size(Pos2::ZERO, vec2(w, h));
            for players in 0..=8u8 {
                let l = compute(rect, players, players.saturating_sub(1), 5, 3);
                assert!(l.card.y >= MIN_CARD_H && l.card.x.is_finite());
            }
        }
    }

    #[test]
    fn drops_find_their_target() {
        use spite_core::Target;
        let rect = Rect::from_min_size(Pos2::ZERO, vec2(1000.0, 700.0));
        let l = compute(rect, 2, 0, 5, 3);
        assert_eq!(l.target_at(l.centre[2].center()), Some(Target::Centre(2)));
        assert_eq!(l.target_at(l.me.sides[1].center()), Some(Target::Side(1)));
        assert_eq!(l.target_at(l.hand[0].center()), None);
        assert_eq!(l.target_at(pos2(-50.0, -50.0)), None);
    }
}
