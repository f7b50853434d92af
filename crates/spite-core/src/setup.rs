//! An explicit layout of the cards, dealt instead of a shuffle: for tests,
//! puzzles, frontends that deal themselves, and saved full states.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::error::SetupError;
use crate::rules::Rules;
use crate::table::{Pile, SIDE_PILES, Table};

/// An explicit layout of every card, dealt by [`Game::from_setup`](crate::Game::from_setup) instead
/// of a shuffle: for tests, puzzles, "deal this position" and frontends
/// that deal themselves.
///
/// Every pile listed bottom to top (the last card is the top). Side piles,
/// centre piles and set-aside cards are optional and default to empty.
/// Hands are kept in rank order, so a hand given in another order is sorted.
/// The cards must be exactly the rules' decks, each in one place; a hand
/// may be short (the first seat draws up at the start of its turn).
///
/// Nothing is checked when a `Setup` is made; dealing it refuses a layout
/// that cannot be played with a [`SetupError`] that says why.
///
/// ```
/// use spite_core::{Card, Game, Rules, Setup, SetupError};
///
/// // Both decks, then each card named below taken out of them.
/// let mut stock: Vec<Card> = Card::all().chain(Card::all()).collect();
/// let mut take = |text: &str| {
///     let card: Card = text.parse().unwrap();
///     stock.remove(stock.iter().position(|&c| c == card).unwrap())
/// };
/// let payoff = vec![vec![take("9C"), take("AS")], vec![take("KD"), take("5H")]];
/// let hands = vec![vec![take("3S"), take("2S")], vec![]];
/// let setup = Setup { payoff, hands, stock, first: Some(0), ..Setup::default() };
///
/// let game = Game::from_setup(Rules::g4a(), &setup, 1)?;
/// assert_eq!(game.payoff(0).last(), Some(&"AS".parse()?));
/// assert_eq!(game.hand(0).len(), 5); // drew 3 from the top of the stock
/// assert_eq!(game.hand(0)[..2], ["2S".parse()?, "3S".parse()?]); // rank order
///
/// let mut short = setup.clone();
/// short.stock.pop(); // a card missing
/// assert!(matches!(Game::from_setup(Rules::g4a(), &short, 1), Err(SetupError::Cards(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// One pay-off pile per seat.
    pub payoff: Vec<Vec<Card>>,
    /// One hand per seat.
    pub hands: Vec<Vec<Card>>,
    /// The stock; its last card is drawn first.
    pub stock: Vec<Card>,
    /// Per seat, up to four side piles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sides: Vec<Vec<Vec<Card>>>,
    /// Centre piles, each a valid build from the ace.
    #[serde(default, alias = "center", skip_serializing_if = "Vec::is_empty")]
    pub centre: Vec<Vec<Card>>,
    /// Complete piles set aside (`classic`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set_aside: Vec<Card>,
    /// The seat that plays first; by default the rules decide.
    #[serde(default)]
    pub first: Option<u8>,
}

impl Setup {
    /// Checks the layout against `rules` and lays out the table.
    pub(crate) fn build(&self, rules: &Rules) -> Result<(Table, Option<u8>), SetupError> {
        rules.validate()?;
        let players = rules.players;
        let seats = |what, found: usize| {
            if found == usize::from(players) {
                Ok(())
            } else {
                Err(SetupError::Seats {
                    what,
                    found,
                    players,
                })
            }
        };
        seats("pay-off piles", self.payoff.len())?;
        seats("hands", self.hands.len())?;
        if !self.sides.is_empty() {
            seats("sets of side piles", self.sides.len())?;
        }
        let mut entries: Vec<(Pile, Vec<Card>)> = vec![];
        // An empty pay-off pile is allowed here: a won game's full state has
        // one. A game to be started refuses a side that has gone out
        // (`Game::from_setup`), a loaded state one that contradicts its status.
        for (seat, pile) in self.payoff.iter().enumerate() {
            entries.push((Pile::payoff(seat as u8), pile.clone()));
        }
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() > usize::from(rules.hand_size) {
                return Err(SetupError::HandTooBig {
                    seat: seat as u8,
                    len: hand.len(),
                    max: rules.hand_size,
                });
            }
            let mut hand = hand.clone();
            hand.sort();
            entries.push((Pile::hand(seat as u8), hand));
        }
        for (seat, sides) in self.sides.iter().enumerate() {
            if sides.len() > SIDE_PILES {
                return Err(SetupError::SidePiles {
                    seat: seat as u8,
                    found: sides.len(),
                });
            }
            for (i, pile) in sides.iter().enumerate() {
                entries.push((Pile::side(seat as u8, i as u8), pile.clone()));
            }
        }
        if self.centre.len() > usize::from(rules.centre_piles) {
            return Err(SetupError::CentrePiles {
                found: self.centre.len(),
                piles: rules.centre_piles,
            });
        }
        for (c, pile) in self.centre.iter().enumerate() {
            let c = c as u8;
            if pile.len() >= rules.complete_pile_len() {
                return Err(SetupError::CompleteCentre { pile: c + 1 });
            }
            for (i, &card) in pile.iter().enumerate() {
                let needs = Rank::new(i as u8 + 1).expect("shorter than a complete pile");
                if card.rank() != needs && !(rules.kings_wild && card.is_king()) {
                    return Err(SetupError::BadCentre {
                        pile: c + 1,
                        card,
                        needs,
                    });
                }
            }
            entries.push((Pile::centre(c), pile.clone()));
        }
        entries.push((Pile::SET_ASIDE, self.set_aside.clone()));
        if let Some(first) = self.first
            && first >= players
        {
            return Err(SetupError::NoSuchSeat(first));
        }
        let mut all: Vec<Card> = self.stock.clone();
        for (_, cards) in &entries {
            all.extend_from_slice(cards);
        }
        check_cards(rules, &all)?;
        let mut table = Table::with_stock(&all);
        for (pile, cards) in entries.iter().rev() {
            table.move_block(Pile::STOCK, cards.len(), *pile);
        }
        Ok((table, self.first))
    }
}

/// Checks that `cards` are exactly the rules' decks.
fn check_cards(rules: &Rules, cards: &[Card]) -> Result<(), SetupError> {
    let decks = i32::from(rules.decks());
    let mut count = [0i32; Card::DISTINCT];
    for c in cards {
        count[c.index()] += 1;
    }
    let describe = |pred: &dyn Fn(i32) -> bool| -> String {
        Card::all()
            .filter(|c| pred(count[c.index()] - decks))
            .map(|c| format!("{}×{c}", (count[c.index()] - decks).abs()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let missing = describe(&|d| d < 0);
    let extra = describe(&|d| d > 0);
    if missing.is_empty() && extra.is_empty() {
        return Ok(());
    }
    let mut msg = format!("the cards must be exactly {decks} decks of 52");
    if !missing.is_empty() {
        msg += &format!("; missing {missing}");
    }
    if !extra.is_empty() {
        msg += &format!("; too many {extra}");
    }
    Err(SetupError::Cards(msg))
}
