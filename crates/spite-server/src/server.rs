//! The server: HTTP (`/health`, `/metrics`), WebSocket (`/ws`),
//! connections, limits, the rooms and their cleanup.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use spite_ai::Level;
use spite_core::Seat;
use spite_table::TableSave;
use tokio::sync::{Mutex, mpsc, oneshot};
use tokio::task::JoinHandle;

use crate::cluster::Cluster;
use crate::code;
use crate::metrics::{Gauges, Metrics};
use crate::protocol::{
    ClientMessage, ErrorCode, MAX_FRAME, SeatSpec, ServerMessage, parse_client_frame,
};
use crate::room::{self, CloseWhy, Conn, Kill, Refused, Room, RoomCell};
use crate::store::postgres::PgStore;
use crate::store::sqlite::SqliteStore;
use crate::store::{DatabaseUrl, SharedStore, StoreError};

/// How the server runs. [`Config::default`] is a sensible LAN server.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (`127.0.0.1:7878`; `0.0.0.0:7878` for a LAN).
    pub addr: SocketAddr,
    /// Where the database lives (`spite.db` inside); `None` keeps nothing
    /// (rooms are lost when the server stops). Not used when `database`
    /// is set.
    pub data: Option<PathBuf>,
    /// A PostgreSQL database to keep the rooms in, instead of the SQLite
    /// file in `data`.
    pub database: Option<DatabaseUrl>,
    /// This instance's name in `/metrics` and `/health`; `None`: the
    /// host's name, the process id and a random part.
    pub instance: Option<String>,
    /// Most rooms held at once.
    pub max_rooms: usize,
    /// Most WebSocket connections at once.
    pub max_connections: usize,
    /// Messages per second a connection may send, on average.
    pub rate_per_sec: f64,
    /// Messages a connection may send in a burst.
    pub rate_burst: f64,
    /// A connection that sends nothing (not even the pong to the server's
    /// ping) for this long is closed.
    pub idle_timeout: Duration,
    /// Wrong codes or tokens a connection may try before it is closed.
    pub max_wrong_codes: u32,
    /// Messages queued for a connection that does not read before it is
    /// closed.
    pub outgoing_queue: usize,
    /// How long a finished room is kept for a final look.
    pub keep_finished: Duration,
    /// How long a room nobody plays in is kept.
    pub keep_idle: Duration,
    /// How often old rooms are cleaned up.
    pub cleanup_every: Duration,
    /// The computer's level when it plays for an absent person.
    pub takeover_level: Level,
    /// Browser origins allowed to connect (the `Origin` header); empty:
    /// any. Clients that send no `Origin` (not browsers) are always allowed.
    pub allowed_origins: Vec<String>,
    /// The browser client's built files (`web/dist`), served at `/`;
    /// `None` serves none. A page says how to build it when it is missing.
    pub web: Option<PathBuf>,
    /// Deals every new room from this seed instead of a random one, so a
    /// room plays the same each time (recorded transcripts, tests); `None`
    /// (the default) for real play, where the seed is secret until the
    /// match ends.
    pub deal_seed: Option<u64>,
    /// Quick match, identities and ratings.
    pub matchmaking: crate::player::Matchmaking,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            addr: SocketAddr::from(([127, 0, 0, 1], 7878)),
            data: Some(PathBuf::from("spite-data")),
            database: None,
            instance: None,
            max_rooms: 20_000,
            max_connections: 20_000,
            rate_per_sec: 20.0,
            rate_burst: 40.0,
            idle_timeout: Duration::from_secs(120),
            max_wrong_codes: 5,
            outgoing_queue: 256,
            keep_finished: Duration::from_secs(3600),
            keep_idle: Duration::from_secs(7 * 24 * 3600),
            cleanup_every: Duration::from_secs(60),
            takeover_level: Level::Medium,
            allowed_origins: Vec::new(),
            web: Some(default_web_dir()),
            deal_seed: None,
            matchmaking: crate::player::Matchmaking::default(),
        }
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {error}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why.
        error: std::io::Error,
    },
    /// The database could not be opened.
    #[error("cannot open the database in {dir}: {error}")]
    Db {
        /// The data directory.
        dir: PathBuf,
        /// Why.
        error: rusqlite::Error,
    },
    /// The PostgreSQL database could not be opened.
    #[error("cannot open the database {place}: {error}")]
    Database {
        /// The database's address, without its password.
        place: String,
        /// Why.
        error: StoreError,
    },
    /// Serving failed.
    #[error("serving failed: {0}")]
    Io(#[from] std::io::Error),
}

impl ServerError {
    /// Why the server could not start, in the player's words (`words`'s
    /// language); the system's own text follows a system error's words.
    pub fn words<C: spite_table::CardText>(&self, words: &spite_i18n::Fluent<C>) -> String {
        match self {
            ServerError::Bind { addr, error } => words.tr(
                "ui-online-cannot-listen",
                &[
                    ("addr", addr.to_string().into()),
                    ("reason", words.io_reason(error).into()),
                ],
            ),
            ServerError::Db { dir, error } => words.tr(
                "ui-online-no-database",
                &[
                    ("dir", dir.display().to_string().into()),
                    ("reason", words.reason_words(&error.to_string()).into()),
                ],
            ),
            ServerError::Database { place, error } => words.tr(
                "ui-online-no-database",
                &[
                    ("dir", place.clone().into()),
                    ("reason", words.reason_words(&error.to_string()).into()),
                ],
            ),
            ServerError::Io(error) => words.io_reason(error),
        }
    }
}

