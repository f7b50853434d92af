//! An engine session through the real binary covering every request and
//! every error code of docs/protocol.md, and a whole match played to its end.

mod engine_common;

use engine_common::{Engine, all_cards, setup};
use serde_json::{Value, json};

/// The full state (hidden cards too), to check that refusals change nothing.
fn full_state(e: &mut Engine) -> Value {
    e.ok(json!({"cmd":"state","reveal":true}))["state"].clone()
}

fn moves(e: &mut Engine) -> Vec<String> {
    e.ok(json!({"cmd":"legal"}))["moves"]
        .as_array()
        .expect("moves is an array")
        .iter()
        .map(|m| m.as_str().expect("a move is text").to_string())
        .collect()
}

#[test]
fn every_request_and_every_error_code() {
    let mut e = Engine::start(&["--allow-reveal"]);

    let info = e.ok(json!({"cmd":"info"}));
    assert_eq!(info["allow_reveal"], true);
    assert_eq!(info["game"], false);
    assert_eq!(info["max_line"], 65536);
    for cmd in [
        "info", "new", "state", "legal", "play", "ai", "hint", "undo", "next", "score", "quit",
    ] {
        assert!(
            info["commands"].as_array().unwrap().contains(&json!(cmd)),
            "{cmd} missing from info"
        );
    }

    // Before any game, every game request is refused with no_game.
    for req in [
        json!({"cmd":"state"}),
        json!({"cmd":"legal"}),
        json!({"cmd":"play","move":"p c1"}),
        json!({"cmd":"ai"}),
        json!({"cmd":"hint"}),
        json!({"cmd":"undo"}),
        json!({"cmd":"next"}),
        json!({"cmd":"score"}),
    ] {
        e.refused(req, "no_game");
    }

    // Lines that are not requests.
    assert_eq!(e.send_raw(b"{\"cmd\":")["error"]["code"], "bad_json");
    assert_eq!(e.send_raw(b"")["error"]["code"], "bad_json");
    e.refused(json!({"cmd":"shuffle"}), "unknown_cmd");
    e.refused(json!(["cmd", "state"]), "bad_request");
    e.refused(json!({"seed": 3}), "bad_request");
    e.refused(json!({"cmd":"new","rules":"chess"}), "bad_request");
    e.refused(json!({"cmd":"new","rules":{"players":9}}), "bad_request");
    e.refused(json!({"cmd":"new","rules":{"player":3}}), "bad_request");
    e.refused(json!({"cmd":"new","seed":-1}), "bad_request");
    e.refused(json!({"cmd":"new","seed":"7"}), "bad_request");

    // An explicit layout: seat 0 can win in two moves (AS then 2S from its
    // pay-off pile) and has an ace in hand for a move that can be undone.
    let rules = json!({"payoff_size": 2, "match_target": 3});
    let layout = setup(
        [&["2S", "AS"], &["9H", "8H"]],
        [
            &["AC", "3C", "4C", "5C", "6C"],
            &["7D", "7D", "TD", "JD", "QD"],
        ],
    );

    // Setups whose cards are not the rules' decks are refused.
    let mut short = layout.clone();
    short["stock"].as_array_mut().unwrap().pop();
    let msg = e.refused(
        json!({"cmd":"new","rules":rules,"setup":short}),
        "bad_request",
    );
    assert!(msg.contains("missing"), "{msg}");
    let mut unknown = layout.clone();
    unknown["stock"][0] = json!("ZZ");
    let msg = e.refused(
        json!({"cmd":"new","rules":rules,"setup":unknown}),
        "bad_request",
    );
    assert!(msg.contains("ZZ"), "{msg}");
    e.refused(json!({"cmd":"state"}), "no_game");

    let new = e.ok(json!({"cmd":"new","rules":rules,"setup":layout,"seed":7,"id":"n1"}));
    assert_eq!(new["id"], "n1", "the id is echoed");
    let s = &new["state"];
    assert_eq!(s["seat"], 0);
    assert_eq!(s["to_move"], 0);
    assert_eq!(s["hand"], json!(["AC", "3C", "4C", "5C", "6C"]));
    assert_eq!(s["players"][0]["payoff_top"], "AS");
    assert_eq!(s["players"][1]["payoff_top"], "8H");
    assert_eq!(s["players"][1]["hand_count"], 5);
    assert_eq!(s["stock_count"], 104 - 4 - 10);
    assert_eq!(s["center_needs"], json!(["A", "A", "A"]));
    assert_eq!(s["status"], "playing");
    assert_eq!(s["score"], json!([0, 0]));
    assert_eq!(s["match"]["game"], 1);

    // Reveal shows the hidden cards; the plain state never has those fields.
    let full = full_state(&mut e);
    assert_eq!(full["hands"][1], json!(["7D", "7D", "TD", "JD", "QD"]));
    assert_eq!(full["payoffs"][0], json!(["2S", "AS"]));
    assert_eq!(full["stock"].as_array().unwrap().len(), 90);
    let plain = e.ok(json!({"cmd":"state"}));
    for field in ["hands", "payoffs", "stock", "seed"] {
        assert!(plain["state"].get(field).is_none(), "{field} leaked");
    }
    let other = e.ok(json!({"cmd":"state","seat":1}))["state"].clone();
    assert_eq!(other["seat"], 1);
    assert_eq!(other["hand"], json!(["7D", "7D", "TD", "JD", "QD"]));
    e.refused(json!({"cmd":"state","seat":2}), "bad_request");
    e.refused(json!({"cmd":"state","seat":1e300}), "bad_request");

    // Every (source, target) pair, equivalent ones not collapsed: the ace
    // on the pay-off pile and the one in hand go to each empty centre pile.
    let legal = moves(&mut e);
    for m in ["p c1", "p c2", "p c3", "h1 c1", "h1 c2", "h1 c3", "h5 s4"] {
        assert!(legal.contains(&m.to_string()), "{m} not in {legal:?}");
    }
    assert_eq!(legal.len(), 3 + 3 + 5 * 4, "{legal:?}");

    // Refused moves, each leaving the game exactly as it was.
    let before = full_state(&mut e);
    let msg = e.refused(json!({"cmd":"play","move":"h2 c1"}), "illegal_move");
    assert!(msg.contains("needs an ace"), "{msg}");
    e.refused(json!({"cmd":"play","move":"KS c1"}), "illegal_move");
    // One answer for each kind of mistake, with this table's real sizes.
    for (mv, says) in [
        ("AC c9", "there is no centre pile c9; the table has 3"),
        ("h1 c4", "there is no centre pile c4; the table has 3"),
        ("h6 c1", "your hand has no card h6; it holds 5 cards"),
        ("h9 c1", "your hand has no card h9; it holds 5 cards"),
        ("h1 s5", "there is no side pile s5; each seat has four"),
    ] {
        let msg = e.refused(json!({"cmd":"play","move":mv}), "illegal_move");
        assert_eq!(msg, format!("{mv}: {says}"));
    }
    let msg = e.refused(json!({"cmd":"play","move":"c1 h1"}), "bad_request");
    assert!(msg.contains("name the card first"), "{msg}");
    e.refused(json!({"cmd":"play","move":"AC c1 c2"}), "bad_request");
    e.refused(json!({"cmd":"play","move":"p s1"}), "illegal_move");
    e.refused(json!({"cmd":"play","move":"p c1","seat":1}), "illegal_move");
    e.refused(json!({"cmd":"play","move":"fly away"}), "bad_request");
    e.refused(json!({"cmd":"play"}), "bad_request");
    e.refused(json!({"cmd":"play","move":["p","c1"]}), "bad_request");
    e.refused(json!({"cmd":"undo"}), "illegal_move");
    e.refused(json!({"cmd":"next"}), "bad_request");
    e.refused(json!({"cmd":"ai","level":"grandmaster"}), "bad_request");
    e.refused(json!({"cmd":"legal","seat":0}), "bad_request");
    assert_eq!(full_state(&mut e), before, "a refusal changed the game");

    // The AI and the hint answer with a legal move and do not play it;
    // the same position gives the same answer.
    for level in ["random", "naive", "easy", "medium", "hard", "expert"] {
        let a = e.ok(json!({"cmd":"ai","level":level}));
        let mv = a["move"].as_str().unwrap().to_string();
        assert!(legal.contains(&mv), "{level} chose {mv}");
        assert_eq!(a["level"], level);
        let again = e.ok(json!({"cmd":"ai","level":level}));
        assert_eq!(again["move"], a["move"], "{level} is not deterministic");
    }
    let default = e.ok(json!({"cmd":"ai"}));
    assert_eq!(default["level"], "hard");
    let hint = e.ok(json!({"cmd":"hint"}));
    assert!(legal.contains(&hint["move"].as_str().unwrap().to_string()));
    assert!(!hint["reason"].as_str().unwrap().is_empty());
    assert_eq!(full_state(&mut e), before, "ai or hint changed the game");

    // A move that reveals nothing can be undone; the game is as before.
    let played = e.ok(json!({"cmd":"play","move":"h1 c2","seat":0}));
    assert_eq!(
        played["events"],
        json!([{"event":"played","seat":0,"move":"h1 c2","card":"AC","counts_as":"A"}])
    );
    assert_eq!(played["state"]["center"][1], json!(["AC"]));
    let undone = e.ok(json!({"cmd":"undo"}));
    assert_eq!(undone["undone"], "h1 c2");
    assert_eq!(full_state(&mut e), before, "undo did not restore the game");

    // The pay-off ace turns up the 2, which cannot be undone.
    let played = e.ok(json!({"cmd":"play","move":"p c1"}));
    assert_eq!(
        played["events"],
        json!([
            {"event":"played","seat":0,"move":"p c1","card":"AS","counts_as":"A"},
            {"event":"payoff_turned","seat":0,"card":"2S"}
        ])
    );
    let msg = e.refused(json!({"cmd":"undo"}), "illegal_move");
    assert!(msg.contains("pay-off"), "{msg}");

    // The last pay-off card wins at once: 2 points, the cards left in the
    // opponent's pay-off pile.
    let won = e.ok(json!({"cmd":"play","move":"2s c1"}));
    let last = won["events"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        last,
        json!({"event":"game_over","result":{"status":"won","winner":0,"points":2}})
    );
    let s = &won["state"];
    assert_eq!(
        (&s["status"], &s["winner"], &s["points"]),
        (&json!("won"), &json!(0), &json!(2))
    );
    assert_eq!(s["score"], json!([2, 0]));
    assert_eq!(s["match"]["over"], false);
    assert_eq!(s["match"]["results"].as_array().unwrap().len(), 1);

    // A finished game refuses moves, AI, hints and undo; it has no legal moves.
    let over = full_state(&mut e);
    e.refused(json!({"cmd":"play","move":"h1 c2"}), "game_over");
    e.refused(json!({"cmd":"ai"}), "game_over");
    e.refused(json!({"cmd":"hint"}), "game_over");
    e.refused(json!({"cmd":"undo"}), "game_over");
    assert!(moves(&mut e).is_empty());
    assert_eq!(full_state(&mut e), over);
    let score = e.ok(json!({"cmd":"score"}));
    assert_eq!(score["score"], json!([2, 0]));
    assert_eq!(score["match"]["target"], 3);

    // `next` deals the following games; play them with the AI to the end of
    // the match, checking the turn-start draw happens inside `play`.
    let mut games = 1;
    loop {
        let next = e.ok(json!({"cmd":"next"}));
        games += 1;
        assert_eq!(next["state"]["match"]["game"], games);
        assert_eq!(next["state"]["status"], "playing");
        let mut plies = 0;
        let state = loop {
            let mv = e.ok(json!({"cmd":"ai","level":"naive"}))["move"].clone();
            let played = e.ok(json!({"cmd":"play","move":mv}));
            let s = played["state"].clone();
            for ev in played["events"].as_array().unwrap() {
                if ev["event"] == "turn_passed" && s["status"] == "playing" {
                    let seat = ev["seat"].as_u64().unwrap() as usize;
                    assert_eq!(s["players"][seat]["hand_count"], 5, "{played}");
                    assert_eq!(s["to_move"], ev["seat"]);
                }
            }
            if s["status"] != "playing" {
                break s;
            }
            plies += 1;
            assert!(plies < 5000, "game {games} does not end");
        };
        if state["match"]["over"] == true {
            let winner = state["match"]["winner"].as_u64().unwrap() as usize;
            assert!(state["score"][winner].as_u64().unwrap() >= 3, "{state}");
            break;
        }
        assert!(games < 40, "the match does not end");
    }
    e.refused(json!({"cmd":"next"}), "game_over");
    e.refused(json!({"cmd":"play","move":"h1 c1"}), "game_over");

    // A new game replaces the finished match.
    let fresh = e.ok(json!({"cmd":"new","rules":"classic","seed":3}));
    assert_eq!(fresh["state"]["match"]["game"], 1);
    assert_eq!(fresh["state"]["rules"]["kings_wild"], false);
    let three = e.ok(json!({"cmd":"new","rules":{"players":3},"seed":3}));
    assert_eq!(three["state"]["players"].as_array().unwrap().len(), 3);
    assert_eq!(three["state"]["score"], json!([0, 0, 0]));
    let teams = e.ok(json!({"cmd":"new","rules":{"players":4,"partnership":true},"seed":3}));
    assert_eq!(teams["state"]["players"].as_array().unwrap().len(), 4);
    assert_eq!(
        teams["state"]["score"],
        json!([0, 0]),
        "scores are per partnership"
    );
    assert_eq!(teams["state"]["match"]["sides"], "partnerships");
    e.refused(json!({"cmd":"state","seat":4}), "bad_request");

    let quit = e.ok(json!({"cmd":"quit","id":99}));
    assert_eq!(quit["id"], 99);
    assert!(e.finish(), "the engine exits cleanly after quit");
}

