//! The table as a reviewed seat saw it before a decision, painted small
//! in the review's window: the other seats' pay-off and side piles at the
//! top, the stock and centre piles in the middle, the seat's own pay-off
//! pile, side piles and hand at the bottom; the places a turn takes cards
//! from and puts them on outlined, each ring numbered with its move.

use egui::{Align2, Color32, FontId, Painter, Rect, Vec2, pos2, vec2};
use spite_core::{Move, PlayerView, SIDE_PILES, Source, Target};

use crate::cards::{paint_back, paint_face, paint_ring, paint_slot};

/// A place on the small table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A card of the seat's hand, by its slot in the hand shown.
    Hand(usize),
    Payoff(u8),
    Side(u8, u8),
    Centre(u8),
}

/// Card height over width.
const ASPECT: f32 = 1.4;
/// The other seats' cards, against the seat's own.
const SMALL: f32 = 0.7;

/// Where each pile goes in a rect, for a view.
struct Board {
    small: Vec2,
    /// Each other seat: its pay-off pile and its side piles.
    others: Vec<(u8, Rect, [Rect; SIDE_PILES])>,
    stock: Rect,
    centre: Vec<Rect>,
    payoff: Rect,
    sides: [Rect; SIDE_PILES],
    hand: Vec<Rect>,
    /// Above each other seat's piles, for its name.
    labels: Vec<(u8, egui::Pos2)>,
    font: FontId,
}

/// The height a board `width` wide needs for `view`.
pub fn height_for(view: &PlayerView, width: f32) -> f32 {
    let (card, rows) = sizes(view, width);
    card.y * (2.0 + SMALL * rows as f32) + card.x * (1.6 + 0.9 * rows as f32)
}

/// The card size for a board `width` wide, and the rows of other seats.
fn sizes(view: &PlayerView, width: f32) -> (Vec2, usize) {
    let hand = usize::from(view.rules().hand_size).max(view.hand().len());
    // Bottom row: pay-off, side piles, hand, with gaps between the groups.
    let bottom = 1.0 + SIDE_PILES as f32 + hand as f32 + 1.0 + 0.15 * 10.0;
    let centre = 1.0 + f32::from(view.rules().centre_piles) + 1.0 + 0.15 * 8.0;
    let w = width / bottom.max(centre);
    let others = usize::from(view.rules().players) - 1;
    (vec2(w, w * ASPECT), others.div_ceil(per_row(width, w)))
}

/// The width of another seat's piles (pay-off and side piles) for cards
/// `w` wide.
fn group_width(w: f32) -> f32 {
    (1.0 + SIDE_PILES as f32) * (w * SMALL + w * 0.15) + w * 0.6
}

/// Other seats on one row of a board `width` wide.
fn per_row(width: f32, w: f32) -> usize {
    ((width / group_width(w)).floor() as usize).max(1)
}

impl Board {
    fn new(view: &PlayerView, rect: Rect) -> Board {
        let (card, _) = sizes(view, rect.width());
        let small = card * SMALL;
        let gap = card.x * 0.15;
        let font = FontId::proportional((card.x * 0.32).clamp(9.0, 14.0));
        let line = card.x * 0.45;
        let seat = view.seat();
        let players = view.rules().players;
        let mut others = vec![];
        let mut labels = vec![];
        let group_w = group_width(card.x);
        let mut y = rect.top();
        // In turn order from the seat's left.
        let order: Vec<u8> = (1..players).map(|k| (seat + k) % players).collect();
        for row in order.chunks(per_row(rect.width(), card.x)) {
            let row_w = row.len() as f32 * group_w;
            let mut x = rect.center().x - row_w * 0.5;
            for &other in row {
                labels.push((other, pos2(x, y)));
                let top = y + line;
                let payoff = Rect::from_min_size(pos2(x, top), small);
                let sides = std::array::from_fn(|i| {
                    Rect::from_min_size(
                        pos2(x + (i as f32 + 1.0) * (small.x + gap) + gap * 2.0, top),
                        small,
                    )
                });
                others.push((other, payoff, sides));
                x += group_w;
            }
            y += line + small.y + card.x * 0.45;
        }
        // The middle: stock, then the centre piles.
        let piles = usize::from(view.rules().centre_piles);
        let middle_w = (piles + 1) as f32 * (card.x + gap) + card.x;
        let mut x = rect.center().x - middle_w * 0.5;
        let stock = Rect::from_min_size(pos2(x, y), card);
        x += card.x * 2.0 + gap;
        let centre = (0..piles)
            .map(|i| Rect::from_min_size(pos2(x + i as f32 * (card.x + gap), y), card))
            .collect();
        y += card.y + card.x * 0.6;
        // The bottom: the seat's own piles and hand.
        let hand_n = view.hand().len();
        let x0 = rect.left() + gap;
        let payoff = Rect::from_min_size(pos2(x0, y), card);
        let sides = std::array::from_fn(|i| {
            Rect::from_min_size(pos2(x0 + card.x * 1.5 + i as f32 * (card.x + gap), y), card)
        });
        let hand_x = x0 + card.x * 2.0 + SIDE_PILES as f32 * (card.x + gap);
        let hand = (0..hand_n)
            .map(|i| Rect::from_min_size(pos2(hand_x + i as f32 * (card.x + gap), y), card))
            .collect();
        Board {
            small,
            others,
            stock,
            centre,
            payoff,
            sides,
            hand,
            labels,
            font,
        }
    }

