// Your hand's places on screen. The server's hand closes up when a card
// is played and comes back in its own order after a draw; on screen each
// card keeps its place (a card played leaves its place empty, a card
// drawn fills the first empty one), so nothing moves and a key stays with
// its card, through a reload too. Plain functions, and the hook that keeps the last places.

import { useRef } from "preact/hooks";
import type { HandChange } from "./state";

/**
 * Where the hand's cards go: for each place, the index of its card in
 * `hand` (null: empty). `before` is the card each place showed last; the
 * places are a full hand's (`size`), or more while the hand holds more.
 */
export function arrangeHand(before: (string | null)[], hand: string[], size: number): (number | null)[] {
  const out: (number | null)[] = Array(Math.max(size, hand.length)).fill(null);
  const placed = new Set<number>();
  // A card twice in the hand (two decks) keeps both its places.
  before.slice(0, out.length).forEach((card, place) => {
    const i = card === null ? -1 : hand.findIndex((c, j) => c === card && !placed.has(j));
    if (i < 0) return;
    out[place] = i;
    placed.add(i);
  });
  hand.forEach((_, i) => {
    if (placed.has(i)) return;
    out[out.indexOf(null)] = i;
    placed.add(i);
  });
  return out;
}

/**
 * The cards the places showed, changed by a card played from the hand
 * (its place left empty) or taken back (put back in the place it left).
 * Of two equal cards (two decks) it is the one played that leaves its
 * place, the other staying in its own; a card taken back goes to its own
 * place, not the first one empty.
 */
export function afterChange(cards: (string | null)[], change: HandChange): (string | null)[] {
  const out = cards.slice();
  if (!change.back && out[change.place] === change.card) out[change.place] = null;
  if (change.back && change.place < out.length && out[change.place] === null) out[change.place] = change.card;
  return out;
}

/**
 * Which of the hand's cards are the ones drawn last, a card twice in the
 * hand marked as often as it was drawn: the later of two equal cards, as
 * `arrangeHand` leaves the earlier to the place the card kept held.
 */
export function drawnAt(hand: string[], drawn: string[]): boolean[] {
  const left = drawn.slice();
  const out = Array<boolean>(hand.length).fill(false);
  for (let i = hand.length - 1; i >= 0; i--) {
    const j = left.indexOf(hand[i]);
    if (j < 0) continue;
    left.splice(j, 1);
    out[i] = true;
  }
  return out;
}

/** The places on screen now: what the log and the hint say "hand card N" by. */
let shown: (number | null)[] = [];

/** Notes the places on screen now (the hook does, as it lays the hand out). */
export function showPlaces(places: (number | null)[]) {
  shown = places;
}

/** The place (from 0) of the hand card at `index` on screen (its index while none is known). */
export function handPlace(index: number): number {
  const p = shown.indexOf(index);
  return p >= 0 ? p : index;
}

/** The places last shown in room `code` by this tab (kept through a reload in `sessionStorage`). */
function keptPlaces(code: string): (string | null)[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(`spite.places.${code}`) ?? "[]");
    return Array.isArray(v) ? v.map((c) => (typeof c === "string" ? c : null)) : [];
  } catch {
    return [];
  }
}

/**
 * The hand's places in room `code`, kept from one view to the next and
 * through a reload; `change`: the last card played from the hand or taken
 * back (applied once, when it is new).
 */
export function useHandPlaces(hand: string[], size: number, code: string, change: HandChange | null): (number | null)[] {
  const last = useRef<(string | null)[] | null>(null);
  const applied = useRef(change?.id ?? 0);
  let before = (last.current ??= keptPlaces(code));
  if (change && change.id !== applied.current) {
    applied.current = change.id;
    before = afterChange(before, change);
  }
  const places = arrangeHand(before, hand, size);
  const cards = places.map((i) => (i === null ? null : hand[i]));
  if (JSON.stringify(cards) !== JSON.stringify(last.current)) {
    try {
      sessionStorage.setItem(`spite.places.${code}`, JSON.stringify(cards));
    } catch {
      // No storage (private mode): the places last until a reload.
    }
  }
  last.current = cards;
  showPlaces(places);
  return places;
}
