//! The storage tests, run against every store: SQLite always, PostgreSQL
//! when `SPITE_TEST_DATABASE_URL` names one (`.ci/run` starts one with
//! `.ci/postgres`); without it the PostgreSQL half is skipped with a notice.
//! Each PostgreSQL test works in a schema of its own, dropped at its end.

use std::str::FromStr;
use std::sync::Arc;

use super::postgres::PgStore;
use super::sqlite::SqliteStore;
use super::{DatabaseUrl, RoomRow, SharedStore, StoreError};

/// The test database's address, if any.
pub(crate) fn test_database() -> Option<String> {
    std::env::var("SPITE_TEST_DATABASE_URL")
        .ok()
        .filter(|u| !u.trim().is_empty())
}

/// A store under test and what to clean up after it.
struct Under {
    name: &'static str,
    store: SharedStore,
    _dir: Option<tempfile::TempDir>,
    schema: Option<(tokio_postgres::Config, String)>,
}

impl Under {
    async fn done(self) {
        drop(self.store);
        if let Some((config, schema)) = self.schema {
            let client = admin(&config).await;
            client
                .batch_execute(&format!("DROP SCHEMA {schema} CASCADE"))
                .await
                .expect("the test schema is dropped");
        }
    }
}

async fn admin(config: &tokio_postgres::Config) -> tokio_postgres::Client {
    let (client, conn) = config
        .connect(tokio_postgres::NoTls)
        .await
        .expect("the test database answers (SPITE_TEST_DATABASE_URL)");
    tokio::spawn(conn);
    client
}

/// A PostgreSQL store in a fresh schema of the test database.
async fn postgres_store(url: &str) -> Under {
    let mut config =
        tokio_postgres::Config::from_str(url).expect("SPITE_TEST_DATABASE_URL can be read");
    let schema = format!("t_{:016x}", crate::code::random_seed());
    admin(&config)
        .await
        .batch_execute(&format!("CREATE SCHEMA {schema}"))
        .await
        .expect("a test schema");
    let admin_config = config.clone();
    config.options(format!("-c search_path={schema}"));
    let store = PgStore::connect_config(config)
        .await
        .expect("the test database opens");
    Under {
        name: "postgres",
        store: Arc::new(store),
        _dir: None,
        schema: Some((admin_config, schema)),
    }
}

/// Every store to test: SQLite, and PostgreSQL when there is one.
async fn stores() -> Vec<Under> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sqlite = SqliteStore::open(dir.path()).expect("SQLite opens");
    let mut all = vec![Under {
        name: "sqlite",
        store: Arc::new(sqlite),
        _dir: Some(dir),
        schema: None,
    }];
    match test_database() {
        Some(url) => all.push(postgres_store(&url).await),
        None => println!(
            "skipped: the PostgreSQL half of this test (set SPITE_TEST_DATABASE_URL; .ci/run does)"
        ),
    }
    all
}

fn row(code: &str, version: i64, record: &str) -> RoomRow {
    RoomRow {
        code: code.into(),
        record: record.into(),
        created: 1_700_000_000_000,
        updated: 1_700_000_000_000 + version,
        finished: None,
        version,
        listed: false,
    }
}

fn sorted(mut rows: Vec<RoomRow>) -> Vec<RoomRow> {
    rows.sort_by(|a, b| a.code.cmp(&b.code));
    rows
}

