//! Online play in the terminal: real `spite host` and `spite join`
//! processes on loopback, driven through pipes: a whole match, a joiner
//! killed and started again, a server that goes away and comes back, undo
//! requests allowed and refused, and the joiner never seeing the host's hand.

mod repl_support;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use repl_support::online_play::{my_turn_shown, play_until, step};
use repl_support::{Repl, hinted_move, scratch_dir};

/// A free port on loopback (bound and released; the OS rarely hands it out
/// again at once).
fn free_addr() -> String {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().to_string()
}

/// Short matches: five pay-off cards, a low target.
const SHORT: &str = r#"{"payoff_size": 5, "match_target": 5}"#;
/// Games long enough for every player to meet a given kind of move.
const LONG: &str = r#"{"payoff_size": 20, "match_target": 100}"#;

fn rules_file(dir: &Path, rules: &str) -> PathBuf {
    let path = dir.join("rules.json");
    std::fs::write(&path, rules).unwrap();
    path
}

struct Host {
    repl: Repl,
    addr: String,
    code: String,
}

/// The seed every room of these tests deals from (`spite host --seed`,
/// `spite serve --deal-seed`).
const HOST_SEED: &str = "36";

fn host_with(dir: &Path, data: &Path, server_data: &Path, rules: &str) -> Host {
    let addr = free_addr();
    let rules = rules_file(dir, rules);
    // Dealt from a fixed seed: the same game every run (from a random one
    // the host once won the whole match in its first turn, and a test
    // waiting for the friend's turn never saw it).
    let args = [
        "host",
        "--addr",
        &addr,
        "--rules",
        rules.to_str().unwrap(),
        "--name",
        "Ann",
        "--data",
        server_data.to_str().unwrap(),
        "--seed",
        HOST_SEED,
    ];
    let mut repl = Repl::start_with(&args, Some(dir), Some(data));
    let hosting = repl.line_starting("Hosting an online game at ");
    let code = hosting
        .rsplit("Invite code: ")
        .next()
        .unwrap()
        .trim()
        .to_string();
    let friend = repl.line_starting("A friend joins");
    assert!(
        friend.ends_with(&format!("spite join {addr} {code}")),
        "{friend}"
    );
    Host { repl, addr, code }
}

fn join(addr: &str, code: &str, data: &Path) -> Repl {
    let args = ["join", addr, code, "--name", "Bob"];
    Repl::start_with(&args, None, Some(data))
}

/// Both play until each has seen the match won.
fn play_to_the_end(a: &mut Repl, b: &mut Repl) {
    play_until(a, b, 240, "the match's end", |r| {
        r.transcript.iter().any(|l| l.contains("the match!"))
    });
}

/// Both leave with `quit`, and both programs end well.
fn both_quit(mut h: Host, mut bob: Repl) {
    bob.send("quit");
    h.repl.send("quit");
    let (status, _, stderr) = bob.finish();
    assert!(status.success(), "{stderr}");
    let (status, _, stderr) = h.repl.finish();
    assert!(status.success(), "{stderr}");
}

/// Ann hosts, Bob joins: both at the table.
fn table_of_two(tag: &str) -> (PathBuf, Host, Repl) {
    table_of_two_with(tag, SHORT)
}

fn table_of_two_with(tag: &str, rules: &str) -> (PathBuf, Host, Repl) {
    let dir = scratch_dir(tag);
    let mut h = host_with(&dir, &dir.join("ann"), &dir.join("server"), rules);
    let mut bob = join(&h.addr, &h.code, &dir.join("bob"));
    bob.line_starting("Your seat is kept");
    bob.line_starting("You sit at seat 2 of room");
    h.repl.line_starting("Bob is at the table.");
    // Bob's turn, waited for while his seat was free: now waited for by
    // his name.
    let waited = h
        .repl
        .transcript
        .iter()
        .any(|l| l.starts_with("Waiting for a friend"));
    if waited {
        h.repl.line_starting("Waiting for Bob");
    }
    (dir, h, bob)
}

