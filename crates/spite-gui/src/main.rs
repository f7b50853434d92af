//! `cargo run --release -p spite-gui`: the Spite & Malice table.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use spite_gui::launch::{Launch, RendererChoice, USAGE};
use spite_gui::timing::TimingMode;
use spite_gui::{APP_ID, SpiteApp};

fn main() -> eframe::Result<()> {
    let started = std::time::Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let env_renderer = std::env::var("SPITE_GUI_RENDERER").ok();
    let launch = Launch::parse(&args, env_renderer.as_deref());
    if launch.help {
        println!("{USAGE}");
        return Ok(());
    }
    for w in &launch.warnings {
        eprintln!("spite-gui: {w}");
    }
    let timing = std::env::var("SPITE_GUI_TIMING")
        .ok()
        .and_then(|v| TimingMode::parse(&v))
        .map(|mode| (started, mode));
    if timing.is_some() {
        eprintln!("renderer {}", launch.renderer.name());
    }
    // A demonstration table (screenshots, measurements), never saved over
    // the match in storage.
    let demo = std::env::var("SPITE_GUI_DEMO").ok().and_then(|v| {
        let parsed = spite_gui::testing::Demo::parse(&v);
        if parsed.is_none() {
            eprintln!("spite-gui: SPITE_GUI_DEMO={v:?} is not like 6, 4p, 3:80 or 6L; ignored");
        }
        parsed
    });
    let opened = Arc::new(AtomicBool::new(false));
    let lang = launch.lang;
    let review = launch.review.clone();
    let result = run(
        launch.renderer,
        lang,
        timing,
        demo,
        review.clone(),
        opened.clone(),
    );
    // No OpenGL here (or no Vulkan): try the other renderer before giving
    // up, unless the window had already opened.
    match result {
        Err(e) if !opened.load(Ordering::SeqCst) => {
            let other = match launch.renderer {
                RendererChoice::Glow => RendererChoice::Wgpu,
                RendererChoice::Wgpu => RendererChoice::Glow,
            };
            eprintln!(
                "spite-gui: the {} renderer failed ({e}); trying {}",
                launch.renderer.name(),
                other.name()
            );
            run(other, lang, timing, demo, review, opened)
        }
        other => other,
    }
}

fn run(
    renderer: RendererChoice,
    lang: Option<spite_gui::lang::Language>,
    timing: Option<(std::time::Instant, TimingMode)>,
    demo: Option<spite_gui::testing::Demo>,
    review: Option<std::path::PathBuf>,
    opened: Arc<AtomicBool>,
) -> eframe::Result<()> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_app_id(APP_ID)
            .with_icon(spite_gui::icon::window_icon())
            .with_title("Spite & Malice")
            .with_inner_size([1200.0, 820.0])
            .with_min_inner_size([640.0, 480.0]),
        renderer: match renderer {
            RendererChoice::Glow => eframe::Renderer::Glow,
            RendererChoice::Wgpu => eframe::Renderer::Wgpu,
        },
        // The table is flat colours: dithering has no banding to hide, and
        // costs a software renderer about a tenth of a frame.
        dithering: false,
        ..Default::default()
    };
    eframe::run_native(
        "Spite & Malice",
        options,
        Box::new(move |cc| {
            opened.store(true, Ordering::SeqCst);
            let mut app = SpiteApp::new(cc);
            app.timing = timing;
            app.forced_lang = lang;
            if let Some(s) = demo.and_then(|d| d.session(7)) {
                app.session = s;
                app.no_save = true;
            }
            app.sync_language();
            // A saved match's game reviewed at once; a file that cannot be
            // read is told in a notice.
            if let Some(file) = &review {
                if std::env::var("SPITE_GUI_REVIEW").as_deref() == Ok("small") {
                    app.review_options = spite_gui::testing::SMALL_REVIEW;
                }
                match spite_gui::review::saved(file, spite_gui::face::TableFace::ui(&app.session)) {
                    Ok(game) => app.open_review(game),
                    Err(why) => app.problems.push(why),
                }
            }
            // An online game at once (screenshots, trying it out).
            if let Ok(v) = std::env::var("SPITE_GUI_ONLINE") {
                match spite_gui::online::dialog::OnlineCommand::from_env(&v) {
                    Some(c) => app.online_command(c),
                    None => eprintln!(
                        "spite-gui: SPITE_GUI_ONLINE={v:?} is not like host, host:PORT or join:HOST:PORT:CODE; ignored"
                    ),
                }
            }
            Ok(Box::new(app))
        }),
    )
}
