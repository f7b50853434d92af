//! Quick match, identities and ratings on the async [`Client`]: each
//! request waits for its answer, or returns the refusal.

use super::{Client, ClientError, Seated};
use crate::protocol::{ClientMessage, LeaderboardEntry, PlayerRating, Preset, ServerMessage};

/// A player key as typed (a transfer code), without the spaces and
/// dashes that do not matter.
pub fn compact_key(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A player key as its transfer code: upper case, in groups of four.
pub fn transfer_code(key: &str) -> String {
    let key = compact_key(key).to_ascii_uppercase();
    let groups: Vec<&str> = key
        .as_bytes()
        .chunks(4)
        .filter_map(|c| std::str::from_utf8(c).ok())
        .collect();
    groups.join("-")
}

/// A new player key, made here from the operating system's random
/// source: 128 random bits as 32 lower-case hex digits. Keep it with the
/// frontend's settings first, then [`Client::register`] it: a key kept
/// and not yet registered (the answer lost) is registered next time.
pub fn new_player_key() -> String {
    crate::code::new_token()
}

/// Who the server says you are (`identity`).
#[derive(Clone, Debug, PartialEq)]
pub struct Identity {
    /// The player key the server made, only for [`Client::identify`]
    /// without a key: keep it, it is shown once (and is your transfer
    /// code to another device).
    pub key: Option<String>,
    /// Your display name.
    pub name: Option<String>,
    /// Your rating for each preset.
    pub ratings: Vec<PlayerRating>,
}

/// In the pool (`seeking`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeking {
    /// Your place in the line (1: nobody waited longer).
    pub position: u32,
    /// Seconds until a computer is offered if nobody comes.
    pub computer_in: u32,
}

/// A leaderboard (`leaderboard`).
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The best, best first.
    pub top: Vec<LeaderboardEntry>,
    /// Your own line.
    pub you: Option<LeaderboardEntry>,
}

impl Client {
    /// Waits for the answer `pick` takes, or the refusal.
    async fn answer<T>(
        &mut self,
        pick: impl Fn(ServerMessage) -> Option<T>,
    ) -> Result<T, ClientError> {
        loop {
            match self.recv().await? {
                ServerMessage::Error { code, message, .. } => {
                    return Err(ClientError::Refused { code, message });
                }
                msg => {
                    if let Some(t) = pick(msg) {
                        return Ok(t);
                    }
                }
            }
        }
    }

    /// Says who you are (`key`, which the server must know: a transfer
    /// code typed wrong is refused `unknown_player`), or asks the server
    /// to make a new identity (`None`; a frontend makes its own with
    /// [`new_player_key`] and [`Client::register`]s it instead).
    pub async fn identify(
        &mut self,
        key: Option<&str>,
        name: Option<String>,
    ) -> Result<Identity, ClientError> {
        self.identify_as(key, false, name).await
    }

    /// Says who you are with this frontend's own `key` (made by
    /// [`new_player_key`], or a transfer code the server took before): a
    /// new player when the server does not know it yet (refused
    /// `rate_limited` beyond the server's limits), simply you when it
    /// does, so it may be sent again whenever an answer was lost.
    pub async fn register(
        &mut self,
        key: &str,
        name: Option<String>,
    ) -> Result<Identity, ClientError> {
        self.identify_as(Some(key), true, name).await
    }

    async fn identify_as(
        &mut self,
        key: Option<&str>,
        register: bool,
        name: Option<String>,
    ) -> Result<Identity, ClientError> {
        self.send(&ClientMessage::Identify {
            key: key.map(String::from),
            register,
            name,
        })
        .await?;
        self.answer(|m| match m {
            ServerMessage::Identity {
                key, name, ratings, ..
            } => Some(Identity { key, name, ratings }),
            _ => None,
        })
        .await
    }

    /// Asks for a match of two → your place in the pool; the seat follows
    /// ([`Client::wait_seated`]). Your name at the table is your
    /// identity's ([`Client::seek_as`] names a seeker without one).
    pub async fn seek(&mut self, rules: Preset, rated: bool) -> Result<Seeking, ClientError> {
        self.seek_as(rules, rated, None).await
    }

    /// [`Client::seek`], with the name to sit under when this connection
    /// has no identity (ignored with one: the identity's name is used).
    pub async fn seek_as(
        &mut self,
        rules: Preset,
        rated: bool,
        name: Option<String>,
    ) -> Result<Seeking, ClientError> {
        self.send(&ClientMessage::Seek { rules, rated, name })
            .await?;
        self.answer(|m| match m {
            ServerMessage::Seeking {
                position,
                computer_in,
                ..
            } => Some(Seeking {
                position,
                computer_in,
            }),
            _ => None,
        })
        .await
    }

    /// Waits for `seated` (after a seek, or `accept_computer`).
    pub async fn wait_seated(&mut self) -> Result<Seated, ClientError> {
        self.seated().await
    }

    /// Asks for a preset's leaderboard.
    pub async fn leaderboard(&mut self, rules: Preset) -> Result<Board, ClientError> {
        self.send(&ClientMessage::Leaderboard { rules }).await?;
        self.answer(|m| match m {
            ServerMessage::Leaderboard { top, you, .. } => Some(Board { top, you }),
            _ => None,
        })
        .await
    }
}
