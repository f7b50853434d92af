// Cards as the protocol writes them ("QD", "TH", "AS"): their rank and suit,
// their names for people and screen readers, and their symbols.

import { t } from "./i18n";
import type { Card, Rank } from "./protocol";

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;

export type Suit = "S" | "H" | "D" | "C";

const SUIT_SYMBOL: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
// The suit as ui-card-name selects on it.
const SUIT_NAME: Record<Suit, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

/**
 * One spelling of a rank: cards write a ten `T` ("TH"), ranks on their own
 * (what a centre pile needs) write it `10`.
 */
export function normRank(rank: Rank): Rank {
  return rank === "10" ? "T" : rank;
}

/** The rank's value, ace 1 … king 13. */
export function rankValue(rank: Rank): number {
  const i = RANKS.indexOf(normRank(rank) as (typeof RANKS)[number]);
  if (i < 0) throw new Error(`not a rank: ${rank}`);
  return i + 1;
}

export function rankOf(card: Card): Rank {
  return card.slice(0, card.length - 1);
}

export function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

/** "10" for T, the letter otherwise: what a card's corner shows. */
export function rankLabel(rank: Rank): string {
  return normRank(rank) === "T" ? "10" : rank;
}

export function suitSymbol(card: Card): string {
  return SUIT_SYMBOL[suitOf(card)];
}

export function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === "H" || s === "D";
}

/** "7♥", "10♠": the corner index. */
export function shortName(card: Card): string {
  return rankLabel(rankOf(card)) + suitSymbol(card);
}

/** "ace", "7", "queen" (the rank-name message). */
export function rankName(rank: Rank): string {
  return t("rank-name", { rank: rankValue(rank) });
}

/** With its article: "an ace", "a 7", "an 8" (the rank-a message). */
export function aRank(rank: Rank): string {
  return t("rank-a", { rank: rankValue(rank) });
}

/** "7 of hearts", "queen of spades" (the ui-card-name message). */
export function cardName(card: Card): string {
  return t("ui-card-name", { rank: rankValue(rankOf(card)), suit: SUIT_NAME[suitOf(card)] });
}
