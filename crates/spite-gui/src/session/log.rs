//! The move log: the game's narration, rendered line by line, each line
//! filed under the turn it belongs to, told again whole in another
//! language. Another seat's lines are revealed as its cards land
//! (`shown_log`).

use serde::{Deserialize, Serialize};
use spite_core::{Card, Move, Seat};
use spite_table::Message;

use super::{Session, Venue};
use crate::face::TableFace;

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    pub turn: u32,
    pub seat: u8,
    pub text: String,
    /// Moves of the game played once this line was told (0 where the
    /// record is not here: online).
    #[serde(default)]
    pub moves: usize,
    /// What the line tells, to tell it again in another language (not
    /// saved: a restored log is told again from the match's record).
    #[serde(skip)]
    pub message: Option<Message>,
    /// The move a take-back line tells of: the match's record keeps only
    /// the moves that stand, so a log told again from it needs these.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub took_back: Option<TakenBack>,
    /// A line in the window's own words (a seat's person came or went):
    /// its `ui-*` id and the seat it names, to tell it again.
    #[serde(skip)]
    pub said: Option<(&'static str, Seat)>,
}

/// A move taken back, as its log line keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakenBack {
    pub seat: u8,
    pub mv: Move,
    pub card: Option<Card>,
}

/// The log's turns, oldest first: each a run of lines with one turn
/// number, with the index of its first line (which names it: an online
/// room's log runs on into the next game, whose turns count from 1 again).
pub fn turns(log: &[LogLine]) -> Vec<(usize, &[LogLine])> {
    let mut start = 0;
    log.chunk_by(|a, b| a.turn == b.turn)
        .map(|lines| {
            let first = start;
            start += lines.len();
            (first, lines)
        })
        .collect()
}

impl<V: Venue> Session<V> {
    /// Tells the log again in the current language: as the venue replays
    /// it where some line's message is not known (a local log restored from
    /// a file in another language), else line by line; a line whose
    /// message is not known and that no replay tells (an online room's
    /// earlier turns, kept as text over a restart) stays as it was told.
    pub(super) fn retell_log(&mut self) {
        let lang = self.language().code().to_owned();
        let line_by_line = self
            .screen
            .log
            .iter()
            .all(|l| l.message.is_some() || l.said.is_some());
        let replayed = (!line_by_line && self.log_lang != lang)
            .then(|| V::replayed_log(self))
            .flatten();
        if let Some(log) = replayed {
            self.screen.log = log;
        } else {
            let texts: Vec<String> = self.screen.log.iter().map(|l| self.line_words(l)).collect();
            for (l, text) in self.screen.log.iter_mut().zip(texts) {
                l.text = text;
            }
        }
        self.log_lang = lang;
        self.venue.changed();
    }

    /// A line's words in the current language.
    fn line_words(&self, line: &LogLine) -> String {
        match (&line.message, line.said) {
            (Some(m), _) => self.screen.words.render(m),
            (None, Some((id, seat))) => self.tr(id, &[("name", self.seat_name(seat).into())]),
            (None, None) => line.text.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(turn: u32, text: &str) -> LogLine {
        LogLine {
            turn,
            seat: 0,
            text: text.into(),
            moves: 0,
            message: None,
            took_back: None,
            said: None,
        }
    }

    #[test]
    fn a_turn_number_met_again_in_the_next_game_is_another_turn() {
        let log = [
            line(1, "a"),
            line(1, "b"),
            line(2, "c"),
            line(1, "next game"),
        ];
        let runs: Vec<(usize, Vec<&str>)> = turns(&log)
            .into_iter()
            .map(|(at, lines)| (at, lines.iter().map(|l| l.text.as_str()).collect()))
            .collect();
        assert_eq!(
            runs,
            [(0, vec!["a", "b"]), (2, vec!["c"]), (3, vec!["next game"])]
        );
        assert!(turns(&[]).is_empty());
    }
}
