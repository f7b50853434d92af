//! Ratings: Glicko-2 (Glickman's system, computed by the `skillratings`
//! crate) per rules preset, changed once per rated match, in the same
//! database transaction that records the match's end; and the leaderboard.
//!
//! Each rated match is its own rating period of one game: each player's
//! new rating is worked out from both ratings as they were before it.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use spite_ai::Level;
use spite_core::Seat;

use crate::protocol::{LeaderboardEntry, PlayerRating, Preset, SeatSpec, ServerMessage};
use crate::room::Room;
use crate::server::Shared;

/// A player's rating in one preset, as stored.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated matches played.
    pub games: u32,
}

impl Rating {
    /// Where everyone starts: 1500, deviation 350, volatility 0.06.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        games: 0,
    };

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// As the protocol tells it.
    pub fn public(self, rules: Preset) -> PlayerRating {
        PlayerRating {
            rules,
            rating: self.rating,
            deviation: self.deviation,
            games: self.games,
        }
    }
}

/// One rating period: `me` after `results` (each an opponent as rated
/// before the period, and my score against them: 1 won, 0 lost, ½ drawn).
pub(crate) fn after_period(me: Rating, results: &[(Rating, f64)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|(other, score)| {
            let outcome = if *score > 0.75 {
                Outcomes::WIN
            } else if *score < 0.25 {
                Outcomes::LOSS
            } else {
                Outcomes::DRAW
            };
            (other.glicko(), outcome)
        })
        .collect();
    let new = glicko2_rating_period(&me.glicko(), &results, &Glicko2Config::new());
    Rating {
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
        games: me.games + results.len() as u32,
    }
}

/// A rated match's end, for the store to apply with the room's write:
/// each player (their key's hash) and their score.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RatedEnd {
    pub rules: Preset,
    pub players: [(String, f64); 2],
}

impl RatedEnd {
    /// Both players' ratings after the match, from theirs before.
    pub fn apply(&self, before: [Rating; 2]) -> [Rating; 2] {
        [
            after_period(before[0], &[(before[1], self.players[0].1)]),
            after_period(before[1], &[(before[0], self.players[1].1)]),
        ]
    }
}

/// What a rated room keeps: its preset, and whether its end was rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct RatedRoom {
    pub rules: Preset,
    /// The match's end has been written with the ratings (once only).
    pub applied: bool,
}

/// The end of a rated room's match still to be rated, if this write
/// records it. A person away at the end (gone, or played by the computer)
/// loses, whatever the board says; two away both lose.
pub(crate) fn due(room: &Room) -> Option<RatedEnd> {
    let rated = room.rated?;
    if rated.applied || room.finished.is_none() || room.slots.len() != 2 {
        return None;
    }
    let m = room.table.match_();
    let away = |s: Seat| {
        let slot = &room.slots[usize::from(s)];
        slot.taken_over || (slot.conn.is_none() && slot.present_on.is_none())
    };
    let mut players = Vec::with_capacity(2);
    for seat in 0..2 as Seat {
        let slot = &room.slots[usize::from(seat)];
        let key = slot.player.clone()?;
        if slot.spec != SeatSpec::Person {
            return None;
        }
        let other = 1 - seat;
        let score = match (away(seat), away(other)) {
            (true, _) => 0.0,
            (false, true) => 1.0,
            _ => match m.winner() {
                Some(w) if w == seat => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        };
        players.push((key, score));
    }
    let [a, b]: [(String, f64); 2] = players.try_into().ok()?;
    Some(RatedEnd {
        rules: rated.rules,
        players: [a, b],
    })
}

/// Tells each rated person connected here their rating after the match
/// (`rating`), read back once the write that rated it is committed, so
/// whichever instance rated it, the figure is the stored one.
pub(crate) async fn tell_rated(shared: &Shared, room: &Room) {
    let Some(rated) = room.rated else {
        return;
    };
    for (seat, slot) in room.slots.iter().enumerate() {
        let (Some(_), Some(hash)) = (&slot.conn, &slot.player) else {
            continue;
        };
        match shared.play.players().find_player(hash.clone(), None).await {
            Ok(Some(row)) => {
                let rating = crate::player::rating_in(&row, rated.rules).public(rated.rules);
                room.send(
                    seat as Seat,
                    &ServerMessage::Rating {
                        seq: room.seq,
                        rating,
                    },
                );
            }
            Ok(None) => {}
            // The rating stands; the player sees it when they ask.
            Err(e) => {
                tracing::warn!(room = %room.code, error = %e, "a new rating could not be read back")
            }
        }
    }
}

/// The computer level nearest a rating. The levels' ratings are nominal
/// (easy 1200, medium 1500, hard 1800, expert 2100) until computers are
/// rated against people.
pub(crate) fn level_for(rating: f64) -> Level {
    [
        (Level::Easy, 1200.0),
        (Level::Medium, 1500.0),
        (Level::Hard, 1800.0),
        (Level::Expert, 2100.0),
    ]
    .into_iter()
    .min_by(|a, b| (a.1 - rating).abs().total_cmp(&(b.1 - rating).abs()))
    .map_or(Level::Medium, |(level, _)| level)
}

/// A leaderboard: the best first, and the asker's own line.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub(crate) struct Board {
    pub top: Vec<LeaderboardEntry>,
    pub you: Option<LeaderboardEntry>,
}

