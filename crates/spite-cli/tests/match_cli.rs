//! Quick match in the terminal: real `spite match` processes against a
//! loopback server started here (short matches, so a rated match ends in
//! seconds): two strangers paired into one room play a rated match to its
//! end and are both on `spite ladder`; the transfer code moves a player to
//! another data directory; Ctrl-C while seeking leaves the line; a lone
//! seeker is offered the computer, plainly, and plays it; reactions,
//! mutes and a rematch between two strangers; an open room listed by
//! `spite rooms` and its free seat taken from the list.

mod repl_support;

use std::path::Path;
use std::time::Duration;

use repl_support::online_play::play_until;
use repl_support::{Repl, scratch_dir};
use spite_server::{Config, Hosted};

/// A server on a free loopback port, dealing from a fixed seed:
/// quick-match rooms of three pay-off cards and a target of four points;
/// the computer offered after `computer_after`.
fn server(data: &Path, computer_after: Duration) -> Hosted {
    let mut config = Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        data: Some(data.to_path_buf()),
        deal_seed: Some(36),
        ..Config::default()
    };
    config.matchmaking.short_matches = Some((3, 4));
    config.matchmaking.computer_after = computer_after;
    Hosted::start(config).expect("the server starts")
}

/// `spite match ADDR --name NAME` with `data` as its data directory.
fn seek(addr: &str, name: &str, data: &Path) -> Repl {
    Repl::start_with(&["match", addr, "--name", name], None, Some(data))
}

/// The transfer code in the line that tells a new key.
fn code_in(line: &str) -> String {
    line.rsplit(": ").next().unwrap().trim().to_string()
}

