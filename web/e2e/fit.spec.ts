// Two, three, four and six players, side piles fanned, in English and Bulgarian, at a
// desktop's 1280x800 and a phone's 390x844: the whole table fits the window
// (no scrolling), beside the move log and not under it, the status line
// covers neither your side piles' top cards nor your hand, every seat's
// score is on screen, whole, and axe finds nothing.

import { expect, test, type Page } from "@playwright/test";
import { violations } from "./axe";
import { PHONE, clickHintedMove, createRoom, open, waitForTurn, chooseLanguage } from "./play";
import { TestServer } from "./server";

// Each test makes its own room, dealt from the server's fixed seed, so the
// tests share nothing and are spread over the workers (one server each):
// run in order they were the longest file by far, the suite's critical path.
test.describe.configure({ mode: "parallel" });

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

// The tallest fans the table draws: yours show six cards (and "+N"), the others' four.
const FAN = ["KS", "QH", "JC", "TD", "9S", "8H", "7C", "6D"];

/**
 * Every view the page receives shows each seat's side piles fanned out
 * once `fanned.on` is set (a layout check: the moves stay the server's);
 * `fanned.ask()` asks the server for the state again, as the page would.
 */
async function fanSidePiles(page: Page, on = true) {
  const fanned = { on, ask: () => {} };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    fanned.ask = () => server.send(JSON.stringify({ type: "state" }));
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      const msg = JSON.parse(String(m));
      const view = msg.view ?? msg.room?.view;
      if (view && fanned.on) for (const p of view.players) p.sides = [FAN, FAN.slice(0, 5), FAN.slice(2), FAN.slice(1, 6)];
      ws.send(JSON.stringify(msg));
    });
  });
  return fanned;
}

/** The width of your hand's cards and of the centre piles' (the same). */
async function cardWidth(page: Page): Promise<number> {
  const ws = await page.locator("[data-testid=my-hand] .card, .centre-pile .card").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  expect(new Set(ws).size, `one card size: ${ws}`).toBe(1);
  return ws[0];
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, w: { width: number; height: number }) => a.x >= 0 && a.y >= 0 && a.x + a.width <= w.width + 0.5 && a.y + a.height <= w.height + 0.5;

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box));
}

for (const [size, viewport, players] of [
  ["desktop", { width: 1280, height: 800 }, 6],
  ["phone", PHONE, 6],
  ["desktop", { width: 1280, height: 800 }, 4],
  ["phone", PHONE, 4],
  ["desktop", { width: 1280, height: 800 }, 3],
  ["phone", PHONE, 3],
  ["desktop", { width: 1280, height: 800 }, 2],
  ["phone", PHONE, 2],
] as const) {
  test(`${players} players with side piles fanned fit the window (${size})`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await fanSidePiles(page);
    await open(page, server.url);
    await createRoom(page, { name: "Ann", players, payoff: 15, target: 5, level: "medium" });
    for (const lang of ["en", "bg"]) {
      await chooseLanguage(page, lang);
      expect(await waitForTurn(page)).toBe("my-turn");
      const where = `${size}, ${lang}`;
      // The computers' last cards have landed (a card in flight is over the table).
      await expect(page.locator(".flying")).toHaveCount(0);
      // The page does not scroll either way.
      const doc = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
      expect(doc.h, `page height (${where})`).toBeLessThanOrEqual(viewport.height);
      expect(doc.w, `page width (${where})`).toBeLessThanOrEqual(viewport.width);
      // Your side piles' top cards and your hand: in the window, not under the status line.
      const status = (await boxes(page, "p.status"))[0];
      expect(inside(status, viewport), `status line in the window (${where})`).toBe(true);
      const mine = await boxes(page, "[data-testid=me] .side-pile .fanned:last-child .card");
      expect(mine.length).toBe(4);
      const hand = await boxes(page, "[data-testid=my-hand] .card");
      expect(hand.length).toBeGreaterThan(0);
      for (const b of [...mine, ...hand]) {
        expect(inside(b, viewport), `card in the window (${where}): ${JSON.stringify(b)}`).toBe(true);
        expect(overlap(b, status), `card under the status line (${where}): ${JSON.stringify(b)}`).toBe(false);
      }
      // The others' pay-off tops (the cards you may block) are readable: 30 px wide or more, their rank in 11 px or more.
      const tops = await page.locator(".opponent [data-pile=payoff] .card").evaluateAll((els) =>
        els.map((e) => ({ width: e.getBoundingClientRect().width, font: parseFloat(getComputedStyle(e.querySelector(".corner") ?? e).fontSize) })),
      );
      expect(tops.length).toBe(players - 1);
      for (const top of tops) expect(top.width >= 30 && top.font >= 11, `pay-off top readable (${where}): ${JSON.stringify(top)}`).toBe(true);
      // Every seat (on a desktop, beside the move log: not under it).
      if (size === "desktop") {
        const log = (await boxes(page, "aside.log"))[0];
        const seats = await boxes(page, ".opponent, [data-testid=me]");
        expect(seats.length).toBe(players);
        for (const b of seats) expect(overlap(b, log), `a seat under the move log (${where}): ${JSON.stringify(b)}`).toBe(false);
      }
      // Every seat's score is on screen and whole (not cut off or clamped):
      // beside each seat's name, or all in the header.
      const scores = await page.locator("[data-testid=seat-score]:visible, .bar .score-all:visible").evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          let clipped = false;
          for (let a: Element | null = e; a; a = a.parentElement) {
            if (a.scrollWidth > a.clientWidth + 1 && getComputedStyle(a).overflowX !== "visible") clipped = true;
            if (a.scrollHeight > a.clientHeight + 1 && getComputedStyle(a).overflowY !== "visible") clipped = true;
          }
          return { box: r.toJSON(), clipped, visible: e.checkVisibility(), text: e.textContent ?? "" };
        }),
      );
      const inHeader = scores.length === 1;
      expect(scores.length, `a score for each seat, or all in the header (${where})`).toBe(inHeader ? 1 : players);
      for (const s of scores) {
        expect(s.visible && !s.clipped && inside(s.box, viewport), `score "${s.text}" readable (${where})`).toBe(true);
        expect(s.text.match(/\d+/g)?.length ?? 0).toBeGreaterThanOrEqual(inHeader ? players : 1);
      }
      // No caption under a pile breaks a word over two lines ("pay-/off").
      const broken = await page.locator(".caption:visible").evaluateAll((els) =>
        els.flatMap((e) => {
          const node = e.firstChild;
          if (!node || node.nodeType !== Node.TEXT_NODE) return [];
          const text = node.textContent ?? "";
          const out: string[] = [];
          let at = 0;
          for (const word of text.split(" ")) {
            const r = document.createRange();
            r.setStart(node, at);
            r.setEnd(node, at + word.length);
            if (new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1) out.push(word);
            at += word.length + 1;
          }
          return out;
        }),
      );
      expect(broken, `caption words whole (${where})`).toEqual([]);
      // The seats' names are whole too.
      const names = await page.locator(".opponent .name").evaluateAll((els) => els.map((e) => e.scrollWidth <= e.clientWidth + 1));
      expect(names, `names whole (${where})`).not.toContain(false);
      // Still no axe violation, and on the phone every control is a touch target of 44 px or more.
      expect(await violations(page), where).toEqual([]);
      if (size === "phone") {
        const small = await page.locator("button:visible, select:visible").evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).map((r) => `${r.width}x${r.height}`),
        );
        expect(small, `touch targets (${where})`).toEqual([]);
      }
      await page.screenshot({ path: info.outputPath(`${players}-fanned-${size}-${lang}.png`) });
    }
  });
}