/// What every connection and room shares.
pub(crate) struct Shared {
    pub config: Config,
    /// Where rooms are kept; `None`: nowhere.
    pub store: Option<SharedStore>,
    pub rooms: StdMutex<HashMap<String, Arc<RoomCell>>>,
    pub connections: AtomicUsize,
    next_conn: AtomicU64,
    pub metrics: Metrics,
    /// Hints worked out at once (see `hint::hint_permits`).
    pub hints: tokio::sync::Semaphore,
    /// The other instances on the same PostgreSQL database (`None`: this
    /// instance is alone, on SQLite or nothing).
    pub cluster: Option<Arc<Cluster>>,
    /// Players, ratings and the quick-match pool.
    pub play: crate::player::PlayState,
    /// Game reviews running and their limits.
    pub reviews: crate::review::Reviews,
}

/// Counts, as `/health` shows them.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Stats {
    /// Rooms held.
    pub rooms: usize,
    /// WebSocket connections open.
    pub connections: usize,
    /// Room writes to the database since the start.
    pub db_writes: u64,
    /// Their mean time from queueing to commit, in microseconds.
    pub db_mean_us: f64,
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<Result<(), std::io::Error>>,
    cleanup: JoinHandle<()>,
    cluster: JoinHandle<()>,
}

impl Server {
    /// Opens the database, loads its rooms and starts serving (on the
    /// current tokio runtime).
    pub async fn start(config: Config) -> Result<Server, ServerError> {
        let store = open_store(&config).await?;
        let rows = match &store {
            Some(s) => s.load().await.map_err(|error| ServerError::Database {
                place: s.describe(),
                error,
            })?,
            None => Vec::new(),
        };
        let listener = tokio::net::TcpListener::bind(config.addr)
            .await
            .map_err(|error| ServerError::Bind {
                addr: config.addr,
                error,
            })?;
        let addr = listener.local_addr()?;
        let instance = config
            .instance
            .clone()
            .unwrap_or_else(crate::metrics::instance_name);
        let cluster = store.as_ref().and_then(|s| {
            let namespace = s.as_postgres()?.namespace().to_string();
            let config = s.cluster_config()?;
            Some(Arc::new(Cluster::new(instance.clone(), config, namespace)))
        });
        let play = crate::player::PlayState::new(store.as_ref(), cluster.is_some());
        let shared = Arc::new(Shared {
            config,
            play,
            store,
            rooms: StdMutex::new(HashMap::new()),
            connections: AtomicUsize::new(0),
            next_conn: AtomicU64::new(1),
            metrics: Metrics::new(instance),
            hints: crate::hint::hint_permits(),
            cluster,
            reviews: crate::review::Reviews::new(),
        });
        let mut loaded = 0;
        for row in &rows {
            match Room::load(row) {
                Ok(mut room) => {
                    if shared.cluster.is_none() {
                        // Alone: whoever was connected before the restart
                        // is away from now.
                        let at = room::now();
                        for slot in &mut room.slots {
                            slot.present_on = None;
                            if slot.spec == SeatSpec::Person && slot.token_hash.is_some() {
                                slot.away_since = Some(at);
                            }
                        }
                    }
                    let cell = Arc::new(Mutex::new(room));
                    shared
                        .rooms
                        .lock()
                        .unwrap()
                        .insert(row.code.clone(), cell.clone());
                    let mut room = cell.lock().await;
                    room::drive(&shared, &cell, &mut room);
                    loaded += 1;
                }
                Err(e) => {
                    tracing::error!(room = %row.code, error = %e, "a stored room cannot be loaded")
                }
            }
        }
        let storage = shared
            .store
            .as_ref()
            .map_or("none (rooms are not kept)".to_string(), |s| s.describe());
        tracing::info!(%addr, rooms = loaded, %storage, instance = %shared.metrics.instance, "serving");
        let app = Router::new()
            .route("/health", get(health))
            .route("/metrics", get(metrics))
            .route("/leaderboard", get(crate::rating::leaderboard_http))
            .route("/rooms", get(crate::lobby::http_rooms))
            .route("/ws", get(ws_upgrade))
            .fallback_service(web_files(shared.config.web.clone()))
            .with_state(shared.clone());
        let (stop, stopped) = oneshot::channel::<()>();
        // Small frames go out at once: without TCP_NODELAY a frame written
        // while the last one is not yet acknowledged waits for the
        // client's delayed ACK (40 ms on Linux, up to 200 ms elsewhere),
        // a tail on `moved` that a busy room meets often.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            if let Err(e) = tcp.set_nodelay(true) {
                tracing::debug!(error = %e, "cannot set TCP_NODELAY");
            }
        });
        let task = tokio::spawn(async move {
            axum::serve(
                listener,
                app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .with_graceful_shutdown(async {
                let _ = stopped.await;
            })
            .await
        });
        let cleanup = tokio::spawn(cleanup(shared.clone()));
        let cluster = tokio::spawn(crate::cluster::run(shared.clone()));
        Ok(Server {
            addr,
            shared,
            stop: Some(stop),
            task,
            cleanup,
            cluster,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The WebSocket URL: `ws://ADDR/ws`.
    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// Rooms and connections now.
    pub fn stats(&self) -> Stats {
        stats(&self.shared)
    }

    /// For tests and administration, in the server's own process only:
    /// a room's full table (every card). Nothing sends this over the
    /// network.
    pub async fn inspect(&self, code: &str) -> Option<TableSave> {
        let cell = self.shared.rooms.lock().unwrap().get(code).cloned()?;
        Some(cell.lock().await.table.save())
    }

    /// For tests and administration, in the server's own process only:
    /// every move of a room's match, game by game (the current game last).
    pub async fn moves(&self, code: &str) -> Option<Vec<Vec<spite_core::Move>>> {
        let cell = self.shared.rooms.lock().unwrap().get(code).cloned()?;
        Some(cell.lock().await.all_moves())
    }

    /// Players seeking a match on this instance now.
    pub fn seekers(&self) -> usize {
        self.shared.play.pool.len()
    }

    /// For tests and administration: one round of the quick-match pool
    /// now (offers, pairs), as its clock stands; the pairs formed. The
    /// pool also runs by itself, at each seek and every 100 ms.
    pub async fn match_now(&self) -> usize {
        crate::seek::round(&self.shared).await
    }

    /// Whether its database answers, as `/health` reports it (always,
    /// with none), for a host that embeds the server. SQLite answers in
    /// turn, so an answer also means every write asked before it is done.
    pub async fn database_up(&self) -> bool {
        database_up(&self.shared).await
    }

    /// Stops taking connections and waits for the open ones to end.
    pub async fn shutdown(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        self.cleanup.abort();
        self.cluster.abort();
        // Close every connection so the graceful shutdown ends.
        let cells: Vec<_> = self
            .shared
            .rooms
            .lock()
            .unwrap()
            .values()
            .cloned()
            .collect();
        for cell in cells {
            cell.lock().await.close(CloseWhy::GoingAway);
        }
        let _ = tokio::time::timeout(Duration::from_secs(5), &mut self.task).await;
        // Their database connections close with them.
        let _ = (&mut self.cleanup).await;
        let _ = (&mut self.cluster).await;
    }

    /// Serves until the task ends (for a binary: run this, or
    /// [`crate::serve`] which also stops on Ctrl-C).
    pub async fn wait(self) -> Result<(), ServerError> {
        match self.task.await {
            Ok(r) => r.map_err(ServerError::Io),
            Err(e) => Err(ServerError::Io(std::io::Error::other(e))),
        }
    }
}

/// Opens the configured store: PostgreSQL if a database is named, else
/// SQLite in the data directory, else none.
async fn open_store(config: &Config) -> Result<Option<SharedStore>, ServerError> {
    if let Some(url) = &config.database {
        let store = PgStore::connect(url)
            .await
            .map_err(|error| ServerError::Database {
                place: url.redacted(),
                error,
            })?;
        let store: SharedStore = Arc::new(store);
        return Ok(Some(store));
    }
    match &config.data {
        Some(dir) => {
            let store = SqliteStore::open(dir).map_err(|error| ServerError::Db {
                dir: dir.clone(),
                error,
            })?;
            let store: SharedStore = Arc::new(store);
            Ok(Some(store))
        }
        None => Ok(None),
    }
}

fn stats(shared: &Shared) -> Stats {
    let writes = &shared.metrics.db_write;
    Stats {
        rooms: shared.rooms.lock().unwrap().len(),
        connections: shared.connections.load(Ordering::Relaxed),
        db_writes: writes.count(),
        db_mean_us: writes.sum_secs() * 1e6 / writes.count().max(1) as f64,
    }
}

/// Whether the database answers within two seconds (no database: yes).
async fn database_up(shared: &Shared) -> bool {
    match &shared.store {
        None => true,
        Some(s) => matches!(
            tokio::time::timeout(Duration::from_secs(2), s.ping()).await,
            Ok(Ok(()))
        ),
    }
}

/// 200 when this instance can serve (its database answers), 503 when not:
/// what a load balancer's health check asks.
async fn health(State(shared): State<Arc<Shared>>) -> Response {
    let up = database_up(&shared).await;
    let s = stats(&shared);
    let status = if up {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let database = match (&shared.store, up) {
        (None, _) => "none",
        (Some(_), true) => "up",
        (Some(_), false) => "down",
    };
    let body = serde_json::json!({
        "ok": up,
        "version": env!("CARGO_PKG_VERSION"),
        "protocol": crate::protocol::PROTOCOL_VERSION,
        "instance": shared.metrics.instance,
        "database": database,
        "rooms": s.rooms,
        "connections": s.connections,
        "db_writes": s.db_writes,
        "db_mean_us": (s.db_mean_us * 10.0).round() / 10.0,
    });
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// The counters in Prometheus' text format.
async fn metrics(State(shared): State<Arc<Shared>>) -> Response {
    let up = database_up(&shared).await;
    let s = stats(&shared);
    let text = shared.metrics.render(&Gauges {
        rooms: s.rooms,
        connections: s.connections,
        store: shared.store.as_ref().map_or("none", |s| s.kind()),
        database_up: up,
        driven: match &shared.cluster {
            Some(c) => c.driven(),
            None => s.rooms,
        },
    });
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        text,
    )
        .into_response()
}

/// Where the browser client is looked for by default: `$SPITE_WEB`, else
/// `web/dist` under the current directory, else the repository's own
/// `web/dist` (for a server run from a checkout).
pub fn default_web_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("SPITE_WEB") {
        return PathBuf::from(dir);
    }
    let here = PathBuf::from("web/dist");
    if here.join("index.html").is_file() {
        return here;
    }
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist"))
}

/// The browser client's files, or a page that says how to build them.
fn web_files(dir: Option<PathBuf>) -> axum::routing::MethodRouter {
    let missing = dir.clone();
    let not_built = get(move || async move {
        let built = missing
            .as_ref()
            .is_some_and(|d| d.join("index.html").is_file());
        if built {
            return (StatusCode::NOT_FOUND, "not found").into_response();
        }
        let place = missing.map_or("(none configured)".to_string(), |d| d.display().to_string());
        (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            format!(
                "<!doctype html><html lang=en><meta charset=utf-8><title>Spite &amp; Malice</title>\
                 <h1>The browser client is not built</h1>\
                 <p>The server is running (WebSocket at <code>/ws</code>), but it found no \
                 <code>index.html</code> in <code>{}</code>. Build the client once:</p>\
                 <pre>cd web\nnpm ci\nnpm run build</pre><p>then reload this page.</p></html>",
                html_escape(&place)
            ),
        )
            .into_response()
    });
    match dir {
        Some(d) => axum::routing::get_service(
            // `npm run build` writes each file's .br and .gz beside it:
            // sent to browsers that take them, with no work per request.
            tower_http::services::ServeDir::new(d)
                .precompressed_br()
                .precompressed_gzip()
                .fallback(not_built),
        )
        .layer(axum::middleware::from_fn(cache_control))
        .layer(axum::middleware::from_fn(without_identity)),
        None => not_built,
    }
}

/// Vite names the files under `/assets/` by their content's hash: a
/// browser may keep them for a year. Anything else (`index.html`, which
/// names the current ones) is checked with the server each time.
async fn cache_control(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let hashed = req.uri().path().starts_with("/assets/");
    let mut res = next.run(req).await;
    if res.status().is_success() || res.status() == StatusCode::NOT_MODIFIED {
        let value = if hashed {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        res.headers_mut().insert(
            header::CACHE_CONTROL,
            axum::http::HeaderValue::from_static(value),
        );
    }
    res
}

/// `Accept-Encoding` without `identity` (which is always taken anyway).
/// ServeDir, asked for `identity` and not finding `FILE.js.map`, strips the
/// last extension as if it were a compressed file's `.gz` and answers with
/// `FILE.js`: an unknown path must be 404.
async fn without_identity(
    mut req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let headers = req.headers_mut();
    let asked: Vec<String> = headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .map(str::to_string)
        .collect();
    let kept: Vec<&str> = asked
        .iter()
        .map(String::as_str)
        .filter(|e| {
            let name = e.split(';').next().unwrap_or_default().trim();
            !name.eq_ignore_ascii_case("identity")
        })
        .collect();
    if kept.len() != asked.len() {
        headers.remove(header::ACCEPT_ENCODING);
        if let Ok(v) = axum::http::HeaderValue::from_str(&kept.join(", "))
            && !kept.is_empty()
        {
            headers.insert(header::ACCEPT_ENCODING, v);
        }
    }
    next.run(req).await
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Removes finished rooms after their final look, and rooms nobody plays.
async fn cleanup(shared: Arc<Shared>) {
    let mut tick = tokio::time::interval(shared.config.cleanup_every);
    loop {
        tick.tick().await;
        let now = room::now();
        if let Some(store) = &shared.store
            && let Err(e) = store.prune_told(now - TOLD_KEPT_MS).await
        {
            tracing::warn!(error = %e, "old announcements could not be removed");
        }
        let cells: Vec<_> = shared.rooms.lock().unwrap().values().cloned().collect();
        for cell in cells {
            let mut room = cell.lock().await;
            let connected = room
                .slots
                .iter()
                .any(|s| s.conn.is_some() || s.present_on.is_some());
            let finished_long_ago = room
                .finished
                .is_some_and(|t| now.saturating_sub(t) >= millis(shared.config.keep_finished));
            let idle_long =
                !connected && now.saturating_sub(room.updated) >= millis(shared.config.keep_idle);
            if finished_long_ago || idle_long {
                room.close(CloseWhy::GoingAway);
                shared.rooms.lock().unwrap().remove(&room.code);
                if let Some(c) = &shared.cluster {
                    c.release(&room.code);
                }
                if let Some(store) = &shared.store
                    && let Err(e) = store.delete(room.code.clone()).await
                {
                    tracing::error!(room = %room.code, error = %e, "a room could not be removed from the database");
                }
                tracing::info!(room = %room.code, finished = finished_long_ago, "room removed");
            }
        }
    }
}

/// How long what a write told is kept for instances catching up (ten
/// minutes: an instance further behind reads the whole room instead).
const TOLD_KEPT_MS: i64 = 10 * 60 * 1000;

/// A configured duration in the rooms' time unit (milliseconds).
fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// A code no room here has, or `server_full`.
pub(crate) fn free_code(shared: &Shared) -> Result<String, Refused> {
    let rooms = shared.rooms.lock().unwrap();
    if rooms.len() >= shared.config.max_rooms {
        return Err((
            ErrorCode::ServerFull,
            "the server holds as many rooms as it may; try again later".into(),
        ));
    }
    loop {
        let c = code::new_code();
        if !rooms.contains_key(&c) {
            return Ok(c);
        }
    }
}

/// Counts a connection while it lives.
struct ConnGuard(Arc<Shared>);

impl Drop for ConnGuard {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::Relaxed);
    }
}

async fn ws_upgrade(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(shared): State<Arc<Shared>>,
) -> Response {
    if !shared.config.allowed_origins.is_empty()
        && let Some(origin) = headers.get(header::ORIGIN)
        && !shared
            .config
            .allowed_origins
            .iter()
            .any(|o| o.as_bytes() == origin.as_bytes())
    {
        tracing::warn!(%peer, origin = ?origin, "refused: origin not allowed");
        return (StatusCode::FORBIDDEN, "origin not allowed").into_response();
    }
    let n = shared.connections.fetch_add(1, Ordering::Relaxed);
    let guard = ConnGuard(shared.clone());
    if n >= shared.config.max_connections {
        tracing::warn!(%peer, "refused: too many connections");
        return (StatusCode::SERVICE_UNAVAILABLE, "too many connections").into_response();
    }
    // Small buffers: an idle connection should cost little memory (the
    // defaults are 128 KiB each way); they grow for a large message.
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            connection(shared.clone(), socket, peer).await;
            drop(guard);
        })
}

