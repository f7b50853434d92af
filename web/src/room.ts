// The room this page plays in: the connection (rejoined by itself after a
// drop, a reload or a server restart), the seat kept in this browser, and
// the queue that shows the server's messages one by one, the others'
// moves animated. A plain class; `useRoom` gives it to the page.

import { useEffect, useRef, useState } from "preact/hooks";
import { animateDraws, animateMove, justDropped, speedMs, type Speed } from "./anim";
import { Connection, forgetSeat, keep, kept, loadLog, loadSeat, roomFromUrl, saveLog, saveSeat, seedText, wsUrl, type LinkStatus } from "./net";
import type { ClientMessage, ErrorCode, ServerMessage } from "./protocol";
import { reviews } from "./review";
import { continueToNextGame, endsOnScreen, initial, reduce, undoToKeep, withKeptEnds, withKeptLog, withKeptUndo, type TableState } from "./state";
import { recordGame } from "./record";
import { playSounds, soundsOf } from "./sounds";
import { SeatTabs } from "./tabs";
import { loadKey, ownKey } from "./player-key";
import { seekMessages, seekStep, startSeeking, type SeekRequest, type Seeking } from "./seek-state";
import { muting } from "./social-state";

export type Phase =
  | { kind: "lobby"; error: ErrorCode | null }
  | { kind: "connecting"; what: string }
  /** The seat saved for the room in the address is played in another tab. */
  | { kind: "elsewhere"; code: string }
  /** Waiting in the quick-match line. */
  | { kind: "seeking"; seek: Seeking }
  | { kind: "table" };

/** A server message, with the match's seed as its digits (it may not fit a number). */
type Queued = ServerMessage & { seedText?: string };

/** What the room shows on the page. */
export type RoomPage = {
  setPhase: (p: Phase) => void;
  setTable: (t: TableState | null) => void;
  setLink: (s: LinkStatus) => void;
  setBusy: (b: boolean) => void;
  speed: () => Speed;
};

export class RoomClient {
  private conn: Connection | null = null;
  /** What to send once the socket is open: create, join or rejoin. */
  private pending: ClientMessage | null = null;
  /** The quick match waited for, sent again (with the key) after a reconnect. */
  private seek: Seeking | null = null;
  /** The player key the quick match identifies with (kept before it was first sent). */
  /** The player key quick match identifies with; null for a casual seek before any key was made. */
  private key: string | null = null;
  private table: TableState | null = null;
  private queue: Queued[] = [];
  private running = false;
  /** The game ends last kept for a reload (as JSON), not to write them again with each message. */
  private endsKept = "";
  readonly tabs = new SeatTabs();

  constructor(private readonly page: RoomPage) {
    reviews.connect((m) => this.send(m));
  }

  /** Sends to the server; false when there is no connection to send on. */
  send(m: ClientMessage): boolean {
    return this.conn?.send(m) ?? false;
  }

  /** Takes the seat back from the tab or window that took it up. */
  takeOver() {
    this.conn?.resume();
  }

  /** The next game, after the last one's end was shown. */
  continueGame() {
    this.show(continueToNextGame(this.table!));
  }

  /** Creates, joins or rejoins a room; `what`: the message to show meanwhile. */
  start(first: ClientMessage, what: string) {
    this.pending = first;
    this.seek = null;
    this.page.setPhase({ kind: "connecting", what });
    this.connection().send(first);
  }

  /**
   * Into the quick-match line: `identify` (the key made and kept here the
   * first time a rated match is sought), then `seek`; a casual seek with
   * no key yet makes none and names the player in the seek itself.
   */
  startSeek(request: SeekRequest) {
    this.pending = null;
    this.key = request.rated ? ownKey(localStorage) : loadKey(localStorage);
    this.seek = startSeeking(request, Date.now());
    this.page.setPhase({ kind: "seeking", seek: this.seek });
    const conn = this.connection();
    for (const m of seekMessages(request, this.key)) conn.send(m);
  }

  /** Takes the computer quick match offered. */
  acceptComputer() {
    this.send({ type: "accept_computer" });
  }

  /** Mutes or unmutes a seat's reactions. */
  mute(seat: number, on: boolean) {
    const t = this.table;
    if (t) this.show({ ...t, ...muting(t.muted, t.reactions, seat, on) });
  }

