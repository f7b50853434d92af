// The bar over the table: the game and the match score, the language, and
// the buttons (hint, undo, the move log, help, leave).

import type { ComponentChildren, Ref } from "preact";
import { t } from "./i18n";
import { scoreWords } from "./game-end";
import { canUndo, type TableState } from "./state";
import { RulesButton } from "./rules-button";
import { SoundSwitch } from "./sound-switch";

export type BarProps = {
  state: TableState;
  /** This seat may move now. */
  turn: boolean;
  picker?: ComponentChildren;
  logOpen: boolean;
  logToggle: Ref<HTMLButtonElement>;
  onHint: () => void;
  onUndo: () => void;
  onLog: () => void;
  onHelp: () => void;
  onLeave: () => void;
};

export function TableBar(props: BarProps) {
  const { room, seat: me } = props.state;
  const target = room.view.rules.match_target;
  const score = scoreWords(room, me);
  return (
    <header class="bar">
      <h1 class="title">Spite &amp; Malice</h1>
      <span class="score" aria-label={t("web-score-label", { game: room.game, score, target })}>
        {/* Where every seat shows its own score (see .seat-score), the header names the game alone. */}
        <span class="score-all">{t("web-score", { game: room.game, score })}</span>
        <span class="score-game">{t("web-game", { game: room.game })}</span> <span class="target">{t("web-score-target", { target })}</span>
      </span>
      {props.picker}
      <Actions {...props} />
    </header>
  );
}

function Actions(props: BarProps) {
  const { turn, state } = props;
  const over = state.room.view.status !== "playing";
  return (
    <nav class="actions" aria-label={t("web-game-nav")}>
      <button type="button" onClick={props.onHint} disabled={!turn} title={t("web-hint-title")} aria-label={t("web-hint-button")} data-testid="hint">
        {t("web-hint-button")}
      </button>
      <button type="button" onClick={props.onUndo} disabled={!turn || over || !canUndo(state)} title={t("web-undo-title")} aria-label={t("web-undo-button")} data-testid="undo">
        {t("web-undo-button")}
      </button>
      <button type="button" class="log-toggle" ref={props.logToggle} aria-expanded={props.logOpen} aria-controls="move-log" onClick={props.onLog}>
        {t("web-log-button")}
      </button>
      <button type="button" onClick={props.onHelp} title={t("web-help-title")}>
        {t("web-help-button")}
      </button>
      <RulesButton />
      <SoundSwitch />
      <button type="button" onClick={props.onLeave}>
        {t("web-leave")}
      </button>
    </nav>
  );
}
