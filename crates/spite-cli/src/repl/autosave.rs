//! The match in progress, kept on disk after every move so that leaving in
//! any way (quit, Ctrl-D, end of input, a closed terminal, a killed process)
//! loses nothing: `resume` or `spite --resume` continues it. The file is a
//! saved match plus who sat at the table, so a resumed match has the same
//! people and computer players.

use crate::words::{load_error, t, tr};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{LoadError, Match, SavedGame};

use super::disk;
use super::json_place::saved_file_words;

/// The `format` field of an autosave file.
const FORMAT: &str = "spite-autosave";
const VERSION: u32 = 1;
/// The autosave's name in the data directory.
pub const FILE_NAME: &str = "autosave.json";
/// Names a data directory in place of the user's (tests use it, and anyone
/// who keeps their games elsewhere).
pub const DATA_DIR_VAR: &str = "SPITE_DATA_DIR";

/// The directory for the history and the autosave: `$SPITE_DATA_DIR` if set,
/// else the user's data directory (`~/.local/share/spite` on Linux). `None`
/// when there is neither. It is not created here.
pub fn data_dir() -> Option<PathBuf> {
    if data_dir_is_chosen() {
        return std::env::var_os(DATA_DIR_VAR).map(PathBuf::from);
    }
    directories::ProjectDirs::from("", "", "spite").map(|d| d.data_dir().to_path_buf())
}

/// Whether `$SPITE_DATA_DIR` names the data directory (rather than the
/// user's own being used).
pub fn data_dir_is_chosen() -> bool {
    std::env::var_os(DATA_DIR_VAR).is_some_and(|d| !d.is_empty())
}

/// The file as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct AutosaveFile {
    format: String,
    version: u32,
    /// Seats played by people (the first ones).
    people: u8,
    /// The level of the computer players.
    opponent: String,
    /// The match, as `save FILE` writes it.
    saved: serde_json::Value,
}

/// An autosave read only for the place of an error in its saved match.
#[derive(Deserialize)]
struct Placed {
    #[allow(dead_code)] // read for its errors
    saved: SavedGame,
}

/// What an autosave file holds.
pub struct Unpacked {
    pub people: u8,
    pub level: Level,
    pub saved: SavedGame,
}

/// Reads an autosave file's text; `Ok(None)` if the text is not an autosave
/// (it may be an ordinary save, or not JSON at all).
pub fn parse(text: &str) -> Result<Option<Unpacked>, String> {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
        return Ok(None);
    };
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Ok(None);
    }
    let damaged = |reason: String| tr("ui-file-autosave-damaged", &[("reason", reason.into())]);
    // Read from the text, so that an error says where it is.
    let file: AutosaveFile =
        serde_json::from_str(text).map_err(|e| damaged(saved_file_words(text, e)))?;
    if file.version != VERSION {
        return Err(tr(
            "ui-file-autosave-version",
            &[
                ("version", file.version.into()),
                ("current", VERSION.into()),
            ],
        ));
    }
    let level = file.opponent.parse::<Level>().map_err(|_| {
        let level = file.opponent.chars().take(20).collect::<String>();
        damaged(tr("ui-file-autosave-level", &[("level", level.into())]))
    })?;
    if file.people == 0 {
        return Err(t("ui-file-autosave-no-people"));
    }
    let saved = SavedGame::from_json(&file.saved.to_string()).map_err(|e| match e {
        // Read from a copy of the file's `saved` value, a JSON error has no
        // place in the file: read again from the file, it says where.
        LoadError::Json(_) => match serde_json::from_str::<Placed>(text) {
            Err(placed) => damaged(saved_file_words(text, placed)),
            Ok(_) => load_error(&e),
        },
        e => load_error(&e),
    })?;
    let players = saved.game.rules.players;
    if file.people > players {
        return Err(damaged(tr(
            "ui-file-autosave-people",
            &[("people", file.people.into()), ("players", players.into())],
        )));
    }
    Ok(Some(Unpacked {
        people: file.people,
        level,
        saved,
    }))
}

/// A match left unfinished, ready to be played on.
#[derive(Debug)]
pub struct Unfinished {
    pub m: Match,
    pub people: u8,
    pub level: Level,
}

/// Where the match in progress is kept.
#[derive(Clone, Debug)]
pub struct Autosave {
    path: PathBuf,
}

impl Autosave {
    pub fn at(path: PathBuf) -> Autosave {
        Autosave { path }
    }

    /// `autosave.json` in the data directory, if there is one.
    pub fn in_data_dir() -> Option<Autosave> {
        data_dir().map(|d| Autosave::at(d.join(FILE_NAME)))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps `m` (written whole or not at all), creating the directory if
    /// needed.
    pub fn write(&self, m: &Match, people: u8, level: Level) -> Result<(), String> {
        let saved = serde_json::to_value(m.save()).map_err(|e| e.to_string())?;
        let file = AutosaveFile {
            format: FORMAT.into(),
            version: VERSION,
            people,
            opponent: level.to_string(),
            saved,
        };
        let text = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())?;
        if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(|e| io_error("ui-file-cannot-make", dir, &e))?;
        }
        disk::write_atomically(&self.path, &text)
            .map_err(|e| io_error("ui-file-cannot-write", &self.path, &e))
    }

    /// Forgets the kept match (it ended).
    pub fn clear(&self) -> Result<(), String> {
        match fs::remove_file(&self.path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(io_error("ui-file-cannot-remove", &self.path, &e)),
        }
    }

    /// The kept match: `Ok(None)` when there is none or it is finished, an
    /// error saying what is wrong when the file cannot be used.
    pub fn read(&self) -> Result<Option<Unfinished>, String> {
        match fs::symlink_metadata(&self.path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            _ => {}
        }
        let shown = self.path.display();
        let text = disk::read_text(&self.path)?;
        let unpacked = match parse(&text) {
            Ok(Some(u)) => u,
            Ok(None) => {
                return Err(match serde_json::from_str::<serde_json::Value>(&text) {
                    Err(e) => tr(
                        "ui-file-damaged",
                        &[
                            ("file", shown.to_string().into()),
                            ("reason", load_error(&LoadError::from(e)).into()),
                        ],
                    ),
                    Ok(_) => tr(
                        "ui-file-not-autosave",
                        &[("file", shown.to_string().into())],
                    ),
                });
            }
            Err(e) => return Err(format!("{shown}: {e}")),
        };
        let m = Match::load(&unpacked.saved).map_err(|e| format!("{shown}: {}", load_error(&e)))?;
        if m.is_over() {
            return Ok(None);
        }
        Ok(Some(Unfinished {
            m,
            people: unpacked.people,
            level: unpacked.level,
        }))
    }
}

