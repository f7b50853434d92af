//! The eframe application: owns the session, settings, statistics and the
//! computer's worker thread; each frame drains the worker, handles keys and
//! draws the panels and the table.

use egui::{Key, Modifiers, Ui};
use spite_core::{Source, Target};

use crate::panels;
use crate::persist;
use crate::session::Session;
use crate::settings::{SeatKind, Settings};
use crate::stats::Stats;
use crate::table_ui::{self, Drag};
use crate::timing::{FrameTiming, TimingMode};
use crate::worker::{Job, Worker, run_job};

/// The id under which eframe keeps the app's storage.
pub const APP_ID: &str = "spite-gui";

/// Which windows are open.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Windows {
    pub help: bool,
    pub settings: bool,
    pub rules: bool,
    pub stats: bool,
    pub log: bool,
    /// The log as a window over the table, in narrow windows.
    pub log_popup: bool,
    pub confirm_new: bool,
}

pub struct SpiteApp {
    pub session: Session,
    pub settings: Settings,
    /// The settings as being edited, applied by "Start a new match".
    pub draft: Settings,
    pub stats: Stats,
    pub windows: Windows,
    /// Messages about the saved state, shown until dismissed.
    pub problems: Vec<String>,
    corrupt: Option<String>,
    worker: Option<Worker>,
    pub drag: Option<Drag>,
    theme_dark: Option<bool>,
    inline_bots: std::collections::HashMap<(u8, spite_ai::Level), Box<dyn spite_ai::Bot>>,
    /// Set by `SPITE_GUI_TIMING`: when the program started; the time to
    /// the first frame and then frame times are reported, then the window
    /// closes.
    pub timing: Option<(std::time::Instant, TimingMode)>,
    frame_timing: Option<FrameTiming>,
    /// A demonstration table: nothing is written to storage.
    pub no_save: bool,
}

/// A seed for a new match, from the clock: every match is a new deal.
pub fn fresh_seed() -> u64 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5EED);
    spite_core::derive_seed(t, u64::from(std::process::id()))
}

impl SpiteApp {
    /// The app as eframe creates it: resumes what storage holds.
    pub fn new(cc: &eframe::CreationContext<'_>) -> SpiteApp {
        let loaded = persist::load(cc.storage);
        let mut app = SpiteApp::from_loaded(loaded, &cc.egui_ctx);
        if let Some(text) = &app.corrupt
            && let Some(path) = persist::keep_aside_file(APP_ID, text)
        {
            app.problems
                .push(format!("The unreadable save is in {}.", path.display()));
        }
        app
    }

    /// Builds the app from what storage held (tests pass their own storage).
    pub fn from_loaded(loaded: persist::Loaded, ctx: &egui::Context) -> SpiteApp {
        let settings = loaded.settings;
        let session = loaded
            .session
            .unwrap_or_else(|| new_session(&settings, fresh_seed()));
        SpiteApp {
            session,
            draft: settings.clone(),
            settings,
            stats: loaded.stats,
            windows: Windows {
                log: true,
                ..Windows::default()
            },
            problems: loaded.problems,
            corrupt: loaded.corrupt,
            worker: Some(spawn_worker(ctx)),
            drag: None,
            theme_dark: None,
            inline_bots: Default::default(),
            timing: None,
            frame_timing: None,
            no_save: false,
        }
    }

    /// An app around a given session (tests).
    pub fn with_session(session: Session, settings: Settings, ctx: &egui::Context) -> SpiteApp {
        let loaded = persist::Loaded {
            session: Some(session),
            settings,
            stats: Stats::default(),
            problems: vec![],
            corrupt: None,
        };
        SpiteApp::from_loaded(loaded, ctx)
    }

    /// Starts a new match with the current settings.
    pub fn new_match(&mut self) {
        self.session = new_session(&self.settings, fresh_seed());
        self.drag = None;
    }

    /// Deals the next game, or a new match once this one is over.
    pub fn next_game(&mut self) {
        self.session.next_game(fresh_seed());
        self.drag = None;
    }

