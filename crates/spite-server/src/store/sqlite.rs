//! Rooms on disk: an embedded SQLite database (WAL) written by one thread.
//!
//! The writer thread commits the writes that arrive together in one
//! transaction, and answers each when it is committed. With WAL and
//! `synchronous = NORMAL` a commit survives the process being killed
//! (SIGKILL); only a power cut may lose the last moments.

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use futures_util::future::BoxFuture;
use rusqlite::{Connection, params};
use tokio::sync::oneshot;

use super::{RoomRow, Store, StoreError};
use crate::rating::RatedEnd;

type Reply<T> = oneshot::Sender<Result<T, StoreError>>;

enum Op {
    /// A room, and the ratings of the rated match its write ends.
    Save(RoomRow, Option<RatedEnd>, Reply<()>),
    /// Anything else on the connection (players, ratings), after the
    /// batch's commit; it answers by itself.
    Run(Box<dyn FnOnce(&mut Connection) + Send>),
    Delete(String, Reply<()>),
    Load(Reply<Vec<RoomRow>>),
    Ping(Reply<()>),
}

/// The handle of the writer thread, which owns the connection.
pub(crate) struct SqliteStore {
    tx: mpsc::Sender<Op>,
    path: PathBuf,
}

/// Opening the database failed.
pub type DbError = rusqlite::Error;

impl SqliteStore {
    /// Opens (or creates) `dir/spite.db`, bringing it to the current schema.
    pub fn open(dir: &Path) -> Result<SqliteStore, DbError> {
        let _ = std::fs::create_dir_all(dir);
        let path = dir.join("spite.db");
        let conn = Connection::open(&path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS rooms (
                code TEXT PRIMARY KEY,
                record TEXT NOT NULL,
                created INTEGER NOT NULL,
                updated INTEGER NOT NULL,
                finished INTEGER
            );",
        )?;
        migrate(&conn)?;
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("spite-db".into())
            .spawn(move || writer(conn, rx))
            .expect("a thread for the database");
        Ok(SqliteStore { tx, path })
    }

    /// Runs `f` on the writer's connection, after the writes queued before.
    pub(super) fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> BoxFuture<'_, Result<T, StoreError>> {
        self.ask(|done| {
            Op::Run(Box::new(move |c| {
                let _ = done.send(f(c).map_err(|e| failed(&e)));
            }))
        })
    }

    /// Sends an operation to the writer and waits for its answer.
    fn ask<T: Send + 'static>(
        &self,
        make: impl FnOnce(Reply<T>) -> Op,
    ) -> BoxFuture<'_, Result<T, StoreError>> {
        let (done, wait) = oneshot::channel();
        let sent = self.tx.send(make(done)).is_ok();
        Box::pin(async move {
            if !sent {
                return Err(StoreError::Failed("the database thread has stopped".into()));
            }
            wait.await.unwrap_or_else(|_| {
                Err(StoreError::Failed("the database thread has stopped".into()))
            })
        })
    }
}

impl Store for SqliteStore {
    fn describe(&self) -> String {
        format!("sqlite {}", self.path.display())
    }

    fn kind(&self) -> &'static str {
        "sqlite"
    }

    fn load(&self) -> BoxFuture<'_, Result<Vec<RoomRow>, StoreError>> {
        self.ask(Op::Load)
    }

    // One instance only: what a change told is not kept.
    fn write(&self, row: RoomRow, _told: String) -> BoxFuture<'_, Result<(), StoreError>> {
        self.ask(|done| Op::Save(row, None, done))
    }

    fn write_rated(
        &self,
        row: RoomRow,
        _told: String,
        rated: RatedEnd,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        self.ask(|done| Op::Save(row, Some(rated), done))
    }

    fn load_one(&self, code: String) -> BoxFuture<'_, Result<Option<RoomRow>, StoreError>> {
        let all = self.ask(Op::Load);
        Box::pin(async move { Ok(all.await?.into_iter().find(|r| r.code == code)) })
    }

    fn delete(&self, code: String) -> BoxFuture<'_, Result<(), StoreError>> {
        self.ask(|done| Op::Delete(code, done))
    }

    fn ping(&self) -> BoxFuture<'_, Result<(), StoreError>> {
        self.ask(Op::Ping)
    }
}

/// Brings an older database up to the schema's version, kept in SQLite's
/// `user_version`:
/// 1. the times are in milliseconds. Version 0 kept them in seconds; read
///    as milliseconds they would make every room look decades old and be
///    removed.
/// 2. each room has a version, checked on every write (a room stored
///    before is at version 1).
/// 3. players (their keys' hashes and names) and their ratings.
fn migrate(conn: &Connection) -> Result<(), DbError> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version < 1 {
        conn.execute_batch(
            "BEGIN;
             UPDATE rooms SET created = created * 1000, updated = updated * 1000,
                 finished = finished * 1000;
             PRAGMA user_version = 1;
             COMMIT;",
        )?;
    }
    if version < 2 {
        conn.execute_batch(
            "BEGIN;
             ALTER TABLE rooms ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
             PRAGMA user_version = 2;
             COMMIT;",
        )?;
    }
    if version < 3 {
        conn.execute_batch(&format!(
            "BEGIN; {} PRAGMA user_version = 3; COMMIT;",
            super::players::SQLITE_TABLES
        ))?;
    }
    Ok(())
}

