//! The table driver: whole matches, refusals, stale answers, undo, and one
//! seeding scheme whatever the way the bots are run.

use spite_ai::Level;
use spite_core::{Move, PlayerView, Revealed, Rules, Source, Target, UndoError};
use spite_i18n::{Fluent, Language};
use spite_table::{Message, Next, Played, Player, Render, Seats, Table, TableError, TableSave};

/// English, from its `.ftl` file.
fn english() -> Fluent {
    Fluent::plain(Language::English)
}

/// A person who plays to the centre when they can, pay-off first, else
/// discards their first card: a pure function of what they see.
fn person(view: &PlayerView) -> Move {
    let moves = view.legal_moves();
    moves
        .iter()
        .copied()
        .find(|m| matches!(m.to, Target::Centre(_)))
        .unwrap_or(moves[0])
}

fn short(rules: Rules) -> Rules {
    Rules {
        payoff_size: 8,
        match_target: 12,
        ..rules
    }
}

/// How the computers are run.
#[derive(Clone, Copy, PartialEq)]
enum Run {
    Here,
    Jobs,
    /// As jobs, with a save and load (through JSON) every few moves and an
    /// undo of every person move that can be taken back, replayed at once.
    JobsReloadUndo,
}

/// Plays a whole match; returns the save at the end and every person move.
fn play_match(rules: Rules, seats: Seats, seed: u64, run: Run) -> (TableSave, Vec<Move>) {
    let mut table = Table::new(rules, seats, seed).unwrap();
    let mut person_moves = vec![];
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 20_000, "the match does not end");
        if run == Run::JobsReloadUndo && steps % 7 == 0 {
            let json = serde_json::to_string(&table.save()).unwrap();
            let save: TableSave = serde_json::from_str(&json).unwrap();
            table = Table::load(&save).unwrap();
        }
        match table.next() {
            Next::Person(seat) => {
                let mv = person(&table.view(seat));
                let played = table.play(seat, mv).unwrap();
                person_moves.push(mv);
                if run == Run::JobsReloadUndo
                    && !played.ended_turn()
                    && let Ok(undone) = table.undo(seat)
                {
                    assert_eq!(undone.mv, mv);
                    table.play(seat, mv).unwrap();
                }
            }
            Next::Computer { .. } => match run {
                Run::Here => {
                    table.play_bot().unwrap();
                }
                Run::Jobs | Run::JobsReloadUndo => {
                    let job = table.bot_job().unwrap();
                    let answer = std::thread::spawn(move || job.run()).join().unwrap();
                    table.apply_bot(answer).unwrap();
                }
            },
            Next::GameOver => table.next_game().unwrap(),
            Next::MatchOver => break,
            Next::Remote(_) => unreachable!(),
        }
    }
    (table.save(), person_moves)
}

#[test]
fn whole_matches_are_played_to_the_end() {
    let four = Rules {
        players: 4,
        partnership: true,
        ..Rules::g4a()
    };
    let three = Rules {
        players: 3,
        ..Rules::classic()
    };
    for (rules, seats) in [
        (short(Rules::g4a()), Seats::standard(2, 1, Level::Medium)),
        (short(Rules::classic()), Seats::standard(2, 1, Level::Easy)),
        (short(four), Seats::standard(4, 1, Level::Easy)),
        (short(three), Seats::standard(3, 2, Level::Naive)),
    ] {
        let (save, moves) = play_match(rules, seats, 11, Run::Here);
        let table = Table::load(&save).unwrap();
        assert!(table.match_().is_over(), "{rules:?}");
        assert_eq!(table.next(), Next::MatchOver);
        assert!(!moves.is_empty());
        assert!(!table.match_().results().is_empty());
    }
}