/// A token bucket.
pub(crate) struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    /// A full bucket: `burst` at once, then `rate` a second.
    pub fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            last: Instant::now(),
            rate,
            burst,
        }
    }

    /// Whether it has filled up again (nothing to remember).
    pub fn full(&self) -> bool {
        self.tokens + self.last.elapsed().as_secs_f64() * self.rate >= self.burst
    }

    /// Gives back a token taken for nothing.
    pub fn give_back(&mut self) {
        self.tokens = (self.tokens + 1.0).min(self.burst);
    }

    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One connection's state.
/// A connection's pairing channel: the pool's end, then its own.
pub(crate) type Pairings = (
    mpsc::UnboundedSender<crate::seek::Paired>,
    mpsc::UnboundedReceiver<crate::seek::Paired>,
);

pub(crate) struct Session {
    pub shared: Arc<Shared>,
    pub conn: Conn,
    seated: Option<(Arc<RoomCell>, Seat)>,
    pub wrong: u32,
    /// Where it comes from (a proxy's address, behind one).
    pub peer: SocketAddr,
    /// Who it said it is (`identify`).
    pub identity: Option<crate::player::Identity>,
    /// Identities it made.
    pub identities_made: u32,
    /// Where the quick-match pool tells it its seat: made at its first
    /// `seek` (a channel costs a block of slots, and most connections
    /// never seek), read by the connection's loop.
    pub pairings: Option<Pairings>,
    reactions: crate::reaction::Limit,
    /// Its game review, if it asked for one (stopped when it closes).
    review: crate::review::Running,
}

