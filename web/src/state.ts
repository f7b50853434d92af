// The room as this page knows it, changed only by what the server sends:
// a pure reducer (easy to test), the move log in words, and the names of
// the seats.

import { cardName, rankLabel, shortName } from "./cards";
import { capitalise, t, word, type Words } from "./i18n";
import type { Owner } from "./labels";
import type { ErrorCode, Event, GameResult, HintPlan, MatchViewJson, RoomState, SeatInfo, ServerMessage, ViewJson } from "./protocol";
import { handPlace } from "./hand-slots";
import { parseMove, sideOf, sourceName, targetName, targetWords, type Source, type Target } from "./rules";
import { reactionsAfter, rematchAfter, rematchWords, type Reacted } from "./social-state";

/**
 * Words said once and shown again later: kept as the way to say them, so
 * that a change of language re-words the log and the status line too.
 */
export type Said = () => string;

/**
 * A line of the log: its words as data (kept so between visits, too),
 * `text` worded from them in the page's language when read.
 */
export type LogEntry = { id: number; game: number; seat: number | null; words: Words; readonly text: string };

function logEntry(id: number, game: number, seat: number | null, words: Words): LogEntry {
  return {
    id,
    game,
    seat,
    words,
    get text() {
      return word(words);
    },
  };
}

/** A card of this seat's hand and its place on screen (hand-slots.ts). */
export type HandCard = { card: string; place: number };

/** A card played from this seat's hand (`back`: taken back), `id` counting them: the hand's places follow it. */
export type HandChange = HandCard & { id: number; back: boolean };

export type Held = { game: number; score: number[]; view: MatchViewJson };

export type TableState = {
  code: string;
  seat: number;
  room: RoomState;
  /** The last sequence number seen; a gap asks for `state`. */
  seq: number;
  /** A gap was seen: broadcasts are skipped until the whole room comes again. */
  resyncing: boolean;
  log: LogEntry[];
  /** The next game, dealt while this page still shows the last one's end. */
  held: Held | null;
  /**
   * Games that ended while an earlier end was on screen, oldest first:
   * each is shown in turn as the player goes on, before `held`.
   */
  waiting: Held[];
  /** The seed, once the match is over (its digits: it may not fit a number). */
  seed: string | null;
  /** The last thing worth telling, for the status line. */
  notice: Said | null;
  /** The server's answer to the last `hint`, with the view it was asked in. */
  hint: HintAnswer | null;
  /**
   * This seat's moves in its turn that can still be taken back (none
   * revealed a card), as the server's undo counts them; null when not
   * known (after a reload in the middle of a turn).
   */
  undoable: number | null;
  /** The cards this seat drew last, marked in its hand until its turn ends. */
  drawn: string[];
  /**
   * This seat's cards played from its hand that can still be taken back,
   * each with the place it left: an undo puts the card back there.
   */
  handPlays: HandCard[];
  /**
   * The last card played from this seat's hand or taken back. Which of two
   * equal cards (two decks) left its place is told by nothing else.
   */
  handChange: HandChange | null;
  nextLogId: number;
  /** The others' latest reactions, shown a moment beside their seats. */
  reactions: Reacted[];
  /** The seats whose reactions this player does not want to see. */
  muted: number[];
};

/**
 * A hint from the server (worked out there from this seat's view, as the
 * terminal and the window work it out): the move and spite-ai's plan.
 * `view` is the view on screen when it came; a new view makes it stale.
 */
export type HintAnswer = { view: ViewJson; move: string | null; plan?: HintPlan | null };

/**
 * A hint in words: "Hint: hand card 2 to centre pile 1. Play 3 from hand
 * to centre pile 1: your pay-off 4 goes next." Null when there is no move.
 * The reason is worded from the plan after the move itself (as spite-i18n's
 * hint words it: the move is told once).
 */
export function hintText(h: HintAnswer): string | null {
  const mv = h.move ? parseMove(h.move) : null;
  if (!mv || !h.move) return null;
  const args = { source: sourceName(mv.source), target: targetName(mv.target) };
  const why = h.plan ? hintReason(planAfter(h.plan, h.move)) : null;
  return why ? t("web-hint-why", { ...args, why: capitalise(why) }) : t("web-hint", args);
}

