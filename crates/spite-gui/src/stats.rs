//! Statistics of finished games and matches, kept per kind of table, since
//! a win against one computer and a win among five seats are not the same
//! feat:
//!
//! - one person against the computer: per seat count and computer level
//!   ("You vs computer · medium", "You vs 3 computers · hard", "Partnership
//!   · easy" when you and a computer partner face two computers), with the
//!   person's games and matches won, lost and drawn and winning streaks (a
//!   partnership's win is the person's win);
//! - several people at one screen (hot-seat), with or without computers:
//!   per seat count, games drawn, and games and matches won by each seat
//!   or partnership by name ("Player 1", "Player 1 & Player 3",
//!   "Computer 2");
//! - online games (see [`OnlineKind`]): per seat count, the seat's games
//!   and matches won, lost and drawn, kept apart from the games against the
//!   computer, with a note of each room's games already counted so that a
//!   reconnection or a restart of the window never counts a game twice.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use spite_ai::Level;

use crate::lang::{Arg, Words};

/// A statistics row's name (its key, the English [`TableKind::label`]) in
/// the window's language; a key no table kind has is shown as it is.
pub fn table_words(w: &Words, key: &str) -> String {
    TableKind::from_label(key).map_or_else(|| key.to_owned(), |k| k.words(w))
}

/// How a game or match ended for the one person at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
}

/// A game that just finished, as the statistics see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The winning seat's or partnership's name; `None` for a draw.
    pub winner: Option<String>,
    /// How it went for the person, when exactly one person plays.
    pub outcome: Option<Outcome>,
    /// Set when this game ended the match: the match winner's name.
    pub match_winner: Option<String>,
    /// With one person, whether they (or their partnership) won the match.
    pub match_won: Option<bool>,
    /// The turns the game took, when its last table is known (the game
    /// just finished; not a game counted late, after a restart).
    pub turns: Option<u32>,
    /// The rules preset nearest the game's rules (`g4a`, `classic`).
    pub preset: &'static str,
}

/// A won game as the statistics keep the best one: the fewest turns (all
/// seats' turns, as the game counts them) from the deal to the win.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BestGame {
    pub turns: u32,
    /// The day it was won, in UTC (`2026-12-04`).
    pub date: String,
    /// The computers' level (`None` online).
    pub level: Option<Level>,
    /// The rules preset nearest the game's rules.
    pub preset: String,
}

impl BestGame {
    /// Keeps `game` in `best` when it took fewer turns (the earlier of two
    /// equal games stays).
    fn offer(best: &mut Option<BestGame>, game: BestGame) {
        if best.as_ref().is_none_or(|b| game.turns < b.turns) {
            *best = Some(game);
        }
    }

    /// The best game in the window's language: "Won in 14 turns on
    /// 2026-12-04 · medium · g4a rules".
    pub fn words(&self, w: &Words) -> String {
        let mut parts = vec![w.tr(
            "ui-stats-best-game",
            &[
                ("turns", self.turns.into()),
                ("date", self.date.clone().into()),
            ],
        )];
        if let Some(level) = self.level {
            parts.push(w.tr("level-name", &[("level", level.name().into())]));
        }
        parts.push(preset_words(w, &self.preset));
        parts.join(" · ")
    }
}

/// A preset's row name in the window's language ("g4a rules").
pub fn preset_words(w: &Words, preset: &str) -> String {
    w.tr("rules-preset", &[("preset", preset.to_owned().into())])
}

/// What kind of table a game was played at: the key of its statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableKind {
    pub players: u8,
    pub partnership: bool,
    /// People at the screen; the other seats are the computer.
    pub people: u8,
    pub level: Level,
}

