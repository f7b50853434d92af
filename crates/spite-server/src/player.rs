//! Who a player is, without an account: a player key (128 random bits)
//! that the client makes on first use (`identify` with `register`; the
//! server makes one for a client that cannot), keeps and can show as a
//! transfer code; the server keeps only its hash, with a display name and
//! the player's ratings.
//!
//! A key is as strong as a seat token: whoever shows it is that player.
//! Nothing else (no password, no e-mail) stands behind it, so a lost key
//! is a lost rating. A key shown without `register` (a transfer code
//! typed on another device) must be known: one typed wrong is refused,
//! not made a new player. New identities, the client's and the server's
//! alike, are limited per connection and per address, so nobody fills
//! the database with them.

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

    /// Gives `addr` back the identity it was allowed and did not make.
    fn address_gives_back(&self, addr: IpAddr) {
        if let Some(b) = self.addresses.lock().unwrap().get_mut(&addr) {
            b.give_back();
        }
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

/// Beyond the limits of new identities.
fn too_many() -> Refused {
    (
        ErrorCode::RateLimited,
        "too many new players from here: keep the key you have".into(),
    )
}

fn unavailable(e: &crate::store::StoreError) -> Refused {
    tracing::error!(error = %e, "players cannot be read or written");
    room::unavailable()
}

/// What an `identify` asks, once its key is read.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Asked {
    /// A key the server must know (a transfer code as typed).
    Known(String),
    /// The client's own key: a new player if the server does not know it.
    Register(String),
    /// A new player with a key the server makes.
    Make,
}

/// Reads an `identify`'s key and `register`, refusing what cannot be one.
pub(crate) fn check_identify(key: Option<&str>, register: bool) -> Result<Asked, Refused> {
    let Some(typed) = key else {
        return match register {
            true => Err((
                ErrorCode::BadRequest,
                "register needs the key to register: send key with it".into(),
            )),
            false => Ok(Asked::Make),
        };
    };
    let Some(key) = normalise_key(typed) else {
        return Err((
            ErrorCode::BadRequest,
            "a player key is 32 hex digits (spaces and dashes do not matter)".into(),
        ));
    };
    Ok(match register {
        true => Asked::Register(key),
        false => Asked::Known(key),
    })
}

impl Session {
    /// `identify`: who this connection is; a new player when the key is
    /// the client's own and new here, or when no key is given.
    pub(crate) async fn identify(
        &mut self,
        key: Option<String>,
        register: bool,
        name: Option<String>,
    ) -> Result<(), Refused> {
        crate::seek::not_seeking(&self.shared, self.conn.id)?;
        let asked = check_identify(key.as_deref(), register)?;
        let name = room::check_name(name)?;
        let shared = self.shared.clone();
        let players = shared.play.players();
        let (hash, row, made) = match asked {
            Asked::Known(key) => {
                let hash = code::hash_token(&key);
                let row = players
                    .find_player(hash.clone(), name)
                    .await
                    .map_err(|e| unavailable(&e))?;
                let Some(row) = row else {
                    self.wrong += 1;
                    return Err((
                        ErrorCode::UnknownPlayer,
                        "no player has this key; check it (a transfer code typed wrong is refused, not made a new player)"
                            .into(),
                    ));
                };
                (hash, row, None)
            }
            Asked::Register(key) => {
                let hash = code::hash_token(&key);
                let found = players
                    .find_player(hash.clone(), name.clone())
                    .await
                    .map_err(|e| unavailable(&e))?;
                let row = match found {
                    Some(row) => row,
                    None => {
                        if !self.may_make_identity() {
                            // Refused here, an unknown key would be told
                            // apart from a known one without counting as
                            // a wrong guess.
                            self.wrong += 1;
                            return Err(too_many());
                        }
                        self.new_player(hash.clone(), name).await?
                    }
                };
                (hash, row, None)
            }
            Asked::Make => {
                if !self.may_make_identity() {
                    return Err(too_many());
                }
                let key = code::new_token();
                let hash = code::hash_token(&key);
                let row = self.new_player(hash.clone(), name).await?;
                (hash, row, Some(key))
            }
        };
        let seq = self.current_seq().await;
        self.send(&ServerMessage::Identity {
            seq,
            key: made,
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

    /// Whether this connection, and its address, may make another
    /// identity now (taking one from the address if so).
    fn may_make_identity(&self) -> bool {
        let mm = &self.shared.config.matchmaking;
        self.identities_made < mm.identities_per_connection
            && self.shared.play.address_may_make(self.peer.ip(), mm)
    }

    /// Keeps a new player (this connection and its address allowed it);
    /// one made meanwhile with the same key (the same client's first
    /// answer lost, its second try on another instance) is found instead,
    /// and the address's allowance given back.
    async fn new_player(
        &mut self,
        hash: String,
        name: Option<String>,
    ) -> Result<PlayerRow, Refused> {
        let players = self.shared.play.players();
        match players
            .create_player(hash.clone(), name.clone(), room::now())
            .await
        {
            Ok(()) => {
                self.identities_made += 1;
                Ok(PlayerRow {
                    name,
                    ratings: Vec::new(),
                })
            }
            Err(crate::store::StoreError::Stale(_)) => {
                self.shared.play.address_gives_back(self.peer.ip());
                players
                    .find_player(hash, name)
                    .await
                    .map_err(|e| unavailable(&e))?
                    .ok_or_else(room::unavailable)
            }
            Err(e) => Err(unavailable(&e)),
        }
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
    fn an_identify_is_read_before_anything_is_looked_up() {
        let key = "0123456789ABCDEF0123456789abcdef";
        let lower = "0123456789abcdef0123456789abcdef".to_string();
        assert_eq!(
            check_identify(Some(key), false),
            Ok(Asked::Known(lower.clone()))
        );
        assert_eq!(check_identify(Some(key), true), Ok(Asked::Register(lower)));
        assert_eq!(check_identify(None, false), Ok(Asked::Make));
        for (key, register) in [(None, true), (Some("xyz"), true), (Some("xyz"), false)] {
            assert_eq!(
                check_identify(key, register).map_err(|e| e.0),
                Err(ErrorCode::BadRequest),
                "{key:?} {register}"
            );
        }
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
