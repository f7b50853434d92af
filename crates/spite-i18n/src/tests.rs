//! Completeness and grammar checks of every translation (unit tests: they
//! see which arguments the code passes to each message).
//!
//! - `every_ftl_file_parses`
//! - `every_locale_has_exactly_the_message_ids_of_english`
//! - `every_locale_has_the_variables_of_english`
//! - `every_message_formats_in_every_locale_without_errors`
//! - `hints_through_fluent_are_exactly_what_spite_ai_says`
//! - `plural_forms_are_right_for_0_1_2_5_21` (and per language below)
//! - `every_reaction_is_worded_in_every_language`

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use spite_ai::Level;
use spite_core::Rules;
use spite_table::samples::{self, COUNTS, names};
use spite_table::{
    HintPlan, Message, Next, Refusal, Render, RuleChange, RulesName, SeatName, Seats, Side,
    Symbols, Table, explain,
};

use crate::{Arg, Fluent, Language, MoveText, source};

/// A seat's name says nothing of whether its player is a man or a woman,
/// so where Bulgarian would show gender ("редът му", his turn) a named
/// seat gets a sentence without it; a computer or a numbered player is
/// masculine, a seat ("място") neuter, both "му".
#[test]
fn bulgarian_gives_a_named_player_no_gender() {
    let bg = Fluent::plain(Language::Bulgarian);
    let discard = |who: SeatName| {
        bg.render(&Message::Discarded {
            who,
            card: "5H".parse().unwrap(),
            pile: 1,
        })
    };
    let named = discard(SeatName::Named("Мария".into()));
    assert_eq!(
        named,
        "Мария изхвърля 5H на странична купчина 2 и редът свършва."
    );
    for who in [
        SeatName::Computer(None),
        SeatName::Player(2),
        SeatName::Seat(1),
    ] {
        assert!(discard(who).ends_with(" и редът му свършва."));
    }
    assert!(discard(SeatName::You).ends_with(" и редът ви свършва."));
}

/// The score names each side as the table does ("Компютър", not the
/// subject form "Компютърът") and sets its points apart from its name, so
/// "Computer 1: 0" cannot be read as "Computer 10".
#[test]
fn the_score_names_each_side_as_the_table_does() {
    let score = Message::Score {
        target: 50,
        sides: vec![
            (Side(vec![SeatName::You]), 3),
            (Side(vec![SeatName::Computer(None)]), 0),
            (Side(vec![SeatName::Computer(Some(1))]), 0),
        ],
    };
    for (lang, said) in [
        (
            Language::English,
            "Match to 50 points. You: 3, Computer: 0, Computer 1: 0.",
        ),
        (
            Language::Bulgarian,
            "Мач до 50 точки. Вие: 3, Компютър: 0, Компютър 1: 0.",
        ),
        (
            Language::Portuguese,
            "Partida até 50 pontos. Você: 3, Computador: 0, Computador 1: 0.",
        ),
        (
            Language::Dutch,
            "Partij tot 50 punten. Jij: 3, Computer: 0, Computer 1: 0.",
        ),
    ] {
        assert_eq!(Fluent::plain(lang).render(&score), said);
    }
}