// Cards as large as the window allows with the deepest side piles drawn:
// larger than the sizes of before (at two players 72 px wide on a desktop,
// 52 on a phone; at six 64 and 46), the same before and after every side pile is fanned, and the
// table then filling the window (the felt left under the status line is
// less than a card's height).
for (const [size, viewport, players, least] of [
  ["desktop", { width: 1280, height: 800 }, 2, 80],
  ["phone", PHONE, 2, 60],
  ["desktop", { width: 1280, height: 800 }, 6, 70],
  ["phone", PHONE, 6, 54],
] as const) {
  test(`${players} players: cards sized to the window, kept as the side piles grow (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const fanned = await fanSidePiles(page, false);
    await open(page, server.url);
    await createRoom(page, { name: "Ann", players, payoff: 15, target: 5, level: "medium" });
    expect(await waitForTurn(page)).toBe("my-turn");
    await expect(page.locator(".flying")).toHaveCount(0);
    const before = await cardWidth(page);
    expect(before, "card width").toBeGreaterThanOrEqual(least);
    fanned.on = true;
    fanned.ask();
    await expect(page.locator("[data-testid=me] .side-pile .fanned")).toHaveCount(players >= 5 ? 16 : 22);
    expect(await cardWidth(page), "card width with every side pile fanned").toBe(before);
    const doc = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
    expect(doc.h).toBeLessThanOrEqual(viewport.height);
    expect(doc.w).toBeLessThanOrEqual(viewport.width);
    const status = (await boxes(page, "p.status"))[0];
    expect(viewport.height - (status.y + status.height), "felt left under the status line").toBeLessThan(before * 1.4);
  });
}

// With a friend at the table the reactions sit under it: a move log grown
// longer than the window (a few turns) scrolls inside its column, the
// cards keep their size and the reactions stay in the window.
test("with a friend, a long move log neither shrinks the cards nor pushes the reactions out of the window (desktop)", async ({ browser }) => {
  const viewport = { width: 1280, height: 800 };
  const ann = await (await browser.newContext({ viewport })).newPage();
  const bob = await (await browser.newContext({ viewport })).newPage();
  await open(ann, server.url);
  await createRoom(ann, { name: "Ann", friends: 1, payoff: 15, target: 5 });
  await open(bob, await ann.getByRole("textbox", { name: "Invite link" }).inputValue());
  await bob.getByLabel("Your name").fill("Bob");
  await bob.getByRole("button", { name: "Join the game" }).click();
  const reactions = ann.getByRole("region", { name: "Reactions" });
  await expect(reactions).toBeVisible();
  const before = await cardWidth(ann);
  const lines = ann.locator("[data-testid=log] li");
  for (let i = 0; i < 200 && (await lines.count()) < 60; i++) {
    // The one whose turn it is (none once a game is over).
    let mover: Page | null = null;
    await expect
      .poll(async () => {
        for (const p of [ann, bob]) if (await p.getByTestId("hint").isEnabled()) mover = p;
        return mover !== null || (await ann.getByRole("dialog").count()) > 0;
      }, { timeout: 60_000 })
      .toBe(true);
    if (!mover) break;
    await clickHintedMove(mover);
  }
  expect(await lines.count(), "lines in the log").toBeGreaterThanOrEqual(60);
  expect(await ann.evaluate(() => document.documentElement.scrollHeight), "page height").toBeLessThanOrEqual(viewport.height);
  expect(inside((await boxes(ann, "section.reactions"))[0], viewport), "the reactions in the window").toBe(true);
  // (A card may lose a pixel or two to a status line in two lines; the log shrank them to the smallest, 36 px.)
  expect(await cardWidth(ann), "card width with a long log").toBeGreaterThanOrEqual(before * 0.9);
  await ann.context().close();
  await bob.context().close();
});
