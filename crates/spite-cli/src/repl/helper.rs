//! The rustyline helper: Tab completes command words, help topics, file
//! names after `save`/`load`, and the moves that are legal right now (by
//! slot, `h3 c1`, or by card, `kh c1`) as a shell does: the common prefix
//! first, and the list when that is ambiguous. With colour, a dim hint shows
//! the first legal move or command the typed text leads to; without colour
//! there is no hint, since undimmed it would look typed. An answer to a
//! question (yes or no) completes to nothing.

use std::borrow::Cow;
use std::cell::Cell;

use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

use super::commands::{ALIASES, COMMANDS, HELP_TOPICS};

/// The moves Tab offers, shared between the line editor and whoever
/// knows what is legal.
#[derive(Clone, Default)]
pub struct Moves(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl Moves {
    /// Offers `moves` from now on.
    pub fn set(&self, moves: Vec<String>) {
        // A poisoned lock only means a panic elsewhere; the list is whole.
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = moves;
    }

    /// The moves offered now.
    pub fn get(&self) -> Vec<String> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

pub struct ReplHelper {
    files: FilenameCompleter,
    /// The legal moves of the person to move, as move text (`h3 c1`, and
    /// by card, `kh c1`); shared, so that they can change while a line is
    /// being edited (an online game, where the turn comes meanwhile).
    moves: Moves,
    fancy: bool,
    /// A yes/no question is being answered: nothing completes.
    answering: bool,
    /// The last hint drawn: the typed text's width and the hint's, in
    /// characters (a line cancelled with Ctrl-C leaves it on the screen).
    drawn: Cell<Option<(usize, usize)>>,
}

impl ReplHelper {
    pub fn new(fancy: bool) -> ReplHelper {
        ReplHelper {
            files: FilenameCompleter::new(),
            moves: Moves::default(),
            fancy,
            answering: false,
            drawn: Cell::new(None),
        }
    }

    /// Whether a question's answer is being typed (nothing completes then).
    pub fn set_answering(&mut self, answering: bool) {
        self.answering = answering;
    }

    /// The hint left drawn by the last edit, if any: the typed text's width
    /// and the hint's.
    pub fn take_drawn_hint(&self) -> Option<(usize, usize)> {
        self.drawn.take()
    }

    pub fn set_moves(&mut self, moves: Vec<String>) {
        self.moves.set(moves);
    }

    /// The moves offered, to change from another thread.
    pub fn moves(&self) -> Moves {
        self.moves.clone()
    }

    /// Whole-line candidates for what is typed so far: legal moves first,
    /// then command words, then `help` topics.
    fn candidates(&self, typed: &str) -> Vec<String> {
        if self.answering {
            return vec![];
        }
        let typed_lower = typed.to_ascii_lowercase();
        let mut out: Vec<String> = vec![];
        let mut add = |c: String| {
            if c.starts_with(&typed_lower) && !out.contains(&c) {
                out.push(c);
            }
        };
        for m in self.moves.get() {
            add(m);
        }
        for name in COMMANDS.map(|(n, _)| n).iter().chain(&ALIASES) {
            add(name.to_string());
        }
        if typed_lower.starts_with("help ") {
            for topic in HELP_TOPICS {
                add(format!("help {topic}"));
            }
        }
        out
    }
}

fn file_command(line: &str) -> bool {
    let lower = line.trim_start().to_ascii_lowercase();
    lower.starts_with("save ") || lower.starts_with("load ")
}

impl Completer for ReplHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        if file_command(line) && !self.answering {
            return self.files.complete(line, pos, ctx);
        }
        let typed = &line[..pos];
        let pairs = self
            .candidates(typed)
            .into_iter()
            .map(|c| Pair {
                display: c.clone(),
                replacement: c,
            })
            .collect();
        Ok((0, pairs))
    }
}

impl Hinter for ReplHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> Option<String> {
        self.drawn.set(None);
        if !self.fancy || line.trim().is_empty() || pos < line.len() || file_command(line) {
            return None;
        }
        let hint = self
            .candidates(line)
            .into_iter()
            .find(|c| c.len() > line.len())
            .map(|c| c[line.len()..].to_string())?;
        self.drawn
            .set(Some((line.chars().count(), hint.chars().count())));
        Some(hint)
    }
}

impl Highlighter for ReplHelper {
    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        if self.fancy {
            Cow::Owned(format!("\x1b[2m{hint}\x1b[0m"))
        } else {
            Cow::Borrowed(hint)
        }
    }
}

impl Validator for ReplHelper {}

impl Helper for ReplHelper {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_follow_the_typed_prefix() {
        let mut h = ReplHelper::new(false);
        h.set_moves(vec!["h1 c1".into(), "h1 s1".into(), "p c2".into()]);
        assert_eq!(h.candidates("h1"), vec!["h1 c1", "h1 s1"]);
        assert_eq!(h.candidates("h"), vec!["h1 c1", "h1 s1", "hint", "help"]);
        assert_eq!(h.candidates("p"), vec!["p c2", "play"]);
        assert_eq!(h.candidates("un"), vec!["undo", "unmute"]);
        assert!(h.candidates("help u").contains(&"help undo".to_string()));
        assert!(h.candidates("zz").is_empty());
    }

    #[test]
    fn every_command_and_help_topic_can_be_reached() {
        let h = ReplHelper::new(false);
        for (name, _) in COMMANDS {
            assert!(h.candidates(name).contains(&name.to_string()), "{name}");
        }
        // "help move" is a prefix of "help moves": both are offered, and
        // their common prefix is "help move" itself.
        let moves = h.candidates("help mo");
        assert_eq!(moves, vec!["help move", "help moves"]);
        for topic in HELP_TOPICS {
            let line = format!("help {topic}");
            assert!(h.candidates(&line).contains(&line), "{line}");
            assert!(super::super::commands::help_for(topic).is_some(), "{topic}");
        }
    }

    #[test]
    fn an_answer_to_a_question_completes_to_nothing() {
        let mut h = ReplHelper::new(true);
        h.set_moves(vec!["h1 c1".into()]);
        h.set_answering(true);
        let history = rustyline::history::DefaultHistory::new();
        let ctx = Context::new(&history);
        assert!(h.candidates("n").is_empty());
        assert_eq!(h.hint("n", 1, &ctx), None);
        assert!(h.complete("n", 1, &ctx).unwrap().1.is_empty());
        assert!(h.complete("save x", 6, &ctx).unwrap().1.is_empty());
        h.set_answering(false);
        assert_eq!(h.hint("n", 1, &ctx).as_deref(), Some("ew"));
        assert_eq!(h.take_drawn_hint(), Some((1, 2)));
        assert_eq!(h.take_drawn_hint(), None);
    }

    #[test]
    fn moves_by_card_complete_and_there_is_no_hint_without_colour() {
        let mut h = ReplHelper::new(false);
        h.set_moves(vec![
            "p c1".into(),
            "kh c1".into(),
            "h1 s1".into(),
            "7c s1".into(),
        ]);
        assert_eq!(h.candidates("k"), vec!["kh c1"]);
        assert_eq!(h.candidates("KH"), vec!["kh c1"]);
        let history = rustyline::history::DefaultHistory::new();
        let ctx = Context::new(&history);
        assert_eq!(h.hint("k", 1, &ctx), None, "no hint without colour");
        let mut fancy = ReplHelper::new(true);
        fancy.set_moves(vec!["kh c1".into()]);
        assert_eq!(fancy.hint("k", 1, &ctx).as_deref(), Some("h c1"));
    }
}
