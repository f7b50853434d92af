//! Events and moves told in words: "Computer plays 5♥ from hand to centre 2".

use spite_core::{CompletedPiles, Event, Move, PlayerView, Rules, Source, Status, Target};

use super::seats::Seats;
use super::style::Style;

/// Where a card comes from, in words.
pub fn source(from: Source) -> String {
    match from {
        Source::Hand(_) => "hand".into(),
        Source::Payoff => "pay-off pile".into(),
        Source::PartnerPayoff => "partner's pay-off pile".into(),
        Source::Side(i) => format!("side pile {}", i + 1),
    }
}

/// Where a card goes, in words.
pub fn target(to: Target) -> String {
    match to {
        Target::Centre(i) => format!("centre {}", i + 1),
        Target::Side(i) => format!("side pile {}", i + 1),
    }
}

/// A legal move explained for the seat of `view`: "7♥ from hand to centre 1".
pub fn move_phrase(view: &PlayerView, mv: Move, style: Style) -> String {
    let card = view
        .card_at(mv.from)
        .map(|c| style.card(c))
        .unwrap_or_else(|| "?".into());
    match mv.to {
        Target::Centre(c) => {
            let king = view.card_at(mv.from).is_some_and(|c| c.is_king())
                && view.centre_needs(c).number() != 13;
            let wild = if king && view.rules().kings_wild {
                format!(" as {}", style.rank(view.centre_needs(c)))
            } else {
                String::new()
            };
            format!("{card} from {} to {}{wild}", source(mv.from), target(mv.to))
        }
        Target::Side(_) => format!("discard {card} onto {} (ends the turn)", target(mv.to)),
    }
}

/// One event as a sentence, or `None` for events the table already shows
/// (the turn passing is announced by the turn header).
pub fn event(ev: &Event, seats: &Seats, rules: &Rules, style: Style) -> Option<String> {
    Some(match *ev {
        Event::Played {
            seat,
            mv,
            card,
            counts_as,
        } => match mv.to {
            Target::Centre(c) => {
                let wild = match counts_as {
                    Some(r) if card.is_king() && r.number() != 13 => {
                        format!(" as {}", style.rank(r))
                    }
                    _ => String::new(),
                };
                format!(
                    "{} {} from {} to centre {}{wild}.",
                    seats.says(seat, "play", "plays"),
                    style.card(card),
                    source(mv.from),
                    c + 1
                )
            }
            Target::Side(s) => format!(
                "{} {} onto side pile {}, ending the turn.",
                seats.says(seat, "discard", "discards"),
                style.card(card),
                s + 1
            ),
        },
        Event::PayoffTurned { seat, card } => format!(
            "{} next pay-off card is {}.",
            seats.possessive(seat),
            style.card(card)
        ),
        Event::PileCompleted { centre } => match rules.completed_piles {
            CompletedPiles::ShuffleIntoStock => format!(
                "Centre {} is complete; its cards go back into the stock.",
                centre + 1
            ),
            CompletedPiles::SetAside => format!(
                "Centre {} is complete and set aside until the stock runs out.",
                centre + 1
            ),
        },
        Event::StockShuffled { stock } => {
            format!("The stock is shuffled; it holds {stock} cards.")
        }
        Event::Drew { seat, count } => format!(
            "{} {count} card{}.",
            seats.says(seat, "draw", "draws"),
            if count == 1 { "" } else { "s" }
        ),
        Event::TurnPassed { .. } => return None,
        Event::GameOver { result } => result_sentence(result, seats, rules),
    })
}

