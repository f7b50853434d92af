//! A minimal Spite & Malice frontend in Rust, built directly on `spite-core`
//! and `spite-ai`: you play seat 0 by typing moves, the computer plays seat 1.
//!
//! ```text
//! cargo run -p spite-tests --example minimal_frontend -- --seed 7 --level medium
//! cargo run -p spite-tests --example minimal_frontend -- --auto   # computer vs computer
//! ```
//!
//! The whole game loop is: ask whose turn it is, give that seat its
//! `PlayerView` (never the `Game`: it holds the hidden cards), get a move
//! from the person or the bot, `apply` it, show the events. When the input
//! ends, the computer takes over seat 0 so the game still finishes.
//! docs/frontends.md walks through it.

use std::io::{self, BufRead, Write};

use spite_ai::{Bot, Level, bot_rng};
use spite_core::{Event, Game, PlayerView, Rules, Status};

/// The seat the person plays.
const PERSON: u8 = 0;

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
    let status = play(seed, level, &mut input, &mut io::stdout());
    println!("result: {status:?}");
}

/// Plays one game; moves for seat 0 are read from `input` (one per line,
/// like `h1 c1` or `7h c1`). Returns how the game ended.
pub fn play(seed: u64, level: Level, input: &mut dyn BufRead, out: &mut dyn Write) -> Status {
    let mut game = Game::new(Rules::g4a(), seed).expect("the g4a preset is valid");
    let mut bot: Box<dyn Bot> = level.bot();
    let mut rng = bot_rng(seed);
    let mut input_open = true;
    while !game.is_over() {
        let seat = game.to_move();
        // Everything a seat decides from: only what it may see.
        let view = game.observation(seat);
        let mv = if seat == PERSON && input_open {
            draw(&view, out);
            let _ = write!(out, "your move> ");
            let _ = out.flush();
            let mut line = String::new();
            match input.read_line(&mut line) {
                Ok(0) | Err(_) => {
                    input_open = false;
                    let _ = writeln!(out, "\n(input ended: the computer plays for you)");
                    continue;
                }
                Ok(_) => {}
            }
            match view.parse_move(line.trim()) {
                Ok(mv) => mv,
                Err(e) => {
                    let _ = writeln!(out, "not a move: {e}");
                    continue;
                }
            }
        } else {
            bot.choose(&view, &mut rng)
        };
        // `apply` refuses an illegal move with the reason and changes nothing.
        match game.apply(mv) {
            Ok(events) => {
                for event in events {
                    describe(&event, out);
                }
            }
            Err(e) => {
                let _ = writeln!(out, "refused: {e}");
            }
        }
    }
    game.status()
}

/// Draws the table as `view`'s seat sees it.
fn draw(view: &PlayerView, out: &mut dyn Write) {
    let rules = view.rules();
    let _ = writeln!(out, "--- turn {} ---", view.turn());
    for seat in 0..rules.players {
        let top = view
            .payoff_top(seat)
            .map_or("--".to_string(), |c| c.to_string());
        let sides: Vec<String> = (0..4)
            .map(|i| {
                view.side(seat, i)
                    .last()
                    .map_or("--".to_string(), |c| c.to_string())
            })
            .collect();
        let _ = writeln!(
            out,
            "seat {seat}: pay-off {top} ({} left), hand {}, sides {}",
            view.payoff_count(seat),
            view.hand_count(seat),
            sides.join(" ")
        );
    }
    let centre: Vec<String> = (0..rules.centre_piles)
        .map(|c| {
            let top = view
                .centre(c)
                .last()
                .map_or("--".to_string(), |c| c.to_string());
            format!("c{}:{top} needs {}", c + 1, view.centre_needs(c).face())
        })
        .collect();
    let _ = writeln!(out, "centre {}", centre.join("  "));
    let hand: Vec<String> = view
        .hand()
        .iter()
        .enumerate()
        .map(|(i, c)| format!("h{}:{c}", i + 1))
        .collect();
    let _ = writeln!(
        out,
        "hand {}   stock {}",
        hand.join(" "),
        view.stock_count()
    );
}

/// One line per event.
fn describe(event: &Event, out: &mut dyn Write) {
    let _ = match event {
        Event::Played { seat, mv, card, .. } => writeln!(out, "seat {seat} plays {card} ({mv})"),
        Event::PayoffTurned { seat, card } => writeln!(out, "seat {seat} turns up {card}"),
        Event::PileCompleted { centre } => writeln!(out, "centre pile c{} is complete", centre + 1),
        Event::StockShuffled { stock } => writeln!(out, "the stock is shuffled ({stock} cards)"),
        Event::Drew { seat, count } => writeln!(out, "seat {seat} draws {count}"),
        Event::TurnPassed { seat } => writeln!(out, "seat {seat} to move"),
        Event::GameOver { result } => writeln!(out, "game over: {result:?}"),
    };
}
