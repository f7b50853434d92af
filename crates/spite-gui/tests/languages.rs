//! The window in every language: every panel, window and
//! question laid out at 800x600 and 1200x820 with no text cut by the edge
//! of the screen or of its window, and no two texts over each other; the
//! table's painted captions fit their room; a language chosen in Settings
//! applies at once and is kept in settings.json. egui_kittest, no display.

use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable, by};
use spite_core::{Move, Rules, Source, Target};
use spite_gui::SpiteApp;
use spite_gui::face::TableFace;
use spite_gui::lang::{Language, words};
use spite_gui::local::Local;
use spite_gui::persist::Store;
use spite_gui::session::Session;
use spite_gui::settings::{Settings, Speed};
use spite_gui::testing::near_end_match;
use spite_table::Player;

const SIZES: [(f32, f32); 2] = [(800.0, 600.0), (1200.0, 820.0)];
const EASY: Player = Player::Computer(spite_ai::Level::Easy);

fn settings(lang: Language) -> Settings {
    Settings {
        speed: Speed::Instant,
        language: Some(lang.code().to_owned()),
        ..Settings::default()
    }
}

fn harness(
    session: Session<Local>,
    lang: Language,
    size: (f32, f32),
) -> Harness<'static, SpiteApp> {
    let mut h = Harness::builder()
        .with_size(Vec2::new(size.0, size.1))
        .build_eframe(move |cc| SpiteApp::with_session(session, settings(lang), &cc.egui_ctx));
    h.run_steps(3);
    h
}

/// A text on the screen: its role, words and rect.
#[derive(Debug)]
struct Text {
    /// Shown when a check fails.
    #[allow(dead_code)]
    role: String,
    label: String,
    /// All of it, shown when a check fails.
    #[allow(dead_code)]
    rect: Rect,
    /// Inside a window (a dialog), not the table or a panel.
    in_window: bool,
    /// That window's rect.
    window: Option<Rect>,
    /// The part of it shown (see `texts`); empty when none of it is.
    shown: Rect,
    /// In a scroll area (`panels::scrolled`), which hides what lies past
    /// its edges.
    in_scroll: bool,
}

fn texts(h: &Harness<'_, SpiteApp>) -> Vec<Text> {
    use egui::accesskit::Role;
    let mut out = vec![];
    for n in h.query_all(by().predicate(|_| true)) {
        let a = n.accesskit_node();
        let role = a.role();
        if !matches!(
            role,
            Role::Label | Role::Button | Role::CheckBox | Role::RadioButton | Role::ComboBox
        ) {
            continue;
        }
        let Some(label) = a.label().or_else(|| a.value()) else {
            continue;
        };
        if label.trim().is_empty() {
            continue;
        }
        // The viewport itself is the outermost window: a dialog is a
        // window inside it. What is shown of a text is what every
        // container round it leaves: a window, and a scroll area in it,
        // clip what runs past their edges (such as a long log's lines
        // scrolled below the window).
        let (mut windows, mut window, mut shown, mut in_scroll) = (0, None, n.rect(), false);
        let mut p = n.parent();
        while let Some(node) = p {
            // (The viewport's node has no rect.)
            let rect = node.accesskit_node().bounding_box().map(|_| node.rect());
            if matches!(node.accesskit_node().role(), Role::Window | Role::Dialog) {
                windows += 1;
                window = window.or(rect);
            }
            if let Some(r) = rect {
                shown = shown.intersect(r);
            }
            in_scroll |= node.accesskit_node().role() == Role::ScrollView;
            p = node.parent();
        }
        let in_window = windows >= 2;
        out.push(Text {
            role: format!("{role:?}"),
            label,
            rect: n.rect(),
            in_window,
            window: window.filter(|_| in_window),
            shown,
            in_scroll,
        });
    }
    out
}

/// The table's own piles are labelled areas (for screen readers), not
/// texts: they may lie under a dialog and beside each other.
fn is_table_area(t: &Text, table: &[String]) -> bool {
    !t.in_window && table.iter().any(|p| t.label.starts_with(p.as_str()))
}

