//! The game told as data: every sentence a frontend shows is a [`Message`]
//! naming the seats, cards, piles and counts it is about. A [`Render`]
//! (spite-i18n's `Fluent`, in each language) turns it into words.
//!
//! Messages hold only what their reader may see: a draw by another seat is a
//! count, never cards.

use spite_core::{
    Card, CompletedPiles, Move, MoveParseError, Rank, RuleError, RulesError, Source, UndoError,
};

use crate::presets::RulesName;
use crate::seats::{SeatLabel, SeatName, Side};
use spite_ai::HintPlan;

/// One thing to tell a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// `who` played `card` from `from` to centre pile `centre` (0-based);
    /// a wild king `counts_as` the rank the pile needed.
    Played {
        /// Who played.
        who: SeatName,
        /// The card played.
        card: Card,
        /// Where it came from.
        from: Source,
        /// The centre pile, 0-based.
        centre: u8,
        /// The rank a wild king stood for (`None` for any other card).
        counts_as: Option<Rank>,
    },
    /// `who` discarded `card` onto their side pile `pile` (0-based), ending
    /// the turn.
    Discarded {
        /// Who discarded.
        who: SeatName,
        /// The card discarded.
        card: Card,
        /// The side pile, 0-based.
        pile: u8,
    },
    /// The next card of `whose` pay-off pile was turned up.
    PayoffTurned {
        /// Whose pay-off pile.
        whose: SeatName,
        /// The card now on top.
        card: Card,
    },
    /// Centre pile `centre` (0-based) was completed, and went where
    /// `completed` says.
    PileCompleted {
        /// The centre pile, 0-based.
        centre: u8,
        /// Where complete piles go under the rules in force.
        completed: CompletedPiles,
    },
    /// The stock was shuffled and now holds `stock` cards.
    StockShuffled {
        /// Cards in the stock.
        stock: u16,
    },
    /// `who` drew `count` cards; `cards` are named only to the seat that
    /// drew them (empty otherwise).
    Drew {
        /// Who drew.
        who: SeatName,
        /// How many cards.
        count: u8,
        /// The cards, only when the reader is the one who drew them.
        cards: Vec<Card>,
    },
    /// It is `whose` turn now.
    TurnStarts {
        /// Whose turn.
        whose: SeatName,
    },
    /// `winner` won the game and scored `points`.
    GameWon {
        /// The winning side.
        winner: Side,
        /// Points scored.
        points: u32,
    },
    /// The game was drawn: a card had to be drawn from an empty stock.
    GameDrawn,
    /// Game `number` (1-based) is dealt; `first` plays first (or, when
    /// `resumed`, is to move in a game already under way).
    GameStarts {
        /// The game's number in the match, the first being 1.
        number: usize,
        /// Who plays first, or is to move.
        first: SeatName,
        /// Whether moves have been played already (a loaded game).
        resumed: bool,
    },
    /// The score of the match, side by side, and the target.
    Score {
        /// Points that win the match.
        target: u32,
        /// Every side with its points.
        sides: Vec<(Side, u32)>,
    },
    /// `winner` won the match.
    MatchWon {
        /// The side that reached the target.
        winner: Side,
    },
    /// A match begins: its rules, target, seed and who plays against whom.
    Welcome {
        /// What the rules are called.
        rules: RulesName,
        /// Points that win the match.
        target: u32,
        /// The match seed, to play the same deals again.
        seed: u64,
        /// The sides, each with its seats' names and levels.
        sides: Vec<Vec<SeatLabel>>,
    },
    /// A legal move described for the seat that may play it.
    MoveOption {
        /// The move.
        mv: Move,
        /// The card it plays, if known.
        card: Option<Card>,
        /// The rank a wild king would stand for on its centre pile.
        counts_as: Option<Rank>,
    },
    /// A suggested move for the reader, with the card it plays and a reason.
    Hint {
        /// The move to play.
        mv: Move,
        /// The card it plays, if known.
        card: Option<Card>,
        /// The plan it starts and why (`spite_ai::hint`'s), which every
        /// renderer words in its language.
        plan: HintPlan,
    },
    /// No move can be suggested now.
    NoHint,
    /// `who` took back `mv`, which had played `card`.
    TookBack {
        /// Who took the move back.
        who: SeatName,
        /// The move taken back.
        mv: Move,
        /// The card back at its source.
        card: Option<Card>,
    },
    /// A computer player failed (`tried` an illegal move, or none at all),
    /// so the table played its first legal move, `played`, for it.
    BotFailed {
        /// The computer's seat.
        who: SeatName,
        /// The illegal move it chose, if it chose one.
        tried: Option<Move>,
        /// The move played instead.
        played: Move,
    },
    /// Something asked for was refused; nothing changed.
    Refused(Refusal),
    /// One line of the rules explanation.
    Rule(RuleLine),
}

