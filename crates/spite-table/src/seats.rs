//! Who sits where, and what the table calls them.
//!
//! A name is data ([`SeatName`]), not a string: whether a sentence speaks to
//! the reader ("You play") or about someone ("Computer plays") is decided by
//! the renderer from the name's kind, never by comparing text.

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{Rules, Seat};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum Player {
    /// A person at this frontend (the screen or the terminal).
    Person,
    /// A computer player of this level, run by the table.
    Computer(Level),
    /// A person elsewhere (a game server's client): their moves arrive from
    /// outside, like a local person's, but they are never "You" here.
    Remote,
}

impl Player {
    /// Whether a person (here or remote) plays the seat.
    pub fn is_person(self) -> bool {
        !matches!(self, Player::Computer(_))
    }
}

/// What the table calls a seat. Renderers conjugate by the kind: only
/// [`SeatName::You`] is spoken to in the second person.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatName {
    /// The one person at this frontend.
    You,
    /// A person, numbered among the people (1-based), when several play.
    Player(u8),
    /// A computer player, numbered among the computers (1-based) when there
    /// are several, else `None`.
    Computer(Option<u8>),
    /// A seat by its number (1-based), when nobody knows who played it (a
    /// replay).
    Seat(u8),
    /// A name someone gave (a player's name on a server).
    Named(String),
}

impl SeatName {
    /// Whether sentences about this seat speak to the reader ("You play").
    pub fn is_you(&self) -> bool {
        matches!(self, SeatName::You)
    }
}

/// A seat's name with its computer level, for an introduction or a menu:
/// "Computer (medium)".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLabel {
    /// The seat's name.
    pub name: SeatName,
    /// The level, for a computer seat.
    pub level: Option<Level>,
}

/// A scoring side: one seat, or a partnership of two ("You & Computer 2").
/// A side of several, or one that includes "You", takes a plural verb.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side(pub Vec<SeatName>);

impl Side {
    /// Whether the side's verb is plural ("You win", "You & Computer 2 win").
    pub fn is_plural(&self) -> bool {
        self.0.len() != 1 || self.0[0].is_you()
    }
}

/// The players of a table, seat by seat, with their names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats {
    players: Vec<Player>,
    names: Vec<SeatName>,
}

impl Seats {
    /// Seats for these players, named as every frontend names them: the one
    /// local person is "You" (several are "Player 1", "Player 2"… numbered
    /// among the people, remote ones included), a lone computer is
    /// "Computer", several are "Computer 1", "Computer 2"….
    pub fn new(players: Vec<Player>) -> Seats {
        let locals = players.iter().filter(|p| **p == Player::Person).count();
        let computers = players.iter().filter(|p| !p.is_person()).count();
        let mut people_seen = 0u8;
        let mut computers_seen = 0u8;
        let names = players
            .iter()
            .map(|p| match p {
                Player::Computer(_) => {
                    computers_seen += 1;
                    SeatName::Computer((computers > 1).then_some(computers_seen))
                }
                Player::Person if locals == 1 => {
                    people_seen += 1;
                    SeatName::You
                }
                Player::Person | Player::Remote => {
                    people_seen += 1;
                    SeatName::Player(people_seen)
                }
            })
            .collect();
        Seats { players, names }
    }

    /// `count` seats: the first `people` (at least one) are local people, the
    /// rest computers of `level` (the REPL's and the window's usual table).
    pub fn standard(count: u8, people: u8, level: Level) -> Seats {
        let people = people.clamp(1, count.max(1));
        Seats::new(
            (0..count)
                .map(|s| {
                    if s < people {
                        Player::Person
                    } else {
                        Player::Computer(level)
                    }
                })
                .collect(),
        )
    }

    /// Seats named "Seat 1", "Seat 2"…, all played by people (a replay does
    /// not know who played).
    pub fn numbered(count: u8) -> Seats {
        Seats {
            players: vec![Player::Person; usize::from(count)],
            names: (1..=count).map(SeatName::Seat).collect(),
        }
    }

    /// Gives `seat` a name of its own (a server's player name).
    pub fn set_name(&mut self, seat: Seat, name: SeatName) {
        if let Some(n) = self.names.get_mut(usize::from(seat)) {
            *n = name;
        }
    }

    /// Changes who plays `seat`, keeping its name: "You" stays "You" when
    /// the computer takes over for you.
    pub fn set_player(&mut self, seat: Seat, player: Player) {
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            *p = player;
        }
    }

    /// Number of seats.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether there are no seats.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Who plays `seat` (a person, for a seat that does not exist).
    pub fn player(&self, seat: Seat) -> Player {
        self.players
            .get(usize::from(seat))
            .copied()
            .unwrap_or(Player::Person)
    }

    /// The players, seat by seat.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Whether a local person plays `seat`.
    pub fn is_local_person(&self, seat: Seat) -> bool {
        self.player(seat) == Player::Person
    }

    /// The computer level of `seat`, if a computer plays it.
    pub fn level(&self, seat: Seat) -> Option<Level> {
        match self.player(seat) {
            Player::Computer(level) => Some(level),
            _ => None,
        }
    }

    /// Whether several local people share this frontend (a hot-seat game,
    /// where a hand must be hidden between turns).
    pub fn is_hotseat(&self) -> bool {
        self.players
            .iter()
            .filter(|p| **p == Player::Person)
            .count()
            > 1
    }

    /// The first seat a local person plays (whose view to show when no
    /// person is to move); seat 0 if none.
    pub fn first_person(&self) -> Seat {
        self.players
            .iter()
            .position(|p| *p == Player::Person)
            .unwrap_or(0) as Seat
    }

    /// What the table calls `seat`.
    pub fn name(&self, seat: Seat) -> SeatName {
        self.names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or(SeatName::Seat(seat.saturating_add(1)))
    }

    /// The name and, for a computer, its level.
    pub fn label(&self, seat: Seat) -> SeatLabel {
        SeatLabel {
            name: self.name(seat),
            level: self.level(seat),
        }
    }

    /// The seats of a scoring side, lowest first.
    pub fn side_seats(&self, rules: &Rules, side: u8) -> Vec<Seat> {
        (0..rules.players)
            .filter(|&s| rules.side_of(s) == side)
            .collect()
    }

    /// The names of a scoring side: one seat, or a partnership.
    pub fn side(&self, rules: &Rules, side: u8) -> Side {
        Side(
            self.side_seats(rules, side)
                .into_iter()
                .map(|s| self.name(s))
                .collect(),
        )
    }
}
