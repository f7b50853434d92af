//! Sample messages of every kind, for checking a renderer: every
//! [`Message`] variant with every kind of seat name, every card and rank
//! where a sentence names one, the counts that choose plural forms, every
//! rule error, refusal, hint plan and rule change. Every Fluent language
//! is tested over them (a message no renderer can word fails a test); a
//! new frontend's own renderer can be too.

use spite_ai::Level;
use spite_core::{
    Card, CompletedPiles, Malformed, Move, MoveParseError, Rank, RuleError, Rules, Slot, Source,
    UndoError,
};

use crate::{
    HintDiscard, HintPlan, HintStep, HintWhy, Message, Refusal, RuleChange, RulesName, SeatLabel,
    SeatName, Side, explain,
};

fn card(s: &str) -> Card {
    s.parse().expect("a sample card is written right")
}

fn mv(s: &str) -> Move {
    s.parse().expect("a sample move is written right")
}

/// The sample counts every plural is tried with.
pub const COUNTS: [u8; 5] = [0, 1, 2, 5, 21];

/// Every kind of seat name.
pub fn names() -> Vec<SeatName> {
    vec![
        SeatName::You,
        SeatName::Computer(None),
        SeatName::Computer(Some(2)),
        SeatName::Player(1),
        SeatName::Seat(3),
        SeatName::Named("Ann".into()),
    ]
}

/// Every kind of side: one seat of each kind, and partnerships.
pub fn sides() -> Vec<Side> {
    let mut out: Vec<Side> = names().into_iter().map(|n| Side(vec![n])).collect();
    out.push(Side(vec![SeatName::You, SeatName::Computer(Some(2))]));
    out.push(Side(vec![
        SeatName::Computer(Some(1)),
        SeatName::Computer(Some(3)),
    ]));
    out.push(Side(vec![
        SeatName::Player(2),
        SeatName::Named("Ann".into()),
    ]));
    out
}

/// Every rule error, with the sample counts and every card and rank.
pub fn rule_errors() -> Vec<RuleError> {
    let mut out = vec![
        RuleError::GameOver,
        RuleError::OutOfTurn {
            seat: 0,
            to_move: 1,
        },
        RuleError::NoSidePile { pile: 5 },
        RuleError::EmptySide { pile: 2 },
        RuleError::EmptyPayoff { seat: 0 },
        RuleError::EmptyPartnerPayoff { partner: 2 },
        RuleError::NoPartner,
        RuleError::PayoffToSide,
        RuleError::SideToSide,
        RuleError::Unknown,
    ];
    for n in COUNTS {
        out.push(RuleError::NoHandCard {
            seat: 1,
            slot: 6,
            len: n,
        });
        out.push(RuleError::NoCentrePile { pile: 9, piles: n });
    }
    for c in Card::all() {
        for needs in Rank::all() {
            out.push(RuleError::DoesNotFit {
                card: c,
                centre: 2,
                needs,
            });
        }
    }
    out
}

/// Rules that cannot be dealt, one for each reason (with the sample counts).
pub fn unplayable() -> Vec<Rules> {
    let g4a = Rules::g4a;
    let mut out = vec![
        Rules {
            players: 2,
            partnership: true,
            ..g4a()
        },
        Rules {
            payoff_size: 0,
            ..g4a()
        },
        Rules {
            kings_wild: false,
            ..g4a()
        },
        Rules {
            match_target: 0,
            ..g4a()
        },
        Rules {
            payoff_size: 60,
            ..g4a()
        },
        Rules {
            players: 3,
            payoff_size: 80,
            hand_size: 5,
            ..g4a()
        },
    ];
    for n in COUNTS {
        out.push(Rules {
            players: n,
            ..g4a()
        });
        out.push(Rules {
            hand_size: n.max(9),
            ..g4a()
        });
        out.push(Rules {
            centre_piles: if n == 0 { 0 } else { n + 8 },
            ..g4a()
        });
    }
    for r in Rank::all().filter(|r| r.number() < 12) {
        out.push(Rules {
            complete_at: r,
            ..g4a()
        });
    }
    out
}

