// The move log: beside the table on a wide screen, a pop-up over it on a
// phone (opened from the bar's Log button, which gets the focus back).

import { useEffect, useRef } from "preact/hooks";
import { t } from "./i18n";
import { shownLog, type TableState } from "./state";

/** The log's open state's focus: its Close button when it opens as a pop-up, the bar's toggle when it closes. */
export function useLogFocus(open: boolean) {
  const close = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && close.current?.offsetParent) close.current.focus();
    else if (!open && wasOpen.current && toggle.current?.offsetParent) toggle.current.focus();
    wasOpen.current = open;
  }, [open]);
  return { close, toggle };
}

export function MoveLog(props: { state: TableState; open: boolean; onClose: () => void; closeRef: preact.Ref<HTMLButtonElement> }) {
  const { state, open } = props;
  return (
    <>
      {open && <div class="log-backdrop" data-testid="log-backdrop" onClick={props.onClose} />}
      {/* Focusable: once the log is longer than the window it scrolls, and the keyboard must reach it too (axe's scrollable-region-focusable). */}
      <aside id="move-log" class={`log${open ? " open" : ""}`} aria-label={t("web-move-log")} data-testid="log" tabIndex={0}>
        <div class="log-head">
          <h2>{t("web-move-log")}</h2>
          <button type="button" class="log-close" ref={props.closeRef} onClick={props.onClose} aria-label={t("web-close-log")}>
            {t("web-close")}
          </button>
        </div>
        <ol>
          {shownLog(state).map((l) => (
            <li key={l.id} class={l.seat === state.seat ? "mine" : ""}>
              {l.text}
            </li>
          ))}
        </ol>
      </aside>
    </>
  );
}