impl TableKind {
    /// The category's key in the statistics (English, the same whatever
    /// the window's language; shown through [`TableKind::words`]).
    pub fn label(self) -> String {
        let computers = self.players.saturating_sub(self.people);
        let level = self.level.name();
        match (self.people, computers) {
            (1, _) if self.partnership => format!("Partnership · {level}"),
            (1, 1) => format!("You vs computer · {level}"),
            (1, c) => format!("You vs {c} computers · {level}"),
            (p, 0) if self.partnership => format!("{p} people, partnership"),
            (p, 0) => format!("{p} people"),
            (p, c) => format!(
                "{p} people and {c} computer{}{} · {level}",
                if c == 1 { "" } else { "s" },
                if self.partnership {
                    ", partnership"
                } else {
                    ""
                }
            ),
        }
    }

    /// The kind of table whose [`TableKind::label`] is `label`.
    pub fn from_label(label: &str) -> Option<TableKind> {
        (2..=6u8)
            .flat_map(|players| (0..=players).map(move |people| (players, people)))
            .flat_map(|(players, people)| [false, true].map(|p| (players, people, p)))
            .flat_map(|(players, people, partnership)| {
                Level::ALL.map(|level| TableKind {
                    players,
                    partnership,
                    people,
                    level,
                })
            })
            .find(|k| k.label() == label)
    }

    /// The category's name in the window's language.
    pub fn words(self, w: &Words) -> String {
        let computers = self.players.saturating_sub(self.people);
        let level = (
            "level",
            w.tr("level-name", &[("level", self.level.name().into())])
                .into(),
        );
        let people = ("people", Arg::from(self.people));
        let count = ("count", Arg::from(computers));
        match (self.people, computers) {
            (1, _) if self.partnership => w.tr("ui-stats-kind-partnership", &[level]),
            (1, 1) => w.tr("ui-stats-kind-vs-computer", &[level]),
            (1, _) => w.tr("ui-stats-kind-vs-computers", &[count, level]),
            (_, 0) if self.partnership => w.tr("ui-stats-kind-people-partnership", &[people]),
            (_, 0) => w.tr("ui-stats-kind-people", &[people]),
            _ if self.partnership => {
                w.tr("ui-stats-kind-mixed-partnership", &[people, count, level])
            }
            _ => w.tr("ui-stats-kind-mixed", &[people, count, level]),
        }
    }

    /// Whether the table is one person against the computer.
    pub fn one_person(self) -> bool {
        self.people == 1
    }
}

/// Counts for one kind of table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelStats {
    /// People at this table (0 in statistics saved before this was kept,
    /// which were all of one person).
    pub people: u8,
    /// One person's games (tables of one person against the computer).
    pub games_won: u32,
    pub games_lost: u32,
    pub games_drawn: u32,
    pub matches_won: u32,
    pub matches_lost: u32,
    /// Games won in a row, now.
    pub streak: u32,
    /// The longest run of games won in a row.
    pub best_streak: u32,
    /// Games won, by seat or partnership name (tables with several people).
    pub wins: BTreeMap<String, u32>,
    /// Matches won, by seat or partnership name (tables with several people).
    pub match_wins: BTreeMap<String, u32>,
    /// One person's last games, oldest first, at most [`RECENT`]: `W`
    /// won, `L` lost, `D` drawn (absent from files written before it
    /// was kept).
    pub recent: String,
    /// One person's best game here (absent from files written before it
    /// was kept).
    pub best: Option<BestGame>,
}

/// The last games kept for the chart.
pub const RECENT: usize = 20;

impl LevelStats {
    /// One person's game, their run of games won and their best game
    /// (`won`: the game when it was a win whose turns are known).
    fn count_game(&mut self, o: Outcome, won: Option<&BestGame>) {
        if let (Outcome::Won, Some(game)) = (o, won) {
            BestGame::offer(&mut self.best, game.clone());
        }
        self.recent.push(match o {
            Outcome::Won => 'W',
            Outcome::Lost => 'L',
            Outcome::Drawn => 'D',
        });
        let over = self.recent.len().saturating_sub(RECENT);
        self.recent.drain(..over);
        match o {
            Outcome::Won => {
                self.games_won += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            }
            Outcome::Lost => {
                self.games_lost += 1;
                self.streak = 0;
            }
            Outcome::Drawn => {
                self.games_drawn += 1;
                self.streak = 0;
            }
        }
    }

