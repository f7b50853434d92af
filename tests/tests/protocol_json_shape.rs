//! The JSON that docs/protocol.md documents comes from spite-core types:
//! pin its field names and event tags here, so a change in the core that
//! would break frontends fails a test instead of a frontend.

use std::collections::BTreeSet;

use serde_json::Value;
use spite_ai::{Level, bot_rng};
use spite_core::{Game, Rules};

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object().expect("an object").keys().cloned().collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn view_has_the_documented_fields() {
    let game = Game::new(Rules::g4a(), 1).unwrap();
    let view = serde_json::to_value(game.observation(0).to_json()).unwrap();
    assert_eq!(
        keys(&view),
        set(&[
            "seat",
            "to_move",
            "turn",
            "rules",
            "hand",
            "players",
            "center",
            "center_needs",
            "stock_count",
            "set_aside",
            "status",
            "winner",
            "points",
        ])
    );
    assert_eq!(
        keys(&view["players"][0]),
        set(&["payoff_top", "payoff_count", "hand_count", "sides"])
    );
    assert_eq!(view["players"][0]["sides"].as_array().unwrap().len(), 4);
    assert_eq!(view["status"], "playing");
    assert_eq!(
        keys(&view["rules"]),
        set(&[
            "players",
            "partnership",
            "payoff_size",
            "hand_size",
            "centre_piles",
            "kings_wild",
            "complete_at",
            "completed_piles",
            "refill_empty_hand",
            "match_target",
        ])
    );
}

#[test]
fn events_have_the_documented_tags_and_fields() {
    let documented: [(&str, &[&str]); 7] = [
        ("played", &["event", "seat", "move", "card", "counts_as"]),
        ("payoff_turned", &["event", "seat", "card"]),
        ("pile_completed", &["event", "centre"]),
        ("stock_shuffled", &["event", "stock"]),
        ("drew", &["event", "seat", "count"]),
        ("turn_passed", &["event", "seat"]),
        ("game_over", &["event", "result"]),
    ];
    let mut seen = BTreeSet::new();
    for (rules, seeds) in [(Rules::g4a(), 0..6u64), (Rules::classic(), 0..6)] {
        for seed in seeds {
            let mut game = Game::new(rules, seed).unwrap();
            let mut bot = Level::Naive.bot();
            let mut rng = bot_rng(seed);
            while !game.is_over() {
                let mv = bot.choose(&game.observation(game.to_move()), &mut rng);
                for event in game.apply(mv).unwrap() {
                    let v = serde_json::to_value(event).unwrap();
                    let tag = v["event"].as_str().expect("every event is tagged");
                    let (_, fields) = documented
                        .iter()
                        .find(|(t, _)| *t == tag)
                        .unwrap_or_else(|| panic!("undocumented event {v}"));
                    assert!(keys(&v).is_subset(&set(fields)), "{v}");
                    if tag == "game_over" {
                        let status = v["result"]["status"].as_str().unwrap();
                        assert!(["won", "drawn"].contains(&status), "{v}");
                    }
                    seen.insert(tag.to_string());
                }
            }
        }
    }
    for (tag, _) in documented {
        assert!(seen.contains(tag), "no game produced a {tag} event");
    }
}