#[test]
fn reveal_is_forbidden_without_the_switch() {
    let mut e = Engine::start(&[]);
    assert_eq!(e.ok(json!({"cmd":"info"}))["allow_reveal"], false);
    e.refused(json!({"cmd":"state","reveal":true}), "forbidden");
    e.ok(json!({"cmd":"new","seed":1}));
    let msg = e.refused(json!({"cmd":"state","reveal":true}), "forbidden");
    assert!(msg.contains("--allow-reveal"), "{msg}");
    e.refused(json!({"cmd":"state","seat":1,"reveal":true}), "forbidden");
    let s = e.ok(json!({"cmd":"state","reveal":false}));
    assert!(s["state"].get("hands").is_none());
    assert!(e.finish(), "end of input ends the engine cleanly");
}

#[test]
fn same_seed_same_game_and_same_answers() {
    let run = || {
        let mut e = Engine::start(&["--allow-reveal"]);
        e.ok(json!({"cmd":"new","seed":12345}));
        let mut transcript = vec![];
        for _ in 0..60 {
            let s = e.ok(json!({"cmd":"state","reveal":true}));
            if s["state"]["status"] != "playing" {
                break;
            }
            let mv = e.ok(json!({"cmd":"ai","level":"random"}))["move"].clone();
            transcript.push(e.ok(json!({"cmd":"play","move":mv})));
        }
        transcript
    };
    let (a, b) = (run(), run());
    assert_eq!(a, b);
    // Two decks: the reveal accounts for every card of the game exactly once.
    let mut e = Engine::start(&["--allow-reveal"]);
    let s = e.ok(json!({"cmd":"new","seed":12345}))["state"].clone();
    let full = e.ok(json!({"cmd":"state","reveal":true}))["state"].clone();
    let mut cards = vec![];
    for pile in [&full["hands"], &full["payoffs"]] {
        for p in pile.as_array().unwrap() {
            cards.extend(
                p.as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap().to_string()),
            );
        }
    }
    cards.extend(
        full["stock"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_string()),
    );
    cards.sort();
    let mut expected = all_cards(2);
    expected.sort();
    assert_eq!(cards, expected);
    assert_eq!(s["seat"], full["seat"]);
}
