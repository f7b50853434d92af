//! Cards painted as vector shapes and text, so they stay sharp at any size
//! and pixel density. Suits come from egui's emoji font (♠♥♦♣).

use egui::epaint::Shadow;
use egui::{
    Align2, Color32, CornerRadius, FontId, Mesh, Painter, Pos2, Rect, Shape, Stroke, StrokeKind,
    pos2, vec2,
};
use spite_core::{Card, Rank};

use crate::look::Back;

pub const RED: Color32 = Color32::from_rgb(196, 24, 36);
pub const BLACK: Color32 = Color32::from_rgb(24, 24, 28);
const FACE: Color32 = Color32::from_rgb(253, 252, 248);
/// A court card's face: warmer than a number card's, so J, Q and K stand
/// out even in a fan's strip.
const COURT_FACE: Color32 = Color32::from_rgb(252, 240, 208);
/// The gold of a court card's crown.
const GOLD: Color32 = Color32::from_rgb(214, 162, 40);
const EDGE: Color32 = Color32::from_rgb(90, 90, 90);
const BACK: Color32 = Color32::from_rgb(38, 66, 140);
const BACK_LINE: Color32 = Color32::from_rgb(120, 150, 220);

/// Width over height of a card.
pub const ASPECT: f32 = 0.70;

fn radius(rect: Rect) -> CornerRadius {
    CornerRadius::same((rect.width() * 0.09).clamp(2.0, 12.0) as u8)
}

/// A card's rounded outline filled with `fill`, nothing on it yet.
fn paint_blank(p: &Painter, rect: Rect, fill: Color32) {
    p.rect(
        rect,
        radius(rect),
        fill,
        Stroke::new(1.0, EDGE),
        StrokeKind::Inside,
    );
}

/// How high a card is held above the felt: it decides its shadow (and,
/// for a card in the hand, how far it rises; see `table_ui`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Lift {
    /// Lying on the table or on a pile.
    Resting,
    /// Picked up by a click or a key.
    Held,
    /// Under the pointer, or flying across the table.
    Flying,
}

/// The soft shadow a card casts on the felt: small while it rests, wider
/// and further off the more it is lifted.
pub fn paint_shadow(p: &Painter, rect: Rect, lift: Lift) {
    let (offset, blur, alpha) = match lift {
        Lift::Resting => ([2, 3], 8, 110),
        Lift::Held => ([4, 8], 14, 110),
        Lift::Flying => ([7, 13], 20, 115),
    };
    let shadow = Shadow {
        offset,
        blur,
        spread: 0,
        color: Color32::from_black_alpha(alpha),
    };
    p.add(shadow.as_shape(rect, radius(rect)));
}

/// A face-up card raised off the table: its shadow, then the card.
pub fn paint_lifted(p: &Painter, rect: Rect, card: Card, lift: Lift) {
    paint_shadow(p, rect, lift);
    paint_card(p, rect, card);
}

/// The colour a card's rank and suit are printed in.
fn ink(card: Card) -> Color32 {
    if card.suit().is_red() { RED } else { BLACK }
}

/// A face-up card lying on the table, with its shadow.
pub fn paint_face(p: &Painter, rect: Rect, card: Card) {
    paint_lifted(p, rect, card, Lift::Resting);
}

/// Whether a card is a jack, queen or king.
fn is_court(card: Card) -> bool {
    card.rank() >= Rank::JACK
}

/// A card's paper: warm for a court card.
fn face_fill(card: Card) -> Color32 {
    if is_court(card) { COURT_FACE } else { FACE }
}

/// A card's paper as painted: dimmed a little on the dark table, so the
/// cards do not glare from it (their ink still reads: see the tests).
fn paper(p: &Painter, card: Card) -> Color32 {
    let fill = face_fill(card);
    if crate::look::Look::of(p.ctx()).dark {
        dimmed(fill)
    } else {
        fill
    }
}

/// A colour at 95% of its brightness.
fn dimmed(c: Color32) -> Color32 {
    let f = |v: u8| (f32::from(v) * 0.95).round() as u8;
    Color32::from_rgb(f(c.r()), f(c.g()), f(c.b()))
}

