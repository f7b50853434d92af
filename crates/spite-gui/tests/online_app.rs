//! The online game as a full citizen of the window, through the real app
//! (egui_kittest) against its own server on loopback, every wait bounded:
//! Settings, Rules, Statistics and Help open during an online game (the
//! room's rules, not the local match's; no local match's keys), a language
//! chosen mid-game tells the room bar and the log again, Leave asks first while the match is unfinished, and a
//! finished online match is counted once in the statistics, in a row of
//! its own, across a restart of the window in the middle of it.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable, by};
use spite_core::Rules;
use spite_gui::SpiteApp;
use spite_gui::face::TableFace;
use spite_gui::lang::{Language, words};
use spite_gui::online::dialog::OnlineCommand;
use spite_gui::online::tokens::SeatStore;
use spite_gui::persist::{STATS_FILE, Store};
use spite_gui::settings::{Settings, Speed};
use spite_table::Render;

type App = Harness<'static, SpiteApp>;

fn settings() -> Settings {
    spite_gui::testing::english_instant()
}

/// A window with a local g4a match against the computer, saving nothing.
fn window() -> App {
    let local = spite_gui::testing::local_against_easy();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| SpiteApp::with_session(local, settings(), &cc.egui_ctx));
    h.run_steps(2);
    h
}

/// A window saving to and resuming from `dir`.
fn window_in(dir: &std::path::Path) -> App {
    let dir = dir.to_owned();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| {
            let mut app = SpiteApp::with_store(Store::new(dir), None, &cc.egui_ctx);
            app.settings.speed = Speed::Instant;
            app
        });
    h.run_steps(2);
    h
}

/// Hosts a room in the app on a port the system picks: the window's
/// person and the easy computer, on `rules`.
fn host(h: &mut App, rules: Rules) {
    h.state_mut()
        .online_command(spite_gui::testing::host_against_computer(rules));
}

/// Runs frames until `done`; panics after `secs`.
fn wait(h: &mut App, secs: u64, what: &str, done: impl Fn(&SpiteApp) -> bool) {
    spite_gui::testing::run_until(h, secs, what, |h| h.run_steps(1), |h| done(h.state()));
    h.run_steps(2);
}

fn seated(a: &SpiteApp) -> bool {
    a.online
        .as_ref()
        .is_some_and(|o| o.ready() && o.connected())
}

/// Plays the window's seat (by the session's gesture path) whenever it may,
/// until `done`.
fn play_until(h: &mut App, secs: u64, what: &str, done: impl Fn(&SpiteApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "timed out: {what}");
        if let Some(o) = h.state_mut().online.as_mut()
            && o.finished_shown().is_some()
            && o.screen.anims.is_empty()
        {
            // A finished game's table is shown until its player goes on.
            o.continue_game();
        }
        if let Some(o) = h.state_mut().online.as_mut()
            && o.can_act()
        {
            let mv = spite_gui::testing::centre_first(&o.view().expect("a table"));
            assert!(o.play(mv).is_ok(), "{mv} was refused");
        }
        h.run_steps(1);
        std::thread::sleep(Duration::from_millis(2));
    }
    h.run_steps(2);
}

/// Runs frames until `label` is on the screen (`what` it is); panics
/// after `secs`.
fn until_shown(h: &mut App, secs: u64, what: &str, label: &str) {
    spite_gui::testing::run_until(
        h,
        secs,
        what,
        |h| h.run_steps(1),
        |h| h.query_by_label(label).is_some(),
    );
}

fn click_combo_showing(h: &App, shown: &str) {
    h.get_all(by().predicate(|n| {
        n.role() == egui::accesskit::Role::ComboBox
            && (n.value().as_deref() == Some(shown) || n.label().as_deref() == Some(shown))
    }))
    .next()
    .expect("the list")
    .click();
}

