//! What each command does. Every refusal is a message; the game goes on.

use std::io::Write;

use spite_core::{GameResult, Malformed, Match, Move, MoveParseError, PlayerView, Rules, Target};
use spite_table::client::{Client, Intent};
use spite_table::{Message, Refusal, Render, TableError, explain};

use super::commands::{self, COMMANDS, Command, HELP_TOPICS, short};
use super::files;
use super::input::Lines;
use super::session::TerminalGame;
use super::speech::{self, Voice};
use super::style::{TermStyle, wrap};
use super::table;

use crate::words::{t, tr};

impl<W: Write> TerminalGame<W> {
    /// Carries out one typed line.
    pub(super) fn execute(&mut self, line: &str, input: &mut dyn Lines) {
        match commands::parse(line) {
            Command::Empty => {
                if self.m().game().is_over() && !self.m().is_over() {
                    self.next_game();
                }
            }
            Command::Move(text) => self.play_typed(&text),
            Command::Moves => self.list_moves(),
            Command::Hint => self.hint(),
            Command::Undo => self.undo(),
            Command::Show => {
                self.draw();
                let text = table::side_piles_full(&self.view(), &self.voice(), self.style);
                self.say(text.trim_end());
            }
            Command::Score => self.score(),
            Command::Rules => self.rules(),
            Command::Log => self.log(),
            Command::Save(file) => self.save(&file, input),
            Command::Load(file) => self.load(&file, input),
            Command::Resume => self.resume(),
            Command::New(seed) => self.new_match(seed, input),
            Command::Next => self.next_game(),
            Command::Help(topic) => self.help(topic.as_deref()),
            Command::Quit => self.done = true,
            Command::Misused(message) => self.refuse(&message),
        }
    }

    /// Answers a line that could not be carried out; counted, so that a
    /// script's exit status can tell of it.
    pub(super) fn refuse(&mut self, message: &str) {
        if let Some(line) = &self.current_line {
            self.refused += 1;
            if self.first_refused.is_none() {
                self.first_refused = Some(short(line));
            }
        }
        let line = self.style.warn(message);
        self.say(line);
    }

    /// The seat of the person to move, or a refusal saying why there is none.
    fn mover(&mut self) -> Option<u8> {
        if self.m().game().is_over() {
            let message = if self.m().is_over() {
                t("ui-repl-match-over-type-new")
            } else {
                t("ui-repl-game-over-type-next")
            };
            self.refuse(&message);
            return None;
        }
        let seat = self.person_to_move();
        if seat.is_none() {
            self.refuse(&t("ui-repl-not-your-turn"));
        }
        seat
    }

    fn play_typed(&mut self, text: &str) {
        let Some(seat) = self.mover() else {
            return;
        };
        let mv = match read_move(&self.table().view(seat), text, self.render.as_ref()) {
            Ok(mv) => mv,
            Err(message) => return self.refuse(&message),
        };
        match self.client.send(Intent::Play(mv)) {
            Ok(()) => {
                self.follow();
                self.after_person_move();
            }
            Err(refusal) => self.refuse_for(refusal),
        }
    }

    fn list_moves(&mut self) {
        let Some(seat) = self.mover() else {
            return;
        };
        let options = match self.table().options(seat) {
            Ok(options) => options,
            Err(e) => {
                let message = self.words(&self.table().refusal(&e));
                return self.refuse(&message);
            }
        };
        let out = moves_text(&options, self.render.as_ref());
        self.say(out);
    }

    /// The hint, worked out on the client's worker and told (or refused,
    /// when there is none) before the next line is read.
    fn hint(&mut self) {
        if self.mover().is_none() {
            return;
        }
        match self.client.send(Intent::Hint) {
            Ok(()) => self.wait_for_hint(),
            Err(refusal) => self.refuse_for(refusal),
        }
    }

    fn undo(&mut self) {
        if self.mover().is_none() {
            return;
        }
        match self.client.send(Intent::Undo) {
            Ok(()) => {
                // The take-back, told and kept for the hot-seat recap.
                self.follow();
                self.keep();
                self.draw();
            }
            Err(refusal) => self.refuse_for(refusal),
        }
    }

    fn score(&mut self) {
        let mut out = self.words(&self.table().score());
        out.push_str(&results_lines(
            &self.voice(),
            self.table().rules(),
            self.m().results(),
        ));
        if !self.m().game().is_over() {
            out.push('\n');
            out.push_str(&self.words(&self.table().opening()));
        }
        self.say(out);
    }

