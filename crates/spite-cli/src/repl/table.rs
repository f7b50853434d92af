//! The table drawn as text: the other players' piles above, the centre piles
//! and stock in the middle, the viewer's own piles and hand below.

use spite_core::{Card, PlayerView, SIDE_PILES, Status};

use super::seats::Seats;
use super::style::{Style, pad, visible_width};
use super::words;

/// The match around the game being drawn.
pub struct Scoreboard<'a> {
    pub game: usize,
    pub scores: &'a [u32],
    pub target: u32,
}

/// Side piles show at most this many cards (the top ones); `show` lists all.
const SIDE_SHOWN: usize = 4;

/// The whole table as `view.seat()` sees it, ending with whose turn it is.
pub fn draw(view: &PlayerView, seats: &Seats, board: &Scoreboard<'_>, style: Style) -> String {
    let rules = view.rules();
    let me = view.seat();
    let players = rules.players;
    let dot = if style.fancy { "·" } else { "|" };
    let mut out = String::new();

    let scores: Vec<String> = board
        .scores
        .iter()
        .enumerate()
        .map(|(side, points)| format!("{} {points}", seats.side_name(rules, side as u8)))
        .collect();
    out.push_str(&style.bold(&format!(
        "Game {} {dot} turn {} {dot} match to {}: {}",
        board.game,
        view.turn(),
        board.target,
        scores.join(", ")
    )));
    out.push('\n');

    // Other seats in turn order after the viewer, then the viewer at the bottom.
    let order: Vec<u8> = (1..players).map(|i| (me + i) % players).collect();
    let name_width = (0..players)
        .map(|s| visible_width(seats.name(s)))
        .max()
        .unwrap_or(0)
        .max(6)
        + 3;
    // Column widths of side piles, shared by all seats so they line up.
    let side_cells: Vec<Vec<String>> = (0..players)
        .map(|s| {
            (0..SIDE_PILES as u8)
                .map(|i| side_cell(view.side(s, i), i, style))
                .collect()
        })
        .collect();
    let side_width: Vec<usize> = (0..SIDE_PILES)
        .map(|i| {
            side_cells
                .iter()
                .map(|row| visible_width(&row[i]))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let sides_line = |seat: u8| -> String {
        let cells = &side_cells[usize::from(seat)];
        let mut line = format!("{}{}", " ".repeat(name_width), "sides   ");
        for (i, cell) in cells.iter().enumerate() {
            line.push_str(&pad(cell, side_width[i] + 3));
        }
        line.trim_end().to_string()
    };
    let marker = |seat: u8| {
        if view.to_move() == seat && !view.status().is_over() {
            if style.fancy { "▶ " } else { "> " }
        } else {
            "  "
        }
    };
    let payoff = |seat: u8| -> String {
        let count = view.payoff_count(seat);
        match view.payoff_top(seat) {
            Some(top) => format!("pay-off {}  ({count} left)", style.card(top)),
            None => format!("pay-off {}  (empty)", style.empty()),
        }
    };

    for &seat in &order {
        out.push('\n');
        let mut tags = vec![];
        if rules.partner(me) == Some(seat) {
            tags.push("partner".to_string());
        }
        tags.push(format!(
            "hand {} card{}",
            view.hand_count(seat),
            if view.hand_count(seat) == 1 { "" } else { "s" }
        ));
        out.push_str(&format!(
            "{}{}{}   {}\n",
            marker(seat),
            pad(&style.bold(seats.name(seat)), name_width - 2),
            payoff(seat),
            style.dim(&tags.join(", "))
        ));
        out.push_str(&sides_line(seat));
        out.push('\n');
    }

    // Centre piles, stock.
    out.push('\n');
    let mut centre = format!("  {}", pad(&style.bold("Centre"), name_width - 2));
    for c in 0..rules.centre_piles {
        let pile = view.centre(c);
        let needs = style.rank(view.centre_needs(c));
        let top = match (pile.last(), view.centre_king_stands_for(c)) {
            (Some(&card), Some(rank)) => format!("{}={}", style.card(card), style.rank(rank)),
            (Some(&card), None) => style.card(card),
            (None, _) => style.empty().to_string(),
        };
        centre.push_str(&pad(&format!("c{} {top} needs {needs}", c + 1), 19));
    }
    out.push_str(centre.trim_end());
    out.push('\n');
    let mut stock = format!(
        "{}stock {} card{}",
        " ".repeat(name_width),
        view.stock_count(),
        if view.stock_count() == 1 { "" } else { "s" }
    );
    if !view.set_aside().is_empty() {
        stock.push_str(&format!(", {} set aside", view.set_aside().len()));
    }
    if rules.kings_wild {
        stock.push_str(&format!("   {dot} kings are wild"));
    }
    out.push_str(&stock);
    out.push('\n');

    // The viewer.
    out.push('\n');
    let partner_note = match rules.partner(me) {
        Some(p) => style.dim(&format!(
            "   partner {}: play their pay-off top with pp",
            seats.name(p)
        )),
        None => String::new(),
    };
    out.push_str(&format!(
        "{}{}{}{partner_note}\n",
        marker(me),
        pad(&style.bold(seats.name(me)), name_width - 2),
        payoff(me)
    ));
    out.push_str(&sides_line(me));
    out.push('\n');
    let mut hand = format!("{}hand    ", " ".repeat(name_width));
    if view.hand().is_empty() {
        hand.push_str(style.empty());
    }
    for (i, &card) in view.hand().iter().enumerate() {
        hand.push_str(&pad(&format!("h{} {}", i + 1, style.card(card)), 9));
    }
    out.push_str(hand.trim_end());
    out.push('\n');
    out.push('\n');
    out.push_str(&super::style::wrap(
        &turn_line(view, seats),
        super::style::PROSE_WIDTH,
    ));
    out.push('\n');
    out
}

/// A side pile in the table: its top cards (the top last) and, when some are
/// left out, the count.
fn side_cell(pile: &[Card], i: u8, style: Style) -> String {
    let mut cell = format!("s{} ", i + 1);
    if pile.is_empty() {
        cell.push_str(style.empty());
        return cell;
    }
    let shown = &pile[pile.len().saturating_sub(SIDE_SHOWN)..];
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

/// Whose turn it is, or how the game ended.
pub fn turn_line(view: &PlayerView, seats: &Seats) -> String {
    let rules = view.rules();
    match view.status() {
        Status::Playing => {
            let seat = view.to_move();
            if seat != view.seat() || !seats.is_person(seat) {
                return format!("{} turn.", seats.possessive(seat));
            }
            let mut line = if seats.is_you(seat) {
                "Your turn.".to_string()
            } else {
                format!("{}, your turn.", seats.name(seat))
            };
            // A reminder during everyone's first turn.
            if view.turn() <= u32::from(rules.players) {
                line.push_str(
                    " Play to the centre (moves look like h3 c1), then discard to a side pile to end it (like h2 s1). Also: moves, hint, help.",
                );
            }
            line
        }
        status => format!(
            "Game over: {}",
            words::result_sentence(status, seats, rules)
        ),
    }
}

/// Every side pile in full, bottom to top (the `show` command).
pub fn side_piles_full(view: &PlayerView, seats: &Seats, style: Style) -> String {
    let mut out =
        String::from("Side piles, bottom to top (the last card is the one that plays):\n");
    for seat in 0..view.rules().players {
        for i in 0..SIDE_PILES as u8 {
            let pile = view.side(seat, i);
            if pile.is_empty() {
                continue;
            }
            let cards: Vec<String> = pile.iter().map(|&c| style.card(c)).collect();
            out.push_str(&format!(
                "  {} s{}: {}\n",
                seats.name(seat),
                i + 1,
                cards.join(" ")
            ));
        }
    }
    if out.lines().count() == 1 {
        out.push_str("  (every side pile is empty)\n");
    }
    if !view.set_aside().is_empty() {
        out.push_str(&format!(
            "  Set aside: {} cards (complete centre piles)\n",
            view.set_aside().len()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_ai::Level;
    use spite_core::{Game, Rules};

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
        let seats = Seats::new(2, 1, Level::Medium);
        let text = draw(
            &view,
            &seats,
            &Scoreboard {
                game: 1,
                scores: &[0, 3],
                target: 50,
            },
            Style::PLAIN,
        );
        assert!(text.is_ascii(), "{text}");
        assert!(text.contains("You 0, Computer 3"), "{text}");
        assert!(
            text.contains(&format!("stock {} card", view.stock_count())),
            "{text}"
        );
        for (i, &card) in view.hand().iter().enumerate() {
            let cell = format!("h{} {}{}", i + 1, card.rank().face(), card.suit().letter());
            assert!(text.contains(&cell), "{cell} missing in\n{text}");
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
