//! The two benchmark baselines: `random` and `naive`.

use spite_core::{Move, PlayerView, Source, Target};

use crate::{Bot, BotRng};

/// A uniformly random legal move.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, view: &PlayerView, rng: &mut BotRng) -> Move {
        let moves = view.legal_moves();
        assert!(
            !moves.is_empty(),
            "a bot is only asked to move on its own turn in a game being played"
        );
        let i = (rand_core::Rng::next_u64(rng) % moves.len() as u64) as usize;
        moves[i]
    }
}

/// Plays a centre move whenever one exists (pay-off first, then side piles,
/// then hand; lowest slot and pile first); otherwise discards its highest
/// hand card onto the first empty side pile, else side pile 1.
#[derive(Clone, Copy, Debug, Default)]
pub struct NaiveBot;

impl Bot for NaiveBot {
    fn name(&self) -> &'static str {
        "naive"
    }
    fn choose(&mut self, view: &PlayerView, _rng: &mut BotRng) -> Move {
        let moves = view.legal_moves();
        assert!(
            !moves.is_empty(),
            "a bot is only asked to move on its own turn in a game being played"
        );
        // Legal moves come pay-off first, then side piles, then hand, each in
        // slot and pile order, so the first centre move is the naive choice.
        if let Some(&m) = moves.iter().find(|m| matches!(m.to, Target::Centre(_))) {
            return m;
        }
        let hand = view.hand();
        let (slot, _) = hand
            .iter()
            .enumerate()
            .max_by_key(|&(i, c)| (c.rank(), std::cmp::Reverse(i)))
            .expect("with no centre move, the hand holds a card to discard");
        let seat = view.seat();
        let side = (0..4u8)
            .find(|&s| view.side(seat, s).is_empty())
            .unwrap_or(0);
        Move::new(Source::Hand(slot as u8), Target::Side(side))
    }
}