/// A window tells a hint, a move taken back and a refused move with cards
/// and piles, never with the terminal's notation; the
/// terminal's renderer keeps the notation.
#[test]
fn the_window_tells_moves_in_cards_and_piles() {
    let moves = |m: &Message| match m {
        Message::Hint { mv, .. }
        | Message::TookBack { mv, .. }
        | Message::Refused(Refusal::Illegal { mv, .. })
        | Message::Refused(Refusal::Undo(spite_core::UndoError::Revealed { mv, .. })) => Some(*mv),
        _ => None,
    };
    let told: Vec<(Message, spite_core::Move)> = samples()
        .into_iter()
        .filter_map(|m| moves(&m).map(|mv| (m, mv)))
        .collect();
    assert!(told.len() > 10);
    for lang in Language::ALL {
        let terminal = Fluent::new(lang, Symbols);
        let window = Fluent::new(lang, Symbols).with_moves(MoveText::Words);
        for (m, mv) in &told {
            let notation = format!(" {mv}");
            assert!(terminal.render(m).contains(&notation), "{lang}: {m:?}");
            let words = window.render(m);
            assert!(!words.contains(&notation), "{lang}: {words}");
        }
    }
    let en = Fluent::new(Language::English, Symbols).with_moves(MoveText::Words);
    let bg = Fluent::new(Language::Bulgarian, Symbols).with_moves(MoveText::Words);
    let took_back = Message::TookBack {
        who: SeatName::You,
        mv: "h2 c1".parse().unwrap(),
        card: Some("5S".parse().unwrap()),
    };
    assert_eq!(
        en.render(&took_back),
        "You take back 5♠ from hand to centre pile 1."
    );
    assert_eq!(
        bg.render(&took_back),
        "Вие връщате хода с 5♠ от ръката на централна купчина 1."
    );
    let kept = Message::Refused(Refusal::Undo(spite_core::UndoError::Revealed {
        mv: "p c1".parse().unwrap(),
        reason: spite_core::Revealed::PayoffCard,
    }));
    assert_eq!(
        en.render(&kept),
        "Cannot take back a card from pay-off pile to centre pile 1: \
         that move turned up a new pay-off card, so it stays."
    );
    let hint = told
        .iter()
        .find(|(m, _)| matches!(m, Message::Hint { card: Some(_), .. }))
        .map(|(m, _)| en.render(m))
        .unwrap();
    assert!(
        hint.starts_with("Hint: play 4♥ from hand to centre pile 1 - "),
        "{hint}"
    );
    // The window's hint tells its move once: the plan goes on from it.
    let step = |from: &str, centre| spite_table::HintStep {
        rank: Some(if from == "p" {
            spite_core::Rank::KING
        } else {
            spite_core::Rank::ACE
        }),
        from: from.parse().unwrap(),
        centre,
    };
    let plan = HintPlan {
        steps: vec![step("p", 0), step("h2", 1)],
        more: false,
        discard: Some(spite_table::HintDiscard {
            rank: Some(spite_core::Rank::new(9).unwrap()),
            pile: 0,
        }),
        why: spite_table::HintWhy::PayoffNow {
            rank: Some(spite_core::Rank::KING),
        },
    };
    let king = Message::Hint {
        mv: "p c1".parse().unwrap(),
        card: Some("KS".parse().unwrap()),
        plan: plan.clone(),
    };
    assert_eq!(
        en.render(&king),
        "Hint: play K♠ from pay-off pile to centre pile 1 - play A from hand to centre pile 2, \
         and discard 9 onto side pile 1: your pay-off K goes now."
    );
    let alone = HintPlan {
        steps: vec![step("p", 0)],
        discard: None,
        ..plan.clone()
    };
    assert_eq!(
        en.render(&Message::Hint {
            mv: "p c1".parse().unwrap(),
            card: Some("KS".parse().unwrap()),
            plan: alone
        }),
        "Hint: play K♠ from pay-off pile to centre pile 1 - your pay-off K goes now."
    );
    let discard = HintPlan {
        steps: vec![],
        why: spite_table::HintWhy::HelpsOpponent {
            rank: spite_core::Rank::new(7),
        },
        ..plan
    };
    let line = bg.render(&Message::Hint {
        mv: "h3 s1".parse().unwrap(),
        card: Some("9H".parse().unwrap()),
        plan: discard,
    });
    assert_eq!(
        line.matches("9").count(),
        1,
        "the discard is told once: {line}"
    );
    // The terminal keeps the whole plan after its notation.
    assert!(
        Fluent::new(Language::English, Symbols)
            .render(&king)
            .contains("p c1 (K♠) - play K from your pay-off pile to centre pile 1, then A"),
    );
}

/// Every sample message (spite-table's samples).
fn samples() -> Vec<Message> {
    samples::messages()
}

/// Ids and, for each message, the variables it shows and the ones it only
/// selects on (following references to other messages).
#[derive(Debug, Default)]
struct Vars {
    shown: BTreeSet<String>,
    selectors: BTreeSet<String>,
}

fn parse(lang: Language) -> ast::Resource<&'static str> {
    match fluent_syntax::parser::parse(source(lang)) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{lang}: {errors:?}"),
    }
}

fn messages(lang: Language) -> BTreeMap<String, ast::Pattern<&'static str>> {
    parse(lang)
        .body
        .into_iter()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => Some((m.id.name.to_string(), m.value?)),
            _ => None,
        })
        .collect()
}

