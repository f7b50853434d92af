// Playing someone new, as plain logic: the player key and its transfer
// code, the quick-match wait, the room's rematch and reactions, an open
// room's `create`, and the room client seeking over a stand-in socket.

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMessage, quickForm } from "../src/create-form";
import { loadKey, newKey, ownKey, parseCode, saveKey, transferCode } from "../src/player-key";
import type { RoomState, ServerMessage } from "../src/protocol";
import { RoomClient, type Phase } from "../src/room";
import { clock, ratingOf, seekMessages, seekStep, startSeeking } from "../src/seek-state";
import { mustAnswerRematch, otherPeople } from "../src/social-state";
import { initial, reduce, type TableState } from "../src/state";
import { loadSeat } from "../src/net";
import { FakeSocket, MemoryStorage } from "./fakes";
import { room, view } from "./fixtures";

const KEY = "0123456789abcdef0123456789abcdef";

describe("the player key", () => {
  it("is shown as a transfer code and read back however it is typed", () => {
    expect(transferCode(KEY)).toBe("0123-4567-89AB-CDEF-0123-4567-89AB-CDEF");
    expect(parseCode(transferCode(KEY))).toBe(KEY);
    expect(parseCode(" 0123 4567 89ab cdef-0123456789ABCDEF ")).toBe(KEY);
    expect(parseCode("0123-4567")).toBeNull();
    expect(parseCode(KEY + "0")).toBeNull();
    expect(parseCode(KEY.replace("a", "g"))).toBeNull();
  });

  it("is kept in the storage, and what is there is not taken unless it is a key", () => {
    const store = new MemoryStorage();
    expect(loadKey(store)).toBeNull();
    expect(saveKey(store, KEY)).toBe(true);
    expect(loadKey(store)).toBe(KEY);
    store.setItem("spite.player", "not a key");
    expect(loadKey(store)).toBeNull();
  });

  it("is made from 16 random bytes as 32 lower-case hex digits", () => {
    const bytes = [0x00, 0x01, 0x0a, 0x10, 0x7f, 0x80, 0xab, 0xff, 0x23, 0x45, 0x67, 0x89, 0xcd, 0xef, 0x0f, 0xf0];
    const fixed = { getRandomValues: (a: Uint8Array<ArrayBuffer>) => a.set(bytes) };
    expect(newKey(fixed)).toBe("00010a107f80abff23456789cdef0ff0");
    // The page's own generator: a key every time, never the same twice.
    const made = new Set(Array.from({ length: 50 }, () => newKey()));
    expect(made.size).toBe(50);
    for (const k of made) expect(parseCode(k)).toBe(k);
  });

  it("is made once and kept before it is used; a kept one is used as it is", () => {
    const store = new MemoryStorage();
    const made = ownKey(store);
    expect(loadKey(store)).toBe(made);
    expect(ownKey(store)).toBe(made);
    saveKey(store, KEY);
    expect(ownKey(store)).toBe(KEY);
    // A storage that refuses it: the key is made all the same, to play with now.
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error("quota");
    };
    expect(parseCode(ownKey(full))).not.toBeNull();
  });
});

describe("the quick-match wait", () => {
  it("registers this browser's key, names the player, then seeks", () => {
    const r = { rules: "classic" as const, rated: true, name: " Ann " };
    expect(seekMessages(r, KEY)).toEqual([
      { type: "identify", key: KEY, register: true, name: "Ann" },
      { type: "seek", rules: "classic", rated: true },
    ]);
    expect(seekMessages({ ...r, rated: false, name: "" }, KEY)).toEqual([
      { type: "identify", key: KEY, register: true },
      { type: "seek", rules: "classic", rated: false },
    ]);
    // No key yet (a casual seek makes none): the seek alone, named.
    expect(seekMessages({ ...r, rated: false }, null)).toEqual([{ type: "seek", rules: "classic", rated: false, name: "Ann" }]);
    expect(seekMessages({ ...r, rated: false, name: " " }, null)).toEqual([{ type: "seek", rules: "classic", rated: false }]);
  });

  it("follows the place in line, the time to the computer's offer, the offer and the ratings", () => {
    let s = startSeeking({ rules: "g4a", rated: true, name: "" }, 1000);
    expect(s.position).toBeNull();
    const ratings = [
      { rules: "g4a" as const, rating: 1612.4, deviation: 80.2, games: 7 },
      { rules: "classic" as const, rating: 1500, deviation: 350, games: 0 },
    ];
    s = seekStep(s, { type: "identity", seq: 0, name: "Ann", ratings }, 1100)!;
    expect(ratingOf(s.ratings, "g4a")?.rating).toBe(1612.4);
    s = seekStep(s, { type: "seeking", seq: 0, position: 2, computer_in: 45 }, 1200)!;
    expect(s).toMatchObject({ position: 2, offerAt: 46_200, since: 1000, offer: null });
    s = seekStep(s, { type: "computer_offer", seq: 0, level: "hard" }, 47_000)!;
    expect(s.offer).toBe("hard");
    expect(seekStep(s, { type: "pong", seq: 0 }, 0)).toBeNull();
  });

  it("shows the time waited as a clock", () => {
    expect([0, 7.9, 60, 83, 720].map(clock)).toEqual(["0:00", "0:07", "1:00", "1:23", "12:00"]);
  });
});

