// A game's review: how far it is, then each marked turn with its symbol,
// the turn played and the better one, and why; the accuracy at the end.
// Loaded when first opened (review-button.tsx).

import { useEffect, useState } from "preact/hooks";
import { Dialog } from "./dialog";
import { t } from "./i18n";
import { marked, progress, reviews, type ReviewState } from "./review";
import { markSymbol, nothingMarked, summary, turnLines } from "./review-words";
import { refusedText } from "./state";
import "./review-view.css";

/** The page's review as it changes. */
function useReviewState(): ReviewState | null {
  const [s, setS] = useState(reviews.state);
  useEffect(() => {
    setS(reviews.state);
    return reviews.listen(setS);
  }, []);
  return s;
}

export function ReviewView({ code, game, onClose }: { code: string; game: number; onClose: () => void }) {
  const s = useReviewState();
  const title = t("web-review-title", { game });
  const mine = s && s.code === code && s.game === game ? s : null;
  return (
    <Dialog title={title} label={title} className="review" testId="review" onClose={onClose}>
      <p class="small">{t("web-review-intro")}</p>
      {mine && <Progress s={mine} />}
      {mine && (mine.phase === "refused" || mine.phase === "lost") && (
        <p class="review-problem" role="alert">
          {mine.phase === "lost" ? t("web-review-lost") : refusedText(mine.refused ?? "internal")}
        </p>
      )}
      {mine && <Marked s={mine} />}
      <div class="buttons">
        {(!mine || mine.phase === "refused" || mine.phase === "lost") && (
          <button type="button" onClick={() => reviews.ask(code, game)}>
            {t("web-review-again")}
          </button>
        )}
        <button type="button" autoFocus onClick={onClose}>
          {t("web-close")}
        </button>
      </div>
    </Dialog>
  );
}

/** The progress while the review runs, the summary once it is whole. */
function Progress({ s }: { s: ReviewState }) {
  const done = summary(s);
  if (done) {
    return (
      <p class="review-summary" role="status" data-testid="review-summary">
        {done}
      </p>
    );
  }
  if (s.phase !== "asking" && s.phase !== "running") return null;
  const said = s.moves === null ? t("web-review-asking") : t("web-review-working", { done: s.reviewed, moves: s.moves });
  return (
    <div class="review-progress">
      <progress value={Math.round(progress(s) * 100)} max={100} aria-label={said} />
      <p role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

/** The marked decisions so far, in order (turns come as they are judged). */
function Marked({ s }: { s: ReviewState }) {
  const turns = marked(s);
  if (turns.length === 0) return s.phase === "done" ? <p>{nothingMarked()}</p> : null;
  return (
    <ol class="review-turns" data-testid="review-turns" tabIndex={0} aria-label={t("web-review-title", { game: s.game })}>
      {turns.map((r) => {
        const lines = turnLines(r);
        const mark = r.turn.mark!;
        return (
          <li key={r.turn.first_move} class={`review-turn mark-${mark}`}>
            <p class="review-heading">
              <span class="review-mark" aria-hidden="true">
                {markSymbol(mark)}
              </span>{" "}
              {lines.heading}
            </p>
            <p>{lines.played}</p>
            <p>{lines.better}</p>
          </li>
        );
      })}
    </ol>
  );
}
