// The rules' worked first turn is a legal turn under the default rules
// (docs/rules.md, g4a): checked here, by a few lines of the rules written
// for the test, so that the page itself keeps no copy of them.

import { describe, expect, it } from "vitest";
import { rankValue, rankOf } from "../src/cards";
import { apply, boards, DEAL, STEPS, type Board, type ExampleMove } from "../src/rules-example";

const HAND = 5;
const COMPLETE_AT = 12; // the queen

/** The rank a centre pile needs next: one more than its cards (kings stay kings). */
const needs = (pile: string[]) => pile.length + 1;

/** Under g4a: the card goes on the centre pile if it is the rank needed, or a king. */
const fits = (card: string, pile: string[]) => rankOf(card) === "K" || rankValue(rankOf(card)) === needs(pile);

/** Every card that could go to a centre pile now: pay-off top, hand cards, side piles' tops. */
function playable(b: Board): string[] {
  const sources = [b.payoff[0], ...b.hand, ...b.side.map((p) => p.at(-1))].filter((c): c is string => !!c);
  return sources.filter((c) => b.centre.some((p) => fits(c, p)));
}

function legal(b: Board, m: ExampleMove): string | null {
  const card = m.from.kind === "payoff" ? b.payoff[0] : m.from.card;
  if (m.from.kind === "hand" && !b.hand.includes(m.from.card)) return `${card} is not in the hand`;
  if (m.to.kind === "side") return m.from.kind === "hand" && m.to.index < 4 ? null : "only a hand card may go to a side pile";
  const pile = b.centre[m.to.index];
  if (!pile) return "no such centre pile";
  return fits(card, pile) ? null : `${card} does not fit a pile that needs ${needs(pile)}`;
}

describe("the rules' worked first turn", () => {
  it("starts from a deal: five hand cards, empty centre and side piles, a face-up pay-off card", () => {
    expect(DEAL.hand).toHaveLength(HAND);
    expect(DEAL.centre).toEqual([[], [], []]);
    expect(DEAL.side).toEqual([[], [], [], []]);
    expect(DEAL.payoffCount).toBe(20);
    expect(STEPS[0].move).toBeUndefined();
  });

  it("makes only legal moves, plays to the centre, then ends with one discard", () => {
    let b = DEAL;
    const moves = STEPS.flatMap((s) => (s.move ? [s.move] : []));
    moves.forEach((m, i) => {
      expect(legal(b, m), `move ${i + 1}`).toBeNull();
      const isLast = i === moves.length - 1;
      // The discard ends the turn: it is the last move and the only one to a side pile.
      expect(m.to.kind === "side", `move ${i + 1}`).toBe(isLast);
      b = apply(b, m);
      for (const pile of b.centre) expect(pile.length).toBeLessThan(COMPLETE_AT);
    });
  });

  it("discards only when nothing else can be played, as its words say", () => {
    const all = boards();
    const beforeDiscard = all[all.length - 2];
    expect(STEPS[STEPS.length - 1].words).toBe("web-rules-step-discard");
    expect(playable(beforeDiscard)).toEqual([]);
  });

  it("shows what the words say: a king played as the 4, two pay-off cards gone, a queen up, the 7 kept", () => {
    const all = boards();
    const king = STEPS.findIndex((s) => s.words === "web-rules-step-king");
    expect(all[king].centre[0]).toEqual(["AC", "2D", "3H", "KS"]);
    const end = all[all.length - 1];
    expect(end.centre[0]).toEqual(["AC", "2D", "3H", "KS", "5S"]);
    expect(needs(end.centre[0])).toBe(6);
    expect(end.payoff[0]).toBe("QD");
    expect(end.payoffCount).toBe(18);
    expect(end.hand).toEqual(["7H"]);
    expect(end.side[0]).toEqual(["9C"]);
    // The next turn draws up to five: four cards.
    expect(HAND - end.hand.length).toBe(4);
  });

  it("refuses a move the example cannot make, rather than making up a card", () => {
    expect(() => apply(DEAL, { from: { kind: "hand", card: "QS" }, to: { kind: "centre", index: 0 } })).toThrow(/QS/);
    const drained = { ...DEAL, payoff: [] };
    expect(() => apply(drained, { from: { kind: "payoff" }, to: { kind: "centre", index: 0 } })).toThrow();
  });
});