#[test]
fn the_same_seed_and_person_moves_give_the_same_match_however_bots_run() {
    let rules = short(Rules::g4a());
    let seats = || Seats::standard(2, 1, Level::Medium);
    let (here, moves_here) = play_match(rules, seats(), 5, Run::Here);
    let (jobs, moves_jobs) = play_match(rules, seats(), 5, Run::Jobs);
    let (reload, moves_reload) = play_match(rules, seats(), 5, Run::JobsReloadUndo);
    let games = Table::load(&here).unwrap().match_().results().len();
    assert!(
        games >= 2,
        "{games} games: the test should cross a new deal"
    );
    assert_eq!(here, jobs);
    assert_eq!(here, reload);
    assert_eq!(moves_here, moves_jobs);
    assert_eq!(moves_here, moves_reload);
    // A different seed is a different match.
    let (other, _) = play_match(rules, seats(), 6, Run::Here);
    assert_ne!(here.saved.game, other.saved.game);
}

/// A computer keeps its bot between the moves of its turn (the expert
/// follows the plan it searched for at the turn's start), and a table
/// loaded mid-turn, which has no bot, rebuilds the same one: every move of
/// two experts is the same from the kept bot and from a reload. A fresh
/// bot at each move, as a rebuild that forgot the turn would be, plays
/// other moves.
#[test]
fn a_computer_keeps_its_bot_through_its_turn_and_a_reload_or_advice_rebuilds_it() {
    use spite_ai::{Bot, LevelBot, bot_rng};
    let seats = Seats::new(vec![Player::Computer(Level::Expert); 2]);
    let mut table = Table::new(short(Rules::g4a()), seats, 21).unwrap();
    let (mut resumed, mut fresh_differs) = (0, 0);
    let mut mid_turn = false;
    for _ in 0..120 {
        let Some(job) = table.bot_job() else { break };
        assert_eq!(
            job.resumes(),
            mid_turn,
            "kept exactly between a turn's moves"
        );
        let reloaded = Table::load(&table.save()).unwrap().bot_job().unwrap();
        assert!(!reloaded.resumes());
        // The engine's advice for the seat is the seat's own move.
        let advice = table.bot_job_at(Level::Expert).unwrap();
        let fresh = LevelBot::new(Level::Expert).choose(job.view(), &mut bot_rng(job.seed()));
        let answer = job.run();
        assert_eq!(
            reloaded.run().mv,
            answer.mv,
            "the rebuilt bot is the kept one"
        );
        assert_eq!(advice.run().mv, answer.mv, "advice is the seat's move");
        if mid_turn {
            resumed += 1;
            fresh_differs += usize::from(Some(fresh) != answer.mv);
        }
        mid_turn = !table.apply_bot(answer).unwrap().ended_turn();
    }
    assert!(resumed >= 30, "{resumed} moves resumed a turn");
    assert!(
        fresh_differs > 0,
        "a fresh bot played as the kept one every time"
    );
}

/// A table at the computer's turn.
fn computers_turn() -> Table {
    let mut table = Table::new(Rules::g4a(), Seats::standard(2, 1, Level::Easy), 3).unwrap();
    while let Next::Person(seat) = table.next() {
        let discard = table
            .view(seat)
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.is_discard())
            .unwrap();
        table.play(seat, discard).unwrap();
    }
    assert!(matches!(table.next(), Next::Computer { seat: 1, .. }));
    table
}

