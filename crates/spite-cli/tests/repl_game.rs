//! A whole game played through the REPL's stdin, as a script would play it:
//! each turn the player asks for a hint and plays it, until the game ends.

mod repl_support;

use repl_support::{Repl, hinted_move, scratch_dir};

/// Plays one game of a match to one point; returns the transcript.
fn play_whole_game(seed: &str) -> Vec<String> {
    let mut repl = Repl::start(&["--seed", seed, "--opponent", "easy", "--target", "1"]);
    let moves = play_out(&mut repl);
    // The game is over: the result, the match score and what comes next follow.
    let after = repl.until(|l| l.contains("the match!") || l.starts_with("Type 'next'"));
    let result = repl
        .transcript
        .iter()
        .rev()
        .find(|l| l.starts_with("Game over:"))
        .cloned()
        .expect("a game-over line was read");
    let score_line = after
        .iter()
        .find(|l| l.starts_with("Match to "))
        .cloned()
        .unwrap_or_else(|| panic!("no match score after the game:\n{}", repl.tail()));
    if result.contains(" win") {
        // Someone won: a one-point match is over, and the points are counted.
        let points: u32 = result
            .split("scoring ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no points in {result}"));
        assert!(points >= 1, "{result}");
        assert!(after.last().unwrap().contains("the match!"), "{after:?}");
        assert!(
            score_line.contains(&format!(" {points}")),
            "{score_line} vs {result}"
        );
        // Moves are refused once the game is over, and the REPL carries on.
        repl.send("h1 c1");
        repl.line_starting("The match is over");
    } else {
        assert!(result.contains("drawn"), "{result}");
        repl.send("next");
        repl.line_starting("Game 2.");
    }
    repl.send("log");
    let log_end = repl.until(|l| {
        l.starts_with("-- ")
            || l.contains("wins the game")
            || l.contains("win the game")
            || l.contains("drawn")
    });
    assert!(!log_end.is_empty());
    repl.send("quit");
    let transcript = repl.transcript.clone();
    let won = result.contains(" win");
    let (status, _, stderr) = repl.finish();
    // The move refused after a won match makes the exit status 3.
    let code = if won { 3 } else { 0 };
    assert_eq!(status.code(), Some(code), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(moves > 10, "only {moves} moves were played");
    // The cards you draw are named, and they are in the hand drawn next.
    let mut named = 0;
    for (i, line) in transcript.iter().enumerate() {
        let Some(cards) = line
            .strip_prefix("You draw ")
            .and_then(|l| l.split(": ").nth(1))
        else {
            continue;
        };
        let hand = transcript[i..]
            .iter()
            .find(|l| l.trim_start().starts_with("hand "))
            .expect("a table follows a draw");
        for card in cards.trim_end_matches('.').split(' ') {
            assert!(hand.contains(&format!(" {card}")), "{line} but {hand}");
            named += 1;
        }
    }
    assert!(named > 5, "drawn cards are not named");
    // Output to a pipe is plain ASCII without escape codes.
    for line in &transcript {
        assert!(
            line.is_ascii() && !line.contains('\x1b'),
            "not plain: {line:?}"
        );
    }
    transcript
}

#[test]
fn a_scripted_player_plays_a_whole_game_to_its_end() {
    let first = play_whole_game("20261130");
    // The same seed and the same typed lines give the same game.
    let second = play_whole_game("20261130");
    assert_eq!(first, second, "the game is not deterministic");
}

#[test]
fn each_kind_of_move_mistake_gets_one_answer_with_the_tables_sizes() {
    let mut repl = Repl::start(&["--seed", "2", "--opponent", "easy"]);
    assert!(repl.until_turn_or_game_over());
    for (typed, answer) in [
        (
            "h6 c1",
            "Cannot play h6 c1: your hand has no card h6; it holds 5 cards.",
        ),
        (
            "h9 c1",
            "Cannot play h9 c1: your hand has no card h9; it holds 5 cards.",
        ),
        (
            "h1 c4",
            "Cannot play h1 c4: there is no centre pile c4; the table has 3.",
        ),
        (
            "h1 c9",
            "Cannot play h1 c9: there is no centre pile c9; the table has 3.",
        ),
        (
            "c1 h1",
            "That is not a move: 'c1' is a centre pile, where a card goes",
        ),
        ("fly", "'fly' is not a command or a move."),
    ] {
        repl.send(typed);
        repl.line_starting(answer);
    }
    repl.send("quit");
    let (status, _, stderr) = repl.finish();
    assert_eq!(status.code(), Some(3), "six lines were refused: {stderr}");
}

