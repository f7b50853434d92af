//! How the terminal speaks: one [`Render`] (English today, a translation
//! tomorrow) showing cards in the terminal's [`TermStyle`], and the few ways the
//! REPL lays rendered sentences out. No game sentence is written here: they
//! all come from `spite_table`'s messages through the renderer.

use spite_core::{Rules, Seat, Status};
use spite_i18n::Fluent;
use spite_table::{CardFn, Message, Render, SeatName, Seats, result_message};

use super::style::TermStyle;

/// The renderer the terminal uses: the chosen language (English when none
/// was chosen), with cards coloured as `style` colours them.
pub fn renderer(style: TermStyle) -> Box<dyn Render> {
    Box::new(Fluent::new(
        crate::words::language(),
        CardFn(move |card| style.card(card)),
    ))
}

/// The seats of a table and the renderer that names them: what the table
/// drawing and the narration need to call people by their names.
#[derive(Clone, Copy)]
pub struct Voice<'a> {
    pub seats: &'a Seats,
    pub render: &'a dyn Render,
}

impl<'a> Voice<'a> {
    /// The voice of `seats`, told by `render`.
    pub fn new(seats: &'a Seats, render: &'a dyn Render) -> Voice<'a> {
        Voice { seats, render }
    }

    /// What the table calls `seat`: "You", "Computer 2".
    pub fn name(&self, seat: Seat) -> String {
        self.render.name(&self.seats.name(seat))
    }

    /// A scoring side's names, for the scoreboard: "You & Computer 2".
    pub fn side(&self, rules: &Rules, side: u8) -> String {
        self.render.side(&self.seats.side(rules, side))
    }

    /// A message in words.
    pub fn say(&self, message: &Message) -> String {
        self.render.render(message)
    }

    /// "Computer's turn.", "Your turn.".
    pub fn turn(&self, seat: Seat) -> String {
        self.say(&Message::TurnStarts {
            whose: self.seats.name(seat),
        })
    }

    /// How a finished game ended: "Computer wins the game, scoring 7 points."
    pub fn result(&self, rules: &Rules, status: Status) -> String {
        result_message(self.seats, rules, status)
            .map(|m| self.say(&m))
            .unwrap_or_default()
    }
}

/// The line that opens a turn in the narration and the log: the rendered
/// "Computer's turn." set off as a header, "-- Computer's turn --".
pub fn turn_header(render: &dyn Render, whose: &SeatName) -> String {
    let said = render.render(&Message::TurnStarts {
        whose: whose.clone(),
    });
    format!("-- {} --", said.trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_ai::Level;

    #[test]
    fn names_turns_and_results_come_from_the_renderer() {
        let seats = Seats::standard(2, 1, Level::Medium);
        let render = renderer(TermStyle::PLAIN);
        let voice = Voice::new(&seats, render.as_ref());
        assert_eq!(voice.name(0), "You");
        assert_eq!(voice.name(1), "Computer");
        assert_eq!(voice.turn(1), "Computer's turn.");
        assert_eq!(
            turn_header(render.as_ref(), &SeatName::You),
            "-- Your turn --"
        );
        let won = Status::Won {
            winner: 1,
            points: 7,
        };
        assert_eq!(
            voice.result(&Rules::g4a(), won),
            "Computer wins the game, scoring 7 points."
        );
    }
}
