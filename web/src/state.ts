// The room as this page knows it, changed only by what the server sends:
// a pure reducer (easy to test), the move log in words, and the names of
// the seats.

import { cardName, shortName } from "./cards";
import type { Event, GameResult, RoomState, SeatInfo, ServerMessage, ViewJson } from "./protocol";
import { parseMove, sideOf, sourceName, targetName } from "./rules";

export type LogEntry = { id: number; game: number; seat: number | null; text: string };

export type Held = { game: number; score: number[]; view: ViewJson };

export type TableState = {
  code: string;
  seat: number;
  room: RoomState;
  /** The last sequence number seen; a gap asks for `state`. */
  seq: number;
  log: LogEntry[];
  /** The next game, dealt while this page still shows the last one's end. */
  held: Held | null;
  /** The seed, once the match is over (its digits: it may not fit a number). */
  seed: string | null;
  /** The last thing worth telling, for the status line. */
  notice: string | null;
  /** The server's answer to the last `hint`, with the view it was asked in. */
  hint: HintAnswer | null;
  nextLogId: number;
};

/**
 * A hint from the server (worked out there from this seat's view, as the
 * terminal and the window work it out): the move and spite-ai's reason.
 * `view` is the view on screen when it came; a new view makes it stale.
 */
export type HintAnswer = { view: ViewJson; move: string | null; reason: string | null };

/**
 * A hint in words: "Hint: hand card 2 to centre pile 1. Play A from hand
 * to centre 1: your pay-off 2 goes next." Null when there is no move.
 */
export function hintText(h: HintAnswer): string | null {
  const mv = h.move ? parseMove(h.move) : null;
  if (!mv) return null;
  const why = h.reason ? ` ${h.reason.charAt(0).toUpperCase()}${h.reason.slice(1)}.` : "";
  return `Hint: ${sourceName(mv.source)} to ${targetName(mv.target)}.${why}`;
}

export function seatName(room: RoomState, seat: number, me: number): string {
  if (seat === me) return "You";
  const info: SeatInfo | undefined = room.seats[seat];
  if (!info) return `Seat ${seat + 1}`;
  if (info.kind === "computer") return `Computer ${seat + 1}${info.level ? ` (${info.level})` : ""}`;
  return info.name?.trim() || `Player ${seat + 1}`;
}

/** "You", "Ann's", "Computer 2's": for labels. */
export function possessive(room: RoomState, seat: number, me: number): string {
  return seat === me ? "Your" : `${seatName(room, seat, me)}'s`;
}

/** Words for one move's events, as the log tells them. */
export function describe(room: RoomState, me: number, seat: number, events: Event[], byComputer: boolean): string[] {
  const who = (s: number) => seatName(room, s, me);
  const out: string[] = [];
  for (const e of events) {
    switch (e.event) {
      case "played": {
        const mv = parseMove(e.move);
        const from = !mv ? e.move : mv.source.kind === "hand" && e.seat !== me ? "hand" : sourceName(mv.source).replace(/^your /, "");
        const to = mv ? targetName(mv.target) : "";
        const stands = e.counts_as && e.counts_as !== "K" && e.card.startsWith("K") ? ` (as ${e.counts_as})` : "";
        const verb = mv?.target.kind === "side" ? "discarded" : "played";
        const auto = byComputer && room.seats[seat]?.kind === "person" ? " (the computer, while away)" : "";
        out.push(`${who(e.seat)} ${verb} ${shortName(e.card)}${stands} from ${from} to ${to}${auto}.`);
        break;
      }
      case "payoff_turned":
        out.push(`${possessive(room, e.seat, me)} next pay-off card is ${shortName(e.card)}.`);
        break;
      case "pile_completed":
        out.push(`Centre pile ${e.centre + 1} is complete and cleared.`);
        break;
      case "stock_shuffled":
        out.push(`The stock was shuffled: ${e.stock} cards.`);
        break;
      case "drew":
        out.push(`${who(e.seat)} drew ${e.count} card${e.count === 1 ? "" : "s"}.`);
        break;
      case "turn_passed":
        out.push(e.seat === me ? "Your turn." : `${who(e.seat)}'s turn.`);
        break;
      case "game_over":
        out.push(resultText(room, me, e.result.status === "won" ? { first: 0, result: e.result } : null));
        break;
    }
  }
  return out;
}

export function resultText(room: RoomState, me: number, r: GameResult | null): string {
  if (!r || r.result.status !== "won") return "The game is drawn: the stock ran out. Nobody scores.";
  const { winner, points } = r.result;
  const rules = room.view.rules;
  const pts = `${points} point${points === 1 ? "" : "s"}`;
  if (rules.partnership) {
    const mine = sideOf(rules, winner) === sideOf(rules, me);
    return `${mine ? "You and your partner win" : "Your opponents win"} the game, ${pts}.`;
  }
  return winner === me ? `You win the game, ${pts}.` : `${seatName(room, winner, me)} wins the game, ${pts}.`;
}

