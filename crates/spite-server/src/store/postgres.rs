//! Rooms in PostgreSQL: a pool of connections (deadpool-postgres over
//! tokio-postgres); every write is one statement, committed when it
//! returns.
//!
//! The schema is versioned in `spite_schema` and brought up to date at
//! start, under an advisory lock so instances starting together take turns.
//! A connection that broke (the database restarted) is dropped by the pool
//! and a new one made for the next request: the server reconnects by itself.

use std::str::FromStr;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use futures_util::future::BoxFuture;
use tokio_postgres::config::Host;
use tokio_postgres::{Config, NoTls};

use super::{DatabaseUrl, RoomRow, Store, StoreError};

/// The schema, one step per version; a step never changes once released.
pub(super) const MIGRATIONS: &[(i32, &str)] = &[
    (
        1,
        "CREATE TABLE spite_rooms (
             code text PRIMARY KEY,
             record text NOT NULL,
             created bigint NOT NULL,
             updated bigint NOT NULL,
             finished bigint,
             version bigint NOT NULL
         )",
    ),
    // What each write told the seats, for the instances whose connections
    // sit in the room (kept a few minutes).
    (
        2,
        "CREATE TABLE spite_told (
             code text NOT NULL,
             version bigint NOT NULL,
             at bigint NOT NULL,
             told text NOT NULL,
             PRIMARY KEY (code, version)
         );
         CREATE INDEX spite_told_at ON spite_told (at)",
    ),
    // Players (their keys' hashes and names) and their ratings.
    (3, super::players::PG_TABLES),
    // The quick-match pool every instance shares.
    (4, super::seeks::PG_TABLE),
    // Open rooms with a free person seat, listed by every instance.
    (
        5,
        "ALTER TABLE spite_rooms ADD COLUMN listed boolean NOT NULL DEFAULT false;
         CREATE INDEX spite_rooms_listed ON spite_rooms (created) WHERE listed",
    ),
];

/// The channel every write is announced on (`CODE VERSION`), at commit.
pub(crate) const CHANNEL: &str = "spite_rooms";

/// The advisory lock taken while the schema is brought up to date.
const MIGRATION_LOCK: i64 = 0x5350_4954_4531; // "SPITE1"

/// How long a request waits for a connection, or to make one.
const WAIT: Duration = Duration::from_secs(5);

/// Rooms in a PostgreSQL database.
pub(crate) struct PgStore {
    pool: Pool,
    described: String,
    config: Config,
    /// The database and schema (`spite.public`): in the key of every
    /// advisory lock, since those belong to the whole PostgreSQL server.
    namespace: String,
}

/// The address without its password.
pub(crate) fn describe(c: &Config) -> String {
    let host = match c.get_hosts().first() {
        Some(Host::Tcp(h)) => h.clone(),
        #[cfg(unix)]
        Some(Host::Unix(p)) => p.display().to_string(),
        None => "localhost".into(),
    };
    let port = c.get_ports().first().copied().unwrap_or(5432);
    format!(
        "postgres://{}@{host}:{port}/{}",
        c.get_user().unwrap_or("(user)"),
        c.get_dbname().unwrap_or("(database)")
    )
}

pub(crate) fn failed(e: impl std::error::Error + 'static) -> StoreError {
    // tokio-postgres says only "db error"; the server's message is in
    // its source.
    let db = (&e as &dyn std::error::Error)
        .downcast_ref::<tokio_postgres::Error>()
        .and_then(|e| e.as_db_error())
        .map(|d| format!(": {}", d.message()));
    StoreError::Failed(format!("{e}{}", db.unwrap_or_default()))
}

impl PgStore {
    /// Connects, brings the schema up to date, and keeps a pool.
    pub async fn connect(url: &DatabaseUrl) -> Result<PgStore, StoreError> {
        let config = Config::from_str(url.secret())
            .map_err(|e| StoreError::Failed(format!("the database address cannot be read: {e}")))?;
        PgStore::connect_config(config).await
    }

