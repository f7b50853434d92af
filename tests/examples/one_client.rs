//! One frontend for both games: it draws a `spite_table::client::Client`'s
//! state as text and chooses moves, and never knows whether the game runs
//! here (`LocalClient`: you against the computer) or on a server
//! (spite-server's `RemoteClient`: a room you create).
//!
//! ```text
//! cargo run -p spite-tests --example one_client                       # here
//! cargo run -p spite-tests --example one_client -- ws://127.0.0.1:7878/ws   # online
//! ```
//!
//! It plays for you (a centre play if it has one, else the first legal
//! move, or the hint's move once a hint came) until the match is over.
//! `tests/tests/one_client.rs` runs it both ways; docs/frontends.md walks
//! through it.

use std::io::Write;
use std::time::{Duration, Instant};

use spite_ai::Level;
use spite_core::{Card, PlayerView, Rules, SIDE_PILES, Target};
use spite_i18n::{Fluent, Language};
use spite_server::client::{Backoff, Connect, RemoteClient};
use spite_server::protocol::{RulesSpec, SeatSpec};
use spite_table::client::{Client, ClientState, Happening, Intent, LocalClient};
use spite_table::{Message, Render, Seats, Table};

fn main() {
    let rules = Rules::g4a();
    let mut client: Box<dyn Client> = match std::env::args().nth(1) {
        // The only place that knows where the game runs.
        Some(url) => Box::new(online(url, rules, Level::Easy)),
        None => Box::new(here(rules, Level::Easy, 7)),
    };
    play(
        client.as_mut(),
        &mut std::io::stdout(),
        Duration::from_secs(3600),
    );
}

/// You at seat 0 against the computer, here.
pub fn here(rules: Rules, level: Level, seed: u64) -> LocalClient {
    let table = Table::new(rules, Seats::standard(2, 1, level), seed);
    LocalClient::new(table.expect("these rules can be dealt"), 0)
}

/// A new room on the server at `url`: you against the computer.
pub fn online(url: String, rules: Rules, level: Level) -> RemoteClient {
    let seats = vec![SeatSpec::Person, SeatSpec::Computer { level }];
    let connect = Connect::Create {
        rules: Some(RulesSpec::Custom(rules)),
        seats,
        name: Some("Example".into()),
        takeover_after: None,
        open: false,
    };
    RemoteClient::connect(url, connect, Backoff::default(), None)
}

/// Plays the match through `client` (for at most `within`), telling and
/// drawing it on `out`; returns the state it ended in.
pub fn play(client: &mut dyn Client, out: &mut dyn Write, within: Duration) -> ClientState {
    let english = Fluent::plain(Language::English);
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        for happening in client.wait(Duration::from_millis(100)) {
            match happening {
                Happening::Told(message) => say(out, &english.render(&message)),
                Happening::ServerRefused { code, .. } => {
                    say(out, &format!("refused: {}", code.as_str()))
                }
                Happening::Lost { message } | Happening::Failed { message, .. } => {
                    say(out, &format!("connection lost: {message}"))
                }
                _ => {}
            }
        }
        let state = client.state();
        let intent = if let Some(done) = &state.finished {
            say(out, &format!("=== game {} is over ===", done.number));
            draw(&done.view, out);
            if done.match_over {
                let _ = client.send(Intent::NextGame);
                break;
            }
            Intent::NextGame
        } else if state.must_answer_undo() {
            Intent::AnswerUndo(true)
        } else if state.my_turn() {
            draw(state.view.as_ref().expect("a turn has a view"), out);
            choose(state)
        } else {
            continue;
        };
        if let Err(refusal) = client.send(intent) {
            say(out, &english.render(&Message::Refused(refusal)));
        }
    }
    client.state().clone()
}

/// The hint's move once a hint came, else a centre play, else the first
/// legal move; hints are asked for in your first turn of a game.
fn choose(state: &ClientState) -> Intent {
    let view = state.view.as_ref().expect("a turn has a view");
    if let Some(Message::Hint { mv, .. }) = state.hint {
        return Intent::Play(mv);
    }
    if view.turn() <= 2 && state.hint.is_none() {
        return Intent::Hint;
    }
    let moves = view.legal_moves();
    let centre = moves.iter().find(|m| matches!(m.to, Target::Centre(_)));
    Intent::Play(*centre.unwrap_or(&moves[0]))
}

/// The table as `view`'s seat sees it, in a few lines.
fn draw(view: &PlayerView, out: &mut dyn Write) {
    let top = |c: Option<&Card>| c.map_or("--".into(), Card::to_string);
    for seat in 0..view.rules().players {
        let sides: Vec<String> = (0..SIDE_PILES as u8)
            .map(|i| top(view.side(seat, i).last()))
            .collect();
        let pay = top(view.payoff_top(seat).as_ref());
        let left = view.payoff_count(seat);
        say(
            out,
            &format!(
                "seat {seat}: pay-off {pay} ({left}), sides {}",
                sides.join(" ")
            ),
        );
    }
    let centre: Vec<String> = (0..view.rules().centre_piles)
        .map(|c| format!("c{}:{}", c + 1, top(view.centre(c).last())))
        .collect();
    let hand: Vec<String> = view.hand().iter().map(Card::to_string).collect();
    say(
        out,
        &format!("centre {} | hand {}", centre.join(" "), hand.join(" ")),
    );
}

fn say(out: &mut dyn Write, line: &str) {
    let _ = writeln!(out, "{line}");
}
