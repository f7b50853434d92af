// The room as this page knows it, changed only by what the server sends:
// a pure reducer (easy to test), the move log in words, and the names of
// the seats.

import { cardName, rankLabel, shortName } from "./cards";
import { capitalise, t } from "./i18n";
import type { Owner } from "./labels";
import type { ErrorCode, Event, GameResult, HintPlan, MatchViewJson, RoomState, SeatInfo, ServerMessage, ViewJson } from "./protocol";
import { parseMove, sideOf, sourceName, targetName, type Source, type Target } from "./rules";

/**
 * Words said once and shown again later: kept as the way to say them, so
 * that a change of language re-words the log and the status line too.
 */
export type Said = () => string;

/** A line of the log; `text` is worded in the page's language when read. */
export type LogEntry = { id: number; game: number; seat: number | null; readonly text: string };

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
  nextLogId: number;
};

/**
 * A hint from the server (worked out there from this seat's view, as the
 * terminal and the window work it out): the move and spite-ai's plan.
 * `view` is the view on screen when it came; a new view makes it stale.
 */
export type HintAnswer = { view: ViewJson; move: string | null; plan?: HintPlan | null };

/**
 * A hint in words: "Hint: hand card 2 to centre pile 1. Play A from hand
 * to centre 1: your pay-off 2 goes next." Null when there is no move. The
 * reason is worded from the plan (as spite-i18n's `hint_reason` does).
 */
export function hintText(h: HintAnswer): string | null {
  const mv = h.move ? parseMove(h.move) : null;
  if (!mv) return null;
  const args = { source: sourceName(mv.source), target: targetName(mv.target) };
  const why = h.plan ? hintReason(h.plan) : null;
  return why ? t("web-hint-why", { ...args, why: capitalise(why) }) : t("web-hint", args);
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
  return t("hint-reason", { plan: line, why });
}

/**
 * A seat's name: "You", "Ann", "Player 3", "Computer 2 (easy)"; `form`
 * is seat-subject where the name starts a sentence (pt "O computador 2").
 * Seats are numbered as the terminal and the window number them
 * (spite-table's `Seats::new`): a person among the people, you included,
 * a computer among the computers, and a lone computer is just "Computer".
 */
