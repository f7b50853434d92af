//! `cargo run --release -p spite-gui`: the Spite & Malice table.

use spite_gui::{APP_ID, SpiteApp};

fn main() -> eframe::Result<()> {
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
        Box::new(|cc| Ok(Box::new(SpiteApp::new(cc)))),
    )
}
