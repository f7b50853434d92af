//! `cargo run --release -p spite-gui`: the Spite & Malice table.

use spite_gui::{APP_ID, SpiteApp};

fn main() -> eframe::Result<()> {
    let started = std::time::Instant::now();
    let timing = std::env::var_os("SPITE_GUI_TIMING").is_some_and(|v| v == "1");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_app_id(APP_ID)
            .with_title("Spite & Malice")
            .with_inner_size([1200.0, 820.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Spite & Malice",
        options,
        Box::new(move |cc| {
            let mut app = SpiteApp::new(cc);
            if timing {
                app.timing = Some(started);
            }
            Ok(Box::new(app))
        }),
    )
}
