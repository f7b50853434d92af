//! The measurement switch behind docs/performance.md (`SPITE_GUI_TIMING`):
//! the time from start to the first frame, then 300 frames drawn back to
//! back, with the app's own time per frame, the whole process's CPU per
//! frame, and that CPU split by thread (on Mesa's software renderers the
//! `llvmpipe-N` threads rasterise; the main thread runs the app, egui's
//! tessellation and the driver's set-up).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// What `SPITE_GUI_TIMING` asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimingMode {
    /// The table as it is.
    Table,
    /// The table with the side log closed (what the log costs).
    NoLog,
    /// Empty frames: what eframe and the driver cost with nothing drawn.
    Blank,
}

impl TimingMode {
    pub fn parse(v: &str) -> Option<TimingMode> {
        match v {
            "1" | "table" => Some(TimingMode::Table),
            "nolog" => Some(TimingMode::NoLog),
            "blank" => Some(TimingMode::Blank),
            _ => None,
        }
    }
}

/// Frames being measured.
pub struct FrameTiming {
    pub mode: TimingMode,
    ui: Vec<Duration>,
    start: Option<(Threads, Instant)>,
}

/// CPU seconds per thread name (threads of one name summed).
type Threads = BTreeMap<String, f64>;

impl FrameTiming {
    pub const FRAMES: usize = 300;

    pub fn new(mode: TimingMode) -> FrameTiming {
        FrameTiming {
            mode,
            ui: Vec::with_capacity(Self::FRAMES),
            start: None,
        }
    }

    /// Records one frame whose `ui()` took `ui`; true when done (and the
    /// figures are printed). The first call only starts the clocks.
    pub fn record(&mut self, ui: Duration) -> bool {
        let Some((cpu0, t0)) = &self.start else {
            self.start = Some((thread_cpu(), Instant::now()));
            return false;
        };
        self.ui.push(ui);
        if self.ui.len() < Self::FRAMES {
            return false;
        }
        let frames = Self::FRAMES as f64;
        let wall = t0.elapsed().as_secs_f64() / frames;
        let cpu1 = thread_cpu();
        let per_thread: Vec<(String, f64)> = cpu1
            .iter()
            .map(|(name, s)| (name.clone(), (s - cpu0.get(name).unwrap_or(&0.0)) / frames))
            .filter(|(_, s)| *s > 0.0)
            .collect();
        let cpu: f64 = per_thread.iter().map(|(_, s)| s).sum();
        self.ui.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        eprintln!(
            "{} frames ({:?}): app ui() median {:.2} ms (p95 {:.2} ms); whole process {:.2} ms CPU and {:.2} ms wall per frame",
            Self::FRAMES,
            self.mode,
            ms(self.ui[self.ui.len() / 2]),
            ms(self.ui[self.ui.len() * 95 / 100]),
            cpu * 1000.0,
            wall * 1000.0
        );
        let split: Vec<String> = per_thread
            .iter()
            .map(|(name, s)| format!("{name} {:.2} ms", s * 1000.0))
            .collect();
        eprintln!("CPU per frame by thread: {}", split.join(", "));
        true
    }
}

/// CPU seconds used so far by each thread of this process, by thread name
/// (Linux's /proc; empty elsewhere, which prints zeros rather than failing).
fn thread_cpu() -> Threads {
    let mut out = Threads::new();
    let Ok(dir) = std::fs::read_dir("/proc/self/task") else {
        return out;
    };
    for task in dir.flatten() {
        let path = task.path();
        let Ok(stat) = std::fs::read_to_string(path.join("stat")) else {
            continue;
        };
        let name = std::fs::read_to_string(path.join("comm")).unwrap_or_default();
        *out.entry(name.trim().to_owned()).or_default() += stat_cpu_secs(&stat);
    }
    out
}

/// utime + stime of a /proc `stat` line, in seconds (ticks of 1/100 s).
fn stat_cpu_secs(stat: &str) -> f64 {
    // The fields after the command name (which is in parentheses and may
    // hold spaces); utime and stime, fields 14 and 15 of the line, are the
    // 12th and 13th after it.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_give_user_plus_system_time() {
        let line = "4242 (spite gui) S 1 2 3 4 5 6 7 8 9 10 150 25 0 0 20 0 7 0";
        assert!((stat_cpu_secs(line) - 1.75).abs() < 1e-9);
        assert_eq!(stat_cpu_secs("garbage"), 0.0);
        if cfg!(target_os = "linux") {
            assert!(!thread_cpu().is_empty());
        }
    }

    #[test]
    fn modes_parse() {
        assert_eq!(TimingMode::parse("1"), Some(TimingMode::Table));
        assert_eq!(TimingMode::parse("blank"), Some(TimingMode::Blank));
        assert_eq!(TimingMode::parse("nolog"), Some(TimingMode::NoLog));
        assert_eq!(TimingMode::parse("0"), None);
    }
}
