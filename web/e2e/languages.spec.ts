// The page in the players' languages: a short match played in Bulgarian
// (?lang=bg) shows Bulgarian words and none of a list of English phrases,
// and the selector re-words the page at once, and is remembered.

import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

// English a player would read if a sentence were left untranslated.
const ENGLISH = [
  "Your turn", "your turn", "Hint", "Undo", "Move log", "Leave", "Help", "pay-off", "Pay-off",
  "centre pile", "Centre pile", "side pile", "hand card", "Hand card", "stock", "Stock",
  " wins", " win ", "Match over", "Game over", "Match score", "New match", "Computer", "played",
  "discarded", "drew", " card", "cards", "empty", "needs", "suggested", "you can play here",
  "is playing", "The game", "partner", "(key ", "hearts", "spades", "clubs", "diamonds",
  "queen", "king", "jack", " ace", "easy",
];

/** Everything a player reads or hears: the text on screen and every accessible name. */
async function allWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label],[title]")].map(
      (e) => `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("title") ?? ""}`,
    );
    const log = [...document.querySelectorAll("[data-testid=log] li")].map((e) => e.textContent ?? "");
    return [document.body.innerText, ...labels, ...log].join("\n");
  });
}

function englishIn(text: string): string[] {
  // The game's name stays in every language (as in the window and the terminal).
  const t = text.replace(/Spite & Malice/g, "");
  return ENGLISH.filter((e) => t.includes(e));
}

test("a match in Bulgarian, then the page switched to Portuguese at once", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  await open(page, `${server.url}/?lang=bg`);
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  await expect(page.getByRole("heading", { name: "Нова игра" })).toBeVisible();
  expect(englishIn(await allWords(page))).toEqual([]);
  await page.screenshot({ path: info.outputPath("lobby-bg-desktop.png"), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: info.outputPath("lobby-bg-phone.png"), fullPage: true });
  await page.setViewportSize(DESKTOP);

  await page.getByLabel("Вашето име").fill("Ана");
  await page.getByText("Още настройки").click();
  await page.getByRole("radio", { name: /срещу компютъра/ }).check();
  await page.getByLabel("Ниво на компютъра").selectOption("easy");
  await page.getByLabel("Главна купчина").fill("2");
  await page.getByLabel("Мач до").fill("1");
  await page.getByRole("button", { name: "Започнете играта" }).click();
  await expect(page.getByRole("region", { name: "Вие" })).toBeVisible();

  // Play by hints until the match ends; look at every turn's words.
  let shot = false;
  for (let step = 0; step < 200; step++) {
    const now = await waitForTurn(page);
    if (now === "match-over") break;
    if (now === "game-over") {
      await page.getByTestId("game-over").getByRole("button").click();
      continue;
    }
    await page.getByTestId("hint").click();
    await expect(page.getByRole("status")).toContainText("Подсказка:");
    expect(englishIn(await allWords(page))).toEqual([]);
    if (!shot) {
      shot = true;
      await page.screenshot({ path: info.outputPath("table-bg-desktop.png") });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: info.outputPath("table-bg-phone.png"), fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
    const target = page.getByRole("button", { name: /предложено/ });
    await target.click();
    await expect(page.getByRole("button", { name: /предложено/ })).toHaveCount(0);
  }
  expect(shot, "at least one turn was played in Bulgarian").toBe(true);
  const over = page.getByTestId("match-over");
  await expect(over).toBeVisible();
  await expect(over).toHaveAttribute("aria-label", "Мачът свърши");
  await expect(over).toContainText(/печели(те)? мача/);
  // The one computer is "Компютърът", not numbered by its seat.
  await expect(page.getByTestId("log")).toContainText("Компютърът (лесен)", { useInnerText: false });
  await expect(page.getByTestId("log")).not.toContainText("Компютър 2", { useInnerText: false });
  expect(englishIn(await allWords(page))).toEqual([]);

  // The selector re-words everything at once: the dialog, the log, <html lang>.
  await page.getByTestId("language").selectOption("pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(over).toHaveAttribute("aria-label", "Fim da partida");
  await expect(over).toContainText(/vence/);
  await expect(page.getByTestId("log")).toContainText("O computador (fácil)", { useInnerText: false });
  // No Bulgarian left (but the selector's own name for it).
  const words = (await allWords(page)).replace(/Български/g, "");
  expect(words).not.toMatch(/[а-яА-Я]{3}/);
  await page.screenshot({ path: info.outputPath("table-pt-desktop.png") });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: info.outputPath("table-pt-phone.png"), fullPage: true });
  // Remembered, and the address's ?lang= follows the choice (a reload keeps it).
  expect(await page.evaluate(() => localStorage.getItem("spite.lang"))).toBe("pt");
  expect(new URL(page.url()).searchParams.get("lang")).toBe("pt");
});

