//! A seat's view holds only what that seat may see.

mod common;

use common::Layout;
use rand_core::SeedableRng;
use spite_core::{
    Card, Event, Game, Match, MatchViewJson, Move, PlayerView, Rules, Source, Status, ViewJson,
};

/// Counts the card tokens (`"7H"`-style strings) in a JSON text.
fn card_tokens(json: &str) -> Vec<Card> {
    json.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| s.len() == 2)
        .filter_map(|s| s.parse().ok())
        .collect()
}

/// What `seat` may see of `game`, from the full state.
fn visible(game: &Game, seat: u8) -> Vec<Card> {
    let r = game.rules();
    let mut v = game.hand(seat).to_vec();
    for s in 0..r.players {
        v.extend(game.payoff(s).last());
        for i in 0..4 {
            v.extend_from_slice(game.side(s, i));
        }
    }
    for c in 0..r.centre_piles {
        v.extend_from_slice(game.centre(c));
    }
    v.extend_from_slice(game.set_aside());
    v.sort();
    v
}

#[test]
fn a_serialised_view_holds_exactly_the_visible_cards() {
    for players in [2u8, 3, 6] {
        let mut rules = Rules::g4a();
        rules.players = players;
        let mut game = Game::new(rules, 77).unwrap();
        for step in 0..300 {
            if game.is_over() {
                break;
            }
            for seat in 0..players {
                let view = game.observation(seat);
                let json = serde_json::to_string(&view).unwrap();
                let mut shown = card_tokens(&json);
                shown.sort();
                // Rank names like "10" or "K" in `center_needs` and `rules`
                // are not cards; card tokens are exactly the visible cards.
                assert_eq!(shown, visible(&game, seat), "seat {seat} at step {step}");
                let hidden = rules.total_cards() - shown.len();
                assert!(hidden > 0);
            }
            let m = game.legal_moves()[step % game.legal_moves().len()];
            game.apply(m).unwrap();
        }
    }
}

/// A move's events as `seat`'s own view receives them hold no card that
/// seat cannot see: the cards it drew (exactly those that came into its
/// hand: the test diffs hands, so no frontend has to), the cards played and
/// turned up; another seat's draw is a count, in those events and in the
/// public ones, which are `Game::apply`'s.
#[test]
fn only_the_drawing_seat_sees_which_cards_it_drew() {
    let partners = Rules {
        players: 4,
        partnership: true,
        ..Rules::g4a()
    };
    let three = Rules {
        players: 3,
        ..Rules::classic()
    };
    let (mut own, mut others) = (0, 0);
    for rules in [Rules::g4a(), three, partners] {
        let mut game = Game::new(rules, 31).unwrap();
        for step in 0..600 {
            if game.is_over() {
                break;
            }
            let hands: Vec<Vec<Card>> = (0..rules.players).map(|s| game.hand(s).to_vec()).collect();
            let mover = game.to_move();
            let m = game.legal_moves()[step * 7 % game.legal_moves().len()];
            let mut other = game.clone();
            let public = other.apply(m).unwrap();
            let told = game.apply_seen(m).unwrap();
            assert_eq!(told.public(), public);
            for seat in 0..rules.players {
                let seen = told.seen_by(seat);
                assert_eq!(seen.len(), public.len());
                let mut allowed = visible(&game, seat);
                for (e, p) in seen.iter().zip(&public) {
                    match (*e, *p) {
                        (
                            Event::Drew {
                                seat: drew,
                                count,
                                cards,
                            },
                            Event::Drew {
                                seat: p_seat,
                                count: p_count,
                                cards: p_cards,
                            },
                        ) => {
                            assert_eq!((drew, count, p_cards), (p_seat, p_count, None));
                            if drew == seat {
                                let cards = cards.expect("a seat sees its own draw");
                                assert_eq!(cards.cards().len(), usize::from(count));
                                own += 1;
                            } else {
                                assert_eq!(cards, None, "seat {seat} saw seat {drew}'s draw");
                                others += 1;
                            }
                        }
                        (Event::Played { card, .. } | Event::PayoffTurned { card, .. }, _) => {
                            assert_eq!(e, p);
                            allowed.push(card);
                        }
                        _ => assert_eq!(e, p),
                    }
                }
                // Every card named is one the seat may know.
                let json = serde_json::to_string(&seen).unwrap();
                for card in card_tokens(&json) {
                    assert!(
                        allowed.contains(&card),
                        "seat {seat} told of {card} at {step}"
                    );
                }
                assert_eq!(
                    json.contains("\"cards\""),
                    seen.iter()
                        .any(|e| matches!(e, Event::Drew { seat: s, .. } if *s == seat))
                );
                // The drawn cards are the ones new in the hand.
                let drawn: Vec<Card> = seen
                    .iter()
                    .filter_map(|e| match e {
                        Event::Drew { cards: Some(c), .. } => Some(c.cards().to_vec()),
                        _ => None,
                    })
                    .flatten()
                    .collect();
                let mut had = hands[usize::from(seat)].clone();
                if let (true, Source::Hand(i)) = (seat == mover, m.from) {
                    had.remove(usize::from(i));
                }
                let mut now = game.hand(seat).to_vec();
                for c in &had {
                    let k = now.iter().position(|n| n == c).expect("a held card stays");
                    now.remove(k);
                }
                let mut drawn = drawn;
                drawn.sort();
                now.sort();
                assert_eq!(drawn, now, "seat {seat} at step {step}");
            }
        }
    }
    assert!(own > 50 && others > 50, "{own} own draws, {others} others'");
}