/// A face-up card, no shadow.
fn paint_card(p: &Painter, rect: Rect, card: Card) {
    if card.is_unknown() {
        paint_back_only(p, rect);
        return;
    }
    paint_blank(p, rect, paper(p, card));
    let colour = ink(card);
    let h = rect.height();
    let rank = card.rank().face();
    let suit = card.suit().symbol().to_string();
    if h < 70.0 {
        // Small cards: one big rank and suit, readable at a glance.
        p.text(
            rect.center_top() + vec2(0.0, h * 0.06),
            Align2::CENTER_TOP,
            rank,
            FontId::proportional(h * 0.36),
            colour,
        );
        p.text(
            rect.center_bottom() - vec2(0.0, h * 0.06),
            Align2::CENTER_BOTTOM,
            &suit,
            FontId::proportional(h * 0.36),
            colour,
        );
        return;
    }
    let corner = FontId::proportional(h * 0.2);
    let pad = vec2(rect.width() * 0.07, h * 0.03);
    p.text(
        rect.left_top() + pad,
        Align2::LEFT_TOP,
        rank,
        corner.clone(),
        colour,
    );
    p.text(
        rect.left_top() + pad + vec2(0.0, h * 0.2),
        Align2::LEFT_TOP,
        &suit,
        FontId::proportional(h * 0.15),
        colour,
    );
    p.text(
        rect.right_bottom() - pad,
        Align2::RIGHT_BOTTOM,
        rank,
        corner,
        colour,
    );
    if is_court(card) {
        paint_court(p, rect, card, colour);
        return;
    }
    p.text(
        rect.center() + vec2(0.0, h * 0.04),
        Align2::CENTER_CENTER,
        &suit,
        FontId::proportional(h * 0.42),
        colour,
    );
}

/// A court card's middle: a framed panel with its crown (a king's three
/// spikes, a queen's five pearls, a jack's feathered cap), the rank's
/// letter large and the suit below it, so J, Q and K read at a glance.
fn paint_court(p: &Painter, rect: Rect, card: Card, colour: Color32) {
    let (w, h) = (rect.width(), rect.height());
    let panel = Rect::from_center_size(
        rect.center() + vec2(0.0, h * 0.04),
        vec2(w * 0.46, h * 0.62),
    );
    p.rect(
        panel,
        CornerRadius::same((w * 0.05) as u8),
        Color32::from_white_alpha(150),
        Stroke::new(1.0, colour.gamma_multiply(0.7)),
        StrokeKind::Inside,
    );
    let crown = Rect::from_center_size(
        panel.center_top() + vec2(0.0, panel.height() * 0.17),
        vec2(panel.width() * 0.62, panel.height() * 0.2),
    );
    paint_crown(p, crown, card.rank(), colour);
    p.text(
        panel.center() + vec2(0.0, panel.height() * 0.08),
        Align2::CENTER_CENTER,
        card.rank().face(),
        FontId::proportional(h * 0.27),
        colour,
    );
    p.text(
        panel.center_bottom() - vec2(0.0, panel.height() * 0.04),
        Align2::CENTER_BOTTOM,
        card.suit().symbol().to_string(),
        FontId::proportional(h * 0.13),
        colour,
    );
}

/// The crown of a court card in `r`: a king's has three tall spikes, a
/// queen's five short ones with pearls, a jack's is a cap with a feather.
fn paint_crown(p: &Painter, r: Rect, rank: Rank, ink: Color32) {
    let outline = Stroke::new(1.0, ink);
    let at = |x: f32, y: f32| pos2(r.left() + r.width() * x, r.top() + r.height() * y);
    let points: Vec<Pos2> = match rank {
        Rank::KING => vec![
            at(0.0, 1.0),
            at(0.0, 0.1),
            at(0.25, 0.55),
            at(0.5, 0.0),
            at(0.75, 0.55),
            at(1.0, 0.1),
            at(1.0, 1.0),
        ],
        Rank::QUEEN => {
            let mut v = vec![at(0.05, 1.0)];
            for i in 0..5 {
                let x = 0.05 + 0.9 * i as f32 / 4.0;
                v.push(at(x, 0.35));
                if i < 4 {
                    v.push(at(x + 0.1125, 0.65));
                }
            }
            v.push(at(0.95, 1.0));
            v
        }
        _ => vec![
            at(0.1, 1.0),
            at(0.2, 0.45),
            at(0.5, 0.3),
            at(0.8, 0.45),
            at(0.9, 1.0),
        ],
    };
    // Filled as a fan of triangles from the band's middle, as one mesh
    // without feathering (the outline drawn over it smooths the edge).
    let mut mesh = Mesh::default();
    mesh.colored_vertex(at(0.5, 1.0), GOLD);
    for &pt in &points {
        mesh.colored_vertex(pt, GOLD);
    }
    for i in 1..points.len() as u32 {
        mesh.add_triangle(0, i, i + 1);
    }
    p.add(Shape::mesh(mesh));
    p.add(Shape::closed_line(points, outline));
    let dot = (r.height() * 0.12).max(1.5);
    match rank {
        Rank::KING => {
            for x in [0.0, 0.5, 1.0] {
                let y = if x == 0.5 { 0.0 } else { 0.1 };
                p.circle(at(x, y), dot, GOLD, outline);
            }
        }
        Rank::QUEEN => {
            for i in 0..5 {
                p.circle(
                    at(0.05 + 0.9 * i as f32 / 4.0, 0.35),
                    dot,
                    Color32::WHITE,
                    outline,
                );
            }
        }
        _ => {
            // The feather, sweeping up from the cap.
            p.line_segment(
                [at(0.55, 0.35), at(0.95, -0.3)],
                Stroke::new(dot * 1.4, ink),
            );
        }
    }
}

