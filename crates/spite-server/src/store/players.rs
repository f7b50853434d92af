//! Players and their ratings, kept beside the rooms: a player is the hash
//! of their key (never the key) and a display name; a rating is per
//! player and preset. Both stores implement [`Players`]; a server that
//! keeps nothing keeps them in memory ([`MemoryPlayers`]).
//!
//! A rated match's ratings are written by the room write that records the
//! match's end (`Store::write_rated`), in its transaction: a write refused
//! as stale changes no rating, so a match is rated once, whichever
//! instance ends it.

use std::collections::HashMap;
use std::sync::Mutex as StdMutex;

use futures_util::future::BoxFuture;

use super::StoreError;
use crate::protocol::Preset;
use crate::rating::{BOARD_SIZE, Board, RatedEnd, Rating, entry, ranked};

/// A player as stored.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PlayerRow {
    pub name: Option<String>,
    pub ratings: Vec<(Preset, Rating)>,
}

/// Where players are kept.
pub(crate) trait Players: Send + Sync {
    /// Keeps a new player (their key's hash); refused if the hash is taken.
    fn create_player(
        &self,
        hash: String,
        name: Option<String>,
        at: i64,
    ) -> BoxFuture<'_, Result<(), StoreError>>;
    /// A player by their key's hash, renamed first when `rename` is given.
    fn find_player(
        &self,
        hash: String,
        rename: Option<String>,
    ) -> BoxFuture<'_, Result<Option<PlayerRow>, StoreError>>;
    /// A preset's best players (those with a rated match) and `you`'s line.
    fn leaderboard(
        &self,
        rules: Preset,
        you: Option<String>,
    ) -> BoxFuture<'_, Result<Board, StoreError>>;
}

/// The players' tables in SQLite (schema version 3).
pub(crate) const SQLITE_TABLES: &str = "
    CREATE TABLE players (key_hash TEXT PRIMARY KEY, name TEXT, created INTEGER NOT NULL);
    CREATE TABLE ratings (
        key_hash TEXT NOT NULL, rules TEXT NOT NULL,
        rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL,
        games INTEGER NOT NULL, updated INTEGER NOT NULL,
        PRIMARY KEY (key_hash, rules)
    );
    CREATE INDEX ratings_board ON ratings (rules, rating DESC);";

/// The players' tables in PostgreSQL (migration 3).
pub(crate) const PG_TABLES: &str = "
    CREATE TABLE spite_players (key_hash text PRIMARY KEY, name text, created bigint NOT NULL);
    CREATE TABLE spite_ratings (
        key_hash text NOT NULL, rules text NOT NULL,
        rating double precision NOT NULL, deviation double precision NOT NULL,
        volatility double precision NOT NULL, games integer NOT NULL, updated bigint NOT NULL,
        PRIMARY KEY (key_hash, rules)
    );
    CREATE INDEX spite_ratings_board ON spite_ratings (rules, rating DESC)";

fn preset(name: &str) -> Option<Preset> {
    Preset::parse(name)
}

// ---- SQLite: run on the store's one thread ----

pub(crate) mod sqlite {
    use rusqlite::{Connection, OptionalExtension, params};

    use super::*;

    pub fn create(
        c: &Connection,
        hash: &str,
        name: Option<&str>,
        at: i64,
    ) -> rusqlite::Result<bool> {
        let n = c.execute(
            "INSERT INTO players (key_hash, name, created) VALUES (?1, ?2, ?3)
             ON CONFLICT(key_hash) DO NOTHING",
            params![hash, name, at],
        )?;
        Ok(n == 1)
    }

