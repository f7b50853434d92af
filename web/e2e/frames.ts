// Every WebSocket frame a page receives, checked for cards its seat may
// not see. A frame may name a card only where a seat's view shows it: its
// own hand, a pay-off top, a side pile, a centre pile, the set-aside
// piles, a move's public events (the card played, the pay-off card turned
// up), and the cards the page's own seat drew (a `drew` event of its own
// seat, each card now in its hand). A card anywhere else (another hand, a buried pay-off card,
// the stock) is a leak, and so is a view whose seat is not the page's.
// A view is the engine protocol's VIEW, field for field: the game, the
// score and the match, and the seat's legal moves only on its own turn.

import type { Page } from "@playwright/test";

const CARD = /^(10|[A2-9TJQK])[SHDC]$/;

const ALLOWED = [
  /^room\.view\.hand\.\d+$/,
  /^(room\.)?view\.hand\.\d+$/,
  /^(room\.)?view\.players\.\d+\.payoff_top$/,
  /^(room\.)?view\.players\.\d+\.sides\.\d+\.\d+$/,
  /^(room\.)?view\.center\.\d+\.\d+$/,
  /^(room\.)?view\.set_aside\.\d+$/,
  /^events\.\d+\.card$/,
];

// A hint names the card it plays: one of the seat's own (checked against
// the view the page holds, in `watchFrames`).
const HINT_CARD = /^card$/;

// A review's decision names the cards its moves took: cards the seat saw
// then (its hand, its piles' tops), which the page no longer holds;
// crates/spite-server/tests/reviews.rs checks each is the seat's view's.
const REVIEW_CARD = /^(played|best)_cards\.\d+$/;

const VIEW_KEYS = "center,center_needs,hand,match,players,points,rules,score,seat,set_aside,status,stock_count,to_move,turn,winner";
const MATCH_KEYS = "game,over,results,sides,target,winner";
const MOVE = /^(h\d+|pp|p|s\d+) (c\d+|s\d+)$/;
const SEAT_KEYS = "hand_count,payoff_count,payoff_top,sides";

export type Frames = { texts: string[]; seats: Set<number>; problems: string[] };

function walk(v: unknown, at: string, out: [string, unknown][]) {
  out.push([at, v]);
  if (Array.isArray(v)) v.forEach((x, i) => walk(x, at ? `${at}.${i}` : `${i}`, out));
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) walk(x, at ? `${at}.${k}` : k, out);
}

const DRAWN = /^events\.(\d+)\.cards\.\d+$/;

/** Whether the card `v` at `at` is one the frame's own seat drew: a `drew`
 * event of the view's seat, and the card in that view's hand. */
function ownDraw(msg: Record<string, unknown>, view: Record<string, unknown> | undefined, at: string, v: unknown): boolean {
  const m = DRAWN.exec(at);
  if (!m || !view) return false;
  const event = (msg.events as Record<string, unknown>[])[Number(m[1])];
  return event?.event === "drew" && event.seat === view.seat && (view.hand as unknown[]).includes(v);
}

/** The problems of one frame for a page sitting at `seat` (if known). */
export function checkFrame(text: string, seat: number | null): string[] {
  const problems: string[] = [];
  let msg: Record<string, unknown>;
  try {
    msg = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 80)}`];
  }
  const nodes: [string, unknown][] = [];
  walk(msg, "", nodes);
  const room = msg.room as Record<string, unknown> | undefined;
  const view = (msg.view ?? room?.view) as Record<string, unknown> | undefined;
  for (const [at, v] of nodes) {
    const allowed =
      ALLOWED.some((re) => re.test(at)) ||
      (msg.type === "hint" && HINT_CARD.test(at)) ||
      (msg.type === "review_turn" && REVIEW_CARD.test(at)) ||
      ownDraw(msg, view, at, v);
    if (typeof v === "string" && CARD.test(v) && !allowed) {
      problems.push(`${msg.type}: card ${v} at ${at}`);
    }
  }
  if (view) {
    // `legal` comes exactly when the game goes on and it is the view's own
    // seat's turn (and the view's seat is the page's, checked below).
    const { legal, ...rest } = view;
    const keys = Object.keys(rest).sort().join(",");
    if (keys !== VIEW_KEYS) problems.push(`${msg.type}: view keys ${keys}`);
    const mine = view.status === "playing" && view.to_move === view.seat;
    if (("legal" in view) !== mine) problems.push(`${msg.type}: legal ${"legal" in view ? "sent" : "missing"} (to move ${view.to_move}, seat ${view.seat})`);
    if ("legal" in view && !(Array.isArray(legal) && legal.every((m) => typeof m === "string" && MOVE.test(m)))) {
      problems.push(`${msg.type}: legal is not a list of moves: ${JSON.stringify(legal)}`);
    }
    const matchKeys = Object.keys((view.match ?? {}) as object).sort().join(",");
    if (matchKeys !== MATCH_KEYS) problems.push(`${msg.type}: match keys ${matchKeys}`);
    const players = view.players as Record<string, unknown>[];
    for (const p of players) {
      const k = Object.keys(p).sort().join(",");
      if (k !== SEAT_KEYS) problems.push(`${msg.type}: seat keys ${k}`);
    }
    const own = players[view.seat as number];
    if ((view.hand as unknown[]).length !== own.hand_count) problems.push(`${msg.type}: hand longer than its count`);
    if (seat !== null && view.seat !== seat) problems.push(`${msg.type}: a view of seat ${view.seat} sent to seat ${seat}`);
  }
  return problems;
}

/** Collects and checks every frame the page receives from now on. */
export function watchFrames(page: Page): Frames {
  const f: Frames = { texts: [], seats: new Set(), problems: [] };
  let seat: number | null = null;
  // The cards of the seat's own hand, pay-off top and side piles in the
  // last view received: the only cards a hint may name.
  let own = new Set<string>();
  // Every card those views ever showed: the only cards a review may name.
  const seen = new Set<string>();
  page.on("websocket", (ws) => {
    ws.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString();
      f.texts.push(text);
      try {
        const m = JSON.parse(text);
        if (m.type === "seated") {
          seat = m.seat;
          f.seats.add(m.seat);
        }
        const view = m.view ?? m.room?.view;
        if (view) {
          const me = view.players[view.seat];
          const tops = view.players.map((p: { payoff_top: string | null }) => p.payoff_top).filter(Boolean);
          own = new Set([...view.hand, ...tops, ...me.sides.flat()]);
          for (const c of own) seen.add(c);
        }
        if (m.type === "review_turn") {
          for (const c of [...m.played_cards, ...m.best_cards]) if (c !== null && !seen.has(c)) f.problems.push(`review_turn: card ${c} was never the seat's to see`);
        }
        if (m.type === "hint" && m.card !== null && !own.has(m.card)) {
          f.problems.push(`hint: card ${m.card} is not one of the seat's own`);
        }
      } catch {
        /* reported below */
      }
      f.problems.push(...checkFrame(text, seat));
    });
  });
  return f;
}
