//! Drives the real `spite` binary through pipes, as a script would: lines in
//! on stdin, lines out on stdout, with a time limit on every wait so a hung
//! REPL fails the test instead of hanging it.

#![allow(dead_code)] // each test file uses part of this

pub mod online_play;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Longest wait for output the REPL owes us.
pub const PATIENCE: Duration = Duration::from_secs(30);

pub fn spite() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_spite"));
    // History and other user files go to a private place, never the real home.
    let home = scratch_dir("home");
    cmd.env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env_remove("SPITE_DATA_DIR")
        .env_remove("NO_COLOR")
        // English whatever the machine's locale: a test of another language
        // says --lang or sets these itself.
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    cmd
}

/// A fresh directory for one test.
pub fn scratch_dir(tag: &str) -> PathBuf {
    static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("spite-repl-test-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir is writable");
    dir
}

/// A running `spite play` with its output read line by line.
pub struct Repl {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far, for failure messages.
    pub transcript: Vec<String>,
    /// Whether the last table read ended with a person to move.
    pub my_turn: bool,
}

impl Repl {
    pub fn start(args: &[&str]) -> Repl {
        Repl::start_in(args, None)
    }

    pub fn start_in(args: &[&str], dir: Option<&Path>) -> Repl {
        Repl::start_with(args, dir, None)
    }

    /// Starts `spite ARGS` in `dir`, with `data` as its data directory (for
    /// the history and the autosave) if given, so sessions can share one.
    pub fn start_with(args: &[&str], dir: Option<&Path>, data: Option<&Path>) -> Repl {
        Repl::from_child(spawn(args, dir, data, None))
    }

    /// Starts `spite ARGS` with `home` as its home (and `home/data` as the
    /// XDG data directory) and no SPITE_DATA_DIR: the user's own data
    /// directory, made private to the test.
    pub fn start_at_home(args: &[&str], home: &Path) -> Repl {
        Repl::from_child(spawn(args, None, None, Some(home)))
    }

    fn from_child(mut child: Child) -> Repl {
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim_end().to_string();
                        if tx.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let stdin = child.stdin.take();
        Repl {
            child,
            stdin,
            lines: rx,
            transcript: vec![],
            my_turn: false,
        }
    }

