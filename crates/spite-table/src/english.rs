//! The one English renderer: [`Message`]s into sentences.
//!
//! Cards are shown by a [`CardText`] the frontend chooses (plain `5H`, a
//! suit symbol `5♥`, a coloured terminal string), so the words and the card
//! styling stay apart. Another language is another [`Render`].

use spite_core::{
    Card, CompletedPiles, MAX_CENTRE_PILES, MAX_HAND, MAX_SEATS, Malformed, MoveParseError, Rank,
    RuleError, RulesError, SIDE_PILES, Slot, Source, Target, UndoError,
};

use crate::message::{Message, Refusal, RuleLine};
use crate::presets::{RuleChange, RulesName};
use crate::seats::{SeatLabel, SeatName, Side};
use spite_ai::{HintPlan, HintWhy};

/// Turns messages into text in one language.
pub trait Render {
    /// The message as text (one or more sentences, no trailing newline).
    fn render(&self, message: &Message) -> String;

    /// A seat's name as it stands alone or starts a sentence ("You",
    /// "Computer 2"), for labels on the table.
    fn name(&self, name: &SeatName) -> String;

    /// A name with its computer level: "Computer (medium)".
    fn label(&self, label: &SeatLabel) -> String;

    /// A scoring side's name: one seat, or partners joined ("You &
    /// Computer 2").
    fn side(&self, side: &Side) -> String {
        side.0
            .iter()
            .map(|n| self.name(n))
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// Every message, one text each.
    fn render_all(&self, messages: &[Message]) -> Vec<String> {
        messages.iter().map(|m| self.render(m)).collect()
    }
}

/// How a frontend shows a card (and a rank) inside sentences.
pub trait CardText {
    /// The card, e.g. `5H`, `5♥`, or a coloured string.
    fn card(&self, card: Card) -> String;
    /// A rank on its own, e.g. the rank a wild king stands for.
    fn rank(&self, rank: Rank) -> String {
        rank.face().to_string()
    }
}

/// Cards in their plain notation: `5H`, `TS`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl CardText for Plain {
    fn card(&self, card: Card) -> String {
        card.to_string()
    }
}

/// Cards with a suit symbol: `5♥`, `10♠`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Symbols;

impl CardText for Symbols {
    fn card(&self, card: Card) -> String {
        card.pretty()
    }
}

/// Any function from a card to its text (a frontend's own styling).
#[derive(Clone, Copy, Debug)]
pub struct CardFn<F>(pub F);

impl<F: Fn(Card) -> String> CardText for CardFn<F> {
    fn card(&self, card: Card) -> String {
        (self.0)(card)
    }
}

/// The English renderer, showing cards with `C`.
#[derive(Clone, Copy, Debug, Default)]
pub struct English<C = Plain> {
    cards: C,
}

impl English<Plain> {
    /// English with plain card notation (`5H`).
    pub const fn plain() -> English<Plain> {
        English { cards: Plain }
    }
}

impl<C: CardText> English<C> {
    /// English showing cards with `cards`.
    pub fn new(cards: C) -> English<C> {
        English { cards }
    }

    fn card(&self, card: Card) -> String {
        self.cards.card(card)
    }

    fn opt_card(&self, card: Option<Card>) -> String {
        match card {
            Some(c) if !c.is_unknown() => format!(" ({})", self.card(c)),
            _ => String::new(),
        }
    }

    /// `name` + the verb agreeing with it: "You play", "Computer plays".
    fn says(&self, who: &SeatName, you_form: &str, their_form: &str) -> String {
        let verb = if who.is_you() { you_form } else { their_form };
        format!("{} {verb}", self.name(who))
    }

    /// "Your", "Computer's".
    fn possessive(&self, who: &SeatName) -> String {
        if who.is_you() {
            "Your".into()
        } else {
            format!("{}'s", self.name(who))
        }
    }

    fn side_says(&self, side: &Side, plural: &str, singular: &str) -> String {
        let verb = if side.is_plural() { plural } else { singular };
        format!("{} {verb}", self.side(side))
    }

