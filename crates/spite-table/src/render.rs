//! What turns [`Message`]s into sentences: a [`Render`] (spite-i18n's
//! `Fluent`, one per language, English included), showing cards with a
//! [`CardText`] the frontend chooses (plain `5H`, a suit symbol `5♥`, a
//! coloured terminal string), so the words and the card styling stay
//! apart.

use spite_core::{Card, Rank};

use crate::message::Message;
use crate::seats::{SeatLabel, SeatName, Side};

/// Turns messages into text in one language.
pub trait Render {
    /// The message as text (one or more sentences, no trailing newline).
    fn render(&self, message: &Message) -> String;

    /// A seat's name as it stands alone or starts a sentence ("You",
    /// "Computer 2"), for labels on the table.
    fn name(&self, name: &SeatName) -> String;

    /// A name with its computer level: "Computer (medium)".
    fn label(&self, label: &SeatLabel) -> String;

    /// A scoring side's name: one seat, or partners joined ("You &
    /// Computer 2").
    fn side(&self, side: &Side) -> String {
        side.0
            .iter()
            .map(|n| self.name(n))
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// Every message, one text each.
    fn render_all(&self, messages: &[Message]) -> Vec<String> {
        messages.iter().map(|m| self.render(m)).collect()
    }
}

/// How a frontend shows a card (and a rank) inside sentences.
pub trait CardText {
    /// The card, e.g. `5H`, `5♥`, or a coloured string.
    fn card(&self, card: Card) -> String;
    /// A rank on its own, e.g. the rank a wild king stands for.
    fn rank(&self, rank: Rank) -> String {
        rank.face().to_string()
    }
}

/// Cards in their plain notation: `5H`, `TS`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl CardText for Plain {
    fn card(&self, card: Card) -> String {
        card.to_string()
    }
}

/// Cards with a suit symbol: `5♥`, `10♠`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Symbols;

impl CardText for Symbols {
    fn card(&self, card: Card) -> String {
        card.pretty()
    }
}

/// Any function from a card to its text (a frontend's own styling).
#[derive(Clone, Copy, Debug)]
pub struct CardFn<F>(pub F);

impl<F: Fn(Card) -> String> CardText for CardFn<F> {
    fn card(&self, card: Card) -> String {
        (self.0)(card)
    }
}
