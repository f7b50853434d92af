//! What an operator watches: counters and latency histograms, shown at
//! `/metrics` in Prometheus' text format.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds of the latency buckets, in seconds.
const BOUNDS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// A latency histogram with fixed buckets, updated without locks.
pub(crate) struct Histogram {
    /// Observations at or under each bound (not cumulative; summed when shown).
    buckets: [AtomicU64; BOUNDS.len()],
    count: AtomicU64,
    sum_ns: AtomicU64,
}

impl Histogram {
    fn new() -> Histogram {
        Histogram {
            buckets: std::array::from_fn(|_| AtomicU64::new(0)),
            count: AtomicU64::new(0),
            sum_ns: AtomicU64::new(0),
        }
    }

    /// Counts one observation.
    pub fn observe(&self, d: Duration) {
        let secs = d.as_secs_f64();
        if let Some(k) = BOUNDS.iter().position(|&b| secs <= b) {
            self.buckets[k].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        let ns = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        self.sum_ns.fetch_add(ns, Ordering::Relaxed);
    }

    /// Observations so far.
    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// Their total, in seconds.
    pub fn sum_secs(&self) -> f64 {
        self.sum_ns.load(Ordering::Relaxed) as f64 / 1e9
    }

    fn render(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        let mut cumulative = 0;
        for (bound, n) in BOUNDS.iter().zip(&self.buckets) {
            cumulative += n.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{bound}\"}} {cumulative}");
        }
        let count = self.count();
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let _ = writeln!(out, "{name}_sum {}", self.sum_secs());
        let _ = writeln!(out, "{name}_count {count}");
    }
}

/// The server's counters.
pub(crate) struct Metrics {
    /// This instance's name (`spite_instance_info`).
    pub instance: String,
    pub person_moves: AtomicU64,
    pub computer_moves: AtomicU64,
    /// From a person's `play` arriving to its `moved` being sent.
    pub move_latency: Histogram,
    /// From a room write being asked for to its commit.
    pub db_write: Histogram,
    pub db_write_errors: AtomicU64,
}

/// What `/metrics` shows beside the counters: the gauges of the moment.
pub(crate) struct Gauges<'a> {
    pub rooms: usize,
    pub connections: usize,
    /// `sqlite`, `postgres` or `none`.
    pub store: &'a str,
    /// Whether the database answered just now.
    pub database_up: bool,
    /// Rooms whose computers and takeover timers run here.
    pub driven: usize,
}

impl Metrics {
    pub fn new(instance: String) -> Metrics {
        Metrics {
            instance,
            person_moves: AtomicU64::new(0),
            computer_moves: AtomicU64::new(0),
            move_latency: Histogram::new(),
            db_write: Histogram::new(),
            db_write_errors: AtomicU64::new(0),
        }
    }

    /// The Prometheus text exposition (format 0.0.4).
    pub fn render(&self, g: &Gauges<'_>) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "# HELP spite_instance_info This server instance.\n# TYPE spite_instance_info gauge\n\
             spite_instance_info{{instance=\"{}\",version=\"{}\",store=\"{}\"}} 1",
            label(&self.instance),
            env!("CARGO_PKG_VERSION"),
            label(g.store)
        );
        let gauge = |out: &mut String, name: &str, help: &str, v: u64| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {v}");
        };
        gauge(&mut out, "spite_rooms", "Rooms held.", g.rooms as u64);
        gauge(
            &mut out,
            "spite_connections",
            "WebSocket connections open.",
            g.connections as u64,
        );
        gauge(
            &mut out,
            "spite_database_up",
            "Whether the database answered (1) or not (0).",
            u64::from(g.database_up),
        );
        gauge(
            &mut out,
            "spite_rooms_driven",
            "Rooms whose computers and takeover timers run on this instance.",
            g.driven as u64,
        );
        let _ = writeln!(
            out,
            "# HELP spite_moves_total Moves played.\n# TYPE spite_moves_total counter\n\
             spite_moves_total{{by=\"person\"}} {}\nspite_moves_total{{by=\"computer\"}} {}",
            self.person_moves.load(Ordering::Relaxed),
            self.computer_moves.load(Ordering::Relaxed)
        );
        self.move_latency.render(
            &mut out,
            "spite_move_seconds",
            "From a person's move arriving to its moved being sent, database write included.",
        );
        self.db_write.render(
            &mut out,
            "spite_db_write_seconds",
            "From a room write being asked for to its commit.",
        );
        let _ = writeln!(
            out,
            "# HELP spite_db_write_errors_total Room writes the database did not take.\n\
             # TYPE spite_db_write_errors_total counter\nspite_db_write_errors_total {}",
            self.db_write_errors.load(Ordering::Relaxed)
        );
        out
    }
}

/// A label value, escaped as the text format asks.
fn label(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// A name for this instance: the host's name and the process id, and a
/// random part so two servers in one process differ.
pub(crate) fn instance_name() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_else(|| "spite".into());
    format!(
        "{host}-{}-{:04x}",
        std::process::id(),
        crate::code::random_seed() & 0xffff
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_each_observation_in_its_bucket_and_the_ones_above() {
        let m = Metrics::new("a \"b\"".into());
        m.db_write.observe(Duration::from_micros(300));
        m.db_write.observe(Duration::from_millis(3));
        m.db_write.observe(Duration::from_secs(60));
        let text = m.render(&Gauges {
            rooms: 2,
            connections: 3,
            store: "sqlite",
            database_up: true,
            driven: 2,
        });
        let info = format!(
            "spite_instance_info{{instance=\"a \\\"b\\\"\",version=\"{}\",store=\"sqlite\"}} 1",
            env!("CARGO_PKG_VERSION")
        );
        for line in [
            info.as_str(),
            "spite_rooms 2",
            "spite_connections 3",
            "spite_database_up 1",
            "spite_db_write_seconds_bucket{le=\"0.0005\"} 1",
            "spite_db_write_seconds_bucket{le=\"0.0025\"} 1",
            "spite_db_write_seconds_bucket{le=\"0.005\"} 2",
            "spite_db_write_seconds_bucket{le=\"10\"} 2",
            "spite_db_write_seconds_bucket{le=\"+Inf\"} 3",
            "spite_db_write_seconds_count 3",
            "spite_move_seconds_count 0",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
    }
}
