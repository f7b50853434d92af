//! CPU time of one frame of a full table: `cargo bench -p spite-gui --bench frame`.
//! A six-seat table mid-game (every side pile fanned, a card held so the
//! legal targets light up), 1280x800, driven through egui_kittest without a
//! window: each sample is one egui frame (the app's `ui`, layout, all the
//! card shapes) plus tessellation into triangles. The GPU upload and drawing
//! are not included (they are the graphics driver's work).

use std::time::{Duration, Instant};

use egui::Vec2;
use egui_kittest::Harness;
use spite_core::{Rules, Source};
use spite_gui::SpiteApp;
use spite_gui::face::TableFace;
use spite_gui::local::Local;
use spite_gui::session::Session;
use spite_gui::settings::{Settings, Speed};
use spite_table::Player;

fn full_table() -> Session<Local> {
    let rules = Rules {
        players: 6,
        ..Rules::g4a()
    };
    let seats = [
        Player::Person,
        Player::Computer(spite_ai::Level::Easy),
        Player::Computer(spite_ai::Level::Easy),
        Player::Computer(spite_ai::Level::Easy),
        Player::Computer(spite_ai::Level::Easy),
        Player::Computer(spite_ai::Level::Easy),
    ];
    let mut s = Session::new(rules, &seats, 17).expect("six seats deal");
    // Play until the side piles fill up: everyone plays its first centre move
    // or discards, a few rounds, through the session (so the log fills too).
    for _ in 0..200 {
        let g = s.match_().game();
        if g.is_over() {
            break;
        }
        if g.to_move() == 0 {
            let moves = s.view().expect("a table").legal_moves();
            let mv = *moves.iter().find(|m| !m.is_discard()).unwrap_or(&moves[0]);
            let _ = s.play(mv);
        } else if !s.wait_step(Speed::Instant) {
            break;
        }
    }
    s
}

fn main() {
    let session = full_table();
    let settings = Settings {
        speed: Speed::Instant,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_eframe(move |cc| SpiteApp::with_session(session, settings, &cc.egui_ctx));
    h.run_steps(5);
    h.state_mut().session.select(Source::Hand(0));
    let ctx = h.ctx.clone();
    let mut frame = vec![];
    let mut tess = vec![];
    for i in 0..600 {
        // Move the pointer so egui cannot skip any work.
        h.hover_at(egui::pos2(300.0 + (i % 50) as f32, 500.0));
        let t0 = Instant::now();
        h.step();
        let t1 = Instant::now();
        let out = h.output();
        let prims = ctx.tessellate(out.shapes.clone(), out.pixels_per_point);
        let t2 = Instant::now();
        std::hint::black_box(prims);
        if i >= 100 {
            frame.push(t1 - t0);
            tess.push(t2 - t1);
        }
    }
    let med = |v: &mut Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let total: Vec<Duration> = frame.iter().zip(&tess).map(|(a, b)| *a + *b).collect();
    let mut total = total;
    println!(
        "frame (ui + layout) median {:?}, tessellation median {:?}, together median {:?}, p95 {:?}",
        med(&mut frame),
        med(&mut tess),
        med(&mut total),
        total[total.len() * 95 / 100]
    );
    println!("shapes in the last frame: {}", h.output().shapes.len());
}