  rejoinSaved(code: string) {
    const saved = loadSeat(localStorage, code);
    if (saved) this.start({ type: "rejoin", code: saved.code, token: saved.token }, "web-coming-back");
  }

  /** Back to a kept seat, unless another tab of this browser plays it: then this one asks first. */
  comeBack(code: string) {
    this.page.setPhase({ kind: "connecting", what: "web-coming-back" });
    void this.tabs.openElsewhere(code).then((yes) => {
      if (yes) this.page.setPhase({ kind: "elsewhere", code });
      else this.rejoinSaved(code);
    });
  }

  /**
   * Back to the lobby. The seat's token is kept unless `forget` (the match
   * is over): the room's link brings the player back to the seat.
   */
  leave(forget: boolean) {
    this.conn?.close();
    this.conn = null;
    this.queue = [];
    reviews.forget();
    this.seek = null;
    if (this.table && forget) forgetSeat(localStorage, this.table.code);
    else this.keepLog();
    this.show(null);
    showRoomInAddress(null);
    this.page.setPhase({ kind: "lobby", error: null });
  }

  /** Keeps the move log for a reload or a return to the room. */
  keepLog() {
    const t = this.table;
    if (t) saveLog(localStorage, t.code, t.log.map((l) => ({ game: l.game, seat: l.seat, words: l.words })));
  }

  close() {
    this.conn?.close();
    this.tabs.close();
  }

  private show(t: TableState | null) {
    this.table = t;
    this.page.setTable(t);
    if (t) this.keepShown(t);
  }

  /** What a reload (or another tab) needs and the server does not keep: the game ends on screen, the undo count. */
  private keepShown(t: TableState) {
    const ends = endsOnScreen(t);
    const text = JSON.stringify(ends);
    if (text !== this.endsKept) keep(localStorage, "ends", t.code, ends);
    this.endsKept = text;
    const undo = undoToKeep(t);
    if (undo) keep(localStorage, "undo", t.code, undo);
  }

  private connection(): Connection {
    if (this.conn) return this.conn;
    const conn = new Connection(wsUrl(location), {
      open: () => {
        const t = this.table;
        const saved = t ? loadSeat(localStorage, t.code) : null;
        if (t && saved) this.conn!.send({ type: "rejoin", code: saved.code, token: saved.token });
        else if (this.seek) for (const m of seekMessages(this.seek.request, this.key)) this.conn!.send(m);
        else if (this.pending) this.conn!.send(this.pending);
      },
      message: (m, raw) => {
        // A review's answers go to the review, not through the table's queue.
        if (reviews.take(m)) return;
        // The seed as written (a u64), from the match's end or, told
        // afterwards (a page come back), from the room's state.
        const seed = m.type === "match_over" ? seedText(raw) : m.type === "seated" || m.type === "state" ? seedText(raw, "match_seed") : null;
        this.queue.push(seed ? { ...m, seedText: seed } : m);
        void this.pump();
      },
      status: (s) => {
        if (s === "closed" || s === "replaced") reviews.lost();
        this.page.setLink(s);
      },
    });
    this.conn = conn;
    return conn;
  }

