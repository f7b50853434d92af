// A reload, and then a server restart, in the middle of a game against the
// computer: the page comes back to the same seat and cards by itself, and
// the game is played to its end.

import { expect, test, type Page } from "@playwright/test";
import { watchFrames } from "./frames";
import { DESKTOP, clickHintedMove, createRoom, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

async function hand(page: Page): Promise<(string | null)[]> {
  return page
    .getByRole("group", { name: /^Your hand/ })
    .getByRole("button")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
}

test("a reload and a server restart mid-game resume the game", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  const frames = watchFrames(page);
  await open(page, server.url);
  await createRoom(page, { name: "Cy", payoff: 4, target: 1, level: "easy" });
  for (let i = 0; i < 2; i++) {
    expect(await waitForTurn(page)).toBe("my-turn");
    await clickHintedMove(page);
  }
  expect(await waitForTurn(page)).toBe("my-turn");
  const url = page.url();
  expect(url).toMatch(/\?room=/);

  // A reload: the token in localStorage brings the page back to the seat.
  const before = await hand(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
  expect(await hand(page)).toEqual(before);
  expect(page.url()).toBe(url);

  // The server stops and starts again with the same data: the page says
  // it lost the connection, reconnects by itself and rejoins.
  await server.kill();
  await expect(page.getByRole("alert")).toContainText("reconnecting");
  await page.screenshot({ path: info.outputPath("reconnecting-desktop.png") });
  await server.restart();
  await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 20_000 });
  expect(await hand(page)).toEqual(before);

  let moves = 0;
  for (let step = 0; step < 300; step++) {
    const now = await waitForTurn(page);
    if (now === "match-over") break;
    if (now === "game-over") {
      await page.getByRole("button", { name: "Next game" }).click();
      continue;
    }
    await clickHintedMove(page);
    moves++;
  }
  await expect(page.getByRole("dialog", { name: "Match over" })).toBeVisible();
  expect(moves).toBeGreaterThan(0);
  expect(frames.problems).toEqual([]);
  expect(frames.seats).toEqual(new Set([0]));
});