    /// Talks to the computer: answers in, the next question out.
    fn drive_computer(&mut self) {
        if let Some(w) = &self.worker {
            for a in w.drain() {
                self.session.accept(a, self.settings.speed);
            }
        }
        if let Some(job) = self.session.computer_job(self.settings.level) {
            self.send(job);
        }
        let table = self.session.table_kind(self.settings.level);
        for finished in self.session.take_outcomes() {
            self.stats.record(table, &finished);
        }
    }

    pub fn ask_hint(&mut self) {
        if let Some(job) = self.session.hint_job() {
            self.send(job);
        }
    }

    fn send(&mut self, job: Job) {
        let job = match &self.worker {
            Some(w) => match w.send(job) {
                Ok(()) => return,
                Err(job) => *job,
            },
            None => job,
        };
        // The worker thread is gone: think here rather than stall the game.
        self.worker = None;
        let answer = run_job(job, &mut self.inline_bots);
        self.session.accept(answer, self.settings.speed);
    }

    fn keyboard(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let pressed = |k: Key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, k));
        if pressed(Key::F1)
            || ctx.input_mut(|i| i.consume_key(Modifiers::SHIFT, Key::Slash))
            || pressed(Key::Questionmark)
        {
            self.windows.help = !self.windows.help;
        }
        if pressed(Key::F2) {
            if ctx.content_rect().width() >= 900.0 {
                self.windows.log = !self.windows.log;
            } else {
                self.windows.log_popup = !self.windows.log_popup;
            }
        }
        if pressed(Key::F3) {
            self.windows.settings = !self.windows.settings;
        }
        if pressed(Key::F4) {
            self.windows.rules = !self.windows.rules;
        }
        if pressed(Key::F5) {
            self.windows.stats = !self.windows.stats;
        }
        if pressed(Key::Escape) {
            self.drag = None;
            self.session.deselect();
            self.windows.confirm_new = false;
        }
        let game_over = self.session.match_().game().is_over();
        if pressed(Key::Enter) || pressed(Key::Space) {
            if self.windows.confirm_new {
                self.windows.confirm_new = false;
                self.new_match();
            } else if game_over && self.session.anims.is_empty() {
                self.next_game();
            } else if self.session.handover().is_some() {
                self.session.reveal();
            }
        }
        if pressed(Key::N) {
            if game_over {
                self.next_game();
            } else {
                self.windows.confirm_new = true;
            }
        }
        if pressed(Key::Y) && self.windows.confirm_new {
            self.windows.confirm_new = false;
            self.new_match();
        }
        if pressed(Key::H) {
            self.ask_hint();
        }
        if pressed(Key::U) || ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, Key::Z)) {
            self.session.undo();
        }
        // Picking a source.
        const HAND: [Key; 8] = [
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
            Key::Num7,
            Key::Num8,
        ];
        for (i, k) in HAND.into_iter().enumerate() {
            if pressed(k) {
                self.pick(Source::Hand(i as u8));
            }
        }
        if pressed(Key::P) {
            self.pick(Source::Payoff);
        }
        if pressed(Key::O) {
            self.pick(Source::PartnerPayoff);
        }
        // Side piles: a target when a hand card is held, else a source.
        for (i, k) in [Key::Q, Key::W, Key::E, Key::R].into_iter().enumerate() {
            if pressed(k) {
                match self.session.selected() {
                    Some(Source::Hand(_)) => {
                        let _ = self.session.drop_held(
                            Some(Target::Side(i as u8)),
                            None,
                            self.settings.speed,
                        );
                    }
                    _ => self.pick(Source::Side(i as u8)),
                }
            }
        }
        const CENTRE: [Key; 8] = [
            Key::A,
            Key::S,
            Key::D,
            Key::F,
            Key::G,
            Key::J,
            Key::K,
            Key::L,
        ];
        for (i, k) in CENTRE.into_iter().enumerate() {
            if pressed(k) {
                let _ = self.session.drop_held(
                    Some(Target::Centre(i as u8)),
                    None,
                    self.settings.speed,
                );
            }
        }
    }

    /// Keyboard pick: pressing the key of the held card puts it down.
    fn pick(&mut self, src: Source) {
        self.drag = None;
        self.session.select(src);
    }

    /// What decides which overlay screens show: when it changes, the new
    /// screen needs a second frame.
    fn screen_key(&self) -> (usize, usize, bool, Option<u8>) {
        let m = self.session.match_();
        (
            m.record().moves.len(),
            m.game_number(),
            m.game().is_over(),
            self.session.handover(),
        )
    }

    /// The panels, the table and any open windows; sets `moving` while a
    /// card is in flight.
    fn draw(&mut self, ui: &mut Ui, now: f64, moving: &mut bool) {
        let ctx = ui.ctx().clone();
        panels::top_bar(ui, self);
        panels::status_bar(ui, self);
        let wide = ctx.content_rect().width() >= 900.0;
        if self.windows.log && wide {
            panels::log_panel(ui, self);
        }
        egui::CentralPanel::no_frame().show(ui, |ui| {
            *moving = table_ui::show(
                ui,
                &mut self.session,
                &mut self.drag,
                now,
                self.settings.dark,
                self.settings.speed,
            );
        });
        if self.windows.log_popup && !wide {
            panels::log_window(&ctx, self);
        }
        panels::windows(&ctx, self);
    }

    fn apply_theme(&mut self, ctx: &egui::Context) {
        if self.theme_dark != Some(self.settings.dark) {
            self.theme_dark = Some(self.settings.dark);
            ctx.set_theme(if self.settings.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
        }
    }
}

