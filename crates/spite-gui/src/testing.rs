//! Set-up positions for tests and demonstrations (public so the window tests
//! in `tests/` can use them too).

use spite_core::{Card, Match, Rules, Setup};

use crate::session::Session;
use crate::settings::{SeatKind, Speed};
use crate::worker::run_job;

/// Both decks of a two-player game, in a fixed order.
fn two_decks() -> Vec<Card> {
    Card::all().chain(Card::all()).collect()
}

fn take(pool: &mut Vec<Card>, text: &str) -> Card {
    let card: Card = text.parse().expect("test cards are written correctly");
    let i = pool
        .iter()
        .position(|&c| c == card)
        .expect("the pool holds two of every card");
    pool.remove(i)
}

/// A two-player g4a match where seat 0 (to move) has one pay-off card left,
/// the ace of hearts, and can win at once with `p c1`. Seat 1 has 10 pay-off
/// cards left, so the win scores 10 points. Seat 0's hand holds
/// 5♠ 7♦ 9♣ J♥ Q♠, none of which fits an empty centre pile.
pub fn near_end_match() -> Match {
    let mut pool = two_decks();
    let payoff0 = vec![take(&mut pool, "AH")];
    let hand0: Vec<Card> = ["5S", "7D", "9C", "JH", "QS"]
        .iter()
        .map(|t| take(&mut pool, t))
        .collect();
    let payoff1: Vec<Card> = ["3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "2C"]
        .iter()
        .map(|t| take(&mut pool, t))
        .collect();
    let hand1: Vec<Card> = ["2H", "3H", "4H", "6H", "8H"]
        .iter()
        .map(|t| take(&mut pool, t))
        .collect();
    let setup = Setup {
        payoff: vec![payoff0, payoff1],
        hands: vec![hand0, hand1],
        stock: pool,
        first: Some(0),
        ..Setup::default()
    };
    Match::from_setup(Rules::g4a(), setup, 11).expect("the near-end setup is valid")
}

/// A table part-way through a game, for screenshots, measurements and the
/// frame benchmark: `players` seats (a partnership of four when
/// `partnership`), seat 0 a person and the rest the easy computer. Seat 0
/// plays a non-discard when it has one; play goes on for at least `moves`
/// moves and stops when it is seat 0's turn again (or the game ends). `None`
/// when the rules refuse the seat count.
pub fn demo_table(players: u8, partnership: bool, seed: u64, moves: usize) -> Option<Session> {
    let rules = Rules {
        players,
        partnership,
        ..Rules::g4a()
    };
    let mut seats = vec![SeatKind::Computer; usize::from(players)];
    if let Some(s) = seats.first_mut() {
        *s = SeatKind::Human;
    }
    let mut s = Session::new(rules, &seats, seed).ok()?;
    let mut bots = std::collections::HashMap::new();
    // A bound on the loop, far above any real game's length.
    for played in 0..5000 {
        let g = s.match_().game();
        if g.is_over() || (played >= moves && g.to_move() == 0) {
            break;
        }
        if g.to_move() == 0 {
            let view = s.view();
            let list = view.legal_moves();
            // A play to the centre if there is one, else a discard onto the
            // lowest side pile, so the piles grow evenly as a person's would.
            let side_len = |m: &spite_core::Move| match m.to {
                spite_core::Target::Side(p) => view.side(0, p).len(),
                spite_core::Target::Centre(_) => 0,
            };
            let Some(mv) = list
                .iter()
                .find(|m| !m.is_discard())
                .or_else(|| list.iter().min_by_key(|m| side_len(m)))
                .copied()
            else {
                break;
            };
            let _ = s.play(mv);
        } else if let Some(job) = s.computer_job(spite_ai::Level::Easy) {
            let answer = run_job(job, &mut bots);
            s.accept(answer, Speed::Instant);
        }
    }
    Some(s)
}

/// Reads `SPITE_GUI_DEMO`'s value: a seat count, `4p` for the partnership
/// game, optionally `:moves` (default 60): `6`, `4p:120`.
pub fn parse_demo(v: &str) -> Option<(u8, bool, usize)> {
    let (table, moves) = match v.split_once(':') {
        Some((t, m)) => (t, m.trim().parse().ok()?),
        None => (v, 60),
    };
    let table = table.trim();
    let (players, partnership) = match table.strip_suffix('p') {
        Some(n) => (n.parse().ok()?, true),
        None => (table.parse().ok()?, false),
    };
    Some((players, partnership, moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_tables_are_mid_game_with_the_person_to_move() {
        assert_eq!(parse_demo("6"), Some((6, false, 60)));
        assert_eq!(parse_demo("4p:10"), Some((4, true, 10)));
        assert_eq!(parse_demo("x"), None);
        assert!(
            demo_table(5, true, 1, 10).is_none(),
            "partnerships are for four"
        );
        let s = demo_table(4, true, 3, 40).expect("four in partnership deal");
        let g = s.match_().game();
        assert!(g.is_over() || g.to_move() == 0);
        assert!(s.match_().record().moves.len() >= 40);
    }
}