    /// Connects with a read configuration.
    pub async fn connect_config(mut config: Config) -> Result<PgStore, StoreError> {
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(WAIT);
        }
        if config.get_application_name().is_none() {
            config.application_name("spite-server");
        }
        let described = describe(&config);
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                // A broken connection is noticed when it is used and then
                // replaced: no round trip before every write.
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(16)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(WAIT))
            .create_timeout(Some(WAIT))
            .recycle_timeout(Some(WAIT))
            .build()
            .map_err(failed)?;
        let mut store = PgStore {
            pool,
            described,
            config,
            namespace: String::new(),
        };
        store.migrate().await?;
        store.namespace = store.read_namespace().await?;
        Ok(store)
    }

    /// The database and schema this store's connections use.
    pub(crate) fn namespace(&self) -> &str {
        &self.namespace
    }

    async fn read_namespace(&self) -> Result<String, StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        let row = client
            .query_one(
                "SELECT current_database()::text || '.' || coalesce(current_schema()::text, '')",
                &[],
            )
            .await
            .map_err(failed)?;
        row.try_get(0).map_err(failed)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get().await.map_err(failed)?;
        let tx = client.transaction().await.map_err(failed)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await
            .map_err(failed)?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS spite_schema (
                 version integer PRIMARY KEY,
                 applied timestamptz NOT NULL DEFAULT now()
             )",
        )
        .await
        .map_err(failed)?;
        let have: i32 = tx
            .query_one("SELECT coalesce(max(version), 0) FROM spite_schema", &[])
            .await
            .map_err(failed)?
            .get(0);
        let newest = MIGRATIONS.last().map_or(0, |m| m.0);
        if have > newest {
            return Err(StoreError::Failed(format!(
                "the database's schema is version {have}, newer than this server's {newest}: \
                 run a newer spite-server"
            )));
        }
        for (version, sql) in MIGRATIONS.iter().filter(|m| m.0 > have) {
            tx.batch_execute(sql).await.map_err(failed)?;
            tx.execute("INSERT INTO spite_schema (version) VALUES ($1)", &[version])
                .await
                .map_err(failed)?;
            tracing::info!(version, "database schema brought up to date");
        }
        tx.commit().await.map_err(failed)
    }

    /// A connection of the pool.
    pub(crate) async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool.get().await.map_err(failed)
    }

    async fn load_rows(&self) -> Result<Vec<RoomRow>, StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        let rows = client
            .query(
                "SELECT code, record, created, updated, finished, version, listed FROM spite_rooms",
                &[],
            )
            .await
            .map_err(failed)?;
        rows.iter().map(read_row).collect()
    }

    async fn save_row(&self, r: RoomRow, told: String) -> Result<(), StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        save_with(&client, &r, &told).await
    }

    /// A room's write with its rated match's ratings, in one transaction.
    async fn save_rated(
        &self,
        r: RoomRow,
        told: String,
        rated: crate::rating::RatedEnd,
    ) -> Result<(), StoreError> {
        let mut client = self.pool.get().await.map_err(failed)?;
        let tx = client.transaction().await.map_err(failed)?;
        save_with(&tx, &r, &told).await?;
        super::players::pg::rate(&*tx, &rated, r.updated).await?;
        tx.commit().await.map_err(failed)
    }

    async fn load_row(&self, code: String) -> Result<Option<RoomRow>, StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        let stmt = client
            .prepare_cached(
                "SELECT code, record, created, updated, finished, version, listed FROM spite_rooms
                 WHERE code = $1",
            )
            .await
            .map_err(failed)?;
        let rows = client.query(&stmt, &[&code]).await.map_err(failed)?;
        rows.first().map(read_row).transpose()
    }

    async fn listed_rows(&self, limit: i64) -> Result<Option<Vec<RoomRow>>, StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        let stmt = client
            .prepare_cached(
                "SELECT code, record, created, updated, finished, version, listed FROM spite_rooms
                 WHERE listed ORDER BY created LIMIT $1",
            )
            .await
            .map_err(failed)?;
        let rows = client.query(&stmt, &[&limit]).await.map_err(failed)?;
        rows.iter()
            .map(read_row)
            .collect::<Result<_, _>>()
            .map(Some)
    }

    async fn told_rows(
        &self,
        code: String,
        from: i64,
        to: i64,
    ) -> Result<Vec<(i64, String)>, StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        let stmt = client
            .prepare_cached(
                "SELECT version, told FROM spite_told
                 WHERE code = $1 AND version > $2 AND version <= $3 ORDER BY version",
            )
            .await
            .map_err(failed)?;
        let rows = client
            .query(&stmt, &[&code, &from, &to])
            .await
            .map_err(failed)?;
        rows.iter()
            .map(|r| Ok((r.try_get(0).map_err(failed)?, r.try_get(1).map_err(failed)?)))
            .collect()
    }

    async fn prune(&self, before: i64) -> Result<(), StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        client
            .execute("DELETE FROM spite_told WHERE at < $1", &[&before])
            .await
            .map_err(failed)?;
        Ok(())
    }

    async fn delete_row(&self, code: String) -> Result<(), StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        client
            .execute(
                "WITH t AS (DELETE FROM spite_told WHERE code = $1)
                 DELETE FROM spite_rooms WHERE code = $1",
                &[&code],
            )
            .await
            .map_err(failed)?;
        Ok(())
    }

    async fn ping_db(&self) -> Result<(), StoreError> {
        let client = self.pool.get().await.map_err(failed)?;
        client.simple_query("SELECT 1").await.map_err(failed)?;
        Ok(())
    }
}

