// The rules with pictures: opened from the lobby and from the table bar,
// the worked first turn stepped through (its pictures named for screen
// readers), closed with Esc giving the focus back, in English and
// Bulgarian, with axe finding nothing at a desktop's and a phone's size.

import { expect, test, type Page } from "@playwright/test";
import { violations } from "./axe";
import { DESKTOP, PHONE, createRoom, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

const SIZES = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/** Opens the rules with their button and checks the dialog took the focus. */
async function openRules(page: Page, button: string, title: string) {
  const opener = page.getByRole("button", { name: button, exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^(Close|Затворете)$/ })).toBeFocused();
  return { opener, dialog };
}

for (const [size, viewport] of SIZES) {
  test(`the rules open from the lobby, step through a first turn and close with Esc (${size})`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await open(page, server.url);
    await expect(page.getByRole("heading", { name: "New game" })).toBeVisible();
    const { opener, dialog } = await openRules(page, "Rules", "Rules");
    for (const heading of ["The aim", "Your turn", "Centre piles", "Winning and scoring", "A first turn, step by step"]) {
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(dialog).toContainText("Kings are wild");
    await expect(dialog).toContainText("Step 1 of 7");
    const picture = dialog.getByRole("img");
    await expect(picture).toHaveAttribute("aria-label", /Hand: ace of clubs, 2 of diamonds, king of spades, 7 of hearts, 9 of clubs\./);
    // The pictures are the table's cards.
    await expect(picture.locator(".card.face")).toHaveCount(6);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`rules-en-${size}.png`) });

    const next = dialog.getByRole("button", { name: "Next step" });
    const previous = dialog.getByRole("button", { name: "Previous step" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    for (let i = 0; i < 4; i++) await next.click();
    await expect(dialog).toContainText("Step 5 of 7");
    await expect(dialog).toContainText("kings are wild: play the king as the 4");
    await expect(picture).toHaveAttribute("aria-label", /Centre piles: king of spades, empty, empty\./);
    await expect(picture.locator(".rules-moved .card.face")).toHaveCount(1);
    await dialog.locator(".rules-example").scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`rules-en-${size}-step5.png`) });
    await previous.click();
    await expect(dialog).toContainText("Step 4 of 7");
    // By the keyboard, past the last step: Next stays there, keeping the focus.
    await next.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 7 of 7");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(next).toBeFocused();
    await expect(picture).toHaveAttribute("aria-label", /Pay-off pile: queen of diamonds\..*Hand: 7 of hearts\. Side piles: 9 of clubs, empty, empty, empty\./);
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // And again from the keyboard: Enter opens them, the focus inside.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(opener).toBeFocused();
  });

  test(`the rules open from the table, keep the table's keys off, and close with Esc (${size})`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await open(page, server.url);
    await createRoom(page, { name: "Ida", payoff: 5, target: 1, level: "easy" });
    expect(await waitForTurn(page)).toBe("my-turn");
    const { opener, dialog } = await openRules(page, "Rules", "Rules");
    await expect(dialog).toContainText("Step 1 of 7");
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`rules-table-en-${size}.png`) });
    // H asks for a hint at the table, but not while the rules are open.
    await page.keyboard.press("h");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Hint", exact: true })).toBeEnabled();
    await page.screenshot({ path: info.outputPath(`table-bar-en-${size}.png`) });
  });

  test(`the rules in Bulgarian (${size})`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await open(page, `${server.url}/?lang=bg`);
    await expect(page.getByRole("heading", { name: "Нова игра" })).toBeVisible();
    const { opener, dialog } = await openRules(page, "Правила", "Правила на играта");
    for (const heading of ["Целта", "Вашият ред", "Централни купчини", "Победа и точки", "Първи ред, стъпка по стъпка"]) {
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(dialog).toContainText("Стъпка 1 от 7");
    await expect(dialog).toContainText("Царете играят като жокер");
    await expect(dialog.getByRole("img")).toHaveAttribute("aria-label", /Ръка: .*асо/);
    // No English left in what a player reads or hears.
    const words = await dialog.evaluate((d) => [d.textContent ?? "", ...[...d.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))].join(" "));
    expect(words).not.toMatch(/\b(the|pay-off|pile|hand|Step|king|ace|empty|Next|Previous|Close)\b/i);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`rules-bg-${size}.png`) });
    await dialog.getByRole("button", { name: "Следваща стъпка" }).click();
    await expect(dialog).toContainText("Стъпка 2 от 7");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test("the rules asked for after the server was updated load the page again, not nothing", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await expect(page.getByRole("heading", { name: "New game" })).toBeVisible();
  // The rules' file of the page as it opened is gone from the server.
  await page.route(/\/assets\/rules-view-[^/]*\.js$/, (r) => r.fulfill({ status: 404, body: "" }));
  const reloaded = page.waitForEvent("load", { timeout: 15_000 });
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  await reloaded;
  await page.unroute(/\/assets\/rules-view-[^/]*\.js$/);
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
});
