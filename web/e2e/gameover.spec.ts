// The game-over screen for every winner: the computer, another person
// (and that person's own win on their page), with the header naming the
// game on screen while the next one is already dealt behind it, through a
// reconnect too. (The page's own win against the computer: table.spec.ts.)

import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, clickHintedMove, createRoom, gameNumber, open } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

type Now = "my-turn" | "game-over" | "match-over" | "wait";

/** What the page waits for now (the game-over screen once its Next game is on). */
function now(page: Page): Promise<Now> {
  return page.evaluate(() => {
    const name = document.querySelector("[role=dialog]")?.getAttribute("data-testid");
    if (name === "match-over") return "match-over";
    if (name === "game-over") return document.querySelector<HTMLButtonElement>(".dialog button")?.disabled ? "wait" : "game-over";
    const hint = document.querySelector<HTMLButtonElement>("button[data-testid=hint]");
    return hint && !hint.disabled ? "my-turn" : "wait";
  });
}

/**
 * The move log's lines of game `game` (the log is newest first): those
 * below the next game's deal and above this game's own (game 1 has none).
 */
async function linesOfGame(page: Page, game: number): Promise<string[]> {
  const lines = await page.getByTestId("log").locator("li").allTextContents();
  const own = lines.indexOf(`Game ${game} is dealt.`);
  return lines.slice(lines.indexOf(`Game ${game + 1} is dealt.`) + 1, own < 0 ? lines.length : own);
}

/** The game-over screen's result line, and the game the header names. */
async function onScreen(page: Page): Promise<{ result: string; header: number }> {
  const result = (await page.getByRole("dialog", { name: "Game over" }).locator("p.result").first().textContent()) ?? "";
  return { result, header: await gameNumber(page) };
}

/**
 * The game-over screen is up, the header naming the game it shows (as the
 * log tells which game that result ended); it stays while the next game
 * (already dealt) is played behind it. Should that game end too (one
 * pay-off card: a computer can go out on its first turn), its end waits
 * its turn. Next game then shows the game after the one shown: in play,
 * or its end. Returns the result shown and its game.
 */
async function gameOverStays(page: Page): Promise<{ result: string; game: number }> {
  const dialog = page.getByRole("dialog", { name: "Game over" });
  const first = await onScreen(page);
  expect(await linesOfGame(page, first.header), "the header names the game shown").toContain(first.result);
  await page.waitForTimeout(1500);
  await expect(dialog).toBeVisible();
  expect(await onScreen(page), "the end on screen stays until Next game").toEqual(first);
  await dialog.getByRole("button", { name: "Next game" }).click();
  await expect.poll(() => gameNumber(page)).toBe(first.header + 1);
  return { result: first.result, game: first.header };
}

test("the computer's win is shown until Next game, the header naming the game won", async ({ page }, info) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  // One pay-off card each and a hard computer: short games it wins often.
  await createRoom(page, { name: "Ann", payoff: 1, target: 40, level: "hard" });
  let computerWins = 0;
  for (let step = 0; step < 400 && computerWins < 1; step++) {
    const at = await now(page);
    if (at === "match-over") break;
    if (at === "wait") {
      await page.waitForTimeout(50);
      continue;
    }
    if (at === "game-over") {
      const { result } = await onScreen(page);
      if (/Computer \(hard\) wins the game/.test(result)) {
        computerWins++;
        await page.screenshot({ path: info.outputPath("game-over-computer.png") });
        // A reconnect brings the whole room (a later game by now): the
        // computer's win stays on screen all the same.
        await server.kill();
        await expect(page.getByRole("alert")).toContainText("reconnecting");
        await server.restart();
        await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 20_000 });
        await expect(page.getByRole("dialog", { name: "Game over" })).toContainText(result);
      }
      await gameOverStays(page);
      continue;
    }
    await clickHintedMove(page);
  }
  expect(computerWins).toBe(1);
});

test("another person's win is shown on both pages until each goes on", async ({ browser }, info) => {
  test.setTimeout(300_000);
  const ctxA = await browser.newContext({ viewport: DESKTOP });
  const ctxB = await browser.newContext({ viewport: DESKTOP });
  const ann = await ctxA.newPage();
  const bob = await ctxB.newPage();
  await open(ann, server.url);
  await createRoom(ann, { name: "Ann", friends: 1, payoff: 1, target: 40 });
  const link = await ann.getByRole("textbox", { name: "Invite link" }).inputValue();
  await open(bob, link);
  await bob.getByLabel("Your name").fill("Bob");
  await bob.getByRole("button", { name: "Join the game" }).click();
  await expect(bob.getByRole("region", { name: "You" })).toBeVisible();

  let won = false;
  const deadline = Date.now() + 240_000;
  while (!won && Date.now() < deadline) {
    const [a, b] = [await now(ann), await now(bob)];
    if (a === "match-over" || b === "match-over") break;
    if (a === "game-over" && b === "game-over") {
      await ann.screenshot({ path: info.outputPath("game-over-ann.png") });
      // Neither moves in the next game before both go on: no end behind.
      const [endA, endB] = [await gameOverStays(ann), await gameOverStays(bob)];
      expect(endB.game).toBe(endA.game);
      const win = /^(Ann|Bob) wins the game/.exec(endA.result) ?? /^(Ann|Bob) wins the game/.exec(endB.result);
      if (!win) continue; // drawn
      // The winner's page says "You", the other's names the winner.
      const [winner, other] = win[1] === "Bob" ? [endB, endA] : [endA, endB];
      expect(winner.result).toMatch(/^You win the game/);
      expect(other.result).toMatch(new RegExp(`^${win[1]} wins the game`));
      won = true;
      continue;
    }
    if (a === "my-turn") await clickHintedMove(ann);
    else if (b === "my-turn") await clickHintedMove(bob);
    else await ann.waitForTimeout(50);
  }
  expect(won).toBe(true);
  await ctxA.close();
  await ctxB.close();
});
