//! Quick match: a pool of players seeking a two-player match, paired by
//! rating, each pair seated in a new room.
//!
//! The pair's window widens with the wait: ±100 rating points at once,
//! growing evenly to ±400 after 30 s, measured from the longer wait of the
//! two. A player is never paired with their own key (two tabs: the second
//! `seek` is refused). Whoever waits `computer_after` without a pair is
//! offered the computer at the level nearest their rating, and stays in
//! the pool until they take it or leave.
//!
//! Each instance keeps its own seekers (their connections, their offers);
//! pairs are formed over this instance's seekers (one instance) or over
//! every instance's, in one PostgreSQL transaction that also writes the
//! new room (`crate::store::seeks`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex, Weak};
use std::time::Duration;

use spite_ai::Level;
use spite_core::{Rules, Seat};
use tokio::sync::{Mutex, Notify, mpsc};

use crate::code;
use crate::protocol::{ErrorCode, Preset, RulesSpec, SeatSpec, ServerMessage};
use crate::rating::{RatedRoom, level_for};
use crate::room::{self, Conn, Refused, Room};
use crate::server::{Session, Shared};

/// What a seeker's connection hears from the pool.
#[derive(Debug)]
pub(crate) struct Paired {
    pub code: String,
    /// The seat's token, made when the seek was (it names the seat).
    pub ticket: String,
}

/// One player seeking, on this instance.
pub(crate) struct Seeker {
    pub conn: Conn,
    pub events: mpsc::UnboundedSender<Paired>,
    pub key: Option<String>,
    pub name: Option<String>,
    pub rules: Preset,
    pub rated: bool,
    pub rating: f64,
    /// When they began to seek (the pool's clock).
    pub since: i64,
    /// Their seat's token once paired.
    pub ticket: String,
    /// The computer's level, once offered.
    pub offered: Option<Level>,
}

/// What pairing needs to know of a seeker.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Candidate {
    pub key: Option<String>,
    pub rules: Preset,
    pub rated: bool,
    pub rating: f64,
    pub since: i64,
}

/// This instance's seekers.
#[derive(Default)]
pub(crate) struct Pool {
    seekers: StdMutex<Vec<Seeker>>,
    wake: Notify,
    started: AtomicBool,
    /// Pairs formed since the start.
    pub pairs: AtomicU64,
    /// Pairs are formed in PostgreSQL, over every instance's seekers.
    pub shared: bool,
}

/// The widest window, and the wait that reaches it.
const WINDOW_START: f64 = 100.0;
const WINDOW_END: f64 = 400.0;
const WIDEST_AFTER_MS: f64 = 30_000.0;

/// How far apart two ratings may be after waiting `wait_ms`.
pub(crate) fn window(wait_ms: i64) -> f64 {
    let grown = (wait_ms.max(0) as f64 / WIDEST_AFTER_MS).min(1.0);
    WINDOW_START + (WINDOW_END - WINDOW_START) * grown
}

/// Pairs among `seekers` at time `now`: the longest waiting first, each
/// with the nearest rating within the window of its wait (the longer of
/// the two), never two of the same key, only the same rules and rated
/// alike. Indices into `seekers`.
pub(crate) fn pairs(seekers: &[Candidate], now: i64) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..seekers.len()).collect();
    order.sort_by_key(|&i| (seekers[i].since, i));
    let mut taken = vec![false; seekers.len()];
    let mut out = Vec::new();
    for (n, &i) in order.iter().enumerate() {
        if taken[i] {
            continue;
        }
        let a = &seekers[i];
        let reach = window(now - a.since);
        let best = order[n + 1..]
            .iter()
            .copied()
            .filter(|&j| !taken[j])
            .filter(|&j| {
                let b = &seekers[j];
                b.rules == a.rules
                    && b.rated == a.rated
                    && (a.key.is_none() || a.key != b.key)
                    && (a.rating - b.rating).abs() <= reach
            })
            .min_by(|&x, &y| {
                let dx = (seekers[x].rating - a.rating).abs();
                let dy = (seekers[y].rating - a.rating).abs();
                dx.total_cmp(&dy).then(x.cmp(&y))
            });
        if let Some(j) = best {
            taken[i] = true;
            taken[j] = true;
            out.push((i, j));
        }
    }
    out
}