/**
 * The plan after its first move `move` (as spite-i18n's `plan_after`): the
 * centre play or the discard the move is, taken out of the plan.
 */
export function planAfter(plan: HintPlan, move: string): HintPlan {
  const mv = parseMove(move);
  if (!mv) return plan;
  const from = move.trim().toLowerCase().split(/\s+/)[0];
  const first = plan.steps[0];
  if (first && mv.target.kind === "centre" && first.from === from && first.centre === mv.target.index) {
    const steps = plan.steps.slice(1);
    // "then more" says nothing once the listed plays are gone.
    return { ...plan, steps, more: steps.length > 0 && plan.more };
  }
  if (!first && mv.target.kind === "side" && plan.discard?.pile === mv.target.index) return { ...plan, discard: null };
  return plan;
}

/** The hint-from message's source for a move's source text (`h2`, `p`, `pp`, `s1`). */
function hintSource(from: string): { source: string; pile: number } {
  if (from === "pp") return { source: "partner", pile: 0 };
  if (from === "p") return { source: "payoff", pile: 0 };
  const side = /^s(\d+)$/.exec(from);
  return side ? { source: "side", pile: Number(side[1]) } : { source: "hand", pile: 0 };
}

/** A hint's plan and why, as spite-i18n's `hint_reason` words them. */
export function hintReason(plan: HintPlan): string {
  const rank = (r: string | null) => (r === null ? t("hint-the-card") : rankLabel(r));
  const steps = plan.steps.map((st) =>
    t("hint-step", { card: rank(st.rank), from: t("hint-from", hintSource(st.from)), centre: st.centre + 1 }),
  );
  if (plan.more) steps.push(t("hint-more"));
  const joined = steps.join(t("hint-then"));
  let line = "";
  if (plan.discard) {
    const args = { card: rank(plan.discard.rank), pile: plan.discard.pile + 1 };
    line = plan.steps.length === 0 ? t("hint-discard", args) : t("hint-play-and-discard", { ...args, steps: joined });
  } else if (plan.steps.length > 0) {
    line = t("hint-play", { steps: joined });
  }
  const w = plan.why;
  let why: string;
  switch (w.kind) {
    case "payoff_now":
    case "payoff_next":
    case "partner_payoff_now":
    case "partner_payoff_next":
    case "blocks_opponent":
    case "helps_opponent":
      why = t(`hint-why-${w.kind.replace(/_/g, "-")}`, { card: rank(w.rank) });
      break;
    case "empties_hand":
      why = t("hint-why-empties-hand", { count: w.cards });
      break;
    default:
      why = t(`hint-why-${w.kind.replace(/_/g, "-")}`);
  }
  // Nothing left to plan: the reason on its own, with no empty plan before it.
  return line === "" ? why : t("hint-reason", { plan: line, why });
}

/**
 * A seat's name: "You", "Ann", "Player 3", "Computer 2 (easy)"; `form`
 * is seat-subject where the name starts a sentence (pt "O computador 2").
 * Seats are numbered as the terminal and the window number them
 * (spite-table's `Seats::new`): a person among the people, you included,
 * a computer among the computers, and a lone computer is just "Computer".
 */
export function seatName(room: RoomState, seat: number, me: number, form: "seat-name" | "seat-subject" = "seat-name"): string {
  return word(seatWords(room, seat, me, form));
}

/** A seat's name as words (see `seatName`), for lines worded later. */
export function seatWords(room: RoomState, seat: number, me: number, form: "seat-name" | "seat-subject" = "seat-name"): Words {
  const info: SeatInfo | undefined = room.seats[seat];
  let args: { kind: string; number: number; name: string };
  if (seat === me) args = { kind: "you", number: 0, name: "" };
  else if (!info) args = { kind: "seat", number: seat + 1, name: "" };
  else if (info.kind === "computer") args = { kind: "computer", number: numberAmongKind(room.seats, seat), name: "" };
  else if (info.name?.trim()) args = { kind: "named", number: 0, name: info.name.trim() };
  else args = { kind: "player", number: numberAmongKind(room.seats, seat), name: "" };
  const base: Words = { id: form, args };
  if (seat !== me && info?.kind === "computer" && info.level) {
    return { id: "seat-label", args: { seat: base, level: { id: "level-name", args: { level: info.level } } } };
  }
  return base;
}

