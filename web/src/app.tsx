// The page: the lobby (create a room, join by link or code), the
// connection (rejoin by itself after a drop, a reload or a server
// restart), and the queue that shows the others' moves one by one.

import { useEffect, useRef, useState } from "preact/hooks";
import { animateMove, speedMs, type Speed } from "./anim";
import {
  Connection,
  forgetSeat,
  inviteLink,
  loadSeat,
  roomFromUrl,
  saveSeat,
  seedText,
  wsUrl,
  type LinkStatus,
} from "./net";
import type { ClientMessage, Level, Rules, SeatSpec, ServerMessage } from "./protocol";
import { continueToNextGame, initial, reduce, type TableState } from "./state";
import { Table } from "./table";

type Phase =
  | { kind: "lobby"; error: string | null }
  | { kind: "connecting"; what: string }
  | { kind: "table" };

export type CreateForm = {
  mode: "computer" | "friends";
  players: number;
  friends: number;
  level: Level;
  preset: "g4a" | "classic";
  payoff: number;
  target: number;
  name: string;
};

const DEFAULT_FORM: CreateForm = {
  mode: "computer",
  players: 2,
  friends: 1,
  level: "medium",
  preset: "g4a",
  payoff: 20,
  target: 50,
  name: "",
};

/** The `create` message for a form. */
export function createMessage(f: CreateForm): ClientMessage {
  const players = Math.max(2, Math.min(6, f.players));
  const seats: SeatSpec[] = [{ kind: "person" }];
  const friends = f.mode === "friends" ? Math.max(1, Math.min(players - 1, f.friends)) : 0;
  for (let i = 1; i < players; i++) {
    seats.push(i <= friends ? { kind: "person" } : { kind: "computer", level: f.level });
  }
  const base = f.preset === "classic" ? { kings_wild: false, complete_at: "K", completed_piles: "set_aside" } : {};
  const rules = { ...base, players, payoff_size: f.payoff, match_target: f.target } as Partial<Rules>;
  return { type: "create", rules: rules as Rules, seats, name: f.name.trim() || undefined };
}

function loadForm(): CreateForm {
  try {
    return { ...DEFAULT_FORM, ...JSON.parse(localStorage.getItem("spite.form") ?? "{}") };
  } catch {
    return DEFAULT_FORM;
  }
}

