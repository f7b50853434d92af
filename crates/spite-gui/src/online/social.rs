//! What the window knows of its player across servers, outside any room:
//! the player keys kept, who the player is on the server typed in Play
//! online (name, ratings), a transfer code typed from another device
//! being checked, and the leaderboard window. Every question to a server
//! is an [`Ask`] on a thread of its own.

use spite_server::client::{Board, Identity, compact_key};
use spite_server::protocol::{OpenRoom, Preset};

use super::ask::{self, Ask, NoAnswer};
use super::player_keys::PlayerKeys;

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
    /// The open rooms listed: the server's URL, the question.
    pub rooms: Option<(String, Ask<Vec<OpenRoom>>)>,
    /// A typed transfer code being checked: the server's URL, the key.
    taking: Option<(String, String, Ask<Identity>)>,
    /// What came of the last transfer code typed: kept, or why not.
    pub taken: Option<Result<(), NoAnswer>>,
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
        self.keys.as_ref()?.load(url)
    }

    /// Who the player is on the server at `url` (asked once, and again
    /// with [`Social::forget_me`]): `None` while asked, or without a key.
    pub fn me(&mut self, url: &str) -> Option<&Result<Identity, NoAnswer>> {
        if self.me.as_ref().is_none_or(|(u, _)| u != url) {
            let key = self.key(url)?;
            self.me = Some((url.to_owned(), ask::identify(url, key, self.wake())));
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

    /// Asks the server at `url` for its open rooms (again).
    pub fn ask_rooms(&mut self, url: &str) {
        self.rooms = Some((url.to_owned(), ask::open_rooms(url, self.wake())));
    }

    /// Checks a transfer code typed for the server at `url` with it; it
    /// is kept once the server knows it (a mistyped code replaces
    /// nothing).
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
