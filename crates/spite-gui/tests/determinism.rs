//! The window plays the same match as `spite_table::Table` (and so as the
//! REPL and the engine protocol, tested against the same `Table`): the same
//! seed and the same person moves give the same moves, games and scores,
//! with the window's computer played by its client's worker thread, the cards
//! sliding, an undo now and then, and the window saved and restored on the
//! way.

use spite_ai::Level;
use spite_core::{Move, Rules};
use spite_gui::face::TableFace;
use spite_gui::local::Local;
use spite_gui::session::Session;
use spite_gui::settings::Speed;
use spite_table::{Next, Seats, Table};

/// The person's scripted move: a play to the centre when there is one,
/// else a discard, chosen by `step` among them (the same list on both sides).
fn scripted(moves: &[Move], step: usize) -> Move {
    let centre: Vec<Move> = moves.iter().copied().filter(|m| !m.is_discard()).collect();
    let pool = if centre.is_empty() { moves } else { &centre };
    pool[step % pool.len()]
}

/// Lets the window's slides finish (the person may act only then).
fn settle(s: &mut Session<Local>, now: &mut f64) {
    while !s.screen.anims.is_empty() {
        *now += 1.0;
        s.tick(*now);
    }
}

/// One computer move in the window, thought out on its client's worker
/// thread.
fn window_computer_move(s: &mut Session<Local>, now: &mut f64) {
    assert!(s.thinking(), "the computer is to move");
    assert!(s.wait_step(Speed::Fast), "the worker answers");
    settle(s, now);
}

/// Plays a whole match both ways and compares them after every move.
fn same_match(rules: Rules, people: u8, level: Level, seed: u64) {
    let seats = Seats::standard(rules.players, people, level);
    let mut table = Table::new(rules, seats.clone(), seed).expect("the rules deal");
    let mut window = Session::new(rules, seats.players(), seed).expect("the rules deal");
    assert_eq!(window.seats(), table.seats(), "the same seats and names");
    let mut now = 0.0;
    let mut step = 0usize;
    let mut undos = 0;
    while step < 50_000 {
        step += 1;
        match table.next() {
            Next::Person(seat) => {
                // A hot-seat window first hands the screen over.
                if window.handover().is_some() {
                    window.reveal();
                }
                assert_eq!(window.viewer(), seat);
                let moves = table.view(seat).legal_moves();
                assert_eq!(window.view().expect("a table").legal_moves(), moves);
                let mv = scripted(&moves, step);
                // Now and then a move is played, taken back and played again.
                if step.is_multiple_of(7) && !mv.is_discard() {
                    table.play(seat, mv).expect("legal");
                    window.play(mv).expect("legal");
                    let undone = table.undo(seat);
                    window.undo();
                    assert_eq!(undone.is_ok(), !window.notice().expect("said").refusal);
                    undos += usize::from(undone.is_ok());
                }
                let _ = table.play(seat, mv);
                let _ = window.play(mv);
            }
            Next::Computer { .. } => {
                table.play_bot().expect("a computer is to move");
                window_computer_move(&mut window, &mut now);
            }
            Next::GameOver => {
                table.next_game().expect("the next game");
                window.next_game(0);
            }
            Next::MatchOver => break,
            Next::Remote(_) => unreachable!("no remote seats"),
        }
        assert_eq!(
            window.match_().record().moves,
            table.match_().record().moves,
            "seed {seed}, step {step}"
        );
        assert_eq!(window.match_().scores(), table.match_().scores());
        assert_eq!(window.match_().game_number(), table.game_number());
        // Closed and opened again half-way through the match.
        if step == 40 {
            let (saved, around) = window.save();
            let text = serde_json::to_string(&saved).expect("json");
            let back = serde_json::from_str(&text).expect("json");
            window = Session::restore(&back, around).expect("restores");
        }
    }
    assert!(table.match_().is_over(), "the match ends in {step} steps");
    assert!(undos > 0, "some moves were taken back");
    assert_eq!(window.match_().winner(), table.match_().winner());
    assert_eq!(window.table().save(), table.save());
}

#[test]
fn the_window_plays_the_same_match_as_the_table() {
    let short = Rules {
        match_target: 15,
        ..Rules::g4a()
    };
    same_match(short, 1, Level::Easy, 11);
    same_match(short, 1, Level::Medium, 12);
    let three = Rules {
        players: 3,
        match_target: 10,
        ..Rules::classic()
    };
    same_match(three, 1, Level::Easy, 13);
}

#[test]
fn a_hot_seat_window_plays_the_same_match_as_the_table() {
    let rules = Rules {
        players: 3,
        match_target: 8,
        ..Rules::g4a()
    };
    same_match(rules, 2, Level::Easy, 21);
}