/** A room of two people, Ann (seat 0) and Bob, its match over. */
function over(): RoomState {
  const r = room(view({ status: "won", winner: 0 }));
  return { ...r, match_over: true, winner: 0, seats: [r.seats[0], { ...r.seats[0], name: "Bob" }] };
}

const seatedIn = (r: RoomState, seat = 0) => initial({ type: "seated", seq: 4, code: r.code, seat, token: "t", room: r });
const fold = (s: TableState, ...ms: ServerMessage[]) => ms.reduce((t, m) => reduce(t, m).state, s);

describe("the rematch", () => {
  it("is offered, waits for the others, and is said in the log to those asked", () => {
    const offered: ServerMessage = { type: "rematch_offered", seq: 5, by: 1, waiting_for: [0] };
    const ann = fold(seatedIn(over()), offered);
    expect(ann.room.rematch).toEqual({ by: 1, waiting_for: [0] });
    expect(mustAnswerRematch(ann.room, 0)).toBe(true);
    expect(ann.log[0].text).toBe("Bob offers a rematch.");
    expect(ann.seq).toBe(5);
    // Bob, who offered, is not asked, and hears nothing of his own offer.
    const bob = fold(seatedIn(over(), 1), offered);
    expect(mustAnswerRematch(bob.room, 1)).toBe(false);
    expect(bob.log).toEqual([]);
  });

  it("is called off by a decline or a person leaving, and starts when all accept", () => {
    const offered = fold(seatedIn(over(), 1), { type: "rematch_offered", seq: 5, by: 1, waiting_for: [0] });
    const declined = fold(offered, { type: "rematch_cancelled", seq: 6, seat: 0, why: "declined" });
    expect(declined.room.rematch).toBeUndefined();
    expect(declined.log[0].text).toBe("Ann declined the rematch.");
    const left = fold(offered, { type: "rematch_cancelled", seq: 6, seat: 0, why: "left" });
    expect(left.log[0].text).toBe("Ann left: there is no rematch.");
    const started = fold(offered, { type: "rematch_started", seq: 6, code: "NEWC-ODEN-EWCO" });
    expect(started.room.rematch).toBeUndefined();
    expect(started.log[0].text).toBe("Everyone accepted: the rematch is dealt.");
  });

  it("is offered where there is another person; with computers alone, Play again does it", () => {
    expect(otherPeople(over(), 0)).toEqual([1]);
    expect(otherPeople(room(), 0)).toEqual([]);
  });
});

describe("reactions", () => {
  const bob = () => seatedIn(over());
  it("shows each seat's latest, without moving seq", () => {
    let s = fold(bob(), { type: "reaction", seq: 4, seat: 1, reaction: "good_game" });
    expect(s.reactions.map((r) => [r.seat, r.reaction])).toEqual([[1, "good_game"]]);
    const first = s.reactions[0].id;
    s = fold(s, { type: "reaction", seq: 4, seat: 1, reaction: "oops" });
    expect(s.reactions.map((r) => [r.seat, r.reaction])).toEqual([[1, "oops"]]);
    expect(s.reactions[0].id).not.toBe(first);
    expect(s.seq).toBe(4);
  });

  it("drops a muted seat's, and one not in the set", () => {
    const s = { ...bob(), muted: [1] };
    expect(fold(s, { type: "reaction", seq: 4, seat: 1, reaction: "nice_move" }).reactions).toEqual([]);
    expect(fold(bob(), { type: "reaction", seq: 4, seat: 1, reaction: "shout" as never }).reactions).toEqual([]);
  });
});

describe("an open room", () => {
  it("is asked for with friends only", () => {
    expect(createMessage({ ...quickForm("friends", "Ann"), open: true })).toMatchObject({ type: "create", open: true });
    expect(createMessage({ ...quickForm("friends", "Ann"), open: false })).not.toHaveProperty("open");
    expect(createMessage({ ...quickForm("computer", "Ann"), open: true })).not.toHaveProperty("open");
  });
});

