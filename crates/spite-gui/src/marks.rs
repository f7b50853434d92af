//! What just happened, marked on the table: the piles the others' moves
//! touched since this screen's last move, and the cards it drew into its
//! hand. The marks show once the turn is this screen's and fade out over
//! a few seconds, or go with its first move.

use spite_core::{Card, Event, Seat};

use crate::anim::Place;

/// Seconds the marks take to fade once the turn is this screen's.
pub const FADE_SECS: f64 = 4.0;

#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// The piles the others' moves took a card from or put one on.
    pub places: Vec<Place>,
    /// The cards drawn into this screen's hand, in the order drawn.
    pub drawn: Vec<Card>,
    /// When the marks were first shown (`None`: not yet).
    shown_from: Option<f64>,
}

impl Marks {
    /// A move was made (by `yours` at this screen when `mine`): the piles
    /// another seat's move touched are added, this screen's own move clears
    /// what the others did, and cards drawn into a hand of `yours` are
    /// marked.
    pub fn moved(
        &mut self,
        events: &[Event],
        yours: &[Seat],
        mine: bool,
        partner: impl Fn(Seat) -> Option<Seat>,
    ) {
        if mine {
            self.places.clear();
            self.drawn.clear();
            self.shown_from = None;
        } else if self.shown_from.is_some() {
            // The others' new turn: what the last one did is old news.
            *self = Marks::default();
        }
        for e in events {
            match e {
                Event::Played { seat, mv, .. } if !mine => {
                    for place in [
                        Place::source(*seat, mv.from, partner(*seat)),
                        Place::target(*seat, mv.to),
                    ] {
                        if !self.places.contains(&place) {
                            self.places.push(place);
                        }
                    }
                }
                Event::Drew {
                    seat,
                    cards: Some(cards),
                    ..
                } if yours.contains(seat) => self.drawn.extend_from_slice(cards.cards()),
                _ => {}
            }
        }
    }

    /// How strongly the marks show at `now` (seconds), from 1 down to 0,
    /// the clock starting at the first frame they are shown.
    pub fn strength(&mut self, now: f64) -> f32 {
        if self.places.is_empty() && self.drawn.is_empty() {
            return 0.0;
        }
        let from = *self.shown_from.get_or_insert(now);
        (1.0 - (now - from) / FADE_SECS).clamp(0.0, 1.0) as f32
    }

    /// Which of `hand`'s slots hold the drawn cards (the latest of equal
    /// cards, as a drawn card joins the hand's end).
    pub fn drawn_slots(&self, hand: &[Card]) -> Vec<usize> {
        let mut slots = vec![];
        for &card in &self.drawn {
            let found = hand
                .iter()
                .enumerate()
                .rev()
                .find(|(i, c)| **c == card && !slots.contains(i));
            if let Some((i, _)) = found {
                slots.push(i);
            }
        }
        slots
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::{Move, Source, Target};

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    #[test]
    fn the_others_piles_and_the_drawn_cards_are_marked_until_the_next_move_here() {
        let mut m = Marks::default();
        let played = Event::Played {
            seat: 1,
            mv: Move::new(Source::Side(2), Target::Centre(0)),
            card: card("5H"),
            counts_as: None,
        };
        m.moved(&[played], &[0], false, |_| None);
        let drew = Event::Drew {
            seat: 0,
            count: 2,
            cards: Some(serde_json::from_str(r#"["9C", "2D"]"#).expect("cards")),
        };
        m.moved(&[drew], &[0], false, |_| None);
        assert_eq!(
            m.places,
            vec![Place::Side { seat: 1, pile: 2 }, Place::Centre(0)]
        );
        let hand = [card("9C"), card("3S"), card("9C"), card("2D")];
        assert_eq!(m.drawn_slots(&hand), vec![2, 3]);
        // Shown from the first frame, fading out.
        assert_eq!(m.strength(10.0), 1.0);
        assert!(m.strength(10.0 + FADE_SECS / 2.0) < 1.0);
        assert_eq!(m.strength(10.0 + FADE_SECS), 0.0);
        // The next move here clears them.
        let mine = Event::Played {
            seat: 0,
            mv: Move::new(Source::Hand(0), Target::Side(0)),
            card: card("9C"),
            counts_as: None,
        };
        m.moved(&[mine], &[0], true, |_| None);
        assert!(m.places.is_empty() && m.drawn.is_empty());
        assert_eq!(m.strength(20.0), 0.0);
    }
}
