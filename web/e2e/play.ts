// Playing through the page as a person would: found by roles and labels.

import { expect, type Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 820 };

/**
 * Opens the page at an animation speed a person may pick in the lobby
 * (unless the test chose one already): instant, so that a game is played
 * at the pace of its moves, not of its cards' flights; `fast` for a test
 * that watches cards move.
 */
export async function open(page: Page, url: string, speed: "instant" | "fast" = "instant") {
  await page.addInitScript((s) => {
    if (!localStorage.getItem("spite.speed")) localStorage.setItem("spite.speed", s);
  }, speed);
  await page.goto(url);
}

/**
 * Notes in the page every card that flies, as it takes off ("back from
 * stock: ", "face from stock: "): a MutationObserver sees each one,
 * however short its flight and however late the test looks. Call before
 * the page opens; returns a reader of the notes.
 */
export async function watchFlights(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { flights: string[] };
    w.flights = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.classList.contains("flying")) w.flights.push(`${n.classList.contains("back") ? "back" : "face"} from ${n.dataset.from ?? "?"}: ${n.textContent ?? ""}`);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { flights: string[] }).flights.slice());
}

/** Your hand by its places on screen: each place's card (its label's words), or null where it is empty. */
export async function handPlaces(page: Page): Promise<(string | null)[]> {
  return page.locator("[data-testid=my-hand] > .slot").evaluateAll((slots) =>
    slots.map((s) => /^Hand card \d+: ([^,(]+?)(,| \()/.exec(s.querySelector("button")?.getAttribute("aria-label") ?? "")?.[1] ?? null),
  );
}

/** Opens the lobby's full form (behind More options). */
export async function moreOptions(page: Page) {
  const more = page.locator("details.more");
  if ((await more.getAttribute("open")) === null) await more.locator("summary").click();
  await expect(page.getByRole("radio", { name: /against the computer/ })).toBeVisible();
}

/** Creates a room from the lobby's full form. */
export async function createRoom(
  page: Page,
  o: { name: string; friends?: number; players?: number; payoff: number; target: number; level?: string },
) {
  await page.getByLabel("Your name").fill(o.name);
  await moreOptions(page);
  if (o.friends) await page.getByRole("radio", { name: /with friends/ }).check();
  else await page.getByRole("radio", { name: /against the computer/ }).check();
  await page.getByRole("combobox", { name: "Players" }).selectOption(String(o.players ?? 2));
  if (o.friends) await page.getByRole("combobox", { name: "Friends" }).selectOption(String(o.friends));
  if (o.level) await page.getByLabel("Computer level").selectOption(o.level);
  await page.getByLabel("Pay-off pile").fill(String(o.payoff));
  await page.getByLabel("Match to").fill(String(o.target));
  await page.getByRole("button", { name: o.friends ? "Start and invite friends" : "Start playing" }).click();
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
}

/** The game number the header names (English). */
export async function gameNumber(page: Page): Promise<number> {
  return Number(/Game (\d+)/.exec((await page.locator(".bar .score").getAttribute("aria-label")) ?? "")?.[1]);
}

export type Outcome = "game-over" | "match-over" | "my-turn";

/** Waits until it is this page's turn, or a game's or the match's end shows. */
export async function waitForTurn(page: Page, timeout = 60_000): Promise<Outcome> {
  const handle = await page.waitForFunction(
    () => {
      // By test ids, so that it works in every language.
      const d = document.querySelector("[role=dialog]");
      const name = d?.getAttribute("data-testid");
      if (name === "match-over") return "match-over";
      if (name === "game-over") return document.querySelector<HTMLButtonElement>(".dialog button")?.disabled ? null : "game-over";
      const hint = document.querySelector<HTMLButtonElement>("button[data-testid=hint]");
      return hint && !hint.disabled ? "my-turn" : null;
    },
    undefined,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as Outcome;
}

/** One move by clicking: Hint, then the pile it suggests. Returns the move's target label. */
export async function clickHintedMove(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  const target = page.getByRole("button", { name: /suggested/ });
  const label = (await target.getAttribute("aria-label")) ?? "";
  await target.click();
  await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
  return label;
}

/** One move by keyboard only: H for a hint, then the key the suggested pile names. */
export async function keyHintedMove(page: Page): Promise<string> {
  await page.keyboard.press("h");
  const target = page.getByRole("button", { name: /suggested/ });
  const label = (await target.getAttribute("aria-label")) ?? "";
  const key = /\(key (\w)\)/.exec(label)?.[1];
  if (!key) throw new Error(`no key in ${label}`);
  await page.keyboard.press(key.toLowerCase());
  await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
  return label;
}

/** Chooses the page's language at the table: in the bar, or in Help on a phone. */
export async function chooseLanguage(page: Page, lang: string) {
  const inBar = page.locator(".bar").getByTestId("language");
  if (await inBar.isVisible()) {
    await inBar.selectOption(lang);
    return;
  }
  await page.locator(".bar .actions button").nth(3).click();
  const help = page.getByRole("dialog");
  await help.getByTestId("language").selectOption(lang);
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);
}