export function App() {
  const [phase, setPhase] = useState<Phase>(() =>
    roomFromUrl(location.search) && loadSeat(localStorage, roomFromUrl(location.search)!)
      ? { kind: "connecting", what: "Coming back to your seat…" }
      : { kind: "lobby", error: null },
  );
  const [table, setTable] = useState<TableState | null>(null);
  const [link, setLink] = useState<LinkStatus>("connecting");
  const [busy, setBusy] = useState(false);
  const [speed, setSpeed] = useState<Speed>(() => (localStorage.getItem("spite.speed") as Speed) || "normal");
  const conn = useRef<Connection | null>(null);
  // What to send once the socket is open: create, join or rejoin.
  const pending = useRef<ClientMessage | null>(null);
  const tableRef = useRef<TableState | null>(null);
  const queue = useRef<(ServerMessage & { seedText?: string })[]>([]);
  const running = useRef(false);
  const speedRef = useRef(speed);
  speedRef.current = speed;

  function setT(t: TableState | null) {
    tableRef.current = t;
    setTable(t);
  }

  function ensureConnection() {
    if (conn.current) return conn.current;
    conn.current = new Connection(wsUrl(location), {
      open: () => {
        const t = tableRef.current;
        const saved = t ? loadSeat(localStorage, t.code) : null;
        if (t && saved) {
          conn.current!.send({ type: "rejoin", code: saved.code, token: saved.token });
        } else if (pending.current) {
          conn.current!.send(pending.current);
        }
      },
      message: (m, raw) => {
        const seed = m.type === "match_over" ? seedText(raw) : null;
        queue.current.push(seed ? { ...m, seedText: seed } : m);
        void pump();
      },
      status: (s) => setLink(s),
    });
    return conn.current;
  }

  function start(first: ClientMessage, what: string) {
    pending.current = first;
    setPhase({ kind: "connecting", what });
    const c = ensureConnection();
    c.send(first);
  }

  // Shows the queued messages one by one, the others' moves animated.
  async function pump() {
    if (running.current) return;
    running.current = true;
    try {
      while (queue.current.length) {
        const m = queue.current.shift()!;
        await handle(m);
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function handle(m: ServerMessage & { seedText?: string }) {
    const t = tableRef.current;
    if (m.type === "seated") {
      if (m.token) saveSeat(localStorage, { code: m.code, token: m.token, seat: m.seat });
      const url = new URL(location.href);
      url.searchParams.set("room", m.code);
      history.replaceState(null, "", url);
      pending.current = null;
      const next = t && t.code === m.code ? reduce(t, m).state : initial(m);
      setT(next);
      setPhase({ kind: "table" });
      return;
    }
    if (!t) {
      if (m.type === "error") {
        const code = roomFromUrl(location.search);
        if (code && (m.code === "bad_token" || m.code === "no_room")) forgetSeat(localStorage, code);
        if (m.code === "no_room" || m.code === "bad_token" || m.code === "room_full") {
          const url = new URL(location.href);
          url.searchParams.delete("room");
          history.replaceState(null, "", url);
        }
        pending.current = null;
        setPhase({ kind: "lobby", error: m.message });
      }
      return;
    }
    if (m.type === "error" && (m.code === "bad_token" || m.code === "no_room")) {
      // The room is gone (finished and cleaned up, or never was).
      forgetSeat(localStorage, t.code);
      setT(null);
      setPhase({ kind: "lobby", error: m.message });
      return;
    }
    if (m.type === "moved" && m.seat !== t.seat && t.room.view.status === "playing") {
      const ms = speedMs(speedRef.current);
      if (ms > 0 && !document.hidden) {
        setBusy(true);
        await animateMove(m.seat, m.move, m.events, ms);
      }
    }
    const { state, needState } = reduce(tableRef.current!, m);
    setT(m.seedText ? { ...state, seed: m.seedText } : state);
    if (needState) conn.current?.send({ type: "state" });
  }

  // Back to a seat after a reload: the token is in localStorage.
  useEffect(() => {
    const code = roomFromUrl(location.search);
    const saved = code ? loadSeat(localStorage, code) : null;
    if (saved) start({ type: "rejoin", code: saved.code, token: saved.token }, "Coming back to your seat…");
    return () => conn.current?.close();
  }, []);

  function leave() {
    conn.current?.close();
    conn.current = null;
    queue.current = [];
    if (tableRef.current) forgetSeat(localStorage, tableRef.current.code);
    setT(null);
    const url = new URL(location.href);
    url.searchParams.delete("room");
    history.replaceState(null, "", url);
    setPhase({ kind: "lobby", error: null });
  }

  if (phase.kind === "table" && table) {
    return (
      <Table
        state={table}
        send={(m) => conn.current?.send(m) ?? false}
        onContinue={() => setT(continueToNextGame(tableRef.current!))}
        onLeave={leave}
        inviteUrl={inviteLink(location, table.code)}
        linkStatus={link}
        busy={busy}
      />
    );
  }
  if (phase.kind === "connecting") {
    return (
      <main class="lobby">
        <h1>Spite &amp; Malice</h1>
        <p role="status">{phase.what}</p>
        {link === "closed" && <p class="banner warn">The server cannot be reached; trying again…</p>}
        <button type="button" onClick={leave}>
          Cancel
        </button>
      </main>
    );
  }
  return (
    <Lobby
      error={phase.kind === "lobby" ? phase.error : null}
      speed={speed}
      onSpeed={(s) => {
        localStorage.setItem("spite.speed", s);
        setSpeed(s);
      }}
      onCreate={(f) => {
        localStorage.setItem("spite.form", JSON.stringify(f));
        start(createMessage(f), "Creating the room…");
      }}
      onJoin={(code, name) => start({ type: "join", code, name: name.trim() || undefined }, "Joining…")}
    />
  );
}

function Lobby(props: {
  error: string | null;
  speed: Speed;
  onSpeed: (s: Speed) => void;
  onCreate: (f: CreateForm) => void;
  onJoin: (code: string, name: string) => void;
}) {
  const invited = roomFromUrl(location.search);
  const [f, setF] = useState<CreateForm>(loadForm);
  const [code, setCode] = useState(invited ?? "");
  const set = (patch: Partial<CreateForm>) => setF({ ...f, ...patch });
  const num = (e: Event) => Number((e.currentTarget as HTMLInputElement).value);
  return (
    <main class="lobby">
      <h1>Spite &amp; Malice</h1>
      {props.error && (
        <p class="banner warn" role="alert">
          {props.error}
        </p>
      )}
      <label class="field">
        Your name
        <input value={f.name} maxLength={40} autoComplete="nickname" onInput={(e) => set({ name: (e.currentTarget as HTMLInputElement).value })} />
      </label>
      {invited && (
        <form
          class="panel"
          aria-label="Join"
          onSubmit={(e) => {
            e.preventDefault();
            props.onJoin(invited, f.name);
          }}
        >
          <h2>You are invited</h2>
          <p>
            Room <strong class="code">{invited}</strong>
          </p>
          <button type="submit" class="primary">
            Join the game
          </button>
        </form>
      )}
      <section class="panel" aria-label="New game">
        <h2>New game</h2>
        <fieldset>
          <legend>Play</legend>
          <label>
            <input type="radio" name="mode" checked={f.mode === "computer"} onChange={() => set({ mode: "computer" })} /> against the computer
          </label>
          <label>
            <input type="radio" name="mode" checked={f.mode === "friends"} onChange={() => set({ mode: "friends" })} /> with friends (invite link)
          </label>
        </fieldset>
        <div class="grid">
          <label class="field">
            Players
            <select value={f.players} onChange={(e) => set({ players: num(e) })}>
              {[2, 3, 4, 5, 6].map((n) => (
                <option value={n} key={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {f.mode === "friends" && (
            <label class="field">
              Friends
              <select value={f.friends} onChange={(e) => set({ friends: num(e) })}>
                {Array.from({ length: f.players - 1 }, (_, i) => i + 1).map((n) => (
                  <option value={n} key={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label class="field">
            Computer level
            <select value={f.level} onChange={(e) => set({ level: (e.currentTarget as HTMLSelectElement).value as Level })}>
              {(["easy", "medium", "hard", "expert"] as const).map((l) => (
                <option value={l} key={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            Rules
            <select value={f.preset} onChange={(e) => set({ preset: (e.currentTarget as HTMLSelectElement).value as "g4a" | "classic" })}>
              <option value="g4a">g4a (kings wild, to the queen)</option>
              <option value="classic">classic (A to K)</option>
            </select>
          </label>
          <label class="field">
            Pay-off pile
            <input type="number" min={1} max={30} value={f.payoff} onInput={(e) => set({ payoff: num(e) })} />
          </label>
          <label class="field">
            Match to
            <input type="number" min={1} max={500} value={f.target} onInput={(e) => set({ target: num(e) })} />
          </label>
          <label class="field">
            Animation
            <select value={props.speed} onChange={(e) => props.onSpeed((e.currentTarget as HTMLSelectElement).value as Speed)}>
              {(["instant", "fast", "normal", "slow"] as const).map((s) => (
                <option value={s} key={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="button" class="primary" onClick={() => props.onCreate(f)}>
          Create room
        </button>
      </section>
      <section class="panel" aria-label="Join by code">
        <h2>Join by code</h2>
        <label class="field">
          Room code
          <input value={code} placeholder="XXXX-XXXX-XXXX" autoCapitalize="characters" onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="button" disabled={!code.trim()} onClick={() => props.onJoin(code, f.name)}>
          Join
        </button>
      </section>
    </main>
  );
}
