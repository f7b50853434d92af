//! Where everything sits on the table for a given window size: pure
//! geometry, recomputed each frame (it is cheap), so the table adapts to any
//! size down to about 800x600 and beyond without panicking.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use spite_core::SIDE_PILES;

use crate::anim::Place;
use crate::cards::ASPECT;

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
    /// Offset between cards of a fanned side pile of `n` cards.
    pub fn fan_step(&self, n: usize) -> f32 {
        if n <= 1 {
            return 0.0;
        }
        (self.card.y * 0.2).min(self.fan / (n - 1) as f32)
    }

    /// The rect of card `i` (0 = bottom) of side pile `pile` holding `n` cards.
    pub fn side_card(&self, pile: usize, i: usize, n: usize) -> Rect {
        self.sides[pile].translate(vec2(0.0, self.fan_step(n) * i as f32))
    }

    /// The whole area a side pile may cover: where it can be clicked or dropped on.
    pub fn side_area(&self, pile: usize) -> Rect {
        let r = self.sides[pile];
        Rect::from_min_max(r.min, r.max + vec2(0.0, self.fan))
    }

    /// Offset between the face-down cards of a hand of `n`.
    pub fn hand_step(&self) -> f32 {
        self.card.x * 0.18
    }
}

#[derive(Clone, Debug)]
pub struct Layout {
    pub card: Vec2,
    pub me: SeatBox,
    pub hand: Vec<Rect>,
    pub centre: Vec<Rect>,
    pub stock: Rect,
    pub others: Vec<SeatBox>,
}

/// Lays out the table in `rect` for `players` seats seen from `viewer`.
pub fn compute(rect: Rect, players: u8, viewer: u8, hand_size: u8, centre_piles: u8) -> Layout {
    let players = players.max(2);
    let k = usize::from(players - 1);
    let per_row = if k <= 3 { k } else { k.div_ceil(2) };
    let rows = k.div_ceil(per_row);
    let ko = if k == 1 { 0.8 } else { 0.62 };
    let hs = f32::from(hand_size.max(1));
    let n = f32::from(centre_piles.max(1));

    let fixed_h = rows as f32 * LINE + 2.0 * 14.0 + LINE + GAP * (rows as f32 + 3.0) + 12.0;
    let units_w = [6.6, hs * 1.15, 1.9 + n * 1.3]
        .into_iter()
        .fold(0.0, f32::max);
    let h_from_width = (rect.width() - 20.0) / (units_w * ASPECT);
    // Other seats' cards are a fraction `ko` of ours, smaller still when a
    // row of them would not fit the width; a second pass gives our cards the
    // height that frees.
    let mut ko = ko;
    let mut h = 28.0;
    for _ in 0..2 {
        let units_h = rows as f32 * 1.45 * ko + 1.0 + 1.75 + 1.0;
        h = ((rect.height() - fixed_h) / units_h)
            .min(h_from_width)
            .clamp(28.0, 220.0);
        let row_fit = (rect.width() - 20.0) / (per_row as f32 * 8.7 * ASPECT * h);
        ko = ko.min(row_fit).max(0.3);
    }
    let card = vec2(h * ASPECT, h);
    let w = card.x;

    let total_h = rows as f32 * (LINE + 1.45 * ko * h)
        + (h + 28.0)
        + (LINE + 1.75 * h)
        + h
        + GAP * (rows as f32 + 3.0);
    let mut y = rect.top() + ((rect.height() - total_h) * 0.5).max(4.0);
    let cx = rect.center().x;

    // Other seats, in turn order after the viewer, in rows across the top.
    let mut others = vec![];
    let oc = card * ko;
    let box_w = 8.2 * oc.x;
    for row in 0..rows {
        let seats_here: Vec<usize> = (row * per_row..((row + 1) * per_row).min(k)).collect();
        let row_w = seats_here.len() as f32 * box_w + (seats_here.len() as f32 - 1.0) * 0.5 * oc.x;
        let mut x = cx - row_w * 0.5;
        for i in seats_here {
            let seat = ((usize::from(viewer) + 1 + i) % usize::from(players)) as u8;
            let top = y + LINE;
            let fan = 0.45 * oc.y;
            let payoff = Rect::from_min_size(pos2(x, top), oc);
            let sides = std::array::from_fn(|p| {
                Rect::from_min_size(pos2(x + oc.x * (1.4 + 1.2 * p as f32), top), oc)
            });
            let hand = Rect::from_min_size(pos2(x + oc.x * 6.4, top), oc);
            let area = Rect::from_min_size(pos2(x, y), vec2(box_w, LINE + oc.y + fan));
            others.push(SeatBox {
                seat,
                area,
                card: oc,
                payoff,
                sides,
                fan,
                hand,
            });
            x += box_w + 0.5 * oc.x;
        }
        y += LINE + 1.45 * ko * h + GAP;
    }

    // Centre row: stock, then the centre piles; captions underneath.
    let row_w = w * 1.9 + n * w * 1.3 - 0.3 * w;
    let x0 = cx - row_w * 0.5;
    let stock = Rect::from_min_size(pos2(x0, y), card);
    let centre = (0..centre_piles.max(1))
        .map(|i| Rect::from_min_size(pos2(x0 + w * 1.9 + f32::from(i) * w * 1.3, y), card))
        .collect();
    y += h + 28.0 + GAP;

    // The viewer's pay-off pile and side piles.
    let my_w = 6.6 * w;
    let x0 = cx - my_w * 0.5;
    let top = y + LINE;
    let payoff = Rect::from_min_size(pos2(x0, top), card);
    let sides = std::array::from_fn(|p| {
        Rect::from_min_size(pos2(x0 + w * (1.6 + 1.25 * p as f32), top), card)
    });
    let fan = 0.75 * h;
    let me = SeatBox {
        seat: viewer,
        area: Rect::from_min_size(pos2(x0, y), vec2(my_w, LINE + h + fan)),
        card,
        payoff,
        sides,
        fan,
        hand: Rect::NOTHING,
    };
    y += LINE + h + fan + GAP;

    // The hand along the bottom.
    let hand_w = hs * w * 1.15 - 0.15 * w;
    let x0 = cx - hand_w * 0.5;
    let hand = (0..hand_size.max(1))
        .map(|i| Rect::from_min_size(pos2(x0 + f32::from(i) * w * 1.15, y), card))
        .collect();

    Layout {
        card,
        me,
        hand,
        centre,
        stock,
        others,
    }
}

