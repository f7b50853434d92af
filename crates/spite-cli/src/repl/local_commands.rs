//! The commands only a local game has: saving and loading a match, a new
//! match, going on to the next game.

use std::io::Write;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};

use spite_ai::{ReviewError, ReviewOptions};
use spite_core::Match;
use spite_table::Refusal;
use spite_table::client::{Client, Intent};

use super::files;
use super::game::POLL;
use super::interrupt;
use super::keys::Keys;
use super::local::LocalGame;
use super::style::glued;
use crate::review::Told;
use crate::words::{t, tr};

impl<W: Write> LocalGame<W> {
    /// `review`: the game just finished looked back at from the person's
    /// seat, as `spite review FILE` tells it, worked out on a thread of its
    /// own so that the marked turns show as they are found and Ctrl-C
    /// stops it. `worlds`: play-outs per estimate (`review 200` is finer
    /// and slower), else the default.
    pub(super) fn review(&mut self, worlds: Option<u32>, keys: &mut dyn Keys) {
        if !self.m().game().is_over() {
            return self.refuse(&t("ui-repl-review-after-game"));
        }
        let record = self.m().record().clone();
        let game = Told {
            number: self.m().game_number(),
            finished: true,
            seat: self.state().seat.unwrap_or(0),
            worlds: worlds.unwrap_or(ReviewOptions::DEFAULT.worlds),
        };
        let style = self.style;
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let worker = {
            let cancel = Arc::clone(&cancel);
            move || {
                let lines = tx.clone();
                let done = crate::review::tell(&record, &game, style, &cancel, |line| {
                    let _ = lines.send(Some(line));
                });
                let _ = tx.send(None);
                done
            }
        };
        let Ok(handle) = std::thread::Builder::new()
            .name("spite-review".into())
            .spawn(worker)
        else {
            return self.refuse(&t("ui-repl-review-failed"));
        };
        interrupt::holding(|| {
            // Said once Ctrl-C is caught: pressed as soon as it shows, it
            // stops the review, not the game.
            self.say(t("ui-repl-review-ctrl-c"));
            loop {
                match rx.recv_timeout(POLL) {
                    Ok(Some(line)) => self.say(line),
                    Ok(None) | Err(RecvTimeoutError::Disconnected) => break,
                    Err(RecvTimeoutError::Timeout) => {
                        if interrupt::take() | keys.interrupted_meanwhile() {
                            cancel.store(true, Ordering::SeqCst);
                        }
                    }
                }
            }
        });
        match handle.join() {
            Ok(Ok(())) => {}
            Ok(Err(ReviewError::Cancelled)) => self.say(t("ui-repl-review-stopped")),
            Ok(Err(e)) => self.refuse(&e.to_string()),
            Err(_) => self.refuse(&t("ui-repl-review-failed")),
        }
    }

    pub(super) fn save(&mut self, file: &str, keys: &mut dyn Keys) {
        let path = files::expand(file);
        if path.exists() {
            let question = format!(
                "{} ",
                tr(
                    "ui-repl-file-exists",
                    &[("file", path.display().to_string().into())]
                )
            );
            if !self.ask(keys, &question, false) {
                self.say(t("ui-repl-not-saved-unchanged"));
                return;
            }
        }
        match files::save(self.m(), &path) {
            Ok(()) => self.say(saved_words(&path)),
            Err(e) => self.refuse(&tr(
                "ui-repl-not-saved",
                &[("reason", e.to_string().into())],
            )),
        }
    }

    /// Whether the match in progress may be replaced by a new or loaded one:
    /// asks first unless nothing would be lost. What is lost is what a
    /// person played: the computer's moves of a match no person has moved
    /// in yet (since it was dealt or loaded) are only a deal, and a loaded
    /// match is still in its file. `autosave_armed` is exactly that (it is
    /// also set by a resumption, when the question says `resume` brings
    /// the match back).
    fn may_replace(&mut self, keys: &mut dyn Keys, what: Option<&str>) -> bool {
        if !self.venue.autosave_armed || self.m().is_over() {
            return true;
        }
        let resumable = self.venue.autosave.is_some() && !self.venue.autosave_failed;
        let question = match (what, resumable) {
            (None, true) => t("ui-repl-confirm-new-resumable"),
            (None, false) => t("ui-repl-confirm-new"),
            (Some(file), true) => tr("ui-repl-confirm-load-resumable", &[("file", file.into())]),
            (Some(file), false) => tr("ui-repl-confirm-load", &[("file", file.into())]),
        } + " ";
        if self.confirm(keys, &question) {
            true
        } else {
            self.say(t("ui-repl-match-goes-on"));
            false
        }
    }

