//! The window's table logic, tested without a window.

use super::*;
use crate::anim::{Place, ReturnFrom};
use crate::face::TableFace;
use crate::game::Game;
use crate::session::Refused;
use crate::settings::Speed;
use crate::stats::{Finished, Outcome};
use crate::testing::near_end_match;
use spite_core::{Event, Move, Rank, Source, Status, Target};
use spite_table::{Message, Refusal, SeatName};

const EASY: Player = Player::Computer(Level::Easy);

fn vs_computer(seed: u64) -> Session<Local> {
    Session::new(Rules::g4a(), &[Player::Person, EASY], seed).unwrap()
}

/// A discard for the viewer, who is to move (a hand card can always be
/// discarded).
fn a_discard(s: &Session<Local>) -> Move {
    *s.view()
        .expect("a table")
        .legal_moves()
        .iter()
        .find(|m| m.is_discard())
        .expect("a hand card can always be discarded")
}

/// A table where the person is to move.
fn my_turn() -> Session<Local> {
    for seed in 0.. {
        let s = vs_computer(seed);
        if s.match_().game().to_move() == 0 {
            return s;
        }
    }
    unreachable!()
}

#[test]
fn picking_a_card_lights_up_exactly_its_legal_targets() {
    let mut s = my_turn();
    assert!(s.can_act());
    assert!(s.select(Source::Hand(0)));
    let legal: Vec<Target> = s
        .view()
        .expect("a table")
        .legal_moves()
        .iter()
        .filter(|m| m.from == Source::Hand(0))
        .map(|m| m.to)
        .collect();
    assert_eq!(s.legal_targets(), legal);
    // Every side pile takes a hand card.
    for p in 0..4 {
        assert!(s.legal_targets().contains(&Target::Side(p)));
    }
    // Clicking the same card again puts it down.
    assert!(!s.select(Source::Hand(0)));
    assert_eq!(s.selected(), None);
    assert!(s.legal_targets().is_empty());
}

#[test]
fn an_illegal_drop_is_refused_with_a_reason_and_changes_nothing() {
    let mut s = Session::with_match(near_end_match(), &[Player::Person, EASY]);
    let before = s.match_().game().clone();
    // The 5 of spades cannot start an empty centre pile.
    assert!(s.select(Source::Hand(0)));
    let err = s.drop_on(Target::Centre(0)).unwrap_err();
    assert!(matches!(err, Refused::Table(Refusal::Illegal { .. })));
    let why = "The 5 cannot go on centre pile 1, which needs an ace.";
    assert_eq!(s.notice().unwrap().text, why);
    assert!(s.notice().unwrap().refusal);
    assert_eq!(s.match_().game().state(), before.state());
    assert!(s.match_().record().moves.is_empty());
    // Pay-off cards never go to side piles.
    assert!(s.select(Source::Payoff));
    s.drop_on(Target::Side(0)).unwrap_err();
    assert!(
        s.notice()
            .unwrap()
            .text
            .starts_with("Pay-off cards may only")
    );
    assert_eq!(s.match_().game().state(), before.state());
}

#[test]
fn a_refused_drop_slides_home_at_the_chosen_speed() {
    let mut s = Session::with_match(near_end_match(), &[Player::Person, EASY]);
    let before = s.match_().game().state();
    let five = s.view().expect("a table").hand()[0];
    // Clicked onto a centre pile: the card slides back from that pile.
    assert!(s.select(Source::Hand(0)));
    s.drop_held(Some(Target::Centre(0)), None, Speed::Normal)
        .unwrap_err();
    let err = s.notice().expect("the reason").text.clone();
    let (ret, t) = s
        .screen
        .returns
        .current(100.0)
        .expect("the card slides home");
    assert_eq!(t, 0.0);
    assert_eq!(ret.card, five);
    assert_eq!(ret.reason, err);
    assert_eq!(ret.from, ReturnFrom::Place(Place::Centre(0)));
    assert_eq!(ret.to, Place::Hand { seat: 0, slot: 0 });
    assert!(
        s.screen
            .returns
            .current(100.001 + Speed::Normal.return_secs())
            .is_none()
    );
    assert_eq!(s.match_().game().state(), before);
    assert_eq!(s.selected(), None);
    // Dragged and let go on the felt: it slides back from where it was let go.
    assert!(s.select(Source::Payoff));
    let at = egui::pos2(40.0, 50.0);
    s.drop_held(None, Some(at), Speed::Slow).unwrap_err();
    assert!(s.notice().unwrap().refusal);
    let (ret, _) = s.screen.returns.current(0.0).unwrap();
    assert_eq!(ret.from, ReturnFrom::Point(at));
    assert_eq!(ret.to, Place::Payoff(0));
    // Picking up again brings the card home at once.
    assert!(s.select(Source::Hand(1)));
    assert!(s.screen.returns.is_empty());
    // Instant speed: refused just the same, with no slide.
    s.drop_held(Some(Target::Centre(1)), None, Speed::Instant)
        .unwrap_err();
    assert!(s.screen.returns.is_empty());
    assert_eq!(s.match_().game().state(), before);
    // A legal drop plays and leaves nothing sliding back.
    assert!(s.select(Source::Payoff));
    s.drop_held(Some(Target::Centre(0)), None, Speed::Normal)
        .expect("the ace starts a centre pile");
    assert!(s.screen.returns.is_empty());
}

