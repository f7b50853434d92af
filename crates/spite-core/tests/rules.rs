//! One test (at least) for every rule in docs/rules.md.

mod common;

use common::{Layout, card, cards};
use spite_core::{
    Event, Game, Match, Move, Rank, Revealed, RuleError, Rules, SavedGame, Source, Status, Target,
    UndoError,
};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn game(rules: Rules, layout: Layout) -> Game {
    Game::from_setup(rules, &layout.build(&rules), 1).unwrap()
}

fn two(payoff: [&'static str; 2], hands: [&'static str; 2]) -> Layout {
    Layout {
        payoff: payoff.to_vec(),
        hands: hands.to_vec(),
        first: Some(0),
        ..Layout::default()
    }
}

#[test]
fn deal_gives_twenty_pay_off_five_hand_and_the_rest_to_stock() {
    let g = Game::new(Rules::g4a(), 3).unwrap();
    for seat in 0..2 {
        assert_eq!(g.payoff(seat).len(), 20);
        assert_eq!(g.hand(seat).len(), 5);
        for s in 0..4 {
            assert!(g.side(seat, s).is_empty());
        }
    }
    assert_eq!(g.stock().len(), 104 - 50);
    for c in 0..3 {
        assert!(g.centre(c).is_empty());
    }
    let mut all = g.all_cards().to_vec();
    all.sort();
    assert_eq!(all.len(), 104);
    for pair in all.chunks(2) {
        assert_eq!(pair[0], pair[1], "two decks hold every card twice");
    }
}

#[test]
fn same_seed_same_game_and_different_seed_different_game() {
    let a = Game::new(Rules::g4a(), 42).unwrap();
    let b = Game::new(Rules::g4a(), 42).unwrap();
    let c = Game::new(Rules::g4a(), 43).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.stock(), c.stock());
}

#[test]
fn first_player_has_the_higher_pay_off_card() {
    let mut checked = 0;
    let mut tie_winners = [0; 2];
    for seed in 0..200 {
        let g = Game::new(Rules::g4a(), seed).unwrap();
        let r0 = g.payoff(0).last().unwrap().rank();
        let r1 = g.payoff(1).last().unwrap().rank();
        if r0 != r1 {
            assert_eq!(g.to_move(), if r0 > r1 { 0 } else { 1 }, "seed {seed}");
            checked += 1;
        } else {
            tie_winners[usize::from(g.to_move())] += 1;
        }
    }
    assert!(checked > 100);
    assert!(
        tie_winners[0] > 0 && tie_winners[1] > 0,
        "the coin flip is never one-sided: {tie_winners:?}"
    );
    // King high, ace low.
    let g = game(
        Rules::g4a(),
        Layout {
            payoff: vec!["KS", "QS"],
            hands: vec!["", ""],
            ..Layout::default()
        },
    );
    assert_eq!(g.to_move(), 0);
    let g = game(
        Rules::g4a(),
        Layout {
            payoff: vec!["AS", "2S"],
            hands: vec!["", ""],
            ..Layout::default()
        },
    );
    assert_eq!(g.to_move(), 1);
}

#[test]
fn a_turn_starts_by_drawing_up_to_five() {
    let g = game(Rules::g4a(), two(["5S", "5H"], ["AS 2S", "3H"]));
    assert_eq!(
        g.hand(0).len(),
        5,
        "the first seat draws at the start of its turn"
    );
    assert_eq!(
        g.hand(1).len(),
        1,
        "the other seat draws only when its turn comes"
    );
    let mut g = g;
    let ev = g.apply(mv("h5 s1")).unwrap();
    assert!(ev.contains(&Event::TurnPassed { seat: 1 }));
    assert!(ev.contains(&Event::Drew {
        seat: 1,
        count: 4,
        cards: None,
    }));
    assert_eq!(g.hand(1).len(), 5);
}