    pub(super) fn load(&mut self, file: &str, keys: &mut dyn Keys) {
        let path = files::expand(file);
        // Read first: a file that cannot be loaded asks nothing.
        match files::load(&path) {
            Ok((m, _)) => {
                let what = path.display().to_string();
                if !self.may_replace(keys, Some(&what)) {
                    return;
                }
                self.replace_match(m);
                let game = self.m().game();
                self.say(tr(
                    "ui-repl-loaded",
                    &[
                        ("file", path.display().to_string().into()),
                        ("game", self.table().game_number().into()),
                        ("turn", game.turn().into()),
                    ],
                ));
                self.opening();
            }
            Err(e) => self.refuse(&tr(
                "ui-repl-not-loaded",
                &[("reason", e.to_string().into())],
            )),
        }
    }

    pub(super) fn new_match(&mut self, seed: Option<u64>, keys: &mut dyn Keys) {
        if !self.may_replace(keys, None) {
            return;
        }
        let seed = seed.unwrap_or_else(spite_table::clock_seed);
        // The rules of the match being played, which `load` may have changed.
        match Match::new(*self.m().rules(), seed) {
            Ok(m) => {
                self.replace_match(m);
                self.intro();
                self.opening();
            }
            Err(e) => self.refuse(&tr(
                "ui-repl-cannot-start",
                &[("reason", crate::words::with(|w| w.rules_reason(&e)).into())],
            )),
        }
    }

    pub(super) fn next_game(&mut self) {
        // A match over is kept as a finished game too: `next` does not go
        // on from it, `new` does.
        if self.m().is_over() {
            return self.refuse(&t("ui-repl-match-over-type-new"));
        }
        match self.venue.client.send(Intent::NextGame) {
            Ok(()) => {
                // The opening is said below, as the terminal says it.
                self.follow();
                self.reset_game_state();
                self.keep();
                // The opening line names the game itself ("Game 2: Computer
                // plays first."); a table or game-over screen does not.
                if !self.opening_names_game() {
                    let line = tr(
                        "ui-repl-game-number",
                        &[("game", self.table().game_number().into())],
                    );
                    let line = self.style.bold(&line);
                    self.say(line);
                }
                self.opening();
            }
            Err(Refusal::MatchOver) => self.refuse(&t("ui-repl-match-over-type-new")),
            Err(_) => self.refuse(&t("ui-repl-game-not-over")),
        }
    }
}

/// "Saved to FILE. Continue later with: spite play --load FILE", the path
/// quoted where the shell needs it, each command glued: folded, a copy
/// would be two commands.
fn saved_words(path: &std::path::Path) -> String {
    let quoted = files::shell_quoted(path);
    let shown = path.display().to_string();
    let text = tr("ui-repl-saved", &[("file", shown.clone().into())]);
    let load = format!("'load {shown}'");
    let text = text.replacen(&load, &glued(&load), 1);
    let command = format!("spite play --load {shown}");
    let with_quotes = glued(&format!("spite play --load {quoted}"));
    text.replacen(&command, &with_quotes, 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repl::style::{TermStyle, Width};

    /// At any width, the command to copy is whole on one line.
    #[test]
    fn the_saved_line_never_folds_its_commands() {
        let path = std::path::Path::new("/home/ann/my game.json");
        for columns in [20, 40, 60, 80] {
            let style = TermStyle {
                fancy: false,
                terminal: true,
                width: Width::Columns(columns),
            };
            let text = style.fold(&saved_words(path));
            let lines: Vec<&str> = text.lines().collect();
            assert!(
                lines
                    .iter()
                    .any(|l| l.contains("spite play --load '/home/ann/my game.json'")),
                "{columns}: {text}"
            );
            assert!(
                lines
                    .iter()
                    .any(|l| l.contains("'load /home/ann/my game.json'")),
                "{columns}: {text}"
            );
        }
    }
}