    pub fn find(
        c: &Connection,
        hash: &str,
        rename: Option<&str>,
    ) -> rusqlite::Result<Option<PlayerRow>> {
        if let Some(name) = rename {
            c.execute(
                "UPDATE players SET name = ?2 WHERE key_hash = ?1",
                params![hash, name],
            )?;
        }
        let Some(name) = c
            .query_row(
                "SELECT name FROM players WHERE key_hash = ?1",
                params![hash],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()?
        else {
            return Ok(None);
        };
        let mut stmt = c.prepare_cached(
            "SELECT rules, rating, deviation, volatility, games FROM ratings WHERE key_hash = ?1",
        )?;
        let ratings = stmt
            .query_map(params![hash], |r| Ok((r.get::<_, String>(0)?, read(r, 1)?)))?
            .collect::<rusqlite::Result<Vec<_>>>()?
            .into_iter()
            .filter_map(|(rules, r)| Some((preset(&rules)?, r)))
            .collect();
        Ok(Some(PlayerRow { name, ratings }))
    }

    fn read(r: &rusqlite::Row<'_>, from: usize) -> rusqlite::Result<Rating> {
        Ok(Rating {
            rating: r.get(from)?,
            deviation: r.get(from + 1)?,
            volatility: r.get(from + 2)?,
            games: r.get(from + 3)?,
        })
    }

    fn rating(c: &Connection, hash: &str, rules: &str) -> rusqlite::Result<Option<Rating>> {
        c.query_row(
            "SELECT rating, deviation, volatility, games FROM ratings
             WHERE key_hash = ?1 AND rules = ?2",
            params![hash, rules],
            |r| read(r, 0),
        )
        .optional()
    }

    pub fn board(c: &Connection, rules: Preset, you: Option<&str>) -> rusqlite::Result<Board> {
        let mut stmt = c.prepare_cached(
            "SELECT p.name, r.rating, r.deviation, r.volatility, r.games
             FROM ratings r JOIN players p ON p.key_hash = r.key_hash
             WHERE r.rules = ?1 AND r.games > 0
             ORDER BY r.rating DESC, r.key_hash LIMIT ?2",
        )?;
        let top = stmt
            .query_map(params![rules.as_str(), BOARD_SIZE], |r| {
                Ok((r.get::<_, Option<String>>(0)?, read(r, 1)?))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut board = Board {
            top: ranked(top),
            you: None,
        };
        if let Some(you) = you
            && let Some(mine) = rating(c, you, rules.as_str())?.filter(|r| r.games > 0)
        {
            let above: u32 = c.query_row(
                "SELECT count(*) FROM ratings WHERE rules = ?1 AND games > 0
                 AND (rating > ?2 OR (rating = ?2 AND key_hash < ?3))",
                params![rules.as_str(), mine.rating, you],
                |r| r.get(0),
            )?;
            let name = c.query_row(
                "SELECT name FROM players WHERE key_hash = ?1",
                params![you],
                |r| r.get::<_, Option<String>>(0),
            )?;
            board.you = Some(entry(above + 1, name, mine));
        }
        Ok(board)
    }

    /// Rates a match's end inside the room write's transaction.
    pub fn rate(c: &Connection, end: &RatedEnd, at: i64) -> rusqlite::Result<()> {
        let rules = end.rules.as_str();
        let mut before = [Rating::START; 2];
        for (k, (hash, _)) in end.players.iter().enumerate() {
            before[k] = rating(c, hash, rules)?.unwrap_or(Rating::START);
        }
        let after = end.apply(before);
        for ((hash, _), r) in end.players.iter().zip(after) {
            c.execute(
                "INSERT INTO ratings (key_hash, rules, rating, deviation, volatility, games, updated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT(key_hash, rules) DO UPDATE SET rating = excluded.rating,
                     deviation = excluded.deviation, volatility = excluded.volatility,
                     games = excluded.games, updated = excluded.updated",
                params![hash, rules, r.rating, r.deviation, r.volatility, r.games, at],
            )?;
        }
        Ok(())
    }
}

impl Players for super::sqlite::SqliteStore {
    fn create_player(
        &self,
        hash: String,
        name: Option<String>,
        at: i64,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        let done = self.run(move |c| sqlite::create(c, &hash, name.as_deref(), at));
        Box::pin(async move {
            match done.await? {
                true => Ok(()),
                false => Err(StoreError::Stale(0)),
            }
        })
    }

    fn find_player(
        &self,
        hash: String,
        rename: Option<String>,
    ) -> BoxFuture<'_, Result<Option<PlayerRow>, StoreError>> {
        self.run(move |c| sqlite::find(c, &hash, rename.as_deref()))
    }

    fn leaderboard(
        &self,
        rules: Preset,
        you: Option<String>,
    ) -> BoxFuture<'_, Result<Board, StoreError>> {
        self.run(move |c| sqlite::board(c, rules, you.as_deref()))
    }
}

// ---- PostgreSQL ----

pub(crate) mod pg {
    use tokio_postgres::GenericClient;

    use super::*;
    use crate::store::postgres::failed;

    fn read(r: &tokio_postgres::Row, from: usize) -> Result<Rating, StoreError> {
        let games: i32 = r.try_get(from + 3).map_err(failed)?;
        Ok(Rating {
            rating: r.try_get(from).map_err(failed)?,
            deviation: r.try_get(from + 1).map_err(failed)?,
            volatility: r.try_get(from + 2).map_err(failed)?,
            games: u32::try_from(games).unwrap_or(0),
        })
    }

    pub async fn create(
        c: &impl GenericClient,
        hash: &str,
        name: Option<&str>,
        at: i64,
    ) -> Result<(), StoreError> {
        let n = c
            .execute(
                "INSERT INTO spite_players (key_hash, name, created) VALUES ($1, $2, $3)
                 ON CONFLICT (key_hash) DO NOTHING",
                &[&hash, &name, &at],
            )
            .await
            .map_err(failed)?;
        if n == 1 {
            Ok(())
        } else {
            Err(StoreError::Stale(0))
        }
    }

