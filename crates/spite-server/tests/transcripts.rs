//! The online client's states (docs/online.md, "What a client shows") as
//! shared transcripts: server frames in, the state a client shows out.
//! The same files are run by the browser's reducer
//! (web/test/transcripts.test.ts), so the two clients cannot drift.
//!
//! The frames were recorded from seeded rooms on a real server:
//! `cargo test -p spite-server --test transcripts -- --ignored record`
//! records them again (the expected states are the fold's, checked here
//! against what each scenario is about before they are written; read the
//! diff before committing it). Room codes, and where the answer to a
//! `state` falls among the computer's moves, vary from one recording to
//! the next; the deals and the moves do not.

mod common;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{Move, PlayerView, Rules, Source, Target, ViewJson, ViewStatus};
use spite_server::client::{Client, OnlineTable, Seated};
use spite_server::protocol::{ClientMessage, PendingUndo, RulesSpec, SeatSpec, ServerMessage};
use spite_server::{Config, Server};

/// One transcript: what it is about and its steps.
#[derive(Serialize, Deserialize)]
struct Transcript {
    about: String,
    steps: Vec<Step>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Step {
    /// A frame from the server (the first is `seated`).
    Frame(Box<ServerMessage>),
    /// What the client shows now.
    Expect(Shows),
    /// The player goes on from a finished game (*Next game*).
    GoOn,
}

/// What a client shows, in terms both clients have.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Shows {
    /// The last sequence number taken in.
    seq: u64,
    /// A gap was seen: broadcasts are skipped until `state` comes.
    resyncing: bool,
    /// The game on screen (a finished one until the player goes on).
    shown: Game,
    /// The game followed behind a finished one on screen, if any.
    following: Option<Game>,
    /// Match points per side, after the game shown.
    score: Vec<u32>,
    match_over: bool,
    match_winner: Option<u8>,
    undo: Option<PendingUndo>,
}

/// A game as the client holds it: its number and where its view stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Game {
    game: usize,
    status: ViewStatus,
    winner: Option<u8>,
    turn: u32,
}

impl Game {
    fn of(game: usize, view: &PlayerView) -> Game {
        let v = view.to_json();
        Game {
            game,
            status: v.status,
            winner: v.winner,
            turn: v.turn,
        }
    }
}

/// What the fold shows.
fn shows(t: &OnlineTable) -> Shows {
    let view = t.view().expect("seated: a view");
    let finished = t.finished_game();
    Shows {
        seq: t.last_seq(),
        resyncing: t.needs_resync(),
        shown: finished.map_or_else(
            || Game::of(t.game_number(), view),
            |f| Game::of(f.number, &f.view),
        ),
        following: finished
            .filter(|f| !f.match_over)
            .map(|_| Game::of(t.game_number(), view)),
        score: finished.map_or_else(|| t.score().to_vec(), |f| f.score.clone()),
        match_over: t.match_end().is_some(),
        match_winner: t.match_end().and_then(|e| e.winner),
        undo: t.pending_undo().cloned(),
    }
}

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts")
}

#[test]
fn the_fold_shows_what_every_transcript_expects() {
    let mut files: Vec<_> = std::fs::read_dir(folder())
        .expect("the transcripts folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 8,
        "every state has its transcript: {files:?}"
    );
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let tr: Transcript = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut t = OnlineTable::new();
        for (i, step) in tr.steps.into_iter().enumerate() {
            match step {
                Step::Frame(msg) => {
                    t.apply(*msg);
                }
                Step::GoOn => t.acknowledge_finished(),
                Step::Expect(want) => {
                    assert_eq!(shows(&t), want, "{name}, step {i}");
                }
            }
        }
    }
}

// ---- Recording ----

/// A person's move in `view`: the pay-off card when it can go to the
/// centre, else the first legal move; none when it is not this seat's turn.
fn choose(view: &ViewJson) -> Option<Move> {
    if view.to_move != view.seat || view.status != ViewStatus::Playing {
        return None;
    }
    let v = PlayerView::from_json(view).expect("a view that adds up");
    let moves = v.legal_moves();
    moves
        .iter()
        .find(|m| m.from == Source::Payoff)
        .or(moves.first())
        .copied()
}

