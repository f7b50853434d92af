//! The report of a table of any size: wins per place and per level with
//! their 95% intervals against par, turn times, and an Elo table from the
//! pairwise split of the games ([`elo_of_games`]).

use serde::Serialize;

use super::elo::{EloRow, elo_of_games, levels_at};
use super::{Arena, ArenaError, ArenaGame, ArenaOutcome, SideStats, play_all, side_stats, wilson};
use crate::Level;

/// Games won out of the decided ones, with the share's interval and what
/// an even table would give.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct WinShare {
    /// Decided games won.
    pub wins: u32,
    /// `wins` as a share of the decided games.
    pub share: f64,
    /// Wilson 95% interval of `share`: its lower end.
    pub ci_low: f64,
    /// Wilson 95% interval of `share`: its upper end.
    pub ci_high: f64,
    /// The share of an even table.
    pub par: f64,
}

impl WinShare {
    /// `wins` of `decided` games, against `par`.
    pub fn of(wins: u32, decided: u32, par: f64) -> WinShare {
        let (ci_low, ci_high) = wilson(wins, decided);
        WinShare {
            wins,
            share: share(wins, decided),
            ci_low,
            ci_high,
            par,
        }
    }
}

/// How one place at the table did.
#[derive(Clone, Debug, Serialize)]
pub struct PlaceRow {
    /// The place, from 0 (the order of the table's list of levels).
    pub place: u8,
    /// Its level's name.
    pub level: String,
    /// Its partnership (0: even places, 1: odd places); `None` without
    /// partners.
    pub team: Option<u8>,
    /// Games its side won (with partners, games either partner won), as a
    /// share of the decided games; par is 1 over the number of sides.
    #[serde(flatten)]
    pub won: WinShare,
    /// Games this place itself played the last pay-off card.
    pub went_out: u32,
    /// Its turn times and the points its side scored in the games it won.
    pub time: SideStats,
}

/// How one level did, over every place it held.
#[derive(Clone, Debug, Serialize)]
pub struct LevelRow {
    /// The level's name.
    pub level: String,
    /// Places it held at the table.
    pub places: u32,
    /// Decided games won by a side it played on; par is the sides it
    /// played on over every side.
    #[serde(flatten)]
    pub won: WinShare,
    /// Its turn times over all its places (`points`: those scored by sides
    /// it played on, in the games they won).
    pub time: SideStats,
}

/// The result of a table of any size; serialises as the JSON `spite arena
/// --seats … --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct TableReport {
    /// The level of each place.
    pub seats: Vec<String>,
    /// Whether even places played against odd places as partners.
    pub partners: bool,
    /// Games played.
    pub games: u32,
    /// The arena seed.
    pub seed: u64,
    /// Games someone won.
    pub decided: u32,
    /// Drawn games, the capped ones included.
    pub draws: u32,
    /// Draws that were games stopped at the turn cap.
    pub capped: u32,
    /// Mean turns per game.
    pub mean_game_turns: f64,
    /// Every place, in order.
    pub places: Vec<PlaceRow>,
    /// Every level at the table, weakest first.
    pub levels: Vec<LevelRow>,
    /// Elo ratings from the pairwise split of the decided games, strongest
    /// first.
    pub elo: Vec<EloRow>,
}

/// Plays every game of `arena` (as [`play_all`]) and sums them up per
/// place and per level.
///
/// # Errors
/// As [`play_all`], and [`ArenaError::Places`] or [`ArenaError::Rules`]
/// when the table cannot be played ([`Arena::check`]).
pub fn run_table(arena: &Arena, progress: &(dyn Fn() + Sync)) -> Result<TableReport, ArenaError> {
    arena.check()?;
    let records = play_all(arena, progress)?;
    Ok(table_report(arena, &records))
}

/// The side place `place` plays for: its partnership, else itself.
fn side_of(arena: &Arena, place: usize) -> usize {
    if arena.rules.partnership {
        place % 2
    } else {
        place
    }
}

/// Sums up the records of a run of `arena` per place and per level.
pub fn table_report(arena: &Arena, records: &[ArenaGame]) -> TableReport {
    let places = arena.places();
    let sides = usize::from(arena.rules.sides().max(1));
    let winning_side = |r: &ArenaGame| r.winner.map(|w| side_of(arena, usize::from(w)));
    let decided = records.iter().filter(|r| r.winner.is_some()).count() as u32;
    let capped = records
        .iter()
        .filter(|r| r.outcome == ArenaOutcome::Capped)
        .count() as u32;
    let place_rows = (0..places.len())
        .map(|p| {
            let side = side_of(arena, p);
            let won: Vec<&ArenaGame> = records
                .iter()
                .filter(|r| winning_side(r) == Some(side))
                .collect();
            let points = won.iter().map(|r| u64::from(r.points)).sum();
            let times = records.iter().flat_map(|r| r.turn_ms[p].iter().copied());
            PlaceRow {
                place: p as u8,
                level: places[p].name().into(),
                team: arena.rules.partnership.then_some(side as u8),
                won: WinShare::of(won.len() as u32, decided, 1.0 / sides as f64),
                went_out: won.iter().filter(|r| r.winner == Some(p as u8)).count() as u32,
                time: side_stats(places[p], times.collect(), points),
            }
        })
        .collect();
    let level_rows = levels_at(arena)
        .into_iter()
        .map(|level| level_row(arena, records, level, decided))
        .collect();
    TableReport {
        seats: places.iter().map(|l| l.name().to_string()).collect(),
        partners: arena.rules.partnership,
        games: records.len() as u32,
        seed: arena.seed,
        decided,
        draws: records.len() as u32 - decided,
        capped,
        mean_game_turns: if records.is_empty() {
            0.0
        } else {
            records.iter().map(|r| f64::from(r.turns)).sum::<f64>() / records.len() as f64
        },
        places: place_rows,
        levels: level_rows,
        elo: elo_of_games(arena, records),
    }
}

fn level_row(arena: &Arena, records: &[ArenaGame], level: Level, decided: u32) -> LevelRow {
    let places = arena.places();
    let held: Vec<usize> = (0..places.len()).filter(|&p| places[p] == level).collect();
    let mut its_sides: Vec<usize> = held.iter().map(|&p| side_of(arena, p)).collect();
    its_sides.sort_unstable();
    its_sides.dedup();
    let won: Vec<&ArenaGame> = records
        .iter()
        .filter(|r| {
            r.winner
                .is_some_and(|w| its_sides.contains(&side_of(arena, usize::from(w))))
        })
        .collect();
    let times = records
        .iter()
        .flat_map(|r| held.iter().flat_map(|&p| r.turn_ms[p].iter().copied()));
    LevelRow {
        level: level.name().into(),
        places: held.len() as u32,
        won: WinShare::of(
            won.len() as u32,
            decided,
            its_sides.len() as f64 / f64::from(arena.rules.sides().max(1)),
        ),
        time: side_stats(
            level,
            times.collect(),
            won.iter().map(|r| u64::from(r.points)).sum(),
        ),
    }
}

fn share(wins: u32, decided: u32) -> f64 {
    if decided == 0 {
        0.0
    } else {
        f64::from(wins) / f64::from(decided)
    }
}
