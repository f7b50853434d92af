// The status line under your piles: the last word said (yours first, then
// the room's notice, which gives way after a while), else the game's end,
// else whose turn it is and what to do.

import { useEffect, useState } from "preact/hooks";
import { t } from "./i18n";
import type { RoomState } from "./protocol";
import { myTurn } from "./rules";
import { resultText, seatName, type Said } from "./state";
import { shownResult } from "./game-end";

/** How long a notice stays on the status line before the turn shows again. */
const NOTICE_MS = 6000;

/**
 * The room's notice (someone joined, an undo, a refusal) while it is fresh:
 * it says its piece for a while, then gives way to whose turn it is (the
 * reducer drops it at the next move).
 */
export function useFreshNotice(notice: Said | null): Said | null {
  const [spent, setSpent] = useState<Said | null>(null);
  useEffect(() => {
    const n = notice;
    if (!n) return;
    // A function given to a state setter is called as an updater: wrapped.
    const timer = setTimeout(() => setSpent(() => n), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice !== spent ? notice : null;
}

/** The status line's words; `said`: the word on it now, if any; `holding`: a card is picked up. */
export function statusLine(room: RoomState, me: number, said: Said | null, holding: boolean): string {
  const view = room.view;
  if (said) return said();
  if (view.status !== "playing") return resultText(room, me, shownResult(view));
  if (room.undo && room.undo.seat === me) return t("web-waiting-undo");
  if (myTurn(view)) return holding ? t("web-choose-where") : t("web-your-turn-status");
  const name = seatName(room, view.to_move, me, "seat-subject");
  const mover = room.seats[view.to_move];
  if (mover?.kind === "person" && !mover.taken) return t("web-waiting-to-join", { name });
  return t("web-is-playing", { name });
}
