//! A rematch: after a match's end the same people, at the same seats,
//! with the same names and rules, play again in a new room (a new seed, a
//! new invite code).
//!
//! The offer lives in the room's record, so every instance on one
//! database sees it and any of them may take the last acceptance. The
//! acceptance that completes it writes the old room with the new room's
//! code and seed (`Rematch::Started`): from that alone any instance can
//! make the new room (the same one: it is made from the old room's
//! record), so nothing is lost if the instance that completed it dies
//! before making it. Each person is then seated in the new room by the
//! instance their connection is on, with a token made there: a token never
//! crosses between instances, nor is it written anywhere but as its hash.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use spite_core::Seat;
use tokio::sync::Mutex;

use crate::protocol::{ErrorCode, RematchCancel, RematchOffer, SeatSpec, ServerMessage};
use crate::room::{self, Refused, Room, RoomCell};
use crate::server::Shared;

/// A rematch as the room keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub(crate) enum Rematch {
    /// Offered by `by`; the people in `waiting` have still to accept.
    Offered { by: Seat, waiting: Vec<Seat> },
    /// Everyone accepted: the new room's code and seed.
    Started { code: String, seed: u64 },
}

fn refused(why: &str) -> Refused {
    (ErrorCode::RematchRefused, why.into())
}

/// The offer waiting for acceptances, as the protocol shows it.
pub(crate) fn offer_of(room: &Room) -> Option<RematchOffer> {
    match &room.rematch {
        Some(Rematch::Offered { by, waiting }) => Some(RematchOffer {
            by: *by,
            waiting_for: waiting.clone(),
        }),
        _ => None,
    }
}

/// `rematch {}`: offers a rematch, or accepts the one offered.
pub(crate) async fn offer(
    shared: &Arc<Shared>,
    room: &mut Room,
    seat: Seat,
    holder: u64,
) -> Result<(), Refused> {
    if matches!(room.rematch, Some(Rematch::Started { .. })) {
        // Started while this seat was away: it takes its seat there now.
        room::holds(room, seat, holder)?;
        if let Some(c) = &room.slots[usize::from(seat)].conn {
            c.seat_moved.notify_one();
        }
        return Ok(());
    }
    room::commit(shared, room, |room| {
        room::holds(room, seat, holder)?;
        if !room.table.match_().is_over() {
            return Err(refused(
                "the match is not over: a rematch is offered after its end",
            ));
        }
        match &room.rematch {
            None => {
                let waiting = room.other_people(seat);
                room.rematch = Some(Rematch::Offered {
                    by: seat,
                    waiting: waiting.clone(),
                });
                if waiting.is_empty() {
                    start(shared, room);
                } else {
                    room.broadcast(|_, _, seq| ServerMessage::RematchOffered {
                        seq,
                        by: seat,
                        waiting_for: waiting.clone(),
                    });
                }
                Ok(())
            }
            Some(Rematch::Offered { .. }) => accept(shared, room, seat),
            Some(Rematch::Started { .. }) => Err(refused("the rematch has already started")),
        }
    })
    .await?;
    start_moving(shared, room).await;
    Ok(())
}

/// `rematch_reply {accept}`: accepts or declines the rematch offered.
pub(crate) async fn reply(
    shared: &Arc<Shared>,
    room: &mut Room,
    seat: Seat,
    holder: u64,
    yes: bool,
) -> Result<(), Refused> {
    room::commit(shared, room, |room| {
        room::holds(room, seat, holder)?;
        if !matches!(room.rematch, Some(Rematch::Offered { .. })) {
            return Err(refused("no rematch is offered"));
        }
        if yes {
            return accept(shared, room, seat);
        }
        room.rematch = None;
        room.broadcast(|_, _, seq| ServerMessage::RematchCancelled {
            seq,
            seat,
            why: RematchCancel::Declined,
        });
        Ok(())
    })
    .await?;
    start_moving(shared, room).await;
    Ok(())
}