/**
 * A seat's number among the seats of its kind (1-based); 0 for the only
 * computer, which needs none.
 */
function numberAmongKind(seats: SeatInfo[], seat: number): number {
  const kind = seats[seat].kind;
  const before = seats.slice(0, seat + 1).filter((s) => s.kind === kind).length;
  if (kind === "computer" && seats.filter((s) => s.kind === kind).length === 1) return 0;
  return before;
}

/** Whose pile: yours or a seat's, for labels and sentences. */
export function owner(room: RoomState, seat: number, me: number): Owner {
  return { kind: seat === me ? "you" : "other", name: seatName(room, seat, me) };
}

/** Whose pile, as words: yours or a seat's. */
function ownerWords(room: RoomState, seat: number, me: number) {
  return { kind: seat === me ? "you" : "other", name: seatWords(room, seat, me) };
}

/** The subject of a sentence: its words and whether it is you. */
function subject(room: RoomState, seat: number, me: number) {
  return { who: seatWords(room, seat, me, "seat-subject"), ...ownerWords(room, seat, me) };
}

/** "hand card N": your hand's place (from 0) as the log says it. */
function handCardWords(place: number): Words {
  return { id: "web-log-from", args: { source: "hand-card", index: place + 1 } };
}

/** Where a move came from, as the log says it. */
function logFrom(source: Source | null, seat: number, me: number): Words | string {
  if (!source) return "";
  const from = (source: string, index: number): Words => ({ id: "web-log-from", args: { source, index } });
  switch (source.kind) {
    case "hand":
      return seat === me ? handCardWords(handPlace(source.index)) : from("hand", 0);
    case "payoff":
      return from("payoff", 0);
    case "partner_payoff":
      return from("partner", 0);
    case "side":
      return from("side", source.index + 1);
  }
}

/** The card on top of a move's target pile: the card a move just put there. */
export function cardPlayedTo(view: ViewJson, seat: number, target: Target): string | null {
  const pile = target.kind === "centre" ? view.center[target.index] : view.players[seat]?.sides[target.index];
  return pile?.[pile.length - 1] ?? null;
}

/**
 * A move to be taken back, in words: "5♥ from hand to centre pile 1",
 * the card read from the top of its target pile in `view`, the table it
 * was played on. Null when the move cannot be read.
 */
export function moveWords(view: ViewJson, seat: number, me: number, move: string): { card: string; from: string; to: string } | null {
  const mv = parseMove(move);
  const card = mv ? cardPlayedTo(view, seat, mv.target) : null;
  if (!mv || !card) return null;
  const from = logFrom(mv.source, seat, me);
  return { card: shortName(card), from: typeof from === "string" ? from : word(from), to: targetName(mv.target) };
}

/** Words for one move's events, as the log tells them. */
export function describe(room: RoomState, me: number, seat: number, events: Event[], byComputer: boolean, drawn: string[] = []): string[] {
  return say(room, me, seat, events, byComputer, drawn).map((l) => word(l.words));
}

