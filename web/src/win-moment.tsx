// A win celebrated before the game-over dialog: cards burst from the
// centre of the table for a moment, then the dialog comes. With reduced
// motion (the system's, or instant animations) the dialog comes at once.
// Pictures only (the dialog and the status line say the win in words).

import { useEffect, useState } from "preact/hooks";
import { reducedMotion } from "./anim";
import { CardFace } from "./piles";

/** How long the moment lasts before the dialog. */
export const WIN_MOMENT_MS = 1600;

const BURST = ["AH", "KS", "QD", "JC", "TH", "9S", "8D", "7C", "AS", "KH", "QC", "JD"];

/** Whether the win of game `game` (null: no win on screen) is being celebrated now; each win once. */
export function useWinMoment(game: number | null, instant: boolean): boolean {
  const [done, setDone] = useState<number | null>(null);
  const celebrating = game !== null && done !== game && !instant && !reducedMotion();
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setDone(game), WIN_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [celebrating, game]);
  return celebrating;
}

export function WinMoment() {
  return (
    <div class="win-moment" aria-hidden="true" data-testid="win-moment">
      {BURST.map((card, i) => (
        <span class="burst" key={card} style={{ "--turn": `${(i * 360) / BURST.length}deg`, "--delay": `${(i % 4) * 60}ms` }}>
          <CardFace card={card} />
        </span>
      ))}
      <span class="win-star">★</span>
    </div>
  );
}
