// The review of a finished game, through the server: a short game against
// the computer played to its end, Review on the match's end, the progress
// while the server works, then the marked turns (or that none was) and
// the accuracy; the same review worded again in Bulgarian without asking
// again; axe finds nothing in the dialog.

import { expect, test } from "@playwright/test";
import { violations } from "./axe";
import { type Frames, watchFrames } from "./frames";
import { DESKTOP, chooseLanguage, createRoom, open, waitForTurn } from "./play";
import { TestServer } from "./server";

/**
 * How many discards of the page's own seat the server has told the page
 * of: a count that only grows, to wait on (the turn passing is seen in
 * the frames, where the page may have played the computer's whole turn
 * before a look at it).
 */
function ownDiscards(frames: Frames): number {
  const [seat] = frames.seats;
  let n = 0;
  for (const text of frames.texts) {
    const events = (JSON.parse(text) as { events?: { event: string; seat: number; move: string }[] }).events ?? [];
    n += events.filter((e) => e.event === "played" && e.seat === seat && / s\d+$/.test(e.move)).length;
  }
  return n;
}

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

test("a finished game is reviewed from the game-over screen, in the player's language", async ({ page }, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const frames = watchFrames(page);
  await open(page, server.url);
  let asked = 0;
  page.on("websocket", (ws) => ws.on("framesent", (f) => (asked += String(f.payload).includes('"type":"review"') ? 1 : 0)));
  await createRoom(page, { name: "Rea", payoff: 5, target: 1, level: "easy" });
  // Played badly, so that the review has turns to mark: each turn only
  // discards the lowest hand card onto side pile 1 (1, then Q).
  for (let step = 0; step < 300; step++) {
    const at = await waitForTurn(page);
    if (at === "match-over") break;
    const before = ownDiscards(frames);
    await page.keyboard.press("1");
    await page.keyboard.press("q");
    // The discard made, before the next turn is waited for.
    await expect.poll(() => ownDiscards(frames)).toBeGreaterThan(before);
  }
  const over = page.getByRole("dialog", { name: "Match over" });
  await expect(over).toBeVisible();
  await over.getByRole("button", { name: "Review" }).click();
  const review = page.getByRole("dialog", { name: "Review of game 1" });
  await expect(review).toBeVisible();
  // The summary comes once the server has judged every decision.
  const summary = review.getByTestId("review-summary");
  await expect(summary).toHaveText(/^Accuracy \d+% over \d+ decisions\. Inaccuracies: \d+, mistakes: \d+, blunders: \d+\.$/, { timeout: 180_000 });
  const turns = review.getByTestId("review-turns").locator("li");
  const count = await turns.count();
  const marks = /blunders: (\d+)/.exec((await summary.textContent()) ?? "");
  const counted = ((await summary.textContent()) ?? "").match(/\d+/g)!.slice(2).map(Number);
  expect(count, "every marked turn listed").toBe(counted.reduce((a, b) => a + b, 0));
  expect(marks).not.toBeNull();
  if (count === 0) await expect(review).toContainText("No turn gave away 6 points or more of the chance to win.");
  for (let i = 0; i < count; i++) {
    const li = turns.nth(i);
    await expect(li.locator(".review-mark")).toHaveText(/^(\?!|\?|\?\?)$/);
    await expect(li).toContainText(/Turn \d+, (inaccuracy|mistake|blunder): \d+ points of the chance to win given away/);
    await expect(li).toContainText(/Played: .+\./);
    await expect(li).toContainText(/Better: .+ - .+/);
  }
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath("review-en.png") });
  expect(asked).toBe(1);

  // Closed, the language changed, opened again: the same review in Bulgarian, not asked again.
  await review.getByRole("button", { name: "Close" }).click();
  await expect(over).toBeVisible();
  await chooseLanguage(page, "bg");
  await page.getByRole("dialog").getByRole("button", { name: "Разбор" }).click();
  const bg = page.getByRole("dialog", { name: "Разбор на игра 1" });
  await expect(bg.getByTestId("review-summary")).toHaveText(/^Точност \d+% в \d+ решения\./);
  await expect(bg.getByTestId("review-turns").locator("li")).toHaveCount(count);
  expect(asked).toBe(1);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath("review-bg.png") });
  expect(frames.texts.some((t) => t.includes('"type":"review_turn"'))).toBe(true);
  expect(frames.problems).toEqual([]);
});
