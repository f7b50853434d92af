//! Who a player is, without an account: a player key (128 random bits)
//! that the client keeps and can show as a transfer code; the server keeps
//! only its hash, with a display name and the player's ratings.
//!
//! A key is as strong as a seat token: whoever shows it is that player.
//! Nothing else (no password, no e-mail) stands behind it, so a lost key
//! is a lost rating. New identities are limited per connection and per
//! address, so nobody fills the database with them.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

use crate::code;
use crate::protocol::{ErrorCode, Preset, ServerMessage};
use crate::rating::{RatedEnd, Rating};
use crate::room::{self, Refused};
use crate::seek::Pool;
use crate::server::{Bucket, Session, Shared};
use crate::store::SharedStore;
use crate::store::players::{MemoryPlayers, PlayerRow, Players};

/// The matchmaker's clock, in milliseconds: the system's, or one a test
/// moves by hand so that no test waits for a window to widen.
#[derive(Clone, Default)]
pub struct Clock(Option<Arc<AtomicI64>>);

impl Clock {
    /// The system's clock.
    pub fn system() -> Clock {
        Clock(None)
    }

    /// A clock that stands still at `start_ms` until [`Clock::advance`].
    pub fn manual(start_ms: i64) -> Clock {
        Clock(Some(Arc::new(AtomicI64::new(start_ms))))
    }

    /// Now, in milliseconds.
    pub fn now_ms(&self) -> i64 {
        match &self.0 {
            Some(t) => t.load(Ordering::SeqCst),
            None => room::now(),
        }
    }

    /// Moves a manual clock on (the system's cannot be).
    pub fn advance(&self, by: Duration) {
        if let Some(t) = &self.0 {
            t.fetch_add(
                i64::try_from(by.as_millis()).unwrap_or(i64::MAX),
                Ordering::SeqCst,
            );
        }
    }
}

impl std::fmt::Debug for Clock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Some(_) => write!(f, "Clock::manual({})", self.now_ms()),
            None => f.write_str("Clock::system()"),
        }
    }
}

/// Quick match, identities and ratings: the server's settings.
#[derive(Clone, Debug)]
pub struct Matchmaking {
    /// The pool's clock (waiting times, the window, the computer's offer).
    pub clock: Clock,
    /// How long a seeker waits before a computer is offered.
    pub computer_after: Duration,
    /// Seconds a quick-match player may be away before the computer
    /// plays their seat (and, in a rated match, before they may lose it).
    pub takeover_after: u32,
    /// Identities one connection may make.
    pub identities_per_connection: u32,
    /// Identities one address may make at once, then one more every
    /// `identity_refill`.
    pub identities_per_address: u32,
    /// See `identities_per_address`.
    pub identity_refill: Duration,
    /// Deals quick-match rooms with this many pay-off cards and this match
    /// target instead of the preset's (short matches, for tests and
    /// demonstrations); ratings stay the preset's.
    pub short_matches: Option<(u8, u32)>,
}

impl Default for Matchmaking {
    fn default() -> Matchmaking {
        Matchmaking {
            clock: Clock::system(),
            computer_after: Duration::from_secs(45),
            takeover_after: 60,
            identities_per_connection: 3,
            identities_per_address: 10,
            identity_refill: Duration::from_secs(360),
            short_matches: None,
        }
    }
}

/// Who a connection is, once it said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Identity {
    /// The key's hash.
    pub hash: String,
    pub name: Option<String>,
}

/// The players, the pool and the limits, shared by every connection.
pub(crate) struct PlayState {
    players: Arc<dyn Players>,
    memory: Option<Arc<MemoryPlayers>>,
    addresses: StdMutex<HashMap<IpAddr, Bucket>>,
    pub pool: Pool,
}

impl PlayState {
    pub fn new(store: Option<&SharedStore>, postgres: bool) -> PlayState {
        let (players, memory): (Arc<dyn Players>, _) = match store {
            Some(s) => (s.clone(), None),
            None => {
                let m = Arc::new(MemoryPlayers::default());
                (m.clone(), Some(m))
            }
        };
        PlayState {
            players,
            memory,
            addresses: StdMutex::new(HashMap::new()),
            pool: Pool::new(postgres),
        }
    }

    /// Where players are kept.
    pub fn players(&self) -> &dyn Players {
        &*self.players
    }

    /// Rates a match's end on a server that keeps nothing.
    pub fn rate_in_memory(&self, end: &RatedEnd) {
        if let Some(m) = &self.memory {
            m.rate(end);
        }
    }

    /// Whether `addr` may make another identity now (taking one if so).
    fn address_may_make(&self, addr: IpAddr, mm: &Matchmaking) -> bool {
        let mut all = self.addresses.lock().unwrap();
        if all.len() > 100_000 {
            // A flood of addresses: forget the full buckets.
            all.retain(|_, b| !b.full());
        }
        let burst = f64::from(mm.identities_per_address.max(1));
        all.entry(addr)
            .or_insert_with(|| {
                Bucket::new(1.0 / mm.identity_refill.as_secs_f64().max(0.001), burst)
            })
            .take()
    }
}

