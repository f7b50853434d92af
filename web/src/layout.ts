// Where the other seats sit, as in the window (docs/gui.md): in turn order
// clockwise from you, the next seat to play on your left, then across,
// then on your right.

export type Place = "left" | "top" | "right";

/** The other seats in turn order after `me`. */
export function othersInOrder(players: number, me: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < players; i++) out.push((me + i) % players);
  return out;
}

/**
 * Each other seat's place: one across; two left and right; three left,
 * across, right; four left, two across, right; five two up each side and
 * one across. Within `left` the first seat is lowest (nearest you),
 * within `top` left to right, within `right` the last is lowest.
 */
export function places(players: number, me: number): { seat: number; place: Place }[] {
  const seats = othersInOrder(players, me);
  const pattern: Record<number, Place[]> = {
    1: ["top"],
    2: ["left", "right"],
    3: ["left", "top", "right"],
    4: ["left", "top", "top", "right"],
    5: ["left", "left", "top", "right", "right"],
  };
  const p = pattern[seats.length] ?? seats.map(() => "top" as Place);
  return seats.map((seat, i) => ({ seat, place: p[i] }));
}
