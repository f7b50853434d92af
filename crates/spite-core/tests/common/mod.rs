//! Helpers for laying out exact positions.
#![allow(dead_code)]

use spite_core::{Card, Rules, Setup};

pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

pub fn card(text: &str) -> Card {
    text.parse().expect("test card")
}

/// A layout for `rules` in which the given piles hold exactly these cards
/// and every remaining card is in the stock, in rank order below `stock_top`
/// (whose last card is drawn first).
#[derive(Default)]
pub struct Layout {
    pub payoff: Vec<&'static str>,
    pub hands: Vec<&'static str>,
    pub sides: Vec<[&'static str; 4]>,
    pub centre: Vec<&'static str>,
    pub set_aside: &'static str,
    pub stock_top: &'static str,
    /// Put every remaining card in the set-aside pile instead of the stock.
    pub rest_set_aside: bool,
    pub first: Option<u8>,
}

impl Layout {
    pub fn build(&self, rules: &Rules) -> Setup {
        let mut left: Vec<usize> = vec![usize::from(rules.decks()); 52];
        let mut take = |text: &str| {
            let cs = cards(text);
            for c in &cs {
                assert!(left[c.index()] > 0, "layout uses {c} too often");
                left[c.index()] -= 1;
            }
            cs
        };
        let payoff: Vec<Vec<Card>> = self.payoff.iter().map(|p| take(p)).collect();
        let hands: Vec<Vec<Card>> = self.hands.iter().map(|p| take(p)).collect();
        let sides: Vec<Vec<Vec<Card>>> = self
            .sides
            .iter()
            .map(|s| s.iter().map(|p| take(p)).collect())
            .collect();
        let centre: Vec<Vec<Card>> = self.centre.iter().map(|p| take(p)).collect();
        let mut set_aside = take(self.set_aside);
        let top = take(self.stock_top);
        let mut rest: Vec<Card> = vec![];
        for c in Card::all() {
            for _ in 0..left[c.index()] {
                rest.push(c);
            }
        }
        let stock = if self.rest_set_aside {
            set_aside.extend(rest);
            top
        } else {
            rest.extend(top);
            rest
        };
        Setup {
            payoff,
            hands,
            stock,
            sides,
            centre,
            set_aside,
            first: self.first,
        }
    }
}
