// The table: you at the bottom, the others around, the centre piles with
// what they need, the stock, side piles fanned. Click-click, drag and drop
// (mouse or touch) and the keyboard all end in the same `play`.

import { useEffect, useRef, useState } from "preact/hooks";
import { cardName, rankLabel } from "./cards";
import { centreLabel, handLabel, payoffLabel, sidePileLabel, standsFor } from "./labels";
import type { ClientMessage } from "./protocol";
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
import { t, t as tr } from "./i18n";
import { canUndo, hintText, moveWords, owner, resultText, seatName, type Said, type TableState } from "./state";
import { Dialog } from "./dialog";
import { Opponents, SeatScore } from "./opponents";
import { CardBack, CardFace, Empty, Fan, Slot } from "./piles";

/** A hint on screen: the card it picks up and the pile it suggests. */
type Hint = { source: Source; target: Target };

const CENTRE_KEYS = ["a", "s", "d", "f", "g", "j", "k", "l"];
/** How long a notice stays on the status line before the turn shows again. */
const NOTICE_MS = 6000;
const SIDE_KEYS = ["q", "w", "e", "r"];

export type TableProps = {
  state: TableState;
  send: (m: ClientMessage) => boolean;
  /** The next game, after the last one's end was shown. */
  onContinue: () => void;
  /** Back to the lobby; `forget`: the seat's token too (the match is over). */
  onLeave: (forget: boolean) => void;
  /** Takes the seat back from the tab or window that took it up. */
  onTakeOver: () => void;
  inviteUrl: string;
  linkStatus: string;
  busy: boolean;
  /** The language selector, shown in the bar. */
  picker?: preact.ComponentChildren;
};

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
  const [localRaw, setLocalRaw] = useState<Mine<Said> & { n: Said | null; l: string } | null>(null);
  const local = localRaw && localRaw.v === vkey && localRaw.n === state.notice && localRaw.l === props.linkStatus ? localRaw.x : null;
  // Kept as the way to say it: a change of language re-words it at once.
  const setLocal = (said: Said | null) => setLocalRaw(said ? { v: vkey, x: said, n: state.notice, l: props.linkStatus } : null);
  const [showLog, setShowLog] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  const [askLeave, setAskLeave] = useState(false);
  // A notice (someone joined, an undo, a refusal) says its piece for a
  // while, then gives way to whose turn it is; the reducer drops it at
  // the next move.
  const [spentNotice, setSpentNotice] = useState<Said | null>(null);
  useEffect(() => {
    const n = state.notice;
    if (!n) return;
    // A function given to a state setter is called as an updater: wrapped.
    const timer = setTimeout(() => setSpentNotice(() => n), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.notice]);
  const notice = state.notice !== spentNotice ? state.notice : null;
  // The table takes the focus when it opens (the lobby's start button that
  // had it is gone), so Tab goes on from the table.
  const felt = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) felt.current?.focus();
  }, []);
  // The log's pop-up (on a phone) takes the focus, and gives it back.
  const logClose = useRef<HTMLButtonElement>(null);
  const logToggle = useRef<HTMLButtonElement>(null);
  const logWasOpen = useRef(false);
  useEffect(() => {
    if (showLog && logClose.current?.offsetParent) logClose.current.focus();
    else if (!showLog && logWasOpen.current && logToggle.current?.offsetParent) logToggle.current.focus();
    logWasOpen.current = showLog;
  }, [showLog]);
  const [copied, setCopied] = useState(false);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  // A move was sent and its answer has not come yet: nothing more until
  // then (a refusal, a new notice, or a new connection ends the wait).
  const [sentRaw, setSentRaw] = useState<{ v: string; n: Said | null; l: string } | null>(null);
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
      setLocal(() => over ? t("web-game-over") : t("web-turn-of", owner(room, view.to_move, me)));
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
      setLocal(() => t("web-cannot-play-now", { card: cardName(card), needs: view.center_needs.map((r) => rankLabel(r)).join(", ") }));
    } else {
      setLocal(() => t("web-holding", { card: cardName(card), targets: where.map(targetName).join(", ") }));
    }
  }

  function play(s: Source, t: Target): boolean {
    const why = refusal(view, s, t);
    if (why) {
      setLocal(() => refusal(view, s, t) ?? why);
      return false;
    }
    if (!send({ type: "play", move: moveText(s, t) })) {
      setLocal(() => tr("web-not-sent"));
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
      if (turn) setLocal(() => tr("web-pick-first"));
      return;
    }
    play(h, t);
  }

  // Hints come from the server (the same hint as the terminal and the
  // window give); the answer is shown when it comes, if the view it was
  // asked in is still on screen.
  function showHint() {
    if (!turn) {
      setLocal(() => t("web-hints-your-turn"));
      return;
    }
    if (!send({ type: "hint" })) {
      setLocal(() => t("web-no-hint-offline"));
      return;
    }
    setLocal(() => t("web-hint-working"));
  }
  const answer = state.hint;
  useEffect(() => {
    if (!answer || answer.view !== view) return;
    const mv = answer.move ? parseMove(answer.move) : null;
    if (!mv || !cardAt(view, mv.source)) {
      setLocal(() => t("no-hint"));
      return;
    }
    setSelected(mv.source);
    setHint(mv);
    setLocal(() => hintText(answer) ?? t("no-hint"));
  }, [answer]);

  function askUndo() {
    if (turn && !canUndo(state)) {
      setLocal(() => t("web-nothing-to-undo"));
      return;
    }
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
        setShowLog(false);
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
      if (!t) setLocal(() => tr("web-dropped-off"));
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

  /** The word over a pile: "★ hint" or "▼ here", or none. */
  function markOf(t: Target): string {
    return hintShown && sameTarget(hintShown.target, t) ? tr("web-mark-hint") : isTarget(t) ? tr("web-mark-here") : "";
  }

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
    const extra = `${lit ? `, ${tr("web-can-play-here")}` : ""}${hinted ? `, ${tr("web-suggested")}` : ""}${key ? ` ${tr("web-key", { key })}` : ""}`;
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
  // Five or six at the table: shorter fans, so that it all fits the window.
  const crowded = rules.players >= 5;
  const status = statusLine();

  function statusLine(): string {
    if (local) return local();
    if (notice) return notice();
    if (over) return resultText(room, me, view.status === "won" ? { first: 0, result: { status: "won", winner: view.winner ?? 0, points: view.points } } : null);
    if (undo && undo.seat === me) return t("web-waiting-undo");
    if (myTurn(view)) return selected ? t("web-choose-where") : t("web-your-turn-status");
    const mover = room.seats[view.to_move];
    if (mover?.kind === "person" && !mover.taken) return t("web-waiting-to-join", { name: seatName(room, view.to_move, me, "seat-subject") });
    return t("web-is-playing", { name: seatName(room, view.to_move, me, "seat-subject") });
  }

  const score = room.score
    .map((p, side) => {
      const who = rules.partnership ? (side === sideOf(rules, me) ? t("web-us") : t("web-them")) : seatName(room, side, me);
      return `${who} ${p}`;
    })
    .join(" · ");

  return (
    <div class={`table-page players-${rules.players}`}>
      <header class="bar">
        <h1 class="title">Spite &amp; Malice</h1>
        <span class="score" aria-label={t("web-score-label", { game: room.game, score, target: rules.match_target })}>
          {/* Where every seat shows its own score (see .seat-score), the header names the game alone. */}
          <span class="score-all">{t("web-score", { game: room.game, score })}</span>
          <span class="score-game">{t("web-game", { game: room.game })}</span> <span class="target">{t("web-score-target", { target: rules.match_target })}</span>
        </span>
        {props.picker}
        <nav class="actions" aria-label={t("web-game-nav")}>
          <button type="button" onClick={showHint} disabled={!turn} title={t("web-hint-title")} aria-label={t("web-hint-button")} data-testid="hint">
            {t("web-hint-button")}
          </button>
          <button type="button" onClick={askUndo} disabled={!turn || over || !canUndo(state)} title={t("web-undo-title")} aria-label={t("web-undo-button")} data-testid="undo">
            {t("web-undo-button")}
          </button>
          <button type="button" class="log-toggle" ref={logToggle} aria-expanded={showLog} aria-controls="move-log" onClick={() => setShowLog((v) => !v)}>
            {t("web-log-button")}
          </button>
          <button type="button" onClick={() => setShowHelp(true)} title={t("web-help-title")}>
            {t("web-help-button")}
          </button>
          <button type="button" onClick={() => setAskLeave(true)}>
            {t("web-leave")}
          </button>
        </nav>
      </header>
      {props.linkStatus === "replaced" ? (
        <div class="banner warn" role="alert" data-testid="taken-elsewhere">
          <span>{t("web-taken-elsewhere")}</span>
          <button type="button" onClick={props.onTakeOver}>
            {t("web-play-here")}
          </button>
        </div>
      ) : (
        props.linkStatus !== "open" && (
          <p class="banner warn" role="alert">
            {t("web-reconnecting")}
          </p>
        )
      )}
      {waiting > 0 && (
        <section class="banner invite" aria-label={t("web-invite")}>
          <span>
            {t("web-waiting-friends", { count: waiting })} <strong class="code">{room.code}</strong>
          </span>
          <input class="invite-url" readOnly value={props.inviteUrl} aria-label={t("web-invite-link")} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <button
            type="button"
            onClick={() => {
              navigator.clipboard?.writeText(props.inviteUrl).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? t("web-copied") : t("web-copy-invite")}
          </button>
        </section>
      )}
      <div class="layout">
        <main class="felt" aria-label={t("web-table")} tabIndex={-1} ref={felt}>
          <Opponents state={state} partner={partner} />
          <section class="centre" aria-label={t("web-centre")}>
            <div class="stock" role="img" aria-label={view.set_aside.length ? t("web-stock-label-aside", { count: view.stock_count, aside: view.set_aside.length }) : t("web-stock-label", { count: view.stock_count })}>
              <span class="stack">
                {view.stock_count > 0 ? <CardBack /> : <Empty text="—" />}
                <span class="count">{view.stock_count}</span>
              </span>
              <span class="caption">{t("web-stock")}</span>
              {view.set_aside.length > 0 && <span class="caption">{t("web-set-aside", { count: view.set_aside.length })}</span>}
            </div>
            {view.center.map((pile, i) => {
              const t: Target = { kind: "centre", index: i };
              const needs = view.center_needs[i];
              const stands = standsFor(pile, needs);
              const tp = targetProps(t, centreLabel(i, pile, needs));
              return (
                <Slot key={i} caption={stands ? tr("web-stands-for", { as: rankLabel(stands), rank: rankLabel(needs) }) : tr("web-needs", { rank: rankLabel(needs) })} mark={markOf(t)} keyName={targetKey(t).toUpperCase()}>
                  <button type="button" {...tp} class={`pile centre-pile${tp.class}`} data-pile="centre" data-index={i} onClick={() => drop(t)}>
                    {pile.length ? <CardFace card={pile[pile.length - 1]} /> : <Empty text="A" />}
                  </button>
                </Slot>
              );
            })}
          </section>
          <section class={`me${turn ? " to-move" : ""}`} aria-label={seatName(room, me, me)} data-testid="me">
            <div class="seat-head">
              {view.to_move === me && !over && <span class="turn-mark" aria-hidden="true">▶</span>}
              <span class="name">{seatName(room, me, me)}</span>
              {view.to_move === me && !over && <span class="tag">{t("web-your-turn-tag")}</span>}
              <SeatScore state={state} seat={me} />
            </div>
            <div class="my-piles">
              <Slot caption={t("web-caption-payoff")} count={mine?.payoff_count ?? 0} keyName="P">
                <button type="button" {...sourceProps({ kind: "payoff" })} data-seat={me} data-pile="payoff" aria-label={`${payoffLabel({ kind: "you", name: "" }, mine?.payoff_top ?? null, mine?.payoff_count ?? 0)} ${t("web-key", { key: "P" })}`}>
                  {mine?.payoff_top ? <CardFace card={mine.payoff_top} /> : <Empty />}
                </button>
              </Slot>
              {partner !== null && (
                <Slot caption={t("web-caption-partner")} count={view.players[partner]?.payoff_count ?? 0} keyName="O">
                  <button type="button" {...sourceProps({ kind: "partner_payoff" })} data-pile="partner-payoff" aria-label={`${payoffLabel({ kind: "partner", name: "" }, view.players[partner]?.payoff_top ?? null, view.players[partner]?.payoff_count ?? 0)} ${t("web-key", { key: "O" })}`}>
                    {view.players[partner]?.payoff_top ? <CardFace card={view.players[partner].payoff_top!} /> : <Empty />}
                  </button>
                </Slot>
              )}
              {Array.from({ length: SIDE_PILES }, (_, i) => {
                const t: Target = { kind: "side", index: i };
                const s: Source = { kind: "side", index: i };
                const pile = sides[i] ?? [];
                const sp = sourceProps(s);
                const tp = targetProps(t, sidePileLabel({ kind: "you", name: "" }, i, pile));
                return (
                  <Slot key={i} mark={markOf(t)} keyName={SIDE_KEYS[i].toUpperCase()}>
                    <button type="button" {...sp} {...tp} disabled={false} class={`pile side-pile ${sp.class}${tp.class}`} data-seat={me} data-pile="side" data-index={i}>
                      <Fan cards={pile} max={crowded ? 4 : 6} />
                    </button>
                  </Slot>
                );
              })}
            </div>
            <div class="hand" role="group" aria-label={handLabel({ kind: "you", name: "" }, view.hand.length)} data-testid="my-hand">
              {view.hand.map((c, i) => {
                const s: Source = { kind: "hand", index: i };
                const sp = sourceProps(s);
                return (
                  <Slot key={`${i}-${c}`} keyName={String(i + 1)}>
                    <button type="button" {...sp} class={`hand-card ${sp.class}`} data-seat={me} data-pile="hand" data-index={i} aria-label={`${t("web-label-hand-card", { index: i + 1, card: cardName(c) })}${sameSource(selected, s) ? `, ${t("web-picked-up")}` : ""} ${t("web-key", { key: i + 1 })}`}>
                      <CardFace card={c} />
                    </button>
                  </Slot>
                );
              })}
              {view.hand.length === 0 && <span class="caption">{t("web-hand-empty")}</span>}
            </div>
          </section>
          <p class="status" role="status" aria-live="polite">
            {status}
          </p>
        </main>
        {showLog && <div class="log-backdrop" data-testid="log-backdrop" onClick={() => setShowLog(false)} />}
        {/* Focusable: once the log is longer than the window it scrolls, and the keyboard must reach it too (axe's scrollable-region-focusable). */}
        <aside id="move-log" class={`log${showLog ? " open" : ""}`} aria-label={t("web-move-log")} data-testid="log" tabIndex={0}>
          <div class="log-head">
            <h2>{t("web-move-log")}</h2>
            <button type="button" class="log-close" ref={logClose} onClick={() => setShowLog(false)} aria-label={t("web-close-log")}>
              {t("web-close")}
            </button>
          </div>
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
        <Dialog title={t("web-undo-question")} label={t("web-undo-request")} testId="undo-request">
          <p>{undoAsks(undo.seat, undo.move)}</p>
          <div class="buttons">
            <button type="button" autoFocus onClick={() => send({ type: "undo_reply", approve: true })}>
              {t("web-allow")}
            </button>
            <button type="button" onClick={() => send({ type: "undo_reply", approve: false })}>
              {t("web-refuse")}
            </button>
          </div>
        </Dialog>
      )}
      {over && !props.busy && (
        <Dialog
          title={room.match_over ? t("web-match-over") : t("web-game-over-title")}
          label={room.match_over ? t("web-match-over") : t("web-game-over-title")}
          testId={room.match_over ? "match-over" : "game-over"}
          className={weWon() ? "celebrate" : undefined}
        >
          {weWon() && (
            <p class="cheer" aria-hidden="true">
              ★ ★ ★
            </p>
          )}
          <p class="result">{resultText(room, me, view.status === "won" ? { first: 0, result: { status: "won", winner: view.winner ?? 0, points: view.points } } : null)}</p>
          <p>{t("web-match-score", { score, target: rules.match_target })}</p>
          {room.match_over ? (
            <>
              <p class="result">{matchWinner()}</p>
              {state.seed !== null && <p class="small">{t("web-match-seed", { seed: state.seed })}</p>}
              <div class="buttons">
                <button type="button" autoFocus onClick={() => props.onLeave(true)}>
                  {t("web-new-match")}
                </button>
              </div>
            </>
          ) : (
            <div class="buttons">
              <button type="button" autoFocus disabled={!state.held} onClick={props.onContinue}>
                {state.held ? t("web-next-game") : t("web-dealing")}
              </button>
            </div>
          )}
        </Dialog>
      )}
      {askLeave && (
        <Dialog title={t("web-leave-question")} label={t("web-leave-question")} testId="leave" onClose={() => setAskLeave(false)}>
          <p>{t("web-leave-body")}</p>
          <div class="buttons">
            <button type="button" autoFocus onClick={() => setAskLeave(false)}>
              {t("web-stay")}
            </button>
            <button type="button" onClick={() => props.onLeave(false)}>
              {t("web-leave")}
            </button>
          </div>
        </Dialog>
      )}
      {showHelp && (
        <Dialog title={t("web-help-heading")} label={t("web-help-button")} onClose={() => setShowHelp(false)}>
          <p>{t("web-help-intro")}</p>
          <ul class="keys">
            <li>{t("web-help-touch")}</li>
            <li><kbd>1</kbd>–<kbd>8</kbd> {t("web-help-hand")}; <kbd>P</kbd> {t("web-help-payoff")}; <kbd>O</kbd> {t("web-help-partner")}</li>
            <li><kbd>Q</kbd> <kbd>W</kbd> <kbd>E</kbd> <kbd>R</kbd> {t("web-help-side")}</li>
            <li><kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd> (<kbd>F</kbd> <kbd>G</kbd> …) {t("web-help-centre")}</li>
            <li>
              <kbd>H</kbd> {t("web-help-hint")}, <kbd>U</kbd> {t("web-help-or")} <kbd>Ctrl</kbd>+<kbd>Z</kbd> {t("web-help-undo")}, <kbd>Esc</kbd> {t("web-help-down")}, <kbd>?</kbd> {t("web-help-this")}
            </li>
            <li>{t("web-help-tab")}</li>
          </ul>
          <div class="buttons">
            <button type="button" autoFocus onClick={() => setShowHelp(false)}>
              {t("web-close")}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );

  function undoAsks(seat: number, move: string): string {
    const name = seatName(room, seat, me, "seat-subject");
    const played = moveWords(view, seat, me, move);
    return played ? t("web-undo-asks-card", { name, ...played }) : t("web-undo-asks", { name, move });
  }

  /** Whether this seat (or its side) won the game on screen. */
  function weWon(): boolean {
    if (view.status !== "won" || view.winner === null) return false;
    return rules.partnership ? sideOf(rules, view.winner) === sideOf(rules, me) : view.winner === me;
  }

  function matchWinner(): string {
    const w = room.winner;
    if (w === null) return t("web-match-ends");
    if (rules.partnership) return w === sideOf(rules, me) ? t("web-match-we-win") : t("web-match-they-win");
    return w === me ? t("web-match-you-win") : t("web-match-wins", { name: seatName(room, w, me, "seat-subject") });
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

