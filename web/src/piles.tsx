// How cards and piles are drawn: a card's face or back, an empty place, a
// side pile fanned, and the slot that writes a pile's caption, count and
// key beside it. Pictures only: the words are in the buttons' labels.

import { isRed, rankLabel, rankOf, suitSymbol } from "./cards";
import type { Card } from "./protocol";
import { unbroken } from "./labels";

export function CardFace({ card, small }: { card: Card; small?: boolean }) {
  const red = isRed(card);
  const r = rankLabel(rankOf(card));
  const s = suitSymbol(card);
  return (
    // The rank and suit are drawn by CSS from data attributes: a card's
    // face is a picture, and its words are in the label of the button
    // that holds it (text here would be taken for a visible label that the
    // name must contain, WCAG 2.5.3).
    <span class={`card face ${red ? "red" : "black"}${small ? " small" : ""}`} aria-hidden="true">
      <span class="corner" data-rank={r} data-suit={s} />
      <span class="pip" data-suit={s} />
    </span>
  );
}

export function CardBack({ small, children }: { small?: boolean; children?: preact.ComponentChildren }) {
  return (
    <span class={`card back${small ? " small" : ""}`} aria-hidden="true">
      {children}
    </span>
  );
}

export function Empty({ small, text }: { small?: boolean; text?: string }) {
  return (
    <span class={`card empty${small ? " small" : ""}`} aria-hidden="true">
      {text}
    </span>
  );
}

/** A side pile fanned downwards, the oldest cards packed under "+N". */
export function Fan({ cards, small, max }: { cards: Card[]; small?: boolean; max: number }) {
  if (cards.length === 0) return <Empty small={small} />;
  const hidden = Math.max(0, cards.length - max);
  const shown = cards.slice(hidden);
  return (
    <span class="fan" aria-hidden="true">
      {hidden > 0 && <span class={`packed${small ? " small" : ""}`} data-more={`+${hidden}`} />}
      {shown.map((c, i) => (
        <span class="fanned" key={`${hidden + i}`}>
          <CardFace card={c} small={small} />
        </span>
      ))}
    </span>
  );
}

/**
 * A pile's or card's button with what is written around it (its caption,
 * count, "▼ here" and key letter) beside the button rather than in it: the
 * button's name is its label alone, which says all of that in words
 * (WCAG's "label in name"). The marks are for the eyes only.
 */
export function Slot(props: { caption?: string; count?: number; mark?: string; keyName?: string; children: preact.ComponentChildren }) {
  return (
    <span class="slot">
      {props.children}
      {props.count !== undefined && (
        <span class="count" aria-hidden="true">
          {props.count}
        </span>
      )}
      {props.caption !== undefined && (
        <span class="caption" aria-hidden="true">
          {unbroken(props.caption)}
        </span>
      )}
      {props.mark !== undefined && (
        <span class="mark" aria-hidden="true">
          {props.mark}
        </span>
      )}
      {props.keyName && (
        <span class="key" aria-hidden="true">
          {props.keyName}
        </span>
      )}
    </span>
  );
}