    /// One person's match, when it ended with a winner.
    fn count_match(&mut self, won: Option<bool>) {
        match won {
            Some(true) => self.matches_won += 1,
            Some(false) => self.matches_lost += 1,
            None => {}
        }
    }

    /// The share of one person's games won, in whole per cent (`None`
    /// before a game).
    pub fn win_percent(&self) -> Option<u32> {
        let all = self.games_won + self.games_lost + self.games_drawn;
        (all > 0).then(|| (self.games_won * 100 + all / 2) / all)
    }

    /// Games finished at this table.
    pub fn games(&self) -> u32 {
        self.games_won + self.games_lost + self.games_drawn + self.wins.values().sum::<u32>()
    }
}

/// A table's label and its counts.
pub type Row<'a> = (&'a String, &'a LevelStats);

/// Statistics per kind of table, by its label.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub levels: BTreeMap<String, LevelStats>,
    /// Online games, per kind of online table (by [`OnlineKind::label`]);
    /// absent from files written before online games were counted.
    pub online: BTreeMap<String, LevelStats>,
    /// What each online room has had counted already, by
    /// [`room_key`]: a room is followed again after a reconnection or a
    /// restart, and its finished games must count once.
    pub online_rooms: BTreeMap<String, RoomCounted>,
    /// One person's games (against the computer and online) per nearest
    /// rules preset (`g4a`, `classic`); absent from files written before
    /// it was kept.
    pub presets: BTreeMap<String, LevelStats>,
    /// The last games finished here, oldest first, kept so that they can
    /// be reviewed (`crate::review`; absent from files written before).
    pub games: Vec<crate::review::KeptGame>,
}

/// An online room's games already in the statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RoomCounted {
    /// Games 1 to `games` of the room's match are counted.
    pub games: usize,
    /// The match's end is counted.
    pub match_counted: bool,
}

/// The key of an online room in the statistics: its server and invite code
/// (a code names one room of a server).
pub fn room_key(server: &str, code: &str) -> String {
    format!("{server} {code}")
}

/// The kind of online table a game was played at: its seat count and
/// whether partners play together. Who played the other seats (friends or
/// the computer) is the room's business; the row counts this window's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnlineKind {
    pub players: u8,
    pub partnership: bool,
}

impl OnlineKind {
    /// The row's key (English, whatever the window's language).
    pub fn label(self) -> String {
        if self.partnership {
            format!("Online · {} players, partnership", self.players)
        } else {
            format!("Online · {} players", self.players)
        }
    }

    /// The kind whose [`OnlineKind::label`] is `label`.
    pub fn from_label(label: &str) -> Option<OnlineKind> {
        (2..=6u8)
            .flat_map(|players| {
                [false, true].map(|partnership| OnlineKind {
                    players,
                    partnership,
                })
            })
            .find(|k| k.label() == label)
    }

    /// The row's name in the window's language.
    pub fn words(self, w: &Words) -> String {
        let players = ("players", Arg::from(self.players));
        if self.partnership {
            w.tr("ui-stats-kind-online-partnership", &[players])
        } else {
            w.tr("ui-stats-kind-online", &[players])
        }
    }
}

/// An online row's name in the window's language (a key no kind has is
/// shown as it is).
pub fn online_words(w: &Words, key: &str) -> String {
    OnlineKind::from_label(key).map_or_else(|| key.to_owned(), |k| k.words(w))
}

/// An online room's match as this window's seat knows it: how each
/// finished game went, in order from game 1, and how the match went once
/// it is over with a winner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineMatch {
    pub room: String,
    pub kind: OnlineKind,
    pub games: Vec<Outcome>,
    pub match_won: Option<bool>,
    /// The rules preset nearest the room's rules.
    pub preset: &'static str,
    /// The turns the last of `games` took, when its last table is known.
    pub last_turns: Option<u32>,
}

