//! `review` at an online table: the server judges the finished game's
//! decisions from this seat's view (the terminal does not hold the game's
//! record) and sends them one at a time; they are told in the same lines
//! as `spite review FILE`, as they come.

use std::io::Write;

use spite_table::client::{Intent, ReviewNews};

use super::online::OnlineGame;
use crate::review::{review_words, summary, told};
use crate::words::tr;

/// The marks of the review being told, per `spite_ai::Mark`, for its
/// summary.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReviewTally {
    marked: [u32; 3],
}

impl<W: Write> OnlineGame<W> {
    /// `review`: the game kept on the screen once over, else the last
    /// finished one, asked of the server.
    pub(super) fn review_online(&mut self) {
        let state = self.state();
        let game = state
            .finished
            .as_ref()
            .map_or(state.results.len(), |f| f.number);
        // Its tally starts with the server's `Started`.
        self.send(Intent::Review { game });
    }

    /// A piece of the review's news, told as `spite review` tells it.
    pub(super) fn tell_review(&mut self, news: ReviewNews) {
        let seat = self.state().seat.unwrap_or(0);
        match news {
            ReviewNews::Started { game, moves } => {
                self.venue.review = Some(ReviewTally::default());
                self.say(tr(
                    "ui-review-intro",
                    &[
                        ("game", (game as u32).into()),
                        ("seat", seat.into()),
                        ("moves", moves.into()),
                    ],
                ));
            }
            ReviewNews::Decision {
                turn,
                played_cards,
                best_cards,
                ..
            } => {
                let Some(mark) = turn.mark else { return };
                let tally = self.venue.review.get_or_insert_with(ReviewTally::default);
                tally.marked[mark as usize] += 1;
                let words = review_words(self.style);
                for line in told(&turn, mark, &played_cards, &best_cards, &words, self.style) {
                    self.say(line);
                }
            }
            ReviewNews::Done {
                accuracy,
                decisions,
                ..
            } => {
                let tally = self.venue.review.take().unwrap_or_default();
                for line in summary(accuracy, decisions, tally.marked) {
                    self.say(line);
                }
            }
        }
    }
}
