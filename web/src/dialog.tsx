// The modal dialog every question and end-of-game screen is shown in.

import { useEffect, useRef } from "preact/hooks";
import type { JSX } from "preact";

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * A modal dialog: it takes the focus when it opens (its `autoFocus`
 * button, else its first control), keeps Tab and Shift+Tab inside, and
 * gives the focus back when it closes. Browsers honour `autofocus` only
 * once per page, so the focus is moved here.
 */
export function Dialog(props: { title: string; label: string; testId?: string; className?: string; onClose?: () => void; children: preact.ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const el = box.current;
    if (el && !el.contains(document.activeElement)) {
      const first = el.querySelector<HTMLElement>("[autofocus]:not([disabled])") ?? el.querySelector<HTMLElement>(FOCUSABLE) ?? el;
      first.focus();
    }
    return () => {
      if (before && before !== document.body && before.isConnected) before.focus();
    };
  }, []);
  function trap(e: JSX.TargetedKeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape" && props.onClose) {
      props.onClose();
      return;
    }
    if (e.key !== "Tab" || !box.current) return;
    // Only what is shown (the language in Help is there on a phone alone).
    const all = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
    if (all.length === 0) {
      e.preventDefault();
      return;
    }
    const first = all[0];
    const last = all[all.length - 1];
    const at = document.activeElement;
    if (e.shiftKey && (at === first || !box.current.contains(at))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (at === last || !box.current.contains(at))) {
      e.preventDefault();
      first.focus();
    }
  }
  return (
    <div class="overlay">
      <div class={`dialog${props.className ? ` ${props.className}` : ""}`} role="dialog" aria-modal="true" aria-label={props.label} data-testid={props.testId} tabIndex={-1} ref={box} onKeyDown={trap}>
        <h2>{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}
