//! What the server tests share: servers on loopback with OS-chosen ports,
//! players that play the first legal move, the local replay and the leak
//! check.
#![allow(dead_code)]

pub mod pg;
pub mod procs;

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use serde_json::Value;
use spite_core::{Card, Event, Match, PlayerView, Rules, Seat};
use spite_server::Config;
use spite_server::client::{Client, Seated};
use spite_server::protocol::{SeatSpec, ServerMessage};
use spite_table::{Next, Player, Seats, Table};

/// A test server's configuration: loopback, a port the OS picks, data in
/// `dir` (or none).
pub fn config(dir: Option<&Path>) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: dir.map(Path::to_path_buf),
        rate_per_sec: 1000.0,
        rate_burst: 1000.0,
        idle_timeout: Duration::from_secs(20),
        // The same deal every run: a failure shows again on rerun.
        deal_seed: Some(TEST_SEED),
        ..Config::default()
    }
}

/// The seed every test server deals its rooms from.
pub const TEST_SEED: u64 = 2026;

/// Short matches: five pay-off cards, a low target.
pub fn short_rules(players: u8) -> Rules {
    Rules {
        players,
        payoff_size: 5,
        match_target: 12,
        ..Rules::g4a()
    }
}

/// A room of two people (short rules): the creator and `joiner` seated.
pub async fn two_people(url: &str, joiner: Option<&str>) -> (Client, Seated, Client, Seated) {
    let mut a = Client::connect(url).await.unwrap();
    let sa = a
        .create(
            Some(spite_server::protocol::RulesSpec::Custom(short_rules(2))),
            vec![SeatSpec::Person, SeatSpec::Person],
            None,
            None,
        )
        .await
        .unwrap();
    let mut b = Client::connect(url).await.unwrap();
    let sb = b.join(&sa.code, joiner.map(String::from)).await.unwrap();
    (a, sa, b, sb)
}

/// `GET path` by hand over HTTP/1.1: the status code and the body.
pub async fn http_get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    tokio::time::timeout(STEP, s.read_to_string(&mut out))
        .await
        .expect("an answer in time")
        .unwrap();
    let status = out[9..12].parse().expect("a status code");
    let body = out.split_once("\r\n\r\n").map_or("", |b| b.1).to_string();
    (status, body)
}

/// The time any one test step may take before the test fails.
pub const STEP: Duration = Duration::from_secs(20);

/// Receives with a deadline.
pub async fn recv(c: &mut Client) -> (ServerMessage, String) {
    tokio::time::timeout(STEP, c.recv_raw())
        .await
        .expect("a message in time")
        .expect("a message")
}

/// Receives until `pred` holds, returning what came, the last included.
pub async fn until(
    c: &mut Client,
    mut pred: impl FnMut(&ServerMessage) -> bool,
) -> Vec<(ServerMessage, String)> {
    let mut got = Vec::new();
    loop {
        let m = recv(c).await;
        let done = pred(&m.0);
        got.push(m);
        if done {
            return got;
        }
    }
}

/// Sends `msg` and returns its answer (a message `is_answer` knows, or a
/// refusal), skipping broadcasts that come first.
pub async fn answer_to(
    c: &mut Client,
    msg: &spite_server::protocol::ClientMessage,
    is_answer: impl Fn(&ServerMessage) -> bool,
) -> ServerMessage {
    c.send(msg).await.unwrap();
    until(c, |m| {
        is_answer(m) || matches!(m, ServerMessage::Error { .. })
    })
    .await
    .pop()
    .unwrap()
    .0
}

/// A refusal's code; `None` for any other message.
pub fn refused(m: &ServerMessage) -> Option<spite_server::protocol::ErrorCode> {
    match m {
        ServerMessage::Error { code, .. } => Some(*code),
        _ => None,
    }
}

/// The view a message carries, if any.
pub fn view_of(m: &ServerMessage) -> Option<&spite_core::MatchViewJson> {
    match m {
        ServerMessage::Seated { room, .. } | ServerMessage::State { room, .. } => Some(&room.view),
        ServerMessage::Moved { view, .. }
        | ServerMessage::NewGame { view, .. }
        | ServerMessage::Undone { view, .. } => Some(view),
        _ => None,
    }
}

/// A seat's first legal move in `view`, if it is to move: the first the
/// view lists, checked to be what the rules allow that seat now (and that a
/// view lists moves on its own seat's turn only).
pub fn first_move(view: &spite_core::MatchViewJson) -> Option<String> {
    let v = PlayerView::from_json(&view.view).expect("a view that adds up");
    let listed = view.legal.as_ref();
    assert_eq!(
        listed.is_some(),
        v.is_my_turn(),
        "a view lists legal moves exactly on its own seat's turn"
    );
    let legal = listed?;
    assert_eq!(legal[..], v.legal_moves()[..], "the seat's legal moves");
    Some(legal[0].to_string())
}

