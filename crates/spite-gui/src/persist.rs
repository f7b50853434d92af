//! The match, statistics and settings in files of the app's own, in the data
//! directory (`~/.local/share/spite-gui` on Linux): `match.json` (written
//! after every move), `stats.json` and `settings.json`. Each is written
//! atomically (a temporary file, fsync, rename), so a kill or a power cut
//! leaves the old file or the new one, never half of one.
//!
//! eframe's own storage (`app.ron`, which eframe rewrites in place every few
//! seconds) keeps only the window's geometry and the like. Earlier versions
//! kept the match there: it is read once from there when the app's own
//! files do not exist yet.
//!
//! Nothing a player has is lost silently: a file that cannot be read is
//! renamed aside (`match.json.damaged-<time>`), never overwritten, and the
//! player is told on start.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use spite_core::{LoadError, SavedGame};

use spite_ai::Level;
use spite_table::{OpenError, Player, Seats, TableSave};

use crate::lang::{Language, Words};
use crate::local::{Local, WindowSave};
use crate::session::{LogLine, Session};
use crate::settings::{Settings, read_seats, seat_players};
use crate::stats::Stats;

/// Keys of earlier versions in eframe's storage, read once to migrate.
pub const MATCH_KEY: &str = "spite.match";
pub const TABLE_KEY: &str = "spite.table";
pub const SETTINGS_KEY: &str = "spite.settings";
pub const STATS_KEY: &str = "spite.stats";

pub const MATCH_FILE: &str = "match.json";
pub const STATS_FILE: &str = "stats.json";
pub const SETTINGS_FILE: &str = "settings.json";
/// eframe's own file in the same directory.
pub const EFRAME_FILE: &str = "app.ron";

const MATCH_FORMAT: &str = "spite-gui-match";
const STATS_FORMAT: &str = "spite-gui-stats";
const FILE_VERSION: u32 = 1;
/// The match file's version: 2 holds spite-table's save (match and seats);
/// 1, still read, held the seats as the window named them.
const MATCH_VERSION: u32 = 2;
/// Largest file read; a saved match is a few tens of kilobytes.
const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// The match file: the table's save (the match and its seats) and the
/// window around it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MatchFile {
    format: String,
    version: u32,
    table: TableSave,
    window: WindowSave,
}

/// The match file as version 1 wrote it (and earlier versions kept it in
/// eframe's storage): the match, and the window's table with the seats as
/// `"human"` / `"computer"`. Its bot seed and undo count are no longer
/// needed: the table seeds its bots from the match, and loading replays
/// the moves, so what could be taken back still can.
#[derive(Deserialize)]
struct MatchFileV1 {
    saved: SavedGame,
    table: LegacyTable,
}

#[derive(Default, Deserialize)]
#[serde(default)]
struct LegacyTable {
    #[serde(deserialize_with = "read_seats")]
    seats: Vec<Player>,
    viewer: u8,
    revealed: bool,
    log: Vec<LogLine>,
    counted: usize,
}

impl LegacyTable {
    /// The table this describes, computers at `level`.
    fn restore(self, saved: SavedGame, level: Level) -> Result<Session<Local>, OpenError> {
        let players = seat_players(&self.seats, usize::from(saved.game.rules.players), level);
        let table = TableSave {
            saved,
            seats: Seats::new(players),
        };
        let window = WindowSave {
            viewer: self.viewer,
            revealed: self.revealed,
            log: self.log,
            counted: self.counted,
            lang: String::new(),
        };
        Session::restore(&table, window)
    }
}

/// A match file's header.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

/// Which finished games of which match the statistics already count, so a
/// kill between writing the match and the statistics counts a game once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counted {
    /// The match's seed (`SavedGame::seed`).
    pub match_seed: u64,
    /// Finished games of that match counted.
    pub games: usize,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsFile {
    format: String,
    version: u32,
    stats: Stats,
    counted: Option<Counted>,
}