/// Plays hinted moves until the game ends (the computer moves by itself);
/// returns how many.
fn play_out(repl: &mut Repl) -> usize {
    let mut moves = 0;
    while repl.until_turn_or_game_over() {
        repl.send("hint");
        let hint = repl.line_starting("Hint:");
        repl.send(&hinted_move(&hint));
        moves += 1;
        assert!(moves < 2000, "the game does not end:\n{}", repl.tail());
    }
    moves
}

#[test]
fn the_next_game_is_named_once_whoever_plays_first() {
    let dir = scratch_dir("next-game");
    // One pay-off card: short games.
    std::fs::write(dir.join("short.json"), r#"{"payoff_size": 1}"#).unwrap();
    let rules = dir.join("short.json");
    let mut computer_first = false;
    for seed in 1..=30 {
        let seed = seed.to_string();
        let args = ["--seed", &seed, "--opponent", "easy"];
        let mut repl = Repl::start(&[&args[..], &["--rules", rules.to_str().unwrap()]].concat());
        play_out(&mut repl);
        repl.send("next");
        let opening = repl.until(|l| l.starts_with("Your turn") || l.starts_with("Game over:"));
        let named: Vec<&String> = opening
            .iter()
            .filter(|l| l.starts_with("Game 2.") || l.starts_with("Game 2:"))
            .collect();
        assert_eq!(named.len(), 1, "seed {seed}: {opening:?}");
        computer_first |= named[0] == "Game 2: Computer plays first.";
        // Whoever plays first is said: "Game 2: You play first." too.
        assert!(
            named[0] == "Game 2: Computer plays first." || named[0] == "Game 2: You play first.",
            "seed {seed}: {opening:?}"
        );
        repl.send("quit");
        repl.finish();
        if computer_first {
            break;
        }
    }
    assert!(computer_first, "no seed had the computer play game 2 first");
}

#[test]
fn the_rules_heading_says_rules_once() {
    let mut repl = Repl::start(&["--seed", "6", "--rules", "classic"]);
    repl.until_turn_or_game_over();
    repl.send("rules");
    assert_eq!(repl.line_starting("The rules:"), "The rules: classic.");
    repl.send("quit");
    repl.finish();
}

#[test]
fn the_status_line_sets_each_sides_points_apart_from_its_name() {
    let mut repl = Repl::start(&["--seed", "6", "--players", "3"]);
    let table = repl.table_lines();
    let status = table
        .iter()
        .find(|l| l.starts_with("Game 1 |"))
        .unwrap_or_else(|| panic!("no status line: {table:?}"));
    assert_eq!(
        status,
        "Game 1 | turn 3 | match to 50 | You: 0, Computer 1: 0, Computer 2: 0"
    );
    repl.send("quit");
    repl.finish();

    let mut repl = Repl::start(&["--seed", "6", "--players", "3", "--lang", "bg"]);
    let status = repl.line_starting("Игра 1 |");
    assert_eq!(
        status,
        "Игра 1 | ред 3 | мач до 50 | Вие: 0, Компютър 1: 0, Компютър 2: 0"
    );
    repl.send("quit");
    repl.finish();
}

/// `new` asks before it replaces a match only when a person's move would be
/// lost: the computers' first turns are only a deal.
#[test]
fn new_asks_only_once_a_person_has_moved() {
    // Seed 6 with three players: both computers move before you.
    let mut repl = Repl::start(&["--seed", "6", "--players", "3"]);
    repl.until_turn_or_game_over();
    // Were a question asked, `show` would answer it (no).
    repl.send("new 7");
    repl.send("show");
    let said = repl.table_lines();
    assert!(
        said.iter()
            .any(|l| l.starts_with("Spite & Malice: ") && l.contains(", seed 7.")),
        "{said:?}"
    );
    assert!(
        !said
            .iter()
            .any(|l| l.contains("goes on") || l.contains("(y/n)")),
        "{said:?}"
    );
    // Once you have played a card, `new` asks.
    repl.until_turn_or_game_over();
    repl.play_hinted(1);
    repl.send("new");
    repl.send("n");
    repl.line_starting("The current match goes on.");
    repl.send("quit");
    repl.finish();
}

/// The start says what the preset's name means, and who plays first,
/// you as well as the computer.
#[test]
fn the_start_explains_g4a_and_says_you_play_first() {
    let mut repl = Repl::start(&["--seed", "1"]);
    let start = repl.table_lines();
    assert!(
        start
            .iter()
            .any(|l| l.starts_with("g4a is the usual rule set")),
        "{start:?}"
    );
    assert!(
        start.iter().any(|l| l == "Game 1: You play first."),
        "{start:?}"
    );
    repl.send("quit");
    repl.finish();
}