/// No text past the screen's edge, none over another. With
/// `SPITE_GUI_PICTURES=DIR` each screen checked is also rendered (by wgpu,
/// as the window draws it) to `DIR/LANG-WIDTHxHEIGHT-WHAT.png`, to look at.
fn check_screen(h: &mut Harness<'_, SpiteApp>, what: &str) {
    let lang = h.state().language();
    let size = h.ctx.content_rect();
    if let Some(dir) = std::env::var_os("SPITE_GUI_PICTURES") {
        let picture = h.render().expect("rendered by wgpu");
        let name = format!("{lang}-{}x{}-{what}.png", size.width(), size.height());
        let path = std::path::Path::new(&dir).join(name.replace([' ', '?'], "-"));
        picture
            .save(&path)
            .expect("the pictures' folder is writable");
    }
    let w = words(lang);
    let table: Vec<String> = [
        "ui-table-your-payoff",
        "ui-table-hand-card",
        "ui-table-centre-empty",
        "ui-table-centre-top",
        "ui-table-centre-king",
        "ui-table-stock",
        "ui-table-your-side",
        "ui-table-payoff-of",
        "ui-table-side-of",
        "ui-table-hand-of",
    ]
    .iter()
    .map(|id| {
        // The words before the first argument.
        let text = w.tr(
            id,
            &[
                ("slot", "\u{1}".into()),
                ("centre", "\u{1}".into()),
                ("pile", "\u{1}".into()),
                ("name", "\u{1}".into()),
                ("count", 1.into()),
            ],
        );
        text.split('\u{1}').next().unwrap_or("").to_owned()
    })
    .filter(|p| !p.is_empty())
    .collect();
    let all = texts(h);
    // A message Fluent could not format (a missing argument, a missing
    // message) shows its id, e.g. "ui-net-takeover": never a player's word.
    for t in &all {
        let word_like_id = t.label.split_whitespace().any(|w| {
            ["ui-", "web-", "rule-", "hint-"]
                .iter()
                .any(|p| w.starts_with(p))
                && w.len() > 4
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        });
        assert!(!word_like_id, "{lang} {what}: a message id is shown: {t:?}");
    }
    let shown: Vec<&Text> = all
        .iter()
        .filter(|t| !is_table_area(t, &table) && !t.in_scroll && t.shown.is_positive())
        .collect();
    for t in &shown {
        assert!(
            size.expand(0.5).contains_rect(t.shown),
            "{lang} {what} at {size:?}: {t:?} is cut by the screen's edge"
        );
    }
    // No window covers the status line, which says whose turn it is and
    // why a move was refused.
    let status_top = size.bottom() - spite_gui::panels::STATUS_HEIGHT;
    for t in &all {
        if let Some(window) = t.window {
            assert!(
                window.bottom() <= status_top + 0.5,
                "{lang} {what} at {size:?}: the window of {t:?} is over the status line (from {status_top})"
            );
        }
    }
    for (i, a) in shown.iter().enumerate() {
        for b in &shown[i + 1..] {
            let overlap = a.shown.intersect(b.shown);
            if overlap.is_positive() && overlap.area() > 6.0 {
                // A window drawn over the table or a panel hides what is
                // under it; two texts of one window, or of the panels,
                // must not cross.
                if a.in_window != b.in_window {
                    continue;
                }
                panic!("{lang} {what}: {a:?} overlaps {b:?}");
            }
        }
    }
}

/// A match where the person moves first.
fn my_turn() -> Session<Local> {
    (0..)
        .map(|seed| Session::new(Rules::g4a(), &[Player::Person, EASY], seed).unwrap())
        .find(|s| s.match_().game().to_move() == 0)
        .unwrap()
}

#[test]
fn every_screen_fits_in_every_language_at_800x600_and_1200x820() {
    for lang in Language::ALL {
        for size in SIZES {
            let mut h = harness(my_turn(), lang, size);
            assert_eq!(h.state().language(), lang);
            check_screen(&mut h, "table");
            // Each window on its own over the table.
            type Open = fn(&mut SpiteApp);
            let windows: [(&str, Open); 6] = [
                ("help", |a| a.windows.help = true),
                ("settings", |a| a.windows.settings = true),
                ("rules", |a| a.windows.rules = true),
                ("statistics", |a| a.windows.stats = true),
                ("new match?", |a| a.windows.confirm_new = true),
                ("log pop-up", |a| {
                    a.windows.log = false;
                    a.windows.log_popup = true
                }),
            ];
            for (what, open) in windows {
                open(h.state_mut());
                h.run_steps(3);
                check_screen(&mut h, what);
                if what == "log pop-up" && size.0 < spite_gui::layout::WIDE {
                    log_pop_up_beside_the_table(&h);
                }
                h.state_mut().windows.close_all();
                h.state_mut().windows.log = true;
                h.run_steps(2);
            }
            // A card held that cannot be played: the longest status line.
            h.state_mut().session.select(Source::Hand(0));
            h.run_steps(2);
            check_screen(&mut h, "status with a card held");
        }
    }
}

