//! Where typed lines come from: rustyline on a terminal (completion, hints,
//! history), or plain lines from a pipe or file, so the REPL can be scripted.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use rustyline::error::ReadlineError;
use rustyline::history::{DefaultHistory, History};
use rustyline::{CompletionType, Config, Editor};

use super::autosave::data_dir;
use super::helper::{Moves, ReplHelper};
use super::interrupt;
use super::style::{terminal_columns, visible_width};

/// One read attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// Ctrl-C: the line was cancelled.
    Interrupted,
    /// Ctrl-D or the end of the input.
    Eof,
    /// A line longer than [`MAX_LINE`] bytes: ignored, with its length.
    TooLong(usize),
}

/// Longest line read from a pipe; longer ones are refused whole (a command or
/// move is a few words).
pub const MAX_LINE: usize = 4096;

/// A source of typed lines.
pub trait Lines {
    /// Reads one line; `prompt` is shown only on a terminal.
    fn read(&mut self, prompt: &str) -> Input;
    /// Reads the answer to a question (yes or no, Enter): nothing completes.
    fn read_answer(&mut self, question: &str) -> Input {
        self.read(question)
    }
    /// Whether a person types at a terminal (else lines come from a script).
    fn interactive(&self) -> bool;
    /// The words Tab may complete to now: commands and the legal moves.
    fn set_completions(&mut self, _moves: Vec<String>) {}
    /// Whether Ctrl-C was pressed since the last call while no line was being
    /// read (and so did not cancel one). Only a terminal catches that.
    fn interrupted_meanwhile(&mut self) -> bool {
        false
    }
    /// A way to print while a line is being read on another thread, above
    /// the line being typed (the prompt drawn again below it); `None` where
    /// plain printing will do. The text ends with its newline; false when it
    /// could not be printed.
    fn printer(&mut self) -> Option<Printer> {
        None
    }
    /// The moves Tab offers, to change while a line is being read on
    /// another thread; `None` where nothing completes.
    fn shared_completions(&mut self) -> Option<Moves> {
        None
    }
}

/// See [`Lines::printer`].
pub type Printer = Box<dyn FnMut(&str) -> bool + Send>;

/// Lines from a pipe or file, with no prompt. Bytes that are not UTF-8 are
/// replaced, and very long lines are skipped without being kept in memory.
pub struct Plain<R> {
    reader: R,
}

impl<R: BufRead> Plain<R> {
    pub fn new(reader: R) -> Plain<R> {
        Plain { reader }
    }
}

impl<R: BufRead> Lines for Plain<R> {
    fn read(&mut self, _prompt: &str) -> Input {
        let mut kept: Vec<u8> = Vec::new();
        let mut total = 0usize;
        loop {
            let buf = match self.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return Input::Eof,
            };
            if buf.is_empty() {
                if total == 0 {
                    return Input::Eof;
                }
                break;
            }
            let (len, found_end) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (buf.len(), false),
            };
            let room = (MAX_LINE + 1).saturating_sub(kept.len());
            kept.extend_from_slice(&buf[..len.min(room)]);
            total += len;
            self.reader.consume(len + usize::from(found_end));
            if found_end {
                break;
            }
        }
        if kept.last() == Some(&b'\r') {
            kept.pop();
            total -= 1;
        }
        if total > MAX_LINE {
            return Input::TooLong(total);
        }
        Input::Line(String::from_utf8_lossy(&kept).into_owned())
    }

    fn interactive(&self) -> bool {
        false
    }
}

/// A terminal line editor with completion, hints and persistent history.
pub struct Terminal {
    editor: Editor<ReplHelper, DefaultHistory>,
    history: Option<PathBuf>,
    /// Whether Ctrl-C outside line editing is caught (see `interrupt`).
    catching: bool,
}

impl Terminal {
    /// The editor, or `None` if the terminal cannot be set up (then the
    /// caller falls back to plain lines).
    pub fn open(fancy: bool) -> Option<Terminal> {
        let config = Config::builder()
            // As a shell: Tab completes the common prefix, and lists the
            // candidates at once when that leaves a choice.
            .completion_type(CompletionType::List)
            .completion_show_all_if_ambiguous(true)
            .auto_add_history(false)
            .history_ignore_dups(true)
            .ok()?
            .history_ignore_space(true)
            .max_history_size(1000)
            .ok()?
            .build();
        let mut editor = Editor::with_config(config).ok()?;
        editor.set_helper(Some(ReplHelper::new(fancy)));
        let history = history_file();
        if let Some(path) = &history {
            // A missing or unreadable history is not worth a word.
            let _ = editor.load_history(path);
        }
        Some(Terminal {
            editor,
            history,
            catching: false,
        })
    }

