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
        fold_to(text, self.columns())
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

/// A line for standard error, as `spite` ends with it: folded to the
/// terminal's width when standard error is one, whole otherwise (a log
/// or a program reading it), with [`GLUE`] made spaces either way.
pub fn for_stderr(text: &str) -> String {
    let columns = std::io::stderr().is_terminal().then(|| {
        columns(terminal_size::terminal_size_of(std::io::stderr())).unwrap_or(FALLBACK_COLUMNS)
    });
    fold_to(text, columns)
}

/// `text` folded to `columns`, or whole when `None`.
fn fold_to(text: &str, columns: Option<usize>) -> String {
    match columns {
        Some(width) => wrap(text, width),
        None => text.replace(GLUE, " "),
    }
}

/// The terminal's width in columns (80 when it does not say).
pub fn terminal_columns() -> usize {
    columns(terminal_size::terminal_size_of(std::io::stdout())).unwrap_or(FALLBACK_COLUMNS)
}

/// The columns of a terminal's size as `terminal_size` reads it; `None`
/// when it is not a terminal or says zero.
pub fn columns(size: Option<(terminal_size::Width, terminal_size::Height)>) -> Option<usize> {
    size.map(|(w, _)| usize::from(w.0)).filter(|&w| w > 0)
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
/// words, a stop or comma after the closing quote) and a move written
/// without quotes (`h3 c1`) joined by [`GLUE`], so that each stays on one
/// line: copied from two lines, a command would be two.
fn words_of(body: &str) -> Vec<String> {
    let words: Vec<&str> = body.split(' ').filter(|w| !w.is_empty()).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let opens = word.starts_with('\'') && !(word.len() > 1 && closes_quote(&word[1..]));
        let closes = (i + 1..words.len().min(i + 4)).find(|&j| closes_quote(words[j]));
        match closes {
            Some(j) if opens => {
                out.push(words[i..=j].join(&GLUE.to_string()));
                i = j + 1;
            }
            _ if words.get(i + 1).is_some_and(|next| is_move(word, next)) => {
                out.push(format!("{word}{GLUE}{}", words[i + 1]));
                i += 2;
            }
            _ => {
                out.push(word.to_string());
                i += 1;
            }
        }
    }
    out
}

/// Whether `word` ends a quotation: a closing quote, perhaps with a stop,
/// comma or bracket after it (`c1'.`).
fn closes_quote(word: &str) -> bool {
    word.trim_end_matches(['.', ',', ';', ':', '!', '?', ')'])
        .ends_with('\'')
}

/// Whether `from` and `to` are a move's two words (`h3 c1`, `(like h2
/// s1)`, `7h c1`, `p c2`, `s4 c3`), brackets and stops around them aside.
fn is_move(from: &str, to: &str) -> bool {
    let from = from
        .trim_start_matches(['(', '\'', '"', '„', '«'])
        .to_ascii_lowercase();
    let to = to.trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '\'', '"', '“', '»']);
    let numbered = |w: &str, first: &[char]| {
        w.strip_prefix(first)
            .is_some_and(|n| !n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()))
    };
    let card = |w: &str| {
        let rank = w.trim_end_matches(['s', 'h', 'd', 'c', '♠', '♥', '♦', '♣']);
        rank.len() < w.len()
            && (matches!(rank, "a" | "k" | "q" | "j" | "t" | "10")
                || rank.len() == 1 && rank.bytes().all(|b| (b'2'..=b'9').contains(&b)))
    };
    numbered(to, &['c', 's'])
        && (numbered(&from, &['h', 's']) || from == "p" || from == "pp" || card(&from))
}

/// A line split into what stays as it is at its start and the text to
/// fold: its indentation, and a short label with the gap of two or more
/// spaces after it when the line is a row of two columns (`  h3 c1   hand
/// card 3 to centre pile 1`, `  moves   list your legal moves`).
fn column_of(line: &str, width: usize) -> (&str, &str) {
    let body = line.trim_start_matches(' ');
    let indent = line.len() - body.len();
    let plain = (&line[..indent], body);
    let Some(gap) = body.find("  ") else {
        return plain;
    };
    let label = &body[..gap];
    let text = body[gap..].trim_start_matches(' ');
    let lead = line.len() - text.len();
    let short = !label.is_empty() && label.matches(' ').count() <= 2 && visible_width(label) <= 16;
    if short && !text.is_empty() && visible_width(&line[..lead]) <= width / 2 {
        (&line[..lead], text)
    } else {
        plain
    }
}

/// Text folded at spaces to lines of at most `width` visible columns; a
/// longer word stays whole (a quoted command and text joined by [`GLUE`]
/// count as one word), existing line breaks are kept, and a folded line's
/// continuation keeps its indentation, or its column (see [`column_of`]).
/// Lines that fit are untouched.
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
        let (lead, body) = column_of(line, width);
        let lead_width = visible_width(lead);
        // A continuation goes on under the text it continues: under the
        // description of a "  h3 c1   hand card 3 …" row, else under the
        // line's indentation.
        let hang = " ".repeat(lead_width);
        out.push_str(lead);
        let mut col = lead_width;
        for word in words_of(body) {
            let word = word.as_str();
            let w = visible_width(word);
            if col > lead_width && col + 1 + w > width {
                out.push('\n');
                out.push_str(&hang);
                col = lead_width;
            } else if col > lead_width {
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
    fn an_error_line_folds_to_the_terminal_and_stays_whole_elsewhere() {
        let line = "spite: That transfer code is not taken: No player has that key: check the transfer code.";
        assert!(line.chars().count() > 80);
        let folded = fold_to(line, Some(80));
        assert!(folded.lines().count() > 1, "{folded}");
        assert!(folded.lines().all(|l| visible_width(l) <= 80), "{folded}");
        assert_eq!(
            folded.split_whitespace().collect::<Vec<_>>(),
            line.split_whitespace().collect::<Vec<_>>()
        );
        let glued = format!("code{GLUE}AB12");
        assert_eq!(fold_to(&glued, None), "code AB12");
        assert_eq!(fold_to(line, None), line);
    }

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
        // A row of two columns goes on under its second column.
        assert_eq!(
            wrap("  7h c1   the same, naming the card", 22),
            "  7h c1   the same,\n          naming the\n          card"
        );
        assert_eq!(
            wrap("  moves   list it all", 20),
            "  moves   list it\n          all"
        );
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
        // A stop after the closing quote, and a move without quotes.
        assert_eq!(wrap("a move like 'h3 c1'.", 12), "a move like\n'h3 c1'.");
        assert_eq!(
            wrap("moves look like h3 c1), then", 18),
            "moves look like\nh3 c1), then"
        );
        assert_eq!(wrap("(като h2 s1). Още", 9), "(като\nh2 s1).\nОще");
        assert_eq!(wrap("play 7h c1 or p c2", 9), "play\n7h c1 or\np c2");
        // Words that only look like part of one are folded as words.
        assert_eq!(wrap("has 3 cards c1", 9), "has 3\ncards c1");
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