export function seatName(room: RoomState, seat: number, me: number, form: "seat-name" | "seat-subject" = "seat-name"): string {
  const info: SeatInfo | undefined = room.seats[seat];
  let args: { kind: string; number: number; name: string };
  if (seat === me) args = { kind: "you", number: 0, name: "" };
  else if (!info) args = { kind: "seat", number: seat + 1, name: "" };
  else if (info.kind === "computer") args = { kind: "computer", number: numberAmongKind(room.seats, seat), name: "" };
  else if (info.name?.trim()) args = { kind: "named", number: 0, name: info.name.trim() };
  else args = { kind: "player", number: numberAmongKind(room.seats, seat), name: "" };
  const base = t(form, args);
  if (seat !== me && info?.kind === "computer" && info.level) {
    return t("seat-label", { seat: base, level: t("level-name", { level: info.level }) });
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

/** The subject of a sentence: its words and whether it is you. */
function subject(room: RoomState, seat: number, me: number) {
  return { who: seatName(room, seat, me, "seat-subject"), kind: seat === me ? "you" : "other", name: seatName(room, seat, me) };
}

/** Where a move came from, as the log says it. */
function logFrom(source: Source | null, seat: number, me: number): string {
  if (!source) return "";
  switch (source.kind) {
    case "hand":
      return seat === me ? t("web-log-from", { source: "hand-card", index: source.index + 1 }) : t("web-log-from", { source: "hand", index: 0 });
    case "payoff":
      return t("web-log-from", { source: "payoff", index: 0 });
    case "partner_payoff":
      return t("web-log-from", { source: "partner", index: 0 });
    case "side":
      return t("web-log-from", { source: "side", index: source.index + 1 });
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
  return { card: shortName(card), from: logFrom(mv.source, seat, me), to: targetName(mv.target) };
}

/** Words for one move's events, as the log tells them. */
export function describe(room: RoomState, me: number, seat: number, events: Event[], byComputer: boolean): string[] {
  return say(room, me, seat, events, byComputer).map((l) => l.said());
}

/** A line for the log: the seat it is about (null: the table's), and its words. */
type Line = { seat: number | null; said: Said };

/** One move's events, each as the way to word it, with the seat it is about. */
function say(room: RoomState, me: number, seat: number, events: Event[], byComputer: boolean): Line[] {
  const out: Line[] = [];
  const about = (seat: number | null, said: Said) => out.push({ seat, said });
  for (const e of events) {
    switch (e.event) {
      case "played": {
        const mv = parseMove(e.move);
        const auto = byComputer && room.seats[seat]?.kind === "person" ? "yes" : "no";
        const wild = e.counts_as && e.counts_as !== "K" && e.card.startsWith("K") ? e.counts_as : null;
        about(e.seat, () => {
          const args = {
            ...subject(room, e.seat, me),
            card: shortName(e.card),
            from: mv ? logFrom(mv.source, e.seat, me) : e.move,
            to: mv ? targetName(mv.target) : "",
            auto,
          };
          if (mv?.target.kind === "side") return t("web-log-discarded", args);
          return wild ? t("web-log-played-wild", { ...args, as: wild }) : t("web-log-played", args);
        });
        break;
      }
      case "payoff_turned":
        about(e.seat, () => t("web-log-payoff-turned", { ...owner(room, e.seat, me), card: shortName(e.card) }));
        break;
      case "pile_completed":
        about(null, () => t("web-log-pile-completed", { index: e.centre + 1 }));
        break;
      case "stock_shuffled":
        about(null, () => t("web-log-shuffled", { count: e.stock }));
        break;
      case "drew":
        about(e.seat, () => t("web-log-drew", { ...subject(room, e.seat, me), count: e.count }));
        break;
      case "turn_passed":
        about(e.seat, () => t("web-log-turn", owner(room, e.seat, me)));
        break;
      case "game_over": {
        const r = e.result.status === "won" ? { first: 0, result: e.result } : null;
        about(null, () => resultText(room, me, r));
        break;
      }
    }
  }
  return out;
}

export function resultText(room: RoomState, me: number, r: GameResult | null): string {
  if (!r || r.result.status !== "won") return t("web-result-drawn");
  const { winner, points } = r.result;
  const rules = room.view.rules;
  if (rules.partnership) {
    const mine = sideOf(rules, winner) === sideOf(rules, me);
    return t(mine ? "web-result-we" : "web-result-they", { points });
  }
  return winner === me ? t("web-result-you", { points }) : t("web-result-wins", { name: seatName(room, winner, me, "seat-subject"), points });
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
    nextLogId: 1,
  };
}

/**
 * The state with the log kept from an earlier visit to the room below what
 * this page has heard since (kept lines stay in the words they had).
 */
export function withKeptLog(s: TableState, kept: { game: number; seat: number | null; text: string }[]): TableState {
  let id = s.nextLogId;
  const old: LogEntry[] = kept.map((l) => ({ id: id++, game: l.game, seat: l.seat, text: l.text }));
  return { ...s, log: [...s.log, ...old].slice(0, 400), nextLogId: id };
}

function withLog(s: TableState, seat: number | null, lines: (Said | Line)[], game = s.room.game): TableState {
  let id = s.nextLogId;
  const entries: LogEntry[] = lines.map((l) => {
    const line = typeof l === "function" ? { seat, said: l } : l;
    return {
      id: id++,
      game,
      seat: line.seat,
      get text() {
        return line.said();
      },
    };
  });
  return { ...s, log: [...entries.reverse(), ...s.log].slice(0, 400), nextLogId: id };
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
  const broadcast = !["seated", "state", "error", "hint", "pong"].includes(msg.type);
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
  const lines = say(room, me, msg.seat, msg.events, msg.by_computer);
  const logged = h
    ? withLog({ ...next, held: { ...h, view: msg.view }, room: { ...next.room, undo: null } }, msg.seat, lines, h.game)
    : withLog({ ...next, room }, msg.seat, lines);
  return { ...logged, notice: null, undoable: h ? logged.undoable : undoableAfter(next.undoable, me, msg) };
}

/** The next game dealt: shown at once, or held behind a finished game on screen. */
function newGame(next: TableState, msg: Msg<"new_game">): TableState {
  const room = { ...next.room, score: msg.score, undo: null };
  const h = next.held;
  const dealt: Said = () => t("web-log-dealt", { game: msg.game });
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
  return { ...out, notice: null, undoable: h || gameOver(next) ? out.undoable : 0 };
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
  const said = (id: string): Said => () => t(id, { name: seatName(room, msg.seat, me, "seat-subject") });
  let line: Said | null = null;
  if (!before?.taken && msg.info.taken) line = said("web-joined");
  else if (before?.connected && !msg.info.connected) line = said("web-left");
  else if (before && !before.connected && msg.info.connected) line = said("web-back");
  if (before && !before.computer_plays && msg.info.computer_plays && msg.info.kind === "person") line = said("web-computer-plays");
  return line ? withLog({ ...next, room, notice: line }, msg.seat, [line]) : { ...next, room };
}

/** An undo that will not happen: declined by a seat, or overtaken. */
function undoCancelled(next: TableState, me: number, msg: Msg<"undo_cancelled">): TableState {
  const room = next.room;
  const by = msg.by;
  const line: Said = () => (by === null ? t("web-undo-cancelled") : t("web-undo-declined", subject(room, by, me)));
  return withLog({ ...next, room: { ...room, undo: null }, notice: line }, by, [line]);
}

/** A move taken back, told with the card as it lay before. */
function undone(next: TableState, me: number, msg: Msg<"undone">): TableState {
  const mv = parseMove(msg.move);
  const room = next.room;
  // The card is read from the table before the undo, on the pile it went to.
  const before = next.held?.view ?? room.view;
  const line: Said = () => {
    const who = subject(room, msg.seat, me);
    const played = moveWords(before, msg.seat, me, msg.move);
    if (played) return t("web-took-back-card", { ...who, ...played });
    return mv
      ? t("web-took-back", { ...who, from: logFrom(mv.source, msg.seat, me), to: targetName(mv.target) })
      : t("web-took-back-move", { ...who, move: msg.move });
  };
  const counted =
    msg.seat === me && !next.held && next.undoable !== null ? { ...next, undoable: Math.max(0, next.undoable - 1) } : next;
  return counted.held
    ? withLog({ ...counted, room: { ...room, undo: null }, held: { ...counted.held, view: msg.view }, notice: line }, msg.seat, [line], counted.held.game)
    : withLog({ ...counted, room: { ...room, undo: null, view: msg.view }, notice: line }, msg.seat, [line]);
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
  return { ...s, held: null, notice: null, undoable: 0, room: { ...s.room, game: h.game, score: h.score, view: h.view } };
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
