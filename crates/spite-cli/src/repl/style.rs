//! How text reaches the player's screen: Unicode suits and ANSI colour on a
//! terminal, plain ASCII without escape codes otherwise (`NO_COLOR`,
//! `--no-color`, or output to a pipe or file).

use std::io::IsTerminal;

use spite_core::{Card, Rank};

/// Whether output may use colour and Unicode suit symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TermStyle {
    /// ANSI colour and Unicode suits.
    pub fancy: bool,
    /// Whether stdout is a terminal (the hot-seat screen is cleared only then).
    pub terminal: bool,
    /// How wide lines may be.
    pub width: Width,
}

/// How wide the text may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// Not a terminal: lines are not folded (a pipe or file keeps them whole).
    Unlimited,
    /// The terminal's width, asked each time (the window may be resized).
    Terminal,
    /// A fixed number of columns (tests).
    #[cfg(test)]
    Columns(usize),
}

/// Columns assumed for a terminal that does not say how wide it is.
const FALLBACK_COLUMNS: usize = 80;

impl TermStyle {
    /// Plain ASCII, no escape codes: what pipes, files and tests see.
    #[cfg(test)]
    pub const PLAIN: TermStyle = TermStyle {
        fancy: false,
        terminal: false,
        width: Width::Unlimited,
    };

    /// Decides from the flag, the `NO_COLOR` convention (any non-empty value)
    /// and whether stdout is a terminal.
    pub fn detect(no_color: bool) -> TermStyle {
        let terminal = std::io::stdout().is_terminal();
        let env_off = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        TermStyle {
            fancy: terminal && !no_color && !env_off,
            terminal,
            width: if terminal {
                Width::Terminal
            } else {
                Width::Unlimited
            },
        }
    }

    /// The columns text may use, or `None` when lines are not folded.
    pub fn columns(self) -> Option<usize> {
        match self.width {
            Width::Unlimited => None,
            Width::Terminal => Some(terminal_columns()),
            #[cfg(test)]
            Width::Columns(n) => Some(n),
        }
    }

    /// `text` folded to the columns there are (see [`wrap`]), with its
    /// [`GLUE`] made spaces again.
    pub fn fold(self, text: &str) -> String {
        match self.columns() {
            Some(width) => wrap(text, width),
            None => text.replace(GLUE, " "),
        }
    }

    fn paint(self, code: &str, text: &str) -> String {
        if self.fancy {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    pub fn bold(self, text: &str) -> String {
        self.paint("1", text)
    }

    pub fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }

    /// Warnings and refusals.
    pub fn warn(self, text: &str) -> String {
        self.paint("33", text)
    }

    /// A card as the player reads it: `10♥` in red on a terminal, `10H` plain.
    pub fn card(self, card: Card) -> String {
        self.paint_card(card, &self.card_text(card))
    }

    /// A card's text without colour: `10♥` or `10H`.
    pub fn card_text(self, card: Card) -> String {
        if self.fancy {
            card.pretty()
        } else {
            format!("{}{}", card.rank().face(), card.suit().letter())
        }
    }

    /// Colours `text` as `card` is coloured (red suits red, black suits bold).
    pub fn paint_card(self, card: Card, text: &str) -> String {
        if card.suit().is_red() {
            self.paint("1;31", text)
        } else {
            self.paint("1", text)
        }
    }

    /// A rank as written on a card face: `A`, `10`, `Q`.
    pub fn rank(self, rank: Rank) -> String {
        rank.face().to_string()
    }

    /// The mark for an empty pile.
    pub fn empty(self) -> &'static str {
        if self.fancy { "·" } else { "-" }
    }

    /// Hides what is on the screen (hot-seat hand-over): clears it and its
    /// scrollback with escape codes, or without them scrolls it away; nothing
    /// when the output is not a terminal.
    pub fn clear_screen(self) -> String {
        match (self.terminal, self.fancy) {
            (true, true) => "\x1b[H\x1b[2J\x1b[3J".into(),
            (true, false) => "\n".repeat(120),
            (false, _) => String::new(),
        }
    }
}

impl TermStyle {
    /// A question folded like any text: the lines to print, if any, and the
    /// last line, to be the prompt (the line editor would let the terminal
    /// cut a long prompt anywhere, "(y" on one line and "/n)" on the next).
    pub fn question(self, question: &str) -> (Option<String>, String) {
        let folded = self.fold(question.trim_end());
        match folded.rsplit_once('\n') {
            Some((before, last)) => (Some(before.to_string()), format!("{last} ")),
            None => (None, format!("{folded} ")),
        }
    }
}

/// The terminal's width in columns (80 when it does not say).
pub fn terminal_columns() -> usize {
    terminal_size::terminal_size_of(std::io::stdout())
        .map(|(w, _)| usize::from(w.0))
        .filter(|&w| w > 0)
        .unwrap_or(FALLBACK_COLUMNS)
}

/// Visible width of text that may hold ANSI colour codes.
pub fn visible_width(text: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for ch in text.chars() {
        if in_escape {
            if ch == 'm' {
                in_escape = false;
            }
        } else if ch == '\x1b' {
            in_escape = true;
        } else {
            width += 1;
        }
    }
    width
}

/// `text` padded with spaces to `width` visible columns.
pub fn pad(text: &str, width: usize) -> String {
    let w = visible_width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(w)))
}

