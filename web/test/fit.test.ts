import { describe, expect, it } from "vitest";
import { largestFitting, MAX_CARD, MIN_CARD } from "../src/fit";

describe("largestFitting", () => {
  it("finds the largest width that fits", () => {
    for (const limit of [MIN_CARD, 37, 60, 84, 149, MAX_CARD]) {
      expect(largestFitting((w) => w <= limit)).toBe(limit);
    }
  });
  it("stays at the least width when nothing fits, and at the most when everything does", () => {
    expect(largestFitting(() => false)).toBe(MIN_CARD);
    expect(largestFitting(() => true)).toBe(MAX_CARD);
  });
  it("asks about as few widths as a halving search does", () => {
    let asked = 0;
    largestFitting((w) => {
      asked++;
      return w <= 71;
    });
    expect(asked).toBeLessThanOrEqual(9);
  });
});
