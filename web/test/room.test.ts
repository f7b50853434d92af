import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { animateMove } from "../src/anim";
import { loadSeat, saveSeat } from "../src/net";
import { RoomClient, type Phase } from "../src/room";
import type { TableState } from "../src/state";
import { FakeSocket, MemoryStorage } from "./fakes";
import { room, view } from "./fixtures";

// Another seat's card slides for as long as a test says.
vi.mock("../src/anim", async (actual) => ({ ...(await actual<typeof import("../src/anim")>()), animateMove: vi.fn() }));

const CODE = "ABCD-EFGH-JKLM";

/** The page as the room client sees it, with the address `?room=` of `search`. */
function page(search: string, speed: "instant" | "normal" = "instant") {
  const loc = { protocol: "http:", host: "x", href: `http://x/${search}`, search };
  vi.stubGlobal("location", loc);
  vi.stubGlobal("history", {
    replaceState: (_s: unknown, _t: string, url: URL) => {
      loc.href = String(url);
      loc.search = url.search;
    },
  });
  const shown = { phases: [] as Phase[], table: null as TableState | null };
  const client = new RoomClient({
    setPhase: (p) => shown.phases.push(p),
    setTable: (t) => (shown.table = t),
    setLink: () => {},
    setBusy: () => {},
    speed: () => speed,
  });
  return { loc, shown, client };
}

/** Joins the room and sits at seat 0 (seq 4); the connection's stand-in socket. */
function sitDown(client: RoomClient): FakeSocket {
  client.start({ type: "join", code: CODE }, "web-joining");
  const ws = FakeSocket.made.at(-1)!;
  ws.open();
  ws.receive({ type: "seated", seq: 4, code: CODE, seat: 0, token: "t", room: room() });
  return ws;
}

