//! Rooms in the window beyond a friend's invite, through the real app
//! (egui_kittest): a room made on a server elsewhere (as `spite serve`
//! runs one) and joined by its code; and an open room: one window hosts
//! it (its server inside the app, on loopback, dealing from a fixed seed),
//! another finds it in the Join tab of Play online and takes its free
//! seat, and a third, looking at the list all along, sees the room leave
//! it without a click. Every wait is on an event, bounded.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use spite_gui::SpiteApp;
use spite_gui::face::TableFace;
use spite_gui::lang::{Language, words};
use spite_gui::online::dialog::{HostOn, Mode, OnlineCommand};

type App = Harness<'static, SpiteApp>;

/// A window with a local match, saving nothing, in English.
fn window() -> App {
    let local = spite_gui::testing::local_against_easy();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| {
            SpiteApp::with_session(local, spite_gui::testing::english_instant(), &cc.egui_ctx)
        });
    h.run_steps(2);
    h
}

fn wait(h: &mut App, secs: u64, what: &str, done: impl Fn(&App) -> bool) {
    spite_gui::testing::run_until(h, secs, what, |h| h.run_steps(1), done);
    h.run_steps(2);
}

fn seated(h: &App) -> bool {
    h.state()
        .online
        .as_ref()
        .is_some_and(|o| o.ready() && o.connected())
}

/// Whether `seat` of the window's table is taken by `name`.
fn taken_by(h: &App, seat: usize, name: &str) -> bool {
    h.state().online.as_ref().is_some_and(|o| {
        o.table()
            .seat_infos()
            .get(seat)
            .is_some_and(|s| s.taken && s.name.as_deref() == Some(name))
    })
}

/// Opens Play online on `mode`.
fn dialog(h: &mut App, mode: Mode) {
    h.state_mut().windows.online = true;
    h.state_mut().online_form.mode = mode;
    h.run_steps(3);
}

#[test]
fn a_room_hosted_open_is_listed_in_another_window_and_its_seat_taken() {
    let en = words(Language::English);
    // Ann hosts two seats for people, the room listed (ticked in Host).
    let mut ann = window();
    dialog(&mut ann, Mode::Host);
    ann.state_mut().online_form.name = "Ann".into();
    ann.state_mut().online_form.port = "0".into();
    ann.get_by_label(&en.tr("web-open-room", &[])).click();
    ann.run_steps(2);
    let mut host = ann.state().online_form.host().expect("the form hosts");
    let OnlineCommand::Host {
        open,
        on: HostOn::Here { deal_seed, .. },
        ..
    } = &mut host
    else {
        unreachable!("host() asks to host here");
    };
    assert!(*open, "the tick lists the room");
    // The same deal every run.
    *deal_seed = Some(spite_gui::testing::HOSTED_SEED);
    ann.state_mut().online_command(host);
    wait(&mut ann, 20, "Ann seated", seated);
    let (addr, code) = {
        let o = ann.state().online.as_ref().expect("online");
        let addr = o.host().expect("hosting").addr();
        (addr, o.table().code().expect("a code").to_owned())
    };

    // Bea finds it in the Join tab, with who waits there, and takes the seat.
    let mut bea = window();
    dialog(&mut bea, Mode::Join);
    bea.state_mut().online_form.name = "Bea".into();
    bea.state_mut().online_form.address = format!("127.0.0.1:{}", addr.port());
    bea.run_steps(2);
    bea.get_by_label(&en.tr("ui-open-rooms-show", &[])).click();
    let take = en.tr("web-take-seat", &[]);
    wait(&mut bea, 20, "the open rooms", |h| {
        h.query_by_label(&take).is_some()
    });
    let about_prefix = en.tr(
        "web-open-room-about",
        &[
            ("count", 1.into()),
            ("players", 2.into()),
            ("names", "Ann".into()),
            ("time", "0:00".into()),
        ],
    );
    // The time waited may have reached a second: the rest is exact.
    let before_time = about_prefix
        .rsplit_once(' ')
        .map(|(head, _)| head.to_owned())
        .expect("words before the time");
    assert!(
        bea.query_by_label_contains(&before_time).is_some(),
        "{before_time:?} shown"
    );
    // Cal looks at the list too, and leaves it on screen.
    let mut cal = window();
    dialog(&mut cal, Mode::Join);
    cal.state_mut().online_form.address = format!("127.0.0.1:{}", addr.port());
    cal.run_steps(2);
    cal.get_by_label(&en.tr("ui-open-rooms-show", &[])).click();
    wait(&mut cal, 20, "the open rooms in Cal's window", |h| {
        h.query_by_label(&take).is_some()
    });
    bea.get_by_label(&take).click();
    wait(&mut bea, 20, "Bea seated", seated);
    // Without a click, Cal's list is asked again and the full room leaves
    // it (each step is a quarter of a second of the window's time).
    let none = en.tr("web-open-rooms-none", &[]);
    wait(&mut cal, 20, "the taken room gone from Cal's list", |h| {
        h.query_by_label(&none).is_some()
    });
    assert!(cal.query_by_label(&take).is_none(), "no seat left to take");
    let o = bea.state().online.as_ref().expect("online");
    assert_eq!(o.table().code(), Some(code.as_str()), "the listed room");
    assert_eq!(o.table().seat(), Some(1), "its free seat");
    assert!(!bea.state().windows.online, "the dialog closed");

    // Ann sees Bea at the table, and the room is no longer listed.
    wait(&mut ann, 20, "Bea at Ann's table", |h| {
        taken_by(h, 1, "Bea")
    });
    let url = ann
        .state()
        .online
        .as_ref()
        .and_then(|o| o.host())
        .expect("hosting")
        .local_url();
    let listed = spite_server::client::open_rooms(&url, std::time::Duration::from_secs(10))
        .expect("the list");
    assert!(listed.is_empty(), "a full room is not listed: {listed:?}");
    ann.state_mut().online_command(OnlineCommand::Leave);
    bea.state_mut().online_command(OnlineCommand::Leave);
}