/// Why a request was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It is `to_move`'s turn, not the asker's.
    NotYourTurn {
        /// Who is to move.
        to_move: SeatName,
    },
    /// `seat` is played by the computer, which moves by itself.
    NotAPerson {
        /// The computer's seat.
        seat: SeatName,
    },
    /// The game is over (the next one may be dealt).
    GameOver,
    /// The match is over.
    MatchOver,
    /// The game is still being played, so the next cannot be dealt.
    GameNotOver,
    /// The rules refuse `mv` (which would play `card`).
    Illegal {
        /// The move refused.
        mv: Move,
        /// The card it would have played.
        card: Option<Card>,
        /// Why.
        error: RuleError,
    },
    /// The rules refuse a move, told by its reason alone: a window's card
    /// dropped on a pile, where the move needs no naming.
    Rule(RuleError),
    /// `text` is not a move.
    NotAMove {
        /// What was typed.
        text: String,
        /// Why it is not a move.
        error: MoveParseError,
    },
    /// Nothing can be taken back.
    Undo(UndoError),
    /// A rule set cannot be dealt (a rules editor's settings, a rules
    /// file): `rules.validate()`'s answer.
    Rules(RulesError),
    /// A computer's answer came after the table had moved on.
    Stale,
    /// A rematch cannot be offered (the match is not over, or the game
    /// is not online) or answered (none is offered to this seat).
    Rematch,
    /// A review cannot be asked for: no game of the match has finished,
    /// or the table is not online (a frontend reviews a game here from
    /// its record, with `spite_ai::review_game`).
    Review,
}

/// One line of the rules explanation, generated from the rules in force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleLine {
    /// The heading: what the rules are called.
    Heading {
        /// The preset and what differs from it.
        name: RulesName,
    },
    /// The aim of the game.
    Aim {
        /// Whether the players play in two partnerships.
        partnership: bool,
    },
    /// The deal.
    Deal {
        /// Number of players.
        players: u8,
        /// Decks shuffled together.
        decks: u8,
        /// Cards in each pay-off pile.
        payoff: u8,
        /// Cards in a hand.
        hand: u8,
        /// Number of centre piles.
        centre: u8,
    },
    /// Partners sit opposite and share their pay-off piles.
    Partners,
    /// A turn starts by drawing up to `hand` cards.
    TurnStart {
        /// The hand size.
        hand: u8,
    },
    /// What may be played: pay-off top, side pile tops and hand cards, onto
    /// the centre piles.
    Sources,
    /// Centre piles build from the ace up to `complete_at`, suits ignored.
    Build {
        /// The completing rank.
        complete_at: Rank,
    },
    /// Whether kings are wild.
    Kings {
        /// Kings stand for the rank a pile needs.
        wild: bool,
    },
    /// What happens to a complete pile.
    Completed {
        /// The completing rank.
        complete_at: Rank,
        /// Where it goes.
        completed: CompletedPiles,
    },
    /// A turn ends with a discard onto a side pile.
    Discard,
    /// What emptying the hand mid-turn does.
    EmptyHand {
        /// The hand is refilled and the turn goes on (else the turn ends).
        refill: bool,
        /// The hand size.
        hand: u8,
    },
    /// Winning a game and its points.
    Win {
        /// Whether it takes both partners' pay-off piles.
        partnership: bool,
    },
    /// When a game is drawn.
    Drawn {
        /// Set-aside piles are shuffled into a new stock first.
        set_aside: bool,
    },
    /// The match target, and who starts the next game.
    Match {
        /// Points that win the match.
        target: u32,
    },
}