/// Rule sets whose explanation and names cover every rule change.
pub fn rule_sets() -> Vec<Rules> {
    let g4a = Rules::g4a;
    let mut out = vec![
        g4a(),
        Rules::classic(),
        Rules {
            players: 4,
            partnership: true,
            ..g4a()
        },
        Rules {
            kings_wild: false,
            complete_at: Rank::KING,
            completed_piles: CompletedPiles::SetAside,
            refill_empty_hand: false,
            ..g4a()
        },
        Rules {
            refill_empty_hand: true,
            kings_wild: true,
            ..Rules::classic()
        },
    ];
    for n in COUNTS {
        out.push(Rules {
            payoff_size: n,
            hand_size: n,
            centre_piles: n,
            match_target: n.into(),
            players: n,
            ..g4a()
        });
    }
    out
}

/// Every message, with every seat kind, card, rank, reason (a hint's of
/// every kind too) and the sample counts.
pub fn messages() -> Vec<Message> {
    let mut out = Vec::new();
    for who in names() {
        for c in Card::all() {
            out.push(Message::Played {
                who: who.clone(),
                card: c,
                from: Source::Hand(0),
                centre: 0,
                counts_as: Some(c.rank()),
            });
            out.push(Message::Discarded {
                who: who.clone(),
                card: c,
                pile: 3,
            });
            out.push(Message::PayoffTurned {
                whose: who.clone(),
                card: c,
            });
        }
        for r in Rank::all() {
            for from in [
                Source::Hand(2),
                Source::Payoff,
                Source::PartnerPayoff,
                Source::Side(1),
            ] {
                out.push(Message::Played {
                    who: who.clone(),
                    card: card("KS"),
                    from,
                    centre: 2,
                    counts_as: Some(r),
                });
            }
        }
        for n in COUNTS {
            out.push(Message::Drew {
                who: who.clone(),
                count: n,
                cards: vec![],
            });
            out.push(Message::Drew {
                who: who.clone(),
                count: n,
                cards: Card::all().take(usize::from(n.max(1))).collect(),
            });
        }
        out.push(Message::TurnStarts { whose: who.clone() });
        for resumed in [false, true] {
            out.push(Message::GameStarts {
                number: 3,
                first: who.clone(),
                resumed,
            });
        }
        for card in [Some(card("AH")), None] {
            out.push(Message::TookBack {
                who: who.clone(),
                mv: mv("h1 c1"),
                card,
            });
        }
        for tried in [Some(mv("p s1")), None] {
            out.push(Message::BotFailed {
                who: who.clone(),
                tried,
                played: mv("h1 s1"),
            });
        }
        out.push(Message::Refused(Refusal::NotYourTurn {
            to_move: who.clone(),
        }));
        out.push(Message::Refused(Refusal::NotAPerson { seat: who.clone() }));
        for level in Level::ALL {
            let label = SeatLabel {
                name: who.clone(),
                level: Some(level),
            };
            let other = SeatLabel {
                name: SeatName::Computer(Some(2)),
                level: Some(level),
            };
            for sides in [
                vec![vec![label.clone()]],
                vec![vec![label.clone()], vec![other.clone()]],
                vec![
                    vec![label.clone()],
                    vec![other.clone()],
                    vec![other.clone()],
                ],
                vec![
                    vec![label.clone(), other.clone()],
                    vec![other.clone(), label.clone()],
                ],
            ] {
                out.push(Message::Welcome {
                    rules: RulesName::of(&Rules::g4a()),
                    target: 50,
                    seed: u64::MAX,
                    sides,
                });
            }
        }
    }
    for side in sides() {
        for n in COUNTS {
            out.push(Message::GameWon {
                winner: side.clone(),
                points: n.into(),
            });
            out.push(Message::Score {
                target: n.into(),
                sides: vec![(side.clone(), n.into()), (side.clone(), 50)],
            });
        }
        out.push(Message::MatchWon {
            winner: side.clone(),
        });
    }
    for completed in [CompletedPiles::ShuffleIntoStock, CompletedPiles::SetAside] {
        out.push(Message::PileCompleted {
            centre: 2,
            completed,
        });
    }
    for n in COUNTS {
        out.push(Message::StockShuffled { stock: n.into() });
    }
    out.push(Message::GameDrawn);
    out.push(Message::NoHint);
    for c in Card::all() {
        out.push(Message::MoveOption {
            mv: mv("h1 c2"),
            card: Some(c),
            counts_as: Rank::new(3),
        });
        out.push(Message::MoveOption {
            mv: mv("h1 s2"),
            card: Some(c),
            counts_as: None,
        });
    }
    out.push(Message::MoveOption {
        mv: mv("s1 c1"),
        card: None,
        counts_as: None,
    });
    for plan in hint_plans() {
        for card in [Some(card("4H")), None] {
            out.push(Message::Hint {
                mv: mv("h3 c1"),
                card,
                plan: plan.clone(),
            });
        }
    }
    for refusal in [
        Refusal::GameOver,
        Refusal::MatchOver,
        Refusal::GameNotOver,
        Refusal::Stale,
        Refusal::Rematch,
        Refusal::Undo(UndoError::Nothing),
    ] {
        out.push(Message::Refused(refusal));
    }
    for reason in [
        spite_core::Revealed::PayoffCard,
        spite_core::Revealed::Drew,
        spite_core::Revealed::TurnEnded,
        spite_core::Revealed::GameEnded,
    ] {
        out.push(Message::Refused(Refusal::Undo(UndoError::Revealed {
            mv: mv("p c1"),
            reason,
        })));
    }
    for rules in unplayable() {
        if let Err(e) = rules.validate() {
            out.push(Message::Refused(Refusal::Rules(e)));
        }
    }
    for error in rule_errors() {
        out.push(Message::Refused(Refusal::Rule(error.clone())));
        for card in [Some(card("7H")), None] {
            out.push(Message::Refused(Refusal::Illegal {
                mv: mv("h2 c2"),
                card,
                error: error.clone(),
            }));
        }
    }
    for (text, error) in [
        (
            "h1",
            MoveParseError::NotAMove(Malformed::NoTarget { word: "h1".into() }),
        ),
        (
            "h1 c1 c2",
            MoveParseError::NotAMove(Malformed::Words {
                text: "h1 c1 c2".into(),
                words: 3,
            }),
        ),
        ("", MoveParseError::NotAMove(Malformed::Empty)),
        (
            "c1 h1",
            MoveParseError::NotAMove(Malformed::Reversed {
                word: "c1".into(),
                swapped: Some("h1 c1".into()),
            }),
        ),
        (
            "c1 c2",
            MoveParseError::NotAMove(Malformed::Reversed {
                word: "c1".into(),
                swapped: None,
            }),
        ),
        (
            "h1 p",
            MoveParseError::NotAMove(Malformed::SourceAsTarget {
                word: "p".into(),
                piles: 3,
            }),
        ),
        (
            "h1 zz",
            MoveParseError::NotAMove(Malformed::NotATarget {
                word: "zz".into(),
                piles: 1,
            }),
        ),
        (
            "hello",
            MoveParseError::NotAMove(Malformed::Unknown {
                word: "hello".into(),
                hand: 5,
                partner: false,
            }),
        ),
        (
            "x",
            MoveParseError::NotAMove(Malformed::Unknown {
                word: "x".into(),
                hand: 1,
                partner: true,
            }),
        ),
        (
            "x",
            MoveParseError::NotAMove(Malformed::Unknown {
                word: "x".into(),
                hand: 0,
                partner: false,
            }),
        ),
        (
            "h9 c1",
            MoveParseError::NoSuchSlot {
                slot: Slot::Hand,
                word: "h9".into(),
                count: 5,
            },
        ),
        (
            "h2 c1",
            MoveParseError::NoSuchSlot {
                slot: Slot::Hand,
                word: "h2".into(),
                count: 1,
            },
        ),
        (
            "h1 s5",
            MoveParseError::NoSuchSlot {
                slot: Slot::Side,
                word: "s5".into(),
                count: 4,
            },
        ),
        (
            "h1 c9",
            MoveParseError::NoSuchPile {
                word: "c9".into(),
                piles: 3,
            },
        ),
        ("7h c1", MoveParseError::NotHeld { card: card("7H") }),
    ] {
        out.push(Message::Refused(Refusal::NotAMove {
            text: text.into(),
            error,
        }));
    }
    for rules in rule_sets() {
        out.extend(explain(&rules));
        for target in [0, 1, 2, 5, 21] {
            out.push(Message::Welcome {
                rules: RulesName::of(&rules),
                target,
                seed: 7,
                sides: vec![],
            });
        }
    }
    // Every rule change, by itself, in a heading.
    let changes = [
        RuleChange::Partnership(true),
        RuleChange::Partnership(false),
        RuleChange::KingsWild(true),
        RuleChange::KingsWild(false),
        RuleChange::CompletedPiles(CompletedPiles::ShuffleIntoStock),
        RuleChange::CompletedPiles(CompletedPiles::SetAside),
        RuleChange::RefillEmptyHand(true),
        RuleChange::RefillEmptyHand(false),
    ]
    .into_iter()
    .chain(COUNTS.into_iter().flat_map(|n| {
        [
            RuleChange::Players(n),
            RuleChange::PayoffSize(n),
            RuleChange::HandSize(n),
            RuleChange::CentrePiles(n),
            RuleChange::MatchTarget(n.into()),
        ]
    }))
    .chain(Rank::all().map(RuleChange::CompleteAt));
    for change in changes {
        out.push(Message::Rule(crate::RuleLine::Heading {
            name: RulesName {
                preset: "g4a",
                changes: vec![change],
            },
        }));
    }
    out
}

