//! The quick-match pool shared by every instance on one PostgreSQL
//! database: one row per seeker in `spite_seeks`.
//!
//! Every round (at each seek, and every 100 ms) an instance with seekers
//! refreshes their rows' heartbeat, hands its seekers the seats other
//! instances paired them to, and forms pairs over every live row in one
//! transaction: `SELECT … FOR UPDATE SKIP LOCKED` takes the rows no other
//! instance is pairing now, and the same transaction writes each new room
//! and marks its two rows with it. So each pair is formed exactly once.
//!
//! A row is live while its instance is (the instance's advisory lock is
//! held: it dies with the instance's connection) and its heartbeat is
//! recent. A seeker whose instance died comes back through another one
//! and seeks again: their row (found by their key) is taken over with its
//! wait, or, if they were paired meanwhile, their reserved seat is given
//! to them with a new token.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use spite_core::Seat;

use super::StoreError;
use super::postgres::{PgStore, failed};
use crate::code;
use crate::protocol::Preset;
use crate::room::{self, Refused};
use crate::seek::{Candidate, Seeker, hold, pair_room, pairs, tell_paired};
use crate::server::Shared;

/// The table (migration 4).
pub(crate) const PG_TABLE: &str = "
    CREATE TABLE spite_seeks (
        ticket_hash text PRIMARY KEY,
        key_hash text UNIQUE,
        name text,
        rules text NOT NULL,
        rated boolean NOT NULL,
        rating double precision NOT NULL,
        since bigint NOT NULL,
        instance text NOT NULL,
        instance_lock bigint NOT NULL,
        heartbeat bigint NOT NULL,
        room text,
        seat integer
    )";

/// A row whose heartbeat is older than this is not paired (its instance
/// stopped refreshing it).
const HEARTBEAT_KEPT_MS: i64 = 5_000;

/// Rows are forgotten after this (a seat paired but never taken).
const ROW_KEPT_MS: i64 = 10 * 60 * 1000;

/// Whether a row's instance is alive: its advisory lock is held.
const ALIVE: &str = "EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
    AND objsubid = 1 AND ((classid::bigint << 32) | objid::bigint) = instance_lock)";

fn pg(shared: &Shared) -> Option<&PgStore> {
    shared.store.as_ref()?.as_postgres()
}

fn unavailable(e: &StoreError) -> Refused {
    tracing::error!(error = %e, "the quick-match pool cannot be reached");
    room::unavailable()
}

/// What `seek` finds of an earlier row of the same key.
pub(crate) enum Earlier {
    /// None, or one taken over (its wait kept): the seeker is in the pool.
    InPool(u32),
    /// Paired while away: the room and seat reserved for this key.
    Paired(String, Seat),
}

