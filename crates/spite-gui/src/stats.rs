//! Statistics of games and matches against the computer, per level.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// How a game or match ended for the person playing the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
}

/// Counts for one level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelStats {
    pub games_won: u32,
    pub games_lost: u32,
    pub games_drawn: u32,
    pub matches_won: u32,
    pub matches_lost: u32,
    /// Games won in a row, now.
    pub streak: u32,
    /// The longest run of games won in a row.
    pub best_streak: u32,
}

/// Statistics per level name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub levels: BTreeMap<String, LevelStats>,
}

impl Stats {
    pub fn record_game(&mut self, level: &str, outcome: Outcome) {
        let s = self.levels.entry(level.to_owned()).or_default();
        match outcome {
            Outcome::Won => {
                s.games_won += 1;
                s.streak += 1;
                s.best_streak = s.best_streak.max(s.streak);
            }
            Outcome::Lost => {
                s.games_lost += 1;
                s.streak = 0;
            }
            Outcome::Drawn => {
                s.games_drawn += 1;
                s.streak = 0;
            }
        }
    }

    pub fn record_match(&mut self, level: &str, won: bool) {
        let s = self.levels.entry(level.to_owned()).or_default();
        if won {
            s.matches_won += 1;
        } else {
            s.matches_lost += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_games_won_in_a_row() {
        let mut st = Stats::default();
        for o in [
            Outcome::Won,
            Outcome::Won,
            Outcome::Drawn,
            Outcome::Won,
            Outcome::Lost,
        ] {
            st.record_game("hard", o);
        }
        st.record_match("hard", true);
        let s = &st.levels["hard"];
        assert_eq!((s.games_won, s.games_lost, s.games_drawn), (3, 1, 1));
        assert_eq!((s.streak, s.best_streak), (0, 2));
        assert_eq!((s.matches_won, s.matches_lost), (1, 0));
        assert!(!st.levels.contains_key("easy"));
    }
}