/// The rules named for people: a preset, or the preset they differ least
/// from and what differs ("g4a rules with 4 players"). The match target is
/// told on its own, so it is not counted as a difference.
pub fn rules_name(rules: &Rules) -> String {
    let differences = |preset: &Rules| -> Vec<String> {
        let mut out = vec![];
        if rules.players != preset.players {
            out.push(format!("{} players", rules.players));
        }
        let flag = |on: bool, yes: &str, no: &str| if on { yes } else { no }.to_string();
        if rules.partnership != preset.partnership {
            out.push(flag(rules.partnership, "partnerships", "no partnerships"));
        }
        if rules.payoff_size != preset.payoff_size {
            out.push(format!("pay-off piles of {}", rules.payoff_size));
        }
        if rules.hand_size != preset.hand_size {
            out.push(format!("hands of {}", rules.hand_size));
        }
        if rules.centre_piles != preset.centre_piles {
            let s = if rules.centre_piles == 1 { "" } else { "s" };
            out.push(format!("{} centre pile{s}", rules.centre_piles));
        }
        if rules.kings_wild != preset.kings_wild {
            out.push(flag(rules.kings_wild, "kings wild", "kings not wild"));
        }
        if rules.complete_at != preset.complete_at {
            out.push(format!("piles complete at {}", rules.complete_at.face()));
        }
        if rules.completed_piles != preset.completed_piles {
            out.push(match rules.completed_piles {
                CompletedPiles::ShuffleIntoStock => "complete piles shuffled into the stock".into(),
                CompletedPiles::SetAside => "complete piles set aside".into(),
            });
        }
        if rules.refill_empty_hand != preset.refill_empty_hand {
            out.push(flag(
                rules.refill_empty_hand,
                "an empty hand refilled",
                "no refill of an empty hand",
            ));
        }
        out
    };
    let (name, diff) = Rules::PRESETS
        .iter()
        .filter_map(|n| Rules::preset(n).map(|p| (*n, differences(&p))))
        .min_by_key(|(_, d)| d.len())
        .unwrap_or(("custom", vec![]));
    match diff.as_slice() {
        [] => format!("{name} rules"),
        [one] => format!("{name} rules with {one}"),
        [first @ .., last] => format!("{name} rules with {} and {last}", first.join(", ")),
    }
}

/// The line that opens a turn in the narration and the log.
pub fn turn_header(seats: &Seats, seat: u8) -> String {
    format!("-- {} turn --", seats.possessive(seat))
}

/// How a finished game ended, in one sentence.
pub fn result_sentence(result: Status, seats: &Seats, rules: &Rules) -> String {
    match result {
        Status::Won { winner, points } => {
            let who = if rules.partnership {
                format!("{} win", seats.side_name(rules, rules.side_of(winner)))
            } else {
                seats.says(winner, "win", "wins")
            };
            format!(
                "{who} the game, scoring {points} point{}.",
                if points == 1 { "" } else { "s" }
            )
        }
        Status::Drawn => {
            "The stock ran out when a card had to be drawn: the game is drawn, no points.".into()
        }
        Status::Playing => "The game goes on.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_ai::Level;
    use spite_core::Card;

    #[test]
    fn plays_read_as_sentences() {
        let seats = Seats::new(2, 1, Level::Medium);
        let rules = Rules::g4a();
        let five: Card = "5H".parse().unwrap();
        let ev = Event::Played {
            seat: 1,
            mv: "h2 c2".parse().unwrap(),
            card: five,
            counts_as: Some(five.rank()),
        };
        assert_eq!(
            event(&ev, &seats, &rules, Style::PLAIN).unwrap(),
            "Computer plays 5H from hand to centre 2."
        );
        let king: Card = "KS".parse().unwrap();
        let ev = Event::Played {
            seat: 0,
            mv: "p c1".parse().unwrap(),
            card: king,
            counts_as: spite_core::Rank::new(4),
        };
        assert_eq!(
            event(&ev, &seats, &rules, Style::PLAIN).unwrap(),
            "You play KS from pay-off pile to centre 1 as 4."
        );
        let ev = Event::Played {
            seat: 0,
            mv: "h1 s3".parse().unwrap(),
            card: five,
            counts_as: None,
        };
        assert_eq!(
            event(&ev, &seats, &rules, Style::PLAIN).unwrap(),
            "You discard 5H onto side pile 3, ending the turn."
        );
        let ev = Event::Drew { seat: 1, count: 1 };
        assert_eq!(
            event(&ev, &seats, &rules, Style::PLAIN).unwrap(),
            "Computer draws 1 card."
        );
    }

    #[test]
    fn rules_are_named_by_their_preset_and_what_differs() {
        assert_eq!(rules_name(&Rules::g4a()), "g4a rules");
        let mut r = Rules::g4a();
        r.players = 4;
        r.match_target = 20;
        assert_eq!(rules_name(&r), "g4a rules with 4 players");
        let mut r = Rules::classic();
        r.players = 4;
        r.partnership = true;
        r.hand_size = 6;
        assert_eq!(
            rules_name(&r),
            "classic rules with 4 players, partnerships and hands of 6"
        );
    }

    #[test]
    fn results_name_the_winner_and_points() {
        let seats = Seats::new(2, 1, Level::Medium);
        let rules = Rules::g4a();
        let won = Status::Won {
            winner: 1,
            points: 7,
        };
        assert_eq!(
            result_sentence(won, &seats, &rules),
            "Computer wins the game, scoring 7 points."
        );
        assert!(result_sentence(Status::Drawn, &seats, &rules).contains("drawn"));
    }
}
