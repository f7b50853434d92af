//! Requests as the engine reads them: one JSON object per line, checked field
//! by field so every refusal names the field and what it should be.

use serde_json::{Map, Value};
use spite_ai::Level;
use spite_core::{Rules, Setup};

/// The error codes of the protocol (docs/protocol.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    BadJson,
    UnknownCmd,
    BadRequest,
    NoGame,
    IllegalMove,
    GameOver,
    Forbidden,
    /// A bug in the engine; the request was not carried out.
    Internal,
}

impl Code {
    pub fn as_str(self) -> &'static str {
        match self {
            Code::BadJson => "bad_json",
            Code::UnknownCmd => "unknown_cmd",
            Code::BadRequest => "bad_request",
            Code::NoGame => "no_game",
            Code::IllegalMove => "illegal_move",
            Code::GameOver => "game_over",
            Code::Forbidden => "forbidden",
            Code::Internal => "internal",
        }
    }
}

/// A refused request: an error code and a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub code: Code,
    pub message: String,
}

impl Failure {
    pub fn new(code: Code, message: impl Into<String>) -> Failure {
        Failure {
            code,
            message: message.into(),
        }
    }
    pub fn bad_request(message: impl Into<String>) -> Failure {
        Failure::new(Code::BadRequest, message)
    }
}

/// The level `ai` uses when the request names none.
pub const DEFAULT_LEVEL: Level = Level::Hard;

/// Every command, in the order `info` lists them.
pub const COMMANDS: [&str; 12] = [
    "info", "new", "state", "legal", "play", "ai", "hint", "undo", "next", "score", "review",
    "quit",
];

/// Most play-out worlds a `review` request may ask for per estimate.
pub const MAX_REVIEW_WORLDS: u64 = 1000;

/// A request that passed every check that needs no game.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    Info,
    New {
        rules: Rules,
        seed: Option<u64>,
        setup: Option<Box<Setup>>,
    },
    State {
        seat: Option<u64>,
        reveal: bool,
    },
    Legal,
    Play {
        text: String,
        seat: Option<u64>,
    },
    Ai {
        level: Level,
        seed: Option<u64>,
    },
    Hint,
    Review {
        seat: Option<u64>,
        worlds: Option<u64>,
    },
    Undo,
    Next,
    Score,
    Quit,
}

/// The fields of one request object, taken one by one.
struct Fields {
    cmd: &'static str,
    map: Map<String, Value>,
}

impl Fields {
    /// Refuses any field the command does not take: a misspelt field would
    /// otherwise be silently ignored.
    fn only(&self, allowed: &[&str]) -> Result<(), Failure> {
        if let Some(extra) = self.map.keys().find(|k| !allowed.contains(&k.as_str())) {
            let takes = if allowed.is_empty() {
                "no fields besides cmd and id".to_string()
            } else {
                format!("only {}", allowed.join(", "))
            };
            return Err(Failure::bad_request(format!(
                "'{}' takes {takes}, not '{}'",
                self.cmd,
                clip(extra, 40)
            )));
        }
        Ok(())
    }

    /// A field's value; `null` counts as absent.
    fn take(&mut self, name: &str) -> Option<Value> {
        self.map.remove(name).filter(|v| !v.is_null())
    }

    /// A whole number field; `what` says what it must be ("a seat
    /// number, from 0"), or by default any whole number that fits.
    fn uint(&mut self, name: &str, what: Option<&str>) -> Result<Option<u64>, Failure> {
        match self.take(name) {
            None => Ok(None),
            Some(v) => v.as_u64().map(Some).ok_or_else(|| {
                let what = what
                    .map(str::to_string)
                    .unwrap_or_else(|| format!("a whole number from 0 to {}", u64::MAX));
                Failure::bad_request(format!("{name} must be {what}, not {}", describe(&v)))
            }),
        }
    }

    fn boolean(&mut self, name: &str) -> Result<bool, Failure> {
        match self.take(name) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(b),
            Some(v) => Err(Failure::bad_request(format!(
                "{name} must be true or false, not {}",
                describe(&v)
            ))),
        }
    }

    fn string(&mut self, name: &str) -> Result<Option<String>, Failure> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(v) => Err(Failure::bad_request(format!(
                "{name} must be a string, not {}",
                describe(&v)
            ))),
        }
    }
}

