import { describe, expect, it } from "vitest";
import { hint, legalTargets, moveText, parseMove, refusal, sources, targetText } from "../src/rules";
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
  it("a centre pile takes the rank it needs, or a wild king", () => {
    const v = view();
    expect(legalTargets(v, { kind: "hand", index: 0 })).toContainEqual({ kind: "centre", index: 0 }); // AS on empty
    expect(legalTargets(v, { kind: "payoff" })).toEqual([{ kind: "centre", index: 1 }]); // 2C on A
    const king = legalTargets(v, { kind: "hand", index: 4 }).filter((t) => t.kind === "centre");
    expect(king).toHaveLength(3);
    expect(refusal(v, { kind: "hand", index: 2 }, { kind: "centre", index: 1 })).toBe(
      "The 7♦ cannot go on centre pile 2, which needs a 2.",
    );
  });
  it("kings are not wild in classic", () => {
    const v = view({ rules: { ...G4A, kings_wild: false, complete_at: "K" } });
    expect(legalTargets(v, { kind: "hand", index: 4 }).filter((t) => t.kind === "centre")).toEqual([]);
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
    expect(legalTargets(view({ status: "won", winner: 1 }), { kind: "hand", index: 0 })).toEqual([]);
  });
  it("sources are the cards the seat holds", () => {
    expect(sources(view()).map((s) => s.kind)).toEqual(["payoff", "side", "hand", "hand", "hand", "hand", "hand"]);
  });
});

describe("hints", () => {
  it("the pay-off card first", () => {
    expect(hint(view())).toMatchObject({ source: { kind: "payoff" }, target: { kind: "centre", index: 1 } });
  });
  it("then a card that makes a pile need the pay-off card", () => {
    const v = view({ players: [{ payoff_top: "3C", payoff_count: 20, hand_count: 5, sides: [[], [], [], []] }, view().players[1]] });
    // 3H on pile 3 would not help (pile 3 needs 3: the pay-off plays itself);
    // here the pay-off 3C goes straight onto pile 3.
    expect(hint(v)).toMatchObject({ source: { kind: "payoff" }, target: { kind: "centre", index: 2 } });
    const w = view({
      center_needs: ["A", "2", "5"],
      players: [{ payoff_top: "3C", payoff_count: 20, hand_count: 5, sides: [[], [], [], []] }, view().players[1]],
      hand: ["2S", "7D", "8D", "9C", "TC"],
    });
    expect(hint(w)).toMatchObject({ source: { kind: "hand", index: 0 }, target: { kind: "centre", index: 1 } });
  });
  it("otherwise a discard of the highest card that is not a king", () => {
    const v = view({
      center_needs: ["4", "4", "4"],
      players: [{ payoff_top: "9C", payoff_count: 20, hand_count: 5, sides: [["QS"], [], [], []] }, view().players[1]],
      hand: ["6S", "7H", "8D", "JC", "KS"],
    });
    const h = hint(v)!;
    expect(h.source).toEqual({ kind: "hand", index: 3 }); // the jack
    expect(h.target).toEqual({ kind: "side", index: 0 }); // onto the queen
    expect(h.reason).toMatch(/discard the J♣/);
  });
  it("no hint out of turn", () => {
    expect(hint(view({ to_move: 1 }))).toBeNull();
  });
});

describe("hints with kings", () => {
  it("a wild king goes to the centre when it makes a pile need the pay-off card", () => {
    const v = view({
      center_needs: ["T", "T", "T"],
      players: [{ payoff_top: "JH", payoff_count: 3, hand_count: 4, sides: [[], [], [], []] }, view().players[1]],
      hand: ["KH", "KD", "KS", "KC"],
    });
    expect(hint(v)).toMatchObject({ source: { kind: "hand", index: 0 }, target: { kind: "centre", index: 0 } });
  });
});

describe("tens", () => {
  it("a pile that needs 10 (as ranks are written) takes a T card", () => {
    const v = view({ center_needs: ["10", "A", "A"], hand: ["TH", "3H", "7D", "9C", "QS"], players: [{ payoff_top: "JC", payoff_count: 3, hand_count: 5, sides: [[], [], [], []] }, view().players[1]] });
    expect(refusal(v, { kind: "hand", index: 0 }, { kind: "centre", index: 0 })).toBeNull();
    expect(hint(v)).toMatchObject({ source: { kind: "hand", index: 0 }, target: { kind: "centre", index: 0 } });
  });
});
