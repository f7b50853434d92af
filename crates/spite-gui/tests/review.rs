//! The review of a finished game in the window, driven with egui_kittest:
//! the game-over screen's Review button, the review worked out on its
//! thread and shown as it comes (the same turns, marks and better turns as
//! spite-ai's `review_game`), a chosen turn shown with the better turn in
//! words, the games kept with the statistics, and closing the review
//! stopping its thread. Games come from fixed seeds; every wait is on the
//! review's own events, with a generous bound only as a safety net.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use spite_ai::{Level, ReviewOptions, review_game};
use spite_core::{Match, Move, Source, Target};
use spite_gui::SpiteApp;
use spite_gui::lang::{Language, words};
use spite_gui::review::{Exit, symbol};
use spite_gui::session::Session;
use spite_gui::testing::{SMALL_REVIEW as SMALL, english_instant, finished_match, near_end_match};
use spite_table::Player;

const SEATS: [Player; 2] = [Player::Person, Player::Computer(Level::Easy)];

fn harness(m: Match) -> Harness<'static, SpiteApp> {
    let session = Session::with_match(m, &SEATS);
    let mut h = Harness::builder()
        .with_size(Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| {
            let mut app = SpiteApp::with_session(session, english_instant(), &cc.egui_ctx);
            app.review_options = SMALL;
            // The move log's turn headings would share the review's words.
            app.windows.log = false;
            app
        });
    h.run_steps(3);
    h
}

/// Steps the window until `done` (the review's thread wakes it); panics
/// after a bound that only a hung review reaches.
fn run_until(h: &mut Harness<'_, SpiteApp>, what: &str, done: impl Fn(&SpiteApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(300);
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "timed out: {what}");
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    h.run_steps(2);
}

fn review_done(app: &SpiteApp) -> bool {
    app.review.as_ref().is_some_and(|r| r.end.is_some())
}

#[test]
fn the_game_over_screen_offers_a_review_and_the_game_is_kept_for_later() {
    let mut h = harness(near_end_match());
    assert!(
        h.query_by_label("Review").is_none(),
        "not before the game is over"
    );
    let won = h
        .state_mut()
        .session
        .play(Move::new(Source::Payoff, Target::Centre(0)));
    assert!(won.is_ok(), "{won:?}");
    h.run_steps(4);
    h.get_by_label("Game over");
    // Kept with the statistics as it was counted.
    let kept = h.state().stats.games.clone();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].record, *h.state().session.match_().record());
    assert_eq!((kept[0].seat, kept[0].game), (0, 1));
    h.get_by_label("Review").click();
    h.run_steps(2);
    assert!(h.state().review.is_some(), "the review's window is open");
    run_until(&mut h, "the one-move game reviewed", review_done);
    let r = h.state().review.as_ref().expect("open");
    assert_eq!(r.turns.len(), 1, "one decision: the winning card");
    assert!(matches!(r.end, Some(Ok(_))));
    // Nothing to regret in a winning move.
    h.get_by_label_contains("Accuracy 100% over 1 decision.");
}