/// The next seat the quick-match pool tells, once the connection has
/// sought (before that, never).
async fn next_pairing(pairings: &mut Option<Pairings>) -> Option<crate::seek::Paired> {
    match pairings {
        Some((_, rx)) => rx.recv().await,
        None => std::future::pending().await,
    }
}

async fn connection(shared: Arc<Shared>, socket: WebSocket, peer: SocketAddr) {
    let id = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let (sink, mut stream) = socket.split();
    let (tx, rx) = mpsc::channel::<String>(shared.config.outgoing_queue);
    let kill = Arc::new(Kill::default());
    let seat_moved = Arc::new(tokio::sync::Notify::new());
    let (close_tx, close_rx) = oneshot::channel::<CloseWhy>();
    let idle = shared.config.idle_timeout;
    let mut writer = tokio::spawn(write_frames(sink, rx, close_rx, kill.clone(), idle));
    tracing::debug!(conn = id, %peer, "connected");
    let mut session = Session {
        shared: shared.clone(),
        conn: Conn {
            id,
            tx,
            kill: kill.clone(),
            seat_moved: seat_moved.clone(),
        },
        seated: None,
        wrong: 0,
        peer,
        identity: None,
        identities_made: 0,
        pairings: None,
        reactions: crate::reaction::Limit::default(),
        review: crate::review::Running::default(),
    };
    let mut bucket = Bucket::new(shared.config.rate_per_sec, shared.config.rate_burst);
    let mut limited = 0u32;
    // Why the connection ends: the server's reason (sent in a close frame),
    // or none when the client left.
    let why: Option<CloseWhy> = loop {
        let next = tokio::select! {
            why = kill.closed() => break Some(why),
            Some(p) = next_pairing(&mut session.pairings) => {
                session.on_paired(p).await;
                continue;
            }
            () = seat_moved.notified() => {
                session.take_rematch_seat().await;
                continue;
            }
            r = tokio::time::timeout(idle, stream.next()) => r,
        };
        let msg = match next {
            Err(_) => break Some(CloseWhy::Idle),
            Ok(None) => break None,
            Ok(Some(Err(e))) => break Some(read_error(&e)),
            Ok(Some(Ok(m))) => m,
        };
        if matches!(msg, Message::Text(_) | Message::Binary(_)) && !bucket.take() {
            limited += 1;
            if limited > 100 {
                break Some(CloseWhy::RateLimited);
            }
            session
                .reply_error((
                    ErrorCode::RateLimited,
                    "too many messages: this one was dropped; slow down".into(),
                ))
                .await;
            continue;
        }
        let data = match &msg {
            Message::Text(t) => t.as_bytes(),
            Message::Binary(_) => {
                session
                    .reply_error((
                        ErrorCode::BadJson,
                        "binary frames are not read: send JSON as text".into(),
                    ))
                    .await;
                continue;
            }
            Message::Ping(_) | Message::Pong(_) => continue,
            Message::Close(_) => break None,
        };
        match parse_client_frame(data) {
            Err(refused) => session.reply_error(refused).await,
            Ok(m) => session.handle(m).await,
        }
        if session.wrong >= shared.config.max_wrong_codes {
            break Some(CloseWhy::WrongCodes);
        }
    };
    if let Some(why) = why {
        let _ = close_tx.send(why);
    }
    let reason = why.map_or("closed by the client", |w| w.frame().1);
    tracing::debug!(conn = id, %peer, reason, "disconnected");
    session.leave_pool().await;
    if let Some((cell, seat)) = session.seated.take() {
        let mut room = cell.lock().await;
        let slot = &mut room.slots[usize::from(seat)];
        if slot.conn.as_ref().is_some_and(|c| c.id == id) {
            slot.conn = None;
            if !room.closed {
                let at = room::now();
                let me = shared.metrics.instance.clone();
                let left = |room: &mut Room| {
                    let slot = &mut room.slots[usize::from(seat)];
                    if slot.present_on.as_ref().is_some_and(|on| *on != me) {
                        // Taken up on another instance meanwhile.
                        return Err(room::changed_meanwhile());
                    }
                    slot.present_on = None;
                    slot.away_since = Some(at);
                    room.broadcast_presence(seat);
                    crate::rematch::cancel_on_leave(room, seat);
                    Ok(())
                };
                if room::commit(&shared, &mut room, left).await.is_err() {
                    // Not written (the database is away): away here at least.
                    let slot = &mut room.slots[usize::from(seat)];
                    if slot.present_on.as_ref().is_none_or(|on| *on == me) {
                        slot.present_on = None;
                        slot.away_since = Some(at);
                    }
                }
                room::drive(&shared, &cell, &mut room);
            }
        }
    }
    drop(session);
    if tokio::time::timeout(Duration::from_secs(1), &mut writer)
        .await
        .is_err()
    {
        writer.abort();
    }
}