/// A face-down card lying on the table, with its shadow.
pub fn paint_back(p: &Painter, rect: Rect) {
    paint_shadow(p, rect, Lift::Resting);
    paint_back_only(p, rect);
}

/// A face-down card, no shadow, in the design chosen in Settings.
fn paint_back_only(p: &Painter, rect: Rect) {
    let back = crate::look::Look::of(p.ctx()).back;
    let (fill, line) = back_colours(back);
    let r = radius(rect);
    p.rect(
        rect,
        r,
        fill,
        Stroke::new(1.0, Color32::WHITE),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(rect.width() * 0.1);
    p.rect_stroke(inner, r, Stroke::new(1.0, line), StrokeKind::Inside);
    let stroke = Stroke::new(1.0, line.gamma_multiply(0.6));
    match back {
        Back::Lattice | Back::Diamonds => {
            // Diagonals inside the frame: one way for the lattice, both
            // ways (a chequer of diamonds) for the diamonds.
            let n = if back == Back::Lattice { 4 } else { 3 };
            for i in 1..n {
                let t = i as f32 / n as f32;
                let x = inner.left() + inner.width() * t;
                let y = inner.top() + inner.height() * t;
                p.line_segment([pos2(x, inner.top()), pos2(inner.left(), y)], stroke);
                p.line_segment([pos2(x, inner.bottom()), pos2(inner.right(), y)], stroke);
                if back == Back::Diamonds {
                    let xr = inner.right() - inner.width() * t;
                    p.line_segment([pos2(xr, inner.top()), pos2(inner.right(), y)], stroke);
                    p.line_segment([pos2(xr, inner.bottom()), pos2(inner.left(), y)], stroke);
                }
            }
            if back == Back::Diamonds {
                p.line_segment([inner.left_top(), inner.right_bottom()], stroke);
                p.line_segment([inner.right_top(), inner.left_bottom()], stroke);
            }
        }
        Back::Rings => {
            // Rings round the middle, the outer ones cut by the frame.
            let clipped = p.with_clip_rect(inner.intersect(p.clip_rect()));
            let step = inner.width() * 0.16;
            for i in 1..=4 {
                clipped.circle_stroke(inner.center(), step * i as f32, stroke);
            }
            clipped.circle_filled(inner.center(), step * 0.4, line);
        }
    }
}

/// A back design's cloth and line colours.
fn back_colours(back: Back) -> (Color32, Color32) {
    match back {
        Back::Lattice => (BACK, BACK_LINE),
        Back::Diamonds => (
            Color32::from_rgb(150, 32, 44),
            Color32::from_rgb(240, 160, 150),
        ),
        Back::Rings => (
            Color32::from_rgb(28, 96, 64),
            Color32::from_rgb(150, 220, 170),
        ),
    }
}

/// An empty place on the table, with a faint caption.
pub fn paint_slot(p: &Painter, rect: Rect, caption: &str, ink: Color32) {
    paint_slot_fitting(p, rect, &[caption], ink);
}

/// An empty place with the first of `captions` that fits in it (a word,
/// then a shorter form): a word wider than the slot (a long language, a
/// small card) would run over the next pile.
pub fn paint_slot_fitting(p: &Painter, rect: Rect, captions: &[&str], ink: Color32) {
    let r = radius(rect);
    p.rect_stroke(
        rect,
        r,
        Stroke::new(1.5, ink.gamma_multiply(0.5)),
        StrokeKind::Inside,
    );
    let colour = ink.gamma_multiply(0.7);
    let font = slot_font(rect);
    let fits = slot_caption(rect, captions, |t| {
        p.layout_no_wrap(t.to_owned(), font.clone(), colour)
            .size()
            .x
    });
    if let Some(caption) = fits {
        let galley = p.layout_no_wrap(caption.to_owned(), font, colour);
        let at = Align2::CENTER_CENTER.anchor_size(rect.center(), galley.size());
        p.galley(at.min, galley, colour);
    }
}

/// The size of an empty slot's caption.
pub fn slot_font(rect: Rect) -> FontId {
    FontId::proportional((rect.height() * 0.14).clamp(9.0, 16.0))
}

/// The first of `captions` that fits in an empty slot at `rect` (`width`
/// measures a text at [`slot_font`]); none for no caption at all.
pub fn slot_caption<'a>(
    rect: Rect,
    captions: &[&'a str],
    width: impl Fn(&str) -> f32,
) -> Option<&'a str> {
    captions
        .iter()
        .copied()
        .find(|c| !c.is_empty() && width(c) <= rect.width() - 4.0)
}

