// The window's sounds played in the page: loaded with this file, on the
// first sound wanted with sound on (each is its own file, never inlined).

import centre from "../../assets/sounds/centre.wav?no-inline";
import loss from "../../assets/sounds/loss.wav?no-inline";
import pile from "../../assets/sounds/pile.wav?no-inline";
import slide from "../../assets/sounds/slide.wav?no-inline";
import turn from "../../assets/sounds/turn.wav?no-inline";
import win from "../../assets/sounds/win.wav?no-inline";
import type { Sound } from "./sounds";

const FILES: Record<Sound, string> = { centre, loss, pile, slide, turn, win };

/** A sound asked for while the last still plays starts this much later, so a move's sounds are each heard. */
const GAP_MS = 120;

let next = 0;

export function play(sounds: Sound[]) {
  for (const s of sounds) {
    const at = Math.max(0, next - performance.now());
    next = performance.now() + at + GAP_MS;
    setTimeout(() => {
      // A browser that refuses to play (no gesture yet, no output) stays silent.
      new Audio(FILES[s]).play().catch(() => {});
    }, at);
  }
}