/// What was found on disk (or, from earlier versions, in eframe's storage).
pub struct Loaded {
    pub session: Option<Session<Local>>,
    pub settings: Settings,
    pub stats: Stats,
    /// Things the player should be told (an unreadable file, kept aside).
    pub problems: Vec<String>,
}

impl Loaded {
    /// Defaults: nothing saved.
    pub fn fresh() -> Loaded {
        Loaded {
            session: None,
            settings: Settings::default(),
            stats: Stats::default(),
            problems: vec![],
        }
    }
}

/// The app's own files in one directory.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

/// What `Store::load` read, before it is turned into a session.
enum Read<T> {
    Missing,
    Good(T),
    /// Could not be read (the file has been kept aside, the player told).
    Bad,
}

impl Store {
    pub fn new(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    /// The real window's data directory (where eframe keeps `app.ron`).
    pub fn for_app(app_id: &str) -> Option<Store> {
        eframe::storage_dir(app_id).map(Store::new)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn path(&self, file: &str) -> PathBuf {
        self.dir.join(file)
    }

    /// Reads the match, statistics and settings. A file that cannot be read
    /// is renamed aside and named in `problems`; an absent one is looked for
    /// under an earlier version's key in `legacy` (eframe's storage).
    pub fn load(&self, legacy: Option<&dyn eframe::Storage>) -> Loaded {
        let mut out = Loaded::fresh();
        let old = |key: &str| legacy.and_then(|st| st.get_string(key));
        // Problems are told in the system's language until the settings
        // say which.
        let mut w = crate::lang::words(Language::detect());

        match self.read::<Settings>(SETTINGS_FILE, "settings", &w, &mut out.problems, |t| {
            serde_json::from_str(t).map_err(json_error)
        }) {
            Read::Good(s) => out.settings = s,
            Read::Bad => {}
            Read::Missing => {
                if let Some(s) = from_legacy(old(SETTINGS_KEY), "settings", &w, &mut out.problems) {
                    out.settings = s;
                }
            }
        }
        out.settings.normalise();
        if let Some(lang) = out
            .settings
            .language
            .as_deref()
            .and_then(|c| c.parse().ok())
        {
            w = crate::lang::words(lang);
        }

        let mut counted = None;
        match self.read::<StatsFile>(STATS_FILE, "statistics", &w, &mut out.problems, |t| {
            let f: StatsFile = serde_json::from_str(t).map_err(json_error)?;
            check_header(&f.format, f.version, STATS_FORMAT, FILE_VERSION)?;
            Ok(f)
        }) {
            Read::Good(f) => {
                out.stats = f.stats;
                counted = f.counted;
            }
            Read::Bad => {}
            Read::Missing => {
                if let Some(s) = from_legacy(old(STATS_KEY), "statistics", &w, &mut out.problems) {
                    out.stats = s;
                }
            }
        }
        out.stats.upgrade();

        let level = out.settings.level;
        let restored = self.read::<(u64, Session<Local>)>(
            MATCH_FILE,
            "saved match",
            &w,
            &mut out.problems,
            |t| {
                let h: Header = serde_json::from_str(t).map_err(json_error)?;
                check_header(&h.format, h.version, MATCH_FORMAT, MATCH_VERSION)?;
                if h.version == 1 {
                    let f: MatchFileV1 = serde_json::from_str(t).map_err(json_error)?;
                    let seed = f.saved.seed;
                    return Ok((seed, f.table.restore(f.saved, level)?));
                }
                let f: MatchFile = serde_json::from_str(t).map_err(json_error)?;
                let s = Session::restore(&f.table, f.window)?;
                Ok((f.table.saved.seed, s))
            },
        );
        match restored {
            Read::Good((match_seed, mut s)) => {
                // The statistics are written after the match: games the
                // match has finished that they do not count yet are counted
                // now (a kill came between the two writes).
                if let Some(c) = counted {
                    let games = if c.match_seed == match_seed {
                        c.games
                    } else {
                        0
                    };
                    s.set_counted(games);
                }
                out.session = Some(s);
            }
            Read::Bad => {}
            Read::Missing => {
                if let Some(text) = old(MATCH_KEY) {
                    let table: LegacyTable = old(TABLE_KEY)
                        .and_then(|t| serde_json::from_str(&t).ok())
                        .unwrap_or_else(|| LegacyTable {
                            seats: out.settings.seats.clone(),
                            ..LegacyTable::default()
                        });
                    let restored = SavedGame::from_json(&text)
                        .map_err(OpenError::from)
                        .and_then(|saved| table.restore(saved, level));
                    match restored {
                        Ok(s) => out.session = Some(s),
                        Err(e) => {
                            let kept = self.keep_text_aside(MATCH_FILE, &text);
                            let why = unreadable_words(&w, &e);
                            out.problems
                                .push(damaged_words(&w, "saved match", &why, kept));
                        }
                    }
                }
            }
        }
        out
    }

    /// Reads `file` with `parse`; a file that exists but cannot be read or
    /// parsed is renamed aside and the player told.
    fn read<T>(
        &self,
        file: &str,
        what: &str,
        w: &Words,
        problems: &mut Vec<String>,
        parse: impl FnOnce(&str) -> Result<T, OpenError>,
    ) -> Read<T> {
        let path = self.path(file);
        let text = match read_text(&path) {
            Ok(None) => return Read::Missing,
            Ok(Some(t)) => t,
            Err(e) => {
                let kept = keep_file_aside(&path);
                problems.push(damaged_words(w, what, &e, kept));
                return Read::Bad;
            }
        };
        match parse(&text) {
            Ok(v) => Read::Good(v),
            Err(e) => {
                let kept = keep_file_aside(&path);
                problems.push(damaged_words(w, what, &unreadable_words(w, &e), kept));
                Read::Bad
            }
        }
    }

    /// Keeps an unreadable text from eframe's storage as a file.
    fn keep_text_aside(&self, file: &str, text: &str) -> Option<PathBuf> {
        let path = aside_name(&self.path(file))?;
        write_atomically(&path, text).ok()?;
        Some(path)
    }

    /// Writes the match and the table around it.
    pub fn save_match(&self, session: &Session<Local>) -> io::Result<()> {
        let (table, window) = session.save();
        let file = MatchFile {
            format: MATCH_FORMAT.into(),
            version: MATCH_VERSION,
            table,
            window,
        };
        let text = serde_json::to_string(&file).map_err(io::Error::other)?;
        write_atomically(&self.path(MATCH_FILE), &text)
    }

    /// Writes the statistics, and which games of `session`'s match they count.
    pub fn save_stats(&self, stats: &Stats, session: &Session<Local>) -> io::Result<()> {
        let file = StatsFile {
            format: STATS_FORMAT.into(),
            version: FILE_VERSION,
            stats: stats.clone(),
            counted: Some(Counted {
                match_seed: session.match_().save().seed,
                games: session.counted(),
            }),
        };
        let text = serde_json::to_string_pretty(&file).map_err(io::Error::other)?;
        write_atomically(&self.path(STATS_FILE), &text)
    }

    pub fn save_settings(&self, settings: &Settings) -> io::Result<()> {
        let text = serde_json::to_string_pretty(settings).map_err(io::Error::other)?;
        write_atomically(&self.path(SETTINGS_FILE), &text)
    }

    /// Whether the app's own match file exists (the old keys in eframe's
    /// storage are then no longer needed).
    pub fn has_match(&self) -> bool {
        self.path(MATCH_FILE).is_file()
    }

    /// eframe's `app.ron` when it is damaged (eframe then starts empty and
    /// overwrites it within seconds): renamed aside, and a notice. It holds
    /// only the window's geometry now, but older versions kept the match
    /// there too.
    pub fn check_eframe_file(&self, w: &Words) -> Option<String> {
        let path = self.path(EFRAME_FILE);
        let text = match read_text(&path) {
            Ok(Some(t)) => t,
            Ok(None) => return None,
            Err(e) => {
                let kept = keep_file_aside(&path);
                return Some(eframe_damaged_words(w, &e, kept));
            }
        };
        let parsed: Result<std::collections::HashMap<String, String>, _> = ron::from_str(&text);
        let e = parsed.err()?;
        let kept = copy_aside(&path, &text);
        Some(eframe_damaged_words(w, &e.to_string(), kept))
    }
}

/// Settings or statistics an earlier version kept in eframe's storage;
/// unreadable ones are named in `problems` (they stay in `app.ron` until
/// the app's own file replaces them).
fn from_legacy<T: serde::de::DeserializeOwned>(
    text: Option<String>,
    what: &str,
    w: &Words,
    problems: &mut Vec<String>,
) -> Option<T> {
    match serde_json::from_str(&text?) {
        Ok(v) => Some(v),
        Err(e) => {
            problems.push(damaged_words(w, what, &w.json_reason(&e), None));
            None
        }
    }
}

/// Checks a file's header: its format, and a version no newer than `newest`.
fn check_header(format: &str, version: u32, expected: &str, newest: u32) -> Result<(), OpenError> {
    if format != expected {
        return Err(LoadError::Format(format.to_string()).into());
    }
    if version == 0 || version > newest {
        return Err(LoadError::Version {
            found: version,
            reads: newest,
        }
        .into());
    }
    Ok(())
}

/// A file's text that is not JSON of the expected shape.
fn json_error(e: serde_json::Error) -> OpenError {
    LoadError::Json(e).into()
}

/// Why a file could not be read, in the player's language.
fn unreadable_words(w: &Words, e: &OpenError) -> String {
    match e {
        // Where the text breaks, whichever file it is.
        OpenError::Load(LoadError::Json(json)) => w.json_reason(json),
        OpenError::Load(load) => w.load_error(load),
        OpenError::Rules(rules) => w.rules_reason(rules),
        OpenError::Seats { found, players } => w.tr(
            "ui-damaged-seats",
            &[("found", (*found).into()), ("players", (*players).into())],
        ),
    }
}

/// A file that could not be read, in the player's language (`why`, the
/// reader's own words, stays as it is).
fn damaged_words(w: &Words, what: &str, why: &str, kept: Option<PathBuf>) -> String {
    let id = match what {
        "saved match" => "ui-damaged-match",
        "statistics" => "ui-damaged-stats",
        _ => "ui-damaged-settings",
    };
    let mut text = w.tr(id, &[("reason", why.into())]);
    if let Some(p) = kept {
        text += " ";
        text += &w.tr(
            "ui-damaged-kept",
            &[("file", p.display().to_string().into())],
        );
    }
    // The reader's exact words last, on a line of their own: for a bug
    // report, not for the player to work out.
    text += "\n";
    text += &w.tr("ui-damaged-details", &[("reason", why.into())]);
    text
}

fn eframe_damaged_words(w: &Words, why: &str, kept: Option<PathBuf>) -> String {
    let kept = match kept {
        Some(p) => w.tr(
            "ui-damaged-eframe-kept",
            &[("file", p.display().to_string().into())],
        ),
        None => String::new(),
    };
    w.tr(
        "ui-damaged-eframe",
        &[("reason", why.into()), ("kept", kept.into())],
    )
}

/// The text of `path`; `None` when there is no such file.
fn read_text(path: &Path) -> Result<Option<String>, String> {
    let meta = match fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    if meta.len() > MAX_BYTES {
        return Err(format!("{} bytes is too big", meta.len()));
    }
    let bytes = fs::read(path).map_err(|e| e.to_string())?;
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| "not text".to_string())
}

/// `<path>.damaged-<date>_<time>` (UTC, as [`stamp`] writes it), or with
/// `-2`, `-3`… if that exists.
fn aside_name(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let when = stamp(secs);
    (1..1000)
        .map(|n| {
            let suffix = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            path.with_file_name(format!("{name}.damaged-{when}{suffix}"))
        })
        .find(|p| !p.exists())
}

/// Unix seconds as a date and time a person reads in a file name, in UTC:
/// `2026-12-01_21-33-35` (no colons, which some systems refuse in names;
/// names sort by time).
pub fn stamp(secs: u64) -> String {
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days);
    let (h, min, s) = (rest / 3600, rest % 3600 / 60, rest % 60);
    format!("{y:04}-{m:02}-{d:02}_{h:02}-{min:02}-{s:02}")
}