/// Sends a connection's frames and pings; ends with a close frame saying
/// why when the reader gives a reason, or when every sender is gone. A
/// client that does not take what is sent is closed.
async fn write_frames(
    mut sink: futures_util::stream::SplitSink<WebSocket, Message>,
    mut rx: mpsc::Receiver<String>,
    mut close: oneshot::Receiver<CloseWhy>,
    kill: Arc<Kill>,
    idle: Duration,
) {
    let mut ping = tokio::time::interval(idle / 3);
    ping.tick().await;
    let mut close_open = true;
    let why = loop {
        let frame = tokio::select! {
            // The reason first: the reader sends it and then drops its
            // sender, so both may be ready at once.
            biased;
            why = &mut close, if close_open => match why {
                Ok(why) => break Some(why),
                Err(_) => { close_open = false; continue; }
            },
            text = rx.recv() => match text {
                Some(t) => Message::Text(t.into()),
                None => break None,
            },
            _ = ping.tick() => Message::Ping(Vec::new().into()),
        };
        match tokio::time::timeout(idle, sink.send(frame)).await {
            Ok(Ok(())) => {}
            // Refused: the client closed first (its close frame's answer
            // is still to be flushed, below), or the socket is gone.
            Ok(Err(_)) => {
                kill.close(CloseWhy::NotReading);
                break None;
            }
            Err(_) => {
                kill.close(CloseWhy::NotReading);
                return;
            }
        }
    };
    let frame = why.map(|why| {
        let (code, reason) = why.frame();
        axum::extract::ws::CloseFrame {
            code,
            reason: reason.into(),
        }
    });
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        // After the client's close frame tungstenite refuses to send
        // another, but has queued its answer (RFC 6455 §5.5.1: an endpoint
        // that receives a close frame must send one back): closing flushes
        // it, so the browser sees a clean close, not 1006.
        let _ = sink.send(Message::Close(frame)).await;
        sink.close().await
    })
    .await;
}