    fn rect(&self, place: Place) -> Option<Rect> {
        match place {
            Place::Hand(i) => self.hand.get(i).copied(),
            Place::Centre(c) => self.centre.get(usize::from(c)).copied(),
            Place::Payoff(_) | Place::Side(..) => {
                let (seat, pile) = match place {
                    Place::Payoff(s) => (s, None),
                    Place::Side(s, p) => (s, Some(p)),
                    _ => unreachable!("matched above"),
                };
                if let Some((_, payoff, sides)) = self.others.iter().find(|o| o.0 == seat) {
                    return match pile {
                        None => Some(*payoff),
                        Some(p) => sides.get(usize::from(p)).copied(),
                    };
                }
                match pile {
                    None => Some(self.payoff),
                    Some(p) => self.sides.get(usize::from(p)).copied(),
                }
            }
        }
    }
}

/// One turn to outline: its moves, in a colour.
pub struct Outline<'a> {
    pub moves: &'a [Move],
    pub colour: Color32,
}

/// Paints `view` in `rect` with each of `outlines` ringed (the places its
/// moves take cards from and put them on, numbered in order); `names`
/// names the other seats; `ink` is the captions' colour.
pub fn paint(
    p: &Painter,
    rect: Rect,
    view: &PlayerView,
    outlines: &[Outline<'_>],
    names: &dyn Fn(u8) -> String,
    ink: Color32,
) {
    let b = Board::new(view, rect);
    for &(seat, at) in &b.labels {
        p.text(at, Align2::LEFT_TOP, names(seat), b.font.clone(), ink);
    }
    for (seat, payoff, sides) in &b.others {
        pile(
            p,
            *payoff,
            view.payoff_top(*seat),
            view.payoff_count(*seat),
            &b,
            ink,
        );
        for (i, r) in sides.iter().enumerate() {
            let cards = view.side(*seat, i as u8);
            pile(p, *r, cards.last().copied(), cards.len(), &b, ink);
        }
    }
    if view.stock_count() > 0 {
        paint_back(p, b.stock);
    } else {
        paint_slot(p, b.stock, "", ink);
    }
    count(p, b.stock, view.stock_count(), &b, ink);
    for (i, r) in b.centre.iter().enumerate() {
        match view.centre(i as u8).last() {
            Some(&c) => paint_face(p, *r, c),
            None => paint_slot(p, *r, &(i + 1).to_string(), ink),
        }
    }
    let me = view.seat();
    pile(
        p,
        b.payoff,
        view.payoff_top(me),
        view.payoff_count(me),
        &b,
        ink,
    );
    for (i, r) in b.sides.iter().enumerate() {
        let cards = view.side(me, i as u8);
        pile(p, *r, cards.last().copied(), cards.len(), &b, ink);
    }
    for (r, &c) in b.hand.iter().zip(view.hand()) {
        paint_face(p, *r, c);
    }
    for (k, o) in outlines.iter().enumerate() {
        // The second turn's rings sit a little further out, so both show
        // where the turns share a place.
        let grow = 2.0 + 4.0 * k as f32;
        for (step, (from, to)) in places(view, o.moves).into_iter().enumerate() {
            for (at, place) in [(0.0, from), (1.0, Some(to))] {
                let Some(r) = place.and_then(|pl| b.rect(pl)) else {
                    continue;
                };
                let r = r.expand(grow);
                paint_ring(p, r, o.colour, 2.0);
                number(p, r, step + 1, at, o.colour, &b);
            }
        }
    }
}

/// A pile: its top card (face up, or the back of a face-down one), or an
/// empty place; its count under it when it holds more than one.
fn pile(p: &Painter, r: Rect, top: Option<spite_core::Card>, n: usize, b: &Board, ink: Color32) {
    match top {
        Some(c) => paint_face(p, r, c),
        None if n > 0 => paint_back(p, r),
        None => paint_slot(p, r, "", ink),
    }
    if n > 1 {
        count(p, r, n, b, ink);
    }
}

fn count(p: &Painter, r: Rect, n: usize, b: &Board, ink: Color32) {
    let font = FontId::proportional(b.font.size * 0.85);
    p.text(
        r.center_bottom() + vec2(0.0, 1.0),
        Align2::CENTER_TOP,
        n.to_string(),
        font,
        ink,
    );
}

/// A move's number on its ring: at the source's top-left corner
/// (`at` 0), or the target's top-right (`at` 1).
fn number(p: &Painter, r: Rect, n: usize, at: f32, colour: Color32, b: &Board) {
    let radius = (b.small.x * 0.22).clamp(6.0, 10.0);
    let c = pos2(r.left() + r.width() * at, r.top());
    p.circle_filled(c, radius, colour);
    let font = FontId::proportional(radius * 1.3);
    p.text(
        c,
        Align2::CENTER_CENTER,
        n.to_string(),
        font,
        Color32::BLACK,
    );
}

/// Each move's place taken from (none for a card the small table does not
/// show) and place put on, on the table as `view` shows it: a hand card
/// is found by the card itself, as slots close up once cards are played.
fn places(view: &PlayerView, moves: &[Move]) -> Vec<(Option<Place>, Place)> {
    let me = view.seat();
    let mut v = view.clone();
    let mut used = vec![false; view.hand().len()];
    let mut out = vec![];
    for &mv in moves {
        let from = match mv.from {
            Source::Hand(_) => v.card_at(mv.from).and_then(|card| {
                let slot = (0..used.len()).find(|&i| !used[i] && view.hand()[i] == card)?;
                used[slot] = true;
                Some(Place::Hand(slot))
            }),
            Source::Payoff => Some(Place::Payoff(me)),
            Source::PartnerPayoff => view.partner().map(Place::Payoff),
            Source::Side(i) => Some(Place::Side(me, i)),
        };
        let to = match mv.to {
            Target::Centre(c) => Place::Centre(c),
            Target::Side(i) => Place::Side(me, i),
        };
        out.push((from, to));
        if v.apply_visible(mv).is_err() {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::Rules;

    #[test]
    fn a_hand_card_is_found_by_itself_as_the_hand_closes_up() {
        let game = spite_core::Record::new(Rules::g4a(), 21, Some(0))
            .initial()
            .expect("deals");
        let view = game.observation(0);
        let last = view.hand().len() as u8 - 1;
        // The last card discarded, then (were the turn to go on) the first.
        let moves = [Move {
            from: Source::Hand(last),
            to: Target::Side(2),
        }];
        let got = places(&view, &moves);
        assert_eq!(
            got,
            vec![(Some(Place::Hand(usize::from(last))), Place::Side(0, 2))]
        );
    }

    #[test]
    fn every_place_is_inside_the_board() {
        for players in [2u8, 3, 4, 6] {
            let rules = Rules {
                players,
                ..Rules::g4a()
            };
            let Ok(game) = spite_core::Record::new(rules, 5, Some(0)).initial() else {
                continue;
            };
            let view = game.observation(0);
            let width = 600.0;
            let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(width, height_for(&view, width)));
            let b = Board::new(&view, rect);
            let mut all = vec![b.stock, b.payoff];
            all.extend(b.centre.iter().chain(&b.sides).chain(&b.hand));
            for (_, payoff, sides) in &b.others {
                all.push(*payoff);
                all.extend(sides);
            }
            for r in all {
                assert!(
                    rect.contains_rect(r),
                    "{players} seats: {r:?} outside {rect:?}"
                );
            }
        }
    }
}