/** Lets the queue of messages run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the room", () => {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("BroadcastChannel", undefined);
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("document", { hidden: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeSocket.made = [];
  });

  it("sits down: the seat kept, the room in the address, the table shown", async () => {
    const { loc, shown, client } = page("");
    client.start({ type: "join", code: CODE }, "web-joining");
    expect(shown.phases.at(-1)).toEqual({ kind: "connecting", what: "web-joining" });
    const ws = FakeSocket.made[0];
    ws.open();
    expect(ws.sent).toEqual([{ type: "join", code: CODE }]);
    ws.receive({ type: "seated", seq: 4, code: CODE, seat: 0, token: "t", room: room() });
    await settle();
    expect(shown.phases.at(-1)).toEqual({ kind: "table" });
    expect(shown.table?.code).toBe(CODE);
    expect(loadSeat(localStorage, CODE)?.token).toBe("t");
    expect(loc.search).toBe(`?room=${CODE}`);
    client.close();
  });

  it("drops another seat's move whose card was sliding when the player left", async () => {
    let slid = () => {};
    vi.mocked(animateMove).mockImplementation(() => new Promise<void>((r) => (slid = r)));
    vi.stubGlobal("document", { hidden: false });
    const { shown, client } = page("", "normal");
    const ws = sitDown(client);
    ws.receive({ type: "moved", seq: 5, seat: 1, move: "h1 s1", events: [], view: view({ to_move: 0 }) });
    await settle();
    expect(animateMove).toHaveBeenCalledTimes(1);
    client.leave(false);
    slid();
    await settle();
    // Back in the lobby, with no table and nothing thrown by the move.
    expect(shown.table).toBeNull();
    expect(shown.phases.at(-1)).toEqual({ kind: "lobby", error: null });
    client.close();
  });

  it("asks for the whole room after a gap in the sequence", async () => {
    const { shown, client } = page("");
    const ws = sitDown(client);
    ws.receive({ type: "moved", seq: 9, seat: 1, move: "h1 s1", events: [], view: view({ to_move: 0 }) });
    await settle();
    expect(ws.sent.at(-1)).toEqual({ type: "state" });
    expect(shown.table?.resyncing).toBe(true);
    client.close();
  });

  it("goes back to the lobby when the room is gone, and forgets its seat", async () => {
    saveSeat(localStorage, { code: CODE, token: "old", seat: 1 });
    const { loc, shown, client } = page(`?room=${CODE}`);
    client.rejoinSaved(CODE);
    FakeSocket.made[0].open();
    FakeSocket.made[0].receive({ type: "error", code: "no_room", message: "" });
    await settle();
    expect(shown.phases.at(-1)).toEqual({ kind: "lobby", error: "no_room" });
    expect(loadSeat(localStorage, CODE)).toBeNull();
    expect(loc.search).toBe("");
    client.close();
  });

  it("keeps the seat of a room that is only full, the address cleared", async () => {
    saveSeat(localStorage, { code: CODE, token: "old", seat: 1 });
    const { loc, shown, client } = page(`?room=${CODE}`);
    client.start({ type: "join", code: CODE }, "web-joining");
    FakeSocket.made[0].open();
    FakeSocket.made[0].receive({ type: "error", code: "room_full", message: "" });
    await settle();
    expect(shown.phases.at(-1)).toEqual({ kind: "lobby", error: "room_full" });
    expect(loadSeat(localStorage, CODE)?.token).toBe("old");
    expect(loc.search).toBe("");
    client.close();
  });

  it("a reload on a game's end shows it still, with the ends that waited behind it", async () => {
    const first = page("");
    const ws = sitDown(first.client);
    const won = (seq: number, turn: number) => ({
      type: "moved",
      seq,
      seat: 1,
      move: "p c1",
      by_computer: true,
      events: [{ event: "game_over", result: { status: "won", winner: 1, points: 3 } }],
      view: view({ status: "won", winner: 1, points: 3, turn }),
    });
    ws.receive(won(5, 7));
    ws.receive({ type: "new_game", seq: 6, game: 2, score: [0, 3], view: view({ turn: 1, to_move: 1 }) });
    ws.receive(won(7, 1));
    ws.receive({ type: "new_game", seq: 8, game: 3, score: [0, 6], view: view({ turn: 1, to_move: 1 }) });
    await settle();
    expect(first.shown.table?.room.view.turn).toBe(7);
    first.client.close();

    // The page again: the server has game 3 alone.
    const again = page(`?room=${CODE}`);
    again.client.rejoinSaved(CODE);
    const ws2 = FakeSocket.made.at(-1)!;
    ws2.open();
    ws2.receive({ type: "seated", seq: 8, code: CODE, seat: 0, room: { ...room(view({ turn: 2 })), game: 3, score: [0, 6] } });
    await settle();
    let s = again.shown.table!;
    expect([s.room.game, s.room.view.status, s.room.view.turn, s.room.score]).toEqual([1, "won", 7, [0, 3]]);
    again.client.continueGame();
    s = again.shown.table!;
    expect([s.room.game, s.room.view.status, s.room.score]).toEqual([2, "won", [0, 6]]);
    again.client.continueGame();
    s = again.shown.table!;
    expect([s.room.game, s.room.view.status, s.room.view.turn]).toEqual([3, "playing", 2]);
    again.client.close();

    // Gone past them all: a reload shows the game played.
    const third = page(`?room=${CODE}`);
    third.client.rejoinSaved(CODE);
    FakeSocket.made.at(-1)!.open();
    FakeSocket.made.at(-1)!.receive({ type: "seated", seq: 8, code: CODE, seat: 0, room: { ...room(view({ turn: 2 })), game: 3, score: [0, 6] } });
    await settle();
    expect(third.shown.table?.room.game).toBe(3);
    third.client.close();
  });

  it("knows after a reload or a takeover whether this turn has a move to take back", async () => {
    const first = page("");
    sitDown(first.client);
    await settle();
    expect(first.shown.table?.undoable).toBe(0);
    first.client.close();
    const rejoin = async () => {
      const p = page(`?room=${CODE}`);
      p.client.rejoinSaved(CODE);
      const w = FakeSocket.made.at(-1)!;
      w.open();
      w.receive({ type: "seated", seq: 4, code: CODE, seat: 0, room: room() });
      await settle();
      return p;
    };
    // At the start of the turn: nothing to take back, so Undo is off.
    const second = await rejoin();
    expect(second.shown.table?.undoable).toBe(0);
    FakeSocket.made.at(-1)!.receive({ type: "moved", seq: 5, seat: 0, move: "h1 c1", by_computer: false, events: [], view: view() });
    await settle();
    expect(second.shown.table?.undoable).toBe(1);
    second.client.close();
    // After a move that can be taken back: it still can.
    const third = await rejoin();
    expect(third.shown.table?.undoable).toBe(1);
    third.client.close();
    // A later turn than the one counted: nothing of this browser's in it.
    const later = page(`?room=${CODE}`);
    later.client.rejoinSaved(CODE);
    FakeSocket.made.at(-1)!.open();
    FakeSocket.made.at(-1)!.receive({ type: "seated", seq: 9, code: CODE, seat: 0, room: room(view({ turn: 3 })) });
    await settle();
    expect(later.shown.table?.undoable).toBe(0);
    later.client.close();
  });

  it("leaves the table for the lobby, the seat forgotten only when the match is over", async () => {
    const { shown, client } = page("");
    sitDown(client);
    await settle();
    client.leave(false);
    expect(shown.table).toBeNull();
    expect(shown.phases.at(-1)).toEqual({ kind: "lobby", error: null });
    expect(loadSeat(localStorage, CODE)?.token).toBe("t");
    client.rejoinSaved(CODE);
    FakeSocket.made[1].open();
    expect(FakeSocket.made[1].sent).toEqual([{ type: "rejoin", code: CODE, token: "t" }]);
    FakeSocket.made[1].receive({ type: "seated", seq: 4, code: CODE, seat: 0, token: "t", room: room() });
    await settle();
    client.leave(true);
    expect(loadSeat(localStorage, CODE)).toBeNull();
    client.close();
  });
});
