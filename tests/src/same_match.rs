//! The match every frontend must play for a seed and a person's moves: one
//! person (seat 0) against computers, driven through `spite_table::Table`.
//! A frontend's test plays the person moves of [`expected_game`] through its
//! own interface (the REPL's stdin, the engine's `ai` + `play`, the window's
//! clicks) and compares the moves it recorded with [`ExpectedGame::moves`]:
//! the same seed and the same person moves must give the same match
//! everywhere, whoever runs the computer players.

use spite_ai::Level;
use spite_core::{Move, PlayerView, Rules, Seat, Target};
use spite_table::{Next, Seats, Table};

/// The first game of a match, as `spite_table::Table` plays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectedGame {
    /// Every move of the game, in order, with the seat that played it.
    pub moves: Vec<(Seat, Move)>,
    /// The person's moves alone (seat 0), in order: what a frontend's test
    /// types or sends.
    pub person_moves: Vec<Move>,
    /// Whether the game ended (won or drawn) within the moves allowed.
    pub ended: bool,
}

/// A person who plays the first legal move to a centre pile when there is
/// one, else the first legal move (a discard): simple, deterministic, and
/// it makes progress.
pub fn plain_person(view: &PlayerView) -> Move {
    let legal = view.legal_moves();
    legal
        .iter()
        .copied()
        .find(|m| matches!(m.to, Target::Centre(_)))
        .unwrap_or(legal[0])
}

/// The first game of the match of `rules` seeded `seed`: seat 0 a person
/// choosing with `person`, the other seats computers of `level` (named and
/// seeded as in every frontend). Stops after `max_moves` moves if the game
/// has not ended.
pub fn expected_game(
    rules: Rules,
    seed: u64,
    level: Level,
    max_moves: usize,
    mut person: impl FnMut(&PlayerView) -> Move,
) -> ExpectedGame {
    let seats = Seats::standard(rules.players, 1, level);
    let mut table = Table::new(rules, seats, seed).expect("test rules are valid");
    let mut moves = Vec::new();
    let mut person_moves = Vec::new();
    while moves.len() < max_moves {
        let played = match table.next() {
            Next::Person(seat) => {
                let mv = person(&table.view(seat));
                person_moves.push(mv);
                table.play(seat, mv).expect("the person plays a legal move")
            }
            Next::Computer { .. } => table.play_bot().expect("a computer is to move"),
            Next::Remote(_) => unreachable!("no remote seats here"),
            Next::GameOver | Next::MatchOver => break,
        };
        moves.push((played.seat, played.mv));
    }
    ExpectedGame {
        moves,
        person_moves,
        ended: table.match_().game().is_over(),
    }
}
