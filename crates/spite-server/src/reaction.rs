//! Reactions: a seated person sends one of a fixed set (`react`), and
//! the room's other connections get it (`reaction`), here and, with
//! several instances, on the others (a `pg_notify` on a channel of its
//! own: nothing is written, a reaction is not part of the room).
//!
//! Each connection may send [`BURST`] reactions, then one more every
//! [`EVERY`]; beyond that a reaction is refused `rate_limited` (and the
//! connection is not closed for it). Muting a seat is the client's: the
//! server sends every reaction to every other connection of the room.

use std::time::{Duration, Instant};

use spite_core::Seat;

use crate::protocol::{ErrorCode, Reaction, ServerMessage};
use crate::room::{Refused, Room};

/// Reactions a connection may send at once.
pub(crate) const BURST: u32 = 3;

/// How often a connection may react after its burst.
pub(crate) const EVERY: Duration = Duration::from_secs(2);

/// A connection's reactions: a token bucket of [`BURST`], refilled one
/// per [`EVERY`].
#[derive(Debug)]
pub(crate) struct Limit {
    tokens: f64,
    last: Instant,
}

impl Default for Limit {
    fn default() -> Limit {
        Limit {
            tokens: f64::from(BURST),
            last: Instant::now(),
        }
    }
}

impl Limit {
    /// Takes one reaction's allowance; refused when there is none.
    pub fn take(&mut self) -> Result<(), Refused> {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() / EVERY.as_secs_f64();
        self.tokens = (self.tokens + refill).min(f64::from(BURST));
        self.last = now;
        if self.tokens < 1.0 {
            return Err((
                ErrorCode::RateLimited,
                format!(
                    "too many reactions: {BURST} at once, then one every {} seconds",
                    EVERY.as_secs()
                ),
            ));
        }
        self.tokens -= 1.0;
        Ok(())
    }
}

/// Tells `seat`'s reaction to the room's other connections here (not
/// written, no sequence number raised: the current one is carried).
pub(crate) fn tell(room: &Room, seat: Seat, reaction: Reaction) {
    let msg = ServerMessage::Reaction {
        seq: room.seq,
        seat,
        reaction,
    };
    for s in 0..room.slots.len() as Seat {
        if s != seat {
            room.send(s, &msg);
        }
    }
}

/// The channel reactions cross between instances on, as
/// `CODE SEAT REACTION INSTANCE` (the sender's own instance skips it).
pub(crate) const CHANNEL: &str = "spite_reactions";

/// A reaction as it crosses between instances.
pub(crate) fn note(code: &str, seat: Seat, reaction: Reaction, instance: &str) -> String {
    format!("{code} {seat} {} {instance}", reaction.as_str())
}

/// A reaction read back from another instance: (code, seat, reaction),
/// unless it is `me`'s own.
pub(crate) fn read_note(payload: &str, me: &str) -> Option<(String, Seat, Reaction)> {
    let mut parts = payload.splitn(4, ' ');
    let (code, seat, reaction, instance) =
        (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    if instance == me {
        return None;
    }
    let reaction = Reaction::ALL.into_iter().find(|r| r.as_str() == reaction)?;
    Some((code.to_string(), seat.parse().ok()?, reaction))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_refused_until_the_allowance_refills() {
        let mut limit = Limit::default();
        for _ in 0..BURST {
            assert!(limit.take().is_ok());
        }
        assert_eq!(limit.take().unwrap_err().0, ErrorCode::RateLimited);
        // As if one interval had passed.
        limit.last -= EVERY;
        assert!(limit.take().is_ok());
        assert!(limit.take().is_err());
    }

    #[test]
    fn notes_read_back_on_other_instances_only() {
        let n = note("ABCD-EFGH-JKMN", 2, Reaction::NiceMove, "host 1");
        assert_eq!(
            read_note(&n, "other"),
            Some(("ABCD-EFGH-JKMN".into(), 2, Reaction::NiceMove))
        );
        assert_eq!(read_note(&n, "host 1"), None);
        assert_eq!(read_note("ABCD 2 shout x", "other"), None);
        assert_eq!(read_note("ABCD x oops x", "other"), None);
    }
}