describe("the room client seeking", () => {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("BroadcastChannel", undefined);
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("document", { hidden: true });
    const loc = { protocol: "http:", host: "x", href: "http://x/", search: "" };
    vi.stubGlobal("location", loc);
    vi.stubGlobal("history", { replaceState: (_s: unknown, _t: string, url: URL) => (loc.search = url.search) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeSocket.made = [];
  });

  const client = () => {
    const shown = { phases: [] as Phase[], table: null as TableState | null };
    const c = new RoomClient({ setPhase: (p) => shown.phases.push(p), setTable: (t) => (shown.table = t), setLink: () => {}, setBusy: () => {}, speed: () => "instant" });
    return { shown, c };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it("makes the key and keeps it before anything is sent, registers it, seeks again with it after a drop, and sits down when paired", async () => {
    const { shown, c } = client();
    expect(loadKey(localStorage)).toBeNull();
    c.startSeek({ rules: "g4a", rated: true, name: "Ann" });
    // Kept already, though the socket is not even open.
    const made = loadKey(localStorage)!;
    expect(parseCode(made)).toBe(made);
    const ws = FakeSocket.made[0];
    ws.open();
    expect(ws.sent).toEqual([{ type: "identify", key: made, register: true, name: "Ann" }, { type: "seek", rules: "g4a", rated: true }]);
    ws.receive({ type: "identity", seq: 0, name: "Ann", ratings: [] });
    ws.receive({ type: "seeking", seq: 0, position: 1, computer_in: 45 });
    await settle();
    expect(loadKey(localStorage)).toBe(made);
    expect(shown.phases.at(-1)).toMatchObject({ kind: "seeking", seek: { position: 1 } });
    // The connection drops (the answer might have been lost): the page
    // registers the same key again and seeks again.
    ws.shut(1006);
    await new Promise((r) => setTimeout(r, 300));
    const again = FakeSocket.made[1];
    again.open();
    expect(again.sent).toEqual([{ type: "identify", key: made, register: true, name: "Ann" }, { type: "seek", rules: "g4a", rated: true }]);
    again.receive({ type: "computer_offer", seq: 0, level: "medium" });
    await settle();
    expect(shown.phases.at(-1)).toMatchObject({ kind: "seeking", seek: { offer: "medium" } });
    c.acceptComputer();
    expect(again.sent.at(-1)).toEqual({ type: "accept_computer" });
    again.receive({ type: "seated", seq: 0, code: "ABCD-EFGH-JKLM", seat: 0, token: "t2", room: room() });
    await settle();
    expect(shown.phases.at(-1)).toEqual({ kind: "table" });
    expect(loadSeat(localStorage, "ABCD-EFGH-JKLM")?.token).toBe("t2");
    c.close();
  });

  it("makes no key for a casual seek, names the player in the seek, and uses a key kept before", async () => {
    const { c } = client();
    expect(loadKey(localStorage)).toBeNull();
    c.startSeek({ rules: "g4a", rated: false, name: "Ann" });
    const ws = FakeSocket.made[0];
    ws.open();
    expect(ws.sent).toEqual([{ type: "seek", rules: "g4a", rated: false, name: "Ann" }]);
    expect(loadKey(localStorage)).toBeNull();
    c.close();
    saveKey(localStorage, KEY);
    const second = client().c;
    second.startSeek({ rules: "g4a", rated: false, name: "Ann" });
    const ws2 = FakeSocket.made.at(-1)!;
    ws2.open();
    expect(ws2.sent).toEqual([{ type: "identify", key: KEY, register: true, name: "Ann" }, { type: "seek", rules: "g4a", rated: false }]);
    second.close();
  });

  it("goes back to the lobby, out of the line, when the seek is refused", async () => {
    const { shown, c } = client();
    saveKey(localStorage, KEY);
    c.startSeek({ rules: "g4a", rated: true, name: "" });
    const ws = FakeSocket.made[0];
    ws.open();
    expect(ws.sent[0]).toEqual({ type: "identify", key: KEY, register: true });
    ws.receive({ type: "error", seq: 0, code: "rate_limited", message: "too many new players from here" });
    await settle();
    expect(shown.phases.at(-1)).toEqual({ kind: "lobby", error: "rate_limited" });
    // What the server says after the refusal no longer reaches a wait.
    ws.receive({ type: "seeking", seq: 0, position: 1, computer_in: 45 });
    await settle();
    expect(shown.phases.at(-1)).toEqual({ kind: "lobby", error: "rate_limited" });
    c.close();
  });

  it("keeps the player's mutes into the rematch's room and forgets the old seat", async () => {
    const { shown, c } = client();
    c.start({ type: "join", code: "ABCD-EFGH-JKLM" }, "web-joining");
    const ws = FakeSocket.made[0];
    ws.open();
    ws.receive({ type: "seated", seq: 4, code: "ABCD-EFGH-JKLM", seat: 0, token: "t", room: over() });
    await settle();
    c.mute(1, true);
    expect(shown.table?.muted).toEqual([1]);
    ws.receive({ type: "rematch_started", seq: 5, code: "NEWC-ODEN-EWCO" });
    ws.receive({ type: "seated", seq: 0, code: "NEWC-ODEN-EWCO", seat: 0, token: "t3", room: { ...room(), code: "NEWC-ODEN-EWCO" } });
    await settle();
    expect(shown.table?.code).toBe("NEWC-ODEN-EWCO");
    expect(shown.table?.muted).toEqual([1]);
    expect(loadSeat(localStorage, "NEWC-ODEN-EWCO")?.token).toBe("t3");
    expect(loadSeat(localStorage, "ABCD-EFGH-JKLM")).toBeNull();
    c.close();
  });
});
