//! The renderer as a frontend uses it.

use spite_core::Source;
use spite_i18n::{Fluent, Language};
use spite_table::{CardFn, Message, Render, SeatName, Symbols};

fn played(who: SeatName) -> Message {
    Message::Played {
        who,
        card: "TH".parse().unwrap(),
        from: Source::Side(1),
        centre: 0,
        counts_as: None,
    }
}

#[test]
fn seats_are_conjugated_and_declined_in_every_language() {
    let lines: Vec<(Language, SeatName, &str)> = vec![
        (
            Language::English,
            SeatName::You,
            "You play TH from side pile 2 to centre pile 1.",
        ),
        (
            Language::Dutch,
            SeatName::You,
            "Jij speelt TH van zijstapel 2 op centrumstapel 1.",
        ),
        (
            Language::Dutch,
            SeatName::Computer(None),
            "De computer speelt TH van zijstapel 2 op centrumstapel 1.",
        ),
        (
            Language::Portuguese,
            SeatName::You,
            "Você joga TH da pilha lateral 2 na pilha de centro 1.",
        ),
        (
            Language::Portuguese,
            SeatName::Player(2),
            "O jogador 2 joga TH da pilha lateral 2 na pilha de centro 1.",
        ),
        (
            Language::Bulgarian,
            SeatName::You,
            "Вие играете TH от странична купчина 2 на централна купчина 1.",
        ),
        (
            Language::Bulgarian,
            SeatName::Computer(None),
            "Компютърът играе TH от странична купчина 2 на централна купчина 1.",
        ),
        (
            Language::Malay,
            SeatName::Computer(Some(2)),
            "Komputer 2 bermain TH dari susunan sampingan 2 ke susunan pusat 1.",
        ),
    ];
    for (lang, who, line) in lines {
        assert_eq!(Fluent::plain(lang).render(&played(who)), line, "{lang}");
    }
    let turn = |lang, whose| Fluent::plain(lang).render(&Message::TurnStarts { whose });
    assert_eq!(turn(Language::Portuguese, SeatName::You), "Sua vez.");
    assert_eq!(
        turn(Language::Portuguese, SeatName::Computer(None)),
        "Vez do computador."
    );
    assert_eq!(
        turn(Language::Bulgarian, SeatName::Computer(None)),
        "Ред на компютъра."
    );
    assert_eq!(turn(Language::Malay, SeatName::You), "Giliran anda.");
    assert_eq!(
        turn(Language::Dutch, SeatName::Named("Ann".into())),
        "Beurt van Ann."
    );
}

#[test]
fn cards_are_shown_the_frontends_way() {
    let bg = Fluent::new(Language::Bulgarian, Symbols);
    assert!(bg.render(&played(SeatName::You)).contains("10♥"));
    let styled = bg.with_cards(CardFn(|c: spite_core::Card| format!("[{c}]")));
    assert!(styled.render(&played(SeatName::You)).contains("[TH]"));
    assert_eq!(styled.language(), Language::Bulgarian);
}

#[test]
fn tr_formats_the_frontends_words_with_plurals() {
    let pt = Fluent::plain(Language::Portuguese);
    assert_eq!(pt.tr("ui-menu-new-game", &[]), "Novo jogo");
    assert_eq!(
        pt.tr("ui-table-stock", &[("count", 1.into())]),
        "Estoque: 1 carta"
    );
    assert_eq!(
        pt.tr("ui-table-stock", &[("count", 0.into())]),
        "Estoque: 0 cartas"
    );
    let bg = Fluent::plain(Language::Bulgarian);
    assert_eq!(
        bg.tr("ui-repl-hand-cards", &[("count", 5.into())]),
        "ръка 5 карти"
    );
    assert_eq!(bg.take_errors(), Vec::<String>::new());
}

/// A match of one point (one game) is said in the singular wherever a
/// match's target is told: the welcome, the result, the terminal's score.
#[test]
fn a_match_to_one_point_is_said_in_the_singular() {
    let args = |target: u32| {
        [
            ("target", target.into()),
            ("rules", "g4a".into()),
            ("seed", 7.into()),
            ("first", "You".into()),
            ("others", "Computer".into()),
        ]
    };
    let ids = [
        "welcome",
        "welcome-against",
        "ui-result-match-to",
        "ui-repl-score-heading",
    ];
    for (lang, one, plural) in [
        (Language::English, "point", "points"),
        (Language::Bulgarian, "точка", "точки"),
        (Language::Dutch, "punt", "punten"),
        (Language::Portuguese, "ponto", "pontos"),
    ] {
        let f = Fluent::plain(lang);
        for id in ids {
            let said = f.tr(id, &args(1));
            let words: Vec<&str> = said.split(|c: char| !c.is_alphanumeric()).collect();
            assert!(words.contains(&one), "{lang:?} {id}: {said}");
            assert!(!words.contains(&plural), "{lang:?} {id}: {said}");
            let two = f.tr(id, &args(2));
            assert!(two.contains(&format!("2 {plural}")), "{lang:?} {id}: {two}");
        }
        assert_eq!(f.take_errors(), Vec::<String>::new());
    }
}

#[test]
fn a_missing_message_shows_its_id_and_is_reported() {
    let nl = Fluent::plain(Language::Dutch);
    assert_eq!(nl.tr("ui-no-such-thing", &[]), "ui-no-such-thing");
    let errors = nl.take_errors();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("ui-no-such-thing"));
    // A missing argument: the English text is tried, and the problem kept.
    let _ = nl.tr("ui-table-stock", &[]);
    assert!(!nl.take_errors().is_empty());
    assert!(nl.take_errors().is_empty());
}

#[test]
fn the_renderer_can_be_shared_between_threads() {
    fn shared<T: Send + Sync + Clone + 'static>(_: &T) {}
    let f = Fluent::plain(Language::Malay);
    shared(&f);
    let g = f.clone();
    let line = std::thread::spawn(move || g.render(&Message::NoHint))
        .join()
        .unwrap();
    assert_eq!(line, "Tiada petunjuk sekarang.");
}