fn walk_pattern(
    p: &ast::Pattern<&str>,
    all: &BTreeMap<String, ast::Pattern<&'static str>>,
    out: &mut Vars,
    seen: &mut BTreeSet<String>,
) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            walk_expression(expression, all, out, seen);
        }
    }
}

fn walk_expression(
    e: &ast::Expression<&str>,
    all: &BTreeMap<String, ast::Pattern<&'static str>>,
    out: &mut Vars,
    seen: &mut BTreeSet<String>,
) {
    match e {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.selectors.insert(id.name.to_string());
            } else {
                walk_inline(selector, all, out, seen);
            }
            for v in variants {
                walk_pattern(&v.value, all, out, seen);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, all, out, seen),
    }
}

fn walk_inline(
    i: &ast::InlineExpression<&str>,
    all: &BTreeMap<String, ast::Pattern<&'static str>>,
    out: &mut Vars,
    seen: &mut BTreeSet<String>,
) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.shown.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            if seen.insert(id.name.to_string())
                && let Some(p) = all.get(id.name)
            {
                walk_pattern(p, all, out, seen);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            walk_expression(expression, all, out, seen)
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, all, out, seen);
            }
        }
        _ => {}
    }
}

fn variables(lang: Language) -> BTreeMap<String, Vars> {
    let all = messages(lang);
    all.iter()
        .map(|(id, p)| {
            let mut vars = Vars::default();
            walk_pattern(p, &all, &mut vars, &mut BTreeSet::new());
            vars.selectors = &vars.selectors - &vars.shown;
            (id.clone(), vars)
        })
        .collect()
}

/// Every id the renderer formatted for the samples, with the names of the
/// arguments it passed.
fn passed_arguments() -> BTreeMap<String, BTreeSet<String>> {
    let f = Fluent::recording(Language::English, spite_table::Plain);
    // The same bundles, moves told in words (a window's `*-words`).
    let in_words = f.with_cards(spite_table::Plain).with_moves(MoveText::Words);
    for m in samples() {
        f.render(&m);
        in_words.render(&m);
    }
    for n in names() {
        f.name(&n);
    }
    let log = f.bundles().log.as_ref().unwrap().lock().unwrap().clone();
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (id, args) in log {
        out.entry(id).or_default().extend(args);
    }
    out
}

#[test]
fn every_ftl_file_parses() {
    for lang in Language::ALL {
        let resource = parse(lang);
        let junk: Vec<_> = resource
            .body
            .iter()
            .filter_map(|e| match e {
                ast::Entry::Junk { content } => Some(*content),
                _ => None,
            })
            .collect();
        assert!(junk.is_empty(), "{lang}: unparsed {junk:?}");
        // And the runtime accepts it.
        assert!(
            fluent_bundle::FluentResource::try_new(source(lang).to_string()).is_ok(),
            "{lang}"
        );
    }
}

