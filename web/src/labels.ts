// The accessible names of piles and cards, the same words a screen reader
// and the end-to-end tests find them by ("Hand card 2: 7 of hearts",
// "Centre pile 1: king standing for 4, needs a 5").

import { aRank, cardName, rankName, rankOf, rankValue, RANKS } from "./cards";
import type { Card, Rank } from "./protocol";

export function pileCards(cards: Card[]): string {
  return cards.map(cardName).join(", ");
}

/** "3 cards, top 9 of spades; bottom to top: 2 of clubs, jack of hearts, 9 of spades" */
export function sidePileLabel(owner: string, index: number, cards: Card[]): string {
  const head = `${owner} side pile ${index + 1}`;
  if (cards.length === 0) return `${head}: empty`;
  const top = cards[cards.length - 1];
  const n = `${cards.length} card${cards.length === 1 ? "" : "s"}`;
  return cards.length === 1
    ? `${head}: ${n}, ${cardName(top)}`
    : `${head}: ${n}, top ${cardName(top)}; bottom to top: ${pileCards(cards)}`;
}

export function payoffLabel(owner: string, top: Card | null, count: number): string {
  const head = `${owner} pay-off pile`;
  if (!top || count === 0) return `${head}: empty`;
  return `${head}: ${count} card${count === 1 ? "" : "s"}, top ${cardName(top)}`;
}

/** The rank a centre pile's top card stands for (a wild king), if any. */
export function standsFor(pile: Card[], needs: Rank): Rank | null {
  if (pile.length === 0) return null;
  const top = pile[pile.length - 1];
  if (rankOf(top) !== "K") return null;
  const v = rankValue(needs) - 1;
  if (v < 1 || v >= 13) return null;
  return RANKS[v - 1];
}

export function centreLabel(index: number, pile: Card[], needs: Rank): string {
  const head = `Centre pile ${index + 1}`;
  if (pile.length === 0) return `${head}: empty, needs ${aRank(needs)}`;
  const top = pile[pile.length - 1];
  const stands = standsFor(pile, needs);
  const what = stands ? `king standing for ${rankName(stands)}` : cardName(top);
  return `${head}: ${what}, needs ${aRank(needs)}`;
}

export function handLabel(owner: string, count: number): string {
  return `${owner} hand: ${count} card${count === 1 ? "" : "s"}, face down`;
}