/// Plays the first legal move whenever a message shows it is this seat's
/// turn, until the match is over. Returns every frame received.
pub async fn play_to_end(mut c: Client, seated: Seated) -> (Client, Vec<(ServerMessage, String)>) {
    let first = ServerMessage::Seated {
        seq: seated.seq,
        code: seated.code.clone(),
        seat: seated.seat,
        token: seated.token.clone(),
        room: seated.room.clone(),
    };
    let text = serde_json::to_string(&first).unwrap();
    let mut frames = vec![(first, text)];
    if let Some(mv) = first_move(&seated.room.view) {
        c.play(&mv).await.unwrap();
    }
    loop {
        let (m, raw) = recv(&mut c).await;
        if let ServerMessage::Error { code, message, .. } = &m {
            panic!("seat {} was refused: {code:?} {message}", seated.seat);
        }
        let over = matches!(m, ServerMessage::MatchOver { .. });
        if let Some(mv) = view_of(&m).and_then(first_move) {
            c.play(&mv).await.unwrap();
        }
        frames.push((m, raw));
        if over {
            return (c, frames);
        }
    }
}

/// Every seat plays first legal moves to the end of the match, each on a
/// task of its own; what each heard, seat by seat.
pub async fn all_play_to_end(players: Vec<(Client, Seated)>) -> Vec<Vec<(ServerMessage, String)>> {
    let tasks: Vec<_> = players
        .into_iter()
        .map(|(c, s)| tokio::spawn(play_to_end(c, s)))
        .collect();
    let mut logs = Vec::new();
    for t in tasks {
        logs.push(t.await.expect("a player's task ends").1);
    }
    logs
}

/// How a match ended, from the last frame a seat heard: the score, the
/// winning side and the match seed.
pub struct MatchEnd {
    pub score: Vec<u32>,
    pub winner: Option<u8>,
    pub seed: u64,
}

pub fn match_end(frames: &[(ServerMessage, String)]) -> MatchEnd {
    match frames.last().map(|f| &f.0) {
        Some(ServerMessage::MatchOver {
            score,
            winner,
            seed,
            ..
        }) => MatchEnd {
            score: score.clone(),
            winner: *winner,
            seed: *seed,
        },
        other => panic!("the match ends, not with {other:?}"),
    }
}

/// Seats for a local table from the room's seat specs.
pub fn local_seats(specs: &[SeatSpec]) -> Seats {
    Seats::new(
        specs
            .iter()
            .map(|s| match s {
                SeatSpec::Person => Player::Remote,
                SeatSpec::Computer { level } => Player::Computer(*level),
            })
            .collect(),
    )
}

/// The moves of a match as one seat heard them: (seat, move, by computer).
pub fn moves_heard(frames: &[(ServerMessage, String)]) -> Vec<(Seat, spite_core::Move, bool)> {
    frames
        .iter()
        .filter_map(|(m, _)| match m {
            ServerMessage::Moved {
                seat,
                mv,
                by_computer,
                ..
            } => Some((*seat, *mv, *by_computer)),
            _ => None,
        })
        .collect()
}

/// Plays the same match locally (spite-table, the same seed, the persons'
/// moves as played online, the computers thinking for themselves) and
/// checks every computer move and the final score and winner.
pub fn replay_locally(
    rules: Rules,
    specs: &[SeatSpec],
    seed: u64,
    moves: &[(Seat, spite_core::Move, bool)],
    score: &[u32],
    winner: Option<u8>,
) {
    let mut table = Table::new(rules, local_seats(specs), seed).unwrap();
    for (i, &(seat, mv, by_computer)) in moves.iter().enumerate() {
        if table.next() == Next::GameOver {
            table.next_game().unwrap();
        }
        match table.next() {
            Next::Remote(s) => {
                assert_eq!(s, seat, "move {i}: the seat to move");
                assert!(!by_computer);
                table.play(seat, mv).unwrap();
            }
            Next::Computer { seat: s, .. } => {
                assert_eq!(s, seat, "move {i}: the seat to move");
                assert!(by_computer);
                let played = table.play_bot().unwrap();
                assert_eq!(played.mv, mv, "move {i}: the computer's choice");
            }
            other => panic!("move {i}: the local table waits for {other:?}"),
        }
    }
    assert_eq!(table.next(), Next::MatchOver);
    assert_eq!(table.match_().scores(), score);
    assert_eq!(table.match_().winner(), winner);
}

/// Every card named in a JSON value (strings of a card's two-character
/// form), counted.
pub fn cards_in(v: &Value, out: &mut HashMap<Card, usize>) {
    match v {
        Value::String(s) => {
            if s.len() == 2
                && let Ok(c) = s.parse::<Card>()
                && c.to_string() == *s
            {
                *out.entry(c).or_default() += 1;
            }
        }
        Value::Array(a) => a.iter().for_each(|x| cards_in(x, out)),
        Value::Object(o) => o.values().for_each(|x| cards_in(x, out)),
        _ => {}
    }
}

