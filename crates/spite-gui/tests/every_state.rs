//! The window's own text at every state of many games, every rule variant:
//! the table's labels (centre "needs" captions, pile labels), the status
//! line and the narration of every event, for every seat's view. Plain Rust,
//! no window. This text once panicked on a state
//! (a winning card completing a pile) that ordinary games rarely reach.

use spite_core::{Event, Game, PlayerView, Source};
use spite_gui::face::TableFace;
use spite_gui::local::Local;
use spite_gui::panels::turn_words;
use spite_gui::session::Session;
use spite_gui::table_ui::{
    centre_caption, centre_caption_short, centre_label, payoff_label, side_label,
};
use spite_gui::words::rank_with_article;
use spite_table::Player;

/// Every label the table draws for `view`, checked for sense.
fn check_view(names: &Session<Local>, view: &PlayerView, at: &str) {
    let w = names.ui();
    let rules = view.rules();
    for c in 0..rules.centre_piles {
        let pile = view.centre(c);
        let needs = view.centre_needs(c);
        assert!(
            needs <= rules.complete_at,
            "{at}: centre pile {} needs {needs:?}, past {:?}",
            c + 1,
            rules.complete_at
        );
        assert_eq!(
            usize::from(needs.number()),
            pile.len() + 1,
            "{at}: centre pile {} holds {} cards and needs {needs:?}",
            c + 1,
            pile.len()
        );
        let label = centre_label(w, view, c);
        assert!(
            label.ends_with(&format!("needs {}", rank_with_article(w, needs))),
            "{at}: {label}"
        );
        let caption = centre_caption(w, view, c);
        assert!(
            caption.ends_with(&format!("needs {}", needs.face())),
            "{at}: {caption}"
        );
        let short = centre_caption_short(w, view, c);
        assert!(short.ends_with(needs.face()), "{at}: {short}");
        assert!(short.chars().count() <= 8, "{at}: {short} is not short");
        if pile.is_empty() {
            assert!(label.contains(": empty, needs an ace"), "{at}: {label}");
        }
    }
    for seat in 0..rules.players {
        let payoff = payoff_label(w, view, seat, "pay-off");
        let n = view.payoff_count(seat);
        if n == 0 {
            assert_eq!(payoff, "pay-off: empty", "{at}");
        } else {
            assert!(
                payoff.ends_with(if n == 1 { " 1 card" } else { " cards" }),
                "{at}: {payoff}"
            );
        }
        for p in 0..4 {
            let side = side_label(w, view, seat, p, "side");
            assert!(side.starts_with("side: "), "{at}: {side}");
            assert!(side.len() > "side: ".len(), "{at}: {side}");
        }
    }
    // The status line, with nothing held and with each card the viewer
    // could pick up held.
    let mut held = vec![None, Some(Source::Payoff)];
    held.extend((0..view.hand().len() as u8).map(|i| Some(Source::Hand(i))));
    held.extend((0..4).map(|p| Some(Source::Side(p))));
    for h in held {
        let text = turn_words(names, view, h);
        assert!(text.len() > 10, "{at}: status {text:?}");
        if view.status().is_over() {
            assert!(
                text.contains("win") || text.contains("the game is drawn"),
                "{at}: {text}"
            );
        }
    }
}

#[test]
fn every_seat_s_table_text_and_narration_make_sense_in_every_state() {
    let mut states = 0usize;
    let mut completing_wins = 0usize;
    for (name, rules) in spite_tests::variants() {
        // One person and the computer at every other seat, and a table of
        // people only: the names differ.
        let players = usize::from(rules.players);
        let mut one = vec![Player::Computer(spite_ai::Level::Easy); players];
        one[0] = Player::Person;
        let people = vec![Player::Person; players];
        for (k, seats) in [one, people].iter().enumerate() {
            let names = Session::new(rules, seats, 1).expect("the variant deals");
            let seed = 7 + k as u64;
            let mut mover = None;
            let played = spite_tests::play_biased(rules, seed, 85, |game: &Game, events| {
                states += 1;
                let at = format!("{name} seed {seed}, move {}", game.turn());
                if mover.is_some() {
                    for e in events {
                        let text = names.event_words(e);
                        assert!(!text.is_empty(), "{at}: {e:?}");
                        if let Event::GameOver { result } = e {
                            assert_eq!(text, names.result_words(*result), "{at}");
                        }
                    }
                }
                mover = (!game.is_over()).then(|| game.to_move());
                for seat in 0..rules.players {
                    check_view(&names, &game.observation(seat), &at);
                }
            });
            completing_wins += usize::from(played.won_completing);
        }
    }
    assert!(states > 10_000, "only {states} states");
    assert!(
        completing_wins > 0,
        "some game ends with a winning card that completes a pile"
    );
}
