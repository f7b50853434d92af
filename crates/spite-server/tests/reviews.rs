//! Reviews from the server: a seat asks for the review of a finished game
//! and gets, to it alone, spite-ai's review of its own seat (the same as
//! `review_game` on the game's record), a decision at a time; a game not
//! finished, a game the match has not, a second review at once and too
//! many from one address are refused with their codes.

mod common;

use std::sync::atomic::AtomicBool;

use common::*;
use spite_ai::{ReviewOptions, TurnReview, review_game};
use spite_core::{Card, Move, Record, derive_seed};
use spite_server::Server;
use spite_server::client::Client;
use spite_server::protocol::{ClientMessage, ErrorCode, RulesSpec, SeatSpec, ServerMessage};

fn rules() -> spite_core::Rules {
    spite_core::Rules {
        payoff_size: 3,
        match_target: 1,
        ..short_rules(2)
    }
}

/// Asks for a review and returns the first answer: `review_started` or a
/// refusal (broadcasts before it skipped).
async fn ask(c: &mut Client, game: usize) -> ServerMessage {
    answer_to(c, &ClientMessage::Review { game }, |m| {
        matches!(m, ServerMessage::ReviewStarted { .. })
    })
    .await
}

/// A `review_turn`: the decision, its moves' cards, the moves judged.
struct Decision {
    turn: TurnReview,
    played: Vec<Option<Card>>,
    best: Vec<Option<Card>>,
    reviewed: u32,
}

/// What a review told, to its end: each decision, then the accuracy and
/// the count.
struct Told {
    turns: Vec<Decision>,
    accuracy: f32,
    decisions: u32,
}

async fn review_to_end(c: &mut Client, game: usize) -> Told {
    let mut turns = Vec::new();
    loop {
        match recv(c).await.0 {
            ServerMessage::ReviewTurn {
                game: g,
                reviewed,
                turn,
                played_cards,
                best_cards,
                ..
            } => {
                assert_eq!(g, game);
                turns.push(Decision {
                    turn,
                    played: played_cards,
                    best: best_cards,
                    reviewed,
                });
            }
            ServerMessage::ReviewDone {
                game: g,
                accuracy,
                decisions,
                ..
            } => {
                assert_eq!(g, game);
                return Told {
                    turns,
                    accuracy,
                    decisions,
                };
            }
            ServerMessage::Error { code, message, .. } => panic!("refused: {code:?} {message}"),
            _ => {}
        }
    }
}

/// The cards each move took, played in turn from `view`.
fn cards(view: &spite_core::PlayerView, moves: &[Move]) -> Vec<Option<Card>> {
    let mut v = view.clone();
    moves
        .iter()
        .map(|&mv| {
            let c = v.card_at(mv.from).filter(|c| !c.is_unknown());
            v.apply_visible(mv).unwrap();
            c
        })
        .collect()
}

