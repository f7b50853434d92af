// What a room shows of its players beyond the game: a rematch offered,
// accepted or called off, and the reactions they send (the latest of each
// seat, unless the player muted it). Plain functions, folded into the
// table's state by state.ts.

import type { Words } from "./i18n";
import type { Reaction, RoomState, ServerMessage } from "./protocol";

/** A reaction on screen beside its seat; `id` tells a new one from the last. */
export type Reacted = { seat: number; reaction: Reaction; id: number };

export const REACTIONS: Reaction[] = ["good_game", "well_played", "nice_move", "oops", "thinking"];

type Rematch = Extract<ServerMessage, { type: "rematch_offered" | "rematch_cancelled" | "rematch_started" }>;

/** The room's rematch offer after a rematch message (none once called off or started). */
export function rematchAfter(room: RoomState, m: Rematch): RoomState {
  if (m.type === "rematch_offered") return { ...room, rematch: { by: m.by, waiting_for: m.waiting_for } };
  const { rematch: _gone, ...rest } = room;
  return rest;
}

/**
 * What a rematch message says in the log, `who` naming another seat as
 * the sentence's subject. An offer is said once; what this seat did
 * itself is not told back to it.
 */
export function rematchWords(room: RoomState, me: number, m: Rematch, who: (seat: number) => Words): Words | null {
  switch (m.type) {
    case "rematch_offered":
      return room.rematch?.by === m.by || m.by === me ? null : { id: "web-rematch-offered", args: { who: who(m.by) } };
    case "rematch_cancelled":
      return m.seat === me ? null : { id: m.why === "left" ? "web-rematch-left" : "web-rematch-declined", args: { who: who(m.seat) } };
    case "rematch_started":
      return { id: "web-rematch-starting" };
  }
}

/** Whether this seat is asked to accept the rematch offered. */
export function mustAnswerRematch(room: RoomState, me: number): boolean {
  return !!room.rematch && room.rematch.by !== me && room.rematch.waiting_for.includes(me);
}

/** The seats of the other people who sat down: who may react, and whom a rematch is offered to. */
export function otherPeople(room: RoomState, me: number): number[] {
  return room.seats.flatMap((s, i) => (i !== me && s.kind === "person" && s.taken ? [i] : []));
}

/** The reactions shown after one arrives: the seat's latest, unless muted. */
export function reactionsAfter(shown: Reacted[], muted: number[], m: { seat: number; reaction: Reaction }, id: number): Reacted[] {
  if (muted.includes(m.seat) || !REACTIONS.includes(m.reaction)) return shown;
  return [...shown.filter((r) => r.seat !== m.seat), { seat: m.seat, reaction: m.reaction, id }];
}

/** The muted seats after the player mutes or unmutes one; a muted seat's reaction on screen goes. */
export function muting(muted: number[], shown: Reacted[], seat: number, on: boolean): { muted: number[]; reactions: Reacted[] } {
  const rest = muted.filter((s) => s !== seat);
  return { muted: on ? [...rest, seat] : rest, reactions: on ? shown.filter((r) => r.seat !== seat) : shown };
}
