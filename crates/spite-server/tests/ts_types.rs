//! The browser client's protocol types (`web/src/protocol.ts`) are
//! generated from the Rust ones (spite-server's protocol and the
//! spite-core and spite-ai types it carries); this test fails when that
//! file is stale (`UPDATE_TS=1` rewrites it), and when a declaration no
//! longer says what the real type writes.
#![cfg(feature = "ts")]

use std::path::PathBuf;

use spite_core::{Game, GameResult, Rules, Status};

fn protocol_ts() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/src/protocol.ts")
}

#[test]
fn web_protocol_ts_is_current() {
    let generated = spite_server::ts::typescript();
    let path = protocol_ts();
    if std::env::var_os("UPDATE_TS").is_some() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == generated,
        "{} is stale: run UPDATE_TS=1 cargo test -p spite-server --features ts --test ts_types",
        path.display()
    );
}

/// The types whose wire format is written by hand (a custom `Serialize`)
/// are declared `string` for TypeScript: every value of them over whole
/// games serialises as a JSON string. The derived enums declare every
/// spelling serde writes.
#[test]
fn declarations_match_what_the_real_types_write() {
    use ts_rs::TS;
    assert_eq!(spite_core::Card::decl(), "type Card = string;");
    assert_eq!(spite_core::Rank::decl(), "type Rank = string;");
    assert_eq!(spite_core::Move::decl(), "type Move = string;");
    let is_string = |v: serde_json::Value| assert!(v.is_string(), "{v} is not a string");
    for level in spite_ai::Level::ALL {
        let wire = serde_json::to_value(level).unwrap();
        assert!(
            spite_ai::Level::decl().contains(&wire.to_string()),
            "{wire}"
        );
    }
    for reaction in spite_table::Reaction::ALL {
        let wire = serde_json::to_value(reaction).unwrap();
        assert_eq!(wire.as_str(), Some(reaction.as_str()));
        assert!(
            spite_table::Reaction::decl().contains(&wire.to_string()),
            "{wire}"
        );
    }
    let partnership = Rules {
        players: 4,
        partnership: true,
        payoff_size: 4,
        ..Rules::g4a()
    };
    let short = Rules {
        payoff_size: 3,
        ..Rules::g4a()
    };
    let classic = Rules {
        payoff_size: 3,
        ..Rules::classic()
    };
    let mut events_seen = std::collections::HashSet::new();
    for (i, rules) in [short, classic, partnership].into_iter().enumerate() {
        is_string(serde_json::to_value(rules.complete_at).unwrap());
        for seed in 0..10u64 {
            let mut game = Game::new(rules, seed + 100 * i as u64).unwrap();
            let mut turns = 0;
            while !game.status().is_over() && turns < 2000 {
                let view = game.observation(game.to_move()).to_json();
                view.hand
                    .iter()
                    .for_each(|&c| is_string(serde_json::to_value(c).unwrap()));
                view.center_needs
                    .iter()
                    .for_each(|&r| is_string(serde_json::to_value(r).unwrap()));
                let moves = game.legal_moves();
                // Centre moves first, so games end and piles complete.
                let mv = moves
                    .iter()
                    .copied()
                    .find(|m| !m.is_discard())
                    .unwrap_or_else(|| moves[seed as usize % moves.len()]);
                is_string(serde_json::to_value(mv).unwrap());
                for e in game.apply(mv).unwrap() {
                    let wire = serde_json::to_value(e).unwrap();
                    let tag = format!("\"event\": {}", wire["event"]);
                    assert!(spite_core::Event::decl().contains(&tag), "{tag}");
                    events_seen.insert(std::mem::discriminant(&e));
                }
                turns += 1;
            }
            let result = serde_json::to_value(GameResult {
                first: 0,
                result: game.status(),
            })
            .unwrap();
            let tag = format!("\"status\": {}", result["result"]["status"]);
            assert!(Status::decl().contains(&tag), "{tag}");
        }
    }
    assert!(
        events_seen.len() >= 6,
        "only {} kinds of event seen",
        events_seen.len()
    );
}
