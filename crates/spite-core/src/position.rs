//! What both a full game and a seat's view share: the rules, the table, whose
//! turn it is, and the legality of moves (which needs only visible cards).

use crate::card::{Card, Rank};
use crate::error::RuleError;
use crate::event::{Drawn, Event, Events, Status};
use crate::movelist::{CENTRE_SOURCE_COUNT, FIRST_HAND, FIRST_SIDE, MoveList};
use crate::moves::{MAX_MOVES, Move, Source, Target};
use crate::rules::{CompletedPiles, Rules};
use crate::table::{MAX_CENTRE_PILES, MAX_HAND, Pile, SIDE_PILES, Table};

/// Every discard, hand slot by slot: copied, not built, for each move list.
const DISCARDS: [Move; MAX_HAND * SIDE_PILES] = {
    let mut list = [Move::new(Source::Hand(0), Target::Side(0)); MAX_HAND * SIDE_PILES];
    let mut i = 0;
    while i < list.len() {
        list[i] = Move::new(
            Source::Hand((i / SIDE_PILES) as u8),
            Target::Side((i % SIDE_PILES) as u8),
        );
        i += 1;
    }
    list
};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub rules: Rules,
    pub table: Table,
    pub to_move: u8,
    pub status: Status,
    /// Turns begun so far, the first turn being 1.
    pub turn: u32,
}

impl Position {
    /// The rank centre pile `c` needs next.
    ///
    /// A pile is cleared by the move that completes it, and every loader
    /// refuses a pile as long as a complete one, so it never holds a king's
    /// worth. Should that ever fail, a read must still not bring a frontend
    /// down, so it answers king rather than panic (the random-play tests
    /// check the length after every move).
    #[inline]
    pub fn needs(&self, c: u8) -> Rank {
        let len = self.table.centre_len(usize::from(c)) as u8;
        Rank::new(len.saturating_add(1)).unwrap_or(Rank::KING)
    }

    /// A seat's hand, pay-off pile or side pile, or centre pile, for the
    /// public readers: a seat or pile that is not at this table holds no
    /// cards (rather than reading whichever pile its index would reach).
    #[inline]
    pub fn hand_of(&self, seat: u8) -> &[Card] {
        if seat < self.rules.players {
            self.table.pile(Pile::hand(seat))
        } else {
            &[]
        }
    }

    /// See [`Position::hand_of`].
    #[inline]
    pub fn payoff_of(&self, seat: u8) -> &[Card] {
        if seat < self.rules.players {
            self.table.pile(Pile::payoff(seat))
        } else {
            &[]
        }
    }

    /// See [`Position::hand_of`].
    #[inline]
    pub fn side_of(&self, seat: u8, pile: u8) -> &[Card] {
        if seat < self.rules.players && usize::from(pile) < SIDE_PILES {
            self.table.pile(Pile::side(seat, pile))
        } else {
            &[]
        }
    }

    /// See [`Position::hand_of`].
    #[inline]
    pub fn centre_of(&self, pile: u8) -> &[Card] {
        if pile < self.rules.centre_piles {
            self.table.pile(Pile::centre(pile))
        } else {
            &[]
        }
    }

    /// [`Position::needs`] for the public readers: a pile not at this table
    /// holds no cards, so it answers an ace rather than panic.
    #[inline]
    pub fn needs_of(&self, c: u8) -> Rank {
        if c < self.rules.centre_piles {
            self.needs(c)
        } else {
            Rank::ACE
        }
    }

    #[inline]
    pub fn fits(&self, card: Card, c: u8) -> bool {
        !card.is_unknown()
            && (card.rank() == self.needs(c) || (self.rules.kings_wild && card.is_king()))
    }

