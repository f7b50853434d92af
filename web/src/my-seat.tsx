// Your own seat at the bottom of the table: your name and turn, your
// pay-off pile (and your partner's), your side piles and your hand.

import { cardName } from "./cards";
import { t } from "./i18n";
import { SIDE_KEYS } from "./keys";
import { handLabel, payoffLabel, sidePileLabel } from "./labels";
import type { PileButtons } from "./pile-buttons";
import { sameSource, SIDE_PILES, type Source, type Target } from "./rules";
import { seatName, type TableState } from "./state";
import { SeatScore } from "./opponents";
import { CardFace, Empty, Fan, Slot } from "./piles";
import { drawnAt } from "./hand-slots";

type SeatProps = {
  state: TableState;
  turn: boolean;
  selected: Source | null;
  partner: number | null;
  buttons: PileButtons;
  /** Each place of the hand on screen: its card's index in the hand, or null (hand-slots.ts). */
  places: (number | null)[];
};

const YOU = { kind: "you", name: "" } as const;

export function MySeat(props: SeatProps) {
  const { state, turn } = props;
  const { room, seat: me } = state;
  const view = room.view;
  const toMove = view.to_move === me && view.status === "playing";
  return (
    <section class={`me${turn ? " to-move" : ""}`} aria-label={seatName(room, me, me)} data-testid="me">
      <div class="seat-head">
        {toMove && <span class="turn-mark" aria-hidden="true">▶</span>}
        <span class="name">{seatName(room, me, me)}</span>
        {toMove && <span class="tag">{t("web-your-turn-tag")}</span>}
        <SeatScore state={state} seat={me} />
      </div>
      <div class="my-piles">
        <PayoffPiles {...props} />
        <SidePiles {...props} />
      </div>
      <Hand {...props} />
    </section>
  );
}

/** Your pay-off pile (key P) and, in a partnership, your partner's (key O). */
function PayoffPiles({ state, partner, buttons }: SeatProps) {
  const view = state.room.view;
  const mine = view.players[state.seat];
  const theirs = partner !== null ? view.players[partner] : undefined;
  return (
    <>
      <Slot caption={t("web-caption-payoff")} count={mine?.payoff_count ?? 0} keyName="P">
        <button type="button" {...buttons.source({ kind: "payoff" })} data-seat={state.seat} data-pile="payoff" aria-label={`${payoffLabel(YOU, mine?.payoff_top ?? null, mine?.payoff_count ?? 0)} ${t("web-key", { key: "P" })}`}>
          {mine?.payoff_top ? <CardFace card={mine.payoff_top} /> : <Empty />}
        </button>
      </Slot>
      {partner !== null && (
        <Slot caption={t("web-caption-partner")} count={theirs?.payoff_count ?? 0} keyName="O">
          <button type="button" {...buttons.source({ kind: "partner_payoff" })} data-pile="partner-payoff" aria-label={`${payoffLabel({ kind: "partner", name: "" }, theirs?.payoff_top ?? null, theirs?.payoff_count ?? 0)} ${t("web-key", { key: "O" })}`}>
            {theirs?.payoff_top ? <CardFace card={theirs.payoff_top} /> : <Empty />}
          </button>
        </Slot>
      )}
    </>
  );
}

/** Your side piles: a card is picked up from one, and a hand card discarded on one (keys Q W E R). */
function SidePiles({ state, buttons }: SeatProps) {
  const view = state.room.view;
  const sides = view.players[state.seat]?.sides ?? [];
  // Five or six at the table: shorter fans, so that it all fits the window.
  const crowded = view.rules.players >= 5;
  return (
    <>
      {Array.from({ length: SIDE_PILES }, (_, i) => {
        const to: Target = { kind: "side", index: i };
        const pile = sides[i] ?? [];
        const sp = buttons.source({ kind: "side", index: i });
        const tp = buttons.target(to, sidePileLabel(YOU, i, pile));
        return (
          <Slot key={i} mark={buttons.mark(to)} keyName={SIDE_KEYS[i].toUpperCase()}>
            <button type="button" {...sp} {...tp} disabled={false} class={`pile side-pile ${sp.class}${tp.class}`} data-seat={state.seat} data-pile="side" data-index={i}>
              <Fan cards={pile} max={crowded ? 4 : 6} />
            </button>
          </Slot>
        );
      })}
    </>
  );
}

/** Your hand, face up, keys 1 to 8, each card in its place (an empty place keeps its width, so nothing moves). */
function Hand({ state, selected, buttons, places }: SeatProps) {
  const view = state.room.view;
  const hand = view.hand;
  const fresh = drawnAt(hand, state.drawn);
  return (
    <div class="hand" role="group" aria-label={handLabel(YOU, hand.length)} data-testid="my-hand">
      {places.map((i, place) => {
        if (i === null) {
          return (
            <span class="slot hand-gap" key={`gap-${place}`} aria-hidden="true">
              <span class="card" />
            </span>
          );
        }
        const c = hand[i];
        const s: Source = { kind: "hand", index: i };
        const sp = buttons.source(s);
        const isNew = fresh[i];
        return (
          <Slot key={`${place}-${c}`} keyName={String(place + 1)} mark={isNew ? t("web-mark-new") : undefined}>
            <button type="button" {...sp} class={`hand-card ${sp.class}${isNew ? " drawn" : ""}`} data-seat={state.seat} data-pile="hand" data-index={i} data-place={place} aria-label={`${t("web-label-hand-card", { index: place + 1, card: cardName(c) })}${isNew ? `, ${t("web-just-drawn")}` : ""}${sameSource(selected, s) ? `, ${t("web-picked-up")}` : ""} ${t("web-key", { key: place + 1 })}`}>
              <CardFace card={c} />
            </button>
          </Slot>
        );
      })}
      {hand.length === 0 && <span class="caption hand-empty">{t("web-hand-empty")}</span>}
    </div>
  );
}
