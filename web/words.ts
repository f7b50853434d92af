// The browser's share of a spite.ftl file, for the bundle: its own `web-*`
// messages (but the rules' `web-rules-*`, loaded with the rules), the
// hint's `hint-*`, the shared ones it formats (SHARED), and every message
// those refer to; not the terminal's and the window's
// hundreds of others. Vite calls it for `spite.ftl?web` imports (see
// vite.config.ts), so the page and its unit tests read the same words.

/** The shared messages the page formats besides `web-*` and `hint-*`. */
export const SHARED = ["seat-name", "seat-subject", "seat-label", "level-name", "rank-name", "rank-a", "ui-card-name", "ui-server-refused", "no-hint", "rules-error-empty-payoff", "rules-error-match-target", "ui-reaction", "ui-match-computer-offer", "ui-ladder-empty", "ui-ladder-name", "ui-ladder-rating", "ui-ladder-games", "ui-ladder-no-name", "ui-ladder-you-unrated"];

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

/** The part of a spite.ftl file the browser uses; `rules`: the rules' words alone, else all but them. */
export function webWords(text: string, rules = false): string {
  const all = entries(text);
  const keep = new Set<string>();
  const todo = [...all.keys()].filter((id) => (rules ? isRulesWord(id) : !isRulesWord(id) && (id.startsWith("web-") || id.startsWith("hint-") || id.startsWith("-") || SHARED.includes(id))));
  while (todo.length) {
    const id = todo.pop()!;
    if (keep.has(id) || !all.has(id)) continue;
    keep.add(id);
    // Message references: `{ seat-name }`, `{ -term }`.
    for (const m of all.get(id)!.matchAll(/\{\s*(-?[a-zA-Z][\w-]*)\s*[}.(]/g)) todo.push(m[1]);
  }
  return [...all].filter(([id]) => keep.has(id)).map(([, body]) => body.trimEnd()).join("\n") + "\n";
}