/// The end of the first game, as `r` printed it before the second game's
/// start: the final table (its heading with the match's points after the
/// game, then "Game over: ..."), then the score.
fn first_games_end_before_the_second(r: &Repl) {
    let t = &r.transcript;
    let second = t
        .iter()
        .position(|l| l.starts_with("Game 2: "))
        .unwrap_or_else(|| panic!("no second game:\n{}", r.tail()));
    let over = t[..second]
        .iter()
        .rposition(|l| l.starts_with("Game over: "))
        .unwrap_or_else(|| panic!("no final table before game 2:\n{}", r.tail()));
    let heading = t[..over]
        .iter()
        .rposition(|l| l.starts_with("Game 1 "))
        .expect("the final table's heading");
    let score = t[over..second]
        .iter()
        .find(|l| l.starts_with("Match to "))
        .expect("the score after the final table");
    // The heading shows the points the game scored (the score told next):
    // "... | match to 5 | You: 5, Bob: 0" and "Match to 5 points. You: 5, Bob: 0."
    let points = |l: &str| {
        l.split_once(". ")
            .map_or("", |(_, sides)| sides)
            .trim_end_matches('.')
            .to_string()
    };
    let heading_points = t[heading].rsplit(" | ").next().unwrap().to_string();
    assert_eq!(heading_points, points(score), "{}", t[heading]);
    assert!(
        !points(score).split(", ").all(|p| p.ends_with(" 0")) || t[over].contains("draw"),
        "the game scored: {score}"
    );
    // Nothing of the second game is drawn before it starts.
    assert!(!t[over..second].iter().any(|l| l.starts_with("Game 2 ")));
}

#[test]
fn the_end_of_an_online_game_shows_its_final_table_before_the_next() {
    let dir = scratch_dir("online-next-game");
    // Three pay-off cards score at most 3: a match to 4 has a second game.
    let rules = r#"{"payoff_size": 3, "match_target": 4}"#;
    let mut h = host_with(&dir, &dir.join("ann"), &dir.join("server"), rules);
    let mut bob = join(&h.addr, &h.code, &dir.join("bob"));
    bob.line_starting("You sit at seat 2 of room");
    h.repl.line_starting("Bob is at the table.");
    play_until(&mut h.repl, &mut bob, 120, "the second game", |r| {
        r.transcript.iter().any(|l| l.starts_with("Game 2: "))
    });
    first_games_end_before_the_second(&h.repl);
    first_games_end_before_the_second(&bob);
    both_quit(h, bob);
}

#[test]
fn host_and_join_play_a_whole_match_and_see_the_same_result() {
    let (_dir, mut h, mut bob) = table_of_two("online-match");
    play_to_the_end(&mut h.repl, &mut bob);
    let won = |r: &Repl| {
        r.transcript
            .iter()
            .rev()
            .find(|l| l.contains("the match!"))
            .cloned()
            .unwrap()
    };
    let (ann_saw, bob_saw) = (won(&h.repl), won(&bob));
    // The same winner, each in their own words ("You win" is "Ann wins").
    let winner_is_ann = ann_saw.starts_with("You win");
    assert_eq!(
        bob_saw.starts_with("Ann wins"),
        winner_is_ann,
        "{ann_saw} / {bob_saw}"
    );
    assert_eq!(
        bob_saw.starts_with("You win"),
        !winner_is_ann,
        "{ann_saw} / {bob_saw}"
    );
    let score = |r: &Repl, other: &str| {
        let line = r
            .transcript
            .iter()
            .rev()
            .find(|l| l.starts_with("Match to "))
            .cloned()
            .unwrap();
        // "Match to 5 points. You: 5, Bob: 0." as (mine, theirs).
        let points = |name: &str| -> u32 {
            line.split(&format!("{name}: "))
                .nth(1)
                .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("no points for {name} in {line}"))
        };
        (points("You"), points(other))
    };
    let (a_you, a_bob) = score(&h.repl, "Bob");
    let (b_you, b_ann) = score(&bob, "Ann");
    assert_eq!((a_you, a_bob), (b_ann, b_you));
    // Moves are refused once the match is over; save/load/new are refused
    // as online.
    bob.send("new");
    bob.line_starting("'new' is for a game on this computer");
    bob.send("save x.json");
    bob.line_starting("'save' is for a game on this computer");
    // The last game reviewed by the server from Bob's seat, told as
    // `spite review` tells it: the intro, any marked turns, the accuracy.
    let games = bob
        .transcript
        .iter()
        .filter(|l| l.starts_with("Game over: "))
        .count();
    assert!(games > 0, "{}", bob.tail());
    bob.send("review");
    bob.line_starting(&format!("Reviewing game {games} from seat 1 ("));
    let summary = bob.line_starting("Accuracy ");
    assert!(summary.contains('%'), "{summary}");
    // Hidden information: Ann's draws reach Bob as counts, never cards.
    let ann_draws: Vec<&String> = bob
        .transcript
        .iter()
        .filter(|l| l.starts_with("Ann draws"))
        .collect();
    assert!(!ann_draws.is_empty());
    for l in &ann_draws {
        assert!(!l.contains(':'), "Bob saw Ann's cards: {l}");
    }
    // Ann's own full hands never appear in Bob's output (a shorter hand
    // could be the same cards as one of Bob's by chance).
    let ann_hands: Vec<String> = h
        .repl
        .transcript
        .iter()
        .filter(|l| l.trim_start().starts_with("hand    h1") && l.contains(" h5 "))
        .map(|l| l.trim().to_string())
        .collect();
    assert!(!ann_hands.is_empty());
    for row in &ann_hands {
        assert!(
            !bob.transcript.iter().any(|l| l.trim() == row),
            "Bob's terminal showed Ann's hand: {row}"
        );
    }
    both_quit(h, bob);
}

