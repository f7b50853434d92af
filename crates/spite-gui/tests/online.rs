//! The window's online play against a real game server in this process,
//! on loopback only (ports chosen by the system), every wait bounded:
//! a host in the app and a friend play a whole match; a restarted window
//! comes back to its seat with the kept token (also when it hosted the
//! server itself); the connection comes back by itself after the server
//! drops; undo needs the other person's answer; the session never holds
//! another seat's hand.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use spite_core::{Move, PlayerView, Rules, Source, Target};
use spite_gui::face::TableFace;
use spite_gui::lang::Language;
use spite_gui::online::host::HostedServer;
use spite_gui::online::tokens::SeatStore;
use spite_gui::online::{LinkState, Online};
use spite_gui::session::Session;
use spite_gui::settings::Speed;
use spite_gui::sound::Sound;
use spite_server::client::{Backoff, Connect};
use spite_server::protocol::{RulesSpec, SeatSpec};
use spite_table::{Message, SeatName};

const LOOPBACK: &str = "127.0.0.1:0";

fn fast() -> Backoff {
    Backoff {
        first: Duration::from_millis(50),
        max: Duration::from_millis(400),
        tries: 100,
    }
}

/// The deal of the whole-match test (any deal where the people play a
/// real part: more than five moves before the match ends).
const TEST_DEAL: u64 = 101;

fn short_rules() -> Rules {
    Rules {
        payoff_size: 5,
        match_target: 1,
        ..Rules::g4a()
    }
}

/// A room of `seats` on `rules` (a short match to play to its end, the
/// standard one for tests that must not end it by chance).
fn create_with(rules: Rules, seats: Vec<SeatSpec>, name: &str) -> Connect {
    Connect::Create {
        rules: Some(RulesSpec::Custom(Rules {
            players: seats.len() as u8,
            ..rules
        })),
        seats,
        name: Some(name.into()),
        takeover_after: None,
        open: false,
    }
}

fn create(seats: Vec<SeatSpec>, name: &str) -> Connect {
    create_with(Rules::g4a(), seats, name)
}

fn join(code: &str, name: &str) -> Connect {
    Connect::Join {
        code: code.into(),
        name: Some(name.into()),
    }
}

fn open(
    url: &str,
    connect: Connect,
    host: Option<HostedServer>,
    store: Option<SeatStore>,
) -> Session<Online> {
    let mut s = Session::start(
        url.into(),
        connect,
        host,
        store,
        Language::English,
        None,
        fast(),
    );
    s.speed = Speed::Instant;
    s
}