/** Fields side by side in the lobby's form have their controls in line, a label in two lines beside one in one too. */
async function controlsInLine(page: Page, where: string) {
  const rows = await page.locator(".lobby .grid > .field:not(.wide):visible").evaluateAll((fields) => {
    const tops = new Map<number, number[]>();
    for (const f of fields) {
      const top = Math.round(f.getBoundingClientRect().top);
      const control = f.querySelector("select, input")!.getBoundingClientRect();
      tops.set(top, [...(tops.get(top) ?? []), Math.round(control.top)]);
    }
    return [...tops.values()];
  });
  expect(rows.filter((r) => r.length > 1).length, where).toBeGreaterThan(0);
  for (const row of rows) expect(new Set(row).size, `${where}: ${row}`).toBe(1);
}

test("the lobby's choices are whole on a phone, in every language", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const lang of ["en", "nl", "ms", "pt", "bg"]) {
    await open(page, `${server.url}/?lang=${lang}`);
    await page.locator("details.more summary").click();
    await controlsInLine(page, `${lang}, against the computer`);
    // With friends: the choice of when the computer plays for one away is shown too.
    await page.locator("input[type=radio][name=mode]").nth(1).check();
    await controlsInLine(page, `${lang}, with friends`);
    const cut = await page.evaluate(() => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      const out: string[] = [];
      for (const sel of document.querySelectorAll<HTMLSelectElement>(".lobby select")) {
        const cs = getComputedStyle(sel);
        ctx.font = cs.font;
        // Room for the padding and the arrow besides the words.
        const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 18;
        for (const o of sel.options) {
          if (ctx.measureText(o.text).width > room) out.push(`${o.text} (${sel.clientWidth} px)`);
        }
      }
      return out;
    });
    expect(cut, lang).toEqual([]);
    // Every radio button is as wide as the others, one whose choice takes two lines too.
    const radios = await page.locator(".lobby input[type=radio]").evaluateAll((els) =>
      els.filter((e) => e.getClientRects().length > 0).map((e) => e.getBoundingClientRect().width),
    );
    expect(radios.length, lang).toBeGreaterThan(4);
    expect(new Set(radios), lang).toEqual(new Set([22]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), lang).toBe(true);
  }
});

test("on a desktop a choice in two lines keeps its words beside its radio button", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const lang of ["en", "bg"]) {
    await open(page, `${server.url}/?lang=${lang}`);
    await page.locator("details.more summary").click();
    // Each line of each choice's words begins right of its button.
    const under = await page.locator(".lobby fieldset label:has(input[type=radio])").evaluateAll((labels) =>
      labels.flatMap((l) => {
        const radio = l.querySelector("input")!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(l);
        range.setStartAfter(l.querySelector("input")!);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        return lines.filter((r) => r.left < radio.right).map((r) => `${l.textContent?.trim()}: a line at ${Math.round(r.left)} px, the button ending at ${Math.round(radio.right)} px`);
      }),
    );
    expect(under, lang).toEqual([]);
    // Two lines at least somewhere: the check checks something.
    const tall = await page.locator(".lobby fieldset label:has(input[type=radio])").evaluateAll((labels) => labels.filter((l) => l.getBoundingClientRect().height > 40).length);
    expect(tall, lang).toBeGreaterThan(0);
  }
});
