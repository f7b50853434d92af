// The Review button of the game-over screen. It asks the server for the
// review of the game on screen at once; the view that shows it (its words'
// layout, the list of marked turns) is loaded on the first click, so it
// adds nothing to the page's first load but this.

import { useState } from "preact/hooks";
import type { FunctionComponent, JSX } from "preact";
import { t } from "./i18n";
import { reviews } from "./review";

type View = FunctionComponent<{ code: string; game: number; onClose: () => void }>;

/**
 * The button, and the review's dialog while it is open (shown instead of
 * the game-over screen, which comes back when it closes).
 */
export function useReview(code: string, game: number): { button: JSX.Element; dialog: JSX.Element | null } {
  const [view, setView] = useState<View | null>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    reviews.ask(code, game);
    if (view) setOpen(true);
    else
      void import("./review-view").then((m) => {
        setView(() => m.ReviewView);
        setOpen(true);
      });
  };
  const button = (
    <button type="button" onClick={show} aria-haspopup="dialog" data-testid="review-open">
      {t("web-review-button")}
    </button>
  );
  const Review = view;
  return { button, dialog: open && Review ? <Review code={code} game={game} onClose={() => setOpen(false)} /> : null };
}