#[test]
fn settings_and_the_rooms_rules_open_during_an_online_game_and_a_new_language_applies_at_once() {
    let mut h = window();
    // Rules unlike the local match's: classic with 7 pay-off cards.
    let online_rules = Rules {
        payoff_size: 7,
        ..Rules::classic()
    };
    host(&mut h, online_rules);
    wait(&mut h, 20, "seated", seated);
    // The window's turn: the computer has finished its own, so the log
    // stays as it is while the language changes.
    wait(&mut h, 20, "the window's turn", |a| {
        a.online.as_ref().is_some_and(|o| o.can_act())
    });
    let code = h
        .state()
        .online
        .as_ref()
        .and_then(|o| o.table().code().map(str::to_owned))
        .expect("a code");
    h.get_by_label(&format!("Invite code {code}"));

    // Settings: what applies to an online game, and why the rest is not
    // offered.
    h.get_by_label("Settings (F3)").click();
    h.run_steps(2);
    h.get_by_label("Language:");
    h.get_by_label("Animation speed:");
    let en = words(Language::English);
    h.get_by_label(&en.tr("ui-settings-online-note", &[]));
    assert!(h.query_by_label("Computer level:").is_none());
    assert!(
        h.query_by_label("Start a new match with these rules")
            .is_none()
    );
    // The animation speed applies at once to the online table.
    h.get_by_label("slow").click();
    h.run_steps(2);
    assert_eq!(h.state().settings.speed, Speed::Slow);
    assert_eq!(
        h.state().online.as_ref().expect("online").speed,
        Speed::Slow
    );

    // The language, mid-game: the room bar, the menu and the log at once.
    let english_log: Vec<String> = h
        .state()
        .online
        .as_ref()
        .expect("online")
        .log()
        .iter()
        .map(|l| l.text.clone())
        .collect();
    assert!(!english_log.is_empty());
    click_combo_showing(&h, "English");
    h.run_steps(2);
    h.get_by_label("Български").click();
    h.run_steps(3);
    assert_eq!(h.state().language(), Language::Bulgarian);
    let bg = words(Language::Bulgarian);
    h.get_by_label(&bg.tr("ui-net-room-code", &[("code", code.as_str().into())]));
    h.get_by_label(&bg.tr("ui-net-leave", &[]));
    let o = h.state().online.as_ref().expect("online");
    let bg_log: Vec<String> = o.log().iter().map(|l| l.text.clone()).collect();
    assert_eq!(bg_log.len(), english_log.len());
    for (e, b) in english_log.iter().zip(&bg_log) {
        assert_ne!(e, b, "a log line stayed in English");
    }
    // The newest line is on the screen, in Bulgarian.
    let newest = bg_log.last().expect("a line").clone();
    assert!(h.query_all_by_label(&newest).next().is_some(), "{newest}");

    // Rules: the room's, explained in Bulgarian; not the local match's.
    h.get_by_label(&spite_gui::panels::with_key(
        &bg,
        "ui-menu-rules",
        egui::Key::F4,
        true,
    ))
    .click();
    h.run_steps(3);
    let explain = |r: &Rules| bg.render_all(&spite_table::explain(r));
    let room = explain(&Rules {
        players: 2,
        ..online_rules
    });
    let local = explain(h.state().session.rules());
    // The first line is the heading; the others are listed with a bullet.
    h.get_by_label(&room[0]);
    let differ: Vec<&String> = room[1..].iter().filter(|l| !local.contains(l)).collect();
    assert!(!differ.is_empty(), "the two rules read differently");
    for line in differ {
        h.get_by_label(&format!("• {line}"));
    }
    for line in local[1..].iter().filter(|l| !room.contains(l)) {
        assert!(
            h.query_by_label(&format!("• {line}")).is_none(),
            "the local match's rule shown: {line}"
        );
    }

    // Statistics open too (nothing finished yet).
    h.get_by_label(&spite_gui::panels::with_key(
        &bg,
        "ui-menu-statistics",
        egui::Key::F5,
        true,
    ))
    .click();
    h.run_steps(2);
    h.get_by_label(&bg.tr("ui-stats-none", &[]));
    // Help lists the keys of an online game: none for a local match's
    // next game or its abandoning.
    h.state_mut().windows.help = true;
    h.run_steps(3);
    h.get_by_label(&bg.tr("ui-help-key-hint", &[]));
    for id in ["ui-help-key-new", "ui-help-key-confirm"] {
        assert!(h.query_by_label(&bg.tr(id, &[])).is_none(), "{id}");
    }
    // Enter goes on from a finished online game too.
    h.get_by_label(&bg.tr("ui-help-key-continue", &[]));
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);
}

