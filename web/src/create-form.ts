// The lobby's form for a new room, and the `create` message it makes:
// plain data, tested without a page.

import { capitalise, t } from "./i18n";
import type { ClientMessage, Level, RoomState, Rules, SeatSpec } from "./protocol";

export type CreateForm = {
  mode: "computer" | "friends";
  players: number;
  friends: number;
  level: Level;
  preset: "g4a" | "classic";
  payoff: number;
  target: number;
  name: string;
  /** With friends: seconds a friend may be away before the computer plays for them; 0: never. */
  takeover: number;
  /** With friends: listed in the open rooms, for anyone to take a free seat. */
  open?: boolean;
};

export const DEFAULT_FORM: CreateForm = {
  mode: "computer",
  players: 2,
  friends: 1,
  level: "medium",
  preset: "g4a",
  payoff: 20,
  target: 50,
  name: "",
  takeover: 120,
  open: false,
};

/**
 * *Play now* and *Play with friends*: a short match a newcomer finishes
 * (a pay-off pile of 10, one game), against the easy computer or with
 * one friend; the full form is behind *More options*.
 */
export function quickForm(mode: "computer" | "friends", name: string): CreateForm {
  return { ...DEFAULT_FORM, mode, players: 2, friends: 1, level: "easy", preset: "g4a", payoff: QUICK_PAYOFF, target: QUICK_TARGET, name };
}

export const QUICK_PAYOFF = 10;
/** A match to one point is one game: the winner scores at least one card left in the others' pay-off piles. */
export const QUICK_TARGET = 1;

/** Why the form cannot make a room, in the page's language; null when it can. */
export function formProblem(f: CreateForm): string | null {
  if (!(f.payoff >= 1)) return capitalise(t("rules-error-empty-payoff")) + ".";
  if (!(f.target >= 1)) return capitalise(t("rules-error-match-target")) + ".";
  return null;
}

/** The `create` message for a form. */
export function createMessage(f: CreateForm): ClientMessage {
  const players = Math.max(2, Math.min(6, f.players));
  const seats: SeatSpec[] = [{ kind: "person" }];
  const friends = f.mode === "friends" ? Math.max(1, Math.min(players - 1, f.friends)) : 0;
  for (let i = 1; i < players; i++) {
    seats.push(i <= friends ? { kind: "person" } : { kind: "computer", level: f.level });
  }
  const base = f.preset === "classic" ? { kings_wild: false, complete_at: "K", completed_piles: "set_aside" } : {};
  const rules = { ...base, players, payoff_size: f.payoff, match_target: f.target } as Partial<Rules>;
  const takeover = friends > 0 && f.takeover > 0 ? { takeover_after: f.takeover } : {};
  const open = friends > 0 && f.open ? { open: true } : {};
  return { type: "create", rules: rules as Rules, seats, name: f.name.trim() || undefined, ...takeover, ...open };
}

/**
 * A new room like `room`, for *Play again*: the same rules, the same
 * computers at the same levels, as many friends (who get a new invite),
 * this seat first.
 */
export function againMessage(room: RoomState, me: number): ClientMessage {
  const others = room.seats.filter((_, i) => i !== me);
  const seats: SeatSpec[] = [{ kind: "person" }, ...others.map((s): SeatSpec => (s.kind === "computer" ? { kind: "computer", level: s.level ?? "medium" } : { kind: "person" }))];
  const name = room.seats[me]?.name?.trim();
  const takeover = room.takeover_after ? { takeover_after: room.takeover_after } : {};
  return { type: "create", rules: room.view.rules, seats, name: name || undefined, ...takeover };
}

/** The form as it was last sent (a new room starts from the last one's choices). */
export function loadForm(): CreateForm {
  try {
    return { ...DEFAULT_FORM, ...JSON.parse(localStorage.getItem("spite.form") ?? "{}") };
  } catch {
    return DEFAULT_FORM;
  }
}

export function saveForm(f: CreateForm) {
  localStorage.setItem("spite.form", JSON.stringify(f));
}