/// A key as typed: hex digits, case, spaces and dashes not mattering.
pub(crate) fn normalise_key(typed: &str) -> Option<String> {
    if typed.len() > 80 {
        return None;
    }
    let key: String = typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    (key.len() == 32 && key.chars().all(|c| c.is_ascii_hexdigit())).then_some(key)
}

/// The ratings a player is told: every preset, the start where unrated.
pub(crate) fn ratings_of(row: &PlayerRow) -> Vec<crate::protocol::PlayerRating> {
    Preset::ALL
        .into_iter()
        .map(|p| rating_in(row, p).public(p))
        .collect()
}

/// A player's rating in one preset.
pub(crate) fn rating_in(row: &PlayerRow, preset: Preset) -> Rating {
    row.ratings
        .iter()
        .find(|r| r.0 == preset)
        .map_or(Rating::START, |r| r.1)
}

fn unavailable(e: &crate::store::StoreError) -> Refused {
    tracing::error!(error = %e, "players cannot be read or written");
    room::unavailable()
}

impl Session {
    /// `identify`: who this connection is, a new player when no key is given.
    pub(crate) async fn identify(
        &mut self,
        key: Option<String>,
        name: Option<String>,
    ) -> Result<(), Refused> {
        crate::seek::not_seeking(&self.shared, self.conn.id)?;
        let name = room::check_name(name)?;
        let shared = self.shared.clone();
        let players = shared.play.players();
        let (hash, row, new_key) = match key {
            Some(typed) => {
                let Some(key) = normalise_key(&typed) else {
                    return Err((
                        ErrorCode::BadRequest,
                        "a player key is 32 hex digits (spaces and dashes do not matter)".into(),
                    ));
                };
                let hash = code::hash_token(&key);
                let row = players
                    .find_player(hash.clone(), name)
                    .await
                    .map_err(|e| unavailable(&e))?;
                let Some(row) = row else {
                    self.wrong += 1;
                    return Err((
                        ErrorCode::UnknownPlayer,
                        "no player has this key; check it, or identify without a key to start afresh"
                            .into(),
                    ));
                };
                (hash, row, None)
            }
            None => {
                let mm = &shared.config.matchmaking;
                if self.identities_made >= mm.identities_per_connection
                    || !shared.play.address_may_make(self.peer.ip(), mm)
                {
                    return Err((
                        ErrorCode::RateLimited,
                        "too many new players from here: keep the key you were given".into(),
                    ));
                }
                let key = code::new_token();
                let hash = code::hash_token(&key);
                players
                    .create_player(hash.clone(), name.clone(), room::now())
                    .await
                    .map_err(|e| unavailable(&e))?;
                self.identities_made += 1;
                let row = PlayerRow {
                    name,
                    ratings: Vec::new(),
                };
                (hash, row, Some(key))
            }
        };
        let seq = self.current_seq().await;
        self.send(&ServerMessage::Identity {
            seq,
            key: new_key,
            name: row.name.clone(),
            ratings: ratings_of(&row),
        })
        .await;
        self.identity = Some(Identity {
            hash,
            name: row.name,
        });
        Ok(())
    }

    /// `leaderboard`: a preset's best, and this player's own line.
    pub(crate) async fn leaderboard(&mut self, rules: Preset) -> Result<(), Refused> {
        let you = self.identity.as_ref().map(|i| i.hash.clone());
        let board = self
            .shared
            .play
            .players()
            .leaderboard(rules, you)
            .await
            .map_err(|e| unavailable(&e))?;
        let seq = self.current_seq().await;
        self.send(&ServerMessage::Leaderboard {
            seq,
            rules,
            top: board.top,
            you: board.you,
        })
        .await;
        Ok(())
    }
}

/// The rating a seeker is paired by, from the store (the start when none).
pub(crate) async fn seeking_rating(
    shared: &Shared,
    who: Option<&Identity>,
    preset: Preset,
) -> Result<Rating, Refused> {
    let Some(who) = who else {
        return Ok(Rating::START);
    };
    let row = shared
        .play
        .players()
        .find_player(who.hash.clone(), None)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(row.map_or(Rating::START, |r| rating_in(&r, preset)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_read_as_typed() {
        let key = "0123456789abcdef0123456789ABCDEF";
        assert_eq!(
            normalise_key(key).as_deref(),
            Some("0123456789abcdef0123456789abcdef")
        );
        assert_eq!(
            normalise_key("0123-4567 89ab-cdef-0123-4567-89ab-cdef").as_deref(),
            Some("0123456789abcdef0123456789abcdef")
        );
        assert_eq!(normalise_key("xyz"), None);
        assert_eq!(normalise_key("0123456789abcdef0123456789abcdeg"), None);
        assert_eq!(normalise_key(&"a".repeat(1000)), None);
    }

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let c = Clock::manual(1000);
        assert_eq!(c.now_ms(), 1000);
        c.advance(Duration::from_secs(2));
        assert_eq!(c.now_ms(), 3000);
        assert!(Clock::system().now_ms() > 1_600_000_000_000);
    }
}
