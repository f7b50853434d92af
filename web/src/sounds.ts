// Sound, as the window plays it (crates/spite-gui's sound.rs): which
// happening plays which of the window's sounds (assets/sounds/), from the
// server's events, never from words. Off by default; the switch is kept
// in localStorage. The sounds are fetched the first time one is played
// with sound on (sound-player.ts, loaded then), so the first load does not
// carry them.

import type { Event, Rules } from "./protocol";
import { sideOf } from "./rules";

export type Sound = "slide" | "centre" | "pile" | "turn" | "win" | "loss";

const KEY = "spite.sound";

export function soundOn(store: Pick<Storage, "getItem"> = localStorage): boolean {
  return store.getItem(KEY) === "on";
}

export function setSoundOn(on: boolean, store: Pick<Storage, "setItem"> = localStorage) {
  store.setItem(KEY, on ? "on" : "off");
}

/**
 * The sounds of one move's events at this page (`me`'s seat): each card's
 * (a centre pile, or a discard's slide), a completed pile, your turn
 * coming, the game won or lost by side (a partner's win is yours). A drawn
 * game plays neither.
 */
export function soundsOf(events: Event[], rules: Rules, me: number): Sound[] {
  const out: Sound[] = [];
  for (const e of events) {
    if (e.event === "played") out.push(/ c\d+$/.test(e.move) ? "centre" : "slide");
    else if (e.event === "pile_completed") out.push("pile");
    else if (e.event === "turn_passed" && e.seat === me) out.push("turn");
    else if (e.event === "game_over" && e.result.status === "won") out.push(sideOf(rules, e.result.winner) === sideOf(rules, me) ? "win" : "loss");
  }
  return out;
}

/** Plays `sounds` one after another when sound is on (the player loaded on first use). */
export function playSounds(sounds: Sound[]) {
  if (!sounds.length || !soundOn()) return;
  void import("./sound-player").then((p) => p.play(sounds));
}
