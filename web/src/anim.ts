// Moves slide across the table, one by one, from the pile the card left
// to the pile it reached (yours too, unless you dragged the card there) (the Web Animations API; nothing moves
// when the person asked for reduced motion or instant animations).

import { isRed, rankLabel, rankOf, suitSymbol } from "./cards";
import type { Event } from "./protocol";
import { parseMove } from "./rules";

export type Speed = "instant" | "fast" | "normal" | "slow";

/** Whether the person asked the system for reduced motion. */
export function reducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

export function speedMs(s: Speed): number {
  if (reducedMotion()) return 0;
  return { instant: 0, fast: 180, normal: 380, slow: 700 }[s] ?? 380;
}

function find(selector: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(selector);
}

/** When a card was last dropped on a pile by drag and drop: that move is not slid again. */
let droppedAt = -Infinity;

export function markDropped() {
  droppedAt = performance.now();
}

/** Whether the player's last move was a card dragged to its pile a moment ago. */
export function justDropped(): boolean {
  return performance.now() - droppedAt < 1500;
}

/** The element a seat's card leaves from, or arrives at; `me`: this page's seat, whose hand cards are each an element. */
export function sourceSelector(seat: number, move: string, players: number, me = -1): string | null {
  const mv = parseMove(move);
  if (!mv) return null;
  switch (mv.source.kind) {
    case "hand":
      return seat === me ? `[data-seat="${seat}"][data-pile="hand"][data-index="${mv.source.index}"]` : `[data-seat="${seat}"][data-pile="hand"]`;
    case "payoff":
      return `[data-seat="${seat}"][data-pile="payoff"]`;
    case "partner_payoff":
      return `[data-seat="${(seat + 2) % Math.max(players, 1)}"][data-pile="payoff"]`;
    case "side":
      return `[data-seat="${seat}"][data-pile="side"][data-index="${mv.source.index}"]`;
  }
}

export function targetSelector(seat: number, move: string): string | null {
  const mv = parseMove(move);
  if (!mv) return null;
  return mv.target.kind === "centre"
    ? `[data-pile="centre"][data-index="${mv.target.index}"]`
    : `[data-seat="${seat}"][data-pile="side"][data-index="${mv.target.index}"]`;
}

function cardElement(card: string): HTMLElement {
  const el = document.createElement("span");
  el.className = `card face flying ${isRed(card) ? "red" : "black"}`;
  el.setAttribute("aria-hidden", "true");
  // Drawn as CardFace draws it: rank and suit from data attributes.
  const corner = document.createElement("span");
  corner.className = "corner";
  corner.dataset.rank = rankLabel(rankOf(card));
  corner.dataset.suit = suitSymbol(card);
  const pip = document.createElement("span");
  pip.className = "pip";
  pip.dataset.suit = suitSymbol(card);
  el.append(corner, pip);
  return el;
}

/** Slides the played card of a move; resolves when it has landed. */
export async function animateMove(seat: number, move: string, events: Event[], ms: number, me = -1): Promise<void> {
  const played = events.find((e) => e.event === "played");
  if (!played || played.event !== "played") return;
  const players = document.querySelectorAll("[data-pile='payoff'][data-seat]").length;
  const from = find(sourceSelector(seat, move, players, me) ?? "");
  const to = find(targetSelector(seat, move) ?? "");
  if (!from || !to) return;
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  const big = document.querySelector<HTMLElement>(".centre-pile .card");
  const w = big?.getBoundingClientRect().width ?? 60;
  const h = big?.getBoundingClientRect().height ?? 84;
  const el = cardElement(played.card);
  Object.assign(el.style, {
    position: "fixed",
    left: "0px",
    top: "0px",
    width: `${w}px`,
    height: `${h}px`,
    // Over the table, under the phone's log pop-up (30) and the dialogs
    // (40): a move slides behind what the player opened, not over its text.
    zIndex: "20",
    pointerEvents: "none",
  });
  document.body.appendChild(el);
  const at = (r: DOMRect) => `translate(${r.left + r.width / 2 - w / 2}px, ${r.top + Math.min(r.height, h) / 2 - h / 2}px)`;
  const anim = el.animate([{ transform: at(a) }, { transform: at(b) }], { duration: ms, easing: "ease-in-out" });
  await new Promise<void>((resolve) => {
    anim.onfinish = () => resolve();
    anim.oncancel = () => resolve();
    setTimeout(resolve, ms + 500);
  });
  el.remove();
  await new Promise((r) => setTimeout(r, ms / 4));
}

/** Flies a card (`el`, a face or a back) from `a` to `b`; resolves when it has landed. */
async function fly(el: HTMLElement, a: DOMRect, b: DOMRect, ms: number, delay: number): Promise<void> {
  Object.assign(el.style, { position: "fixed", left: "0px", top: "0px", width: `${b.width}px`, height: `${b.height}px`, zIndex: "20", pointerEvents: "none" });
  el.setAttribute("aria-hidden", "true");
  document.body.appendChild(el);
  const at = (r: DOMRect) => `translate(${r.left + r.width / 2 - b.width / 2}px, ${r.top + r.height / 2 - b.height / 2}px)`;
  const anim = el.animate([{ transform: at(a) }, { transform: at(b) }], { duration: ms, delay, easing: "ease-out", fill: "backwards" });
  await new Promise<void>((resolve) => {
    anim.onfinish = () => resolve();
    anim.oncancel = () => resolve();
    setTimeout(resolve, delay + ms + 500);
  });
  el.remove();
}

/**
 * The cards of a move's draws fly from the stock, once the new view is on
 * screen: yours face up to their places in your hand (each hidden until
 * its card lands), another seat's as one back to its hand.
 */
export async function animateDraws(events: Event[], ms: number, me: number): Promise<void> {
  if (!events.some((e) => e.event === "drew")) return;
  // The new hand is drawn at the next frame (a page that draws no frames goes on after a moment).
  await new Promise((r) => {
    requestAnimationFrame(() => r(null));
    setTimeout(r, 100);
  });
  const stock = find(".stock .card")?.getBoundingClientRect();
  if (!stock) return;
  const flights: Promise<void>[] = [];
  for (const e of events) {
    if (e.event !== "drew") continue;
    if (e.seat === me) {
      const cards = [...document.querySelectorAll<HTMLElement>("[data-testid=my-hand] button.hand-card.drawn .card")];
      cards.forEach((card, i) => {
        const face = card.cloneNode(true) as HTMLElement;
        face.classList.add("flying");
        face.dataset.from = "stock";
        card.style.visibility = "hidden";
        flights.push(fly(face, stock, card.getBoundingClientRect(), ms, (i * ms) / 4).then(() => void (card.style.visibility = "")));
      });
    } else {
      const hand = find(`[data-seat="${e.seat}"][data-pile="hand"] .card`);
      if (!hand) continue;
      const back = document.createElement("span");
      back.className = "card back flying";
      back.dataset.from = "stock";
      flights.push(fly(back, stock, hand.getBoundingClientRect(), ms, 0));
    }
  }
  await Promise.all(flights);
}
