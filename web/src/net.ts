// The WebSocket to the server: one JSON object per frame, reconnecting by
// itself with backoff, and the seat tokens kept in localStorage so a reload
// (or a server restart) comes back to the same seat.

import { isWords, type Words } from "./i18n";
import type { ClientMessage, ServerMessage } from "./protocol";

/**
 * `replaced`: another tab or window took this seat up with its token (the
 * server closed this socket with SEAT_TAKEN_ELSEWHERE); this one waits for
 * the player rather than taking it back by itself.
 */
export type LinkStatus = "connecting" | "open" | "closed" | "replaced";

/** The close code of a socket whose seat another connection took up (docs/online.md). */
export const SEAT_TAKEN_ELSEWHERE = 4001;

export type Handlers = {
  /** The socket opened (first time or again). */
  open: () => void;
  /** A message, with its frame's text (for numbers past 2^53, as the seed). */
  message: (m: ServerMessage, raw: string) => void;
  status: (s: LinkStatus, attempt: number) => void;
};

/** Backoff before reconnect attempt `n` (from 0), in milliseconds. */
export function backoff(n: number): number {
  return Math.min(250 * 2 ** n, 4000);
}

/** The server's WebSocket URL for a page at `loc`. */
export function wsUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

export class Connection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly on: Handlers,
  ) {
    this.connect();
  }

  private connect() {
    if (this.stopped) return;
    this.on.status("connecting", this.attempt);
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.on.status("open", 0);
      this.on.open();
    };
    ws.onmessage = (e) => {
      if (typeof e.data !== "string") return;
      let m: ServerMessage;
      try {
        m = JSON.parse(e.data) as ServerMessage;
      } catch {
        return;
      }
      this.on.message(m, e.data);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      if (e.code === SEAT_TAKEN_ELSEWHERE) {
        this.on.status("replaced", 0);
        return;
      }
      this.on.status("closed", this.attempt);
      this.timer = setTimeout(() => this.connect(), backoff(this.attempt++));
    };
    if (!this.pinger) {
      this.pinger = setInterval(() => this.send({ type: "ping" }), 30_000);
    }
  }

  /** Sends when open; false when the socket is not open (the caller waits for `open`). */
  send(m: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(m));
    return true;
  }

  /** Connects again after the seat was taken up elsewhere, when the player asks to. */
  resume() {
    if (this.ws || this.stopped) return;
    this.attempt = 0;
    this.connect();
  }

  close() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    this.ws?.close();
    this.ws = null;
  }
}

export type SavedSeat = { code: string; token: string; seat: number };

const KEY = "spite.seats";

/** Invite codes are compared without case, spaces or dashes. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

function all(store: Storage): SavedSeat[] {
  try {
    const v = JSON.parse(store.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? (v as SavedSeat[]) : [];
  } catch {
    return [];
  }
}

export function saveSeat(store: Storage, s: SavedSeat) {
  const rest = all(store).filter((x) => normaliseCode(x.code) !== normaliseCode(s.code));
  store.setItem(KEY, JSON.stringify([s, ...rest].slice(0, 20)));
}

/** The seats kept in this browser, the latest first. */
export function savedSeats(store: Storage): SavedSeat[] {
  return all(store);
}

export function loadSeat(store: Storage, code: string): SavedSeat | null {
  return all(store).find((x) => normaliseCode(x.code) === normaliseCode(code)) ?? null;
}

export function forgetSeat(store: Storage, code: string) {
  store.setItem(KEY, JSON.stringify(all(store).filter((x) => normaliseCode(x.code) !== normaliseCode(code))));
  store.removeItem(logKey(code));
  for (const what of KEPT) store.removeItem(keptKey(what, code));
}

/** What else is kept per room beside the log: the game ends not yet gone past, the undo count. */
const KEPT = ["ends", "undo"] as const;
const keptKey = (what: (typeof KEPT)[number], code: string) => `spite.${what}.${normaliseCode(code)}`;

/** Keeps a value for a room (null: forgets it); a full or refused storage only loses it. */
export function keep(store: Storage, what: (typeof KEPT)[number], code: string, value: unknown) {
  try {
    if (value === null) store.removeItem(keptKey(what, code));
    else store.setItem(keptKey(what, code), JSON.stringify(value));
  } catch {
    // Lost on a reload only.
  }
}

/** A value kept for a room, parsed (unchecked: the caller checks its shape), or null. */
export function kept(store: Storage, what: (typeof KEPT)[number], code: string): unknown {
  try {
    return JSON.parse(store.getItem(keptKey(what, code)) ?? "null");
  } catch {
    return null;
  }
}

/** A line of the move log as kept between visits: its words as data, worded when shown. */
export type SavedLine = { game: number; seat: number | null; words: Words };

const logKey = (code: string) => `spite.log.${normaliseCode(code)}`;

/** Keeps a room's move log (the newest first, at most 400 lines) for a reload or a return. */
export function saveLog(store: Storage, code: string, lines: SavedLine[]) {
  try {
    store.setItem(logKey(code), JSON.stringify(lines.slice(0, 400)));
  } catch {
    // A full or refused storage: the log is only lost on a reload.
  }
}

/** A room's kept move log, or none. */
export function loadLog(store: Storage, code: string): SavedLine[] {
  try {
    const v = JSON.parse(store.getItem(logKey(code)) ?? "[]");
    // Lines kept as text by an older page are dropped: they could not be re-worded.
    return Array.isArray(v) ? v.filter((l): l is SavedLine => isWords(l?.words) && typeof l?.game === "number") : [];
  } catch {
    return [];
  }
}

/** The room in a page's address: `?room=CODE`. */
export function roomFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get("room");
  return code && normaliseCode(code).length > 0 ? code : null;
}

export function inviteLink(loc: { origin: string; pathname: string }, code: string): string {
  return `${loc.origin}${loc.pathname}?room=${encodeURIComponent(code)}`;
}

/**
 * The match seed exactly as the frame writes it (a u64 may not fit a JS
 * number): `match_over`'s `seed`, or a room state's `match_seed`.
 */
export function seedText(raw: string, field: "seed" | "match_seed" = "seed"): string | null {
  return new RegExp(`"${field}"\\s*:\\s*(\\d+)`).exec(raw)?.[1] ?? null;
}
