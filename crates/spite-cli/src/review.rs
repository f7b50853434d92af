//! `spite review FILE`: the game of a saved match looked back at from one
//! seat: each decision that gave away chance to win (spite-ai's review),
//! with the turn played, the better turn and why, told as it is found.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use spite_ai::{Mark, ReviewError, ReviewOptions, TurnReview, review_game};
use spite_core::{Card, Move, Record};
use spite_i18n::Fluent;
use spite_table::CardFn;

use crate::repl::{TermStyle, glued, load_saved};
use crate::words::tr;

/// Most play-outs per estimate a review takes (`--worlds`, the game's
/// `review N`).
pub const MAX_WORLDS: u32 = 1000;

/// Options of `spite review`.
#[derive(Debug, Clone, clap::Args)]
pub struct ReviewArgs {
    /// A match saved with the game's 'save FILE' (or its autosave).
    pub file: PathBuf,
    /// The seat to review, counted from 0 (0 = the first seat, the person
    /// in a game against the computer).
    #[arg(long, default_value_t = 0, value_parser = crate::help::number_in::<u8>(0, Some(5)))]
    pub seat: u8,
    /// Play-outs per estimate: fewer is faster and rougher.
    #[arg(long, value_name = "N", default_value_t = ReviewOptions::DEFAULT.worlds,
          value_parser = crate::help::number_in::<u32>(1, Some(u64::from(MAX_WORLDS))))]
    pub worlds: u32,
    /// Plain ASCII without colour (also when NO_COLOR is set or output is not a terminal).
    #[arg(long)]
    pub no_color: bool,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

pub fn run(args: ReviewArgs) -> Result<(), String> {
    let (m, saved) = load_saved(&args.file)?;
    let record = &saved.game;
    let players = record.rules.players;
    if args.seat >= players {
        return Err(tr(
            "ui-review-no-seat",
            &[("seat", args.seat.into()), ("last", (players - 1).into())],
        ));
    }
    let style = TermStyle::detect(args.no_color);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let never = AtomicBool::new(false);
    let game = Told {
        number: m.game_number(),
        finished: m.game().is_over(),
        seat: args.seat,
        worlds: args.worlds,
    };
    tell(record, &game, style, &never, |text| {
        // A closed pipe only stops the printing, not the review's answer.
        _ = writeln!(out, "{}", style.fold(&text));
    })
    .map_err(|e| match e {
        ReviewError::Load(e) => crate::words::load_error(&e),
        e => e.to_string(),
    })
}

/// Which game is reviewed, and how.
pub struct Told {
    /// The game's number in its match, from 1.
    pub number: usize,
    /// Whether the game is over (else the review says it stops early).
    pub finished: bool,
    /// The seat looked at.
    pub seat: u8,
    /// Play-outs per estimate.
    pub worlds: u32,
}

/// The review of `record` told in lines, handed to `say` as they are found
/// (the marked turns as each is done, the summary last): what `spite review`
/// prints and the game's `review` shows. `cancel` stops it between two
/// estimates ([`ReviewError::Cancelled`]).
pub fn tell(
    record: &Record,
    told_game: &Told,
    style: TermStyle,
    cancel: &AtomicBool,
    mut say: impl FnMut(String),
) -> Result<(), ReviewError> {
    let seat = told_game.seat;
    let words = review_words(style);
    let intro = if told_game.finished {
        "ui-review-intro"
    } else {
        "ui-review-intro-unfinished"
    };
    say(tr(
        intro,
        &[
            ("game", (told_game.number as u32).into()),
            ("seat", seat.into()),
            ("moves", (record.moves.len() as u32).into()),
        ],
    ));
    let mut game = record.initial()?;
    let mut at = 0usize;
    let mut marked = [0u32; 3];
    let options = ReviewOptions {
        worlds: told_game.worlds,
        ..ReviewOptions::DEFAULT
    };
    let review = review_game(record, seat, &options, cancel, |t| {
        // The game as it stood before this decision, for the cards' names.
        while at < t.first_move as usize {
            _ = game.apply(record.moves[at]);
            at += 1;
        }
        let Some(mark) = t.mark else { return };
        marked[mark as usize] += 1;
        let view = game.observation(seat);
        let (played, best) = (view.cards_taken(&t.played), view.cards_taken(&t.best));
        for line in told(t, mark, &played, &best, &words, style) {
            say(line);
        }
    })?;
    for line in summary(review.accuracy, review.turns.len() as u32, marked) {
        say(line);
    }
    Ok(())
}

/// The review's last lines: that no turn was marked (if none was), and
/// the accuracy with the marks counted (`marked`: per [`Mark`]).
pub fn summary(accuracy: f32, decisions: u32, marked: [u32; 3]) -> Vec<String> {
    let mut lines = Vec::new();
    if marked.iter().sum::<u32>() == 0 {
        let points = (Mark::INACCURACY * 100.0).round() as u32;
        lines.push(tr("ui-review-none", &[("points", points.into())]));
    }
    lines.push(
        String::new()
            + "\n"
            + &tr(
                "ui-review-summary",
                &[
                    ("accuracy", (accuracy.round() as u32).into()),
                    ("decisions", decisions.into()),
                    ("inaccuracies", marked[Mark::Inaccuracy as usize].into()),
                    ("mistakes", marked[Mark::Mistake as usize].into()),
                    ("blunders", marked[Mark::Blunder as usize].into()),
                ],
            ),
    );
    lines
}

/// The words of a review's lines, with cards drawn as `style` draws them.
pub fn review_words(style: TermStyle) -> Fluent<CardFn<impl Fn(Card) -> String>> {
    Fluent::new(
        crate::words::language(),
        CardFn(move |card| style.card(card)),
    )
}

/// A marked decision in lines: the turn (and which decision of it), its
/// mark and the chance it gave away, the moves played, and the better
/// turn with why. `played`, `best`: the card each move of the turn played
/// and of the better turn takes, as the seat saw it (`None`: unseen).
pub fn told(
    t: &TurnReview,
    mark: Mark,
    played: &[Option<Card>],
    best: &[Option<Card>],
    words: &Fluent<CardFn<impl Fn(Card) -> String>>,
    style: TermStyle,
) -> Vec<String> {
    let percent = |chance: f32| (chance * 100.0).round() as u32;
    let mark_word = tr(
        match mark {
            Mark::Inaccuracy => "ui-review-inaccuracy",
            Mark::Mistake => "ui-review-mistake",
            Mark::Blunder => "ui-review-blunder",
        },
        &[],
    );
    vec![
        String::new(),
        style.bold(&tr(
            "ui-review-turn",
            &[
                ("turn", t.turn.into()),
                ("part", t.part.into()),
                ("mark", mark_word.into()),
                ("lost", percent(t.lost).into()),
                ("before", percent(t.before).into()),
                ("after", percent(t.after_played).into()),
            ],
        )),
        tr(
            "ui-review-played",
            &[("moves", moves_text(&t.played, played, style).into())],
        ),
        tr(
            "ui-review-better",
            &[
                ("moves", moves_text(&t.best, best, style).into()),
                ("reason", words.hint_reason(&t.better).into()),
            ],
        ),
    ]
}

/// Moves as the terminal writes them, each with its card when the seat
/// could see it: `h3 s1 (9♥), p c1 (J♣)`.
fn moves_text(moves: &[Move], cards: &[Option<Card>], style: TermStyle) -> String {
    let out: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            // A move and its card stay on one line.
            glued(&match cards.get(i).copied().flatten() {
                Some(c) => format!("{mv} ({})", style.card(c)),
                None => mv.to_string(),
            })
        })
        .collect();
    out.join(", ")
}
