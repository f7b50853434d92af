//! Runs the one-client frontend example (tests/examples/one_client.rs) both
//! ways with the same drawing and input code: a whole match against the
//! computer here, and a whole match in a room of a server on loopback.

#[allow(dead_code)] // the example's `main` is not called here
#[path = "../examples/one_client.rs"]
mod one_client;

use std::time::Duration;

use spite_ai::Level;
use spite_core::Rules;
use spite_server::{Config, Server};
use spite_table::client::ClientState;

/// Short matches: five pay-off cards, a low target.
fn rules() -> Rules {
    Rules {
        payoff_size: 5,
        match_target: 8,
        ..Rules::g4a()
    }
}

/// What every match played through the example shows.
fn check_whole_match(end: &ClientState, out: &str) {
    let over = end.match_end.as_ref().expect("the match ended");
    assert!(over.winner.is_some(), "{out}");
    assert!(end.score.iter().any(|&p| p >= rules().match_target));
    assert!(end.finished.is_none(), "the last game was gone on from");
    // Every game's end was shown before the next game: the final table
    // drawn under its number.
    for game in 1..=end.results.len() {
        assert!(
            out.contains(&format!("=== game {game} is over ===")),
            "{out}"
        );
    }
    assert!(end.results.len() >= 2, "{} games", end.results.len());
    assert!(out.contains("You play ") || out.contains("You discard "));
    assert!(out.contains("Hint: "), "a hint was asked for and told");
    assert!(out.contains("Computer discards "), "{out}");
}

#[test]
fn the_example_plays_a_whole_match_against_the_computer_here() {
    let mut client = one_client::here(rules(), Level::Naive, 3);
    let mut out = Vec::new();
    let end = one_client::play(&mut client, &mut out, Duration::from_secs(120));
    let out = String::from_utf8(out).expect("text");
    check_whole_match(&end, &out);
    assert_eq!(end.match_end.as_ref().unwrap().seed, Some(3));
}

#[test]
fn the_example_plays_a_whole_match_in_an_online_room() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let config = Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        data: None,
        deal_seed: Some(1),
        ..Config::default()
    };
    let server = runtime
        .block_on(Server::start(config))
        .expect("the server starts");
    let mut client = one_client::online(server.url(), rules(), Level::Naive);
    let mut out = Vec::new();
    let end = one_client::play(&mut client, &mut out, Duration::from_secs(120));
    let out = String::from_utf8(out).expect("text");
    check_whole_match(&end, &out);
    // The server reveals the seed at the end of the match.
    assert!(end.match_end.as_ref().unwrap().seed.is_some());
    assert!(client.online().code().is_some());
    runtime.block_on(server.shutdown());
}