#[test]
fn centre_piles_build_up_from_the_ace_suits_ignored() {
    let mut g = game(Rules::g4a(), two(["9C", "9D"], ["AS 2H 3D 3C 5S", "9H"]));
    assert_eq!(
        g.check(mv("h2 c1")),
        Err(RuleError::DoesNotFit {
            card: card("2H"),
            centre: 1,
            needs: Rank::ACE
        })
    );
    g.apply(mv("h1 c1")).unwrap();
    assert_eq!(g.centre_needs(0).number(), 2);
    g.apply(mv("h1 c1")).unwrap(); // 2H
    g.apply(mv("h2 c1")).unwrap(); // 3C (hand is now 3D 3C 5S -> sorted 3S.. )
    assert_eq!(g.centre(0).len(), 3);
    assert_eq!(g.centre_needs(0).number(), 4);
}

#[test]
fn a_refused_move_explains_itself_and_changes_nothing() {
    let g = game(
        Rules::g4a(),
        Layout {
            payoff: vec!["7D", "9D"],
            hands: vec!["7S 8S 9S TS JS", "9H"],
            centre: vec!["AH 2H 3H 4H", "AC 2C 3C 4C", ""],
            sides: vec![["6C", "", "", ""], ["", "", "", ""]],
            first: Some(0),
            ..Layout::default()
        },
    );
    let before = g.clone();
    let cases = [
        ("h1 c2", "the 7 cannot go on centre pile 2, which needs a 5"),
        (
            "h1 c3",
            "the 7 cannot go on centre pile 3, which needs an ace",
        ),
        ("p s1", "pay-off cards may only be played to a centre pile"),
        (
            "s1 s2",
            "side pile cards may only be played to a centre pile, never to another side pile",
        ),
        ("s2 c1", "side pile 2 is empty"),
        (
            "pp c1",
            "only the partnership game has a partner's pay-off pile",
        ),
        ("h1 c4", "there is no centre pile 4; the table has 3"),
        (
            "h6 c1",
            "seat 0's hand has no card in slot 6; it holds 5 cards",
        ),
    ];
    for (text, why) in cases {
        let mut g2 = g.clone();
        let err = g2.apply(mv(text)).unwrap_err();
        assert_eq!(err.to_string(), why, "{text}");
        assert_eq!(g2, before, "{text} changed the game");
    }
}

#[test]
fn a_move_built_as_data_cannot_reach_past_the_seats_own_piles() {
    // Moves are plain data: a program may build indices that text never
    // parses to. Side pile 5 of seat 0 must not be seat 1's first side pile.
    let g = game(
        Rules::g4a(),
        Layout {
            payoff: vec!["7D", "9D"],
            hands: vec!["7S 8S 9S TS JS", "9H"],
            sides: vec![["6C", "", "", ""], ["5C", "", "", ""]],
            first: Some(0),
            ..Layout::default()
        },
    );
    let cases = [
        (
            Move::new(Source::Hand(0), Target::Side(4)),
            "there is no side pile 5; each seat has 4",
        ),
        (
            Move::new(Source::Side(4), Target::Centre(0)),
            "there is no side pile 5; each seat has 4",
        ),
        (
            Move::new(Source::Side(255), Target::Centre(0)),
            "there is no side pile 255; each seat has 4",
        ),
        (
            Move::new(Source::Hand(255), Target::Centre(0)),
            "seat 0's hand has no card in slot 255; it holds 5 cards",
        ),
        (
            Move::new(Source::Hand(0), Target::Centre(255)),
            "there is no centre pile 255; the table has 3",
        ),
    ];
    for (m, why) in cases {
        let mut g2 = g.clone();
        assert_eq!(g2.check(m).unwrap_err().to_string(), why, "{m:?}");
        assert_eq!(g2.apply(m).unwrap_err().to_string(), why, "{m:?}");
        assert_eq!(g2, g, "{m:?} changed the game");
        assert!(!g.legal_moves().contains(&m));
    }
}

#[test]
fn any_hand_card_may_go_on_any_side_pile_and_it_ends_the_turn() {
    let mut g = game(Rules::g4a(), two(["9C", "9D"], ["AS 2H 3D 3C KS", "9H"]));
    g.apply(mv("h5 s3")).unwrap();
    assert_eq!(g.side(0, 2), cards("KS").as_slice());
    assert_eq!(g.to_move(), 1);
    assert_eq!(g.turn(), 2);
}