/// Puts a seeker's row in the pool, or takes over their key's row left by
/// an instance that died; refused when the key seeks on a live instance.
pub(crate) async fn add(shared: &Shared, s: &Seeker) -> Result<Earlier, Refused> {
    let Some(store) = pg(shared) else {
        return Ok(Earlier::InPool(1));
    };
    let me = &shared.metrics.instance;
    let lock = crate::cluster::key(store.namespace(), "instance", me);
    let ticket_hash = code::hash_token(&s.ticket);
    let wall = room::now();
    let try_add = async {
        let mut c = store.client().await?;
        let tx = c.transaction().await.map_err(failed)?;
        let mut since = s.since;
        if let Some(key) = &s.key {
            let earlier = tx
                .query_opt(
                    &format!(
                        "SELECT ticket_hash, room, seat, since, {ALIVE} AND heartbeat > $2
                         FROM spite_seeks WHERE key_hash = $1 FOR UPDATE"
                    ),
                    &[key, &(wall - HEARTBEAT_KEPT_MS)],
                )
                .await
                .map_err(failed)?;
            if let Some(row) = earlier {
                let room: Option<String> = row.try_get(1).map_err(failed)?;
                let seat: Option<i32> = row.try_get(2).map_err(failed)?;
                let live: bool = row.try_get(4).map_err(failed)?;
                if live {
                    // Seeking, or paired and about to be told, elsewhere.
                    return Ok(Ok(None));
                }
                if let (Some(room), Some(seat)) = (room, seat) {
                    tx.execute("DELETE FROM spite_seeks WHERE key_hash = $1", &[key])
                        .await
                        .map_err(failed)?;
                    tx.commit().await.map_err(failed)?;
                    return Ok(Err(Earlier::Paired(room, seat as Seat)));
                }
                since = row.try_get(3).map_err(failed)?;
                tx.execute("DELETE FROM spite_seeks WHERE key_hash = $1", &[key])
                    .await
                    .map_err(failed)?;
            }
        }
        tx.execute(
            "INSERT INTO spite_seeks (ticket_hash, key_hash, name, rules, rated, rating, since,
                 instance, instance_lock, heartbeat)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            &[
                &ticket_hash,
                &s.key,
                &s.name,
                &s.rules.as_str(),
                &s.rated,
                &s.rating,
                &since,
                me,
                &lock,
                &wall,
            ],
        )
        .await
        .map_err(failed)?;
        let ahead: i64 = tx
            .query_one(
                "SELECT count(*) FROM spite_seeks WHERE rules = $1 AND rated = $2
                 AND room IS NULL AND since <= $3 AND heartbeat > $4",
                &[
                    &s.rules.as_str(),
                    &s.rated,
                    &since,
                    &(wall - HEARTBEAT_KEPT_MS),
                ],
            )
            .await
            .map_err(failed)?
            .try_get(0)
            .map_err(failed)?;
        tx.commit().await.map_err(failed)?;
        Ok::<_, StoreError>(Ok(Some((u32::try_from(ahead).unwrap_or(u32::MAX), since))))
    };
    match try_add.await.map_err(|e| unavailable(&e))? {
        Ok(Some((position, _since))) => Ok(Earlier::InPool(position.max(1))),
        Ok(None) => Err(crate::seek::seeking_already()),
        Err(paired) => Ok(paired),
    }
}

/// Takes a seeker's row out of the pool; the room, if another instance
/// paired them meanwhile (the seat is theirs to take).
pub(crate) async fn remove(shared: &Shared, s: &Seeker) -> Option<String> {
    let store = pg(shared)?;
    let done = async {
        let c = store.client().await?;
        let row = c
            .query_opt(
                "DELETE FROM spite_seeks WHERE ticket_hash = $1 RETURNING room",
                &[&code::hash_token(&s.ticket)],
            )
            .await
            .map_err(failed)?;
        match row {
            Some(r) => r.try_get::<_, Option<String>>(0).map_err(failed),
            None => Ok(None),
        }
    };
    match done.await {
        Ok(room) => room,
        Err(e) => {
            tracing::warn!(error = %e, "a seek could not be taken out of the pool");
            None
        }
    }
}

/// One round on PostgreSQL: heartbeats, seats paired elsewhere handed
/// over, then pairs formed. The pairs this instance formed.
pub(crate) async fn round(shared: &Arc<Shared>, now: i64) -> usize {
    let Some(store) = pg(shared) else { return 0 };
    let tickets: Vec<String> = shared.play.pool.tickets();
    if tickets.is_empty() {
        return 0;
    }
    match round_on(shared, store, now, &tickets).await {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(error = %e, "a quick-match round failed; trying again");
            0
        }
    }
}

