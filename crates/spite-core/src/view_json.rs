//! A view as plain data: the `VIEW` object of the engine protocol and the
//! online server (the seat's view, the match around it, the seat's legal
//! moves on its turn), and the checks that rebuild a [`PlayerView`] from one
//! received over a wire.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank};
use crate::event::Status;
use crate::matchplay::Match;
use crate::moves::Move;
use crate::position::Position;
use crate::record::GameResult;
use crate::rules::{Rules, RulesError};
use crate::table::{Pile, SIDE_PILES, Table};
use crate::view::PlayerView;

/// Why a view received as plain data is refused: it does not add up to a
/// table these rules could lay out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ViewError {
    /// Its rules cannot be dealt.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// Its seat numbers or per-seat entries do not match its rules' players.
    #[error("the view's seats do not match its rules")]
    Seats,
    /// It has another number of centre piles than its rules.
    #[error("the view's centre piles do not match its rules")]
    CentrePiles,
    /// A won game whose winner is not a seat at the table.
    #[error("a won game names a seat at the table as winner")]
    Winner,
    /// Its cards are more, fewer, or other than the rules' decks.
    #[error("the view's cards do not add up to the rules' decks")]
    Cards,
    /// A pay-off pile with cards but no face-up top.
    #[error("a pay-off pile with cards shows its top")]
    PayoffTop,
    /// A hand larger than the rules' hand size.
    #[error("a hand is larger than the rules' hand size")]
    HandTooBig,
    /// The seat's own hand holds another number of cards than its count.
    #[error("the hand does not match its count")]
    HandCount,
    /// A seat without exactly four side piles.
    #[error("every seat has four side piles")]
    SidePiles,
    /// A centre pile as long as a complete one (it would have been cleared).
    #[error("a centre pile is longer than a complete pile")]
    CompletePile,
}

/// Whether the game a view shows goes on, as the protocol spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ViewStatus {
    /// The game goes on.
    Playing,
    /// A side has gone out; `winner` and `points` say who and how much.
    Won,
    /// A card had to be drawn from an empty stock.
    Drawn,
}

/// Per-seat public information, as a view serialises it: one entry of
/// [`ViewJson::players`]. It holds no hidden card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SeatJson {
    /// The face-up top of the seat's pay-off pile; `None` when it is empty.
    pub payoff_top: Option<Card>,
    /// Cards left in the seat's pay-off pile, the top included.
    pub payoff_count: usize,
    /// Cards in the seat's hand (only the view's own seat shows them, in
    /// [`ViewJson::hand`]).
    pub hand_count: usize,
    /// Four side piles, bottom to top.
    pub sides: Vec<Vec<Card>>,
}

/// A view as plain data: the `VIEW` object of the engine protocol
/// (`docs/protocol.md` in the repository), from [`PlayerView::to_json`], read
/// back by [`PlayerView::from_json`]. Like the view, it holds no hidden card.
///
/// The protocol spells the centre piles `center`; the rest of the API says
/// centre.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ViewJson {
    /// The seat whose view this is.
    pub seat: u8,
    /// The seat whose turn it is.
    pub to_move: u8,
    /// Turns begun so far, the first being 1.
    pub turn: u32,
    /// The rules the game is played by.
    pub rules: Rules,
    /// The view's own hand, in slot order (`h1` first).
    pub hand: Vec<Card>,
    /// Every seat's public information, in seat order.
    pub players: Vec<SeatJson>,
    /// Centre piles bottom to top, kings as played.
    pub center: Vec<Vec<Card>>,
    /// The rank each centre pile needs next.
    pub center_needs: Vec<Rank>,
    /// Cards in the stock (never which).
    pub stock_count: usize,
    /// Complete piles set aside (`classic`); may be left out, meaning none.
    #[serde(default)]
    pub set_aside: Vec<Card>,
    /// Whether the game goes on: `"playing"`, `"won"` or `"drawn"`.
    pub status: ViewStatus,
    /// The seat that won (`null` unless `status` is `"won"`).
    pub winner: Option<u8>,
    /// The points of the win (0 unless `status` is `"won"`).
    pub points: u32,
}