#[test]
fn a_king_is_wild_and_may_start_a_pile_as_an_ace() {
    let mut g = game(Rules::g4a(), two(["9C", "9D"], ["KS 3D", "9H"]));
    assert!(
        g.legal_moves().contains(&mv("h5 c1")),
        "hand is sorted, so the king is last"
    );
    let ev = g.apply(mv("h5 c2")).unwrap();
    assert!(matches!(
        ev[0],
        Event::Played {
            counts_as: Some(Rank::ACE),
            ..
        }
    ));
    assert_eq!(g.centre_needs(1).number(), 2);
}

#[test]
fn a_king_as_queen_completes_the_pile_which_is_shuffled_into_the_stock() {
    let mut g = game(
        Rules::g4a(),
        Layout {
            payoff: vec!["9C", "9D"],
            hands: vec!["KS", "9H"],
            centre: vec!["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"],
            first: Some(0),
            ..Layout::default()
        },
    );
    let stock = g.stock().len();
    let hand_slot = g.hand(0).iter().position(|&c| c == card("KS")).unwrap() as u8;
    let ev = g
        .apply(Move::new(Source::Hand(hand_slot), Target::Centre(0)))
        .unwrap();
    assert!(matches!(
        ev[0],
        Event::Played {
            counts_as: Some(Rank::QUEEN),
            ..
        }
    ));
    assert!(ev.contains(&Event::PileCompleted { centre: 0 }));
    assert!(ev.contains(&Event::StockShuffled {
        stock: (stock + 12) as u16
    }));
    assert!(g.centre(0).is_empty());
    assert_eq!(g.stock().len(), stock + 12);
}

#[test]
fn classic_kings_are_not_wild_and_piles_run_to_the_king_then_are_set_aside() {
    let rules = Rules::classic();
    let mut g = game(
        rules,
        Layout {
            payoff: vec!["9C", "9D"],
            hands: vec!["KS KH", "9H"],
            centre: vec!["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", ""],
            first: Some(0),
            ..Layout::default()
        },
    );
    let hand = g.hand(0).to_vec();
    let k = hand.iter().position(|c| c.is_king()).unwrap() as u8;
    assert_eq!(
        g.check(Move::new(Source::Hand(k), Target::Centre(1))),
        Err(RuleError::DoesNotFit {
            card: hand[usize::from(k)],
            centre: 2,
            needs: Rank::ACE
        })
    );
    let stock = g.stock().len();
    let ev = g
        .apply(Move::new(Source::Hand(k), Target::Centre(0)))
        .unwrap();
    assert!(ev.contains(&Event::PileCompleted { centre: 0 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::StockShuffled { .. })));
    assert_eq!(g.set_aside().len(), 13);
    assert_eq!(g.stock().len(), stock);
}

#[test]
fn classic_reshuffles_set_aside_piles_only_when_the_stock_runs_out() {
    let rules = Rules::classic();
    let mut g = game(
        rules,
        Layout {
            payoff: vec!["9C", "9D"],
            hands: vec!["2C 3C 4C 5C 6C", "2H"],
            stock_top: "7H 8H",
            rest_set_aside: true,
            first: Some(0),
            ..Layout::default()
        },
    );
    assert_eq!(g.stock().len(), 2);
    let set_aside = g.set_aside().len();
    let ev = g.apply(mv("h1 s1")).unwrap();
    // Seat 1 needs four cards: two from the stock, then the set-aside piles
    // become the new stock.
    assert!(ev.contains(&Event::Drew {
        seat: 1,
        count: 2,
        cards: None,
    }));
    assert!(ev.contains(&Event::StockShuffled {
        stock: set_aside as u16
    }));
    assert!(ev.contains(&Event::Drew {
        seat: 1,
        count: 2,
        cards: None,
    }));
    assert_eq!(g.status(), Status::Playing);
    assert_eq!(g.set_aside().len(), 0);
    assert_eq!(g.stock().len(), set_aside - 2);
}

#[test]
fn emptying_the_hand_mid_turn_draws_five_more() {
    let mut g = game(Rules::g4a(), two(["9C", "9D"], ["AS 2S 3S 4S 5S", "9H"]));
    for i in 0..5 {
        let ev = g.apply(mv("h1 c1")).unwrap();
        assert_eq!(
            ev.contains(&Event::Drew {
                seat: 0,
                count: 5,
                cards: None,
            }),
            i == 4
        );
    }
    assert_eq!(g.hand(0).len(), 5, "refilled");
    assert_eq!(g.to_move(), 0, "and the turn goes on");
}

