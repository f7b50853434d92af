// The questions the table asks: another seat's undo to allow, whether to
// leave, and the help with the keys.

import type { ComponentChildren } from "preact";
import { t } from "./i18n";
import { SoundSwitch } from "./sound-switch";
import type { ClientMessage, PendingUndo } from "./protocol";
import { moveWords, seatName, type TableState } from "./state";
import { Dialog } from "./dialog";

/** Another seat asks to take its move back: allow or refuse. */
export function UndoQuestion({ state, undo, send }: { state: TableState; undo: PendingUndo; send: (m: ClientMessage) => boolean }) {
  return (
    <Dialog title={t("web-undo-question")} label={t("web-undo-request")} testId="undo-request">
      <p>{undoAsks(state, undo.seat, undo.move)}</p>
      <div class="buttons">
        <button type="button" autoFocus onClick={() => send({ type: "undo_reply", approve: true })}>
          {t("web-allow")}
        </button>
        <button type="button" onClick={() => send({ type: "undo_reply", approve: false })}>
          {t("web-refuse")}
        </button>
      </div>
    </Dialog>
  );
}

function undoAsks(state: TableState, seat: number, move: string): string {
  const { room, seat: me } = state;
  const name = seatName(room, seat, me, "seat-subject");
  const played = moveWords(room.view, seat, me, move);
  return played ? t("web-undo-asks-card", { name, ...played }) : t("web-undo-asks", { name, move });
}

export function LeaveQuestion({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog title={t("web-leave-question")} label={t("web-leave-question")} testId="leave" onClose={onStay}>
      <p>{t("web-leave-body")}</p>
      <div class="buttons">
        <button type="button" autoFocus onClick={onStay}>
          {t("web-stay")}
        </button>
        <button type="button" onClick={onLeave}>
          {t("web-leave")}
        </button>
      </div>
    </Dialog>
  );
}

/** A phone or tablet: a touch screen, or the phone's layout; its help speaks of taps, not keys. */
function touchScreen(): boolean {
  return typeof matchMedia === "function" && (matchMedia("(pointer: coarse)").matches || matchMedia("(max-width: 760px)").matches);
}

export function KeyHelp({ onClose, picker }: { onClose: () => void; picker?: ComponentChildren }) {
  return (
    <Dialog title={t("web-help-heading")} label={t("web-help-button")} onClose={onClose}>
      <p>{t("web-help-intro")}</p>
      {touchScreen() ? <TouchHelp /> : <Keys />}
      {/* The language and the sound: in the bar on a wide screen, here on a phone. */}
      <div class="help-lang">
        {picker}
        <SoundSwitch />
      </div>
      <div class="buttons">
        <button type="button" autoFocus onClick={onClose}>
          {t("web-close")}
        </button>
      </div>
    </Dialog>
  );
}

function TouchHelp() {
  return (
    <ul class="keys" data-testid="touch-help">
      <li>{t("web-help-touch")}</li>
      <li>{t("web-help-touch-bar")}</li>
    </ul>
  );
}

function Keys() {
  return (
      <ul class="keys">
        <li>{t("web-help-touch")}</li>
        <li><kbd>1</kbd>–<kbd>8</kbd> {t("web-help-hand")}; <kbd>P</kbd> {t("web-help-payoff")}; <kbd>O</kbd> {t("web-help-partner")}</li>
        <li><kbd>Q</kbd> <kbd>W</kbd> <kbd>E</kbd> <kbd>R</kbd> {t("web-help-side")}</li>
        <li><kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd> (<kbd>F</kbd> <kbd>G</kbd> …) {t("web-help-centre")}</li>
        <li>
          <kbd>H</kbd> {t("web-help-hint")}, <kbd>U</kbd> {t("web-help-or")} <kbd>Ctrl</kbd>+<kbd>Z</kbd> {t("web-help-undo")}, <kbd>Esc</kbd> {t("web-help-down")}, <kbd>?</kbd> {t("web-help-this")}
        </li>
        <li>{t("web-help-tab")}</li>
      </ul>
  );
}
