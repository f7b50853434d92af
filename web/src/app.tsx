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
  loadLog,
  roomFromUrl,
  saveLog,
  savedSeats,
  saveSeat,
  seedText,
  wsUrl,
  type LinkStatus,
} from "./net";
import type { ClientMessage, Level, Rules, SeatSpec, ServerMessage } from "./protocol";
import { continueToNextGame, initial, reduce, withKeptLog, type TableState } from "./state";
import { Dialog } from "./dialog";
import { Table } from "./table";
import { SeatTabs } from "./tabs";
import { capitalise, chooseLanguage, LANGUAGES, NATIVE_NAME, setLanguage, STORAGE_KEY, t, type Lang } from "./i18n";
import type { ErrorCode } from "./protocol";
import { refusedText } from "./state";

type Phase =
  | { kind: "lobby"; error: ErrorCode | null }
  | { kind: "connecting"; what: string }
  /** The seat saved for the room in the address is played in another tab. */
  | { kind: "elsewhere"; code: string }
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
  /** With friends: seconds a friend may be away before the computer plays for them; 0: never. */
  takeover: number;
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
  takeover: 120,
};

/** The choices of the takeover select, in seconds (0: never). */
const TAKEOVERS = [0, 60, 120, 300, 900];

/** Why the form cannot make a room, in the page's language; null when it can. */
export function formProblem(f: CreateForm): string | null {
  if (!(f.payoff >= 1)) return capitalise(t("rules-error-empty-payoff")) + ".";
  if (!(f.target >= 1)) return capitalise(t("rules-error-match-target")) + ".";
  return null;
}

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
  const takeover = friends > 0 && f.takeover > 0 ? { takeover_after: f.takeover } : {};
  return { type: "create", rules: rules as Rules, seats, name: f.name.trim() || undefined, ...takeover };
}

function loadForm(): CreateForm {
  try {
    return { ...DEFAULT_FORM, ...JSON.parse(localStorage.getItem("spite.form") ?? "{}") };
  } catch {
    return DEFAULT_FORM;
  }
}

/** The page's language at start: `?lang=`, the one chosen before, or the browser's. */
export function startLanguage(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be refused (private windows); the browser's languages decide.
  }
  return chooseLanguage(location.search, stored, navigator.languages ?? [navigator.language]);
}

