//! For tests: a person at a terminal, typing from a list (Ctrl-C and Ctrl-D
//! included), who may also press Ctrl-C while no line is being read.

use std::collections::VecDeque;

use super::input::{Input, Lines};

pub struct Typist {
    pub inputs: VecDeque<Input>,
    pub prompts: Vec<String>,
    /// Answers to `interrupted_meanwhile`, in turn; then no more Ctrl-C.
    pub interrupts: VecDeque<bool>,
    /// How often the session asked about Ctrl-C.
    pub polls: usize,
}

impl Typist {
    pub fn new(inputs: impl IntoIterator<Item = Input>) -> Typist {
        Typist {
            inputs: inputs.into_iter().collect(),
            prompts: vec![],
            interrupts: VecDeque::new(),
            polls: 0,
        }
    }
}

impl Lines for Typist {
    fn read(&mut self, prompt: &str) -> Input {
        self.prompts.push(prompt.to_string());
        self.inputs.pop_front().unwrap_or(Input::Eof)
    }
    fn interactive(&self) -> bool {
        true
    }
    fn interrupted_meanwhile(&mut self) -> bool {
        self.polls += 1;
        self.interrupts.pop_front().unwrap_or(false)
    }
}

pub fn line(s: &str) -> Input {
    Input::Line(s.into())
}
