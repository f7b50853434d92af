// The table's keyboard map: 1–8 pick up a hand card, P the pay-off pile,
// O the partner's, Q W E R a side pile, A S D F … a centre pile; H a hint,
// U or Ctrl+Z an undo, ? the help, Esc puts the card down. Plain data, so
// the map is tested without a page.

import type { Source, Target } from "./rules";

export const CENTRE_KEYS = ["a", "s", "d", "f", "g", "j", "k", "l"];
export const SIDE_KEYS = ["q", "w", "e", "r"];

/** The key letter shown beside a pile it plays to. */
export function targetKey(t: Target): string {
  return t.kind === "centre" ? CENTRE_KEYS[t.index] ?? "" : SIDE_KEYS[t.index] ?? "";
}

/** What a key asks of the table. */
export type KeyAction =
  | { kind: "pick"; source: Source }
  | { kind: "play"; source: Source; target: Target }
  | { kind: "drop"; target: Target }
  | { kind: "hint" }
  | { kind: "undo" }
  | { kind: "help" }
  /** Esc: the card put down, the hint and the pop-ups gone. */
  | { kind: "put-down" }
  /** One of the table's keys, with nothing to do now (a hand card not there). */
  | { kind: "none" };

/** What the table has that the keys reach. */
export type KeyTable = { handSize: number; centrePiles: number; partner: boolean; held: Source | null };

/**
 * The action of a key (`KeyboardEvent.key`, lower-cased) with or without
 * Ctrl; null when the key is not the table's (the page keeps it).
 */
export function keyAction(key: string, ctrl: boolean, table: KeyTable): KeyAction | null {
  if (ctrl) return key === "z" ? { kind: "undo" } : null;
  if (key === "escape") return { kind: "put-down" };
  if (/^[1-8]$/.test(key)) {
    const index = Number(key) - 1;
    return index < table.handSize ? { kind: "pick", source: { kind: "hand", index } } : { kind: "none" };
  }
  if (key === "p") return { kind: "pick", source: { kind: "payoff" } };
  if (key === "o" && table.partner) return { kind: "pick", source: { kind: "partner_payoff" } };
  if (SIDE_KEYS.includes(key)) {
    const index = SIDE_KEYS.indexOf(key);
    // A hand card held and a side pile named: the card is discarded there.
    const h = table.held;
    return h?.kind === "hand" ? { kind: "play", source: h, target: { kind: "side", index } } : { kind: "pick", source: { kind: "side", index } };
  }
  if (CENTRE_KEYS.includes(key)) {
    const index = CENTRE_KEYS.indexOf(key);
    return index < table.centrePiles ? { kind: "drop", target: { kind: "centre", index } } : { kind: "none" };
  }
  if (key === "h") return { kind: "hint" };
  if (key === "u") return { kind: "undo" };
  if (key === "?") return { kind: "help" };
  return null;
}
