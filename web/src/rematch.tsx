// Rematch, on the match-over screen of a room with other people: offer
// one, see who is still to accept, accept or decline one offered. When
// everyone accepts, the server seats each person in the new room (room.ts
// keeps its token as any seat's).

import { t } from "./i18n";
import type { ClientMessage } from "./protocol";
import { mustAnswerRematch } from "./social-state";
import { seatName, type TableState } from "./state";

export function Rematch({ state, send }: { state: TableState; send: (m: ClientMessage) => boolean }) {
  const { room, seat: me } = state;
  const offer = room.rematch;
  const names = (seats: number[]) => seats.map((s) => seatName(room, s, me)).join(", ");
  if (!offer) {
    // An offer called off is said here too: the log and status line are behind the dialog.
    const last = state.log[0];
    const off = last && (last.words.id === "web-rematch-declined" || last.words.id === "web-rematch-left") ? last.text : null;
    return (
      <div class="rematch">
        {off && <p role="status">{off}</p>}
        <button type="button" class="primary" autoFocus onClick={() => send({ type: "rematch" })}>
          {t("web-rematch")}
        </button>
      </div>
    );
  }
  if (mustAnswerRematch(room, me)) {
    return (
      <div class="rematch" role="group" aria-label={t("web-rematch")}>
        <p>{t("web-rematch-offered", { who: seatName(room, offer.by, me, "seat-subject") })}</p>
        <div class="buttons">
          <button type="button" class="primary" autoFocus onClick={() => send({ type: "rematch_reply", accept: true })}>
            {t("web-rematch-accept")}
          </button>
          <button type="button" onClick={() => send({ type: "rematch_reply", accept: false })}>
            {t("web-rematch-decline")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <p class="rematch" role="status">
      {t("web-rematch-waiting", { names: names(offer.waiting_for) })}
    </p>
  );
}
