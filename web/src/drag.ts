// Drag and drop with pointer events (mouse, pen and touch alike): a card
// lifted off its pile follows the pointer as a ghost and is played where
// it is let go, or slides back.

import { useEffect, useRef } from "preact/hooks";
import { markDropped, reducedMotion } from "./anim";
import { parseTarget, type Source, type Target } from "./rules";

/** How far (px) the pointer moves before a press becomes a drag. */
const DRAG_START = 6;

type Drag = { source: Source; startX: number; startY: number; el: HTMLElement; ghost: HTMLElement | null; pointer: number };

export type DragHandlers = {
  /** May this source be dragged now (the player's turn, a card there)? */
  canLift: (s: Source) => boolean;
  /** The card was lifted: it is the one picked up. */
  lifted: (s: Source) => void;
  /** Plays the card; false when it is refused (it slides back). */
  play: (s: Source, t: Target) => boolean;
  /** Let go where no pile is. */
  missed: () => void;
};

export type Dragging = {
  onPointerDown: (s: Source, e: PointerEvent) => void;
  /** A drag just ended: the click that follows it is not a pick. */
  clickSuppressed: () => boolean;
};

export function useDrag(h: DragHandlers): Dragging {
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const handlers = useRef(h);
  handlers.current = h;

  function move(e: PointerEvent) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointer) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (!d.ghost) {
      if (Math.hypot(dx, dy) < DRAG_START) return;
      d.ghost = ghostOf(d.el);
      if (!d.ghost) return;
      handlers.current.lifted(d.source);
    }
    d.ghost.style.transform = `translate(${dx}px, ${dy}px) rotate(3deg)`;
    e.preventDefault();
  }

  function up(e: PointerEvent) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointer) return;
    drag.current = null;
    if (!d.ghost) return;
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    const ghost = d.ghost;
    const t = targetUnder(ghost, e);
    if (t && handlers.current.play(d.source, t)) {
      markDropped();
      ghost.remove();
      return;
    }
    if (!t) handlers.current.missed();
    slideBack(ghost);
  }

  useEffect(() => {
    window.addEventListener("pointermove", move, { passive: false });
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
    };
  }, []);

  return {
    onPointerDown: (s, e) => {
      if (!handlers.current.canLift(s) || e.button !== 0) return;
      drag.current = { source: s, startX: e.clientX, startY: e.clientY, el: e.currentTarget as HTMLElement, ghost: null, pointer: e.pointerId };
    },
    clickSuppressed: () => suppressClick.current,
  };
}

/** A copy of the pile's top card, laid over it, to be moved with the pointer. */
function ghostOf(el: HTMLElement): HTMLElement | null {
  const face = el.querySelector(".card.face:last-of-type") ?? el.querySelector(".card");
  if (!face) return null;
  const r = (face as HTMLElement).getBoundingClientRect();
  const g = face.cloneNode(true) as HTMLElement;
  g.classList.add("ghost");
  g.style.left = `${r.left}px`;
  g.style.top = `${r.top}px`;
  g.style.width = `${r.width}px`;
  g.style.height = `${r.height}px`;
  document.body.appendChild(g);
  return g;
}

/** The pile under the pointer (the ghost hidden a moment to see under it). */
function targetUnder(ghost: HTMLElement, e: PointerEvent): Target | null {
  ghost.style.visibility = "hidden";
  const under = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>("[data-target]");
  ghost.style.visibility = "";
  return under ? parseTarget(under.dataset.target!) : null;
}

function slideBack(ghost: HTMLElement) {
  const back = ghost.animate([{ transform: ghost.style.transform }, { transform: "translate(0, 0)" }], {
    duration: reducedMotion() ? 0 : 220,
    easing: "ease-out",
  });
  back.onfinish = () => ghost.remove();
}

