import { describe, expect, it } from "vitest";
import { keyAction, targetKey, type KeyTable } from "../src/keys";
import { matchWinner, scoreWords, shownResult, weWon } from "../src/game-end";
import { statusLine } from "../src/status";
import { t } from "../src/i18n";
import { unbroken } from "../src/labels";
import { G4A, room, view } from "./fixtures";

const TABLE: KeyTable = { handSize: 5, centrePiles: 3, partner: false, held: null };

describe("the table's keys", () => {
  it("pick up a hand card only where the hand has one", () => {
    expect(keyAction("1", false, TABLE)).toEqual({ kind: "pick", source: { kind: "hand", index: 0 } });
    expect(keyAction("5", false, TABLE)).toEqual({ kind: "pick", source: { kind: "hand", index: 4 } });
    expect(keyAction("6", false, TABLE)).toEqual({ kind: "none" });
    expect(keyAction("9", false, TABLE)).toBeNull();
  });

  it("reach the partner's pay-off pile only in a partnership", () => {
    expect(keyAction("p", false, TABLE)).toEqual({ kind: "pick", source: { kind: "payoff" } });
    expect(keyAction("o", false, TABLE)).toBeNull();
    expect(keyAction("o", false, { ...TABLE, partner: true })).toEqual({ kind: "pick", source: { kind: "partner_payoff" } });
  });

  it("discard a held hand card on a side pile, else pick the side pile up", () => {
    const hand = { kind: "hand", index: 2 } as const;
    expect(keyAction("w", false, { ...TABLE, held: hand })).toEqual({ kind: "play", source: hand, target: { kind: "side", index: 1 } });
    expect(keyAction("w", false, TABLE)).toEqual({ kind: "pick", source: { kind: "side", index: 1 } });
    expect(keyAction("w", false, { ...TABLE, held: { kind: "payoff" } })).toEqual({ kind: "pick", source: { kind: "side", index: 1 } });
  });

  it("drop on a centre pile only where there is one", () => {
    expect(keyAction("d", false, TABLE)).toEqual({ kind: "drop", target: { kind: "centre", index: 2 } });
    expect(keyAction("f", false, TABLE)).toEqual({ kind: "none" });
    expect(keyAction("f", false, { ...TABLE, centrePiles: 4 })).toEqual({ kind: "drop", target: { kind: "centre", index: 3 } });
  });

  it("ask for a hint, an undo, the help; Esc puts down; other keys stay the page's", () => {
    expect(keyAction("h", false, TABLE)).toEqual({ kind: "hint" });
    expect(keyAction("u", false, TABLE)).toEqual({ kind: "undo" });
    expect(keyAction("z", true, TABLE)).toEqual({ kind: "undo" });
    expect(keyAction("z", false, TABLE)).toBeNull();
    expect(keyAction("1", true, TABLE)).toBeNull();
    expect(keyAction("?", false, TABLE)).toEqual({ kind: "help" });
    expect(keyAction("escape", false, TABLE)).toEqual({ kind: "put-down" });
    expect(keyAction("tab", false, TABLE)).toBeNull();
  });

  it("name each pile's key as the help does", () => {
    expect(targetKey({ kind: "centre", index: 0 })).toBe("a");
    expect(targetKey({ kind: "centre", index: 4 })).toBe("g");
    expect(targetKey({ kind: "side", index: 3 })).toBe("r");
    expect(targetKey({ kind: "side", index: 4 })).toBe("");
  });
});

describe("the status line", () => {
  it("says the word of the moment first", () => {
    expect(statusLine(room(), 0, () => "held", true)).toBe("held");
  });

  it("says whose turn it is and what to do", () => {
    expect(statusLine(room(), 0, null, false)).toBe(t("web-your-turn-status"));
    expect(statusLine(room(), 0, null, true)).toBe(t("web-choose-where"));
    const theirs = room(view({ to_move: 1 }));
    expect(statusLine(theirs, 0, null, false)).toBe("Computer (easy) is playing…");
  });

  it("waits for a friend who has not joined, and for an undo's answer", () => {
    const r = room(view({ to_move: 1 }));
    r.seats[1] = { kind: "person", level: null, name: "Bob", taken: false, connected: false, computer_plays: false };
    expect(statusLine(r, 0, null, false)).toContain("Bob");
    expect(statusLine(r, 0, null, false)).toBe(t("web-waiting-to-join", { name: "Bob" }));
    const asked = room();
    asked.undo = { seat: 0, move: "h1 c1", waiting_for: [1] };
    expect(statusLine(asked, 0, null, false)).toBe(t("web-waiting-undo"));
  });

  it("says the result once the game is over", () => {
    const won = room(view({ status: "won", winner: 0, points: 25 }));
    expect(statusLine(won, 0, null, false)).toBe(t("web-result-you", { points: 25 }));
    const drawn = room(view({ status: "drawn" }));
    expect(statusLine(drawn, 0, null, false)).toBe(t("web-result-drawn"));
  });
});

describe("a game's end", () => {
  it("reads the winner off the view", () => {
    expect(shownResult(view())).toBeNull();
    expect(shownResult(view({ status: "won", winner: 1, points: 7 }))).toEqual({ first: 0, result: { status: "won", winner: 1, points: 7 } });
  });

  it("knows whether we won, by seat or by side", () => {
    expect(weWon(room(view({ status: "won", winner: 0 })), 0)).toBe(true);
    expect(weWon(room(view({ status: "won", winner: 1 })), 0)).toBe(false);
    expect(weWon(room(view()), 0)).toBe(false);
    const four = { ...G4A, players: 4, partnership: true };
    expect(weWon(room(view({ rules: four, status: "won", winner: 2 })), 0)).toBe(true);
    expect(weWon(room(view({ rules: four, status: "won", winner: 3 })), 0)).toBe(false);
  });

  it("names the match's winner", () => {
    const r = room();
    expect(matchWinner(r, 0)).toBe(t("web-match-ends"));
    expect(matchWinner({ ...r, winner: 0 }, 0)).toBe(t("web-match-you-win"));
    expect(matchWinner({ ...r, winner: 1 }, 0)).toMatch(/Computer/);
    const pair = room(view({ rules: { ...G4A, players: 4, partnership: true } }));
    expect(matchWinner({ ...pair, winner: 0 }, 2)).toBe(t("web-match-we-win"));
    expect(matchWinner({ ...pair, winner: 1 }, 2)).toBe(t("web-match-they-win"));
  });

  it("writes the score by seat, or us and them in a partnership", () => {
    expect(scoreWords({ ...room(), score: [12, 30] }, 0)).toMatch(/^You 12 · Computer.* 30$/);
    const pair = room(view({ rules: { ...G4A, players: 4, partnership: true } }));
    expect(scoreWords({ ...pair, score: [5, 9] }, 1)).toBe(`${t("web-them")} 5 · ${t("web-us")} 9`);
  });
});

describe("a pile's caption", () => {
  it("keeps a hyphenated word whole, and changes nothing else", () => {
    expect(unbroken("pay-off")).toBe("pay\u2011off");
    expect(unbroken("pay-off 3")).toBe("pay\u2011off 3");
    expect(unbroken("stock")).toBe("stock");
    expect(unbroken("set aside: 2")).toBe("set aside: 2");
    // Not between letters (a range, a minus): left as it is.
    expect(unbroken("2-3 - x")).toBe("2-3 - x");
    expect(unbroken("изхвърлени-карти")).toBe("изхвърлени\u2011карти");
  });
});