/// `spite ARGS` with `data` as its data directory: whether it succeeded,
/// its output and its errors.
fn run(args: &[&str], data: &Path) -> (bool, String, String) {
    let out = repl_support::spite()
        .args(args)
        .env("SPITE_DATA_DIR", data)
        .output()
        .expect("spite runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The rating in a ladder row ("    1  Ann   1662 ± 290   1").
fn rating_in(row: &str) -> f64 {
    let before = row.split(" ± ").next().unwrap();
    before.split_whitespace().last().unwrap().parse().unwrap()
}

#[test]
fn two_strangers_are_paired_play_a_rated_match_and_both_are_on_the_ladder() {
    let dir = scratch_dir("match-two");
    let hosted = server(&dir.join("server"), Duration::from_secs(600));
    let addr = hosted.local_addr().to_string();
    let (ann_data, bob_data) = (dir.join("ann"), dir.join("bob"));
    let mut ann = seek(&addr, "Ann", &ann_data);
    ann.line_starting("You have a player key now");
    let kept = ann.line_starting("Your transfer code");
    let ann_code = code_in(&kept);
    assert_eq!(ann_code.len(), 39, "{kept}");
    let waiting = ann.line_starting("Looking for an opponent");
    assert!(waiting.contains("(g4a, rated)"), "{waiting}");
    assert!(waiting.contains("number 1 in line"), "{waiting}");
    assert!(waiting.contains("within 600 seconds"), "{waiting}");
    let mut bob = seek(&addr, "Bob", &bob_data);
    bob.line_starting("You have a player key now");
    // One room, two seats.
    let a = ann.line_starting("You sit at seat");
    let b = bob.line_starting("You sit at seat");
    let room = |l: &str| l.rsplit("room ").next().unwrap().to_string();
    assert_eq!(room(&a), room(&b));
    assert_ne!(a, b, "two seats");
    play_until(&mut ann, &mut bob, 240, "the match's end", |r| {
        r.transcript.iter().any(|l| l.contains("the match!"))
    });
    for mut p in [ann, bob] {
        p.send("quit");
        let (status, _, stderr) = p.finish();
        assert!(status.success(), "{stderr}");
    }
    // The key is kept for its owner only.
    let key_file = std::fs::read_dir(ann_data.join("online"))
        .unwrap()
        .filter_map(Result::ok)
        .find(|e| e.file_name().to_string_lossy().starts_with("player_"))
        .expect("the key is kept")
        .path();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key_file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // Both are on the ladder, the winner first, each with one match.
    let (ok, out, err) = run(&["ladder", &addr], &ann_data);
    assert!(ok, "{err}");
    assert!(out.starts_with("Leaderboard (g4a)"), "{out}");
    let rows: Vec<&str> = out.lines().filter(|l| l.contains(" ± ")).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(rows[0].trim_start().starts_with("1  "), "{out}");
    assert!(rows[1].trim_start().starts_with("2  "), "{out}");
    let names = |r: &str| (r.contains("Ann"), r.contains("Bob"));
    assert_ne!(names(rows[0]), names(rows[1]), "{out}");
    // The winner gained what the loser lost.
    let (w, l) = (rating_in(rows[0]), rating_in(rows[1]));
    assert!(
        w > 1500.0 && l < 1500.0 && (w - 1500.0 - (1500.0 - l)).abs() <= 1.0,
        "{out}"
    );
    assert!(rows.iter().all(|r| r.trim_end().ends_with(" 1")), "{out}");
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
    // Classic has nobody yet.
    let (ok, out, _) = run(&["ladder", &addr, "--rules", "classic"], &ann_data);
    assert!(
        ok && out.contains("Nobody has played a rated match yet."),
        "{out}"
    );
    // The transfer code, shown again and taken on another device.
    let (ok, out, err) = run(&["identity", &addr], &ann_data);
    assert!(ok, "{err}");
    assert!(out.contains(&ann_code), "{out}");
    assert!(out.contains("Name: Ann"), "{out}");
    assert!(out.contains("g4a: "), "{out}");
    let phone = dir.join("phone");
    let (ok, out, _) = run(&["identity", &addr], &phone);
    assert!(ok && out.contains("You have no player key"), "{out}");
    // One digit changed (to another digit, whatever it was).
    let last = if ann_code.ends_with('0') { '1' } else { '0' };
    let mistyped = format!("{}{last}", &ann_code[..ann_code.len() - 1]);
    let (ok, _, err) = run(&["identity", &addr, "--key", &mistyped], &phone);
    assert!(!ok && err.contains("not taken"), "{err}");
    assert!(!phone.join("online").exists(), "nothing kept");
    let typed = ann_code.to_lowercase().replace('-', " ");
    let (ok, out, err) = run(&["identity", &addr, "--key", &typed], &phone);
    assert!(ok, "{err}");
    assert!(out.contains("Name: Ann"), "{out}");
    let (_, out, _) = run(&["identity", &addr], &phone);
    assert!(out.contains(&ann_code), "{out}");
    hosted.stop();
}

#[test]
fn ctrl_c_while_seeking_leaves_the_line_and_a_key_kept_but_never_registered_is_registered() {
    let dir = scratch_dir("match-cancel");
    let hosted = server(&dir.join("server"), Duration::from_secs(600));
    let addr = hosted.local_addr().to_string();
    let mut ann = seek(&addr, "Ann", &dir.join("ann"));
    ann.line_starting("Looking for an opponent");
    stop_looking(ann);
    // Out of the line: the next seeker is first in it.
    let mut bob = seek(&addr, "Bob", &dir.join("bob"));
    let waiting = bob.line_starting("Looking for an opponent");
    assert!(waiting.contains("number 1 in line"), "{waiting}");
    drop(bob);
    // A key kept here that this server never heard of (the answer to its
    // first use lost): registered with the seek, as the same key, and no
    // other made.
    let stale = dir.join("stale");
    let file = stale.join("online").join(format!(
        "player_{}.json",
        addr.replace(|c: char| !c.is_ascii_alphanumeric(), "-")
    ));
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let key = "0123456789abcdef".repeat(2);
    let text = format!(r#"{{"format":"spite-player","server":"{addr}","key":"{key}"}}"#);
    std::fs::write(&file, &text).unwrap();
    let mut cat = seek(&addr, "Cat", &stale);
    let lines = cat.until(|l| l.starts_with("Looking for an opponent"));
    assert!(!lines.iter().any(|l| l.contains("player key")), "{lines:?}");
    stop_looking(cat);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    // The server knows it now: taken as a transfer code elsewhere.
    let (ok, out, err) = run(&["identity", &addr, "--key", &key], &dir.join("phone"));
    assert!(ok, "{err}");
    assert!(out.contains("Name: Cat"), "{out}");
    hosted.stop();
}

/// Ctrl-C while `repl` seeks: it leaves the line, and ends well.
fn stop_looking(mut repl: Repl) {
    let sent = std::process::Command::new("sh")
        .args(["-c", &format!("kill -INT {}", repl.pid())])
        .status();
    assert!(sent.is_ok_and(|s| s.success()));
    repl.line_starting("You stopped looking");
    let (status, _, stderr) = repl.finish();
    assert!(status.success(), "{stderr}");
}

#[test]
fn a_lone_seeker_is_offered_the_computer_plainly_and_plays_it() {
    let dir = scratch_dir("match-computer");
    let hosted = server(&dir.join("server"), Duration::from_secs(1));
    let addr = hosted.local_addr().to_string();
    let mut ann = Repl::start_with(
        &["match", &addr, "--casual", "--rules", "classic"],
        None,
        Some(&dir.join("ann")),
    );
    let waiting = ann.line_starting("Looking for an opponent");
    assert!(waiting.contains("(classic, casual)"), "{waiting}");
    let offer = ann.line_starting("Nobody came.");
    assert!(offer.contains("it is a program, not a person"), "{offer}");
    ann.send("y");
    ann.line_starting("You play the computer.");
    ann.line_starting("You sit at seat");
    let players = ann.line_starting("Players:");
    assert!(players.contains("Computer"), "{players}");
    ann.send("quit");
    let (status, _, stderr) = ann.finish();
    assert!(status.success(), "{stderr}");
    // Casual: no key was made.
    let kept = std::fs::read_dir(dir.join("ann").join("online")).map(|d| {
        d.filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy().starts_with("player_"))
    });
    assert!(!kept.unwrap_or(false));
    hosted.stop();
}

#[test]
fn a_server_that_is_not_there_is_said_so() {
    let dir = scratch_dir("match-nobody");
    // A port bound and released: nobody listens there.
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .to_string();
    let (ok, out, err) = run(&["match", &addr], &dir);
    assert!(!ok && err.contains("No quick match:"), "{err}");
    // The key was made and kept before the server was tried: the same
    // transfer code for the next try.
    assert!(out.starts_with("You have a player key now"), "{out}");
    let told = out.lines().find(|l| l.starts_with("Your transfer code"));
    let code = code_in(told.unwrap_or_default());
    assert_eq!(code.len(), 39, "{out}");
    let (ok, shown, _) = run(&["identity", &addr], &dir);
    assert!(ok && shown.contains(&code), "{code} {shown}");
    let (ok, _, err) = run(&["ladder", &addr], &dir);
    assert!(!ok && !err.is_empty(), "{err}");
}

/// The room code in "You sit at seat 1 of room ABCD-EFGH."
fn room_in(line: &str) -> String {
    line.rsplit("room ")
        .next()
        .unwrap()
        .trim_end_matches('.')
        .to_string()
}

#[test]
fn reactions_show_unless_muted_and_a_rematch_seats_both_in_a_new_room() {
    let dir = scratch_dir("match-rematch");
    let hosted = server(&dir.join("server"), Duration::from_secs(600));
    let addr = hosted.local_addr().to_string();
    let mut ann = seek(&addr, "Ann", &dir.join("ann"));
    ann.line_starting("Looking for an opponent");
    let mut bob = seek(&addr, "Bob", &dir.join("bob"));
    let first = room_in(&ann.line_starting("You sit at seat"));
    bob.line_starting("You sit at seat");
    // A reaction, by its key in English, told to both in the same words.
    ann.send("react gg");
    ann.line_starting("You: Good game");
    bob.line_starting("Ann: Good game");
    ann.send("react nope");
    ann.line_starting("There is no reaction 'nope': type react and one of gg, wp,");
    play_until(&mut ann, &mut bob, 240, "the match's end", |r| {
        r.transcript.iter().any(|l| l.contains("the match!"))
    });
    let over = ann
        .transcript
        .iter()
        .find(|l| l.contains("The match is over."));
    assert!(
        over.is_some_and(|l| l.contains("'rematch'")),
        "{}",
        ann.tail()
    );
    // Muted: Ann's reaction does not reach Bob's screen; her offer,
    // sent after it on the same room, does.
    bob.send("mute ann");
    bob.line_starting("Ann's reactions are hidden from now on");
    bob.send("mute Carl");
    bob.line_starting("No other player at this table is called 'Carl'; the others are: Ann.");
    ann.send("react oops");
    ann.line_starting("You: Oops");
    ann.send("rematch");
    ann.line_starting("You offer a rematch; waiting for Bob to accept.");
    let seen = bob.until(|l| l.starts_with("Ann offers a rematch. Play again?"));
    assert!(!seen.iter().any(|l| l.contains("Oops")), "{seen:?}");
    bob.send("unmute ann");
    bob.line_starting("Ann's reactions show again.");
    bob.send("yes");
    for p in [&mut ann, &mut bob] {
        p.line_starting("Everyone accepted: the rematch is dealt in a new room.");
        let lines = p.until(|l| l.starts_with("You sit at seat"));
        let again = room_in(lines.last().expect("the seat"));
        assert_ne!(again, first, "a new room");
        // Its seat token kept, as the first room's was.
        let kept = format!("spite join {addr} {again} brings you back");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("Your seat is kept:") && l.contains(&kept)),
            "{lines:?}"
        );
    }
    // The mute was lifted: Bob hears Ann in the new room.
    ann.send("react wp");
    bob.line_starting("Ann: Well played");
    for mut p in [ann, bob] {
        p.send("quit");
        let (status, _, stderr) = p.finish();
        assert!(status.success(), "{stderr}");
    }
    hosted.stop();
}

