// The browser's share of a spite.ftl file, for the bundle: its own `web-*`
// messages (but the rules' `web-rules-*`, loaded with the rules, and the
// player panel's `web-player-*`, loaded with it), the
// hint's `hint-*`, the shared ones it formats (SHARED), and every message
// those refer to; not the terminal's and the window's
// hundreds of others. Vite calls it for `spite.ftl?web` imports (see
// vite.config.ts), so the page and its unit tests read the same words.

/** The game review's words, shared with the terminal (review-words.ts). */
const REVIEW = ["inaccuracy", "mistake", "blunder", "turn", "played", "better", "none", "summary"].map((w) => `ui-review-${w}`);

/** The shared messages the page formats besides `web-*` and `hint-*`. */
export const SHARED = ["seat-name", "seat-subject", "seat-label", "level-name", "rank-name", "rank-a", "ui-card-name", "ui-server-refused", "no-hint", "rules-error-empty-payoff", "rules-error-match-target", "ui-reaction", "ui-match-computer-offer", "ui-ladder-no-name", ...REVIEW];

/** The shared messages only the player panel formats, loaded with it. */
export const PLAYER_SHARED = ["ui-ladder-empty", "ui-ladder-name", "ui-ladder-rating", "ui-ladder-games", "ui-ladder-you-unrated"];

const ENTRY = /^(-?[a-zA-Z][\w-]*)\s*=/;

/** The entries of a Fluent file by id, each its lines as written (comments dropped). */
function entries(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let id: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (id) out.set(id, lines.join("\n"));
    id = null;
    lines = [];
  };
  for (const line of text.split("\n")) {
    const m = ENTRY.exec(line);
    if (m) {
      flush();
      id = m[1];
      lines.push(line);
    } else if (line.startsWith("#")) {
      flush();
    } else if (id) {
      lines.push(line);
    }
  }
  flush();
  return out;
}

/** The rules' own words (`web-rules-*`), loaded with the rules when first opened. */
export const isRulesWord = (id: string) => id.startsWith("web-rules-");

/** The player panel's words (ratings, transfer code, leaderboard), loaded with it. */
export const isPlayerWord = (id: string) => id.startsWith("web-player-") || PLAYER_SHARED.includes(id);

/** A share of the words: the first load's, or one loaded later with its view. */
export type Share = "web" | "rules" | "player";

const inShare: Record<Share, (id: string) => boolean> = {
  web: (id) => !isRulesWord(id) && !isPlayerWord(id) && (id.startsWith("web-") || id.startsWith("hint-") || id.startsWith("-") || SHARED.includes(id)),
  rules: isRulesWord,
  player: isPlayerWord,
};

/** The part of a spite.ftl file the browser uses in one share (and what its messages refer to). */
export function webWords(text: string, share: Share = "web"): string {
  const all = entries(text);
  const keep = new Set<string>();
  const todo = [...all.keys()].filter(inShare[share]);
  while (todo.length) {
    const id = todo.pop()!;
    if (keep.has(id) || !all.has(id)) continue;
    keep.add(id);
    // Message references: `{ seat-name }`, `{ -term }`.
    for (const m of all.get(id)!.matchAll(/\{\s*(-?[a-zA-Z][\w-]*)\s*[}.(]/g)) todo.push(m[1]);
  }
  return [...all].filter(([id]) => keep.has(id)).map(([, body]) => body.trimEnd()).join("\n") + "\n";
}
