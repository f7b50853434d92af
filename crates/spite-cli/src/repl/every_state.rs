//! Every state of many games, for every rule variant, through the REPL's own
//! text: the table each seat sees, the narration of every event and the
//! words for every legal move, including the final table of a game won by
//! a card that also completed a centre pile (drawing it once panicked).

use spite_ai::Level;
use spite_core::{Events, Game, Status};
use spite_table::{Message, Render, Seats, event_message};

use super::speech::{Voice, renderer};
use super::style::{TermStyle, Width};
use super::table::{self, Scoreboard};

const GAMES_PER_VARIANT: u64 = 3;

/// The two styles a terminal draws in, each with its renderer, made once
/// per walk: a renderer parses the language's messages when it is made, and
/// making two per state was most of the walk's time.
fn styled_renderers() -> Vec<(TermStyle, Box<dyn Render>)> {
    let fancy = TermStyle {
        fancy: true,
        terminal: true,
        width: Width::Columns(80),
    };
    [TermStyle::PLAIN, fancy]
        .into_iter()
        .map(|style| (style, renderer(style)))
        .collect()
}

/// Checks the text of one state, for every seat, in both styles.
fn check_state(
    game: &Game,
    events: &Events,
    seats: &Seats,
    styles: &[(TermStyle, Box<dyn Render>)],
    label: &str,
) {
    let rules = *game.rules();
    let scores = vec![0; usize::from(rules.sides())];
    let board = Scoreboard {
        game: 1,
        scores: &scores,
        target: rules.match_target,
        live: true,
    };
    for (style, render) in styles {
        let style = *style;
        let voice = Voice::new(seats, render.as_ref());
        for ev in events {
            let line = render.render(&event_message(seats, &rules, ev));
            assert!(!line.trim().is_empty(), "{label}: {ev:?}");
        }
        for seat in 0..rules.players {
            let view = game.observation(seat);
            let text = table::draw(&view, &voice, &board, style);
            assert!(text.contains("Centre"), "{label}, seat {seat}:\n{text}");
            assert!(!text.contains("needs ?"), "{label}:\n{text}");
            for c in 0..rules.centre_piles {
                let needs = view.centre_needs(c);
                assert!(
                    needs.number() <= rules.complete_at.number(),
                    "{label}: centre {} needs {needs:?} past {:?}:\n{text}",
                    c + 1,
                    rules.complete_at
                );
            }
            let turn = table::turn_line(&view, &voice, true);
            match game.status() {
                Status::Playing => assert!(turn.contains("turn"), "{label}: {turn}"),
                _ => assert!(turn.starts_with("Game over: "), "{label}: {turn}"),
            }
            if seat == game.to_move() && !game.is_over() {
                for &mv in view.legal_moves().iter() {
                    let card = view.card_at(mv.from);
                    let option = Message::MoveOption {
                        mv,
                        card,
                        counts_as: None,
                    };
                    let phrase = render.render(&option);
                    assert!(
                        !phrase.is_empty() && !phrase.contains('?'),
                        "{label}: {mv} reads {phrase:?}"
                    );
                }
            }
        }
    }
}

/// The walk in four parts, each its own test, so a test runner spreads it
/// over the cores (alone it was the longest test by far: the terminal's
/// crate is built at opt-level 0). Part `part` takes every fourth variant.
const PARTS: usize = 4;

/// One person against computers, and everyone at one terminal, in turn.
fn seats_for(rules: &spite_core::Rules, seed: u64) -> Seats {
    let people = match seed % 2 {
        0 if rules.partnership => 2,
        0 => 1,
        _ => rules.players,
    };
    Seats::standard(rules.players, people, Level::Medium)
}

/// Plays the games of one part, calling `check` at every state; returns how
/// many were won by a card that completed a centre pile.
fn walk(part: usize, check: bool) -> usize {
    let mut won_completing = 0;
    let styles = styled_renderers();
    for (name, rules) in spite_tests::variants()
        .into_iter()
        .skip(part)
        .step_by(PARTS)
    {
        for seed in 0..GAMES_PER_VARIANT {
            let label = format!("{name} seed {seed}");
            let seats = seats_for(&rules, seed);
            let played = spite_tests::play_biased(rules, seed, 85, |game, events| {
                if check {
                    check_state(game, events, &seats, &styles, &label);
                }
            });
            won_completing += usize::from(played.won_completing);
        }
    }
    won_completing
}

#[test]
fn every_state_of_every_variant_reads_without_a_panic_part_1() {
    walk(0, true);
}

#[test]
fn every_state_of_every_variant_reads_without_a_panic_part_2() {
    walk(1, true);
}

#[test]
fn every_state_of_every_variant_reads_without_a_panic_part_3() {
    walk(2, true);
}

#[test]
fn every_state_of_every_variant_reads_without_a_panic_part_4() {
    walk(3, true);
}

/// The parts' games (the same rules, seeds and moves; checking a state does
/// not change the game) include one won by a card that completed a pile.
#[test]
fn the_walk_covers_a_win_by_a_card_completing_a_pile() {
    let won_completing: usize = (0..PARTS).map(|part| walk(part, false)).sum();
    assert!(
        won_completing > 0,
        "no game was won by a card that completed a pile: that case is not covered"
    );
}
