/// <reference types="vite/client" />
// The shared transcripts (crates/spite-server/tests/transcripts/*.json):
// server frames in, what the client shows out, recorded from seeded rooms
// on a real server. spite-server's `transcripts` test runs the same files
// through the Rust fold, so the two clients cannot drift (docs/online.md,
// "What a client shows").

import { describe, expect, it } from "vitest";
import type { PendingUndo, ServerMessage, ViewJson } from "../src/protocol";
import { continueToNextGame, initial, reduce, type TableState } from "../src/state";

type Game = { game: number; status: ViewJson["status"]; winner: number | null; turn: number };
type Shows = {
  seq: number;
  resyncing: boolean;
  shown: Game;
  following: Game | null;
  score: number[];
  match_over: boolean;
  match_winner: number | null;
  undo: PendingUndo | null;
};
type Step = { frame: ServerMessage } | { expect: Shows } | "go_on";
type Transcript = { about: string; steps: Step[] };

const files: Record<string, Transcript> = import.meta.glob("../../crates/spite-server/tests/transcripts/*.json", { eager: true, import: "default" });

const game = (number: number, v: ViewJson): Game => ({ game: number, status: v.status, winner: v.winner, turn: v.turn });

/** What the page shows, in the transcripts' terms. */
function shows(s: TableState): Shows {
  return {
    seq: s.seq,
    resyncing: s.resyncing,
    shown: game(s.room.game, s.room.view),
    following: s.held ? game(s.held.game, s.held.view) : null,
    score: s.room.score,
    match_over: s.room.match_over,
    match_winner: s.room.winner,
    undo: s.room.undo,
  };
}

describe("the shared transcripts", () => {
  it("are all here", () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(8);
  });
  for (const [path, tr] of Object.entries(files)) {
    it(`${path.split("/").pop()}: ${tr.about}`, () => {
      let s: TableState | null = null;
      let asked = 0;
      tr.steps.forEach((step, i) => {
        if (step === "go_on") {
          s = continueToNextGame(s!);
        } else if ("frame" in step) {
          const m = step.frame;
          if (!s) {
            if (m.type !== "seated") throw new Error("a transcript starts with seated");
            s = initial(m);
          } else {
            const r = reduce(s, m);
            s = r.state;
            if (r.needState) asked++;
          }
        } else {
          expect({ step: i, ...shows(s!) }).toEqual({ step: i, ...step.expect });
        }
      });
      // A gap asks for the whole room once.
      expect(asked).toBe(path.endsWith("/gap.json") ? 1 : 0);
    });
  }
});
