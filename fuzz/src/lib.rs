//! The fuzz targets' checks. Each takes the raw fuzz input, feeds it to one
//! of the places that read what a user or another program sends (an engine
//! session, a saved game, a rules file, a view as JSON, move and card text),
//! and panics if the program misbehaves: a panic inside the code under test,
//! an answer that is not what the contract says, or a broken invariant.
//!
//! `fuzz_targets/*.rs` hand these to libFuzzer (`cargo +nightly fuzz`);
//! `tests/kept_inputs.rs` runs every kept input through them on stable, so
//! CI needs no nightly (docs/testing.md).

use arbitrary::{Arbitrary, Unstructured};
use spite_core::{
    Card, CompletedPiles, Events, Game, Match, Move, PlayerView, Rank, Rules, SavedGame, Target,
};
use spite_tests::{Depth, check_game, check_invariants, check_view};

/// A target's check of one fuzz input.
pub type Check = fn(&[u8]);

/// Every target by name, for the kept-input tests.
pub const TARGETS: [(&str, Check); 7] = [
    ("engine", engine),
    ("saved_game", saved_game),
    ("rules_file", rules_file),
    ("view_json", view_json),
    ("notation", notation),
    ("play", play),
    ("server_frame", server_frame),
];

/// One frame a client sends the game server: parsed as the server parses
/// it, with every field the server then reads (rules, seats, code, token,
/// move text) checked; never a panic (`spite_server::fuzz_client_frame`).
pub fn server_frame(data: &[u8]) {
    spite_server::fuzz_client_frame(data);
}

/// A whole engine-protocol session from arbitrary lines. The first byte
/// chooses whether `reveal` is allowed. Every line gets exactly one answer,
/// each a JSON object with `ok`; none is `internal` (a caught panic: under
/// the fuzzer the panic itself reaches libFuzzer).
pub fn engine(data: &[u8]) {
    let (allow_reveal, input) = match data.split_first() {
        Some((&first, rest)) => (first & 1 == 1, rest),
        None => (false, data),
    };
    let mut out = Vec::new();
    spite_cli::engine::serve(&mut &input[..], &mut out, allow_reveal)
        .expect("in-memory I/O cannot fail");
    let text = String::from_utf8(out).expect("answers are UTF-8");
    for line in text.lines() {
        let answer: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        let ok = answer["ok"]
            .as_bool()
            .unwrap_or_else(|| panic!("no ok: {line}"));
        if !ok {
            let error = &answer["error"];
            assert_ne!(error["code"], "internal", "{line}");
            assert!(error["code"].as_str().is_some(), "{line}");
            assert!(
                error["message"].as_str().is_some_and(|m| !m.is_empty()),
                "{line}"
            );
        }
    }
}

/// A saved match file: refused with a reason, or loaded (every move replayed
/// through the rules) into a match whose game passes every read check and
/// saves back to the same file.
pub fn saved_game(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(saved) = SavedGame::from_json(text) else {
        return;
    };
    let Ok(loaded) = Match::load(&saved) else {
        return;
    };
    check_game(
        "saved game",
        loaded.game(),
        &Events::new(),
        Depth::Full,
        None,
    );
    let again = Match::load(&loaded.save()).expect("a match's own save loads");
    assert_eq!(again.game(), loaded.game());
    assert_eq!(again.scores(), loaded.scores());
}

/// A rules file: refused with a reason, or valid rules that deal a game
/// which plays a few moves with every read checked.
pub fn rules_file(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(rules) = text.parse::<Rules>() else {
        return;
    };
    assert!(rules.validate().is_ok());
    assert!(!rules.to_string().is_empty());
    let mut game = Game::new(rules, data.len() as u64).expect("valid rules deal");
    check_game("rules file", &game, &Events::new(), Depth::Full, None);
    for _ in 0..4 {
        let Some(&mv) = game.legal_moves().first() else {
            break;
        };
        let events = game.apply(mv).expect("a legal move applies");
        check_game("rules file", &game, &events, Depth::Reads, None);
    }
}

/// A view received as JSON (as a frontend gets it over the protocol):
/// refused with a reason, or a view every read of which works, including
/// planning a turn, a determinisation and every bot.
pub fn view_json(data: &[u8]) {
    let Ok(view) = serde_json::from_slice::<PlayerView>(data) else {
        return;
    };
    check_view("view", &view, Depth::Full);
    if view.is_my_turn() {
        let mut bots = spite_tests::Bots::new(1);
        bots.choose_all("view", &view);
    }
}