#[test]
fn leaving_an_unfinished_online_match_asks_first() {
    let mut h = window();
    let local_view = h.state().session.view().expect("a table").to_json();
    host(&mut h, Rules::g4a());
    wait(&mut h, 20, "seated", seated);
    h.get_by_label("Leave the online game").click();
    h.run_steps(4);
    assert!(h.state().windows.confirm_leave, "the question is asked");
    h.run_steps(4);
    h.get_by_label("Leave the online game?");
    h.get_by_label(&words(Language::English).tr("ui-net-leave-host-text", &[]));
    // No: the game goes on.
    h.get_by_label("No, keep playing (Esc)").click();
    h.run_steps(2);
    assert!(h.state().online.is_some());
    assert!(h.query_by_label("Leave the online game?").is_none());
    // Esc closes the question too.
    h.get_by_label("Leave the online game").click();
    h.run_steps(4);
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(h.state().online.is_some());
    assert!(!h.state().windows.confirm_leave);
    // Yes: back to the local match, as it was.
    h.get_by_label("Leave the online game").click();
    h.run_steps(4);
    h.get_by_label("Yes, leave (Y)").click();
    h.run_steps(2);
    assert!(h.state().online.is_none());
    assert_eq!(
        h.state().session.view().expect("a table").to_json(),
        local_view
    );
}

/// The online row's counts: games won, lost, drawn, matches won, lost.
fn online_counts(a: &SpiteApp) -> Option<(u32, u32, u32, u32, u32)> {
    let s = a.stats.online.get("Online · 2 players")?;
    Some((
        s.games_won,
        s.games_lost,
        s.games_drawn,
        s.matches_won,
        s.matches_lost,
    ))
}

fn games(c: Option<(u32, u32, u32, u32, u32)>) -> u32 {
    c.map_or(0, |(w, l, d, _, _)| w + l + d)
}

#[test]
fn a_finished_online_match_is_counted_once_across_a_restart_of_the_window() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    // A pay-off pile of 5 scores at most 5 a game: a match to 6 takes two
    // games at least.
    let rules = Rules {
        payoff_size: 5,
        match_target: 6,
        ..Rules::g4a()
    };
    host(&mut h, rules);
    wait(&mut h, 20, "seated", seated);
    play_until(&mut h, 120, "the second game", |a| {
        a.online
            .as_ref()
            .is_some_and(|o| o.table().game_number() >= 2 && o.table().match_end().is_none())
            || a.online
                .as_ref()
                .is_some_and(|o| o.table().match_end().is_some())
    });
    let finished = |a: &SpiteApp| {
        let o = a.online.as_ref().expect("online");
        o.finished_games().expect("seated").games.len() as u32
    };
    assert!(
        h.state()
            .online
            .as_ref()
            .is_some_and(|o| o.table().match_end().is_none()),
        "a match to 6 with 5 pay-off cards lasts two games"
    );
    let before_restart = online_counts(h.state());
    assert_eq!(games(before_restart), finished(h.state()));
    assert!(games(before_restart) >= 1);
    // Kept apart from the games against the computer.
    assert!(h.state().stats.levels.is_empty());
    let on_disk = std::fs::read_to_string(dir.path().join(STATS_FILE)).expect("stats written");
    assert!(on_disk.contains("Online · 2 players"), "{on_disk}");

    // The window closes mid-match and opens again: back at its seat, the
    // games already counted are not counted again.
    drop(h);
    let mut h = window_in(dir.path());
    assert_eq!(online_counts(h.state()), before_restart, "read back");
    wait(&mut h, 20, "back at the seat", seated);
    h.run_steps(5);
    // A game that ended before the restart is in the score and the
    // statistics, not on the table: only its result came back.
    assert!(
        h.state()
            .online
            .as_ref()
            .is_some_and(|o| o.finished_shown().is_none())
    );
    // Every game the room has finished, counted once (the computer may
    // have ended another meanwhile, and that one counts).
    let after_restart = online_counts(h.state());
    assert_eq!(
        games(after_restart),
        finished(h.state()),
        "not counted again"
    );
    assert!(games(after_restart) >= games(before_restart));

    play_until(&mut h, 180, "the match's end", |a| {
        a.online
            .as_ref()
            .is_some_and(|o| o.table().match_end().is_some())
    });
    let end = online_counts(h.state()).expect("an online row");
    assert_eq!(games(Some(end)), finished(h.state()));
    assert_eq!(
        games(Some(end)) as usize,
        h.state()
            .online
            .as_ref()
            .map_or(0, |o| o.table().game_number())
    );
    assert_eq!(end.3 + end.4, 1, "one match, counted once");
    // The statistics window shows the row, under Online.
    h.state_mut().windows.stats = true;
    h.run_steps(3);
    h.get_by_label("Online");
    h.get_by_label("2 players");

    // Once more after the match's end: nothing counts twice.
    drop(h);
    let mut h = window_in(dir.path());
    wait(&mut h, 20, "back at the finished room", seated);
    h.run_steps(5);
    assert_eq!(online_counts(h.state()), Some(end));
    // The match is over: Leave asks nothing.
    h.state_mut().online_command(OnlineCommand::AskLeave);
    h.run_steps(2);
    assert!(h.state().online.is_none());
    assert!(!h.state().windows.confirm_leave);
}

