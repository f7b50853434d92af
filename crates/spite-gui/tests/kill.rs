//! Killing the window never loses a move or a statistic: the app,
//! playing in a child process with its real save path, is killed with
//! SIGKILL at random moments, again and again; every restart resumes from
//! its files with at least the last move it had reported saved, the
//! statistics counting every finished game exactly once, and no damaged
//! file.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use egui::Vec2;
use egui_kittest::Harness;
use spite_core::{Rules, Target};
use spite_gui::SpiteApp;
use spite_gui::face::TableFace;
use spite_gui::persist::Store;
use spite_gui::session::Session;
use spite_gui::settings::Speed;
use spite_gui::stats::Stats;
use spite_table::Player;

const CHILD_ENV: &str = "SPITE_GUI_KILL_TEST_DIR";

/// Finished games the statistics count, over every kind of table.
fn games_counted(stats: &Stats) -> usize {
    stats.levels.values().map(|l| l.games() as usize).sum()
}

/// The child: the app on the store in `$SPITE_GUI_KILL_TEST_DIR`, the
/// person playing random legal moves (mostly to the centre), the computer
/// answering on its thread; after every frame (which writes what changed)
/// it prints what it holds: `saved <progress> <games counted>`, the
/// progress as [`progress`] gives it.
#[test]
#[ignore = "run by the kill test in a child process"]
fn kill_child() {
    let Some(dir) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let mut h = Harness::builder()
        .with_size(Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| {
            let mut app = SpiteApp::with_store(Store::new(&dir), None, &cc.egui_ctx);
            app.settings.speed = Speed::Instant;
            app.settings.level = spite_ai::Level::Easy;
            if app.session.match_().record().moves.is_empty()
                && app.session.match_().results().is_empty()
            {
                // Short games, a long match: many finished games to count.
                let rules = Rules {
                    payoff_size: 4,
                    match_target: 10_000,
                    ..Rules::g4a()
                };
                app.session = Session::new(
                    rules,
                    &[Player::Person, Player::Computer(spite_ai::Level::Easy)],
                    99,
                )
                .expect("the rules deal");
            }
            app
        });
    let mut pick = 1u64;
    loop {
        h.step();
        {
            let app = h.state_mut();
            let m = app.session.match_();
            let (games, dealt, moves) = progress(m);
            println!(
                "saved {games} {dealt} {moves} {}",
                games_counted(&app.stats)
            );
            if m.game().is_over() {
                app.next_game();
            } else if app.session.can_act() {
                let moves = app.session.view().expect("a table").legal_moves();
                let centre: Vec<_> = moves
                    .iter()
                    .filter(|m| matches!(m.to, Target::Centre(_)))
                    .copied()
                    .collect();
                pick = pick
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let r = (pick >> 33) as usize;
                let mv = if !centre.is_empty() && r % 10 < 8 {
                    centre[r % centre.len()]
                } else {
                    moves[r % moves.len()]
                };
                app.session.play(mv).expect("a legal move");
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spite-gui-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

/// How far a match has come, in an order that only grows as it is played:
/// games finished, whether the next game is dealt (a finished game's last
/// move comes before the next deal, which has no moves yet), and the
/// current game's moves.
type Progress = (usize, usize, usize);

fn progress(m: &spite_core::Match) -> Progress {
    (
        m.results().len(),
        usize::from(!m.game().is_over()),
        m.record().moves.len(),
    )
}

/// `(progress, games counted)` from a `saved …` line.
fn parse(line: &str) -> Option<(Progress, usize)> {
    let mut it = line
        .strip_prefix("saved ")?
        .split(' ')
        .map(|n| n.parse().ok());
    Some(((it.next()??, it.next()??, it.next()??), it.next()??))
}

/// Starts the child, lets it play for `ms` milliseconds, kills it with
/// SIGKILL and returns the last state it reported saved.
fn play_then_kill(dir: &Path, ms: u64) -> Option<(Progress, usize)> {
    let mut child = Command::new(std::env::current_exe().expect("the test binary"))
        .args([
            "kill_child",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the child starts");
    let out = child.stdout.take().expect("piped");
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if let Some(state) = parse(&line)
                && tx.send(state).is_err()
            {
                break;
            }
        }
    });
    // Wait for the first frame, then play on for `ms`.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut last = None;
    while last.is_none() && Instant::now() < deadline {
        last = rx.recv_timeout(Duration::from_millis(50)).ok();
    }
    std::thread::sleep(Duration::from_millis(ms));
    child.kill().expect("SIGKILL is sent");
    child.wait().expect("the child is reaped");
    reader.join().expect("the reader ends with the pipe");
    last.into_iter().chain(rx.try_iter()).last()
}

#[test]
fn a_window_killed_at_random_moments_keeps_every_move_and_all_statistics() {
    let dir = temp_dir();
    let mut rng = 0x5EEDu64;
    let mut most_games = 0;
    for round in 0..16 {
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1);
        let ms = 30 + (rng >> 33) % 400;
        let Some((reported, counted)) = play_then_kill(&dir, ms) else {
            panic!("round {round}: the child reported nothing");
        };
        // What a restart finds.
        let loaded = Store::new(&dir).load(None);
        assert!(
            loaded.problems.is_empty(),
            "round {round}: {:?}",
            loaded.problems
        );
        let mut s = loaded.session.expect("the match is there");
        let m = s.match_();
        let on_disk = progress(m);
        assert!(
            on_disk >= reported,
            "round {round}: reported {reported:?} (games, dealt, moves) saved, found {on_disk:?}"
        );
        let finished = m.results().len();
        let counted_on_disk = games_counted(&loaded.stats);
        assert!(counted_on_disk >= counted, "round {round}: statistics lost");
        assert_eq!(
            counted_on_disk + s.take_outcomes().len(),
            finished,
            "round {round}: every finished game is counted exactly once"
        );
        most_games = most_games.max(finished);
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .expect("the directory")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("damaged"))
            .collect();
        assert!(leftovers.is_empty(), "round {round}: {leftovers:?}");
    }
    assert!(most_games >= 1, "the rounds finished some games");
    let _ = std::fs::remove_dir_all(&dir);
}
