//! Quick match, ratings and rematch in the window, through the real app
//! (egui_kittest) against an in-process server on loopback whose
//! quick-match clock is moved by hand (the computer's offer comes when
//! the test says, not after a wait) and whose rooms are dealt from a
//! fixed seed; every wait is on an event, bounded.

use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable, by};
use spite_gui::SpiteApp;
use spite_gui::face::TableFace;
use spite_gui::lang::{Language, words};
use spite_gui::online::player_keys::{PLAYERS_FILE, PlayerKeys};
use spite_gui::persist::Store;
use spite_gui::settings::Speed;
use spite_server::protocol::SeatKind;
use spite_server::{Clock, Config, Hosted, Matchmaking};

type App = Harness<'static, SpiteApp>;

/// A server dealing from a fixed seed, offering the computer after 10 s
/// of its hand-moved clock, with short quick matches.
fn server(clock: &Clock) -> Hosted {
    server_at((std::net::Ipv4Addr::LOCALHOST, 0).into(), clock)
}

/// [`server`] at `addr`.
fn server_at(addr: std::net::SocketAddr, clock: &Clock) -> Hosted {
    Hosted::start(Config {
        addr,
        data: None,
        web: None,
        deal_seed: Some(spite_gui::testing::HOSTED_SEED),
        matchmaking: Matchmaking {
            clock: clock.clone(),
            computer_after: Duration::from_secs(10),
            short_matches: Some((2, 2)),
            ..Matchmaking::default()
        },
        ..Config::default()
    })
    .expect("the server starts on loopback")
}

/// A window saving to `dir`, in English.
fn window_in(dir: &std::path::Path) -> App {
    let dir = dir.to_owned();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| {
            let mut app = SpiteApp::with_store(Store::new(dir), None, &cc.egui_ctx);
            app.settings.speed = Speed::Instant;
            app.settings.language = Some("en".into());
            app
        });
    h.run_steps(2);
    h
}

fn wait(h: &mut App, secs: u64, what: &str, done: impl Fn(&App) -> bool) {
    spite_gui::testing::run_until(h, secs, what, |h| h.run_steps(1), done);
    h.run_steps(2);
}

