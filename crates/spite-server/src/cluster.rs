//! Several instances on one PostgreSQL database: who drives which room,
//! and how a write on one instance reaches the seats connected to another.
//!
//! Each instance keeps one connection of its own (outside the pool) that
//! - listens on the rooms' channel: every write announces `CODE VERSION`
//!   at its commit, and an instance holding that room brings it up to date
//!   (`Room::resync`), passing on to its seats what the write told;
//! - holds a session advisory lock per room it drives (runs the computers
//!   and the takeover timers of), and one for itself, so others can see
//!   it is alive. A dead instance's connection ends and PostgreSQL drops
//!   its locks at once; another instance takes its rooms on its next round
//!   (every second). Writes stay checked by version, so an instance that
//!   lost a lock without knowing it cannot overwrite a newer room.
//!
//! When this connection breaks (PostgreSQL restarted), its locks are gone:
//! the instance drives nothing until it is back, then catches up every
//! room it holds and asks for its rooms again.

use std::collections::HashSet;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

use futures_util::StreamExt;
use sha2::{Digest, Sha256};
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, Client, Config, NoTls};

use crate::room::{self, RoomCell};
use crate::server::Shared;
use crate::store::postgres::CHANNEL;

/// How often an instance looks for rooms nobody drives.
const ROUND: Duration = Duration::from_secs(1);

/// What the other parts of the server ask of the instance's connection.
enum Ask {
    /// Drive this room, if nobody does.
    Drive(String),
    /// Stop driving it (removed).
    Release(String),
}

/// This instance's place among the others.
pub(crate) struct Cluster {
    me: String,
    config: Config,
    /// The store's database and schema, in every lock's key.
    namespace: String,
    /// The rooms this instance holds the lock of.
    held: StdMutex<HashSet<String>>,
    asks: mpsc::UnboundedSender<Ask>,
    asked: StdMutex<Option<mpsc::UnboundedReceiver<Ask>>>,
}

/// A lock's key: 62 bits of a name's hash (positive, so that `pg_locks`'
/// two 32-bit halves put back together give it again).
///
/// Advisory locks belong to the whole PostgreSQL server, not to one
/// database or schema: the key holds the store's `namespace` (its
/// database and schema), so that servers of two deployments on one
/// PostgreSQL, or two tests, never see each other's instances and rooms
/// as their own.
pub(crate) fn key(namespace: &str, kind: &str, name: &str) -> i64 {
    let d = Sha256::digest(format!("spite {namespace} {kind} {name}").as_bytes());
    let mut b = [0u8; 8];
    b.copy_from_slice(&d[..8]);
    (u64::from_le_bytes(b) >> 2) as i64
}

impl Cluster {
    pub fn new(me: String, config: Config, namespace: String) -> Cluster {
        let (asks, asked) = mpsc::unbounded_channel();
        Cluster {
            me,
            config,
            namespace,
            held: StdMutex::new(HashSet::new()),
            asks,
            asked: StdMutex::new(Some(asked)),
        }
    }

    /// The key of a lock of this cluster's (`kind` "instance" or "room").
    fn key(&self, kind: &str, name: &str) -> i64 {
        key(&self.namespace, kind, name)
    }

    /// Whether this instance drives `code` now.
    pub fn drives(&self, code: &str) -> bool {
        self.held.lock().unwrap().contains(code)
    }

    /// How many rooms this instance drives.
    pub fn driven(&self) -> usize {
        self.held.lock().unwrap().len()
    }

    /// Asks to drive `code` (taken if nobody does).
    pub fn want(&self, code: &str) {
        let _ = self.asks.send(Ask::Drive(code.to_string()));
    }

    /// Lets go of `code` (the room was removed).
    pub fn release(&self, code: &str) {
        if self.held.lock().unwrap().remove(code) {
            let _ = self.asks.send(Ask::Release(code.to_string()));
        }
    }
}