/// Rules whose games end soon (one pay-off card each) and whose match goes
/// on past them (a far target).
fn quick_games() -> Rules {
    Rules {
        payoff_size: 1,
        match_target: 500,
        ..Rules::g4a()
    }
}

fn finished_shown(a: &SpiteApp) -> bool {
    a.online
        .as_ref()
        .is_some_and(|o| o.finished_shown().is_some() && o.screen.anims.is_empty())
}

/// The finished game's screen, checked once the seat's turn in the next
/// game has come (nothing moves on then until the window plays): the final
/// table drawn (the game over, a pay-off pile emptied), the winner and the
/// points in words, the next game followed meanwhile and the seat's turn
/// in it told. Returns the finished game's number and the followed
/// game's: with one pay-off card the computer may win a next game on its
/// first move, and that end then waits behind the one shown.
fn the_finished_game_is_shown(h: &mut App) -> (usize, usize) {
    wait(h, 20, "the seat's turn in the next game", |a| {
        a.online.as_ref().is_some_and(|o| o.table().my_turn())
    });
    let o = h.state().online.as_ref().expect("online");
    let f = o.table().finished_game().expect("a finished game").clone();
    assert!(!f.match_over);
    // The table drawn is the finished game's final one ...
    assert_eq!(o.view().expect("a table"), f.view);
    assert_eq!(o.shown_view().expect("a table"), f.view);
    let status = f.status();
    assert!(status.is_over());
    let view = &f.view;
    if let spite_core::Status::Won { winner, .. } = status {
        // Two seats: the winning side is the winning seat.
        assert_eq!(
            view.payoff_count(winner),
            0,
            "the winner's pay-off pile is empty"
        );
        assert!(
            f.score[usize::from(winner)] > 0,
            "the game scored: {:?}",
            f.score
        );
    }
    // ... while the next game is already followed.
    let followed = o.table().game_number();
    assert!(followed > f.number, "{followed} after {}", f.number);
    // The bar names the game on screen, not the one followed.
    let target = view.rules().match_target;
    h.get_by_label(&o.tr(
        "ui-score-game",
        &[("game", f.number.into()), ("target", target.into())],
    ));
    assert!(!o.table().view().expect("a view").status().is_over());
    assert!(!o.can_act(), "nothing is played on a finished table");
    h.get_by_label("Game over");
    let result = o.result_words(status);
    assert!(!result.is_empty());
    // On the screen (and in the status line).
    assert!(h.query_all_by_label(&result).count() >= 1, "{result}");
    for (side, pts) in f.score.iter().enumerate() {
        let name = o.side_name(side as u8);
        assert!(h.query_all_by_label(&name).next().is_some(), "{name}");
        let points = o.tr("ui-result-points", &[("count", (*pts).into())]);
        assert!(h.query_all_by_label(&points).next().is_some(), "{points}");
    }
    h.get_by_label("Next game (Enter)");
    // The next game's start is in the log; the computer plays on in it.
    assert!(o.log().iter().any(|l| matches!(
        l.message,
        Some(spite_table::Message::GameStarts { number, .. }) if number == followed
    )));
    let waiting = format!("Your turn in game {followed} is waiting.");
    assert_eq!(o.turn_waiting_words().as_deref(), Some(waiting.as_str()));
    h.get_by_label(&waiting);
    (f.number, followed)
}

/// Goes on (`go_on`) from the finished game `shown`: to the end of each
/// game that ended meanwhile, in turn, then to the `followed` game's table.
fn go_on_to_the_followed_game(h: &mut App, shown: usize, followed: usize, go_on: fn(&mut App)) {
    for number in shown + 1..followed {
        go_on(h);
        let o = h.state().online.as_ref().expect("online");
        let f = o.finished_shown().expect("the game that ended meanwhile");
        assert_eq!(f.number, number, "each end in turn");
        h.get_by_label("Game over");
    }
    go_on(h);
}