#[test]
fn nothing_can_be_picked_up_during_the_computers_turn() {
    let mut s = my_turn();
    // Discard to end the turn.
    let discard = a_discard(&s);
    s.play(discard).unwrap();
    assert_eq!(s.match_().game().to_move(), 1);
    assert!(!s.can_act());
    assert!(!s.select(Source::Hand(0)));
    assert_eq!(s.notice().unwrap().text, "Wait: the computer is playing.");
    assert!(s.play(discard).is_err());
}

#[test]
fn the_computer_plays_its_whole_turn_on_the_clients_worker() {
    let mut s = my_turn();
    let discard = a_discard(&s);
    s.play(discard).unwrap();
    let mut moves = 0;
    while s.match_().game().to_move() == 1 && !s.match_().game().is_over() {
        assert!(s.thinking(), "the computer is to move");
        assert!(s.wait_step(Speed::Normal), "its move comes");
        moves += 1;
        assert!(moves < 200);
    }
    assert!(moves >= 1);
    assert!(!s.screen.anims.is_empty(), "the computer's cards slide");
    assert!(!s.can_act(), "the person waits until the slides end");
    assert!(s.log().iter().any(|l| l.seat == 1));
    let mut now = 0.0;
    while s.screen.anims.current(now).is_some() {
        now += 0.1;
    }
    assert!(s.can_act() || s.match_().game().is_over());
}

#[test]
fn the_window_sleeps_while_a_computer_that_wakes_it_thinks() {
    let mut polled = my_turn();
    polled.play(a_discard(&polled)).unwrap();
    assert!(polled.thinking() && polled.screen.anims.is_empty());
    assert!(
        polled.sliding(),
        "without a wake-up the window polls every frame"
    );

    let mut s = my_turn();
    let (woke, wakes) = std::sync::mpsc::channel();
    // Set before the move, so the computer's answer comes after it.
    s.venue_client_mut().set_wake(Box::new(move || {
        let _ = woke.send(());
    }));
    s.play(a_discard(&s)).unwrap();
    let played = s.match_().record().moves.len();
    assert!(s.thinking() && s.screen.anims.is_empty());
    assert!(!s.sliding(), "with one it sleeps until woken");
    wakes
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("the computer's move wakes the window");
    Game::poll(&mut s, Speed::Normal);
    assert!(
        s.match_().record().moves.len() > played,
        "the computer's move is taken in"
    );
}

/// The computer plays while it is to move, as far ahead of the screen as
/// the window lets it (a few slides).
fn computer_plays(s: &mut Session<Local>, speed: Speed) {
    while s.screen.anims.len() <= 2 && s.thinking() {
        assert!(s.wait_step(speed), "the computer's move comes");
    }
}

/// The person discards; the computer then plays its whole turn in the
/// engine (two or three moves, all it may think ahead of the screen),
/// its cards queued to slide at `speed`, none shown yet; the first such
/// deal that also satisfies `want`.
fn computer_turn_queued(speed: Speed, want: impl Fn(&Session<Local>) -> bool) -> Session<Local> {
    for seed in 0..2000 {
        let mut s = vs_computer(seed);
        if s.match_().game().to_move() != 0 {
            continue;
        }
        let discard = a_discard(&s);
        s.play(discard).expect("legal");
        computer_plays(&mut s, speed);
        let g = s.match_().game();
        if s.screen.anims.len() >= 2 && g.to_move() == 0 && !g.is_over() && want(&s) {
            return s;
        }
    }
    panic!("no deal in 2000 gives such a turn")
}