/// Runs the instance's own connection for as long as the server runs.
pub(crate) async fn run(shared: Arc<Shared>) {
    let Some(cluster) = shared.cluster.clone() else {
        return;
    };
    let Some(mut asked) = cluster.asked.lock().unwrap().take() else {
        return;
    };
    loop {
        match session(&shared, &cluster, &mut asked).await {
            Ok(()) => return,
            Err(e) => {
                // The locks went with the connection.
                cluster.held.lock().unwrap().clear();
                tracing::warn!(error = %e, "the instances' connection to the database is lost; retrying");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        }
    }
}

/// One connection's life: until it breaks (an error) or the server stops.
async fn session(
    shared: &Arc<Shared>,
    cluster: &Cluster,
    asked: &mut mpsc::UnboundedReceiver<Ask>,
) -> Result<(), String> {
    let (client, mut connection) = cluster.config.connect(NoTls).await.map_err(lost)?;
    let (notes, mut noted) = mpsc::unbounded_channel::<(String, i64)>();
    let (reactions, mut reacted) = mpsc::unbounded_channel::<String>();
    // The connection's messages: notifications go to `noted` (and
    // reactions to `reacted`); its end closes `noted`.
    tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(Ok(m)) = messages.next().await {
            if let AsyncMessage::Notification(n) = &m
                && n.channel() == crate::reaction::CHANNEL
            {
                let _ = reactions.send(n.payload().to_string());
            } else if let AsyncMessage::Notification(n) = m
                && let Some((code, version)) = n.payload().split_once(' ')
                && let Ok(version) = version.parse()
            {
                let _ = notes.send((code.to_string(), version));
            }
        }
    });
    client
        .batch_execute(&format!(
            "LISTEN {CHANNEL}; LISTEN {}",
            crate::reaction::CHANNEL
        ))
        .await
        .map_err(lost)?;
    // Held while this instance lives: others see it alive.
    let alone: bool = client
        .query_one(
            "SELECT pg_try_advisory_lock($1)",
            &[&cluster.key("instance", &cluster.me)],
        )
        .await
        .map_err(lost)?
        .get(0);
    if !alone {
        tracing::error!(instance = %cluster.me, "another running instance has this instance's name: give each its own (--instance)");
    }
    catch_up(shared, &client).await?;
    let mut round = tokio::time::interval(ROUND);
    loop {
        tokio::select! {
            note = noted.recv() => match note {
                Some((code, version)) => follow(shared, code, version),
                None => return Err("the connection ended".into()),
            },
            Some(note) = reacted.recv() => react(shared, &cluster.me, &note),
            ask = asked.recv() => match ask {
                Some(Ask::Drive(code)) => take(shared, cluster, &client, vec![code]).await?,
                Some(Ask::Release(code)) => {
                    client.execute("SELECT pg_advisory_unlock($1)", &[&cluster.key("room", &code)]).await
        .map_err(lost)?;
                }
                None => return Ok(()),
            },
            _ = round.tick() => {
                let (undriven, away) = survey(shared, cluster);
                take(shared, cluster, &client, undriven).await?;
                absent_instances(shared, cluster, &client, away).await?;
            }
        }
    }
}

fn lost(e: tokio_postgres::Error) -> String {
    e.to_string()
}

/// Another instance wrote `code` at `version`: bring it up to date here,
/// if it is held here.
fn follow(shared: &Arc<Shared>, code: String, version: i64) {
    let Some(cell) = shared.rooms.lock().unwrap().get(&code).cloned() else {
        return;
    };
    let shared = shared.clone();
    tokio::spawn(async move {
        let mut room = cell.lock().await;
        if room.version >= version {
            return;
        }
        room.resync(&shared).await;
        room.resynced = false;
        if room.closed {
            shared.rooms.lock().unwrap().remove(&code);
            return;
        }
        room::drive(&shared, &cell, &mut room);
    });
}

/// A reaction sent on another instance: told to the seats of its room
/// connected here.
fn react(shared: &Arc<Shared>, me: &str, note: &str) {
    let Some((code, seat, reaction)) = crate::reaction::read_note(note, me) else {
        return;
    };
    let Some(cell) = shared.rooms.lock().unwrap().get(&code).cloned() else {
        return;
    };
    tokio::spawn(async move {
        let room = cell.lock().await;
        if usize::from(seat) < room.slots.len() {
            crate::reaction::tell(&room, seat, reaction);
        }
    });
}

/// After the connection was away (or at start): every room held here
/// whose stored version moved on is brought up to date.
async fn catch_up(shared: &Arc<Shared>, client: &Client) -> Result<(), String> {
    let codes: Vec<String> = shared.rooms.lock().unwrap().keys().cloned().collect();
    if codes.is_empty() {
        return Ok(());
    }
    let rows = client
        .query(
            "SELECT code, version FROM spite_rooms WHERE code = ANY($1)",
            &[&codes],
        )
        .await
        .map_err(lost)?;
    for r in rows {
        follow(shared, r.get(0), r.get(1));
    }
    Ok(())
}