    fn rules_name(&self, name: &RulesName, skip_target: bool) -> String {
        let changes: Vec<String> = name
            .changes
            .iter()
            .filter(|c| !(skip_target && matches!(c, RuleChange::MatchTarget(_))))
            .map(|c| change(*c))
            .collect();
        if changes.is_empty() {
            format!("{} rules", name.preset)
        } else {
            format!("{}, {}", name.preset, changes.join(", "))
        }
    }

    fn refusal(&self, refusal: &Refusal) -> String {
        match refusal {
            Refusal::NotYourTurn { to_move } if to_move.is_you() => {
                "That seat is not to move: you are.".into()
            }
            Refusal::NotYourTurn { to_move } => {
                format!("It is not your turn: it is {} turn.", self.possessive(to_move))
            }
            Refusal::NotAPerson { seat } => format!(
                "{} a computer player and moves by itself.",
                self.says(seat, "are", "is")
            ),
            Refusal::GameOver => "This game is over.".into(),
            Refusal::MatchOver => "The match is over.".into(),
            Refusal::GameNotOver => {
                "This game is not over yet; the next one is dealt when it ends.".into()
            }
            Refusal::Illegal { mv, card, error } => {
                format!("Cannot play {mv}{}: {}.", self.opt_card(*card), rule_error(error))
            }
            Refusal::Rule(error) => capitalised(&rule_error(error)) + ".",
            Refusal::NotAMove { text, error } => self.not_a_move(text, error),
            Refusal::Undo(UndoError::Nothing) => {
                "Nothing to take back: you have not moved yet this turn, and earlier turns are final."
                    .into()
            }
            Refusal::Undo(UndoError::Revealed { mv, reason }) => format!(
                "Cannot take back {mv}: that move {}, so it stays.",
                revealed(*reason)
            ),
            Refusal::Stale => "That answer came too late: the table has moved on.".into(),
            Refusal::Rules(error) => format!("These rules cannot be played: {}.", rules_error(error)),
        }
    }

    /// Why a typed line is not a move, in a player's words.
    fn not_a_move(&self, text: &str, error: &MoveParseError) -> String {
        match error {
            MoveParseError::NotAMove(Malformed::Unknown { word, .. }) => format!(
                "'{word}' is not a move: a move is a source and a target, like 'h3 c1' or 'p c2'."
            ),
            MoveParseError::NotAMove(_) => {
                format!("That is not a move: {}.", self.move_mistake(error))
            }
            MoveParseError::NotHeld { card } => format!(
                "You have no {} to play: it is not your pay-off top, in your hand or on top of a side pile.",
                self.card(*card)
            ),
            MoveParseError::NoSuchSlot { .. } | MoveParseError::NoSuchPile { .. } => {
                format!("Cannot play {text}: {}.", self.move_mistake(error))
            }
        }
    }