    /// The pile and index a source names for `seat`, with the card there.
    #[inline]
    pub fn source(&self, seat: u8, from: Source) -> Result<(Pile, usize, Card), RuleError> {
        let top = |pile: Pile, empty: RuleError| match self.table.row_top(pile) {
            Some(card) => Ok((pile, self.table.row_pile_len(pile) - 1, card)),
            None => Err(empty),
        };
        let (pile, index, card) = match from {
            Source::Hand(i) => {
                let hand = self.table.hand(usize::from(seat));
                match hand.get(usize::from(i)) {
                    Some(&card) => (Pile::hand(seat), usize::from(i), card),
                    None => {
                        return Err(RuleError::NoHandCard {
                            seat,
                            slot: i.saturating_add(1),
                            len: hand.len() as u8,
                        });
                    }
                }
            }
            Source::Payoff => top(Pile::payoff(seat), RuleError::EmptyPayoff { seat })?,
            Source::PartnerPayoff => {
                let partner = self.rules.partner(seat).ok_or(RuleError::NoPartner)?;
                top(
                    Pile::payoff(partner),
                    RuleError::EmptyPartnerPayoff { partner },
                )?
            }
            // An index past the seat's own side piles must not reach another
            // seat's (a move is plain data that any program may build).
            Source::Side(i) if usize::from(i) >= SIDE_PILES => {
                return Err(RuleError::NoSidePile {
                    pile: i.saturating_add(1),
                });
            }
            Source::Side(i) => top(Pile::side(seat, i), RuleError::EmptySide { pile: i + 1 })?,
        };
        if card.is_unknown() {
            return Err(RuleError::Unknown);
        }
        Ok((pile, index, card))
    }

    /// Checks `mv` for the seat to move; on success, where its card is.
    #[inline]
    pub fn check(&self, mv: Move) -> Result<(Pile, usize, Card), RuleError> {
        if self.status.is_over() {
            return Err(RuleError::GameOver);
        }
        let seat = self.to_move;
        match mv.to {
            Target::Centre(c) if c >= self.rules.centre_piles => {
                return Err(RuleError::NoCentrePile {
                    pile: c.saturating_add(1),
                    piles: self.rules.centre_piles,
                });
            }
            // A move is plain data that any program may build: an index past
            // the seat's own side piles must not reach another seat's.
            Target::Side(s) if usize::from(s) >= SIDE_PILES => {
                return Err(RuleError::NoSidePile {
                    pile: s.saturating_add(1),
                });
            }
            _ => {}
        }
        let found = self.source(seat, mv.from)?;
        match (mv.from, mv.to) {
            (Source::Payoff | Source::PartnerPayoff, Target::Side(_)) => {
                Err(RuleError::PayoffToSide)
            }
            (Source::Side(_), Target::Side(_)) => Err(RuleError::SideToSide),
            (Source::Hand(_), Target::Side(_)) => Ok(found),
            (_, Target::Centre(c)) => {
                if self.fits(found.2, c) {
                    Ok(found)
                } else {
                    Err(RuleError::DoesNotFit {
                        card: found.2,
                        centre: c + 1,
                        needs: self.needs(c),
                    })
                }
            }
        }
    }

    /// Every legal move of the seat to move: pay-off first, then partner's
    /// pay-off, side piles, hand to centre piles and hand to side piles.
    #[inline]
    pub fn legal_moves(&self, out: &mut MoveList) {
        out.clear();
        if self.status.is_over() {
            return;
        }
        let seat = self.to_move;
        let piles = self.rules.centre_piles;
        // For every rank, the centre piles that take it, as a bit mask: most
        // cards fit nowhere, and are skipped with one lookup.
        // Indexed by `Card::rank_slot`, so an unknown card (slot 63) fits nowhere.
        const { assert!(MAX_CENTRE_PILES <= 8, "a centre pile mask is a u8") };
        let mut takes = [0u8; 64];
        for c in 0..piles {
            // A pile holding n cards needs rank n + 1, whose slot is n (and
            // n < 13, so the `% 64` only spares a bounds check).
            takes[self.table.centre_len(usize::from(c)) % 64] |= 1 << c;
        }
        if self.rules.kings_wild {
            takes[12] = u8::MAX >> (8 - piles);
        }
        // Every source's card, the unknown card where there is none (an empty
        // pile, no partner, an unused hand slot): it fits nowhere.
        let mut cards = [Card::HIDDEN; CENTRE_SOURCE_COUNT];
        cards[0] = self.table.row_top_or_hidden(Pile::payoff(seat));
        if let Some(partner) = self.rules.partner(seat) {
            cards[1] = self.table.row_top_or_hidden(Pile::payoff(partner));
        }
        for (i, card) in cards[FIRST_SIDE..FIRST_HAND].iter_mut().enumerate() {
            *card = self.table.row_top_or_hidden(Pile::side(seat, i as u8));
        }
        cards[FIRST_HAND..].copy_from_slice(self.table.hand_slots(usize::from(seat)));
        let hand = self.table.hand(usize::from(seat));
        out.push_centre_moves(&cards, &takes, piles, hand.len());
        // At most (2 + SIDE_PILES + MAX_HAND) * MAX_CENTRE_PILES centre moves
        // are kept, so the list has room for every discard slot after them.
        const {
            assert!(
                (2 + SIDE_PILES + MAX_HAND) * MAX_CENTRE_PILES + DISCARDS.len() <= MAX_MOVES,
                "a move list holds every centre move and every discard slot"
            )
        };
        out.extend_keeping(&DISCARDS, hand.len() * SIDE_PILES);
    }

