//! The table drawn as text: the other players' piles above, the centre piles
//! and stock in the middle, the viewer's own piles and hand below.

use spite_core::{Card, PlayerView, SIDE_PILES, Source, Status, Target};

use super::speech::Voice;
use super::style::{TermStyle, glued, pad, visible_width, wrap};
use crate::words::{t, tr};

/// The match around the game being drawn.
pub struct Scoreboard<'a> {
    pub game: usize,
    pub scores: &'a [u32],
    pub target: u32,
    /// Whether the person to move can type moves here; the replay cannot,
    /// so it shows no reminder of how to play.
    pub live: bool,
}

/// Side piles show at most this many cards (the top ones), fewer when the
/// terminal is narrow; `show` lists all.
const SIDE_SHOWN: usize = 4;

/// Spaces between side pile columns.
const SIDE_GAP: usize = 3;

/// The width of each side pile column: its widest cell.
fn column_widths(cells: &[Vec<String>]) -> [usize; SIDE_PILES] {
    let mut widths = [0; SIDE_PILES];
    for row in cells {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(visible_width(cell));
        }
    }
    widths
}

/// `cells` after `label`, as many to a line as fit in `columns` (all on one
/// line when there is no limit); further lines are indented like the first
/// cell, so no cell is ever split.
fn rows(label: &str, cells: &[String], columns: Option<usize>) -> String {
    let indent = " ".repeat(visible_width(label));
    let mut out = String::new();
    let mut line = label.to_string();
    let mut filled = false;
    for cell in cells {
        let cell_width = visible_width(cell.trim_end());
        let fits = columns.is_none_or(|c| visible_width(&line) + cell_width <= c);
        if filled && !fits {
            out.push_str(line.trim_end());
            out.push('\n');
            line = indent.clone();
        }
        line.push_str(cell);
        filled = true;
    }
    out.push_str(line.trim_end());
    out
}

/// The whole table as `view.seat()` sees it, ending with whose turn it is.
pub fn draw(
    view: &PlayerView,
    voice: &Voice<'_>,
    board: &Scoreboard<'_>,
    style: TermStyle,
) -> String {
    let layout = Layout::new(view, voice, style);
    let mut out = status_lines(view, voice, board, style);
    // Other seats in turn order after the viewer, then the viewer at the
    // bottom.
    let players = view.rules().players;
    for seat in (1..players).map(|i| (view.seat() + i) % players) {
        out.push('\n');
        out.push_str(&layout.other_seat(seat));
    }
    out.push('\n');
    out.push_str(&layout.centre());
    out.push('\n');
    out.push_str(&layout.viewer());
    out.push('\n');
    out.push_str(&style.fold(&turn_line(view, voice, board.live)));
    out.push('\n');
    out
}

/// "·" between the parts of a line (a "|" without fancy symbols).
fn dot(style: TermStyle) -> &'static str {
    if style.fancy { "·" } else { "|" }
}

/// The status line: the game, the turn, the target and the score, folded
/// between words when long (partners' names, in Malay).
fn status_lines(
    view: &PlayerView,
    voice: &Voice<'_>,
    board: &Scoreboard<'_>,
    style: TermStyle,
) -> String {
    let rules = view.rules();
    let scores: Vec<String> = board
        .scores
        .iter()
        .enumerate()
        // A side and its points are not folded apart.
        .map(|(side, points)| {
            let side = voice.side(rules, side as u8);
            glued(&tr(
                "ui-repl-status-score",
                &[("side", side.into()), ("points", (*points).into())],
            ))
        })
        .collect();
    let status = tr(
        "ui-repl-status-line",
        &[
            ("game", board.game.into()),
            ("dot", dot(style).into()),
            ("turn", view.turn().into()),
            ("target", board.target.into()),
            ("scores", scores.join(", ").into()),
        ],
    );
    let status = match style.columns() {
        Some(c) => wrap(&status, c),
        None => status.replace(super::style::GLUE, " "),
    };
    let mut out = String::new();
    for line in status.lines() {
        out.push_str(&style.bold(line));
        out.push('\n');
    }
    out
}