impl Seeker {
    fn candidate(&self) -> Candidate {
        Candidate {
            key: self.key.clone(),
            rules: self.rules,
            rated: self.rated,
            rating: self.rating,
            since: self.since,
        }
    }
}

impl Pool {
    pub fn new(shared: bool) -> Pool {
        Pool {
            shared,
            ..Pool::default()
        }
    }

    /// Seekers here.
    pub fn len(&self) -> usize {
        self.seekers.lock().unwrap().len()
    }

    /// Whether connection `conn` seeks now.
    pub fn has_conn(&self, conn: u64) -> bool {
        self.seekers
            .lock()
            .unwrap()
            .iter()
            .any(|s| s.conn.id == conn)
    }

    /// Adds a seeker: refused when their key already seeks here. Their
    /// place in the line of those seeking the same.
    fn add(&self, seeker: Seeker) -> Result<u32, Refused> {
        let mut all = self.seekers.lock().unwrap();
        if seeker.key.is_some() && all.iter().any(|s| s.key == seeker.key) {
            return Err(seeking_already());
        }
        let position = 1 + all
            .iter()
            .filter(|s| s.rules == seeker.rules && s.rated == seeker.rated)
            .count() as u32;
        all.push(seeker);
        drop(all);
        self.wake.notify_one();
        Ok(position)
    }

    /// Takes connection `conn`'s seek out of the pool.
    pub fn remove(&self, conn: u64) -> Option<Seeker> {
        let mut all = self.seekers.lock().unwrap();
        let k = all.iter().position(|s| s.conn.id == conn)?;
        Some(all.remove(k))
    }

    /// The tickets of the seekers here.
    pub fn tickets(&self) -> Vec<String> {
        let all = self.seekers.lock().unwrap();
        all.iter().map(|s| s.ticket.clone()).collect()
    }

    /// Takes out the seeker whose ticket has this hash.
    pub fn remove_ticket_hash(&self, hash: &str) -> Option<Seeker> {
        let mut all = self.seekers.lock().unwrap();
        let k = all
            .iter()
            .position(|s| code::hash_token(&s.ticket) == hash)?;
        Some(all.remove(k))
    }
}

pub(crate) fn seeking_already() -> Refused {
    (
        ErrorCode::AlreadySeeking,
        "you already seek a match (here or in another tab); cancel_seek first".into(),
    )
}

/// Refused while connection `conn` seeks (it may not also create, join or
/// change who it is).
pub(crate) fn not_seeking(shared: &Shared, conn: u64) -> Result<(), Refused> {
    if shared.play.pool.has_conn(conn) {
        return Err(seeking_already());
    }
    Ok(())
}

/// The rules a quick-match room is dealt with.
fn rules_for(shared: &Shared, preset: Preset) -> Rules {
    let mut rules = preset.rules();
    if let Some((payoff, target)) = shared.config.matchmaking.short_matches {
        rules.payoff_size = payoff;
        rules.match_target = target;
    }
    rules
}

/// Starts the matchmaker once, on the first seek.
fn start(shared: &Arc<Shared>) {
    if shared.play.pool.started.swap(true, Ordering::SeqCst) {
        return;
    }
    let weak = Arc::downgrade(shared);
    tokio::spawn(matchmaker(weak));
}

/// Forms pairs and makes offers: at each new seek, and every 100 ms as
/// the windows widen. Ends with the server.
async fn matchmaker(shared: Weak<Shared>) {
    loop {
        let Some(s) = shared.upgrade() else { return };
        round(&s).await;
        // A seek meanwhile left a permit: the wait ends at once.
        let _ = tokio::time::timeout(Duration::from_millis(100), s.play.pool.wake.notified()).await;
    }
}

/// One round: offers the computer to those who waited long enough, and
/// seats every pair that can be formed now. The pairs formed.
pub(crate) async fn round(shared: &Arc<Shared>) -> usize {
    let pool = &shared.play.pool;
    let now = shared.config.matchmaking.clock.now_ms();
    let offer_after = millis(shared.config.matchmaking.computer_after);
    let formed: Vec<(Seeker, Seeker)> = {
        let mut all = pool.seekers.lock().unwrap();
        for s in all.iter_mut() {
            if s.offered.is_none() && now - s.since >= offer_after {
                let level = level_for(s.rating);
                s.offered = Some(level);
                s.conn.send(&ServerMessage::ComputerOffer { seq: 0, level });
            }
        }
        if pool.shared {
            Vec::new()
        } else {
            let cands: Vec<Candidate> = all.iter().map(Seeker::candidate).collect();
            let chosen = pairs(&cands, now);
            take_pairs(&mut all, &chosen)
        }
    };
    if pool.shared {
        return crate::store::seeks::round(shared, now).await;
    }
    let n = formed.len();
    for (a, b) in formed {
        seat_pair(shared, a, b).await;
    }
    n
}

