//! One request to a game server on a thread of its own (who you are, a
//! leaderboard), so the window never waits for the network: the answer
//! is picked up by a later frame, and the window is woken when it comes.

use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use spite_server::client::{Board, Client, ClientError, Identity};
use spite_server::protocol::{ErrorCode, OpenRoom, Preset};

/// How long one request may take.
const ANSWER: Duration = Duration::from_secs(15);

/// Why a request got no answer: the server's refusal code, or the
/// system's words.
#[derive(Clone, Debug, PartialEq)]
pub struct NoAnswer {
    pub code: Option<ErrorCode>,
    pub message: String,
}

/// A request on its way, then its answer.
pub struct Ask<T> {
    rx: Option<Receiver<Result<T, NoAnswer>>>,
    answer: Option<Result<T, NoAnswer>>,
}

impl<T: Send + 'static> Ask<T> {
    /// Runs `request` on a connection to `url` on a thread, then `wake`s.
    fn start(
        url: &str,
        wake: Option<Box<dyn Fn() + Send>>,
        request: impl AsyncFnOnce(&mut Client) -> Result<T, ClientError> + Send + 'static,
    ) -> Ask<T> {
        let (tx, rx) = mpsc::channel();
        let url = url.to_owned();
        let spawned = std::thread::Builder::new()
            .name("spite-ask".into())
            .spawn(move || {
                let _ = tx.send(run(&url, request));
                if let Some(wake) = wake {
                    wake();
                }
            });
        let answer = spawned.err().map(|e| {
            Err(NoAnswer {
                code: None,
                message: e.to_string(),
            })
        });
        Ask {
            rx: Some(rx),
            answer,
        }
    }

    /// The answer as last picked up by [`Ask::answer`].
    pub fn peek(&self) -> Option<&Result<T, NoAnswer>> {
        self.answer.as_ref()
    }

    /// The answer, once it has come.
    pub fn answer(&mut self) -> Option<&Result<T, NoAnswer>> {
        if self.answer.is_none()
            && let Some(rx) = &self.rx
        {
            match rx.try_recv() {
                Ok(a) => self.answer = Some(a),
                Err(mpsc::TryRecvError::Empty) => {}
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.answer = Some(Err(NoAnswer {
                        code: None,
                        message: "the request stopped".into(),
                    }))
                }
            }
        }
        self.answer.as_ref()
    }
}

/// Who `key`, a transfer code typed, is on the server at `url` (refused
/// `unknown_player` when it is nobody there: typed wrong).
pub fn identify(url: &str, key: String, wake: Option<Box<dyn Fn() + Send>>) -> Ask<Identity> {
    Ask::start(url, wake, async move |c: &mut Client| {
        c.identify(Some(&key), None).await
    })
}

/// Who `key`, the window's own, is on the server at `url`: registered,
/// so a key kept whose first use was never answered is a player all the
/// same.
pub fn register(url: &str, key: String, wake: Option<Box<dyn Fn() + Send>>) -> Ask<Identity> {
    Ask::start(url, wake, async move |c: &mut Client| {
        c.register(&key, None).await
    })
}

/// `rules`' leaderboard on the server at `url`, with the own place of
/// `key` (the window's own: registered).
pub fn leaderboard(
    url: &str,
    key: Option<String>,
    rules: Preset,
    wake: Option<Box<dyn Fn() + Send>>,
) -> Ask<Board> {
    Ask::start(url, wake, async move |c: &mut Client| {
        if let Some(key) = &key {
            c.register(key, None).await?;
        }
        c.leaderboard(rules).await
    })
}

/// The open rooms of the server at `url`.
pub fn open_rooms(url: &str, wake: Option<Box<dyn Fn() + Send>>) -> Ask<Vec<OpenRoom>> {
    Ask::start(url, wake, async |c: &mut Client| c.list_rooms().await)
}

fn run<T>(
    url: &str,
    request: impl AsyncFnOnce(&mut Client) -> Result<T, ClientError>,
) -> Result<T, NoAnswer> {
    spite_server::client::ask(url, ANSWER, request).map_err(|e| match e {
        ClientError::Refused { code, message } => NoAnswer {
            code: Some(code),
            message,
        },
        ClientError::Closed => NoAnswer {
            code: None,
            message: "the server did not answer in time".into(),
        },
        e => NoAnswer {
            code: None,
            message: e.to_string(),
        },
    })
}