/// Reads one request line. Also returns the request's `id`, if it had one,
/// so that even a refusal can echo it.
pub fn parse(line: &[u8]) -> (Option<Value>, Result<Request, Failure>) {
    let text = match std::str::from_utf8(line) {
        Ok(t) => t,
        Err(e) => {
            return (
                None,
                Err(Failure::new(
                    Code::BadJson,
                    format!(
                        "the line is not valid UTF-8 (bad byte at offset {}); send one JSON object per line",
                        e.valid_up_to()
                    ),
                )),
            );
        }
    };
    if text.trim().is_empty() {
        return (
            None,
            Err(Failure::new(
                Code::BadJson,
                "empty line; send one JSON object per line, like {\"cmd\":\"state\"}",
            )),
        );
    }
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return (
                None,
                Err(Failure::new(Code::BadJson, format!("not JSON: {e}"))),
            );
        }
    };
    let Value::Object(mut map) = value else {
        return (
            None,
            Err(Failure::bad_request(format!(
                "a request is a JSON object like {{\"cmd\":\"state\"}}, not {}",
                describe(&value)
            ))),
        );
    };
    let id = map.remove("id");
    (id, request(map))
}

fn request(mut map: Map<String, Value>) -> Result<Request, Failure> {
    let cmd = match map.remove("cmd") {
        Some(Value::String(s)) => s,
        Some(v) => {
            return Err(Failure::bad_request(format!(
                "cmd must be a string naming the command, not {}",
                describe(&v)
            )));
        }
        None => {
            return Err(Failure::bad_request(
                "the request has no cmd; e.g. {\"cmd\":\"state\"}",
            ));
        }
    };
    let Some(&name) = COMMANDS.iter().find(|&&c| c == cmd) else {
        return Err(Failure::new(
            Code::UnknownCmd,
            format!(
                "unknown command '{}'; the commands are {}",
                clip(&cmd, 40),
                COMMANDS.join(", ")
            ),
        ));
    };
    let mut f = Fields { cmd: name, map };
    let req = match name {
        "new" => {
            f.only(&["rules", "seed", "setup"])?;
            let rules = match f.take("rules") {
                None => Rules::g4a(),
                Some(v) => rules(v)?,
            };
            let seed = f.uint("seed", None)?;
            let setup = match f.take("setup") {
                None => None,
                Some(v) => Some(Box::new(
                    serde_json::from_value::<Setup>(v)
                        .map_err(|e| Failure::bad_request(format!("setup: {e}")))?,
                )),
            };
            Request::New { rules, seed, setup }
        }
        "state" => {
            f.only(&["seat", "reveal"])?;
            Request::State {
                seat: f.uint("seat", Some("a seat number (a whole number, from 0)"))?,
                reveal: f.boolean("reveal")?,
            }
        }
        "play" => {
            f.only(&["move", "seat"])?;
            let seat = f.uint("seat", Some("a seat number (a whole number, from 0)"))?;
            let text = f.string("move")?.ok_or_else(|| {
                Failure::bad_request(
                    "play needs a move, e.g. {\"cmd\":\"play\",\"move\":\"h1 c1\"}",
                )
            })?;
            Request::Play { text, seat }
        }
        "ai" => {
            f.only(&["level", "seed"])?;
            let level = match f.string("level")? {
                None => DEFAULT_LEVEL,
                Some(s) => s
                    .parse::<Level>()
                    .map_err(|e| Failure::bad_request(e.to_string()))?,
            };
            Request::Ai {
                level,
                seed: f.uint("seed", None)?,
            }
        }
        "review" => {
            f.only(&["seat", "worlds"])?;
            let seat = f.uint("seat", Some("a seat number (a whole number, from 0)"))?;
            let what = format!("a whole number from 1 to {MAX_REVIEW_WORLDS}");
            let worlds = f.uint("worlds", Some(what.as_str()))?;
            if let Some(w) = worlds.filter(|w| !(1..=MAX_REVIEW_WORLDS).contains(w)) {
                return Err(Failure::bad_request(format!(
                    "worlds must be {what}, not {w}"
                )));
            }
            Request::Review { seat, worlds }
        }
        other => {
            f.only(&[])?;
            match other {
                "info" => Request::Info,
                "legal" => Request::Legal,
                "hint" => Request::Hint,
                "undo" => Request::Undo,
                "next" => Request::Next,
                "score" => Request::Score,
                "quit" => Request::Quit,
                _ => unreachable!("every name in COMMANDS has a branch"),
            }
        }
    };
    Ok(req)
}

