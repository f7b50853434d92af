import { describe, expect, it } from "vitest";
import { continueToNextGame, describe as words, hintText, initial, reduce } from "../src/state";
import { room, view } from "./fixtures";

const seated = () => initial({ type: "seated", seq: 4, code: "ABCD-EFGH-JKLM", seat: 0, token: "t", room: room() });

describe("the reducer", () => {
  it("applies a move and logs it in words", () => {
    const v = view({ to_move: 1 });
    const { state, needState } = reduce(seated(), {
      type: "moved",
      seq: 5,
      seat: 0,
      move: "p c2",
      by_computer: false,
      events: [
        { event: "played", seat: 0, move: "p c2", card: "2C", counts_as: "2" },
        { event: "payoff_turned", seat: 0, card: "5H" },
      ],
      view: v,
    });
    expect(needState).toBe(false);
    expect(state.room.view).toBe(v);
    expect(state.seq).toBe(5);
    expect(state.log.map((l) => l.text)).toEqual(["Your next pay-off card is 5♥.", "You played 2♣ from pay-off pile to centre pile 2."]);
  });
  it("asks for the state after a gap, ignores what it has seen", () => {
    const s = seated();
    expect(reduce(s, { type: "presence", seq: 7, seat: 1, info: room().seats[1] }).needState).toBe(true);
    expect(reduce(s, { type: "presence", seq: 3, seat: 1, info: room().seats[1] }).state).toBe(s);
    expect(reduce(s, { type: "pong", seq: 4 }).needState).toBe(false);
  });
  it("keeps the server's hint with the view it was asked in, without moving seq", () => {
    const s = seated();
    const { state, needState } = reduce(s, {
      type: "hint",
      seq: 4,
      move: "h1 c1",
      card: "AS",
      plan: {
        steps: [{ rank: "A", from: "h1", centre: 0 }],
        more: false,
        discard: null,
        why: { kind: "payoff_next", rank: "2" },
      },
      message: "Hint: h1 c1 (AS) - play A from hand to centre 1: your pay-off 2 goes next.",
    });
    expect(needState).toBe(false);
    expect(state.seq).toBe(4);
    expect(state.hint?.view).toBe(s.room.view);
    expect(hintText(state.hint!)).toBe("Hint: hand card 1 to centre pile 1. Play A from hand to centre 1: your pay-off 2 goes next.");
    // A new view leaves the answer behind it.
    const moved = reduce(state, { type: "moved", seq: 5, seat: 0, move: "h1 c1", by_computer: false, events: [], view: view({ hand: ["3H"] }) }).state;
    expect(moved.hint?.view).not.toBe(moved.room.view);
    expect(hintText({ view: s.room.view, move: null })).toBeNull();
  });
  it("holds the next game while the last one's end is shown", () => {
    let s = reduce(seated(), {
      type: "moved",
      seq: 5,
      seat: 1,
      move: "p c1",
      by_computer: true,
      events: [{ event: "game_over", result: { status: "won", winner: 1, points: 3 } }],
      view: view({ status: "won", winner: 1, points: 3 }),
    }).state;
    expect(s.log[0].text).toBe("Computer 2 (easy) wins the game, 3 points.");
    const next = view({ turn: 1 });
    s = reduce(s, { type: "new_game", seq: 6, game: 2, score: [0, 3], view: next }).state;
    expect(s.room.view.status).toBe("won");
    expect(s.room.score).toEqual([0, 3]);
    expect(s.held?.game).toBe(2);
    s = continueToNextGame(s);
    expect(s.room.view).toBe(next);
    expect(s.room.game).toBe(2);
    expect(s.held).toBeNull();
  });
  it("tracks undo requests, answers and the match's end", () => {
    let s = reduce(seated(), { type: "undo_requested", seq: 5, seat: 1, move: "h1 c1", waiting_for: [0] }).state;
    expect(s.room.undo).toEqual({ seat: 1, move: "h1 c1", waiting_for: [0] });
    s = reduce(s, { type: "undo_cancelled", seq: 6, by: 0 }).state;
    expect(s.room.undo).toBeNull();
    expect(s.notice?.()).toBe("You declined the undo.");
    s = reduce(s, { type: "match_over", seq: 7, score: [12, 3], winner: 0, seed: 42 }).state;
    expect(s.room.match_over).toBe(true);
    expect(s.seed).toBe("42");
  });
  it("tells presence changes", () => {
    const away = { ...room().seats[0], connected: false };
    const s = reduce(seated(), { type: "presence", seq: 5, seat: 0, info: away }).state;
    expect(s.room.seats[0].connected).toBe(false);
    expect(words(room(), 0, 1, [{ event: "drew", seat: 1, count: 1 }], true)).toEqual(["Computer 2 (easy) drew 1 card."]);
  });
});