#[test]
fn a_joiner_killed_and_started_again_comes_back_to_its_seat() {
    let (dir, mut h, bob) = table_of_two("online-rejoin");
    // Killed: no goodbye.
    drop(bob);
    h.repl.line_starting("Bob has left");
    let mut bob = join(&h.addr, &h.code, &dir.join("bob"));
    bob.line_starting("Your seat token for this room was kept: coming back to seat 2.");
    bob.line_starting("Back at your seat 2 of room");
    h.repl.line_starting("Bob is at the table.");
    // `score` tells the game being played too.
    bob.send("score");
    bob.line_starting("Game 1: being played, turn ");
    // Someone else with no kept token gets no seat: the room is full.
    let carl = join(&h.addr, &h.code, &dir.join("carl"));
    let (status, _, stderr) = carl.finish();
    assert!(!status.success());
    assert!(
        stderr.contains("Cannot join: The game has no free seat."),
        "{stderr}"
    );
    bob.send("quit");
    bob.finish();
}

/// Ctrl-C out of `join` says the seat is kept and how to come back.
#[test]
fn ctrl_c_out_of_join_says_the_seat_is_kept() {
    let (_dir, h, bob) = table_of_two("online-ctrl-c");
    let (status, stderr) = bob.interrupt_to_exit();
    assert!(!status.success());
    let back = format!(
        "You left the table; your seat is kept: spite join {} {} brings you back to it.",
        h.addr, h.code
    );
    assert!(stderr.contains(&back), "{stderr}");
}

/// After a rematch, Ctrl-C names the way back to the new room, not the
/// first one.
#[test]
fn ctrl_c_after_a_rematch_names_the_new_room() {
    let (_dir, mut h, mut bob) = table_of_two("online-ctrl-c-rematch");
    play_to_the_end(&mut h.repl, &mut bob);
    bob.send("rematch");
    bob.line_starting("You offer a rematch; waiting for Ann to accept.");
    h.repl.line_starting("Bob offers a rematch. Play again?");
    h.repl.send("yes");
    let mut again = String::new();
    for p in [&mut h.repl, &mut bob] {
        p.line_starting("Everyone accepted: the rematch is dealt in a new room.");
        let lines = p.until(|l| l.starts_with("You sit at seat"));
        let seat = lines.last().expect("the seat");
        again = seat
            .rsplit("room ")
            .next()
            .unwrap()
            .trim_end_matches('.')
            .to_string();
        assert_ne!(again, h.code, "a new room: {seat}");
    }
    let (status, stderr) = bob.interrupt_to_exit();
    assert!(!status.success());
    let back = format!(
        "You left the table; your seat is kept: spite join {} {again} brings you back to it.",
        h.addr
    );
    assert!(stderr.contains(&back), "{stderr}");
    h.repl.send("quit");
    h.repl.finish();
}