/// What every part of the table lines up on: the names' column, the side
/// piles' cells (shared by all seats, so their columns line up) and the
/// terminal's width.
struct Layout<'a, 'v> {
    view: &'a PlayerView,
    voice: &'a Voice<'v>,
    style: TermStyle,
    columns: Option<usize>,
    /// Where the piles start, after the names.
    name_width: usize,
    sides_label: String,
    /// Per seat, its side piles' cells.
    side_cells: Vec<Vec<String>>,
    side_widths: [usize; SIDE_PILES],
}

impl<'a, 'v> Layout<'a, 'v> {
    fn new(view: &'a PlayerView, voice: &'a Voice<'v>, style: TermStyle) -> Layout<'a, 'v> {
        let players = view.rules().players;
        let name_width = (0..players)
            .map(|s| visible_width(&voice.name(s)))
            .max()
            .unwrap_or(0)
            .max(6)
            + 3;
        let sides_label = format!(
            "{}{}",
            " ".repeat(name_width),
            label(&t("ui-repl-sides"), &t("ui-repl-hand"))
        );
        let columns = style.columns();
        // Side piles show their top cards, as many as fit the width (at
        // most four).
        let mut shown = SIDE_SHOWN;
        let (side_cells, side_widths) = loop {
            let cells: Vec<Vec<String>> = (0..players)
                .map(|s| {
                    (0..SIDE_PILES as u8)
                        .map(|i| side_cell(view.side(s, i), i, shown, style))
                        .collect()
                })
                .collect();
            let widths = column_widths(&cells);
            // Columns, not bytes: a Cyrillic label takes two bytes a letter.
            let width = visible_width(&sides_label)
                + widths.iter().map(|w| w + SIDE_GAP).sum::<usize>()
                - SIDE_GAP;
            if shown == 1 || columns.is_none_or(|c| width <= c) {
                break (cells, widths);
            }
            shown -= 1;
        };
        Layout {
            view,
            voice,
            style,
            columns,
            name_width,
            sides_label,
            side_cells,
            side_widths,
        }
    }

    fn sides_line(&self, seat: u8) -> String {
        let cells: Vec<String> = self.side_cells[usize::from(seat)]
            .iter()
            .zip(self.side_widths)
            .map(|(cell, w)| pad(cell, w + SIDE_GAP))
            .collect();
        rows(&self.sides_label, &cells, self.columns)
    }