#[test]
fn a_view_does_not_change_whatever_the_hidden_cards_are() {
    let rules = Rules::g4a();
    let a = Layout {
        payoff: vec!["2S 3S 9C", "4H 5H 9D"],
        hands: vec!["AS AC 7C 8C TC", "AH 2H 3H 4D 5D"],
        stock_top: "6S 6H",
        first: Some(0),
        ..Layout::default()
    };
    let b = Layout {
        payoff: vec!["5H 4H 9C", "3S 2S 9D"],
        hands: vec!["AS AC 7C 8C TC", "6S 6H 4D 5D AH"],
        stock_top: "2H 3H",
        first: Some(0),
        ..Layout::default()
    };
    let ga = Game::from_setup(rules, &a.build(&rules), 1).unwrap();
    let gb = Game::from_setup(rules, &b.build(&rules), 1).unwrap();
    assert_ne!(ga, gb);
    assert_eq!(ga.observation(0), gb.observation(0));
    assert_eq!(
        serde_json::to_string(&ga.observation(0)).unwrap(),
        serde_json::to_string(&gb.observation(0)).unwrap()
    );
}

#[test]
fn a_view_round_trips_through_json() {
    let mut game = Game::new(Rules::g4a(), 5).unwrap();
    for _ in 0..25 {
        let m = game.legal_moves()[0];
        game.apply(m).unwrap();
    }
    for seat in 0..2 {
        let view = game.observation(seat);
        let json: ViewJson = serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
        let back = PlayerView::from_json(&json).unwrap();
        assert_eq!(back, view);
        assert_eq!(back.legal_moves(), view.legal_moves());
    }
    let mut json = game.observation(0).to_json();
    json.players[0].payoff_count += 1;
    assert!(
        PlayerView::from_json(&json).is_err(),
        "cards that do not add up are refused"
    );
    // A hand larger than the rules allow, with the cards still adding up
    // (taken from the stock), is refused too.
    let mut json = game.observation(0).to_json();
    json.players[1].hand_count = 9;
    json.stock_count -= 9 - game.hand(1).len();
    assert_eq!(
        PlayerView::from_json(&json).unwrap_err().to_string(),
        "a hand is larger than the rules' hand size"
    );
    assert_eq!(
        PlayerView::from_json(&json),
        Err(spite_core::ViewError::HandTooBig)
    );
}

