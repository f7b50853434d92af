// A game's and the match's end in words, for this seat: who won, whether
// it was us, and the score line.

import { t } from "./i18n";
import type { GameResult, MatchViewJson, RoomState } from "./protocol";
import { sideOf } from "./rules";
import { seatName } from "./state";

/** The game on screen's result as `resultText` reads it; null when not won (drawn, or going on). */
export function shownResult(view: MatchViewJson): GameResult | null {
  return view.status === "won" ? { first: 0, result: { status: "won", winner: view.winner ?? 0, points: view.points } } : null;
}

/** Whether this seat (or its side) won the game on screen. */
export function weWon(room: RoomState, me: number): boolean {
  const view = room.view;
  if (view.status !== "won" || view.winner === null) return false;
  const rules = view.rules;
  return rules.partnership ? sideOf(rules, view.winner) === sideOf(rules, me) : view.winner === me;
}

/** Who won the match, as this seat hears it. */
export function matchWinner(room: RoomState, me: number): string {
  const rules = room.view.rules;
  const w = room.winner;
  if (w === null) return t("web-match-ends");
  if (rules.partnership) return w === sideOf(rules, me) ? t("web-match-we-win") : t("web-match-they-win");
  return w === me ? t("web-match-you-win") : t("web-match-wins", { name: seatName(room, w, me, "seat-subject") });
}

/** The match score: "You 12 · Ann 30", or "We 12 · They 30" in a partnership. */
export function scoreWords(room: RoomState, me: number): string {
  const rules = room.view.rules;
  return room.score
    .map((p, side) => {
      const who = rules.partnership ? (side === sideOf(rules, me) ? t("web-us") : t("web-them")) : seatName(room, side, me);
      return `${who} ${p}`;
    })
    .join(" · ");
}
