//! The felt under the cards: the table's colour lit from above, brighter
//! in the middle and falling off towards the edges, so the table has depth
//! rather than a flat fill. Painted as one mesh each frame (a few hundred
//! vertices), no image file.

use egui::{Color32, Mesh, Painter, Pos2, Rect, Shape, pos2};

use crate::look::Look;

/// Columns and rows of the mesh: enough for a smooth fall-off.
const COLS: u32 = 24;
const ROWS: u32 = 16;

/// The felt's colour in the middle of the table and the ink written on it.
pub fn felt(look: Look) -> (Color32, Color32) {
    let ink = if look.dark {
        Color32::from_rgb(220, 225, 215)
    } else {
        Color32::from_rgb(245, 245, 235)
    };
    (look.felt.cloth(look.dark), ink)
}

/// The felt's colour at `pos` on a table filling `table`: the middle's
/// colour a little lit, darkening towards the corners.
pub fn colour_at(table: Rect, pos: Pos2, look: Look) -> Color32 {
    let (cloth, _) = felt(look);
    // 0 in the middle, about 1 at the edges, 1.4 in the corners.
    let d = ((pos - table.center()) / (table.size() * 0.5)).length();
    // Lit by up to 12% in the middle, shaded by up to 40% in the corners.
    let light = 1.12 - 0.4 * (d * d).min(2.0) * 0.5;
    let f = |c: u8| (f32::from(c) * light).round().clamp(0.0, 255.0) as u8;
    Color32::from_rgb(f(cloth.r()), f(cloth.g()), f(cloth.b()))
}

/// Paints the felt over `table`.
pub fn paint(p: &Painter, table: Rect, look: Look) {
    let mut mesh = Mesh::default();
    for row in 0..=ROWS {
        for col in 0..=COLS {
            let at = pos2(
                table.left() + table.width() * col as f32 / COLS as f32,
                table.top() + table.height() * row as f32 / ROWS as f32,
            );
            mesh.colored_vertex(at, colour_at(table, at, look));
        }
    }
    let index = |col: u32, row: u32| row * (COLS + 1) + col;
    for row in 0..ROWS {
        for col in 0..COLS {
            let (a, b) = (index(col, row), index(col + 1, row));
            let (c, d) = (index(col, row + 1), index(col + 1, row + 1));
            mesh.add_triangle(a, b, d);
            mesh.add_triangle(a, d, c);
        }
    }
    p.add(Shape::mesh(mesh));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::{Felt, contrast, luminance};

    fn looks() -> impl Iterator<Item = Look> {
        Felt::ALL.into_iter().flat_map(|felt| {
            [false, true].map(|dark| Look {
                dark,
                felt,
                ..Look::default()
            })
        })
    }

    #[test]
    fn the_felt_is_lit_in_the_middle_and_shaded_at_the_edges() {
        let table = Rect::from_min_size(pos2(0.0, 0.0), egui::vec2(800.0, 600.0));
        for look in looks() {
            let middle = colour_at(table, table.center(), look);
            let edge = colour_at(table, table.center_top(), look);
            let corner = colour_at(table, table.left_top(), look);
            let bright = |c: Color32| luminance(c);
            let (cloth, _) = felt(look);
            assert!(
                bright(middle) > bright(cloth),
                "{look:?}: {middle:?} {cloth:?}"
            );
            assert!(
                bright(edge) < bright(middle) && bright(corner) < bright(edge),
                "{look:?}: {edge:?} {corner:?}"
            );
        }
    }

    /// Every felt in both themes: the words written on it read (WCAG
    /// contrast of at least 4.5 wherever they stand, the lit middle
    /// included), and the dark theme's felt is truly dark.
    #[test]
    fn words_read_on_every_felt_and_a_dark_table_is_dark() {
        let table = Rect::from_min_size(pos2(0.0, 0.0), egui::vec2(800.0, 600.0));
        for look in looks() {
            let (_, ink) = felt(look);
            for at in [table.center(), table.center_top(), table.left_top()] {
                let cloth = colour_at(table, at, look);
                let ratio = contrast(ink, cloth);
                assert!(ratio >= 4.5, "{look:?} at {at:?}: contrast {ratio:.1}");
            }
            let middle = luminance(colour_at(table, table.center(), look));
            if look.dark {
                assert!(
                    middle < 0.02,
                    "{look:?}: the dark felt's luminance {middle:.3}"
                );
            } else {
                assert!(middle > 0.04, "{look:?}: the light felt is no dark table");
            }
        }
    }
}