    /// The program's process id (to send it a signal).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin
            .write_all(bytes)
            .and_then(|()| stdin.flush())
            .unwrap_or_else(|e| panic!("the REPL stopped reading ({e}):\n{}", self.tail()));
    }

    /// The next line if one comes within `wait` (kept in the transcript);
    /// `None` if none came, or the program has ended.
    pub fn try_line(&mut self, wait: Duration) -> Option<String> {
        let line = self.lines.recv_timeout(wait).ok()?;
        self.transcript.push(line.clone());
        Some(line)
    }

    /// Reads lines until one satisfies `done`; returns the lines read,
    /// that one included.
    pub fn until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut got = vec![];
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.transcript.push(line.clone());
                    let stop = done(&line);
                    got.push(line);
                    if stop {
                        return got;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!(
                        "no expected line within {PATIENCE:?}; last output:\n{}",
                        self.tail()
                    )
                }
                Err(RecvTimeoutError::Disconnected) => panic!(
                    "the REPL ended before the expected line; last output:\n{}",
                    self.tail()
                ),
            }
        }
    }

    /// Reads until a line starting with `prefix`, and returns that line.
    pub fn line_starting(&mut self, prefix: &str) -> String {
        self.until(|l| l.starts_with(prefix))
            .pop()
            .expect("until returns the matching line")
    }

    /// Reads until the table ends with a person to move or the game is over;
    /// returns true if a person is to move.
    pub fn until_turn_or_game_over(&mut self) -> bool {
        self.table_lines();
        self.my_turn
    }

    /// Reads the lines up to the end of the next table (the turn line).
    pub fn table_lines(&mut self) -> Vec<String> {
        let lines = self.until(|l| l.starts_with("Your turn") || l.starts_with("Game over:"));
        self.my_turn = lines.last().is_some_and(|l| l.starts_with("Your turn"));
        lines
    }

    /// Plays `n` moves the hint suggests (fewer if the game ends), each time
    /// reading the table that follows; returns the moves.
    pub fn play_hinted(&mut self, n: usize) -> Vec<String> {
        let mut moves = vec![];
        for _ in 0..n {
            if !self.my_turn {
                break;
            }
            self.send("hint");
            let mv = hinted_move(&self.line_starting("Hint:"));
            self.send(&mv);
            moves.push(mv);
            self.table_lines();
        }
        moves
    }

    /// The table as `show` draws it, from its header to the turn line.
    pub fn show(&mut self) -> Vec<String> {
        self.send("show");
        let mut lines = self.table_lines();
        let from = lines
            .iter()
            .rposition(|l| l.starts_with("Game "))
            .expect("the table starts with its header");
        lines.drain(..from);
        lines
    }

    /// Closes stdin and waits for the exit; returns the status and the rest of
    /// the output.
    pub fn finish(mut self) -> (ExitStatus, Vec<String>, String) {
        drop(self.stdin.take());
        let status = self.exited("the REPL did not exit at the end of its input");
        let mut rest = vec![];
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            rest.push(line);
        }
        (status, rest, self.stderr())
    }

    /// Waits for the program to end (killed and `failure` told after
    /// [`PATIENCE`]).
    fn exited(&mut self, failure: &str) -> ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait works") {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("{failure}:\n{}", self.tail());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Everything the program wrote to stderr (once it has ended).
    fn stderr(&mut self) -> String {
        let mut stderr = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = std::io::Read::read_to_string(&mut e, &mut stderr);
        }
        stderr
    }

    /// Sends SIGINT, as Ctrl-C would where no line is being edited.
    pub fn interrupt(&self) {
        let sent = Command::new("sh")
            .args(["-c", &format!("kill -INT {}", self.child.id())])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "SIGINT not sent");
    }

    /// Sends SIGINT and waits for the program to end by itself, its input
    /// still open (closing it would let the program end at the end of its
    /// input before the signal's handler ran); returns the status and what
    /// it wrote to stderr.
    pub fn interrupt_to_exit(mut self) -> (ExitStatus, String) {
        self.interrupt();
        let status = self.exited("Ctrl-C did not end the program");
        (status, self.stderr())
    }

    pub fn tail(&self) -> String {
        let from = self.transcript.len().saturating_sub(40);
        self.transcript[from..].join("\n")
    }
}

impl Drop for Repl {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move a `Hint:` line suggests (`Hint: h3 c1 - ...`).
pub fn hinted_move(line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert!(
        words.len() >= 3 && words[0] == "Hint:",
        "not a hint: {line}"
    );
    format!("{} {}", words[1], words[2])
}

/// Starts `spite` with `args` (in `dir` and with data directory `data`, if
/// given), every stream piped.
fn spawn(args: &[&str], dir: Option<&Path>, data: Option<&Path>, home: Option<&Path>) -> Child {
    let mut cmd = spite();
    if let Some(home) = home {
        cmd.env("HOME", home)
            .env("XDG_DATA_HOME", home.join("data"));
    }
    if let Some(data) = data {
        cmd.env("SPITE_DATA_DIR", data);
    }
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(d) = dir {
        cmd.current_dir(d);
    }
    cmd.spawn().expect("the spite binary starts")
}

/// Reads all of `from` on a thread of its own (a child's output must be
/// drained while it runs, or it blocks on a full pipe).
pub fn read_all(mut from: impl std::io::Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = from.read_to_end(&mut buf);
        buf
    })
}

/// Waits for `child` to end; kills it and fails the test after
/// [`PATIENCE`], naming `what`.
pub fn wait_within(child: &mut Child, what: &str) -> ExitStatus {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = child.try_wait().expect("wait works") {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what} did not finish within {PATIENCE:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Runs `spite` with all of `input` on stdin at once; returns status, stdout
/// and stderr.
pub fn run_script(args: &[&str], input: &[u8], dir: Option<&Path>) -> (ExitStatus, String, String) {
    let mut child = spawn(args, dir, None, None);
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Write and read from threads: the REPL's output must be drained while
    // its input is written.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = read_all(child.stdout.take().expect("stdout is piped"));
    let err = read_all(child.stderr.take().expect("stderr is piped"));
    let status = wait_within(&mut child, &format!("spite {args:?}"));
    let _ = writer.join();
    let out = out.join().expect("reader thread");
    let err = err.join().expect("reader thread");
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}
