// Two people in two browsers through an invite link: one taps on a
// phone-sized touch screen, the other plays by keyboard only. An undo is
// asked for and approved; a reload mid-game comes back to the same seat.

import { expect, test, type Page } from "@playwright/test";
import { watchFrames } from "./frames";
import { DESKTOP, PHONE, createRoom, keyHintedMove, open } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

type Now = "my-turn" | "match-over" | "game-over" | "wait";

async function now(page: Page): Promise<Now> {
  return page.evaluate(() => {
    const d = document.querySelector("[role=dialog]");
    const name = d?.getAttribute("aria-label");
    if (name === "Match over") return "match-over";
    if (name === "Game over") return "game-over";
    if (name) return "wait";
    const hint = document.querySelector<HTMLButtonElement>('button[title="Hint (H)"]');
    return hint && !hint.disabled ? "my-turn" : "wait";
  });
}

/** Presses Tab until the focused element's accessible name matches. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const id = el.id;
      const byFor = id ? document.querySelector(`label[for="${id}"]`)?.textContent : null;
      return el.getAttribute("aria-label") ?? byFor ?? el.closest("label")?.textContent ?? el.textContent ?? "";
    });
    if (name.test(label.trim())) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** A tap-tap move on the touch screen: Hint, then a tap on the suggested pile. */
async function tapHintedMove(page: Page): Promise<{ label: string; source: string; hand: number }> {
  await page.getByRole("button", { name: "Hint", exact: true }).tap();
  const target = page.getByRole("button", { name: /suggested/ });
  const label = (await target.getAttribute("aria-label")) ?? "";
  const source = (await page.locator("button.src.held").getAttribute("data-source")) ?? "";
  const hand = await page.getByRole("group", { name: /^Your hand/ }).getByRole("button").count();
  await target.tap();
  await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
  return { label, source, hand };
}

/** Tap-tap: a hand card (not the last) that some centre pile takes, if any; true when played. */
async function playHandCardToCentre(page: Page): Promise<boolean> {
  const cards = page.getByRole("group", { name: /^Your hand/ }).getByRole("button");
  const n = await cards.count();
  if (n < 2) return false;
  for (let i = 0; i < n; i++) {
    await cards.nth(i).tap();
    const lit = page.getByRole("button", { name: /^Centre pile.*you can play here/ });
    if ((await lit.count()) > 0) {
      await lit.first().tap();
      await expect(page.getByRole("group", { name: /^Your hand/ }).getByRole("button")).toHaveCount(n - 1);
      return true;
    }
    await cards.nth(i).tap(); // put it down again
  }
  return false;
}

test("two browsers through an invite link, one by keyboard only", async ({ browser }, info) => {
  // About 100 s on an idle machine; a loaded one needs more to finish.
  test.setTimeout(300_000);
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const desk = await browser.newContext({ viewport: DESKTOP });
  const ann = await phone.newPage();
  const bob = await desk.newPage();
  const annFrames = watchFrames(ann);
  const bobFrames = watchFrames(bob);

  await open(ann, server.url);
  await createRoom(ann, { name: "Ann", friends: 1, payoff: 5, target: 1 });
  const invite = ann.getByRole("textbox", { name: "Invite link" });
  await expect(invite).toHaveValue(/\?room=/);
  const link = await invite.inputValue();
  // The room code is on one line, not broken at a hyphen.
  const code = ann.getByRole("region", { name: "Invite" }).locator(".code");
  const lineHeight = await code.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.5);
  expect((await code.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  await ann.screenshot({ path: info.outputPath("invite-phone.png") });

  // Bob: the link, then only the keyboard.
  await open(bob, link);
  await expect(bob.getByRole("heading", { name: "You are invited" })).toBeVisible();
  // The invited page is about the invite: no second form with its code, no
  // room of one's own to set up, but the way to the whole lobby.
  await expect(bob.getByText("More options")).toHaveCount(0);
  await expect(bob.getByRole("form", { name: "Join by code" })).toHaveCount(0);
  await expect(bob.getByRole("link", { name: "Start a game of your own instead" })).toHaveAttribute("href", "/");
  await tabTo(bob, /^Your name/);
  await bob.keyboard.type("Bob");
  await tabTo(bob, /^Join the game$/);
  await bob.keyboard.press("Enter");
  await expect(bob.getByRole("region", { name: "You" })).toBeVisible();
  await expect(ann.getByRole("region", { name: "Invite" })).toHaveCount(0);
  await expect(ann.getByRole("region", { name: /^Bob/ })).toBeVisible();

  let annMoves = 0;
  let bobMoves = 0;
  let undone = false;
  let reloaded = false;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const [a, b] = [await now(ann), await now(bob)];
    if (a === "match-over" && b === "match-over") break;
    if (a === "game-over" || b === "game-over") {
      // A drawn game: the next one, by tap and by key.
      if (a === "game-over") await ann.getByRole("button", { name: "Next game" }).tap();
      if (b === "game-over") await bob.keyboard.press("Enter");
      continue;
    }
    if (a === "my-turn") {
      if (!undone && (await playHandCardToCentre(ann))) {
        // A hand card to the centre that leaves cards in the hand reveals
        // nothing: it can be taken back, when every other person approves.
        // Ann takes it back; Bob approves with the keyboard (the dialog has focus).
        await ann.getByRole("button", { name: "Undo", exact: true }).tap();
        const ask = bob.getByRole("dialog", { name: "Undo request" });
        await expect(ask).toBeVisible();
        await bob.screenshot({ path: info.outputPath("undo-request-desktop.png") });
        await bob.keyboard.press("Enter");
        await expect(ask).toHaveCount(0);
        await expect(ann.getByRole("complementary", { name: "Move log", includeHidden: true })).toContainText("You took back", { useInnerText: false });
        undone = true;
        continue;
      }
      await tapHintedMove(ann);
      annMoves++;
      if (annMoves === 4) await ann.screenshot({ path: info.outputPath("midgame-phone.png") });
    } else if (b === "my-turn") {
      if (!reloaded && bobMoves >= 2) {
        // A reload mid-game comes back to the same seat and the same cards.
        const hand = await bob.getByRole("group", { name: /^Your hand/ }).getByRole("button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
        await bob.reload();
        await expect(bob.getByRole("region", { name: "You" })).toBeVisible();
        const again = await bob.getByRole("group", { name: /^Your hand/ }).getByRole("button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
        expect(again).toEqual(hand);
        await expect(ann.getByRole("complementary", { name: "Move log", includeHidden: true })).toContainText("Bob is back", { useInnerText: false });
        reloaded = true;
        continue;
      }
      await keyHintedMove(bob);
      bobMoves++;
      if (bobMoves === 3) await bob.screenshot({ path: info.outputPath("midgame-desktop-keyboard.png") });
    } else {
      await ann.waitForTimeout(100);
    }
  }
  await expect(ann.getByRole("dialog", { name: "Match over" })).toBeVisible();
  await expect(bob.getByRole("dialog", { name: "Match over" })).toBeVisible();
  await bob.screenshot({ path: info.outputPath("match-over-desktop-keyboard.png") });
  expect(annMoves + bobMoves).toBeGreaterThan(3);
  expect(reloaded).toBe(true);
  expect(undone).toBe(true);
  // Nothing hidden reached either page; each only ever saw its own seat.
  expect(annFrames.problems).toEqual([]);
  expect(bobFrames.problems).toEqual([]);
  expect([...annFrames.seats]).toEqual([0]);
  expect([...bobFrames.seats]).toEqual([1]);
  await phone.close();
  await desk.close();
});
