// Playing someone new in the browser: two strangers seek a rated match,
// are paired, play it out, take a rematch and react; the ratings and the
// leaderboard after it, and the transfer code taken on another device; a
// lone seeker offered the computer plainly; an open room listed and taken.
// Each test starts its own server (short quick-match games, the computer
// offered after a second) and waits on what the pages show.

import { expect, test, type Browser, type Page } from "@playwright/test";
import { violations } from "./axe";
import { watchFrames } from "./frames";
import { DESKTOP, PHONE, chooseLanguage, clickHintedMove, moreOptions, open } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start(["--computer-after", "1", "--short-matches", "1,1", "--deal-seed", "7"]);
});
test.afterAll(async () => {
  await server?.stop();
});

type Now = "my-turn" | "match-over" | "wait";

/** Whose turn it is, or the match's end, by test ids (any language). */
async function now(page: Page): Promise<Now> {
  return page.evaluate(() => {
    if (document.querySelector("[role=dialog][data-testid=match-over]")) return "match-over";
    const hint = document.querySelector<HTMLButtonElement>("button[data-testid=hint]");
    return hint && !hint.disabled && !document.querySelector("[role=dialog]") ? "my-turn" : "wait";
  });
}

/** Plays the match at both pages (by hints) until both show its end. */
async function playOut(pages: Page[]) {
  for (;;) {
    const states = await Promise.all(pages.map(now));
    if (states.every((s) => s === "match-over")) return;
    const mover = pages.find((_, i) => states[i] === "my-turn");
    if (mover) await clickHintedMove(mover);
    else await pages[0].waitForTimeout(50); // a poll's pause: the other seat or the server is at work
  }
}

/** A page in the lobby with its name typed. */
async function lobby(browser: Browser, name: string, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport, locale: "en-GB" })).newPage();
  await open(page, server.url);
  await page.getByLabel("Your name").fill(name);
  return page;
}

