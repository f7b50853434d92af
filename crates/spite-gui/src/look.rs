//! The table's look as the player chose it in Settings: the felt's
//! colour, the card backs' design and the light or dark theme. Kept in
//! `settings.json`; the painters read it from the frame's context
//! ([`Look::remember`], [`Look::of`]), so a card back painted anywhere
//! (a hand, a sliding card, the stock) wears the chosen design.

use egui::{Color32, Context, Id};
use serde::{Deserialize, Serialize};

/// The cloth of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Felt {
    #[default]
    Green,
    Blue,
    Wine,
}

impl Felt {
    pub const ALL: [Felt; 3] = [Felt::Green, Felt::Blue, Felt::Wine];

    /// As saved and as its message id (`ui-felt-*`) ends.
    pub fn code(self) -> &'static str {
        match self {
            Felt::Green => "green",
            Felt::Blue => "blue",
            Felt::Wine => "wine",
        }
    }

    /// The cloth's colour in the middle of the table, before its light:
    /// in the dark theme a deep shade of it, so a dark table is dark
    /// (its relative luminance under 2%, checked in the tests).
    pub fn cloth(self, dark: bool) -> Color32 {
        match (self, dark) {
            (Felt::Green, false) => Color32::from_rgb(40, 110, 70),
            (Felt::Blue, false) => Color32::from_rgb(36, 84, 128),
            (Felt::Wine, false) => Color32::from_rgb(118, 36, 48),
            (Felt::Green, true) => Color32::from_rgb(10, 32, 22),
            (Felt::Blue, true) => Color32::from_rgb(10, 24, 40),
            (Felt::Wine, true) => Color32::from_rgb(36, 10, 16),
        }
    }
}

/// The design on the cards' backs, drawn by the painter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Back {
    /// Blue with a lattice of diagonals.
    #[default]
    Lattice,
    /// Red with a diamond chequer.
    Diamonds,
    /// Green with rings round a middle.
    Rings,
}

impl Back {
    pub const ALL: [Back; 3] = [Back::Lattice, Back::Diamonds, Back::Rings];

    /// As saved and as its message id (`ui-back-*`) ends.
    pub fn code(self) -> &'static str {
        match self {
            Back::Lattice => "lattice",
            Back::Diamonds => "diamonds",
            Back::Rings => "rings",
        }
    }
}

/// Everything the table's painters need to know of the player's choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    pub dark: bool,
    pub felt: Felt,
    pub back: Back,
}

impl Look {
    fn id() -> Id {
        Id::unique("spite-look")
    }

    /// Keeps the look for the painters of this frame and the next.
    pub fn remember(self, ctx: &Context) {
        ctx.data_mut(|d| d.insert_temp(Self::id(), self));
    }

    /// The look the app chose (the default before it chose one).
    pub fn of(ctx: &Context) -> Look {
        ctx.data(|d| d.get_temp(Self::id())).unwrap_or_default()
    }
}

/// The relative luminance of a colour (WCAG 2), 0 for black, 1 for white.
pub fn luminance(c: Color32) -> f32 {
    let lin = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
}

/// The contrast ratio of two colours (WCAG 2): 1 to 21; text reads well
/// from 4.5.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}