#[test]
fn while_the_computers_cards_slide_the_table_shows_its_turn() {
    let mut s = computer_turn_queued(Speed::Normal, |_| true);
    assert_eq!(s.match_().game().to_move(), 0, "the engine is ahead");
    s.tick(0.0);
    // The status, the marker and the log follow what is seen.
    assert_eq!(s.shown_turn(), Some(1));
    let (text, refusal) = crate::panels::status_text(&s);
    assert_eq!(
        (text.as_str(), refusal),
        ("Computer is playing… (Space: at once)", false)
    );
    let first = s
        .screen
        .anims
        .front()
        .map(|(sl, _)| sl.log_before)
        .expect("a slide");
    assert_eq!(s.shown_log().len(), first);
    assert!(
        s.shown_log()
            .iter()
            .all(|l| !l.text.starts_with("Computer:")),
        "no move of the computer's is told before it is seen: {:?}",
        s.shown_log()
    );
    assert!(
        !s.shown_log().iter().any(|l| l.text.starts_with("You drew")),
        "nor what it leads to"
    );
    // Any input gets one clear answer and changes nothing.
    let state = s.match_().game().state();
    assert!(!s.select(Source::Hand(0)));
    let wait = "Wait: the computer is playing.";
    assert_eq!(s.notice().map(|n| n.text.as_str()), Some(wait));
    assert_eq!(
        s.drop_held(Some(Target::Centre(0)), None, Speed::Normal),
        Err(Refused::Waiting)
    );
    assert_eq!(s.notice().map(|n| n.text.as_str()), Some(wait));
    s.undo();
    assert_eq!(s.notice().map(|n| n.text.as_str()), Some(wait));
    assert_eq!(s.selected(), None);
    assert_eq!(s.match_().game().state(), state);
    // The first card lands: its lines appear, the table shows its result.
    let (slide, _) = s.screen.anims.front().expect("a slide");
    let (landed_log, after) = (slide.log_after, slide.after.clone());
    s.tick(Speed::Normal.slide_secs() + 0.01);
    assert_eq!(s.shown_log().len(), landed_log);
    assert_eq!(Some(s.shown_view().expect("a table")), after);
    assert_eq!(
        s.shown_turn(),
        Some(1),
        "still the computer's turn on screen"
    );
    // Every card landed and rested: the person's turn, the wait
    // refusal gone, the whole log shown.
    let mut now = 0.0;
    while !s.screen.anims.is_empty() {
        now += 0.05;
        s.tick(now);
    }
    assert_eq!(s.shown_turn(), Some(0));
    assert!(s.notice().is_none(), "the wait refusal is stale");
    let (text, _) = crate::panels::status_text(&s);
    assert!(text.starts_with("Your turn: click or drag"), "{text}");
    assert_eq!(s.shown_log(), s.log());
    assert_eq!(s.shown_view().expect("a table"), s.view().expect("a table"));
}

#[test]
fn a_centre_label_under_a_sliding_card_changes_when_it_lands() {
    // A computer turn with a card to a centre pile.
    let to_centre = |s: &Session<Local>| {
        s.screen
            .anims
            .iter()
            .position(|sl| matches!(sl.to, Place::Centre(_)))
    };
    let mut s = computer_turn_queued(Speed::Slow, |s| to_centre(s).is_some());
    let i = to_centre(&s).expect("chosen so");
    let mut now = 0.0;
    s.tick(now);
    for _ in 0..i {
        now += Speed::Slow.slide_secs() + Speed::Slow.pause_secs() + 0.01;
        s.tick(now);
    }
    let (sl, t) = s.screen.anims.front().expect("the slide to the centre");
    assert!(t < 1.0);
    let Place::Centre(c) = sl.to else {
        panic!("chosen as a centre move")
    };
    let before = s.shown_view().expect("a table").centre_needs(c);
    s.tick(now + Speed::Slow.slide_secs() + 0.01);
    let after = s.shown_view().expect("a table").centre_needs(c);
    assert_ne!(
        before, after,
        "the pile needs the next rank once the card is on it"
    );
}