#[test]
fn a_room_made_on_a_server_elsewhere_is_joined_by_its_code() {
    let en = words(Language::English);
    // A server of its own, as `spite serve` runs one, dealing from a seed.
    let server = spite_server::Hosted::start(spite_server::Config {
        addr: (std::net::Ipv4Addr::LOCALHOST, 0).into(),
        data: None,
        deal_seed: Some(spite_gui::testing::HOSTED_SEED),
        ..spite_server::Config::default()
    })
    .expect("a server on loopback");
    let address = format!("127.0.0.1:{}", server.local_addr().port());

    // Ann makes the room there from Host: the app's own server's port and
    // LAN fields give way to the server's address.
    let mut ann = window();
    dialog(&mut ann, Mode::Host);
    let port = en.tr("ui-net-port", &[]);
    assert!(
        ann.query_by_label(&port).is_some(),
        "hosting here asks a port"
    );
    ann.get_by_label(&en.tr("ui-net-host-on-server", &[]))
        .click();
    ann.run_steps(2);
    assert!(
        ann.query_by_label(&port).is_none(),
        "no port for a server elsewhere"
    );
    ann.state_mut().online_form.name = "Ann".into();
    ann.state_mut().online_form.address = address.clone();
    ann.run_steps(2);
    ann.get_by_label(&en.tr("ui-net-host-button", &[])).click();
    wait(&mut ann, 20, "Ann seated", seated);
    let code = {
        let o = ann.state().online.as_ref().expect("online");
        assert!(o.host().is_none(), "no server started inside the app");
        assert_eq!(o.table().seat(), Some(0), "the maker's seat");
        o.table().code().expect("a code").to_owned()
    };

    // Bea joins it by its code, as any room.
    let mut bea = window();
    dialog(&mut bea, Mode::Join);
    bea.state_mut().online_form.name = "Bea".into();
    bea.state_mut().online_form.address = address;
    bea.state_mut().online_form.code = code.clone();
    bea.run_steps(2);
    bea.get_by_label(&en.tr("ui-net-join-button", &[])).click();
    wait(&mut bea, 20, "Bea seated", seated);
    let o = bea.state().online.as_ref().expect("online");
    assert_eq!(o.table().code(), Some(code.as_str()));
    assert_eq!(o.table().seat(), Some(1));
    wait(&mut ann, 20, "Bea at Ann's table", |h| {
        taken_by(h, 1, "Bea")
    });
    ann.state_mut().online_command(OnlineCommand::Leave);
    bea.state_mut().online_command(OnlineCommand::Leave);
}