/// The view a frame carries (not `state`: the script moves on frames
/// that tell of a change, once each).
fn moved_view(m: &ServerMessage) -> Option<&ViewJson> {
    match m {
        ServerMessage::Seated { room, .. } => Some(&room.view.view),
        ServerMessage::Moved { view, .. } | ServerMessage::NewGame { view, .. } => Some(&view.view),
        _ => None,
    }
}

async fn recv(c: &mut Client) -> ServerMessage {
    let m = common::recv(c).await.0;
    if let ServerMessage::Error { code, message, .. } = &m {
        panic!("refused: {code:?} {message}");
    }
    m
}

async fn play(c: &mut Client, mv: Move) {
    c.play(&mv.to_string()).await.unwrap();
}

async fn server(seed: u64) -> Server {
    Server::start(Config {
        deal_seed: Some(seed),
        ..common::config(None)
    })
    .await
    .unwrap()
}

async fn create(url: &str, rules: Rules, seats: Vec<SeatSpec>) -> (Client, ServerMessage) {
    let mut c = Client::connect(url).await.unwrap();
    let s = c
        .create(Some(RulesSpec::Custom(rules)), seats, None, None)
        .await
        .unwrap();
    (c, seated_frame(s))
}

/// `seated` as it came, with a placeholder token (not worth recording).
fn seated_frame(s: Seated) -> ServerMessage {
    ServerMessage::Seated {
        seq: s.seq,
        code: s.code,
        seat: s.seat,
        token: Some("token".into()),
        room: s.room,
    }
}

/// A room of two people, Bob joining it: the server, each client with its
/// `seated`, and the news of Bob's arrival seat 0 heard.
async fn two_people(
    rules: Rules,
    seed: u64,
) -> (Server, [(Client, ServerMessage); 2], ServerMessage) {
    let server = server(seed).await;
    let (mut a, seated) = create(&server.url(), rules, vec![SeatSpec::Person; 2]).await;
    let ServerMessage::Seated { code, .. } = &seated else {
        unreachable!("create answers seated")
    };
    let mut b = Client::connect(&server.url()).await.unwrap();
    let sb = b.join(code, Some("Bob".into())).await.unwrap();
    let joined = recv(&mut a).await;
    (server, [(a, seated), (b, seated_frame(sb))], joined)
}

fn status_of(m: &ServerMessage) -> Option<(ViewStatus, Option<u8>)> {
    match m {
        ServerMessage::Moved { view, .. } => Some((view.view.status, view.view.winner)),
        _ => None,
    }
}

/// Seat 0 (a person playing [`choose`]) against the computer, recorded
/// until `game 2` has gone on for a few frames (or the match ends). It
/// asks for the whole room twice: in game 1's third frame, and while game
/// 1's end is on screen after the next deal.
async fn against_computer(rules: Rules, seed: u64) -> Vec<ServerMessage> {
    let server = server(seed).await;
    let seats = vec![
        SeatSpec::Person,
        SeatSpec::Computer {
            level: Level::Medium,
        },
    ];
    let (mut c, seated) = create(&server.url(), rules, seats).await;
    if let Some(mv) = moved_view(&seated).and_then(choose) {
        play(&mut c, mv).await;
    }
    let mut frames = vec![seated];
    let mut asked = 0;
    let mut after_deal: Option<usize> = None;
    loop {
        let m = recv(&mut c).await;
        let (end, dealt) = (
            matches!(m, ServerMessage::MatchOver { .. }),
            matches!(m, ServerMessage::NewGame { .. }),
        );
        if let Some(mv) = moved_view(&m).and_then(choose) {
            play(&mut c, mv).await;
        }
        frames.push(m);
        if end {
            return frames;
        }
        if dealt {
            after_deal = Some(0);
        } else if let Some(n) = after_deal.as_mut() {
            *n += 1;
        }
        if (asked == 0 && frames.len() == 3) || (asked == 1 && after_deal == Some(1)) {
            c.send(&ClientMessage::State {}).await.unwrap();
            asked += 1;
        }
        if after_deal.is_some_and(|n| n >= 5) && asked == 2 {
            return frames;
        }
    }
}

