// The e2e frame check (e2e/frames.ts) on frames made here: it must see a
// view that lists moves off its seat's turn, or not on it, or lacks the
// match, as the browser tests rely on it to.
import { describe, expect, it } from "vitest";
import { checkFrame } from "../e2e/frames";
import { view } from "./fixtures";

const moved = (v: object) => JSON.stringify({ type: "moved", seq: 2, seat: 0, move: "h1 c1", by_computer: false, events: [], view: v });

describe("the frame check", () => {
  it("passes the VIEW as the server sends it, on and off the seat's turn", () => {
    expect(checkFrame(moved(view()), 0)).toEqual([]);
    expect(checkFrame(moved(view({ to_move: 1 })), 0)).toEqual([]);
  });
  it("sees legal moves off the seat's turn, and none on it", () => {
    expect(checkFrame(moved(view({ to_move: 1, legal: ["h1 s1"] })), 0)).toEqual([
      "moved: legal sent (to move 1, seat 0)",
    ]);
    const { legal: _, ...none } = view();
    expect(checkFrame(moved(none), 0)).toEqual(["moved: legal missing (to move 0, seat 0)"]);
    expect(checkFrame(moved(view({ legal: ["AS c1"] })), 0)).toHaveLength(1);
  });
  it("sees a view without the match", () => {
    const { match: _, ...bare } = view();
    expect(checkFrame(moved(bare), 0)).toEqual([
      "moved: view keys center,center_needs,hand,players,points,rules,score,seat,set_aside,status,stock_count,to_move,turn,winner",
      "moved: match keys ",
    ]);
  });
});