/// "cannot write FILE: permission denied", in the player's language.
fn io_error(id: &str, path: &Path, e: &io::Error) -> String {
    tr(
        id,
        &[
            ("file", path.display().to_string().into()),
            ("reason", disk::io_reason(e).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::super::files;
    use super::*;
    use spite_core::Rules;

    fn temp_dir(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("spite-autosave-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    fn played(moves: usize) -> Match {
        let mut m = Match::new(Rules::g4a(), 11).unwrap();
        for _ in 0..moves {
            let mv = m.game().legal_moves()[0];
            m.play(mv).unwrap();
        }
        m
    }

    #[test]
    fn a_written_match_is_read_back_with_its_players() {
        let dir = temp_dir("roundtrip");
        let a = Autosave::at(dir.join("sub").join(FILE_NAME));
        assert!(a.read().unwrap().is_none(), "nothing kept yet");
        let m = played(40);
        a.write(&m, 2, Level::Hard).unwrap();
        let back = a.read().unwrap().expect("an unfinished match");
        assert_eq!(back.m.game(), m.game());
        assert_eq!(back.m.record().moves, m.record().moves);
        assert_eq!(
            (back.m.save().seed, back.people, back.level),
            (11, 2, Level::Hard)
        );
        // `load FILE` reads an autosave as the match it holds.
        let (loaded, _) = files::load(a.path()).unwrap();
        assert_eq!(loaded.game(), m.game());
        a.clear().unwrap();
        assert!(a.read().unwrap().is_none());
        a.clear().unwrap();
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn damaged_files_are_refused_with_a_reason() {
        let dir = temp_dir("bad");
        fs::create_dir_all(&dir).unwrap();
        let a = Autosave::at(dir.join(FILE_NAME));
        let cases: [(&[u8], &str); 6] = [
            (
                b"{\"format\": \"spite-autosave\", \"vers",
                "is damaged (not a saved game: the text breaks off at line 1, column 34)",
            ),
            (b"\xff\xfe\x00", "not text"),
            (
                b"{\"format\": \"spite-autosave\", \"version\": 1}",
                "damaged autosave",
            ),
            (
                b"{\"format\": \"spite-autosave\", \"version\": 9, \"people\": 1, \"opponent\": \"easy\", \"saved\": {}}",
                "version 9",
            ),
            (
                b"{\"format\": \"spite-autosave\", \"version\": 1, \"people\": 1, \"opponent\": \"grandmaster\", \"saved\": {}}",
                "not a level",
            ),
            (
                b"{\"format\": \"spite-autosave\", \"version\": 1, \"people\": 1, \"opponent\": \"easy\", \"saved\": {\"format\": \"chess\"}}",
                "not a Spite & Malice save",
            ),
        ];
        for (bytes, reason) in cases {
            fs::write(a.path(), bytes).unwrap();
            let e = a.read().err().unwrap_or_else(|| panic!("{bytes:?} read"));
            assert!(e.contains(reason), "{e} (wanted {reason})");
        }
        // A move that breaks the rules is caught when the match is replayed.
        a.write(&played(10), 1, Level::Easy).unwrap();
        let text = fs::read_to_string(a.path()).unwrap();
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        // Side piles are empty when a game starts.
        value["saved"]["game"]["moves"][0] = serde_json::json!("s1 c1");
        fs::write(a.path(), value.to_string()).unwrap();
        assert!(a.read().unwrap_err().contains("move 1"));
        // A move that is no move: where it is in the file, not "line 0".
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["saved"]["game"]["moves"][1] = serde_json::json!("h9 z1");
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        let line = pretty
            .lines()
            .position(|l| l.contains("h9 z1"))
            .expect("the move's line")
            + 1;
        fs::write(a.path(), &pretty).unwrap();
        let e = a.read().unwrap_err();
        assert!(!e.contains("line 0"), "{e}");
        // The move named, on its own line (serde stops reading after it).
        let named = format!("the move \"h9 z1\" at line {line} cannot be read");
        assert!(e.contains(&named), "{e}\n{pretty}");
        // More people than players: refused, not a hot-seat match.
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["people"] = serde_json::json!(5);
        fs::write(a.path(), value.to_string()).unwrap();
        let e = a.read().unwrap_err();
        assert!(e.contains("5 people") && e.contains("2 players"), "{e}");
        fs::create_dir_all(dir.join("folder.json")).unwrap();
        let folder = Autosave::at(dir.join("folder.json"));
        assert!(folder.read().unwrap_err().contains("directory"));
        fs::remove_dir_all(dir).unwrap();
    }
}
