//! Runs the quick-match frontend example (tests/examples/play_someone_new.rs)
//! twice against a server on loopback dealing from a fixed seed: the two
//! are paired into one room and play its match to the end.

#[allow(dead_code)] // the example's `main` is not called here
#[path = "../examples/play_someone_new.rs"]
mod play_someone_new;

use std::time::Duration;

use spite_server::{Config, Hosted};

#[test]
fn two_examples_seeking_are_paired_and_play_the_match_to_its_end() {
    let mut config = Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        // Its database in a directory of its own, not the working one.
        data: Some(std::env::temp_dir().join(format!("spite-seek-example-{}", std::process::id()))),
        deal_seed: Some(36),
        ..Config::default()
    };
    // Short matches: three pay-off cards, four points.
    config.matchmaking.short_matches = Some((3, 4));
    config.matchmaking.computer_after = Duration::from_secs(600);
    let server = Hosted::start(config).expect("the server starts");
    let url = format!("ws://{}/ws", server.local_addr());
    let players: Vec<_> = ["Ann", "Bob"]
        .into_iter()
        .map(|name| {
            let url = url.clone();
            std::thread::spawn(move || {
                let key = spite_server::client::new_player_key();
                let mut client = play_someone_new::quick_match(url, name, key).expect("paired");
                let mut out = Vec::new();
                let end = play_someone_new::one_client::play(
                    &mut client,
                    &mut out,
                    Duration::from_secs(240),
                );
                (client.online().code().map(str::to_string), end, out)
            })
        })
        .collect();
    let ends: Vec<_> = players
        .into_iter()
        .map(|p| p.join().expect("played"))
        .collect();
    // One room, one match, ended with a winner both agree on.
    assert!(ends[0].0.is_some());
    assert_eq!(ends[0].0, ends[1].0, "one room");
    let winners: Vec<_> = ends
        .iter()
        .map(|(_, end, out)| {
            let over = end.match_end.as_ref();
            assert!(over.is_some(), "{}", String::from_utf8_lossy(out));
            over.and_then(|o| o.winner)
        })
        .collect();
    assert!(winners[0].is_some());
    assert_eq!(winners[0], winners[1]);
    server.stop();
}
