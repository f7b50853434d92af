//! The local client: a person at seat 0 against the computer, driven only
//! through the `Client` interface a frontend uses.

use std::time::{Duration, Instant};

use spite_ai::Level;
use spite_core::{Move, Rules, Source, Target, UndoError};
use spite_table::client::{Client, ClientState, Happening, Intent, LocalClient, check_refusals};
use spite_table::{Message, Player, Refusal, SeatName, Seats, Table, TableSave};

fn rules() -> Rules {
    Rules {
        payoff_size: 5,
        match_target: 8,
        ..Rules::g4a()
    }
}

fn client(seed: u64) -> LocalClient {
    let seats = Seats::standard(2, 1, Level::Naive);
    LocalClient::new(Table::new(rules(), seats, seed).unwrap(), 0)
}

/// Waits (at most ten seconds) until `done` holds, gathering what happened.
fn until(c: &mut LocalClient, done: impl Fn(&ClientState) -> bool) -> Vec<Happening> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = c.poll();
    while !done(c.state()) {
        assert!(
            Instant::now() < deadline,
            "waited too long: {:?}",
            c.state()
        );
        seen.extend(c.wait(Duration::from_millis(100)));
    }
    seen
}

/// A centre play if there is one, else the first legal move.
fn choose(state: &ClientState) -> Move {
    let moves = state.view.as_ref().unwrap().legal_moves();
    *moves
        .iter()
        .find(|m| matches!(m.to, Target::Centre(_)))
        .unwrap_or(&moves[0])
}

fn discard(state: &ClientState) -> Move {
    let moves = state.view.as_ref().unwrap().legal_moves();
    *moves
        .iter()
        .find(|m| matches!(m.to, Target::Side(_)))
        .expect("a discard is always legal on one's turn")
}

/// Plays `c` with `pick` until `stop` holds when a person is to move, or
/// the game has ended; at a screen handed over, each person takes it on
/// their turn.
fn play_until(
    c: &mut LocalClient,
    pick: fn(&ClientState) -> Move,
    stop: impl Fn(&ClientState) -> bool,
) -> Vec<Happening> {
    let mut seen = Vec::new();
    for _ in 0..5000 {
        seen.extend(until(c, |s| {
            s.my_turn() || s.handover.is_some() || s.finished.is_some()
        }));
        if c.state().finished.is_some() || stop(c.state()) {
            return seen;
        }
        c.take_screen();
        let mv = pick(c.state());
        c.send(Intent::Play(mv)).unwrap();
    }
    panic!("play did not stop");
}

/// Plays `c` (choosing with `choose`) until the first game has ended.
fn play_a_game(c: &mut LocalClient) -> Vec<Happening> {
    play_until(c, choose, |_| false)
}

#[test]
fn refused_intents_say_why_and_change_nothing() {
    let mut c = client(4);
    let told = until(&mut c, ClientState::my_turn);
    assert!(matches!(told[0], Happening::Told(Message::Welcome { .. })));
    let before = c.state().clone();
    check_refusals(&mut c).unwrap();
    assert_eq!(c.send(Intent::Undo), Err(Refusal::Undo(UndoError::Nothing)));
    assert_eq!(c.state(), &before);
    assert!(!c.poll().iter().any(|h| matches!(h, Happening::Told(_))));
    // On the computer's turn: not yours, and the computer plays on the
    // worker, so the discard comes back before the computer has moved.
    let mv = discard(c.state());
    c.send(Intent::Play(mv)).unwrap();
    let computer_to_move = c.state().clone();
    assert_eq!(computer_to_move.view.as_ref().unwrap().to_move(), 1);
    assert_eq!(
        c.send(Intent::Play(mv)),
        Err(Refusal::NotYourTurn {
            to_move: SeatName::Computer(None)
        })
    );
    assert_eq!(c.send(Intent::Hint), c.send(Intent::Play(mv)));
    let told = until(&mut c, |s| s.my_turn() || s.finished.is_some());
    let last = c.state().last.clone().expect("a move led here");
    assert!(last.by_computer || c.state().finished.is_some());
    assert!(told.iter().any(|h| matches!(
        h,
        Happening::Told(Message::TurnStarts { whose }) if *whose == SeatName::You
    )));
}

