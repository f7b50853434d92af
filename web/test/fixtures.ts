import type { MatchViewJson, RoomState, Rules } from "../src/protocol";

export const G4A: Rules = {
  players: 2,
  partnership: false,
  payoff_size: 20,
  hand_size: 5,
  centre_piles: 3,
  kings_wild: true,
  complete_at: "Q",
  completed_piles: "shuffle_into_stock",
  refill_empty_hand: true,
  match_target: 50,
};

// The moves the server lists for seat 0 of the view below on its turn
// (g4a, kings wild): the ace to c1, the 3 to c3, the king to any centre
// pile, the pay-off 2 to c2, and any hand card to any side pile.
const LEGAL = [
  "h1 c1",
  "h2 c3",
  "h5 c1",
  "h5 c2",
  "h5 c3",
  "p c2",
  ...[1, 2, 3, 4, 5].flatMap((h) => [1, 2, 3, 4].map((s) => `h${h} s${s}`)),
];

/** A view as the server sends it; `legal` (unless patched) lists the
 * moves above when the game goes on and it is the seat's turn. */
export function view(patch: Partial<MatchViewJson> = {}): MatchViewJson {
  const v: MatchViewJson = {
    seat: 0,
    to_move: 0,
    turn: 1,
    rules: G4A,
    hand: ["AS", "3H", "7D", "9C", "KS"],
    players: [
      { payoff_top: "2C", payoff_count: 20, hand_count: 5, sides: [[], ["8H", "6S"], [], []] },
      { payoff_top: "QD", payoff_count: 20, hand_count: 5, sides: [[], [], [], []] },
    ],
    center: [[], ["AH"], ["AC", "KD"]],
    center_needs: ["A", "2", "3"],
    stock_count: 50,
    set_aside: [],
    status: "playing",
    winner: null,
    points: 0,
    score: [0, 0],
    match: { game: 1, target: 50, sides: "seats", over: false, winner: null, results: [] },
    legal: LEGAL,
    ...patch,
  };
  if (!("legal" in patch) && (v.status !== "playing" || v.to_move !== v.seat)) delete v.legal;
  return v;
}

export function room(v: MatchViewJson = view()): RoomState {
  return {
    code: "ABCD-EFGH-JKLM",
    seats: [
      { kind: "person", level: null, name: "Ann", taken: true, connected: true, computer_plays: false },
      { kind: "computer", level: "easy", name: null, taken: true, connected: true, computer_plays: true },
    ],
    game: 1,
    first: 0,
    score: [0, 0],
    results: [],
    match_over: false,
    winner: null,
    takeover_after: null,
    undo: null,
    view: v,
  };
}