    pub async fn find(
        c: &impl GenericClient,
        hash: &str,
        rename: Option<&str>,
    ) -> Result<Option<PlayerRow>, StoreError> {
        // Renamed and read in one statement: a player made between a
        // separate rename and read (by another connection with the same
        // key) would be found without the new name.
        let row = match rename {
            Some(name) => {
                c.query_opt(
                    "UPDATE spite_players SET name = $2 WHERE key_hash = $1 RETURNING name",
                    &[&hash, &name],
                )
                .await
            }
            None => {
                c.query_opt(
                    "SELECT name FROM spite_players WHERE key_hash = $1",
                    &[&hash],
                )
                .await
            }
        };
        let Some(row) = row.map_err(failed)? else {
            return Ok(None);
        };
        let name: Option<String> = row.try_get(0).map_err(failed)?;
        let rows = c
            .query(
                "SELECT rules, rating, deviation, volatility, games FROM spite_ratings
                 WHERE key_hash = $1",
                &[&hash],
            )
            .await
            .map_err(failed)?;
        let mut ratings = Vec::new();
        for r in &rows {
            let rules: String = r.try_get(0).map_err(failed)?;
            if let Some(p) = preset(&rules) {
                ratings.push((p, read(r, 1)?));
            }
        }
        Ok(Some(PlayerRow { name, ratings }))
    }

    pub async fn board(
        c: &impl GenericClient,
        rules: Preset,
        you: Option<&str>,
    ) -> Result<Board, StoreError> {
        let limit = i64::from(BOARD_SIZE);
        let rows = c
            .query(
                "SELECT p.name, r.rating, r.deviation, r.volatility, r.games
                 FROM spite_ratings r JOIN spite_players p ON p.key_hash = r.key_hash
                 WHERE r.rules = $1 AND r.games > 0
                 ORDER BY r.rating DESC, r.key_hash LIMIT $2",
                &[&rules.as_str(), &limit],
            )
            .await
            .map_err(failed)?;
        let mut top = Vec::with_capacity(rows.len());
        for r in &rows {
            top.push((r.try_get(0).map_err(failed)?, read(r, 1)?));
        }
        let mut board = Board {
            top: ranked(top),
            you: None,
        };
        if let Some(you) = you
            && let Some(row) = c
                .query_opt(
                    "SELECT p.name, r.rating, r.deviation, r.volatility, r.games,
                        (SELECT count(*) FROM spite_ratings o WHERE o.rules = r.rules
                         AND o.games > 0 AND (o.rating > r.rating
                             OR (o.rating = r.rating AND o.key_hash < r.key_hash)))
                     FROM spite_ratings r JOIN spite_players p ON p.key_hash = r.key_hash
                     WHERE r.key_hash = $1 AND r.rules = $2 AND r.games > 0",
                    &[&you, &rules.as_str()],
                )
                .await
                .map_err(failed)?
        {
            let above: i64 = row.try_get(5).map_err(failed)?;
            let rank = u32::try_from(above + 1).unwrap_or(u32::MAX);
            board.you = Some(entry(rank, row.try_get(0).map_err(failed)?, read(&row, 1)?));
        }
        Ok(board)
    }

    /// Rates a match's end inside the room write's transaction: both rows
    /// made if new, then locked (in key order, so two ends never wait on
    /// each other), read, and written.
    pub async fn rate(c: &impl GenericClient, end: &RatedEnd, at: i64) -> Result<(), StoreError> {
        let rules = end.rules.as_str();
        let start = Rating::START;
        let mut keys: Vec<&str> = end.players.iter().map(|p| p.0.as_str()).collect();
        keys.sort_unstable();
        for hash in &keys {
            c.execute(
                "INSERT INTO spite_ratings (key_hash, rules, rating, deviation, volatility, games, updated)
                 VALUES ($1, $2, $3, $4, $5, 0, $6) ON CONFLICT (key_hash, rules) DO NOTHING",
                &[hash, &rules, &start.rating, &start.deviation, &start.volatility, &at],
            )
            .await
            .map_err(failed)?;
        }
        let mut before = [start; 2];
        for hash in &keys {
            let row = c
                .query_one(
                    "SELECT rating, deviation, volatility, games FROM spite_ratings
                     WHERE key_hash = $1 AND rules = $2 FOR UPDATE",
                    &[hash, &rules],
                )
                .await
                .map_err(failed)?;
            let r = read(&row, 0)?;
            for (k, (h, _)) in end.players.iter().enumerate() {
                if h == hash {
                    before[k] = r;
                }
            }
        }
        let after = end.apply(before);
        for ((hash, _), r) in end.players.iter().zip(after) {
            let games = i32::try_from(r.games).unwrap_or(i32::MAX);
            c.execute(
                "UPDATE spite_ratings SET rating = $3, deviation = $4, volatility = $5,
                     games = $6, updated = $7 WHERE key_hash = $1 AND rules = $2",
                &[
                    hash,
                    &rules,
                    &r.rating,
                    &r.deviation,
                    &r.volatility,
                    &games,
                    &at,
                ],
            )
            .await
            .map_err(failed)?;
        }
        Ok(())
    }
}

impl Players for super::postgres::PgStore {
    fn create_player(
        &self,
        hash: String,
        name: Option<String>,
        at: i64,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async move {
            let c = self.client().await?;
            pg::create(&**c, &hash, name.as_deref(), at).await
        })
    }

