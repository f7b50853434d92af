//! Where the viewer's hand cards sit within a turn: a card played leaves
//! its slot empty until the turn ends, so the cards beside it keep their
//! places and their keys (a click or key aimed at slot 5 never lands on
//! what was slot 4). The game's hand closes up as it always does; only the
//! screen keeps the gaps, and a new turn or a draw lays the hand out anew.

use spite_core::{Card, PlayerView};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandSlots {
    /// The turn the slots were laid out in: its number, the seat and the
    /// stock's count (a draw in the turn changes it).
    laid_out: Option<(u32, u8, usize)>,
    /// The hand as it was when laid out, slot by slot.
    start: Vec<Card>,
    /// Each slot's card as an index into the hand now (`None`: played).
    shown: Vec<Option<u8>>,
}

impl HandSlots {
    /// Follows `view`'s hand: within this seat's turn each card keeps the
    /// slot it had at the turn's start; otherwise the hand is laid out as
    /// the game holds it.
    pub fn update(&mut self, view: &PlayerView) {
        let hand = view.hand();
        let turn = view
            .is_my_turn()
            .then(|| (view.turn(), view.seat(), view.stock_count()));
        if turn.is_some()
            && turn == self.laid_out
            && let Some(shown) = kept(&self.start, hand)
        {
            self.shown = shown;
            return;
        }
        self.laid_out = turn;
        self.start = hand.to_vec();
        self.shown = (0..hand.len()).map(|i| Some(i as u8)).collect();
    }

    /// The hand index of the card in `slot` (from 0), `None` for an
    /// emptied slot or one past the hand.
    pub fn index(&self, slot: usize) -> Option<u8> {
        self.shown.get(slot).copied().flatten()
    }

    /// The slot the card at hand index `index` sits in.
    pub fn slot(&self, index: u8) -> usize {
        self.shown
            .iter()
            .position(|&s| s == Some(index))
            .unwrap_or(usize::from(index))
    }

    /// How many slots are laid out (cards and gaps).
    pub fn len(&self) -> usize {
        self.shown.len()
    }

    pub fn is_empty(&self) -> bool {
        self.shown.is_empty()
    }
}

/// Each of `start`'s cards as its index in `now`, when `now` is `start`
/// with some cards taken out (in order); `None` when it is not.
fn kept(start: &[Card], now: &[Card]) -> Option<Vec<Option<u8>>> {
    let mut next = 0;
    let shown: Vec<Option<u8>> = start
        .iter()
        .map(|&c| {
            (now.get(next) == Some(&c)).then(|| {
                next += 1;
                (next - 1) as u8
            })
        })
        .collect();
    (next == now.len()).then_some(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse().expect("a card"))
            .collect()
    }

    #[test]
    fn a_played_card_leaves_its_slot_empty_and_the_others_keep_theirs() {
        let start = cards("5S 7D 9C JH QS");
        assert_eq!(
            kept(&start, &cards("5S 9C JH QS")),
            Some(vec![Some(0), None, Some(1), Some(2), Some(3)])
        );
        assert_eq!(
            kept(&start, &cards("5S 9C")),
            Some(vec![Some(0), None, Some(1), None, None])
        );
        // A card the slots never held: laid out anew.
        assert_eq!(kept(&start, &cards("5S 2H")), None);
        assert_eq!(kept(&start, &start), Some((0..5).map(Some).collect()));
    }
}