/// Polls every session until `done` says so; panics after `secs`.
fn pump(
    sessions: &mut [&mut Session<Online>],
    secs: u64,
    what: &str,
    mut done: impl FnMut(&mut [&mut Session<Online>]) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        for s in sessions.iter_mut() {
            s.poll();
            s.tick(1e9);
            only_its_own_cards(s);
        }
        if done(sessions) {
            return;
        }
        if Instant::now() > deadline {
            let states: Vec<String> = sessions
                .iter()
                .map(|s| {
                    format!(
                        "seat {:?} {:?} sent {} can_act {} to_move {:?} notice {:?}",
                        s.table().seat(),
                        s.link(),
                        s.waiting_for_server(),
                        s.can_act(),
                        s.table().view().map(|v| (v.to_move(), v.status())),
                        s.notice()
                    )
                })
                .collect();
            panic!("timed out waiting: {what}: {states:#?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Hidden information: every view the session holds is its own seat's,
/// and no line it tells names another seat's drawn cards.
fn only_its_own_cards(s: &Session<Online>) {
    if !s.ready() {
        return;
    }
    let me = s.viewer();
    assert_eq!(s.view().expect("a table").seat(), me);
    assert_eq!(s.shown_view().expect("a table").seat(), me);
    for l in s.log() {
        if let Some(Message::Drew { who, cards, .. }) = &l.message {
            assert!(
                *who == SeatName::You || cards.is_empty(),
                "another seat's draw names cards: {l:?}"
            );
        }
    }
}

/// A move for the seat to move: onto a centre pile if one takes a card,
/// else a discard.
fn choose(view: &PlayerView) -> Move {
    spite_gui::testing::centre_first(view)
}

/// The seat to move plays through the window's own gestures: picks the
/// card up, then lets it go on the pile.
fn play_by_gesture(s: &mut Session<Online>, mv: Move) {
    assert!(s.select(mv.from), "{mv} could not be picked up");
    assert!(s.legal_targets().contains(&mv.to));
    assert!(
        s.drop_held(Some(mv.to), None, Speed::Instant).is_ok(),
        "{mv} was not sent"
    );
    assert!(s.waiting_for_server());
    assert!(!s.can_act(), "one move at a time");
}

/// Ann creates a room of two people on the server at `url` (her token
/// kept in `store`), Bob joins it; both seated.
fn ann_and_bob(url: &str, store: Option<SeatStore>) -> (Session<Online>, Session<Online>) {
    let mut ann = open(url, create(vec![SeatSpec::Person; 2], "Ann"), None, store);
    pump(&mut [&mut ann], 20, "Ann seated", |s| seated(s[0]));
    let code = ann.table().code().expect("a code").to_owned();
    let mut bob = open(url, join(&code, "Bob"), None, None);
    pump(&mut [&mut ann, &mut bob], 20, "Bob seated", |s| {
        seated(s[1])
    });
    (ann, bob)
}

/// Every session whose seat may act plays; how many moves were sent.
fn play_whoever_can(sessions: &mut [&mut Session<Online>]) -> usize {
    let mut n = 0;
    for s in sessions.iter_mut() {
        // A finished game's table is shown until its player goes on.
        if s.finished_shown().is_some() && s.screen.anims.is_empty() {
            s.continue_game();
        }
        if s.can_act() {
            let mv = choose(&s.view().expect("a table"));
            play_by_gesture(s, mv);
            n += 1;
        }
    }
    n
}

fn hosted(data: Option<std::path::PathBuf>) -> HostedServer {
    // The same deal every run.
    HostedServer::dealing(
        LOOPBACK.parse().expect("an address"),
        data,
        Language::English,
        Some(spite_gui::testing::HOSTED_SEED),
    )
    .expect("a server on loopback")
}

fn seated(s: &Session<Online>) -> bool {
    s.ready() && s.connected()
}

#[test]
fn a_host_in_the_app_and_a_friend_play_a_whole_match() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // One deal every run: with a random one, the computer now and then won
    // the one-game match before the people had made six moves.
    let host = HostedServer::dealing(
        LOOPBACK.parse().expect("an address"),
        Some(dir.path().join("server")),
        Language::English,
        Some(TEST_DEAL),
    )
    .expect("a server on loopback");
    let url = host.local_url();
    let seats = vec![
        SeatSpec::Person,
        SeatSpec::Person,
        SeatSpec::Computer {
            level: spite_ai::Level::Easy,
        },
    ];
    let mut ann = open(
        &url,
        create_with(short_rules(), seats, "Ann"),
        Some(host),
        None,
    );
    pump(&mut [&mut ann], 20, "Ann seated", |s| seated(s[0]));
    let code = ann.table().code().expect("a code").to_owned();
    let mut bob = open(&url, join(&code.to_lowercase(), "Bob"), None, None);
    pump(&mut [&mut ann, &mut bob], 20, "Bob seated", |s| {
        seated(s[1])
    });
    assert_ne!(ann.viewer(), bob.viewer());
    // Ann sees Bob arrive, by his name.
    pump(&mut [&mut ann, &mut bob], 10, "Bob's name", |s| {
        s[0].seat_name(s[1].viewer()) == "Bob"
    });

    let mut moves = 0;
    pump(&mut [&mut ann, &mut bob], 120, "the match's end", |s| {
        moves += play_whoever_can(s);
        assert!(moves < 3000, "a short match ends");
        s.iter().all(|x| x.table().match_end().is_some())
    });
    assert!(moves > 5);
    assert_eq!(ann.table().score(), bob.table().score());
    let winner = ann.table().match_end().and_then(|e| e.winner);
    assert_eq!(winner, bob.table().match_end().and_then(|e| e.winner));
    assert!(winner.is_some(), "someone won the match");
    // The match-over screen is over the last game's final table.
    for s in [&ann, &bob] {
        let last = s.table().finished_game().expect("the last game is kept");
        assert!(last.match_over);
        assert_eq!(last.view, s.view().expect("a table"));
        assert!(s.view().expect("a table").status().is_over());
        assert_eq!(s.finished_shown(), None, "no next game to go on to");
    }
    assert!(
        ann.table().score().iter().any(|&p| p >= 1),
        "the winner reached the target"
    );
    // The match's end is told in the log and the status line.
    assert!(
        ann.log()
            .iter()
            .any(|l| matches!(l.message, Some(Message::MatchWon { .. })))
    );
    let (status, _) = spite_gui::online::dialog::status_text(&ann);
    assert_eq!(Some(status), ann.match_words());
    ann.leave();
    bob.leave();
}

/// Each seat hears every card once (its own as the server confirms it,
/// the other's as it lands), and the game's end once: a win for the
/// winner, a loss for the other, even with the finished game on the table.
#[test]
fn each_seat_hears_every_card_and_the_games_end_once() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let host = hosted(Some(dir.path().join("server")));
    let url = host.local_url();
    // A long match: the first game's end leaves its table on the screen.
    let rules = Rules {
        match_target: 1000,
        ..short_rules()
    };
    let seats = vec![SeatSpec::Person; 2];
    let mut ann = open(&url, create_with(rules, seats, "Ann"), Some(host), None);
    pump(&mut [&mut ann], 20, "Ann seated", |s| seated(s[0]));
    let code = ann.table().code().expect("a code").to_owned();
    let mut bob = open(&url, join(&code, "Bob"), None, None);
    pump(&mut [&mut ann, &mut bob], 20, "Bob seated", |s| {
        seated(s[1])
    });
    let mut heard = [vec![], vec![]];
    let mut moves = 0;
    // A person plays well below the server's limit of 20 messages a second
    // (a refused move would be counted here and heard nowhere): each seat
    // sends at most one move every 60 ms.
    let mut sent_at: [Option<Instant>; 2] = [None; 2];
    let paced = |at: &Option<Instant>| at.is_none_or(|t| t.elapsed() >= Duration::from_millis(60));
    pump(
        &mut [&mut ann, &mut bob],
        120,
        "the first game's end",
        |s| {
            for (i, x) in s.iter_mut().enumerate() {
                heard[i].extend(x.take_sounds());
                let refused = x.notice().filter(|n| n.refusal);
                assert!(refused.is_none(), "seat {i}: a move refused: {refused:?}");
            }
            if s.iter().all(|x| x.finished_shown().is_some()) {
                return true;
            }
            for (x, at) in s.iter_mut().zip(&mut sent_at) {
                if x.finished_shown().is_none() && x.can_act() && paced(at) {
                    let mv = choose(&x.view().expect("a table"));
                    play_by_gesture(x, mv);
                    *at = Some(Instant::now());
                    moves += 1;
                }
            }
            assert!(moves < 3000, "a short game ends");
            false
        },
    );
    let finished = ann
        .finished_shown()
        .expect("the game's table")
        .view
        .status();
    let spite_core::Status::Won { winner, .. } = finished else {
        panic!("a pay-off pile of 5 is won: {finished:?}");
    };
    for (s, heard) in [&ann, &bob].into_iter().zip(&heard) {
        let ends: Vec<Sound> = heard
            .iter()
            .copied()
            .filter(|h| matches!(h, Sound::Win | Sound::Loss))
            .collect();
        let expected = if s.viewer() == winner {
            Sound::Win
        } else {
            Sound::Loss
        };
        assert_eq!(ends, vec![expected], "seat {}: {heard:?}", s.viewer());
        let cards = heard
            .iter()
            .filter(|h| matches!(h, Sound::Slide | Sound::PlayCentre))
            .count();
        assert_eq!(cards, moves, "seat {}: {heard:?}", s.viewer());
    }
    ann.leave();
    bob.leave();
}

/// A server that cannot start says why in the player's language, naming
/// the address, the system's own text after the words.
#[test]
fn a_server_that_cannot_start_says_why_in_the_players_language() {
    let first = hosted(None);
    let taken = first.addr();
    let Err(why) = HostedServer::start(taken, None, Language::Bulgarian) else {
        panic!("a second server started on the taken {taken}");
    };
    assert!(why.contains(&taken.to_string()), "{why}");
    if cfg!(target_os = "linux") {
        assert!(why.contains("адресът вече се използва ("), "{why}");
    }
    assert!(!why.starts_with("cannot listen"), "{why}");
    first.stop();
}

#[test]
fn a_restarted_window_comes_back_to_its_seat_with_the_kept_token() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let server = hosted(None);
    let url = server.local_url();
    let (ann, mut bob) = ann_and_bob(&url, Some(SeatStore::new(dir.path())));
    let code = ann.table().code().expect("a code").to_owned();
    let (seat, hand) = (ann.viewer(), ann.view().expect("a table").hand().to_vec());
    let kept = std::fs::read_to_string(dir.path().join("online.json")).expect("the token kept");
    assert!(kept.contains(&code) && kept.contains(&url));
    // Without the code, the address and the token, whose letters and
    // digits may spell a card ("5D" in "X5DK-…") by chance.
    let token = SeatStore::new(dir.path())
        .find(&url, &code)
        .expect("the seat kept")
        .token;
    let rest = kept
        .replace(&code, "")
        .replace(&url, "")
        .replace(&token, "");
    assert!(
        !rest.contains(&hand[0].to_string()),
        "the file holds no card"
    );

    // The window closes (its connection with it); Bob sees Ann away.
    drop(ann);
    pump(&mut [&mut bob], 10, "Ann away", |s| {
        !s[0].table().seat_infos()[usize::from(seat)].connected
    });
    let mut again = Session::resume(SeatStore::new(dir.path()), None, Language::English, None)
        .expect("an online game to resume")
        .expect("no server to start");
    again.speed = Speed::Instant;
    pump(&mut [&mut again, &mut bob], 20, "Ann back", |s| {
        seated(s[0])
    });
    assert_eq!(again.table().code(), Some(code.as_str()));
    assert_eq!(again.viewer(), seat);
    assert_eq!(again.view().expect("a table").hand(), hand.as_slice());
    pump(&mut [&mut again, &mut bob], 10, "Bob sees Ann back", |s| {
        s[1].table().seat_infos()[usize::from(seat)].connected
    });

    // Leaving on purpose: nothing to resume next time (the token stays).
    again.leave();
    assert!(SeatStore::new(dir.path()).to_resume().is_none());
    assert!(SeatStore::new(dir.path()).find(&url, &code).is_some());
    bob.leave();
    server.stop();
}

