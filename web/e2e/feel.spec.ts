// How the game feels: the window's sounds (off by default, a switch kept
// through a reload, fetched only once wanted), the win moment before the
// game-over dialog (none with reduced motion), and the lobby's record of
// games against the computer per level.

import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, clickHintedMove, createRoom, open, waitForTurn } from "./play";
import { TestServer } from "./server";

// Each test makes its own room from the server's fixed seed: they share
// nothing, so they are spread over the workers (one server each).
test.describe.configure({ mode: "parallel" });

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
  await open(page, server.url, "fast");
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

/**
 * Notes in the page, in order, each time the win moment or a dialog
 * comes onto it. A MutationObserver sees every change as it is made, so
 * the order is the page's own, however late a loaded machine lets the
 * test look. Both in one change is noted as one entry, "moment+dialog".
 */
async function watchEnds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { ends: string[] };
    w.ends = [];
    let moment = false;
    let dialog = false;
    new MutationObserver(() => {
      const m = document.querySelector("[data-testid=win-moment]") !== null;
      const d = document.querySelector("[role=dialog]") !== null;
      const came = [m && !moment ? "moment" : "", d && !dialog ? "dialog" : ""].filter(Boolean);
      if (came.length) w.ends.push(came.join("+"));
      moment = m;
      dialog = d;
    }).observe(document, { childList: true, subtree: true });
  });
}
const ends = (page: Page) => page.evaluate(() => (window as unknown as { ends: string[] }).ends.slice());

/**
 * Plays games of one pay-off card each against the easy computer until
 * the player wins one (the page watched by `watchEnds`). At each game's
 * end `seen` is called with whether the player won and what came onto
 * the page since the game before, in order; the player goes on. Returns
 * the games won and lost.
 */
async function playToOwnWin(page: Page, seen: (won: boolean, came: string[]) => Promise<void>) {
  const tally = { won: 0, lost: 0 };
  let read = (await ends(page)).length;
  for (let step = 0; step < 400 && tally.won < 1; step++) {
    const now = await waitForTurn(page);
    if (now === "match-over") break;
    if (now === "my-turn") {
      await clickHintedMove(page);
      continue;
    }
    const dialog = page.getByRole("dialog", { name: "Game over" });
    const won = /You win the game/.test((await dialog.textContent()) ?? "");
    const all = await ends(page);
    await seen(won, all.slice(read));
    read = all.length;
    tally[won ? "won" : "lost"]++;
    if (won) break;
    await dialog.getByRole("button", { name: "Next game" }).click();
    await expect(dialog).toHaveCount(0);
  }
  return tally;
}

test("a win is celebrated before its dialog, and the lobby keeps the record against the computer's level", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await watchEnds(page);
  await open(page, server.url, "fast");
  await expect(page.getByTestId("record")).toHaveCount(0);
  await createRoom(page, { name: "Kit", payoff: 1, target: 40, level: "easy" });
  const tally = await playToOwnWin(page, async (won, came) => {
    // A win: the moment first, with no dialog yet, then the dialog; a
    // loss: the dialog alone.
    expect(came, won ? "the win's moment came before its dialog" : "a loss has no moment").toEqual(won ? ["moment", "dialog"] : ["dialog"]);
    if (won) await expect(page.getByTestId("win-moment")).toHaveCount(0);
  });
  expect(tally.won).toBe(1);
  // The record in the lobby, after a reload too (each game counted once).
  // With a pay-off pile of one the computer may win the next game before
  // the player's first turn: that loss counts too.
  let lost = tally.lost;
  for (;;) {
    await page.getByRole("dialog").getByRole("button", { name: "Next game" }).click();
    if ((await waitForTurn(page)) === "my-turn") break;
    lost++;
  }
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await page.getByRole("dialog", { name: "Leave the table?" }).getByRole("button", { name: "Leave", exact: true }).click();
  const record = page.getByTestId("record");
  await expect(record).toContainText("Your record against the computer");
  await expect(record).toContainText(`easy: won 1, lost ${lost}`);
  await page.reload();
  await expect(page.getByTestId("record")).toContainText(`easy: won 1, lost ${lost}`);
});

// Reduced motion (the system's) and the instant animation speed (the
// lobby's, kept in localStorage) each skip the moment.
for (const how of ["reduced motion", "the instant speed"] as const) {
  test(`with ${how} a win shows its dialog at once, with no moment`, async ({ page }) => {
    test.setTimeout(300_000);
    if (how === "reduced motion") await page.emulateMedia({ reducedMotion: "reduce" });
    else await page.addInitScript(() => localStorage.setItem("spite.speed", "instant"));
    await watchEnds(page);
    await page.setViewportSize(DESKTOP);
    await open(page, server.url, "fast");
    await createRoom(page, { name: "Lee", payoff: 1, target: 40, level: "easy" });
    const tally = await playToOwnWin(page, async (_won, came) => {
      expect(came, "no moment, however short: the dialog at once").toEqual(["dialog"]);
    });
    expect(tally.won).toBe(1);
  });
}