/// The close reason for a frame the WebSocket layer could not read. Its
/// errors are opaque here (axum wraps tungstenite's), so they are told
/// apart by their words; tests/closes.rs checks each.
fn read_error(e: &axum::Error) -> CloseWhy {
    let text = e.to_string();
    if text.contains("UTF-8") {
        CloseWhy::NotUtf8
    } else if text.contains("too long") || text.contains("Space limit") {
        CloseWhy::TooBig
    } else {
        CloseWhy::Protocol
    }
}

impl Session {
    pub(crate) async fn send(&self, msg: &ServerMessage) {
        let text = serde_json::to_string(msg).expect("messages serialise");
        let _ = self.conn.tx.send(text).await;
    }

    /// The room's sequence number (0 before a seat).
    pub(crate) async fn current_seq(&self) -> u64 {
        match &self.seated {
            Some((cell, _)) => cell.lock().await.seq,
            None => 0,
        }
    }

    pub(crate) async fn reply_error(&self, refused: Refused) {
        let seq = self.current_seq().await;
        self.send(&ServerMessage::Error {
            seq,
            code: refused.0,
            message: refused.1,
        })
        .await;
    }

    async fn handle(&mut self, msg: ClientMessage) {
        let result = match msg {
            ClientMessage::Create {
                rules,
                seats,
                name,
                takeover_after,
                open,
            } => {
                self.create(rules, seats, name, takeover_after, open.unwrap_or(false))
                    .await
            }
            ClientMessage::ListRooms {} => self.list_rooms().await,
            ClientMessage::React { reaction } => self.react(reaction).await,
            ClientMessage::Join { code, name } => self.join(&code, name).await,
            ClientMessage::Rejoin { code, token } => self.rejoin(&code, &token).await,
            ClientMessage::Ping {} => {
                let seq = self.current_seq().await;
                self.send(&ServerMessage::Pong { seq }).await;
                Ok(())
            }
            ClientMessage::Identify {
                key,
                register,
                name,
            } => self.identify(key, register, name).await,
            ClientMessage::Seek { rules, rated, name } => self.seek(rules, rated, name).await,
            ClientMessage::CancelSeek {} => self.cancel_seek().await,
            ClientMessage::AcceptComputer {} => self.accept_computer().await,
            ClientMessage::Leaderboard { rules } => self.leaderboard(rules).await,
            ClientMessage::Hint {} => self.hint().await,
            ClientMessage::Review { game } => self.review(game).await,
            other => self.in_room(other).await,
        };
        if let Err(refused) = result {
            self.reply_error(refused).await;
        }
    }

    pub(crate) fn not_twice(&self) -> Result<(), Refused> {
        match self.seated {
            Some(_) => Err((
                ErrorCode::AlreadySeated,
                "this connection already sits at a seat; open another to play another".into(),
            )),
            None => crate::seek::not_seeking(&self.shared, self.conn.id),
        }
    }