    /// Marks the seat to move; not ">", which reads as a prompt.
    fn marker(&self, seat: u8) -> &'static str {
        if self.view.to_move() == seat && !self.view.status().is_over() {
            if self.style.fancy { "▶ " } else { "* " }
        } else {
            "  "
        }
    }

    fn payoff(&self, seat: u8) -> String {
        let (view, style) = (self.view, self.style);
        let count = view.payoff_count(seat);
        match view.payoff_top(seat) {
            // Padded to the width of a 10, so the count does not shift.
            Some(top) => tr(
                "ui-repl-payoff-left",
                &[
                    ("card", pad(&style.card(top), 3).into()),
                    ("count", count.into()),
                ],
            ),
            None => tr(
                "ui-repl-payoff-empty",
                &[("card", pad(style.empty(), 3).into())],
            ),
        }
    }

    /// The marker, the name and the pay-off pile.
    fn seat_row(&self, seat: u8) -> String {
        let name = self.style.bold(&self.voice.name(seat));
        format!(
            "{}{}{}",
            self.marker(seat),
            pad(&name, self.name_width - 2),
            self.payoff(seat)
        )
    }

    /// Another seat: its pay-off pile, how many cards it holds, whether it
    /// is your partner, and its side piles.
    fn other_seat(&self, seat: u8) -> String {
        let mut tags = vec![];
        if self.view.rules().partner(self.view.seat()) == Some(seat) {
            tags.push(t("ui-table-partner"));
        }
        tags.push(tr(
            "ui-repl-hand-cards",
            &[("count", self.view.hand_count(seat).into())],
        ));
        format!(
            "{}   {}\n{}\n",
            self.seat_row(seat),
            self.style.dim(&tags.join(", ")),
            self.sides_line(seat)
        )
    }

    /// The centre piles and the stock.
    fn centre(&self) -> String {
        let (view, style) = (self.view, self.style);
        let rules = view.rules();
        let centre_label = format!(
            "  {}",
            pad(&style.bold(&t("ui-repl-centre")), self.name_width - 2)
        );
        let centre: Vec<String> = (0..rules.centre_piles)
            .map(|c| pad(&centre_pile(view, c, style), 19))
            .collect();
        let mut out = rows(&centre_label, &centre, self.columns);
        out.push('\n');
        out.push_str(&" ".repeat(self.name_width));
        out.push_str(&tr(
            "ui-repl-stock-cards",
            &[("count", view.stock_count().into())],
        ));
        if !view.set_aside().is_empty() {
            out.push_str(&tr(
                "ui-repl-set-aside",
                &[("count", view.set_aside().len().into())],
            ));
        }
        if rules.kings_wild {
            out.push_str(&format!("   {} {}", dot(style), t("ui-repl-kings-wild")));
        }
        out.push('\n');
        out
    }

    /// The viewer: pay-off pile (and partner), side piles and hand.
    fn viewer(&self) -> String {
        let me = self.view.seat();
        let row = self.seat_row(me);
        let mut out = row.clone();
        if let Some(p) = self.view.rules().partner(me) {
            out.push_str(&self.partner_note(&row, p));
        }
        out.push('\n');
        out.push_str(&self.sides_line(me));
        out.push('\n');
        out.push_str(&self.hand());
        out.push('\n');
        out
    }

    /// "Partner: Ann" after the pay-off pile, or on a line of its own under
    /// it when the row would not fit (folded by the terminal, it would lose
    /// its columns).
    fn partner_note(&self, row: &str, partner: u8) -> String {
        let style = self.style;
        let note = tr(
            "ui-repl-partner-note",
            &[("name", self.voice.name(partner).into())],
        );
        let mut out = String::new();
        match self.columns {
            Some(c) if visible_width(row) + 3 + visible_width(&note) > c => {
                let indent = " ".repeat(self.name_width);
                for line in wrap(&note, c.saturating_sub(self.name_width).max(20)).lines() {
                    out.push('\n');
                    out.push_str(&indent);
                    out.push_str(&style.dim(line));
                }
            }
            _ => {
                out.push_str("   ");
                out.push_str(&style.dim(&note));
            }
        }
        out
    }

    fn hand(&self) -> String {
        let (view, style) = (self.view, self.style);
        let hand_label = format!(
            "{}{}",
            " ".repeat(self.name_width),
            label(&t("ui-repl-hand"), &t("ui-repl-sides"))
        );
        let playable = playable_hand_slots(view);
        let hand: Vec<String> = if view.hand().is_empty() {
            vec![style.empty().to_string()]
        } else {
            view.hand()
                .iter()
                .enumerate()
                .map(|(i, &card)| {
                    let mark = if playable.contains(&i) { PLAYABLE } else { "" };
                    pad(&format!("h{} {}{mark}", i + 1, style.card(card)), 9)
                })
                .collect()
        };
        rows(&hand_label, &hand, self.columns)
    }
}

/// The mark after a hand card that can go to a centre pile now.
pub const PLAYABLE: &str = "+";

/// The hand slots (from 0) whose card can go to a centre pile now, on the
/// viewer's turn (none at another's: the centre will have changed).
fn playable_hand_slots(view: &PlayerView) -> Vec<usize> {
    if !view.is_my_turn() || view.status().is_over() {
        return vec![];
    }
    view.legal_moves()
        .iter()
        .filter_map(|mv| match (mv.from, mv.to) {
            (Source::Hand(i), Target::Centre(_)) => Some(usize::from(i)),
            _ => None,
        })
        .collect()
}

