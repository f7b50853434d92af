//! Where rooms are kept: one interface, [`Store`], with two implementations:
//! an embedded SQLite file (the default, no setup) and PostgreSQL (chosen
//! with a database address).
//!
//! A room is one row: its code, its record (rules, seed, moves, scores and
//! seats with hashed tokens, as JSON), its times and its version. Every
//! write names the version it makes, and the store takes it only over the
//! version just before it: a writer that missed a change (a stale copy of
//! the room) cannot overwrite it. A write resolves once it is committed;
//! the server tells no one of a change before that.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use futures_util::future::BoxFuture;

pub(crate) mod players;
pub(crate) mod postgres;
pub(crate) mod seeks;
pub(crate) mod sqlite;
#[cfg(test)]
mod tests;

/// A room as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomRow {
    /// The invite code.
    pub code: String,
    /// The room's record, as JSON (see `room::RoomRecord`).
    pub record: String,
    /// When it was created (Unix milliseconds).
    pub created: i64,
    /// When it last changed.
    pub updated: i64,
    /// When its match ended.
    pub finished: Option<i64>,
    /// The room's version: 1 when first written, one more on every write.
    pub version: i64,
    /// Whether it is listed as open now (an open room with a free person
    /// seat and a match not over): kept by a store that lists rooms for
    /// several instances (PostgreSQL); read back as `false` elsewhere.
    pub listed: bool,
}

/// A write or read the store did not do.
#[derive(Clone, Debug, thiserror::Error, PartialEq)]
pub enum StoreError {
    /// The stored room is not at the version before this write's: another
    /// writer changed it (or it is gone, or a new room's code is taken).
    #[error("the room was changed by another writer (this write makes version {0})")]
    Stale(i64),
    /// The database did not answer or refused (the reason has no secrets).
    #[error("the database failed: {0}")]
    Failed(String),
}

/// A place rooms are kept. Every method resolves when the database has
/// answered; `save` when the write is committed.
pub(crate) trait Store: Send + Sync + players::Players {
    /// What and where, for logs and `/metrics` (never a password).
    fn describe(&self) -> String;
    /// `sqlite` or `postgres`.
    fn kind(&self) -> &'static str;
    /// Every stored room.
    fn load(&self) -> BoxFuture<'_, Result<Vec<RoomRow>, StoreError>>;
    /// Writes a room at `row.version`, if the stored one is at the version
    /// before (or absent, for version 1); otherwise [`StoreError::Stale`].
    #[cfg(test)]
    fn save(&self, row: RoomRow) -> BoxFuture<'_, Result<(), StoreError>> {
        self.write(row, String::new())
    }
    /// [`Store::save`], with what the change tells the seats (`told`, one
    /// `SEAT MESSAGE` line each, kept with the version for other
    /// instances; empty: nothing). A store that serves one instance only
    /// need not keep it.
    fn write(&self, row: RoomRow, told: String) -> BoxFuture<'_, Result<(), StoreError>>;
    /// [`Store::write`] of the write that records a rated match's end,
    /// with both players' new ratings in the same transaction: a stale
    /// write changes no rating.
    fn write_rated(
        &self,
        row: RoomRow,
        told: String,
        rated: crate::rating::RatedEnd,
    ) -> BoxFuture<'_, Result<(), StoreError>>;
    /// One room, if stored.
    fn load_one(&self, code: String) -> BoxFuture<'_, Result<Option<RoomRow>, StoreError>>;
    /// What the writes after version `from` up to `to` told, in order:
    /// (version, told). Only versions still kept are returned.
    fn told_since(
        &self,
        _code: String,
        _from: i64,
        _to: i64,
    ) -> BoxFuture<'_, Result<Vec<(i64, String)>, StoreError>> {
        Box::pin(async { Ok(Vec::new()) })
    }
    /// Forgets what was told before `before` (Unix milliseconds).
    fn prune_told(&self, _before: i64) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async { Ok(()) })
    }
    /// The rooms listed as open, oldest first (at most `limit`); `None`:
    /// this store does not list them (one instance: it holds every room).
    fn listed(&self, _limit: i64) -> BoxFuture<'_, Result<Option<Vec<RoomRow>>, StoreError>> {
        Box::pin(async { Ok(None) })
    }
    /// Announces `payload` on `channel` to every instance (PostgreSQL's
    /// `pg_notify`); one instance alone has nobody to tell.
    fn notify(
        &self,
        _channel: &'static str,
        _payload: String,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async { Ok(()) })
    }
    /// Removes a room.
    fn delete(&self, code: String) -> BoxFuture<'_, Result<(), StoreError>>;
    /// Whether the database answers now.
    fn ping(&self) -> BoxFuture<'_, Result<(), StoreError>>;
    /// The PostgreSQL address, for the instances' own connection (LISTEN
    /// and the rooms' locks); `None`: one instance only (SQLite).
    fn cluster_config(&self) -> Option<tokio_postgres::Config> {
        None
    }
    /// The PostgreSQL store itself (the shared quick-match pool's tables).
    fn as_postgres(&self) -> Option<&postgres::PgStore> {
        None
    }
}

/// A shared store.
pub(crate) type SharedStore = Arc<dyn Store>;

/// A PostgreSQL database's address: a URL (`postgres://user:password@host:port/db`)
/// or key=value words (`host=/run/postgresql user=spite dbname=spite`), as
/// libpq reads them. Its `Debug` and `Display` never show the password.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// The address as given (with its password): for connecting only.
    pub(crate) fn secret(&self) -> &str {
        &self.0
    }

    /// The address without its password (`postgres://user@host:port/db`),
    /// or a placeholder when it cannot be read.
    pub fn redacted(&self) -> String {
        match tokio_postgres::Config::from_str(&self.0) {
            Ok(c) => postgres::describe(&c),
            Err(_) => "postgres://(an address that cannot be read)".into(),
        }
    }
}

impl From<String> for DatabaseUrl {
    fn from(s: String) -> DatabaseUrl {
        DatabaseUrl(s)
    }
}

impl FromStr for DatabaseUrl {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<DatabaseUrl, Self::Err> {
        Ok(DatabaseUrl(s.to_string()))
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({})", self.redacted())
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}