#[test]
fn a_server_that_goes_away_is_reconnected_to_and_the_terminal_says_so() {
    let (dir, h, mut bob) = table_of_two("online-reconnect");
    let server_data = dir.join("server");
    let (addr, code) = (h.addr.clone(), h.code.clone());
    // The host's terminal (and its server) killed.
    drop(h);
    bob.line_starting("The server is gone; waiting for it to return");
    // The same room served again from the host's database.
    let serve = Repl::start(&[
        "serve",
        "--addr",
        &addr,
        "--data",
        server_data.to_str().unwrap(),
        "--deal-seed",
        HOST_SEED,
    ]);
    bob.line_starting("Reconnected: back at your seat.");
    // The host comes back to seat 1 with the token its terminal kept.
    let mut ann = join(&addr, &code, &dir.join("ann"));
    ann.line_starting("Your seat token for this room was kept: coming back to seat 1.");
    ann.line_starting("Back at your seat 1 of room");
    bob.line_starting("Ann is at the table.");
    play_to_the_end(&mut ann, &mut bob);
    ann.send("quit");
    bob.send("quit");
    ann.finish();
    bob.finish();
    // `spite serve` runs until stopped.
    drop(serve);
}

/// A move typed while the host's server is away is answered at once (not
/// queued until it is back, with no prompt meanwhile), and `quit` is
/// still read.
#[test]
fn a_move_typed_while_the_server_is_away_is_answered_at_once_and_quit_works() {
    let (_dir, mut h, mut bob) = table_of_two("online-away");
    // Ann plays until it is Bob's turn.
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut ann_hint = false;
    if my_turn_shown(&h.repl) {
        h.repl.send("hint");
        ann_hint = true;
    }
    loop {
        assert!(Instant::now() < deadline, "{}", bob.tail());
        step(&mut h.repl, &mut ann_hint);
        let line = bob.try_line(Duration::from_millis(10));
        if line.is_some_and(|l| l.starts_with("Your turn")) {
            break;
        }
    }
    // The host's terminal (and its server) killed.
    drop(h);
    bob.line_starting("The server is gone; waiting for it to return");
    bob.send("hint");
    let mv = hinted_move(&bob.line_starting("Hint:"));
    bob.send(&mv);
    let answered = Instant::now() + Duration::from_secs(10);
    loop {
        let left = answered.saturating_duration_since(Instant::now());
        let line = bob
            .try_line(left)
            .unwrap_or_else(|| panic!("no answer to {mv} within 10 s:\n{}", bob.tail()));
        if line.starts_with("Not sent: the server is away.") {
            break;
        }
    }
    // The next line is read as ever.
    bob.send("score");
    bob.line_starting("Game 1: being played, turn ");
    bob.send("quit");
    let (status, rest, stderr) = bob.finish();
    assert!(status.success(), "{stderr}");
    assert!(
        rest.iter().any(|l| l.starts_with("You left the table")),
        "{rest:?}"
    );
}

/// `spite host --server ADDR` opens a room on a server that runs already
/// (`spite serve`), and a friend joins it as any room.
#[test]
fn host_opens_a_room_on_a_running_server() {
    let dir = scratch_dir("online-host-on-serve");
    let addr = free_addr();
    let mut serve = Repl::start(&[
        "serve",
        "--addr",
        &addr,
        "--data",
        dir.join("server").to_str().unwrap(),
        "--deal-seed",
        HOST_SEED,
    ]);
    serve.line_starting("listening on ");
    let rules = rules_file(&dir, SHORT);
    let args = [
        "host",
        "--server",
        &addr,
        "--rules",
        rules.to_str().unwrap(),
        "--name",
        "Ann",
    ];
    let mut ann = Repl::start_with(&args, Some(&dir), Some(&dir.join("ann")));
    let (shown, code) = hosting_line(&ann.line_starting("Hosting an online game at "));
    assert_eq!(shown, addr);
    ann.line_starting(&format!(
        "A friend joins from another terminal with: spite join {addr} {code}"
    ));
    ann.line_starting(&format!(
        "Your seat is kept: if this terminal closes, spite join {addr} {code} brings you back to it."
    ));
    // The code typed in parts, as a person may copy it: one code.
    let parts: Vec<&str> = code.split('-').collect();
    let args = [&["join", addr.as_str()][..], &parts, &["--name", "Bob"]].concat();
    let mut bob = Repl::start_with(&args, None, Some(&dir.join("bob")));
    bob.line_starting("You sit at seat 2 of room");
    ann.line_starting("Bob is at the table.");
    ann.send("quit");
    let (status, _, stderr) = ann.finish();
    assert!(status.success(), "{stderr}");
    bob.send("quit");
    bob.finish();
    drop(serve);
}