/// A centre pile: its top card (a king with the rank it stands for) and
/// the rank it needs.
fn centre_pile(view: &PlayerView, c: u8, style: TermStyle) -> String {
    let needs = style.rank(view.centre_needs(c));
    let top = match (view.centre(c).last(), view.centre_king_stands_for(c)) {
        (Some(&card), Some(rank)) => format!("{}={}", style.card(card), style.rank(rank)),
        (Some(&card), None) => style.card(card),
        (None, _) => style.empty().to_string(),
    };
    tr(
        "ui-repl-centre-pile",
        &[
            ("centre", (c + 1).into()),
            ("top", top.into()),
            ("needs", needs.into()),
        ],
    )
}

/// A row label ("sides", "hand") padded to the width of the longer of it and
/// `other`, at least 8 columns, so the rows line up in every language.
fn label(word: &str, other: &str) -> String {
    let width = visible_width(word).max(visible_width(other)) + 2;
    pad(word, width.max(8))
}

/// A side pile in the table: its top cards (the top last) and, when some are
/// left out, the count.
fn side_cell(pile: &[Card], i: u8, shown: usize, style: TermStyle) -> String {
    let mut cell = format!("s{} ", i + 1);
    if pile.is_empty() {
        cell.push_str(style.empty());
        return cell;
    }
    let shown = &pile[pile.len().saturating_sub(shown)..];
    if shown.len() < pile.len() {
        cell.push_str(&style.dim(if style.fancy { "…" } else { ".." }));
    }
    let cards: Vec<String> = shown
        .iter()
        .enumerate()
        .map(|(k, &c)| {
            if k + 1 == shown.len() {
                style.card(c)
            } else {
                style.dim(&style.card_text(c))
            }
        })
        .collect();
    cell.push_str(&cards.join(" "));
    if shown.len() < pile.len() {
        cell.push_str(&format!(" ({})", pile.len()));
    }
    cell
}

/// Whose turn it is, or how the game ended; in a live game, during
/// everyone's first turn, how to play.
pub fn turn_line(view: &PlayerView, voice: &Voice<'_>, live: bool) -> String {
    let rules = view.rules();
    match view.status() {
        Status::Playing => {
            let seat = view.to_move();
            if seat != view.seat() || !voice.seats.is_local_person(seat) {
                return voice.turn(seat);
            }
            let mut line = if voice.seats.name(seat).is_you() {
                voice.turn(seat)
            } else {
                tr(
                    "ui-repl-your-turn-named",
                    &[("name", voice.name(seat).into())],
                )
            };
            // A reminder during everyone's first turn.
            if live && view.turn() <= u32::from(rules.players) {
                line.push(' ');
                line.push_str(&t("ui-repl-turn-help"));
            }
            line
        }
        status => tr(
            "ui-repl-game-over",
            &[("result", voice.result(rules, status).into())],
        ),
    }
}