#[test]
fn moves_out_of_turn_or_for_a_computer_are_refused_without_change() {
    let mut table = computers_turn();
    let before = table.save();
    let any = "h1 s1".parse().unwrap();
    assert_eq!(
        table.play(0, any),
        Err(TableError::NotYourTurn {
            seat: 0,
            to_move: 1
        })
    );
    assert_eq!(table.play(1, any), Err(TableError::NotAPerson(1)));
    assert!(matches!(table.undo(0), Err(TableError::NotYourTurn { .. })));
    assert!(matches!(table.hint(0), Err(TableError::NotYourTurn { .. })));
    assert_eq!(table.next_game(), Err(TableError::GameNotOver));
    assert_eq!(table.save(), before);
    let e = english();
    let err = table.play(0, any).unwrap_err();
    let said = e.render(&table.refusal(&err));
    assert_eq!(said, "It is not your turn: it is Computer's turn.");
    // A person's illegal move says why, and changes nothing.
    let mut table = Table::new(Rules::g4a(), Seats::standard(2, 2, Level::Easy), 3).unwrap();
    let seat = table.to_move();
    let before = table.save();
    let bad = Move::new(Source::Payoff, Target::Side(0));
    let err = table.play(seat, bad).unwrap_err();
    assert!(matches!(err, TableError::Illegal { .. }), "{err:?}");
    assert!(
        e.render(&table.refusal(&err))
            .starts_with("Cannot play p s1")
    );
    let err = table.play_text(seat, "hello").unwrap_err();
    assert!(matches!(err, TableError::NotAMove { .. }));
    assert_eq!(table.save(), before);
}

#[test]
fn stale_bot_answers_are_refused_and_failed_bots_play_a_legal_move() {
    let mut table = computers_turn();
    let first = table.bot_job().unwrap();
    let second = table.bot_job().unwrap();
    assert_eq!(first.ticket(), second.ticket());
    table.apply_bot(first.run()).unwrap();
    let before = table.save();
    assert_eq!(table.apply_bot(second.run()), Err(TableError::Stale));
    assert_eq!(table.save(), before);
    // An answer for another table (a loaded copy, a clone) is stale there.
    let mut table = computers_turn();
    let job = table.bot_job().unwrap();
    let mut copy = Table::load(&table.save()).unwrap();
    assert_eq!(copy.apply_bot(job.clone().run()), Err(TableError::Stale));
    assert_eq!(
        table.clone().apply_bot(job.clone().run()),
        Err(TableError::Stale)
    );
    // An illegal answer: the first legal move is played, and said.
    let mut answer = job.run();
    answer.mv = Some(Move::new(Source::Payoff, Target::Side(0)));
    let legal = table.view(answer.seat).legal_moves()[0];
    let tried = answer.mv;
    let played = table.apply_bot(answer).unwrap();
    assert_eq!(played.mv, legal);
    assert_eq!(played.bot_failure.unwrap().tried, tried);
    let said = english().render(&table.narrate(&played, Some(0))[0]);
    assert!(
        said.starts_with("Computer tried an illegal move (p s1)"),
        "{said}"
    );
}

fn find_person_move(
    table: &Table,
    seat: u8,
    ok: impl Fn(&PlayerView, Move) -> bool,
) -> Option<Move> {
    let view = table.view(seat);
    view.legal_moves().iter().copied().find(|&m| ok(&view, m))
}

#[test]
fn undo_takes_back_only_a_persons_quiet_moves_and_says_why_not() {
    let mut quiet_done = false;
    let mut payoff_done = false;
    for seed in 0..200 {
        let mut table = Table::new(Rules::g4a(), Seats::standard(2, 1, Level::Easy), seed).unwrap();
        table.play_computers();
        let Next::Person(seat) = table.next() else {
            continue;
        };
        // Nothing of this seat's own to take back at the start of its turn.
        assert_eq!(
            table.undo(seat),
            Err(TableError::Undo(UndoError::Nothing)),
            "seed {seed}"
        );
        // A hand card to the centre, with cards left: nothing revealed.
        if let Some(mv) = find_person_move(&table, seat, |v, m| {
            matches!((m.from, m.to), (Source::Hand(_), Target::Centre(_))) && v.hand().len() > 1
        }) {
            let before = table.save();
            let played = table.play(seat, mv).unwrap();
            assert!(!played.ended_turn());
            let undone = table.undo(seat).unwrap();
            assert_eq!(undone.mv, mv);
            assert_eq!(table.save(), before);
            let said = english().render(&table.took_back(&undone));
            assert!(said.starts_with("You take back "), "{said}");
            quiet_done = true;
        }
        // The pay-off card to the centre turns up the next: it stays.
        if let Some(mv) = find_person_move(&table, seat, |_, m| m.from == Source::Payoff) {
            let played = table.play(seat, mv).unwrap();
            if !table.match_().game().is_over() {
                assert_eq!(
                    table.undo(seat),
                    Err(TableError::Undo(UndoError::Revealed {
                        mv: played.mv,
                        reason: Revealed::PayoffCard
                    }))
                );
                payoff_done = true;
            }
        }
        if quiet_done && payoff_done {
            return;
        }
    }
    panic!("no deal had both kinds of move (quiet {quiet_done}, pay-off {payoff_done})");
}

