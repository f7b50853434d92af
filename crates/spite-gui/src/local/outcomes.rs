//! Finished games for the statistics: who won, by the table's names, and
//! how it went for the person.

use spite_ai::Level;
use spite_core::Status;

use super::Local;
use crate::face::TableFace;
use crate::session::Session;
use crate::stats::{Finished, Outcome, TableKind};

impl Session<Local> {
    /// Finished games of this match the statistics count already.
    pub fn counted(&self) -> usize {
        self.venue.counted
    }

    /// Sets how many finished games the statistics count (from the
    /// statistics file, which may lag the match file by a game).
    pub fn set_counted(&mut self, games: usize) {
        self.venue.counted = games.min(self.match_().results().len());
    }

    /// Games finished since last asked, for the statistics: who won (by
    /// seat or partnership name), how it went for the person when only one
    /// plays, and the match's winner when the game ended the match.
    pub fn take_outcomes(&mut self) -> Vec<Finished> {
        let m = self.match_();
        let results = m.results();
        let rules = *self.rules();
        let one_person = self.humans() == 1;
        let me = rules.side_of(self.viewer());
        let preset = spite_table::RulesName::of(&rules).preset;
        let mut out = vec![];
        for (i, r) in results.iter().enumerate().skip(self.venue.counted) {
            let winner = match r.result {
                Status::Won { winner, .. } => Some(rules.side_of(winner)),
                _ => None,
            };
            let outcome = one_person.then_some(match winner {
                Some(side) if side == me => Outcome::Won,
                Some(_) => Outcome::Lost,
                None => Outcome::Drawn,
            });
            let last = i + 1 == results.len();
            let ends_match = last && m.is_over();
            // The finished game is still on the table until the next is dealt.
            let turns = (last && m.game().is_over()).then(|| m.game().turn());
            let match_side = ends_match.then(|| m.winner()).flatten();
            out.push(Finished {
                winner: winner.map(|side| self.side_key(side)),
                outcome,
                match_winner: match_side.map(|side| self.side_key(side)),
                match_won: (one_person && ends_match).then_some(match_side == Some(me)),
                turns,
                preset,
            });
        }
        let finished = results.len();
        if self.venue.counted != finished {
            self.venue.counted = finished;
            self.venue.revision += 1;
        }
        out
    }

    /// A side's name as the statistics keep it, the same in every
    /// language ("Player 1 & Player 3").
    fn side_key(&self, side: u8) -> String {
        crate::lang::side_key(&self.seats().side(self.rules(), side))
    }

    /// The kind of table this is, for the statistics (`level`: the
    /// computers' level).
    pub fn table_kind(&self, level: Level) -> TableKind {
        let rules = self.rules();
        TableKind {
            players: rules.players,
            partnership: rules.partnership,
            people: self.humans() as u8,
            level,
        }
    }
}