#[test]
fn with_refill_off_emptying_the_hand_ends_the_turn() {
    let mut rules = Rules::g4a();
    rules.refill_empty_hand = false;
    let mut g = game(rules, two(["9C", "9D"], ["AS 2S 3S 4S 5S", "9H"]));
    for i in 0..5 {
        let ev = g.apply(mv("h1 c1")).unwrap();
        assert_eq!(
            ev.iter().any(|e| matches!(e, Event::TurnPassed { .. })),
            i == 4
        );
    }
    assert_eq!(g.to_move(), 1);
    assert_eq!(g.hand(0).len(), 0);
}

#[test]
fn playing_the_pay_off_top_turns_up_the_next() {
    let mut g = game(Rules::g4a(), two(["9C 5D AH", "9D"], ["6S", "9H"]));
    let ev = g.apply(mv("p c1")).unwrap();
    assert!(ev.contains(&Event::PayoffTurned {
        seat: 0,
        card: card("5D")
    }));
    assert_eq!(g.observation(1).payoff_top(0), Some(card("5D")));
}

#[test]
fn playing_the_last_pay_off_card_wins_and_scores_the_opponents_pay_off_cards() {
    let mut g = game(
        Rules::g4a(),
        two(["AH", "2D 3D 4D 5D 6D 7D 8D"], ["6S", "9H"]),
    );
    let ev = g.apply(mv("p c3")).unwrap();
    let won = Status::Won {
        winner: 0,
        points: 7,
    };
    assert_eq!(ev.last(), Some(&Event::GameOver { result: won }));
    assert_eq!(g.status(), won);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.clone().apply(mv("h1 s1")), Err(RuleError::GameOver));
}

#[test]
fn with_more_players_the_winner_scores_every_opponents_pay_off_cards() {
    let mut rules = Rules::g4a();
    rules.players = 3;
    let mut g = game(
        rules,
        Layout {
            payoff: vec!["AH", "2D 3D", "4D 5D 6D"],
            hands: vec!["", "", ""],
            first: Some(0),
            ..Layout::default()
        },
    );
    g.apply(mv("p c1")).unwrap();
    assert_eq!(
        g.status(),
        Status::Won {
            winner: 0,
            points: 5
        }
    );
}

#[test]
fn a_card_drawn_from_an_empty_stock_ends_the_game_drawn() {
    let rules = Rules::g4a();
    let mut layout = two(["9C", "9D"], ["2C 3C 4C 5C 6C", "2H 3H 4H 5H"]);
    layout.stock_top = "7H";
    layout.rest_set_aside = true; // g4a never reshuffles set-aside cards: they stay out
    let setup = layout.build(&rules);
    let mut g2 = Game::from_setup(rules, &setup, 1).unwrap();
    assert_eq!(g2.stock().len(), 1);
    // Seat 1 needs one card: it draws the last one and the game goes on.
    let ev = g2.apply(mv("h1 s1")).unwrap();
    assert!(ev.contains(&Event::Drew {
        seat: 1,
        count: 1,
        cards: None,
    }));
    assert_eq!(g2.status(), Status::Playing);
    assert_eq!(g2.stock().len(), 0);
    // Seat 1 discards; seat 0 must draw one from the empty stock: a draw.
    let ev = g2.apply(mv("h1 s1")).unwrap();
    assert_eq!(
        ev.last(),
        Some(&Event::GameOver {
            result: Status::Drawn
        })
    );
    assert_eq!(g2.status(), Status::Drawn);
}

