//! Partner-aware play in the partnership game, on exact layouts: seat 0
//! plays with seat 2 against seats 1 and 3.

mod common;

use common::layout_for;
use spite_ai::{HintWhy, Level, bot_rng, hint};
use spite_core::{Game, Rank, Rules, Source, Target};

fn partnership() -> Rules {
    Rules {
        players: 4,
        partnership: true,
        ..Rules::g4a()
    }
}

/// Seat 0 holds 4 and 5 while centre 1 needs a 4 and the partner (seat 2)
/// shows a 6; seat 0's own pay-off card is `own`, the opponents show queens.
fn chain_to_partner(own: &str) -> Game {
    let no_sides = ["", "", "", ""];
    layout_for(
        partnership(),
        &[own, "3D QD", "3H 6H", "3S QS"],
        &["4H 5H 8D JC JD", "", "", ""],
        &[no_sides; 4],
        &["AS 2S 3S", "", ""],
    )
}

/// Plays seat 0's whole turn with `level`; the moves played.
fn play_turn(game: &mut Game, level: Level) -> Vec<spite_core::Move> {
    let mut bot = level.bot();
    let mut rng = bot_rng(1);
    let mut played = vec![];
    while game.to_move() == 0 && !game.is_over() {
        let mv = bot.choose(&game.observation(0), &mut rng);
        game.apply(mv).expect("bots play legal moves");
        played.push(mv);
    }
    played
}

#[test]
fn a_partners_pay_off_card_within_reach_is_played_to() {
    // Our own pay-off 9 is far off.
    let game = chain_to_partner("3C 9C");
    for level in [Level::Medium, Level::Hard, Level::Expert] {
        let mut g = game.clone();
        let played = play_turn(&mut g, level);
        assert!(
            played.iter().any(|m| m.from == Source::PartnerPayoff),
            "{level} played {played:?}"
        );
        assert_eq!(g.payoff(2).len(), 1, "{level}: the partner's 6 went");
    }
    let h = hint(&game.observation(0)).expect("seat 0 is to move");
    assert_eq!((h.mv.from, h.mv.to), (Source::Hand(0), Target::Centre(0)));
    // The plan names the partner's 6 as a step ("then 6 from your
    // partner's pay-off pile to centre pile 1" in English).
    assert!(
        h.plan
            .steps
            .iter()
            .any(|s| s.from == Source::PartnerPayoff && s.rank.map(|r| r.number()) == Some(6)),
        "{:?}",
        h.plan
    );
    // And the reason is the partner's card, not "your pay-off 6" (our own
    // pay-off card is the 9).
    assert_eq!(
        h.plan.why,
        HintWhy::PartnerPayoffNext { rank: Rank::new(6) },
        "{:?}",
        h.plan
    );
}

#[test]
fn a_hint_names_the_partners_pay_off_card_it_plays_first() {
    // Centre 1 needs a 4 and the partner shows a 4: the first move plays it.
    let game = layout_for(
        partnership(),
        &["3C 9C", "3D QD", "3H 4H", "3S QS"],
        &["8H 8D JC JD 2C", "", "", ""],
        &[[""; 4]; 4],
        &["AS 2S 3S", "", ""],
    );
    let h = hint(&game.observation(0)).expect("seat 0 is to move");
    assert_eq!(
        (h.mv.from, h.mv.to),
        (Source::PartnerPayoff, Target::Centre(0))
    );
    assert_eq!(
        h.plan.why,
        HintWhy::PartnerPayoffNow { rank: Rank::new(4) },
        "{:?}",
        h.plan
    );
}

#[test]
fn a_hint_gives_its_own_pay_off_card_before_its_partners() {
    // The plan plays the partner's 6 and then our own 7: the reason is our
    // own card, which the plan reaches through the partner's.
    let game = chain_to_partner("3C 7C");
    let h = hint(&game.observation(0)).expect("seat 0 is to move");
    let from: Vec<Source> = h.plan.steps.iter().map(|s| s.from).collect();
    assert!(
        from.contains(&Source::PartnerPayoff) && (from.contains(&Source::Payoff) || h.plan.more),
        "{:?}",
        h.plan
    );
    assert_eq!(
        h.plan.why,
        HintWhy::PayoffNext { rank: Rank::new(7) },
        "{:?}",
        h.plan
    );
}

#[test]
fn the_way_to_a_partners_pay_off_card_is_not_buried() {
    // The partner shows a 6 and centre 1 needs a 4: a 4 from anywhere,
    // then the 5 on our side pile 1, reach it. Nothing can be played now,
    // and our own pay-off 2 is far off whatever we discard. Discarding the
    // spare 3 onto that 5 (a tidy descending run for our own cards) would
    // bury the way to the partner's card; the planners keep it open.
    let game = layout_for(
        partnership(),
        &["4C 2C", "3D QD", "3H 6H", "3S QS"],
        &["2H 3H 3C 6D 6C", "", "", ""],
        &[
            ["5S", "QH", "JH", "9H"],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
        ],
        &[
            "AS 2S 3S",
            "AD 2D 3D 4D 5D 6D 7D",
            "AC 2C 3C 4C 5C 6C 7C 8C 9C",
        ],
    );
    let view = game.observation(0);
    assert!(
        view.legal_moves().iter().all(|m| m.is_discard()),
        "only discards"
    );
    // (The expert compares hard's best plans by play-outs, and there the
    // burying discard can come out level: it is not asked here.)
    for level in [Level::Medium, Level::Hard] {
        let mv = level.bot().choose(&view, &mut bot_rng(1));
        assert_ne!(mv.to, Target::Side(0), "{level} buried the 5 under {mv}");
    }
}

#[test]
fn the_expert_races_partnership_against_partnership() {
    // Both of our piles count, and both of theirs: the expert still plays
    // the partner's card and its own when it can.
    let game = chain_to_partner("3C 7C");
    let mut g = game.clone();
    let played = play_turn(&mut g, Level::Expert);
    assert!(
        played.iter().any(|m| m.from == Source::PartnerPayoff)
            && played.iter().any(|m| m.from == Source::Payoff),
        "{played:?}"
    );
}