#[test]
fn hot_seat_hides_the_hand_between_turns() {
    let mut s = Session::new(Rules::g4a(), &[Player::Person, Player::Person], 5).unwrap();
    let first = s.match_().game().to_move();
    assert_eq!(s.handover(), Some(first));
    assert!(!s.can_act());
    s.reveal();
    assert_eq!(s.viewer(), first);
    assert!(s.can_act());
    let discard = a_discard(&s);
    s.play(discard).unwrap();
    let next = 1 - first;
    assert!(!s.revealed());
    assert_eq!(s.handover(), Some(next));
    s.reveal();
    assert_eq!(s.viewer(), next);
    assert_eq!(s.seat_name(0), "Player 1");
}

#[test]
fn hot_seat_games_are_counted_by_the_winners_name() {
    let mut s = Session::with_match(near_end_match(), &[Player::Person, Player::Person]);
    assert_eq!(
        s.table_kind(Level::Easy).label(),
        "2 people",
        "no computer, no level"
    );
    s.reveal();
    s.play(Move::new(Source::Payoff, Target::Centre(0)))
        .unwrap();
    let turns = s.match_().game().turn();
    assert_eq!(
        s.take_outcomes(),
        vec![Finished {
            winner: Some("Player 1".into()),
            outcome: None,
            match_winner: None,
            match_won: None,
            turns: Some(turns),
            preset: "g4a",
        }]
    );
    let s = Session::new(
        Rules {
            players: 4,
            partnership: true,
            ..Rules::g4a()
        },
        &[Player::Person, EASY, EASY, EASY],
        5,
    )
    .unwrap();
    assert_eq!(s.table_kind(Level::Medium).label(), "Partnership · medium");
}

#[test]
fn winning_scores_and_counts_once() {
    let mut s = Session::with_match(near_end_match(), &[Player::Person, EASY]);
    s.play(Move::new(Source::Payoff, Target::Centre(0)))
        .unwrap();
    let g = s.match_().game();
    assert_eq!(
        g.status(),
        Status::Won {
            winner: 0,
            points: 10
        }
    );
    assert_eq!(s.match_().scores(), vec![10, 0]);
    let turns = g.turn();
    assert_eq!(turns, 1, "won at the first turn");
    assert_eq!(
        s.take_outcomes(),
        vec![Finished {
            winner: Some("You".into()),
            outcome: Some(Outcome::Won),
            match_winner: None,
            match_won: None,
            turns: Some(turns),
            preset: "g4a",
        }]
    );
    assert!(s.take_outcomes().is_empty());
    assert!(
        s.log()
            .iter()
            .any(|l| l.text == "You win the game, scoring 10 points."),
        "{:?}",
        s.log()
    );
    s.next_game(3);
    assert!(!s.match_().game().is_over());
    assert_eq!(s.match_().game_number(), 2);
    assert!(s.log().is_empty());
}

/// The last pay-off card that also completes a centre pile
/// (classic: a king on ace to queen) crashed the table's labels and was
/// lost on restart.
#[test]
fn a_winning_king_that_completes_its_pile_ends_the_game_with_the_pile_empty() {
    use crate::table_ui::{centre_caption, centre_label, payoff_label};
    let mut s = Session::with_match(
        crate::testing::classic_winning_king_match(),
        &[Player::Person, EASY],
    );
    assert_eq!(s.view().expect("a table").centre(0).len(), 12);
    let events = s
        .play(Move::new(Source::Payoff, Target::Centre(0)))
        .expect("the king is legal");
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| match e {
            Event::Played { .. } => "played",
            Event::PileCompleted { .. } => "completed",
            Event::GameOver { .. } => "over",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, ["played", "completed", "over"]);
    let won = Status::Won {
        winner: 0,
        points: 3,
    };
    assert_eq!(s.match_().game().status(), won);
    // Every seat's table reads without a panic, the pile empty.
    for seat in 0..2 {
        let view = s.match_().game().observation(seat);
        let w = s.ui();
        assert_eq!(
            centre_label(w, &view, 0),
            "Centre pile 1: empty, needs an ace"
        );
        assert_eq!(centre_caption(w, &view, 0), "needs A");
        assert_eq!(payoff_label(w, &view, 0, "pay-off"), "pay-off: empty");
    }
    assert_eq!(
        crate::panels::status_text(&s),
        ("You win the game, scoring 3 points.".to_string(), false)
    );
    let told: Vec<&str> = s.log().iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        told,
        [
            "You play K♥ from pay-off pile to centre pile 1.",
            "Centre pile 1 is complete and set aside until the stock runs out.",
            "You win the game, scoring 3 points.",
            "Match to 50 points. You: 3, Computer: 0."
        ]
    );
    // What is saved is the finished game, and it comes back finished.
    let (saved, table) = s.save();
    let back = Session::restore(&saved, table).expect("a won game loads");
    assert_eq!(back.match_().game().status(), won);
    assert_eq!(back.match_().record().moves.len(), 1);
    assert!(back.view().expect("a table").centre(0).is_empty());
    assert_eq!(back.match_().scores(), vec![3, 0]);
    assert_eq!(back.log(), s.log());
}

