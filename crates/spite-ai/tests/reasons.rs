//! A hint's reason on positions built so that the reason is known: the
//! opponent's next pay-off card blocked, a pile not opened for it, a king
//! kept, the hand emptied for five new cards, nothing that brings the
//! pay-off card closer; and every reason over whole games, against the
//! real game.

mod common;

use common::layout;
use spite_ai::{HintWhy, hint};
use spite_core::{Game, Rank, Target};

/// The hint for seat 0, which is to move.
fn hint_of(game: &Game) -> spite_ai::Hint {
    hint(&game.observation(0)).expect("seat 0 is to move")
}

#[test]
fn holding_a_run_back_that_would_open_a_pile_says_so() {
    // Centres empty; hand A♦ 3♣ 4♣ 6♥ K♦, side pile 2♥ over 4♥, pay-off 9♦.
    // A, 2, 3, 4, K as 5, 6 would leave a pile needing 7, two ranks from
    // the 9: closer, so "nothing in the centre brings your pay-off card
    // closer" would be false. The opponent shows 7♠ with 6♠ and 5♠ on its
    // side piles: every step of that run brings its 7 nearer.
    let game = layout(
        ["2C 9D", "3C 7S"],
        ["AD 3C 4C 6H KD", "8C 8D 9S 9H TS"],
        [["4H 2H", "", "", ""], ["6S", "5S", "", ""]],
        ["", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.steps.is_empty(), "{h:?}");
    assert!(matches!(h.mv.to, Target::Side(_)), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::HelpsOpponent { rank: Rank::new(7) });
}

#[test]
fn the_same_run_with_the_opponent_far_off_empties_the_hand() {
    // The same hand and side pile; the opponent's pay-off queen is far
    // from every pile the run leaves, so the run is played: the hand is
    // emptied for five new cards.
    let game = layout(
        ["2C 9D", "3C QS"],
        ["AD 3C 4C 6H KD", "8C 8D 9S 9H TS"],
        [["4H 2H", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.discard.is_none(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::EmptiesHand { cards: 5 });
}

#[test]
fn playing_past_the_opponents_next_card_blocks_it() {
    // Centre 1 needs a 5, the opponent's pay-off card. Our 5♥ moves the
    // pile past it; our pay-off 8 stays out of reach (no 6 or 7).
    let game = layout(
        ["2C 8H", "3C 5S"],
        ["5H 9C TC JC QC", "8C 8D 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D 3D 4D", "", ""],
    );
    let h = hint_of(&game);
    assert_eq!(h.plan.steps.len(), 1, "{h:?}");
    assert_eq!(h.plan.steps[0].rank, Rank::new(5));
    assert!(h.plan.discard.is_some(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::BlocksOpponent { rank: Rank::new(5) });
}

#[test]
fn a_king_that_alone_would_start_a_pile_is_kept() {
    // Centres empty, no ace in hand: only the king (as an ace) could start
    // a pile towards the pay-off queen. The king is kept for it.
    let game = layout(
        ["2C QH", "3C QS"],
        ["KH 7C 8C 9C TC", "8D 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.steps.is_empty(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::KeepsKing);
}

#[test]
fn a_run_of_the_whole_hand_empties_it_for_five_new_cards() {
    // Centre 1 needs a 2: 2 to 6 from hand play out the hand, though the
    // pay-off queen stays far.
    let game = layout(
        ["2C QH", "3C QS"],
        ["2C 3C 4C 5C 6C", "8D 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD", "", ""],
    );
    let h = hint_of(&game);
    assert_eq!(h.plan.steps.len(), 3);
    assert!(h.plan.more && h.plan.discard.is_none(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::EmptiesHand { cards: 5 });
}

#[test]
fn nothing_closer_only_when_no_centre_play_brings_the_card_nearer() {
    // Centre 1 needs a 3, the others an ace; no 3, no ace, no king in
    // hand and none on the side piles.
    let game = layout(
        ["2C 9D", "3C QS"],
        ["QH JC 2S 4H 9H", "8D 8H 9S TH TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D", "", ""],
    );
    let h = hint_of(&game);
    assert!(h.plan.steps.is_empty(), "{h:?}");
    assert_eq!(h.plan.why, HintWhy::NothingCloser);
}

/// Every hint's reason, over whole games (eight fixed seeds for each of
/// six rule sets, every decision of every seat: about 11,000 hints),
/// checked against the real game, not the
/// plan's own what-if views: the plan's moves are played on the game (so
/// none depended on a card the seat cannot see), and what the reason
/// claims is what happened or what the table showed: a win is a win, the
/// pay-off card said to go now or next is played first or later with the
/// rank named, a hand said emptied is emptied (a new hand or the turn's
/// end as the rules say), a card said blocked or helped is an opponent's
/// pay-off top, "nothing closer" only when the pay-off card cannot be
/// played, a king kept only when the seat holds one.
#[test]
fn every_hints_reason_holds_in_the_real_game() {
    use spite_ai::{HintWhy as W, Level, Style, bot_rng, explain, plan_turn};
    use spite_core::{Move, Rules, Source, Status};

    let mut partnership = Rules::g4a();
    partnership.players = 4;
    partnership.partnership = true;
    let mut no_refill = Rules::g4a();
    no_refill.refill_empty_hand = false;
    let mut three = Rules::classic();
    three.players = 3;
    let mut short = Rules::g4a();
    short.payoff_size = 5;
    let variants = [
        Rules::g4a(),
        Rules::classic(),
        three,
        partnership,
        no_refill,
        short,
    ];

    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    for (v, rules) in variants.into_iter().enumerate() {
        for seed in 0..8u64 {
            let mut game = Game::new(rules, 1000 + seed).expect("valid rules");
            let mut bots: Vec<_> = (0..rules.players).map(|_| Level::Medium.bot()).collect();
            let mut rng = bot_rng(seed);
            for _ in 0..500 {
                if game.is_over() {
                    break;
                }
                let seat = game.to_move();
                let at = format!("rules {v}, seed {seed}, turn {}, seat {seat}", game.turn());
                let view = game.observation(seat);
                let plan = plan_turn(&view, &Style::HARD, 1)
                    .into_iter()
                    .next()
                    .expect("a plan");
                let told = hint(&view).expect("the seat's turn");
                assert_eq!(told.mv, plan.moves[0], "{at}");
                assert_eq!(told.plan, explain(&view, &plan), "{at}");

                // The plan played on the real game.
                let mut after = game.clone();
                let mut own = None;
                let mut partner = None;
                let mut discards = false;
                for (i, &mv) in plan.moves.iter().enumerate() {
                    let card = after.observation(seat).card_at(mv.from);
                    after
                        .apply(mv)
                        .unwrap_or_else(|e| panic!("{at}: plan move {mv}: {e}"));
                    let rank = card.map(|c| c.rank());
                    match mv.from {
                        Source::Payoff => _ = own.get_or_insert((i, rank)),
                        Source::PartnerPayoff => _ = partner.get_or_insert((i, rank)),
                        _ => {}
                    }
                    discards |= matches!(mv.to, Target::Side(_));
                }
                let won = matches!(after.status(), Status::Won { winner, .. }
                    if rules.side_of(winner) == rules.side_of(seat));
                let opponents_top = |rank: Option<Rank>| {
                    (0..rules.players)
                        .filter(|&s| rules.side_of(s) != rules.side_of(seat))
                        .any(|s| view.payoff_top(s).map(|c| c.rank()) == rank)
                };
                let why = told.plan.why;
                seen.entry(wire_kind(&why))
                    .and_modify(|n| *n += 1)
                    .or_insert(1);
                assert_eq!(won, why == W::Wins, "{at}: {why:?}, the plan wins: {won}");
                if won {
                    // Nothing more is claimed of a winning plan.
                } else if let Some((i, rank)) = own {
                    let said = if i == 0 {
                        W::PayoffNow { rank }
                    } else {
                        W::PayoffNext { rank }
                    };
                    assert_eq!(why, said, "{at}");
                } else if let Some((i, rank)) = partner {
                    let said = if i == 0 {
                        W::PartnerPayoffNow { rank }
                    } else {
                        W::PartnerPayoffNext { rank }
                    };
                    assert_eq!(why, said, "{at}");
                } else if !discards {
                    // The whole hand played: a new one, or the turn's end.
                    if rules.refill_empty_hand {
                        assert_eq!(
                            why,
                            W::EmptiesHand {
                                cards: rules.hand_size
                            },
                            "{at}"
                        );
                        assert_eq!(after.to_move(), seat, "{at}: the turn goes on");
                        assert!(!after.hand(seat).is_empty(), "{at}: a new hand");
                    } else {
                        assert_eq!(why, W::PlaysOutHand, "{at}");
                        assert_ne!(after.to_move(), seat, "{at}: the turn is over");
                    }
                } else {
                    match why {
                        W::BlocksOpponent { rank } | W::HelpsOpponent { rank } => {
                            assert!(
                                opponents_top(rank),
                                "{at}: {why:?} names no opponent's card"
                            )
                        }
                        W::NothingCloser => {
                            let playable = (0..rules.centre_piles).any(|c| {
                                game.check(Move {
                                    from: Source::Payoff,
                                    to: Target::Centre(c),
                                })
                                .is_ok()
                            });
                            assert!(
                                !playable,
                                "{at}: nothing closer, yet the pay-off card plays"
                            );
                        }
                        W::KeepsKing => {
                            let kings = view.hand().iter().any(|c| c.is_king())
                                || (0..spite_core::SIDE_PILES as u8).any(|p| {
                                    view.side(seat, p).last().is_some_and(|c| c.is_king())
                                });
                            assert!(
                                rules.kings_wild && kings,
                                "{at}: a king kept, but none held"
                            );
                        }
                        W::KeepsOrder => {}
                        other => panic!(
                            "{at}: {other:?} for a plan that plays no pay-off card and discards"
                        ),
                    }
                }
                let mv = bots[usize::from(seat)].choose(&view, &mut rng);
                game.apply(mv).unwrap_or_else(|e| panic!("{at}: {mv}: {e}"));
            }
        }
    }
    // The games met every reason there is: `HintWhy` has twelve kinds.
    assert_eq!(seen.len(), 12, "reasons met: {seen:?}");
}

/// A reason's wire name, as the hint's JSON tags it (`"payoff_now"`).
fn wire_kind(why: &HintWhy) -> String {
    let json = serde_json::to_value(why).expect("a reason serialises");
    json["kind"].as_str().expect("tagged by kind").to_owned()
}