async fn round_on(
    shared: &Arc<Shared>,
    store: &PgStore,
    now: i64,
    tickets: &[String],
) -> Result<usize, StoreError> {
    let wall = room::now();
    let hashes: Vec<String> = tickets.iter().map(|t| code::hash_token(t)).collect();
    let mut c = store.client().await?;
    // Heartbeats; and seats other instances paired ours to.
    let rows = c
        .query(
            "UPDATE spite_seeks SET heartbeat = $2 WHERE ticket_hash = ANY($1)
             RETURNING ticket_hash, room, seat",
            &[&hashes, &wall],
        )
        .await
        .map_err(failed)?;
    let mut handed = Vec::new();
    for r in &rows {
        let (hash, room, seat): (String, Option<String>, Option<i32>) = (
            r.try_get(0).map_err(failed)?,
            r.try_get(1).map_err(failed)?,
            r.try_get(2).map_err(failed)?,
        );
        if let (Some(room), Some(_)) = (room, seat) {
            handed.push((hash, room));
        }
    }
    for (hash, room) in &handed {
        if let Some(s) = shared.play.pool.remove_ticket_hash(hash) {
            tell_paired(&s, room);
        }
        c.execute("DELETE FROM spite_seeks WHERE ticket_hash = $1", &[hash])
            .await
            .map_err(failed)?;
    }
    c.execute(
        "DELETE FROM spite_seeks WHERE heartbeat < $1",
        &[&(wall - ROW_KEPT_MS)],
    )
    .await
    .map_err(failed)?;
    // Pairs, over every instance's live rows not being paired elsewhere.
    let tx = c.transaction().await.map_err(failed)?;
    let rows = tx
        .query(
            &format!(
                "SELECT ticket_hash, key_hash, name, rules, rated, rating, since FROM spite_seeks
                 WHERE room IS NULL AND heartbeat > $1 AND {ALIVE}
                 ORDER BY since FOR UPDATE SKIP LOCKED"
            ),
            &[&(wall - HEARTBEAT_KEPT_MS)],
        )
        .await
        .map_err(failed)?;
    let mut seekers = Vec::with_capacity(rows.len());
    for r in &rows {
        let rules: String = r.try_get(3).map_err(failed)?;
        let Some(rules) = Preset::parse(&rules) else {
            continue;
        };
        let ticket_hash: String = r.try_get(0).map_err(failed)?;
        let name: Option<String> = r.try_get(2).map_err(failed)?;
        seekers.push((
            ticket_hash,
            name,
            Candidate {
                key: r.try_get(1).map_err(failed)?,
                rules,
                rated: r.try_get(4).map_err(failed)?,
                rating: r.try_get(5).map_err(failed)?,
                since: r.try_get(6).map_err(failed)?,
            },
        ));
    }
    let cands: Vec<Candidate> = seekers.iter().map(|s| s.2.clone()).collect();
    let chosen = pairs(&cands, now);
    let mut rooms = Vec::with_capacity(chosen.len());
    for (i, j) in chosen {
        let (a, b) = (&seekers[i], &seekers[j]);
        let code = match crate::server::free_code(shared) {
            Ok(code) => code,
            Err(_) => break,
        };
        let Ok(mut room) = pair_room(
            shared,
            code,
            a.2.rules,
            a.2.rated,
            [
                (a.0.clone(), a.2.key.clone(), a.1.clone()),
                (b.0.clone(), b.2.key.clone(), b.1.clone()),
            ],
        ) else {
            continue;
        };
        room.version = 1;
        super::postgres::save_with(&tx, &room.row(), &String::new()).await?;
        for (seat, hash) in [(0i32, &a.0), (1, &b.0)] {
            tx.execute(
                "UPDATE spite_seeks SET room = $2, seat = $3 WHERE ticket_hash = $1",
                &[hash, &room.code, &seat],
            )
            .await
            .map_err(failed)?;
        }
        rooms.push(room);
    }
    tx.commit().await.map_err(failed)?;
    let n = rooms.len();
    for room in rooms {
        let code = room.code.clone();
        // Seats of seekers here are handed over now; the others' instances
        // find theirs on their next round.
        let hashes: Vec<String> = room
            .slots
            .iter()
            .filter_map(|s| s.token_hash.clone())
            .collect();
        hold(shared, room).await;
        shared.play.pool.pairs.fetch_add(1, Ordering::Relaxed);
        tracing::info!(room = %code, "quick match paired across the instances");
        for hash in &hashes {
            if let Some(s) = shared.play.pool.remove_ticket_hash(hash) {
                tell_paired(&s, &code);
                c.execute("DELETE FROM spite_seeks WHERE ticket_hash = $1", &[hash])
                    .await
                    .map_err(failed)?;
            }
        }
    }
    Ok(n)
}
