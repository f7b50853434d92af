// The table's keys as the page hears them: one listener on the window,
// kept off text fields and off the table while a dialog asks something.

import { useEffect, useRef } from "preact/hooks";
import { keyAction, type KeyAction, type KeyTable } from "./keys";

/**
 * Calls `act` with each of the table's keys. The listener is added once and
 * calls the newest `table` and `act`, so a key pressed right after a render
 * sees that render's table.
 */
export function useTableKeys(table: () => KeyTable, act: (a: KeyAction) => void) {
  const current = useRef({ table, act });
  current.current = { table, act };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA")) return;
      if (document.querySelector("[role=dialog][aria-modal=true]") && e.key !== "Escape") return;
      const a = keyAction(e.key.toLowerCase(), e.ctrlKey, current.current.table());
      if (!a) return;
      current.current.act(a);
      // Esc stays the page's as well (a dialog closes on it too).
      if (a.kind !== "put-down") e.preventDefault();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