#[test]
fn a_restarted_host_starts_its_server_again_with_the_room() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let data = dir.path().join("server");
    let host = hosted(Some(data.clone()));
    let url = host.local_url();
    let store = SeatStore::new(dir.path());
    let seats = vec![
        SeatSpec::Person,
        SeatSpec::Computer {
            level: spite_ai::Level::Easy,
        },
    ];
    let mut ann = open(&url, create(seats, "Ann"), Some(host), Some(store.clone()));
    pump(&mut [&mut ann], 20, "Ann seated", |s| seated(s[0]));
    // A few moves, so there is something to come back to.
    let mut played = 0;
    pump(&mut [&mut ann], 30, "three moves", |s| {
        if played >= 3 && s[0].can_act() {
            return true;
        }
        if s[0].can_act() {
            let mv = choose(&s[0].view().expect("a table"));
            play_by_gesture(s[0], mv);
            played += 1;
        }
        false
    });
    let (code, view) = (
        ann.table().code().map(str::to_owned),
        ann.view().expect("a table"),
    );
    // The app closes: its server stops with it.
    drop(ann);
    let mut again = Session::resume(store, Some(data), Language::English, None)
        .expect("an online game to resume")
        .expect("the server starts again");
    again.speed = Speed::Instant;
    assert_eq!(again.url(), url, "the same address as before");
    pump(&mut [&mut again], 20, "back at the seat", |s| seated(s[0]));
    assert_eq!(again.table().code().map(str::to_owned), code);
    assert_eq!(again.view().expect("a table").to_json(), view.to_json());
    again.leave();
}