test("two strangers are paired, play a rated match, rematch and react; ratings and the leaderboard follow", async ({ browser }, info) => {
  test.setTimeout(240_000);
  const ann = await lobby(browser, "Ann");
  const bob = await lobby(browser, "Bob", PHONE);
  const frames = [watchFrames(ann), watchFrames(bob)];

  // Play now stays the lobby's first control; quick match follows.
  await expect(ann.locator("main button").first()).toHaveText("Play now");
  await ann.getByRole("button", { name: "Find an opponent" }).click();
  await expect(ann.getByTestId("seeking")).toContainText("You are number 1 in line.");
  await expect(ann.getByTestId("seeking")).toContainText("Kings wild, piles from ace to queen, rated");
  await expect(ann.getByTestId("rating-g4a")).toHaveText("Rating 1500 ± 350, 0 rated matches");
  expect(await violations(ann)).toEqual([]);
  await ann.screenshot({ path: info.outputPath("seeking-desktop-en.png") });
  await bob.getByRole("button", { name: "Find an opponent" }).click();

  // Paired: each at the table, facing the other by name, the seat kept.
  await expect(ann.getByRole("region", { name: /^Bob/ })).toBeVisible();
  await expect(bob.getByRole("region", { name: /^Ann/ })).toBeVisible();
  const firstRoom = new URL(ann.url()).searchParams.get("room");
  expect(firstRoom).toBeTruthy();
  expect(new URL(bob.url()).searchParams.get("room")).toBe(firstRoom);

  // A reaction reaches the other seat, beside the sender.
  await ann.getByRole("region", { name: "Reactions" }).getByRole("button", { name: "Good game" }).click();
  await expect(bob.getByRole("region", { name: /^Ann/ }).getByRole("status")).toHaveText("Ann: Good game");
  await bob.screenshot({ path: info.outputPath("reaction-phone-en.png") });
  expect(await violations(bob)).toEqual([]);

  await playOut([ann, bob]);
  await ann.screenshot({ path: info.outputPath("match-over-rematch-desktop-en.png") });

  // Rematch: Ann offers, Bob declines, and Ann is told; she offers
  // again, Bob accepts, and both sit in a new room.
  await ann.getByRole("dialog").getByRole("button", { name: "Rematch" }).click();
  await expect(ann.getByRole("dialog")).toContainText("You offered a rematch; waiting for Bob.");
  const ask = bob.getByRole("dialog");
  await expect(ask).toContainText("Ann offers a rematch.");
  await ask.getByRole("button", { name: "Decline" }).click();
  await expect(ann.getByRole("dialog")).toContainText("Bob declined the rematch.");
  await expect(ask.getByRole("button", { name: "Rematch" })).toBeVisible();
  await ann.getByRole("dialog").getByRole("button", { name: "Rematch" }).click();
  await expect(ask).toContainText("Ann offers a rematch.");
  await bob.screenshot({ path: info.outputPath("rematch-offered-phone-en.png") });
  expect(await violations(bob)).toEqual([]);
  await ask.getByRole("button", { name: "Accept the rematch" }).click();
  await expect(ann.getByRole("dialog")).toHaveCount(0);
  await expect(bob.getByRole("dialog")).toHaveCount(0);
  await expect.poll(() => new URL(ann.url()).searchParams.get("room")).not.toBe(firstRoom);
  const second = new URL(ann.url()).searchParams.get("room");
  await expect.poll(() => new URL(bob.url()).searchParams.get("room")).toBe(second);
  // The new room's seat is kept (a reload comes back to it), the old one forgotten.
  const kept = await ann.evaluate(() => JSON.parse(localStorage.getItem("spite.seats") ?? "[]").map((s: { code: string }) => s.code));
  expect(kept).toEqual([second]);
  await ann.reload();
  await expect(ann.getByRole("region", { name: /^Bob/ })).toBeVisible();

  // The rated match changed both ratings: the winner leads the leaderboard.
  for (const page of [ann, bob]) {
    await page.goto(server.url);
    await page.locator("details.player summary").click();
    await expect(page.getByTestId("rating-g4a")).toContainText("1 rated match");
    await expect(page.getByTestId("leaderboard").locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("your-place")).toContainText(/Your place: [12] \(/);
  }
  const annPlace = (await ann.getByTestId("your-place").textContent()) ?? "";
  const bobPlace = (await bob.getByTestId("your-place").textContent()) ?? "";
  expect([annPlace, bobPlace].filter((p) => p.startsWith("Your place: 1 ")).length).toBe(1);
  expect(await violations(ann)).toEqual([]);
  await ann.screenshot({ path: info.outputPath("leaderboard-desktop-en.png"), fullPage: true });
  await bob.screenshot({ path: info.outputPath("leaderboard-phone-en.png"), fullPage: true });

  // Ann's transfer code, typed on another device, makes it Ann there.
  const code = (await ann.getByTestId("transfer-code").textContent()) ?? "";
  expect(code).toMatch(/^([0-9A-F]{4}-){7}[0-9A-F]{4}$/);
  const other = await lobby(browser, "", PHONE);
  await other.locator("details.player summary").click();
  await expect(other.getByText("You have no player key on this server yet")).toBeVisible();
  await other.getByLabel("A transfer code from another device").fill("1234");
  await other.getByRole("button", { name: "Play as that player" }).click();
  await expect(other.getByText("That is not a transfer code")).toBeVisible();
  // A code of the right shape typed wrong (its last digit changed) is
  // refused by the server, and makes this browser nobody.
  const mistyped = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
  await other.getByLabel("A transfer code from another device").fill(mistyped);
  await other.getByRole("button", { name: "Play as that player" }).click();
  await expect(other.getByText("No player has that key: check the transfer code.")).toBeVisible();
  await expect(other.getByText("You have no player key on this server yet")).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem("spite.player"))).toBeNull();
  await other.getByLabel("A transfer code from another device").fill(code.toLowerCase().replace(/-/g, " "));
  await other.getByRole("button", { name: "Play as that player" }).click();
  await expect(other.getByText("You play as that player here now.")).toBeVisible();
  await expect(other.getByTestId("transfer-code")).toHaveText(code);
  await expect(other.getByTestId("your-place")).toHaveText(annPlace);
  for (const f of frames) expect(f.problems).toEqual([]);
});