#[test]
fn an_online_games_end_is_shown_until_the_player_goes_on_by_key_or_button() {
    let mut h = window();
    host(&mut h, quick_games());
    wait(&mut h, 20, "seated", seated);
    play_until(&mut h, 120, "the first game's end", finished_shown);
    let (first, followed) = the_finished_game_is_shown(&mut h);
    // Enter goes on: the next game's table, the screen gone.
    go_on_to_the_followed_game(&mut h, first, followed, |h| {
        h.key_press(egui::Key::Enter);
        h.run_steps(3);
    });
    let o = h.state().online.as_ref().expect("online");
    assert_eq!(o.finished_shown(), None);
    assert_eq!(Some(&o.view().expect("a table")), o.table().view());
    assert!(o.can_act(), "the seat's turn in game 2");
    assert!(h.query_by_label("Game over").is_none());
    assert!(h.query_by_label("Next game (Enter)").is_none());

    // The second game's end; the button goes on this time.
    play_until(&mut h, 120, "the second game's end", finished_shown);
    let (second, followed) = the_finished_game_is_shown(&mut h);
    assert!(second > first, "{second} after {first}");
    go_on_to_the_followed_game(&mut h, second, followed, |h| {
        h.get_by_label("Next game (Enter)").click();
        h.run_steps(3);
    });
    let o = h.state().online.as_ref().expect("online");
    assert_eq!(o.finished_shown(), None);
    assert_eq!(o.table().game_number(), followed);
    assert_eq!(Some(&o.view().expect("a table")), o.table().view());
    assert!(h.query_by_label("Game over").is_none());
    h.state_mut().online_command(OnlineCommand::Leave);
}

/// An online game reviewed by its server: a review asked before the game
/// is over is refused in the player's words; the game-over screen's
/// Review asks for the finished one, and the review's window lists the
/// decisions as the server sends them, says the table is not shown, gives
/// the accuracy once done, and tells a chosen decision's turns in words
/// with the cards the server gave.
#[test]
fn an_online_game_is_reviewed_by_its_server_from_the_game_over_screen() {
    let en = words(Language::English);
    let mut h = window();
    // The move log's turn headings would share the review's words.
    h.state_mut().windows.log = false;
    host(&mut h, quick_games());
    wait(&mut h, 20, "seated", seated);
    // Game 1 is being played: refused here, said in the review's window.
    h.state_mut().online_command(OnlineCommand::Review(1));
    h.run_steps(3);
    let refused = en.tr(
        "ui-review-failed",
        &[("reason", en.tr("refused-review", &[]).into())],
    );
    h.get_by_label(&refused);
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(h.state().review.is_none(), "Esc closes it");

    play_until(&mut h, 120, "the first game's end", finished_shown);
    let game = h.state().online.as_ref().expect("online").finished_shown();
    let game = game.expect("a finished game").number;
    until_shown(&mut h, 20, "the game-over screen", "Review");
    h.get_by_label("Review").click();
    h.run_steps(2);
    let r = h.state().review.as_ref().expect("the review's window");
    assert!(r.online() && r.kept().is_none());
    assert_eq!(r.number, game);
    h.get_by_label(&format!("Review of game {game}"));
    h.get_by_label(&en.tr("ui-review-no-table", &[]));
    assert!(h.query_by_label("Game over").is_none(), "under the review");
    // The decisions as they come, each listed, until the accuracy.
    let mut seen = 0;
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let r = h.state().review.as_ref().expect("open");
        assert!(r.turns.len() >= seen, "decisions only come");
        seen = r.turns.len();
        if let Some(t) = r.turns.last() {
            let label = en.tr(
                "ui-review-list-turn",
                &[("turn", t.turn.into()), ("part", t.part.into())],
            );
            assert!(h.query_by_label(&label).is_some(), "{label} listed");
        }
        if r.end.is_some() {
            break;
        }
        assert!(Instant::now() < deadline, "timed out: the server's review");
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    h.run_steps(2);
    let r = h.state().review.as_ref().expect("open");
    let accuracy = match &r.end {
        Some(Ok(a)) => *a,
        other => panic!("the review was done: {other:?}"),
    };
    assert!((0.0..=100.0).contains(&accuracy), "{accuracy}");
    assert!(!r.turns.is_empty(), "the seat decided something");
    let [inaccuracies, mistakes, blunders] = r.marked();
    h.get_by_label_contains(&format!(
        "Accuracy {}% over {} decision",
        accuracy.round(),
        r.turns.len()
    ));
    h.get_by_label_contains(&format!(
        "Inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}."
    ));

    // A marked decision if there is one, else the first: its turns in
    // words, with the cards the server gave.
    let i = r.turns.iter().position(|t| t.mark.is_some()).unwrap_or(0);
    let t = r.turns[i].clone();
    h.get_by_label(&en.tr(
        "ui-review-list-turn",
        &[("turn", t.turn.into()), ("part", t.part.into())],
    ))
    .click();
    h.run_steps(2);
    let r = h.state().review.as_ref().expect("open");
    assert_eq!(r.chosen_index(), Some(i));
    let (_, shown) = r.chosen().expect("chosen");
    assert_eq!(shown.view, None, "no table for an online game");
    assert_eq!(shown.cards.played.len(), t.played.len());
    assert!(
        shown.cards.played[0].is_some(),
        "the seat saw the card it played first"
    );
    let said = |moves: &[spite_core::Move], cards: &[Option<spite_core::Card>]| {
        let words: Vec<String> = moves
            .iter()
            .zip(cards)
            .map(|(&mv, &card)| en.move_words(mv, card).0)
            .collect();
        words.join(", ")
    };
    let played = said(&t.played, &shown.cards.played);
    assert!(!played.contains("a card"), "{played}");
    h.get_by_label(&en.tr("ui-review-played", &[("moves", played.into())]));
    if t.best.starts_with(&t.played) {
        h.get_by_label(&en.tr("ui-review-same", &[]));
    } else {
        h.get_by_label(&en.tr(
            "ui-review-better",
            &[
                ("moves", said(&t.best, &shown.cards.best).into()),
                ("reason", en.hint_why(&t.better).into()),
            ],
        ));
    }
    // Closed: the finished game's screen is back.
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(h.state().review.is_none());
    h.get_by_label("Game over");
    h.state_mut().online_command(OnlineCommand::Leave);
}

