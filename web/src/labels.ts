// The accessible names of piles and cards, the same words a screen reader
// and the end-to-end tests find them by ("Hand card 2: 7 of hearts",
// "Centre pile 1: king standing for 4, needs a 5"), in the page's language.

import { aRank, cardName, rankName, rankOf, rankValue, RANKS } from "./cards";
import { t } from "./i18n";
import type { Card, Rank } from "./protocol";

/**
 * A pile's caption as shown: a word with a hyphen in it ("pay-off") is
 * never broken at the hyphen when the caption wraps in a narrow slot
 * (a non-breaking hyphen in its place).
 */
export function unbroken(caption: string): string {
  return caption.replace(/(\p{L})-(?=\p{L})/gu, "$1\u2011");
}

/** Whose pile it is: yours, your partner's, or a named seat's. */
export type Owner = { kind: "you" | "partner" | "other"; name: string };

export function pileCards(cards: Card[]): string {
  return cards.map(cardName).join(", ");
}

/** "Your side pile 1: 3 cards, top 9 of spades; bottom to top: 2 of clubs, jack of hearts, 9 of spades" */
export function sidePileLabel(owner: Owner, index: number, cards: Card[]): string {
  const top = cards.length ? cardName(cards[cards.length - 1]) : "";
  return t("web-label-side", { ...owner, index: index + 1, count: cards.length, top, cards: pileCards(cards) });
}

export function payoffLabel(owner: Owner, top: Card | null, count: number): string {
  return t("web-label-payoff", { ...owner, count: top ? count : 0, top: top ? cardName(top) : "" });
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
  const args = { index: index + 1, needs: aRank(needs) };
  if (pile.length === 0) return t("web-label-centre-empty", args);
  const stands = standsFor(pile, needs);
  if (stands) return t("web-label-centre-wild", { ...args, as: rankName(stands) });
  return t("web-label-centre", { ...args, top: cardName(pile[pile.length - 1]) });
}

export function handLabel(owner: Owner, count: number): string {
  return t("web-label-hand", { ...owner, count });
}