#[test]
fn a_declined_rematch_is_told_to_both() {
    let dir = scratch_dir("match-decline");
    let hosted = server(&dir.join("server"), Duration::from_secs(600));
    let addr = hosted.local_addr().to_string();
    let mut ann = seek(&addr, "Ann", &dir.join("ann"));
    ann.line_starting("Looking for an opponent");
    let mut bob = seek(&addr, "Bob", &dir.join("bob"));
    ann.line_starting("You sit at seat");
    bob.line_starting("You sit at seat");
    // Not before the match's end.
    ann.send("rematch");
    ann.line_starting("A rematch can be offered once the match is over");
    play_until(&mut ann, &mut bob, 240, "the match's end", |r| {
        r.transcript.iter().any(|l| l.contains("the match!"))
    });
    bob.send("rematch");
    bob.line_starting("You offer a rematch; waiting for Ann to accept.");
    ann.line_starting("Bob offers a rematch. Play again?");
    ann.send("no");
    ann.line_starting("You declined the rematch.");
    bob.line_starting("Ann declined the rematch.");
    for mut p in [ann, bob] {
        p.send("quit");
        let (status, _, stderr) = p.finish();
        assert!(status.success(), "{stderr}");
    }
    hosted.stop();
}

/// `spite host --server ADDR --name NAME` (and `extra`), seated.
fn host(addr: &str, name: &str, extra: &[&str], data: &Path) -> (Repl, String) {
    let mut args = vec!["host", "--server", addr, "--name", name];
    args.extend_from_slice(extra);
    let mut repl = Repl::start_with(&args, None, Some(data));
    let hosting = repl.line_starting("Hosting an online game at ");
    let code = hosting
        .rsplit("Invite code: ")
        .next()
        .unwrap()
        .trim()
        .to_string();
    (repl, code)
}