    /// Why a text is not a move this seat can make, as a reason without a
    /// final full stop, naming the table's real sizes: "your hand has no
    /// card h6; it holds 5 cards". The engine protocol answers with it.
    pub fn move_mistake(&self, error: &MoveParseError) -> String {
        const A_MOVE: &str = "a move is a card and where it goes, like 'h3 c1' or 'p c2'";
        match error {
            MoveParseError::NotAMove(m) => match m {
                Malformed::Empty => A_MOVE.into(),
                Malformed::Unknown {
                    word,
                    hand,
                    partner,
                } => {
                    let hand = match hand {
                        0 => String::new(),
                        1 => "h1 (hand), ".into(),
                        n => format!("h1..h{n} (hand), "),
                    };
                    let partner = if *partner {
                        "pp (partner's pay-off), "
                    } else {
                        ""
                    };
                    format!(
                        "'{word}' is not a card or a pile: a move starts with {hand}p (pay-off), {partner}s1..s{SIDE_PILES} (side piles) or a card you can see, like 7h"
                    )
                }
                Malformed::NoTarget { word } => format!("'{word}' needs a target: {A_MOVE}"),
                Malformed::Words { text, words } => {
                    format!("'{text}' has {words} words: {A_MOVE}")
                }
                Malformed::Reversed { word, swapped } => {
                    let swap = match swapped {
                        Some(s) => format!(": '{s}'"),
                        None => String::new(),
                    };
                    format!(
                        "'{word}' is a centre pile, where a card goes: name the card first, then where it goes{swap}"
                    )
                }
                Malformed::SourceAsTarget { word, piles } => format!(
                    "'{word}' is where a card comes from, not where it goes: use {}",
                    targets(*piles)
                ),
                Malformed::NotATarget { word, piles } => {
                    format!("'{word}' is not a target: use {}", targets(*piles))
                }
            },
            MoveParseError::NoSuchSlot {
                slot: Slot::Hand,
                word,
                count,
            } => format!(
                "your hand has no card {word}; it holds {}",
                cards(usize::from(*count))
            ),
            MoveParseError::NoSuchSlot {
                slot: Slot::Side,
                word,
                ..
            } => format!("there is no side pile {word}; each seat has four"),
            MoveParseError::NoSuchPile { word, piles } => {
                format!("there is no centre pile {word}; the table has {piles}")
            }
            MoveParseError::NotHeld { card } => format!(
                "{} is not your pay-off top, in your hand or on top of one of your side piles",
                self.card(*card)
            ),
        }
    }

    /// Why the rules refuse a move, as a reason without a final full stop:
    /// "the 7 cannot go on centre pile 2, which needs a 5". The engine
    /// protocol answers with it.
    pub fn rule_reason(&self, error: &RuleError) -> String {
        rule_error(error)
    }

    fn wild(&self, card: Card, counts_as: Option<Rank>) -> String {
        match counts_as {
            Some(r) if card.is_king() && r != Rank::KING => format!(" as {}", self.cards.rank(r)),
            _ => String::new(),
        }
    }
}

impl<C: CardText> Render for English<C> {
    fn name(&self, name: &SeatName) -> String {
        match name {
            SeatName::You => "You".into(),
            SeatName::Player(n) => format!("Player {n}"),
            SeatName::Computer(None) => "Computer".into(),
            SeatName::Computer(Some(n)) => format!("Computer {n}"),
            SeatName::Seat(n) => format!("Seat {n}"),
            SeatName::Named(s) => s.clone(),
        }
    }

    fn label(&self, label: &SeatLabel) -> String {
        match label.level {
            Some(level) => format!("{} ({level})", self.name(&label.name)),
            None => self.name(&label.name),
        }
    }