/// `seat` accepts the offer: the last acceptance starts the rematch.
fn accept(shared: &Shared, room: &mut Room, seat: Seat) -> Result<(), Refused> {
    let Some(Rematch::Offered { by, waiting }) = &mut room.rematch else {
        return Err(refused("no rematch is offered"));
    };
    let Some(k) = waiting.iter().position(|&s| s == seat) else {
        return Err(refused("you have already accepted this rematch"));
    };
    waiting.remove(k);
    let (by, waiting) = (*by, waiting.clone());
    if waiting.is_empty() {
        start(shared, room);
    } else {
        room.broadcast(|_, _, seq| ServerMessage::RematchOffered {
            seq,
            by,
            waiting_for: waiting.clone(),
        });
    }
    Ok(())
}

/// Everyone accepted: the new room's code and seed are chosen and told.
fn start(shared: &Shared, room: &mut Room) {
    let code = loop {
        let c = crate::code::new_code();
        if !shared.rooms.lock().unwrap().contains_key(&c) {
            break c;
        }
    };
    let seed = shared
        .config
        .deal_seed
        .unwrap_or_else(crate::code::random_seed);
    room.rematch = Some(Rematch::Started {
        code: code.clone(),
        seed,
    });
    room.broadcast(|_, _, seq| ServerMessage::RematchStarted {
        seq,
        code: code.clone(),
    });
}

/// A person left the room (their connection closed) while a rematch is
/// offered: the offer is cancelled, as part of the change that writes
/// their leaving.
pub(crate) fn cancel_on_leave(room: &mut Room, seat: Seat) {
    if matches!(room.rematch, Some(Rematch::Offered { .. }))
        && room.slots[usize::from(seat)].spec == SeatSpec::Person
    {
        room.rematch = None;
        room.broadcast(|_, _, seq| ServerMessage::RematchCancelled {
            seq,
            seat,
            why: RematchCancel::Left,
        });
    }
}

/// Once the rematch has started: the new room is made (if the database
/// takes it; else each person's instance makes it when seating them) and
/// each person connected here is told to take their seat in it.
async fn start_moving(shared: &Arc<Shared>, room: &mut Room) {
    if matches!(room.rematch, Some(Rematch::Started { .. })) {
        if let Err(e) = next_room(shared, room).await {
            tracing::warn!(room = %room.code, error = %e.1, "the rematch's room is not made yet");
        }
        tell_moved(room);
    }
}

/// Tells each connection here of a room whose rematch has started to
/// take its seat in the new room (each connection does it on its own
/// task: `Session::take_rematch_seat`).
pub(crate) fn tell_moved(room: &Room) {
    if matches!(room.rematch, Some(Rematch::Started { .. })) {
        for slot in &room.slots {
            if let Some(c) = &slot.conn {
                c.seat_moved.notify_one();
            }
        }
    }
}

/// The room of `old`'s rematch: held here, or read from the database
/// (another instance made it), or made here from `old` (and written).
pub(crate) async fn next_room(shared: &Arc<Shared>, old: &Room) -> Result<Arc<RoomCell>, Refused> {
    let Some(Rematch::Started { code, seed }) = &old.rematch else {
        return Err(refused("no rematch has started"));
    };
    if let Some(cell) = shared.rooms.lock().unwrap().get(code).cloned() {
        return Ok(cell);
    }
    if let Some(cell) = load(shared, code).await? {
        return Ok(cell);
    }
    let specs: Vec<SeatSpec> = old.slots.iter().map(|s| s.spec).collect();
    let mut room = Room::new(
        code.clone(),
        *old.table.rules(),
        &specs,
        *seed,
        old.takeover_after,
    )?;
    for (new, was) in room.slots.iter_mut().zip(&old.slots) {
        new.name = was.name.clone();
        new.reserved = was.spec == SeatSpec::Person && was.token_hash.is_some();
    }
    if let Err(refused) = room.persist(shared).await {
        // Another instance may have made it first.
        return match load(shared, code).await? {
            Some(cell) => Ok(cell),
            None => Err(refused),
        };
    }
    tracing::info!(room = %code, rematch_of = %old.code, "rematch room made");
    Ok(hold(shared, code, room).await)
}