/// Today's date in UTC (`2026-12-04`), as a best game is kept with.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    stamp(secs)[..10].to_owned()
}

/// The proleptic Gregorian date `days` days after 1970-01-01 (Howard
/// Hinnant's `civil_from_days`, for days on or after the epoch).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

/// Renames a damaged file aside (its exact bytes kept), so it is never
/// overwritten.
fn keep_file_aside(path: &Path) -> Option<PathBuf> {
    let to = aside_name(path)?;
    fs::rename(path, &to).ok()?;
    Some(to)
}

/// Copies a damaged file aside (eframe holds on to the original's path).
fn copy_aside(path: &Path, text: &str) -> Option<PathBuf> {
    let to = aside_name(path)?;
    write_atomically(&to, text).ok()?;
    Some(to)
}

/// [`spite_table::write_atomically`], creating the app's directory first
/// (the first start has none).
pub fn write_atomically(path: &Path, text: &str) -> io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    spite_table::write_atomically(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::face::TableFace;
    use spite_ai::Level;
    use spite_table::Player;

    const SEATS: [Player; 2] = [Player::Person, Player::Computer(Level::Easy)];
    use spite_core::{Move, Rules};

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("spite-gui-persist-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    fn session() -> Session<Local> {
        Session::new(Rules::g4a(), &SEATS, 3).expect("g4a deals")
    }

    #[test]
    fn a_match_file_of_version_1_is_still_read() {
        let store = Store::new(temp_dir("v1"));
        let mut s = session();
        if let Some(&mv) = s.view().expect("a table").legal_moves().first() {
            s.play(mv).expect("legal");
        }
        let (table, window) = s.save();
        let v1 = serde_json::json!({
            "format": MATCH_FORMAT,
            "version": 1,
            "saved": table.saved,
            "table": {
                "seats": ["human", "computer"],
                "viewer": 0,
                "revealed": true,
                "log": window.log,
                "counted": 0,
                "bot_seed": 12345,
                "undoable": 0,
            },
        });
        fs::write(store.path(MATCH_FILE), v1.to_string()).expect("written");
        let back = store.load(None);
        assert!(back.problems.is_empty(), "{:?}", back.problems);
        let b = back.session.expect("the match");
        assert_eq!(b.match_().game().state(), s.match_().game().state());
        assert_eq!(b.seats().name(0), s.seats().name(0));
        assert_eq!(
            b.seats().level(1),
            Some(Settings::default().level),
            "the computer plays at the settings' level"
        );
        assert_eq!(b.log(), s.log());
    }

    #[test]
    fn a_stats_file_from_before_online_games_were_counted_is_still_read() {
        let store = Store::new(temp_dir("stats-before-online"));
        let old = serde_json::json!({
            "format": STATS_FORMAT,
            "version": FILE_VERSION,
            "stats": {"levels": {"You vs computer · easy": {"people": 1, "games_won": 4}}},
            "counted": null,
        });
        fs::write(store.path(STATS_FILE), old.to_string()).expect("written");
        let back = store.load(None);
        assert!(back.problems.is_empty(), "{:?}", back.problems);
        assert_eq!(back.stats.levels["You vs computer · easy"].games_won, 4);
        assert!(back.stats.online.is_empty());
        assert!(back.stats.online_rooms.is_empty());
        // Written again, the online counts and rooms come back too.
        let mut stats = back.stats;
        stats.record_online(
            &crate::stats::OnlineMatch {
                room: crate::stats::room_key("ws://127.0.0.1:7878/ws", "ROOM"),
                kind: crate::stats::OnlineKind {
                    players: 3,
                    partnership: false,
                },
                games: vec![crate::stats::Outcome::Lost],
                match_won: None,
                preset: "g4a",
                last_turns: Some(20),
            },
            "2026-12-04",
        );
        store.save_stats(&stats, &session()).expect("saved");
        assert_eq!(store.load(None).stats, stats);
    }

    #[test]
    fn the_match_stats_and_settings_come_back_from_their_files() {
        let store = Store::new(temp_dir("round"));
        let s = session();
        let settings = Settings {
            dark: true,
            ..Settings::default()
        };
        let mut stats = Stats::default();
        stats.levels.insert("x".into(), Default::default());
        store.save_match(&s).expect("saved");
        store.save_stats(&stats, &s).expect("saved");
        store.save_settings(&settings).expect("saved");
        let back = store.load(None);
        assert!(back.problems.is_empty(), "{:?}", back.problems);
        assert_eq!(back.settings, settings);
        assert_eq!(back.stats, stats);
        let b = back.session.expect("the match");
        assert_eq!(b.match_().game().state(), s.match_().game().state());
    }

    #[test]
    fn a_damaged_file_is_told_in_the_players_language() {
        let dir = temp_dir("damaged-pt");
        let store = Store::new(&dir);
        let settings = Settings {
            language: Some("pt".into()),
            ..Settings::default()
        };
        store.save_settings(&settings).expect("saved");
        let cut = "{\"format\": \"spite-gui-st";
        fs::write(store.path(STATS_FILE), cut).expect("written");
        let back = store.load(None);
        assert_eq!(back.problems.len(), 1, "{:?}", back.problems);
        let pt = crate::lang::words(Language::Portuguese);
        let broken = serde_json::from_str::<serde_json::Value>(cut).expect_err("cut short");
        let reason = pt.json_reason(&broken);
        let told = &back.problems[0];
        assert!(told.contains(&reason), "{told}");
        assert!(
            told.starts_with(&pt.tr("ui-damaged-stats", &[("reason", reason.into())])),
            "{told}"
        );
        assert!(!told.contains("EOF"), "{told}");
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_named() {
        let dir = temp_dir("damaged");
        let store = Store::new(&dir);
        let s = session();
        store.save_match(&s).expect("saved");
        store.save_stats(&Stats::default(), &s).expect("saved");
        // Truncated, as by a write cut short.
        let good = fs::read_to_string(store.path(MATCH_FILE)).expect("written");
        let cut = &good[..good.len() / 2];
        fs::write(store.path(MATCH_FILE), cut).expect("written");
        fs::write(store.path(STATS_FILE), "{\"format\": \"spite-gui-st").expect("written");
        let back = store.load(None);
        assert!(back.session.is_none());
        assert_eq!(back.problems.len(), 2, "{:?}", back.problems);
        assert!(back.problems[0].contains("statistics could not be read"));
        // Where the text breaks, in words (not serde's "EOF while parsing").
        assert!(
            back.problems[0].contains("the text breaks off at line 1"),
            "{:?}",
            back.problems
        );
        assert!(back.problems[1].contains("saved match could not be read"));
        assert!(back.problems[1].contains("damaged file was kept"));
        let kept: Vec<String> = fs::read_dir(&dir)
            .expect("dir")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("match.json.damaged-"))
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(
            fs::read_to_string(dir.join(&kept[0])).expect("kept"),
            cut,
            "the damaged text is kept byte for byte"
        );
        assert!(!store.path(MATCH_FILE).exists(), "nothing overwrites it");
    }

    #[test]
    fn a_kept_file_is_named_by_a_readable_date_and_time() {
        assert_eq!(stamp(0), "1970-01-01_00-00-00");
        assert_eq!(stamp(951_782_400), "2000-02-29_00-00-00");
        assert_eq!(stamp(1_796_160_815), "2026-12-01_21-33-35");
        let dir = temp_dir("stamp");
        let store = Store::new(&dir);
        fs::write(store.path(MATCH_FILE), "{").expect("written");
        let back = store.load(None);
        let name = fs::read_dir(&dir)
            .expect("dir")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .find(|n| n.starts_with("match.json.damaged-"))
            .expect("kept aside");
        let when = name.trim_start_matches("match.json.damaged-");
        // 2026-12-01_21-33-35: digits where the date and time are.
        let shape: String = when
            .chars()
            .map(|c| if c.is_ascii_digit() { '9' } else { c })
            .collect();
        assert_eq!(shape, "9999-99-99_99-99-99", "{name}");
        // The notice leads with plain words; the reader's own come last.
        let told = &back.problems[0];
        let (plain, details) = told
            .split_once('\n')
            .expect("details on a line of their own");
        assert!(
            !plain.contains("JSON") && !plain.contains("column"),
            "{plain}"
        );
        assert!(details.contains("column"), "{details}");
        assert!(plain.contains(&name), "{plain}");
    }

    #[test]
    fn a_damaged_eframe_file_is_copied_aside_with_a_notice() {
        let dir = temp_dir("ron");
        let store = Store::new(&dir);
        assert_eq!(
            store.check_eframe_file(&crate::lang::words(Language::English)),
            None,
            "no file, no notice"
        );
        fs::write(store.path(EFRAME_FILE), "{\"egui\": \"x\"}").expect("written");
        assert_eq!(
            store.check_eframe_file(&crate::lang::words(Language::English)),
            None,
            "a good file is left alone"
        );
        fs::write(store.path(EFRAME_FILE), "{\"egui\": \"x").expect("written");
        let notice = store
            .check_eframe_file(&crate::lang::words(Language::English))
            .expect("a notice");
        assert!(notice.contains("app.ron"), "{notice}");
        assert!(notice.contains("app.ron.damaged-"), "{notice}");
    }

    #[test]
    fn the_moves_that_could_be_taken_back_still_can_after_a_restart() {
        let store = Store::new(temp_dir("undo"));
        let (mut s, mv) = (0..500)
            .find_map(|seed| {
                let s = Session::new(Rules::g4a(), &SEATS, seed).ok()?;
                let mv: Move = s
                    .view()
                    .expect("a table")
                    .legal_moves()
                    .iter()
                    .copied()
                    .find(|m| !m.is_discard() && matches!(m.from, spite_core::Source::Hand(_)))?;
                (s.match_().game().to_move() == 0).then_some((s, mv))
            })
            .expect("a deal with a hand card to play");
        let before = s.match_().game().state();
        s.play(mv).expect("legal");
        assert_eq!(s.match_().undoable(), 1);
        store.save_match(&s).expect("saved");
        let mut back = store.load(None).session.expect("restored");
        assert_eq!(back.match_().undoable(), 1);
        back.undo();
        assert_eq!(back.match_().game().state(), before);
        assert!(back.match_().record().moves.is_empty());
    }

    #[test]
    fn games_finished_but_not_yet_counted_are_counted_after_a_restart() {
        let store = Store::new(temp_dir("counted"));
        let mut s = Session::with_match(crate::testing::near_end_match(), &SEATS);
        store.save_stats(&Stats::default(), &s).expect("saved");
        s.play(Move::new(
            spite_core::Source::Payoff,
            spite_core::Target::Centre(0),
        ))
        .expect("the winning move");
        // Killed after the match was written, before the statistics were.
        store.save_match(&s).expect("saved");
        let mut back = store.load(None).session.expect("restored");
        assert_eq!(back.take_outcomes().len(), 1, "the win is counted once");
    }
}