impl Stats {
    /// Counts a finished game (and match) at a table of this kind, on
    /// `today` (`2026-12-04`, the day a best game is kept with).
    pub fn record(&mut self, table: TableKind, f: &Finished, today: &str) {
        if let Some(o) = f.outcome {
            let best = f.turns.map(|turns| BestGame {
                turns,
                date: today.to_owned(),
                level: Some(table.level),
                preset: f.preset.to_owned(),
            });
            let by_rules = self.presets.entry(f.preset.to_owned()).or_default();
            by_rules.people = 1;
            by_rules.count_game(o, best.as_ref());
            by_rules.count_match(f.match_won);
            let s = self.levels.entry(table.label()).or_default();
            s.people = table.people;
            s.count_game(o, best.as_ref());
            s.count_match(f.match_won);
            return;
        }
        let s = self.levels.entry(table.label()).or_default();
        s.people = table.people;
        match &f.winner {
            Some(name) => *s.wins.entry(name.clone()).or_default() += 1,
            None => s.games_drawn += 1,
        }
        if let Some(name) = &f.match_winner {
            *s.match_wins.entry(name.clone()).or_default() += 1;
        }
    }

    /// Counts what an online room's match has finished that this room has
    /// not had counted yet (games in order, then the match's end); whether
    /// anything was counted.
    pub fn record_online(&mut self, m: &OnlineMatch, today: &str) -> bool {
        let done = self.online_rooms.get(&m.room).cloned().unwrap_or_default();
        let new_games = m.games.get(done.games..).unwrap_or_default();
        let count_match = m.match_won.is_some() && !done.match_counted;
        if new_games.is_empty() && !count_match {
            return false;
        }
        let matched = m.match_won.filter(|_| count_match);
        for s in [
            self.online.entry(m.kind.label()).or_default(),
            self.presets.entry(m.preset.to_owned()).or_default(),
        ] {
            s.people = 1;
            for (i, &o) in new_games.iter().enumerate() {
                // Only the last game's turns are known (its table is shown).
                let last = done.games + i + 1 == m.games.len();
                let best = m.last_turns.filter(|_| last).map(|turns| BestGame {
                    turns,
                    date: today.to_owned(),
                    level: None,
                    preset: m.preset.to_owned(),
                });
                s.count_game(o, best.as_ref());
            }
            s.count_match(matched);
        }
        let room = self.online_rooms.entry(m.room.clone()).or_default();
        room.games = room.games.max(m.games.len());
        room.match_counted |= count_match;
        true
    }

    /// One person's best game of all (the fewest turns to a win, against
    /// the computer or online).
    pub fn best(&self) -> Option<&BestGame> {
        self.presets
            .values()
            .filter_map(|s| s.best.as_ref())
            .min_by_key(|b| b.turns)
    }

    /// Statistics saved before tables were told apart were keyed by level
    /// alone and counted one person against the computer, nearly always
    /// the default two-seat table: they move under that table's label.
    pub fn upgrade(&mut self) {
        let old: Vec<String> = self
            .levels
            .keys()
            .filter(|k| Level::ALL.iter().any(|l| l.name() == k.as_str()))
            .cloned()
            .collect();
        for key in old {
            let Some(level) = Level::ALL.iter().copied().find(|l| l.name() == key) else {
                continue;
            };
            let Some(counts) = self.levels.remove(&key) else {
                continue;
            };
            let label = TableKind {
                players: 2,
                partnership: false,
                people: 1,
                level,
            }
            .label();
            let into = self.levels.entry(label).or_default();
            into.people = 1;
            into.games_won += counts.games_won;
            into.games_lost += counts.games_lost;
            into.games_drawn += counts.games_drawn;
            into.matches_won += counts.matches_won;
            into.matches_lost += counts.matches_lost;
            into.streak = into.streak.max(counts.streak);
            into.best_streak = into.best_streak.max(counts.best_streak);
        }
    }

