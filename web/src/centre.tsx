// The middle of the table: the stock (and the cards set aside) and the
// centre piles, each with the rank it needs next.

import { rankLabel } from "./cards";
import { t } from "./i18n";
import { targetKey } from "./keys";
import { centreLabel, standsFor, unbroken } from "./labels";
import type { PileButtons } from "./pile-buttons";
import type { MatchViewJson } from "./protocol";
import type { Target } from "./rules";
import { CardBack, CardFace, Empty, Slot } from "./piles";

export function Centre({ view, buttons, drop }: { view: MatchViewJson; buttons: PileButtons; drop: (to: Target) => void }) {
  return (
    <section class="centre" aria-label={t("web-centre")}>
      <Stock view={view} />
      {view.center.map((pile, i) => {
        const to: Target = { kind: "centre", index: i };
        const needs = view.center_needs[i];
        const stands = standsFor(pile, needs);
        const tp = buttons.target(to, centreLabel(i, pile, needs));
        return (
          <Slot key={i} caption={stands ? t("web-stands-for", { as: rankLabel(stands), rank: rankLabel(needs) }) : t("web-needs", { rank: rankLabel(needs) })} mark={buttons.mark(to)} keyName={targetKey(to).toUpperCase()}>
            <button type="button" {...tp} class={`pile centre-pile${tp.class}`} data-pile="centre" data-index={i} onClick={() => drop(to)}>
              {pile.length ? <CardFace card={pile[pile.length - 1]} /> : <Empty text="A" />}
            </button>
          </Slot>
        );
      })}
    </section>
  );
}

function Stock({ view }: { view: MatchViewJson }) {
  const aside = view.set_aside.length;
  return (
    <div class="stock" role="img" aria-label={aside ? t("web-stock-label-aside", { count: view.stock_count, aside }) : t("web-stock-label", { count: view.stock_count })}>
      <span class="stack">
        {view.stock_count > 0 ? <CardBack /> : <Empty text="—" />}
        <span class="count">{view.stock_count}</span>
      </span>
      <span class="caption">{unbroken(t("web-stock"))}</span>
      {aside > 0 && <span class="caption">{unbroken(t("web-set-aside", { count: aside }))}</span>}
    </div>
  );
}