/// A coloured ring around a card or pile (selection, legal target, hint).
pub fn paint_ring(p: &Painter, rect: Rect, colour: Color32, width: f32) {
    p.rect_stroke(
        rect.expand(width * 0.5 + 1.0),
        radius(rect),
        Stroke::new(width, colour),
        StrokeKind::Outside,
    );
}

/// A ring hugging a card (2 px, no gap): for small cards with a caption
/// just above them.
pub fn paint_tight_ring(p: &Painter, rect: Rect, colour: Color32) {
    p.rect_stroke(
        rect,
        radius(rect),
        Stroke::new(2.0, colour),
        StrokeKind::Outside,
    );
}

/// A face-up card of a fanned pile of which only the top `visible` pixels
/// show: its index (rank and suit) on one line in that strip, sized by
/// `crate::fan::index_font` so it reads at every step the fan allows.
pub fn paint_covered(p: &Painter, rect: Rect, visible: f32, card: Card) {
    if card.is_unknown() {
        paint_back_only(&strip_painter(p, rect, visible), rect);
        return;
    }
    let sp = strip_painter(p, rect, visible);
    paint_blank(&sp, rect, paper(p, card));
    let colour = ink(card);
    let font = FontId::proportional(crate::fan::index_font(visible, rect.height()));
    let at = rect.left_top() + vec2(rect.width() * 0.07, index_top(visible, &font));
    let rank = sp.layout_no_wrap(card.rank().face().to_string(), font.clone(), colour);
    let w = rank.size().x;
    sp.galley(at, rank, colour);
    sp.text(
        at + vec2(w + 1.0, 0.0),
        Align2::LEFT_TOP,
        card.suit().symbol(),
        font,
        colour,
    );
}

/// The first row of a fanned pile whose `count` oldest cards are packed
/// together: a greyed strip with a doubled edge and "+count".
pub fn paint_packed(p: &Painter, rect: Rect, visible: f32, count: usize) {
    let sp = strip_painter(p, rect, visible);
    paint_blank(&sp, rect, PACKED);
    // A second edge just inside the top: several cards lie here. (Drawn
    // inside the card, as above it runs the seat's name.)
    let inset = radius(rect).nw as f32;
    sp.line_segment(
        [
            pos2(rect.left() + inset, rect.top() + 2.5),
            pos2(rect.right() - inset, rect.top() + 2.5),
        ],
        Stroke::new(1.0, EDGE.gamma_multiply(0.7)),
    );
    let font = FontId::proportional(crate::fan::index_font(visible, rect.height()));
    sp.text(
        rect.left_top() + vec2(rect.width() * 0.07, index_top(visible, &font)),
        Align2::LEFT_TOP,
        format!("+{count}"),
        font,
        PACKED_INK,
    );
}

const PACKED: Color32 = Color32::from_rgb(226, 224, 216);
const PACKED_INK: Color32 = Color32::from_rgb(70, 70, 76);

/// A painter limited to the top `visible` pixels of `rect` (and the next
/// card's rounded corners, through which a little more shows).
fn strip_painter(p: &Painter, rect: Rect, visible: f32) -> Painter {
    let strip = Rect::from_min_max(
        rect.min - vec2(1.0, 1.0),
        pos2(
            rect.right() + 1.0,
            rect.top() + visible + rect.width() * 0.12 + 1.0,
        ),
    );
    p.with_clip_rect(strip.intersect(p.clip_rect()))
}

/// Where an index line starts below the card's top so it sits in the strip.
fn index_top(visible: f32, font: &FontId) -> f32 {
    // Text is placed by its line box, whose top has some air above the
    // glyphs: centre the line box in the strip, never above the card's edge.
    ((visible - font.size * 1.2) * 0.5).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::Suit;

    #[test]
    fn court_cards_and_only_they_have_the_warm_face() {
        for rank in Rank::all() {
            for suit in Suit::ALL {
                let card = Card::new(rank, suit);
                let court = matches!(rank.face(), "J" | "Q" | "K");
                assert_eq!(is_court(card), court, "{card:?}");
                let fill = if court { COURT_FACE } else { FACE };
                assert_eq!(face_fill(card), fill, "{card:?}");
                // On the dark table, dimmed, the card's ink still reads.
                let ratio = crate::look::contrast(ink(card), dimmed(fill));
                assert!(ratio >= 4.5, "{card:?}: contrast {ratio:.1}");
            }
        }
    }
}
