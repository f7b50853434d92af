import { afterEach, describe, expect, it, vi } from "vitest";
import { Connection, SEAT_TAKEN_ELSEWHERE, backoff, loadLog, saveLog, seedText, forgetSeat, inviteLink, loadSeat, normaliseCode, roomFromUrl, saveSeat, wsUrl } from "../src/net";
import { places } from "../src/layout";
import { centreLabel, sidePileLabel } from "../src/labels";
import { createMessage, formProblem, type CreateForm } from "../src/create-form";
import { initial, withKeptLog } from "../src/state";
import { room } from "./fixtures";
import { FakeSocket, MemoryStorage } from "./fakes";

describe("seat tokens", () => {
  it("are kept per room, codes compared loosely", () => {
    const st = new MemoryStorage() as unknown as Storage;
    saveSeat(st, { code: "ABCD-EFGH-JKLM", token: "t1", seat: 0 });
    saveSeat(st, { code: "WXYZ-WXYZ-WXYZ", token: "t2", seat: 1 });
    expect(loadSeat(st, "abcd efgh jklm")?.token).toBe("t1");
    forgetSeat(st, "ABCDEFGHJKLM");
    expect(loadSeat(st, "ABCD-EFGH-JKLM")).toBeNull();
    expect(loadSeat(st, "WXYZ-WXYZ-WXYZ")?.seat).toBe(1);
    st.setItem("spite.seats", "not json");
    expect(loadSeat(st, "WXYZ-WXYZ-WXYZ")).toBeNull();
  });
  it("keep a room's move log for a reload, forgotten with the seat", () => {
    const st = new MemoryStorage() as unknown as Storage;
    saveSeat(st, { code: "ABCD-EFGH-JKLM", token: "t1", seat: 0 });
    saveLog(st, "ABCD-EFGH-JKLM", [
      { game: 1, seat: 1, words: { id: "web-log-turn", args: { kind: "other", name: "Bob" } } },
      { game: 1, seat: null, words: { id: "web-log-dealt", args: { game: 1 } } },
    ]);
    // A line kept as text by an older page, and one that is not words: dropped.
    const kept = JSON.parse(st.getItem("spite.log.ABCDEFGHJKLM")!);
    st.setItem("spite.log.ABCDEFGHJKLM", JSON.stringify([...kept, { game: 1, seat: 0, text: "old" }, { game: 1, seat: 0, words: { id: 3 } }]));
    const s = withKeptLog(initial({ type: "seated", seq: 4, code: "ABCD-EFGH-JKLM", seat: 0, token: undefined, room: room() }), loadLog(st, "abcd efgh jklm"));
    expect(s.log.map((l) => [l.seat, l.text])).toEqual([
      [1, "Bob's turn."],
      [null, "Game 1 is dealt."],
    ]);
    expect(new Set(s.log.map((l) => l.id)).size).toBe(2);
    forgetSeat(st, "ABCD-EFGH-JKLM");
    expect(loadLog(st, "ABCD-EFGH-JKLM")).toEqual([]);
    st.setItem("spite.log.WXYZ", "{broken");
    expect(loadLog(st, "WXYZ")).toEqual([]);
  });
  it("links and addresses", () => {
    expect(normaliseCode("ab-cd ef")).toBe("ABCDEF");
    expect(roomFromUrl("?room=ABCD-EFGH-JKLM")).toBe("ABCD-EFGH-JKLM");
    expect(roomFromUrl("?x=1")).toBeNull();
    expect(inviteLink({ origin: "http://127.0.0.1:7878", pathname: "/" }, "ABCD-EFGH-JKLM")).toBe(
      "http://127.0.0.1:7878/?room=ABCD-EFGH-JKLM",
    );
    expect(wsUrl({ protocol: "https:", host: "x.example:1" })).toBe("wss://x.example:1/ws");
    expect(seedText('{"type":"match_over","seq":9,"score":[1,0],"winner":0,"seed":18279084974171088997}')).toBe("18279084974171088997");
    // A room's state told after the match: its seed, whole; none before.
    expect(seedText('{"type":"seated","seq":3,"room":{"match_over":true,"winner":0,"match_seed":18279084974171088997,"view":{}}}', "match_seed")).toBe("18279084974171088997");
    expect(seedText('{"type":"state","seq":3,"room":{"match_over":false,"view":{}}}', "match_seed")).toBeNull();
    expect([0, 1, 2, 3, 9].map(backoff)).toEqual([250, 500, 1000, 2000, 4000]);
  });
});

describe("the connection", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeSocket.made = [];
  });
  it("reconnects after a drop, but not after its seat was taken up elsewhere", () => {
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    const seen: string[] = [];
    const c = new Connection("ws://x/ws", { open: () => {}, message: () => {}, status: (s) => seen.push(s) });
    FakeSocket.made[0].open();
    FakeSocket.made[0].shut(1006);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].open();
    FakeSocket.made[1].shut(SEAT_TAKEN_ELSEWHERE);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(seen.at(-1)).toBe("replaced");
    // Once the player asks, it connects again (and the server moves the seat here).
    c.resume();
    expect(FakeSocket.made).toHaveLength(3);
    c.close();
  });
});

describe("the table", () => {
  it("seats the others clockwise from you", () => {
    expect(places(2, 1)).toEqual([{ seat: 0, place: "top" }]);
    expect(places(4, 0).map((p) => p.place)).toEqual(["left", "top", "right"]);
    expect(places(4, 2).map((p) => p.seat)).toEqual([3, 0, 1]);
    expect(places(6, 0).map((p) => p.place)).toEqual(["left", "left", "top", "right", "right"]);
  });
  it("names piles for screen readers", () => {
    expect(centreLabel(0, [], "A")).toBe("Centre pile 1: empty, needs an ace");
    expect(centreLabel(0, ["AS", "2H", "3C", "KD"], "5")).toBe("Centre pile 1: king standing for 4, needs a 5");
    expect(sidePileLabel({ kind: "you", name: "" }, 1, ["2C", "JH", "9S"])).toBe(
      "Your side pile 2: 3 cards, top 9 of spades; bottom to top: 2 of clubs, jack of hearts, 9 of spades",
    );
  });
  it("offers friends' rooms the computer's takeover, and words a form the rules refuse", () => {
    const form: CreateForm = { mode: "friends", players: 2, friends: 1, level: "easy", preset: "g4a", payoff: 0, target: 50, name: "", takeover: 300 };
    expect(createMessage(form)).toMatchObject({ takeover_after: 300, seats: [{ kind: "person" }, { kind: "person" }] });
    expect(createMessage({ ...form, takeover: 0 })).not.toHaveProperty("takeover_after");
    expect(createMessage({ ...form, mode: "computer" })).not.toHaveProperty("takeover_after");
    expect(formProblem(form)).toBe("A pay-off pile needs at least one card.");
    expect(formProblem({ ...form, payoff: 5, target: 0 })).toBe("The match target must be at least 1 point.");
    expect(formProblem({ ...form, payoff: 5 })).toBeNull();
  });
  it("creates rooms from the form", () => {
    const m = createMessage({ mode: "friends", players: 3, friends: 1, level: "hard", preset: "classic", payoff: 5, target: 10, name: " Ann ", takeover: 0 });
    expect(m).toEqual({
      type: "create",
      rules: { kings_wild: false, complete_at: "K", completed_piles: "set_aside", players: 3, payoff_size: 5, match_target: 10 },
      seats: [{ kind: "person" }, { kind: "person" }, { kind: "computer", level: "hard" }],
      name: "Ann",
    });
  });
});
