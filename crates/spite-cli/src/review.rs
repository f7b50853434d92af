//! `spite review FILE`: the game of a saved match looked back at from one
//! seat: each decision that gave away chance to win (spite-ai's review),
//! with the turn played, the better turn and why, told as it is found.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use spite_ai::{Mark, ReviewOptions, TurnReview, review_game};
use spite_core::{Move, PlayerView};
use spite_i18n::Fluent;
use spite_table::CardFn;

use crate::repl::{TermStyle, glued, load_saved};
use crate::words::tr;

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
          value_parser = crate::help::number_in::<u32>(1, Some(1000)))]
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
    let words = Fluent::new(
        crate::words::language(),
        CardFn(move |card| style.card(card)),
    );
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let say = |out: &mut dyn Write, text: String| {
        // A closed pipe only stops the printing, not the review's answer.
        _ = writeln!(out, "{}", style.fold(&text));
    };
    let intro = if m.game().is_over() {
        "ui-review-intro"
    } else {
        "ui-review-intro-unfinished"
    };
    say(
        &mut out,
        tr(
            intro,
            &[
                ("game", (m.game_number() as u32).into()),
                ("seat", args.seat.into()),
                ("moves", (record.moves.len() as u32).into()),
            ],
        ),
    );
    let mut game = record.initial().map_err(|e| crate::words::load_error(&e))?;
    let mut at = 0usize;
    let mut marked = [0u32; 3];
    let never = AtomicBool::new(false);
    let options = ReviewOptions {
        worlds: args.worlds,
        ..ReviewOptions::DEFAULT
    };
    let review = review_game(record, args.seat, &options, &never, |t| {
        // The game as it stood before this decision, for the cards' names.
        while at < t.first_move as usize {
            _ = game.apply(record.moves[at]);
            at += 1;
        }
        let Some(mark) = t.mark else { return };
        marked[mark as usize] += 1;
        let view = game.observation(args.seat);
        for line in told(t, mark, &view, &words, style) {
            say(&mut out, line);
        }
    })
    .map_err(|e| e.to_string())?;
    if marked.iter().sum::<u32>() == 0 {
        let points = (Mark::INACCURACY * 100.0).round() as u32;
        say(&mut out, tr("ui-review-none", &[("points", points.into())]));
    }
    say(
        &mut out,
        String::new()
            + "\n"
            + &tr(
                "ui-review-summary",
                &[
                    ("accuracy", (review.accuracy.round() as u32).into()),
                    ("decisions", (review.turns.len() as u32).into()),
                    ("inaccuracies", marked[Mark::Inaccuracy as usize].into()),
                    ("mistakes", marked[Mark::Mistake as usize].into()),
                    ("blunders", marked[Mark::Blunder as usize].into()),
                ],
            ),
    );
    Ok(())
}

/// A marked decision in lines: the turn, its mark and the chance it gave
/// away, the moves played, and the better turn with why.
fn told(
    t: &TurnReview,
    mark: Mark,
    view: &PlayerView,
    words: &Fluent<CardFn<impl Fn(spite_core::Card) -> String>>,
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
                ("mark", mark_word.into()),
                ("lost", percent(t.lost).into()),
                ("before", percent(t.before).into()),
                ("after", percent(t.after_played).into()),
            ],
        )),
        tr(
            "ui-review-played",
            &[("moves", moves_text(view, &t.played, style).into())],
        ),
        tr(
            "ui-review-better",
            &[
                ("moves", moves_text(view, &t.best, style).into()),
                ("reason", words.hint_reason(&t.better).into()),
            ],
        ),
    ]
}

/// Moves as the terminal writes them, each with its card when the seat
/// could see it: `h3 s1 (9♥), p c1 (J♣)`.
fn moves_text(view: &PlayerView, moves: &[Move], style: TermStyle) -> String {
    let mut v = view.clone();
    let mut out = Vec::with_capacity(moves.len());
    for &mv in moves {
        let card = v.card_at(mv.from).filter(|c| !c.is_unknown());
        // A move and its card stay on one line.
        out.push(glued(&match card {
            Some(c) => format!("{mv} ({})", style.card(c)),
            None => mv.to_string(),
        }));
        if v.apply_visible(mv).is_err() {
            break;
        }
    }
    out.join(", ")
}