/// A space that [`wrap`] does not fold at (a no-break space, made a plain
/// one again by [`wrap`] and [`TermStyle::fold`]): inside a command to
/// copy, such as `spite join ADDR CODE`, or a name.
pub const GLUE: char = '\u{a0}';

/// `text` with its spaces made [`GLUE`]: kept on one line.
pub fn glued(text: &str) -> String {
    text.replace(' ', &GLUE.to_string())
}

/// The words of a line, those of a quoted command (`'h3 c1'`, up to four
/// words) joined by [`GLUE`], so that it stays on one line.
fn words_of(body: &str) -> Vec<String> {
    let words: Vec<&str> = body.split(' ').filter(|w| !w.is_empty()).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let opens = word.starts_with('\'') && !(word.len() > 1 && word.ends_with('\''));
        let closes = (i + 1..words.len().min(i + 4)).find(|&j| words[j].ends_with('\''));
        match closes {
            Some(j) if opens => {
                out.push(words[i..=j].join(&GLUE.to_string()));
                i = j + 1;
            }
            _ => {
                out.push(word.to_string());
                i += 1;
            }
        }
    }
    out
}

/// Text folded at spaces to lines of at most `width` visible columns; a
/// longer word stays whole (a quoted command and text joined by [`GLUE`]
/// count as one word), existing line breaks are kept, and a folded line's
/// continuation keeps its indentation. Lines that fit are untouched.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if visible_width(line) <= width {
            out.push_str(line);
            continue;
        }
        let body = line.trim_start_matches(' ');
        let indent = &line[..line.len() - body.len()];
        let indent_width = visible_width(indent);
        out.push_str(indent);
        let mut col = indent_width;
        for word in words_of(body) {
            let word = word.as_str();
            let w = visible_width(word);
            if col > indent_width && col + 1 + w > width {
                out.push('\n');
                out.push_str(indent);
                col = indent_width;
            } else if col > indent_width {
                out.push(' ');
                col += 1;
            }
            out.push_str(word);
            col += w;
        }
    }
    out.replace(GLUE, " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_style_has_no_escape_codes_and_ascii_cards() {
        let s = TermStyle::PLAIN;
        let ten_hearts: Card = "TH".parse().unwrap();
        assert_eq!(s.card(ten_hearts), "10H");
        assert!(s.bold("x").is_ascii() && !s.bold("x").contains('\x1b'));
        assert_eq!(s.clear_screen(), "");
    }

    #[test]
    fn wrap_folds_at_spaces_and_keeps_breaks() {
        assert_eq!(wrap("aa bb cc dd", 5), "aa bb\ncc dd");
        assert_eq!(wrap("a\nb c", 80), "a\nb c");
        assert_eq!(wrap("longword x", 3), "longword\nx");
        // Continuations keep the indentation; lines that fit keep their spacing.
        assert_eq!(wrap("  aa bb cc", 7), "  aa bb\n  cc");
        assert_eq!(wrap("a   b", 5), "a   b");
        // Colour codes take no columns.
        let red = TermStyle {
            fancy: true,
            terminal: true,
            width: Width::Columns(5),
        };
        let two = format!(
            "{} {}",
            red.card("7D".parse().unwrap()),
            red.card("8D".parse().unwrap())
        );
        assert_eq!(red.fold(&two), two);
    }

    #[test]
    fn a_long_question_is_folded_and_its_last_line_is_the_prompt() {
        let style = TermStyle {
            fancy: false,
            terminal: true,
            width: Width::Columns(20),
        };
        let (before, prompt) = style.question("Start a new match? This one is lost. (y/n) ");
        assert_eq!(
            before.as_deref(),
            Some("Start a new match?\nThis one is lost.")
        );
        assert_eq!(prompt, "(y/n) ");
        assert_eq!(
            style.question("Quit? (y/n) "),
            (None, "Quit? (y/n) ".into())
        );
    }

    #[test]
    fn wrap_keeps_quoted_commands_and_glued_text_on_one_line() {
        let at = |width| TermStyle {
            fancy: false,
            terminal: true,
            width: Width::Columns(width),
        };
        // A quoted move, not "'h3\nc1'".
        assert_eq!(wrap("type 'h3 c1' to play", 10), "type\n'h3 c1' to\nplay");
        // An apostrophe inside a word is no quote.
        assert_eq!(wrap("Computer's turn now", 12), "Computer's\nturn now");
        // A command to copy, glued: whole on its line, with plain spaces.
        let command = glued("spite join 127.0.0.1:40000 ABCD-EFGH-JKLM");
        let line = format!("A friend joins from another terminal with: {command}");
        assert_eq!(
            at(60).fold(&line),
            "A friend joins from another terminal with:\nspite join 127.0.0.1:40000 ABCD-EFGH-JKLM"
        );
        assert!(!at(200).fold(&line).contains(GLUE));
    }

    #[test]
    fn fancy_style_colours_red_suits_and_uses_symbols() {
        let s = TermStyle {
            fancy: true,
            terminal: true,
            width: Width::Unlimited,
        };
        let text = s.card("7D".parse().unwrap());
        assert!(text.contains("7♦") && text.contains("\x1b[1;31m"));
        assert_eq!(visible_width(&text), 2);
        assert_eq!(visible_width(&pad(&text, 5)), 5);
    }
}