/// Every side pile in full, bottom to top (the `show` command).
pub fn side_piles_full(view: &PlayerView, voice: &Voice<'_>, style: TermStyle) -> String {
    let mut out = t("ui-repl-side-piles-heading");
    out.push('\n');
    for seat in 0..view.rules().players {
        for i in 0..SIDE_PILES as u8 {
            let pile = view.side(seat, i);
            if pile.is_empty() {
                continue;
            }
            let cards: Vec<String> = pile.iter().map(|&c| style.card(c)).collect();
            out.push_str(&format!(
                "  {} s{}: {}\n",
                voice.name(seat),
                i + 1,
                cards.join(" ")
            ));
        }
    }
    if out.lines().count() == 1 {
        out.push_str(&format!("  {}\n", t("ui-repl-side-piles-empty")));
    }
    if !view.set_aside().is_empty() {
        let count = view.set_aside().len();
        out.push_str(&format!(
            "  {}\n",
            tr("ui-repl-set-aside-cards", &[("count", count.into())])
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repl::speech::renderer;
    use crate::repl::style::Width;
    use spite_ai::Level;
    use spite_core::{Game, Rank, Rules, Setup};
    use spite_table::Seats;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("test cards"))
            .collect()
    }

    /// Eight centre piles, an eight-card hand and long side piles full of
    /// tens: the widest table there is.
    fn wide_game() -> Game {
        let mut rules = Rules::g4a();
        rules.hand_size = 8;
        rules.centre_piles = 8;
        let sides = ["2C 3C 4C 5C 9C TD", "2D 3D 4D 5D 9D TC", "6C 7C", "6D 7D"];
        let sides: Vec<Vec<Card>> = sides.iter().map(|p| cards(p)).collect();
        let setup = Setup {
            payoff: vec![cards("TH 2H"), cards("TS 3S")],
            hands: vec![cards("4H 5H 6H 7H 8H 9H TH JH"), cards("2S")],
            sides: vec![sides.clone(), sides],
            centre: cards("AS AH AD AC AS AH AD AC")
                .into_iter()
                .map(|c| vec![c])
                .collect(),
            first: Some(0),
            ..Setup::default()
        };
        dealt(rules, setup)
    }

    /// A live first game of a match to 50, nobody scored yet.
    fn first_game() -> Scoreboard<'static> {
        Scoreboard {
            game: 1,
            scores: &[0, 0],
            target: 50,
            live: true,
        }
    }

    /// `setup` dealt, its stock every card of the rules' decks less those
    /// laid out.
    fn dealt(rules: Rules, setup: Setup) -> Game {
        let mut stock = Game::new(rules, 0).expect("valid rules").all_cards();
        let used = setup.payoff.iter().chain(&setup.hands).chain(&setup.centre);
        let used = used.chain(setup.sides.iter().flatten());
        for card in used.flatten() {
            let at = stock.iter().position(|c| c == card).expect("in the decks");
            stock.remove(at);
        }
        Game::from_setup(rules, &Setup { stock, ..setup }, 1).expect("a legal layout")
    }

    #[test]
    fn a_narrow_terminal_gets_whole_cards_and_words_within_its_width() {
        let game = wide_game();
        let view = game.observation(0);
        let seats = Seats::standard(2, 1, Level::Medium);
        let render = renderer(TermStyle::PLAIN);
        let voice = Voice::new(&seats, render.as_ref());
        let board = first_game();
        for fancy in [false, true] {
            for columns in [80, 60] {
                let style = TermStyle {
                    fancy,
                    terminal: true,
                    width: Width::Columns(columns),
                };
                let text = draw(&view, &voice, &board, style);
                for line in text.lines() {
                    assert!(
                        visible_width(line) <= columns,
                        "{columns} columns, a line of {}:\n{text}",
                        visible_width(line)
                    );
                }
                // Every hand card and centre pile whole; side piles
                // abbreviated, their tops (10s) whole.
                let ten = style.card_text("TD".parse().expect("a card"));
                for i in 1..=8 {
                    assert!(text.contains(&format!("h{i} ")), "h{i}:\n{text}");
                    assert!(text.contains(&format!("c{i} ")), "c{i}:\n{text}");
                }
                assert!(text.matches(&ten).count() >= 2, "{text}");
                assert!(text.contains("(6)"), "pile sizes shown:\n{text}");
                // The pay-off count stays in its column after a 10.
                let columns: Vec<usize> = text
                    .lines()
                    .filter_map(|l| l.find("left)").map(|i| visible_width(&l[..i])))
                    .collect();
                assert_eq!(columns.len(), 2, "{text}");
                assert_eq!(columns[0], columns[1], "{text}");
            }
        }
        // On a pipe nothing is folded or cut: four cards of each side pile.
        let text = draw(&view, &voice, &board, TermStyle::PLAIN);
        assert!(text.contains("s1 ..4C 5C 9C 10D (6)"), "{text}");
    }

    /// `text` without its colour codes.
    fn strip(text: &str) -> String {
        let mut out = String::new();
        let mut in_escape = false;
        for ch in text.chars() {
            match (in_escape, ch) {
                (true, 'm') => in_escape = false,
                (true, _) => {}
                (false, '\x1b') => in_escape = true,
                (false, _) => out.push(ch),
            }
        }
        out
    }

    /// Side piles of four, three, three and two cards at each seat: a row
    /// of about 72 columns in English, which fits 80 columns in every
    /// language (their labels are at most a few columns wider).
    fn full_side_piles() -> Game {
        let rules = Rules::g4a();
        let sides = ["2C 3C 4C 5C", "6D 7D 8D", "9C JD QC", "2D 3D"];
        let sides: Vec<Vec<Card>> = sides.iter().map(|p| cards(p)).collect();
        let theirs: Vec<Vec<Card>> = ["2S 3S 4S 5S", "6H 7H 8H", "9S JH QS", "2H 3H"]
            .iter()
            .map(|p| cards(p))
            .collect();
        let setup = Setup {
            payoff: vec![cards("KH 5H"), cards("KS 6S")],
            hands: vec![cards("4H 9H 7S 8S 9D"), cards("4D 5D 6C 7C 8C")],
            sides: vec![sides, theirs],
            first: Some(0),
            ..Setup::default()
        };
        dealt(rules, setup)
    }

    #[test]
    fn full_side_piles_show_every_card_at_80_columns_in_every_language() {
        let game = full_side_piles();
        let view = game.observation(0);
        let seats = Seats::standard(2, 1, Level::Medium);
        let board = first_game();
        for lang in spite_i18n::Language::ALL {
            crate::words::speaking(lang, || {
                for fancy in [false, true] {
                    let style = TermStyle {
                        fancy,
                        terminal: true,
                        width: Width::Columns(80),
                    };
                    let render = renderer(style);
                    let voice = Voice::new(&seats, render.as_ref());
                    let text = draw(&view, &voice, &board, style);
                    for line in text.lines() {
                        assert!(visible_width(line) <= 80, "{lang}:\n{text}");
                    }
                    // No pile abbreviated: every card of both seats' piles.
                    let cut = if fancy { "…" } else { ".." };
                    assert!(!text.contains(cut), "{lang}:\n{text}");
                    for pile in ["2C 3C 4C 5C", "6D 7D 8D", "2S 3S 4S 5S", "9S JH QS"] {
                        let shown: Vec<String> =
                            cards(pile).iter().map(|&c| style.card_text(c)).collect();
                        let plain = strip(&text);
                        assert!(plain.contains(&shown.join(" ")), "{lang}:\n{text}");
                    }
                }
            });
        }
    }

    #[test]
    fn the_partnership_table_fits_80_columns_in_every_language() {
        let rules = Rules {
            players: 4,
            partnership: true,
            ..Rules::g4a()
        };
        let game = Game::new(rules, 5).expect("valid rules");
        let view = game.observation(0);
        let seats = Seats::standard(4, 1, Level::Medium);
        let board = first_game();
        for lang in spite_i18n::Language::ALL {
            crate::words::speaking(lang, || {
                let style = TermStyle {
                    fancy: true,
                    terminal: true,
                    width: Width::Columns(80),
                };
                let render = renderer(style);
                let voice = Voice::new(&seats, render.as_ref());
                let text = draw(&view, &voice, &board, style);
                for line in text.lines() {
                    assert!(visible_width(line) <= 80, "{lang}: {line}\n{text}");
                }
                // The partner note whole, if on lines of its own.
                let note = tr("ui-repl-partner-note", &[("name", voice.name(2).into())]);
                let words: Vec<String> = strip(&text)
                    .split_whitespace()
                    .map(str::to_string)
                    .collect();
                let note: Vec<&str> = note.split_whitespace().collect();
                assert!(
                    words.windows(note.len()).any(|w| w == note.as_slice()),
                    "{lang}:\n{text}"
                );
                // Every seat's pay-off pile in one column, the viewer's too.
                let plain = strip(&text);
                let columns: Vec<usize> = (0..4u8)
                    .map(|seat| {
                        let top = view.payoff_top(seat).expect("a pay-off card");
                        let pile = tr(
                            "ui-repl-payoff-left",
                            &[
                                ("card", pad(&style.card_text(top), 3).into()),
                                ("count", view.payoff_count(seat).into()),
                            ],
                        );
                        let line = plain
                            .lines()
                            .find(|l| l.contains(&pile))
                            .unwrap_or_else(|| panic!("{lang}: {pile}\n{text}"));
                        line[..line.find(&pile).expect("found")].chars().count()
                    })
                    .collect();
                assert!(columns.iter().all(|&c| c == columns[0]), "{lang}:\n{text}");
            });
        }
    }

    /// On your turn, the hand cards that can go to a centre pile are
    /// marked, and no other; on another's turn, none.
    #[test]
    fn playable_hand_cards_are_marked_on_your_turn() {
        let seats = Seats::standard(2, 1, Level::Medium);
        let render = renderer(TermStyle::PLAIN);
        let voice = Voice::new(&seats, render.as_ref());
        let board = Scoreboard {
            game: 1,
            scores: &[0, 0],
            target: 50,
            live: true,
        };
        let mut marked_some = false;
        for seed in 0..20 {
            let game = Game::new(Rules::g4a(), seed).unwrap();
            for seat in 0..2 {
                let view = game.observation(seat);
                let text = draw(&view, &voice, &board, TermStyle::PLAIN);
                let hand = text.lines().find(|l| l.contains(" h1 ")).unwrap();
                for (i, &card) in view.hand().iter().enumerate() {
                    let fits = (0..3).any(|c| view.centre_needs(c) == card.rank())
                        || card.rank() == Rank::KING;
                    let cell =
                        format!("h{} {}{}+", i + 1, card.rank().face(), card.suit().letter());
                    let mine = game.to_move() == seat;
                    assert_eq!(hand.contains(&cell), fits && mine, "{cell}: {hand}");
                    marked_some |= hand.contains(&cell);
                }
            }
        }
        assert!(marked_some);
    }

    #[test]
    fn plain_table_shows_every_pile_without_escape_codes() {
        let mut game = Game::new(Rules::g4a(), 11).unwrap();
        // Play until some side piles and centre piles hold cards.
        for _ in 0..40 {
            if game.is_over() {
                break;
            }
            let mv = game.legal_moves()[0];
            game.apply(mv).unwrap();
        }
        let view = game.observation(0);
        let seats = Seats::standard(2, 1, Level::Medium);
        let render = renderer(TermStyle::PLAIN);
        let voice = Voice::new(&seats, render.as_ref());
        let text = draw(
            &view,
            &voice,
            &Scoreboard {
                game: 1,
                scores: &[0, 3],
                target: 50,
                live: true,
            },
            TermStyle::PLAIN,
        );
        assert!(text.is_ascii(), "{text}");
        assert!(text.contains("You: 0, Computer: 3"), "{text}");
        assert!(
            text.contains(&format!("stock {} card", view.stock_count())),
            "{text}"
        );
        for (i, &card) in view.hand().iter().enumerate() {
            let cell = format!("h{} {}{}", i + 1, card.rank().face(), card.suit().letter());
            assert!(text.contains(&cell), "{cell} missing in\n{text}");
        }
        // A hand card is marked when it can go to a centre pile now, and
        // only then.
        let playable = playable_hand_slots(&view);
        for (i, &card) in view.hand().iter().enumerate() {
            let marked = format!("h{} {}{}+", i + 1, card.rank().face(), card.suit().letter());
            assert_eq!(
                text.contains(&marked),
                playable.contains(&i),
                "{marked} in\n{text}"
            );
        }
        for seat in 0..2 {
            let top = view.payoff_top(seat).unwrap();
            assert!(text.contains(&format!(
                "pay-off {}{}  ({} left)",
                top.rank().face(),
                top.suit().letter(),
                view.payoff_count(seat)
            )));
        }
        for c in 0..3u8 {
            assert!(text.contains(&format!("c{} ", c + 1)));
            assert!(text.contains(&format!("needs {}", view.centre_needs(c).face())));
        }
    }
}