/// A new match from the settings; falls back to the default rules if the
/// settings' rules cannot be dealt (they are normalised, so this is rare).
pub fn new_session(settings: &Settings, seed: u64) -> Session {
    Session::new(settings.rules, &settings.seats, seed).unwrap_or_else(|_| {
        Session::new(
            spite_core::Rules::g4a(),
            &[SeatKind::Human, SeatKind::Computer],
            seed,
        )
        .expect("the g4a preset always deals")
    })
}

fn spawn_worker(ctx: &egui::Context) -> Worker {
    let ctx = ctx.clone();
    Worker::spawn(move || ctx.request_repaint())
}

impl eframe::App for SpiteApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.apply_theme(&ctx);
        let windows_before = self.windows.clone();
        let problems_before = self.problems.len();
        let screen_before = self.screen_key();
        self.drive_computer();
        self.keyboard(&ctx);
        let now = ctx.input(|i| i.time);
        let frame_start = std::time::Instant::now();
        if let Some((t0, mode)) = self.timing.take() {
            // Measurement switch for docs/performance.md: see docs/gui.md.
            eprintln!(
                "first frame after {:.0} ms",
                t0.elapsed().as_secs_f64() * 1000.0
            );
            if mode == TimingMode::NoLog {
                self.windows.log = false;
            }
            self.frame_timing = Some(FrameTiming::new(mode));
        }

        let blank = self
            .frame_timing
            .as_ref()
            .is_some_and(|t| t.mode == TimingMode::Blank);
        let mut moving = false;
        if !blank {
            self.draw(ui, now, &mut moving);
        }
        // Repaint only while something moves or the computer is playing;
        // otherwise the window sleeps until input arrives.
        if moving || !self.session.anims.is_empty() {
            ctx.request_repaint();
        }
        if let Some(ft) = &mut self.frame_timing {
            if ft.record(frame_start.elapsed()) {
                self.frame_timing = None;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                ctx.request_repaint();
            }
        }
        // A window opened or closed this frame needs one more frame to be
        // laid out and shown.
        if self.windows != windows_before
            || self.problems.len() != problems_before
            || self.screen_key() != screen_before
        {
            ctx.request_repaint();
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.no_save {
            return;
        }
        persist::save(
            storage,
            &self.session,
            &self.settings,
            &self.stats,
            self.corrupt.as_deref(),
        );
    }

    /// The felt is the window's clear colour rather than a shape painted
    /// over it: a software renderer then skips filling the table's whole
    /// area once more each frame (about a third of a frame's cost on
    /// llvmpipe; docs/performance.md).
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        table_ui::felt(visuals.dark_mode)
            .0
            .to_normalized_gamma_f32()
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        std::time::Duration::from_secs(5)
    }
}