#[tokio::test]
async fn a_room_written_is_read_back_at_its_latest_version() {
    for u in stores().await {
        let s = &u.store;
        assert_eq!(s.load().await, Ok(vec![]), "{}", u.name);
        s.save(row("ABCD", 1, r#"{"a":1}"#)).await.unwrap();
        s.save(row("EFGH", 1, r#"{"e":1}"#)).await.unwrap();
        let mut second = row("ABCD", 2, r#"{"a":2}"#);
        second.finished = Some(1_700_000_000_999);
        s.save(second.clone()).await.unwrap();
        assert_eq!(
            sorted(s.load().await.unwrap()),
            vec![second, row("EFGH", 1, r#"{"e":1}"#)],
            "{}",
            u.name
        );
        u.done().await;
    }
}

#[tokio::test]
async fn a_write_not_from_the_version_before_is_refused_and_changes_nothing() {
    for u in stores().await {
        let s = &u.store;
        s.save(row("ABCD", 1, "one")).await.unwrap();
        s.save(row("ABCD", 2, "two")).await.unwrap();
        // A writer that missed version 2, one that skips a version, and a
        // new room whose code is taken.
        for stale in [
            row("ABCD", 2, "x"),
            row("ABCD", 4, "x"),
            row("ABCD", 1, "x"),
        ] {
            let v = stale.version;
            assert_eq!(s.save(stale).await, Err(StoreError::Stale(v)), "{}", u.name);
        }
        // A room that is not stored is not brought back by a later write.
        assert_eq!(
            s.save(row("WXYZ", 7, "x")).await,
            Err(StoreError::Stale(7)),
            "{}",
            u.name
        );
        assert_eq!(
            s.load().await,
            Ok(vec![row("ABCD", 2, "two")]),
            "{}",
            u.name
        );
        u.done().await;
    }
}

#[tokio::test]
async fn two_writers_of_the_same_version_exactly_one_writes() {
    for u in stores().await {
        let s = &u.store;
        for v in 1..=4 {
            s.save(row("ABCD", v, "before")).await.unwrap();
        }
        // Both read version 4 and write version 5 at the same moment.
        let (a, b) = tokio::join!(
            s.save(row("ABCD", 5, "writer a")),
            s.save(row("ABCD", 5, "writer b"))
        );
        let winner = match (&a, &b) {
            (Ok(()), Err(StoreError::Stale(5))) => "writer a",
            (Err(StoreError::Stale(5)), Ok(())) => "writer b",
            _ => panic!("{}: exactly one writes: {a:?} {b:?}", u.name),
        };
        assert_eq!(
            s.load().await,
            Ok(vec![row("ABCD", 5, winner)]),
            "{}",
            u.name
        );
        u.done().await;
    }
}

#[tokio::test]
async fn a_deleted_room_is_gone_and_stays_gone() {
    for u in stores().await {
        let s = &u.store;
        s.save(row("ABCD", 1, "a")).await.unwrap();
        s.save(row("EFGH", 1, "e")).await.unwrap();
        s.delete("ABCD".into()).await.unwrap();
        assert_eq!(
            s.save(row("ABCD", 2, "late")).await,
            Err(StoreError::Stale(2)),
            "{}",
            u.name
        );
        assert_eq!(s.load().await, Ok(vec![row("EFGH", 1, "e")]), "{}", u.name);
        assert_eq!(s.ping().await, Ok(()), "{}", u.name);
        u.done().await;
    }
}

#[test]
fn a_database_address_shows_no_password() {
    for secret in [
        "postgres://spite:Hunter2Secret@db.example:5433/games",
        "host=db.example port=5433 user=spite password=Hunter2Secret dbname=games",
        "postgres://spite:Hunter2Secret@db.example:5433/games?sslmode=nonsense",
    ] {
        let url = DatabaseUrl::from_str(secret).unwrap();
        for shown in [url.redacted(), format!("{url}"), format!("{url:?}")] {
            assert!(!shown.contains("Hunter2"), "{shown}");
        }
    }
    let url = DatabaseUrl::from_str("postgres://spite:pw@db.example:5433/games").unwrap();
    assert_eq!(url.redacted(), "postgres://spite@db.example:5433/games");
}

#[tokio::test]
async fn a_database_that_does_not_answer_is_an_error_without_the_password() {
    // Port 1 on loopback: nothing listens there.
    let url = DatabaseUrl::from_str("postgres://spite:Hunter2Secret@127.0.0.1:1/games").unwrap();
    let Err(e) = PgStore::connect(&url).await else {
        panic!("nothing listens on port 1");
    };
    let shown = e.to_string();
    assert!(shown.contains("failed"), "{shown}");
    assert!(!shown.contains("Hunter2"), "{shown}");
}

#[tokio::test]
async fn the_postgres_schema_is_applied_once_and_a_newer_one_is_refused() {
    let Some(url) = test_database() else {
        println!("skipped: no PostgreSQL (set SPITE_TEST_DATABASE_URL; .ci/run does)");
        return;
    };
    let u = postgres_store(&url).await;
    u.store.save(row("ABCD", 1, "kept")).await.unwrap();
    let (admin_config, schema) = u.schema.clone().expect("a PostgreSQL store has a schema");
    let mut config = admin_config.clone();
    config.options(format!("-c search_path={schema}"));
    // Opening again applies nothing twice and keeps the rooms.
    let again = PgStore::connect_config(config.clone()).await.unwrap();
    assert_eq!(
        super::Store::load(&again).await,
        Ok(vec![row("ABCD", 1, "kept")])
    );
    let client = admin(&admin_config).await;
    let versions: Vec<i32> = client
        .query(
            &*format!("SELECT version FROM {schema}.spite_schema ORDER BY 1"),
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    let known: Vec<i32> = super::postgres::MIGRATIONS.iter().map(|m| m.0).collect();
    assert_eq!(versions, known);
    // A database written by a newer server is not touched.
    client
        .batch_execute(&format!(
            "INSERT INTO {schema}.spite_schema (version) VALUES (99)"
        ))
        .await
        .unwrap();
    let Err(e) = PgStore::connect_config(config).await else {
        panic!("a newer schema is refused");
    };
    assert!(e.to_string().contains("version 99"), "{e}");
    drop(again);
    u.done().await;
}