    /// The tables of one person against the computer, and the others,
    /// each by the table's size and then by the computer's strength (easy,
    /// medium, hard, expert: not the labels' alphabetical order).
    pub fn split(&self) -> (Vec<Row<'_>>, Vec<Row<'_>>) {
        let (mut one, mut more): (Vec<Row<'_>>, Vec<Row<'_>>) =
            self.levels.iter().partition(|(_, s)| s.people <= 1);
        let order = |(label, _): &Row<'_>| {
            TableKind::from_label(label).map(|k| {
                let strength = Level::ALL.iter().position(|l| *l == k.level);
                (k.players, k.partnership, k.people, strength)
            })
        };
        // Each key is worked out once (a label's kind is found by trying
        // every kind's label).
        one.sort_by_cached_key(order);
        more.sort_by_cached_key(order);
        (one, more)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_persons_last_games_are_kept_for_the_chart_with_the_share_won() {
        let mut s = LevelStats::default();
        assert_eq!(s.win_percent(), None);
        for o in [Outcome::Won, Outcome::Lost, Outcome::Won] {
            s.count_game(o, None);
        }
        assert_eq!(s.recent, "WLW");
        assert_eq!(s.win_percent(), Some(67));
        for _ in 0..RECENT {
            s.count_game(Outcome::Drawn, None);
        }
        assert_eq!(s.recent, "D".repeat(RECENT), "the newest only");
        assert_eq!((s.streak, s.best_streak), (0, 1));
    }

    use super::*;

    const DAY: &str = "2026-12-04";

    #[test]
    fn tables_are_listed_by_size_then_by_the_computers_strength() {
        let mut s = Stats::default();
        for (players, level) in [
            (2, Level::Medium),
            (3, Level::Easy),
            (2, Level::Expert),
            (2, Level::Easy),
            (2, Level::Hard),
        ] {
            let table = TableKind {
                players,
                partnership: false,
                people: 1,
                level,
            };
            s.record(table, &one(Outcome::Won), DAY);
        }
        let (one, _) = s.split();
        let labels: Vec<&str> = one.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(
            labels,
            [
                "You vs computer · easy",
                "You vs computer · medium",
                "You vs computer · hard",
                "You vs computer · expert",
                "You vs 2 computers · easy",
            ]
        );
    }

    fn kind(players: u8, partnership: bool, people: u8) -> TableKind {
        TableKind {
            players,
            partnership,
            people,
            level: Level::Hard,
        }
    }

    fn one(o: Outcome) -> Finished {
        Finished {
            winner: None,
            outcome: Some(o),
            match_winner: None,
            match_won: None,
            turns: None,
            preset: "g4a",
        }
    }

    #[test]
    fn streaks_count_games_won_in_a_row() {
        let mut st = Stats::default();
        let t = kind(2, false, 1);
        for o in [
            Outcome::Won,
            Outcome::Won,
            Outcome::Drawn,
            Outcome::Won,
            Outcome::Lost,
        ] {
            st.record(t, &one(o), DAY);
        }
        st.record(
            t,
            &Finished {
                match_won: Some(true),
                ..one(Outcome::Won)
            },
            DAY,
        );
        let s = &st.levels["You vs computer · hard"];
        assert_eq!((s.games_won, s.games_lost, s.games_drawn), (4, 1, 1));
        assert_eq!((s.streak, s.best_streak), (1, 2));
        assert_eq!((s.matches_won, s.matches_lost), (1, 0));
        assert_eq!(s.games(), 6);
        assert_eq!(st.levels.len(), 1);
    }

