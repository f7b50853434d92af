//! The worked session in docs/protocol.md is a real run: this test sends its
//! requests to the binary and compares every answer. With `SPITE_BLESS=1` it
//! rewrites the session's answers from the run instead (after a deliberate
//! change to the protocol).

mod engine_common;

use std::path::PathBuf;

use engine_common::Engine;
use serde_json::Value;

const START: &str = "<!-- session:start -->";
const END: &str = "<!-- session:end -->";

fn requests(block: &str) -> Vec<String> {
    block
        .lines()
        .filter_map(|l| l.strip_prefix("> "))
        .map(str::to_string)
        .collect()
}

fn answers(block: &str) -> Vec<String> {
    block
        .lines()
        .filter_map(|l| l.strip_prefix("< "))
        .map(str::to_string)
        .collect()
}

/// Whether two answers agree, allowing the AI's and hint's choices (which
/// change as the computer players improve) and the version to differ.
fn agree(request: &str, got: &Value, documented: &Value) -> bool {
    let req: Value = serde_json::from_str(request).unwrap_or(Value::Null);
    let strip = |v: &Value| {
        let mut v = v.clone();
        let cmd = req["cmd"].as_str().unwrap_or("");
        let level = req["level"].as_str().unwrap_or("hard");
        if let Some(map) = v.as_object_mut() {
            if cmd == "info" {
                map.remove("version");
            }
            if cmd == "hint" || (cmd == "ai" && !["random", "naive"].contains(&level)) {
                map.remove("move");
                map.remove("reason");
            }
        }
        v
    };
    strip(got) == strip(documented)
}

#[test]
fn the_worked_session_in_the_protocol_doc_is_a_real_run() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/protocol.md");
    let doc = std::fs::read_to_string(&path).expect("docs/protocol.md exists");
    let (Some(start), Some(end)) = (doc.find(START), doc.find(END)) else {
        panic!("docs/protocol.md has no {START} … {END} block");
    };
    let block = &doc[start + START.len()..end];
    let requests = requests(block);
    assert!(requests.len() >= 10, "the session is too short");
    let mut e = Engine::start(&[]);
    let got: Vec<String> = requests.iter().map(|r| e.exchange(r.as_bytes())).collect();

    if std::env::var_os("SPITE_BLESS").is_some() {
        let mut text = String::from("\n\n```text\n");
        for (r, a) in requests.iter().zip(&got) {
            text += &format!("> {r}\n< {a}\n");
        }
        text += "```\n\n";
        let updated = format!("{}{START}{text}{}", &doc[..start], &doc[end..]);
        std::fs::write(&path, updated).expect("docs/protocol.md is writable");
        return;
    }

    let documented = answers(block);
    assert_eq!(
        documented.len(),
        requests.len(),
        "every request in the session needs its answer (run with SPITE_BLESS=1 to fill them in)"
    );
    for ((request, got), doc) in requests.iter().zip(&got).zip(&documented) {
        let got: Value = serde_json::from_str(got).unwrap();
        let doc: Value = serde_json::from_str(doc)
            .unwrap_or_else(|e| panic!("the documented answer to {request} is not JSON: {e}"));
        assert!(
            agree(request, &got, &doc),
            "the engine's answer to {request} differs from docs/protocol.md\n engine: {got}\n    doc: {doc}\n(run with SPITE_BLESS=1 after a deliberate change)"
        );
    }
}