/// `rules`: a preset name or a rules object (missing fields from `g4a`).
fn rules(v: Value) -> Result<Rules, Failure> {
    let rules = match v {
        Value::String(name) => spite_table::preset(&name).ok_or_else(|| {
            Failure::bad_request(format!(
                "unknown rules preset '{}'; the presets are {}, or give a rules object",
                clip(&name, 40),
                Rules::PRESETS.join(", ")
            ))
        })?,
        Value::Object(_) => serde_json::from_value::<Rules>(v)
            .map_err(|e| Failure::bad_request(format!("rules: {e}")))?,
        other => {
            return Err(Failure::bad_request(format!(
                "rules must be a preset name ({}) or a rules object, not {}",
                Rules::PRESETS.join(", "),
                describe(&other)
            )));
        }
    };
    rules
        .validate()
        .map_err(|e| Failure::bad_request(format!("rules: {e}")))?;
    Ok(rules)
}

/// A short description of a JSON value for error messages.
fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => clip(&n.to_string(), 40),
        Value::String(s) => format!("the string \"{}\"", clip(s, 40)),
        Value::Array(_) => "an array".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// At most `max` characters of `s`, marked when cut.
pub fn clip(s: &str, max: usize) -> String {
    let mut out: String = s.chars().take(max).collect();
    if s.chars().nth(max).is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(line: &str) -> Code {
        parse(line.as_bytes()).1.unwrap_err().code
    }

    #[test]
    fn each_kind_of_bad_line_gets_its_code() {
        assert_eq!(code("{"), Code::BadJson);
        assert_eq!(code(""), Code::BadJson);
        assert_eq!(code("[1,2]"), Code::BadRequest);
        assert_eq!(code("{}"), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":7}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"dance"}"#), Code::UnknownCmd);
        assert_eq!(code(r#"{"cmd":"state","seet":1}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"state","seat":-1}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"state","seat":1e300}"#), Code::BadRequest);
        assert_eq!(
            code(r#"{"cmd":"new","seed":18446744073709551616}"#),
            Code::BadRequest
        );
        assert_eq!(code(r#"{"cmd":"new","rules":"chess"}"#), Code::BadRequest);
        assert_eq!(
            code(r#"{"cmd":"new","rules":{"players":300}}"#),
            Code::BadRequest
        );
        assert_eq!(code(r#"{"cmd":"ai","level":"godlike"}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"play"}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"play","move":12}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"review","worlds":0}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"review","worlds":5000}"#), Code::BadRequest);
        assert_eq!(code(r#"{"cmd":"review","seat":"me"}"#), Code::BadRequest);
        let (id, res) = parse(&[0xFF, b'{']);
        assert_eq!((id, res.unwrap_err().code), (None, Code::BadJson));
    }

    #[test]
    fn good_requests_parse_and_keep_their_id() {
        let (id, req) =
            parse(br#"{"cmd":"new","rules":"classic","seed":18446744073709551615,"id":"x"}"#);
        assert_eq!(id, Some(Value::String("x".into())));
        assert_eq!(
            req.unwrap(),
            Request::New {
                rules: Rules::classic(),
                seed: Some(u64::MAX),
                setup: None
            }
        );
        let (_, req) = parse(br#"{"cmd":"ai","level":"Expert","seed":null}"#);
        assert_eq!(
            req.unwrap(),
            Request::Ai {
                level: Level::Expert,
                seed: None
            }
        );
        let (id, req) = parse(br#"{"cmd":"quit","id":[1]}"#);
        assert_eq!((id.is_some(), req.unwrap()), (true, Request::Quit));
    }

    #[test]
    fn messages_are_clipped() {
        let long = "z".repeat(5000);
        let f = parse(format!(r#"{{"cmd":"{long}"}}"#).as_bytes())
            .1
            .unwrap_err();
        assert!(f.message.len() < 300, "{}", f.message);
    }
}
