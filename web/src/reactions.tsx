// Reactions: the five fixed ones as small buttons, a received one shown a
// moment beside its sender's seat, and a player's mutes. No free text.

import { useEffect, useState } from "preact/hooks";
import { t } from "./i18n";
import "./social.css";
import type { ClientMessage } from "./protocol";
import { otherPeople, REACTIONS } from "./social-state";
import { seatName, type TableState } from "./state";

/** How long a reaction stays beside its seat. */
const SHOWN_MS = 4000;

/** The reaction buttons and the mutes, at a table with other people. */
export function ReactionBar({ state, send, onMute }: { state: TableState; send: (m: ClientMessage) => boolean; onMute: (seat: number, on: boolean) => void }) {
  const people = otherPeople(state.room, state.seat);
  if (people.length === 0) return null;
  return (
    <section class="reactions" aria-label={t("web-reactions")}>
      {REACTIONS.map((r) => (
        <button type="button" class="small-button" key={r} onClick={() => send({ type: "react", reaction: r })}>
          {t("ui-reaction", { reaction: r })}
        </button>
      ))}
      <details class="mute">
        <summary>{t("web-mute")}</summary>
        <fieldset>
          <legend>{t("web-mute-heading")}</legend>
          {people.map((seat) => (
            <label key={seat}>
              <input type="checkbox" checked={state.muted.includes(seat)} onChange={(e) => onMute(seat, (e.currentTarget as HTMLInputElement).checked)} /> {seatName(state.room, seat, state.seat)}
            </label>
          ))}
        </fieldset>
      </details>
    </section>
  );
}

/** A seat's latest reaction, for a few seconds after it came. */
export function ReactionBubble({ state, seat }: { state: TableState; seat: number }) {
  const latest = state.reactions.find((r) => r.seat === seat);
  const [gone, setGone] = useState<number | null>(null);
  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setGone(latest.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [latest?.id]);
  if (!latest || gone === latest.id) return null;
  return (
    <span class="reaction-bubble" role="status" key={latest.id}>
      <span class="sr-only">{seatName(state.room, seat, state.seat)}: </span>
      {t("ui-reaction", { reaction: latest.reaction })}
    </span>
  );
}
