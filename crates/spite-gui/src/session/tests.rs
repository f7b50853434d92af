//! The one intake, whatever the venue: what a local table's computer does
//! and what another seat of an online room does are told, filed and slid
//! by the same code. A scripted client plays the online side here (the
//! steps a `LocalClient` made, seen from one seat with a server's
//! answers), so both sides see the same game.

use std::collections::VecDeque;
use std::time::Duration;

use egui::{Context, Ui};
use spite_ai::Level;
use spite_core::{Card, Rules, Seat};
use spite_table::client::{Client, ClientState, Happening, Intent, LocalClient, Presence};
use spite_table::{Player, Refusal, Seats, Table};

use super::{Session, Venue};
use crate::anim::Place;
use crate::face::TableFace;
use crate::lang::Language;
use crate::local::Local;
use crate::panels::Panels;
use crate::settings::Speed;
use crate::stats::Stats;

/// A client that tells steps written beforehand, one a poll.
struct Script {
    state: ClientState,
    steps: VecDeque<(Vec<Happening>, ClientState)>,
}

impl Client for Script {
    fn state(&self) -> &ClientState {
        &self.state
    }
    /// A move is sent, and answered at a later poll, as a server does.
    fn send(&mut self, intent: Intent) -> Result<(), Refusal> {
        match intent {
            Intent::Play(_) | Intent::Undo => {
                self.state.awaiting = true;
                Ok(())
            }
            _ => Err(Refusal::Stale),
        }
    }
    fn poll(&mut self) -> Vec<Happening> {
        let Some((happened, state)) = self.steps.pop_front() else {
            return vec![];
        };
        self.state = state;
        happened
    }
    fn wait(&mut self, _timeout: Duration) -> Vec<Happening> {
        self.poll()
    }
}

/// One seat of a room whose server tells the script: the online venue's
/// answers (its own seat played here, its own draws named, requests
/// answered later).
struct Room;