    /// From now on, Ctrl-C pressed while no line is being edited no longer
    /// ends the program; `interrupted_meanwhile` tells of it instead.
    pub fn catch_interrupts(&mut self) {
        self.catching = interrupt::catch(true);
    }
}

/// `history.txt` in the user's data directory, created if needed; `None` when
/// there is no such directory or it cannot be made.
fn history_file() -> Option<PathBuf> {
    let dir = data_dir()?;
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir.join("history.txt"))
}

/// Erases a hint left on the line above the cursor by a line cancelled with
/// Ctrl-C (rustyline moves past it and starts a new line, so it would stay
/// there looking typed): when prompt, typed text and hint fit one row.
fn erase_hint(prompt: &str, drawn: Option<(usize, usize)>) {
    let Some((typed, hint)) = drawn else {
        return;
    };
    let columns = terminal_columns();
    let from = visible_width(prompt) + typed;
    if from + hint >= columns {
        return;
    }
    let mut out = std::io::stdout();
    // Up a row, to the hint's column, erase to the row's end, back down.
    let _ = write!(out, "\x1b[A\x1b[{}G\x1b[K\r\n", from + 1);
    let _ = out.flush();
}

impl Terminal {
    fn edit(&mut self, prompt: &str) -> Input {
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.history_mut().add(&line);
                    if let Some(path) = &self.history {
                        let _ = self.editor.save_history(path);
                    }
                }
                Input::Line(line)
            }
            Err(ReadlineError::Interrupted) => {
                let drawn = self.editor.helper().and_then(ReplHelper::take_drawn_hint);
                erase_hint(prompt, drawn);
                Input::Interrupted
            }
            Err(_) => Input::Eof,
        }
    }

    fn answering(&mut self, answering: bool) {
        if let Some(helper) = self.editor.helper_mut() {
            helper.set_answering(answering);
        }
    }
}

impl Lines for Terminal {
    fn read(&mut self, prompt: &str) -> Input {
        self.edit(prompt)
    }

    fn read_answer(&mut self, question: &str) -> Input {
        self.answering(true);
        let read = self.edit(question);
        self.answering(false);
        read
    }

    fn interactive(&self) -> bool {
        true
    }

    fn shared_completions(&mut self) -> Option<Moves> {
        self.editor.helper().map(ReplHelper::moves)
    }

    fn printer(&mut self) -> Option<Printer> {
        use rustyline::ExternalPrinter as _;
        let mut printer = self.editor.create_external_printer().ok()?;
        Some(Box::new(move |text: &str| {
            printer.print(text.to_string()).is_ok()
        }))
    }

    fn set_completions(&mut self, moves: Vec<String>) {
        if let Some(helper) = self.editor.helper_mut() {
            helper.set_moves(moves);
        }
    }

    fn interrupted_meanwhile(&mut self) -> bool {
        self.catching && interrupt::take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<Input> {
        let mut src = Plain::new(std::io::BufReader::with_capacity(16, bytes));
        let mut out = vec![];
        loop {
            match src.read("") {
                Input::Eof => return out,
                other => out.push(other),
            }
        }
    }

    #[test]
    fn plain_lines_split_on_newlines_and_end_at_eof() {
        assert_eq!(
            lines(b"h3 c1\r\nmoves\n\nlast"),
            vec![
                Input::Line("h3 c1".into()),
                Input::Line("moves".into()),
                Input::Line(String::new()),
                Input::Line("last".into()),
            ]
        );
    }

    #[test]
    fn long_lines_are_refused_and_bad_bytes_replaced() {
        let mut text = vec![b'x'; 100_000];
        text.extend_from_slice(b"\n\xff\xfeok\n");
        let got = lines(&text);
        assert_eq!(got[0], Input::TooLong(100_000));
        assert_eq!(got[1], Input::Line("\u{fffd}\u{fffd}ok".into()));
        assert_eq!(got.len(), 2);
    }
}