    pub(crate) async fn create(
        &mut self,
        rules: Option<crate::protocol::RulesSpec>,
        seats: Vec<SeatSpec>,
        name: Option<String>,
        takeover_after: Option<u32>,
        open: bool,
    ) -> Result<(), Refused> {
        self.not_twice()?;
        let rules = room::rules_of(rules)?;
        room::check_seats(&rules, &seats)?;
        let name = room::check_name(name)?;
        if takeover_after.is_some_and(|t| t > 7 * 24 * 3600) {
            return Err((
                ErrorCode::BadRequest,
                "takeover_after is at most a week (604800 seconds)".into(),
            ));
        }
        let shared = self.shared.clone();
        let code = free_code(&shared)?;
        let mut room = Room::new(
            code.clone(),
            rules,
            &seats,
            shared.config.deal_seed.unwrap_or_else(code::random_seed),
            takeover_after,
        )?;
        let seat = seats
            .iter()
            .position(|s| *s == SeatSpec::Person)
            .expect("checked: a person seat") as Seat;
        let token = code::new_token();
        let slot = &mut room.slots[usize::from(seat)];
        slot.token_hash = Some(code::hash_token(&token));
        slot.name = name;
        slot.conn = Some(self.conn.clone());
        slot.present_on = Some(shared.metrics.instance.clone());
        room.open = open;
        // Not written, not made: the room is dropped and its code unused.
        room.persist(&shared).await?;
        let cell = Arc::new(Mutex::new(room));
        let mut room = cell.lock().await;
        shared
            .rooms
            .lock()
            .unwrap()
            .insert(code.clone(), cell.clone());
        tracing::info!(room = %code, players = rules.players, "room created");
        room.send_seated(seat, Some(token));
        room::drive(&shared, &cell, &mut room);
        drop(room);
        self.seated = Some((cell, seat));
        Ok(())
    }

    pub(crate) async fn find(&mut self, typed: &str) -> Result<Arc<RoomCell>, Refused> {
        let code = code::normalise(typed);
        let mut found = code
            .as_ref()
            .and_then(|c| self.shared.rooms.lock().unwrap().get(c).cloned());
        if found.is_none()
            && let Some(code) = code
        {
            found = self.load_room(code).await?;
        }
        found.ok_or_else(|| {
            self.wrong += 1;
            (
                ErrorCode::NoRoom,
                "no room has this code; check it with the person who created the room".into(),
            )
        })
    }

    /// A room another instance made (with several instances): read from
    /// the database and held here from now on.
    async fn load_room(&self, code: String) -> Result<Option<Arc<RoomCell>>, Refused> {
        let (Some(store), Some(_)) = (&self.shared.store, &self.shared.cluster) else {
            return Ok(None);
        };
        let row = store.load_one(code.clone()).await.map_err(|e| {
            tracing::error!(room = %code, error = %e, "the room cannot be read");
            room::unavailable()
        })?;
        let Some(room) = row.as_ref().and_then(|r| Room::load(r).ok()) else {
            return Ok(None);
        };
        let cell = self
            .shared
            .rooms
            .lock()
            .unwrap()
            .entry(code)
            .or_insert_with(|| Arc::new(Mutex::new(room)))
            .clone();
        Ok(Some(cell))
    }

    async fn join(&mut self, typed: &str, name: Option<String>) -> Result<(), Refused> {
        self.not_twice()?;
        let name = room::check_name(name)?;
        let cell = self.find(typed).await?;
        let mut room = cell.lock().await;
        let token = code::new_token();
        let hash = code::hash_token(&token);
        let me = self.shared.metrics.instance.clone();
        let mut seat = 0;
        room::commit(&self.shared, &mut room, |room| {
            if room.closed {
                return Err((ErrorCode::NoRoom, "this room has closed".into()));
            }
            let Some(free) = room
                .slots
                .iter()
                .position(|s| s.spec == SeatSpec::Person && s.token_hash.is_none() && !s.reserved)
            else {
                return Err((
                    ErrorCode::RoomFull,
                    "every seat of this room is taken; to come back to yours, rejoin with its token"
                        .into(),
                ));
            };
            seat = free as Seat;
            let slot = &mut room.slots[free];
            slot.token_hash = Some(hash.clone());
            slot.name = name.clone();
            slot.present_on = Some(me.clone());
            slot.away_since = None;
            room.broadcast_presence(seat);
            Ok(())
        })
        .await?;
        room.slots[usize::from(seat)].conn = Some(self.conn.clone());
        room.send_seated(seat, Some(token));
        tracing::info!(room = %room.code, seat, "joined");
        room::drive(&self.shared, &cell, &mut room);
        drop(room);
        self.seated = Some((cell, seat));
        Ok(())
    }

    async fn rejoin(&mut self, typed: &str, token: &str) -> Result<(), Refused> {
        self.not_twice()?;
        self.sit_with_token(typed, token, false).await
    }

