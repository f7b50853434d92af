//! The felt under the cards: the table's colour lit from above, brighter
//! in the middle and falling off towards the edges, so the table has depth
//! rather than a flat fill. Painted as one mesh each frame (a few hundred
//! vertices), no image file.

use egui::{Color32, Mesh, Painter, Pos2, Rect, Shape, pos2};

/// Columns and rows of the mesh: enough for a smooth fall-off.
const COLS: u32 = 24;
const ROWS: u32 = 16;

/// The felt's colour in the middle of the table and the ink written on it.
pub fn felt(dark: bool) -> (Color32, Color32) {
    if dark {
        (
            Color32::from_rgb(18, 44, 33),
            Color32::from_rgb(220, 225, 215),
        )
    } else {
        (
            Color32::from_rgb(40, 110, 70),
            Color32::from_rgb(245, 245, 235),
        )
    }
}

/// The felt's colour at `pos` on a table filling `table`: the middle's
/// colour a little lit, darkening towards the corners.
pub fn colour_at(table: Rect, pos: Pos2, dark: bool) -> Color32 {
    let (cloth, _) = felt(dark);
    // 0 in the middle, about 1 at the edges, 1.4 in the corners.
    let d = ((pos - table.center()) / (table.size() * 0.5)).length();
    // Lit by up to 12% in the middle, shaded by up to 40% in the corners.
    let light = 1.12 - 0.4 * (d * d).min(2.0) * 0.5;
    let f = |c: u8| (f32::from(c) * light).round().clamp(0.0, 255.0) as u8;
    Color32::from_rgb(f(cloth.r()), f(cloth.g()), f(cloth.b()))
}

/// Paints the felt over `table`.
pub fn paint(p: &Painter, table: Rect, dark: bool) {
    let mut mesh = Mesh::default();
    for row in 0..=ROWS {
        for col in 0..=COLS {
            let at = pos2(
                table.left() + table.width() * col as f32 / COLS as f32,
                table.top() + table.height() * row as f32 / ROWS as f32,
            );
            mesh.colored_vertex(at, colour_at(table, at, dark));
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

    #[test]
    fn the_felt_is_lit_in_the_middle_and_shaded_at_the_edges() {
        let table = Rect::from_min_size(pos2(0.0, 0.0), egui::vec2(800.0, 600.0));
        for dark in [false, true] {
            let middle = colour_at(table, table.center(), dark);
            let edge = colour_at(table, table.center_top(), dark);
            let corner = colour_at(table, table.left_top(), dark);
            let (cloth, _) = felt(dark);
            assert!(middle.g() > cloth.g(), "{middle:?} {cloth:?}");
            assert!(
                edge.g() < middle.g() && corner.g() < edge.g(),
                "{edge:?} {corner:?}"
            );
        }
    }
}
