//! A review of an online game, judged by its server: the window holds
//! only its seat's view, not the game's record, so it asks the server
//! (spite-table's `Intent::Review`) and shows the news as it comes: the
//! start (the game's moves, for progress), each decision with the cards
//! its moves took, the accuracy. A refusal (a game not over, too many
//! reviews asked) or the connection going ends it with the reason.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use spite_table::client::ReviewNews;
use spite_table::{ErrorCode, Refusal};

use super::job::{Cards, Report, Reviewing, Source, Stopped};

/// What the online seat heard that its review listens to (kept by the
/// online venue until the app hands it in).
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// The review's news.
    News(ReviewNews),
    /// The server refused a request (perhaps the review).
    Refused(ErrorCode),
    /// The connection dropped or closed: the server's review stopped.
    Gone,
}

impl Reviewing {
    /// Game `number` of the online match, just asked of its server.
    pub fn asked(number: usize) -> Reviewing {
        let source = Source::Server { started: false };
        let (cancel, exit) = (Arc::new(AtomicBool::new(false)), Arc::new(OnceLock::new()));
        Reviewing::waiting(number, 0, source, cancel, exit)
    }

    /// Game `number`, refused before it was asked (not over yet).
    pub fn refused(number: usize, refusal: Refusal) -> Reviewing {
        let mut r = Reviewing::asked(number);
        r.take(Report::End(Err(Stopped::Refused(refusal))));
        r
    }

    /// Takes in what the online seat heard: this game's news once the
    /// server has started it, a refusal of the review, the connection
    /// gone. Anything else (another game's news, a review closed before)
    /// is not this review's.
    pub fn hear(&mut self, heard: Heard) {
        let Source::Server { started } = &mut self.source else {
            return;
        };
        if self.end.is_some() {
            return;
        }
        let started = *started;
        let this = |game: usize| game == self.number;
        match heard {
            Heard::News(ReviewNews::Started { game, moves }) if this(game) && !started => {
                self.source = Source::Server { started: true };
                self.set_moves(moves);
            }
            Heard::News(ReviewNews::Decision {
                game,
                reviewed,
                turn,
                played_cards,
                best_cards,
            }) if this(game) && started => self.take(Report::Turn {
                turn: *turn,
                reviewed,
                cards: Some(Cards {
                    played: played_cards,
                    best: best_cards,
                }),
            }),
            Heard::News(ReviewNews::Done { game, accuracy, .. }) if this(game) && started => {
                self.take(Report::End(Ok(accuracy)));
            }
            Heard::Refused(code) if refuses_review(code, started) => {
                self.take(Report::End(Err(Stopped::Server(code))));
            }
            Heard::Gone => self.take(Report::End(Err(Stopped::Gone))),
            _ => {}
        }
    }
}

/// Whether the server's refusal `code` is of the review: before it
/// started, a refusal the server gives a review; once started, only its
/// failing.
fn refuses_review(code: ErrorCode, started: bool) -> bool {
    match code {
        ErrorCode::Internal => true,
        ErrorCode::RateLimited
        | ErrorCode::ReviewBusy
        | ErrorCode::GameNotFinished
        | ErrorCode::NoSuchGame => !started,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_ai::TurnReview;

    fn decision(game: usize, turn: TurnReview) -> Heard {
        Heard::News(ReviewNews::Decision {
            game,
            reviewed: turn.first_move + 1,
            turn: Box::new(turn),
            played_cards: vec![None],
            best_cards: vec![],
        })
    }

    fn a_turn() -> TurnReview {
        let record = spite_core::Record::new(spite_core::Rules::g4a(), 3, Some(0));
        let never = AtomicBool::new(false);
        let mut game = record.initial().expect("deals");
        let mv = game.legal_moves()[0];
        game.apply(mv).expect("legal");
        let record = spite_core::Record {
            moves: vec![mv],
            ..record
        };
        let review =
            spite_ai::review_game(&record, 0, &crate::testing::SMALL_REVIEW, &never, |_| {});
        review.expect("reviewed").turns[0].clone()
    }

    #[test]
    fn only_this_games_news_after_its_start_is_taken_in() {
        let t = a_turn();
        let mut r = Reviewing::asked(2);
        // An earlier review's news, before this one started: not its.
        r.hear(decision(2, t.clone()));
        assert!(r.turns.is_empty());
        r.hear(Heard::News(ReviewNews::Started { game: 3, moves: 9 }));
        r.hear(Heard::News(ReviewNews::Started { game: 2, moves: 4 }));
        r.hear(decision(3, t.clone()));
        r.hear(decision(2, t.clone()));
        assert_eq!(r.turns, vec![t.clone()]);
        assert!(r.progress() > 0.0 && r.progress() < 1.0);
        // A move refused meanwhile is not the review's.
        r.hear(Heard::Refused(ErrorCode::NotYourTurn));
        r.hear(Heard::Refused(ErrorCode::RateLimited));
        assert!(r.end.is_none());
        r.choose(0);
        let (_, shown) = r.chosen().expect("chosen");
        assert_eq!(shown.view, None, "no table for an online game");
        assert_eq!(shown.cards.played, vec![None]);
        r.hear(Heard::News(ReviewNews::Done {
            game: 2,
            accuracy: 87.5,
            decisions: 1,
        }));
        assert!(matches!(r.end, Some(Ok(a)) if a == 87.5));
        r.hear(Heard::Gone);
        assert!(matches!(r.end, Some(Ok(a)) if a == 87.5), "done stays done");
    }

    #[test]
    fn a_refusal_or_the_connection_going_ends_it() {
        let mut r = Reviewing::asked(1);
        r.hear(Heard::Refused(ErrorCode::RateLimited));
        assert!(matches!(
            r.end,
            Some(Err(Stopped::Server(ErrorCode::RateLimited)))
        ));
        let mut r = Reviewing::asked(1);
        r.hear(Heard::News(ReviewNews::Started { game: 1, moves: 4 }));
        r.hear(Heard::Gone);
        assert!(matches!(r.end, Some(Err(Stopped::Gone))));
        let r = Reviewing::refused(1, Refusal::Review);
        assert!(matches!(
            r.end,
            Some(Err(Stopped::Refused(Refusal::Review)))
        ));
    }
}