/// Rules whose match is over with its first game (one pay-off card each).
fn one_game_match() -> Rules {
    Rules {
        payoff_size: 1,
        match_target: 1,
        ..Rules::g4a()
    }
}

/// Plays the window's seat to the match's end, its window shown.
fn play_to_the_match_over(h: &mut App) {
    play_until(h, 120, "the match's end", |a| {
        a.online
            .as_ref()
            .is_some_and(|o| o.table().match_end().is_some())
    });
    wait(h, 20, "the match-over window", |a| {
        a.online.as_ref().is_some_and(|o| o.screen.anims.is_empty())
    });
}

/// The match's last game is reviewed from the match-over window (its
/// game-over screen is that window's).
#[test]
fn a_finished_matchs_last_game_is_reviewed_from_the_match_over_window() {
    let mut h = window();
    host(&mut h, one_game_match());
    wait(&mut h, 20, "seated", seated);
    play_to_the_match_over(&mut h);
    let last = h
        .state()
        .online
        .as_ref()
        .expect("online")
        .table()
        .results()
        .len();
    assert!(last >= 1);
    h.get_by_label("Review").click();
    h.run_steps(2);
    assert!(h.query_by_label("Rematch").is_none(), "under the review");
    wait(&mut h, 300, "the server's review", |a| {
        a.review.as_ref().is_some_and(|r| r.end.is_some())
    });
    let r = h.state().review.as_ref().expect("open");
    assert_eq!((r.online(), r.number), (true, last));
    assert!(matches!(r.end, Some(Ok(_))), "done: {:?}", r.end);
    h.get_by_label(&words(Language::English).tr("ui-review-no-table", &[]));
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    h.get_by_label("Rematch");
    h.state_mut().online_command(OnlineCommand::Leave);
}