/// The cards `seat` may see in the full game `g`, counted: its hand, every
/// pay-off top, the side and centre piles, the set-aside cards.
pub fn visible(m: &Match, seat: Seat) -> HashMap<Card, usize> {
    let g = m.game();
    let mut out: HashMap<Card, usize> = HashMap::new();
    let mut add = |c: Card| *out.entry(c).or_default() += 1;
    g.hand(seat).iter().copied().for_each(&mut add);
    for s in 0..g.rules().players {
        if let Some(&top) = g.payoff(s).last() {
            add(top);
        }
        for p in 0..4 {
            g.side(s, p).iter().copied().for_each(&mut add);
        }
    }
    for c in 0..g.rules().centre_piles {
        g.centre(c).iter().copied().for_each(&mut add);
    }
    g.set_aside().iter().copied().for_each(&mut add);
    out
}

/// The hidden cards of `seat` in the full game: other hands, the stock,
/// the buried pay-off cards.
pub fn hidden(m: &Match, seat: Seat) -> HashMap<Card, usize> {
    let g = m.game();
    let mut out: HashMap<Card, usize> = HashMap::new();
    let mut add = |c: Card| *out.entry(c).or_default() += 1;
    for s in 0..g.rules().players {
        if s != seat {
            g.hand(s).iter().copied().for_each(&mut add);
        }
        let p = g.payoff(s);
        p[..p.len().saturating_sub(1)]
            .iter()
            .copied()
            .for_each(&mut add);
    }
    g.stock().iter().copied().for_each(&mut add);
    out
}

/// The leak check: replays the match from its seed alongside the frames
/// `seat` received, and at every frame checks that its view is exactly
/// `seat`'s observation of the full game, and that no card appears in the
/// frame more often than `seat` can see it (plus the cards its public
/// events name): no card of another hand, of the stock or buried in a
/// pay-off pile reaches it.
///
/// A seat that joined late starts from the moves `reference` (a seat there
/// from the start) heard before its first frame.
pub fn check_no_leak(
    rules: Rules,
    seed: u64,
    seat: Seat,
    frames: &[(ServerMessage, String)],
    reference: &[(ServerMessage, String)],
) {
    let mut m = Match::new(rules, seed).unwrap();
    let first = frames.first().map_or(0, |f| f.0.seq());
    for (msg, _) in reference.iter().filter(|f| f.0.seq() < first) {
        match msg {
            ServerMessage::Moved { mv, .. } => {
                m.play(*mv).unwrap();
            }
            ServerMessage::NewGame { .. } => m.next_game().unwrap(),
            _ => {}
        }
    }
    check_no_leak_from(m, seat, frames);
}

/// The leak check from `m`, the match as it stood at the first frame.
pub fn check_no_leak_from(mut m: Match, seat: Seat, frames: &[(ServerMessage, String)]) {
    for (i, (msg, raw)) in frames.iter().enumerate() {
        let mut named = HashMap::new();
        if let ServerMessage::Moved { mv, events, .. } = msg {
            // The events as the seat's own view receives them: its own
            // draws name their cards, no other seat's does.
            let played = m.play_seen(*mv).unwrap();
            assert_eq!(
                &played.seen_by(seat).to_vec(),
                events,
                "frame {i}: the events"
            );
            for e in events {
                if let Event::Drew {
                    seat: drew, cards, ..
                } = e
                {
                    assert_eq!(
                        cards.is_some(),
                        *drew == seat,
                        "frame {i} to seat {seat}: {e:?}"
                    );
                }
                cards_in(&serde_json::to_value(e).unwrap(), &mut named);
            }
        }
        if let ServerMessage::NewGame { .. } = msg {
            m.next_game().unwrap();
        }
        // The whole VIEW: the seat's own view, the match, and the seat's
        // own legal moves on its turn only (never another seat's).
        if let Some(view) = view_of(msg) {
            assert_eq!(view, &m.view_json(seat, true), "frame {i}: the view");
            assert_eq!(
                view.legal.is_some(),
                m.game().to_move() == seat && !m.game().status().is_over(),
                "frame {i} to seat {seat}: legal moves on its own turn only"
            );
        }
        let mut seen = HashMap::new();
        cards_in(&serde_json::from_str(raw).unwrap(), &mut seen);
        let vis = visible(&m, seat);
        let hid = hidden(&m, seat);
        for (card, n) in seen {
            let allowed =
                vis.get(&card).copied().unwrap_or(0) + named.get(&card).copied().unwrap_or(0);
            assert!(
                n <= allowed,
                "frame {i} to seat {seat} names {card} {n} times but the seat sees it {allowed} times \
                 (hidden from it: {}): {raw}",
                hid.get(&card).copied().unwrap_or(0)
            );
        }
    }
}
