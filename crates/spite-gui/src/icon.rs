//! The app icon: assets/icon/spite.svg, rendered to PNGs by
//! assets/icon/render.sh. The window carries the 256 px one (a window
//! manager scales it for a title bar or a task switcher); a desktop's menu
//! finds the others through the desktop entry (packaging/).

/// The 256 px rendering of the icon, embedded at build time.
pub const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon/png/spite-gui-256.png");

/// The window's icon, decoded from [`ICON_PNG`].
pub fn window_icon() -> egui::IconData {
    // The bytes are a PNG of this crate's own (tested below), never input.
    eframe::icon_data::from_png_bytes(ICON_PNG).expect("the embedded icon is a valid PNG")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_icon_is_the_256_px_rendering() {
        let icon = window_icon();
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
        // Not a blank square: the felt is opaque and the corners are not.
        let alpha = |x: usize, y: usize| icon.rgba[(y * 256 + x) * 4 + 3];
        assert_eq!(alpha(0, 0), 0, "the corners are transparent");
        assert_eq!(alpha(128, 128), 255, "the middle is drawn");
    }
}
