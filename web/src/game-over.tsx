// The end of a game (and of the match): who won, the match score, and the
// way on (the next game, or a new match).

import { t } from "./i18n";
import { matchWinner, scoreWords, shownResult, weWon } from "./game-end";
import { resultText, type TableState } from "./state";
import { Dialog } from "./dialog";
import { useReview } from "./review-button";
import type { ClientMessage } from "./protocol";
import { Rematch } from "./rematch";
import { otherPeople } from "./social-state";

export function GameOver(props: { state: TableState; onContinue: () => void; onLeave: (forget: boolean) => void; onPlayAgain: () => void; send: (m: ClientMessage) => boolean }) {
  const { state } = props;
  const { room, seat: me } = state;
  const title = room.match_over ? t("web-match-over") : t("web-game-over-title");
  const won = weWon(room, me);
  const review = useReview(state.code, room.game);
  if (review.dialog) return review.dialog;
  return (
    <Dialog title={title} label={title} testId={room.match_over ? "match-over" : "game-over"} className={won ? "celebrate" : undefined}>
      {won && (
        <p class="cheer" aria-hidden="true">
          ★ ★ ★
        </p>
      )}
      <p class="result">{resultText(room, me, shownResult(room.view))}</p>
      <p>{t("web-match-score", { score: scoreWords(room, me), target: room.view.rules.match_target })}</p>
      {room.match_over ? (
        <>
          <p class="result">{matchWinner(room, me)}</p>
          {state.seed !== null && <p class="small">{t("web-match-seed", { seed: state.seed })}</p>}
          <div class="buttons">
            {/* With other people, a rematch keeps them; with computers alone, Play again is the same. */}
            {otherPeople(room, me).length > 0 ? (
              <Rematch state={state} send={props.send} />
            ) : (
              <button type="button" autoFocus onClick={props.onPlayAgain}>
                {t("web-play-again")}
              </button>
            )}
            <button type="button" onClick={() => props.onLeave(true)}>
              {t("web-new-match")}
            </button>
            {review.button}
          </div>
        </>
      ) : (
        <div class="buttons">
          <button type="button" autoFocus disabled={!state.held} onClick={props.onContinue}>
            {state.held ? t("web-next-game") : t("web-dealing")}
          </button>
          {review.button}
        </div>
      )}
    </Dialog>
  );
}
