//! `spite engine`: the JSON-lines engine protocol (docs/protocol.md). One
//! JSON request per line on stdin, one JSON response per line on stdout,
//! flushed after each, so that a program in any language can be a frontend.

use std::io::{self, BufRead, Write};
#[cfg(not(fuzzing))]
use std::panic::{AssertUnwindSafe, catch_unwind};

mod lines;
mod reply;
mod request;
mod session;

use lines::Line;
use reply::{Body, render};
use request::{Code, Failure};
use session::{Engine, Next};

/// Longest request line the engine reads, in bytes. A full explicit setup for
/// six players is under 2 KiB; longer lines are skipped with `bad_json`.
pub const MAX_LINE: usize = 64 * 1024;

/// Options of this command.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct EngineArgs {
    /// Allow `{"cmd":"state","reveal":true}`, which shows every hidden card
    /// (other hands, pay-off piles, the stock). For tests and analysis only.
    #[arg(long)]
    pub allow_reveal: bool,
}

pub fn run(args: EngineArgs) -> Result<(), String> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    serve(&mut stdin.lock(), &mut stdout.lock(), args.allow_reveal)
}

/// Serves requests from `input` until `quit` or the end of input.
pub fn serve<R: BufRead, W: Write>(
    input: &mut R,
    output: &mut W,
    allow_reveal: bool,
) -> Result<(), String> {
    let mut engine = Engine::new(allow_reveal, MAX_LINE);
    loop {
        let line = match lines::read_line(input, MAX_LINE) {
            Ok(Some(line)) => line,
            Ok(None) => return Ok(()),
            Err(e) => return Err(format!("cannot read requests: {e}")),
        };
        let (response, next) = answer(&mut engine, line);
        let written = output
            .write_all(response.as_bytes())
            .and_then(|()| output.write_all(b"\n"))
            .and_then(|()| output.flush());
        match written {
            Ok(()) => {}
            // The frontend went away: nobody is left to serve.
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(()),
            Err(e) => return Err(format!("cannot write responses: {e}")),
        }
        if next == Next::Quit {
            return Ok(());
        }
    }
}

/// The response line to one request line.
fn answer(engine: &mut Engine, line: Line) -> (String, Next) {
    let bytes = match line {
        Line::Text(bytes) => bytes,
        Line::TooLong(len) => {
            let f = Failure::new(
                Code::BadJson,
                format!(
                    "the line is {len} bytes long; requests are at most {MAX_LINE} bytes, so it was skipped"
                ),
            );
            return (render(None, Body::from(f)), Next::Continue);
        }
    };
    let (id, req) = request::parse(&bytes);
    let (result, next) = match req {
        Err(f) => (Err(f), Next::Continue),
        // A request that changes the match works on a copy (see session.rs),
        // so even a bug that panics leaves the game as it was.
        Ok(req) => guarded(|| engine.handle(req)),
    };
    let body = match result {
        Ok(body) => body,
        Err(f) => Body::from(f),
    };
    (render(id.as_ref(), body), next)
}

/// Runs one request, answering a panic as `internal` so that a bug costs
/// one request, not the session.
#[cfg(not(fuzzing))]
fn guarded(
    handle: impl FnOnce() -> (Result<Body, Failure>, Next),
) -> (Result<Body, Failure>, Next) {
    catch_unwind(AssertUnwindSafe(handle)).unwrap_or_else(|_| {
        (
            Err(Failure::new(
                Code::Internal,
                "the engine hit a bug answering this request; the game is unchanged",
            )),
            Next::Continue,
        )
    })
}

/// Under a fuzzer a panic must reach the fuzzer, not become an answer.
#[cfg(fuzzing)]
fn guarded(
    handle: impl FnOnce() -> (Result<Body, Failure>, Next),
) -> (Result<Body, Failure>, Next) {
    handle()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_lines(input: &[u8]) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        serve(&mut &input[..], &mut out, false).expect("in-memory I/O cannot fail");
        String::from_utf8(out)
            .expect("responses are UTF-8")
            .lines()
            .map(|l| serde_json::from_str(l).expect("every response is JSON"))
            .collect()
    }

    #[test]
    fn one_answer_per_line_whatever_the_line() {
        let mut input = Vec::new();
        input.extend_from_slice(b"{\"cmd\":\"new\",\"seed\":1}\n");
        input.extend_from_slice(b"\n\r\n\xFF\xFE\x00\n");
        input.extend(std::iter::repeat_n(b'{', MAX_LINE + 10));
        input.extend_from_slice(b"\n{\"cmd\":\"legal\"}\n{\"cmd\":\"state\"}");
        let answers = run_lines(&input);
        let oks: Vec<bool> = answers.iter().map(|a| a["ok"] == true).collect();
        assert_eq!(oks, [true, false, false, false, false, true, true]);
        assert!(
            answers[5]["moves"]
                .as_array()
                .is_some_and(|m| !m.is_empty())
        );
        assert_eq!(answers[6]["state"]["turn"], 1);
    }

    #[test]
    fn quit_stops_reading() {
        let answers = run_lines(b"{\"cmd\":\"quit\",\"id\":\"q\"}\n{\"cmd\":\"info\"}\n");
        assert_eq!(answers.len(), 1);
        assert_eq!(answers[0]["id"], "q");
    }
}