#[test]
fn a_move_that_revealed_nothing_is_taken_back() {
    let mut c = client(9);
    until(&mut c, ClientState::my_turn);
    // A hand card to the centre, with cards left in the hand: nothing drawn.
    let before = c.state().view.clone().unwrap();
    let Some(&mv) = before
        .legal_moves()
        .iter()
        .find(|m| matches!((m.from, m.to), (Source::Hand(_), Target::Centre(_))))
    else {
        panic!("seed 9 gives seat 0 a hand card to play to the centre");
    };
    c.send(Intent::Play(mv)).unwrap();
    c.poll();
    assert_ne!(c.state().view.as_ref(), Some(&before));
    assert_eq!(c.state().last.as_ref().map(|l| l.mv), Some(mv));
    c.send(Intent::Undo).unwrap();
    let told = c.poll();
    assert!(
        told.iter()
            .any(|h| matches!(h, Happening::Told(Message::TookBack { mv: m, .. }) if *m == mv))
    );
    assert_eq!(told.last(), Some(&Happening::Changed));
    assert_eq!(c.state().view.as_ref(), Some(&before));
    assert_eq!(c.state().last, None);
}

#[test]
fn a_hint_comes_from_the_worker_and_goes_with_the_next_move() {
    let mut c = client(5);
    until(&mut c, ClientState::my_turn);
    c.send(Intent::Hint).unwrap();
    let told = until(&mut c, |s| s.hint.is_some());
    let hint = c.state().hint.clone().unwrap();
    assert!(matches!(hint, Message::Hint { .. } | Message::NoHint));
    assert!(told.contains(&Happening::Told(hint)));
    let mv = choose(c.state());
    c.send(Intent::Play(mv)).unwrap();
    assert_eq!(c.state().hint, None);
}

#[test]
fn a_finished_game_is_kept_until_the_player_goes_on() {
    let mut c = client(2);
    let told = play_a_game(&mut c);
    let done = c.state().finished.clone().expect("kept");
    assert_eq!(done.number, 1);
    assert!(done.view.status().is_over());
    assert_eq!(c.state().shown_view(), Some(&done.view));
    assert!(
        told.iter()
            .any(|h| matches!(h, Happening::Told(Message::Score { .. })))
    );
    // Nothing moves on by itself.
    assert!(c.wait(Duration::from_millis(50)).is_empty());
    assert_eq!(c.state().finished.as_ref(), Some(&done));
    let mv = c
        .state()
        .view
        .as_ref()
        .unwrap()
        .legal_moves()
        .first()
        .copied();
    if let Some(mv) = mv {
        assert_eq!(c.send(Intent::Play(mv)), Err(Refusal::GameOver));
    }
    c.send(Intent::NextGame).unwrap();
    let told = c.poll();
    assert_eq!(c.state().finished, None);
    assert_eq!(c.state().game, 2);
    assert_eq!(c.state().results.len(), 1);
    assert!(
        told.iter()
            .any(|h| matches!(h, Happening::Told(Message::GameStarts { number: 2, .. })))
    );
}

/// A whole match, played through the client; returns its save (every
/// move) and the state at its end.
fn whole_match(seed: u64) -> (TableSave, ClientState) {
    let mut c = client(seed);
    for _ in 0..50 {
        play_a_game(&mut c);
        if c.state().finished.as_ref().unwrap().match_over {
            let end = c.state().clone();
            c.send(Intent::NextGame).unwrap();
            assert_eq!(c.state().finished, None);
            assert_eq!(c.send(Intent::NextGame), Err(Refusal::GameNotOver));
            return (c.table().save(), end);
        }
        c.send(Intent::NextGame).unwrap();
    }
    panic!("the match did not end");
}

#[test]
fn the_same_seed_and_moves_give_the_same_match() {
    let (a, end) = whole_match(13);
    let (b, again) = whole_match(13);
    assert_eq!(a, b);
    assert_eq!(end, again);
    let over = end.match_end.as_ref().expect("the match ended");
    assert_eq!(over.seed, Some(13));
    assert!(end.score.iter().any(|&p| p >= rules().match_target));
    assert!(end.results.len() >= 2);
}

#[test]
fn wait_returns_at_once_when_nothing_is_coming() {
    let mut c = client(4);
    until(&mut c, ClientState::my_turn);
    let start = Instant::now();
    assert!(c.wait(Duration::from_secs(5)).is_empty());
    assert!(start.elapsed() < Duration::from_secs(1));
    c.send(Intent::Leave).unwrap();
    assert_eq!(c.send(Intent::Hint), Err(Refusal::Stale));
}

