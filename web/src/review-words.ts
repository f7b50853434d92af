// A review in words, in the page's language: each marked decision with
// its symbol, the turn played and the better one (each move with the card
// it took), and why, worded from the plan as a hint is; the accuracy. The
// sentences are the terminal's (`ui-review-*`), so every frontend says a
// review alike.

import { shortName } from "./cards";
import { t } from "./i18n";
import type { Card, Mark } from "./protocol";
import type { ReviewedTurn, ReviewState } from "./review";
import { markCounts } from "./review";
import { parseMove, targetName } from "./rules";
import { hintReason } from "./state";

/** The chess symbol of a mark: ?! an inaccuracy, ? a mistake, ?? a blunder. */
export function markSymbol(mark: Mark): string {
  return { inaccuracy: "?!", mistake: "?", blunder: "??" }[mark];
}

/** The mark's word: "inaccuracy", "mistake", "blunder". */
export function markWord(mark: Mark): string {
  return t(`ui-review-${mark}`);
}

/** A chance (0 to 1) in whole points. */
const points = (chance: number) => Math.round(chance * 100);

/** Where a move's card came from, as the log says it (a hand card is "hand": its slot then means nothing now). */
function fromWords(source: string): string {
  const [kind, index] = source === "p" ? ["payoff", 0] : source === "pp" ? ["partner", 0] : /^s\d$/.test(source) ? ["side", Number(source.slice(1))] : ["hand", 0];
  return t("web-log-from", { source: kind, index });
}

/** Moves in words: "7♥ from hand to centre pile 1, K♠ from side pile 2 to centre pile 3". */
export function movesText(moves: string[], cards: (Card | null)[]): string {
  return moves
    .map((text, i) => {
      const mv = parseMove(text);
      const card = cards[i];
      if (!mv || !card) return text;
      return t("web-review-move", { card: shortName(card), from: fromWords(text.split(" ")[0]), to: targetName(mv.target) });
    })
    .join(", ");
}

/** A marked decision's lines: the heading (turn, mark, chance given away), the turn played, the better turn and why. */
export function turnLines(r: ReviewedTurn): { heading: string; played: string; better: string } {
  const { turn } = r;
  return {
    heading: t("ui-review-turn", {
      turn: turn.turn,
      part: turn.part,
      mark: turn.mark ? markWord(turn.mark) : "",
      lost: points(turn.lost),
      before: points(turn.before),
      after: points(turn.after_played),
    }),
    played: t("ui-review-played", { moves: movesText(turn.played, r.playedCards) }),
    // Moves told in words (their cards known) are not told again in the
    // reason: only why, as the window says it.
    better: t("ui-review-better", {
      moves: movesText(turn.best, r.bestCards),
      reason: hintReason(r.bestCards.every((c) => c) ? { ...turn.better, steps: [], more: false, discard: null } : turn.better),
    }),
  };
}

/** The accuracy and the marks counted, once the review is whole; null before. */
export function summary(s: ReviewState): string | null {
  if (s.accuracy === null) return null;
  return t("ui-review-summary", { accuracy: Math.round(s.accuracy), decisions: s.turns.length, ...markCounts(s) });
}

/** "No turn gave away 6 points or more…": for a whole review with nothing marked. */
export function nothingMarked(inaccuracyFrom = 0.06): string {
  return t("ui-review-none", { points: points(inaccuracyFrom) });
}
