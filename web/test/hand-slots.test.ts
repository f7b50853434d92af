import { describe, expect, it } from "vitest";
import { afterChange, arrangeHand, drawnAt } from "../src/hand-slots";

const cardsAt = (hand: string[], places: (number | null)[]) => places.map((i) => (i === null ? null : hand[i]));

describe("arrangeHand", () => {
  it("lays a first hand out in the server's order", () => {
    expect(arrangeHand([], ["2H", "5S", "KD"], 5)).toEqual([0, 1, 2, null, null]);
  });
  it("leaves a played card's place empty: the cards beside it do not move", () => {
    const before = ["2H", "5S", "KD", "7C", "9D"];
    const hand = ["2H", "KD", "7C", "9D"];
    expect(cardsAt(hand, arrangeHand(before, hand, 5))).toEqual(["2H", null, "KD", "7C", "9D"]);
  });
  it("puts drawn cards in the empty places, the others staying where they were however the server sorts the hand", () => {
    const before = ["2H", null, "KD", null, "9D"];
    // The server's hand after the draw, in its own order.
    const hand = ["QS", "2H", "9D", "3C", "KD"];
    expect(cardsAt(hand, arrangeHand(before, hand, 5))).toEqual(["2H", "QS", "KD", "3C", "9D"]);
  });
  it("keeps both places of a card held twice", () => {
    const before = ["7C", "4D", "7C", null, null];
    const hand = ["4D", "7C", "7C", "AS"];
    const places = arrangeHand(before, hand, 5);
    expect(cardsAt(hand, places)).toEqual(["7C", "4D", "7C", "AS", null]);
    expect(new Set(places.filter((p) => p !== null)).size).toBe(4);
  });
  it("has a place for every card of a hand larger than the usual", () => {
    const hand = ["2H", "3H", "4H", "5H", "6H", "7H"];
    const places = arrangeHand(["2H"], hand, 5);
    expect(cardsAt(hand, places).sort()).toEqual(hand.slice().sort());
  });
});

describe("a card played from the hand or taken back", () => {
  // The server keeps the hand in rank order: the two 7C are side by side,
  // and the hand after either is played is the same.
  const hand = ["4D", "7C", "7C", "AS", "KH"];
  const after = ["4D", "7C", "AS", "KH"];
  const cards = cardsAt(hand, arrangeHand([], hand, 5));
  const next = (place: number) => cardsAt(after, arrangeHand(afterChange(cards, { id: 1, card: "7C", place, back: false }), after, 5));

  it("of a card held twice, leaves the place of the one played empty, the other staying in its own", () => {
    expect(next(1)).toEqual(["4D", null, "7C", "AS", "KH"]);
    expect(next(2)).toEqual(["4D", "7C", null, "AS", "KH"]);
  });
  it("puts a card taken back in the place it left, not in the first place empty", () => {
    const shown = ["4D", null, "7C", null, "KH"];
    const back = ["4D", "7C", "AS", "KH"];
    expect(cardsAt(back, arrangeHand(afterChange(shown, { id: 2, card: "AS", place: 3, back: true }), back, 5))).toEqual(["4D", null, "7C", "AS", "KH"]);
  });
  it("changes nothing that does not fit what the places show", () => {
    expect(afterChange(cards, { id: 1, card: "QS", place: 1, back: false })).toEqual(cards);
    expect(afterChange(cards, { id: 1, card: "QS", place: 1, back: true })).toEqual(cards);
  });
});

describe("the cards drawn, marked in their places", () => {
  it("marks the place a card drawn filled, not the place of an equal card kept (two decks)", () => {
    const before = ["7C", null, null, "4D", null];
    // The server's hand after the draw, in rank order: the 7C kept and the 7C drawn side by side.
    const hand = ["4D", "7C", "7C", "9H", "KS"];
    const places = arrangeHand(before, hand, 5);
    const fresh = drawnAt(hand, ["7C", "9H", "KS"]);
    const marked = places.map((i) => i !== null && fresh[i]);
    expect(cardsAt(hand, places)).toEqual(["7C", "7C", "9H", "4D", "KS"]);
    expect(marked).toEqual([false, true, true, false, true]);
  });
});
