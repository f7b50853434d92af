//! What the player chose: rules for the next match, who sits where, the
//! computer's level, animation speed and colour theme. Persisted as JSON.

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::Rules;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// The computer, at the chosen level.
    Computer,
}

/// How fast the computer's cards slide across the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    Instant,
    Fast,
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// Seconds one card takes to slide from its source to its target.
    pub fn slide_secs(self) -> f64 {
        match self {
            Speed::Instant => 0.0,
            Speed::Fast => 0.2,
            Speed::Normal => 0.45,
            Speed::Slow => 0.9,
        }
    }

    /// Seconds the table rests after a slide, so moves read one by one.
    pub fn pause_secs(self) -> f64 {
        match self {
            Speed::Instant => 0.0,
            Speed::Fast => 0.08,
            Speed::Normal => 0.2,
            Speed::Slow => 0.4,
        }
    }

    /// Seconds a refused card takes to slide back: quicker than a move,
    /// and none at instant speed.
    pub fn return_secs(self) -> f64 {
        self.slide_secs() * 0.6
    }

    pub fn name(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }
}

/// Everything the settings window edits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Rules of the next match (the match in progress keeps its own).
    pub rules: Rules,
    /// One entry per seat; seat 0 is the first person at the screen.
    pub seats: Vec<SeatKind>,
    pub level: Level,
    pub speed: Speed,
    pub dark: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            rules: Rules::g4a(),
            seats: vec![SeatKind::Human, SeatKind::Computer],
            level: Level::Medium,
            speed: Speed::Normal,
            dark: false,
        }
    }
}

impl Settings {
    /// Makes the settings playable whatever was loaded or edited: valid rules,
    /// one seat kind per player, at least one person, a level offered to players.
    pub fn normalise(&mut self) {
        if self.rules.validate().is_err() {
            self.rules = Rules::g4a();
        }
        let players = usize::from(self.rules.players);
        self.seats = seat_kinds(&self.seats, players);
        if !Level::PLAYABLE.contains(&self.level) {
            self.level = Level::Medium;
        }
    }
}

/// `seats` cut or padded (with computers) to `players` seats, with seat 0 a
/// person if nobody else is.
pub fn seat_kinds(seats: &[SeatKind], players: usize) -> Vec<SeatKind> {
    let mut out: Vec<SeatKind> = seats.iter().copied().take(players).collect();
    if out.is_empty() {
        out.push(SeatKind::Human);
    }
    while out.len() < players {
        out.push(SeatKind::Computer);
    }
    if !out.contains(&SeatKind::Human) {
        out[0] = SeatKind::Human;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalise_fixes_bad_settings() {
        let mut s = Settings {
            rules: Rules {
                players: 9,
                ..Rules::g4a()
            },
            seats: vec![SeatKind::Computer; 7],
            level: Level::Random,
            ..Settings::default()
        };
        s.normalise();
        assert_eq!(s.rules, Rules::g4a());
        assert_eq!(s.seats, vec![SeatKind::Human, SeatKind::Computer]);
        assert_eq!(s.level, Level::Medium);
    }

    #[test]
    fn seats_follow_the_player_count() {
        let four = seat_kinds(&[SeatKind::Human, SeatKind::Human], 4);
        assert_eq!(
            four,
            vec![
                SeatKind::Human,
                SeatKind::Human,
                SeatKind::Computer,
                SeatKind::Computer
            ]
        );
        assert_eq!(seat_kinds(&four, 2), vec![SeatKind::Human, SeatKind::Human]);
    }

    #[test]
    fn settings_round_trip_and_fill_missing_fields() {
        let s = Settings {
            dark: true,
            speed: Speed::Instant,
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), s);
        let partial: Settings = serde_json::from_str(r#"{"dark": true}"#).unwrap();
        assert!(partial.dark);
        assert_eq!(partial.rules, Rules::g4a());
    }
}
