//! File I/O below the save files and the autosave: atomic writes, reading
//! a file that should hold a saved match, and I/O errors in a player's
//! words. Both `files` and `autosave` use it; it uses neither.

use std::fs;
use std::io;
use std::path::Path;

use crate::words::{Arg, tr, with};

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
    with(|w| w.io_reason(e))
}

/// A reason given as text (a connection's, from spite-server's client)
/// worded like the system's errors when it holds the system's error number
/// ("… (os error 111)"); other text as it is.
pub fn reason_words(raw: &str) -> String {
    with(|w| w.reason_words(raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_systems_errors_are_worded_by_kind_with_the_raw_text_after() {
        // ENAMETOOLONG (36) and EADDRINUSE (98) on Linux.
        let long = io::Error::from(io::ErrorKind::InvalidFilename);
        let words = io_reason(&long);
        assert!(
            words.starts_with("the name is too long or not allowed ("),
            "{words}"
        );
        let in_use = reason_words("cannot listen: Address already in use (os error 98)");
        if cfg!(target_os = "linux") {
            assert_eq!(
                in_use,
                "the address is already in use (cannot listen: Address already in use (os error 98))"
            );
        }
        assert_eq!(reason_words("no number here"), "no number here");
        if cfg!(target_os = "linux") {
            let refused = reason_words("x (os error 111)");
            assert!(refused.starts_with("nothing listens there ("), "{refused}");
        }
    }
}
