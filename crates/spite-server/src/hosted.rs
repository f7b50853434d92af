//! A server run from a synchronous program: [`Server`] on a thread of its
//! own with its own tokio runtime. The window's "Host", `spite host` and
//! `spite serve` (and the `spite-server` binary) all start theirs this way.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::mpsc;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use tokio::runtime::{Handle, Runtime};
use tokio::sync::oneshot;

use crate::server::{Config, Server, ServerError};

/// How long [`Hosted::start`] waits for the server to listen.
const START_TIMEOUT: Duration = Duration::from_secs(20);

/// A running server on its own thread. Dropping it stops it, as
/// [`Hosted::stop`] does.
pub struct Hosted {
    addr: SocketAddr,
    runtime: Handle,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Hosted {
    /// Starts a server from `config` and waits until it listens, or says
    /// why it cannot (the port is taken, the database cannot be opened).
    /// Its rooms are served until [`Hosted::stop`].
    pub fn start(config: Config) -> Result<Hosted, ServerError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()?;
        let handle = runtime.handle().clone();
        let (ready_tx, ready) = mpsc::channel::<Result<SocketAddr, ServerError>>();
        let (stop, stopped) = oneshot::channel::<()>();
        let thread = thread::Builder::new()
            .name("spite-server".into())
            .spawn(move || serve_until_stopped(runtime, config, ready_tx, stopped))?;
        // The thread answers once the server listens or has failed to. A
        // window calls this on its drawing thread, so the wait is bounded:
        // a start that hangs (a database that never answers) is given up
        // (the stop sent on the way, for when it does answer).
        let answer = match ready.recv_timeout(START_TIMEOUT) {
            Ok(answer) => answer,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = stop.send(());
                return Err(ServerError::Io(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    "the server did not start listening in time",
                )));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(ServerError::Io(
                std::io::Error::other("the server's thread ended before it listened"),
            )),
        };
        match answer {
            Ok(addr) => Ok(Hosted {
                addr,
                runtime: handle,
                stop: Some(stop),
                thread: Some(thread),
            }),
            Err(e) => {
                let _ = thread.join();
                Err(e)
            }
        }
    }

    /// Where it listens (with the port the system chose for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Where a client on this machine connects: a server on every
    /// interface (`0.0.0.0`) is reached on the loopback one.
    pub fn local_addr(&self) -> SocketAddr {
        let mut addr = self.addr;
        if addr.ip().is_unspecified() {
            addr.set_ip(Ipv4Addr::LOCALHOST.into());
        }
        addr
    }

    /// The WebSocket URL of [`Hosted::addr`]: `ws://ADDR/ws`.
    pub fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// The WebSocket URL of [`Hosted::local_addr`], for this machine's own
    /// client.
    pub fn local_url(&self) -> String {
        format!("ws://{}/ws", self.local_addr())
    }

    /// Stops taking connections, closes the open ones (waiting a few
    /// seconds at most) and waits for the thread to end. The rooms stay in
    /// the database.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Hosted {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Runs a server until Ctrl-C or SIGTERM: what `spite serve` and
/// `spite-server` do. Once it serves it prints `listening on ws://ADDR/ws`
/// on standard output, with the port bound (port 0 asks for a free one),
/// for a person or a script to read, and then the browser page's address
/// (`browser client: http://ADDR/`, loopback for a server on every
/// interface). Only this installs the signal
/// handlers: a program that hosts a room and plays in it keeps its Ctrl-C.
pub fn serve(config: Config) -> Result<(), ServerError> {
    let server = Hosted::start(config)?;
    // Caught before the address is told, so a signal sent by whoever read
    // it stops the server cleanly.
    let stopping = {
        let _inside = server.runtime.enter();
        stop_signals()?
    };
    {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "listening on {}", server.url());
        // The browser client is served at `/`: where a person opens it.
        let page = server.local_addr();
        let _ = writeln!(out, "browser client: http://{page}/");
        let _ = out.flush();
    }
    server.runtime.block_on(stopping);
    tracing::info!("stopping");
    server.stop();
    Ok(())
}

/// Catches Ctrl-C and SIGTERM from now on (in a tokio runtime's context);
/// the future ends when one comes.
#[cfg(unix)]
fn stop_signals() -> std::io::Result<impl Future<Output = ()>> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut interrupt = signal(SignalKind::interrupt())?;
    let mut terminate = signal(SignalKind::terminate())?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
        }
    })
}

/// Catches Ctrl-C from now on (in a tokio runtime's context); the future
/// ends when it comes.
#[cfg(not(unix))]
fn stop_signals() -> std::io::Result<impl Future<Output = ()>> {
    let mut ctrl_c = tokio::signal::windows::ctrl_c()?;
    Ok(async move {
        ctrl_c.recv().await;
    })
}

/// The server's thread: starts it, tells `ready` how that went, serves
/// until `stopped` (sent or dropped), then shuts it down.
fn serve_until_stopped(
    runtime: Runtime,
    config: Config,
    ready: mpsc::Sender<Result<SocketAddr, ServerError>>,
    stopped: oneshot::Receiver<()>,
) {
    runtime.block_on(async move {
        match Server::start(config).await {
            Ok(server) => {
                let _ = ready.send(Ok(server.addr()));
                let _ = stopped.await;
                // A room busy with a computer's move may hold its
                // connections a little; the stop does not wait longer.
                let _ = tokio::time::timeout(Duration::from_secs(5), server.shutdown()).await;
            }
            Err(e) => {
                let _ = ready.send(Err(e));
            }
        }
    });
    // Hint searches still running on the blocking pool are not waited for.
    runtime.shutdown_timeout(Duration::from_secs(1));
}