/// Card, rank and move text as a person types it: parsed or refused, and
/// whatever parses prints back to text that parses to the same thing. Move
/// text is also read against a real table, by slot and by card.
pub fn notation(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(card.pretty().parse::<Card>(), Ok(card), "{}", card.pretty());
    }
    if let Ok(mv) = text.parse::<Move>() {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    }
    if let Ok(rank) = serde_json::from_str::<Rank>(&format!("\"{}\"", text.escape_default())) {
        assert!(Rank::all().any(|r| r == rank));
    }
    let game = Game::new(Rules::g4a(), u64::from(data.first().copied().unwrap_or(0)))
        .expect("the preset deals");
    let view = game.observation(game.to_move());
    if let Ok(mv) = view.parse_move(text) {
        // A parsed move names real piles: checking it answers, never panics.
        let _ = view.check(mv);
    }
}

/// Rules, a seed and a sequence of move choices, all from the fuzz input.
#[derive(Debug, Arbitrary)]
pub struct PlayInput {
    players: u8,
    partnership: bool,
    payoff_size: u8,
    hand_size: u8,
    centre_piles: u8,
    kings_wild: bool,
    complete_at_king: bool,
    set_aside: bool,
    refill_empty_hand: bool,
    seed: u64,
    choices: Vec<u16>,
}

impl PlayInput {
    /// The rules this input names, brought into the ranges the rules allow
    /// (an input outside them would only test `validate`, which the rules
    /// file target does).
    fn rules(&self) -> Rules {
        let players = 2 + self.players % 5;
        let mut rules = Rules {
            players,
            partnership: self.partnership && players == 4,
            payoff_size: 1 + self.payoff_size % 30,
            hand_size: 1 + self.hand_size % 8,
            centre_piles: 1 + self.centre_piles % 8,
            kings_wild: self.kings_wild,
            complete_at: if self.complete_at_king || !self.kings_wild {
                Rank::KING
            } else {
                Rank::QUEEN
            },
            completed_piles: if self.set_aside {
                CompletedPiles::SetAside
            } else {
                CompletedPiles::ShuffleIntoStock
            },
            refill_empty_hand: self.refill_empty_hand,
            match_target: 50,
        };
        while rules.validate().is_err() && rules.payoff_size > 1 {
            rules.payoff_size /= 2;
        }
        rules
    }
}

/// Plays the game `PlayInput` describes: each choice picks a legal move
/// (centre moves first when the choice is even, so games get somewhere).
/// After each move the game's invariants hold, every legal move of the
/// position applies to a copy, a move that is not legal is refused and
/// changes nothing, and every read of the view of the seat that moved and of
/// the seat to move works. Every seat's reads, the state's JSON and the
/// searching reads (a hint, a determinisation) are checked at the end, so an
/// input costs a fraction of a millisecond and ten million of them fit in a
/// session (docs/testing.md).
pub fn play(data: &[u8]) {
    let u = Unstructured::new(data);
    let Ok(input) = PlayInput::arbitrary_take_rest(u) else {
        return;
    };
    let rules = input.rules();
    let Ok(mut game) = Game::new(rules, input.seed) else {
        return;
    };
    check_game("play", &game, &Events::new(), Depth::Reads, None);
    for &choice in input.choices.iter().take(MAX_PLAY_MOVES) {
        if game.is_over() {
            break;
        }
        let legal = game.legal_moves();
        for &mv in legal.iter() {
            let mut copy = game.clone();
            copy.apply(mv).expect("a legal move applies");
        }
        // One move that is not legal, refused with the game unchanged.
        let wrong = Move::new(spite_core::Source::Hand(7), Target::Centre(7));
        if !legal.contains(&wrong) {
            let mut copy = game.clone();
            assert!(copy.apply(wrong).is_err());
            assert_eq!(copy, game, "a refused move changed the game");
        }
        let centre: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| matches!(m.to, Target::Centre(_)))
            .collect();
        let pick = usize::from(choice >> 1);
        let mv = if choice & 1 == 0 && !centre.is_empty() {
            centre[pick % centre.len()]
        } else {
            legal[pick % legal.len()]
        };
        let mover = game.to_move();
        let events = game.apply(mv).expect("a legal move applies");
        check_invariants("play", &game, &events);
        check_view("play", &game.observation(mover), Depth::Reads);
        if !game.is_over() && game.to_move() != mover {
            let view = game.observation(game.to_move());
            check_view("play", &view, Depth::Reads);
            assert_eq!(
                view.legal_moves().as_slice(),
                game.legal_moves().as_slice(),
                "play"
            );
        }
    }
    // Every seat, the state's JSON, and the searching reads, once at the end.
    check_game("play", &game, &Events::new(), Depth::Full, None);
}

/// How many moves of a `play` input are played: enough to finish games with
/// small pay-off piles and to reach the middle of others. Long games, played
/// to the end at every state, are the every-state test's
/// (`tests/tests/every_state.rs`); the fuzzer's strength is many rules, seeds
/// and orders of moves, so its inputs are kept short.
const MAX_PLAY_MOVES: usize = 64;
