//! Writes starting inputs for every fuzz target into `DIR/TARGET/` (by
//! default `fuzz/work/corpus`): engine sessions, saved matches, rules files,
//! views and move text made by the real code, so the fuzzers start from
//! inputs that get past the parsers.
//!
//! ```text
//! cargo run -p spite-fuzz --example seeds -- fuzz/work/corpus
//! ```

use std::fs;
use std::path::PathBuf;

use spite_core::{Game, Match, Rules};

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "fuzz/work/corpus".into()),
    );
    let write = |target: &str, name: &str, data: &[u8]| -> std::io::Result<()> {
        let folder = dir.join(target);
        fs::create_dir_all(&folder)?;
        fs::write(folder.join(name), data)
    };

    // Engine sessions: the documented requests, in a plausible order.
    let session = [
        r#"{"cmd":"info"}"#,
        r#"{"cmd":"new","seed":7}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"legal"}"#,
        r#"{"cmd":"hint"}"#,
        r#"{"cmd":"ai","level":"easy","seed":1}"#,
        r#"{"cmd":"play","move":"h1 s1","id":3}"#,
        r#"{"cmd":"undo"}"#,
        r#"{"cmd":"state","seat":1}"#,
        r#"{"cmd":"state","reveal":true}"#,
        r#"{"cmd":"score"}"#,
        r#"{"cmd":"next"}"#,
        r#"{"cmd":"quit"}"#,
    ]
    .join("\n");
    write("engine", "session", format!("\x00{session}\n").as_bytes())?;
    write(
        "engine",
        "classic-4p",
        b"\x01{\"cmd\":\"new\",\"rules\":{\"players\":4,\"partnership\":true,\"kings_wild\":false,\"complete_at\":\"K\",\"completed_piles\":\"set_aside\"},\"seed\":3}\n{\"cmd\":\"legal\"}\n{\"cmd\":\"play\",\"move\":\"p c1\"}\n",
    )?;

    // Rules files.
    for (i, text) in [
        "{}",
        r#"{"players": 4, "partnership": true, "complete_at": "K"}"#,
        r#"{"kings_wild": false, "complete_at": "K", "completed_piles": "set_aside"}"#,
        r#"{"payoff_size": 3, "hand_size": 8, "centre_piles": 8, "refill_empty_hand": false}"#,
    ]
    .iter()
    .enumerate()
    {
        write("rules_file", &format!("rules-{i}"), text.as_bytes())?;
    }

    // Saved matches and views from games played part of the way.
    for (i, rules) in [Rules::g4a(), Rules::classic()].into_iter().enumerate() {
        let mut m = Match::new(rules, i as u64 + 11).expect("presets deal");
        for _ in 0..30 {
            let Some(&mv) = m.game().legal_moves().first() else {
                break;
            };
            m.play(mv).expect("legal");
        }
        write(
            "saved_game",
            &format!("match-{i}"),
            m.save().to_json().as_bytes(),
        )?;
        let game: &Game = m.game();
        let view = game.observation(game.to_move());
        let json = serde_json::to_vec(&view).expect("a view serialises");
        write("view_json", &format!("view-{i}"), &json)?;
    }

    // Move and card text.
    for (i, text) in [
        "h3 c1", "7h c1", "p c2", "pp c1", "s4 c3", "10♦", "QS", "h1 s1",
    ]
    .iter()
    .enumerate()
    {
        write("notation", &format!("text-{i}"), text.as_bytes())?;
    }

    // Frames a client sends the game server.
    for (i, text) in [
        r#"{"type":"create","rules":"classic","seats":[{"kind":"person"},{"kind":"computer","level":"easy"}],"name":"Ann"}"#,
        r#"{"type":"create","rules":{"players":4,"partnership":true},"seats":[],"takeover_after":30}"#,
        r#"{"type":"join","code":"KX7-P2Q","name":"Bo"}"#,
        r#"{"type":"rejoin","code":"kx7p2q","token":"00112233445566778899aabbccddeeff"}"#,
        r#"{"type":"play","move":"h3 c1"}"#,
        r#"{"type":"undo"}"#,
        r#"{"type":"undo_reply","approve":true}"#,
        r#"{"type":"state"}"#,
        r#"{"type":"ping"}"#,
    ]
    .iter()
    .enumerate()
    {
        write("server_frame", &format!("frame-{i}"), text.as_bytes())?;
    }

    // Structured play: a few arbitrary byte strings.
    for i in 0u8..4 {
        let bytes: Vec<u8> = (0..200u16)
            .map(|j| (j as u8).wrapping_mul(31 + i))
            .collect();
        write("play", &format!("bytes-{i}"), &bytes)?;
    }
    Ok(())
}