  // Shows the queued messages one by one, the others' moves animated.
  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) await this.handle(this.queue.shift()!);
    } finally {
      this.running = false;
      this.page.setBusy(false);
    }
  }

  private async handle(m: Queued) {
    const t = this.table;
    if (m.type === "seated") return this.seated(m);
    if (!t) {
      const seek = this.seek && seekStep(this.seek, m, Date.now());
      if (seek) {
        this.seek = seek;
        this.page.setPhase({ kind: "seeking", seek });
      } else if (m.type === "error") this.refusedBeforeSeated(m.code);
      return;
    }
    if (m.type === "error" && (m.code === "bad_token" || m.code === "no_room")) {
      // The room is gone (finished and cleaned up, or never was).
      forgetSeat(localStorage, t.code);
      this.show(null);
      this.page.setPhase({ kind: "lobby", error: m.code });
      return;
    }
    // Every move slides, yours too (a card dragged to its pile is there already).
    if (m.type === "moved" && (m.seat !== t.seat || !justDropped()) && t.room.view.status === "playing") {
      const ms = speedMs(this.page.speed());
      if (ms > 0 && !document.hidden) {
        const conn = this.conn;
        this.page.setBusy(true);
        await animateMove(m.seat, m.move, m.events, ms, t.seat);
        // The player may have left (or gone to another room) while the
        // card slid: the move belongs to a table no longer shown.
        if (this.conn !== conn || this.table?.code !== t.code) return;
      }
    }
    const { state, needState } = reduce(this.table!, m);
    const known = withKeptUndo(state, kept(localStorage, "undo", state.code));
    this.show(m.seedText ? { ...known, seed: m.seedText } : known);
    if (needState) this.conn?.send({ type: "state" });
    if (m.type === "moved") {
      playSounds(soundsOf(m.events, state.room.view.rules, t.seat));
      // The game this move was made in: the one followed behind a finished game on screen, else the one shown.
      recordGame(localStorage, t.code, t.held ? t.held.game : t.room.game, state.room, t.seat, m.events);
    }
    // Cards drawn come from the stock (the new hand is on screen, each card hidden until it lands).
    const ms = speedMs(this.page.speed());
    if (m.type === "moved" && ms > 0 && !document.hidden && state.room.view.status === "playing" && !state.held) {
      this.page.setBusy(true);
      await animateDraws(m.events, ms, t.seat);
    }
  }

  private seated(m: Extract<ServerMessage, { type: "seated" }> & { seedText?: string }) {
    const t = this.table;
    if (m.token) saveSeat(localStorage, { code: m.code, token: m.token, seat: m.seat });
    // Seated in the rematch's room: the old one, over, is not come back to.
    if (t && t.code !== m.code && t.room.match_over) forgetSeat(localStorage, t.code);
    showRoomInAddress(m.code);
    this.pending = null;
    this.seek = null;
    const room = t && t.code === m.code ? reduce(t, m).state : withKeptEnds(withKeptLog(initial(m), loadLog(localStorage, m.code)), kept(localStorage, "ends", m.code));
    // A finished match's seed, for a page come back to it.
    const s = m.seedText ? { ...room, seed: m.seedText } : room;
    // A player's mutes stay with them into the rematch.
    this.show(withKeptUndo({ ...s, muted: t?.muted ?? s.muted }, kept(localStorage, "undo", m.code)));
    this.page.setPhase({ kind: "table" });
  }

  /** A refusal before a seat was given: back to the lobby, the seat forgotten if it is gone. */
  private refusedBeforeSeated(code: ErrorCode) {
    const room = roomFromUrl(location.search);
    if (room && (code === "bad_token" || code === "no_room")) forgetSeat(localStorage, room);
    if (code === "no_room" || code === "bad_token" || code === "room_full") showRoomInAddress(null);
    this.pending = null;
    if (this.seek) {
      // Out of the line too: a seek refused (or its `identify`) is not waited on.
      this.conn?.close();
      this.conn = null;
      this.seek = null;
    }
    this.page.setPhase({ kind: "lobby", error: code });
  }
}

/** The room's code in the page's address (`?room=`), or none. */
function showRoomInAddress(code: string | null) {
  const url = new URL(location.href);
  if (code) url.searchParams.set("room", code);
  else url.searchParams.delete("room");
  history.replaceState(null, "", url);
}

/** The page's room: its phase, the table on screen, the connection's state. */
export function useRoom(speed: Speed) {
  const [phase, setPhase] = useState<Phase>(() => {
    const code = roomFromUrl(location.search);
    return code && loadSeat(localStorage, code) ? { kind: "connecting", what: "web-coming-back" } : { kind: "lobby", error: null };
  });
  const [table, setTable] = useState<TableState | null>(null);
  const [link, setLink] = useState<LinkStatus>("connecting");
  const [busy, setBusy] = useState(false);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const client = useRef<RoomClient | null>(null);
  client.current ??= new RoomClient({ setPhase, setTable, setLink, setBusy, speed: () => speedRef.current });
  const room = client.current;
  // This tab answers for its room while it plays there.
  const playing = phase.kind === "table" && link === "open" && table ? table.code : null;
  useEffect(() => room.tabs.setPlaying(playing), [playing]);
  useEffect(() => {
    const keepLog = () => room.keepLog();
    window.addEventListener("pagehide", keepLog);
    // Back to a seat after a reload: the token is in localStorage.
    const code = roomFromUrl(location.search);
    const saved = code ? loadSeat(localStorage, code) : null;
    if (saved) room.comeBack(saved.code);
    return () => {
      window.removeEventListener("pagehide", keepLog);
      room.close();
    };
  }, []);
  return { phase, table, link, busy, room };
}