/// The `VIEW` object both protocols send (`docs/protocol.md`,
/// `docs/online.md`): a seat's view of the game, the match score and the
/// match around it, and, on that seat's own turn, its legal moves, so a
/// client needs no copy of the rules. From [`Match::view_json`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MatchViewJson {
    /// The seat's view of the current game.
    #[serde(flatten)]
    pub view: ViewJson,
    /// Points per side (per seat, or per partnership).
    pub score: Vec<u32>,
    /// The match around the game.
    #[serde(rename = "match")]
    pub game_match: MatchJson,
    /// The moves the view's seat may play now, in move notation
    /// (`"h3 c1"`): listed only when asked for (the online server asks, the
    /// engine has its `legal` command) and only on the seat's own turn of a
    /// game still played. Never another seat's moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub legal: Option<Vec<Move>>,
}

/// The match around a view's game, as [`MatchViewJson::game_match`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MatchJson {
    /// The current game's number, the first being 1.
    pub game: usize,
    /// Points that win the match.
    pub target: u32,
    /// Whether points go to seats or to partnerships (side 0 = seats 0 and
    /// 2).
    pub sides: Sides,
    /// Whether the match is over.
    pub over: bool,
    /// The side that won the match, once it is over.
    pub winner: Option<u8>,
    /// Finished games, in order.
    pub results: Vec<GameResult>,
}

/// Who scores in a match: each seat, or each partnership.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Sides {
    /// Each seat is a side.
    Seats,
    /// Seats 0 and 2 are side 0, seats 1 and 3 side 1.
    Partnerships,
}

impl MatchJson {
    /// The match `m` as plain data.
    pub fn of(m: &Match) -> MatchJson {
        let rules = m.rules();
        MatchJson {
            game: m.game_number(),
            target: rules.match_target,
            sides: if rules.partnership {
                Sides::Partnerships
            } else {
                Sides::Seats
            },
            over: m.is_over(),
            winner: m.winner(),
            results: m.results().to_vec(),
        }
    }
}

impl Match {
    /// `seat`'s view of the current game with the match around it: the
    /// protocols' VIEW object. With `legal`, and only on `seat`'s own turn,
    /// it lists the seat's legal moves, worked out from its own view.
    ///
    /// ```
    /// use spite_core::{Match, Rules};
    ///
    /// let m = Match::new(Rules::g4a(), 7)?;
    /// let seat = m.game().to_move();
    /// let mine = m.view_json(seat, true);
    /// assert_eq!(mine.legal.map(|l| l.len()), Some(m.game().legal_moves().len()));
    /// assert_eq!(m.view_json(1 - seat, true).legal, None); // not its turn
    /// assert_eq!(m.view_json(seat, false).legal, None);
    /// # Ok::<(), spite_core::RulesError>(())
    /// ```
    pub fn view_json(&self, seat: u8, legal: bool) -> MatchViewJson {
        let view = self.game().observation(seat);
        MatchViewJson {
            view: view.to_json(),
            score: self.scores(),
            game_match: MatchJson::of(self),
            legal: (legal && view.is_my_turn()).then(|| view.legal_moves().into_iter().collect()),
        }
    }
}

impl PlayerView {
    /// The view as plain data: the protocol's VIEW object. Holds exactly
    /// what the view holds; nothing hidden.
    pub fn to_json(&self) -> ViewJson {
        let players = self.pos.rules.players;
        let (status, winner, points) = match self.pos.status {
            Status::Playing => (ViewStatus::Playing, None, 0),
            Status::Won { winner, points } => (ViewStatus::Won, Some(winner), points),
            Status::Drawn => (ViewStatus::Drawn, None, 0),
        };
        ViewJson {
            seat: self.seat,
            to_move: self.pos.to_move,
            turn: self.pos.turn,
            rules: self.pos.rules,
            hand: self.hand().to_vec(),
            players: (0..players)
                .map(|s| SeatJson {
                    payoff_top: self.payoff_top(s),
                    payoff_count: self.payoff_count(s),
                    hand_count: self.hand_count(s),
                    sides: (0..SIDE_PILES as u8)
                        .map(|i| self.side(s, i).to_vec())
                        .collect(),
                })
                .collect(),
            center: (0..self.pos.rules.centre_piles)
                .map(|c| self.centre(c).to_vec())
                .collect(),
            center_needs: (0..self.pos.rules.centre_piles)
                .map(|c| self.centre_needs(c))
                .collect(),
            stock_count: self.stock_count(),
            set_aside: self.set_aside().to_vec(),
            status,
            winner,
            points,
        }
    }