    #[test]
    fn every_kind_of_table_has_its_own_name() {
        let labels: Vec<String> = [
            kind(2, false, 1),
            kind(4, false, 1),
            kind(4, true, 1),
            kind(2, false, 2),
            kind(4, true, 4),
            kind(4, true, 2),
            kind(3, false, 2),
        ]
        .into_iter()
        .map(TableKind::label)
        .collect();
        assert_eq!(
            labels,
            [
                "You vs computer · hard",
                "You vs 3 computers · hard",
                "Partnership · hard",
                "2 people",
                "4 people, partnership",
                "2 people and 2 computers, partnership · hard",
                "2 people and 1 computer · hard",
            ]
        );
        // Tables of people alone do not depend on the computer's level.
        let easy = TableKind {
            level: Level::Easy,
            ..kind(2, false, 2)
        };
        assert_eq!(easy.label(), kind(2, false, 2).label());
    }

    #[test]
    fn hot_seat_games_count_wins_by_name() {
        let mut st = Stats::default();
        let t = kind(3, false, 2);
        let won_by = |name: &str| Finished {
            winner: Some(name.into()),
            outcome: None,
            ..one(Outcome::Won)
        };
        st.record(t, &won_by("Player 2"), DAY);
        st.record(t, &won_by("Computer"), DAY);
        st.record(
            t,
            &Finished {
                match_winner: Some("Player 2".into()),
                ..won_by("Player 2")
            },
            DAY,
        );
        st.record(
            t,
            &Finished {
                outcome: None,
                ..one(Outcome::Drawn)
            },
            DAY,
        );
        let s = &st.levels[&t.label()];
        assert_eq!(s.recent, "", "no one person's games to chart");
        assert_eq!(s.wins["Player 2"], 2);
        assert_eq!(s.wins["Computer"], 1);
        assert_eq!(s.games_drawn, 1);
        assert_eq!(s.match_wins["Player 2"], 1);
        assert_eq!((s.games_won, s.games_lost, s.streak), (0, 0, 0));
        assert_eq!(s.games(), 4);
        assert!(st.presets.is_empty(), "no one person's games by rules");
        // A table of people with only draws so far is still a table of people.
        st.record(
            kind(2, false, 2),
            &Finished {
                outcome: None,
                ..one(Outcome::Drawn)
            },
            DAY,
        );
        st.record(kind(2, false, 1), &one(Outcome::Lost), DAY);
        let (vs_computer, people) = st.split();
        assert_eq!(vs_computer.len(), 1);
        assert_eq!(people.len(), 2);
    }

    #[test]
    fn an_online_rooms_games_count_once_in_their_own_row() {
        let mut st = Stats::default();
        let kind = OnlineKind {
            players: 2,
            partnership: false,
        };
        let mut m = OnlineMatch {
            room: room_key("ws://127.0.0.1:7878/ws", "K7QM-XW3D-PZ9R"),
            kind,
            games: vec![Outcome::Won],
            match_won: None,
            preset: "g4a",
            last_turns: None,
        };
        assert!(st.record_online(&m, DAY));
        // The same room seen again (a reconnection, a restart): nothing new.
        assert!(!st.record_online(&m, DAY));
        m.games.push(Outcome::Lost);
        m.games.push(Outcome::Won);
        m.match_won = Some(true);
        assert!(st.record_online(&m, DAY));
        assert!(!st.record_online(&m, DAY));
        let s = &st.online["Online · 2 players"];
        assert_eq!((s.games_won, s.games_lost, s.games_drawn), (2, 1, 0));
        assert_eq!((s.matches_won, s.matches_lost), (1, 0));
        assert_eq!(s.best_streak, 1);
        // Not mixed with the games against the computer.
        assert!(st.levels.is_empty());
        // Another room of the same kind adds to the same row.
        let other = OnlineMatch {
            room: room_key("ws://127.0.0.1:7878/ws", "AAAA-BBBB-CCCC"),
            games: vec![Outcome::Drawn],
            match_won: None,
            kind,
            preset: "g4a",
            last_turns: None,
        };
        assert!(st.record_online(&other, DAY));
        assert_eq!(st.online["Online · 2 players"].games(), 4);
        assert_eq!(OnlineKind::from_label(&kind.label()), Some(kind));
        let four = OnlineKind {
            players: 4,
            partnership: true,
        };
        assert_eq!(OnlineKind::from_label(&four.label()), Some(four));
    }