#[test]
fn the_connection_comes_back_by_itself_after_the_server_drops() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let data = dir.path().join("server");
    let server = hosted(Some(data.clone()));
    let addr: SocketAddr = server.addr();
    let url = server.local_url();
    let (mut ann, mut bob) = ann_and_bob(&url, None);
    let mut played = 0;
    pump(&mut [&mut ann, &mut bob], 30, "two moves", |s| {
        // Both have heard every move (the same sequence number).
        if played >= 2
            && (s[0].can_act() || s[1].can_act())
            && s[0].table().last_seq() == s[1].table().last_seq()
        {
            return true;
        }
        played += play_whoever_can(s);
        false
    });
    let views = (
        ann.view().expect("a table").to_json(),
        bob.view().expect("a table").to_json(),
    );

    server.stop();
    pump(&mut [&mut ann, &mut bob], 20, "both reconnecting", |s| {
        s.iter()
            .all(|x| matches!(x.link(), LinkState::Reconnecting { .. }))
    });
    // The status line says so, and nothing can be played meanwhile.
    let (status, warning) = spite_gui::online::dialog::status_text(&ann);
    assert!(warning && status.contains("reconnecting"), "{status}");
    let mover = if ann.view().expect("a table").is_my_turn() {
        &mut ann
    } else {
        &mut bob
    };
    assert!(!mover.can_act());
    assert!(!mover.select(Source::Hand(0)));

    let server =
        HostedServer::start(addr, Some(data), Language::English).expect("the same address again");
    pump(&mut [&mut ann, &mut bob], 30, "both back", |s| {
        s.iter().all(|x| seated(x))
    });
    assert_eq!(
        (
            ann.view().expect("a table").to_json(),
            bob.view().expect("a table").to_json()
        ),
        views
    );
    assert!(
        ann.notice().is_some_and(|n| n.text == "Connected again."),
        "{:?}",
        ann.notice()
    );
    // And the game goes on.
    let before = ann.table().last_seq();
    pump(
        &mut [&mut ann, &mut bob],
        20,
        "a move after the restart",
        |s| {
            play_whoever_can(s);
            s[0].table().last_seq() > before
        },
    );
    ann.leave();
    bob.leave();
    server.stop();
}