    fn render(&self, message: &Message) -> String {
        match message {
            Message::Played {
                who,
                card,
                from,
                centre,
                counts_as,
            } => format!(
                "{} {} from {} to centre {}{}.",
                self.says(who, "play", "plays"),
                self.card(*card),
                source(*from),
                centre + 1,
                self.wild(*card, *counts_as)
            ),
            Message::Discarded { who, card, pile } => format!(
                "{} {} onto side pile {}, ending the turn.",
                self.says(who, "discard", "discards"),
                self.card(*card),
                pile + 1
            ),
            Message::PayoffTurned { whose, card } => format!(
                "{} next pay-off card is {}.",
                self.possessive(whose),
                self.card(*card)
            ),
            Message::PileCompleted { centre, completed } => match completed {
                CompletedPiles::ShuffleIntoStock => format!(
                    "Centre {} is complete; its cards go back into the stock.",
                    centre + 1
                ),
                CompletedPiles::SetAside => format!(
                    "Centre {} is complete and set aside until the stock runs out.",
                    centre + 1
                ),
            },
            Message::StockShuffled { stock } => format!(
                "The stock is shuffled; it holds {}.",
                cards(usize::from(*stock))
            ),
            Message::Drew {
                who,
                count,
                cards: drawn,
            } => {
                let mut line = format!(
                    "{} {}",
                    self.says(who, "draw", "draws"),
                    cards(usize::from(*count))
                );
                if !drawn.is_empty() {
                    let shown: Vec<String> = drawn.iter().map(|&c| self.card(c)).collect();
                    line = format!("{line}: {}", shown.join(" "));
                }
                line + "."
            }
            Message::TurnStarts { whose } => format!("{} turn.", self.possessive(whose)),
            Message::GameWon { winner, points } => format!(
                "{} the game, scoring {}.",
                self.side_says(winner, "win", "wins"),
                points_words(*points)
            ),
            Message::GameDrawn => {
                "The stock ran out when a card had to be drawn: the game is drawn, no points."
                    .into()
            }
            Message::GameStarts {
                number,
                first,
                resumed,
            } => {
                let verb = match (resumed, first.is_you()) {
                    (false, true) => "play first",
                    (false, false) => "plays first",
                    (true, true) => "are to move",
                    (true, false) => "is to move",
                };
                format!("Game {number}: {} {verb}.", self.name(first))
            }
            Message::Score { target, sides } => {
                let each: Vec<String> = sides
                    .iter()
                    .map(|(side, points)| format!("{}: {points}", self.side(side)))
                    .collect();
                format!("Match to {}. {}.", points_words(*target), each.join(", "))
            }
            Message::MatchWon { winner } => {
                format!("{} the match!", self.side_says(winner, "win", "wins"))
            }
            Message::Welcome {
                rules,
                target,
                seed,
                sides,
            } => {
                let sides: Vec<String> = sides
                    .iter()
                    .map(|side| {
                        side.iter()
                            .map(|l| self.label(l))
                            .collect::<Vec<_>>()
                            .join(" & ")
                    })
                    .collect();
                let who = match sides.split_first() {
                    Some((first, rest)) if !rest.is_empty() => {
                        format!(" {first} against {}.", rest.join(" and "))
                    }
                    _ => String::new(),
                };
                format!(
                    "Spite & Malice: {}, match to {target} points, seed {seed}.{who}",
                    self.rules_name(rules, true),
                )
            }
            Message::MoveOption {
                mv,
                card,
                counts_as,
            } => {
                let card_text = match card {
                    Some(c) if !c.is_unknown() => self.card(*c),
                    _ => "?".into(),
                };
                match mv.to {
                    Target::Centre(_) => format!(
                        "{card_text} from {} to {}{}",
                        source(mv.from),
                        target(mv.to),
                        card.map(|c| self.wild(c, *counts_as)).unwrap_or_default()
                    ),
                    Target::Side(_) => {
                        format!("discard {card_text} onto {} (ends the turn)", target(mv.to))
                    }
                }
            }
            Message::Hint { mv, card, plan } => {
                format!(
                    "Hint: {mv}{} - {}.",
                    self.opt_card(*card),
                    self.hint_reason(plan)
                )
            }
            Message::NoHint => "No hint now.".into(),
            Message::TookBack { who, mv, card } => format!(
                "{} back {mv}{}.",
                self.says(who, "take", "takes"),
                self.opt_card(*card)
            ),
            Message::BotFailed {
                who,
                tried: Some(tried),
                played,
            } => format!(
                "{} tried an illegal move ({tried}), so it plays {played} instead.",
                self.name(who)
            ),
            Message::BotFailed {
                who,
                tried: None,
                played,
            } => format!(
                "{} failed to choose a move, so it plays {played}.",
                self.name(who)
            ),
            Message::Refused(refusal) => self.refusal(refusal),
            Message::Rule(line) => self.rule_line(line),
        }
    }
}

