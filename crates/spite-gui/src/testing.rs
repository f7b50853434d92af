//! Set-up positions for tests and demonstrations (public so the window tests
//! in `tests/` can use them too).

use spite_core::{Card, Match, Rules, Setup};

use crate::face::TableFace;
use crate::local::Local;
use crate::session::Session;
use crate::settings::Speed;
use spite_ai::Level;
use spite_table::Player;

/// Both decks of a two-player game, in a fixed order.
fn two_decks() -> Vec<Card> {
    Card::all().chain(Card::all()).collect()
}

fn take(pool: &mut Vec<Card>, text: &str) -> Card {
    let card: Card = text.parse().expect("test cards are written correctly");
    let i = pool
        .iter()
        .position(|&c| c == card)
        .expect("the pool holds two of every card");
    pool.remove(i)
}

/// The cards written in `text` ("2D 3D 4D"), taken from the pool.
fn take_all(pool: &mut Vec<Card>, text: &str) -> Vec<Card> {
    text.split_whitespace().map(|t| take(pool, t)).collect()
}

/// A two-player g4a match where seat 0 (to move) has one pay-off card left,
/// the ace of hearts, and can win at once with `p c1`. Seat 1 has 10 pay-off
/// cards left, so the win scores 10 points. Seat 0's hand holds
/// 5♠ 7♦ 9♣ J♥ Q♠, none of which fits an empty centre pile.
pub fn near_end_match() -> Match {
    let mut pool = two_decks();
    let payoff0 = take_all(&mut pool, "AH");
    let hand0 = take_all(&mut pool, "5S 7D 9C JH QS");
    let payoff1 = take_all(&mut pool, "3C 4C 5C 6C 7C 8C 9C TC JC 2C");
    let hand1 = take_all(&mut pool, "2H 3H 4H 6H 8H");
    let setup = Setup {
        payoff: vec![payoff0, payoff1],
        hands: vec![hand0, hand1],
        stock: pool,
        first: Some(0),
        ..Setup::default()
    };
    Match::from_setup(Rules::g4a(), setup, 11).expect("the near-end setup is valid")
}

/// A two-player g4a match where seat 0 (to move) holds one place for a
/// card only: centre pile 1 holds A♠ to 4♠ (needs a 5), the others are
/// empty; seat 0's pay-off card is 5♥ (9♦ under it), its hand 5♠ 7♦ 9♣
/// J♥ Q♠ (5♠ fits centre pile 1; the rest no centre pile).
pub fn one_place_match() -> Match {
    let table = TwoSeats {
        payoff: ["9D 5H", "3C 4C 5C 6C 7C 8C 9C TC JC 2C"],
        hands: ["5S 7D 9C JH QS", "2H 3H 4H 6H 8H"],
        centre: "AS 2S 3S 4S",
    };
    Match::from_setup(Rules::g4a(), table.setup(), 13).expect("the one-place setup is valid")
}

