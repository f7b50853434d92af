//! Saved matches on disk: written atomically, read with a size limit and a
//! clear message for every way a file can be wrong.

use std::path::{Path, PathBuf};

use spite_core::{LoadError, Match, SavedGame};

use super::autosave;
pub use super::disk::read_text;
use super::disk::{io_reason, write_atomically};
use super::json_place::saved_file_words;
use crate::words::{load_error, tr};

/// The path a person typed, with a leading `~/` meaning the home directory.
pub fn expand(typed: &str) -> PathBuf {
    if let Some(rest) = typed.strip_prefix("~/")
        && let Some(base) = directories::BaseDirs::new()
    {
        return base.home_dir().join(rest);
    }
    PathBuf::from(typed)
}

/// `path` as a shell reads it: unchanged when it holds only characters no
/// shell treats specially, else in single quotes (a quote inside written as
/// `'\''`), so a command shown with it can be pasted as it is.
pub fn shell_quoted(path: &Path) -> String {
    let text = path.to_string_lossy();
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+,:=@%".contains(c));
    if plain {
        text.into_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// Saves `m` to `path`.
pub fn save(m: &Match, path: &Path) -> Result<(), String> {
    write_atomically(path, &m.save().to_json()).map_err(|e| {
        tr(
            "ui-file-could-not-save",
            &[
                ("file", path.display().to_string().into()),
                ("reason", io_reason(&e).into()),
            ],
        )
    })
}

/// Reads a saved match, checking every move against the rules. An autosave
/// file (see `autosave`) is read as the match it holds.
pub fn load(path: &Path) -> Result<(Match, SavedGame), String> {
    let shown = path.display();
    let text = read_text(path)?;
    let saved = match autosave::parse(&text) {
        Ok(Some(unpacked)) => unpacked.saved,
        Ok(None) => SavedGame::from_json(&text).map_err(|e| {
            let reason = match e {
                // Said with the move or the value at fault, and its line.
                // Read again from the text (the header was read as a value,
                // which keeps no place), so the error says where it is.
                LoadError::Json(json) => {
                    let placed = serde_json::from_str::<SavedGame>(&text).err();
                    let reason = saved_file_words(&text, placed.unwrap_or(json));
                    tr("load-error-json", &[("reason", reason.into())])
                }
                e => load_error(&e),
            };
            format!("{shown}: {reason}")
        })?,
        Err(e) => return Err(format!("{shown}: {e}")),
    };
    let m = Match::load(&saved).map_err(|e| format!("{shown}: {}", load_error(&e)))?;
    Ok((m, saved))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn paths_are_quoted_only_when_a_shell_would_split_them() {
        assert_eq!(shell_quoted(Path::new("game.json")), "game.json");
        assert_eq!(
            shell_quoted(Path::new("/tmp/a-b_c.json")),
            "/tmp/a-b_c.json"
        );
        assert_eq!(shell_quoted(Path::new("my game.json")), "'my game.json'");
        assert_eq!(shell_quoted(Path::new("it's.json")), "'it'\\''s.json'");
        assert_eq!(shell_quoted(Path::new("$HOME*.json")), "'$HOME*.json'");
    }
    use spite_core::Rules;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("spite-files-{tag}-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn save_then_load_gives_the_same_match() {
        let dir = temp_dir("roundtrip");
        let path = dir.join("m.json");
        let mut m = Match::new(Rules::g4a(), 5).unwrap();
        for _ in 0..30 {
            let mv = m.game().legal_moves()[0];
            m.play(mv).unwrap();
        }
        save(&m, &path).unwrap();
        let (back, _) = load(&path).unwrap();
        assert_eq!(back.game(), m.game());
        // No temporary file is left behind.
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn bad_files_are_refused_with_reasons() {
        let dir = temp_dir("bad");
        assert!(
            load(&dir.join("missing.json"))
                .unwrap_err()
                .contains("no such file")
        );
        assert!(load(&dir).unwrap_err().contains("directory"));
        let bin = dir.join("bin");
        fs::write(&bin, [0xff, 0x00, 0x12]).unwrap();
        assert!(load(&bin).unwrap_err().contains("not text"));
        let junk = dir.join("junk.json");
        fs::write(&junk, "{\"format\": \"something else\"}").unwrap();
        assert!(
            load(&junk)
                .unwrap_err()
                .contains("not a Spite & Malice save")
        );
        assert!(
            save(
                &Match::new(Rules::g4a(), 1).unwrap(),
                &dir.join("no/such/dir/x.json")
            )
            .is_err()
        );
        fs::remove_dir_all(dir).unwrap();
    }
}