impl<C: CardText> English<C> {
    /// A hint's plan and why in one line: "play 4 from hand to centre 2,
    /// then 5 from side pile 1: your pay-off 6 goes next".
    pub fn hint_reason(&self, plan: &HintPlan) -> String {
        let rank = |r: Option<Rank>| r.map_or("the card".to_string(), |r| self.cards.rank(r));
        let mut steps: Vec<String> = plan
            .steps
            .iter()
            .map(|s| {
                let from = match s.from {
                    Source::Hand(_) => "from hand".to_string(),
                    Source::Payoff => "from your pay-off pile".to_string(),
                    Source::PartnerPayoff => "from your partner's pay-off pile".to_string(),
                    Source::Side(i) => format!("from side pile {}", i + 1),
                };
                format!("{} {from} to centre {}", rank(s.rank), s.centre + 1)
            })
            .collect();
        if plan.more {
            steps.push("more".into());
        }
        let mut line = String::new();
        if !plan.steps.is_empty() {
            line = format!("play {}", steps.join(", then "));
        }
        if let Some(d) = plan.discard {
            let discard = format!("discard {} onto side pile {}", rank(d.rank), d.pile + 1);
            line = if line.is_empty() {
                discard
            } else {
                format!("{line}, and {discard}")
            };
        }
        let why = match plan.why {
            HintWhy::Wins => "that wins the game".to_string(),
            HintWhy::PayoffNow { rank: r } => format!("your pay-off {} goes now", rank(r)),
            HintWhy::PayoffNext { rank: r } => format!("your pay-off {} goes next", rank(r)),
            HintWhy::PartnerPayoffNow { rank: r } => {
                format!("your partner's pay-off {} goes now", rank(r))
            }
            HintWhy::PartnerPayoffNext { rank: r } => {
                format!("your partner's pay-off {} goes next", rank(r))
            }
            HintWhy::EmptiesHand { cards: 1 } => "that empties your hand for 1 new card".into(),
            HintWhy::EmptiesHand { cards } => {
                format!("that empties your hand for {cards} new cards")
            }
            HintWhy::PlaysOutHand => "that plays out your whole hand".into(),
            HintWhy::HelpsOpponent => {
                "playing to the centre now would help your opponent's pay-off card".into()
            }
            HintWhy::NothingCloser => {
                "nothing in the centre brings your pay-off card closer".into()
            }
            HintWhy::KeepsOrder => {
                "it moves cards on while keeping your side piles in order".into()
            }
        };
        format!("{line}: {why}")
    }

