//! Looking back at a finished game: spite-ai's review (`review_game`) of
//! one seat's decisions, shown as it comes (each decision marked as it is
//! done) in a window of its own: for a game whose record is here, worked
//! out on a thread of its own, with the table as it was before a chosen
//! turn and the better turn outlined on it; for an online game, asked of
//! its server, which has the record (this window sees only its seat), and
//! told in words without the table. Closing the window stops the review
//! here, or stops listening to the server's.
//!
//! The games that can be reviewed: the local game just finished (its
//! game-over screen's Review button), the last [`KEPT`] games of this
//! window, kept with the statistics ([`KeptGame`], `Stats::games`), since
//! a match keeps only its game in progress, and an online match's
//! finished games while its room is open (its game-over and match-over
//! screens' Review button).
//!
//! One idea per file: `job` a review being shown, whoever judges it,
//! `thread` the review worked out here, `online` the server's news of an
//! online game's, `window` its window, `board` the table in it.

mod board;
mod job;
mod online;
mod thread;
mod window;

use serde::{Deserialize, Serialize};
use spite_core::{PlayerView, Record, Status};

use crate::face::TableFace;
use crate::local::Local;
use crate::session::Session;

pub use job::{Cards, Exit, Reviewing, Shown, Stopped, symbol};
pub use online::Heard;
pub use window::{kept_list, show};

/// Games kept for review with the statistics (the newest).
pub const KEPT: usize = 20;

/// A finished game kept so that it can be reviewed: its record (rules,
/// deal and moves), the seat it is reviewed from and what the statistics
/// call it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptGame {
    /// The game, replayed by the rules when reviewed.
    pub record: Record,
    /// The seat reviewed: the person's at a table against the computer.
    pub seat: u8,
    /// Its number in its match, from 1.
    pub game: usize,
    /// The statistics row it was counted in (`crate::stats::TableKind`'s
    /// label, in English whatever the language).
    pub table: String,
    /// How it went for that seat's side.
    pub result: KeptResult,
}

/// How a kept game went for the seat reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeptResult {
    Won,
    Lost,
    Drawn,
    /// A saved match's game not over yet (reviewed as far as it went).
    Unfinished,
}

impl KeptResult {
    /// The result of a game that ended with `status`, for `seat`'s side.
    pub fn of(status: Status, record: &Record, seat: u8) -> KeptResult {
        let rules = record.rules;
        match status {
            Status::Won { winner, .. } if rules.side_of(winner) == rules.side_of(seat) => {
                KeptResult::Won
            }
            Status::Won { .. } => KeptResult::Lost,
            _ => KeptResult::Drawn,
        }
    }

    /// The word the messages choose by (`ui-review-result`).
    pub fn key(self) -> &'static str {
        match self {
            KeptResult::Won => "won",
            KeptResult::Lost => "lost",
            KeptResult::Drawn => "drawn",
            KeptResult::Unfinished => "unfinished",
        }
    }
}

/// Keeps `game` (a finished game) among `kept`, the newest last, at most
/// [`KEPT`]; the same game twice is kept once.
pub fn keep(kept: &mut Vec<KeptGame>, game: KeptGame) {
    if kept
        .iter()
        .any(|k| k.record == game.record && k.seat == game.seat)
    {
        return;
    }
    kept.push(game);
    let over = kept.len().saturating_sub(KEPT);
    kept.drain(..over);
}

/// The local match's game, once it is over (until the next is dealt),
/// from the seat on the screen; `table` is its statistics row.
pub fn finished(s: &Session<Local>, table: String) -> Option<KeptGame> {
    let m = s.match_();
    if !m.game().is_over() {
        return None;
    }
    let record = m.record().clone();
    let seat = s.viewer();
    Some(KeptGame {
        result: KeptResult::of(m.game().status(), &record, seat),
        record,
        seat,
        game: m.game_number(),
        table,
    })
}

/// The game of a match saved by the terminal game (`save FILE`, a
/// spite-core `SavedGame`), reviewed from the first seat; why not, in
/// `w`'s language.
pub fn saved(file: &std::path::Path, w: &crate::lang::Words) -> Result<KeptGame, String> {
    let cannot = |reason: String| {
        w.tr(
            "ui-file-cannot-read",
            &[
                ("file", file.display().to_string().into()),
                ("reason", reason.into()),
            ],
        )
    };
    let text = std::fs::read_to_string(file).map_err(|e| cannot(e.to_string()))?;
    let saved = spite_core::SavedGame::from_json(&text).map_err(|e| cannot(w.load_error(&e)))?;
    let m = spite_core::Match::load(&saved).map_err(|e| cannot(w.load_error(&e)))?;
    let seat = 0;
    let result = match m.game().status() {
        Status::Playing => KeptResult::Unfinished,
        status => KeptResult::of(status, &saved.game, seat),
    };
    Ok(KeptGame {
        record: saved.game,
        seat,
        game: m.game_number(),
        table: String::new(),
        result,
    })
}

/// `seat`'s view of the game in `record` just before its move `index`
/// (`None`: the record does not replay that far).
pub fn view_before(record: &Record, seat: u8, index: usize) -> Option<PlayerView> {
    let mut game = record.initial().ok()?;
    for &mv in record.moves.get(..index)? {
        game.apply(mv).ok()?;
    }
    Some(game.observation(seat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::Rules;

    fn kept(seed: u64) -> KeptGame {
        KeptGame {
            record: Record::new(Rules::g4a(), seed, Some(0)),
            seat: 0,
            game: 1,
            table: "You vs computer · medium".into(),
            result: KeptResult::Won,
        }
    }

    #[test]
    fn the_newest_games_are_kept_each_once() {
        let mut games = vec![];
        keep(&mut games, kept(0));
        keep(&mut games, kept(0));
        assert_eq!(games.len(), 1, "the same game is kept once");
        for seed in 1..=KEPT as u64 + 4 {
            keep(&mut games, kept(seed));
        }
        assert_eq!(games.len(), KEPT);
        assert_eq!(games[0].record, kept(5).record, "the oldest went first");
        assert_eq!(games[KEPT - 1].record, kept(KEPT as u64 + 4).record);
    }

    #[test]
    fn the_view_before_a_move_is_the_seats_own() {
        let mut record = Record::new(Rules::g4a(), 3, Some(0));
        let mut game = record.initial().expect("deals");
        let mv = game.legal_moves()[0];
        game.apply(mv).expect("legal");
        record.moves.push(mv);
        let before = view_before(&record, 1, 0).expect("replays");
        assert_eq!(before, record.initial().expect("deals").observation(1));
        assert_eq!(view_before(&record, 1, 1), Some(game.observation(1)));
        assert_eq!(view_before(&record, 1, 2), None, "past its moves");
    }
}
