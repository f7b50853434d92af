// The worked first turn the rules show: a table as one seat sees it at the
// deal, and the moves of its first turn, each with the sentence that says
// it. Only data, the cards' moving from pile to pile and what the
// example's piles need (for their captions): that the turn is legal under
// the default rules is checked by test/rules-example.test.ts with rules of
// its own, so the table's play still comes from the server alone.

import { RANKS } from "./cards";
import type { Card, Rank } from "./protocol";

/** What the pictures show of the table: your piles and the centre. */
export type Board = {
  /** The pay-off pile's cards that get turned up, its top first. */
  payoff: Card[];
  /** How many cards the pay-off pile holds. */
  payoffCount: number;
  hand: Card[];
  /** Each centre pile, bottom first. */
  centre: Card[][];
  /** Each side pile, bottom first. */
  side: Card[][];
};

export type ExampleMove = {
  from: { kind: "hand"; card: Card } | { kind: "payoff" };
  to: { kind: "centre" | "side"; index: number };
};

/** A step: its sentence (a `web-rules-step-*` id) and the move it makes, if any. */
export type Step = { words: string; move?: ExampleMove };

export const DEAL: Board = {
  payoff: ["3H", "5S", "QD"],
  payoffCount: 20,
  hand: ["AC", "2D", "KS", "7H", "9C"],
  centre: [[], [], []],
  side: [[], [], [], []],
};

const toCentre = (index: number) => ({ kind: "centre" as const, index });

export const STEPS: Step[] = [
  { words: "web-rules-step-deal" },
  { words: "web-rules-step-ace", move: { from: { kind: "hand", card: "AC" }, to: toCentre(0) } },
  { words: "web-rules-step-two", move: { from: { kind: "hand", card: "2D" }, to: toCentre(0) } },
  { words: "web-rules-step-payoff", move: { from: { kind: "payoff" }, to: toCentre(0) } },
  { words: "web-rules-step-king", move: { from: { kind: "hand", card: "KS" }, to: toCentre(0) } },
  { words: "web-rules-step-five", move: { from: { kind: "payoff" }, to: toCentre(0) } },
  { words: "web-rules-step-discard", move: { from: { kind: "hand", card: "9C" }, to: { kind: "side", index: 0 } } },
];

/** The board after `move`: the card taken from its place and put on its pile. */
export function apply(board: Board, move: ExampleMove): Board {
  const b: Board = { ...board, payoff: [...board.payoff], hand: [...board.hand], centre: board.centre.map((p) => [...p]), side: board.side.map((p) => [...p]) };
  let card: Card;
  if (move.from.kind === "payoff") {
    const top = b.payoff.shift();
    if (!top) throw new Error("the example's pay-off pile has no more known cards");
    card = top;
    b.payoffCount -= 1;
  } else {
    const at = b.hand.indexOf(move.from.card);
    if (at < 0) throw new Error(`${move.from.card} is not in the example's hand`);
    card = move.from.card;
    b.hand.splice(at, 1);
  }
  (move.to.kind === "centre" ? b.centre : b.side)[move.to.index].push(card);
  return b;
}

/** The board as each step leaves it (the first: as dealt). */
export function boards(deal: Board = DEAL, steps: Step[] = STEPS): Board[] {
  const out: Board[] = [];
  let b = deal;
  for (const s of steps) {
    if (s.move) b = apply(b, s.move);
    out.push(b);
  }
  return out;
}

/** The rank a centre pile of the example needs next: one more than its cards (a king stays a king). */
export function needs(pile: Card[]): Rank {
  return RANKS[pile.length];
}
