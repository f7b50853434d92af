// The table: you at the bottom, the others around, the centre piles with
// what they need, the stock, side piles fanned. Click-click, drag and drop
// (mouse or touch) and the keyboard all end in the same `play` (moves.ts);
// this file puts the regions together and holds what is open.

import { useEffect, useRef, useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import { InviteBanner, LinkBanner } from "./banners";
import { Centre } from "./centre";
import { useDrag } from "./drag";
import { useCardFit } from "./fit";
import { useHandPlaces } from "./hand-slots";
import { weWon } from "./game-end";
import { GameOver } from "./game-over";
import { t } from "./i18n";
import { useTableKeys } from "./keyboard";
import type { KeyAction } from "./keys";
import { MoveLog, useLogFocus } from "./move-log";
import { useMoves } from "./moves";
import { MySeat } from "./my-seat";
import { Opponents } from "./opponents";
import { pileButtons } from "./pile-buttons";
import type { ClientMessage } from "./protocol";
import { cardAt, partnerOf, type Source } from "./rules";
import { useSelection } from "./selection";
import type { TableState } from "./state";
import { statusLine, useFreshNotice } from "./status";
import { TableBar } from "./table-bar";
import { KeyHelp, LeaveQuestion, UndoQuestion } from "./table-dialogs";
import { ReactionBar } from "./reactions";
import { useWinMoment, WinMoment } from "./win-moment";
import type { Speed } from "./anim";

export type TableProps = {
  state: TableState;
  send: (m: ClientMessage) => boolean;
  /** The next game, after the last one's end was shown. */
  onContinue: () => void;
  /** Back to the lobby; `forget`: the seat's token too (the match is over). */
  onLeave: (forget: boolean) => void;
  /** Takes the seat back from the tab or window that took it up. */
  onTakeOver: () => void;
  /** The match over: a new one with the same settings. */
  onPlayAgain: () => void;
  inviteUrl: string;
  linkStatus: string;
  busy: boolean;
  /** The language selector, shown in the bar. */
  picker?: ComponentChildren;
  /** Mutes or unmutes a seat's reactions. */
  onMute: (seat: number, on: boolean) => void;
  /** How fast cards move: at `instant` a win shows its dialog at once, with no moment. */
  speed: Speed;
};

export function Table(props: TableProps) {
  const { state, send } = props;
  const { room, seat: me } = state;
  const view = room.view;
  const sel = useSelection(view, state.notice, props.linkStatus);
  const moves = useMoves(state, send, props.busy, sel, props.linkStatus);
  const notice = useFreshNotice(state.notice);
  const [showLog, setShowLog] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  const [askLeave, setAskLeave] = useState(false);
  const logFocus = useLogFocus(showLog);
  // The table takes the focus when it opens (the lobby's start button that
  // had it is gone), so Tab goes on from the table.
  const felt = useRef<HTMLElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const waiting = room.seats.filter((s) => s.kind === "person" && !s.taken).length;
  useCardFit(page, `${view.rules.players}|${props.linkStatus}|${waiting}`);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) felt.current?.focus();
  }, []);
  const dragging = useDrag({
    canLift: (s) => moves.turn && !!cardAt(view, s),
    lifted: (s) => {
      sel.select(s);
      sel.setHint(null);
    },
    play: moves.play,
    missed: () => sel.say(() => t("web-dropped-off")),
  });
  const partner = partnerOf(view.rules, me);
  // The keys 1 to 8 name the hand's places on screen, not the server's order.
  const places = useHandPlaces(view.hand, view.rules.hand_size, state.code, state.handChange);
  const inHand = (s: Source): Source | null => (s.kind !== "hand" ? s : places[s.index] == null ? null : { kind: "hand", index: places[s.index]! });
  useTableKeys(
    () => ({ handSize: places.length, centrePiles: view.center.length, partner: partner !== null, held: sel.held() }),
    (a: KeyAction) => {
      // A digit names a place; the card held (a play's source) is already the hand's index.
      const from = a.kind === "pick" ? inHand(a.source) : null;
      if (a.kind === "pick") from && moves.pick(from);
      else if (a.kind === "play") moves.play(a.source, a.target);
      else if (a.kind === "drop") moves.drop(a.target);
      else if (a.kind === "hint") moves.askHint();
      else if (a.kind === "undo") moves.askUndo();
      else if (a.kind === "help") setShowHelp((v) => !v);
      else if (a.kind === "put-down") {
        sel.select(null);
        sel.setHint(null);
        sel.say(null);
        setShowHelp(false);
        setShowLog(false);
      }
    },
  );
  const buttons = pileButtons(view, sel, moves, dragging);
  const undo = room.undo;
  // Your win is celebrated for a moment before its dialog.
  const celebrating = useWinMoment(view.status !== "playing" && weWon(room, me) ? room.game : null, props.speed === "instant");
  const mustAnswer = undo !== null && undo.waiting_for.includes(me) && undo.seat !== me;

  return (
    <div class={`table-page players-${view.rules.players}`} ref={page}>
      <TableBar state={state} turn={moves.turn} picker={props.picker} logOpen={showLog} logToggle={logFocus.toggle} onHint={moves.askHint} onUndo={moves.askUndo} onLog={() => setShowLog((v) => !v)} onHelp={() => setShowHelp(true)} onLeave={() => setAskLeave(true)} />
      <LinkBanner linkStatus={props.linkStatus} onTakeOver={props.onTakeOver} />
      <InviteBanner room={room} inviteUrl={props.inviteUrl} />
      <div class="layout">
        <main class="felt" aria-label={t("web-table")} tabIndex={-1} ref={felt}>
          <Opponents state={state} partner={partner} />
          <Centre view={view} buttons={buttons} drop={moves.drop} />
          <MySeat state={state} turn={moves.turn} selected={sel.selected} partner={partner} buttons={buttons} places={places} />
          <p class="status" role="status" aria-live="polite">
            {props.linkStatus === "replaced" ? t("web-status-elsewhere") : statusLine(room, me, sel.said ?? notice, sel.selected !== null)}
          </p>
        </main>
        <MoveLog state={state} open={showLog} onClose={() => setShowLog(false)} closeRef={logFocus.close} />
      </div>
      <ReactionBar state={state} send={send} onMute={props.onMute} />
      {mustAnswer && undo && <UndoQuestion state={state} undo={undo} send={send} />}
      {view.status !== "playing" && !props.busy && celebrating && <WinMoment />}
      {view.status !== "playing" && !props.busy && !celebrating && <GameOver state={state} onContinue={props.onContinue} onLeave={props.onLeave} onPlayAgain={props.onPlayAgain} send={send} />}
      {askLeave && <LeaveQuestion onStay={() => setAskLeave(false)} onLeave={() => props.onLeave(false)} />}
      {showHelp && <KeyHelp onClose={() => setShowHelp(false)} picker={props.picker} />}
    </div>
  );
}
