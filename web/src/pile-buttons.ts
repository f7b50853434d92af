// The piles as buttons: a pile a card is picked up from (a source) and a
// pile a card is played to (a target), with their marks ("▼ here" where
// the held card may go, "★ hint" where the hint plays it) and the words
// of their labels.

import { t } from "./i18n";
import { targetKey } from "./keys";
import type { Dragging } from "./drag";
import type { Moves } from "./moves";
import { cardAt, sameSource, sameTarget, type Source, type Target } from "./rules";
import type { MatchViewJson } from "./protocol";
import type { Selection } from "./selection";

export type PileButtons = {
  source: (s: Source) => ReturnType<typeof sourceProps>;
  target: (to: Target, label: string) => ReturnType<typeof targetProps>;
  /** The word over a pile: "★ hint" or "▼ here", or none. */
  mark: (to: Target) => string;
};

export function pileButtons(view: MatchViewJson, sel: Selection, moves: Moves, dragging: Dragging): PileButtons {
  const lit = (to: Target) => moves.targets.some((x) => sameTarget(x, to));
  const hinted = (to: Target) => sel.hint !== null && sameTarget(sel.hint.target, to);
  return {
    source: (s) => sourceProps(s, view, sel, moves, dragging),
    target: (to, label) => targetProps(to, label, lit(to), hinted(to)),
    mark: (to) => (hinted(to) ? t("web-mark-hint") : lit(to) ? t("web-mark-here") : ""),
  };
}

function sourceProps(s: Source, view: MatchViewJson, sel: Selection, moves: Moves, dragging: Dragging) {
  const isHeld = sameSource(sel.selected, s);
  return {
    "aria-pressed": isHeld,
    class: `src${isHeld ? " held" : ""}${sel.hint && sameSource(sel.hint.source, s) ? " hinted" : ""}`,
    disabled: !cardAt(view, s),
    "data-source": s.kind,
    onPointerDown: (e: PointerEvent) => dragging.onPointerDown(s, e),
    onClick: () => {
      if (dragging.clickSuppressed()) return;
      // A held hand card clicked onto one of your side piles is a discard.
      const h = sel.held();
      if (s.kind === "side" && h?.kind === "hand") {
        moves.play(h, { kind: "side", index: s.index });
        return;
      }
      moves.pick(s);
    },
  };
}

function targetProps(to: Target, label: string, lit: boolean, hinted: boolean) {
  const key = targetKey(to).toUpperCase();
  const extra = `${lit ? `, ${t("web-can-play-here")}` : ""}${hinted ? `, ${t("web-suggested")}` : ""}${key ? ` ${t("web-key", { key })}` : ""}`;
  return {
    "data-target": to.kind === "centre" ? `c${to.index + 1}` : `s${to.index + 1}`,
    "data-key": key,
    "aria-label": label + extra,
    class: `${lit ? " legal" : ""}${hinted ? " hint-target" : ""}`,
  };
}