/// Each seat's review of the finished game is the library's review of its
/// own seat on the game's record, told a decision at a time with the cards
/// its moves took, the progress rising to the game's moves; the other
/// seat hears none of it. Refusals: no seat, the game being played, a
/// game the match has not, a second review at once, a seat named.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_seat_gets_the_library_s_review_of_its_own_seat_alone() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let mut stranger = Client::connect(&url).await.unwrap();
    assert_eq!(
        refused(&ask(&mut stranger, 1).await),
        Some(ErrorCode::NotSeated)
    );
    let mut a = Client::connect(&url).await.unwrap();
    let sa = a
        .create(
            Some(RulesSpec::Custom(rules())),
            vec![SeatSpec::Person, SeatSpec::Person],
            None,
            None,
        )
        .await
        .unwrap();
    let mut b = Client::connect(&url).await.unwrap();
    let sb = b.join(&sa.code, None).await.unwrap();
    assert_eq!(
        refused(&ask(&mut a, 1).await),
        Some(ErrorCode::GameNotFinished)
    );
    assert_eq!(refused(&ask(&mut a, 2).await), Some(ErrorCode::NoSuchGame));
    let logs = all_play_to_end(vec![(a, sa.clone()), (b, sb.clone())]).await;
    let seed = match_end(&logs[0]).seed;
    let mut a = Client::connect(&url).await.unwrap();
    a.rejoin(&sa.code, sa.token.as_deref().unwrap())
        .await
        .unwrap();
    let mut b = Client::connect(&url).await.unwrap();
    b.rejoin(&sb.code, sb.token.as_deref().unwrap())
        .await
        .unwrap();
    for game in [0, 2] {
        assert_eq!(
            refused(&ask(&mut a, game).await),
            Some(ErrorCode::NoSuchGame)
        );
    }
    // The request names no seat: naming one is not a request.
    b.send_text(r#"{"type":"review","game":1,"seat":0}"#)
        .await
        .unwrap();
    let answer = until(&mut b, |m| matches!(m, ServerMessage::Error { .. })).await;
    assert_eq!(
        refused(&answer.last().unwrap().0),
        Some(ErrorCode::BadRequest)
    );

    let moves = server.moves(&sa.code).await.unwrap().remove(0);
    let record = Record {
        moves: moves.clone(),
        ..Record::new(rules(), derive_seed(seed, 0), None)
    };
    let ServerMessage::ReviewStarted {
        game: 1, moves: n, ..
    } = ask(&mut a, 1).await
    else {
        panic!("the review is taken");
    };
    assert_eq!(n as usize, moves.len());
    // One at a time.
    assert_eq!(refused(&ask(&mut a, 1).await), Some(ErrorCode::ReviewBusy));
    assert!(matches!(
        ask(&mut b, 1).await,
        ServerMessage::ReviewStarted { game: 1, .. }
    ));
    for (seat, c) in [(0u8, &mut a), (1, &mut b)] {
        let told = review_to_end(c, 1).await;
        let never = AtomicBool::new(false);
        let local = review_game(&record, seat, &ReviewOptions::DEFAULT, &never, |_| {}).unwrap();
        assert!(!local.turns.is_empty());
        let turns: Vec<_> = told.turns.iter().map(|t| t.turn.clone()).collect();
        assert_eq!(turns, local.turns, "seat {seat}: the library's review");
        assert_eq!(told.accuracy, local.accuracy);
        assert_eq!(told.decisions as usize, local.turns.len());
        let mut game = record.initial().unwrap();
        let mut at = 0;
        let mut last = 0;
        for Decision {
            turn,
            played,
            best,
            reviewed,
        } in &told.turns
        {
            while at < turn.first_move as usize {
                game.apply(moves[at]).unwrap();
                at += 1;
            }
            let view = game.observation(seat);
            assert!(view.is_my_turn(), "a decision of the seat's own");
            assert_eq!(played, &cards(&view, &turn.played));
            assert_eq!(best, &cards(&view, &turn.best));
            assert!(played.iter().all(Option::is_some));
            assert_eq!(
                *reviewed as usize,
                turn.first_move as usize + turn.played.len()
            );
            assert!(*reviewed > last && *reviewed as usize <= moves.len());
            last = *reviewed;
        }
        // Asked again once done: taken (the connection's review is over).
        if seat == 0 {
            assert!(matches!(
                ask(c, 1).await,
                ServerMessage::ReviewStarted { .. }
            ));
        }
    }
    // The other seat heard nothing of a review but its own: b's queue to
    // a pong holds no review message.
    b.send(&ClientMessage::Ping {}).await.unwrap();
    let heard = until(&mut b, |m| matches!(m, ServerMessage::Pong { .. })).await;
    assert!(
        heard.iter().all(|(m, _)| !matches!(
            m,
            ServerMessage::ReviewTurn { .. } | ServerMessage::ReviewDone { .. }
        )),
        "{heard:?}"
    );
    server.shutdown().await;
}

/// An address may start a few reviews a minute: each from a new
/// connection at the seat (the last one's closed, its review stopped),
/// then the next is refused `rate_limited`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_is_refused_past_a_few_reviews_a_minute() {
    let server = Server::start(config(None)).await.unwrap();
    let url = server.url();
    let mut a = Client::connect(&url).await.unwrap();
    let sa = a
        .create(
            Some(RulesSpec::Custom(rules())),
            vec![
                SeatSpec::Person,
                SeatSpec::Computer {
                    level: spite_ai::Level::Easy,
                },
            ],
            None,
            None,
        )
        .await
        .unwrap();
    let (mut a, _) = play_to_end(a, sa.clone()).await;
    let token = sa.token.clone().unwrap();
    let mut started = 0;
    let refusal = loop {
        assert!(started <= 10, "refused at last");
        match ask(&mut a, 1).await {
            ServerMessage::ReviewStarted { .. } => started += 1,
            other => break refused(&other),
        }
        // The same seat from a new connection: the old one is closed.
        a = Client::connect(&url).await.unwrap();
        a.rejoin(&sa.code, &token).await.unwrap();
    };
    assert_eq!(refusal, Some(ErrorCode::RateLimited));
    assert_eq!(started, 4, "a burst of four a minute");
    server.shutdown().await;
}