/// Two people play [`choose`]; the frames seat 0 heard, until game 2 has
/// gone on for a few frames.
async fn between_people(rules: Rules, seed: u64) -> Vec<ServerMessage> {
    let (_server, [(mut a, seated), (mut b, seated_b)], joined) = two_people(rules, seed).await;
    // Bob's arrival, then every broadcast reaches both, in step.
    let mut views = (moved_view(&seated_b).cloned(), moved_view(&seated).cloned());
    let mut frames = vec![seated, joined];
    let mut after_deal: Option<usize> = None;
    loop {
        if let Some(mv) = views.0.as_ref().and_then(choose) {
            play(&mut b, mv).await;
        }
        if let Some(mv) = views.1.as_ref().and_then(choose) {
            play(&mut a, mv).await;
        }
        let m = recv(&mut a).await;
        let mb = recv(&mut b).await;
        views = (moved_view(&mb).cloned(), moved_view(&m).cloned());
        let end = matches!(m, ServerMessage::MatchOver { .. });
        if matches!(m, ServerMessage::NewGame { .. }) {
            after_deal = Some(0);
        } else if let Some(n) = after_deal.as_mut() {
            *n += 1;
        }
        frames.push(m);
        if end || after_deal.is_some_and(|n| n >= 3) {
            return frames;
        }
    }
}

/// Two people; the first to move plays a card from the hand to the centre
/// and asks to take it back three ways: before any move (refused), then
/// allowed, then declined. The frames the asker and the answerer heard.
async fn undo_asked(rules: Rules, seed: u64) -> Option<(Vec<ServerMessage>, Vec<ServerMessage>)> {
    let (_server, [(a, seated), (b, seated_b)], joined) = two_people(rules, seed).await;
    let view = seated_view(&seated_b);
    let (mut asker, mut answerer, mut heard) = if view.to_move == 0 {
        (a, b, (vec![seated, joined], vec![seated_b]))
    } else {
        (b, a, (vec![seated_b], vec![seated, joined]))
    };
    let v = PlayerView::from_json(&seated_view(&heard.0[0])).unwrap();
    let mv = *v
        .legal_moves()
        .iter()
        .find(|m| matches!((m.from, m.to), (Source::Hand(_), Target::Centre(_))))?;
    // Nothing to take back yet: refused, to the asker alone.
    asker.send(&ClientMessage::Undo {}).await.unwrap();
    heard.0.push(common::recv(&mut asker).await.0);
    for approve in [true, false] {
        play(&mut asker, mv).await;
        asker.send(&ClientMessage::Undo {}).await.unwrap();
        for _ in 0..2 {
            heard.0.push(recv(&mut asker).await);
            heard.1.push(recv(&mut answerer).await);
        }
        answerer
            .send(&ClientMessage::UndoReply { approve })
            .await
            .unwrap();
        heard.0.push(recv(&mut asker).await);
        heard.1.push(recv(&mut answerer).await);
        if !approve {
            break;
        }
    }
    Some((heard.0, heard.1))
}

fn seated_view(m: &ServerMessage) -> ViewJson {
    match m {
        ServerMessage::Seated { room, .. } => room.view.view.clone(),
        _ => unreachable!("the first frame is seated"),
    }
}

/// The first seed (from 1) whose recording `wanted` accepts, and the
/// shortest such among the first `tries`.
async fn shortest<F, Fut>(
    tries: u64,
    record: F,
    wanted: impl Fn(&[ServerMessage]) -> bool,
) -> Vec<ServerMessage>
where
    F: Fn(u64) -> Fut,
    Fut: Future<Output = Vec<ServerMessage>>,
{
    let mut best: Option<Vec<ServerMessage>> = None;
    for seed in 1..=tries {
        let frames = record(seed).await;
        if wanted(&frames) && best.as_ref().is_none_or(|b| frames.len() < b.len()) {
            best = Some(frames);
        }
    }
    best.expect("a seed plays the scenario")
}

/// Game 1's winner, from the frame that ended it.
fn first_winner(frames: &[ServerMessage]) -> Option<u8> {
    frames
        .iter()
        .filter_map(status_of)
        .find(|s| s.0 != ViewStatus::Playing)
        .and_then(|s| s.1)
}

/// Game 1 took at least a few moves (not a deal that ends at once).
fn long_enough(frames: &[ServerMessage]) -> bool {
    frames
        .iter()
        .take_while(|m| !matches!(m, ServerMessage::NewGame { .. }))
        .count()
        >= 6
}

