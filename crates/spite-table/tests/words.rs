//! Seats and their grammar, and every message rendered in English.

use spite_ai::Level;
use spite_core::{Card, Move, MoveParseError, Rank, RuleError, Rules, Source, UndoError};
use spite_i18n::{Fluent, Language};
use spite_table::samples;
use spite_table::{
    Message, Player, Refusal, Render, RuleChange, RulesName, SeatLabel, SeatName, Seats, Side,
    Symbols, explain,
};

/// English, from its `.ftl` file.
fn english() -> Fluent {
    Fluent::plain(Language::English)
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

#[test]
fn one_person_is_you_and_computers_are_numbered_when_several() {
    let s = Seats::standard(2, 1, Level::Medium);
    assert_eq!(s.name(0), SeatName::You);
    assert_eq!(s.name(1), SeatName::Computer(None));
    let e = english();
    assert_eq!(e.name(&s.name(1)), "Computer");
    assert_eq!(e.label(&s.label(1)), "Computer (medium)");
    assert!(!s.is_hotseat());
    let s = Seats::standard(3, 1, Level::Easy);
    assert_eq!(e.name(&s.name(2)), "Computer 2");
    assert_eq!(e.label(&s.label(1)), "Computer 1 (easy)");
}

#[test]
fn several_people_are_players_and_remote_people_are_never_you() {
    let s = Seats::standard(3, 2, Level::Hard);
    let e = english();
    assert_eq!(e.name(&s.name(0)), "Player 1");
    assert_eq!(e.name(&s.name(1)), "Player 2");
    assert_eq!(e.name(&s.name(2)), "Computer");
    assert!(s.is_hotseat());
    assert!(!s.is_local_person(2));
    let s = Seats::new(vec![Player::Person, Player::Remote]);
    assert_eq!(s.name(0), SeatName::You);
    assert_eq!(s.name(1), SeatName::Player(2));
    assert!(!s.is_hotseat());
    let mut s = Seats::numbered(2);
    assert_eq!(e.name(&s.name(1)), "Seat 2");
    s.set_name(1, SeatName::Named("Ann".into()));
    assert_eq!(e.name(&s.name(1)), "Ann");
}

#[test]
fn verbs_agree_with_the_seat_and_the_side() {
    let e = english();
    let play = |who| Message::Played {
        who,
        card: card("5H"),
        from: Source::Hand(1),
        centre: 1,
        counts_as: Some(card("5H").rank()),
    };
    assert_eq!(
        e.render(&play(SeatName::Computer(None))),
        "Computer plays 5H from hand to centre pile 2."
    );
    assert_eq!(
        e.render(&play(SeatName::You)),
        "You play 5H from hand to centre pile 2."
    );
    let king = Message::Played {
        who: SeatName::You,
        card: card("KS"),
        from: Source::Payoff,
        centre: 0,
        counts_as: Rank::new(4),
    };
    assert_eq!(
        e.render(&king),
        "You play KS from pay-off pile to centre pile 1 as 4."
    );
    let discard = Message::Discarded {
        who: SeatName::You,
        card: card("5H"),
        pile: 2,
    };
    assert_eq!(
        e.render(&discard),
        "You discard 5H onto side pile 3, ending the turn."
    );
    let drew = Message::Drew {
        who: SeatName::Computer(None),
        count: 1,
        cards: vec![],
    };
    assert_eq!(e.render(&drew), "Computer draws 1 card.");
    let mine = Message::Drew {
        who: SeatName::You,
        count: 2,
        cards: vec![card("5H"), card("TS")],
    };
    assert_eq!(e.render(&mine), "You draw 2 cards: 5H TS.");
    assert_eq!(
        Fluent::new(Language::English, Symbols).render(&mine),
        "You draw 2 cards: 5♥ 10♠."
    );
    assert_eq!(
        e.render(&Message::TurnStarts {
            whose: SeatName::You
        }),
        "Your turn."
    );
    assert_eq!(
        e.render(&Message::PayoffTurned {
            whose: SeatName::Computer(Some(2)),
            card: card("7C")
        }),
        "Computer 2's next pay-off card is 7C."
    );
    let won = |side: Vec<SeatName>| Message::GameWon {
        winner: Side(side),
        points: 7,
    };
    assert_eq!(
        e.render(&won(vec![SeatName::Computer(None)])),
        "Computer wins the game, scoring 7 points."
    );
    assert_eq!(
        e.render(&won(vec![SeatName::You])),
        "You win the game, scoring 7 points."
    );
    assert_eq!(
        e.render(&won(vec![SeatName::You, SeatName::Computer(Some(2))])),
        "You & Computer 2 win the game, scoring 7 points."
    );
    assert_eq!(
        e.render(&Message::MatchWon {
            winner: Side(vec![SeatName::Player(2)])
        }),
        "Player 2 wins the match!"
    );
}

#[test]
fn the_rules_are_named_by_their_preset_and_what_differs() {
    let e = english();
    let welcome = |rules: Rules| Message::Welcome {
        rules: RulesName::of(&rules),
        target: rules.match_target,
        seed: 7,
        sides: vec![
            vec![SeatLabel {
                name: SeatName::You,
                level: None,
            }],
            vec![SeatLabel {
                name: SeatName::Computer(None),
                level: Some(Level::Medium),
            }],
        ],
    };
    assert_eq!(
        e.render(&welcome(Rules::g4a())),
        "Spite & Malice: g4a rules, match to 50 points, seed 7. You against Computer (medium)."
    );
    let four = Rules {
        players: 4,
        match_target: 30,
        ..Rules::g4a()
    };
    assert_eq!(
        e.render(&welcome(four)),
        "Spite & Malice: g4a, 4 players, match to 30 points, seed 7. You against Computer (medium)."
    );
    assert_eq!(
        RulesName::of(&four).changes,
        vec![RuleChange::Players(4), RuleChange::MatchTarget(30)]
    );
}

/// Every name kind a sentence can be about.
#[test]
fn every_message_renders_to_a_sentence_for_every_kind_of_seat() {
    let e = english();
    for m in samples::messages() {
        // Move options are list items and rule lines are read together;
        // their own tests below check them.
        if matches!(m, Message::MoveOption { .. } | Message::Rule(_)) {
            continue;
        }
        let text = e.render(&m);
        assert!(!text.trim().is_empty(), "{m:?}");
        assert!(
            text.starts_with(|c: char| c.is_uppercase() || c == '\''),
            "{text}"
        );
        assert!(text.ends_with(['.', '!']), "{text}");
        // No "You plays", no "Your's".
        for wrong in ["You plays", "You draws", "You wins", "You's", "You is"] {
            assert!(!text.contains(wrong), "{text}");
        }
    }
    let options = [
        Message::MoveOption {
            mv: mv("h1 c1"),
            card: Some(card("KH")),
            counts_as: Rank::new(3),
        },
        Message::MoveOption {
            mv: mv("h1 s2"),
            card: None,
            counts_as: None,
        },
    ];
    assert_eq!(e.render(&options[0]), "KH from hand to centre pile 1 as 3");
    assert_eq!(
        e.render(&options[1]),
        "discard ? onto side pile 2 (ends the turn)"
    );
}

#[test]
fn refusals_say_why_in_the_players_words() {
    let e = english();
    let illegal = Message::Refused(Refusal::Illegal {
        mv: mv("h2 c2"),
        card: Some(card("7H")),
        error: RuleError::DoesNotFit {
            card: card("7H"),
            centre: 2,
            needs: Rank::new(5).unwrap(),
        },
    });
    assert_eq!(
        e.render(&illegal),
        "Cannot play h2 c2 (7H): the 7 cannot go on centre pile 2, which needs a 5."
    );
    let undo = Message::Refused(Refusal::Undo(UndoError::Revealed {
        mv: mv("p c1"),
        reason: spite_core::Revealed::PayoffCard,
    }));
    assert_eq!(
        e.render(&undo),
        "Cannot take back p c1: that move turned up a new pay-off card, so it stays."
    );
    let no_card = Message::Refused(Refusal::NotAMove {
        text: "7h c1".into(),
        error: MoveParseError::NotHeld { card: card("7H") },
    });
    assert!(e.render(&no_card).starts_with("You have no 7H to play"));
    let turn = Message::Refused(Refusal::NotYourTurn {
        to_move: SeatName::Computer(None),
    });
    assert_eq!(
        e.render(&turn),
        "It is not your turn: it is Computer's turn."
    );
    let partnership = Rules {
        players: 3,
        partnership: true,
        ..Rules::g4a()
    };
    let rules = Message::Refused(Refusal::Rules(partnership.validate().unwrap_err()));
    assert_eq!(
        e.render(&rules),
        "These rules cannot be played: the partnership game is for exactly 4 players, not 3."
    );
}

#[test]
fn the_rules_explanation_follows_every_option() {
    let e = english();
    let text = |rules: &Rules| e.render_all(&explain(rules)).join("\n");
    let g4a = text(&Rules::g4a());
    assert!(g4a.starts_with("The rules: g4a."), "{g4a}");
    for part in [
        "2 players, 2 decks",
        "pay-off pile of 20 cards",
        "a hand of 5",
        "3 centre piles",
        "up to the queen",
        "Kings are wild",
        "its 12 cards are shuffled into the stock",
        "you draw 5 more and go on",
        "won at 50 points",
    ] {
        assert!(g4a.contains(part), "{part} missing from\n{g4a}");
    }
    let classic = text(&Rules::classic());
    for part in [
        "The rules: classic.",
        "Kings are not wild",
        "up to the king",
        "set aside",
        "no piles are set aside",
    ] {
        assert!(classic.contains(part), "{part} missing from\n{classic}");
    }
    let custom = Rules {
        players: 4,
        partnership: true,
        payoff_size: 12,
        hand_size: 6,
        centre_piles: 1,
        refill_empty_hand: false,
        match_target: 25,
        ..Rules::g4a()
    };
    let custom = text(&custom);
    for part in [
        "The rules: g4a, 4 players, in partnerships, pay-off 12, hand 6, 1 centre pile, an emptied hand ends the turn, match to 25.",
        "4 players, 4 decks",
        "pay-off pile of 12 cards",
        "a hand of 6",
        "One centre pile is",
        "Partners sit opposite",
        "first partnership",
        "both its pay-off piles",
        "your turn ends",
        "until your hand holds 6 cards",
        "won at 25 points",
    ] {
        assert!(custom.contains(part), "{part} missing from\n{custom}");
    }
}
