//! How a game session reads the keyboard: in place ([`InPlace`], a local
//! game, where nothing happens while a person types) or on a thread of its
//! own ([`Reader`], online, where the others play meanwhile). The session
//! asks for a line and looks for it; one that is not there yet leaves it
//! free to follow the game.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use super::helper::Moves;
use super::input::{Input, Lines, Printer};

/// Where a game session's lines come from.
pub trait Keys {
    /// Whether a person types at a terminal (else lines come from a script).
    fn interactive(&self) -> bool;
    /// The words Tab completes to from now on (the legal moves).
    fn offer(&mut self, words: Vec<String>);
    /// Asks for a line, unless one is asked for already; `answer`: the
    /// answer to a question, where nothing completes.
    fn ask(&mut self, prompt: &str, answer: bool);
    /// The line asked for, if it comes within `wait`.
    fn answer(&mut self, wait: Duration) -> Option<Input>;
    /// Whether a line was asked for and has not come yet.
    fn pending(&self) -> bool;
    /// Whether Ctrl-C was pressed while no line was being read.
    fn interrupted_meanwhile(&mut self) -> bool {
        false
    }
    /// A way to print above the line being typed, if one is needed.
    fn printer(&mut self) -> Option<Printer> {
        None
    }
}

/// Lines read where they are asked for: the answer waits for the line.
pub struct InPlace<'a> {
    lines: &'a mut dyn Lines,
    /// The prompt asked with, and whether it asks a question.
    asked: Option<(String, bool)>,
}

impl<'a> InPlace<'a> {
    pub fn new(lines: &'a mut dyn Lines) -> InPlace<'a> {
        InPlace { lines, asked: None }
    }
}

impl Keys for InPlace<'_> {
    fn interactive(&self) -> bool {
        self.lines.interactive()
    }

    fn offer(&mut self, words: Vec<String>) {
        self.lines.set_completions(words);
    }

    fn ask(&mut self, prompt: &str, answer: bool) {
        if self.asked.is_none() {
            self.asked = Some((prompt.to_string(), answer));
        }
    }

    fn answer(&mut self, _wait: Duration) -> Option<Input> {
        let (prompt, answer) = self.asked.take().unwrap_or_else(|| ("> ".into(), false));
        Some(if answer {
            self.lines.read_answer(&prompt)
        } else {
            self.lines.read(&prompt)
        })
    }

    fn pending(&self) -> bool {
        false
    }

    fn interrupted_meanwhile(&mut self) -> bool {
        self.lines.interrupted_meanwhile()
    }
}

/// Lines read on a thread of their own: one read at a time, asked for with
/// a prompt. The thread ends with the input, or with the program (a read
/// left waiting on a terminal is not joined).
pub struct Reader {
    /// A prompt and what Tab completes to; `None`: a question's answer,
    /// where nothing completes.
    asks: Sender<(String, Option<Vec<String>>)>,
    answers: Receiver<Input>,
    /// A read was asked for and its line has not come yet.
    pending: bool,
    interactive: bool,
    /// The moves offered, changed mid-line when the turn comes.
    offered: Option<Moves>,
    words: Vec<String>,
    printer: Option<Printer>,
}

impl Reader {
    pub fn start(mut input: Box<dyn Lines + Send>) -> Reader {
        let interactive = input.interactive();
        let printer = input.printer();
        let offered = input.shared_completions();
        let (asks, asked) = std::sync::mpsc::channel::<(String, Option<Vec<String>>)>();
        let (answer, answers) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("spite-lines".into())
            .spawn(move || {
                while let Ok((prompt, words)) = asked.recv() {
                    let read = match words {
                        Some(words) => {
                            input.set_completions(words);
                            input.read(&prompt)
                        }
                        None => input.read_answer(&prompt),
                    };
                    let end = read == Input::Eof;
                    if answer.send(read).is_err() || end && !input.interactive() {
                        return;
                    }
                }
            });
        let mut reader = Reader {
            asks,
            answers,
            pending: false,
            interactive,
            offered,
            words: Vec::new(),
            printer,
        };
        if spawned.is_err() {
            // No thread for lines: the input is taken as ended.
            let (answer, answers) = std::sync::mpsc::channel();
            let _ = answer.send(Input::Eof);
            reader.answers = answers;
            reader.interactive = false;
        }
        reader
    }
}

impl Keys for Reader {
    fn interactive(&self) -> bool {
        self.interactive
    }

    fn offer(&mut self, words: Vec<String>) {
        if words != self.words {
            // Tab offers the legal moves when the turn comes, even mid-line.
            if let Some(offered) = &self.offered {
                offered.set(words.clone());
            }
            self.words = words;
        }
    }

    fn ask(&mut self, prompt: &str, answer: bool) {
        if !self.pending {
            self.pending = true;
            let words = (!answer).then(|| self.words.clone());
            let _ = self.asks.send((prompt.to_string(), words));
        }
    }

    /// The end of the input once the reading thread has gone.
    fn answer(&mut self, wait: Duration) -> Option<Input> {
        match self.answers.recv_timeout(wait) {
            Ok(read) => {
                self.pending = false;
                Some(read)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.pending = false;
                Some(Input::Eof)
            }
        }
    }

    fn pending(&self) -> bool {
        self.pending
    }

    fn printer(&mut self) -> Option<Printer> {
        self.printer.take()
    }
}
