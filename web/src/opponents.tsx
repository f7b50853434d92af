// The other seats around the table: each one's name, tags (partner,
// waiting, away, the computer playing for them), score, hand count,
// pay-off pile and side piles, all face-up or counted (never a hidden card).

import { handLabel, payoffLabel, sidePileLabel, unbroken } from "./labels";
import { places } from "./layout";
import { sideOf } from "./rules";
import { t } from "./i18n";
import { owner, seatName, type TableState } from "./state";
import { CardBack, CardFace, Empty, Fan } from "./piles";
import { ReactionBubble } from "./reactions";

/** The other seats in their places: left, across and right of you. */
export function Opponents({ state, partner }: { state: TableState; partner: number | null }) {
  const others = places(state.room.view.rules.players, state.seat);
  return (
    <div class="others">
      {(["left", "top", "right"] as const).map((place) => (
        <div class={`place place-${place}`} key={place}>
          {others
            .filter((o) => o.place === place)
            .map(({ seat }) => (
              <Opponent key={seat} state={state} seat={seat} partner={seat === partner} />
            ))}
        </div>
      ))}
    </div>
  );
}

function Opponent({ state, seat, partner }: { state: TableState; seat: number; partner: boolean }) {
  const { room, seat: me } = state;
  const view = room.view;
  const p = view.players[seat];
  const info = room.seats[seat];
  const name = seatName(room, seat, me);
  const whose = owner(room, seat, me);
  const toMove = view.to_move === seat && view.status === "playing";
  const tags: string[] = [];
  if (partner) tags.push(t("web-tag-partner"));
  if (info?.kind === "person" && !info.taken) tags.push(t("web-tag-waiting"));
  else if (info?.kind === "person" && !info.connected) tags.push(t("web-tag-away"));
  if (info?.kind === "person" && info.computer_plays) tags.push(t("web-tag-computer"));
  return (
    <section class={`opponent${toMove ? " to-move" : ""}${partner ? " partner" : ""}`} aria-label={`${name}${toMove ? `, ${t("web-to-play")}` : ""}${tags.length ? `, ${tags.join(", ")}` : ""}`} data-seat={seat}>
      <div class="seat-head">
        {toMove && <span class="turn-mark" aria-hidden="true">▶</span>}
        <span class="name">{name}</span>
        {tags.map((t) => (
          <span class="tag" key={t}>
            {t}
          </span>
        ))}
        <SeatScore state={state} seat={seat} />
        <ReactionBubble state={state} seat={seat} />
      </div>
      <div class="opp-piles">
        <span class="pile" role="img" data-seat={seat} data-pile="hand" aria-label={handLabel(whose, p?.hand_count ?? 0)}>
          {(p?.hand_count ?? 0) > 0 ? (
            <CardBack small>
              <span class="count">{p?.hand_count ?? 0}</span>
            </CardBack>
          ) : (
            <Empty small text="0" />
          )}
          <span class="caption">{unbroken(t("web-caption-hand"))}</span>
        </span>
        <span class="pile" role="img" data-seat={seat} data-pile="payoff" aria-label={payoffLabel(whose, p?.payoff_top ?? null, p?.payoff_count ?? 0)}>
          <span class="stack">
            {p?.payoff_top ? <CardFace card={p.payoff_top} small /> : <Empty small />}
            <span class="count">{p?.payoff_count ?? 0}</span>
          </span>
          <span class="caption">{unbroken(t("web-caption-payoff"))}</span>
        </span>
        {(p?.sides ?? []).map((pile, i) => (
          <span class="pile side-pile" role="img" key={i} data-seat={seat} data-pile="side" data-index={i} aria-label={sidePileLabel(whose, i, pile)}>
            <Fan cards={pile} small max={room.view.rules.players >= 5 ? 2 : 4} />
          </span>
        ))}
      </div>
    </section>
  );
}

/**
 * A seat's match score (its side's, in a partnership) beside its name: shown
 * where the header is too narrow for everyone's (five or six players, or
 * three or more on a phone; the header's label says it all to a screen
 * reader, so this is for the eyes).
 */
export function SeatScore({ state, seat }: { state: TableState; seat: number }) {
  const points = state.room.score[sideOf(state.room.view.rules, seat)] ?? 0;
  return (
    <span class="seat-score" data-testid="seat-score" aria-hidden="true">
      {t("web-seat-points", { points })}
    </span>
  );
}