/// The address and code of a "Hosting an online game at ADDR. Invite code:
/// CODE" line.
fn hosting_line(line: &str) -> (String, String) {
    let rest = line
        .strip_prefix("Hosting an online game at ")
        .expect("the hosting line");
    let (addr, code) = rest.split_once(". Invite code: ").expect("a code");
    (addr.to_string(), code.trim().to_string())
}

#[test]
fn a_host_that_quits_comes_back_with_spite_host_and_the_friend_is_told_once() {
    let dir = scratch_dir("online-host-again");
    let ann_data = dir.join("ann");
    let rules = rules_file(&dir, SHORT);
    let rules = rules.to_str().unwrap();
    // Port 0: the system chooses one, and `spite host` remembers it.
    let first = [
        "host",
        "--addr",
        "127.0.0.1:0",
        "--rules",
        rules,
        "--name",
        "Ann",
        "--seed",
        HOST_SEED,
    ];
    let mut ann = Repl::start_with(&first, Some(&dir), Some(&ann_data));
    let (addr, code) = hosting_line(&ann.line_starting("Hosting an online game at "));
    assert!(!addr.ends_with(":0"), "{addr}");
    ann.line_starting(&format!(
        "The server runs in this terminal: if it closes, the game pauses for \
         your friends until you run 'spite host' again, which opens this room \
         again at {addr}."
    ));
    let mut bob = join(&addr, &code, &dir.join("bob"));
    bob.line_starting("You sit at seat 2 of room");
    ann.line_starting("Bob is at the table.");
    // Quitting says plainly what happens to the friend.
    ann.send("quit");
    let (status, rest, stderr) = ann.finish();
    assert!(status.success(), "{stderr}");
    let left = format!(
        "You left and the server has stopped: your friends' game is paused and \
         they wait for it. Run 'spite host' again to open the room at {addr} \
         and carry on."
    );
    assert!(rest.contains(&left), "{rest:?}");
    // The friend is told once, however many times it tries (0.25 s, 0.5 s,
    // 1 s, 2 s: four tries in these seconds).
    bob.line_starting("The server is gone; waiting for it to return");
    std::thread::sleep(Duration::from_secs(4));
    // The same command, without the address, opens the same room there.
    let mut ann = Repl::start_with(&["host", "--seed", HOST_SEED], Some(&dir), Some(&ann_data));
    let again = ann.line_starting("Hosting an online game at ");
    assert_eq!(hosting_line(&again), (addr.clone(), code.clone()));
    ann.line_starting("Your last room is open again");
    ann.line_starting("The server runs in this terminal: if it closes");
    ann.line_starting("Back at your seat 1 of room");
    bob.line_starting("Reconnected: back at your seat.");
    ann.line_starting("Bob is at the table.");
    let told = |r: &Repl, start: &str| r.transcript.iter().filter(|l| l.starts_with(start)).count();
    assert_eq!(told(&bob, "The server is gone"), 1, "{}", bob.tail());
    assert_eq!(told(&bob, "The connection dropped"), 0, "{}", bob.tail());
    // `--new`: a new room on that address.
    bob.send("quit");
    bob.finish();
    ann.send("quit");
    ann.finish();
    let mut ann = Repl::start_with(
        &["host", "--new", "--seed", HOST_SEED],
        Some(&dir),
        Some(&ann_data),
    );
    let (new_addr, new_code) = hosting_line(&ann.line_starting("Hosting an online game at "));
    assert_eq!(new_addr, addr);
    assert_ne!(new_code, code);
    ann.line_starting("You sit at seat 1 of room");
    ann.send("quit");
    ann.finish();
}

