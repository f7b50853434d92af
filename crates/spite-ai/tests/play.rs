//! What the planning levels do in exact positions, and the hints they give.

mod common;

use common::layout;
use spite_ai::{HintStep, HintWhy, Level, Style, bot_rng, explain, hint, plan_turn};
use spite_core::{Rank, Source, Target};

#[test]
fn hard_plays_a_chain_to_its_pay_off_card() {
    // Centre 1 needs a 4: 4 from hand, 5 from side pile 1, then pay-off 6.
    let game = layout(
        ["9C 9D 6S", "QC QD 2H"],
        ["4H 9H JH TC 8D", "3C 3D 7S 7H 8S"],
        [["5S", "", "", ""], ["", "", "", ""]],
        ["AS 2S 3S", "", ""],
    );
    let view = game.observation(0);
    let mut bot = Level::Hard.bot();
    let mut rng = bot_rng(1);
    let mut g = game.clone();
    let mut played = vec![];
    for _ in 0..3 {
        let mv = bot.choose(&g.observation(0), &mut rng);
        played.push(mv);
        g.apply(mv).expect("legal");
    }
    assert_eq!(played[2].from, Source::Payoff, "{played:?}");
    assert_eq!(g.payoff(0).len(), 2);
    let h = hint(&view).expect("seat 0 is to move");
    assert_eq!(h.mv.from, Source::Hand(0));
    assert_eq!(h.mv.to, Target::Centre(0));
    // "play 4 from hand to centre pile 1, then 5 from side pile 1 ...: your
    // pay-off 6 goes next", as data.
    let step = |rank, from| HintStep {
        rank: Rank::new(rank),
        from,
        centre: 0,
    };
    assert_eq!(
        h.plan.steps[..2],
        [step(4, Source::Hand(0)), step(5, Source::Side(0))],
        "{:?}",
        h.plan
    );
    assert_eq!(
        h.plan.why,
        HintWhy::PayoffNext { rank: Rank::new(6) },
        "{:?}",
        h.plan
    );
}

#[test]
fn hard_does_not_hand_the_opponent_its_pay_off_card() {
    // The opponent shows a 5. Playing the 4 from hand onto the 3 would let
    // it play that 5 at once; nothing is gained by it, so hard holds back.
    let game = layout(
        ["9C 9D QS", "QC QD 5H"],
        ["4H 9H JH TC 8D", "3C 3D 7S 7H 8S"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AS 2S 3S", "", ""],
    );
    let mv = Level::Hard
        .bot()
        .choose(&game.observation(0), &mut bot_rng(1));
    assert!(mv.is_discard(), "hard played {mv}");
    // naive plays it at once.
    let naive = Level::Naive
        .bot()
        .choose(&game.observation(0), &mut bot_rng(1));
    assert_eq!(naive.to, Target::Centre(0));
}

#[test]
fn no_hint_when_it_is_not_your_turn() {
    let game = layout(
        ["9C 9D QS", "QC QD 5H"],
        ["4H 9H JH TC 8D", "3C 3D 7S 7H 8S"],
        [["", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    );
    assert!(hint(&game.observation(1)).is_none());
    let h = hint(&game.observation(0)).expect("seat 0 is to move");
    assert!(!(h.plan.steps.is_empty() && h.plan.discard.is_none()) && game.check(h.mv).is_ok());
}

#[test]
fn bot_rng_is_pinned() {
    // A seed must mean the same bot decisions on every machine and version.
    let mut rng = bot_rng(7);
    let words = [
        rand_core::Rng::next_u64(&mut rng),
        rand_core::Rng::next_u64(&mut rng),
    ];
    assert_eq!(words, PINNED);
}
const PINNED: [u64; 2] = [11_284_810_543_250_878_950, 16_675_805_777_381_270_153];

#[test]
fn a_partners_pay_off_card_is_not_called_yours_in_a_hint() {
    // Partnership: centre 1 needs a 4, and only the partner's pay-off pile
    // (seat 2) shows one; seat 0's own pay-off card is a queen.
    let rules = spite_core::Rules {
        players: 4,
        partnership: true,
        ..spite_core::Rules::g4a()
    };
    let mut left = vec![usize::from(rules.decks()); 52];
    let mut take = |text: &str| {
        let cs = common::cards(text);
        for c in &cs {
            left[c.index()] -= 1;
        }
        cs
    };
    let payoff = vec![take("9C QS"), take("9D QD"), take("6D 4D"), take("9H QH")];
    let hands = vec![
        take("9S TC JC 8C 7C"),
        take("TD JD 8D 7D 6C"),
        take("TH JH 8H 7H 6H"),
        take("TS JS 8S 7S 6S"),
    ];
    let centre = vec![take("AS 2S 3S"), vec![], vec![]];
    let stock: Vec<spite_core::Card> = spite_core::Card::all()
        .flat_map(|c| std::iter::repeat_n(c, left[c.index()]))
        .collect();
    let setup = spite_core::Setup {
        payoff,
        hands,
        stock,
        sides: vec![vec![vec![]; 4]; 4],
        centre,
        set_aside: vec![],
        first: Some(0),
    };
    let game = spite_core::Game::from_setup(rules, &setup, 1).expect("a legal layout");
    let h = hint(&game.observation(0)).expect("seat 0 is to move");
    // The plan plays from the partner's pay-off pile, and its reason is not
    // "your pay-off 4 now/next" (the 4 is the partner's card, not ours).
    let plan = &h.plan;
    assert!(
        plan.steps.iter().any(|s| s.from == Source::PartnerPayoff),
        "{plan:?}"
    );
    let four = Some(Rank::new(4).expect("a rank"));
    assert!(
        !matches!(
            plan.why,
            HintWhy::PayoffNow { rank } | HintWhy::PayoffNext { rank } if rank == four
        ),
        "{plan:?}"
    );
}

#[test]
fn a_pay_off_card_held_back_for_the_opponent_says_so() {
    // Pay-off 5♣, the computer's pay-off 6♣. Why a plan
    // that only discards is given, with this hand and this centre pile 1.
    let why_discard_only = |hand: &str, centre: &str| {
        let game = layout(
            ["9C 9D 5C", "QC QD 6C"],
            [hand, "3C 3D 7S 7H 8S"],
            [["", "", "", ""], ["", "", "", ""]],
            [centre, "", ""],
        );
        let view = game.observation(0);
        let plans = plan_turn(&view, &Style::HARD, 64);
        let discard = plans
            .iter()
            .find(|p| p.moves.len() == 1 && p.moves[0].is_discard())
            .expect("a plan that only discards");
        explain(&view, discard).why
    };
    // Centre 1 needs a 4: 4♥ then 5♣ plays the pay-off card and leaves the
    // pile needing the computer's 6. Holding the 5 back is for the
    // opponent; "nothing in the centre brings your pay-off card closer"
    // would be false.
    assert_eq!(
        why_discard_only("KH KC 2S 4H 9H", "AD 2D 3D"),
        HintWhy::HelpsOpponent { rank: Rank::new(6) }
    );
    // Centre 1 needs a 3, and no 3 nor wild king is in hand: nothing
    // brings the pay-off card closer.
    assert_eq!(
        why_discard_only("QH JC 2S 4H 9H", "AD 2D"),
        HintWhy::NothingCloser
    );
}