    /// Takes the seat of `token` (`rejoin`; a seat quick match reserved,
    /// with `give` the token, which `seated` then carries).
    pub(crate) async fn sit_with_token(
        &mut self,
        typed: &str,
        token: &str,
        give: bool,
    ) -> Result<(), Refused> {
        let cell = self.find(typed).await?;
        let hash = code::hash_token(token);
        let mut room = cell.lock().await;
        let Some(seat) = room
            .slots
            .iter()
            .position(|s| s.token_hash.as_deref() == Some(hash.as_str()))
        else {
            self.wrong += 1;
            return Err((
                ErrorCode::BadToken,
                "this token is not one of this room's seats".into(),
            ));
        };
        let seat = seat as Seat;
        let me = self.shared.metrics.instance.clone();
        let mut took_back = false;
        let back = room::commit(&self.shared, &mut room, |room| {
            let slot = &mut room.slots[usize::from(seat)];
            // The person takes the seat back from the computer.
            took_back = slot.taken_over;
            slot.taken_over = false;
            slot.present_on = Some(me.clone());
            slot.away_since = None;
            if took_back {
                room.table.set_player(seat, spite_table::Player::Remote);
            }
            room.broadcast_presence(seat);
            Ok(())
        })
        .await;
        if let Err(refused) = back {
            // Taking the seat back from the computer is refused whole if
            // it cannot be written; coming back to one's own seat is not
            // (the others hear of it later).
            if took_back || room.slots[usize::from(seat)].taken_over {
                return Err(refused);
            }
        }
        let slot = &mut room.slots[usize::from(seat)];
        if let Some(old) = slot.conn.replace(self.conn.clone()) {
            // The seat's older connection (a client that lost its network
            // and came back) is closed.
            old.kill.close(CloseWhy::Replaced);
        }
        room.send_seated(seat, give.then(|| token.to_string()));
        crate::rematch::tell_moved(&room);
        tracing::info!(room = %room.code, seat, "rejoined");
        room::drive(&self.shared, &cell, &mut room);
        drop(room);
        self.seated = Some((cell, seat));
        Ok(())
    }

    /// A reaction from this connection's seat, to the room's others.
    async fn react(&mut self, reaction: crate::protocol::Reaction) -> Result<(), Refused> {
        let (cell, seat) = self.my_seat()?;
        let room = cell.lock().await;
        self.holds_seat(&room, seat)?;
        self.reactions.take()?;
        crate::reaction::tell(&room, seat, reaction);
        let code = room.code.clone();
        drop(room);
        if let (Some(store), Some(_)) = (&self.shared.store, &self.shared.cluster) {
            let note = crate::reaction::note(&code, seat, reaction, &self.shared.metrics.instance);
            if let Err(e) = store.notify(crate::reaction::CHANNEL, note).await {
                // Told here; the other instances' seats miss it.
                tracing::warn!(room = %code, error = %e, "a reaction could not reach the other instances");
            }
        }
        Ok(())
    }

    /// The open rooms, to this connection.
    async fn list_rooms(&mut self) -> Result<(), Refused> {
        let rooms = crate::lobby::open_rooms(&self.shared).await?;
        let seq = match &self.seated {
            Some((cell, _)) => cell.lock().await.seq,
            None => 0,
        };
        self.send(&ServerMessage::Rooms { seq, rooms }).await;
        Ok(())
    }

    /// The connection's room started a rematch: it takes its seat in the
    /// new room (refused: said to it, and it stays where it is).
    async fn take_rematch_seat(&mut self) {
        let Some((old, seat)) = self.seated.clone() else {
            return;
        };
        match crate::rematch::take_seat(&self.shared, &self.conn, &old, seat).await {
            Ok(Some(cell)) => self.seated = Some((cell, seat)),
            Ok(None) => {}
            Err(refused) => self.reply_error(refused).await,
        }
    }

    /// Whether this connection still holds `seat` of `room`; refused when
    /// another connection took the seat with its token.
    fn holds_seat(&self, room: &Room, seat: Seat) -> Result<(), Refused> {
        room::holds(room, seat, self.conn.id)
    }

    /// This connection's room and seat; refused when it has none.
    fn my_seat(&self) -> Result<(Arc<RoomCell>, Seat), Refused> {
        self.seated
            .clone()
            .ok_or_else(|| (ErrorCode::NotSeated, "create or join a room first".into()))
    }

    /// A hint for this connection's seat, to it alone. The connection
    /// waits for it (one hint at a time each); the room is not locked
    /// while it is worked out.
    async fn hint(&mut self) -> Result<(), Refused> {
        let (cell, seat) = self.my_seat()?;
        self.holds_seat(&*cell.lock().await, seat)?;
        let msg = crate::hint::answer(&self.shared.hints, &cell, seat).await?;
        self.send(&msg).await;
        Ok(())
    }

    /// A review of a finished game, from this connection's seat, to it
    /// alone (review.rs); the connection goes on reading meanwhile.
    async fn review(&mut self, game: usize) -> Result<(), Refused> {
        let (cell, seat) = self.my_seat()?;
        self.holds_seat(&*cell.lock().await, seat)?;
        let (shared, addr) = (self.shared.clone(), self.peer.ip());
        crate::review::start(
            &shared,
            &self.conn,
            &mut self.review,
            addr,
            &cell,
            seat,
            game,
        )
        .await
    }

    async fn in_room(&mut self, msg: ClientMessage) -> Result<(), Refused> {
        // A move's latency counts from here: the room's lock, the rules,
        // the database write, until its `moved` is sent.
        let arrived = Instant::now();
        let (cell, seat) = self.my_seat()?;
        let mut room = cell.lock().await;
        self.holds_seat(&room, seat)?;
        let shared = self.shared.clone();
        let me = self.conn.id;
        match msg {
            ClientMessage::Play { mv } => {
                room::play(&shared, &cell, &mut room, seat, me, &mv, arrived).await
            }
            ClientMessage::Undo {} => room::request_undo(&shared, &mut room, seat, me).await,
            ClientMessage::UndoReply { approve } => {
                room::undo_reply(&shared, &mut room, seat, me, approve).await
            }
            ClientMessage::Rematch {} => crate::rematch::offer(&shared, &mut room, seat, me).await,
            ClientMessage::RematchReply { accept } => {
                crate::rematch::reply(&shared, &mut room, seat, me, accept).await
            }
            ClientMessage::State {} => {
                let msg = ServerMessage::State {
                    seq: room.seq,
                    room: room.state_for(seat),
                };
                room.send(seat, &msg);
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
