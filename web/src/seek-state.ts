// Quick match as this page knows it: the request, the place in line, the
// wait, the computer offered when nobody came, and the player's ratings
// as `identity` tells them. A plain reducer over the server's messages.

import type { ClientMessage, Level, PlayerRating, Preset, ServerMessage } from "./protocol";

export type SeekRequest = { rules: Preset; rated: boolean; name: string };

export type Seeking = {
  request: SeekRequest;
  /** Place in line (1: nobody waited longer); null until the server answers. */
  position: number | null;
  /** When the computer will be offered (page time, ms); null until known. */
  offerAt: number | null;
  /** When the wait began (page time, ms), kept across a reconnect. */
  since: number;
  /** The computer offered, at this level; null while waiting for a person. */
  offer: Level | null;
  ratings: PlayerRating[] | null;
};

export function startSeeking(request: SeekRequest, now: number): Seeking {
  return { request, position: null, offerAt: null, since: now, offer: null, ratings: null };
}

/**
 * What the page sends to seek (again, after a reconnect): who it is (this
 * browser's own key, registered: a new player if the server does not know
 * it yet) and the seek; without a key (a casual seek before any rated
 * one), the seek alone, with the name to sit under.
 */
export function seekMessages(r: SeekRequest, key: string | null): ClientMessage[] {
  const name = r.name.trim() || undefined;
  const named = name ? { name } : {};
  if (key === null) return [{ type: "seek", rules: r.rules, rated: r.rated, ...named }];
  return [
    { type: "identify", key, register: true, ...named },
    { type: "seek", rules: r.rules, rated: r.rated },
  ];
}

/** The wait after a message; null when the message is not about it. */
export function seekStep(s: Seeking, m: ServerMessage, now: number): Seeking | null {
  switch (m.type) {
    case "identity":
      return { ...s, ratings: m.ratings };
    case "seeking":
      return { ...s, position: m.position, offerAt: now + m.computer_in * 1000 };
    case "computer_offer":
      return { ...s, offer: m.level };
    default:
      return null;
  }
}

/** This player's rating under a preset, if `identity` told it. */
export function ratingOf(ratings: PlayerRating[] | null, rules: Preset): PlayerRating | null {
  return ratings?.find((r) => r.rules === rules) ?? null;
}

/** Seconds as the clock shows them: 0:07, 1:23, 12:00. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