    /// Rebuilds a view from plain data (e.g. received over the protocol),
    /// refusing one that does not add up. A hand sent out of rank order is
    /// sorted, as games keep hands.
    ///
    /// # Errors
    /// A message saying what does not add up: rules that cannot be dealt,
    /// seats or centre piles that do not match the rules, a hand larger than
    /// the hand size or than its count, a centre pile as long as a complete
    /// one, cards that are not the rules' decks, a win without a winner.
    ///
    /// ```
    /// use spite_core::{Game, PlayerView, Rules};
    ///
    /// let view = Game::new(Rules::g4a(), 7)?.observation(0);
    /// let json = serde_json::to_string(&view.to_json())?; // what goes over the wire
    /// let back = PlayerView::from_json(&serde_json::from_str(&json)?)?;
    /// assert_eq!(back, view);
    ///
    /// let mut bad = view.to_json();
    /// bad.stock_count += 1; // one card too many
    /// assert!(PlayerView::from_json(&bad).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_json(v: &ViewJson) -> Result<PlayerView, ViewError> {
        let rules = v.rules;
        rules.validate()?;
        let players = usize::from(rules.players);
        if v.players.len() != players || v.seat >= rules.players || v.to_move >= rules.players {
            return Err(ViewError::Seats);
        }
        if v.center.len() != usize::from(rules.centre_piles) {
            return Err(ViewError::CentrePiles);
        }
        let status = match (v.status, v.winner) {
            (ViewStatus::Playing, _) => Status::Playing,
            (ViewStatus::Drawn, _) => Status::Drawn,
            (ViewStatus::Won, Some(w)) if w < rules.players => Status::Won {
                winner: w,
                points: v.points,
            },
            (ViewStatus::Won, _) => {
                return Err(ViewError::Winner);
            }
        };
        // Check the counts before building anything from them: a hostile
        // count must not make us allocate.
        let counted = v.players.iter().try_fold(v.stock_count, |sum, p| {
            sum.checked_add(p.payoff_count)?.checked_add(p.hand_count)
        });
        if counted.is_none_or(|n| n > rules.total_cards()) {
            return Err(ViewError::Cards);
        }
        let mut entries: Vec<(Pile, Vec<Card>)> = vec![];
        let hidden = |n: usize| vec![Card::HIDDEN; n];
        for (s, p) in v.players.iter().enumerate() {
            let s = s as u8;
            let mut pay = hidden(p.payoff_count.saturating_sub(1));
            if p.payoff_count > 0 {
                pay.push(p.payoff_top.ok_or(ViewError::PayoffTop)?);
            }
            entries.push((Pile::payoff(s), pay));
            if p.hand_count > usize::from(rules.hand_size) {
                return Err(ViewError::HandTooBig);
            }
            if s == v.seat {
                if v.hand.len() != p.hand_count {
                    return Err(ViewError::HandCount);
                }
                // Hands are kept in rank order (slot numbers depend on it),
                // as a dealt game keeps them; a hand sent in another order
                // is sorted, as `Setup` does.
                let mut hand = v.hand.clone();
                hand.sort();
                entries.push((Pile::hand(s), hand));
            } else {
                entries.push((Pile::hand(s), hidden(p.hand_count)));
            }
            if p.sides.len() != SIDE_PILES {
                return Err(ViewError::SidePiles);
            }
            for (i, side) in p.sides.iter().enumerate() {
                entries.push((Pile::side(s, i as u8), side.clone()));
            }
        }
        for (c, pile) in v.center.iter().enumerate() {
            if pile.len() >= rules.complete_pile_len() {
                return Err(ViewError::CompletePile);
            }
            entries.push((Pile::centre(c as u8), pile.clone()));
        }
        entries.push((Pile::SET_ASIDE, v.set_aside.clone()));
        let mut all = hidden(v.stock_count);
        let mut count = [0usize; Card::DISTINCT];
        for (_, cards) in &entries {
            for c in cards.iter().filter(|c| !c.is_unknown()) {
                count[c.index()] += 1;
            }
            all.extend_from_slice(cards);
        }
        if all.len() != rules.total_cards() || count.iter().any(|&n| n > usize::from(rules.decks()))
        {
            return Err(ViewError::Cards);
        }
        let mut table = Table::with_stock(&all);
        for (pile, cards) in entries.iter().rev() {
            table.move_block(Pile::STOCK, cards.len(), *pile);
        }
        let pos = Position {
            rules,
            table,
            to_move: v.to_move,
            status,
            turn: v.turn,
        };
        Ok(PlayerView { pos, seat: v.seat })
    }
}