/// Writes a transcript: the frames, with what the fold shows after each,
/// `go_on` where `go_on` says. Checks `check` against the states first.
fn write(
    name: &str,
    about: &str,
    frames: Vec<ServerMessage>,
    go_on: impl Fn(&[ServerMessage]) -> bool,
    check: impl Fn(&[Shows]),
) {
    let mut t = OnlineTable::new();
    let mut steps = Vec::new();
    let mut states = Vec::new();
    let mut seen = Vec::new();
    for m in frames {
        seen.push(m.clone());
        t.apply(m.clone());
        steps.push(Step::Frame(Box::new(m)));
        let s = shows(&t);
        states.push(s.clone());
        steps.push(Step::Expect(s));
        if go_on(&seen) {
            t.acknowledge_finished();
            steps.push(Step::GoOn);
            let s = shows(&t);
            states.push(s.clone());
            steps.push(Step::Expect(s));
        }
    }
    check(&states);
    // One step a line: a diff shows which frame or state changed.
    let lines: Vec<String> = steps
        .iter()
        .map(|s| format!("    {}", serde_json::to_string(s).unwrap()))
        .collect();
    let text = format!(
        "{{\n  \"about\": {},\n  \"steps\": [\n{}\n  ]\n}}\n",
        serde_json::to_string(about).unwrap(),
        lines.join(",\n")
    );
    std::fs::create_dir_all(folder()).unwrap();
    std::fs::write(folder().join(format!("{name}.json")), text).unwrap();
}

fn payoff_of_one() -> Rules {
    Rules {
        payoff_size: 1,
        ..Rules::g4a()
    }
}

/// Whether the last frame is the second frame after the next deal (where
/// the player goes on in these recordings).
fn two_after_deal(seen: &[ServerMessage]) -> bool {
    let deal = seen
        .iter()
        .position(|m| matches!(m, ServerMessage::NewGame { .. }));
    deal.is_some_and(|d| seen.len() == d + 4)
}

/// Seat 1's win of game 1 was on screen while game 2 was followed.
fn seat_1_win_kept(s: &[Shows]) {
    assert!(
        s.iter()
            .any(|s| s.shown.winner == Some(1) && s.following.as_ref().is_some_and(|f| f.game == 2))
    );
}

fn never(_: &[ServerMessage]) -> bool {
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "records the transcripts again: run by hand, then read the diff"]
async fn record() {
    let rules = payoff_of_one();
    let own = shortest(
        30,
        |s| against_computer(rules, s),
        |f| long_enough(f) && first_winner(f) == Some(0),
    )
    .await;
    let computer = shortest(
        30,
        |s| against_computer(rules, s),
        |f| long_enough(f) && first_winner(f) == Some(1),
    )
    .await;
    let person = shortest(
        30,
        |s| between_people(rules, s),
        |f| long_enough(f) && first_winner(f) == Some(1),
    )
    .await;
    let last = Rules {
        match_target: 1,
        ..rules
    };
    let ends = shortest(
        30,
        |s| against_computer(last, s),
        |f| long_enough(f) && first_winner(f) == Some(0),
    )
    .await;

    write(
        "own-win",
        "Seat 0, a person, wins game 1 against the computer (a pay-off pile of 1). Its end stays on screen while game 2 is dealt and followed behind it, through a `state` asked for then, until the player goes on; the header's game is the game shown. A `state` in game 1 changes nothing.",
        own.clone(),
        two_after_deal,
        |s| {
            let won = s
                .iter()
                .find(|s| s.shown.status == ViewStatus::Won)
                .unwrap();
            assert_eq!((won.shown.game, won.shown.winner), (1, Some(0)));
            assert!(s.iter().any(|s| {
                s.shown.game == 1
                    && s.following
                        .as_ref()
                        .is_some_and(|f| f.game == 2 && f.turn > 1)
            }));
            assert!(s.last().unwrap().shown.game == 2 && s.last().unwrap().following.is_none());
        },
    );
    write(
        "computer-win",
        "The computer (seat 1) wins game 1 against seat 0, a person: its end stays on screen while game 2 is followed behind it, until the player goes on.",
        computer,
        two_after_deal,
        seat_1_win_kept,
    );
    write(
        "other-person-win",
        "Seat 0 follows a room of two people; Bob (seat 1) wins game 1. Its end stays on seat 0's screen while game 2 is followed, until the player goes on.",
        person,
        two_after_deal,
        seat_1_win_kept,
    );
    write(
        "match-over",
        "Seat 0 wins game 1, which ends the match (a target of 1 point): the last game's end stays on screen with the match's end; nothing is followed behind it, and going on keeps it.",
        ends,
        |seen| matches!(seen.last(), Some(ServerMessage::MatchOver { .. })),
        |s| {
            let last = s.last().unwrap();
            assert!(
                last.match_over && last.match_winner == Some(0) && last.shown.winner == Some(0)
            );
            assert!(last.following.is_none());
        },
    );
    // The same recording as own-win without the deal of game 2: the next
    // frame shows the gap; what comes before `state` is skipped; the won
    // game stays on screen when `state` brings game 2.
    let deal = own
        .iter()
        .position(|m| matches!(m, ServerMessage::NewGame { .. }))
        .unwrap();
    let mut gap = own;
    gap.remove(deal);
    gap.truncate(
        gap.iter()
            .rposition(|m| matches!(m, ServerMessage::State { .. }))
            .unwrap()
            + 2,
    );
    write(
        "gap",
        "The own-win recording with game 2's deal lost: the next frame shows a gap (the client asks for `state` and skips broadcasts until it comes); the `state` then brings game 2, and game 1's end stays on screen with game 2 followed behind it.",
        gap,
        never,
        |s| {
            assert!(s.iter().any(|s| s.resyncing));
            let last = s.last().unwrap();
            assert!(
                !last.resyncing
                    && last.shown.game == 1
                    && last.following.as_ref().is_some_and(|f| f.game == 2)
            );
        },
    );
    let mut found = None;
    for seed in 1..30 {
        if let Some(heard) = undo_asked(payoff_of_one_long(), seed).await {
            found = Some(heard);
            break;
        }
    }
    let (asker, answerer) = found.expect("a deal where the first seat can play a hand card");
    write(
        "undo-asker",
        "The first seat to move asks to take back a move: refused with nothing to take back (an error, to it alone); asked and allowed (`undone`); asked again and declined.",
        asker,
        never,
        |s| {
            assert!(s.iter().any(|s| s.undo.is_some()));
            assert!(s.last().unwrap().undo.is_none());
        },
    );
    write(
        "undo-answerer",
        "The same as undo-asker, heard by the seat that must answer.",
        answerer,
        never,
        |s| {
            assert!(
                s.iter()
                    .any(|s| s.undo.as_ref().is_some_and(|u| !u.waiting_for.is_empty()))
            );
        },
    );
}

