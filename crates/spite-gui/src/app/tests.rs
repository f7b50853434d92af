//! The app's routing to the game on the screen: a hint reaches the game
//! that asked (each game's client works it out), and keys meant for the
//! local match do not reach an online game.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use spite_core::Rules;
use spite_table::{Message, Render};

use super::SpiteApp;
use crate::face::TableFace;
use crate::lang::Language;

type App = Harness<'static, SpiteApp>;

/// A window with a local g4a match against the computer.
fn window() -> App {
    let local = crate::testing::local_against_easy();
    let settings = crate::testing::english_instant();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| SpiteApp::with_session(local, settings, &cc.egui_ctx));
    h.run_steps(2);
    h
}

/// Runs frames until `done`; panics after `secs`.
fn wait(h: &mut App, secs: u64, what: &str, done: impl Fn(&SpiteApp) -> bool) {
    crate::testing::run_until(h, secs, what, |h| h.run_steps(1), |h| done(h.state()));
    h.run_steps(2);
}

/// The hint the worker would give `face` now, and its words in English.
fn expected_hint(face: &dyn TableFace) -> (spite_core::Move, String) {
    let message = spite_table::hint_message(&face.view().expect("a table"));
    let text = crate::lang::words(Language::English).render(&message);
    match message {
        Message::Hint { mv, .. } => (mv, text),
        other => panic!("a seat to move has a hint, not {other:?}"),
    }
}

#[test]
fn a_hint_reaches_the_session_that_asked_and_the_thinking_notice_clears() {
    let mut h = window();
    let thinking = h.state().session.t("ui-hint-thinking");

    // The local table: the computer's moves and the hint are its client's.
    wait(&mut h, 20, "the local person's turn", |a| {
        a.session.can_act()
    });
    let (mv, _) = expected_hint(&h.state().session);
    h.state_mut().ask_hint();
    // Worked out on the local match's own client.
    wait(&mut h, 20, "the local hint", |a| !a.session.hint_pending());
    let local = &h.state().session;
    assert_eq!(local.hint_move(), Some(mv), "the local hint is shown");
    assert_ne!(
        local.notice().map(|n| n.text.as_str()),
        Some(thinking.as_str())
    );

    // An online room on the screen: its hint goes to it, not to the local
    // table underneath.
    h.state_mut()
        .online_command(crate::testing::host_against_computer(Rules::g4a()));
    wait(&mut h, 20, "the online seat's turn", |a| {
        a.online
            .as_ref()
            .is_some_and(|o| o.connected() && o.can_act())
    });
    let online = h.state().online.as_ref().expect("online");
    let (mv, text) = expected_hint(online);
    h.state_mut().ask_hint();
    wait(&mut h, 20, "the online hint", |a| {
        a.online.as_ref().is_some_and(|o| !o.hint_pending())
    });
    let online = h.state().online.as_ref().expect("still online");
    assert_eq!(online.hint_move(), Some(mv), "the online hint is shown");
    let notice = online.notice().map(|n| n.text.clone());
    assert_ne!(
        notice.as_ref(),
        Some(&thinking),
        "the thinking notice clears"
    );
    assert_eq!(notice, Some(text), "the hint is said");
    h.state_mut()
        .online_command(crate::online::dialog::OnlineCommand::Leave);
}

#[test]
fn a_question_about_the_local_match_is_not_answered_by_a_key_over_an_online_game() {
    let mut h = window();
    wait(&mut h, 20, "the local person's turn", |a| {
        a.session.can_act()
    });
    // New game mid-match asks first; the player goes online instead.
    h.state_mut().ask_new_game();
    h.run_steps(2);
    assert!(h.state().windows.confirm_new, "the question is asked");
    let local = h.state().session.view().expect("a table").to_json();
    h.state_mut()
        .online_command(crate::testing::host_against_computer(Rules::g4a()));
    wait(&mut h, 20, "the online seat", |a| {
        a.online.as_ref().is_some_and(|o| o.ready())
    });
    // Its yes key over the online table deals no new local match.
    h.key_press(egui::Key::Y);
    h.run_steps(2);
    assert!(h.state().online.is_some(), "still online");
    h.state_mut()
        .online_command(crate::online::dialog::OnlineCommand::Leave);
    h.run_steps(2);
    assert_eq!(
        h.state().session.view().expect("a table").to_json(),
        local,
        "the local match waited, unchanged"
    );
}

#[test]
fn a_match_started_in_place_of_a_damaged_file_lets_the_person_move_first() {
    // The notice about the damaged file covers the table: the computer
    // must not play its first turn behind it.
    let ctx = egui::Context::default();
    for seed in 0..16 {
        let loaded = crate::persist::Loaded {
            settings: crate::settings::Settings {
                guide_seen: true,
                ..crate::settings::Settings::default()
            },
            problems: vec!["Your saved match could not be read.".into()],
            ..crate::persist::Loaded::fresh()
        };
        let app = SpiteApp::from_loaded_dealing(loaded, &ctx, seed);
        let game = app.session.match_().game();
        assert!(!app.session.is_computer(game.to_move()), "seed {seed}");
        assert!(
            app.session.match_().record().moves.is_empty(),
            "seed {seed}"
        );
    }
}

#[test]
fn rules_for_the_next_match_are_kept_and_said_so_when_the_new_match_is_declined() {
    for decline in ["No", "Esc"] {
        let mut h = window();
        wait(&mut h, 20, "the local person's turn", |a| {
            a.session.can_act()
        });
        // A card played: a new match would lose something, so it asks.
        let mv = h.state().session.view().expect("a table").legal_moves()[0];
        h.state_mut().session.play(mv).expect("a legal move");
        h.run_steps(2);
        let classic = Rules::preset("classic").expect("a preset");
        h.state_mut().draft.rules = classic;
        h.state_mut().ask_new_match_with_draft();
        h.run_steps(2);
        assert!(
            h.state().windows.confirm_new,
            "{decline}: the question is asked"
        );
        let before = h.state().session.match_().record().moves.len();
        if decline == "No" {
            let no = h.state().session.t("ui-confirm-new-no");
            h.get_by_label(&no).click();
        } else {
            h.key_press(egui::Key::Escape);
        }
        h.run_steps(2);
        let app = h.state();
        assert!(!app.windows.confirm_new, "{decline}: the question is gone");
        assert_eq!(
            app.draft.rules, classic,
            "{decline}: the next match's rules are kept"
        );
        assert_eq!(
            app.session.match_().record().moves.len(),
            before,
            "{decline}: the match goes on"
        );
        let kept = app.session.t("ui-confirm-new-draft-kept");
        assert_eq!(
            app.session.notice().map(|n| n.text.as_str()),
            Some(kept.as_str()),
            "{decline}: the player is told"
        );
    }
}