#[test]
fn at_a_hot_seat_table_the_client_plays_the_person_to_move() {
    let table = Table::new(rules(), Seats::standard(2, 2, Level::Naive), 6).unwrap();
    let first = table.to_move();
    let mut c = LocalClient::new(table, 1 - first);
    c.poll();
    assert_eq!(c.state().seat, Some(first));
    assert!(c.state().my_turn());
    let mv = discard(c.state());
    c.send(Intent::Play(mv)).unwrap();
    let told = c.poll();
    // The other person's turn, from their view; nobody's cards named, as
    // the screen may be someone else's.
    assert_eq!(c.state().seat, Some(1 - first));
    assert_eq!(c.state().view.as_ref().unwrap().seat(), 1 - first);
    assert!(c.state().my_turn());
    // Two more turns: the first person draws again, and the draw is told
    // as a count.
    let mut told = told;
    for _ in 0..2 {
        let mv = discard(c.state());
        c.send(Intent::Play(mv)).unwrap();
        told.extend(c.poll());
    }
    let drew: Vec<_> = told
        .iter()
        .filter_map(|h| match h {
            Happening::Told(Message::Drew { cards, .. }) => Some(cards.clone()),
            _ => None,
        })
        .collect();
    assert!(!drew.is_empty(), "{told:?}");
    assert!(drew.iter().all(Vec::is_empty), "{told:?}");
}

#[test]
fn a_table_whose_game_is_over_is_a_finished_game_to_go_on_from() {
    let mut c = client(2);
    play_a_game(&mut c);
    // The same match at a new client, as a terminal loads or resumes it.
    let m = c.table().match_().clone();
    let seats = Seats::standard(2, 1, Level::Naive);
    let mut again = LocalClient::new(Table::with_match(m, seats).unwrap(), 0);
    again.poll();
    let done = again.state().finished.clone().expect("kept as finished");
    assert_eq!(done.number, 1);
    assert!(done.view.status().is_over());
    again.send(Intent::NextGame).unwrap();
    again.poll();
    assert_eq!(again.state().game, 2);
}

#[test]
fn each_poll_tells_one_step_and_thinking_says_a_computer_is_at_work() {
    let mut c = client(4);
    until(&mut c, ClientState::my_turn);
    assert!(!c.state().thinking);
    let mv = discard(c.state());
    c.send(Intent::Play(mv)).unwrap();
    // The computer's turn is worked out on the worker...
    assert!(c.state().thinking);
    // ...and the first poll tells only the person's move, however soon
    // the computer answers.
    std::thread::sleep(Duration::from_millis(200));
    let told = c.poll();
    assert!(told.iter().any(
        |h| matches!(h, Happening::Told(Message::TurnStarts { whose }) if *whose != SeatName::You)
    ));
    assert_eq!(c.state().last.as_ref().map(|l| l.mv), Some(mv));
    until(&mut c, |s| !s.thinking);
    assert!(c.state().my_turn() || c.state().finished.is_some());
}

#[test]
fn the_computers_level_changes_between_moves_and_a_move_being_thought_still_comes() {
    let mut c = client(4);
    until(&mut c, ClientState::my_turn);
    c.send(Intent::Hint).unwrap();
    // The hint is asked again for the table at the new level.
    c.set_level(Level::Easy);
    until(&mut c, |s| s.hint.is_some());
    let mv = discard(c.state());
    c.send(Intent::Play(mv)).unwrap();
    assert!(c.state().thinking);
    // The computer's move, asked at the old level, is asked again at the
    // new one (an answer for the table as it was is dropped).
    c.set_level(Level::Medium);
    until(&mut c, |s| s.my_turn() || s.finished.is_some());
    assert_eq!(c.table().seats().level(1), Some(Level::Medium));
    assert_eq!(c.table().seats().player(0), Player::Person);
    let last = c.state().last.clone().expect("the computer moved");
    assert!(last.by_computer || c.state().finished.is_some());
}