/** The cards in `after` that were not in `before`, each as often as it is new (two decks: a card may be there twice). */
function added(before: string[], after: string[]): string[] {
  const left = before.slice();
  return after.filter((c) => {
    const i = left.indexOf(c);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/** This seat's cards drawn in a move: its new hand less the old one (less a card played from it). */
function drawnBy(me: number, before: ViewJson, msg: Msg<"moved">): string[] {
  if (!msg.events.some((e) => e.event === "drew" && e.seat === me)) return [];
  const old = before.hand.slice();
  for (const e of msg.events) {
    if (e.event === "played" && e.seat === me && parseMove(e.move)?.source.kind === "hand") {
      const i = old.indexOf(e.card);
      if (i >= 0) old.splice(i, 1);
    }
  }
  return added(old, msg.view.hand);
}

/** The cards still marked as drawn after a move: the new draw, else those still in hand while the turn stays this seat's. */
function stillDrawn(marked: string[], me: number, drew: string[], msg: Msg<"moved">): string[] {
  if (drew.length) return drew;
  if (msg.view.to_move !== me || msg.view.status !== "playing") return [];
  const hand = msg.view.hand.slice();
  return marked.filter((c) => {
    const i = hand.indexOf(c);
    if (i < 0) return false;
    hand.splice(i, 1);
    return true;
  });
}

/** A line for the log: the seat it is about (null: the table's), and its words. */
type Line = { seat: number | null; words: Words };

/** One move's events, each as words, with the seat it is about. */
function say(room: RoomState, me: number, seat: number, events: Event[], byComputer: boolean, drawn: string[] = []): Line[] {
  const out: Line[] = [];
  const about = (seat: number | null, words: Words) => out.push({ seat, words });
  for (const e of events) {
    switch (e.event) {
      case "played": {
        const mv = parseMove(e.move);
        const auto = byComputer && room.seats[seat]?.kind === "person" ? "yes" : "no";
        const wild = e.counts_as && e.counts_as !== "K" && e.card.startsWith("K") ? e.counts_as : null;
        const args = {
          ...subject(room, e.seat, me),
          card: shortName(e.card),
          from: mv ? logFrom(mv.source, e.seat, me) : e.move,
          to: mv ? targetWords(mv.target) : "",
          auto,
        };
        if (mv?.target.kind === "side") about(e.seat, { id: "web-log-discarded", args });
        else about(e.seat, wild ? { id: "web-log-played-wild", args: { ...args, as: wild } } : { id: "web-log-played", args });
        break;
      }
      case "payoff_turned":
        about(e.seat, { id: "web-log-payoff-turned", args: { ...ownerWords(room, e.seat, me), card: shortName(e.card) } });
        break;
      case "pile_completed":
        about(null, { id: "web-log-pile-completed", args: { index: e.centre + 1 } });
        break;
      case "stock_shuffled":
        about(null, { id: "web-log-shuffled", args: { count: e.stock } });
        break;
      case "drew":
        // Your own draw names its cards (they are in your view); another's only counts them.
        if (e.seat === me && drawn.length === e.count) about(e.seat, { id: "web-log-you-drew", args: { count: e.count, cards: drawn.map(shortName).join(", ") } });
        else about(e.seat, { id: "web-log-drew", args: { ...subject(room, e.seat, me), count: e.count } });
        break;
      case "turn_passed":
        about(e.seat, { id: "web-log-turn", args: ownerWords(room, e.seat, me) });
        break;
      case "game_over": {
        const r = e.result.status === "won" ? { first: 0, result: e.result } : null;
        about(null, resultWords(room, me, r));
        break;
      }
    }
  }
  return out;
}

export function resultText(room: RoomState, me: number, r: GameResult | null): string {
  return word(resultWords(room, me, r));
}

function resultWords(room: RoomState, me: number, r: GameResult | null): Words {
  if (!r || r.result.status !== "won") return { id: "web-result-drawn" };
  const { winner, points } = r.result;
  const rules = room.view.rules;
  if (rules.partnership) {
    const mine = sideOf(rules, winner) === sideOf(rules, me);
    return { id: mine ? "web-result-we" : "web-result-they", args: { points } };
  }
  if (winner === me) return { id: "web-result-you", args: { points } };
  return { id: "web-result-wins", args: { name: seatWords(room, winner, me, "seat-subject"), points } };
}

/** Words kept as a notice: worded when shown. */
function wordsSaid(w: Words): Said {
  return () => word(w);
}

/** A refusal of the server, worded from its code (never its English message). */
export function refusedText(code: ErrorCode): string {
  return t("ui-server-refused", { code });
}

export function initial(msg: Extract<ServerMessage, { type: "seated" }>): TableState {
  return {
    code: msg.code,
    seat: msg.seat,
    room: msg.room,
    seq: msg.seq,
    resyncing: false,
    log: [],
    held: null,
    waiting: [],
    seed: null,
    notice: null,
    hint: null,
    undoable: msg.token ? 0 : null,
    drawn: [],
    handPlays: [],
    handChange: null,
    nextLogId: 1,
    reactions: [],
    muted: [],
  };
}

/**
 * The state with the log kept from an earlier visit to the room below what
 * this page has heard since (kept as words, worded in today's language).
 */
export function withKeptLog(s: TableState, kept: { game: number; seat: number | null; words: Words }[]): TableState {
  let id = s.nextLogId;
  const old: LogEntry[] = kept.map((l) => logEntry(id++, l.game, l.seat, l.words));
  return { ...s, log: [...s.log, ...old].slice(0, 400), nextLogId: id };
}

function withLog(s: TableState, seat: number | null, lines: (Words | Line)[], game = s.room.game): TableState {
  let id = s.nextLogId;
  const entries: LogEntry[] = lines.map((l) => ("words" in l ? logEntry(id++, game, l.seat, l.words) : logEntry(id++, game, seat, l)));
  return { ...s, log: [...entries.reverse(), ...s.log].slice(0, 400), nextLogId: id };
}

/**
 * The log as far as the game on screen: while a game's end is shown, the
 * lines of the games followed behind it wait (they would say "Your turn."
 * under "You win the game").
 */
export function shownLog(s: TableState): LogEntry[] {
  return s.held ? s.log.filter((l) => l.game <= s.room.game) : s.log;
}

/** Whether the game on screen is over (its end still shown). */
export function gameOver(s: TableState): boolean {
  return s.room.view.status !== "playing";
}

/**
 * The whole room again (`seated` after a reconnect, `state`): everything is
 * replaced, but a finished game on screen stays there until the player
 * goes on, with the room's game followed behind it; so does a game whose
 * end is on screen when the room has dealt a later one (its deal was
 * missed in a gap). As the Rust fold (`OnlineTable`) does.
 */
function wholeRoom(s: TableState, room: RoomState, seq: number): TableState {
  const keep = s.held !== null || (gameOver(s) && room.game > s.room.game);
  const base = { ...s, seq, resyncing: false };
  if (!keep) return { ...base, room, held: null, waiting: [] };
  const held: Held = { game: room.game, score: room.score, view: room.view };
  // The followed game ended too, and its deal was missed: its end waits its turn.
  const h = s.held;
  const waiting = h && h.view.status !== "playing" && room.game > h.game ? waitBehind(s.waiting, { ...h, score: room.score }) : s.waiting;
  return { ...base, room: { ...room, game: s.room.game, view: s.room.view }, held, waiting };
}

/**
 * The state after one message. `needState` says a message was missed
 * (a gap in `seq`): the caller asks for `state`, and broadcasts are
 * skipped until it comes (what they would change is in it).
 */
/** One kind of server message. */
type Msg<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

export function reduce(s: TableState, msg: ServerMessage): { state: TableState; needState: boolean } {
  const broadcast = !["seated", "state", "error", "hint", "pong", "identity", "seeking", "seek_cancelled", "computer_offer", "leaderboard", "rooms", "reaction", "review_started", "review_turn", "review_done", "rating"].includes(msg.type);
  if (broadcast) {
    if (s.resyncing || msg.seq <= s.seq) return { state: s, needState: false }; // asked for, or already seen
    if (msg.seq > s.seq + 1) return { state: { ...s, resyncing: true }, needState: true };
  }
  const next: TableState = { ...s, seq: broadcast ? msg.seq : s.seq };
  return { state: folded(next, s.seat, msg), needState: false };
}

/** `msg` folded into `next` (its sequence number already taken), for the seat `me`. */
function folded(next: TableState, me: number, msg: ServerMessage): TableState {
  switch (msg.type) {
    case "seated":
      // A token comes with a seat taken for the first time: it has played nothing yet.
      return { ...wholeRoom(next, msg.room, msg.seq), code: msg.code, seat: msg.seat, undoable: msg.token ? 0 : null };
    case "state":
      return { ...wholeRoom(next, msg.room, msg.seq), undoable: null };
    case "moved":
      return moved(next, me, msg);
    case "new_game":
      return newGame(next, msg);
    case "match_over":
      return matchOver(next, msg);
    case "presence":
      return presence(next, me, msg);
    case "undo_requested":
      return { ...next, room: { ...next.room, undo: { seat: msg.seat, move: msg.move, waiting_for: msg.waiting_for } } };
    case "undo_cancelled":
      return undoCancelled(next, me, msg);
    case "undone":
      return undone(next, me, msg);
    case "error":
      return { ...next, notice: () => refusedText(msg.code) };
    case "hint":
      return { ...next, hint: { view: next.room.view, move: msg.move, plan: msg.plan } };
    case "pong":
    // Quick match and ratings: not about the room.
    case "identity":
    case "seeking":
    case "seek_cancelled":
    case "computer_offer":
    case "leaderboard":
    case "rating":
      return next;
    case "rematch_offered":
    case "rematch_cancelled":
    case "rematch_started": {
      const line = rematchWords(next.room, me, msg, (seat) => seatWords(next.room, seat, me, "seat-subject"));
      const room = rematchAfter(next.room, msg);
      return line ? withLog({ ...next, room, notice: wordsSaid(line) }, null, [line]) : { ...next, room };
    }
    case "reaction":
      return { ...next, reactions: reactionsAfter(next.reactions, next.muted, msg, next.nextLogId), nextLogId: next.nextLogId + 1 };
    // The open rooms are the lobby's.
    case "rooms":
      return next;
    // The review's own (review.ts).
    case "review_started":
    case "review_turn":
    case "review_done":
      return next;
  }
}

/**
 * A move. While a finished game is on screen, the next one is followed
 * behind it (as the Rust fold OnlineTable does): its moves change the held
 * view and are logged under its number.
 */
function moved(next: TableState, me: number, msg: Msg<"moved">): TableState {
  const h = next.held;
  const room = { ...next.room, view: msg.view, undo: null };
  const drew = drawnBy(me, h ? h.view : next.room.view, msg);
  const lines = say(room, me, msg.seat, msg.events, msg.by_computer, drew);
  const logged = h
    ? withLog({ ...next, held: { ...h, view: msg.view }, room: { ...next.room, undo: null } }, msg.seat, lines, h.game)
    : withLog({ ...next, room }, msg.seat, lines);
  const undoable = h ? logged.undoable : undoableAfter(next.undoable, me, msg);
  const source = msg.seat === me && !h ? parseMove(msg.move)?.source : undefined;
  const played = source?.kind === "hand" ? { card: next.room.view.hand[source.index], place: handPlace(source.index) } : null;
  const handChange = played ? { ...played, id: (next.handChange?.id ?? 0) + 1, back: false } : next.handChange;
  const handPlays = undoable === 0 ? [] : played ? [...next.handPlays, played] : next.handPlays;
  return { ...logged, notice: null, undoable, drawn: h ? [] : stillDrawn(next.drawn, me, drew, msg), handPlays, handChange };
}

/** The next game dealt: shown at once, or held behind a finished game on screen. */
function newGame(next: TableState, msg: Msg<"new_game">): TableState {
  const room = { ...next.room, score: msg.score, undo: null };
  const h = next.held;
  const dealt: Words = { id: "web-log-dealt", args: { game: msg.game } };
  const held = { game: msg.game, score: msg.score, view: msg.view };
  let out: TableState;
  if (h && h.view.status !== "playing") {
    // The followed game ended too before the player went on: its end
    // waits behind the one on screen (a player's own win is not replaced
    // by the next game's end), and the new game is followed behind both.
    const waiting = waitBehind(next.waiting, { ...h, score: msg.score });
    out = withLog({ ...next, room: { ...next.room, undo: null }, held, waiting }, null, [dealt], msg.game);
  } else if (h || gameOver(next)) {
    out = withLog({ ...next, room, held }, null, [dealt], msg.game);
  } else {
    out = withLog({ ...next, room: { ...room, game: msg.game, view: msg.view } }, null, [dealt], msg.game);
  }
  const shown = !(h || gameOver(next));
  return { ...out, notice: null, undoable: shown ? 0 : out.undoable, drawn: shown ? [] : out.drawn, handPlays: shown ? [] : out.handPlays };
}

/**
 * The match won. A game followed behind the finished one on screen ended
 * the match: its end is what is shown now (the last game of the match),
 * and supersedes the ends waiting.
 */
function matchOver(next: TableState, msg: Msg<"match_over">): TableState {
  const h = next.held;
  const shown =
    h && h.view.status !== "playing" ? { ...next, held: null, waiting: [], room: { ...next.room, game: h.game, view: h.view } } : next;
  return {
    ...shown,
    notice: null,
    room: { ...shown.room, match_over: true, winner: msg.winner, score: msg.score },
    seed: String(msg.seed),
  };
}

/** A seat's person came, went, came back, or the computer took over: told in the log. */
function presence(next: TableState, me: number, msg: Msg<"presence">): TableState {
  const seats = next.room.seats.slice();
  const before = seats[msg.seat];
  seats[msg.seat] = msg.info;
  const room = { ...next.room, seats };
  const said = (id: string): Words => ({ id, args: { name: seatWords(room, msg.seat, me, "seat-subject") } });
  let line: Words | null = null;
  if (!before?.taken && msg.info.taken) line = said("web-joined");
  else if (before?.connected && !msg.info.connected) line = said("web-left");
  else if (before && !before.connected && msg.info.connected) line = said("web-back");
  if (before && !before.computer_plays && msg.info.computer_plays && msg.info.kind === "person") line = said("web-computer-plays");
  return line ? withLog({ ...next, room, notice: wordsSaid(line) }, msg.seat, [line]) : { ...next, room };
}

/** An undo that will not happen: declined by a seat, or overtaken. */
function undoCancelled(next: TableState, me: number, msg: Msg<"undo_cancelled">): TableState {
  const room = next.room;
  const by = msg.by;
  const line: Words = by === null ? { id: "web-undo-cancelled" } : { id: "web-undo-declined", args: subject(room, by, me) };
  return withLog({ ...next, room: { ...room, undo: null }, notice: wordsSaid(line) }, by, [line]);
}

/** A move taken back, told with the card as it lay before. */
function undone(next: TableState, me: number, msg: Msg<"undone">): TableState {
  const mv = parseMove(msg.move);
  const room = next.room;
  // The card is read from the table before the undo, on the pile it went to.
  const before = next.held?.view ?? room.view;
  const who = subject(room, msg.seat, me);
  const mvCard = mv ? cardPlayedTo(before, msg.seat, mv.target) : null;
  // A card of your hand goes back to the place it left.
  const back = mv?.source.kind === "hand" && msg.seat === me && !next.held ? next.handPlays.at(-1) : undefined;
  const from = back ? handCardWords(back.place) : mv ? logFrom(mv.source, msg.seat, me) : "";
  const line: Words =
    mv && mvCard
      ? { id: "web-took-back-card", args: { ...who, card: shortName(mvCard), from, to: targetWords(mv.target) } }
      : mv
        ? { id: "web-took-back", args: { ...who, from, to: targetWords(mv.target) } }
        : { id: "web-took-back-move", args: { ...who, move: msg.move } };
  const returned = back
    ? { ...next, handPlays: next.handPlays.slice(0, -1), handChange: { ...back, id: (next.handChange?.id ?? 0) + 1, back: true } }
    : next;
  const counted =
    msg.seat === me && !next.held && next.undoable !== null ? { ...returned, undoable: Math.max(0, next.undoable - 1) } : returned;
  return counted.held
    ? withLog({ ...counted, room: { ...room, undo: null }, held: { ...counted.held, view: msg.view }, notice: wordsSaid(line) }, msg.seat, [line], counted.held.game)
    : withLog({ ...counted, room: { ...room, undo: null, view: msg.view }, notice: wordsSaid(line) }, msg.seat, [line]);
}

/**
 * The game ends on screen and waiting, oldest first, with the game
 * followed behind them: kept so that a reload shows them still (the
 * server only has the game now played). Null when no end is on screen.
 */
export type KeptEnds = { ends: Held[]; held: Held };

export function endsOnScreen(s: TableState): KeptEnds | null {
  if (!s.held || !gameOver(s)) return null;
  return { ends: [{ game: s.room.game, score: s.room.score, view: s.room.view }, ...s.waiting], held: s.held };
}

/**
 * A room just sat down in (a reload) with the game ends this page had not
 * gone past yet: the first shown, the rest waiting, the room's game
 * followed behind them. Ends of games not before the room's are stale.
 */
export function withKeptEnds(s: TableState, kept: unknown): TableState {
  if (!isKeptEnds(kept) || s.room.match_over || s.held) return s;
  const ends = kept.ends.filter((e) => e.game < s.room.game);
  if (ends.length === 0) return s;
  const [first, ...rest] = ends;
  const held: Held = { game: s.room.game, score: s.room.score, view: s.room.view };
  return { ...s, room: { ...s.room, game: first.game, score: first.score, view: first.view }, waiting: rest.slice(-MAX_WAITING), held };
}

function isHeld(v: unknown): v is Held {
  const h = v as Held;
  return typeof h === "object" && h !== null && typeof h.game === "number" && Array.isArray(h.score) && typeof h.view === "object" && h.view !== null && Array.isArray(h.view.hand);
}

function isKeptEnds(v: unknown): v is KeptEnds {
  const k = v as KeptEnds;
  return typeof k === "object" && k !== null && Array.isArray(k.ends) && k.ends.every(isHeld) && isHeld(k.held);
}

/**
 * This seat's undo count and the cards it drew, with the game and turn
 * they belong to: kept so that a reload or another tab knows them.
 */
export type KeptUndo = { game: number; turn: number; count: number; drawn: string[] };

export function undoToKeep(s: TableState): KeptUndo | null {
  return s.undoable === null || s.held ? null : { game: s.room.game, turn: s.room.view.turn, count: s.undoable, drawn: s.drawn };
}

/**
 * The undo count when the server's message did not tell it (a reload, a
 * tab taking the seat over): the kept count if it was counted in this
 * very turn, else none (the turn began since: nothing this browser played
 * in it, and only this browser holds the seat).
 */
export function withKeptUndo(s: TableState, kept: unknown): TableState {
  if (s.undoable !== null || s.held) return s;
  const k = kept as KeptUndo | null;
  const same = typeof k === "object" && k !== null && k.game === s.room.game && k.turn === s.room.view.turn && typeof k.count === "number";
  const drawn = same && Array.isArray(k.drawn) ? k.drawn.filter((c) => typeof c === "string" && s.room.view.hand.includes(c)) : [];
  return { ...s, undoable: same ? k.count : 0, drawn };
}

/** The most game ends kept waiting: more only come from a server dealing games no seat plays. */
const MAX_WAITING = 16;

/** `ended` behind the game ends already waiting, the oldest dropped past the bound. */
function waitBehind(waiting: Held[], ended: Held): Held[] {
  return [...waiting, ended].slice(-MAX_WAITING);
}

/**
 * Goes on from the game's end on screen: to the next game's end if it
 * ended too, else to the game followed while they were shown.
 */
export function continueToNextGame(s: TableState): TableState {
  if (!s.held) return s;
  const [ended, ...rest] = s.waiting;
  if (ended) return { ...s, waiting: rest, notice: null, room: { ...s.room, game: ended.game, score: ended.score, view: ended.view } };
  const h = s.held;
  return { ...s, held: null, notice: null, undoable: 0, handPlays: [], room: { ...s.room, game: h.game, score: h.score, view: h.view } };
}

/**
 * The count of this seat's moves that can be taken back, after a move:
 * one more for its own move; none once the turn passes or a card is
 * revealed (a pay-off card turned, cards drawn, the stock shuffled).
 */
function undoableAfter(n: number | null, me: number, msg: Extract<ServerMessage, { type: "moved" }>): number | null {
  const reveals = msg.events.some((e) => e.event === "turn_passed" || e.event === "payoff_turned" || e.event === "drew" || e.event === "stock_shuffled" || e.event === "game_over");
  if (reveals) return 0;
  if (msg.seat !== me || msg.by_computer) return n;
  return n === null ? null : n + 1;
}

/** Whether this seat has a move to take back (unknown counts as yes: the server answers). */
export function canUndo(s: TableState): boolean {
  return s.undoable === null || s.undoable > 0;
}

/** Every card a frame shows, for checks that nothing hidden arrives. */
export function cardsOfView(v: ViewJson): string[] {
  const out = [...v.hand, ...v.set_aside];
  for (const p of v.players) {
    if (p.payoff_top) out.push(p.payoff_top);
    for (const side of p.sides) out.push(...side);
  }
  for (const c of v.center) out.push(...c);
  return out;
}

export { cardName };