fn shown(h: &App, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

/// Play online, the Quick match tab, the server's address typed.
fn quick_tab(h: &mut App, addr: std::net::SocketAddr) {
    h.state_mut().windows.online = true;
    h.run_steps(2);
    h.get_by_label("Quick match").click();
    h.state_mut().online_form.address = addr.to_string();
    h.run_steps(3);
}

/// The player the server at `url` knows by `key` (a plain `identify`,
/// which a key it does not know fails).
fn known_player(url: &str, key: &str) -> spite_server::client::Identity {
    spite_server::client::ask(url, Duration::from_secs(10), async |c| {
        c.identify(Some(key), None).await
    })
    .expect("the server knows the key")
}

/// *Find a match*, then waits until the window is in the server's pool.
fn find_a_match(h: &mut App) {
    h.get_by_label("Find a match").click();
    h.run_steps(2);
    wait(h, 20, "in the pool", |h| {
        h.state()
            .online
            .as_ref()
            .is_some_and(|o| o.table().pool().seeking.is_some())
    });
}

#[test]
fn a_quick_match_keeps_a_new_key_and_offers_the_computer_plainly() {
    let clock = Clock::manual(0);
    let server = server(&clock);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    let en = words(Language::English);
    quick_tab(&mut h, server.addr());
    h.get_by_label(&en.tr("ui-quick-no-key", &[]));
    find_a_match(&mut h);
    // The new key is kept, and its transfer code shown.
    let url = server.local_url();
    let key = PlayerKeys::new(dir.path())
        .load(&url)
        .expect("the key is kept");
    let code = spite_server::client::transfer_code(&key);
    assert!(dir.path().join(PLAYERS_FILE).is_file());
    h.get_by_label(&en.tr("ui-quick-new-key", &[("code", code.as_str().into())]));
    h.get_by_label(&en.tr("ui-quick-computer-in", &[("seconds", 10.into())]));
    assert!(!shown(&h, "Play the computer"), "not offered yet");
    // Nobody comes within the time: the computer is offered for what it is.
    clock.advance(Duration::from_secs(10));
    wait(&mut h, 20, "the computer's offer", |h| {
        shown(h, "Play the computer")
    });
    let medium = en.tr("level-name", &[("level", "medium".into())]);
    h.get_by_label(&en.tr("ui-match-computer-offer", &[("level", medium.into())]));
    h.get_by_label("Play the computer").click();
    wait(&mut h, 20, "seated against the computer", |h| {
        h.state().online.as_ref().is_some_and(|o| o.ready())
    });
    let o = h.state().online.as_ref().expect("online");
    let kinds: Vec<SeatKind> = o.table().seat_infos().iter().map(|i| i.kind).collect();
    assert!(kinds.contains(&SeatKind::Computer), "{kinds:?}");
    assert!(!shown(&h, "Play the computer"), "the wait is over");
    server.stop();
}

/// The window makes the player key itself: kept before any server could
/// answer (nobody listens at the address yet) and its transfer code shown
/// while connecting, then registered once the server is there: the
/// server knows the window's key, and the key kept is still that one.
#[test]
fn a_rated_seek_keeps_the_key_it_made_before_the_server_answers() {
    let clock = Clock::manual(0);
    // A port bound and released: nobody listens there until the server
    // starts below.
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let url = format!("ws://{addr}/ws");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    let en = words(Language::English);
    quick_tab(&mut h, addr);
    h.get_by_label("Find a match").click();
    h.run_steps(2);
    let key = PlayerKeys::new(dir.path())
        .load(&url)
        .expect("the key is kept before the server is reached");
    assert_eq!(key.len(), 32);
    let code = spite_server::client::transfer_code(&key);
    let told = en.tr("ui-quick-new-key", &[("code", code.as_str().into())]);
    wait(&mut h, 10, "the code shown while connecting", |h| {
        shown(h, &told)
    });
    let server = server_at(addr, &clock);
    wait(&mut h, 40, "in the pool", |h| {
        h.state()
            .online
            .as_ref()
            .is_some_and(|o| o.table().pool().seeking.is_some())
    });
    h.get_by_label(&told);
    let me = known_player(&url, &key);
    assert_eq!(me.key, None);
    assert_eq!(PlayerKeys::new(dir.path()).load(&url), Some(key));
    server.stop();
}

/// A key the window could not write is not called kept: the player is
/// told why and to write the transfer code down, and the window still
/// seeks as that player (the code shown is the key it registers).
#[test]
fn a_new_key_that_could_not_be_written_is_said_to_be_lost_with_the_window() {
    let clock = Clock::manual(0);
    let server = server(&clock);
    let dir = tempfile::tempdir().expect("a temporary folder");
    // A folder where the keys' file should be: writing it fails.
    std::fs::create_dir(dir.path().join(PLAYERS_FILE)).expect("a folder in the file's place");
    let mut h = window_in(dir.path());
    let en = words(Language::English);
    quick_tab(&mut h, server.addr());
    find_a_match(&mut h);
    assert_eq!(PlayerKeys::new(dir.path()).load(&server.local_url()), None);
    // The words up to the reason, and the code after the last colon.
    let lost = en.tr(
        "ui-quick-key-not-kept",
        &[("code", "CODE".into()), ("reason", "REASON".into())],
    );
    let (before, _) = lost.split_once("REASON").expect("the reason's place");
    let (words_before_code, _) = lost.split_once("CODE").expect("the code's place");
    // A label's words are its node's label or value.
    let told: Vec<String> = h
        .query_all(by())
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .filter(|l| l.starts_with(before))
        .collect();
    // The label, and perhaps the first line of its text run.
    let told = told
        .iter()
        .max_by_key(|l| l.len())
        .expect("the key not kept is said");
    assert!(told.starts_with(before), "{told}");
    assert!(told.len() > lost.len(), "the reason is given: {told}");
    let code = told.rsplit_once(": ").expect("the transfer code").1;
    assert!(told.ends_with(&format!(": {code}")) && words_before_code.ends_with(": "));
    let kept = en.tr("ui-quick-new-key", &[("code", code.into())]);
    assert!(
        !shown(&h, &kept),
        "a key not written is not said to be kept"
    );
    let key = spite_server::client::compact_key(code);
    let me = known_player(&server.local_url(), &key);
    assert_eq!(me.key, None);
    server.stop();
}

#[test]
fn stop_looking_leaves_the_pool() {
    let clock = Clock::manual(0);
    let server = server(&clock);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = window_in(dir.path());
    quick_tab(&mut h, server.addr());
    // Casual: no key is made.
    h.get_by_label("casual").click();
    find_a_match(&mut h);
    assert!(
        PlayerKeys::new(dir.path())
            .load(&server.local_url())
            .is_none()
    );
    h.get_by_label("Stop looking").click();
    h.run_steps(2);
    assert!(h.state().online.is_none(), "back to the local match");
    server.stop();
}

#[test]
fn the_transfer_code_and_rating_are_shown_and_a_mistyped_code_replaces_nothing() {
    let clock = Clock::manual(0);
    let server = server(&clock);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let url = server.local_url();
    // A player made on this server, as another device would.
    let key = spite_server::client::new_player_key();
    spite_server::client::ask(&url, Duration::from_secs(10), async |c| {
        c.register(&key, Some("Ann".into())).await
    })
    .expect("an identity");
    let mut h = window_in(dir.path());
    let en = words(Language::English);
    quick_tab(&mut h, server.addr());
    // A mistyped code is refused, and nothing is kept.
    h.state_mut().online_form.typed_key = "0123-4567-89AB-CDEF-0123-4567-89AB-CDEF".into();
    h.run_steps(2);
    h.get_by_label("Use it").click();
    let refused = en.tr(
        "ui-identity-refused",
        &[(
            "reason",
            en.tr("ui-server-refused", &[("code", "unknown_player".into())])
                .into(),
        )],
    );
    wait(&mut h, 20, "the refusal", |h| shown(h, &refused));
    assert!(PlayerKeys::new(dir.path()).load(&url).is_none());
    // The right one is kept: the transfer code and the rating shown.
    h.state_mut().online_form.typed_key = spite_server::client::transfer_code(&key);
    h.run_steps(2);
    h.get_by_label("Use it").click();
    wait(&mut h, 20, "the code taken", |h| {
        shown(h, &en.tr("ui-quick-code-taken", &[]))
    });
    assert_eq!(PlayerKeys::new(dir.path()).load(&url), Some(key.clone()));
    let code = spite_server::client::transfer_code(&key);
    h.get_by_label(&en.tr("ui-quick-code", &[("code", code.as_str().into())]));
    wait(&mut h, 20, "the rating", |h| {
        shown(h, &en.tr("ui-quick-unrated", &[]))
    });
    // The leaderboard: nobody rated yet.
    h.get_by_label("Leaderboard").click();
    wait(&mut h, 20, "the leaderboard", |h| {
        shown(h, &en.tr("ui-ladder-empty", &[]))
    });
    h.get_by_label("Leaderboard (g4a)");
    server.stop();
}

/// Runs frames of both windows, each playing its seat whenever it may and
/// going on from a finished game (not the last), until `done` holds for
/// both.
fn play_both(a: &mut App, b: &mut App, secs: u64, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(secs);
    while !(done(a) && done(b)) {
        assert!(std::time::Instant::now() < deadline, "timed out: {what}");
        for h in [&mut *a, &mut *b] {
            if let Some(o) = h.state_mut().online.as_mut() {
                // On from a finished game, not from the match's end,
                // whose window shows the rating.
                let over = o.table().match_end().is_some();
                if !over && o.finished_shown().is_some() && o.screen.anims.is_empty() {
                    o.continue_game();
                }
                if o.can_act() {
                    let mv = spite_gui::testing::centre_first(&o.view().expect("a table"));
                    assert!(o.play(mv).is_ok(), "{mv} was refused");
                }
            }
            h.run_steps(1);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The rating a window shows under a rated match's end: "g4a: 1662 ±
/// 290, 1 rated match", as (rating, deviation).
fn rating_shown(h: &App) -> Option<(f64, f64)> {
    // A label's text is its node's value; without the marks Fluent puts
    // around each argument.
    let label: String = h
        .query_all(by().predicate(|_| true))
        .filter_map(|n| n.accesskit_node().value())
        .find(|v| v.contains("rated match"))?
        .chars()
        .filter(|c| !matches!(c, '\u{2068}' | '\u{2069}'))
        .collect();
    let (numbers, games) = label.strip_prefix("g4a: ")?.split_once(", ")?;
    assert_eq!(games, "1 rated match", "{label}");
    let (rating, deviation) = numbers.split_once(" ± ")?;
    Some((rating.parse().ok()?, deviation.parse().ok()?))
}

#[test]
fn a_rated_match_between_two_windows_moves_both_ratings_and_each_shows_its_own() {
    let clock = Clock::manual(0);
    let server = server(&clock);
    let (da, db) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut ann = window_in(da.path());
    let mut bea = window_in(db.path());
    for h in [&mut ann, &mut bea] {
        quick_tab(h, server.addr());
        assert!(h.state().online_form.rated, "rated by default");
        h.get_by_label("Find a match").click();
        h.run_steps(2);
    }
    let seated = |h: &App| h.state().online.as_ref().is_some_and(|o| o.ready());
    wait(&mut ann, 20, "Ann seated", seated);
    wait(&mut bea, 20, "Bea seated", seated);
    let code = |h: &App| {
        h.state()
            .online
            .as_ref()
            .and_then(|o| o.table().code().map(str::to_owned))
    };
    assert_eq!(code(&ann), code(&bea), "paired into one room");
    // Short quick matches (a pay-off pile of 2, to 2 points): played out.
    play_both(&mut ann, &mut bea, 120, "the match's end", |h| {
        h.state()
            .online
            .as_ref()
            .is_some_and(|o| o.table().match_end().is_some())
    });
    // Each window shows its own new rating under the match's end.
    wait(&mut ann, 20, "Ann's rating", |h| rating_shown(h).is_some());
    wait(&mut bea, 20, "Bea's rating", |h| rating_shown(h).is_some());
    let (a, b) = (rating_shown(&ann).unwrap(), rating_shown(&bea).unwrap());
    let ann_won = {
        let o = ann.state().online.as_ref().expect("online");
        let end = o.table().match_end().expect("over");
        // Two players: a seat is its side.
        end.winner == o.table().seat()
    };
    let (winner, loser) = if ann_won { (a, b) } else { (b, a) };
    // From 1500 ± 350 each, one decided match apart: the same step up and
    // down, and less doubt about both.
    assert!(
        winner.0 > 1500.0 && loser.0 < 1500.0,
        "{winner:?} {loser:?}"
    );
    assert!(
        (winner.0 - 1500.0 - (1500.0 - loser.0)).abs() <= 1.0,
        "{winner:?} {loser:?}"
    );
    assert!(winner.1 < 350.0 && loser.1 < 350.0, "{winner:?} {loser:?}");
    server.stop();
}
