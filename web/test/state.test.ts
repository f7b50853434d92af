import { describe, expect, it, onTestFinished } from "vitest";
import { canUndo, continueToNextGame, describe as words, hintText, initial, moveWords, reduce } from "../src/state";
import { setLanguage, t } from "../src/i18n";
import { loadLog, saveLog } from "../src/net";
import { shownLog, withKeptLog } from "../src/state";
import { againMessage } from "../src/create-form";
import { MemoryStorage } from "./fakes";
import { room, view } from "./fixtures";
import { showPlaces } from "../src/hand-slots";

const seated = () => initial({ type: "seated", seq: 4, code: "ABCD-EFGH-JKLM", seat: 0, token: "t", room: room() });

describe("the reducer", () => {
  it("keeps log lines as words: kept through a reload, re-worded in the language chosen later", () => {
    setLanguage("pt");
    try {
      let s = reduce(seated(), {
        type: "moved",
        seq: 5,
        seat: 1,
        move: "h2 s1",
        by_computer: true,
        events: [
          { event: "played", seat: 1, move: "h2 s1", card: "9C", counts_as: undefined },
          { event: "turn_passed", seat: 0 },
          { event: "drew", seat: 0, count: 2 },
        ],
        view: view(),
      }).state;
      s = reduce(s, { type: "undo_cancelled", seq: 6, by: 1 }).state;
      const pt = s.log.map((l) => l.text);
      const st = new MemoryStorage() as unknown as Storage;
      saveLog(st, s.code, s.log.map((l) => ({ game: l.game, seat: l.seat, words: l.words })));
      // Through JSON, as a reload reads it back.
      const back = withKeptLog(seated(), loadLog(st, s.code));
      expect(back.log.map((l) => l.text)).toEqual(pt);
      setLanguage("en");
      const en = back.log.map((l) => l.text);
      expect(en).toEqual([
        "Computer (easy) declined the undo.",
        "You drew 2 cards.",
        "Your turn.",
        "Computer (easy) discarded 9♣ from hand to side pile 1.",
      ]);
      for (let i = 0; i < en.length; i++) expect(en[i]).not.toBe(pt[i]);
    } finally {
      setLanguage("en");
    }
  });
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
      message: "Hint: h1 c1 (AS) - play A from hand to centre pile 1: your pay-off 2 goes next.",
    });
    expect(needState).toBe(false);
    expect(state.seq).toBe(4);
    expect(state.hint?.view).toBe(s.room.view);
    expect(hintText(state.hint!)).toBe("Hint: hand card 1 to centre pile 1. Your pay-off 2 goes next.");
    // The plan goes on from the move: its first play is not told again, the
    // next is; a discard hinted is not told again either.
    const two = { ...state.hint!, plan: { ...state.hint!.plan!, steps: [{ rank: "A" as const, from: "h1", centre: 0 }, { rank: "2" as const, from: "h2", centre: 0 }], why: { kind: "payoff_next" as const, rank: "3" as const } } };
    expect(hintText(two)).toBe("Hint: hand card 1 to centre pile 1. Play 2 from hand to centre pile 1: your pay-off 3 goes next.");
    const discard = { ...state.hint!, move: "h3 s1", plan: { steps: [], more: false, discard: { rank: "9" as const, pile: 0 }, why: { kind: "keeps_order" as const } } };
    expect(hintText(discard)).toBe("Hint: hand card 3 to side pile 1. It moves cards on while keeping your side piles in order.");
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
    expect(s.log[0].text).toBe("Computer (easy) wins the game, 3 points.");
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
  it("keeps the player's own win on screen while the next game is followed", () => {
    // You win with your own pay-off card; the computer starts game 2 at
    // once: its move goes to the held game, not over your win.
    let s = reduce(seated(), {
      type: "moved",
      seq: 5,
      seat: 0,
      move: "p c1",
      by_computer: false,
      events: [{ event: "game_over", result: { status: "won", winner: 0, points: 5 } }],
      view: view({ status: "won", winner: 0, points: 5 }),
    }).state;
    s = reduce(s, { type: "new_game", seq: 6, game: 2, score: [5, 0], view: view({ to_move: 1 }) }).state;
    const second = view({ to_move: 0, turn: 2, hand: ["2S"] });
    s = reduce(s, {
      type: "moved",
      seq: 7,
      seat: 1,
      move: "h1 c1",
      by_computer: true,
      events: [{ event: "turn_passed", seat: 0 }],
      view: second,
    }).state;
    expect(s.room.view.status).toBe("won");
    expect(s.room.view.winner).toBe(0);
    expect(s.room.game).toBe(1);
    expect(s.held?.view).toBe(second);
    expect(s.log.map((l) => [l.game, l.text])).toEqual([
      [2, "Your turn."],
      [2, "Game 2 is dealt."],
      [1, "You win the game, 5 points."],
    ]);
    s = continueToNextGame(s);
    expect(s.room.view).toBe(second);
    expect(s.room.game).toBe(2);
    expect(s.held).toBeNull();
  });
  /**
   * Tiny pay-off piles: you win game 1, and the computer wins game 2 on
   * its first move before you go on.
   */
  const twoGamesOver = () => {
    const end1 = view({ status: "won", winner: 0, points: 3 });
    let s = reduce(seated(), { type: "moved", seq: 5, seat: 0, move: "p c1", by_computer: false, events: [], view: end1 }).state;
    s = reduce(s, { type: "new_game", seq: 6, game: 2, score: [3, 0], view: view() }).state;
    const end2 = view({ status: "won", winner: 1, points: 4 });
    s = reduce(s, { type: "moved", seq: 7, seat: 1, move: "p c1", by_computer: true, events: [], view: end2 }).state;
    return { s, end1, end2 };
  };
  it("keeps the player's own win on screen when the followed game ends too, and shows that end next", () => {
    // As the Rust fold keeps them.
    let { s, end1, end2 } = twoGamesOver();
    const third = view({ turn: 1, hand: ["4D"] });
    s = reduce(s, { type: "new_game", seq: 8, game: 3, score: [3, 4], view: third }).state;
    expect(s.room.game).toBe(1);
    expect(s.room.view).toBe(end1);
    expect(s.room.score).toEqual([3, 0]);
    expect(s.waiting.map((w) => w.game)).toEqual([2]);
    expect(s.held?.game).toBe(3);
    s = continueToNextGame(s);
    expect(s.room.game).toBe(2);
    expect(s.room.view).toBe(end2);
    expect(s.room.score).toEqual([3, 4]);
    expect(s.held?.game).toBe(3);
    s = continueToNextGame(s);
    expect(s.room.view).toBe(third);
    expect(s.room.game).toBe(3);
    expect(s.held).toBeNull();
    expect(s.waiting).toEqual([]);
  });
  it("keeps a followed game's end when a gap lost the next deal, behind the end on screen", () => {
    let { s, end1, end2 } = twoGamesOver();
    // The deal of game 3 is lost: the whole room brings it.
    const third = view({ turn: 1, hand: ["4D"] });
    s = reduce(s, { type: "state", seq: 9, room: { ...room(), game: 3, score: [3, 4], view: third } }).state;
    expect(s.room.view).toBe(end1);
    expect(s.waiting.map((w) => [w.game, w.view])).toEqual([[2, end2]]);
    expect(s.held?.view).toBe(third);
  });
  it("shows the followed game's end when it ends the match before the player goes on", () => {
    // As the Rust fold keeps it: the last game to end is the one shown.
    let s = reduce(seated(), { type: "moved", seq: 5, seat: 1, move: "p c1", by_computer: true, events: [], view: view({ status: "won", winner: 1, points: 3 }) }).state;
    s = reduce(s, { type: "new_game", seq: 6, game: 2, score: [0, 3], view: view() }).state;
    const end2 = view({ status: "won", winner: 0, points: 4 });
    s = reduce(s, { type: "moved", seq: 7, seat: 0, move: "p c1", by_computer: false, events: [], view: end2 }).state;
    s = reduce(s, { type: "match_over", seq: 8, score: [4, 3], winner: 0, seed: 9 }).state;
    expect(s.room.game).toBe(2);
    expect(s.room.view).toBe(end2);
    expect(s.held).toBeNull();
    expect(s.room.match_over).toBe(true);
  });
  it("lets a notice give way to the turn once the game moves on", () => {
    let s = reduce(seated(), { type: "presence", seq: 5, seat: 1, info: { ...room().seats[1], connected: false } }).state;
    s = reduce(s, { type: "presence", seq: 6, seat: 1, info: room().seats[1] }).state;
    expect(s.notice?.()).toBe("Computer (easy) is back.");
    s = reduce(s, { type: "moved", seq: 7, seat: 0, move: "h1 c1", by_computer: false, events: [], view: view({ to_move: 1 }) }).state;
    expect(s.notice).toBeNull();
    s = reduce(s, { type: "error", seq: 7, code: "not_your_turn", message: "" }).state;
    expect(s.notice).not.toBeNull();
    s = reduce(s, { type: "new_game", seq: 8, game: 2, score: [0, 0], view: view() }).state;
    expect(s.notice).toBeNull();
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
  it("names the card of a move taken back, in the undo question and the log", () => {
    const played = view({ center: [["AS", "2H", "5H"], ["AH"], ["AC", "KD"]], to_move: 1 });
    const s = reduce(seated(), { type: "moved", seq: 5, seat: 1, move: "h2 c1", by_computer: false, events: [], view: played }).state;
    const words = moveWords(s.room.view, 1, 0, "h2 c1");
    expect(words).toEqual({ card: "5♥", from: "hand", to: "centre pile 1" });
    expect(t("web-undo-asks-card", { name: "Bob", ...words! })).toBe("Bob asks to take back their last move: 5♥ from hand to centre pile 1.");
    const after = reduce(s, { type: "undone", seq: 6, seat: 1, move: "h2 c1", view: view({ to_move: 1 }) }).state;
    expect(after.log[0].text).toBe("Computer (easy) took back 5♥ from hand to centre pile 1.");
    const mine = reduce(seated(), { type: "undone", seq: 5, seat: 0, move: "s2 c3", view: view() }).state;
    expect(mine.log[0].text).toBe("You took back K♦ from side pile 2 to centre pile 3.");
  });
  it("takes a hand card back to the place it left, and says that place", () => {
    // The hand as the screen lays it out: hand card 1 is the first card.
    onTestFinished(() => showPlaces([]));
    showPlaces([0, 1, 2, 3, 4]);
    const played = view({ hand: ["3H", "7D", "9C", "KS"], center: [["AS"], ["AH"], ["AC", "KD"]] });
    const s = reduce(seated(), { type: "moved", seq: 5, seat: 0, move: "h1 c1", by_computer: false, events: [{ event: "played", seat: 0, move: "h1 c1", card: "AS", counts_as: undefined }], view: played }).state;
    expect(s.log[0].text).toBe("You played A♠ from hand card 1 to centre pile 1.");
    expect(s.handChange).toMatchObject({ card: "AS", place: 0, back: false });
    // The screen now: place 1 empty, the others where they were.
    showPlaces([null, 0, 1, 2, 3]);
    const after = reduce(s, { type: "undone", seq: 6, seat: 0, move: "h1 c1", view: view() }).state;
    expect(after.log[0].text).toBe("You took back A♠ from hand card 1 to centre pile 1.");
    expect(after.handChange).toMatchObject({ card: "AS", place: 0, back: true });
    expect(after.handPlays).toEqual([]);
  });
  it("knows when this seat has a move to take back", () => {
    let s = seated();
    expect(canUndo(s)).toBe(false); // a new seat has played nothing
    const mv = (seq: number, seat: number, events: Parameters<typeof reduce>[1] extends infer M ? (M extends { type: "moved"; events: infer E } ? E : never) : never) =>
      reduce(s, { type: "moved", seq, seat, move: "h1 c1", by_computer: false, events, view: view() }).state;
    s = mv(5, 0, []);
    expect(canUndo(s)).toBe(true);
    s = reduce(s, { type: "undone", seq: 6, seat: 0, move: "h1 c1", view: view() }).state;
    expect(canUndo(s)).toBe(false);
    s = mv(7, 0, []);
    s = mv(8, 0, [{ event: "payoff_turned", seat: 0, card: "5H" }]);
    expect(canUndo(s)).toBe(false); // a card was revealed
    s = mv(9, 0, []);
    expect(canUndo(s)).toBe(true);
    s = mv(10, 0, [{ event: "turn_passed", seat: 1 }]);
    expect(canUndo(s)).toBe(false);
    // Back after a reload: not known, the server decides.
    s = reduce(s, { type: "seated", seq: 11, code: s.code, seat: 0, token: undefined, room: room() }).state;
    expect(canUndo(s)).toBe(true);
  });
  it("logs each line under the seat it is about", () => {
    const s = reduce(seated(), {
      type: "moved",
      seq: 5,
      seat: 0,
      move: "h1 s1",
      by_computer: false,
      events: [
        { event: "played", seat: 0, move: "h1 s1", card: "AS" },
        { event: "turn_passed", seat: 1 },
        { event: "drew", seat: 1, count: 2 },
      ],
      view: view({ to_move: 1 }),
    }).state;
    expect(s.log.map((l) => [l.seat, l.text])).toEqual([
      [1, "Computer (easy) drew 2 cards."],
      [1, "Computer (easy)'s turn."],
      [0, "You discarded A♠ from hand card 1 to side pile 1."],
    ]);
  });
  it("tells presence changes", () => {
    const away = { ...room().seats[0], connected: false };
    const s = reduce(seated(), { type: "presence", seq: 5, seat: 0, info: away }).state;
    expect(s.room.seats[0].connected).toBe(false);
    expect(words(room(), 0, 1, [{ event: "drew", seat: 1, count: 1 }], true)).toEqual(["Computer (easy) drew 1 card."]);
  });
});