/// Two seats' cards written out, seat 0 to move, one centre pile built:
/// the rest of both decks is the stock.
struct TwoSeats {
    payoff: [&'static str; 2],
    hands: [&'static str; 2],
    centre: &'static str,
}

impl TwoSeats {
    fn setup(&self) -> Setup {
        let mut pool = two_decks();
        let payoff = self.payoff.map(|p| take_all(&mut pool, p)).to_vec();
        let hands = self.hands.map(|h| take_all(&mut pool, h)).to_vec();
        let centre = take_all(&mut pool, self.centre);
        Setup {
            payoff,
            hands,
            stock: pool,
            centre: vec![centre],
            first: Some(0),
            ..Setup::default()
        }
    }
}

/// A two-player classic match where seat 0 (to move) wins with its last
/// pay-off card, the king of hearts, played on centre pile 1, which holds
/// ace to queen: the king completes the pile as it wins. Seat 1
/// has 3 pay-off cards left, so the win scores 3.
pub fn classic_winning_king_match() -> Match {
    let table = TwoSeats {
        payoff: ["KH", "2D 3D 4D"],
        hands: ["5S", "9H"],
        centre: "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
    };
    Match::from_setup(Rules::classic(), table.setup(), 15).expect("the winning-king setup is valid")
}

/// A local g4a match against the easy computer, dealt from seed 7: the
/// window's own match in tests of something else (an online room).
pub fn local_against_easy() -> Session<Local> {
    Session::new(
        Rules::g4a(),
        &[Player::Person, Player::Computer(Level::Easy)],
        7,
    )
    .expect("g4a deals for two")
}

/// The window's settings in tests that watch the table: English, and the
/// cards land at once.
pub fn english_instant() -> crate::settings::Settings {
    crate::settings::Settings {
        speed: Speed::Instant,
        language: Some("en".into()),
        ..crate::settings::Settings::default()
    }
}

/// Runs `frame` until `done`, a few milliseconds apart; panics after
/// `secs` (the window tests' bounded wait, for a harness `H`).
pub fn run_until<H>(
    h: &mut H,
    secs: u64,
    what: &str,
    mut frame: impl FnMut(&mut H),
    done: impl Fn(&H) -> bool,
) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while !done(h) {
        assert!(std::time::Instant::now() < deadline, "timed out: {what}");
        frame(h);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// A table part-way through a game, for screenshots, measurements and the
/// frame benchmark: `players` seats (a partnership of four when
/// `partnership`), seat 0 a person and the rest the easy computer. Seat 0
/// plays a non-discard when it has one; play goes on for at least `moves`
/// moves and stops when it is seat 0's turn again (or the game ends). `None`
/// when the rules refuse the seat count.
pub fn demo_table(
    players: u8,
    partnership: bool,
    seed: u64,
    moves: usize,
) -> Option<Session<Local>> {
    let rules = Rules {
        players,
        partnership,
        ..Rules::g4a()
    };
    let mut seats = vec![Player::Computer(Level::Easy); usize::from(players)];
    if let Some(s) = seats.first_mut() {
        *s = Player::Person;
    }
    let mut s = Session::new(rules, &seats, seed).ok()?;
    // A bound on the loop, far above any real game's length.
    for played in 0..5000 {
        let g = s.match_().game();
        if g.is_over() || (played >= moves && g.to_move() == 0) {
            break;
        }
        if g.to_move() == 0 {
            let Some(view) = s.view() else {
                break;
            };
            let list = view.legal_moves();
            // A play to the centre if there is one, else a discard onto the
            // lowest side pile, so the piles grow evenly as a person's would.
            let side_len = |m: &spite_core::Move| match m.to {
                spite_core::Target::Side(p) => view.side(0, p).len(),
                spite_core::Target::Centre(_) => 0,
            };
            let Some(mv) = list
                .iter()
                .find(|m| !m.is_discard())
                .or_else(|| list.iter().min_by_key(|m| side_len(m)))
                .copied()
            else {
                break;
            };
            let _ = s.play(mv);
        } else if !s.wait_step(Speed::Instant) {
            break;
        }
    }
    Some(s)
}

/// Side pile lengths of the long-pile table, turned by one pile per seat so
/// the seats differ: two piles past a dozen cards, one middling, one of a
/// single card or none.
const LONG_SIDES: [usize; 4] = [13, 16, 6, 1];

/// A table whose side piles have grown long (13 and 16 cards, with a short
/// and a one-card pile beside them) at every seat, seat 0 to move, for
/// screenshots of packed fans. `None` when the rules refuse the seat count.
pub fn long_sides_table(players: u8, partnership: bool) -> Option<Session<Local>> {
    let rules = Rules {
        players,
        partnership,
        ..Rules::g4a()
    };
    rules.validate().ok()?;
    let mut pool: Vec<Card> = (0..rules.decks()).flat_map(|_| Card::all()).collect();
    // Deal by a fixed stride through the ordered decks, so piles hold mixed
    // cards, reproducibly, without a random generator.
    let mut at = 0usize;
    let mut deal = |n: usize, pool: &mut Vec<Card>| -> Vec<Card> {
        (0..n)
            .map(|_| {
                at = (at + 37) % pool.len();
                pool.remove(at)
            })
            .collect()
    };
    let seats = usize::from(players);
    let sides: Vec<Vec<Vec<Card>>> = (0..seats)
        .map(|seat| {
            (0..4)
                .map(|p| deal(LONG_SIDES[(p + seat) % 4], &mut pool))
                .collect()
        })
        .collect();
    let payoff = (0..seats).map(|_| deal(8, &mut pool)).collect();
    let hands = (0..seats).map(|_| deal(5, &mut pool)).collect();
    let setup = Setup {
        payoff,
        hands,
        stock: pool,
        sides,
        first: Some(0),
        ..Setup::default()
    };
    let m = Match::from_setup(rules, setup, 5).ok()?;
    let mut kinds = vec![Player::Computer(Level::Easy); seats];
    kinds[0] = Player::Person;
    Some(Session::with_match(m, &kinds))
}

/// A demonstration table asked for by `SPITE_GUI_DEMO`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Demo {
    /// `demo_table(players, partnership, _, moves)`.
    Played(u8, bool, usize),
    /// `long_sides_table(players, partnership)`.
    LongSides(u8, bool),
}

impl Demo {
    pub fn parse(v: &str) -> Option<Demo> {
        if let Some(table) = v.trim().strip_suffix(['L', 'l']) {
            let (players, partnership, _) = parse_demo(table)?;
            return Some(Demo::LongSides(players, partnership));
        }
        let (players, partnership, moves) = parse_demo(v)?;
        Some(Demo::Played(players, partnership, moves))
    }

    /// The table, or `None` when the rules refuse it.
    pub fn session(self, seed: u64) -> Option<Session<Local>> {
        match self {
            Demo::Played(players, partnership, moves) => {
                demo_table(players, partnership, seed, moves)
            }
            Demo::LongSides(players, partnership) => long_sides_table(players, partnership),
        }
    }
}

/// Reads `SPITE_GUI_DEMO`'s value: a seat count, `4p` for the partnership
/// game, optionally `:moves` (default 60): `6`, `4p:120`. (`Demo::parse`
/// also takes a trailing `L`, `6L`, for the long-side-pile table.)
pub fn parse_demo(v: &str) -> Option<(u8, bool, usize)> {
    let (table, moves) = match v.split_once(':') {
        Some((t, m)) => (t, m.trim().parse().ok()?),
        None => (v, 60),
    };
    let table = table.trim();
    let (players, partnership) = match table.strip_suffix('p') {
        Some(n) => (n.parse().ok()?, true),
        None => (table.parse().ok()?, false),
    };
    Some((players, partnership, moves))
}

/// A move for the seat to move in `view`: onto a centre pile if one takes
/// a card, else the first legal move (a discard). For tests that play
/// games to their end.
pub fn centre_first(view: &spite_core::PlayerView) -> spite_core::Move {
    let moves = view.legal_moves();
    moves
        .iter()
        .find(|m| !m.is_discard())
        .or_else(|| moves.iter().next())
        .copied()
        .expect("a seat to move has a move")
}

/// Hosting a room in the app on loopback, on a port the system picks:
/// the window's person ("Ann") and the easy computer, on `rules`.
pub fn host_against_computer(rules: Rules) -> crate::online::dialog::OnlineCommand {
    use spite_server::protocol::{RulesSpec, SeatSpec};
    crate::online::dialog::OnlineCommand::Host {
        on: crate::online::dialog::HostOn::Here {
            addr: (std::net::Ipv4Addr::LOCALHOST, 0).into(),
            // The same deal, and so the same computer's moves, every run.
            deal_seed: Some(HOSTED_SEED),
        },
        rules: RulesSpec::Custom(Rules {
            players: 2,
            ..rules
        }),
        seats: vec![SeatSpec::Person, SeatSpec::Computer { level: Level::Easy }],
        name: Some("Ann".into()),
        takeover_after: None,
        open: false,
    }
}

/// The seed [`host_against_computer`]'s server deals every room from.
pub const HOSTED_SEED: u64 = 7;

/// A review small enough for a debug build (tests).
pub const SMALL_REVIEW: spite_ai::ReviewOptions = spite_ai::ReviewOptions {
    worlds: 6,
    budget: spite_ai::Budget {
        iterations: 12,
        candidates: 3,
        endgame_payoff: 5,
        endgame_factor: 1,
        endgame_candidates: 3,
        big_table: 4,
    },
    seed: 9,
};

/// A short two-player game played to its end from a fixed seed: `easy` at
/// seat 0 (the person's, the seat a review looks at) against `hard`, five
/// pay-off cards each.
pub fn finished_match() -> Match {
    let rules = Rules {
        payoff_size: 5,
        ..Rules::g4a()
    };
    let mut m = Match::new(rules, 17).expect("g4a deals");
    let mut bots = [Level::Easy.bot(), Level::Hard.bot()];
    let mut i = 0;
    while !m.game().is_over() && i < 5000 {
        let seat = m.game().to_move();
        let view = m.game().observation(seat);
        let mv = bots[usize::from(seat)].choose(&view, &mut spite_ai::bot_rng(i));
        m.play(mv).expect("bots play legal moves");
        i += 1;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_tables_are_mid_game_with_the_person_to_move() {
        assert_eq!(parse_demo("6"), Some((6, false, 60)));
        assert_eq!(parse_demo("4p:10"), Some((4, true, 10)));
        assert_eq!(parse_demo("x"), None);
        assert!(
            demo_table(5, true, 1, 10).is_none(),
            "partnerships are for four"
        );
        let s = demo_table(4, true, 3, 40).expect("four in partnership deal");
        let g = s.match_().game();
        assert!(g.is_over() || g.to_move() == 0);
        assert!(s.match_().record().moves.len() >= 40);
    }

    #[test]
    fn long_side_pile_tables_deal_long_piles_to_every_seat() {
        assert_eq!(Demo::parse("6L"), Some(Demo::LongSides(6, false)));
        assert_eq!(Demo::parse("4pL"), Some(Demo::LongSides(4, true)));
        assert_eq!(Demo::parse("4p:9"), Some(Demo::Played(4, true, 9)));
        assert_eq!(Demo::parse("L"), None);
        for (players, partnership) in [(2, false), (6, false), (4, true)] {
            let s = long_sides_table(players, partnership).expect("a valid table");
            let view = s.view().expect("a table");
            assert_eq!(view.to_move(), 0);
            for seat in 0..players {
                let mut lens: Vec<usize> = (0..4).map(|p| view.side(seat, p).len()).collect();
                lens.sort();
                assert_eq!(lens, vec![1, 6, 13, 16], "seat {seat} of {players}");
            }
        }
        assert!(long_sides_table(9, false).is_none());
    }
}
