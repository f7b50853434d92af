// The rules as this game plays them by default (kings wild, piles to the
// queen, complete piles shuffled into the stock; docs/rules.md), the
// classic rules in a line, and a first turn played step by step with the
// cards the table draws. Loaded when first opened (rules-button.tsx).

import { useState } from "preact/hooks";
import { cardName, rankLabel } from "./cards";
import { Dialog } from "./dialog";
import { t } from "./i18n";
import { CardBack, CardFace, Empty, Slot } from "./piles";
import type { Card } from "./protocol";
import { standsFor } from "./labels";
import { boards, needs, STEPS, type Board } from "./rules-example";
import { addRulesWords } from "./rules-words";
import "./rules-view.css";

addRulesWords();

export function RulesView({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t("web-rules-title")} label={t("web-rules-title")} className="rules" testId="rules" onClose={onClose}>
      <button type="button" class="rules-close" autoFocus onClick={onClose}>
        {t("web-close")}
      </button>
      {/* Two columns on a wide screen (the worked turn in sight beside the text), one on a phone. */}
      <div class="rules-body" tabIndex={0} role="region" aria-label={t("web-rules-title")}>
        <div class="rules-text">
          <Section heading="web-rules-aim-heading" lines={["web-rules-aim"]} />
          <section>
            <h3>{t("web-rules-turn-heading")}</h3>
            <ol>
              {["web-rules-turn-draw", "web-rules-turn-play", "web-rules-turn-discard"].map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ol>
            <p>{t("web-rules-turn-refill")}</p>
          </section>
          <Section heading="web-rules-centre-heading" lines={["web-rules-centre-build", "web-rules-kings", "web-rules-complete", "web-rules-classic"]} />
          <Section heading="web-rules-score-heading" lines={["web-rules-score", "web-rules-match", "web-rules-draw"]} />
        </div>
        <WorkedTurn />
      </div>
    </Dialog>
  );
}

function Section({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <section>
      <h3>{t(heading)}</h3>
      {lines.map((id) => (
        <p key={id}>{t(id)}</p>
      ))}
    </section>
  );
}

const BOARDS = boards();

/**
 * The first turn, one step at a time. Previous and Next stay in the tab
 * order at the ends (aria-disabled, not disabled), so the focus is never
 * dropped out of the dialog; the step's sentence is read out as it changes.
 */
function WorkedTurn() {
  const [at, setAt] = useState(0);
  const last = STEPS.length - 1;
  const step = STEPS[at];
  return (
    <section class="rules-example">
      <h3>{t("web-rules-example-heading")}</h3>
      <p class="rules-step" aria-live="polite">
        <strong>{t("web-rules-step", { number: at + 1, count: STEPS.length })}.</strong> {t(step.words)}
      </p>
      <Picture board={BOARDS[at]} moved={step.move?.to ?? null} />
      <div class="buttons">
        <button type="button" aria-disabled={at === 0} onClick={() => setAt(Math.max(0, at - 1))} data-testid="rules-previous">
          {t("web-rules-previous")}
        </button>
        <button type="button" aria-disabled={at === last} onClick={() => setAt(Math.min(last, at + 1))} data-testid="rules-next">
          {t("web-rules-next")}
        </button>
      </div>
    </section>
  );
}

type Moved = { kind: "centre" | "side"; index: number } | null;

const names = (cards: (Card | undefined)[]) => cards.map((c) => (c ? cardName(c) : t("web-rules-empty"))).join(", ");

/** The board in words, for screen readers (the cards are pictures). */
function pictureLabel(b: Board): string {
  return [
    t("web-rules-picture-payoff", { cards: names([b.payoff[0]]) }),
    t("web-rules-picture-centre", { cards: names(b.centre.map((p) => p.at(-1))) }),
    t("web-rules-picture-hand", { cards: names(b.hand) }),
    t("web-rules-picture-side", { cards: names(b.side.map((p) => p.at(-1))) }),
  ].join(" ");
}

/** Your piles and the centre as the table draws them; the pile just played to is marked. */
function Picture({ board: b, moved }: { board: Board; moved: Moved }) {
  const top = (piles: Card[][], kind: "centre" | "side", i: number) => {
    const card = piles[i].at(-1);
    const mark = moved?.kind === kind && moved.index === i ? " rules-moved" : "";
    return <span class={`rules-pile${mark}`}>{card ? <CardFace card={card} /> : <Empty text={kind === "centre" ? "A" : undefined} />}</span>;
  };
  // What each centre pile needs, worded as the table words it ("K = 4 · needs 5").
  const centre = (i: number) => {
    const pile = b.centre[i];
    const stands = standsFor(pile, needs(pile));
    const caption = stands ? t("web-stands-for", { as: rankLabel(stands), rank: rankLabel(needs(pile)) }) : t("web-needs", { rank: rankLabel(needs(pile)) });
    return (
      <Slot key={i} caption={caption}>
        {top(b.centre, "centre", i)}
      </Slot>
    );
  };
  return (
    <div class="rules-board" role="img" aria-label={pictureLabel(b)}>
      <div class="rules-row">
        <Group caption={t("web-rules-payoff")}>
          <Slot count={b.payoffCount}>{b.payoff[0] ? <CardFace card={b.payoff[0]} /> : <CardBack />}</Slot>
        </Group>
        <Group caption={t("web-rules-centre")}>{b.centre.map((_, i) => centre(i))}</Group>
      </div>
      <div class="rules-row">
        <Group caption={t("web-rules-hand")}>
          {b.hand.map((c) => (
            <CardFace key={c} card={c} />
          ))}
        </Group>
        <Group caption={t("web-rules-side")}>{b.side.map((_, i) => top(b.side, "side", i))}</Group>
      </div>
    </div>
  );
}

function Group({ caption, children }: { caption: string; children: preact.ComponentChildren }) {
  return (
    <div class="rules-group">
      <div class="rules-cards">{children}</div>
      <span class="caption">{caption}</span>
    </div>
  );
}