    fn rules(&mut self) {
        let lines = self.render.render_all(&explain(self.table().rules()));
        self.say(lines.join("\n"));
    }

    /// This game from the deal, in words: the cards you drew named as the
    /// live game named them (not in a hot-seat game, where the screen is
    /// shared).
    fn log(&mut self) {
        let seats = self.seats();
        let me = (!seats.is_hotseat()).then(|| seats.first_person());
        let messages = self.table().log_for(me);
        if messages.is_empty() {
            return self.refuse(&t("ui-repl-log-no-record"));
        }
        let out = log_lines(
            &messages,
            self.render.as_ref(),
            self.m().record().moves.is_empty(),
        );
        self.say(out.join("\n"));
    }

    fn save(&mut self, file: &str, input: &mut dyn Lines) {
        let path = files::expand(file);
        if path.exists() {
            let question = format!(
                "{} ",
                tr(
                    "ui-repl-file-exists",
                    &[("file", path.display().to_string().into())]
                )
            );
            if !self.ask(input, &question, false) {
                self.say(t("ui-repl-not-saved-unchanged"));
                return;
            }
        }
        match files::save(self.m(), &path) {
            Ok(()) => {
                let quoted = files::shell_quoted(&path);
                // The shell's quoting where the command line needs it.
                let shown = path.display().to_string();
                let text = tr("ui-repl-saved", &[("file", shown.clone().into())]);
                let command = format!("--load {shown}");
                self.say(text.replacen(&command, &format!("--load {quoted}"), 1))
            }
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
    fn may_replace(&mut self, input: &mut dyn Lines, what: Option<&str>) -> bool {
        if !self.autosave_armed || self.m().is_over() {
            return true;
        }
        let resumable = self.autosave.is_some() && !self.autosave_failed;
        let question = match (what, resumable) {
            (None, true) => t("ui-repl-confirm-new-resumable"),
            (None, false) => t("ui-repl-confirm-new"),
            (Some(file), true) => tr("ui-repl-confirm-load-resumable", &[("file", file.into())]),
            (Some(file), false) => tr("ui-repl-confirm-load", &[("file", file.into())]),
        } + " ";
        if self.confirm(input, &question) {
            true
        } else {
            self.say(t("ui-repl-match-goes-on"));
            false
        }
    }

    fn load(&mut self, file: &str, input: &mut dyn Lines) {
        let path = files::expand(file);
        // Read first: a file that cannot be loaded asks nothing.
        match files::load(&path) {
            Ok((m, _)) => {
                let what = path.display().to_string();
                if !self.may_replace(input, Some(&what)) {
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

    fn new_match(&mut self, seed: Option<u64>, input: &mut dyn Lines) {
        if !self.may_replace(input, None) {
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

    fn next_game(&mut self) {
        // A match over is kept as a finished game too: `next` does not go
        // on from it, `new` does.
        if self.m().is_over() {
            return self.refuse(&t("ui-repl-match-over-type-new"));
        }
        match self.client.send(Intent::NextGame) {
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

    pub(super) fn help(&mut self, topic: Option<&str>) {
        match help_text(topic, self.style) {
            Ok(text) => self.say(text),
            Err(message) => self.refuse(&message),
        }
    }
}

/// Reads a typed move (`h3 c1`, `7h c1`, `h3c1`) in `view`; `Err` is the
/// answer to give, in the player's language where the table words it.
pub(super) fn read_move(
    view: &PlayerView,
    text: &str,
    render: &dyn Render,
) -> Result<Move, String> {
    match spite_table::read_move(view, text) {
        Ok(mv) => Ok(mv),
        // A first word that is no card and no pile: not a command either.
        Err(TableError::NotAMove {
            error: MoveParseError::NotAMove(Malformed::Unknown { .. }),
            ..
        }) => Err(tr(
            "ui-repl-not-a-command",
            &[(
                "text",
                short(text.split_whitespace().next().unwrap_or("")).into(),
            )],
        )),
        // Every other mistake in the table's words, in the player's
        // language, with this table's sizes.
        Err(TableError::NotAMove { text, error }) => {
            Err(render.render(&Message::Refused(Refusal::NotAMove { text, error })))
        }
        // Reading text gives no other error; said as it is, not a panic.
        Err(other) => Err(other.to_string()),
    }
}

/// How each finished game ended, a line each, every line after a newline
/// (under the score, in `score`, here and online).
pub(super) fn results_lines(voice: &Voice<'_>, rules: &Rules, results: &[GameResult]) -> String {
    let mut out = String::new();
    for (i, r) in results.iter().enumerate() {
        let text = voice.result(rules, r.result);
        out.push('\n');
        out.push_str(&tr(
            "ui-repl-score-game",
            &[("game", (i + 1).into()), ("result", text.into())],
        ));
    }
    out
}

/// The `moves` list: the moves to the centre, then how to end the turn.
pub(super) fn moves_text(options: &[Message], render: &dyn Render) -> String {
    let (centre, discards): (Vec<&Message>, Vec<&Message>) = options.iter().partition(
        |m| matches!(m, Message::MoveOption { mv, .. } if matches!(mv.to, Target::Centre(_))),
    );
    let mut out = String::new();
    if centre.is_empty() {
        out.push_str(&t("ui-repl-no-card-fits"));
        out.push('\n');
    } else {
        out.push_str(&t("ui-repl-to-the-centre"));
        out.push('\n');
        for option in centre {
            if let Message::MoveOption { mv, .. } = option {
                out.push_str(&format!(
                    "  {:<7}{}\n",
                    mv.to_string(),
                    render.render(option)
                ));
            }
        }
    }
    let discard = |m: Option<&&Message>| match m {
        Some(Message::MoveOption { mv, .. }) => Some(*mv),
        _ => None,
    };
    if let (Some(first), Some(last)) = (discard(discards.first()), discard(discards.last())) {
        out.push_str(&tr(
            "ui-repl-to-end-your-turn",
            &[
                ("first", first.from.to_string().into()),
                ("last", last.from.to_string().into()),
                ("example", first.to_string().into()),
            ],
        ));
    }
    out.trim_end().to_string()
}

/// A game's log in lines: turn headers, each event indented.
pub(super) fn log_lines(messages: &[Message], render: &dyn Render, no_moves: bool) -> Vec<String> {
    let mut out = Vec::new();
    for message in messages {
        match message {
            Message::GameStarts { .. } => out.push(render.render(message)),
            Message::TurnStarts { whose } => out.push(speech::turn_header(render, whose)),
            _ => out.push(format!("  {}", render.render(message))),
        }
    }
    if no_moves {
        out.push(format!("  {}", t("ui-repl-log-no-moves")));
    }
    out
}

/// `help` or `help TOPIC`; `Err` for an unknown topic.
pub(super) fn help_text(topic: Option<&str>, style: TermStyle) -> Result<String, String> {
    match topic {
        None => {
            let mut out = style.fold(&t("ui-repl-help-moves"));
            out.push('\n');
            out.push_str(&t("ui-repl-help-commands"));
            // A long summary goes on under itself, not under the command.
            let hang = " ".repeat(10);
            for (name, summary) in COMMANDS.iter() {
                let summary = match style.columns() {
                    Some(width) => wrap(&summary(), width.saturating_sub(10).max(20))
                        .replace('\n', &format!("\n{hang}")),
                    None => summary(),
                };
                out.push_str(&format!("\n  {name:<8}{summary}"));
            }
            out.push('\n');
            out.push_str(&t("ui-help-footer"));
            Ok(out)
        }
        Some(topic) => commands::help_for(topic).ok_or_else(|| {
            tr(
                "ui-help-no-topic",
                &[
                    ("topic", short(topic).into()),
                    ("topics", HELP_TOPICS[1..].join(", ").into()),
                ],
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repl::style::{Width, visible_width};

    #[test]
    fn the_command_list_keeps_its_column_at_80_columns_in_every_language() {
        let style = TermStyle {
            fancy: false,
            terminal: true,
            width: Width::Columns(80),
        };
        for lang in spite_i18n::Language::ALL {
            crate::words::speaking(lang, || {
                let text = help_text(None, style).expect("the help");
                let list = text
                    .split_once(&t("ui-repl-help-commands"))
                    .expect("the list")
                    .1;
                for line in list.lines().filter(|l| l.starts_with("  ")) {
                    assert!(visible_width(line) <= 80, "{lang}: {line}");
                    // A command's name at 2, a summary (or its rest) at 10.
                    assert!(
                        line.starts_with("          ") || !line[2..].starts_with(' '),
                        "{lang}: {line:?}"
                    );
                    assert!(
                        line.chars().nth(10).is_some_and(|c| c != ' '),
                        "{lang}: {line:?}"
                    );
                }
            });
        }
    }
}
