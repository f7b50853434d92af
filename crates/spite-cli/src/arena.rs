//! `spite arena`: computer levels against each other, with the win rate's
//! 95% interval, points and time per turn; a table of 2 to 6 seats (or two
//! partnerships) with each place's and each level's wins; or a round robin
//! with an Elo table. The games themselves are played by `spite_ai::arena`.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use spite_ai::arena::{self, Arena, EloRow, Report, TableReport, WinShare};
use spite_ai::{Budget, Level};
use spite_core::Rules;

/// Why `spite arena` could not run or report.
#[derive(Debug, thiserror::Error)]
pub enum ArenaError {
    /// `--games 0`.
    #[error("the arena needs at least one game (--games)")]
    NoGames,
    /// `--rules` names no preset.
    #[error("'{0}' is not a rules preset: choose {presets}", presets = Rules::PRESETS.join(" or "))]
    NotAPreset(String),
    /// `--threads 0`.
    #[error("--threads must be at least 1")]
    NoThreads,
    /// `--seats` with too few or too many levels.
    #[error("a table has 2 to 6 seats (--seats): {0} given")]
    Seats(usize),
    /// `--partners` at a table of other than four.
    #[error("the partnership game (--partners) needs 4 seats, not {0}")]
    Partners(usize),
    /// A round robin of fewer than two levels.
    #[error("a round robin needs at least two levels (--levels)")]
    TooFewLevels,
    /// A game could not be played (spite-ai's arena says why).
    #[error(transparent)]
    Play(#[from] arena::ArenaError),
    /// The report could not be written as JSON.
    #[error("cannot write the report as JSON: {0}")]
    Json(#[from] serde_json::Error),
}

/// Options of `spite arena`.
#[derive(Debug, Clone, clap::Args)]
pub struct ArenaArgs {
    /// Side A's level (random, naive, racer, blocker, hoarder, easy, medium,
    /// hard, expert).
    #[arg(long, default_value = "hard", value_parser = parse_level)]
    pub a: Level,
    /// Side B's level.
    #[arg(long, default_value = "naive", value_parser = parse_level)]
    pub b: Level,
    /// Games to play (per pairing with --round-robin).
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Arena seed: the same seed gives the same result at any thread count.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads to play on (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Play every pair of levels and print an Elo table.
    #[arg(long)]
    pub round_robin: bool,
    /// A table of 2 to 6 seats: one level per seat, comma-separated
    /// (expert,hard,hard); the levels move round the seats from game to game.
    #[arg(long, value_delimiter = ',', value_parser = parse_level, conflicts_with_all = ["a", "b", "round_robin"])]
    pub seats: Vec<Level>,
    /// The partnership game: the 1st and 3rd levels of --seats against the
    /// 2nd and 4th (without --seats: A and A against B and B).
    #[arg(long, conflicts_with = "round_robin")]
    pub partners: bool,
    /// Levels of the round robin, comma-separated (default: all nine).
    #[arg(long, value_delimiter = ',', value_parser = parse_level)]
    pub levels: Vec<Level>,
    /// Rules preset (g4a or classic).
    #[arg(long, default_value = "g4a")]
    pub rules: String,
    /// The expert's play-outs per decision (twice as many in the endgame,
    /// once either side has 5 pay-off cards or fewer left; half from four
    /// seats on, but never fewer than this in the partnership game).
    #[arg(long, default_value_t = Budget::DEFAULT.iterations)]
    pub expert_iterations: u32,
    /// Turns after which a game is stopped and counted as a draw.
    #[arg(long, default_value_t = Arena::TURN_CAP)]
    pub turn_cap: u32,
    /// Print the result as one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

impl Default for ArenaArgs {
    fn default() -> ArenaArgs {
        ArenaArgs {
            a: Level::Hard,
            b: Level::Naive,
            games: 200,
            seed: 1,
            threads: None,
            round_robin: false,
            seats: Vec::new(),
            partners: false,
            levels: Vec::new(),
            rules: "g4a".into(),
            expert_iterations: Budget::DEFAULT.iterations,
            turn_cap: Arena::TURN_CAP,
            json: false,
        }
    }
}

fn parse_level(s: &str) -> Result<Level, String> {
    s.parse::<Level>().map_err(|e| e.to_string())
}

pub fn run(args: ArenaArgs) -> Result<(), ArenaError> {
    if args.games == 0 {
        return Err(ArenaError::NoGames);
    }
    let rules = spite_table::preset(&args.rules)
        .ok_or_else(|| ArenaError::NotAPreset(args.rules.chars().take(40).collect()))?;
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    if threads == 0 {
        return Err(ArenaError::NoThreads);
    }
    let mut template = Arena::new(args.a, args.b, args.games, args.seed);
    template.threads = threads;
    template.rules = rules;
    template.turn_cap = args.turn_cap;
    template.budget = Budget {
        iterations: args.expert_iterations.max(1),
        ..Budget::DEFAULT
    };
    if !args.seats.is_empty() || args.partners {
        return run_table(&args, template);
    }
    let levels = if args.levels.is_empty() {
        Level::ALL.to_vec()
    } else {
        args.levels.clone()
    };
    if args.round_robin && levels.len() < 2 {
        return Err(ArenaError::TooFewLevels);
    }
    let total = if args.round_robin {
        let n = levels.len() as u64;
        n * (n - 1) / 2 * u64::from(args.games)
    } else {
        u64::from(args.games)
    };
    let bar = progress_bar(total, args.json);
    let tick = || bar.inc(1);
    if args.round_robin {
        let (reports, table) =
            arena::round_robin(&levels, &template, &tick).map_err(ArenaError::Play)?;
        bar.finish_and_clear();
        if args.json {
            let out = serde_json::json!({ "pairings": reports, "elo": table });
            println!("{out}");
        } else {
            for r in &reports {
                println!("{}", one_line(r));
            }
            println!();
            print_elo(
                &table,
                "(decisive: the games won or lost, which the ratings are fitted to; draws are in the pairings above)",
            );
        }
    } else {
        let report = arena::run(&template, &tick).map_err(ArenaError::Play)?;
        bar.finish_and_clear();
        if args.json {
            let out = serde_json::to_string(&report)?;
            println!("{out}");
        } else {
            print_report(&report, threads);
        }
    }
    Ok(())
}

/// The levels of `--seats` (or A and B twice with `--partners` alone),
/// checked for the table's size.
fn table_seats(args: &ArenaArgs) -> Result<Vec<Level>, ArenaError> {
    let seats = if args.seats.is_empty() {
        vec![args.a, args.b, args.a, args.b]
    } else {
        args.seats.clone()
    };
    if !(2..=6).contains(&seats.len()) {
        return Err(ArenaError::Seats(seats.len()));
    }
    if args.partners && seats.len() != 4 {
        return Err(ArenaError::Partners(seats.len()));
    }
    Ok(seats)
}

fn run_table(args: &ArenaArgs, template: Arena) -> Result<(), ArenaError> {
    let seats = table_seats(args)?;
    let players = seats.len() as u8;
    let mut table = Arena {
        a: seats[0],
        b: seats[1],
        seats,
        ..template
    };
    table.rules.players = players;
    table.rules.partnership = args.partners;
    let bar = progress_bar(u64::from(args.games), args.json);
    let report = arena::run_table(&table, &|| bar.inc(1)).map_err(ArenaError::Play)?;
    bar.finish_and_clear();
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print_table(&report, table.threads);
    }
    Ok(())
}

fn progress_bar(total: u64, json: bool) -> ProgressBar {
    if json || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}

fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

fn one_line(r: &Report) -> String {
    format!(
        "{:>7} vs {:<7} {:>5} games: {:>5} wins {:>5} losses {:>4} draws, win rate {} [{} .. {}]",
        r.a,
        r.b,
        r.games,
        r.wins,
        r.losses,
        r.draws,
        pct(r.win_rate),
        pct(r.ci_low),
        pct(r.ci_high)
    )
}

fn print_report(r: &Report, threads: usize) {
    println!(
        "{} (A) vs {} (B): {} games, seed {}, {} thread(s), seats swapped every other game",
        r.a, r.b, r.games, r.seed, threads
    );
    println!(
        "A wins {}, losses {}, draws {}{}",
        r.wins,
        r.losses,
        r.draws,
        if r.capped > 0 {
            format!(" ({} stopped at the turn cap)", r.capped)
        } else {
            String::new()
        }
    );
    println!(
        "A's win rate of decisive games: {} (95% Wilson interval {} .. {})",
        pct(r.win_rate),
        pct(r.ci_low),
        pct(r.ci_high)
    );
    println!(
        "points: A {}, B {}; mean game length {:.1} turns",
        r.side_a.points, r.side_b.points, r.mean_game_turns
    );
    println!(
        "{:<8} {:>8} {:>10} {:>10} {:>10} {:>10}",
        "side", "turns", "mean ms", "median ms", "p99 ms", "max ms"
    );
    for (name, s) in [("A", &r.side_a), ("B", &r.side_b)] {
        println!(
            "{:<8} {:>8} {:>10.3} {:>10.3} {:>10.3} {:>10.3}",
            format!("{name} {}", s.level),
            s.turns,
            s.mean_turn_ms,
            s.median_turn_ms,
            s.p99_turn_ms,
            s.max_turn_ms
        );
    }
}

fn print_table(r: &TableReport, threads: usize) {
    println!(
        "{}{}: {} games, seed {}, {} thread(s); the levels move one seat on every game",
        r.seats.join(", "),
        if r.partners {
            " (partners: 1st and 3rd against 2nd and 4th)"
        } else {
            ""
        },
        r.games,
        r.seed,
        threads
    );
    println!(
        "decided {}, drawn {}{}; mean game length {:.1} turns",
        r.decided,
        r.draws,
        if r.capped > 0 {
            format!(" ({} stopped at the turn cap)", r.capped)
        } else {
            String::new()
        },
        r.mean_game_turns
    );
    println!();
    println!(
        "{:<10} {:>5} {:>6} {:>17} {:>6} {:>8} {:>8} {:>8}",
        "place", "wins", "share", "95% interval", "par", "points", "mean ms", "p99 ms"
    );
    for p in &r.places {
        println!(
            "{:<10} {} {:>8} {:>8.2} {:>8.2}",
            format!("{} {}", p.place + 1, p.level),
            won_cells(&p.won),
            p.time.points,
            p.time.mean_turn_ms,
            p.time.p99_turn_ms
        );
    }
    println!();
    println!(
        "{:<10} {:>5} {:>6} {:>17} {:>6} {:>8} {:>8} {:>8}",
        "level", "wins", "share", "95% interval", "par", "turns", "mean ms", "p99 ms"
    );
    for l in &r.levels {
        println!(
            "{:<10} {} {:>8} {:>8.2} {:>8.2}",
            l.level,
            won_cells(&l.won),
            l.time.turns,
            l.time.mean_turn_ms,
            l.time.p99_turn_ms
        );
    }
    println!("(share: of the decided games; par: the share of an even table)");
    println!();
    print_elo(
        &r.elo,
        "(pairwise: each decided game split into the winner beating every loser)",
    );
}

fn interval(low: f64, high: f64) -> String {
    format!("{} .. {}", pct(low), pct(high))
}

/// The wins, share, interval and par columns of a place's or a level's row.
fn won_cells(w: &WinShare) -> String {
    format!(
        "{:>5} {:>6} {:>17} {:>6}",
        w.wins,
        pct(w.share),
        interval(w.ci_low, w.ci_high),
        pct(w.par)
    )
}

fn print_elo(rows: &[EloRow], note: &str) {
    // The ratings are fitted to decisive games only (a draw means the stock
    // ran out, which says little about strength), and the column says so.
    println!(
        "{:<8} {:>7} {:>7} {:>9}",
        "level", "Elo", "score", "decisive"
    );
    for r in rows {
        println!(
            "{:<8} {:>7.0} {:>6.1}% {:>9}",
            r.level,
            r.elo,
            r.score * 100.0,
            r.games
        );
    }
    println!("{note}");
}