/// Two people at one screen handed over between them, and a computer.
fn handed_over(seed: u64) -> LocalClient {
    let seats = Seats::new(vec![
        Player::Person,
        Player::Computer(Level::Naive),
        Player::Person,
    ]);
    // A match of more than one game.
    let rules = Rules {
        players: 3,
        match_target: 50,
        ..rules()
    };
    LocalClient::handing_over(Table::new(rules, seats, seed).unwrap(), 0, false)
}

#[test]
fn a_handed_over_screen_hides_the_hand_until_the_next_person_takes_it() {
    let mut c = handed_over(6);
    c.poll();
    let first = c.table().to_move();
    let first = if first == 1 {
        until(&mut c, |s| s.handover.is_some());
        c.table().to_move()
    } else {
        first
    };
    // The game starts hidden, even for the screen's own person.
    assert_eq!(c.state().handover, Some(first));
    assert!(c.state().hidden && !c.state().my_turn());
    assert_eq!(c.state().seat, Some(0));
    let refused = c.send(Intent::Hint);
    assert!(
        matches!(refused, Err(Refusal::NotYourTurn { .. })),
        "{refused:?}"
    );
    c.take_screen();
    assert_eq!(c.state().seat, Some(first));
    assert!(!c.state().hidden && c.state().my_turn());
    assert_eq!(c.state().view.as_ref().unwrap().seat(), first);
    // The person's turn ends: their hand hides, the screen stays theirs
    // (while the computer plays too) until the other person takes it.
    let other = 2 - first;
    let mv = discard(c.state());
    c.send(Intent::Play(mv)).unwrap();
    assert!(c.state().hidden);
    play_until(&mut c, discard, |s| s.handover == Some(other));
    assert_eq!(c.state().handover, Some(other));
    assert_eq!(c.state().seat, Some(first));
    assert_eq!(c.state().view.as_ref().unwrap().seat(), first);
    c.take_screen();
    assert_eq!(c.state().seat, Some(other));
    assert!(c.state().my_turn());
    assert_eq!(c.state().handover, None);
}

#[test]
fn each_game_at_a_handed_over_screen_starts_hidden() {
    let mut c = handed_over(2);
    play_a_game(&mut c);
    assert!(c.state().finished.is_some(), "the game ended");
    c.send(Intent::NextGame).unwrap();
    until(&mut c, |s| s.handover.is_some());
    assert!(c.state().hidden);
}

#[test]
fn a_screen_handed_over_at_a_table_of_one_person_is_always_theirs() {
    let table = Table::new(rules(), Seats::standard(2, 1, Level::Naive), 4).unwrap();
    let mut c = LocalClient::handing_over(table, 0, false);
    until(&mut c, ClientState::my_turn);
    assert_eq!(c.state().handover, None);
    assert!(!c.state().hidden);
}

/// Polls `c` as a window that sleeps until woken does: only after a
/// wake-up, while the computer thinks, until `done` holds.
fn poll_when_woken(
    c: &mut LocalClient,
    wakes: &std::sync::mpsc::Receiver<()>,
    done: impl Fn(&ClientState) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(10);
    c.poll();
    while !done(c.state()) {
        assert!(c.state().thinking, "nothing to wait for: {:?}", c.state());
        let left = deadline.saturating_duration_since(Instant::now());
        wakes
            .recv_timeout(left)
            .expect("the worker wakes the window when it has answered");
        c.poll();
    }
}

#[test]
fn a_client_with_a_wake_up_calls_it_for_each_answer_so_a_window_may_sleep() {
    let mut c = client(4);
    assert!(!c.wakes(), "without a wake-up a window must poll");
    let (woke, wakes) = std::sync::mpsc::channel();
    c.set_wake(Box::new(move || {
        let _ = woke.send(());
    }));
    assert!(c.wakes());
    poll_when_woken(&mut c, &wakes, ClientState::my_turn);
    // A hint is worked out on the worker too.
    c.send(Intent::Hint).unwrap();
    poll_when_woken(&mut c, &wakes, |s| s.hint.is_some());
    // Whole turns of the computer's, each move woken for.
    for _ in 0..3 {
        if c.state().finished.is_some() {
            break;
        }
        let mv = discard(c.state());
        c.send(Intent::Play(mv)).unwrap();
        assert!(c.state().thinking);
        poll_when_woken(&mut c, &wakes, |s| s.my_turn() || s.finished.is_some());
    }
    assert!(c.state().last.as_ref().is_some_and(|l| l.by_computer) || c.state().finished.is_some());
}