    fn rule_line(&self, line: &RuleLine) -> String {
        match line {
            // The preset alone when nothing changes it: "rules" is said once.
            RuleLine::Heading { name } if name.changes.is_empty() => {
                format!("The rules: {}.", name.preset)
            }
            RuleLine::Heading { name } => format!("The rules: {}.", self.rules_name(name, false)),
            RuleLine::Aim { partnership: false } => {
                "Be the first to play every card of your pay-off pile onto the centre piles.".into()
            }
            RuleLine::Aim { partnership: true } => {
                "Be the first partnership to play every card of both partners' pay-off piles onto the centre piles.".into()
            }
            RuleLine::Deal {
                players,
                decks,
                payoff,
                hand,
                centre,
            } => format!(
                "{players} players, {decks} decks shuffled together. Each player has a pay-off pile of {}, only its top card face up, a hand of {hand} and four side piles, empty at the start. {} shared, empty at the start; the other cards are the stock.",
                cards(usize::from(*payoff)),
                if *centre == 1 {
                    "One centre pile is".to_string()
                } else {
                    format!("{centre} centre piles are")
                }
            ),
            RuleLine::Partners => {
                "Partners sit opposite each other (seats 1 and 3 against seats 2 and 4) and may play the top card of either partner's pay-off pile.".into()
            }
            RuleLine::TurnStart { hand } => format!(
                "Your turn starts by drawing from the stock until your hand holds {}.",
                cards(usize::from(*hand))
            ),
            RuleLine::Sources => {
                "Then play as many cards as you like onto the centre piles: the top of your pay-off pile, the top of any of your side piles, or a hand card.".into()
            }
            RuleLine::Build { complete_at } => format!(
                "A centre pile is built up from the ace, one rank at a time, regardless of suit: A, 2, 3 … up to the {}.",
                complete_at.name()
            ),
            RuleLine::Kings { wild: true } => {
                "Kings are wild: a king may be played on any centre pile, even an empty one, and stands for the rank that pile needs.".into()
            }
            RuleLine::Kings { wild: false } => {
                "Kings are not wild: a king is only a king, played on a queen.".into()
            }
            RuleLine::Completed {
                complete_at,
                completed: CompletedPiles::ShuffleIntoStock,
            } => format!(
                "A centre pile that reaches the {} is complete: its {} cards are shuffled into the stock, and the pile starts again from the ace.",
                complete_at.name(),
                complete_at.number()
            ),
            RuleLine::Completed {
                complete_at,
                completed: CompletedPiles::SetAside,
            } => format!(
                "A centre pile that reaches the {} is complete and set aside; only when a card must be drawn from an empty stock are the set-aside piles shuffled into a new stock.",
                complete_at.name()
            ),
            RuleLine::Discard => {
                "Your turn ends when you discard a hand card onto one of your four side piles. Pay-off and side pile cards never go to side piles.".into()
            }
            RuleLine::EmptyHand { refill: true, hand } => format!(
                "If you empty your hand during your turn, you draw {hand} more and go on."
            ),
            RuleLine::EmptyHand { refill: false, .. } => {
                "If you empty your hand during your turn, your turn ends.".into()
            }
            RuleLine::Win { partnership: false } => {
                "Playing your last pay-off card wins the game at once; you score the cards left in the other pay-off piles.".into()
            }
            RuleLine::Win { partnership: true } => {
                "A partnership wins when both its pay-off piles are empty, and scores the cards left in the other partnership's pay-off piles.".into()
            }
            RuleLine::Drawn { set_aside: false } => {
                "If a card must be drawn and the stock is empty, the game is drawn and nobody scores.".into()
            }
            RuleLine::Drawn { set_aside: true } => {
                "If a card must be drawn, the stock is empty and no piles are set aside, the game is drawn and nobody scores.".into()
            }
            RuleLine::Match { target } => format!(
                "A match is won at {}. The player after the winner (with two players, the loser) starts the next game; after a drawn game, the player after the one who started it.",
                points_words(*target)
            ),
        }
    }
}

/// Where a card comes from: "hand", "pay-off pile", "side pile 2".
pub fn source(from: Source) -> String {
    match from {
        Source::Hand(_) => "hand".into(),
        Source::Payoff => "pay-off pile".into(),
        Source::PartnerPayoff => "partner's pay-off pile".into(),
        Source::Side(i) => format!("side pile {}", i + 1),
    }
}

/// Where a card goes: "centre 1", "side pile 2".
pub fn target(to: Target) -> String {
    match to {
        Target::Centre(i) => format!("centre {}", i + 1),
        Target::Side(i) => format!("side pile {}", i + 1),
    }
}

/// `s` with its first letter in upper case.
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "1 card", "3 cards".
fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

fn points_words(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// "an ace", "a 7", "an 8".
fn with_article(rank: Rank) -> String {
    match rank.number() {
        1 => "an ace".into(),
        8 => "an 8".into(),
        _ => format!("a {}", rank.name()),
    }
}

fn revealed(reason: spite_core::Revealed) -> &'static str {
    match reason {
        spite_core::Revealed::PayoffCard => "turned up a new pay-off card",
        spite_core::Revealed::Drew => "drew new cards",
        spite_core::Revealed::TurnEnded => "ended the turn",
        spite_core::Revealed::GameEnded => "ended the game",
    }
}

