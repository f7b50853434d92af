//! What the window knows of its player across servers, outside any room:
//! the player keys made here and kept, who the player is on the server typed in Play
//! online (name, ratings), a transfer code typed from another device
//! being checked, and the leaderboard window. Every question to a server
//! is an [`Ask`] on a thread of its own.

use spite_server::client::{Board, Identity, compact_key, new_player_key};
use spite_server::protocol::{OpenRoom, Preset};

use super::ask::{self, Ask, NoAnswer};
use super::player_keys::PlayerKeys;

/// How often a list of open rooms on screen is asked again.
pub const ROOMS_EVERY_SECS: f64 = 5.0;

/// A server's answer to "which rooms are open?".
pub type RoomsAnswer = Result<Vec<OpenRoom>, NoAnswer>;

/// The open rooms of one server: the last answer shown, and the question
/// asked since.
struct RoomList {
    url: String,
    asked: Ask<Vec<OpenRoom>>,
    shown: Option<RoomsAnswer>,
    /// When `asked` was asked, in the window's time (seconds).
    asked_at: f64,
}

/// A player key made by this window: kept in its files, or not (with
/// the write's error, its kind and the system's text; `None` when the
/// window keeps no files), so that the player is told to write the
/// transfer code down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyMade {
    Kept,
    NotKept(Option<(std::io::ErrorKind, String)>),
}

/// The player's standing with servers, as far as asked.
#[derive(Default)]
pub struct Social {
    /// Where the keys are kept (`None`: nowhere, as in most tests).
    pub keys: Option<PlayerKeys>,
    /// Wakes the window when an answer comes.
    ctx: Option<egui::Context>,
    /// Who the player is on a server: its URL and the question.
    me: Option<(String, Ask<Identity>)>,
    /// The leaderboard shown: the server's URL, the preset, the question.
    pub board: Option<(String, Preset, Ask<Board>)>,
    /// The open rooms listed, asked again while shown.
    rooms: Option<RoomList>,
    /// A typed transfer code being checked: the server's URL, the key.
    taking: Option<(String, String, Ask<Identity>)>,
    /// What came of the last transfer code typed: kept, or why not.
    pub taken: Option<Result<(), NoAnswer>>,
    /// A key made here that could not be kept (no data folder, or the
    /// write failed): its server's URL and the key, used until the
    /// window closes, so that every seek is the same player.
    unkept: Option<(String, String)>,
}

impl Social {
    pub fn new(keys: Option<PlayerKeys>, ctx: &egui::Context) -> Social {
        Social {
            keys,
            ctx: Some(ctx.clone()),
            ..Social::default()
        }
    }

    fn wake(&self) -> Option<Box<dyn Fn() + Send>> {
        let ctx = self.ctx.clone()?;
        Some(Box::new(move || ctx.request_repaint()))
    }

    /// The key kept for the server at `url`.
    pub fn key(&self, url: &str) -> Option<String> {
        let kept = self.keys.as_ref().and_then(|k| k.load(url));
        kept.or_else(|| {
            let (u, key) = self.unkept.as_ref()?;
            (u == url).then(|| key.clone())
        })
    }

    /// A new player key for the server at `url`, made here and kept
    /// before the server hears of it (the first seek registers it), and
    /// whether it was kept.
    pub fn new_key(&mut self, url: &str) -> (String, KeyMade) {
        let key = new_player_key();
        let made = match self.keys.as_ref().map(|k| k.store(url, &key)) {
            Some(Ok(())) => KeyMade::Kept,
            Some(Err(e)) => KeyMade::NotKept(Some((e.kind(), e.to_string()))),
            None => KeyMade::NotKept(None),
        };
        if made != KeyMade::Kept {
            // The transfer code shown while waiting is the only copy.
            self.unkept = Some((url.to_owned(), key.clone()));
        }
        self.me = None;
        (key, made)
    }

    /// Who the player is on the server at `url` (asked once, and again
    /// with [`Social::forget_me`]): `None` while asked, or without a key.
    pub fn me(&mut self, url: &str) -> Option<&Result<Identity, NoAnswer>> {
        if self.me.as_ref().is_none_or(|(u, _)| u != url) {
            let key = self.key(url)?;
            self.me = Some((url.to_owned(), ask::register(url, key, self.wake())));
        }
        self.me.as_mut()?.1.answer()
    }

    /// Who the player is is asked again next time (a match was rated).
    pub fn forget_me(&mut self) {
        self.me = None;
    }

    /// Opens the leaderboard of `rules` on the server at `url`.
    pub fn show_board(&mut self, url: &str, rules: Preset) {
        let asked = ask::leaderboard(url, self.key(url), rules, self.wake());
        self.board = Some((url.to_owned(), rules, asked));
    }

    /// Asks the server at `url` for its open rooms (again) at `now` (the
    /// window's time in seconds); the list shown stays until the answer.
    pub fn ask_rooms(&mut self, url: &str, now: f64) {
        let shown = self
            .rooms
            .take()
            .filter(|r| r.url == url)
            .and_then(|r| r.shown);
        self.rooms = Some(RoomList {
            url: url.to_owned(),
            asked: ask::open_rooms(url, self.wake()),
            shown,
            asked_at: now,
        });
    }

    /// The open rooms as last answered (`None` inside: asked, no answer
    /// yet), with the server's URL; asked again every
    /// [`ROOMS_EVERY_SECS`] while looked at, so a room taken or newly
    /// listed shows without a click.
    pub fn rooms(&mut self, now: f64) -> Option<(String, Option<RoomsAnswer>)> {
        let list = self.rooms.as_mut()?;
        let answer = list.asked.answer().cloned();
        let answered = answer.is_some();
        if answered {
            list.shown = answer;
        }
        if answered && now - list.asked_at >= ROOMS_EVERY_SECS {
            let url = list.url.clone();
            self.ask_rooms(&url, now);
        }
        let list = self.rooms.as_ref()?;
        Some((list.url.clone(), list.shown.clone()))
    }

    /// Checks a transfer code typed for the server at `url` with it; it
    /// is kept once the server knows it (a mistyped code is refused:
    /// it replaces nothing and makes no new player).
    pub fn take_code(&mut self, url: &str, typed: &str) {
        let key = compact_key(typed);
        self.taken = None;
        let asked = ask::identify(url, key.clone(), self.wake());
        self.taking = Some((url.to_owned(), key, asked));
    }

    /// Whether a typed code is being checked.
    pub fn taking(&self) -> bool {
        self.taking.is_some()
    }

    /// Follows a typed code's check: kept when the server knew it.
    pub fn poll(&mut self) {
        let Some((url, key, asked)) = &mut self.taking else {
            return;
        };
        let outcome = match asked.answer() {
            None => return,
            Some(Ok(_)) => {
                let kept = match &self.keys {
                    Some(keys) => keys.store(url, key),
                    None => Err(std::io::Error::other("no data folder")),
                };
                kept.map_err(|e| NoAnswer {
                    code: None,
                    message: e.to_string(),
                })
            }
            Some(Err(e)) => Err(e.clone()),
        };
        if outcome.is_ok() {
            // Who the player is now is asked again.
            self.me = None;
        }
        self.taken = Some(outcome);
        self.taking = None;
    }
}
