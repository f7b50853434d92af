//! What each command does, local or online (the venue carries out its
//! own: files, a new match, the next game, leaving). Every refusal is a
//! message; the game goes on.

use std::io::Write;

use spite_core::{GameResult, Malformed, Move, MoveParseError, PlayerView, Rules, Target};
use spite_table::client::Intent;
use spite_table::{Message, Refusal, Render, TableError, explain, move_options};

use super::commands::{self, COMMANDS, Command, HELP_TOPICS, short};
use super::game::{GameSession, Venue, cannot_move};
use super::keys::Keys;
use super::speech::{self, Voice};
use super::style::{TermStyle, wrap};
use super::table;

use crate::words::{t, tr};

impl<W: Write, V: Venue> GameSession<W, V> {
    /// Carries out one typed line.
    pub(super) fn execute(&mut self, line: &str, keys: &mut dyn Keys) {
        let command = commands::parse(line);
        if V::own_command(self, line, &command, keys) {
            return;
        }
        match command {
            Command::Move(text) => self.play_typed(&text),
            Command::Moves => self.list_moves(),
            Command::Hint => self.hint(),
            Command::PlayHint => self.play_hint(),
            Command::Undo => self.undo(),
            Command::Show => self.show(),
            Command::Score => self.score(),
            Command::Rules => self.rules(),
            Command::Log => self.log(),
            Command::Help(topic) => self.help(topic.as_deref()),
            Command::Misused(message) => self.refuse(&message),
            // The venue's own: a file, a match, the next game, leaving,
            // what only an online table has, a look back.
            Command::Empty
            | Command::Rematch
            | Command::React(_)
            | Command::Mute(..)
            | Command::Review(_)
            | Command::Save(_)
            | Command::Load(_)
            | Command::Resume
            | Command::New(_)
            | Command::Next
            | Command::Quit => {}
        }
    }

    /// Your view if you may move now, or a refusal saying why not.
    fn mover(&mut self) -> Option<PlayerView> {
        let why = cannot_move(self.state(), self.render.as_ref(), || {
            self.venue.match_over_words()
        });
        if let Some(why) = why {
            self.refuse(&why);
            return None;
        }
        self.state().view.clone()
    }

    fn play_typed(&mut self, text: &str) {
        let Some(view) = self.mover() else {
            return;
        };
        let mv = match read_move(&view, text, self.render.as_ref()) {
            Ok(mv) => mv,
            Err(message) => return self.refuse(&message),
        };
        // Checked by the client first, so a refusal is in the player's
        // language (a server checks again).
        if self.send(Intent::Play(mv)) {
            V::after_move(self);
        }
    }

    fn list_moves(&mut self) {
        if let Some(view) = self.mover() {
            let text = moves_text(&move_options(&view), self.render.as_ref());
            self.say(text);
        }
    }

    /// The hint, worked out from this seat's view and told (or refused,
    /// when there is none) before the next line is read.
    fn hint(&mut self) {
        if self.mover().is_some() && self.send(Intent::Hint) {
            self.follow_thinking();
            self.follow();
        }
    }

    /// `play`: the move the hint suggests, played; the hint is told first
    /// unless it was told for this very table.
    fn play_hint(&mut self) {
        if self.mover().is_none() {
            return;
        }
        if self.state().hint.is_none() {
            if !self.send(Intent::Hint) {
                return;
            }
            self.follow_thinking();
            self.follow();
        }
        // No hint (told, and refused, already): nothing to play.
        let Some(Message::Hint { mv, .. }) = self.state().hint.clone() else {
            return;
        };
        if self.send(Intent::Play(mv)) {
            V::after_move(self);
        }
    }

    fn undo(&mut self) {
        if self.mover().is_some() && self.send(Intent::Undo) {
            V::after_undo(self);
        }
    }

    /// The table, and every side pile whole.
    fn show(&mut self) {
        let Some(shown) = self.venue.shown() else {
            return;
        };
        self.draw_table(&shown);
        if let Some(seats) = self.state().seats.clone() {
            let voice = Voice::new(&seats, self.render.as_ref());
            let text = table::side_piles_full(&shown.view, &voice, self.style);
            self.say(text.trim_end());
        }
    }

    /// The match's points, how each game ended, and the game being played.
    fn score(&mut self) {
        let state = self.state();
        let (Some(score), Some(seats), Some(view)) =
            (state.score_message(), &state.seats, &state.view)
        else {
            return;
        };
        let mut out = self.words(&score);
        let voice = Voice::new(seats, self.render.as_ref());
        out.push_str(&results_lines(&voice, view.rules(), &state.results));
        if !view.status().is_over() && state.match_end.is_none() {
            out.push('\n');
            out.push_str(&tr(
                "ui-repl-score-in-progress",
                &[("game", state.game.into()), ("turn", view.turn().into())],
            ));
        }
        self.say(out);
    }

    fn rules(&mut self) {
        if let Some(rules) = self.state().rules() {
            let lines = self.render.render_all(&explain(rules));
            self.say(lines.join("\n"));
        }
    }

    /// This game from the deal, in words.
    fn log(&mut self) {
        let Some((messages, no_moves)) = self.venue.log() else {
            return self.refuse(&t("ui-repl-log-no-record"));
        };
        let out = log_lines(&messages, self.render.as_ref(), no_moves);
        self.say(out.join("\n"));
    }

    fn help(&mut self, topic: Option<&str>) {
        match help_text(topic, self.style) {
            Ok(text) => {
                self.say(text);
                if let Some(note) = self.venue.help_note(topic) {
                    self.say(note);
                }
            }
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