/// How many lines a leaderboard has.
pub(crate) const BOARD_SIZE: u32 = 100;

/// `GET /leaderboard?rules=g4a`: the preset's top 100 as JSON.
pub(crate) async fn leaderboard_http(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let json = [(header::CONTENT_TYPE, "application/json")];
    let asked = uri
        .query()
        .unwrap_or("")
        .split('&')
        .find_map(|pair| pair.strip_prefix("rules="))
        .unwrap_or("g4a");
    let Some(rules) = Preset::parse(asked) else {
        let body =
            serde_json::json!({"error": "bad_request", "message": "rules is g4a or classic"});
        return (StatusCode::BAD_REQUEST, json, body.to_string()).into_response();
    };
    match shared.play.players().leaderboard(rules, None).await {
        Ok(board) => {
            let body = serde_json::json!({"rules": rules, "top": board.top});
            (StatusCode::OK, json, body.to_string()).into_response()
        }
        Err(e) => {
            tracing::error!(error = %e, "the leaderboard cannot be read");
            let body = serde_json::json!({"error": "unavailable", "message": "the database cannot be reached"});
            (StatusCode::SERVICE_UNAVAILABLE, json, body.to_string()).into_response()
        }
    }
}

/// Ranks sorted lines (best first) from 1.
pub(crate) fn ranked(lines: Vec<(Option<String>, Rating)>) -> Vec<LeaderboardEntry> {
    lines
        .into_iter()
        .zip(1..)
        .map(|((name, r), rank)| entry(rank, name, r))
        .collect()
}

/// One line.
pub(crate) fn entry(rank: u32, name: Option<String>, r: Rating) -> LeaderboardEntry {
    LeaderboardEntry {
        rank,
        name,
        rating: r.rating,
        deviation: r.deviation,
        games: r.games,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
            games: 0,
        }
    }

    /// Glickman's worked example (the Glicko-2 paper, section 3): a
    /// 1500/200 player beats a 1400/30 one and loses to 1550/100 and
    /// 1700/300 in one rating period: 1464.06/151.52, volatility 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let after = after_period(
            r(1500.0, 200.0),
            &[
                (r(1400.0, 30.0), 1.0),
                (r(1550.0, 100.0), 0.0),
                (r(1700.0, 300.0), 0.0),
            ],
        );
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        assert_eq!(after.games, 3);
    }

    #[test]
    fn a_match_moves_both_ratings_from_the_ratings_before_it() {
        let end = RatedEnd {
            rules: Preset::G4a,
            players: [("a".into(), 1.0), ("b".into(), 0.0)],
        };
        let [a, b] = end.apply([Rating::START, Rating::START]);
        // Two new players: the winner gains what the loser loses.
        assert!(a.rating > 1500.0 && b.rating < 1500.0);
        assert!((a.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-9);
        assert!(a.deviation < 350.0 && a.games == 1 && b.games == 1);
        // A draw between equals changes neither rating.
        let draw = RatedEnd {
            players: [("a".into(), 0.5), ("b".into(), 0.5)],
            ..end
        };
        let [a, _] = draw.apply([Rating::START, Rating::START]);
        assert!((a.rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn the_computer_offered_is_the_nearest_level() {
        assert_eq!(level_for(900.0), Level::Easy);
        assert_eq!(level_for(1500.0), Level::Medium);
        assert_eq!(level_for(1700.0), Level::Hard);
        assert_eq!(level_for(2500.0), Level::Expert);
    }
}
