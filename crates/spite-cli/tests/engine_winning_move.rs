//! The last pay-off card that also completes a centre pile (a king
//! on a pile at Q in the classic rules) once made the engine answer
//! `{"code":"internal"}`. The pile is completed first, then the game ends.

mod engine_common;

use engine_common::{Engine, all_cards, take};
use serde_json::json;

#[test]
fn the_winning_king_that_completes_a_centre_pile_is_accepted() {
    let mut pool = all_cards(2);
    let payoff = [
        take(&mut pool, &["KH"]),
        take(&mut pool, &["2D", "3D", "4D"]),
    ];
    let hands = [take(&mut pool, &["5S"]), take(&mut pool, &["9H"])];
    let centre = take(
        &mut pool,
        &[
            "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS",
        ],
    );
    let layout = json!({
        "payoff": payoff, "hands": hands, "stock": pool,
        "centre": [centre], "first": 0,
    });
    let mut e = Engine::start(&[]);
    let new = e.ok(json!({"cmd":"new","rules":"classic","setup":layout,"seed":3}));
    assert_eq!(new["state"]["center_needs"][0], "K", "{new}");

    let played = e.ok(json!({"cmd":"play","move":"p c1"}));
    let kinds: Vec<&str> = played["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|ev| ev["event"].as_str().expect("an event has a kind"))
        .collect();
    let completed = kinds.iter().position(|k| *k == "pile_completed");
    let over = kinds.iter().position(|k| *k == "game_over");
    assert!(
        matches!((completed, over), (Some(c), Some(o)) if c < o),
        "the pile is completed before the game ends: {kinds:?}"
    );
    let state = &played["state"];
    assert_eq!(state["status"], "won", "{state}");
    assert_eq!(state["winner"], 0);
    assert_eq!(state["points"], 3, "the three cards left in seat 1's pile");
    assert_eq!(
        state["center"][0],
        json!([]),
        "the completed pile is cleared"
    );
    assert_eq!(state["players"][0]["payoff_count"], 0);
    assert_eq!(state["score"], json!([3, 0]));

    // The engine goes on answering about the finished game.
    let again = e.ok(json!({"cmd":"state","seat":1}));
    assert_eq!(again["state"]["center"][0], json!([]));
    assert_eq!(again["state"]["status"], "won");
    e.refused(json!({"cmd":"play","move":"h1 c2"}), "game_over");
    assert!(e.finish(), "the engine exits cleanly");
}