#[test]
fn determinising_a_view_keeps_what_the_seat_sees() {
    let mut game = Game::new(Rules::g4a(), 8).unwrap();
    for _ in 0..20 {
        let m = game.legal_moves()[0];
        game.apply(m).unwrap();
    }
    let seat = game.to_move();
    let view = game.observation(seat);
    let mut rng = rand_chacha::ChaCha8Rng::from_seed([3; 32]);
    let mut differs = false;
    for _ in 0..20 {
        let sample = view.determinise(&mut rng);
        assert_eq!(sample.observation(seat), view);
        let mut all = sample.all_cards().to_vec();
        all.sort();
        let mut real = game.all_cards().to_vec();
        real.sort();
        assert_eq!(all, real, "the sample uses exactly the game's cards");
        differs |= sample.stock() != game.stock();
    }
    assert!(differs, "samples vary the hidden cards");
    assert_eq!(game.status(), Status::Playing);
}

#[test]
fn a_seat_or_pile_not_at_the_table_reads_as_empty_never_as_another_pile() {
    let game = Game::new(Rules::g4a(), 3).unwrap();
    let view = game.observation(0);
    for seat in [2u8, 6, 200] {
        assert!(game.hand(seat).is_empty());
        assert!(game.payoff(seat).is_empty());
        assert_eq!(view.hand_count(seat), 0);
        assert_eq!(view.payoff_count(seat), 0);
        assert_eq!(view.payoff_top(seat), None);
        assert!(view.side(seat, 0).is_empty());
    }
    for pile in [4u8, 200] {
        assert!(game.side(0, pile).is_empty());
        assert!(view.side(1, pile).is_empty());
    }
    for pile in [3u8, 8, 200] {
        assert!(game.centre(pile).is_empty());
        assert!(view.centre(pile).is_empty());
        assert_eq!(view.centre_needs(pile), spite_core::Rank::ACE);
        assert_eq!(view.centre_king_stands_for(pile), None);
    }
    // A side pile index past the seat's own names no card, even though the
    // next seat's first side pile lies just beyond it in the table.
    assert_eq!(view.card_at(Source::Side(4)), None);
    assert_eq!(view.card_at(Source::Side(255)), None);
}

#[test]
fn a_view_for_a_seat_not_at_the_table_shows_no_hand() {
    let game = Game::new(Rules::g4a(), 3).unwrap();
    let view = game.observation(5);
    assert!(view.hand().is_empty());
    assert!(view.legal_moves().is_empty());
    for seat in 0..2 {
        assert_eq!(view.hand_count(seat), 5);
    }
    assert!(view.to_json().hand.is_empty());
}

#[test]
fn a_match_view_lists_its_own_seat_s_moves_on_its_turn_only() {
    let mut m = Match::new(Rules::g4a(), 5).unwrap();
    for _ in 0..30 {
        let mover = m.game().to_move();
        for seat in 0..2 {
            let v = m.view_json(seat, true);
            let text = serde_json::to_value(&v).unwrap();
            // One flat object: the game's view, then `score` and `match`.
            assert_eq!(text["seat"], seat);
            assert_eq!(text["score"], serde_json::json!(m.scores()));
            assert_eq!(text["match"]["game"], 1);
            assert_eq!(text["match"]["sides"], "seats");
            if seat == mover {
                let listed: Vec<Move> = m.game().legal_moves().iter().copied().collect();
                assert_eq!(v.legal.as_deref(), Some(&listed[..]));
                assert_eq!(text["legal"][0], listed[0].to_string());
            } else {
                assert_eq!(v.legal, None, "never another seat's moves");
                assert!(text.get("legal").is_none(), "no `legal` off turn");
            }
            // Without asking, as the engine sends it: no `legal` at all.
            assert!(
                serde_json::to_value(m.view_json(seat, false))
                    .unwrap()
                    .get("legal")
                    .is_none()
            );
            let back: MatchViewJson = serde_json::from_value(text).unwrap();
            assert_eq!(back, v);
        }
        let mv = m.game().legal_moves()[0];
        m.play(mv).unwrap();
    }
}
