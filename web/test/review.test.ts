import { describe, expect, it } from "vitest";
import { setLanguage } from "../src/i18n";
import type { ClientMessage, ServerMessage, TurnReview } from "../src/protocol";
import { asked, marked, markCounts, progress, reviewReduce, Reviews } from "../src/review";
import { markSymbol, movesText, nothingMarked, summary, turnLines } from "../src/review-words";

/** A decision as the server sends it: a blunder unless `mark` says otherwise. */
function turn(n: number, mark: TurnReview["mark"] = "blunder", first = n * 4, part = 1): TurnReview {
  return {
    turn: n,
    part,
    first_move: first,
    played: ["h2 s1"],
    best: ["h1 c1", "h3 s1"],
    before: 0.64,
    after_played: 0.41,
    after_best: 0.64,
    lost: 0.23,
    mark,
    better: { steps: [{ rank: "A", from: "h1", centre: 0 }], more: false, discard: null, why: { kind: "payoff_next", rank: "2" } },
  };
}

const started: ServerMessage = { type: "review_started", seq: 9, game: 1, moves: 40 };
const told = (t: TurnReview, reviewed: number): ServerMessage => ({ type: "review_turn", seq: 9, game: 1, reviewed, turn: t, played_cards: ["9C"], best_cards: ["AS", "5D"] });
const done: ServerMessage = { type: "review_done", seq: 9, game: 1, accuracy: 81.4, decisions: 2 };

describe("the review's state", () => {
  it("follows the server's answers: taken, each decision as it comes, whole", () => {
    let s = asked("ABCD-EFGH-JKLM", 1);
    expect(progress(s)).toBe(0);
    s = reviewReduce(s, started);
    expect(s.phase).toBe("running");
    s = reviewReduce(s, told(turn(3, null), 10));
    expect(progress(s)).toBe(0.25);
    expect(marked(s)).toEqual([]);
    s = reviewReduce(s, told(turn(7), 30));
    expect(progress(s)).toBe(0.75);
    expect(marked(s).map((r) => r.turn.turn)).toEqual([7]);
    expect(marked(s)[0].playedCards).toEqual(["9C"]);
    expect(s.accuracy).toBeNull();
    s = reviewReduce(s, done);
    expect(s.phase).toBe("done");
    expect(progress(s)).toBe(1);
    expect(s.accuracy).toBe(81.4);
    expect(markCounts(s)).toEqual({ inaccuracies: 0, mistakes: 0, blunders: 1 });
  });
  it("keeps each decision's part of its turn as the server told it", () => {
    let s = reviewReduce(asked("ABCD-EFGH-JKLM", 1), started);
    for (const [n, first, part] of [[3, 10, 1], [5, 18, 1], [5, 21, 2], [5, 24, 3], [7, 30, 1]]) s = reviewReduce(s, told(turn(n, "blunder", first, part), first));
    expect(s.turns.map((r) => r.turn.part)).toEqual([1, 1, 2, 3, 1]);
  });
  it("takes an error as the refusal only while the request waits, and ignores another game's answers", () => {
    const s = asked("ABCD-EFGH-JKLM", 2);
    const refusal: ServerMessage = { type: "error", seq: 9, code: "game_not_finished", message: "…" };
    expect(reviewReduce(s, refusal)).toMatchObject({ phase: "refused", refused: "game_not_finished" });
    expect(reviewReduce(s, started)).toBe(s);
    const running = reviewReduce(asked("ABCD-EFGH-JKLM", 1), started);
    expect(reviewReduce(running, refusal)).toBe(running);
  });
});

describe("the page's review", () => {
  function client() {
    const sent: ClientMessage[] = [];
    const r = new Reviews();
    r.connect((m) => (sent.push(m), true));
    const seen: (string | null)[] = [];
    r.listen((s) => seen.push(s?.phase ?? null));
    return { r, sent, seen };
  }
  it("asks once, takes its answers and the refusal, leaves the rest to the table", () => {
    const { r, sent, seen } = client();
    r.ask("ABCD-EFGH-JKLM", 1);
    r.ask("ABCD-EFGH-JKLM", 1);
    expect(sent).toEqual([{ type: "review", game: 1 }]);
    expect(r.take({ type: "pong", seq: 1 })).toBe(false);
    expect(r.take({ type: "error", seq: 1, code: "review_busy", message: "" })).toBe(true);
    expect(r.state?.phase).toBe("refused");
    // Refused: asked again. An error now is the table's.
    r.ask("ABCD-EFGH-JKLM", 1);
    expect(sent).toHaveLength(2);
    expect(r.take(started)).toBe(true);
    expect(r.take({ type: "error", seq: 1, code: "illegal_move", message: "" })).toBe(false);
    expect(r.take(told(turn(2), 8))).toBe(true);
    expect(seen).toEqual(["asking", "refused", "asking", "running", "running"]);
  });
  it("is lost with the connection, and asked again", () => {
    const { r, sent } = client();
    r.ask("ABCD-EFGH-JKLM", 1);
    r.take(started);
    r.lost();
    expect(r.state?.phase).toBe("lost");
    r.ask("ABCD-EFGH-JKLM", 1);
    expect(sent).toHaveLength(2);
    r.take(started);
    r.take(done);
    r.lost();
    expect(r.state?.phase).toBe("done");
    r.forget();
    expect(r.state).toBeNull();
  });
});

describe("the review in words", () => {
  const reviewed = { turn: turn(7), playedCards: ["9C"], bestCards: ["AS", "5D"] };
  it("says a marked turn, the turn played and the better one with why, as the terminal does", () => {
    setLanguage("en");
    expect(markSymbol("inaccuracy")).toBe("?!");
    expect(markSymbol("mistake")).toBe("?");
    expect(markSymbol("blunder")).toBe("??");
    expect(turnLines(reviewed)).toEqual({
      heading: "Turn 7, blunder: 23 points of the chance to win given away (64% → 41%).",
      played: "Played: 9♣ from hand to side pile 1.",
      better: "Better: A♠ from hand to centre pile 1, 5♦ from hand to side pile 1 - your pay-off 2 goes next.",
    });
    // The second decision of one turn (after new cards) is told apart.
    expect(turnLines({ ...reviewed, turn: turn(7, "blunder", 28, 2) }).heading).toBe("Turn 7, part 2 (after new cards), blunder: 23 points of the chance to win given away (64% → 41%).");
    expect(movesText(["p c2", "s3 c1"], ["7H", null])).toBe("7♥ from pay-off pile to centre pile 2, s3 c1");
    const whole = reviewReduce(reviewReduce(reviewReduce(asked("X", 1), started), told(turn(7), 30)), done);
    expect(summary(whole)).toBe("Accuracy 81% over 1 decision. Inaccuracies: 0, mistakes: 0, blunders: 1.");
    expect(nothingMarked()).toBe("No turn gave away 6 points or more of the chance to win.");
  });
  it("says it in Bulgarian", () => {
    setLanguage("bg");
    try {
      const lines = turnLines(reviewed);
      expect(lines.heading).toBe("Ред 7, груба грешка: изпуснати 23 точки от шанса за победа (64% → 41%).");
      expect(lines.played).toBe("Изиграно: 9♣ от ръката на странична купчина 1.");
      expect(lines.better.startsWith("По-добре: A♠ от ръката на централна купчина 1")).toBe(true);
      expect(lines.better).not.toMatch(/[a-z]{3}/);
    } finally {
      setLanguage("en");
    }
  });
});