/// Writes a room at its version on `c` (a connection or a transaction).
pub(crate) async fn save_with(
    c: &impl deadpool_postgres::GenericClient,
    r: &RoomRow,
    told: &String,
) -> Result<(), StoreError> {
    // A new room (version 1) is inserted if its code is free; a room
    // is changed only from the version before. Either changes nothing
    // (0 rows) otherwise. Under READ COMMITTED a second writer of the
    // same version waits for the first's row lock, then sees the new
    // version and changes nothing: exactly one of them writes. The
    // same statement keeps what the write told and announces it; the
    // announcement goes out at commit, and only if a row was written.
    // $3 is when (kept with what was told), $6 what was told.
    let (write, created_or_version): (&str, &i64) = if r.version == 1 {
        (
            "INSERT INTO spite_rooms (code, record, updated, finished, created, version, listed)
                 VALUES ($1, $2, $3, $4, $5, 1, $7) ON CONFLICT (code) DO NOTHING
                 RETURNING code, version",
            &r.created,
        )
    } else {
        (
            "UPDATE spite_rooms SET record = $2, updated = $3, finished = $4, version = $5::bigint,
                     listed = $7
                 WHERE code = $1 AND version = $5::bigint - 1 RETURNING code, version",
            &r.version,
        )
    };
    let sql = format!(
        "WITH w AS ({write}),
                  t AS (INSERT INTO spite_told (code, version, at, told)
                        SELECT code, version, $3, $6 FROM w WHERE $6 <> ''),
                  n AS (SELECT pg_notify('{CHANNEL}', code || ' ' || version) FROM w)
             SELECT count(*) FROM n"
    );
    let stmt = c.prepare_cached(&sql).await.map_err(failed)?;
    let row = c
        .query_one(
            &stmt,
            &[
                &r.code,
                &r.record,
                &r.updated,
                &r.finished,
                created_or_version,
                &told,
                &r.listed,
            ],
        )
        .await
        .map_err(failed)?;
    let changed: i64 = row.try_get(0).map_err(failed)?;
    if changed == 1 {
        Ok(())
    } else {
        Err(StoreError::Stale(r.version))
    }
}

fn read_row(r: &tokio_postgres::Row) -> Result<RoomRow, StoreError> {
    Ok(RoomRow {
        code: r.try_get(0).map_err(failed)?,
        record: r.try_get(1).map_err(failed)?,
        created: r.try_get(2).map_err(failed)?,
        updated: r.try_get(3).map_err(failed)?,
        finished: r.try_get(4).map_err(failed)?,
        version: r.try_get(5).map_err(failed)?,
        listed: r.try_get(6).map_err(failed)?,
    })
}

impl Store for PgStore {
    fn describe(&self) -> String {
        self.described.clone()
    }

    fn kind(&self) -> &'static str {
        "postgres"
    }

    fn load(&self) -> BoxFuture<'_, Result<Vec<RoomRow>, StoreError>> {
        Box::pin(self.load_rows())
    }

    fn write(&self, row: RoomRow, told: String) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.save_row(row, told))
    }

    fn write_rated(
        &self,
        row: RoomRow,
        told: String,
        rated: crate::rating::RatedEnd,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.save_rated(row, told, rated))
    }

    fn load_one(&self, code: String) -> BoxFuture<'_, Result<Option<RoomRow>, StoreError>> {
        Box::pin(self.load_row(code))
    }

    fn told_since(
        &self,
        code: String,
        from: i64,
        to: i64,
    ) -> BoxFuture<'_, Result<Vec<(i64, String)>, StoreError>> {
        Box::pin(self.told_rows(code, from, to))
    }

    fn prune_told(&self, before: i64) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.prune(before))
    }

    fn notify(
        &self,
        channel: &'static str,
        payload: String,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(failed)?;
            client
                .execute("SELECT pg_notify($1, $2)", &[&channel, &payload])
                .await
                .map_err(failed)?;
            Ok(())
        })
    }

    fn listed(&self, limit: i64) -> BoxFuture<'_, Result<Option<Vec<RoomRow>>, StoreError>> {
        Box::pin(self.listed_rows(limit))
    }

    fn cluster_config(&self) -> Option<Config> {
        Some(self.config.clone())
    }

    fn as_postgres(&self) -> Option<&PgStore> {
        Some(self)
    }

    fn delete(&self, code: String) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.delete_row(code))
    }

    fn ping(&self) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(self.ping_db())
    }
}
