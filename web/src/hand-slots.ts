// Your hand's places on screen. The server's hand closes up when a card
// is played and comes back in its own order after a draw; on screen each
// card keeps its place (a card played leaves its place empty, a card
// drawn fills the first empty one), so nothing moves and a key stays with
// its card, through a reload too. Plain functions, and the hook that keeps the last places.

import { useRef } from "preact/hooks";

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

/** The places on screen now: what the log and the hint say "hand card N" by. */
let shown: (number | null)[] = [];

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

/** The hand's places in room `code`, kept from one view to the next and through a reload. */
export function useHandPlaces(hand: string[], size: number, code: string): (number | null)[] {
  const last = useRef<(string | null)[] | null>(null);
  const places = arrangeHand((last.current ??= keptPlaces(code)), hand, size);
  const cards = places.map((i) => (i === null ? null : hand[i]));
  if (JSON.stringify(cards) !== JSON.stringify(last.current)) {
    try {
      sessionStorage.setItem(`spite.places.${code}`, JSON.stringify(cards));
    } catch {
      // No storage (private mode): the places last until a reload.
    }
  }
  last.current = cards;
  shown = places;
  return places;
}