#[test]
fn an_open_room_is_listed_and_its_free_seat_taken_from_the_list() {
    let dir = scratch_dir("rooms-open");
    let hosted = server(&dir.join("server"), Duration::from_secs(600));
    let addr = hosted.local_addr().to_string();
    let (ok, out, err) = run(&["rooms", &addr], &dir.join("nobody"));
    assert!(ok, "{err}");
    assert!(out.starts_with("No room at "), "{out}");
    // A room for friends only stays invisible.
    let (mut carl, closed) = host(&addr, "Carl", &[], &dir.join("carl"));
    carl.line_starting("Waiting for a friend to join");
    let (mut ann, open) = host(&addr, "Ann", &["--open"], &dir.join("ann"));
    ann.line_starting("The room is open:");
    let (ok, out, err) = run(&["rooms", &addr], &dir.join("bob"));
    assert!(ok, "{err}");
    assert!(out.starts_with(&format!("Open rooms at {addr}:")), "{out}");
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("1. ")).collect();
    assert_eq!(rows.len(), 1, "{out}");
    assert!(rows[0].contains(&open), "{out}");
    assert!(
        rows[0].contains(": own rules")
            || rows[0].contains("2 players; one free seat; Ann; waiting "),
        "{out}"
    );
    assert!(!out.contains(&closed) && !out.contains("2. "), "{out}");
    // A number not in the list is refused, the list shown.
    let (ok, out, err) = run(&["rooms", &addr, "--take", "2"], &dir.join("bob"));
    assert!(
        !ok && err.contains("There is no room 2 in the list: it has 1."),
        "{err}"
    );
    assert!(out.contains(&open), "{out}");
    // Taken from the list: Bob sits at the free seat, Ann sees him come.
    let mut bob = Repl::start_with(
        &["rooms", &addr, "--take", "1", "--name", "Bob"],
        None,
        Some(&dir.join("bob")),
    );
    let seated = bob.line_starting("You sit at seat");
    assert!(seated.starts_with("You sit at seat 2 of room "), "{seated}");
    assert!(seated.contains(&open), "{seated}");
    ann.line_starting("Bob is at the table.");
    // Full now: no longer listed.
    let (ok, out, _) = run(&["rooms", &addr], &dir.join("nobody"));
    assert!(ok && out.starts_with("No room at "), "{out}");
    for mut p in [ann, bob, carl] {
        p.send("quit");
        let (status, _, stderr) = p.finish();
        assert!(status.success(), "{stderr}");
    }
    hosted.stop();
}