/// Takes the pairs `chosen` (indices into `all`, each used once) out of
/// `all`, each as `(all[i], all[j])`, and keeps the rest in their order.
/// Every pair is taken from the slots as they were: removing one pair at a
/// time would shift the indices of the next, and a round seating several
/// pairs at once would seat the wrong seekers or run past the end.
fn take_pairs<T>(all: &mut Vec<T>, chosen: &[(usize, usize)]) -> Vec<(T, T)> {
    let mut slots: Vec<Option<T>> = std::mem::take(all).into_iter().map(Some).collect();
    let mut out = Vec::with_capacity(chosen.len());
    for &(i, j) in chosen {
        let both_there = i != j
            && slots.get(i).is_some_and(Option::is_some)
            && slots.get(j).is_some_and(Option::is_some);
        // `pairs` uses each seeker once; a pair it did not mean is left
        // in the pool rather than taken half.
        if both_there && let (Some(a), Some(b)) = (slots[i].take(), slots[j].take()) {
            out.push((a, b));
        }
    }
    *all = slots.into_iter().flatten().collect();
    out
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// A new room for a pair, its seats reserved by their tickets' hashes: a room of
/// two people, unrated or rated in `preset`, with a takeover for whoever
/// does not come or leaves.
pub(crate) fn pair_room(
    shared: &Shared,
    code: String,
    preset: Preset,
    rated: bool,
    seats: [(String, Option<String>, Option<String>); 2],
) -> Result<Room, Refused> {
    let rules = rules_for(shared, preset);
    let mut room = Room::new(
        code,
        rules,
        &[SeatSpec::Person, SeatSpec::Person],
        shared.config.deal_seed.unwrap_or_else(code::random_seed),
        Some(shared.config.matchmaking.takeover_after),
    )?;
    let at = room::now();
    for (slot, (ticket_hash, key, name)) in room.slots.iter_mut().zip(seats) {
        slot.token_hash = Some(ticket_hash);
        slot.player = key;
        slot.name = name;
        // Away until they take the seat: the takeover counts from now.
        slot.away_since = Some(at);
    }
    room.rated = rated.then_some(RatedRoom {
        rules: preset,
        applied: false,
    });
    Ok(room)
}

/// Seats a pair formed here: the room is written, then each is told.
async fn seat_pair(shared: &Arc<Shared>, a: Seeker, b: Seeker) {
    let made = async {
        let code = crate::server::free_code(shared)?;
        let mut room = pair_room(
            shared,
            code,
            a.rules,
            a.rated,
            [
                (code::hash_token(&a.ticket), a.key.clone(), a.name.clone()),
                (code::hash_token(&b.ticket), b.key.clone(), b.name.clone()),
            ],
        )?;
        room.persist(shared).await?;
        Ok::<_, Refused>(room)
    }
    .await;
    match made {
        Ok(room) => {
            let code = room.code.clone();
            hold(shared, room).await;
            shared.play.pool.pairs.fetch_add(1, Ordering::Relaxed);
            tracing::info!(room = %code, rated = a.rated, "quick match paired");
            for s in [a, b] {
                tell_paired(&s, &code);
            }
        }
        Err(refused) => {
            for s in [a, b] {
                s.conn.send(&ServerMessage::Error {
                    seq: 0,
                    code: refused.0,
                    message: format!("no match was made: {}; seek again", refused.1),
                });
            }
        }
    }
}

/// Holds a new room here, with its takeover timers running.
pub(crate) async fn hold(shared: &Arc<Shared>, room: Room) {
    let code = room.code.clone();
    let cell = Arc::new(Mutex::new(room));
    shared.rooms.lock().unwrap().insert(code, cell.clone());
    let mut room = cell.lock().await;
    room::drive(shared, &cell, &mut room);
}

/// Tells a seeker here their seat.
pub(crate) fn tell_paired(s: &Seeker, code: &str) {
    let _ = s.events.send(Paired {
        code: code.to_string(),
        ticket: s.ticket.clone(),
    });
}

impl Session {
    /// `seek`: into the pool → `seeking`.
    pub(crate) async fn seek(
        &mut self,
        rules: Preset,
        rated: bool,
        name: Option<String>,
    ) -> Result<(), Refused> {
        self.not_twice()?;
        // The name asked for at the table, for a seeker without an identity.
        let name = room::check_name(name)?;
        if rated && self.identity.is_none() {
            return Err((
                ErrorCode::NoIdentity,
                "a rated match needs your identity: send identify first".into(),
            ));
        }
        let shared = self.shared.clone();
        let rating = crate::player::seeking_rating(&shared, self.identity.as_ref(), rules).await?;
        let seeker = Seeker {
            conn: self.conn.clone(),
            events: self
                .pairings
                .get_or_insert_with(mpsc::unbounded_channel)
                .0
                .clone(),
            key: self.identity.as_ref().map(|i| i.hash.clone()),
            name: match &self.identity {
                Some(i) => i.name.clone(),
                None => name,
            },
            rules,
            rated,
            rating: rating.rating,
            since: shared.config.matchmaking.clock.now_ms(),
            ticket: code::new_token(),
            offered: None,
        };
        let pool = &shared.play.pool;
        let mut position = pool.add(seeker)?;
        if pool.shared {
            let Some(seeker) = pool.remove(self.conn.id) else {
                return Err(seeking_already());
            };
            let earlier = crate::store::seeks::add(&shared, &seeker).await?;
            match earlier {
                crate::store::seeks::Earlier::InPool(p) => {
                    position = p;
                    pool.add(seeker)?;
                }
                crate::store::seeks::Earlier::Paired(code, seat) => {
                    // Paired while their instance was gone: the seat is theirs.
                    return self.reclaim(&code, seat).await;
                }
            }
        }
        start(&shared);
        let computer_in = shared.config.matchmaking.computer_after.as_secs() as u32;
        self.send(&ServerMessage::Seeking {
            seq: 0,
            position,
            computer_in,
        })
        .await;
        Ok(())
    }

    /// `cancel_seek`: out of the pool → `seek_cancelled`.
    pub(crate) async fn cancel_seek(&mut self) -> Result<(), Refused> {
        if !self.leave_pool().await {
            return Err((
                ErrorCode::BadRequest,
                "you are not seeking a match (or were just paired: your seat follows)".into(),
            ));
        }
        self.send(&ServerMessage::SeekCancelled { seq: 0 }).await;
        Ok(())
    }

    /// Leaves the pool (cancelled, or the connection ended); whether it was in.
    pub(crate) async fn leave_pool(&mut self) -> bool {
        let Some(s) = self.shared.play.pool.remove(self.conn.id) else {
            return false;
        };
        if self.shared.play.pool.shared
            && let Some(code) = crate::store::seeks::remove(&self.shared, &s).await
        {
            // Paired meanwhile on another instance: the seat follows (a
            // connection that is closing leaves it to the takeover).
            tell_paired(&s, &code);
            return false;
        }
        true
    }

    /// `accept_computer`: the computer offered → `seated` in a room against it.
    pub(crate) async fn accept_computer(&mut self) -> Result<(), Refused> {
        let pool = &self.shared.play.pool;
        let offered = pool
            .seekers
            .lock()
            .unwrap()
            .iter()
            .find(|s| s.conn.id == self.conn.id)
            .and_then(|s| s.offered.map(|level| (level, s.rules, s.name.clone())));
        let Some((level, preset, name)) = offered else {
            return Err((
                ErrorCode::BadRequest,
                "no computer was offered to you: seek, and it is offered if nobody comes".into(),
            ));
        };
        if !self.leave_pool().await {
            return Err((
                ErrorCode::BadRequest,
                "you were just paired with a person: your seat follows".into(),
            ));
        }
        let rules = rules_for(&self.shared, preset);
        // The seeker's name: its identity's, or the one its seek gave.
        let takeover = Some(self.shared.config.matchmaking.takeover_after);
        self.create(
            Some(RulesSpec::Custom(rules)),
            vec![SeatSpec::Person, SeatSpec::Computer { level }],
            name,
            takeover,
            false,
        )
        .await
    }

    /// Takes the seat a pair formed while this player was away reserved for
    /// their key, with a new token → `seated`.
    async fn reclaim(&mut self, code: &str, seat: Seat) -> Result<(), Refused> {
        let key = self.identity.as_ref().map(|i| i.hash.clone());
        let cell = self.find(code).await?;
        let ticket = code::new_token();
        let hash = code::hash_token(&ticket);
        {
            let mut room = cell.lock().await;
            room::commit(&self.shared, &mut room, |room| {
                match room.slots.get_mut(usize::from(seat)) {
                    Some(slot) if slot.player.is_some() && slot.player == key => {
                        slot.token_hash = Some(hash.clone());
                        Ok(())
                    }
                    _ => Err((ErrorCode::NoRoom, "the seat kept for you is gone".into())),
                }
            })
            .await?;
        }
        self.sit_with_token(code, &ticket, true).await
    }

    /// Paired: takes the seat the pool reserved → `seated` with its token.
    pub(crate) async fn on_paired(&mut self, paired: Paired) {
        // Out of this instance's pool (a pair formed on another instance).
        self.shared.play.pool.remove(self.conn.id);
        if let Err(refused) = self
            .sit_with_token(&paired.code, &paired.ticket, true)
            .await
        {
            self.reply_error(refused).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Several pairs in one round, their indices interleaved: each pair is
    /// the seekers `pairs` chose, and the rest stay in order. Removing the
    /// pairs one at a time seated the wrong seekers here, or ran past the
    /// end of the pool and panicked with its lock held.
    #[test]
    fn a_round_takes_out_exactly_the_pairs_chosen() {
        let mut all: Vec<u32> = (0..9).collect();
        let taken = take_pairs(&mut all, &[(0, 5), (2, 3), (7, 1), (8, 6)]);
        assert_eq!(taken, vec![(0, 5), (2, 3), (7, 1), (8, 6)]);
        assert_eq!(all, vec![4]);
        // A pair naming a seeker twice, or one already taken, or past the
        // end takes nobody.
        let mut all: Vec<u32> = (0..4).collect();
        let taken = take_pairs(&mut all, &[(1, 1), (0, 2), (2, 3), (3, 9)]);
        assert_eq!(taken, vec![(0, 2)]);
        assert_eq!(all, vec![1, 3]);
    }

    fn c(key: &str, rating: f64, since: i64) -> Candidate {
        Candidate {
            key: Some(key.into()),
            rules: Preset::G4a,
            rated: true,
            rating,
            since,
        }
    }

    #[test]
    fn the_window_widens_from_100_to_400_in_30_seconds() {
        assert_eq!(window(0), 100.0);
        assert_eq!(window(15_000), 250.0);
        assert_eq!(window(30_000), 400.0);
        assert_eq!(window(300_000), 400.0);
    }

    #[test]
    fn the_nearest_rating_within_the_window_is_paired() {
        let s = [
            c("a", 1500.0, 0),
            c("b", 1750.0, 0),
            c("c", 1580.0, 0),
            c("d", 1560.0, 0),
        ];
        assert_eq!(pairs(&s, 0), vec![(0, 3)]);
        // 245 apart: paired once the window reaches 250 (15 s), not at 240.
        let far = [c("b", 1750.0, 0), c("e", 1505.0, 0)];
        assert_eq!(pairs(&far, 15_000), vec![(0, 1)]);
        assert_eq!(pairs(&far, 14_000), vec![]);
    }

    #[test]
    fn never_the_same_key_other_rules_or_rated_with_casual() {
        let mut s = vec![c("a", 1500.0, 0), c("a", 1500.0, 0)];
        assert!(pairs(&s, 60_000).is_empty());
        s[1].key = Some("b".into());
        s[1].rated = false;
        assert!(pairs(&s, 60_000).is_empty());
        s[1].rated = true;
        s[1].rules = Preset::Classic;
        assert!(pairs(&s, 60_000).is_empty());
        s[1].rules = Preset::G4a;
        assert_eq!(pairs(&s, 0), vec![(0, 1)]);
        // Two without identity may meet.
        s[0].key = None;
        s[1].key = None;
        assert_eq!(pairs(&s, 0), vec![(0, 1)]);
    }
}