/// Holds `room` here from now on (unless another task just did) and
/// drives it.
async fn hold(shared: &Arc<Shared>, code: &str, room: Room) -> Arc<RoomCell> {
    let cell = shared
        .rooms
        .lock()
        .unwrap()
        .entry(code.to_string())
        .or_insert_with(|| Arc::new(Mutex::new(room)))
        .clone();
    let mut room = cell.lock().await;
    room::drive(shared, &cell, &mut room);
    drop(room);
    cell
}

/// The room `code` as another instance wrote it, held here from now on
/// (with several instances only).
async fn load(shared: &Arc<Shared>, code: &str) -> Result<Option<Arc<RoomCell>>, Refused> {
    let (Some(store), Some(_)) = (&shared.store, &shared.cluster) else {
        return Ok(None);
    };
    let row = store
        .load_one(code.to_string())
        .await
        .map_err(|_| room::unavailable())?;
    let Some(room) = row.as_ref().and_then(|r| Room::load(r).ok()) else {
        return Ok(None);
    };
    Ok(Some(hold(shared, code, room).await))
}

/// Whether the old room's person may take `slot` of the rematch's room:
/// kept for them (nobody took it yet), or taken by them on a connection
/// that is gone, perhaps before its `seated` (and the new token) reached
/// them. Their old token proves the same person: the seat is given again,
/// with a new token.
fn free_for_rematch(slot: &room::Slot) -> bool {
    slot.reserved || (slot.conn.is_none() && slot.present_on.is_none())
}

/// Seats connection `conn`, which holds `seat` of `old_cell`, at the same
/// seat of the rematch's room, with a new token (`seated`). `None` when
/// there is nothing to take: the connection no longer holds the seat, no
/// rematch has started, or the seat there is held by another connection.
pub(crate) async fn take_seat(
    shared: &Arc<Shared>,
    conn: &room::Conn,
    old_cell: &Arc<RoomCell>,
    seat: Seat,
) -> Result<Option<Arc<RoomCell>>, Refused> {
    let mut old = old_cell.lock().await;
    if room::holds(&old, seat, conn.id).is_err()
        || !matches!(old.rematch, Some(Rematch::Started { .. }))
    {
        return Ok(None);
    }
    let cell = next_room(shared, &old).await?;
    let mut room = cell.lock().await;
    if !free_for_rematch(&room.slots[usize::from(seat)]) {
        // Held by this seat's person on another connection: the old room
        // stays theirs for a final look.
        return Ok(None);
    }
    let token = crate::code::new_token();
    let hash = crate::code::hash_token(&token);
    let me = shared.metrics.instance.clone();
    room::commit(shared, &mut room, |room| {
        let slot = &mut room.slots[usize::from(seat)];
        if !free_for_rematch(slot) {
            return Err((
                ErrorCode::RoomFull,
                "your seat in the rematch was taken by another connection".into(),
            ));
        }
        let took_back = slot.taken_over;
        slot.reserved = false;
        slot.taken_over = false;
        slot.token_hash = Some(hash.clone());
        slot.present_on = Some(me.clone());
        slot.away_since = None;
        if took_back {
            room.table.set_player(seat, spite_table::Player::Remote);
        }
        room.broadcast_presence(seat);
        Ok(())
    })
    .await?;
    room.slots[usize::from(seat)].conn = Some(conn.clone());
    room.send_seated(seat, Some(token));
    tracing::info!(room = %room.code, seat, rematch_of = %old.code, "seated for the rematch");
    room::drive(shared, &cell, &mut room);
    drop(room);
    // This connection has left the old room (over: nothing to write).
    old.slots[usize::from(seat)].conn = None;
    Ok(Some(cell))
}