#[test]
fn undo_requests_are_allowed_or_refused_by_the_other_player() {
    // A long game: a short one (5 pay-off cards) once ended, on a deal
    // that gave Ann no card to play to the centre in 7 turns, before
    // there was a move to take back.
    let (_dir, mut h, mut bob) = table_of_two_with("online-undo", LONG);
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut bob_hint = false;
    let mut asked = 0;
    let mut undone = false;
    let mut ann_turn = my_turn_shown(&h.repl);
    let mut tried_nothing = false;
    while !undone {
        assert!(
            Instant::now() < deadline,
            "{}\n----\n{}",
            h.repl.tail(),
            bob.tail()
        );
        step(&mut bob, &mut bob_hint);
        if !ann_turn {
            let Some(line) = h.repl.try_line(Duration::from_millis(10)) else {
                continue;
            };
            if !line.starts_with("Your turn") {
                continue;
            }
        }
        ann_turn = false;
        if asked == 0 && !tried_nothing {
            // Nothing played yet this turn: refused, in the player's words.
            tried_nothing = true;
            h.repl.send("undo");
            h.repl.line_starting("That move cannot be taken back.");
        }
        // A hand card to the centre (it reveals nothing), else a side
        // pile's (its next card is in sight already), if there is one.
        h.repl.send("moves");
        let listed = h
            .repl
            .until(|l| l.starts_with("To end your turn") || l.starts_with("No card"));
        let to_centre_from = |from: char| {
            listed.iter().map(|l| l.trim()).find(|l| {
                l.starts_with(from)
                    && l.split_whitespace()
                        .nth(1)
                        .is_some_and(|t| t.starts_with('c'))
            })
        };
        let to_centre = to_centre_from('h').or_else(|| to_centre_from('s'));
        let Some(mv) =
            to_centre.map(|l| l.split_whitespace().take(2).collect::<Vec<_>>().join(" "))
        else {
            h.repl.send("hint");
            let hint = h.repl.line_starting("Hint:");
            h.repl.send(&hinted_move(&hint));
            continue;
        };
        h.repl.send(&mv);
        h.repl.line_starting("Your turn");
        h.repl.send("undo");
        h.repl
            .line_starting(&format!("You asked to take back {mv}; waiting for Bob"));
        bob.line_starting(&format!("Ann asks to take back {mv}. Allow it?"));
        if asked == 0 {
            bob.send("no");
            h.repl
                .line_starting("Bob did not allow the move to be taken back.");
            bob.line_starting("You did not allow the move to be taken back.");
            h.repl.line_starting("Your turn");
            h.repl.send("undo");
            h.repl.line_starting("You asked to take back");
            bob.line_starting("Ann asks to take back");
        }
        asked += 1;
        bob.send("yes");
        h.repl.line_starting(&format!("You take back {mv}"));
        bob.line_starting(&format!("Ann takes back {mv}"));
        undone = true;
    }
    bob.send("quit");
    h.repl.send("quit");
    bob.finish();
    h.repl.finish();
}

#[test]
fn host_and_join_speak_the_language_asked_for() {
    // Nothing listens on a port just released: joining fails, in Portuguese.
    let addr = free_addr();
    let (status, _, stderr) = repl_support::run_script(
        &["join", &addr, "AAAA-BBBB-CCCC", "--lang", "pt"],
        b"",
        None,
    );
    assert!(!status.success());
    assert!(stderr.contains("Não é possível entrar:"), "{stderr}");
    // A port already taken: the server cannot start, in Bulgarian.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let dir = scratch_dir("online-lang");
    let (status, _, stderr) = repl_support::run_script(
        &[
            "host",
            "--addr",
            &addr,
            "--data",
            dir.to_str().unwrap(),
            "--lang",
            "bg",
        ],
        b"",
        None,
    );
    assert!(!status.success());
    assert!(stderr.contains("Сървърът не може да стартира"), "{stderr}");
}

/// `spite host` reads the match options as `spite play` does: a refusal
/// comes before any server starts, in the player's language.
#[test]
fn host_refuses_a_match_it_cannot_seat_in_the_players_language() {
    let dir = scratch_dir("online-host-refused");
    let data = dir.to_str().unwrap();
    for (lang, options, words) in [
        (
            "bg",
            &["--players", "3", "--people", "5"][..],
            "--people 5 е повече от 3 играчи",
        ),
        (
            "en",
            &["--players", "3", "--people", "5"][..],
            "--people 5 is more than the 3 players",
        ),
        (
            "bg",
            &["--partners", "--players", "3"][..],
            "играта с партньори е за точно 4 играча",
        ),
        (
            "pt",
            &["--rules", "no-such-rules"][..],
            "'no-such-rules' não é",
        ),
    ] {
        let mut args = vec!["host", "--data", data, "--lang", lang];
        args.extend_from_slice(options);
        let (status, stdout, stderr) = repl_support::run_script(&args, b"", None);
        assert!(!status.success(), "{args:?}: {stdout}");
        assert!(stderr.contains(words), "{args:?}: {stderr}");
        assert!(stdout.trim().is_empty(), "{args:?}: {stdout}");
    }
    assert!(!dir.join("spite.db").exists(), "no server was started");
}
