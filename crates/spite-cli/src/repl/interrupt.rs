//! Ctrl-C pressed while no line is being edited (the computer choosing or
//! playing its moves, a slow hint). The terminal is in cooked mode then, so
//! Ctrl-C is a SIGINT that would end the program and lose the match; instead
//! it is caught and remembered, and the session says what Ctrl-C does. While
//! rustyline edits a line it reads Ctrl-C itself (cancel the line).

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the SIGINT handler, cleared by [`take`].
static PRESSED: AtomicBool = AtomicBool::new(false);

/// Catches SIGINT for the rest of the program; with `on_terminal`, the `^C`
/// the terminal echoed is blanked. Returns false if it cannot (then Ctrl-C
/// outside line editing ends the program, as by default).
pub fn catch(on_terminal: bool) -> bool {
    ctrlc::set_handler(move || {
        PRESSED.store(true, Ordering::SeqCst);
        if on_terminal {
            rub_out_echo();
        }
    })
    .is_ok()
}

/// Whether Ctrl-C is caught for a while only (a review at a game read
/// from a pipe): outside it, Ctrl-C ends the program as by default.
static HOLDING: AtomicBool = AtomicBool::new(false);

/// Runs `f` with Ctrl-C caught (remembered for [`take`]) rather than
/// ending the program, also where lines come from a pipe and nothing
/// caught it before; afterwards it ends the program again as it did.
pub fn holding<R>(f: impl FnOnce() -> R) -> R {
    HOLDING.store(true, Ordering::SeqCst);
    // Fails where [`catch`] put its handler in already: that one catches.
    let _ = ctrlc::set_handler(|| {
        if HOLDING.load(Ordering::SeqCst) {
            PRESSED.store(true, Ordering::SeqCst);
        } else {
            std::process::exit(130);
        }
    });
    let result = f();
    HOLDING.store(false, Ordering::SeqCst);
    result
}

/// The terminal echoed `^C` where the cursor was, at the start of a line
/// (the REPL writes whole lines): blank it, so the next line printed does
/// not begin with it. Written to the terminal itself, since the session holds
/// stdout; without one there is nothing to tidy.
fn rub_out_echo() {
    if let Ok(mut tty) = std::fs::OpenOptions::new().write(true).open("/dev/tty") {
        let _ = tty.write_all(b"\r  \r");
    }
}

/// Whether Ctrl-C was pressed since the last call.
pub fn take() -> bool {
    PRESSED.swap(false, Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;

    #[test]
    fn a_caught_sigint_is_remembered_once_instead_of_ending_the_program() {
        assert!(catch(false), "the handler is installed");
        assert!(!take(), "no Ctrl-C yet");
        // The shell's built-in `kill`: every Unix has `sh`, not every
        // minimal system a `kill` program.
        let sent = std::process::Command::new("sh")
            .args(["-c", &format!("kill -INT {}", std::process::id())])
            .status();
        assert!(
            sent.as_ref().is_ok_and(|s| s.success()),
            "sh could not send SIGINT: {sent:?}"
        );
        // The handler runs on its own thread: wait for it.
        let deadline = Instant::now() + Duration::from_secs(20);
        while !take() {
            assert!(Instant::now() < deadline, "SIGINT was not caught");
            std::thread::sleep(Duration::from_millis(5));
        }
        // This process is still here, and the press is told once.
        assert!(!take());
    }
}