#[test]
fn partners_may_play_each_others_pay_off_and_win_together() {
    let mut rules = Rules::g4a();
    rules.players = 4;
    rules.partnership = true;
    let mut g = game(
        rules,
        Layout {
            payoff: vec!["AH", "5D 6D", "2S", "7D 8D 9D"],
            hands: vec!["", "", "", ""],
            first: Some(0),
            ..Layout::default()
        },
    );
    let legal = g.legal_moves();
    assert!(legal.contains(&mv("p c1")));
    assert!(
        !legal.contains(&mv("pp c1")),
        "the partner's 2 does not fit an empty pile"
    );
    let ev = g.apply(mv("p c1")).unwrap();
    assert_eq!(
        g.status(),
        Status::Playing,
        "the partner's pile is not empty yet: {ev:?}"
    );
    assert!(g.legal_moves().contains(&mv("pp c1")));
    assert_eq!(g.check(mv("p c2")), Err(RuleError::EmptyPayoff { seat: 0 }));
    assert_eq!(
        g.check(mv("p c2")).unwrap_err().to_string(),
        "seat 0's pay-off pile is empty"
    );
    g.apply(mv("pp c1")).unwrap();
    assert_eq!(
        g.status(),
        Status::Won {
            winner: 0,
            points: 5
        }
    );
}

#[test]
fn a_match_is_scored_to_the_target_and_the_loser_starts_the_next_game() {
    let mut rules = Rules::g4a();
    rules.match_target = 10;
    let layout = two(["AH", "2D 3D 4D 5D 6D 7D 8D"], ["6S", "9H"]);
    let mut m = Match::from_setup(rules, layout.build(&rules), 5).unwrap();
    m.play(mv("p c1")).unwrap();
    assert_eq!(m.scores(), vec![7, 0]);
    assert!(!m.is_over());
    m.next_game().unwrap();
    assert_eq!(m.game().to_move(), 1, "the loser starts");
    assert_eq!(m.game_number(), 2);
    // Play the second game to its end with the first legal move.
    while !m.game().is_over() {
        let mv = m.game().legal_moves()[0];
        m.play(mv).unwrap();
    }
    assert_eq!(m.results().len(), 2);
    let total: u32 = m.scores().iter().sum();
    match m.game().status() {
        Status::Won { points, .. } => assert_eq!(total, 7 + points),
        _ => assert_eq!(total, 7),
    }
}

#[test]
fn after_a_drawn_game_the_other_player_starts() {
    let rules = Rules::g4a();
    let mut layout = two(["9C", "9D"], ["2C 3C 4C 5C 6C", "2H 3H 4H 5H 6H"]);
    layout.rest_set_aside = true; // an empty stock: the first card drawn ends the game
    let mut m = Match::from_setup(rules, layout.build(&rules), 5).unwrap();
    assert_eq!(m.game().to_move(), 0);
    m.play(mv("h1 s1")).unwrap();
    assert_eq!(
        m.game().status(),
        Status::Playing,
        "seat 1 holds five cards and draws none"
    );
    m.play(mv("h1 s1")).unwrap();
    assert_eq!(m.game().status(), Status::Drawn);
    assert_eq!(m.scores(), vec![0, 0], "a drawn game scores nothing");
    m.next_game().unwrap();
    assert_eq!(
        m.game().to_move(),
        1,
        "seat 0 started the drawn game, so seat 1 starts the next"
    );
    assert_eq!(m.next_game(), Err(spite_core::MatchError::GameNotOver));
}

#[test]
fn undo_takes_back_only_moves_that_revealed_nothing() {
    let rules = Rules::g4a();
    let layout = two(["9C 5D 2H", "9D"], ["AS 3S 4S 7C 8C", "9H"]);
    let mut m = Match::from_setup(rules, layout.build(&rules), 5).unwrap();
    let start = m.game().clone();
    m.play(mv("h1 c1")).unwrap(); // AS
    assert_eq!(m.undoable(), 1);
    assert_eq!(m.undo().unwrap(), mv("h1 c1"));
    assert_eq!(m.game(), &start);
    assert!(m.record().moves.is_empty());
    m.play(mv("h1 c1")).unwrap();
    m.play(mv("p c1")).unwrap(); // 2H from the pay-off turns up 5D
    let err = m.undo().unwrap_err();
    assert_eq!(
        err.to_string(),
        "the last move turned up a new pay-off card, so it cannot be taken back"
    );
    m.play(mv("h1 c1")).unwrap(); // 3S
    m.play(mv("h1 c1")).unwrap(); // 4S
    m.undo().unwrap();
    m.undo().unwrap();
    assert_eq!(
        m.undo(),
        Err(UndoError::Revealed {
            mv: mv("p c1"),
            reason: Revealed::PayoffCard
        }),
        "not past the pay-off card, and the reason is data"
    );
    // Undo survives saving and loading: the moves of this turn that revealed
    // nothing can still be taken back, and no further.
    m.play(mv("h1 c1")).unwrap(); // 3S
    let mut loaded = Match::load(&m.save()).unwrap();
    assert_eq!(loaded.undoable(), 1);
    assert_eq!(loaded.undo(), Ok(mv("h1 c1")));
    assert!(matches!(loaded.undo(), Err(UndoError::Revealed { .. })));
}

