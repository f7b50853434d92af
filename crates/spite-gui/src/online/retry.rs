//! Trying the first connection again: a window opened before the game's
//! server is there (a friend's window open before the host's) waits for
//! it with growing pauses, as a dropped connection does, rather than
//! giving up at the first "connection refused".

use std::time::{Duration, Instant};

use spite_server::client::{Backoff, Connect, RemoteClient, Wake};
use spite_table::client::SharedWake;

/// What it takes to connect again, and when to.
pub struct FirstConnect {
    connect: Connect,
    backoff: Backoff,
    /// The frontend's wake-up, shared by every connection thread and the
    /// pause that ends in a new try.
    wake: SharedWake,
    /// Tries that failed so far.
    failed: u32,
    /// When the next try is due.
    due: Option<Instant>,
}

impl FirstConnect {
    pub fn new(connect: Connect, backoff: Backoff, wake: Option<Wake>) -> FirstConnect {
        FirstConnect {
            connect,
            backoff,
            wake: SharedWake::new(wake),
            failed: 0,
            due: None,
        }
    }

    /// The token this connection comes back to a seat with (a rejoin):
    /// the server does not send it again, so it is kept from here.
    pub fn rejoin_token(&self) -> Option<&str> {
        match &self.connect {
            Connect::Rejoin { token, .. } => Some(token),
            _ => None,
        }
    }

    /// The player key a quick match identifies with (registered with
    /// each try, so a try whose answer was lost loses nothing).
    pub fn seek_key(&self) -> Option<&str> {
        match &self.connect {
            Connect::Seek { key, .. } => key.as_deref(),
            _ => None,
        }
    }

    /// The frontend's wake-up, for another thread that has news.
    pub fn wake(&self) -> Option<Wake> {
        self.wake.boxed()
    }

    /// Starts a connection thread to `url`, and the client of its seat.
    pub fn spawn(&self, url: &str) -> RemoteClient {
        RemoteClient::connect(
            url.to_owned(),
            self.connect.clone(),
            self.backoff,
            self.wake.boxed(),
        )
    }

    /// The server was not reached: the number of the next try, due after
    /// a pause (the frontend is woken then), or `None` once the tries are
    /// spent.
    pub fn failed(&mut self) -> Option<u32> {
        self.failed += 1;
        if self.failed >= self.backoff.tries.max(1) {
            self.due = None;
            return None;
        }
        let pause = self.pause();
        self.due = Some(Instant::now() + pause);
        if let Some(wake) = self.wake.boxed() {
            // A frame must come when the pause ends, even if nothing else
            // happens on the screen.
            let _ = std::thread::Builder::new()
                .name("spite-online-retry".into())
                .spawn(move || {
                    std::thread::sleep(pause);
                    wake();
                });
        }
        Some(self.failed + 1)
    }

    /// The pause before the next try: doubling from the first, up to the
    /// longest.
    fn pause(&self) -> Duration {
        let doublings = self.failed.saturating_sub(1).min(16);
        (self.backoff.first * 2u32.pow(doublings)).min(self.backoff.max)
    }

    /// Whether a try is due now (then it is no longer pending).
    pub fn due(&mut self) -> bool {
        match self.due {
            Some(at) if Instant::now() >= at => {
                self.due = None;
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pauses_double_up_to_the_longest_and_the_tries_run_out() {
        let backoff = Backoff {
            first: Duration::from_millis(100),
            max: Duration::from_millis(350),
            tries: 4,
        };
        let connect = Connect::Join {
            code: "AAAA".into(),
            name: None,
        };
        let mut f = FirstConnect::new(connect, backoff, None);
        let mut pauses = vec![];
        while let Some(attempt) = f.failed() {
            assert_eq!(attempt, f.failed + 1);
            pauses.push(f.pause());
            assert!(!f.due(), "not due at once");
        }
        let ms = |n| Duration::from_millis(n);
        assert_eq!(pauses, [ms(100), ms(200), ms(350)]);
        assert!(!f.due(), "nothing due once the tries are spent");
    }
}