/// A friend's window opened before the host's (the server not there yet)
/// keeps trying, says so in plain words, and sits down once the server is
/// back (it once said "connection refused (os error 111)" and gave up).
#[test]
fn a_join_opened_before_the_server_waits_for_it_and_sits_down() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let data = dir.path().join("server");
    let server = hosted(Some(data.clone()));
    let addr: SocketAddr = server.addr();
    let url = server.local_url();
    let mut ann = open(&url, create(vec![SeatSpec::Person; 2], "Ann"), None, None);
    pump(&mut [&mut ann], 20, "Ann seated", |s| seated(s[0]));
    let code = ann.table().code().expect("a code").to_owned();
    drop(ann);
    server.stop();

    let mut bob = open(&url, join(&code, "Bob"), None, None);
    pump(
        &mut [&mut bob],
        20,
        "Bob trying again",
        |s| matches!(s[0].link(), LinkState::Waiting { attempt } if *attempt >= 3),
    );
    let (status, warning) = spite_gui::online::dialog::status_text(&bob);
    assert!(warning);
    assert!(status.contains("trying again"), "{status}");
    assert!(!status.contains("os error"), "{status}");

    let server =
        HostedServer::start(addr, Some(data), Language::English).expect("the same address again");
    pump(&mut [&mut bob], 20, "Bob seated", |s| seated(s[0]));
    assert_eq!(bob.table().code(), Some(code.as_str()));
    bob.leave();
    server.stop();
}