#[test]
fn a_saved_match_reloads_to_the_same_state_and_a_bad_file_is_refused() {
    let mut m = Match::new(Rules::g4a(), 11).unwrap();
    for _ in 0..30 {
        let mv = m.game().legal_moves()[0];
        m.play(mv).unwrap();
    }
    let text = m.save().to_json();
    let loaded = Match::load(&SavedGame::from_json(&text).unwrap()).unwrap();
    assert_eq!(loaded.game(), m.game());
    assert_eq!(loaded.scores(), m.scores());

    assert!(SavedGame::from_json("{").is_err());
    assert!(SavedGame::from_json("[]").is_err());
    let other = text.replace("spite-save", "something-else");
    assert!(
        SavedGame::from_json(&other)
            .unwrap_err()
            .to_string()
            .contains("not a Spite & Malice save")
    );
    let newer = text.replace("\"version\": 1", "\"version\": 99");
    assert!(
        SavedGame::from_json(&newer)
            .unwrap_err()
            .to_string()
            .contains("newer version")
    );
    // A hand-edited move list: replace the first move by one that is illegal.
    let mut saved = SavedGame::from_json(&text).unwrap();
    saved.game.moves.insert(0, mv("s4 c1"));
    let err = Match::load(&saved).unwrap_err().to_string();
    assert!(
        err.starts_with("move 1 (s4 c1) of the saved game is illegal"),
        "{err}"
    );
}

#[test]
fn full_state_round_trips_and_tampering_is_refused() {
    let mut g = Game::new(Rules::g4a(), 9).unwrap();
    for _ in 0..40 {
        let m = g.legal_moves()[0];
        g.apply(m).unwrap();
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let mut state = g.state();
    state.layout.stock.push(card("AS"));
    assert!(
        Game::from_state(&state)
            .unwrap_err()
            .to_string()
            .contains("too many 1×AS")
    );
    let mut state = g.state();
    state.to_move = 7;
    assert!(Game::from_state(&state).is_err());
}

#[test]
fn a_view_says_what_a_wild_king_on_a_centre_pile_stands_for() {
    let mut g = game(Rules::g4a(), two(["9C", "9D"], ["KS 3D", "9H"]));
    let view = g.observation(0);
    assert_eq!(view.centre_king_stands_for(0), None, "an empty pile");
    let king = g.hand(0).iter().position(|c| c.is_king()).unwrap() as u8;
    g.apply(Move::new(Source::Hand(king), Target::Centre(0)))
        .unwrap();
    assert_eq!(g.observation(1).centre_king_stands_for(0), Some(Rank::ACE));
    let mut g = game(
        Rules::g4a(),
        Layout {
            payoff: vec!["9C", "9D"],
            hands: vec!["4C", ""],
            centre: vec!["AS 2S KH"],
            first: Some(0),
            ..Layout::default()
        },
    );
    assert_eq!(g.observation(0).centre_king_stands_for(0), Rank::new(3));
    let four = g.hand(0).iter().position(|&c| c == card("4C")).unwrap() as u8;
    g.apply(Move::new(Source::Hand(four), Target::Centre(0)))
        .unwrap();
    assert_eq!(
        g.observation(0).centre_king_stands_for(0),
        None,
        "a 4 on top is no king"
    );
}

/// The last pay-off card completes its pile as on any other move, and only
/// then does the game end: the events come in that order and the final table
/// shows the emptied pile (docs/rules.md, "Winning").
fn win_by_completing(rules: Rules, layout: Layout, mv_text: &str) -> (Game, spite_core::Events) {
    let mut g = game(rules, layout);
    let stock = g.stock().len();
    let ev = g.apply(mv(mv_text)).unwrap();
    let kinds: Vec<&str> = ev
        .iter()
        .map(|e| match e {
            Event::Played { .. } => "played",
            Event::PileCompleted { .. } => "completed",
            Event::StockShuffled { .. } => "shuffled",
            Event::GameOver { .. } => "over",
            _ => "other",
        })
        .collect();
    let expected: &[&str] = match rules.completed_piles {
        spite_core::CompletedPiles::ShuffleIntoStock => {
            &["played", "completed", "shuffled", "over"]
        }
        spite_core::CompletedPiles::SetAside => &["played", "completed", "over"],
    };
    assert_eq!(kinds, expected, "{ev:?}");
    assert!(g.centre(0).is_empty(), "the completed pile is cleared");
    assert!(g.is_over());
    match rules.completed_piles {
        spite_core::CompletedPiles::ShuffleIntoStock => {
            assert_eq!(g.stock().len(), stock + rules.complete_pile_len())
        }
        spite_core::CompletedPiles::SetAside => {
            assert_eq!(g.set_aside().len(), rules.complete_pile_len())
        }
    }
    for seat in 0..rules.players {
        let view = g.observation(seat);
        assert_eq!(view.centre_needs(0), Rank::ACE);
        assert_eq!(view.centre_king_stands_for(0), None);
        let json = serde_json::to_string(&view).unwrap();
        let back: spite_core::PlayerView = serde_json::from_str(&json).unwrap();
        assert_eq!(back, view);
    }
    let state = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&state).unwrap(), g);
    (g, ev)
}

