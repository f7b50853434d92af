//! The browser client's protocol types (`web/src/protocol.ts`) are
//! generated from the Rust ones; this test fails when that file is stale
//! (`UPDATE_TS=1` rewrites it), and when the mirrors of spite-core's types
//! in `src/ts.rs` no longer read what the real types write.
#![cfg(feature = "ts")]

use std::path::PathBuf;

use serde::Serialize;
use serde::de::DeserializeOwned;
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

/// `value` read through its mirror `M` (unknown fields refused) writes the
/// same JSON again.
fn mirrors<T: Serialize, M: Serialize + DeserializeOwned>(value: &T) {
    let json = serde_json::to_value(value).unwrap();
    let mirror: M = serde_json::from_value(json.clone())
        .unwrap_or_else(|e| panic!("the mirror does not read {json}: {e}"));
    assert_eq!(serde_json::to_value(&mirror).unwrap(), json);
}

#[test]
fn mirrors_read_what_the_real_types_write() {
    use spite_server::ts;
    for level in spite_ai::Level::ALL {
        mirrors::<_, ts::Level>(&level);
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
        mirrors::<_, ts::Rules>(&rules);
        for seed in 0..20u64 {
            let mut game = Game::new(rules, seed + 100 * i as u64).unwrap();
            let mut turns = 0;
            while !game.status().is_over() && turns < 2000 {
                for seat in 0..rules.players {
                    mirrors::<_, ts::ViewJson>(&game.observation(seat).to_json());
                }
                let moves = game.legal_moves();
                // Centre moves first, so games end and piles complete.
                let mv = moves
                    .iter()
                    .copied()
                    .find(|m| !m.is_discard())
                    .unwrap_or_else(|| {
                        moves
                            .iter()
                            .copied()
                            .nth(seed as usize % moves.len())
                            .unwrap()
                    });
                mirrors::<_, ts::Move>(&mv);
                for e in game.apply(mv).unwrap() {
                    mirrors::<_, ts::Event>(&e);
                    events_seen.insert(std::mem::discriminant(&e));
                }
                turns += 1;
            }
            for seat in 0..rules.players {
                mirrors::<_, ts::ViewJson>(&game.observation(seat).to_json());
            }
            mirrors::<_, ts::GameResult>(&GameResult {
                first: 0,
                result: game.status(),
            });
        }
    }
    mirrors::<_, ts::Status>(&Status::Drawn);
    assert!(
        events_seen.len() >= 6,
        "only {} kinds of event seen",
        events_seen.len()
    );
}
