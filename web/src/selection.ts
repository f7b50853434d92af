// What the player has in hand on the table: the card picked up, the hint
// shown, the word said on the status line and a move sent but not yet
// answered. Each belongs to the view it was made in: a new view drops them
// at once, in the same render (not in an effect that may run a frame
// later, after the next click). Views are compared by content: the same
// table sent again (after a reconnect, or a `state`) keeps what was held.

import { useRef, useState } from "preact/hooks";
import type { MatchViewJson } from "./protocol";
import { cardAt, type Source, type Target } from "./rules";
import type { Said } from "./state";

/** A hint on screen: the card it picks up and the pile it suggests. */
export type Hint = { source: Source; target: Target };

/** A value stamped with the view (`v`) it was made in. */
type Mine<T> = { v: string; x: T };

export type Selection = {
  /** The card picked up, as this render shows it. */
  selected: Source | null;
  /** The card picked up now, even before the next render (for handlers). */
  held: () => Source | null;
  select: (s: Source | null) => void;
  hint: Hint | null;
  setHint: (h: Hint | null) => void;
  /** The word on the status line; it goes with a new notice or connection too. */
  said: Said | null;
  say: (said: Said | null) => void;
  /** A move was sent and its answer has not come yet. */
  sent: boolean;
  setSent: (on: boolean) => void;
};

/** `notice` and `link`: a new notice or connection ends the word said and the wait for an answer. */
export function useSelection(view: MatchViewJson, notice: Said | null, link: string): Selection {
  const vkey = viewKey(view);
  const [selRaw, setSelRaw] = useState<Mine<Source> | null>(null);
  // Read by handlers at once (a key pressed right after another sees
  // what the first did, before the next render).
  const selRef = useRef<Mine<Source> | null>(null);
  const [hintRaw, setHintRaw] = useState<Mine<Hint> | null>(null);
  const [saidRaw, setSaidRaw] = useState<(Mine<Said> & { n: Said | null; l: string }) | null>(null);
  const [sentRaw, setSentRaw] = useState<{ v: string; n: Said | null; l: string } | null>(null);
  const still = (r: Mine<Source> | null) => (r && r.v === vkey && cardAt(view, r.x) ? r.x : null);
  return {
    selected: still(selRaw),
    held: () => still(selRef.current),
    select: (s) => {
      const next = s ? { v: vkey, x: s } : null;
      selRef.current = next;
      setSelRaw(next);
    },
    hint: hintRaw && hintRaw.v === vkey ? hintRaw.x : null,
    setHint: (h) => setHintRaw(h ? { v: vkey, x: h } : null),
    said: saidRaw && saidRaw.v === vkey && saidRaw.n === notice && saidRaw.l === link ? saidRaw.x : null,
    // Kept as the way to say it: a change of language re-words it at once.
    say: (said) => setSaidRaw(said ? { v: vkey, x: said, n: notice, l: link } : null),
    sent: sentRaw !== null && sentRaw.v === vkey && sentRaw.n === notice && sentRaw.l === link,
    setSent: (on) => setSentRaw(on ? { v: vkey, n: notice, l: link } : null),
  };
}

const keys = new WeakMap<object, string>();
/** A view's content as a string, computed once per view object. */
function viewKey(v: object): string {
  let k = keys.get(v);
  if (k === undefined) {
    k = JSON.stringify(v);
    keys.set(v, k);
  }
  return k;
}