fn failed(e: &rusqlite::Error) -> StoreError {
    StoreError::Failed(e.to_string())
}

fn load(conn: &Connection) -> rusqlite::Result<Vec<RoomRow>> {
    let mut stmt =
        conn.prepare("SELECT code, record, created, updated, finished, version FROM rooms")?;
    stmt.query_map([], |r| {
        Ok(RoomRow {
            code: r.get(0)?,
            record: r.get(1)?,
            created: r.get(2)?,
            updated: r.get(3)?,
            finished: r.get(4)?,
            version: r.get(5)?,
            listed: false,
        })
    })?
    .collect()
}

fn writer(mut conn: Connection, rx: mpsc::Receiver<Op>) {
    while let Ok(first) = rx.recv() {
        let mut ops = vec![first];
        while ops.len() < 512 {
            match rx.try_recv() {
                Ok(op) => ops.push(op),
                Err(_) => break,
            }
        }
        // Each write's own answer (a stale one refused), then the batch's
        // commit: a write is answered Ok only once it is committed.
        let mut answers: Vec<Result<(), StoreError>> = Vec::with_capacity(ops.len());
        let result = (|| -> rusqlite::Result<()> {
            let tx = conn.transaction()?;
            {
                // A new room (version 1) is inserted if its code is free;
                // a room is changed only from the version before. Either
                // changes nothing (0 rows) otherwise.
                let mut insert = tx.prepare_cached(
                    "INSERT INTO rooms (code, record, created, updated, finished, version)
                     VALUES (?1, ?2, ?3, ?4, ?5, 1) ON CONFLICT(code) DO NOTHING",
                )?;
                let mut update = tx.prepare_cached(
                    "UPDATE rooms SET record = ?2, updated = ?3, finished = ?4, version = ?5
                     WHERE code = ?1 AND version = ?5 - 1",
                )?;
                let mut delete = tx.prepare_cached("DELETE FROM rooms WHERE code = ?1")?;
                for op in &ops {
                    answers.push(match op {
                        Op::Save(r, rated, _) => {
                            let changed = if r.version == 1 {
                                insert.execute(params![
                                    r.code, r.record, r.created, r.updated, r.finished
                                ])?
                            } else {
                                update.execute(params![
                                    r.code, r.record, r.updated, r.finished, r.version
                                ])?
                            };
                            if changed == 1 {
                                if let Some(end) = rated {
                                    super::players::sqlite::rate(&tx, end, r.updated)?;
                                }
                                Ok(())
                            } else {
                                Err(StoreError::Stale(r.version))
                            }
                        }
                        Op::Delete(code, _) => {
                            delete.execute(params![code])?;
                            Ok(())
                        }
                        Op::Load(_) | Op::Ping(_) | Op::Run(_) => Ok(()),
                    });
                }
            }
            tx.commit()
        })();
        if let Err(e) = &result {
            tracing::error!(error = %e, writes = ops.len(), "writing rooms to the database failed");
        }
        for (k, op) in ops.into_iter().enumerate() {
            let answer = match &result {
                Ok(()) => answers.get(k).cloned().unwrap_or(Ok(())),
                Err(e) => Err(failed(e)),
            };
            match op {
                Op::Run(f) => f(&mut conn),
                Op::Save(_, _, done) | Op::Delete(_, done) => {
                    let _ = done.send(answer);
                }
                Op::Load(done) => {
                    let _ = done.send(load(&conn).map_err(|e| failed(&e)));
                }
                Op::Ping(done) => {
                    let ping = conn.query_row("SELECT 1", [], |r| r.get::<_, i64>(0));
                    let _ = done.send(ping.map(|_| ()).map_err(|e| failed(&e)));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_database_with_times_in_seconds_is_brought_to_milliseconds_once() {
        let dir = tempfile::tempdir().unwrap();
        {
            // The first schema: no user_version, times in seconds.
            let conn = Connection::open(dir.path().join("spite.db")).unwrap();
            conn.execute_batch(
                "CREATE TABLE rooms (code TEXT PRIMARY KEY, record TEXT NOT NULL,
                     created INTEGER NOT NULL, updated INTEGER NOT NULL, finished INTEGER);
                 INSERT INTO rooms VALUES ('ABCD', '{}', 1700000000, 1700000100, NULL);
                 INSERT INTO rooms VALUES ('EFGH', '{}', 1700000000, 1700000200, 1700000200);",
            )
            .unwrap();
        }
        let rows = |rows: Vec<RoomRow>| {
            let mut r: Vec<_> = rows
                .into_iter()
                .map(|r| (r.code, r.created, r.updated, r.finished))
                .collect();
            r.sort();
            r
        };
        let want = vec![
            (
                "ABCD".to_string(),
                1_700_000_000_000,
                1_700_000_100_000,
                None,
            ),
            (
                "EFGH".to_string(),
                1_700_000_000_000,
                1_700_000_200_000,
                Some(1_700_000_200_000),
            ),
        ];
        let db = SqliteStore::open(dir.path()).unwrap();
        let got = db.load().await.unwrap();
        // Rooms from before versions are at version 1.
        assert!(got.iter().all(|r| r.version == 1));
        assert_eq!(rows(got), want);
        drop(db);
        // Opening again does not multiply again.
        let db = SqliteStore::open(dir.path()).unwrap();
        assert_eq!(rows(db.load().await.unwrap()), want);
    }
}