#[test]
fn save_and_restore_give_the_same_table() {
    let mut s = my_turn();
    let mv = s.view().expect("a table").legal_moves()[0];
    s.play(mv).unwrap();
    let (saved, table) = s.save();
    let text = serde_json::to_string(&saved).unwrap();
    let back = Session::restore(&serde_json::from_str(&text).unwrap(), table).unwrap();
    assert_eq!(back.match_().game().state(), s.match_().game().state());
    assert_eq!(back.log(), s.log());
    assert_eq!(back.viewer(), s.viewer());
}

#[test]
fn undo_takes_back_a_move_that_revealed_nothing() {
    let mut s = Session::with_match(near_end_match(), &[Player::Person, EASY]);
    // Nothing to undo yet.
    s.undo();
    assert!(s.notice().unwrap().refusal);
    // A wild king from... the hand holds none; play the queen? It does
    // not fit either. Discarding ends the turn, which cannot be undone.
    let discard = Move::new(Source::Hand(4), Target::Side(0));
    s.play(discard).unwrap();
    assert_eq!(s.match_().game().to_move(), 1);
    assert_eq!(
        s.view()
            .expect("a table")
            .side(0, 0)
            .last()
            .map(|c| c.rank()),
        Some(Rank::QUEEN)
    );
}

#[test]
fn undo_says_in_words_what_was_taken_back() {
    let seats = [Player::Person, EASY];
    // The first seeded deal where we start with a hand card that fits.
    let (mut s, mv) = (0..500)
        .filter_map(|seed| {
            let s = Session::new(Rules::g4a(), &seats, seed).ok()?;
            let mv = s
                .view()
                .expect("a table")
                .legal_moves()
                .iter()
                .copied()
                .find(|m| matches!(m.from, Source::Hand(_)) && matches!(m.to, Target::Centre(_)))?;
            (s.match_().game().to_move() == 0).then_some((s, mv))
        })
        .next()
        .expect("some deal starts with an ace or king in our hand");
    let card = s
        .view()
        .expect("a table")
        .card_at(mv.from)
        .expect("the hand card is there");
    let hand = s.view().expect("a table").hand().to_vec();
    s.play(mv).unwrap();
    let played = s.log().last().expect("the move is logged").text.clone();
    s.undo();
    let n = s.notice().expect("undo says what it did");
    assert!(!n.refusal);
    let Target::Centre(centre) = mv.to else {
        unreachable!("the move found plays to a centre pile")
    };
    assert_eq!(
        n.text,
        format!(
            "You take back {} from hand to centre pile {}.",
            card.pretty(),
            centre + 1
        )
    );
    assert_eq!(s.view().expect("a table").hand(), &hand[..]);
    // The log keeps the move and tells it was taken back, as an online
    // game's log does.
    let told: Vec<&str> = s.log().iter().map(|l| l.text.as_str()).collect();
    assert_eq!(told[told.len() - 2..], [played.as_str(), n.text.as_str()]);
}

#[test]
fn seats_and_partnerships_are_named_for_the_table() {
    let rules = Rules {
        players: 4,
        partnership: true,
        ..Rules::g4a()
    };
    let seats = [Player::Person, EASY, EASY, EASY];
    let s = Session::new(rules, &seats, 2).unwrap();
    assert_eq!(s.seat_name(0), "You");
    assert_eq!(s.seat_name(2), "Computer 2");
    assert_eq!(s.side_name(0), "You & Computer 2");
    assert_eq!(s.side_name(1), "Computer 1 & Computer 3");
    assert_eq!(
        s.result_words(Status::Won {
            winner: 2,
            points: 7
        }),
        "You & Computer 2 win the game, scoring 7 points."
    );
    assert!(
        s.result_words(Status::Drawn)
            .contains("when a card had to be drawn")
    );
}

