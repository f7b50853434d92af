//! What the player chose: rules for the next match, who sits where, the
//! computer's level, animation speed, colour theme and sound. Persisted as
//! JSON.

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::Rules;
use spite_i18n::Language;
use spite_table::Player;

use crate::look::{Back, Felt, Look};

/// Settings' seats, read from a list of players or, as earlier versions
/// wrote them, of `"human"` / `"computer"` (the level is the settings' own).
mod seats_serde {
    use serde::{Deserialize, Deserializer};
    use spite_ai::Level;
    use spite_table::Player;

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum AnySeat {
        Old(Old),
        New(Player),
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Old {
        Human,
        Computer,
    }

    pub fn read_seats<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Player>, D::Error> {
        let seats = Vec::<AnySeat>::deserialize(d)?;
        Ok(seats
            .into_iter()
            .map(|s| match s {
                AnySeat::Old(Old::Human) => Player::Person,
                AnySeat::Old(Old::Computer) => Player::Computer(Level::Medium),
                AnySeat::New(p) => p,
            })
            .collect())
    }
}

pub use seats_serde::read_seats;

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

    /// The speed's name, in the settings' words (`ui-speed-*`).
    pub fn name(self, words: &spite_i18n::Fluent<spite_table::Symbols>) -> String {
        words.tr(&format!("ui-speed-{}", self.code()), &[])
    }

    /// The speed as saved and as its message id ends.
    pub fn code(self) -> &'static str {
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
    /// One entry per seat; seat 0 is the first person at the screen. A
    /// computer seat plays at `level`.
    #[serde(deserialize_with = "read_seats")]
    pub seats: Vec<Player>,
    pub level: Level,
    pub speed: Speed,
    pub dark: bool,
    /// The language chosen in the window (a code such as `bg`); `None`:
    /// the system's (or `--lang`'s).
    pub language: Option<String>,
    /// The name last given in "Play online", offered again next time.
    pub online_name: String,
    /// The first-turn guide has been shown (it is shown once; Help shows
    /// it again).
    pub guide_seen: bool,
    /// Sound effects (`M` turns them on and off). Off until chosen: a card
    /// game is often played where others would rather not hear it, and
    /// the table already shows every happening.
    pub sound: bool,
    /// The table's cloth (absent from files written before it was chosen).
    pub felt: Felt,
    /// The design on the cards' backs.
    pub back: Back,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            rules: Rules::g4a(),
            seats: vec![Player::Person, Player::Computer(Level::Medium)],
            level: Level::Medium,
            speed: Speed::Normal,
            dark: false,
            language: None,
            online_name: String::new(),
            guide_seen: false,
            sound: false,
            felt: Felt::Green,
            back: Back::Lattice,
        }
    }
}

impl Settings {
    /// What the table's painters draw with.
    pub fn look(&self) -> Look {
        Look {
            dark: self.dark,
            felt: self.felt,
            back: self.back,
        }
    }

    /// The window's language: `--lang`'s (`forced`) when given, else the
    /// one chosen in the settings, else the system's (`system`).
    pub fn language(&self, forced: Option<Language>, system: Language) -> Language {
        forced
            .or_else(|| self.language.as_deref().and_then(|c| c.parse().ok()))
            .unwrap_or(system)
    }

    /// Makes the settings playable whatever was loaded or edited: valid rules,
    /// one seat kind per player, at least one person, a level offered to players.
    pub fn normalise(&mut self) {
        if self.rules.validate().is_err() {
            self.rules = Rules::g4a();
        }
        if !Level::PLAYABLE.contains(&self.level) {
            self.level = Level::Medium;
        }
        let players = usize::from(self.rules.players);
        self.seats = seat_players(&self.seats, players, self.level);
    }
}

/// `seats` cut or padded (with computers) to `players` seats, every
/// computer at `level`, with seat 0 a person if nobody else is.
pub fn seat_players(seats: &[Player], players: usize, level: Level) -> Vec<Player> {
    let mut out: Vec<Player> = seats
        .iter()
        .take(players)
        .map(|p| match p {
            Player::Computer(_) => Player::Computer(level),
            other => *other,
        })
        .collect();
    if out.is_empty() {
        out.push(Player::Person);
    }
    while out.len() < players {
        out.push(Player::Computer(level));
    }
    if !out.contains(&Player::Person) {
        out[0] = Player::Person;
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
            seats: vec![Player::Computer(Level::Hard); 7],
            level: Level::Random,
            ..Settings::default()
        };
        s.normalise();
        assert_eq!(s.rules, Rules::g4a());
        assert_eq!(
            s.seats,
            vec![Player::Person, Player::Computer(Level::Medium)]
        );
        assert_eq!(s.level, Level::Medium);
    }

    #[test]
    fn seats_follow_the_player_count() {
        let easy = Player::Computer(Level::Easy);
        let four = seat_players(&[Player::Person, Player::Person], 4, Level::Easy);
        assert_eq!(four, vec![Player::Person, Player::Person, easy, easy]);
        assert_eq!(
            seat_players(&four, 2, Level::Easy),
            vec![Player::Person, Player::Person]
        );
    }

    #[test]
    fn settings_round_trip_and_fill_missing_fields() {
        let s = Settings {
            dark: true,
            speed: Speed::Instant,
            sound: true,
            felt: Felt::Wine,
            back: Back::Rings,
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), s);
        let partial: Settings = serde_json::from_str(r#"{"dark": true}"#).unwrap();
        assert!(partial.dark);
        assert!(!partial.sound, "sound stays off until chosen");
        assert_eq!((partial.felt, partial.back), (Felt::Green, Back::Lattice));
        assert_eq!(partial.rules, Rules::g4a());
        // Seats as earlier versions wrote them.
        let old: Settings = serde_json::from_str(r#"{"seats": ["human", "computer"]}"#).unwrap();
        assert_eq!(
            old.seats,
            vec![Player::Person, Player::Computer(Level::Medium)]
        );
    }
}
