//! A complete Spite & Malice frontend in Rust, on `spite-table`: you play
//! seat 0 by typing moves, the computer plays seat 1, for a whole match.
//!
//! ```text
//! cargo run -p spite-tests --example minimal_frontend -- --seed 7 --level medium
//! cargo run -p spite-tests --example minimal_frontend -- --auto   # computer vs computer
//! ```
//!
//! The table layer does the rest: whose turn it is, the computer's moves,
//! refusals with reasons, undo, hints, the next game, the score, and every
//! sentence. This file only draws the table and reads lines. When the input
//! ends, the computer takes over seat 0 so the match still finishes.
//! docs/frontends.md walks through it.

use std::io::{self, BufRead, Write};

use spite_ai::Level;
use spite_core::{Card, PlayerView, Rules};
use spite_i18n::{Fluent, Language};
use spite_table::{Message, Next, Player, Render, Seats, Table, explain};

/// The seat the person plays.
const YOU: u8 = 0;

fn main() {
    let mut seed = 7;
    let mut level = Level::Medium;
    let mut auto = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seed" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => return eprintln!("--seed needs a number"),
            },
            "--level" => match args.next().map(|s| s.parse::<Level>()) {
                Some(Ok(l)) => level = l,
                Some(Err(e)) => return eprintln!("{e}"),
                None => return eprintln!("--level needs a level name"),
            },
            "--auto" => auto = true,
            other => return eprintln!("unknown option {other}; use --seed N, --level L, --auto"),
        }
    }
    let stdin = io::stdin();
    let mut input: Box<dyn BufRead> = if auto {
        Box::new(io::empty())
    } else {
        Box::new(stdin.lock())
    };
    play(seed, level, &mut input, &mut io::stdout());
}

/// Plays a whole match against the computer at `level`. Lines from `input`
/// are moves for seat 0 (`h1 c1`, `7h c1`, `h2s1`) or `hint`, `undo`,
/// `rules`, `score`. Returns the table at the end of the match.
pub fn play(seed: u64, level: Level, input: &mut dyn BufRead, out: &mut dyn Write) -> Table {
    let seats = Seats::standard(2, 1, level); // "You" and "Computer"
    let mut table = Table::new(Rules::g4a(), seats, seed).expect("the g4a preset is valid");
    let english = Fluent::plain(Language::English);
    let tell = |messages: &[Message], out: &mut dyn Write| {
        for line in english.render_all(messages) {
            let _ = writeln!(out, "{line}");
        }
    };
    tell(&[table.welcome(), table.opening()], out);
    loop {
        let told = match table.next() {
            Next::Person(seat) => {
                draw(&table.view(seat), out);
                let _ = write!(out, "your move> ");
                let _ = out.flush();
                let mut line = String::new();
                if matches!(input.read_line(&mut line), Ok(0) | Err(_)) {
                    let _ = writeln!(out, "\n(input ended: the computer plays for you)");
                    table.set_player(YOU, Player::Computer(level));
                    continue;
                }
                match line.trim() {
                    "hint" => table.hint(seat).map(|hint| vec![hint]),
                    "undo" => table
                        .undo(seat)
                        .map(|undone| vec![table.took_back(&undone)]),
                    "rules" => Ok(explain(table.rules())),
                    "score" => Ok(vec![table.score()]),
                    text => table
                        .play_text(seat, text)
                        .map(|played| table.narrate(&played, Some(YOU))),
                }
            }
            // The computer sees only its own view; `play_bot` seeds it from
            // the match seed, so the same seed and moves give the same match.
            Next::Computer { .. } => {
                let played = table.play_bot().expect("a computer is to move");
                Ok(table.narrate(&played, Some(YOU)))
            }
            Next::GameOver => table.next_game().map(|()| vec![table.opening()]),
            Next::MatchOver => break,
            Next::Remote(_) => unreachable!("nobody plays from elsewhere here"),
        };
        // A refusal says why, and nothing changed.
        match told {
            Ok(messages) => tell(&messages, out),
            Err(error) => tell(&[table.refusal(&error)], out),
        }
    }
    table
}

/// Draws the table as `view`'s seat sees it.
fn draw(view: &PlayerView, out: &mut dyn Write) {
    let top = |c: Option<&Card>| c.map_or("--".to_string(), Card::to_string);
    let _ = writeln!(out, "--- turn {} ---", view.turn());
    for seat in 0..view.rules().players {
        let sides: Vec<String> = (0..4).map(|i| top(view.side(seat, i).last())).collect();
        let _ = writeln!(
            out,
            "seat {seat}: pay-off {} ({} left), hand {}, sides {}",
            top(view.payoff_top(seat).as_ref()),
            view.payoff_count(seat),
            view.hand_count(seat),
            sides.join(" ")
        );
    }
    let centre: Vec<String> = (0..view.rules().centre_piles)
        .map(|c| {
            let needs = view.centre_needs(c).face();
            format!("c{}:{} needs {needs}", c + 1, top(view.centre(c).last()))
        })
        .collect();
    let hand: Vec<String> = (view.hand().iter().enumerate())
        .map(|(i, c)| format!("h{}:{c}", i + 1))
        .collect();
    let _ = writeln!(out, "centre {}", centre.join("  "));
    let _ = writeln!(
        out,
        "hand {}   stock {}",
        hand.join(" "),
        view.stock_count()
    );
}
