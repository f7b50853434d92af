//! The last pay-off card that also completes a centre pile (a king
//! on a pile at Q in the classic rules) crashed the REPL while it drew the
//! final table. Played here from an exact layout loaded with `--load`.

mod repl_support;

use spite_core::{Card, Game, Match, Rules, Setup};

use repl_support::{Repl, scratch_dir};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test cards are notation"))
        .collect()
}

/// Seat 0 (the person) holds an ace to play first and has one pay-off card
/// left, the king that completes centre 1 (at Q); seat 1 has three left.
fn last_king_match() -> Match {
    let mut rules = Rules::classic();
    rules.match_target = 3;
    let payoff = vec![cards("KH"), cards("2D 3D 4D")];
    let hands = vec![cards("AH 5S"), cards("9H")];
    let centre = vec![cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS")];
    // Every card of the rules' decks, less those laid out.
    let mut stock = Game::new(rules, 0).expect("valid rules").all_cards();
    for used in payoff.iter().chain(&hands).chain(&centre).flatten() {
        let at = stock.iter().position(|c| c == used).expect("two decks");
        stock.remove(at);
    }
    let setup = Setup {
        payoff,
        hands,
        stock,
        centre,
        first: Some(0),
        ..Setup::default()
    };
    Match::from_setup(rules, setup, 5).expect("the layout is legal")
}

#[test]
fn the_winning_king_that_completes_a_pile_ends_the_match_without_a_crash() {
    let work = scratch_dir("winning-king");
    let data = scratch_dir("winning-king-data");
    let file = work.join("last-king.json");
    std::fs::write(&file, last_king_match().save().to_json()).expect("writable");
    let autosave = data.join("autosave.json");

    let path = file.to_str().expect("a UTF-8 temp path");
    let mut repl = Repl::start_with(&["--load", path], Some(&work), Some(&data));
    let table = repl.table_lines();
    assert!(repl.my_turn, "{}", repl.tail());
    assert!(
        table.iter().any(|l| l.contains("c1 QS needs K")),
        "{table:?}"
    );

    // A first move arms the autosave.
    repl.send("ah c2");
    repl.table_lines();
    assert!(autosave.is_file(), "the match in progress is autosaved");

    repl.send("p c1");
    let end = repl.until(|l| l.contains("the match!"));
    let text = end.join("\n");
    assert!(
        text.contains("You play KH from pay-off pile to centre pile 1."),
        "{text}"
    );
    assert!(text.contains("Centre pile 1 is complete"), "{text}");
    assert!(
        text.contains("Game over: You win the game, scoring 3 points."),
        "{text}"
    );
    // The final table: centre 1 emptied, needing an ace again; the pay-off
    // pile empty.
    assert!(text.contains("c1 - needs A"), "{text}");
    assert!(text.contains("pay-off -   (empty)"), "{text}");
    assert!(
        text.contains("Match to 3 points. You: 3, Computer: 0."),
        "{text}"
    );
    assert!(text.contains("You win the match!"), "{text}");

    repl.send("show");
    repl.line_starting("Side piles, bottom to top");
    repl.send("quit");
    let (status, _, stderr) = repl.finish();
    assert!(status.success(), "exit {status:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!autosave.exists(), "a finished match leaves no autosave");
}
