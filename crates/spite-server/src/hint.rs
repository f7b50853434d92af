//! Hints online: a thin client (the browser) asks the server for the hint
//! the terminal and the window work out themselves, so every frontend
//! gives the same one.
//!
//! The hint is worked out from the asking seat's `PlayerView` only (the
//! seat's own view, as a bot gets it: no hidden card can reach it), on the
//! blocking pool with a bounded number at once, never while the room is
//! locked.

use std::sync::{Arc, LazyLock};

use spite_core::Seat;
use spite_i18n::{Fluent, Language};
use spite_table::{Message, Render};
use tokio::sync::Semaphore;

use crate::protocol::{ErrorCode, ServerMessage};
use crate::room::{Refused, RoomCell, refusal};

/// The hint's sentence for programs and logs is English.
static ENGLISH: LazyLock<Fluent> = LazyLock::new(|| Fluent::plain(Language::English));

/// How many hints are worked out at once across the server: one per core,
/// so people asking for hints cannot crowd out the computer players.
pub(crate) fn hint_permits() -> Semaphore {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    Semaphore::new(cores.max(1))
}

/// How often a hint is worked out again when the table changed while it
/// was (another connection with the seat's token played, the computer took
/// the seat over): then the seat is asked about afresh.
const TRIES: usize = 3;

/// The hint for `seat` of the room in `cell`, as the message to send to the
/// asking connection; refused as a move would be when the seat may not
/// move now (not its turn, the computer plays it, the game or the match is
/// over).
pub(crate) async fn answer(
    permits: &Semaphore,
    cell: &Arc<RoomCell>,
    seat: Seat,
) -> Result<ServerMessage, Refused> {
    for _ in 0..TRIES {
        let job = {
            let room = cell.lock().await;
            room.table.hint_job(seat).map_err(|e| refusal(&e))?
        };
        let ticket = job.ticket();
        let _permit = permits
            .acquire()
            .await
            .map_err(|_| (ErrorCode::Internal, "the server is stopping".to_string()))?;
        let (_, message) = tokio::task::spawn_blocking(move || job.run())
            .await
            .map_err(|_| (ErrorCode::Internal, "the hint failed".to_string()))?;
        let room = cell.lock().await;
        if room.table.is_current(ticket) {
            return Ok(hint_message(room.seq, &message));
        }
    }
    Err((
        ErrorCode::NotYourTurn,
        "the table changed while the hint was worked out; ask again".into(),
    ))
}

/// spite-table's hint message as the protocol sends it.
pub(crate) fn hint_message(seq: u64, message: &Message) -> ServerMessage {
    let english = ENGLISH.render(message);
    match message {
        Message::Hint { mv, card, plan } => ServerMessage::Hint {
            seq,
            mv: Some(*mv),
            card: card.filter(|c| !c.is_unknown()),
            plan: Some(plan.clone()),
            message: english,
        },
        _ => ServerMessage::Hint {
            seq,
            mv: None,
            card: None,
            plan: None,
            message: english,
        },
    }
}

/// A `hint` from the server as spite-table's message (what a frontend on
/// `OnlineTable` renders in its language); `None` for a message that is
/// not a hint.
pub(crate) fn hint_from_wire(msg: &ServerMessage) -> Option<Message> {
    let ServerMessage::Hint { mv, card, plan, .. } = msg else {
        return None;
    };
    Some(match (mv, plan) {
        (Some(mv), Some(plan)) => Message::Hint {
            mv: *mv,
            card: *card,
            plan: plan.clone(),
        },
        _ => Message::NoHint,
    })
}

#[cfg(test)]
mod tests {
    use spite_core::{Game, Rules};

    use super::*;
    use crate::protocol::SeatSpec;
    use crate::room::Room;

    /// A seat the computer plays is refused a hint, on its turn or not,
    /// and the person to move gets one.
    #[tokio::test]
    async fn a_seat_the_computer_plays_is_refused() {
        let specs = [
            SeatSpec::Computer {
                level: spite_ai::Level::Easy,
            },
            SeatSpec::Person,
        ];
        let permits = hint_permits();
        let mut firsts = [0; 2];
        for seed in 0..12 {
            let room = Room::new("ABCD-EFGH-JKLM".into(), Rules::g4a(), &specs, seed, None)
                .expect("a room");
            let to_move = room.table.to_move();
            firsts[usize::from(to_move)] += 1;
            let cell = Arc::new(tokio::sync::Mutex::new(room));
            let computer = answer(&permits, &cell, 0).await.unwrap_err();
            assert_eq!(computer.0, ErrorCode::NotYourTurn, "{computer:?}");
            let person = answer(&permits, &cell, 1).await;
            if to_move == 1 {
                assert!(matches!(
                    person,
                    Ok(ServerMessage::Hint { mv: Some(_), .. })
                ));
            } else {
                assert_eq!(person.unwrap_err().0, ErrorCode::NotYourTurn);
            }
        }
        // Both: the computer's seat refused on its own turn and on the other's.
        assert!(firsts[0] > 0 && firsts[1] > 0, "{firsts:?}");
    }

    /// Every hint of many positions goes over the wire and back unchanged,
    /// and says in English what the English renderer says.
    #[test]
    fn hints_go_over_the_wire_and_back() {
        let mut plans = 0;
        for seed in 0..20 {
            let mut game = Game::new(Rules::g4a(), seed).unwrap();
            for _ in 0..30 {
                if game.status().is_over() {
                    break;
                }
                let view = game.observation(game.to_move());
                let told = spite_table::hint_message(&view);
                let wire = hint_message(7, &told);
                let text = serde_json::to_string(&wire).unwrap();
                let back: ServerMessage = serde_json::from_str(&text).unwrap();
                assert_eq!(back, wire);
                assert_eq!(hint_from_wire(&back), Some(told.clone()));
                let ServerMessage::Hint {
                    mv, message, plan, ..
                } = &back
                else {
                    unreachable!()
                };
                assert_eq!(message, &ENGLISH.render(&told));
                plans += usize::from(plan.is_some());
                game.apply(mv.expect("a move on the seat's turn")).unwrap();
            }
        }
        assert!(plans > 100, "only {plans} plans sent");
        let none = hint_message(3, &Message::NoHint);
        assert_eq!(hint_from_wire(&none), Some(Message::NoHint));
        assert!(matches!(none, ServerMessage::Hint { mv: None, .. }));
    }
}
