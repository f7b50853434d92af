import { describe, expect, it } from "vitest";
import { legalTargets, moveText, parseMove, refusal, targetText } from "../src/rules";
import { G4A, view } from "./fixtures";

describe("moves", () => {
  it("read and write the server's notation", () => {
    expect(moveText({ kind: "hand", index: 2 }, { kind: "centre", index: 0 })).toBe("h3 c1");
    expect(moveText({ kind: "partner_payoff" }, { kind: "centre", index: 1 })).toBe("pp c2");
    expect(parseMove("s4 c3")).toEqual({ source: { kind: "side", index: 3 }, target: { kind: "centre", index: 2 } });
    expect(parseMove("p c2")?.source).toEqual({ kind: "payoff" });
    expect(parseMove("h2 s1")?.target).toEqual({ kind: "side", index: 0 });
    expect(parseMove("h0 c1")).toBeNull();
    expect(parseMove("x c1")).toBeNull();
    expect(targetText({ kind: "side", index: 3 })).toBe("s4");
  });
});

describe("legal targets", () => {
  it("are the moves the view lists, centre piles first", () => {
    const v = view();
    expect(legalTargets(v, { kind: "hand", index: 0 })).toContainEqual({ kind: "centre", index: 0 }); // AS on empty
    expect(legalTargets(v, { kind: "payoff" })).toEqual([{ kind: "centre", index: 1 }]); // 2C on A
    const king = legalTargets(v, { kind: "hand", index: 4 }).filter((t) => t.kind === "centre");
    expect(king).toHaveLength(3);
    expect(refusal(v, { kind: "hand", index: 2 }, { kind: "centre", index: 1 })).toBe(
      "The 7♦ cannot go on centre pile 2, which needs a 2.",
    );
  });
  it("a move the view does not list is not lit, whatever the card", () => {
    // As the server lists them in classic, where kings are not wild.
    const v = view({ rules: { ...G4A, kings_wild: false, complete_at: "K" }, legal: ["h1 c1", "h5 s1"] });
    expect(legalTargets(v, { kind: "hand", index: 4 })).toEqual([{ kind: "side", index: 0 }]);
    expect(refusal(v, { kind: "hand", index: 4 }, { kind: "centre", index: 0 })).toBe(
      "The K♠ cannot go on centre pile 1, which needs an ace.",
    );
  });
  it("only hand cards are discarded, onto any side pile", () => {
    const v = view();
    expect(legalTargets(v, { kind: "hand", index: 3 })).toEqual([0, 1, 2, 3].map((i) => ({ kind: "side", index: i })));
    expect(refusal(v, { kind: "payoff" }, { kind: "side", index: 0 })).toMatch(/Only a hand card/);
    expect(refusal(v, { kind: "side", index: 1 }, { kind: "side", index: 0 })).toMatch(/Only a hand card/);
    expect(refusal(v, { kind: "side", index: 0 }, { kind: "centre", index: 0 })).toBe("Side pile 1 is empty.");
  });
  it("nothing is legal out of turn or after the game", () => {
    expect(refusal(view({ to_move: 1 }), { kind: "hand", index: 0 }, { kind: "centre", index: 0 })).toBe("It is not your turn.");
    expect(legalTargets(view({ to_move: 1 }), { kind: "hand", index: 0 })).toEqual([]);
    expect(legalTargets(view({ status: "won", winner: 1 }), { kind: "hand", index: 0 })).toEqual([]);
  });
});

describe("tens", () => {
  it("a pile that needs 10 (as ranks are written) takes a T card the view lists", () => {
    const v = view({ center_needs: ["10", "A", "A"], hand: ["TH", "3H", "7D", "9C", "QS"], legal: ["h1 c1"], players: [{ payoff_top: "JC", payoff_count: 3, hand_count: 5, sides: [[], [], [], []] }, view().players[1]] });
    expect(refusal(v, { kind: "hand", index: 0 }, { kind: "centre", index: 0 })).toBeNull();
    expect(legalTargets(v, { kind: "hand", index: 0 })).toContainEqual({ kind: "centre", index: 0 });
  });
});