#[test]
fn a_review_marks_the_librarys_turns_and_shows_the_better_turn_of_a_chosen_one() {
    let m = finished_match();
    let record = m.record().clone();
    let never = AtomicBool::new(false);
    let expected = review_game(&record, 0, &SMALL, &never, |_| {}).expect("reviewed");
    let marked: Vec<usize> = (0..expected.turns.len())
        .filter(|&i| expected.turns[i].mark.is_some())
        .collect();
    assert!(
        marked.len() >= 2,
        "the fixed game has marked turns: {marked:?}"
    );

    let mut h = harness(m);
    h.get_by_label("Review").click();
    h.run_steps(2);
    run_until(&mut h, "the game reviewed", review_done);
    let r = h.state().review.as_ref().expect("open");
    assert_eq!(
        r.turns, expected.turns,
        "the library's review, turn by turn"
    );
    let accuracy = r.end.as_ref().and_then(|e| e.as_ref().ok()).copied();
    assert_eq!(accuracy, Some(expected.accuracy));
    // Each marked turn carries its symbol in the list.
    for mark in [
        spite_ai::Mark::Inaccuracy,
        spite_ai::Mark::Mistake,
        spite_ai::Mark::Blunder,
    ] {
        let n = expected
            .turns
            .iter()
            .filter(|t| t.mark == Some(mark))
            .count();
        assert_eq!(h.query_all_by_label(symbol(mark)).count(), n, "{mark:?}");
    }
    h.get_by_label_contains(&format!("Accuracy {}%", expected.accuracy.round()));

    // The last marked turn chosen: the table before it, both turns and
    // why the better one is better.
    let i = *marked.last().expect("marked");
    let t = &expected.turns[i];
    // A turn whose hand was refilled is two decisions under one number,
    // the second told apart ("Turn 7, part 2 (after new cards)").
    let label = words(Language::English).tr(
        "ui-review-list-turn",
        &[("turn", t.turn.into()), ("part", t.part.into())],
    );
    h.get_by_label(&label).click();
    h.run_steps(2);
    let r = h.state().review.as_ref().expect("open");
    assert_eq!(r.chosen_index(), Some(i));
    let (_, shown) = r.chosen().expect("chosen");
    let before = spite_gui::review::view_before(&record, 0, t.first_move as usize);
    assert_eq!(shown.view, before, "the table as it was");
    let view = shown.view.as_ref().expect("the table");
    let w = words(Language::English);
    let said = |moves: &[Move]| {
        let mut v = view.clone();
        let mut out = vec![];
        for &mv in moves {
            out.push(w.move_words(mv, v.card_at(mv.from)).0);
            _ = v.apply_visible(mv);
        }
        out.join(", ")
    };
    // The better turn in words, then only why: its plan is not told twice.
    let better = w.tr(
        "ui-review-better",
        &[
            ("moves", said(&t.best).into()),
            ("reason", w.hint_why(&t.better).into()),
        ],
    );
    h.get_by_label(&better);
    let twice = w.tr(
        "ui-review-better",
        &[
            ("moves", said(&t.best).into()),
            ("reason", w.hint_reason(&t.better).into()),
        ],
    );
    if twice != better {
        assert!(h.query_by_label(&twice).is_none(), "{twice}");
    }
    h.get_by_label(&w.tr("ui-review-played", &[("moves", said(&t.played).into())]));
}

#[test]
fn closing_the_review_stops_its_thread() {
    let mut h = harness(finished_match());
    // The whole review at full strength: far longer than this test.
    h.state_mut().review_options = ReviewOptions::DEFAULT;
    h.get_by_label("Review").click();
    h.run_steps(2);
    let (cancel, exit) = h.state().review.as_ref().expect("open").watch();
    assert!(!cancel.load(Ordering::Relaxed));
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(h.state().review.is_none(), "Esc closes the review");
    assert!(cancel.load(Ordering::Relaxed), "closing raised the flag");
    let deadline = Instant::now() + Duration::from_secs(300);
    while exit.get().is_none() {
        assert!(Instant::now() < deadline, "the review's thread stopped");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(exit.get(), Some(&Exit::Cancelled));
}

#[test]
fn a_kept_game_is_reviewed_from_the_statistics() {
    let mut h = harness(near_end_match());
    h.state_mut()
        .session
        .play(Move::new(Source::Payoff, Target::Centre(0)))
        .expect("the winning card");
    h.run_steps(4);
    h.get_by_label("Next game (Enter)").click();
    h.run_steps(2);
    assert!(!h.state().session.match_().game().is_over());
    h.state_mut().windows.stats = true;
    h.run_steps(2);
    h.get_by_label("Games to review").click();
    h.run_steps(2);
    h.get_by_label("Game 1 · You vs computer · medium · won");
    h.get_by_label("Review").click();
    h.run_steps(2);
    run_until(&mut h, "the kept game reviewed", review_done);
    let r = h.state().review.as_ref().expect("open");
    assert_eq!(r.kept(), Some(&h.state().stats.games[0]));
    assert_eq!(r.turns.len(), 1);
}