/// A narrow window's log pop-up over a table of two sits in the felt
/// beside the table, covering none of its cards or captions (the table
/// leaves about 210 px on its right at 800x600).
fn log_pop_up_beside_the_table(h: &Harness<'_, SpiteApp>) {
    let lang = h.state().language();
    let table = spite_gui::table_ui::extent(&h.ctx).expect("a table is drawn");
    let log = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("log-window")))
        .expect("the log pop-up is open");
    let screen = h.ctx.content_rect();
    assert!(
        screen.contains_rect(log),
        "{lang}: the log pop-up {log:?} is on the screen"
    );
    assert!(
        !log.intersects(table),
        "{lang}: the log pop-up {log:?} covers the table {table:?}"
    );
}

/// The log pop-up of a narrow window over a long log (sixty moves and
/// more): it scrolls inside the screen, never running a line past the
/// screen's bottom edge, whatever the lines say.
#[test]
fn a_long_log_pop_up_stays_inside_the_screen_in_every_language() {
    for lang in Language::ALL {
        let session = spite_gui::testing::demo_table(2, false, 1, 60).expect("two seats deal");
        assert!(session.shown_log().len() >= 60, "a long log");
        let mut h = harness(session, lang, SIZES[0]);
        h.state_mut().windows.log = false;
        h.state_mut().windows.log_popup = true;
        h.run_steps(4);
        check_screen(&mut h, "long log pop-up");
    }
}

#[test]
fn the_game_over_and_match_over_screens_fit_in_every_language() {
    for lang in Language::ALL {
        for size in SIZES {
            let session = Session::with_match(near_end_match(), &[Player::Person, EASY]);
            let mut h = harness(session, lang, size);
            let won = h
                .state_mut()
                .session
                .play(Move::new(Source::Payoff, Target::Centre(0)));
            assert!(won.is_ok(), "{won:?}");
            h.run_steps(4);
            assert!(h.state().session.match_().game().is_over());
            check_screen(&mut h, "game over");
            // Statistics now have a row.
            h.state_mut().windows.stats = true;
            h.run_steps(3);
            check_screen(&mut h, "statistics with a row");
        }
    }
}

#[test]
fn the_hot_seat_handover_fits_in_every_language() {
    for lang in Language::ALL {
        for size in SIZES {
            let session = Session::new(Rules::g4a(), &[Player::Person, Player::Person], 3)
                .expect("two people deal");
            let mut h = harness(session, lang, size);
            check_screen(&mut h, "hand-over");
            assert!(h.state().session.handover().is_some());
            h.state_mut().session.reveal();
            h.run_steps(2);
            check_screen(&mut h, "hot-seat table");
        }
    }
}

/// The table's room: the window less the menu bar, the status line and
/// (in a wide window) the side log.
fn room_of(h: &Harness<'_, SpiteApp>) -> Rect {
    let mut room = h.ctx.content_rect();
    room.min.y += 28.0;
    room.max.y -= 46.0;
    if spite_gui::layout::is_wide(&h.ctx) {
        room.max.x -= spite_gui::panels::LOG_WIDTH;
    }
    room
}

