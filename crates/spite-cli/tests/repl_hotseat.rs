//! Hot seat: people sharing the terminal get a hand-over screen before each
//! turn, and the table then shows only the hand of the person to move.

mod repl_support;

use repl_support::{Repl, hinted_move};

#[test]
fn each_person_sees_only_their_own_hand_after_the_hand_over() {
    let mut repl = Repl::start(&[
        "--seed",
        "17",
        "--hotseat",
        "--players",
        "3",
        "--people",
        "2",
    ]);
    let mut handovers = 0;
    for _ in 0..6 {
        let pass = repl.line_starting("Pass the terminal to ");
        let who = pass
            .trim_start_matches("Pass the terminal to ")
            .trim_end_matches('.')
            .to_string();
        assert!(who == "Player 1" || who == "Player 2", "{pass}");
        handovers += 1;
        repl.send("");
        // The turn ends when this person discards; until then every table
        // shows their hand and no other.
        loop {
            let table = repl.until(|l| l.contains(", your turn.") || l.starts_with("Game over:"));
            let hands: Vec<&String> = table.iter().filter(|l| l.contains("hand    h1")).collect();
            assert_eq!(hands.len(), 1, "{table:#?}");
            let me = table
                .iter()
                .rev()
                .find(|l| l.starts_with("* "))
                .expect("the person to move is marked");
            assert!(me.starts_with(&format!("* {who} ")), "{me}");
            assert!(
                table
                    .last()
                    .unwrap()
                    .starts_with(&format!("{who}, your turn.")),
                "{table:#?}"
            );
            repl.send("hint");
            let mv = hinted_move(&repl.line_starting("Hint:"));
            repl.send(&mv);
            if mv.contains(" s") {
                break;
            }
        }
    }
    assert_eq!(handovers, 6);
    repl.send("q");
    let (status, _, stderr) = repl.finish();
    assert!(status.success(), "{stderr}");
}