    #[test]
    fn statistics_saved_before_online_games_were_counted_still_read() {
        let old = r#"{"levels":{"You vs computer · medium":{"people":1,"games_won":3}}}"#;
        let st: Stats = serde_json::from_str(old).expect("old statistics still read");
        assert_eq!(st.levels["You vs computer · medium"].games_won, 3);
        assert!(st.online.is_empty() && st.online_rooms.is_empty());
        assert!(st.presets.is_empty() && st.best().is_none());
        assert_eq!(st.levels["You vs computer · medium"].best, None);
    }

    #[test]
    fn games_count_by_rules_preset_and_the_fewest_turns_to_a_win_is_the_best_game() {
        let mut st = Stats::default();
        let medium = TableKind {
            level: Level::Medium,
            ..kind(2, false, 1)
        };
        let game = |o: Outcome, turns: u32, preset: &'static str| Finished {
            turns: Some(turns),
            preset,
            ..one(o)
        };
        st.record(medium, &game(Outcome::Won, 30, "g4a"), "2026-12-01");
        st.record(
            kind(2, false, 1),
            &game(Outcome::Won, 18, "classic"),
            "2026-12-02",
        );
        // A loss in fewer turns is no best game; a win counted late, its
        // turns unknown, neither.
        st.record(medium, &game(Outcome::Lost, 9, "g4a"), "2026-12-03");
        st.record(medium, &one(Outcome::Won), "2026-12-03");
        // A win in as many turns as the best keeps the earlier one.
        st.record(medium, &game(Outcome::Won, 18, "g4a"), "2026-12-04");
        let g4a = &st.presets["g4a"];
        assert_eq!((g4a.games_won, g4a.games_lost), (3, 1));
        assert_eq!(g4a.win_percent(), Some(75));
        assert_eq!(st.presets["classic"].games_won, 1);
        assert_eq!(g4a.best.as_ref().map(|b| b.turns), Some(18));
        let best = st.best().expect("a best game");
        assert_eq!(
            best,
            &BestGame {
                turns: 18,
                date: "2026-12-02".into(),
                level: Some(Level::Hard),
                preset: "classic".into(),
            }
        );
        assert_eq!(
            st.levels["You vs computer · hard"].best.as_ref(),
            Some(best)
        );
        // Online games count by preset too; only the last game's turns are known.
        let m = OnlineMatch {
            room: room_key("ws://127.0.0.1:7878/ws", "ROOM"),
            kind: OnlineKind {
                players: 2,
                partnership: false,
            },
            games: vec![Outcome::Won, Outcome::Won],
            match_won: None,
            preset: "g4a",
            last_turns: Some(12),
        };
        assert!(st.record_online(&m, "2026-12-05"));
        assert_eq!(st.presets["g4a"].games_won, 5);
        let best = st.best().expect("a best game");
        assert_eq!((best.turns, best.level), (12, None));
        // Kept and read back.
        let text = serde_json::to_string(&st).expect("statistics are written");
        assert_eq!(serde_json::from_str::<Stats>(&text).expect("read back"), st);
    }

    #[test]
    fn old_statistics_move_under_the_two_seat_table() {
        let old =
            r#"{"levels":{"medium":{"games_won":3,"best_streak":2},"hard":{"games_lost":1}}}"#;
        let mut st: Stats = serde_json::from_str(old).expect("old statistics still read");
        st.upgrade();
        let s = &st.levels["You vs computer · medium"];
        assert_eq!((s.games_won, s.best_streak), (3, 2));
        assert_eq!(st.levels["You vs computer · hard"].games_lost, 1);
        assert!(!st.levels.contains_key("medium"));
        // Upgrading twice changes nothing.
        let again = st.clone();
        st.upgrade();
        assert_eq!(st, again);
    }
}
