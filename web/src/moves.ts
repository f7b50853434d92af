// The player's moves on the table: pick a card up, play it to a pile, ask
// for a hint or an undo. Click-click, drag and drop and the keyboard all
// end here; the status line says why when a move cannot be made.

import { useEffect } from "preact/hooks";
import { cardName, rankLabel } from "./cards";
import { t } from "./i18n";
import type { ClientMessage } from "./protocol";
import { cardAt, legalTargets, moveText, myTurn, parseMove, refusal, sameSource, targetName, type Source, type Target } from "./rules";
import type { Selection } from "./selection";
import { canUndo, hintText, owner, type TableState } from "./state";

export type Moves = {
  /** This seat may move now (its turn, nothing animating, no move awaiting its answer). */
  turn: boolean;
  /** The piles the card picked up may go to (lit). */
  targets: Target[];
  pick: (s: Source) => void;
  play: (s: Source, t: Target) => boolean;
  /** The card held played to a pile. */
  drop: (t: Target) => void;
  askHint: () => void;
  askUndo: () => void;
};

/** `link`: the connection's state; off it (another tab took the seat, or reconnecting) nothing can be played. */
export function useMoves(state: TableState, send: (m: ClientMessage) => boolean, busy: boolean, sel: Selection, link: string): Moves {
  const { room, seat: me } = state;
  const view = room.view;
  const online = link === "open";
  const turn = myTurn(view) && !busy && !sel.sent && online;

  function pick(s: Source) {
    if (!online) {
      sel.say(() => (link === "replaced" ? t("web-status-elsewhere") : t("web-reconnecting")));
      return;
    }
    if (!turn) {
      sel.say(() => (view.status !== "playing" ? t("web-game-over") : t("web-turn-of", owner(room, view.to_move, me))));
      return;
    }
    if (sameSource(sel.held(), s)) {
      sel.select(null);
      sel.setHint(null);
      return;
    }
    const card = cardAt(view, s);
    if (!card) return;
    sel.select(s);
    sel.setHint(null);
    const where = legalTargets(view, s);
    if (where.length === 0) {
      sel.say(() => t("web-cannot-play-now", { card: cardName(card), needs: view.center_needs.map((r) => rankLabel(r)).join(", ") }));
    } else {
      sel.say(() => t("web-holding", { card: cardName(card), targets: where.map(targetName).join(", ") }));
    }
  }

  function play(s: Source, to: Target): boolean {
    const why = refusal(view, s, to);
    if (why) {
      sel.say(() => refusal(view, s, to) ?? why);
      return false;
    }
    if (!send({ type: "play", move: moveText(s, to) })) {
      sel.say(() => t("web-not-sent"));
      return false;
    }
    sel.setSent(true);
    sel.select(null);
    sel.setHint(null);
    sel.say(null);
    return true;
  }

  function drop(to: Target) {
    const h = sel.held();
    if (!h) {
      if (turn) sel.say(() => t("web-pick-first"));
      return;
    }
    play(h, to);
  }

  // Hints come from the server (the same hint as the terminal and the
  // window give); the answer is shown when it comes (useHintAnswer).
  function askHint() {
    if (!turn) sel.say(() => t("web-hints-your-turn"));
    else if (!send({ type: "hint" })) sel.say(() => t("web-no-hint-offline"));
    else sel.say(() => t("web-hint-working"));
  }
  useHintAnswer(state, sel);

  function askUndo() {
    if (turn && !canUndo(state)) {
      sel.say(() => t("web-nothing-to-undo"));
      return;
    }
    send({ type: "undo" });
  }

  const targets = sel.selected && turn ? legalTargets(view, sel.selected) : [];
  return { turn, targets, pick, play, drop, askHint, askUndo };
}

/** The server's hint, shown if the view it was asked in is still on screen: its card picked up, its pile marked. */
function useHintAnswer(state: TableState, sel: Selection) {
  const answer = state.hint;
  const view = state.room.view;
  useEffect(() => {
    if (!answer || answer.view !== view) return;
    const mv = answer.move ? parseMove(answer.move) : null;
    if (!mv || !cardAt(view, mv.source)) {
      sel.say(() => t("no-hint"));
      return;
    }
    sel.select(mv.source);
    sel.setHint(mv);
    sel.say(() => hintText(answer) ?? t("no-hint"));
  }, [answer]);
}