/// With no server ever there, the tries run out and the window says why
/// in plain words (the system's text only after them).
#[test]
fn a_server_never_reached_is_said_in_plain_words_once_the_tries_run_out() {
    let server = hosted(None);
    let url = server.local_url();
    server.stop();
    let mut s = Session::start(
        url.clone(),
        join("AAAA-BBBB-CCCC", "Zed"),
        None,
        None,
        Language::Portuguese,
        None,
        Backoff {
            first: Duration::from_millis(20),
            max: Duration::from_millis(40),
            tries: 3,
        },
    );
    pump(&mut [&mut s], 20, "the tries spent", |s| {
        matches!(s[0].link(), LinkState::Failed { code: None, .. })
    });
    let plain = s.tr("ui-net-unreachable", &[("url", url.as_str().into())]);
    assert!(
        plain.contains(&url) && plain.starts_with("O servidor"),
        "{plain}"
    );
}

#[test]
fn undo_is_asked_of_the_other_person_who_may_refuse_or_allow() {
    let server = hosted(None);
    let url = server.local_url();
    let (mut ann, mut bob) = ann_and_bob(&url, None);

    // Play on until the seat to move can put a hand card on a centre pile
    // and keep some in hand: a move that reveals nothing.
    let mut turns = 0;
    let (asker, other) = loop {
        let (m, o) = if ann.can_act() {
            (&mut ann, &mut bob)
        } else if bob.can_act() {
            (&mut bob, &mut ann)
        } else {
            pump(&mut [&mut ann, &mut bob], 10, "someone to move", |s| {
                s[0].can_act() || s[1].can_act()
            });
            continue;
        };
        let view = m.view().expect("a table");
        let quiet = view.legal_moves().iter().copied().find(|mv| {
            matches!(mv.from, Source::Hand(_))
                && matches!(mv.to, Target::Centre(_))
                && view.hand().len() > 2
        });
        match quiet {
            Some(mv) => {
                play_by_gesture(m, mv);
                break (m, o);
            }
            None => {
                let discard = view
                    .legal_moves()
                    .iter()
                    .copied()
                    .find(|mv| mv.is_discard())
                    .expect("a discard");
                play_by_gesture(m, discard);
                pump(&mut [m, o], 10, "the discard", |s| {
                    !s[0].waiting_for_server()
                });
            }
        }
        turns += 1;
        assert!(turns < 200, "a quiet move comes up");
    };
    pump(&mut [asker, other], 10, "the move", |s| {
        !s[0].waiting_for_server()
    });
    let after = asker.view().expect("a table").to_json();
    let hand_after = asker.view().expect("a table").hand().len();

    // Refused: nothing changes, and the asker is told.
    asker.undo();
    pump(&mut [asker, other], 10, "the question", |s| {
        s[1].table().must_answer_undo()
    });
    other.answer_undo(false);
    // The table's fold and the session's happenings arrive apart: wait for
    // both (the pending undo gone and the refusal told), or the notice
    // could be read between the two (a rare flake under load).
    pump(&mut [asker, other], 10, "the refusal", |s| {
        s[0].table().pending_undo().is_none()
            && s[0]
                .notice()
                .is_some_and(|n| n.text.contains("did not allow"))
    });
    assert_eq!(asker.view().expect("a table").to_json(), after);
    assert!(
        asker
            .notice()
            .is_some_and(|n| n.text == "Bob did not allow the move to be taken back."
                || n.text == "Ann did not allow the move to be taken back."),
        "{:?}",
        asker.notice()
    );

    // Allowed: the card is back in hand.
    asker.undo();
    pump(&mut [asker, other], 10, "the question again", |s| {
        s[1].table().must_answer_undo()
    });
    other.answer_undo(true);
    // As above: the view and the told happening arrive apart.
    pump(&mut [asker, other], 10, "the move taken back", |s| {
        s[0].view().expect("a table").hand().len() == hand_after + 1
            && s[0]
                .log()
                .iter()
                .any(|l| matches!(l.message, Some(Message::TookBack { .. })))
    });
    assert!(asker.can_act(), "still the asker's turn");
    assert!(
        asker
            .log()
            .iter()
            .any(|l| matches!(l.message, Some(Message::TookBack { .. })))
    );
    // The asker hears the answer at once, not at the next move.
    let (status, _) = spite_gui::online::dialog::status_text(asker);
    assert!(status.starts_with("You take back"), "{status}");
    ann.leave();
    bob.leave();
    server.stop();
}

