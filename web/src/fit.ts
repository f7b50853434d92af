// Cards as large as the window allows. The table's card width (`--cw`) is
// the largest at which the whole page fits the window without scrolling,
// measured on the page itself (the bar, banners, captions in the page's
// language and the seats all count). The space of the deepest side piles
// is kept free whatever the piles hold (style.css, `--fan-depth`), so the
// cards are sized once for a window and do not shrink as piles grow.

import { useEffect, useLayoutEffect } from "preact/hooks";

/** The narrowest and widest card, in CSS pixels. */
export const MIN_CARD = 36;
export const MAX_CARD = 150;

/** The largest whole width in [lo, hi] for which `fits` holds (`fits` grows false as the width grows); `lo` when none does. */
export function largestFitting(fits: (width: number) => boolean, lo = MIN_CARD, hi = MAX_CARD): number {
  if (!fits(lo)) return lo;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Whether the page scrolls either way, or the table is wider than its place (it would run under the move log). */
function overflows(page: HTMLElement): boolean {
  const doc = document.documentElement;
  const felt = page.querySelector<HTMLElement>(".felt");
  return doc.scrollHeight > doc.clientHeight || doc.scrollWidth > doc.clientWidth || (!!felt && felt.scrollWidth > felt.clientWidth);
}

/** Sets the card width of `page` (the table) to the largest that fits the window. */
export function fitCards(page: HTMLElement) {
  const width = largestFitting((w) => {
    page.style.setProperty("--cw", `${w}px`);
    return !overflows(page);
  });
  page.style.setProperty("--cw", `${width}px`);
}

/**
 * Keeps the table's cards fitted: again when the window, the language, the
 * players' count or `what` (the banners shown) change, and whenever the
 * page has come to scroll.
 */
export function useCardFit(page: { current: HTMLElement | null }, what: string) {
  const key = `${what}|${document.documentElement.lang}`;
  useLayoutEffect(() => {
    const el = page.current;
    if (!el) return;
    if (el.dataset.fitFor !== key || overflows(el)) {
      fitCards(el);
      el.dataset.fitFor = key;
    }
  });
  useEffect(() => {
    const refit = () => page.current && fitCards(page.current);
    window.addEventListener("resize", refit);
    return () => window.removeEventListener("resize", refit);
  }, []);
}