/// Where the deals are: the frames' indices of `new_game`.
fn deals(frames: &[ServerMessage]) -> Vec<usize> {
    frames
        .iter()
        .enumerate()
        .filter(|(_, m)| matches!(m, ServerMessage::NewGame { .. }))
        .map(|(i, _)| i)
        .collect()
}

/// Game 2 ended, and game 3 was dealt, before seat 0 moved in game 2.
fn game_2_over_before_seat_0_moved(frames: &[ServerMessage]) -> bool {
    let at = deals(frames);
    at.len() >= 2
        && !frames[at[0]..at[1]]
            .iter()
            .any(|m| matches!(m, ServerMessage::Moved { seat: 0, .. }))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "records the end-behind transcript again: run by hand, then read the diff"]
async fn record_end_behind() {
    let frames = shortest(
        60,
        |s| against_computer(payoff_of_one(), s),
        |f| long_enough(f) && first_winner(f) == Some(0) && game_2_over_before_seat_0_moved(f),
    )
    .await;
    write(
        "end-behind",
        "Seat 0, a person, wins game 1; the computer goes out in its first turn of game 2, and game 3 is dealt, before the player goes on. Game 1's end stays on screen with game 3 followed behind it; going on shows game 2's end, and going on again game 3.",
        frames,
        |seen| {
            let at = deals(seen);
            at.len() >= 2 && (seen.len() == at[1] + 3 || seen.len() == at[1] + 4)
        },
        |s| {
            let kept = |game, winner| {
                move |s: &Shows| {
                    (s.shown.game, s.shown.winner) == (game, Some(winner))
                        && s.following.as_ref().is_some_and(|f| f.game == 3)
                }
            };
            let own = s.iter().position(kept(1, 0)).expect("the own win kept");
            let next = s.iter().position(kept(2, 1)).expect("game 2's end next");
            let last = s.last().unwrap();
            assert!(own < next && last.shown.game == 3 && last.following.is_none());
        },
    );
}

/// A pay-off pile long enough that the first turn does not end the game.
fn payoff_of_one_long() -> Rules {
    Rules {
        payoff_size: 5,
        ..Rules::g4a()
    }
}
