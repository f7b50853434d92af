import { describe, expect, it } from "vitest";
import type { Event } from "../src/protocol";
import { setSoundOn, soundOn, soundsOf } from "../src/sounds";
import { G4A } from "./fixtures";

const won = (winner: number): Event => ({ event: "game_over", result: { status: "won", winner, how: "payoff_emptied" } }) as unknown as Event;

describe("soundsOf", () => {
  it("plays a card to a centre pile, a discard, a completed pile and your turn", () => {
    const events = [
      { event: "played", seat: 1, move: "h2 c1", card: "QS", counts_as: null },
      { event: "pile_completed", pile: 0 },
      { event: "played", seat: 1, move: "h1 s3", card: "4D", counts_as: null },
      { event: "turn_passed", seat: 0 },
    ] as unknown as Event[];
    expect(soundsOf(events, G4A, 0)).toEqual(["centre", "pile", "slide", "turn"]);
    // Another seat's turn is not yours.
    expect(soundsOf(events, G4A, 2)).toEqual(["centre", "pile", "slide"]);
  });
  it("wins and loses by side: a partner's win is yours", () => {
    expect(soundsOf([won(0)], G4A, 0)).toEqual(["win"]);
    expect(soundsOf([won(1)], G4A, 0)).toEqual(["loss"]);
    const partners = { ...G4A, players: 4, partnership: true };
    expect(soundsOf([won(2)], partners, 0)).toEqual(["win"]);
    expect(soundsOf([won(3)], partners, 0)).toEqual(["loss"]);
  });
  it("plays nothing for a drawn game", () => {
    expect(soundsOf([{ event: "game_over", result: { status: "drawn" } } as unknown as Event], G4A, 0)).toEqual([]);
  });
});

describe("the sound switch", () => {
  it("is off until turned on, and kept", () => {
    const kept = new Map<string, string>();
    const store = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    expect(soundOn(store)).toBe(false);
    setSoundOn(true, store);
    expect(soundOn(store)).toBe(true);
    setSoundOn(false, store);
    expect(soundOn(store)).toBe(false);
  });
});