describe("the cards you draw", () => {
  it("are named in the log and marked until your turn ends", () => {
    let s = initial({ type: "seated", seq: 4, code: "ABCD-EFGH-JKLM", seat: 0, token: "t", room: room(view({ to_move: 1, hand: ["AS", "3H", "KS"] })) });
    // The computer discards and passes the turn: you draw two cards.
    s = reduce(s, {
      type: "moved",
      seq: 5,
      seat: 1,
      move: "h1 s1",
      by_computer: true,
      events: [
        { event: "played", seat: 1, move: "h1 s1", card: "9D", counts_as: undefined },
        { event: "turn_passed", seat: 0 },
        { event: "drew", seat: 0, count: 2 },
      ],
      view: view({ hand: ["AS", "3H", "7D", "QC", "KS"] }),
    }).state;
    expect(s.log[0].text).toBe("You drew 2 cards: 7♦, Q♣.");
    expect(s.drawn).toEqual(["7D", "QC"]);
    // One of them played: the other stays marked while the turn is yours.
    s = reduce(s, { type: "moved", seq: 6, seat: 0, move: "h3 c1", by_computer: false, events: [{ event: "played", seat: 0, move: "h3 c1", card: "7D", counts_as: "7" }], view: view({ hand: ["AS", "3H", "QC", "KS"] }) }).state;
    expect(s.drawn).toEqual(["QC"]);
    // The turn ends: no mark.
    s = reduce(s, {
      type: "moved",
      seq: 7,
      seat: 0,
      move: "h1 s1",
      by_computer: false,
      events: [
        { event: "played", seat: 0, move: "h1 s1", card: "AS", counts_as: undefined },
        { event: "turn_passed", seat: 1 },
        { event: "drew", seat: 1, count: 1 },
      ],
      view: view({ to_move: 1, hand: ["3H", "QC", "KS"] }),
    }).state;
    expect(s.drawn).toEqual([]);
    expect(s.log[0].text).toBe("Computer (easy) drew 1 card.");
  });
});

