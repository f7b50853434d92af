// How the game feels: the window's sounds (off by default, a switch kept
// through a reload, fetched only once wanted), the win moment before the
// game-over dialog (none with reduced motion), and the lobby's record of
// games against the computer per level.

import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, clickHintedMove, createRoom, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The sounds the page has asked to play, by file name (the page's Audio elements are watched). */
async function watchSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { played: string[] };
    w.played = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      w.played.push(this.src.split("/").pop() ?? "");
      return play.call(this);
    };
  });
}
const played = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played.slice());

test("sound is off by default, its switch kept through a reload; on, a move plays the window's sounds, fetched only then", async ({ page }) => {
  const wavs: string[] = [];
  page.on("request", (r) => {
    if (/\.wav$/.test(r.url())) wavs.push(r.url());
  });
  await watchSounds(page);
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Jo", payoff: 10, target: 1, level: "easy" });
  const sound = page.getByRole("button", { name: "Sound", exact: true });
  await expect(sound).toHaveAttribute("aria-pressed", "false");
  expect(await waitForTurn(page)).toBe("my-turn");
  await clickHintedMove(page);
  await expect(page.locator(".flying")).toHaveCount(0);
  expect(await played(page), "nothing played with sound off").toEqual([]);
  expect(wavs, "no sound fetched with sound off").toEqual([]);
  await sound.click();
  await expect(sound).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => played(page)).toEqual([expect.stringMatching(/^turn-.*\.wav$/)]);
  await page.reload();
  await expect(page.getByRole("button", { name: "Sound", exact: true })).toHaveAttribute("aria-pressed", "true");
  for (let i = 0; i < 40; i++) {
    if ((await waitForTurn(page)) !== "my-turn") break;
    await clickHintedMove(page);
    const names = await played(page);
    if (names.some((n) => /^(centre|slide)-.*\.wav$/.test(n))) return;
  }
  await expect.poll(() => played(page)).toContainEqual(expect.stringMatching(/^(centre|slide)-.*\.wav$/));
});
