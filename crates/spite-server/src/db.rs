//! Rooms on disk: an embedded SQLite database (WAL) written by one thread.
//!
//! A room is one row: its code, its record (rules, seed, moves, scores and
//! seats with hashed tokens, as JSON) and times. Every change to a room is
//! written before its players are told of it; the writer thread commits
//! the writes that arrive together in one transaction, and answers each
//! when it is committed. With WAL and `synchronous = NORMAL` a commit
//! survives the process being killed (SIGKILL); only a power cut may lose
//! the last moments.

use std::path::Path;
use std::sync::mpsc;

use rusqlite::{Connection, params};
use tokio::sync::oneshot;

/// A room as stored.
#[derive(Clone, Debug)]
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
}

enum Op {
    Save(RoomRow, Option<oneshot::Sender<()>>),
    Delete(String),
}

/// The handle of the writer thread. Without a data directory there is none
/// and writes do nothing.
#[derive(Clone)]
pub struct Db {
    tx: Option<mpsc::Sender<Op>>,
}

/// Opening or reading the database failed.
pub type DbError = rusqlite::Error;

impl Db {
    /// No database: nothing is kept.
    pub fn none() -> Db {
        Db { tx: None }
    }

    /// Opens (or creates) `dir/spite.db` and returns the writer with every
    /// stored room.
    pub fn open(dir: &Path) -> Result<(Db, Vec<RoomRow>), DbError> {
        let _ = std::fs::create_dir_all(dir);
        let conn = Connection::open(dir.join("spite.db"))?;
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
        let rows = {
            let mut stmt =
                conn.prepare("SELECT code, record, created, updated, finished FROM rooms")?;
            stmt.query_map([], |r| {
                Ok(RoomRow {
                    code: r.get(0)?,
                    record: r.get(1)?,
                    created: r.get(2)?,
                    updated: r.get(3)?,
                    finished: r.get(4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?
        };
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("spite-db".into())
            .spawn(move || writer(conn, rx))
            .expect("a thread for the database");
        Ok((Db { tx: Some(tx) }, rows))
    }

    /// Writes a room; resolves once it is committed.
    pub async fn save(&self, row: RoomRow) {
        let Some(tx) = &self.tx else { return };
        let (done, wait) = oneshot::channel();
        if tx.send(Op::Save(row, Some(done))).is_ok() {
            let _ = wait.await;
        }
    }

    /// Deletes a room.
    pub fn delete(&self, code: String) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(Op::Delete(code));
        }
    }
}

/// Brings an older database up to the schema's version, kept in SQLite's
/// `user_version` (1: the times are in milliseconds). Version 0 kept the
/// times in seconds; read as milliseconds they would make every room look
/// decades old and be removed.
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
    Ok(())
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
        let result = (|| -> rusqlite::Result<()> {
            let tx = conn.transaction()?;
            {
                let mut save = tx.prepare_cached(
                    "INSERT INTO rooms (code, record, created, updated, finished)
                     VALUES (?1, ?2, ?3, ?4, ?5)
                     ON CONFLICT(code) DO UPDATE SET record = ?2, updated = ?4, finished = ?5",
                )?;
                let mut delete = tx.prepare_cached("DELETE FROM rooms WHERE code = ?1")?;
                for op in &ops {
                    match op {
                        Op::Save(r, _) => {
                            save.execute(params![
                                r.code, r.record, r.created, r.updated, r.finished
                            ])?;
                        }
                        Op::Delete(code) => {
                            delete.execute(params![code])?;
                        }
                    }
                }
            }
            tx.commit()
        })();
        if let Err(e) = result {
            tracing::error!(error = %e, writes = ops.len(), "writing rooms to the database failed");
        }
        for op in ops {
            if let Op::Save(_, Some(done)) = op {
                let _ = done.send(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_with_times_in_seconds_is_brought_to_milliseconds_once() {
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
        let (db, got) = Db::open(dir.path()).unwrap();
        assert_eq!(rows(got), want);
        drop(db);
        // Opening again does not multiply again.
        let (_db, got) = Db::open(dir.path()).unwrap();
        assert_eq!(rows(got), want);
    }
}