/// The captions painted on the table (not widgets): each fits its room in
/// every language, with the longest words.
#[test]
fn the_tables_painted_captions_fit_in_every_language() {
    for lang in Language::ALL {
        for size in SIZES {
            let h = harness(my_turn(), lang, size);
            let s = &h.state().session;
            let w = s.ui();
            let view = s.view().expect("a table");
            let room = room_of(&h);
            let rules = view.rules();
            let layout = spite_gui::layout::compute(
                room,
                rules.players,
                0,
                rules.hand_size,
                rules.centre_piles,
            );
            let width = |text: String, size: f32| {
                h.ctx.fonts_mut(|f| {
                    f.layout_no_wrap(text, egui::FontId::proportional(size), egui::Color32::WHITE)
                        .size()
                        .x
                })
            };
            // Under each centre pile: its caption and key, within the
            // spacing of the piles.
            let piles = &layout.centre;
            let room = if piles.len() > 1 {
                piles[1].center().x - piles[0].center().x
            } else {
                f32::INFINITY
            };
            for c in 0..view.rules().centre_piles {
                let measure = |text: &str, px: f32| width(text.to_owned(), px);
                let (caption, key) = spite_gui::table_ui::centre_words(
                    w,
                    &view,
                    c,
                    piles[usize::from(c)].width(),
                    room,
                    measure,
                );
                // Every language's key line names its pile (the
                // Bulgarian one once said "клавиш A" alone).
                assert!(
                    key.contains(&(c + 1).to_string()),
                    "{lang} at {size:?}: {key:?} does not name centre pile {}",
                    c + 1
                );
                for (text, px) in [(caption, 13.0), (key, 11.0)] {
                    let tw = width(text.clone(), px);
                    assert!(
                        tw <= room,
                        "{lang} at {size:?}: {text:?} ({tw} px) is wider than a centre pile's room ({room})"
                    );
                }
            }
            // The stock's caption and the rules under it, between the
            // left edge and the first centre pile.
            let stock_room = 2.0 * (piles[0].left() - layout.stock.center().x);
            let text = w.tr("ui-table-caption-stock", &[("count", 88.into())]);
            let tw = width(text.clone(), 13.0);
            assert!(
                tw < stock_room,
                "{lang} at {size:?}: {text:?} ({tw} px) runs into the centre piles ({stock_room})"
            );
            // The rules' line, also for rules that differ from their
            // preset (an online room's shorter pay-off piles: "g4a rules ·
            // pay-off 10"), on one line.
            for rules in [
                *view.rules(),
                Rules {
                    payoff_size: 10,
                    ..*view.rules()
                },
                Rules {
                    payoff_size: 10,
                    hand_size: 6,
                    kings_wild: false,
                    ..*view.rules()
                },
            ] {
                let caption = spite_gui::table_ui::rules_caption(
                    &h.ctx,
                    w,
                    &rules,
                    &layout,
                    egui::Color32::WHITE,
                );
                let text = &caption.job.text;
                assert!(
                    caption.size().x < stock_room && caption.rows.len() == 1,
                    "{lang} at {size:?}: {text:?} ({:?}) runs into the centre piles ({stock_room})",
                    caption.size()
                );
            }
            // Each other seat's line, up to the window's edge and within
            // the partner's box, with four and six players and with
            // partners (the seat at the right edge is the tightest); an
            // empty side pile there says what it is, in a word or its
            // number.
            for (players, partnership) in [(4, false), (6, false), (4, true)] {
                let rules = Rules {
                    players,
                    partnership,
                    ..Rules::g4a()
                };
                let seats = vec![EASY; usize::from(players)];
                let mut seats = seats;
                seats[0] = Player::Person;
                let many = Session::new(rules, &seats, 5).expect("deals");
                let h = harness(many, lang, size);
                let s = &h.state().session;
                let view = s.view().expect("a table");
                let layout =
                    spite_gui::layout::compute(room_of(&h), players, 0, 5, rules.centre_piles);
                let right = room_of(&h).right();
                for b in &layout.others {
                    let boxed = rules.partner(view.seat()) == Some(b.seat);
                    let room = spite_gui::table_ui::seat_room(b, boxed, right);
                    let line = spite_gui::table_ui::seat_line(s, &view, b.seat, room, |t| {
                        width(t.to_owned(), spite_gui::table_ui::SEAT_FONT)
                    });
                    let tw = width(line.clone(), spite_gui::table_ui::SEAT_FONT);
                    assert!(
                        tw <= right - b.area.left(),
                        "{lang} at {size:?}, {players} players: {line:?} ({tw} px) is cut at the window's edge"
                    );
                    assert!(
                        !boxed || tw <= b.area.width(),
                        "{lang} at {size:?}, partners: {line:?} ({tw} px) runs over the partner's box ({})",
                        b.area.width()
                    );
                    let empty = (0..spite_core::SIDE_PILES)
                        .map(|pile| {
                            let captions = spite_gui::table_ui::side_slot_captions(w, pile);
                            (b.sides[pile], captions)
                        })
                        .chain([(b.hand, spite_gui::table_ui::hand_slot_captions(w))]);
                    for (slot, captions) in empty {
                        let captions: Vec<&str> = captions.iter().map(String::as_str).collect();
                        let font = spite_gui::cards::slot_font(slot);
                        let fits = spite_gui::cards::slot_caption(slot, &captions, |t| {
                            width(t.to_owned(), font.size)
                        });
                        assert!(
                            fits.is_some(),
                            "{lang} at {size:?}, {players} players: an empty pile ({} px) shows nothing of {captions:?}",
                            slot.width()
                        );
                    }
                }
            }
            // The other seats' pay-off captions: the word and the count,
            // never a bare count under the pile, each line clear of the
            // first side pile.
            let layouts = [2, 4, 6].map(|n| spite_gui::layout::compute(room_of(&h), n, 0, 5, 4));
            for l in &layouts {
                for b in &l.others {
                    let room = b.sides[0].left() - b.payoff.left() - 4.0;
                    let caption = spite_gui::table_ui::others_payoff_caption(w, 20, room, |t| {
                        width(t.to_owned(), 12.0)
                    });
                    // Not even the word fits: the count is on the pile.
                    let Some(caption) = caption else {
                        continue;
                    };
                    let word = w.tr("ui-table-caption-payoff-word", &[]);
                    assert!(
                        caption.contains(&word),
                        "{lang} at {size:?}: {caption:?} does not say what it counts"
                    );
                    for line in caption.lines() {
                        let tw = width(line.to_owned(), 12.0);
                        assert!(
                            tw <= room,
                            "{lang} at {size:?}: {line:?} ({tw} px) runs under a side pile ({room})"
                        );
                    }
                }
            }
            // Our pay-off caption under our pay-off card, clear of the first
            // side pile.
            let me = &layout.me;
            let payoff_room = 2.0 * (me.sides[0].left() - me.payoff.center().x);
            let text = w.tr("ui-table-caption-payoff", &[("count", 20.into())]);
            let tw = width(text.clone(), 14.0);
            assert!(
                tw < payoff_room,
                "{lang} at {size:?}: {text:?} ({tw} px) runs under the side piles ({payoff_room})"
            );
        }
    }
}

