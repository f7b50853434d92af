//! Open rooms: a room made with `open: true` is listed, while it has a
//! free person seat and its match goes on, for anyone to take a seat by
//! its code (`join`). Closed rooms are never listed.
//!
//! One instance (SQLite, or nothing kept) holds every room and lists them
//! from memory. With several instances on PostgreSQL each write stores
//! whether the room is listed, so every instance lists every open room
//! from the database, whichever instance made it.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use spite_core::{Rules, Seat};

use crate::protocol::{OpenRoom, SeatSpec};
use crate::room::{self, Refused, Room};
use crate::server::Shared;

/// The most rooms a list holds (the longest waiting).
pub(crate) const MAX_LISTED: usize = 100;

/// How many person seats of `room` anyone may take now.
fn free_seats(room: &Room) -> usize {
    room.slots
        .iter()
        .filter(|s| s.spec == SeatSpec::Person && s.token_hash.is_none() && !s.reserved)
        .count()
}

/// Whether `room` is listed now: open, a free person seat, its match not
/// over, not closed.
pub(crate) fn listed(room: &Room) -> bool {
    room.open && !room.closed && room.finished.is_none() && free_seats(room) > 0
}

/// `room` as the list shows it, if it is listed.
fn entry(room: &Room, now: i64) -> Option<OpenRoom> {
    if !listed(room) {
        return None;
    }
    let rules = *room.table.rules();
    let preset = ["g4a", "classic"]
        .into_iter()
        .find(|p| {
            Rules::preset(p).is_some_and(|r| {
                Rules {
                    players: rules.players,
                    partnership: rules.partnership,
                    ..r
                } == rules
            })
        })
        .map(String::from);
    Some(OpenRoom {
        code: room.code.clone(),
        preset,
        rules,
        seats: (0..room.slots.len() as Seat)
            .map(|s| room.seat_info(s))
            .collect(),
        free: free_seats(room) as u8,
        waiting: u64::try_from(now.saturating_sub(room.created) / 1000).unwrap_or(0),
    })
}

/// The open rooms, longest waiting first.
pub(crate) async fn open_rooms(shared: &Arc<Shared>) -> Result<Vec<OpenRoom>, Refused> {
    let now = room::now();
    let mut found: Vec<(i64, OpenRoom)> = Vec::new();
    let stored = match (&shared.store, &shared.cluster) {
        (Some(store), Some(_)) => store.listed(MAX_LISTED as i64).await.map_err(|e| {
            tracing::warn!(error = %e, "the open rooms cannot be read");
            room::unavailable()
        })?,
        _ => None,
    };
    match stored {
        Some(rows) => {
            for row in rows {
                if let Some(e) = Room::load(&row).ok().and_then(|r| entry(&r, now)) {
                    found.push((row.created, e));
                }
            }
        }
        None => {
            let cells: Vec<_> = shared.rooms.lock().unwrap().values().cloned().collect();
            for cell in cells {
                let room = cell.lock().await;
                if let Some(e) = entry(&room, now) {
                    found.push((room.created, e));
                }
            }
        }
    }
    found.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.code.cmp(&b.1.code)));
    found.truncate(MAX_LISTED);
    Ok(found.into_iter().map(|f| f.1).collect())
}

/// `GET /rooms`: the open rooms as JSON, `{"rooms":[...]}` (503 while
/// the database cannot be read).
pub(crate) async fn http_rooms(State(shared): State<Arc<Shared>>) -> Response {
    let (status, body) = match open_rooms(&shared).await {
        Ok(rooms) => (StatusCode::OK, serde_json::json!({ "rooms": rooms })),
        Err((code, message)) => (
            StatusCode::SERVICE_UNAVAILABLE,
            serde_json::json!({ "error": code, "message": message }),
        ),
    };
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}