/// Hint plans covering every step source, discard and reason.
pub fn hint_plans() -> Vec<HintPlan> {
    let step = |rank: Option<Rank>, from, centre| HintStep { rank, from, centre };
    let whys = [
        HintWhy::Wins,
        HintWhy::PayoffNow { rank: Rank::new(6) },
        HintWhy::PayoffNext {
            rank: Some(Rank::QUEEN),
        },
        HintWhy::PayoffNext { rank: None },
        HintWhy::PartnerPayoffNow { rank: Rank::new(7) },
        HintWhy::PartnerPayoffNext {
            rank: Some(Rank::JACK),
        },
        HintWhy::PartnerPayoffNext { rank: None },
        HintWhy::EmptiesHand { cards: 1 },
        HintWhy::EmptiesHand { cards: 5 },
        HintWhy::PlaysOutHand,
        HintWhy::BlocksOpponent { rank: Rank::new(5) },
        HintWhy::HelpsOpponent { rank: Rank::new(7) },
        HintWhy::HelpsOpponent { rank: None },
        HintWhy::KeepsKing,
        HintWhy::NothingCloser,
        HintWhy::KeepsOrder,
    ];
    let mut out = Vec::new();
    for why in whys {
        out.push(HintPlan {
            steps: vec![
                step(Rank::new(4), Source::Hand(0), 1),
                step(Some(Rank::ACE), Source::Payoff, 0),
                step(None, Source::PartnerPayoff, 2),
            ],
            more: true,
            discard: Some(HintDiscard {
                rank: Rank::new(9),
                pile: 3,
            }),
            why,
        });
        out.push(HintPlan {
            steps: vec![step(Some(Rank::KING), Source::Side(1), 0)],
            more: false,
            discard: None,
            why,
        });
        out.push(HintPlan {
            steps: vec![],
            more: false,
            discard: Some(HintDiscard {
                rank: None,
                pile: 0,
            }),
            why,
        });
    }
    out
}
