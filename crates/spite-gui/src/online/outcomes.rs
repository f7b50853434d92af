//! An online room's finished games for the statistics: how each went for
//! this window's seat (its side's win, a loss or a draw), from the games
//! the room reports finished and the current game once it is over.

use spite_core::Status;

use super::Online;
use crate::face::TableFace;
use crate::session::Session;
use crate::stats::{OnlineKind, OnlineMatch, Outcome, room_key};

impl Session<Online> {
    /// The room's match as far as it has finished, for the statistics
    /// (`None` before the seat and its view have come).
    pub fn finished_games(&self) -> Option<OnlineMatch> {
        let (code, seat, view) = (
            self.table().code()?,
            self.table().seat()?,
            self.table().view()?,
        );
        let rules = *view.rules();
        let me = rules.side_of(seat);
        let outcome = |status: Status| match status {
            Status::Won { winner, .. } if rules.side_of(winner) == me => Some(Outcome::Won),
            Status::Won { .. } => Some(Outcome::Lost),
            Status::Drawn => Some(Outcome::Drawn),
            Status::Playing => None,
        };
        // Game n is the room's result n (the finished games, in order);
        // the current game, once over, may not be among them yet.
        let mut statuses: Vec<Status> = self.table().results().iter().map(|r| r.result).collect();
        if statuses.len() + 1 == self.table().game_number() && view.status().is_over() {
            statuses.push(view.status());
        }
        let games: Vec<Outcome> = statuses.into_iter().map_while(outcome).collect();
        // The last game's turns are known while its table is on the screen.
        let last_turns = self
            .client()
            .state()
            .finished
            .as_ref()
            .filter(|f| f.number == games.len())
            .map(|f| f.view.turn())
            .or_else(|| {
                (view.status().is_over() && games.len() == self.table().game_number())
                    .then(|| view.turn())
            });
        let match_won = self
            .table()
            .match_end()
            .and_then(|end| end.winner)
            .map(|side| side == me);
        Some(OnlineMatch {
            room: room_key(self.url(), code),
            kind: OnlineKind {
                players: rules.players,
                partnership: rules.partnership,
            },
            games,
            match_won,
            preset: spite_table::RulesName::of(&rules).preset,
            last_turns,
        })
    }
}
