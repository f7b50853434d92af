//! What a hint says in English, over many real positions, is what it said
//! when spite-ai wrote the sentence itself (`tests/hint_words.txt` was
//! written by that code): the English renderer words the hint's data with
//! exactly the old words.
//!
//! `UPDATE_HINT_WORDS=1 cargo test -p spite-table --test hint_words`
//! writes the file again (only for a deliberate change of the words).

use spite_core::{Game, Rules};
use spite_i18n::{Fluent, Language};
use spite_table::{Render, Symbols, hint_message};

/// English, from its `.ftl` file.
fn english() -> Fluent {
    Fluent::plain(Language::English)
}

/// Rule sets reaching every kind of reason: refilled hands of five and of
/// one, hands that are not refilled, partners, games won.
fn rule_sets() -> Vec<Rules> {
    vec![
        Rules::g4a(),
        Rules::classic(),
        Rules {
            players: 4,
            partnership: true,
            ..Rules::g4a()
        },
        Rules {
            refill_empty_hand: false,
            payoff_size: 8,
            ..Rules::g4a()
        },
        Rules {
            hand_size: 1,
            payoff_size: 5,
            ..Rules::g4a()
        },
        Rules {
            players: 3,
            ..Rules::classic()
        },
        // Short games, to their winning moves.
        Rules {
            payoff_size: 2,
            ..Rules::g4a()
        },
        Rules {
            payoff_size: 3,
            ..Rules::classic()
        },
    ]
}

/// The hint of the seat to move at every move of the first 50 of a few
/// games played by the hints, in plain card text (every tenth in symbols
/// too).
fn hint_lines() -> Vec<String> {
    let (plain, symbols) = (english(), Fluent::new(Language::English, Symbols));
    let mut out = Vec::new();
    for rules in rule_sets() {
        for seed in 0..2 {
            let mut game = Game::new(rules, seed).expect("valid rules");
            for i in 0..50 {
                if game.is_over() {
                    break;
                }
                let hint = hint_message(&game.observation(game.to_move()));
                out.push(plain.render(&hint));
                if i % 10 == 0 {
                    out.push(symbols.render(&hint));
                }
                let spite_table::Message::Hint { mv, .. } = hint else {
                    panic!("no hint on a seat's turn: {hint:?}");
                };
                game.apply(mv).expect("a hint is legal");
            }
        }
    }
    out
}

#[test]
fn hints_are_worded_as_they_were() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/hint_words.txt");
    let lines = hint_lines();
    if std::env::var_os("UPDATE_HINT_WORDS").is_some() {
        std::fs::write(path, lines.join("\n") + "\n").expect("write the hint words");
    }
    let want = std::fs::read_to_string(path).expect("tests/hint_words.txt");
    let want: Vec<&str> = want.lines().collect();
    assert_eq!(lines.len(), want.len());
    for (got, want) in lines.iter().zip(want) {
        assert_eq!(got, want);
    }
}