#[test]
fn a_wrong_code_is_refused_and_said() {
    let server = hosted(None);
    let mut s = open(
        &server.local_url(),
        join("AAAA-BBBB-CCCC", "Zed"),
        None,
        None,
    );
    pump(&mut [&mut s], 10, "the refusal", |s| {
        matches!(s[0].link(), LinkState::Failed { .. })
    });
    assert!(!s.ready());
    let (status, warning) = spite_gui::online::dialog::status_text(&s);
    assert!(warning);
    assert_eq!(status, "Could not reach the game");
    // Why, in the player's words from the server's code.
    assert!(
        matches!(
            s.link(),
            LinkState::Failed {
                code: Some(spite_server::protocol::ErrorCode::NoRoom),
                ..
            }
        ),
        "{:?}",
        s.link()
    );
    assert_eq!(
        s.refusal_words(spite_server::protocol::ErrorCode::NoRoom),
        "There is no game with that invite code."
    );
    server.stop();
}

/// The real app, by its labels: "Play online…", Host (on a port the system
/// picks), the room bar with the code, a card played by clicks on the
/// online table, the undo question answered in the app by "Refuse", and
/// "Leave the online game" (and "Yes, leave" to its question) back to the
/// local match, unchanged.
#[test]
fn the_app_hosts_from_the_dialog_plays_by_clicks_and_leaves() {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use spite_gui::SpiteApp;
    use spite_gui::session::Session;

    // A local match where the person is to move: nothing of it is in
    // flight while the online game is on the screen.
    let local = (0..)
        .map(|seed| {
            Session::new(
                Rules::g4a(),
                &[
                    spite_table::Player::Person,
                    spite_table::Player::Computer(spite_ai::Level::Easy),
                ],
                seed,
            )
            .expect("g4a deals")
        })
        .find(|t| t.match_().game().to_move() == 0)
        .expect("some deal lets the person start");
    let local_view = local.view().expect("a table");
    let settings = spite_gui::testing::english_instant();
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 820.0))
        .build_eframe(move |cc| SpiteApp::with_session(local, settings, &cc.egui_ctx));
    h.run_steps(2);
    h.get_by_label("Play online…").click();
    h.run_steps(2);
    h.state_mut().online_form.port = "0".into();
    h.state_mut().online_form.name = "Ann".into();
    // Seat 2 a friend (the default), seat 3 none: two people.
    h.get_by_label("Host").click();
    let deadline = Instant::now() + Duration::from_secs(20);
    let wait = |h: &mut Harness<'_, SpiteApp>, what: &str, done: &dyn Fn(&SpiteApp) -> bool| {
        while !done(h.state()) {
            assert!(Instant::now() < deadline, "timed out: {what}");
            h.run_steps(1);
            std::thread::sleep(Duration::from_millis(10));
        }
        h.run_steps(2);
    };
    wait(&mut h, "seated", &|a| {
        a.online.as_ref().is_some_and(|o| o.ready())
    });
    let code = h
        .state()
        .online
        .as_ref()
        .and_then(|o| o.table().code().map(str::to_owned));
    let code = code.expect("a code");
    h.get_by_label(&format!("Invite code {code}"));
    let url = h.state().online.as_ref().expect("online").url().to_owned();
    let mut bob = open(&url, join(&code, "Bob"), None, None);
    pump(&mut [&mut bob], 20, "Bob seated", |s| seated(s[0]));
    wait(&mut h, "Bob here", &|a| {
        a.online
            .as_ref()
            .is_some_and(|o| o.table().seat_infos().iter().all(|i| i.connected))
    });
    h.get_by_label("Bob: here");

    // Whoever moves first, the window's seat gets a turn.
    let mut turns = 0;
    loop {
        let o = h.state().online.as_ref().expect("online");
        if o.can_act() {
            break;
        }
        if bob.can_act() {
            let discard = bob
                .view()
                .expect("a table")
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.is_discard())
                .expect("a discard");
            play_by_gesture(&mut bob, discard);
            turns += 1;
            assert!(turns < 5);
        }
        pump(&mut [&mut bob], 5, "Bob's move", |_| true);
        h.run_steps(1);
        assert!(Instant::now() < deadline, "the window's turn");
        std::thread::sleep(Duration::from_millis(10));
    }
    // A discard by two clicks: hand card 1, then side pile 1.
    h.get_by_label_contains("Hand card 1:").click();
    h.run_steps(1);
    h.get_by_label_contains("Your side pile 1:").click();
    h.run_steps(1);
    wait(&mut h, "the discard answered", &|a| {
        a.online
            .as_ref()
            .is_some_and(|o| !o.waiting_for_server() && !o.view().expect("a table").is_my_turn())
    });
    pump(&mut [&mut bob], 10, "Bob to move", |s| s[0].can_act());

    // Bob plays a quiet move if he has one and asks to take it back: the
    // window asks, and refuses.
    let view = bob.view().expect("a table");
    if let Some(mv) = view
        .legal_moves()
        .iter()
        .copied()
        .find(|m| matches!(m.from, Source::Hand(_)) && !m.is_discard() && view.hand().len() > 2)
    {
        play_by_gesture(&mut bob, mv);
        pump(&mut [&mut bob], 10, "Bob's move", |s| {
            !s[0].waiting_for_server()
        });
        bob.undo();
        wait(&mut h, "the question", &|a| {
            a.online
                .as_ref()
                .is_some_and(|o| o.table().must_answer_undo())
        });
        h.get_by_label("Refuse").click();
        h.run_steps(1);
        pump(&mut [&mut bob], 10, "the refusal", |s| {
            s[0].table().pending_undo().is_none()
        });
        assert!(
            bob.notice()
                .is_some_and(|n| n.text.contains("did not allow"))
        );
    }

    h.get_by_label("Leave the online game").click();
    // The match is not over: a question first (its window shows from
    // its second frame).
    h.run_steps(4);
    h.get_by_label("Yes, leave (Y)").click();
    h.run_steps(2);
    assert!(h.state().online.is_none());
    assert_eq!(
        h.state().session.view().expect("a table").to_json(),
        local_view.to_json()
    );
    bob.leave();
}

#[test]
fn the_online_log_is_told_again_in_a_new_language() {
    let server = hosted(None);
    let (mut ann, mut bob) = ann_and_bob(&server.local_url(), None);
    // Bob's arrival and the game's opening are in Ann's log, in English.
    pump(&mut [&mut ann, &mut bob], 10, "Bob's arrival told", |s| {
        s[0].log().iter().any(|l| l.text == "Bob is here.")
    });
    let english: Vec<String> = ann.log().iter().map(|l| l.text.clone()).collect();
    ann.set_language(Language::Portuguese);
    let pt: Vec<String> = ann.log().iter().map(|l| l.text.clone()).collect();
    assert_eq!(pt.len(), english.len());
    assert!(pt.iter().any(|l| l == "Bob chegou."), "{pt:?}");
    for (e, p) in english.iter().zip(&pt) {
        assert_ne!(e, p, "a line stayed in English");
    }
    ann.leave();
    bob.leave();
    server.stop();
}