test("a lone seeker is offered the computer plainly, and plays it", async ({ browser }, info) => {
  const page = await lobby(browser, "Cleo", PHONE);
  await page.getByRole("radio", { name: /Casual/ }).check();
  await page.getByRole("radio", { name: /^Classic/ }).first().check();
  await page.getByRole("button", { name: "Find an opponent" }).click();
  const offer = page.getByRole("alert");
  await expect(offer).toContainText("Nobody came. The computer (medium) can play you instead: it is a program, not a person, and the match is not rated.");
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath("computer-offer-phone-en.png") });
  await page.getByRole("button", { name: "Play the computer" }).click();
  await expect(page.getByRole("region", { name: /^Computer/ })).toBeVisible();
  // Classic rules: kings are not wild (the centre piles say what they need, no "K =").
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
});

test("Cancel leaves the line; the wait and the lobby's panels in Bulgarian", async ({ browser }, info) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await open(page, `${server.url}/?lang=bg`);
  await page.getByRole("button", { name: "Намерете противник" }).click();
  await expect(page.getByTestId("seeking")).toContainText("Вие сте номер 1 на опашката.");
  await page.screenshot({ path: info.outputPath("seeking-phone-bg.png") });
  await page.getByRole("button", { name: "Отказ" }).click();
  await expect(page.getByRole("button", { name: "Намерете противник" })).toBeVisible();

  await page.locator("details.open-rooms summary").click();
  await page.locator("details.player summary").click();
  await expect(page.getByRole("group", { name: "Класация" })).toBeVisible();
  // The seek made this browser a player: its code is shown.
  await expect(page.getByText("Вашият код за пренос:")).toBeVisible();
  // The leaderboard read (whatever an earlier test of this server left on it).
  await expect(page.getByText("Зареждане…")).toHaveCount(0);
  const words = await page.locator("main").innerText();
  for (const english of ["Open rooms", "Leaderboard", "Find an opponent", "Rated", "transfer", "Loading"]) expect(words).not.toContain(english);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath("lobby-phone-bg.png"), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: info.outputPath("lobby-desktop-bg.png"), fullPage: true });
});

test("an open room is listed with its host and taken from the list", async ({ browser }, info) => {
  const dana = await lobby(browser, "Dana");
  await moreOptions(dana);
  await dana.getByRole("radio", { name: /with friends/ }).check();
  await dana.getByLabel(/List it in the open rooms/).check();
  await dana.getByRole("button", { name: "Start and invite friends" }).click();
  await expect(dana.getByRole("region", { name: "You" })).toBeVisible();
  const code = new URL(dana.url()).searchParams.get("room")!;

  const eli = await lobby(browser, "Eli", PHONE);
  await eli.locator("details.open-rooms summary").click();
  const row = eli.locator(`.room-list li[data-code="${code}"]`);
  await expect(row).toContainText("1 free seat of 2. At the table: Dana.");
  await expect(row).toContainText("Kings wild, piles from ace to queen");
  expect(await violations(eli)).toEqual([]);
  await eli.screenshot({ path: info.outputPath("open-rooms-phone-en.png"), fullPage: true });
  await row.getByRole("button", { name: "Take a seat" }).click();
  await expect(eli.getByRole("region", { name: /^Dana/ })).toBeVisible();
  await expect(dana.getByRole("region", { name: /^Eli/ })).toBeVisible();

  // The reactions and the mutes in Bulgarian, a reaction received worded so.
  await chooseLanguage(eli, "bg");
  const bar = eli.getByRole("region", { name: "Реакции" });
  await expect(bar.getByRole("button", { name: "Добра игра" })).toBeVisible();
  await dana.getByRole("region", { name: "Reactions" }).getByRole("button", { name: "Oops" }).click();
  await expect(eli.getByRole("region", { name: /^Dana/ }).getByRole("status")).toHaveText("Dana: Опа");
  await bar.locator("summary").click();
  await expect(bar.getByRole("checkbox", { name: "Dana" })).not.toBeChecked();
  expect(await violations(eli)).toEqual([]);
  await eli.screenshot({ path: info.outputPath("reactions-phone-bg.png") });
  await dana.screenshot({ path: info.outputPath("open-room-table-desktop-en.png") });

  // Full now: gone from the list.
  const fay = await lobby(browser, "Fay");
  await fay.locator("details.open-rooms summary").click();
  await expect(fay.getByText("No open room is waiting for players just now.")).toBeVisible();
});
