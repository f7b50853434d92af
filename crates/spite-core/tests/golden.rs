//! Games pinned forever: the same rules, seed and moves must give the same
//! game on every machine and in every later version (saved games replay by
//! their moves). If one of these fails, a change altered dealing, drawing or
//! shuffling: that breaks every saved game, so fix the change, not the test.

use spite_core::{Card, Event, Game, Rules};

fn text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Plays `moves` moves with a fixed pseudo-random policy that prefers
/// centre plays, so piles complete and the stock is reshuffled. Returns how
/// many times the stock was shuffled.
fn play(game: &mut Game, moves: usize) -> usize {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut shuffles = 0;
    for _ in 0..moves {
        if game.is_over() {
            break;
        }
        // xorshift64: part of the pinned games, so it must not change either.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let legal = game.legal_moves();
        let centre: Vec<_> = legal.iter().filter(|m| !m.is_discard()).collect();
        let mv = if !centre.is_empty() && !state.is_multiple_of(4) {
            *centre[(state >> 8) as usize % centre.len()]
        } else {
            legal[(state >> 8) as usize % legal.len()]
        };
        let events = game.apply(mv).expect("a listed move is legal");
        shuffles += events
            .iter()
            .filter(|e| matches!(e, Event::StockShuffled { .. }))
            .count();
    }
    shuffles
}

fn summary(game: &Game) -> String {
    let rules = game.rules();
    let mut out = format!("to move {} turn {}\n", game.to_move(), game.turn());
    for seat in 0..rules.players {
        out += &format!(
            "seat {seat}: pay-off {} top {:?} hand [{}] sides [{}]\n",
            game.payoff(seat).len(),
            game.payoff(seat).last().map(Card::to_string),
            text(game.hand(seat)),
            (0..4)
                .map(|s| text(game.side(seat, s)))
                .collect::<Vec<_>>()
                .join(" | ")
        );
    }
    for c in 0..rules.centre_piles {
        out += &format!("centre {c}: [{}]\n", text(game.centre(c)));
    }
    out += &format!("stock {} top [{}]\n", game.stock().len(), {
        let s = game.stock();
        text(&s[s.len().saturating_sub(5)..])
    });
    out
}

fn pinned_games() -> String {
    let mut three = Rules::classic();
    three.players = 3;
    let mut out = String::new();
    for (name, rules, seed, moves) in [
        ("g4a", Rules::g4a(), 2026u64, 0usize),
        ("g4a", Rules::g4a(), 2026, 300),
        ("classic, 3 players", three, 7, 400),
    ] {
        let mut game = Game::new(rules, seed).expect("valid rules");
        let shuffles = play(&mut game, moves);
        out += &format!(
            "== {name}, seed {seed}, {moves} moves, {shuffles} shuffles, {:?}\n{}",
            game.status(),
            summary(&game)
        );
    }
    out
}

/// Written once from the engine, checked against the engine before the
/// table's storage was reorganised: the deal, draws, the shuffles of
/// completed piles (g4a) and of set-aside piles (classic) all take part.
const PINNED: &str = r#"== g4a, seed 2026, 0 moves, 0 shuffles, Playing
to move 1 turn 1
seat 0: pay-off 20 top Some("AD") hand [6C 9D 9C JS QC] sides [ |  |  | ]
seat 1: pay-off 20 top Some("AS") hand [AH 5D 6D JH QH] sides [ |  |  | ]
centre 0: []
centre 1: []
centre 2: []
stock 54 top [6S 8C 2H QS 7D]
== g4a, seed 2026, 300 moves, 7 shuffles, Drawn
to move 0 turn 74
seat 0: pay-off 16 top Some("AS") hand [2H 4H 7C] sides [QC TC 5S JH | 9D AS TS 3H AC | 9C QH 3C 6H | JH 7D 7D QC 6H AH 2H]
seat 1: pay-off 14 top Some("5H") hand [TD JD QS] sides [TD 9H 7H 7H 7S QS 3H 8C | 5S 9S 9D 2C | QH 4C 4S | TC 5C 9S AD 6C]
centre 0: [AD 2D 3D KH KS KS 7S 8C 9C KD JC]
centre 1: [AH 2C KH 4H 5C 6S]
centre 2: [AC 2D 3S 4D 5D 6D KC KC 9H TS JS]
stock 0 top []
== classic, 3 players, seed 7, 400 moves, 6 shuffles, Playing
to move 0 turn 153
seat 0: pay-off 9 top Some("QS") hand [2C 3S 4S 7D] sides [5S 8H QD | TH AD 3H 6H QH |  | ]
seat 1: pay-off 14 top Some("TS") hand [3D 7H TC KS] sides [6D 5D QC JH 7D KS 7C 9D JH | TS TD | JS 8C 8S 4H AH AS KS 3H | JS AC 6D QC 5D TH]
seat 2: pay-off 13 top Some("6C") hand [5H JD JC] sides [KD | TC | 9C KD 9D 8D 6D 7H 5S | KH 3S QD 9C 5C JS 4D]
centre 0: [AH 2D]
centre 1: [AC 2D 3C 4H]
centre 2: [AS 2S 3S 4D 5H 6S 7S 8D]
stock 46 top [7C 8H 3D AD 7C]
"#;

#[test]
fn seeded_games_are_the_same_in_every_version() {
    let games = pinned_games();
    for (line, (got, want)) in games.lines().zip(PINNED.lines()).enumerate() {
        assert_eq!(got, want, "line {} of the pinned games", line + 1);
    }
    assert_eq!(games.lines().count(), PINNED.lines().count());
}
