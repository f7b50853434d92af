//! Elo ratings of levels, fitted to two-seat pairings or to the games of a
//! table of any size.
//!
//! A game at a table of more than two sides is split into pairwise results
//! (the *winner-beats-every-loser* decomposition): the winning side beats
//! each losing side, and the losing sides do not play each other (nothing
//! tells which of them did better). A side of two partners counts as both
//! its levels, each beating (or losing to) each level of the other side.
//! Pairs of the same level teach nothing and are left out. The ratings are
//! the Bradley-Terry maximum-likelihood fit to those pairwise results.

use serde::Serialize;

use super::{Arena, ArenaGame, Report};
use crate::Level;

/// One level's row of an Elo table ([`elo`], [`elo_of_games`],
/// [`round_robin`](super::round_robin)).
#[derive(Clone, Debug, Serialize)]
pub struct EloRow {
    /// The level's name.
    pub level: String,
    /// Its rating, relative to the anchor level (`naive`, else the first)
    /// at 0.
    pub elo: f64,
    /// Share of its decisive pairwise results won (with the prior draw).
    pub score: f64,
    /// Decisive pairwise results (in a two-seat pairing, decisive games).
    pub games: u32,
}

/// Decisive pairwise results between levels: `wins[i][j]` is how often
/// level `i` beat level `j`; `met[i][j]` whether they played each other at
/// all (a pair that only drew still gets its prior draw).
struct Tally {
    wins: Vec<Vec<f64>>,
    met: Vec<Vec<bool>>,
}

impl Tally {
    fn new(n: usize) -> Tally {
        Tally {
            wins: vec![vec![0.0; n]; n],
            met: vec![vec![false; n]; n],
        }
    }

    fn meet(&mut self, i: usize, j: usize) {
        self.met[i][j] = true;
        self.met[j][i] = true;
    }
}

/// Fits Elo ratings to the decisive games of each two-seat pairing
/// (maximum likelihood); one draw per pairing is added as a prior so a
/// clean sweep stays finite.
pub fn elo(levels: &[Level], reports: &[Report]) -> Vec<EloRow> {
    let idx = |name: &str| levels.iter().position(|l| l.name() == name);
    let mut tally = Tally::new(levels.len());
    for r in reports {
        let (Some(i), Some(j)) = (idx(&r.a), idx(&r.b)) else {
            continue;
        };
        // Decisive games only: a drawn game here means the stock ran out,
        // which says little about strength (random play draws most games).
        tally.meet(i, j);
        tally.wins[i][j] += f64::from(r.wins);
        tally.wins[j][i] += f64::from(r.losses);
    }
    fit(levels, &tally)
}

/// The levels at `arena`'s table, weakest first, each once.
pub fn levels_at(arena: &Arena) -> Vec<Level> {
    let mut levels = arena.places();
    levels.sort();
    levels.dedup();
    levels
}

/// Fits Elo ratings of the levels at `arena`'s table to its games, split
/// into pairwise results (see the module's text); drawn and capped games
/// are left out, and one draw per pair of levels that met is added as a
/// prior.
pub fn elo_of_games(arena: &Arena, records: &[ArenaGame]) -> Vec<EloRow> {
    let levels = levels_at(arena);
    let places = arena.places();
    let idx = |place: usize| {
        levels
            .iter()
            .position(|&l| l == places[place])
            .expect("every place's level is among the table's levels")
    };
    let side = |place: usize| {
        if arena.rules.partnership {
            place % 2
        } else {
            place
        }
    };
    let mut tally = Tally::new(levels.len());
    for a in 0..places.len() {
        for b in (0..places.len()).filter(|&b| side(b) != side(a)) {
            if idx(a) != idx(b) {
                tally.meet(idx(a), idx(b));
            }
        }
    }
    for r in records {
        let Some(winner) = r.winner else { continue };
        let won = side(usize::from(winner));
        for w in (0..places.len()).filter(|&p| side(p) == won) {
            for l in (0..places.len()).filter(|&p| side(p) != won) {
                let (i, j) = (idx(w), idx(l));
                if i != j {
                    tally.wins[i][j] += 1.0;
                }
            }
        }
    }
    fit(&levels, &tally)
}

/// Bradley-Terry ratings for `wins`, strongest first, anchored with `naive`
/// (or the first level) at 0; one draw is added to every pair that met.
fn fit(levels: &[Level], tally: &Tally) -> Vec<EloRow> {
    let n = levels.len();
    // score[i][j]: points of i against j; games[i][j]: games between them.
    let mut score = vec![vec![0.0f64; n]; n];
    let mut games = vec![vec![0.0f64; n]; n];
    for i in 0..n {
        for j in 0..n {
            if tally.met[i][j] {
                score[i][j] = tally.wins[i][j] + 0.5;
                games[i][j] = tally.wins[i][j] + tally.wins[j][i] + 1.0;
            }
        }
    }
    // Bradley-Terry strengths by minorisation-maximisation (Hunter 2004),
    // which converges without a step size to tune.
    let mut strength = vec![1.0f64; n];
    for _ in 0..5_000 {
        let mut next = strength.clone();
        for i in 0..n {
            let won: f64 = score[i].iter().sum();
            let denom: f64 = (0..n)
                .filter(|&j| games[i][j] > 0.0)
                .map(|j| games[i][j] / (strength[i] + strength[j]))
                .sum();
            if denom > 0.0 {
                next[i] = won / denom;
            }
        }
        let mean = next.iter().map(|x| x.ln()).sum::<f64>() / n as f64;
        for x in &mut next {
            *x /= mean.exp();
        }
        strength = next;
    }
    let rating: Vec<f64> = strength.iter().map(|x| 400.0 * x.log10()).collect();
    let anchor = levels.iter().position(|&l| l == Level::Naive).unwrap_or(0);
    let base = rating.get(anchor).copied().unwrap_or(0.0);
    let mut rows: Vec<EloRow> = levels
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let g: f64 = games[i].iter().sum();
            let s: f64 = score[i].iter().sum();
            EloRow {
                level: l.name().into(),
                elo: rating[i] - base,
                score: if g > 0.0 { s / g } else { 0.0 },
                games: (g - games[i].iter().filter(|&&x| x > 0.0).count() as f64) as u32,
            }
        })
        .collect();
    rows.sort_by(|x, y| y.elo.total_cmp(&x.elo));
    rows
}