/// A seat's line that leaves out the cards in its hand for room: the count
/// is still told, on its face-down hand when the pointer is over it.
#[test]
fn a_seats_hand_count_left_out_for_room_is_told_on_hover() {
    let rules = Rules {
        players: 4,
        partnership: true,
        ..Rules::g4a()
    };
    let seats = [Player::Person, EASY, EASY, EASY];
    let mut dropped = 0;
    for lang in Language::ALL {
        let session = (0..)
            .map(|seed| Session::new(rules, &seats, seed).unwrap())
            .find(|s| s.match_().game().to_move() == 0)
            .unwrap();
        let mut h = harness(session, lang, (1200.0, 820.0));
        let layout = spite_gui::layout::compute(room_of(&h), 4, 0, 5, rules.centre_piles);
        let right = room_of(&h).right();
        for b in &layout.others {
            let (line, in_hand) = {
                let s = &h.state().session;
                let view = s.view().expect("a table");
                let boxed = rules.partner(0) == Some(b.seat);
                let room = spite_gui::table_ui::seat_room(b, boxed, right);
                let line = spite_gui::table_ui::seat_line(s, &view, b.seat, room, |t| {
                    h.ctx.fonts_mut(|f| {
                        f.layout_no_wrap(
                            t.to_owned(),
                            egui::FontId::proportional(spite_gui::table_ui::SEAT_FONT),
                            egui::Color32::WHITE,
                        )
                        .size()
                        .x
                    })
                });
                let in_hand = s.tr(
                    "ui-table-in-hand",
                    &[("count", view.hand_count(b.seat).into())],
                );
                (line, in_hand)
            };
            if line.contains(&in_hand) {
                continue;
            }
            dropped += 1;
            h.hover_at(b.hand.center());
            // A tooltip waits for the pointer to rest.
            h.run_steps(60);
            assert!(
                h.query_by_label_contains(&in_hand).is_some(),
                "{lang}: {line:?} leaves out {in_hand:?}, and hovering the hand does not tell it"
            );
            break;
        }
    }
    // Portuguese and Bulgarian leave it out somewhere at this size.
    assert!(dropped >= 2, "only {dropped} languages leave the count out");
}

/// The question before abandoning a match shows the key that says yes in
/// the window's language (J, S, Д), and that key answers it (before,
/// `Y` was shown and asked for in every language); `Y` still does.
#[test]
fn a_question_is_answered_by_the_languages_yes_key() {
    for lang in Language::ALL {
        let letter = spite_gui::keys::yes_letter(&words(lang));
        for typed in [letter.clone(), "Y".to_owned()] {
            let mut h = harness(my_turn(), lang, (1200.0, 820.0));
            h.state_mut().windows.confirm_new = true;
            h.run_steps(2);
            let yes = h
                .state()
                .session
                .tr("ui-confirm-new-yes", &[("key", letter.clone().into())]);
            assert!(yes.ends_with(&format!("({letter})")), "{lang}: {yes:?}");
            h.get_by_label(&yes);
            let seed = h.state().session.match_().game().seed();
            // A Latin letter comes as its key; Д only as typed text.
            match egui::Key::from_name(&typed) {
                Some(k) => h.key_press(k),
                None => h.event(egui::Event::Text(typed.to_lowercase())),
            }
            h.run_steps(2);
            assert!(
                !h.state().windows.confirm_new,
                "{lang}: {typed:?} did not answer the question"
            );
            assert_ne!(
                h.state().session.match_().game().seed(),
                seed,
                "{lang}: {typed:?} did not start a new match"
            );
        }
    }
}

