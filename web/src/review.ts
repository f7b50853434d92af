// A game's review, asked of the server (`review`) and kept while the page
// stays in the room: a pure reducer of the server's `review_*` answers
// (and the refusal of the request), and the one review of the page, fed
// by the room's connection (room.ts). The view that shows it is loaded on
// the first click (review-button.tsx, review-view.tsx).

import type { Card, ClientMessage, ErrorCode, ServerMessage, TurnReview } from "./protocol";

/** One decision judged, with the cards its moves took (as the seat saw them). */
export type ReviewedTurn = { turn: TurnReview; playedCards: (Card | null)[]; bestCards: (Card | null)[] };

export type ReviewState = {
  /** The room and its game reviewed. */
  code: string;
  game: number;
  /** Asked, not yet answered; taken (turns coming); whole; refused; cut off with the connection. */
  phase: "asking" | "running" | "done" | "refused" | "lost";
  /** The game's moves (every seat's), once the review is taken. */
  moves: number | null;
  /** The moves judged so far. */
  reviewed: number;
  /** Every decision judged so far, marked or not, in order. */
  turns: ReviewedTurn[];
  /** The accuracy (0 to 100), once done. */
  accuracy: number | null;
  /** Why it was refused. */
  refused: ErrorCode | null;
};

/** The review of `game` of room `code`, just asked for. */
export function asked(code: string, game: number): ReviewState {
  return { code, game, phase: "asking", moves: null, reviewed: 0, turns: [], accuracy: null, refused: null };
}

type ReviewMessage = Extract<ServerMessage, { type: "review_started" | "review_turn" | "review_done" }>;

/** Whether a server message is a review's answer. */
export function isReviewMessage(m: ServerMessage): m is ReviewMessage {
  return m.type === "review_started" || m.type === "review_turn" || m.type === "review_done";
}

/**
 * The review after a server message; the same state when the message is
 * not about it (another game's review, which the page no longer waits
 * for). An `error` while the request waits for its answer is its refusal:
 * the server answers a `review` at once, with `review_started` or one.
 */
export function reviewReduce(s: ReviewState, m: ServerMessage): ReviewState {
  if (m.type === "error") return s.phase === "asking" ? { ...s, phase: "refused", refused: m.code } : s;
  if (!isReviewMessage(m) || m.game !== s.game || s.phase === "refused" || s.phase === "lost") return s;
  switch (m.type) {
    case "review_started":
      return { ...s, phase: "running", moves: m.moves, reviewed: 0, turns: [], accuracy: null };
    case "review_turn": {
      const { turn } = m;
      const reviewed: ReviewedTurn = { turn, playedCards: m.played_cards, bestCards: m.best_cards };
      return { ...s, phase: s.phase === "asking" ? "running" : s.phase, reviewed: Math.max(s.reviewed, m.reviewed), turns: [...s.turns, reviewed] };
    }
    case "review_done":
      return { ...s, phase: "done", reviewed: s.moves ?? s.reviewed, accuracy: m.accuracy };
  }
}

/** How far the review is, 0 to 1 (0 until it is taken). */
export function progress(s: ReviewState): number {
  if (s.phase === "done") return 1;
  return s.moves ? Math.min(1, s.reviewed / s.moves) : 0;
}

/** The decisions marked, in order. */
export function marked(s: ReviewState): ReviewedTurn[] {
  return s.turns.filter((t) => t.turn.mark !== null);
}

/** How many of each mark. */
export function markCounts(s: ReviewState): { inaccuracies: number; mistakes: number; blunders: number } {
  const n = (mark: string) => s.turns.filter((t) => t.turn.mark === mark).length;
  return { inaccuracies: n("inaccuracy"), mistakes: n("mistake"), blunders: n("blunder") };
}

/**
 * The page's review: one at a time (as the server runs one per
 * connection), kept while the page stays in the room, told to whoever
 * shows it.
 */
export class Reviews {
  state: ReviewState | null = null;
  private send: (m: ClientMessage) => boolean = () => false;
  private readonly listeners = new Set<(s: ReviewState | null) => void>();

  /** Where requests go: the room's connection. */
  connect(send: (m: ClientMessage) => boolean) {
    this.send = send;
  }

  /**
   * Asks for the review of `game` of room `code`, unless it is the one
   * kept or coming (a refused one is asked again).
   */
  ask(code: string, game: number) {
    const s = this.state;
    if (s && s.code === code && s.game === game && s.phase !== "refused" && s.phase !== "lost") return;
    const sent = this.send({ type: "review", game });
    this.set(sent ? asked(code, game) : { ...asked(code, game), phase: "lost" });
  }

  /** Takes a server message if it is the review's; false when it is not. */
  take(m: ServerMessage): boolean {
    const s = this.state;
    if (!isReviewMessage(m) && !(m.type === "error" && s?.phase === "asking")) return false;
    if (s) this.set(reviewReduce(s, m));
    return true;
  }

  /**
   * The connection dropped: the server stopped the review with it, so one
   * under way is lost (asked again by the player).
   */
  lost() {
    const s = this.state;
    if (s && (s.phase === "asking" || s.phase === "running")) this.set({ ...s, phase: "lost" });
  }

  /** Forgets the review: the page left the room (or its connection, which stops the server's). */
  forget() {
    this.set(null);
  }

  /** Calls `f` on every change; returns the way to stop. */
  listen(f: (s: ReviewState | null) => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private set(s: ReviewState | null) {
    this.state = s;
    for (const f of this.listeners) f(s);
  }
}

/** The page's one review. */
export const reviews = new Reviews();