/// Asks the client for a hint and takes its answer.
fn hinted(s: &mut Session<Local>) -> Move {
    s.ask_hint();
    assert!(s.hint_pending(), "a hint on the person's turn");
    assert!(s.wait_step(Speed::Instant));
    s.hint_move().expect("a hint came")
}

#[test]
fn a_hint_goes_when_its_card_is_put_down_or_the_language_changes() {
    let mut s = my_turn();
    let mv = hinted(&mut s);
    assert_eq!(s.selected(), Some(mv.from));
    // Esc puts the card down: the outline and the hint's words go too.
    s.deselect();
    assert_eq!(s.hint_move(), None);
    assert!(s.notice().is_none(), "{:?}", s.notice());
    // A change of language rewords everything; the hint is not carried.
    hinted(&mut s);
    s.set_language(Language::Bulgarian);
    assert_eq!(s.hint_move(), None);
}

#[test]
fn the_person_may_play_as_soon_as_the_computers_last_card_lands() {
    let mut s = my_turn();
    s.play(a_discard(&s)).expect("a discard ends the turn");
    let mut now = 0.0;
    let mut checked = 0;
    // Bounded: far more steps than one computer turn takes.
    for _ in 0..100_000 {
        if s.screen.anims.len() <= 2 && s.thinking() {
            assert!(s.wait_step(Speed::Normal));
        }
        now += 0.01;
        s.tick(now);
        let g = s.match_().game();
        // Once the log says all (the person's turn, the drawn cards), the
        // table answers to the person: no "wait" in the last card's rest.
        if !g.is_over() && g.to_move() == 0 && s.shown_log().len() == s.log().len() {
            checked += 1;
            assert!(
                s.can_act(),
                "the log tells the person's turn, but input waits"
            );
            assert_eq!(s.shown_turn(), Some(0), "▶ on the person");
        }
        if g.is_over() || (g.to_move() == 0 && s.can_act()) {
            break;
        }
    }
    let g = s.match_().game();
    assert!(g.is_over() || s.can_act(), "the turn came back");
    if !g.is_over() {
        assert!(checked > 0, "the moment was seen");
    }
}

/// One person against the computer: the log names the cards the person
/// drew, in the words an online seat's log uses, and the log told again
/// from the record (after a restart) does too; the computer's draws stay
/// counts. At a hot-seat table nobody's draws are named.
#[test]
fn ones_own_draws_are_named_in_the_log_as_online_and_after_a_restart() {
    let drawn_lines = |lines: &[LogLine], by_me: bool| -> Vec<String> {
        lines
            .iter()
            .filter(|l| match &l.message {
                Some(Message::Drew { who, .. }) => (*who == SeatName::You) == by_me,
                _ => false,
            })
            .map(|l| l.text.clone())
            .collect()
    };
    let mut s = my_turn();
    // Two rounds: the computer's first turn may start with a full hand.
    for _ in 0..2 {
        let discard = a_discard(&s);
        s.play(discard).expect("legal");
        for _ in 0..200 {
            if s.can_act() {
                break;
            }
            s.wait_step(Speed::Instant);
        }
        assert!(s.can_act(), "the person's turn comes back");
    }
    let mine = drawn_lines(&s.screen.log, true);
    assert!(!mine.is_empty(), "the person drew at the turn's start");
    for line in &mine {
        assert!(line.contains(':'), "the cards are named: {line}");
    }
    let theirs = drawn_lines(&s.screen.log, false);
    assert!(!theirs.is_empty(), "the computer drew too");
    assert!(theirs.iter().all(|l| !l.contains(':')), "{theirs:?}");
    let replayed = s.replayed_log();
    assert_eq!(drawn_lines(&replayed, true), mine, "told again the same");
    assert_eq!(drawn_lines(&replayed, false), theirs);

    // Two people at one screen: the log is everyone's, no card is named.
    let mut hot = Session::new(Rules::g4a(), &[Player::Person, Player::Person], 3).unwrap();
    // Two turns each: a first turn may start with a full hand.
    for _ in 0..3 {
        hot.reveal();
        let discard = a_discard(&hot);
        hot.play(discard).expect("legal");
    }
    let all: Vec<String> = drawn_lines(&hot.screen.log, true)
        .into_iter()
        .chain(drawn_lines(&hot.screen.log, false))
        .chain(drawn_lines(&hot.replayed_log(), false))
        .collect();
    assert!(!all.is_empty(), "the next person drew");
    assert!(all.iter().all(|l| !l.contains(':')), "{all:?}");
}