    fn find_player(
        &self,
        hash: String,
        rename: Option<String>,
    ) -> BoxFuture<'_, Result<Option<PlayerRow>, StoreError>> {
        Box::pin(async move {
            let c = self.client().await?;
            pg::find(&**c, &hash, rename.as_deref()).await
        })
    }

    fn leaderboard(
        &self,
        rules: Preset,
        you: Option<String>,
    ) -> BoxFuture<'_, Result<Board, StoreError>> {
        Box::pin(async move {
            let c = self.client().await?;
            pg::board(&**c, rules, you.as_deref()).await
        })
    }
}

// ---- Nowhere: a server that keeps nothing keeps its players in memory ----

/// Players of a server that keeps nothing, lost when it stops.
#[derive(Default)]
pub(crate) struct MemoryPlayers {
    players: StdMutex<HashMap<String, PlayerRow>>,
}

impl MemoryPlayers {
    /// Rates a match's end (the room is not written anywhere either).
    pub fn rate(&self, end: &RatedEnd) {
        let mut players = self.players.lock().unwrap();
        let rating_of = |p: &HashMap<String, PlayerRow>, hash: &str| {
            p.get(hash)
                .and_then(|row| row.ratings.iter().find(|r| r.0 == end.rules))
                .map_or(Rating::START, |r| r.1)
        };
        let before = [
            rating_of(&players, &end.players[0].0),
            rating_of(&players, &end.players[1].0),
        ];
        for ((hash, _), r) in end.players.iter().zip(end.apply(before)) {
            let row = players.entry(hash.clone()).or_insert(PlayerRow {
                name: None,
                ratings: Vec::new(),
            });
            row.ratings.retain(|x| x.0 != end.rules);
            row.ratings.push((end.rules, r));
        }
    }
}

impl Players for MemoryPlayers {
    fn create_player(
        &self,
        hash: String,
        name: Option<String>,
        _at: i64,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        let mut players = self.players.lock().unwrap();
        let fresh = !players.contains_key(&hash);
        if fresh {
            players.insert(
                hash,
                PlayerRow {
                    name,
                    ratings: Vec::new(),
                },
            );
        }
        Box::pin(async move {
            if fresh {
                Ok(())
            } else {
                Err(StoreError::Stale(0))
            }
        })
    }

    fn find_player(
        &self,
        hash: String,
        rename: Option<String>,
    ) -> BoxFuture<'_, Result<Option<PlayerRow>, StoreError>> {
        let mut players = self.players.lock().unwrap();
        let row = players.get_mut(&hash).map(|row| {
            if let Some(name) = rename {
                row.name = Some(name);
            }
            row.clone()
        });
        Box::pin(async move { Ok(row) })
    }

    fn leaderboard(
        &self,
        rules: Preset,
        you: Option<String>,
    ) -> BoxFuture<'_, Result<Board, StoreError>> {
        let players = self.players.lock().unwrap();
        let mut all: Vec<(&String, Option<String>, Rating)> = players
            .iter()
            .filter_map(|(hash, row)| {
                let r = row.ratings.iter().find(|r| r.0 == rules)?.1;
                (r.games > 0).then(|| (hash, row.name.clone(), r))
            })
            .collect();
        all.sort_by(|a, b| b.2.rating.total_cmp(&a.2.rating).then(a.0.cmp(b.0)));
        let you = you.and_then(|you| {
            let k = all.iter().position(|line| *line.0 == you)?;
            Some(entry(k as u32 + 1, all[k].1.clone(), all[k].2))
        });
        let top = ranked(
            all.into_iter()
                .take(BOARD_SIZE as usize)
                .map(|(_, name, r)| (name, r))
                .collect(),
        );
        Box::pin(async move { Ok(Board { top, you }) })
    }
}