#[test]
fn a_language_chosen_in_settings_applies_at_once_and_is_kept() {
    let dir = std::env::temp_dir().join(format!("spite-gui-languages-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store_dir = dir.clone();
    let mut h = Harness::builder()
        .with_size(Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| {
            let mut app = SpiteApp::with_store(Store::new(store_dir), None, &cc.egui_ctx);
            // As `--lang nl` would.
            app.forced_lang = Some(Language::Dutch);
            app.sync_language();
            app
        });
    h.run_steps(2);
    h.get_by_label("Nieuw spel (N)");
    // Settings, then the language list, then Bulgarian.
    h.get_by_label("Instellingen (F3)").click();
    h.run_steps(2);
    h.get_all(by().predicate(|n| {
        n.role() == egui::accesskit::Role::ComboBox
            && (n.value().as_deref() == Some("Nederlands")
                || n.label().as_deref() == Some("Nederlands"))
    }))
    .next()
    .expect("the language list")
    .click();
    h.run_steps(2);
    h.get_by_label("Български").click();
    h.run_steps(3);
    assert_eq!(h.state().language(), Language::Bulgarian);
    // At once: the menu, the table, the status line.
    h.get_by_label("Нова игра (N)");
    h.get_by_label_contains("Вашата главна купчина");
    let (status, _) = spite_gui::panels::status_text(&h.state().session);
    assert!(!status.is_empty() && !status.is_ascii(), "{status}");
    h.state_mut().write_changes();
    drop(h);
    let text = std::fs::read_to_string(dir.join(spite_gui::persist::SETTINGS_FILE)).unwrap();
    assert!(text.contains("\"language\""), "{text}");
    // Kept: the next start is in Bulgarian, without --lang.
    let store_dir = dir.clone();
    let mut h = Harness::builder()
        .with_size(Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| SpiteApp::with_store(Store::new(store_dir), None, &cc.egui_ctx));
    h.run_steps(2);
    assert_eq!(h.state().language(), Language::Bulgarian);
    h.get_by_label("Нова игра (N)");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_move_log_is_told_again_in_the_new_language() {
    let mut s = my_turn();
    let mv = *s.view().expect("a table").legal_moves().first().unwrap();
    s.play(mv).unwrap();
    let english: Vec<String> = s.log().iter().map(|l| l.text.clone()).collect();
    assert!(!english.is_empty());
    s.set_language(Language::Portuguese);
    let pt: Vec<String> = s.log().iter().map(|l| l.text.clone()).collect();
    assert_eq!(pt.len(), english.len());
    assert_ne!(pt, english);
    // A log restored from a file written in English is told again from
    // the record.
    let (table, window) = s.save();
    let mut window = window;
    window.lang = "en".into();
    for l in &mut window.log {
        l.text = "English".into();
    }
    let mut back = Session::restore(&table, window).unwrap();
    back.set_language(Language::Portuguese);
    assert!(
        back.log().iter().all(|l| l.text != "English"),
        "{:?}",
        back.log()
    );
    assert!(!back.log().is_empty());
}

/// A log with a move taken back, restored from a file written in English
/// and told again in Portuguese, tells the take-back too (the
/// record keeps only the moves that stand, and the take-back was lost).
#[test]
fn a_restored_log_told_again_keeps_its_take_backs() {
    let mut s = (0..)
        .find_map(|seed| {
            let mut s = Session::new(Rules::g4a(), &[Player::Person, EASY], seed).ok()?;
            if s.match_().game().to_move() != 0 {
                return None;
            }
            // A hand card to a centre pile, taken back, then played again.
            let mv = *s
                .view()
                .expect("a table")
                .legal_moves()
                .iter()
                .find(|m| matches!((m.from, m.to), (Source::Hand(_), Target::Centre(_))))?;
            s.play(mv).ok()?;
            s.undo();
            s.log().last()?.took_back?;
            s.play(mv).ok()?;
            Some(s)
        })
        .unwrap();
    let (table, mut window) = s.save();
    s.set_language(Language::Portuguese);
    let told: Vec<String> = s.log().iter().map(|l| l.text.clone()).collect();
    window.lang = "en".into();
    for l in &mut window.log {
        l.text = "English".into();
    }
    // Through the file, as the window keeps it.
    let json = serde_json::to_string(&window).unwrap();
    let window = serde_json::from_str(&json).unwrap();
    let mut back = Session::restore(&table, window).unwrap();
    back.set_language(Language::Portuguese);
    let retold: Vec<String> = back.log().iter().map(|l| l.text.clone()).collect();
    assert_eq!(retold, told);
    assert!(back.log().iter().any(|l| l.took_back.is_some()));
}

#[test]
fn the_play_online_dialog_fits_in_every_language() {
    use spite_gui::online::dialog::Mode;
    for lang in Language::ALL {
        for size in SIZES {
            let mut h = harness(my_turn(), lang, size);
            for (what, mode, here) in [
                ("host dialog", Mode::Host, true),
                ("host on a server dialog", Mode::Host, false),
                ("join dialog", Mode::Join, true),
                ("quick match dialog", Mode::Quick, true),
            ] {
                let app = h.state_mut();
                app.windows.online = true;
                app.online_form.mode = mode;
                app.online_form.host_here = here;
                // Quick match with an address: the player's part shown.
                app.online_form.address = "192.168.1.20:7878".into();
                // The longest state of each: every seat shown, a refusal.
                app.online_form.players = 4;
                app.online_form.others = vec![None, Some(spite_ai::Level::Easy), None];
                app.online_problem = Some(words(lang).tr(
                    "ui-net-host-failed",
                    &[("reason", "address in use (os error 98)".into())],
                ));
                h.run_steps(3);
                check_screen(&mut h, what);
            }
            h.state_mut().windows.close_all();
            h.run_steps(2);
        }
    }
}

#[test]
fn an_online_table_and_its_windows_fit_in_every_language() {
    use spite_gui::online::dialog::OnlineCommand;
    use spite_gui::stats::{OnlineKind, OnlineMatch, Outcome};
    for lang in Language::ALL {
        for size in SIZES {
            let mut h = harness(my_turn(), lang, size);
            h.state_mut()
                .online_command(spite_gui::testing::host_against_computer(Rules::g4a()));
            // The server deals from a fixed seed, so the computer's moves
            // are the same every run; waiting for our turn with every move
            // shown makes the log on the screen the same every run too.
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
            while !h.state().online.as_ref().is_some_and(|o| o.can_act()) {
                assert!(std::time::Instant::now() < deadline, "{lang}: not our turn");
                h.run_steps(1);
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            h.run_steps(3);
            check_screen(&mut h, "online table");
            // Statistics with every section: a game against the computer
            // (the best game), online games of a partnership table (the
            // longest name) and both presets by rules.
            let app = h.state_mut();
            app.stats.record(
                app.session.table_kind(spite_ai::Level::Easy),
                &spite_gui::stats::Finished {
                    winner: None,
                    outcome: Some(Outcome::Won),
                    match_winner: None,
                    match_won: Some(true),
                    turns: Some(24),
                    preset: "classic",
                },
                "2026-12-04",
            );
            app.stats.record_online(
                &OnlineMatch {
                    room: "ws://127.0.0.1:1/ws ROOM".into(),
                    kind: OnlineKind {
                        players: 4,
                        partnership: true,
                    },
                    games: vec![Outcome::Won, Outcome::Lost, Outcome::Drawn],
                    match_won: Some(false),
                    preset: "g4a",
                    last_turns: None,
                },
                "2026-12-04",
            );
            type Open = fn(&mut SpiteApp);
            // Each window, and a text of it that must show.
            let windows: [(&str, Open, &str); 6] = [
                ("online help", |a| a.windows.help = true, "ui-help-title"),
                (
                    "online settings",
                    |a| a.windows.settings = true,
                    "ui-settings-online-note",
                ),
                ("online rules", |a| a.windows.rules = true, "ui-rules-title"),
                (
                    "online statistics",
                    |a| a.windows.stats = true,
                    "ui-stats-by-rules",
                ),
                (
                    "leave the online game?",
                    |a| a.online_command(OnlineCommand::AskLeave),
                    "ui-net-leave-title",
                ),
                (
                    "online log pop-up",
                    |a| {
                        a.windows.log = false;
                        a.windows.log_popup = true
                    },
                    "ui-log-title",
                ),
            ];
            for (what, open, shown) in windows {
                if what == "online log pop-up" && size.0 >= spite_gui::layout::WIDE {
                    // A wide window keeps the log at the side.
                    continue;
                }
                open(h.state_mut());
                h.run_steps(4);
                let text = words(lang).tr(shown, &[]);
                assert!(
                    h.query_all_by_label(&text).next().is_some(),
                    "{lang} {what}: {text} not shown"
                );
                check_screen(&mut h, what);
                h.state_mut().windows.close_all();
                h.state_mut().windows.log = true;
                h.run_steps(2);
            }
            assert!(h.state().online.is_some(), "{lang}: Esc does not leave");
            h.state_mut().online_command(OnlineCommand::Leave);
            h.run_steps(2);
            assert!(h.state().online.is_none());
        }
    }
}

#[test]
fn an_online_games_end_fits_in_every_language() {
    use spite_gui::face::TableFace;
    use spite_gui::online::dialog::OnlineCommand;
    // One pay-off card each: the game ends soon; the match goes on.
    let rules = Rules {
        payoff_size: 1,
        match_target: 500,
        ..Rules::g4a()
    };
    for lang in Language::ALL {
        for size in SIZES {
            let mut h = harness(my_turn(), lang, size);
            h.state_mut()
                .online_command(spite_gui::testing::host_against_computer(rules));
            // The window plays until the first game is over and its next
            // turn waits (the longest the screen gets).
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
            loop {
                let o = h.state_mut().online.as_mut();
                if o.as_ref().is_some_and(|o| {
                    o.finished_shown().is_some() && o.screen.anims.is_empty() && o.table().my_turn()
                }) {
                    break;
                }
                assert!(std::time::Instant::now() < deadline, "{lang}: no game end");
                if let Some(o) = o.filter(|o| o.can_act()) {
                    let mv = spite_gui::testing::centre_first(&o.view().expect("a table"));
                    assert!(o.play(mv).is_ok(), "{lang}: {mv} was refused");
                }
                h.run_steps(1);
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            // A whole game's log runs past the side panel's foot, where
            // its scroll area clips it (the accessibility tree does not
            // say so): the log is checked on its own elsewhere.
            h.state_mut().windows.log = false;
            h.run_steps(3);
            let w = words(lang);
            let game = h.state().online.as_ref().map(|o| o.table().game_number());
            for text in [
                w.tr("ui-result-game-over", &[]),
                w.tr("ui-result-next-game", &[]),
                w.tr("ui-net-turn-waiting", &[("game", game.unwrap_or(0).into())]),
            ] {
                assert!(
                    h.query_all_by_label(&text).next().is_some(),
                    "{lang} {size:?}: {text} not shown"
                );
            }
            check_screen(&mut h, "online game over");
            h.state_mut().online_command(OnlineCommand::Leave);
            h.run_steps(2);
        }
    }
}

/// A window over finished match `m` against the computer.
fn finished_harness(
    m: &spite_core::Match,
    lang: Language,
    size: (f32, f32),
) -> Harness<'static, SpiteApp> {
    harness(
        Session::with_match(m.clone(), &[Player::Person, EASY]),
        lang,
        size,
    )
}

/// The fixed finished match, and its game reviewed from the first seat
/// (a small review), with a marked turn to show.
fn finished_review() -> (spite_core::Match, spite_ai::Review) {
    let m = spite_gui::testing::finished_match();
    let never = std::sync::atomic::AtomicBool::new(false);
    let options = spite_gui::testing::SMALL_REVIEW;
    let review = spite_ai::review_game(m.record(), 0, &options, &never, |_| {}).expect("reviewed");
    assert!(
        review.turns.iter().any(|t| t.mark.is_some()),
        "a marked turn to show"
    );
    (m, review)
}

/// The review's window, a marked turn chosen (the table before it, both
/// turns in words), in every language at both sizes.
#[test]
fn the_review_fits_in_every_language() {
    let (m, review) = finished_review();
    let record = m.record().clone();
    for lang in Language::ALL {
        for size in SIZES {
            let mut h = finished_harness(&m, lang, size);
            let table = h.state().session.table_kind(spite_ai::Level::Easy).label();
            let kept = spite_gui::review::finished(&h.state().session, table).expect("over");
            assert_eq!(kept.record, record);
            let shown = spite_gui::review::Reviewing::made(kept, review.clone());
            assert!(shown.chosen().is_some(), "the first marked turn is shown");
            h.state_mut().review = Some(shown);
            h.run_steps(3);
            check_screen(&mut h, "review");
        }
    }
}

/// The review of an online game, as its server's news makes it (no table:
/// a line says why, and the turns are told in words with the cards the
/// server gave), a marked turn chosen, in every language at both sizes.
#[test]
fn the_online_review_fits_in_every_language() {
    use spite_gui::review::{Heard, Reviewing};
    use spite_table::client::ReviewNews;
    let (m, review) = finished_review();
    let record = m.record().clone();
    // What the server sends: each decision with the cards its moves take.
    let mut news = vec![ReviewNews::Started {
        game: 1,
        moves: record.moves.len() as u32,
    }];
    for t in &review.turns {
        let view =
            spite_gui::review::view_before(&record, 0, t.first_move as usize).expect("replays");
        news.push(ReviewNews::Decision {
            game: 1,
            reviewed: t.first_move + t.played.len() as u32,
            turn: Box::new(t.clone()),
            played_cards: view.cards_taken(&t.played),
            best_cards: view.cards_taken(&t.best),
        });
    }
    news.push(ReviewNews::Done {
        game: 1,
        accuracy: review.accuracy,
        decisions: review.turns.len() as u32,
    });
    for lang in Language::ALL {
        for size in SIZES {
            let mut h = finished_harness(&m, lang, size);
            let mut shown = Reviewing::asked(1);
            for n in &news {
                shown.hear(Heard::News(n.clone()));
            }
            assert!(shown.end.is_some(), "done");
            assert!(shown.chosen().is_some(), "the first marked turn is shown");
            h.state_mut().review = Some(shown);
            h.run_steps(3);
            let line = words(lang).tr("ui-review-no-table", &[]);
            assert!(
                h.query_all_by_label(&line).next().is_some(),
                "{lang} {size:?}: {line} not shown"
            );
            check_screen(&mut h, "online review");
        }
    }
}