export function initial(msg: Extract<ServerMessage, { type: "seated" }>): TableState {
  return {
    code: msg.code,
    seat: msg.seat,
    room: msg.room,
    seq: msg.seq,
    log: [],
    held: null,
    seed: null,
    notice: null,
    hint: null,
    nextLogId: 1,
  };
}

function withLog(s: TableState, seat: number | null, lines: string[]): TableState {
  let id = s.nextLogId;
  const entries = lines.map((text) => ({ id: id++, game: s.room.game, seat, text }));
  return { ...s, log: [...entries.reverse(), ...s.log].slice(0, 400), nextLogId: id };
}

/** Whether the game on screen is over (its end still shown). */
export function gameOver(s: TableState): boolean {
  return s.room.view.status !== "playing";
}

/**
 * The state after one message. `needState` says a message was missed
 * (a gap in `seq`): the caller asks for `state`.
 */
export function reduce(s: TableState, msg: ServerMessage): { state: TableState; needState: boolean } {
  const broadcast = !["seated", "state", "error", "hint", "pong"].includes(msg.type);
  let needState = false;
  if (broadcast) {
    if (msg.seq <= s.seq) return { state: s, needState: false }; // already seen
    if (msg.seq > s.seq + 1) needState = true;
  }
  const seq = broadcast ? msg.seq : s.seq;
  let next: TableState = { ...s, seq };
  switch (msg.type) {
    case "seated":
      next = { ...next, code: msg.code, seat: msg.seat, room: msg.room, seq: msg.seq, held: null };
      break;
    case "state":
      next = { ...next, room: msg.room, seq: msg.seq, held: null };
      break;
    case "moved": {
      const room = { ...next.room, view: msg.view };
      next = withLog({ ...next, room }, msg.seat, describe(room, s.seat, msg.seat, msg.events, msg.by_computer));
      if (room.undo) next = { ...next, room: { ...next.room, undo: null } };
      break;
    }
    case "new_game": {
      const room = { ...next.room, score: msg.score };
      if (gameOver(next)) {
        next = { ...next, room, held: { game: msg.game, score: msg.score, view: msg.view } };
      } else {
        next = withLog({ ...next, room: { ...room, game: msg.game, view: msg.view } }, null, [`Game ${msg.game} is dealt.`]);
      }
      break;
    }
    case "match_over":
      next = {
        ...next,
        room: { ...next.room, match_over: true, winner: msg.winner, score: msg.score },
        seed: String(msg.seed),
      };
      break;
    case "presence": {
      const seats = next.room.seats.slice();
      const before = seats[msg.seat];
      seats[msg.seat] = msg.info;
      const room = { ...next.room, seats };
      const name = seatName(room, msg.seat, s.seat);
      let line: string | null = null;
      if (!before?.taken && msg.info.taken) line = `${name} joined.`;
      else if (before?.connected && !msg.info.connected) line = `${name} left; they can come back.`;
      else if (before && !before.connected && msg.info.connected) line = `${name} is back.`;
      if (before && !before.computer_plays && msg.info.computer_plays && msg.info.kind === "person")
        line = `The computer plays for ${name} while they are away.`;
      next = { ...next, room };
      if (line) next = withLog({ ...next, notice: line }, msg.seat, [line]);
      break;
    }
    case "undo_requested":
      next = {
        ...next,
        room: { ...next.room, undo: { seat: msg.seat, move: msg.move, waiting_for: msg.waiting_for } },
      };
      break;
    case "undo_cancelled": {
      const who = msg.by === null ? null : seatName(next.room, msg.by, s.seat);
      const line = who ? `${who} declined the undo.` : "The undo was cancelled.";
      next = withLog({ ...next, room: { ...next.room, undo: null }, notice: line }, msg.by, [line]);
      break;
    }
    case "undone": {
      const mv = parseMove(msg.move);
      const line = `${seatName(next.room, msg.seat, s.seat)} took back ${mv ? `${sourceName(mv.source).replace(/^your /, "")} to ${targetName(mv.target)}` : msg.move}.`;
      next = withLog({ ...next, room: { ...next.room, undo: null, view: msg.view }, notice: line }, msg.seat, [line]);
      break;
    }
    case "error":
      next = { ...next, notice: msg.message };
      break;
    case "hint":
      next = { ...next, hint: { view: next.room.view, move: msg.move, reason: msg.reason } };
      break;
    case "pong":
      break;
  }
  return { state: next, needState };
}

/** Shows the next game that was dealt while the last one's end was shown. */
export function continueToNextGame(s: TableState): TableState {
  if (!s.held) return s;
  const h = s.held;
  return withLog({ ...s, held: null, room: { ...s.room, game: h.game, score: h.score, view: h.view } }, null, [`Game ${h.game} is dealt.`]);
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