#[test]
fn a_host_who_left_comes_back_to_its_room_from_the_dialog_and_after_a_restart() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    host(&mut h, Rules::g4a());
    wait(&mut h, 20, "seated", seated);
    // A round played (the window's turn and the computer's are in the
    // log), then the window's turn: the computer waits for it, so the
    // table stays.
    play_until(&mut h, 60, "a round played, and the window's turn", |a| {
        a.online.as_ref().is_some_and(|o| {
            let discards = o
                .log()
                .iter()
                .filter(|l| matches!(l.message, Some(spite_table::Message::Discarded { .. })));
            o.can_act() && discards.count() >= 2
        })
    });
    let o = h.state().online.as_ref().expect("online");
    let (code, view) = (
        o.table().code().expect("a code").to_owned(),
        o.view().expect("a table").to_json(),
    );
    let told: Vec<String> = o.log().iter().map(|l| l.text.clone()).collect();
    assert!(!told.is_empty(), "the game's start is in the log");
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);
    assert!(h.state().online.is_none(), "left: the server stopped");

    // Play online…: the room is offered first, and comes back.
    h.get_by_label("Play online…").click();
    h.run_steps(3);
    let en = words(Language::English);
    h.get_by_label_contains(&code);
    h.get_by_label(&en.tr("ui-net-back-button", &[])).click();
    h.run_steps(2);
    wait(&mut h, 20, "back at the seat", seated);
    let o = h.state().online.as_ref().expect("online");
    assert!(o.host().is_some(), "the server runs in the window again");
    assert_eq!(o.table().code(), Some(code.as_str()));
    assert_eq!(o.view().expect("a table").to_json(), view, "the same table");
    // The turns told before leaving are in the log again, first.
    let again: Vec<String> = o.log().iter().map(|l| l.text.clone()).collect();
    assert!(again.starts_with(&told), "{told:?}\nthen {again:?}");

    // Quit (or killed) while back in the room: the next start brings the
    // room back, as the quit question promises.
    wait(&mut h, 20, "the seat to resume kept", |_| {
        SeatStore::new(dir.path())
            .to_resume()
            .is_some_and(|s| s.code == code)
    });
    drop(h);
    let mut h = window_in(dir.path());
    wait(&mut h, 20, "back at the seat after a restart", seated);
    let o = h
        .state()
        .online
        .as_ref()
        .expect("the room came back by itself");
    assert!(o.host().is_some(), "its server runs in the window again");
    assert_eq!(o.table().code(), Some(code.as_str()));
    assert_eq!(o.view().expect("a table").to_json(), view, "the same table");
    // The earlier turns again, kept on disk over the restart.
    let restarted: Vec<String> = o.log().iter().map(|l| l.text.clone()).collect();
    assert!(restarted.starts_with(&told), "{told:?}\nthen {restarted:?}");
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);
}

#[test]
fn quitting_while_hosting_asks_first() {
    let mut h = window();
    host(&mut h, Rules::g4a());
    wait(&mut h, 20, "seated", seated);
    let quit = |h: &mut App| {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
        h.run_steps(4);
    };
    quit(&mut h);
    assert!(!h.state().closing(), "not closed at once");
    h.get_by_label(&words(Language::English).tr("ui-net-quit-text", &[]));
    // No: the game goes on.
    h.get_by_label("No, keep playing (Esc)").click();
    h.run_steps(2);
    assert!(!h.state().closing());
    assert!(h.state().online.is_some());
    assert!(!h.state().windows.confirm_quit);
    // Yes: the window closes.
    quit(&mut h);
    h.get_by_label("Yes, quit (Y)").click();
    h.run_steps(2);
    assert!(h.state().closing());
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);

    // Not hosting: Ctrl+Q closes at once.
    let mut h = window();
    quit(&mut h);
    assert!(h.state().closing());
}

#[test]
fn the_online_dialog_keeps_the_name_and_shows_which_rules_it_hosts() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    h.get_by_label("Play online…").click();
    h.run_steps(3);
    let on = |h: &App, label: &str| {
        h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
    };
    assert!(on(&h, "g4a"));
    // Another pay-off pile: the rules are no longer g4a's own.
    h.state_mut().online_form.payoff = 5;
    h.run_steps(2);
    assert!(!on(&h, "g4a"), "g4a stays selected with other rules");
    let hosted = h.state().online_form.rules();
    let caption = spite_gui::words::rules_words(&words(Language::English), &hosted);
    assert_ne!(caption, "g4a rules", "the caption says what differs");
    h.get_by_label(&caption);
    h.get_by_label("g4a").click();
    h.run_steps(2);
    assert!(on(&h, "g4a"));
    assert_eq!(h.state().online_form.payoff, Rules::g4a().payoff_size);

    // A name given once is offered again after a restart.
    h.state_mut().online_form.name = "Zoë".into();
    h.state_mut().online_form.port = "0".into();
    let host = h.state().online_form.host().expect("a room to host");
    h.state_mut().online_command(host);
    wait(&mut h, 20, "seated", seated);
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(3);
    drop(h);
    let h = window_in(dir.path());
    assert_eq!(h.state().online_form.name, "Zoë");
}