describe("the log while a game's end is shown", () => {
  it("keeps the next game's lines until the player goes on", () => {
    let s = reduce(seated(), {
      type: "moved",
      seq: 5,
      seat: 1,
      move: "p c1",
      by_computer: true,
      events: [{ event: "game_over", result: { status: "won", winner: 1, points: 3 } }],
      view: view({ status: "won", winner: 1, points: 3 }),
    }).state;
    s = reduce(s, { type: "new_game", seq: 6, game: 2, score: [0, 3], view: view({ to_move: 1 }) }).state;
    s = reduce(s, { type: "moved", seq: 7, seat: 1, move: "h1 s1", by_computer: true, events: [{ event: "turn_passed", seat: 0 }], view: view() }).state;
    expect(s.log[0].text).toBe("Your turn.");
    expect(shownLog(s).map((l) => l.text)).toEqual(["Computer (easy) wins the game, 3 points."]);
    s = continueToNextGame(s);
    expect(shownLog(s).map((l) => l.text)).toEqual(["Your turn.", "Game 2 is dealt.", "Computer (easy) wins the game, 3 points."]);
  });
});

describe("Play again", () => {
  it("asks for a room with the same rules, computers and friends, this seat first", () => {
    const r = room(view({ rules: { ...room().view.rules, players: 3, payoff_size: 7, match_target: 1 } }));
    r.seats = [
      { kind: "person", level: null, name: "Bob", taken: true, connected: true, computer_plays: false },
      { kind: "computer", level: "hard", name: null, taken: true, connected: true, computer_plays: true },
      { kind: "person", level: null, name: "Ann", taken: true, connected: true, computer_plays: false },
    ];
    r.takeover_after = 300;
    expect(againMessage(r, 2)).toEqual({
      type: "create",
      rules: r.view.rules,
      seats: [{ kind: "person" }, { kind: "person" }, { kind: "computer", level: "hard" }],
      name: "Ann",
      takeover_after: 300,
    });
  });
});
