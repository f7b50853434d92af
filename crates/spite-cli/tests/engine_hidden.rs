//! Hidden information is a security boundary: without `reveal`, no answer
//! holds a card the seat may not see. Counted card by card against the
//! revealed truth while games are played.

mod engine_common;

use engine_common::{Engine, card_tokens};
use serde_json::{Value, json};

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The cards `seat` may see, from the full (revealed) state: its own hand,
/// every pay-off top, every side pile, the centre and the set-aside cards.
fn visible(full: &Value, seat: usize) -> Vec<String> {
    let mut out = strings(&full["hands"][seat]);
    for (s, p) in full["players"].as_array().unwrap().iter().enumerate() {
        if let Some(top) = strings(&full["payoffs"][s]).last() {
            out.push(top.clone());
        }
        for side in p["sides"].as_array().unwrap() {
            out.extend(strings(side));
        }
    }
    for c in full["center"].as_array().unwrap() {
        out.extend(strings(c));
    }
    out.extend(strings(&full["set_aside"]));
    out.sort();
    out
}

fn tokens(v: &Value) -> Vec<String> {
    let mut out = vec![];
    card_tokens(v, &mut out);
    out.sort();
    out
}

#[test]
fn state_shows_exactly_the_cards_the_seat_may_see() {
    for (seed, rules) in [
        (1u64, json!("g4a")),
        (2, json!("classic")),
        (3, json!({"players":4,"partnership":true})),
    ] {
        let mut truth = Engine::start(&["--allow-reveal"]);
        let mut plain = Engine::start(&[]);
        let new = json!({"cmd":"new","rules":rules,"seed":seed});
        truth.ok(new.clone());
        plain.ok(new);
        let players = truth.ok(json!({"cmd":"state"}))["state"]["players"]
            .as_array()
            .unwrap()
            .len();
        for ply in 0..400 {
            let full = truth.ok(json!({"cmd":"state","reveal":true}))["state"].clone();
            for seat in 0..players {
                let answer = plain.ok(json!({"cmd":"state","seat":seat}));
                assert_eq!(
                    tokens(&answer),
                    visible(&full, seat),
                    "seed {seed} ply {ply} seat {seat}: the state shows other cards than the seat may see"
                );
                let same = truth.ok(json!({"cmd":"state","seat":seat}));
                assert_eq!(answer, same, "the switch alone changes the plain state");
            }
            if full["status"] != "playing" {
                break;
            }
            let mv = plain.ok(json!({"cmd":"ai","level":"random"}))["move"].clone();
            let played = plain.ok(json!({"cmd":"play","move":mv}));
            truth.ok(json!({"cmd":"play","move":mv}));
            // Events name only cards that were played or turned face up.
            for ev in played["events"].as_array().unwrap() {
                let named = tokens(ev);
                match ev["event"].as_str().unwrap() {
                    "played" | "payoff_turned" => assert_eq!(named.len(), 1, "{ev}"),
                    _ => assert!(named.is_empty(), "{ev} names a card"),
                }
            }
            // The state in a play answer is the mover's view: it shows
            // exactly what the mover may see after the move.
            let after = truth.ok(json!({"cmd":"state","reveal":true}))["state"].clone();
            let mover = played["state"]["seat"].as_u64().unwrap() as usize;
            assert_eq!(tokens(&played["state"]), visible(&after, mover));
        }
    }
}