    /// Points for a win by `winner`: cards left in the opponents' pay-off piles.
    pub fn points_for(&self, winner: u8) -> u32 {
        let side = self.rules.side_of(winner);
        (0..self.rules.players)
            .filter(|&s| self.rules.side_of(s) != side)
            .map(|s| self.table.len(Pile::payoff(s)) as u32)
            .sum()
    }

    /// Whether `seat`'s side has emptied every pay-off pile it must.
    pub fn has_gone_out(&self, seat: u8) -> bool {
        self.table.len(Pile::payoff(seat)) == 0
            && self
                .rules
                .partner(seat)
                .is_none_or(|p| self.table.len(Pile::payoff(p)) == 0)
    }

    /// Plays `mv` for the seat to move, appending what happened to `ev`
    /// (which the caller clears: filling the caller's list saves copying it
    /// on return). A refused move changes nothing. When the move ends the
    /// turn, the next seat's turn-start draw happens here.
    #[inline]
    pub(crate) fn apply(
        &mut self,
        mv: Move,
        ev: &mut Events,
        shuffle: &mut dyn FnMut(&mut [Card]),
    ) -> Result<(), RuleError> {
        let (pile, index, card) = self.check(mv)?;
        let seat = self.to_move;
        // Take the card from where it is; the pile kinds are known here, so
        // no generic pile dispatch is needed on the hot path.
        let taken = match mv.from {
            Source::Hand(_) => self.table.take_from_hand(usize::from(seat), index),
            Source::Payoff | Source::PartnerPayoff | Source::Side(_) => {
                self.table.take_row_top(pile)
            }
        };
        debug_assert_eq!(taken, card, "the checked card is the one taken");
        match mv.to {
            Target::Side(s) => {
                self.table.push_row(Pile::side(seat, s), card);
                ev.push(Event::Played {
                    seat,
                    mv,
                    card,
                    counts_as: None,
                });
                self.end_turn(ev, shuffle);
            }
            Target::Centre(c) => {
                let counts_as = self.needs(c);
                self.table.push_centre(usize::from(c), card);
                ev.push(Event::Played {
                    seat,
                    mv,
                    card,
                    counts_as: Some(counts_as),
                });
                // The last pay-off card may also complete its pile: the pile is
                // completed as on any other move, and only then does the game
                // end, so the final table never shows a complete pile.
                let mut emptied_payoff = false;
                if matches!(mv.from, Source::Payoff | Source::PartnerPayoff) {
                    let owner = match mv.from {
                        Source::PartnerPayoff => {
                            self.rules.partner(seat).expect("checked: partnership")
                        }
                        _ => seat,
                    };
                    match self.table.row_top(Pile::payoff(owner)) {
                        // In a view's what-if play the next card is not known yet.
                        Some(next) if !next.is_unknown() => ev.push(Event::PayoffTurned {
                            seat: owner,
                            card: next,
                        }),
                        Some(_) => {}
                        None => emptied_payoff = true,
                    }
                }
                if counts_as == self.rules.complete_at {
                    self.complete(c, ev, shuffle);
                }
                if emptied_payoff && self.has_gone_out(seat) {
                    let result = Status::Won {
                        winner: seat,
                        points: self.points_for(seat),
                    };
                    self.status = result;
                    ev.push(Event::GameOver { result });
                    return Ok(());
                }
                if matches!(mv.from, Source::Hand(_))
                    && self.table.hand(usize::from(seat)).is_empty()
                {
                    if self.rules.refill_empty_hand {
                        self.draw_up(seat, ev, shuffle);
                    } else {
                        self.end_turn(ev, shuffle);
                    }
                }
            }
        }
        Ok(())
    }

