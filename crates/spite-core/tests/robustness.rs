//! Nothing reachable from outside (move text, card text, rules files, saved
//! games, full states, views received over a wire) makes the core panic.

use proptest::prelude::*;
use spite_core::{Card, Game, Match, Move, PlayerView, Rules, SavedGame, Setup, ViewJson};

fn saved_match() -> String {
    let mut m = Match::new(Rules::g4a(), 4).unwrap();
    for _ in 0..40 {
        let mv = m.game().legal_moves()[0];
        m.play(mv).unwrap();
    }
    m.save().to_json()
}

fn load(text: &str) {
    if let Ok(saved) = SavedGame::from_json(text) {
        let _ = Match::load(&saved);
    }
    let _ = serde_json::from_str::<Game>(text);
    let _ = serde_json::from_str::<Setup>(text).map(|s| Game::from_setup(Rules::g4a(), &s, 1));
    if let Ok(v) = serde_json::from_str::<ViewJson>(text) {
        let _ = PlayerView::from_json(&v);
    }
    let _ = text.parse::<Rules>();
}

proptest! {
    // A fixed seed: the same inputs every run (a new input found is kept
    // as a test of its own, not left to chance).
    #![proptest_config(ProptestConfig {
        cases: 2000,
        rng_seed: proptest::test_runner::RngSeed::Fixed(11),
        ..ProptestConfig::default()
    })]

    #[test]
    fn any_text_is_parsed_or_refused(text in "\\PC{0,40}") {
        let _ = text.parse::<Move>();
        let _ = text.parse::<Card>();
        let game = Game::new(Rules::g4a(), 1).unwrap();
        let _ = game.observation(game.to_move()).parse_move(&text);
        load(&text);
    }

    #[test]
    fn move_like_text_is_parsed_or_refused(text in "[hpcsHPCS]{1,2}[0-9]{0,20} [cCsS][0-9]{0,20}") {
        if let Ok(m) = text.parse::<Move>() {
            let mut game = Game::new(Rules::g4a(), 2).unwrap();
            let before = game.clone();
            if game.apply(m).is_err() {
                prop_assert_eq!(game, before);
            }
        }
    }

    #[test]
    fn an_edited_save_file_loads_or_is_refused(edits in prop::collection::vec((0usize..4000, "[0-9A-Za-z\\[\\]{}\",:. -]{0,6}"), 1..6)) {
        let mut text = saved_match();
        for (at, insert) in edits {
            let mut at = at.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            let end = (at + insert.len()).min(text.len());
            let mut end = end;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            text.replace_range(at..end, &insert);
        }
        load(&text);
    }

    #[test]
    fn an_edited_view_is_accepted_only_if_it_adds_up(count in any::<usize>(), seat in any::<u8>()) {
        let game = Game::new(Rules::g4a(), 3).unwrap();
        let mut v = game.observation(0).to_json();
        v.players[1].hand_count = count;
        v.seat = seat;
        let _ = PlayerView::from_json(&v);
        let mut v = game.observation(0).to_json();
        v.stock_count = count;
        let _ = PlayerView::from_json(&v);
    }
}

#[test]
fn hostile_numbers_in_a_rules_file_are_refused() {
    for text in [
        r#"{"players": 255}"#,
        r#"{"players": -1}"#,
        r#"{"payoff_size": 1e30}"#,
        r#"{"hand_size": 0}"#,
        r#"{"centre_piles": 200}"#,
        r#"{"complete_at": "Z"}"#,
        r#"{"match_target": 0}"#,
        r#"{"players": 6, "payoff_size": 255}"#,
    ] {
        assert!(text.parse::<Rules>().is_err(), "{text} accepted");
    }
}
