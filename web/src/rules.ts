// Moves as the client handles them, from its own view only: the move
// text the server reads ("h3 c1", "p c2", "h2 s1"), the piles a held card
// may go to (to light them) and why not. Which moves are legal is never
// worked out here: the server lists the seat's legal moves in its view on
// its turn (`legal`), so the client needs no copy of the rules. (Hints
// come from the server too, which gives every frontend the same one.)

import { aRank, shortName } from "./cards";
import { handPlace } from "./hand-slots";
import { t as tr, word, type Words } from "./i18n";
import type { Card, MatchViewJson, Rules, ViewJson } from "./protocol";

export type Source =
  | { kind: "hand"; index: number }
  | { kind: "payoff" }
  | { kind: "partner_payoff" }
  | { kind: "side"; index: number };

export type Target = { kind: "centre"; index: number } | { kind: "side"; index: number };

export const SIDE_PILES = 4;

export function sourceText(s: Source): string {
  switch (s.kind) {
    case "hand":
      return `h${s.index + 1}`;
    case "payoff":
      return "p";
    case "partner_payoff":
      return "pp";
    case "side":
      return `s${s.index + 1}`;
  }
}

export function targetText(t: Target): string {
  return t.kind === "centre" ? `c${t.index + 1}` : `s${t.index + 1}`;
}

/** Reads a pile's text ("c2", "s1"); null when it is not one. */
export function parseTarget(text: string): Target | null {
  const m = /^([cs])(\d+)$/.exec(text);
  if (!m || Number(m[2]) < 1) return null;
  return { kind: m[1] === "c" ? "centre" : "side", index: Number(m[2]) - 1 };
}

export function moveText(s: Source, t: Target): string {
  return `${sourceText(s)} ${targetText(t)}`;
}

/** Reads a move's text; null when it is not one. */
export function parseMove(text: string): { source: Source; target: Target } | null {
  const m = /^(h(\d+)|pp|p|s(\d+)) (c(\d+)|s(\d+))$/.exec(text.trim().toLowerCase());
  if (!m) return null;
  let source: Source;
  if (m[2] !== undefined) source = { kind: "hand", index: Number(m[2]) - 1 };
  else if (m[1] === "pp") source = { kind: "partner_payoff" };
  else if (m[1] === "p") source = { kind: "payoff" };
  else source = { kind: "side", index: Number(m[3]) - 1 };
  const target: Target =
    m[5] !== undefined
      ? { kind: "centre", index: Number(m[5]) - 1 }
      : { kind: "side", index: Number(m[6]) - 1 };
  if (("index" in source && source.index < 0) || target.index < 0) return null;
  return { source, target };
}

export function sameSource(a: Source | null, b: Source | null): boolean {
  return a !== null && b !== null && sourceText(a) === sourceText(b);
}

export function sameTarget(a: Target | null, b: Target | null): boolean {
  return a !== null && b !== null && targetText(a) === targetText(b);
}

/** The partner's seat in the partnership game. */
export function partnerOf(rules: Rules, seat: number): number | null {
  return rules.partnership && rules.players === 4 ? (seat + 2) % 4 : null;
}

/** The side a seat plays for: its partnership, or itself. */
export function sideOf(rules: Rules, seat: number): number {
  return rules.partnership && rules.players === 4 ? seat % 2 : seat;
}

/** The card a source of the view's own seat holds now, if any. */
export function cardAt(view: ViewJson, s: Source): Card | null {
  const me = view.players[view.seat];
  switch (s.kind) {
    case "hand":
      return view.hand[s.index] ?? null;
    case "payoff":
      return me?.payoff_top ?? null;
    case "partner_payoff": {
      const p = partnerOf(view.rules, view.seat);
      return p === null ? null : (view.players[p]?.payoff_top ?? null);
    }
    case "side": {
      const pile = me?.sides[s.index] ?? [];
      return pile.length ? pile[pile.length - 1] : null;
    }
  }
}

/** "hand card 2", "your pay-off pile", "side pile 1". */
export function sourceName(s: Source): string {
  const source = { hand: "hand", payoff: "payoff", partner_payoff: "partner", side: "side" }[s.kind];
  // A hand card by its place on screen, as its key and label number it.
  const index = s.kind === "hand" ? handPlace(s.index) : "index" in s ? s.index : -1;
  return tr("web-source", { source, index: index + 1 });
}

/** "centre pile 1", "side pile 2". */
export function targetName(t: Target): string {
  return word(targetWords(t));
}

/** A target's name as words, for lines kept and worded later. */
export function targetWords(t: Target): Words {
  return { id: "web-target", args: { where: t.kind, index: t.index + 1 } };
}

/** Whether the view's seat may play now at all. */
export function myTurn(view: ViewJson): boolean {
  return view.status === "playing" && view.to_move === view.seat;
}

/** Why `s` to `t` is not legal now, in words; null when it is. Legal is
 * what the view lists; the words say why not from what the view shows. */
export function refusal(view: MatchViewJson, s: Source, t: Target): string | null {
  if (view.status !== "playing") return tr("web-game-over");
  if (view.legal === undefined) return tr("web-refuse-not-turn");
  if (view.legal.includes(moveText(s, t))) return null;
  const card = cardAt(view, s);
  if (card === null) {
    return s.kind === "side" ? tr("web-refuse-side-empty", { index: s.index + 1 }) : tr("web-refuse-no-card", { source: sourceName(s) });
  }
  if (t.kind === "side") return t.index < 0 || t.index >= SIDE_PILES ? tr("web-refuse-no-side") : tr("web-refuse-only-hand");
  const needs = view.center_needs[t.index];
  if (needs === undefined) return tr("web-refuse-no-centre");
  return tr("web-refuse-centre", { card: shortName(card), index: t.index + 1, needs: aRank(needs) });
}

/** Every target the card at `s` may go to now, as the view lists them:
 * centre piles first, then side piles, each in order. */
export function legalTargets(view: MatchViewJson, s: Source): Target[] {
  const order = (t: Target) => (t.kind === "centre" ? 0 : 100) + t.index;
  const out: Target[] = [];
  for (const text of view.legal ?? []) {
    const mv = parseMove(text);
    if (mv && sameSource(mv.source, s)) out.push(mv.target);
  }
  return out.sort((a, b) => order(a) - order(b));
}
