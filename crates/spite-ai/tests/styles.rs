//! The arena's opponents of other styles play as their descriptions say,
//! on positions built so that the styles disagree.

mod common;

use common::layout;
use spite_ai::{Level, bot_rng};
use spite_core::{Game, Move, Source, Target};

/// The first move of `level` for seat 0, which is to move.
fn first_move(level: Level, game: &Game) -> Move {
    let view = game.observation(0);
    let mv = level.bot().choose(&view, &mut bot_rng(1));
    assert!(view.legal_moves().contains(&mv), "{level}: {mv}");
    mv
}

/// The card `mv` moves in `game`, as text.
fn card_of(game: &Game, mv: Move) -> String {
    let view = game.observation(0);
    view.card_at(mv.from).expect("a card there").to_string()
}

#[test]
fn the_racer_opens_the_next_players_card_and_the_blocker_does_not() {
    // Centre 1 needs a 4; the opponent's pay-off card is a 5. Playing the
    // 4♥ from the hand opens the pile for it. Our pay-off queen is far off.
    let game = layout(
        ["2C QH", "3C 5S"],
        ["4H 9C TC JC 8D", "8C 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D 3D", "", ""],
    );
    let racer = first_move(Level::Racer, &game);
    assert_eq!(racer.to, Target::Centre(0), "{racer}");
    assert_eq!(card_of(&game, racer), "4H");
    let blocker = first_move(Level::Blocker, &game);
    assert!(blocker.is_discard(), "{blocker}");
    assert_ne!(card_of(&game, blocker), "4H", "the blocker keeps the 4");
}

#[test]
fn the_blocker_covers_a_pile_that_needs_the_next_players_card() {
    // Centre 1 needs a 5, the opponent's pay-off card: the blocker plays
    // its 5♥ there although that brings nothing of its own closer.
    let game = layout(
        ["2C 8H", "3C 5S"],
        ["5H 9C TC JC QC", "8C 8D 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D 3D 4D", "", ""],
    );
    let mv = first_move(Level::Blocker, &game);
    assert_eq!(mv.to, Target::Centre(0), "{mv}");
    assert_eq!(card_of(&game, mv), "5H");
}

#[test]
fn the_hoarder_keeps_its_kings_and_discards_its_highest_other_card() {
    // Nothing but a king can go to the centre, and no king reaches the
    // pay-off queen: the hoarder keeps both kings and discards its jack.
    let game = layout(
        ["2C QH", "3C QS"],
        ["3C 7D JC KD KH", "8C 8H 9S 9H TS"],
        [["", "", "", ""], ["", "", "", ""]],
        ["", "", ""],
    );
    let mv = first_move(Level::Hoarder, &game);
    assert!(mv.is_discard(), "{mv}");
    assert_eq!(card_of(&game, mv), "JC");
}

#[test]
fn the_hoarder_spends_a_king_on_its_pay_off_card() {
    // Centre 1 needs a 5 and the pay-off card is a 6: the king goes as the
    // 5, then the pay-off card.
    let game = layout(
        ["2C 6H", "3C QS"],
        ["3C 7D JC KD 9H", "8C 8H 9S TS TH"],
        [["", "", "", ""], ["", "", "", ""]],
        ["AD 2D 3D 4D", "", ""],
    );
    let mv = first_move(Level::Hoarder, &game);
    assert_eq!(mv.to, Target::Centre(0), "{mv}");
    assert_eq!(card_of(&game, mv), "KD");
    let mut game = game;
    game.apply(mv).expect("legal");
    let next = first_move(Level::Hoarder, &game);
    assert_eq!(next, Move::new(Source::Payoff, Target::Centre(0)));
}

#[test]
fn every_style_finishes_its_games_with_legal_moves() {
    // Each style against the next from fixed deals: every move legal (the
    // arena checks), every game decided or drawn, never capped.
    for (i, style) in Level::STYLES.into_iter().enumerate() {
        let other = Level::STYLES[(i + 1) % Level::STYLES.len()];
        let mut a = spite_ai::arena::Arena::new(style, other, 6, 7);
        a.threads = 1;
        let report = spite_ai::arena::run(&a, &|| {}).expect("legal moves");
        assert_eq!(report.games, 6, "{style}");
        assert_eq!(report.capped, 0, "{style}");
    }
}
