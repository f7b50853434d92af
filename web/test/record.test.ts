import { describe, expect, it } from "vitest";
import type { Event, RoomState } from "../src/protocol";
import { computerLevel, loadRecord, recordGame } from "../src/record";
import { room } from "./fixtures";

function memory() {
  const kept = new Map<string, string>();
  return { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
}
const end = (winner: number): Event[] => [{ event: "game_over", result: { status: "won", winner, points: 3 } } as Event];

describe("the record against the computer", () => {
  it("counts each game's win or loss once, under the computer's level", () => {
    const store = memory();
    const r = room();
    recordGame(store, "ROOM", 1, r, 0, end(0));
    recordGame(store, "ROOM", 1, r, 0, end(0)); // the same game again (a reload): not counted twice
    recordGame(store, "ROOM", 2, r, 0, end(1));
    recordGame(store, "ROOM", 3, r, 0, [{ event: "turn_passed", seat: 0 } as Event]); // no end
    recordGame(store, "ROOM", 4, r, 0, [{ event: "game_over", result: { status: "drawn" } } as Event]);
    expect(loadRecord(store)).toEqual({ easy: { won: 1, lost: 1 } });
  });
  it("counts under the hardest computer, and not with another person at the table", () => {
    const r = room();
    const three: RoomState = { ...r, seats: [...r.seats, { ...r.seats[1], level: "hard" }] };
    expect(computerLevel(three, 0)).toBe("hard");
    const friend: RoomState = { ...r, seats: [r.seats[0], { ...r.seats[0], name: "Bo" }] };
    expect(computerLevel(friend, 0)).toBeNull();
    const store = memory();
    recordGame(store, "ROOM", 1, friend, 0, end(0));
    expect(loadRecord(store)).toEqual({});
  });
  it("reads a damaged record as empty", () => {
    const store = memory();
    store.setItem("spite.record", "{not json");
    expect(loadRecord(store)).toEqual({});
    store.setItem("spite.record", JSON.stringify({ easy: { won: "x", lost: 1 }, hard: { won: 2, lost: 0 } }));
    expect(loadRecord(store)).toEqual({ hard: { won: 2, lost: 0 } });
  });
});