#[test]
fn classic_the_winning_king_completes_its_pile_before_the_game_ends() {
    let (g, _) = win_by_completing(
        Rules::classic(),
        Layout {
            payoff: vec!["KH", "2D 3D 4D"],
            hands: vec!["5S", "9H"],
            centre: vec!["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"],
            first: Some(0),
            ..Layout::default()
        },
        "p c1",
    );
    assert_eq!(
        g.status(),
        Status::Won {
            winner: 0,
            points: 3
        }
    );
}

#[test]
fn g4a_the_winning_queen_leaves_an_empty_pile_and_the_stock_is_shuffled() {
    win_by_completing(
        Rules::g4a(),
        Layout {
            payoff: vec!["QH", "2D"],
            hands: vec!["5S", "9H"],
            centre: vec!["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"],
            first: Some(0),
            ..Layout::default()
        },
        "p c1",
    );
    // A wild king as the last pay-off card, standing for the queen.
    win_by_completing(
        Rules::g4a(),
        Layout {
            payoff: vec!["KH", "2D"],
            hands: vec!["5S", "9H"],
            centre: vec!["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"],
            first: Some(0),
            ..Layout::default()
        },
        "p c1",
    );
}

#[test]
fn partnership_the_partners_last_card_completing_a_pile_wins() {
    let mut rules = Rules::classic();
    rules.players = 4;
    rules.partnership = true;
    let (g, _) = win_by_completing(
        rules,
        Layout {
            payoff: vec!["", "5D 6D", "KS", "7D 8D 9D"],
            hands: vec!["", "", "", ""],
            centre: vec!["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"],
            first: Some(0),
            ..Layout::default()
        },
        "pp c1",
    );
    assert_eq!(
        g.status(),
        Status::Won {
            winner: 0,
            points: 5
        }
    );
}

#[test]
fn a_layout_may_not_start_with_a_side_gone_out_but_a_won_state_loads() {
    let refused = Game::from_setup(
        Rules::g4a(),
        &two(["", "2D 3D"], ["5S", "9H"]).build(&Rules::g4a()),
        1,
    );
    assert_eq!(
        refused.unwrap_err(),
        spite_core::SetupError::EmptyPayoff { seat: 0 }
    );
    // A won game's full state, with its winner's empty pile, loads; the same
    // state recorded as drawn or still playing does not.
    let mut g = game(Rules::g4a(), two(["AH", "2D 3D"], ["6S", "9H"]));
    g.apply(mv("p c1")).unwrap();
    assert!(g.is_over());
    let state = g.state();
    assert_eq!(Game::from_state(&state).unwrap(), g);
    for status in [Status::Drawn, Status::Playing] {
        let mut bad = state.clone();
        bad.status = status;
        assert!(Game::from_state(&bad).is_err(), "{status:?}");
    }
}