#[test]
fn every_locale_has_exactly_the_message_ids_of_english() {
    let english: BTreeSet<String> = messages(Language::English).into_keys().collect();
    let mut problems = Vec::new();
    for lang in Language::ALL {
        let ids: BTreeSet<String> = messages(lang).into_keys().collect();
        let missing: Vec<_> = english.difference(&ids).collect();
        let extra: Vec<_> = ids.difference(&english).collect();
        if !missing.is_empty() {
            problems.push(format!("i18n/{lang}/spite.ftl is missing {missing:?}"));
        }
        if !extra.is_empty() {
            problems.push(format!(
                "i18n/{lang}/spite.ftl has ids English lacks: {extra:?}"
            ));
        }
        // Every message has a value (no attribute-only messages).
        let text = source(lang);
        let entries = parse(lang).body.len();
        assert!(entries > 0 && !text.is_empty(), "{lang}");
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Every variable a locale uses, English uses or the code passes (no
/// argument that never comes); every variable English shows, the locale
/// uses too (nothing dropped). A variable English only selects on (a
/// seat's kind, a count English spells out) may go unused where the
/// grammar has no use for it (Malay has no plural).
#[test]
fn every_locale_has_the_variables_of_english() {
    let english = variables(Language::English);
    let passed = passed_arguments();
    let mut problems = Vec::new();
    for (id, args) in &passed {
        let Some(en) = english.get(id) else {
            problems.push(format!("the code formats {id}, which en lacks"));
            continue;
        };
        let unknown: Vec<_> = en
            .shown
            .union(&en.selectors)
            .filter(|v| !args.contains(*v))
            .collect();
        if !unknown.is_empty() {
            problems.push(format!(
                "en {id} uses {unknown:?}, which the code does not pass"
            ));
        }
    }
    for lang in Language::ALL {
        for (id, vars) in variables(lang) {
            let Some(en) = english.get(&id) else { continue };
            let allowed: BTreeSet<&String> = en
                .shown
                .iter()
                .chain(&en.selectors)
                .chain(passed.get(&id).into_iter().flatten())
                .collect();
            let used: BTreeSet<&String> = vars.shown.iter().chain(&vars.selectors).collect();
            let extra: Vec<_> = used.difference(&allowed).collect();
            // A rank's forms are one piece of data: any of them will do.
            let forms: BTreeSet<&str> = used.iter().map(|v| rank_group(v)).collect();
            let missing: Vec<_> = en
                .shown
                .iter()
                .filter(|v| !forms.contains(rank_group(v)))
                .collect();
            if !extra.is_empty() {
                problems.push(format!("{lang} {id} uses {extra:?}, which never come"));
            }
            if !missing.is_empty() {
                problems.push(format!("{lang} {id} drops {missing:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The rank a variable is a form of (`rank-the` -> `rank`), or itself.
fn rank_group(var: &str) -> &str {
    for base in ["card-rank", "needs", "rank"] {
        if let Some(rest) = var.strip_prefix(base)
            && ["", "-name", "-the", "-a"].contains(&rest)
        {
            return base;
        }
    }
    var
}

/// Sample arguments for a message the frontends format themselves (`ui-*`):
/// numbers for what English selects on, text for the rest.
fn ui_args(vars: &Vars, n: u8) -> Vec<(&str, Arg)> {
    vars.shown
        .iter()
        .chain(&vars.selectors)
        .map(|v| {
            let arg = if vars.selectors.contains(v) || is_number(v) {
                Arg::from(n)
            } else {
                Arg::from(format!("<{v}>"))
            };
            (v.as_str(), arg)
        })
        .collect()
}

/// Variables of the `ui-*` messages that hold numbers, by name.
fn is_number(name: &str) -> bool {
    [
        "count",
        "number",
        "points",
        "target",
        "seed",
        "seat",
        "level-count",
        "moves",
        "games",
        "percent",
        "seconds",
        "game",
        "hand",
        "pile",
        "centre",
    ]
    .contains(&name)
}

#[test]
fn every_message_formats_in_every_locale_without_errors() {
    let samples = samples();
    let english = variables(Language::English);
    for lang in Language::ALL {
        for cards in [true, false] {
            let mut lines = Vec::new();
            if cards {
                let f = Fluent::plain(lang);
                for m in &samples {
                    let line = f.render(m);
                    assert!(!line.contains("  "), "{lang}: double space in {line:?}");
                    lines.push(line);
                }
                lines.extend(names().iter().map(|n| f.name(n)));
                assert_eq!(f.take_errors(), Vec::<String>::new(), "{lang}");
            } else {
                let f = Fluent::new(lang, Symbols);
                lines.extend(samples.iter().map(|m| f.render(m)));
                let in_words = f.with_cards(Symbols).with_moves(MoveText::Words);
                lines.extend(samples.iter().map(|m| in_words.render(m)));
                for (id, vars) in english.iter().filter(|(id, _)| id.starts_with("ui-")) {
                    for n in COUNTS {
                        lines.push(f.tr(id, &ui_args(vars, n)));
                    }
                }
                assert_eq!(f.take_errors(), Vec::<String>::new(), "{lang}");
            }
            for line in lines {
                assert!(!line.trim().is_empty(), "{lang}: an empty line");
                assert!(!line.contains(['{', '}']), "{lang}: {line:?}");
            }
        }
    }
}

/// Every reaction has words of its own in every language: never its
/// code, never the words of another.
#[test]
fn every_reaction_is_worded_in_every_language() {
    for lang in Language::ALL {
        let f = Fluent::plain(lang);
        let mut seen = BTreeSet::new();
        for reaction in spite_table::Reaction::ALL {
            let text = f.tr("ui-reaction", &[("reaction", reaction.as_str().into())]);
            assert!(!text.contains(reaction.as_str()), "{lang}: {text}");
            assert!(
                seen.insert(text.clone()),
                "{lang}: {reaction:?} shares {text}"
            );
        }
        assert_eq!(f.take_errors(), Vec::<String>::new(), "{lang}");
    }
}

/// Real matches, narrated to a seat and to nobody, every hint and option
/// on the way.
fn played_messages() -> Vec<Message> {
    let mut out = Vec::new();
    for (rules, seed) in [
        (
            Rules {
                match_target: 5,
                ..Rules::g4a()
            },
            1,
        ),
        (
            Rules {
                match_target: 5,
                ..Rules::classic()
            },
            2,
        ),
        (
            Rules {
                players: 4,
                partnership: true,
                match_target: 5,
                ..Rules::g4a()
            },
            3,
        ),
    ] {
        let seats = Seats::standard(rules.players, 1, Level::Easy);
        let mut table = Table::new(rules, seats, seed).unwrap();
        out.push(table.welcome());
        out.extend(explain(&table.match_().rules().clone()));
        let mut hints = 0;
        for _ in 0..3000 {
            let played = match table.next() {
                Next::Person(seat) => {
                    if hints < 40 {
                        hints += 1;
                        out.push(table.hint(seat).unwrap());
                        out.extend(table.options(seat).unwrap());
                    }
                    let m = table.view(seat).legal_moves()[0];
                    table.play(seat, m).unwrap()
                }
                Next::Computer { .. } => table.play_bot().unwrap(),
                Next::GameOver => {
                    out.push(table.score());
                    table.next_game().unwrap();
                    continue;
                }
                Next::MatchOver | Next::Remote(_) => break,
            };
            out.extend(table.narrate(&played, Some(0)));
            out.extend(table.narrate(&played, None));
        }
        out.push(table.score());
    }
    out
}

/// Every kind of hint reason, in every other language, is worded from the
/// hint's data by that language's own words: not one English word of it
/// (what English says for the reason, for the plan's steps or its why),
/// so changing the English words cannot change another language's hint;
/// and different reasons read differently.
#[test]
fn every_hint_reason_is_worded_in_every_language_without_english() {
    let english = Fluent::plain(Language::English);
    let plans = samples::hint_plans();
    // The English words of each reason and step, less the ranks and
    // numbers, which every language shares.
    let english_words = |plan: &HintPlan| -> Vec<String> {
        let line = english.hint_reason(plan);
        let (steps, why) = line.rsplit_once(": ").expect("plan: why");
        let mut words = vec![why.to_string()];
        words.extend(steps.split(", ").map(str::to_string));
        words
    };
    for lang in Language::ALL
        .into_iter()
        .filter(|&l| l != Language::English)
    {
        let f = Fluent::plain(lang);
        let mut whys = BTreeMap::new();
        for plan in &plans {
            let text = f.render(&Message::Hint {
                mv: "h3 c1".parse().unwrap(),
                card: None,
                plan: plan.clone(),
            });
            assert_eq!(f.take_errors(), Vec::<String>::new(), "{lang}");
            for words in english_words(plan) {
                assert!(
                    !text.contains(&words),
                    "{lang}: {text:?} has English {words:?}"
                );
            }
            let reason = f.hint_reason(plan);
            let why = reason.rsplit_once(": ").map_or(reason.as_str(), |(_, w)| w);
            whys.entry(format!("{:?}", plan.why))
                .or_insert_with(BTreeSet::new)
                .insert(why.to_string());
        }
        // Each reason (one kind, one rank or count) has one wording; no two
        // reasons share one.
        let mut all = BTreeSet::new();
        for (why, words) in &whys {
            assert_eq!(words.len(), 1, "{lang}: {why} worded {words:?}");
            assert!(all.insert(words.clone()), "{lang}: {why} reads as another");
        }
        assert!(whys.len() >= 10, "{lang}: {whys:?}");
    }
}

fn drew(count: u8) -> Message {
    Message::Drew {
        who: SeatName::Computer(None),
        count,
        cards: vec![],
    }
}

fn won(points: u32) -> Message {
    Message::GameWon {
        winner: Side(vec![SeatName::Computer(None)]),
        points,
    }
}

fn plurals(lang: Language) -> Vec<String> {
    let f = Fluent::plain(lang);
    let mut out = Vec::new();
    for n in COUNTS {
        out.push(f.render(&drew(n)));
        out.push(f.render(&won(n.into())));
    }
    out
}

#[test]
fn plural_forms_are_right_for_0_1_2_5_21() {
    let expect = |lang, lines: &[&str]| {
        assert_eq!(plurals(lang), lines, "{lang}");
    };
    expect(
        Language::English,
        &[
            "Computer draws 0 cards.",
            "Computer wins the game, scoring 0 points.",
            "Computer draws 1 card.",
            "Computer wins the game, scoring 1 point.",
            "Computer draws 2 cards.",
            "Computer wins the game, scoring 2 points.",
            "Computer draws 5 cards.",
            "Computer wins the game, scoring 5 points.",
            "Computer draws 21 cards.",
            "Computer wins the game, scoring 21 points.",
        ],
    );
    expect(
        Language::Dutch,
        &[
            "De computer trekt 0 kaarten.",
            "De computer wint het spel en scoort 0 punten.",
            "De computer trekt 1 kaart.",
            "De computer wint het spel en scoort 1 punt.",
            "De computer trekt 2 kaarten.",
            "De computer wint het spel en scoort 2 punten.",
            "De computer trekt 5 kaarten.",
            "De computer wint het spel en scoort 5 punten.",
            "De computer trekt 21 kaarten.",
            "De computer wint het spel en scoort 21 punten.",
        ],
    );
    expect(
        Language::Bulgarian,
        &[
            "Компютърът получава 0 карти.",
            "Компютърът печели играта и получава 0 точки.",
            "Компютърът получава 1 карта.",
            "Компютърът печели играта и получава 1 точка.",
            "Компютърът получава 2 карти.",
            "Компютърът печели играта и получава 2 точки.",
            "Компютърът получава 5 карти.",
            "Компютърът печели играта и получава 5 точки.",
            "Компютърът получава 21 карти.",
            "Компютърът печели играта и получава 21 точки.",
        ],
    );
    // Masculine nouns after numbers take the count form in Bulgarian.
    let piles = |lang| -> Vec<String> {
        let f = Fluent::plain(lang);
        COUNTS
            .into_iter()
            .map(|n| {
                f.render(&Message::Rule(spite_table::RuleLine::Heading {
                    name: RulesName {
                        preset: "g4a",
                        changes: vec![RuleChange::CentrePiles(n), RuleChange::Players(n)],
                    },
                }))
            })
            .collect()
    };
    assert_eq!(
        piles(Language::Bulgarian),
        [
            "Правилата: g4a, 0 централни купчини, 0 играча.",
            "Правилата: g4a, 1 централна купчина, 1 играч.",
            "Правилата: g4a, 2 централни купчини, 2 играча.",
            "Правилата: g4a, 5 централни купчини, 5 играча.",
            "Правилата: g4a, 21 централни купчини, 21 играча.",
        ]
    );
    assert_eq!(
        piles(Language::Portuguese),
        [
            "As regras: g4a, 0 pilhas de centro, 0 jogadores.",
            "As regras: g4a, 1 pilha de centro, 1 jogador.",
            "As regras: g4a, 2 pilhas de centro, 2 jogadores.",
            "As regras: g4a, 5 pilhas de centro, 5 jogadores.",
            "As regras: g4a, 21 pilhas de centro, 21 jogadores.",
        ]
    );
    assert_eq!(
        piles(Language::Dutch),
        [
            "De regels: g4a, 0 centrumstapels, 0 spelers.",
            "De regels: g4a, 1 centrumstapel, 1 speler.",
            "De regels: g4a, 2 centrumstapels, 2 spelers.",
            "De regels: g4a, 5 centrumstapels, 5 spelers.",
            "De regels: g4a, 21 centrumstapels, 21 spelers.",
        ]
    );
    // Malay has no plural.
    expect(
        Language::Malay,
        &[
            "Komputer menarik 0 kad.",
            "Komputer memenangi permainan dan mendapat 0 mata.",
            "Komputer menarik 1 kad.",
            "Komputer memenangi permainan dan mendapat 1 mata.",
            "Komputer menarik 2 kad.",
            "Komputer memenangi permainan dan mendapat 2 mata.",
            "Komputer menarik 5 kad.",
            "Komputer memenangi permainan dan mendapat 5 mata.",
            "Komputer menarik 21 kad.",
            "Komputer memenangi permainan dan mendapat 21 mata.",
        ],
    );
    // CLDR puts 0 with "one" in Portuguese; zero takes the plural here.
    expect(
        Language::Portuguese,
        &[
            "O computador recebe 0 cartas.",
            "O computador vence o jogo e marca 0 pontos.",
            "O computador recebe 1 carta.",
            "O computador vence o jogo e marca 1 ponto.",
            "O computador recebe 2 cartas.",
            "O computador vence o jogo e marca 2 pontos.",
            "O computador recebe 5 cartas.",
            "O computador vence o jogo e marca 5 pontos.",
            "O computador recebe 21 cartas.",
            "O computador vence o jogo e marca 21 pontos.",
        ],
    );
}

/// Each language names the pay-off pile, a pile and the seed with one word
/// of its own in every message (terminal, window, browser, help, manual
/// pages), as the glossary in docs/translating.md says: the words left in
/// English or copied from the machine-translated rule texts are gone.
#[test]
fn every_language_keeps_to_its_glossary() {
    let left_out: [(Language, &[&str], &[&str]); 4] = [
        (
            Language::Malay,
            &["pay-off", "pembayaran", "bayaran"],
            &["longgokan utama"],
        ),
        (
            Language::Dutch,
            &["pay-off", "seed"],
            &["hoofdstapel", "startgetal"],
        ),
        (Language::Portuguese, &["pay-off"], &["monte", "semente"]),
        (
            Language::Bulgarian,
            // A finance word, an anglicism, the literal queen and wild, two
            // other words for the seed, and a pile's masculine adjectives
            // (купчина is feminine).
            &[
                "възвращаем",
                "стак",
                "кралиц",
                "диви",
                "зърно",
                "зародиш",
                "страничен",
                "централен",
            ],
            &["главна купчина", "централна купчина", "начално число"],
        ),
    ];
    for (lang, wrong, right) in left_out {
        // The words only: not comments, message ids nor variables.
        let text: Vec<String> = source(lang)
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| match l.split_once(" = ") {
                Some((id, words)) if !id.contains(' ') => words,
                _ => l,
            })
            .map(|l| {
                // Options are typed as they are (`--seed`), in every language.
                let words = l
                    .split_whitespace()
                    .filter(|w| !w.starts_with('$') && !w.starts_with("--"));
                words.collect::<Vec<_>>().join(" ").to_lowercase()
            })
            .collect();
        let found: Vec<&String> = text
            .iter()
            .filter(|l| wrong.iter().any(|w| l.contains(w)))
            .collect();
        assert!(found.is_empty(), "{lang}: {found:#?}");
        for word in right {
            assert!(
                text.iter().any(|l| l.contains(word)),
                "{lang} never says {word}"
            );
        }
    }
}

/// Three opponents are "A, B and C", not "A and B and C", in every
/// language; a list of choices is "A or B".
#[test]
fn a_list_has_one_and_before_its_last_item() {
    let computer = |n| spite_table::SeatLabel {
        name: SeatName::Computer(Some(n)),
        level: None,
    };
    let welcome = Message::Welcome {
        rules: RulesName::of(&Rules::g4a()),
        target: 50,
        seed: 1,
        sides: vec![
            vec![spite_table::SeatLabel {
                name: SeatName::You,
                level: None,
            }],
            vec![computer(1)],
            vec![computer(2)],
            vec![computer(3)],
        ],
    };
    let english = Fluent::plain(Language::English);
    assert!(
        english
            .render(&welcome)
            .ends_with("You against Computer 1, Computer 2 and Computer 3."),
        "{}",
        english.render(&welcome)
    );
    let items = ["play".to_string(), "replay".to_string()];
    assert_eq!(english.or_list(&items), "play or replay");
    assert_eq!(english.or_list(&items[..1]), "play");
    for lang in Language::ALL {
        let text = Fluent::plain(lang).render(&welcome);
        let and =
            Fluent::plain(lang).tr("join-and", &[("first", "".into()), ("second", "".into())]);
        let and = format!(" {} ", and.trim());
        assert_eq!(text.matches(&and).count(), 1, "{lang}: {text}");
    }
}

/// One word for one thing within a language: Malay's ace is "sat" (never
/// the English "ace"), and a Bulgarian turn is "ред" wherever English says
/// turn ("ход" is a move).
#[test]
fn a_turn_and_an_ace_have_one_word_each() {
    // Each message's words, from the source (its variables and the names
    // of the messages it refers to left out: a reference's words are its
    // message's own).
    let words = |lang| {
        let mut out = BTreeMap::<String, String>::new();
        let mut id = String::new();
        let ids: BTreeSet<&str> = source(lang)
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(name, _)| name))
            .filter(|name| !name.starts_with(' ') && !name.contains(' '))
            .collect();
        for line in source(lang).lines().filter(|l| !l.starts_with('#')) {
            let text = match line.split_once(" = ") {
                Some((name, text)) if !name.starts_with(' ') && !name.contains(' ') => {
                    id = name.to_string();
                    text
                }
                _ if line.starts_with(' ') => line,
                _ => continue,
            };
            let text = text
                .split_whitespace()
                .filter(|w| !w.starts_with('$') && !ids.contains(w));
            let entry = out.entry(id.clone()).or_default();
            entry.push(' ');
            entry.push_str(&text.collect::<Vec<_>>().join(" ").to_lowercase());
        }
        out
    };
    let is_word =
        |text: &str, word: &str| text.split(|c: char| !c.is_alphabetic()).any(|w| w == word);
    let malay = words(Language::Malay);
    let ace: Vec<&String> = malay
        .keys()
        .filter(|id| is_word(&malay[*id], "ace"))
        .collect();
    assert!(ace.is_empty(), "Malay says ace in {ace:?}");
    let english = words(Language::English);
    let bulgarian = words(Language::Bulgarian);
    let turn_words = ["ред", "реда", "редът", "редове", "редовете"];
    let astray: Vec<&String> = english
        .iter()
        .filter(|(_, text)| is_word(text, "turn") || is_word(text, "turns"))
        .map(|(id, _)| id)
        .filter(|id| {
            bulgarian
                .get(*id)
                .is_some_and(|bg| !turn_words.iter().any(|w| is_word(bg, w)))
        })
        .collect();
    assert!(astray.is_empty(), "Bulgarian has no ред in {astray:?}");
}

/// Renders a few messages in `lang` for a look (`cargo test -p spite-i18n
/// show -- --nocapture --ignored`).
#[test]
#[ignore]
fn show() {
    for lang in Language::ALL {
        let f = Fluent::plain(lang);
        println!("== {lang}");
        for m in played_messages().iter().step_by(97).take(40) {
            println!("{}", f.render(m));
        }
        for m in explain(&Rules::g4a()) {
            println!("{}", f.render(&m));
        }
        for m in samples().iter().step_by(211) {
            println!("{}", f.render(m));
        }
    }
}

/// Hints in every language, for a look.
#[test]
#[ignore]
fn show_hints() {
    let hints: Vec<Message> = played_messages()
        .into_iter()
        .filter(|m| matches!(m, Message::Hint { .. }))
        .step_by(7)
        .take(5)
        .collect();
    for lang in Language::ALL {
        let f = Fluent::plain(lang);
        for h in &hints {
            println!("{lang}: {}", f.render(h));
        }
    }
}

/// A turn of a review that new cards split into several decisions has one
/// number: each later decision is told apart from the first and from each
/// other, in every language (a list of a turn split three times showed
/// two lines alike).
#[test]
fn a_turns_later_decisions_are_told_apart_in_every_language() {
    for lang in Language::ALL {
        let f = Fluent::plain(lang);
        let said = |part: u32| {
            f.tr(
                "ui-review-list-turn",
                &[("turn", Arg::from(7u32)), ("part", Arg::from(part))],
            )
        };
        assert!(said(1).contains('7'), "{lang}: {}", said(1));
        assert_ne!(said(1), said(2), "{lang}");
        assert!(said(2).starts_with(&said(1)), "{lang}: {}", said(2));
        assert!(said(3).starts_with(&said(1)), "{lang}: {}", said(3));
        assert_ne!(said(2), said(3), "{lang}");
        assert_eq!(f.take_errors(), Vec::<String>::new(), "{lang}");
    }
}