    fn complete(&mut self, c: u8, ev: &mut Events, shuffle: &mut dyn FnMut(&mut [Card])) {
        let centre = Pile::centre(c);
        let len = self.table.len(centre);
        ev.push(Event::PileCompleted { centre: c });
        match self.rules.completed_piles {
            CompletedPiles::ShuffleIntoStock => {
                self.table.move_block(centre, len, Pile::STOCK);
                self.shuffle_stock(ev, shuffle);
            }
            CompletedPiles::SetAside => self.table.move_block(centre, len, Pile::SET_ASIDE),
        }
    }

    fn shuffle_stock(&mut self, ev: &mut Events, shuffle: &mut dyn FnMut(&mut [Card])) {
        shuffle(self.table.pile_mut(Pile::STOCK));
        ev.push(Event::StockShuffled {
            stock: self.table.len(Pile::STOCK) as u16,
        });
    }

    #[inline]
    fn end_turn(&mut self, ev: &mut Events, shuffle: &mut dyn FnMut(&mut [Card])) {
        // Not `%`: a division costs more than the rest of this function.
        let next = if self.to_move + 1 < self.rules.players {
            self.to_move + 1
        } else {
            0
        };
        self.to_move = next;
        self.turn += 1;
        ev.push(Event::TurnPassed { seat: next });
        self.draw_up(next, ev, shuffle);
    }

    /// Draws one card at a time until `seat` holds a full hand. A card that
    /// must be drawn from an empty stock ends the game drawn, unless set-aside
    /// piles can be shuffled into a new stock.
    #[inline]
    pub fn draw_up(&mut self, seat: u8, ev: &mut Events, shuffle: &mut dyn FnMut(&mut [Card])) {
        let s = usize::from(seat);
        let full = usize::from(self.rules.hand_size);
        // The cards are named here; `Game` hides them from everyone but
        // the seat that drew them (`MoveEvents`).
        let drew = |drawn: Drawn| Event::Drew {
            seat,
            count: drawn.cards().len() as u8,
            cards: Some(drawn),
        };
        let mut drawn = Drawn::new();
        while self.table.hand(s).len() < full {
            if self.table.row_pile_len(Pile::STOCK) == 0 {
                if !drawn.cards().is_empty() {
                    ev.push(drew(drawn));
                    drawn = Drawn::new();
                }
                if !self.refill_stock(ev, shuffle) {
                    return;
                }
            }
            drawn.push(self.table.draw_into_hand(s));
        }
        if !drawn.cards().is_empty() {
            ev.push(drew(drawn));
        }
    }

    /// A card must be drawn from the empty stock: shuffles the set-aside
    /// piles into a new stock if the rules allow and there are any, else
    /// ends the game drawn. Whether there is a stock again.
    #[cold]
    fn refill_stock(&mut self, ev: &mut Events, shuffle: &mut dyn FnMut(&mut [Card])) -> bool {
        let set_aside = self.table.row_pile_len(Pile::SET_ASIDE);
        if set_aside > 0 && self.rules.completed_piles == CompletedPiles::SetAside {
            self.table
                .move_block(Pile::SET_ASIDE, set_aside, Pile::STOCK);
            self.shuffle_stock(ev, shuffle);
            true
        } else {
            self.status = Status::Drawn;
            ev.push(Event::GameOver {
                result: Status::Drawn,
            });
            false
        }
    }
}