impl Venue for Room {
    type Client = Script;
    fn yours(client: &Script) -> Vec<Seat> {
        client.state.seat.into_iter().collect()
    }
    fn names_draws(_client: &Script) -> bool {
        true
    }
    const HERE: bool = false;
    fn count(_s: &mut Session<Room>, _stats: &mut Stats, _level: Level) {}
    fn takes_enter(_s: &Session<Room>) -> bool {
        false
    }
    fn go_on(_s: &mut Session<Room>, _seed: u64) -> bool {
        false
    }
    const DEALS: bool = false;
    fn log_id(_s: &Session<Room>) -> egui::Id {
        egui::Id::unique("room")
    }
    fn bars(_s: &Session<Room>, _ui: &mut Ui, _p: &mut Panels<'_>) {}
    fn questions(_s: &Session<Room>, _ctx: &Context, _p: &mut Panels<'_>) {}
}

fn table(seed: u64) -> Table {
    let seats = Seats::new(vec![Player::Person, Player::Computer(Level::Easy)]);
    Table::new(Rules::g4a(), seats, seed).expect("g4a deals")
}

/// A seed whose first turn is the person's.
fn person_first() -> u64 {
    (0..)
        .find(|&seed| table(seed).match_().game().to_move() == 0)
        .expect("some deal lets the person start")
}

/// Every slide queued, as it lands: the card, where it goes from and to,
/// and the log lines it reveals.
fn slides<V: Venue>(s: &mut Session<V>) -> Vec<(Card, Place, Place, usize, usize)> {
    let mut out = vec![];
    let mut now = 0.0;
    while let Some((sl, _)) = s.screen.anims.current(now) {
        let seen = (sl.card, sl.from, sl.to, sl.log_before, sl.log_after);
        if out.last() != Some(&seen) {
            out.push(seen);
        }
        now += 0.05;
    }
    out
}

/// The log as the player reads it: turn, seat, words.
fn told<V: Venue>(s: &Session<V>) -> Vec<(u32, Seat, String)> {
    s.log()
        .iter()
        .map(|l| (l.turn, l.seat, l.text.clone()))
        .collect()
}

#[test]
fn a_computers_move_here_and_another_seats_move_online_are_told_and_slid_alike() {
    let seed = person_first();
    // Here: the person discards, the computer answers.
    let mut here = Session::<Local>::new(
        Rules::g4a(),
        &[Player::Person, Player::Computer(Level::Easy)],
        seed,
    )
    .expect("deals");
    let discard = *here
        .view()
        .expect("a table")
        .legal_moves()
        .iter()
        .find(|m| m.is_discard())
        .expect("a hand card can be discarded");
    here.play(discard).expect("legal");
    while here.thinking() {
        assert!(here.wait_step(Speed::Normal), "the computer moves");
    }
    // The same game's steps from seat 0, told by a "server" a poll later.
    let mut c = LocalClient::handing_over(table(seed), 0, true);
    c.poll();
    let start = c.state().clone();
    c.send(Intent::Play(discard)).expect("legal");
    let mut steps = VecDeque::from([(c.poll(), c.state().clone())]);
    while c.state().thinking {
        steps.push_back((c.wait(Duration::from_secs(10)), c.state().clone()));
    }
    let mut online = Session::at(
        Script {
            state: start,
            steps,
        },
        Room,
        Language::English,
    );
    online.play(discard).expect("sent");
    assert!(online.log().is_empty(), "told only once the server answers");
    while online.wait_step(Speed::Normal) {}

    // The same lines, filed alike; the computer's turn word for word (the
    // person's own draw names its cards online only).
    let computer =
        |s: Vec<(u32, Seat, String)>| -> Vec<_> { s.into_iter().filter(|l| l.1 == 1).collect() };
    assert!(!computer(told(&here)).is_empty(), "the computer moved");
    assert_eq!(computer(told(&online)), computer(told(&here)));
    let filed =
        |s: Vec<(u32, Seat, String)>| -> Vec<_> { s.into_iter().map(|l| (l.0, l.1)).collect() };
    assert_eq!(filed(told(&online)), filed(told(&here)));
    let slid = slides(&mut here);
    assert!(!slid.is_empty(), "the computer's cards slide");
    assert_eq!(slides(&mut online), slid);
    // The person's own move was heard at once, not slid, in both.
    assert!(
        slid.iter()
            .all(|(_, from, ..)| !matches!(from, Place::Hand { seat: 0, .. }))
    );
}

#[test]
fn a_seats_coming_and_going_is_logged_and_told_again_in_another_language() {
    let mut c = LocalClient::handing_over(table(person_first()), 0, true);
    c.poll();
    let state = c.state().clone();
    let away = vec![Happening::Presence {
        seat: 1,
        now: Presence::Away,
    }];
    let mut s = Session::at(
        Script {
            state: state.clone(),
            steps: VecDeque::from([(away, state)]),
        },
        Room,
        Language::English,
    );
    s.poll();
    let line = s.log().last().expect("a line").text.clone();
    assert!(line.contains("has gone away"), "{line}");
    s.set_language(Language::Bulgarian);
    let again = s.log().last().expect("a line").text.clone();
    assert!(again.contains("си отиде"), "{again}");
}

#[test]
fn a_take_back_is_said_on_the_status_line_only_to_the_seat_that_asked() {
    let mut c = LocalClient::handing_over(table(person_first()), 0, true);
    c.poll();
    let start = c.state().clone();
    let mv = *start
        .view
        .as_ref()
        .expect("a view")
        .legal_moves()
        .iter()
        .find(|m| !m.is_discard())
        .expect("a move that keeps the turn");
    c.send(Intent::Play(mv)).expect("legal");
    let played = (c.poll(), c.state().clone());
    c.send(Intent::Undo).expect("the move can be taken back");
    let undone = (c.poll(), c.state().clone());
    let script = |steps: Vec<_>| Script {
        state: start.clone(),
        steps: VecDeque::from(steps),
    };
    // Taken back as another seat's answer would be: logged, not said.
    let mut s = Session::at(
        script(vec![played.clone(), undone.clone()]),
        Room,
        Language::English,
    );
    s.poll();
    assert!(s.notice().is_none());
    assert!(s.log().last().is_some_and(|l| l.took_back.is_some()));
    // Asked for here: the answer is said.
    let mut s = Session::at(script(vec![played, undone]), Room, Language::English);
    s.play(mv).expect("sent");
    assert!(s.wait_step(Speed::Instant), "the move is answered");
    s.undo();
    assert!(s.wait_step(Speed::Instant), "the undo is answered");
    let said = s.notice().expect("the take-back is said").text.clone();
    assert_eq!(s.log().last().map(|l| l.text.clone()), Some(said));
}

#[test]
fn before_the_seats_view_has_come_there_is_no_table_and_no_gesture_moves() {
    let mut s = Session::at(
        Script {
            state: ClientState::default(),
            steps: VecDeque::new(),
        },
        Room,
        Language::English,
    );
    assert!(s.view().is_none(), "no game is dealt to stand in for it");
    assert!(s.shown_view().is_none());
    assert!(!s.ready());
    assert!(!s.select(spite_core::Source::Hand(0)));
    assert!(s.legal_targets().is_empty());
    let target = Some(spite_core::Target::Centre(0));
    assert!(s.drop_held(target, None, Speed::Normal).is_err());
    assert!(s.screen.returns.is_empty(), "nothing to send home");
}
