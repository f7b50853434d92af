//! Who sits where: people at the terminal and computer players, and the names
//! the table and the narration use for them.

use spite_ai::Level;
use spite_core::Rules;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Person,
    Computer(Level),
}

/// The players of a match, seat by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats {
    players: Vec<Player>,
    names: Vec<String>,
}

impl Seats {
    /// The first `people` seats are people, the rest computers of `level`.
    pub fn new(count: u8, people: u8, level: Level) -> Seats {
        let people = people.clamp(1, count);
        let players: Vec<Player> = (0..count)
            .map(|s| {
                if s < people {
                    Player::Person
                } else {
                    Player::Computer(level)
                }
            })
            .collect();
        let computers = count - people;
        let names = (0..count)
            .map(|s| {
                if s < people {
                    if people == 1 {
                        "You".to_string()
                    } else {
                        format!("Player {}", s + 1)
                    }
                } else if computers == 1 {
                    "Computer".to_string()
                } else {
                    format!("Computer {}", s - people + 1)
                }
            })
            .collect();
        Seats { players, names }
    }

    pub fn player(&self, seat: u8) -> Player {
        self.players
            .get(usize::from(seat))
            .copied()
            .unwrap_or(Player::Person)
    }

    pub fn is_person(&self, seat: u8) -> bool {
        self.player(seat) == Player::Person
    }

    /// Whether more than one person shares the terminal.
    pub fn is_hotseat(&self) -> bool {
        self.players
            .iter()
            .filter(|p| **p == Player::Person)
            .count()
            > 1
    }

    /// The first seat played by a person (whose view is shown when no person
    /// is to move).
    pub fn first_person(&self) -> u8 {
        self.players
            .iter()
            .position(|p| *p == Player::Person)
            .unwrap_or(0) as u8
    }

    pub fn name(&self, seat: u8) -> &str {
        self.names
            .get(usize::from(seat))
            .map(String::as_str)
            .unwrap_or("Someone")
    }

    /// "You" is spoken to in the second person; everyone else in the third.
    pub fn is_you(&self, seat: u8) -> bool {
        self.name(seat) == "You"
    }

    /// `name` + the verb agreeing with it: "You play", "Computer plays".
    pub fn says(&self, seat: u8, you_form: &str, their_form: &str) -> String {
        let verb = if self.is_you(seat) {
            you_form
        } else {
            their_form
        };
        format!("{} {verb}", self.name(seat))
    }

    /// "Your", "Computer's".
    pub fn possessive(&self, seat: u8) -> String {
        if self.is_you(seat) {
            "Your".into()
        } else {
            format!("{}'s", self.name(seat))
        }
    }

    /// The name of a scoring side: a seat, or a partnership ("You & Computer 2").
    pub fn side_name(&self, rules: &Rules, side: u8) -> String {
        let members: Vec<&str> = (0..rules.players)
            .filter(|&s| rules.side_of(s) == side)
            .map(|s| self.name(s))
            .collect();
        members.join(" & ")
    }

    /// A label for a computer seat with its level, e.g. "Computer (medium)".
    pub fn label(&self, seat: u8) -> String {
        match self.player(seat) {
            Player::Person => self.name(seat).to_string(),
            Player::Computer(level) => format!("{} ({level})", self.name(seat)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_person_is_you_and_computers_are_numbered_when_several() {
        let s = Seats::new(2, 1, Level::Medium);
        assert_eq!(s.name(0), "You");
        assert_eq!(s.name(1), "Computer");
        assert_eq!(s.says(0, "play", "plays"), "You play");
        assert_eq!(s.says(1, "play", "plays"), "Computer plays");
        assert!(!s.is_hotseat());
        let s = Seats::new(3, 1, Level::Easy);
        assert_eq!(s.name(2), "Computer 2");
        assert_eq!(s.label(1), "Computer 1 (easy)");
    }

    #[test]
    fn several_people_are_players_by_seat() {
        let s = Seats::new(3, 2, Level::Hard);
        assert_eq!(s.name(0), "Player 1");
        assert_eq!(s.name(1), "Player 2");
        assert_eq!(s.name(2), "Computer");
        assert!(s.is_hotseat());
        assert_eq!(s.possessive(1), "Player 2's");
        assert!(!s.is_person(2));
    }
}
