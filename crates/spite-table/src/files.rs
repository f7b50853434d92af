//! Writing a frontend's files (saved matches, settings, seat tokens) so
//! that a crash or a kill mid-write never leaves half a file.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// Writes `text` to a temporary file beside `path`, flushes it to the disk
/// and renames it over `path`: a crash leaves the old file or the new one,
/// never half of one. The directory must exist. A `path` with no file name
/// (`/`, `..`) is refused with [`io::ErrorKind::InvalidInput`], for the
/// caller to word.
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    // The process id keeps two programs writing the same file apart.
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        fs::rename(&tmp, path)?;
        // The rename itself reaches the disk with the directory.
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("spite-table-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a temporary directory");
        dir
    }

    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_is_left() {
        let dir = temp_dir("atomic");
        let path = dir.join("match.json");
        write_atomically(&path, "old").expect("written");
        write_atomically(&path, "new text").expect("written");
        assert_eq!(fs::read_to_string(&path).expect("read"), "new text");
        let names: Vec<String> = fs::read_dir(&dir)
            .expect("listed")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["match.json"]);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_write_changes_nothing_and_says_why() {
        let dir = temp_dir("refused");
        // No file name: refused as invalid input, for the caller to word.
        let e = write_atomically(Path::new("/"), "x").expect_err("no file name");
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        // A directory that does not exist: the error, and nothing written.
        let missing = dir.join("no-such-dir").join("f.json");
        assert!(write_atomically(&missing, "x").is_err());
        assert!(!missing.exists());
        // A path that is a directory: the old contents stay.
        let path = dir.join("is-a-dir");
        fs::create_dir(&path).expect("made");
        assert!(write_atomically(&path, "x").is_err());
        assert!(path.is_dir());
        let left: Vec<_> = fs::read_dir(&dir).expect("listed").collect();
        assert_eq!(left.len(), 1, "a temporary file was left behind");
        let _ = fs::remove_dir_all(&dir);
    }
}
