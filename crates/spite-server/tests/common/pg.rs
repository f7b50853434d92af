//! The tests' PostgreSQL (`SPITE_TEST_DATABASE_URL`, which `.ci/run` sets
//! with `.ci/postgres`): a schema of each test's own.

use std::str::FromStr;

use tokio_postgres::config::Host;

pub fn test_database() -> Option<tokio_postgres::Config> {
    let url = std::env::var("SPITE_TEST_DATABASE_URL").ok()?;
    if url.trim().is_empty() {
        return None;
    }
    Some(tokio_postgres::Config::from_str(&url).expect("SPITE_TEST_DATABASE_URL can be read"))
}

pub fn skipped() {
    println!("skipped: no PostgreSQL (set SPITE_TEST_DATABASE_URL; .ci/run does)");
}

/// A fresh schema in the test database (its name).
pub async fn fresh_schema(config: &tokio_postgres::Config) -> String {
    let (client, conn) = config.connect(tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(conn);
    let schema = format!("s_{:016x}", rand_suffix());
    client
        .batch_execute(&format!("CREATE SCHEMA {schema}"))
        .await
        .unwrap();
    schema
}

pub async fn drop_schema(config: &tokio_postgres::Config, schema: &str) {
    let (client, conn) = config.connect(tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(conn);
    // A server just shut down may still be ending a write (a seat's
    // leaving), which can deadlock with the drop: try again a few times.
    for attempt in 1.. {
        match client
            .batch_execute(&format!("DROP SCHEMA {schema} CASCADE"))
            .await
        {
            Ok(()) => return,
            Err(e) if attempt < 5 => {
                eprintln!("dropping {schema} (try {attempt}): {e}");
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            }
            Err(e) => panic!("{schema} could not be dropped: {e:?}"),
        }
    }
}

pub fn rand_suffix() -> u64 {
    let mut b = [0u8; 8];
    getrandom::fill(&mut b).unwrap();
    u64::from_le_bytes(b)
}

/// Key=value words for `host:port` (TCP) or the test database's own host,
/// in `schema`.
pub fn address(config: &tokio_postgres::Config, tcp: Option<u16>, schema: &str) -> String {
    let (host, port) = match tcp {
        Some(p) => ("127.0.0.1".to_string(), p),
        None => (
            match &config.get_hosts()[0] {
                Host::Tcp(h) => h.clone(),
                Host::Unix(p) => p.display().to_string(),
            },
            config.get_ports().first().copied().unwrap_or(5432),
        ),
    };
    format!(
        "host={host} port={port} user={} dbname={} options='-c search_path={schema}'",
        config.get_user().unwrap_or("postgres"),
        config.get_dbname().unwrap_or("postgres"),
    )
}
