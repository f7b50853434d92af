//! Runs the Python protocol client example (examples/python/spite_client.py)
//! against the real binary, so the example in the frontend guide never rots.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn python_client_example_plays_a_game_to_its_end() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let script = root.join("examples/python/spite_client.py");
    assert!(script.is_file(), "{} is missing", script.display());
    let output = Command::new("python3")
        .arg(&script)
        .args(["--engine", env!("CARGO_BIN_EXE_spite"), "--seed", "11"])
        .args(["--level", "naive", "--quiet"])
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "python3 is needed to run the protocol client example ({}), and it could not be started: {e}. Install python3.",
                script.display()
            )
        });
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the Python client failed ({})\nstdout:\n{stdout}\nstderr:\n{stderr}",
        output.status
    );
    assert!(
        stdout.contains("as expected, refused with bad_request"),
        "{stdout}"
    );
    let result = stdout
        .lines()
        .find_map(|l| l.strip_prefix("game over: "))
        .unwrap_or_else(|| panic!("no result line in:\n{stdout}"));
    let result: serde_json::Value = serde_json::from_str(result).expect("the result is JSON");
    match result["status"].as_str() {
        Some("won") => {
            let winner = result["winner"].as_u64().expect("a won game has a winner") as usize;
            assert!(result["points"].as_u64().unwrap() > 0, "{result}");
            assert_eq!(result["score"][winner], result["points"], "{result}");
        }
        Some("drawn") => assert_eq!(result["score"], serde_json::json!([0, 0])),
        other => panic!("the game did not end: {other:?} in {result}"),
    }
}