/** The language selector: changes the words at once and remembers the choice. */
export function LanguagePicker(props: { lang: Lang; onChange: (l: Lang) => void }) {
  return (
    <label class="lang">
      <span class="lang-word">{t("web-language")}</span>
      <select
        value={props.lang}
        data-testid="language"
        aria-label={t("web-language")}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value as Lang)}
      >
        {LANGUAGES.map((l) => (
          <option value={l} key={l} lang={l}>
            {NATIVE_NAME[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function App() {
  const [lang, setLang] = useState<Lang>(() => {
    const l = startLanguage();
    setLanguage(l);
    return l;
  });
  function chooseLang(l: Lang) {
    try {
      localStorage.setItem(STORAGE_KEY, l);
    } catch {
      // Not remembered, but spoken now.
    }
    // The address keeps ?lang= only if it had it, now with the new choice.
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", l);
      history.replaceState(null, "", url);
    }
    setLanguage(l);
    setLang(l);
  }
  const picker = <LanguagePicker lang={lang} onChange={chooseLang} />;
  const [phase, setPhase] = useState<Phase>(() =>
    roomFromUrl(location.search) && loadSeat(localStorage, roomFromUrl(location.search)!)
      ? { kind: "connecting", what: "web-coming-back" }
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
  const tabs = useRef<SeatTabs | null>(null);
  tabs.current ??= new SeatTabs();
  // This tab answers for its room while it plays there.
  const playing = phase.kind === "table" && link === "open" && table ? table.code : null;
  useEffect(() => tabs.current?.setPlaying(playing), [playing]);

  function setT(t: TableState | null) {
    tableRef.current = t;
    setTable(t);
  }

  /** Keeps the move log for a reload or a return to the room. */
  function keepLog() {
    const t = tableRef.current;
    if (t) saveLog(localStorage, t.code, t.log.map((l) => ({ game: l.game, seat: l.seat, text: l.text })));
  }
  useEffect(() => {
    window.addEventListener("pagehide", keepLog);
    return () => window.removeEventListener("pagehide", keepLog);
  }, []);

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
      const next = t && t.code === m.code ? reduce(t, m).state : withKeptLog(initial(m), loadLog(localStorage, m.code));
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
        setPhase({ kind: "lobby", error: m.code });
      }
      return;
    }
    if (m.type === "error" && (m.code === "bad_token" || m.code === "no_room")) {
      // The room is gone (finished and cleaned up, or never was).
      forgetSeat(localStorage, t.code);
      setT(null);
      setPhase({ kind: "lobby", error: m.code });
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

  function rejoinSaved(code: string) {
    const saved = loadSeat(localStorage, code);
    if (saved) start({ type: "rejoin", code: saved.code, token: saved.token }, "web-coming-back");
  }

  /** Back to a kept seat, unless another tab of this browser plays it: then this one asks first. */
  function comeBack(code: string) {
    setPhase({ kind: "connecting", what: "web-coming-back" });
    void tabs.current!.openElsewhere(code).then((yes) => {
      if (yes) setPhase({ kind: "elsewhere", code });
      else rejoinSaved(code);
    });
  }

  // Back to a seat after a reload: the token is in localStorage.
  useEffect(() => {
    const code = roomFromUrl(location.search);
    const saved = code ? loadSeat(localStorage, code) : null;
    if (saved) comeBack(saved.code);
    return () => {
      conn.current?.close();
      tabs.current?.close();
    };
  }, []);

  /**
   * Back to the lobby. The seat's token is kept unless `forget` (the match
   * is over): the room's link brings the player back to the seat.
   */
  function leave(forget: boolean) {
    conn.current?.close();
    conn.current = null;
    queue.current = [];
    if (tableRef.current && forget) forgetSeat(localStorage, tableRef.current.code);
    else keepLog();
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
        onTakeOver={() => conn.current?.resume()}
        inviteUrl={inviteLink(location, table.code)}
        linkStatus={link}
        busy={busy}
        picker={picker}
      />
    );
  }
  if (phase.kind === "connecting") {
    return (
      <main class="lobby">
        <h1>Spite &amp; Malice</h1>
        {picker}
        <p role="status">{t(phase.what)}</p>
        {link === "closed" && <p class="banner warn">{t("web-unreachable")}</p>}
        <button type="button" onClick={() => leave(false)}>
          {t("web-cancel")}
        </button>
      </main>
    );
  }
  if (phase.kind === "elsewhere") {
    return (
      <main class="lobby">
        <h1>Spite &amp; Malice</h1>
        {picker}
        <Dialog title={t("web-open-elsewhere")} label={t("web-open-elsewhere")} testId="open-elsewhere">
          <p>{t("web-open-elsewhere-body")}</p>
          <div class="buttons">
            <button type="button" autoFocus onClick={() => rejoinSaved(phase.code)}>
              {t("web-play-here")}
            </button>
            <button type="button" onClick={() => leave(false)}>
              {t("web-back-to-lobby")}
            </button>
          </div>
        </Dialog>
      </main>
    );
  }
  return (
    <Lobby
      error={phase.kind === "lobby" ? phase.error : null}
      picker={picker}
      speed={speed}
      onSpeed={(s) => {
        localStorage.setItem("spite.speed", s);
        setSpeed(s);
      }}
      onCreate={(f) => {
        localStorage.setItem("spite.form", JSON.stringify(f));
        start(createMessage(f), "web-creating");
      }}
      onJoin={(code, name) => start({ type: "join", code, name: name.trim() || undefined }, "web-joining")}
      rooms={savedSeats(localStorage).map((s) => s.code)}
      onComeBack={comeBack}
    />
  );
}

function Lobby(props: {
  error: ErrorCode | null;
  picker: preact.ComponentChildren;
  speed: Speed;
  onSpeed: (s: Speed) => void;
  onCreate: (f: CreateForm) => void;
  onJoin: (code: string, name: string) => void;
  /** Rooms this browser keeps a seat in (left with Leave, or a reload away). */
  rooms: string[];
  onComeBack: (code: string) => void;
}) {
  const invited = roomFromUrl(location.search);
  const [f, setF] = useState<CreateForm>(loadForm);
  const [code, setCode] = useState(invited ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<CreateForm>) => {
    setF({ ...f, ...patch });
    setProblem(null);
  };
  const num = (e: Event) => Number((e.currentTarget as HTMLInputElement).value);
  const create = () => {
    const why = formProblem(f);
    if (why) setProblem(why);
    else props.onCreate(f);
  };
  // Enter in the name field does what the page is for: join when invited, else create.
  const nameEnter = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (invited) props.onJoin(invited, f.name);
    else create();
  };
  const allFriends = f.mode === "friends" && f.friends >= f.players - 1;
  return (
    <main class="lobby">
      <h1>Spite &amp; Malice</h1>
      {props.picker}
      {props.error && (
        <p class="banner warn" role="alert">
          {refusedText(props.error)}
        </p>
      )}
      <details class="panel rules-intro">
        <summary>{t("web-help-heading")}</summary>
        <p>{t("web-help-intro")}</p>
      </details>
      {props.rooms.length > 0 && !invited && (
        <section class="panel" aria-label={t("web-your-rooms")}>
          <h2>{t("web-your-rooms")}</h2>
          <div class="buttons">
            {props.rooms.slice(0, 3).map((code) => (
              <button type="button" key={code} onClick={() => props.onComeBack(code)}>
                {t("web-back-to-room", { code })}
              </button>
            ))}
          </div>
        </section>
      )}
      <label class="field">
        {t("web-your-name")}
        <input value={f.name} maxLength={40} autoComplete="nickname" onKeyDown={nameEnter} onInput={(e) => set({ name: (e.currentTarget as HTMLInputElement).value })} />
      </label>
      {invited && (
        <form
          class="panel"
          aria-label={t("web-join-form")}
          onSubmit={(e) => {
            e.preventDefault();
            props.onJoin(invited, f.name);
          }}
        >
          <h2>{t("web-invited")}</h2>
          <p>
            {t("web-room")} <strong class="code">{invited}</strong>
          </p>
          <button type="submit" class="primary">
            {t("web-join-game")}
          </button>
        </form>
      )}
      <section class="panel" aria-label={t("web-new-game")}>
        <h2>{t("web-new-game")}</h2>
        <fieldset>
          <legend>{t("web-play")}</legend>
          <label>
            <input type="radio" name="mode" checked={f.mode === "computer"} onChange={() => set({ mode: "computer" })} /> {t("web-mode-computer")}
          </label>
          <label>
            <input type="radio" name="mode" checked={f.mode === "friends"} onChange={() => set({ mode: "friends" })} /> {t("web-mode-friends")}
          </label>
        </fieldset>
        <div class="grid">
          <label class="field">
            {t("web-players")}
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
              {t("web-friends")}
              <select value={f.friends} onChange={(e) => set({ friends: num(e) })}>
                {Array.from({ length: f.players - 1 }, (_, i) => i + 1).map((n) => (
                  <option value={n} key={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!allFriends && (
          <label class="field">
            {t("web-level")}
            <select value={f.level} onChange={(e) => set({ level: (e.currentTarget as HTMLSelectElement).value as Level })}>
              {(["easy", "medium", "hard", "expert"] as const).map((l) => (
                <option value={l} key={l}>
                  {t("level-name", { level: l })}
                </option>
              ))}
            </select>
          </label>
          )}
          {f.mode === "friends" && (
            <label class="field">
              {t("web-takeover")}
              <select value={f.takeover} onChange={(e) => set({ takeover: num(e) })}>
                {TAKEOVERS.map((s) => (
                  <option value={s} key={s}>
                    {t("web-takeover-after", { count: s / 60 })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label class="field wide">
            {t("web-rules")}
            <select value={f.preset} onChange={(e) => set({ preset: (e.currentTarget as HTMLSelectElement).value as "g4a" | "classic" })}>
              <option value="g4a">{t("web-preset-g4a")}</option>
              <option value="classic">{t("web-preset-classic")}</option>
            </select>
          </label>
          <label class="field">
            {t("web-payoff")}
            <input type="number" min={1} max={30} value={f.payoff} onInput={(e) => set({ payoff: num(e) })} />
          </label>
          <label class="field">
            {t("web-match-to")}
            <input type="number" min={1} max={500} value={f.target} onInput={(e) => set({ target: num(e) })} />
          </label>
          <label class="field">
            {t("web-animation")}
            <select value={props.speed} onChange={(e) => props.onSpeed((e.currentTarget as HTMLSelectElement).value as Speed)}>
              {(["instant", "fast", "normal", "slow"] as const).map((s) => (
                <option value={s} key={s}>
                  {t("web-speed", { speed: s })}
                </option>
              ))}
            </select>
          </label>
        </div>
        {problem && (
          <p class="banner warn" role="alert">
            {problem}
          </p>
        )}
        <button type="button" class="primary" onClick={create}>
          {t("web-create", { mode: f.mode })}
        </button>
      </section>
      <form
        class="panel"
        aria-label={t("web-join-by-code")}
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) props.onJoin(code, f.name);
        }}
      >
        <h2>{t("web-join-by-code")}</h2>
        <label class="field">
          {t("web-room-code")}
          <input value={code} placeholder="XXXX-XXXX-XXXX" autoCapitalize="characters" onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="submit" disabled={!code.trim()}>
          {t("web-join")}
        </button>
      </form>
    </main>
  );
}
