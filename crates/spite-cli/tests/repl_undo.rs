//! `undo` through the binary: it takes back moves that revealed nothing,
//! restoring the table exactly, and refuses the others, saying why.

mod repl_support;

use repl_support::{Repl, hinted_move};

#[test]
fn undo_takes_back_quiet_moves_and_explains_refusals() {
    let mut repl = Repl::start(&["--seed", "31", "--opponent", "easy"]);
    repl.until_turn_or_game_over();
    repl.send("undo");
    let line = repl.line_starting("Nothing to take back");
    assert!(line.contains("you have not moved yet this turn"), "{line}");

    let (mut took_back, mut refused_payoff, mut refused_after_turn) = (false, false, false);
    for _ in 0..400 {
        if !repl.my_turn || (took_back && refused_payoff && refused_after_turn) {
            break;
        }
        let before = repl.show();
        repl.send("hint");
        let mv = hinted_move(&repl.line_starting("Hint:"));
        repl.send(&mv);
        let after = repl.table_lines();
        if !repl.my_turn {
            break;
        }
        let drew = after.iter().any(|l| l.starts_with("You draw"));
        let turned = after
            .iter()
            .any(|l| l.starts_with("Your next pay-off card is"));
        let discarded = mv.contains(" s");
        if discarded {
            // The discard ended the turn; the computer has played since.
            repl.send("undo");
            let line = repl.line_starting("Nothing to take back");
            assert!(line.contains("not moved yet this turn"), "{line}");
            refused_after_turn = true;
        } else if turned {
            repl.send("undo");
            let line = repl.line_starting("Cannot take back");
            assert_eq!(
                line,
                format!(
                    "Cannot take back {mv}: that move turned up a new pay-off card, so it stays."
                )
            );
            refused_payoff = true;
        } else if drew {
            repl.send("undo");
            let line = repl.line_starting("Cannot take back");
            assert!(line.contains("drew new cards"), "{line}");
        } else {
            repl.send("undo");
            let line = repl.line_starting("You take back");
            assert!(line.starts_with(&format!("You take back {mv}")), "{line}");
            repl.table_lines();
            assert_eq!(
                repl.show(),
                before,
                "undo of {mv} did not restore the table"
            );
            // Play it again to follow the hints on.
            repl.send(&mv);
            repl.table_lines();
            took_back = true;
        }
    }
    assert!(took_back, "no quiet move was taken back:\n{}", repl.tail());
    assert!(
        refused_payoff,
        "no pay-off move was refused:\n{}",
        repl.tail()
    );
    assert!(
        refused_after_turn,
        "no refusal after a turn:\n{}",
        repl.tail()
    );
    repl.send("quit");
    let (status, _, stderr) = repl.finish();
    // The refused undos make a script's exit status 3.
    assert_eq!(status.code(), Some(3), "{stderr}");
}