fn change(c: RuleChange) -> String {
    match c {
        RuleChange::Players(n) => format!("{n} players"),
        RuleChange::Partnership(true) => "in partnerships".into(),
        RuleChange::Partnership(false) => "no partnerships".into(),
        RuleChange::PayoffSize(n) => format!("pay-off {n}"),
        RuleChange::HandSize(n) => format!("hand {n}"),
        RuleChange::CentrePiles(1) => "1 centre pile".into(),
        RuleChange::CentrePiles(n) => format!("{n} centre piles"),
        RuleChange::KingsWild(true) => "kings wild".into(),
        RuleChange::KingsWild(false) => "kings not wild".into(),
        RuleChange::CompleteAt(r) => format!("piles to the {}", r.name()),
        RuleChange::CompletedPiles(CompletedPiles::ShuffleIntoStock) => {
            "complete piles shuffled into the stock".into()
        }
        RuleChange::CompletedPiles(CompletedPiles::SetAside) => "complete piles set aside".into(),
        RuleChange::RefillEmptyHand(true) => "an emptied hand is refilled".into(),
        RuleChange::RefillEmptyHand(false) => "an emptied hand ends the turn".into(),
        RuleChange::MatchTarget(n) => format!("match to {n}"),
    }
}

fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::GameOver => "the game is over".into(),
        RuleError::OutOfTurn { .. } => "it is not your turn".into(),
        RuleError::NoHandCard { slot, len, .. } => format!(
            "your hand has no card h{slot}; it holds {}",
            cards(usize::from(*len))
        ),
        RuleError::NoCentrePile { pile, piles } => {
            format!("there is no centre pile c{pile}; the table has {piles}")
        }
        RuleError::NoSidePile { pile } => {
            format!("there is no side pile s{pile}; each seat has four")
        }
        RuleError::EmptySide { pile } => format!("side pile s{pile} is empty"),
        RuleError::EmptyPayoff { .. } => "your pay-off pile is empty".into(),
        RuleError::EmptyPartnerPayoff { .. } => "your partner's pay-off pile is empty".into(),
        RuleError::NoPartner => "only the partnership game has a partner's pay-off pile".into(),
        RuleError::PayoffToSide => "pay-off cards may only be played to a centre pile".into(),
        RuleError::SideToSide => {
            "side pile cards may only be played to a centre pile, never to another side pile".into()
        }
        RuleError::DoesNotFit {
            card,
            centre,
            needs,
        } => format!(
            "the {} cannot go on centre pile {centre}, which needs {}",
            card.rank().name(),
            with_article(*needs)
        ),
        RuleError::Unknown => "that card is not known yet".into(),
    }
}

fn rules_error(e: &RulesError) -> String {
    match e {
        RulesError::Players(n) => format!("the game needs 2 to {MAX_SEATS} players, not {n}"),
        RulesError::NoSuchSeat(n) => format!("seat {n} does not exist"),
        RulesError::Partnership(n) => {
            format!("the partnership game is for exactly 4 players, not {n}")
        }
        RulesError::EmptyPayoff => "a pay-off pile needs at least one card".into(),
        RulesError::HandSize(n) => format!("the hand size must be 1 to {MAX_HAND}, not {n}"),
        RulesError::CentrePiles(n) => {
            format!("there must be 1 to {MAX_CENTRE_PILES} centre piles, not {n}")
        }
        RulesError::CompleteAt(r) => format!(
            "centre piles must complete at the queen or the king, not the {}: below the queen, higher cards could never be played",
            r.name()
        ),
        RulesError::KingsStuck => {
            "without wild kings, centre piles must run up to the king, or kings could never be played".into()
        }
        RulesError::MatchTarget => "the match target must be at least 1 point".into(),
        RulesError::TooFewCards {
            decks,
            cards,
            players,
            payoff,
            hand,
        } => format!(
            "{decks} decks hold {cards} cards, too few to deal {players} pay-off piles of {payoff} and hands of {hand} and leave a stock"
        ),
    }
}

/// The targets of a table with `piles` centre piles, for messages.
fn targets(piles: u8) -> String {
    match piles {
        1 => format!("c1 (the centre pile) or s1..s{SIDE_PILES} (side piles)"),
        n => format!("c1..c{n} (centre piles) or s1..s{SIDE_PILES} (side piles)"),
    }
}
