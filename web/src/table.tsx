// The table: you at the bottom, the others around, the centre piles with
// what they need, the stock, side piles fanned. Click-click, drag and drop
// (mouse or touch) and the keyboard all end in the same `play`.

import { useEffect, useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { cardName, isRed, rankLabel, rankOf, suitSymbol } from "./cards";
import { centreLabel, handLabel, payoffLabel, sidePileLabel, standsFor } from "./labels";
import { places } from "./layout";
import type { Card, ClientMessage } from "./protocol";
import {
  cardAt,
  legalTargets,
  moveText,
  myTurn,
  parseMove,
  partnerOf,
  refusal,
  sameSource,
  SIDE_PILES,
  sideOf,
  targetName,
  type Source,
  type Target,
} from "./rules";
import { hintText, possessive, resultText, seatName, type TableState } from "./state";

/** A hint on screen: the card it picks up and the pile it suggests. */
type Hint = { source: Source; target: Target };

const CENTRE_KEYS = ["a", "s", "d", "f", "g", "j", "k", "l"];
const SIDE_KEYS = ["q", "w", "e", "r"];

export type TableProps = {
  state: TableState;
  send: (m: ClientMessage) => boolean;
  /** The next game, after the last one's end was shown. */
  onContinue: () => void;
  onLeave: () => void;
  inviteUrl: string;
  linkStatus: string;
  busy: boolean;
};

export function CardFace({ card, small }: { card: Card; small?: boolean }) {
  const red = isRed(card);
  const r = rankLabel(rankOf(card));
  const s = suitSymbol(card);
  return (
    <span class={`card face ${red ? "red" : "black"}${small ? " small" : ""}`} aria-hidden="true">
      <span class="corner">
        {r}
        <span class="suit">{s}</span>
      </span>
      <span class="pip">{s}</span>
    </span>
  );
}

function CardBack({ small, children }: { small?: boolean; children?: preact.ComponentChildren }) {
  return (
    <span class={`card back${small ? " small" : ""}`} aria-hidden="true">
      {children}
    </span>
  );
}

function Empty({ small, text }: { small?: boolean; text?: string }) {
  return (
    <span class={`card empty${small ? " small" : ""}`} aria-hidden="true">
      {text}
    </span>
  );
}

/** A side pile fanned downwards, the oldest cards packed under "+N". */
function Fan({ cards, small, max }: { cards: Card[]; small?: boolean; max: number }) {
  if (cards.length === 0) return <Empty small={small} />;
  const hidden = Math.max(0, cards.length - max);
  const shown = cards.slice(hidden);
  return (
    <span class="fan" aria-hidden="true">
      {hidden > 0 && <span class={`packed${small ? " small" : ""}`}>+{hidden}</span>}
      {shown.map((c, i) => (
        <span class="fanned" key={`${hidden + i}`}>
          <CardFace card={c} small={small} />
        </span>
      ))}
    </span>
  );
}

function targetKey(t: Target): string {
  return t.kind === "centre" ? CENTRE_KEYS[t.index] ?? "" : SIDE_KEYS[t.index] ?? "";
}

function sameTarget(a: Target | null, b: Target | null) {
  return a !== null && b !== null && a.kind === b.kind && a.index === b.index;
}

type Drag = {
  source: Source;
  startX: number;
  startY: number;
  el: HTMLElement;
  ghost: HTMLElement | null;
  pointer: number;
};

export function Table(props: TableProps) {
  const { state, send } = props;
  const { room, seat: me } = state;
  const view = room.view;
  const rules = view.rules;
  // What is held, the hint, a word on the status line and a move sent
  // but not yet answered all belong to the view they were made in: a new
  // view drops them at once, in the same render (not in an effect that
  // may run a frame later, after the next click).
  // Views are compared by content: the same table sent again (after a
  // reconnect, or a `state`) keeps what was held.
  type Mine<T> = { v: string; x: T };
  const vkey = viewKey(view);
  const [selRaw, setSelRaw] = useState<Mine<Source> | null>(null);
  // Read by handlers at once (a key pressed right after another sees
  // what the first did, before the next render).
  const selRef = useRef<Mine<Source> | null>(null);
  const setSelected = (s: Source | null) => {
    const next = s ? { v: vkey, x: s } : null;
    selRef.current = next;
    setSelRaw(next);
  };
  const held = (): Source | null => {
    const r = selRef.current;
    return r && r.v === vkey && cardAt(view, r.x) ? r.x : null;
  };
  const selected = selRaw && selRaw.v === vkey && cardAt(view, selRaw.x) ? selRaw.x : null;
  const [hintRaw, setHintRaw] = useState<Mine<Hint> | null>(null);
  const hintShown = hintRaw && hintRaw.v === vkey ? hintRaw.x : null;
  const setHint = (h: Hint | null) => setHintRaw(h ? { v: vkey, x: h } : null);
  const [localRaw, setLocalRaw] = useState<Mine<string> & { n: string | null; l: string } | null>(null);
  const local = localRaw && localRaw.v === vkey && localRaw.n === state.notice && localRaw.l === props.linkStatus ? localRaw.x : null;
  const setLocal = (t: string | null) => setLocalRaw(t ? { v: vkey, x: t, n: state.notice, l: props.linkStatus } : null);
  const [showLog, setShowLog] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  const [copied, setCopied] = useState(false);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  // A move was sent and its answer has not come yet: nothing more until
  // then (a refusal, a new notice, or a new connection ends the wait).
  const [sentRaw, setSentRaw] = useState<{ v: string; n: string | null; l: string } | null>(null);
  const sent = sentRaw !== null && sentRaw.v === vkey && sentRaw.n === state.notice && sentRaw.l === props.linkStatus;
  const setSent = (on: boolean) => setSentRaw(on ? { v: vkey, n: state.notice, l: props.linkStatus } : null);

  const turn = myTurn(view) && !props.busy && !sent;
  const targets = selected && turn ? legalTargets(view, selected) : [];
  const isTarget = (t: Target) => targets.some((x) => sameTarget(x, t));
  const undo = room.undo;
  const mustAnswer = undo !== null && undo.waiting_for.includes(me) && undo.seat !== me;
  const over = view.status !== "playing";
  const waiting = room.seats.filter((s) => s.kind === "person" && !s.taken).length;

  function pick(s: Source) {
    if (!turn) {
      setLocal(over ? "The game is over." : `It is ${seatName(room, view.to_move, me)}'s turn.`);
      return;
    }
    if (sameSource(held(), s)) {
      setSelected(null);
      setHint(null);
      return;
    }
    const card = cardAt(view, s);
    if (!card) return;
    setSelected(s);
    setHint(null);
    const where = legalTargets(view, s);
    if (where.length === 0) {
      setLocal(
        `The ${cardName(card)} cannot be played now: the centre piles need ${view.center_needs.map((r) => rankLabel(r)).join(", ")}.`,
      );
    } else {
      setLocal(`Holding the ${cardName(card)}: choose where it goes (${where.map(targetName).join(", ")}).`);
    }
  }

  function play(s: Source, t: Target): boolean {
    const why = refusal(view, s, t);
    if (why) {
      setLocal(why);
      return false;
    }
    if (!send({ type: "play", move: moveText(s, t) })) {
      setLocal("Not connected: the move was not sent. Reconnecting…");
      return false;
    }
    setSent(true);
    setSelected(null);
    setHint(null);
    setLocal(null);
    return true;
  }

  function drop(t: Target) {
    const h = held();
    if (!h) {
      if (turn) setLocal("Pick up a card first: a hand card, your pay-off card or a side pile's top.");
      return;
    }
    play(h, t);
  }

  // Hints come from the server (the same hint as the terminal and the
  // window give); the answer is shown when it comes, if the view it was
  // asked in is still on screen.
  function showHint() {
    if (!turn) {
      setLocal("Hints are for your turn.");
      return;
    }
    if (!send({ type: "hint" })) {
      setLocal("Not connected: no hint now. Reconnecting…");
      return;
    }
    setLocal("Working out a hint…");
  }
  const answer = state.hint;
  useEffect(() => {
    if (!answer || answer.view !== view) return;
    const mv = answer.move ? parseMove(answer.move) : null;
    if (!mv || !cardAt(view, mv.source)) {
      setLocal("No hint now.");
      return;
    }
    setSelected(mv.source);
    setHint(mv);
    setLocal(hintText(answer) ?? "No hint now.");
  }, [answer]);

  function askUndo() {
    send({ type: "undo" });
  }

  // Keyboard play. The listener is added once and calls the newest
  // handler, so a key pressed right after a render sees that render's table.
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  keyRef.current = onKey;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keyRef.current(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
  function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || e.altKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA")) return;
      if (document.querySelector("[role=dialog][aria-modal=true]") && e.key !== "Escape") return;
      const k = e.key.toLowerCase();
      if (e.ctrlKey) {
        if (k === "z") {
          e.preventDefault();
          askUndo();
        }
        return;
      }
      if (k === "escape") {
        setSelected(null);
        setHint(null);
        setShowHelp(false);
        return;
      }
      if (/^[1-8]$/.test(k)) {
        const i = Number(k) - 1;
        if (i < view.hand.length) pick({ kind: "hand", index: i });
      } else if (k === "p") pick({ kind: "payoff" });
      else if (k === "o" && partnerOf(rules, me) !== null) pick({ kind: "partner_payoff" });
      else if (SIDE_KEYS.includes(k)) {
        const i = SIDE_KEYS.indexOf(k);
        const h = held();
        if (h?.kind === "hand") play(h, { kind: "side", index: i });
        else pick({ kind: "side", index: i });
      } else if (CENTRE_KEYS.includes(k)) {
        const i = CENTRE_KEYS.indexOf(k);
        if (i < view.center.length) drop({ kind: "centre", index: i });
      } else if (k === "h") showHint();
      else if (k === "u") askUndo();
      else if (k === "?") setShowHelp((v) => !v);
      else return;
      e.preventDefault();
  }

  // Drag and drop with pointer events (mouse, pen and touch alike).
  const pointerRef = useRef<{ move: (e: PointerEvent) => void; up: (e: PointerEvent) => void } | null>(null);
  function onPointerDown(s: Source, e: PointerEvent) {
    if (!turn || e.button !== 0 || !cardAt(view, s)) return;
    const el = e.currentTarget as HTMLElement;
    drag.current = { source: s, startX: e.clientX, startY: e.clientY, el, ghost: null, pointer: e.pointerId };
  }
  {
    function move(e: PointerEvent) {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointer) return;
      const dx = e.clientX - d.startX;
      const dy = e.clientY - d.startY;
      if (!d.ghost) {
        if (Math.hypot(dx, dy) < 6) return;
        const face = d.el.querySelector(".card.face:last-of-type") ?? d.el.querySelector(".card");
        if (!face) return;
        const r = (face as HTMLElement).getBoundingClientRect();
        const g = face.cloneNode(true) as HTMLElement;
        g.classList.add("ghost");
        g.style.left = `${r.left}px`;
        g.style.top = `${r.top}px`;
        g.style.width = `${r.width}px`;
        g.style.height = `${r.height}px`;
        document.body.appendChild(g);
        d.ghost = g;
        setSelected(d.source);
        setHint(null);
      }
      d.ghost.style.transform = `translate(${dx}px, ${dy}px) rotate(3deg)`;
      e.preventDefault();
    }
    function up(e: PointerEvent) {
      const d = drag.current;
      if (!d || e.pointerId !== d.pointer) return;
      drag.current = null;
      if (!d.ghost) return;
      suppressClick.current = true;
      setTimeout(() => (suppressClick.current = false), 0);
      const ghost = d.ghost;
      ghost.style.visibility = "hidden";
      const under = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>("[data-target]");
      ghost.style.visibility = "";
      const t = under ? parseTarget(under.dataset.target!) : null;
      if (t && play(d.source, t)) {
        ghost.remove();
        return;
      }
      if (!t) setLocal("Dropped off any pile: the card goes back.");
      // Slide back to where it came from.
      const back = ghost.animate([{ transform: ghost.style.transform }, { transform: "translate(0, 0)" }], {
        duration: reducedMotion() ? 0 : 220,
        easing: "ease-out",
      });
      back.onfinish = () => ghost.remove();
    }
    pointerRef.current = { move, up };
  }
  useEffect(() => {
    const move = (e: PointerEvent) => pointerRef.current?.move(e);
    const up = (e: PointerEvent) => pointerRef.current?.up(e);
    window.addEventListener("pointermove", move, { passive: false });
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
    };
  }, []);

  function sourceProps(s: Source) {
    const card = cardAt(view, s);
    const isHeld = sameSource(selected, s);
    return {
      "aria-pressed": isHeld,
      class: `src${isHeld ? " held" : ""}${hintShown && sameSource(hintShown.source, s) ? " hinted" : ""}`,
      disabled: !card,
      "data-source": s.kind,
      onPointerDown: (e: PointerEvent) => onPointerDown(s, e),
      onClick: () => {
        if (suppressClick.current) return;
        // A held hand card clicked onto one of your side piles is a discard.
        const h = held();
        if (s.kind === "side" && h?.kind === "hand") {
          play(h, { kind: "side", index: s.index });
          return;
        }
        pick(s);
      },
    };
  }

  function targetProps(t: Target, label: string) {
    const lit = isTarget(t);
    const hinted = hintShown !== null && sameTarget(hintShown.target, t);
    const key = targetKey(t).toUpperCase();
    const extra = `${lit ? ", you can play here" : ""}${hinted ? ", suggested" : ""}${key ? ` (key ${key})` : ""}`;
    return {
      "data-target": t.kind === "centre" ? `c${t.index + 1}` : `s${t.index + 1}`,
      "data-key": key,
      "aria-label": label + extra,
      class: `${lit ? " legal" : ""}${hinted ? " hint-target" : ""}`,
    };
  }

  const mine = view.players[me];
  const partner = partnerOf(rules, me);
  const sides = mine?.sides ?? [];
  const others = places(rules.players, me);
  const status = statusLine();

  function statusLine(): string {
    if (local) return local;
    if (state.notice) return state.notice;
    if (over) return resultText(room, me, view.status === "won" ? { first: 0, result: { status: "won", winner: view.winner ?? 0, points: view.points } } : null);
    if (undo && undo.seat === me) return "Waiting for the others to approve your undo…";
    if (myTurn(view)) return selected ? "Choose where the card goes." : "Your turn: play to the centre piles, then discard a hand card onto a side pile.";
    return `${seatName(room, view.to_move, me)} is playing…`;
  }

  const score = room.score
    .map((p, side) => {
      const who = rules.partnership ? (side === sideOf(rules, me) ? "Us" : "Them") : seatName(room, side, me);
      return `${who} ${p}`;
    })
    .join(" · ");

  return (
    <div class={`table-page players-${rules.players}`}>
      <header class="bar">
        <h1 class="title">Spite &amp; Malice</h1>
        <span class="score" aria-label={`Game ${room.game}; match score ${score}; target ${rules.match_target}`}>
          Game {room.game} · {score} <span class="target">(to {rules.match_target})</span>
        </span>
        <nav class="actions" aria-label="Game">
          <button type="button" onClick={showHint} disabled={!turn} title="Hint (H)">
            Hint
          </button>
          <button type="button" onClick={askUndo} disabled={!turn || over} title="Undo (U)">
            Undo
          </button>
          <button type="button" class="log-toggle" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
            Log
          </button>
          <button type="button" onClick={() => setShowHelp(true)} title="Help (?)">
            Help
          </button>
          <button type="button" onClick={props.onLeave}>
            Leave
          </button>
        </nav>
      </header>
      {props.linkStatus !== "open" && (
        <p class="banner warn" role="alert">
          Connection lost: reconnecting…
        </p>
      )}
      {waiting > 0 && (
        <section class="banner invite" aria-label="Invite">
          <span>
            Waiting for {waiting} friend{waiting === 1 ? "" : "s"}. Room code <strong class="code">{room.code}</strong>
          </span>
          <input class="invite-url" readOnly value={props.inviteUrl} aria-label="Invite link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <button
            type="button"
            onClick={() => {
              navigator.clipboard?.writeText(props.inviteUrl).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? "Copied" : "Copy invite link"}
          </button>
        </section>
      )}
      <div class="layout">
        <main class="felt" aria-label="Table">
          <div class="others">
            {(["left", "top", "right"] as const).map((place) => (
              <div class={`place place-${place}`} key={place}>
                {others
                  .filter((o) => o.place === place)
                  .map(({ seat }) => (
                    <Opponent key={seat} state={state} seat={seat} partner={seat === partner} />
                  ))}
              </div>
            ))}
          </div>
          <section class="centre" aria-label="Centre">
            <div class="stock" role="img" aria-label={`Stock: ${view.stock_count} cards${view.set_aside.length ? `; ${view.set_aside.length} cards set aside` : ""}`}>
              <span class="stack">
                {view.stock_count > 0 ? <CardBack /> : <Empty text="—" />}
                <span class="count">{view.stock_count}</span>
              </span>
              <span class="caption">stock</span>
              {view.set_aside.length > 0 && <span class="caption">{view.set_aside.length} set aside</span>}
            </div>
            {view.center.map((pile, i) => {
              const t: Target = { kind: "centre", index: i };
              const needs = view.center_needs[i];
              const stands = standsFor(pile, needs);
              const tp = targetProps(t, centreLabel(i, pile, needs));
              return (
                <button type="button" key={i} {...tp} class={`pile centre-pile${tp.class}`} data-pile="centre" data-index={i} onClick={() => drop(t)}>
                  {pile.length ? <CardFace card={pile[pile.length - 1]} /> : <Empty text="A" />}
                  <span class="caption">
                    {stands ? `K = ${rankLabel(stands)} · ` : ""}needs {rankLabel(needs)}
                  </span>
                  <span class="mark" aria-hidden="true">
                    {hintShown && sameTarget(hintShown.target, t) ? "★ hint" : isTarget(t) ? "▼ here" : ""}
                  </span>
                  <span class="key" aria-hidden="true">{targetKey(t).toUpperCase()}</span>
                </button>
              );
            })}
          </section>
          <section class={`me${turn ? " to-move" : ""}`} aria-label="You">
            <div class="seat-head">
              {view.to_move === me && !over && <span class="turn-mark" aria-hidden="true">▶</span>}
              <span class="name">You</span>
              {view.to_move === me && !over && <span class="tag">your turn</span>}
            </div>
            <div class="my-piles">
              <button type="button" {...sourceProps({ kind: "payoff" })} data-seat={me} data-pile="payoff" aria-label={payoffLabel("Your", mine?.payoff_top ?? null, mine?.payoff_count ?? 0) + " (key P)"}>
                <span class="stack">
                  {mine?.payoff_top ? <CardFace card={mine.payoff_top} /> : <Empty />}
                  <span class="count">{mine?.payoff_count ?? 0}</span>
                </span>
                <span class="caption">pay-off</span>
              </button>
              {partner !== null && (
                <button type="button" {...sourceProps({ kind: "partner_payoff" })} data-pile="partner-payoff" aria-label={payoffLabel("Your partner's", view.players[partner]?.payoff_top ?? null, view.players[partner]?.payoff_count ?? 0) + " (key O)"}>
                  {view.players[partner]?.payoff_top ? <CardFace card={view.players[partner].payoff_top!} /> : <Empty />}
                  <span class="caption">partner's</span>
                </button>
              )}
              {Array.from({ length: SIDE_PILES }, (_, i) => {
                const t: Target = { kind: "side", index: i };
                const s: Source = { kind: "side", index: i };
                const pile = sides[i] ?? [];
                const sp = sourceProps(s);
                const tp = targetProps(t, sidePileLabel("Your", i, pile));
                return (
                  <button type="button" key={i} {...sp} {...tp} disabled={false} class={`pile side-pile ${sp.class}${tp.class}`} data-seat={me} data-pile="side" data-index={i}>
                    <Fan cards={pile} max={6} />
                    <span class="mark" aria-hidden="true">
                      {hintShown && sameTarget(hintShown.target, t) ? "★ hint" : isTarget(t) ? "▼ here" : ""}
                    </span>
                    <span class="key" aria-hidden="true">{SIDE_KEYS[i].toUpperCase()}</span>
                  </button>
                );
              })}
            </div>
            <div class="hand" role="group" aria-label={`Your hand: ${view.hand.length} card${view.hand.length === 1 ? "" : "s"}`}>
              {view.hand.map((c, i) => {
                const s: Source = { kind: "hand", index: i };
                const sp = sourceProps(s);
                return (
                  <button type="button" key={`${i}-${c}`} {...sp} class={`hand-card ${sp.class}`} data-seat={me} data-pile="hand" data-index={i} aria-label={`Hand card ${i + 1}: ${cardName(c)}${sameSource(selected, s) ? ", picked up" : ""} (key ${i + 1})`}>
                    <CardFace card={c} />
                    <span class="key" aria-hidden="true">{i + 1}</span>
                  </button>
                );
              })}
              {view.hand.length === 0 && <span class="caption">Your hand is empty.</span>}
            </div>
          </section>
          <p class="status" role="status" aria-live="polite">
            {status}
          </p>
        </main>
        <aside class={`log${showLog ? " open" : ""}`} aria-label="Move log">
          <h2>Move log</h2>
          <ol>
            {state.log.map((l) => (
              <li key={l.id} class={l.seat === me ? "mine" : ""}>
                {l.text}
              </li>
            ))}
          </ol>
        </aside>
      </div>
      {mustAnswer && undo && (
        <Dialog title="Undo?" label="Undo request">
          <p>
            {seatName(room, undo.seat, me)} asks to take back their last move ({undo.move}).
          </p>
          <div class="buttons">
            <button type="button" autoFocus onClick={() => send({ type: "undo_reply", approve: true })}>
              Allow
            </button>
            <button type="button" onClick={() => send({ type: "undo_reply", approve: false })}>
              Refuse
            </button>
          </div>
        </Dialog>
      )}
      {over && !props.busy && (
        <Dialog title={room.match_over ? "Match over" : "Game over"} label={room.match_over ? "Match over" : "Game over"}>
          <p class="result">{resultText(room, me, view.status === "won" ? { first: 0, result: { status: "won", winner: view.winner ?? 0, points: view.points } } : null)}</p>
          <p>Match score: {score} (to {rules.match_target}).</p>
          {room.match_over ? (
            <>
              <p class="result">{matchWinner()}</p>
              {state.seed !== null && <p class="small">Match seed {state.seed}: every deal can be replayed and checked.</p>}
              <div class="buttons">
                <button type="button" autoFocus onClick={props.onLeave}>
                  New match
                </button>
              </div>
            </>
          ) : (
            <div class="buttons">
              <button type="button" autoFocus disabled={!state.held} onClick={props.onContinue}>
                {state.held ? "Next game" : "Dealing…"}
              </button>
            </div>
          )}
        </Dialog>
      )}
      {showHelp && (
        <Dialog title="How to play" label="Help" onClose={() => setShowHelp(false)}>
          <p>Play your pay-off cards onto the centre piles, built up from the ace (kings are wild in the g4a rules). End each turn by discarding a hand card onto one of your side piles.</p>
          <ul class="keys">
            <li><kbd>1</kbd>–<kbd>8</kbd> pick up a hand card; <kbd>P</kbd> your pay-off card; <kbd>O</kbd> your partner's</li>
            <li><kbd>Q</kbd> <kbd>W</kbd> <kbd>E</kbd> <kbd>R</kbd> pick up a side pile's top, or discard the held hand card there</li>
            <li><kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd> (<kbd>F</kbd> <kbd>G</kbd> …) play the held card to a centre pile</li>
            <li><kbd>H</kbd> hint, <kbd>U</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Esc</kbd> put the card down, <kbd>?</kbd> this help</li>
            <li>Or Tab to a card and press Enter, then Tab to a pile marked “▼ here” and press Enter. Drag and drop works with the mouse and on touch screens.</li>
          </ul>
          <div class="buttons">
            <button type="button" autoFocus onClick={() => setShowHelp(false)}>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );

  function matchWinner(): string {
    const w = room.winner;
    if (w === null) return "The match is over.";
    if (rules.partnership) return w === sideOf(rules, me) ? "You and your partner win the match!" : "Your opponents win the match.";
    return w === me ? "You win the match!" : `${seatName(room, w, me)} wins the match.`;
  }
}

const keys = new WeakMap<object, string>();
/** A view's content as a string, computed once per view object. */
function viewKey(v: object): string {
  let k = keys.get(v);
  if (k === undefined) {
    k = JSON.stringify(v);
    keys.set(v, k);
  }
  return k;
}

function parseTarget(text: string): Target | null {
  const m = /^([cs])(\d+)$/.exec(text);
  if (!m) return null;
  return { kind: m[1] === "c" ? "centre" : "side", index: Number(m[2]) - 1 };
}

export function reducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

function Opponent({ state, seat, partner }: { state: TableState; seat: number; partner: boolean }) {
  const { room, seat: me } = state;
  const view = room.view;
  const p = view.players[seat];
  const info = room.seats[seat];
  const name = seatName(room, seat, me);
  const owner = possessive(room, seat, me);
  const toMove = view.to_move === seat && view.status === "playing";
  const tags: string[] = [];
  if (partner) tags.push("partner");
  if (info?.kind === "person" && !info.taken) tags.push("waiting to join");
  else if (info?.kind === "person" && !info.connected) tags.push("away");
  if (info?.kind === "person" && info.computer_plays) tags.push("computer plays");
  return (
    <section class={`opponent${toMove ? " to-move" : ""}${partner ? " partner" : ""}`} aria-label={`${name}${toMove ? ", to play" : ""}${tags.length ? `, ${tags.join(", ")}` : ""}`} data-seat={seat}>
      <div class="seat-head">
        {toMove && <span class="turn-mark" aria-hidden="true">▶</span>}
        <span class="name">{name}</span>
        {tags.map((t) => (
          <span class="tag" key={t}>
            {t}
          </span>
        ))}
      </div>
      <div class="opp-piles">
        <span class="pile" role="img" data-seat={seat} data-pile="hand" aria-label={handLabel(owner, p?.hand_count ?? 0)}>
          <CardBack small>
            <span class="count">{p?.hand_count ?? 0}</span>
          </CardBack>
          <span class="caption">hand</span>
        </span>
        <span class="pile" role="img" data-seat={seat} data-pile="payoff" aria-label={payoffLabel(owner, p?.payoff_top ?? null, p?.payoff_count ?? 0)}>
          <span class="stack">
            {p?.payoff_top ? <CardFace card={p.payoff_top} small /> : <Empty small />}
            <span class="count">{p?.payoff_count ?? 0}</span>
          </span>
          <span class="caption">pay-off</span>
        </span>
        {(p?.sides ?? []).map((pile, i) => (
          <span class="pile side-pile" role="img" key={i} data-seat={seat} data-pile="side" data-index={i} aria-label={sidePileLabel(owner, i, pile)}>
            <Fan cards={pile} small max={4} />
          </span>
        ))}
      </div>
    </section>
  );
}

export function Dialog(props: { title: string; label: string; onClose?: () => void; children: preact.ComponentChildren }) {
  return (
    <div class="overlay">
      <div
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
        onKeyDown={(e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
          if (e.key === "Escape" && props.onClose) props.onClose();
        }}
      >
        <h2>{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}
