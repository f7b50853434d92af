//! File I/O below the save files and the autosave: atomic writes, reading
//! a file that should hold a saved match, and I/O errors in a player's
//! words. Both `files` and `autosave` use it; it uses neither.

use std::fs;
use std::io;
use std::path::Path;

use crate::words::{Arg, t, tr};

/// Largest file `read_text` will read; a saved match is a few kilobytes.
const MAX_SAVE_BYTES: u64 = 16 * 1024 * 1024;

pub use spite_table::write_atomically;

/// The text of a file that should hold a saved match: a regular file, not
/// too big, and text.
pub fn read_text(path: &Path) -> Result<String, String> {
    let shown = path.display().to_string();
    let file = || -> (&str, Arg) { ("file", shown.as_str().into()) };
    let cannot_read = |e: io::Error| {
        tr(
            "ui-file-cannot-read",
            &[file(), ("reason", io_reason(&e).into())],
        )
    };
    let meta = fs::metadata(path).map_err(cannot_read)?;
    if meta.is_dir() {
        return Err(tr("ui-file-is-directory", &[file()]));
    }
    if !meta.is_file() {
        return Err(tr("ui-file-not-regular", &[file()]));
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(tr(
            "ui-file-too-big",
            &[
                file(),
                (
                    "count",
                    usize::try_from(meta.len()).unwrap_or(usize::MAX).into(),
                ),
            ],
        ));
    }
    let bytes = fs::read(path).map_err(cannot_read)?;
    String::from_utf8(bytes).map_err(|_| tr("ui-file-not-text", &[file()]))
}

/// An I/O error in a player's words.
pub fn io_reason(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => t("ui-file-not-found"),
        io::ErrorKind::PermissionDenied => t("ui-file-permission-denied"),
        // `write_atomically`'s refusal of a path with no file name.
        io::ErrorKind::InvalidInput => t("ui-file-not-a-file-name"),
        _ => e.to_string(),
    }
}