/// The rooms held here that need a driver and have none here, and the
/// other instances the seats of rooms driven here are connected to.
fn survey(shared: &Shared, cluster: &Cluster) -> (Vec<String>, HashSet<String>) {
    let cells: Vec<(String, Arc<RoomCell>)> = shared
        .rooms
        .lock()
        .unwrap()
        .iter()
        .map(|(c, r)| (c.clone(), r.clone()))
        .collect();
    let mut undriven = Vec::new();
    let mut away = HashSet::new();
    for (code, cell) in cells {
        // A busy room is looked at next round.
        let Ok(room) = cell.try_lock() else {
            continue;
        };
        if cluster.drives(&code) {
            for slot in &room.slots {
                if let Some(on) = &slot.present_on
                    && *on != cluster.me
                {
                    away.insert(on.clone());
                }
            }
        } else if room::needs_driving(&room) {
            undriven.push(code);
        }
    }
    (undriven, away)
}

/// Takes the locks of `codes` that nobody holds; each room taken is
/// brought up to date and driven.
async fn take(
    shared: &Arc<Shared>,
    cluster: &Cluster,
    client: &Client,
    codes: Vec<String>,
) -> Result<(), String> {
    let codes: Vec<String> = codes.into_iter().filter(|c| !cluster.drives(c)).collect();
    if codes.is_empty() {
        return Ok(());
    }
    let keys: Vec<i64> = codes.iter().map(|c| cluster.key("room", c)).collect();
    let rows = client
        .query(
            "SELECT k FROM unnest($1::bigint[]) k WHERE pg_try_advisory_lock(k)",
            &[&keys],
        )
        .await
        .map_err(lost)?;
    let got: HashSet<i64> = rows.iter().map(|r| r.get(0)).collect();
    for code in codes {
        if !got.contains(&cluster.key("room", &code)) {
            continue;
        }
        cluster.held.lock().unwrap().insert(code.clone());
        let Some(cell) = shared.rooms.lock().unwrap().get(&code).cloned() else {
            continue;
        };
        tracing::info!(room = %code, "this instance drives the room");
        let shared = shared.clone();
        tokio::spawn(async move {
            let mut room = cell.lock().await;
            // The last driver may have written since this copy was read.
            room.resync(&shared).await;
            room.resynced = false;
            room::drive(&shared, &cell, &mut room);
        });
    }
    Ok(())
}

/// Seats connected to an instance that is gone (its lock is free) are
/// away from now: their rooms are written so, and their takeover timers
/// start.
async fn absent_instances(
    shared: &Arc<Shared>,
    cluster: &Cluster,
    client: &Client,
    instances: HashSet<String>,
) -> Result<(), String> {
    if instances.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = instances.into_iter().collect();
    let keys: Vec<i64> = names.iter().map(|n| cluster.key("instance", n)).collect();
    let rows = client
        .query(
            "SELECT k FROM unnest($1::bigint[]) k WHERE EXISTS (
                 SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
                     AND objsubid = 1 AND ((classid::bigint << 32) | objid::bigint) = k)",
            &[&keys],
        )
        .await
        .map_err(lost)?;
    let alive: HashSet<i64> = rows.iter().map(|r| r.get(0)).collect();
    let dead: HashSet<String> = names
        .into_iter()
        .zip(keys)
        .filter(|(_, k)| !alive.contains(k))
        .map(|(n, _)| n)
        .collect();
    if dead.is_empty() {
        return Ok(());
    }
    let cells: Vec<Arc<RoomCell>> = shared.rooms.lock().unwrap().values().cloned().collect();
    for cell in cells {
        let shared = shared.clone();
        let dead = dead.clone();
        let me = cluster.me.clone();
        tokio::spawn(async move {
            let mut room = cell.lock().await;
            if !room.slots.iter().any(|s| {
                s.present_on
                    .as_ref()
                    .is_some_and(|on| *on != me && dead.contains(on))
            }) {
                return;
            }
            let at = room::now();
            let written = room::commit(&shared, &mut room, |room| {
                let gone: Vec<usize> = (0..room.slots.len())
                    .filter(|&s| {
                        let slot = &room.slots[s];
                        slot.conn.is_none()
                            && slot.present_on.as_ref().is_some_and(|on| dead.contains(on))
                    })
                    .collect();
                for &s in &gone {
                    room.slots[s].present_on = None;
                    room.slots[s].away_since = Some(at);
                    room.broadcast_presence(s as spite_core::Seat);
                }
                Ok(())
            })
            .await;
            if written.is_ok() {
                tracing::info!(room = %room.code, "seats of an instance that is gone are away");
                room::drive(&shared, &cell, &mut room);
            }
        });
    }
    Ok(())
}
