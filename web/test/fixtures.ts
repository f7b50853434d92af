import type { RoomState, Rules, ViewJson } from "../src/protocol";

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

export function view(patch: Partial<ViewJson> = {}): ViewJson {
  return {
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
    ...patch,
  };
}

export function room(v: ViewJson = view()): RoomState {
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
