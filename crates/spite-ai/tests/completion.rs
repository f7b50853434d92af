//! The expert sees a low pay-off card reached through a completed centre
//! pile: a pile brought to need a queen can be completed from the opponent's
//! side pile, and the empty pile then takes its ace.

mod common;

use common::layout;
use spite_ai::{Level, Style, bot_rng, plan_turn};
use spite_core::{Card, Game, Move, PlayerView, Source, Target};

/// Seat 0 to move. Centre 1 needs a jack and we hold one; the opponent shows
/// an ace and has a queen on a side pile. No centre pile is empty, and none
/// needs an ace, so the ace is out of reach unless a pile is completed.
fn jack_or_hold() -> Game {
    layout(
        ["2C 9D", "5C AC"],
        ["JH 9C 9H 2S 2D", "3C 3D 7S 7H 8S"],
        [["", "", "", ""], ["QS", "", "", ""]],
        [
            "AH 2H 3H 4H 5H 6H 7H 8H 9S TH",
            "AD 2D 3D 4D",
            "AC 2H 3C 4C 5C 6C",
        ],
    )
}

/// The hand slot of the jack of hearts.
fn jack(view: &PlayerView) -> Source {
    let jh: Card = "JH".parse().expect("a card");
    let slot = view.hand().iter().position(|&c| c == jh);
    Source::Hand(slot.expect("we hold the jack") as u8)
}

#[test]
fn hard_alone_plays_the_jack() {
    // `hard` counts only piles below the ace, so it sees no danger in the
    // jack and plays it for the card it gains.
    let game = jack_or_hold();
    let view = game.observation(0);
    let plan = &plan_turn(&view, &Style::HARD, 1)[0];
    assert_eq!(plan.moves[0].from, jack(&view), "{:?}", plan.moves);
    assert_eq!(plan.moves[0].to, Target::Centre(0), "{:?}", plan.moves);
}

#[test]
fn the_expert_holds_the_jack_back() {
    let game = jack_or_hold();
    let view = game.observation(0);
    let plan = &plan_turn(&view, &Style::EXPERT, 1)[0];
    assert!(
        plan.moves.iter().all(|m| m.to != Target::Centre(0)),
        "the expert's plan brings centre 1 to a queen: {:?}",
        plan.moves
    );
    let mv = Level::Expert.bot().choose(&view, &mut bot_rng(3));
    assert!(mv.is_discard(), "the expert played {mv}");

    // Once the jack is played, the opponent completes the pile with its
    // queen and plays its ace: the danger is real.
    let mut g = game.clone();
    g.apply(Move::new(jack(&view), Target::Centre(0)))
        .expect("the jack goes on centre 1");
    g.apply(Move::new(Source::Hand(0), Target::Side(0)))
        .expect("a discard ends the turn");
    let theirs = g.observation(1);
    let reply = &plan_turn(&theirs, &Style::HARD, 1)[0];
    assert_eq!(
        reply.moves.first().map(|m| m.from),
        Some(Source::Side(0)),
        "{:?}",
        reply.moves
    );
    assert!(reply.moves.iter().any(|m| m.from == Source::Payoff));
}