#[test]
fn narration_shows_drawn_cards_to_the_drawer_only() {
    let mut table = Table::new(Rules::g4a(), Seats::standard(2, 1, Level::Easy), 3).unwrap();
    table.play_computers();
    let discard = find_person_move(&table, 0, |_, m| m.is_discard()).unwrap();
    table.play(0, discard).unwrap();
    // Play the computer's turn; its last move passes the turn to seat 0,
    // who draws the card it discarded.
    let played: Vec<Played> = table.play_computers();
    let last = played.last().unwrap();
    assert!(last.ended_turn(), "{:?}", last.events);
    let drew = |viewer| {
        table
            .narrate(last, viewer)
            .into_iter()
            .find_map(|m| match m {
                Message::Drew { cards, .. } => Some(cards),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{:?}", last.events))
    };
    assert!(!drew(Some(0)).is_empty());
    assert!(drew(Some(1)).is_empty());
    assert!(drew(None).is_empty());
    // The computer's cards are never named to the person.
    for p in &played[..played.len() - 1] {
        for m in table.narrate(p, Some(0)) {
            if let Message::Drew { cards, .. } = m {
                assert!(cards.is_empty());
            }
        }
    }
    assert!(!table.log().is_empty());
}

#[test]
fn seats_must_match_the_rules_and_remote_seats_wait() {
    assert!(Table::new(Rules::g4a(), Seats::standard(3, 1, Level::Easy), 1).is_err());
    let table = Table::new(
        Rules::g4a(),
        Seats::new(vec![Player::Remote, Player::Remote]),
        1,
    )
    .unwrap();
    assert!(matches!(table.next(), Next::Remote(_)));
    assert!(table.bot_job().is_none());
    let e = english();
    assert_eq!(
        e.render(&table.welcome()),
        "Spite & Malice: g4a rules, match to 50 points, seed 1. Player 1 against Player 2."
    );
    assert!(e.render(&table.opening()).starts_with("Game 1: Player "));
}

#[test]
fn hints_and_advice_run_off_the_table_and_go_stale_when_it_moves_on() {
    let mut table = Table::new(Rules::g4a(), Seats::standard(2, 1, Level::Easy), 9).unwrap();
    table.play_computers();
    let Next::Person(seat) = table.next() else {
        panic!("a person is to move");
    };
    let job = table.hint_job(seat).unwrap();
    let (ticket, hint) = std::thread::spawn(move || job.run()).join().unwrap();
    assert!(table.is_current(ticket));
    let Message::Hint { mv, .. } = hint else {
        panic!("{hint:?}");
    };
    assert!(table.view(seat).legal_moves().contains(&mv));
    assert_eq!(table.hint(seat), Ok(hint));
    // Advice for the person at a level, seeded like the computer's moves.
    let advice = table.bot_job_at(Level::Medium).unwrap();
    assert_eq!(advice.seed(), table.bot_seed());
    let answer = advice.run();
    assert!(table.view(seat).legal_moves().contains(&answer.mv.unwrap()));
    table.play(seat, answer.mv.unwrap()).unwrap();
    assert!(!table.is_current(ticket));
}
