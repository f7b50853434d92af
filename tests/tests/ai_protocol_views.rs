//! A bot or frontend in another process gets a view as protocol JSON
//! (`ViewJson`). Every AI level, given a view serialised and parsed back,
//! must still return a move that is legal in the real game.

use spite_ai::{Level, bot_rng};
use spite_core::{Game, PlayerView, Rules, ViewJson, derive_seed};

/// Positions along games of several rule sets, driven by random moves.
fn positions() -> Vec<Game> {
    let mut three = Rules::g4a();
    three.players = 3;
    let mut partners = Rules::g4a();
    partners.players = 4;
    partners.partnership = true;
    let mut out = vec![];
    for (i, rules) in [Rules::g4a(), Rules::classic(), three, partners]
        .into_iter()
        .enumerate()
    {
        let seed = 40 + i as u64;
        let mut game = Game::new(rules, seed).expect("valid rules");
        let mut rng = bot_rng(seed);
        let mut random = Level::Random.bot();
        let mut ply = 0u64;
        while !game.is_over() && ply < 400 {
            if ply.is_multiple_of(11) {
                out.push(game.clone());
            }
            let view = game.observation(game.to_move());
            let mv = random.choose(&view, &mut rng);
            game.apply(mv).expect("the random bot plays legal moves");
            ply += 1;
        }
    }
    out
}

/// The view as a process at the other end of the protocol rebuilds it.
fn through_json(view: &PlayerView) -> PlayerView {
    let text = serde_json::to_string(&view.to_json()).expect("a view is plain data");
    let parsed: ViewJson = serde_json::from_str(&text).expect("a view parses back");
    PlayerView::from_json(&parsed).expect("a real view is consistent")
}

#[test]
fn every_level_plays_legal_moves_from_views_sent_as_json() {
    let positions = positions();
    assert!(
        positions.len() >= 20,
        "too few positions: {}",
        positions.len()
    );
    for level in Level::ALL {
        // The searching levels are slower: ask them at every fourth position.
        let step = if level >= Level::Hard { 4 } else { 1 };
        for (i, game) in positions.iter().enumerate().step_by(step) {
            let seat = game.to_move();
            let view = game.observation(seat);
            let parsed = through_json(&view);
            assert_eq!(parsed.to_json(), view.to_json(), "position {i}");
            assert_eq!(parsed.legal_moves(), view.legal_moves(), "position {i}");
            let seed = derive_seed(i as u64, level as u64);
            let mv = level.bot().choose(&parsed, &mut bot_rng(seed));
            assert!(
                game.legal_moves().contains(&mv),
                "{level} chose {mv} at position {i}, which the real game does not allow"
            );
            if level <= Level::Naive {
                let direct = level.bot().choose(&view, &mut bot_rng(seed));
                assert_eq!(mv, direct, "{level} decides differently on the parsed view");
            }
        }
    }
}

#[test]
fn the_hint_is_legal_from_a_parsed_view() {
    for (i, game) in positions().iter().enumerate().step_by(3) {
        let parsed = through_json(&game.observation(game.to_move()));
        let hint = spite_ai::hint(&parsed).expect("it is the seat's turn");
        assert!(game.legal_moves().contains(&hint.mv), "position {i}");
        assert!(!hint.plan.steps.is_empty() || hint.plan.discard.is_some());
        // Not the seat to move: no hint.
        let other = (game.to_move() + 1) % game.rules().players;
        assert!(spite_ai::hint(&through_json(&game.observation(other))).is_none());
    }
}