/// After the match's end, Rematch (against the computer every person
/// has accepted at once) seats the window in a new room, whose token is
/// kept to come back to.
#[test]
fn a_rematch_seats_the_window_in_a_new_room_and_keeps_its_token() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    host(&mut h, one_game_match());
    wait(&mut h, 20, "seated", seated);
    let first = h
        .state()
        .online
        .as_ref()
        .and_then(|o| o.table().code().map(str::to_owned))
        .expect("a code");
    play_to_the_match_over(&mut h);
    h.get_by_label("Rematch").click();
    wait(&mut h, 20, "the new room", |a| {
        a.online
            .as_ref()
            .is_some_and(|o| o.ready() && o.table().code().is_some_and(|c| c != first))
    });
    let o = h.state().online.as_ref().expect("online");
    assert!(o.table().match_end().is_none(), "a new match");
    let code = o.table().code().expect("a code").to_owned();
    let store = SeatStore::new(dir.path());
    wait(&mut h, 20, "the new token kept", |_| {
        store.to_resume().is_some_and(|s| s.code == code)
    });
    assert!(
        store.find(&o_url(&h), &first).is_some(),
        "the old one stays"
    );
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);
}

fn o_url(h: &App) -> String {
    h.state().online.as_ref().expect("online").url().to_owned()
}

/// While hosting, Invite… shows the line a terminal friend types, to copy.
#[test]
fn the_host_is_shown_the_join_line_for_a_terminal_friend() {
    let mut h = window();
    host(&mut h, Rules::g4a());
    wait(&mut h, 20, "seated", seated);
    let o = h.state().online.as_ref().expect("online");
    let addr = o.host().expect("hosting").addr();
    let code = o.table().code().expect("a code").to_owned();
    let line = format!("spite join {addr} {code}");
    assert!(h.query_by_label(&line).is_none(), "shown when asked");
    h.get_by_label("Invite…").click();
    h.run_steps(3);
    h.get_by_label("From a terminal, a friend types:");
    h.get_by_label(&line);
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);
}

/// A friend's reaction is shown beside their seat; once muted, theirs
/// are not.
#[test]
fn a_friends_reaction_is_shown_beside_their_seat_until_muted() {
    use spite_server::client::{Backoff, Connect, RemoteClient};
    use spite_server::protocol::{Reaction, RulesSpec, SeatSpec};
    use spite_table::client::{Client, Intent};
    let mut h = window();
    h.state_mut().online_command(OnlineCommand::Host {
        on: spite_gui::online::dialog::HostOn::Here {
            addr: (std::net::Ipv4Addr::LOCALHOST, 0).into(),
            deal_seed: Some(spite_gui::testing::HOSTED_SEED),
        },
        rules: RulesSpec::Custom(Rules::g4a()),
        seats: vec![SeatSpec::Person, SeatSpec::Person],
        name: Some("Ann".into()),
        takeover_after: None,
        open: false,
    });
    wait(&mut h, 20, "seated", seated);
    let o = h.state().online.as_ref().expect("online");
    let url = o.host().expect("hosting").local_url();
    let code = o.table().code().expect("a code").to_owned();
    let join = Connect::Join {
        code,
        name: Some("Bob".into()),
    };
    let mut bob = RemoteClient::connect(url, join, Backoff::default(), None);
    bob.sit_down().expect("Bob sits down");
    let here = |a: &SpiteApp| {
        a.online
            .as_ref()
            .is_some_and(|o| o.table().seat_infos().get(1).is_some_and(|i| i.connected))
    };
    wait(&mut h, 20, "Bob here", here);
    bob.send(Intent::React(Reaction::WellPlayed))
        .expect("a reaction leaves");
    until_shown(&mut h, 20, "Bob's reaction shown", "«Well played»");
    // Muted: Bob's next reaction, and his leaving after it, come; the
    // reaction is not shown.
    h.get_by_label("🔈").click();
    h.run_steps(2);
    assert!(
        h.state()
            .online
            .as_ref()
            .is_some_and(|o| o.table().muted(1))
    );
    bob.send(Intent::React(Reaction::Oops))
        .expect("a reaction leaves");
    bob.send(Intent::Leave).expect("Bob leaves");
    wait(&mut h, 20, "Bob away", |a| !here(a));
    assert!(h.query_by_label("«Oops»").is_none());
    h.state_mut().online_command(OnlineCommand::Leave);
    h.run_steps(2);
}
