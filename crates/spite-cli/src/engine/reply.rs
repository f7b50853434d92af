//! Responses as the engine writes them: `"ok"` first, then the body. Structs
//! (not JSON maps) keep the fields in the documented order.

use serde::Serialize;
use serde_json::Value;
use spite_ai::{Review, TurnReview};
use spite_core::{Card, Event, MatchJson, MatchViewJson};
use spite_i18n::Fluent;

use super::request::Failure;

/// One response line.
#[derive(Serialize)]
pub struct Reply<'a> {
    pub ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<&'a Value>,
    #[serde(flatten)]
    pub body: Body,
}

/// What a successful request answers, or the error of a refused one.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Body {
    Error {
        error: ErrorJson,
    },
    Info(Box<Info>),
    State {
        state: Box<View>,
    },
    Played {
        events: Vec<Event>,
        state: Box<View>,
    },
    Undone {
        undone: String,
        state: Box<View>,
    },
    Legal {
        moves: Vec<String>,
    },
    Move {
        #[serde(rename = "move")]
        mv: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        level: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    Review {
        review: Box<ReviewJson>,
    },
    Score {
        score: Vec<u32>,
        #[serde(rename = "match")]
        game_match: MatchJson,
    },
    Empty {},
}

#[derive(Serialize)]
pub struct ErrorJson {
    pub code: &'static str,
    pub message: String,
}

impl From<Failure> for Body {
    fn from(f: Failure) -> Body {
        Body::Error {
            error: ErrorJson {
                code: f.code.as_str(),
                message: f.message,
            },
        }
    }
}

/// The answer to `info`: what this engine offers.
#[derive(Serialize)]
pub struct Info {
    pub engine: &'static str,
    pub version: &'static str,
    pub protocol: u32,
    pub commands: Vec<&'static str>,
    pub presets: Vec<&'static str>,
    pub levels: Vec<&'static str>,
    pub default_level: &'static str,
    pub allow_reveal: bool,
    pub max_line: usize,
    pub game: bool,
}

/// The VIEW object: one seat's view with the match around it (spite-core's,
/// as the online server sends it; the engine lists legal moves with its
/// `legal` command, not in the view), and, only with `reveal`, the hidden
/// cards.
#[derive(Serialize)]
pub struct View {
    #[serde(flatten)]
    pub view: MatchViewJson,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub reveal: Option<Reveal>,
}

/// Hidden cards, for `state` with `reveal` on an engine started with
/// `--allow-reveal` only.
#[derive(Serialize)]
pub struct Reveal {
    /// Every seat's hand, in slot order.
    pub hands: Vec<Vec<Card>>,
    /// Every pay-off pile, bottom to top.
    pub payoffs: Vec<Vec<Card>>,
    /// The stock, bottom to top: the last card is drawn next.
    pub stock: Vec<Card>,
    /// The match seed given to `new` (or the one the engine picked).
    pub seed: u64,
}

/// The answer to `review`: spite-ai's review of one seat's game, each
/// decision with the better turn's plan worded in English as `hint` words
/// it (`reason`) beside the plan as data (`better`).
#[derive(Serialize)]
pub struct ReviewJson {
    pub seat: u8,
    pub accuracy: f32,
    pub turns: Vec<ReviewTurnJson>,
}

#[derive(Serialize)]
pub struct ReviewTurnJson {
    #[serde(flatten)]
    pub turn: TurnReview,
    pub reason: String,
}

impl ReviewJson {
    pub fn of(review: Review, words: &Fluent) -> ReviewJson {
        ReviewJson {
            seat: review.seat,
            accuracy: review.accuracy,
            turns: review
                .turns
                .into_iter()
                .map(|turn| ReviewTurnJson {
                    reason: words.hint_reason(&turn.better),
                    turn,
                })
                .collect(),
        }
    }
}

/// Renders a response line (without the newline).
pub fn render(id: Option<&Value>, body: Body) -> String {
    let ok = !matches!(body, Body::Error { .. });
    let reply = Reply { ok, id, body };
    serde_json::to_string(&reply).unwrap_or_else(|e| {
        // Every response is plain data; this is here so that even a bug
        // answers with a well-formed error line instead of ending the session.
        format!(
            r#"{{"ok":false,"error":{{"code":"internal","message":{}}}}}"#,
            Value::String(format!("the response could not be written: {e}"))
        )
    })
}
