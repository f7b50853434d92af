// This browser's record against the computer: games won and lost per
// level, kept in localStorage and shown in the lobby. A game counts where
// every other seat is a computer, under the hardest computer's level;
// each game once (a reload on its end does not count it again).

import type { Event, Level, RoomState } from "./protocol";
import { sideOf } from "./rules";

export const LEVELS: Level[] = ["random", "naive", "racer", "blocker", "hoarder", "easy", "medium", "hard", "expert"];
export type Tally = { won: number; lost: number };
export type GameRecord = Partial<Record<Level, Tally>>;

type Store = Pick<Storage, "getItem" | "setItem">;
const KEY = "spite.record";
const COUNTED = "spite.record.counted";
/** The games last counted, kept to count none twice (more than a reload ever needs). */
const KEEP_COUNTED = 50;

function read<T>(store: Store, key: string, fallback: T): T {
  try {
    const v = JSON.parse(store.getItem(key) ?? "null");
    return v && typeof v === "object" ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

export function loadRecord(store: Store = localStorage): GameRecord {
  const r = read<GameRecord>(store, KEY, {});
  const out: GameRecord = {};
  for (const l of LEVELS) {
    const t = r[l];
    if (t && Number.isInteger(t.won) && Number.isInteger(t.lost)) out[l] = { won: t.won, lost: t.lost };
  }
  return out;
}

/** The level a game at this table counts under: the hardest computer's; null with another person at the table. */
export function computerLevel(room: RoomState, me: number): Level | null {
  const others = room.seats.filter((_, i) => i !== me);
  if (!others.length || others.some((s) => s.kind !== "computer")) return null;
  return others.reduce<Level>((hi, s) => (s.level && LEVELS.indexOf(s.level) > LEVELS.indexOf(hi) ? s.level : hi), "random");
}

/**
 * Counts a game's end (a `game_over` among `events`) of game `game` in
 * room `code`, won or lost by `me`'s side; a drawn game counts neither.
 */
export function recordGame(store: Store, code: string, game: number, room: RoomState, me: number, events: Event[]) {
  const end = events.find((e) => e.event === "game_over");
  const level = computerLevel(room, me);
  if (!end || end.event !== "game_over" || end.result.status !== "won" || !level) return;
  const id = `${code}:${game}`;
  const counted = read<string[]>(store, COUNTED, []);
  if (!Array.isArray(counted) || counted.includes(id)) return;
  const rules = room.view.rules;
  const won = sideOf(rules, end.result.winner) === sideOf(rules, me);
  const record = loadRecord(store);
  const t = record[level] ?? { won: 0, lost: 0 };
  record[level] = won ? { ...t, won: t.won + 1 } : { ...t, lost: t.lost + 1 };
  store.setItem(KEY, JSON.stringify(record));
  store.setItem(COUNTED, JSON.stringify([...counted, id].slice(-KEEP_COUNTED)));
}