impl Layout {
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
                    self.hand
                        .get(usize::from(slot))
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

    fn no_overlap(a: Rect, b: Rect) -> bool {
        !a.shrink(0.5).intersects(b.shrink(0.5))
    }

    #[test]
    fn the_table_fits_every_size_and_seat_count() {
        for (w, h) in [
            (800.0, 600.0),
            (1280.0, 800.0),
            (1920.0, 1080.0),
            (300.0, 200.0),
        ] {
            let rect = Rect::from_min_size(Pos2::ZERO, vec2(w, h));
            for players in 2..=6u8 {
                let l = compute(rect, players, 0, 5, 3);
                assert_eq!(l.others.len(), usize::from(players) - 1);
                let mut seats: Vec<u8> = l.others.iter().map(|b| b.seat).collect();
                seats.sort();
                assert_eq!(seats, (1..players).collect::<Vec<_>>());
                if w >= 800.0 {
                    // Everything is inside the window and nothing overlaps.
                    let mut all = vec![l.stock, l.me.payoff];
                    all.extend(l.centre.iter().copied());
                    all.extend(l.hand.iter().copied());
                    all.extend((0..4).map(|p| l.me.side_area(p)));
                    for b in &l.others {
                        all.push(b.area);
                    }
                    for r in &all {
                        assert!(rect.expand(1.0).contains_rect(*r), "{r:?} outside {rect:?}");
                    }
                    for (i, a) in all.iter().enumerate() {
                        for b in &all[i + 1..] {
                            assert!(
                                no_overlap(*a, *b),
                                "{a:?} overlaps {b:?} ({players}p {w}x{h})"
                            );
                        }
                    }
                    assert!(l.card.y >= 40.0, "cards too small at {w}x{h} {players}p");
                }
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
