// What a player meets around the game itself: their own win shown until
// they go on, a status line that moves on, the phone's log pop-up, Leave
// that asks and keeps the seat, the same seat in two tabs, dialogs that
// hold the focus.

import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESKTOP, PHONE, clickHintedMove, createRoom, gameNumber, handPlaces, open, waitForTurn, watchFlights } from "./play";
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

const status = (page: Page) => page.locator("p.status");

test("the player's own win stays on screen until Next game, while the next game goes on", async ({ page }) => {
  // Games of one pay-off card until the player wins one: on a loaded machine that may take a while.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  // One pay-off card each: every game is short, and the player wins some.
  await createRoom(page, { name: "Ann", payoff: 1, target: 40, level: "easy" });
  let ownWins = 0;
  for (let step = 0; step < 400 && ownWins < 1; step++) {
    const now = await waitForTurn(page);
    if (now === "match-over") break;
    if (now === "game-over") {
      const dialog = page.getByRole("dialog", { name: "Game over" });
      const game = await gameNumber(page);
      if (/You win the game/.test((await dialog.textContent()) ?? "")) {
        ownWins++;
        // The next game is dealt and the computer may move in it: the
        // win stays, and the header still names the game that was won.
        await page.waitForTimeout(1500);
        await expect(dialog).toContainText("You win the game");
        await expect(status(page)).toContainText("You win the game");
        expect(await gameNumber(page)).toBe(game);
      }
      await dialog.getByRole("button", { name: "Next game" }).click();
      // The next game: in play, or its end if it ended too before the
      // player went on (a computer out on its first move), shown in turn.
      await expect.poll(() => gameNumber(page)).toBe(game + 1);
      await expect(page.getByRole("complementary", { name: "Move log" })).toContainText(`Game ${game + 1} is dealt.`);
      continue;
    }
    await clickHintedMove(page);
  }
  expect(ownWins).toBeGreaterThan(0);
});

test("a notice gives way to the turn, and Undo is off with nothing to take back", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Bo", payoff: 10, target: 1, level: "easy" });
  expect(await waitForTurn(page)).toBe("my-turn");
  const undo = page.getByRole("button", { name: "Undo" });
  await expect(undo).toBeDisabled();
  // A reload at the start of the turn does not turn it on.
  await page.reload();
  expect(await waitForTurn(page)).toBe("my-turn");
  await expect(undo).toBeDisabled();
  // Moves until one can be taken back (one that revealed no card).
  const playUntilUndoable = async () => {
    for (let i = 0; i < 40; i++) {
      expect(await waitForTurn(page)).toBe("my-turn");
      if (await undo.isEnabled()) return;
      await clickHintedMove(page);
    }
    throw new Error("no move could be taken back");
  };
  await playUntilUndoable();
  await undo.click();
  await expect(status(page)).toContainText(/You took back .+ from .+ to /);
  // It says its piece, then the turn shows again.
  await expect(status(page)).toContainText("Your turn", { timeout: 10_000 });
  // Another undo, then a move: the move ends the notice at once.
  await playUntilUndoable();
  await undo.click();
  await expect(status(page)).toContainText("You took back");
  await clickHintedMove(page);
  await expect(status(page)).not.toContainText("You took back", { timeout: 1000 });
});

test("your row keeps its place: a card picked up lights piles without moving them, a smaller hand keeps its places", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Fay", payoff: 10, target: 1, level: "easy" });
  const side1 = page.getByRole("button", { name: /^Your side pile 1/ });
  // The hand's cards (an emptied place has none) and its places.
  const handCard = (n: number) => page.locator("button.hand-card").nth(n - 1);
  const place = (n: number) => page.locator("[data-testid=my-hand] > .slot").nth(n - 1);
  const x = async (l: Locator) => (await l.boundingBox())!.x;
  for (let i = 0; i < 60; i++) {
    expect(await waitForTurn(page)).toBe("my-turn");
    const handBefore = await page.locator("button.hand-card").count();
    const before = { side: await x(side1), place1: await x(place(1)), card2: await x(handCard(2)) };
    await handCard(1).click();
    await expect(page.getByRole("button", { name: /you can play here/ }).first()).toBeVisible();
    expect(await x(side1)).toBe(before.side);
    expect(await x(handCard(2))).toBe(before.card2);
    await page.keyboard.press("Escape");
    // A hint that plays a hand card to a centre pile: the hand shrinks and the turn goes on.
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const target = page.getByRole("button", { name: /suggested/ });
    await expect(target).toBeVisible();
    const fromHand = (await page.locator("button.hand-card.held").count()) === 1;
    const toCentre = /^Centre pile/.test((await target.getAttribute("aria-label")) ?? "");
    await target.click();
    await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
    if (fromHand && toCentre && handBefore === 5) {
      await expect(page.locator("button.hand-card")).toHaveCount(4);
      expect(await x(place(1))).toBe(before.place1);
      await expect(page.locator("[data-testid=my-hand] .slot")).toHaveCount(5);
      return;
    }
  }
  throw new Error("no hand card went to a centre pile");
});

test("after a draw the cards kept stay in their places and keys, the drawn ones in the places left empty", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Gus", payoff: 10, target: 1, level: "easy" });
  let checked = 0;
  for (let i = 0; i < 80 && checked < 3; i++) {
    if ((await waitForTurn(page)) !== "my-turn") break;
    // Play the hinted moves until the turn ends (a discard). The hand as
    // the discard left it is the hand before it without the card picked
    // up (read before the move: the page may show the next draw before a
    // look at the hand in between).
    const before = await handPlaces(page);
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const target = page.getByRole("button", { name: /suggested/ });
    const label = (await target.getAttribute("aria-label")) ?? "";
    const picked = await page.locator("button.hand-card").evaluateAll((els) =>
      els.filter((e) => /picked up/.test(e.getAttribute("aria-label") ?? "")).map((e) => Number(e.getAttribute("data-place"))),
    );
    await target.click();
    await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
    if (!/^Your side pile/.test(label) || picked.length !== 1) continue;
    // A card held twice (two decks) is one card on screen: which of the
    // two left is not seen, so such a discard is not checked.
    if (before.filter((card) => card === before[picked[0]]).length > 1) continue;
    const left = before.map((card, place) => (place === picked[0] ? null : card));
    if ((await waitForTurn(page)) !== "my-turn") continue;
    const now = await handPlaces(page);
    left.forEach((card, place) => {
      if (card !== null) expect(now[place], `place ${place + 1} after the draw (${JSON.stringify({ left, now })})`).toBe(card);
    });
    // The cards drawn are the ones in the places left empty, marked, and each key is its place's.
    const drawn = await page.locator("button.hand-card.drawn").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-place"))));
    expect(drawn.sort()).toEqual(left.flatMap((c, place) => (c === null && now[place] !== null ? [place] : [])));
    for (const [place, card] of now.entries()) {
      if (card !== null) await expect(page.getByRole("button", { name: new RegExp(`^Hand card ${place + 1}: .*\\(key ${place + 1}\\)`) })).toHaveCount(1);
    }
    checked++;
  }
  expect(checked, "turns that began with a draw into empty places").toBeGreaterThan(0);
});

test("your own moves slide to their pile as the computer's do", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("spite.speed", "slow"));
  const flights = await watchFlights(page);
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Hal", payoff: 10, target: 1, level: "easy" });
  for (let i = 0; i < 60; i++) {
    expect(await waitForTurn(page)).toBe("my-turn");
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const target = page.getByRole("button", { name: /suggested/ });
    await expect(target).toBeVisible();
    // A move to a centre pile keeps the turn: a card that slides now is this one.
    const toCentre = /^Centre pile/.test((await target.getAttribute("aria-label")) ?? "");
    const before = (await flights()).length;
    await target.click();
    if (toCentre) {
      // The card took off (noted by the page), and landed.
      await expect.poll(async () => (await flights()).length).toBeGreaterThan(before);
      await expect(page.locator(".flying")).toHaveCount(0);
      return;
    }
  }
  throw new Error("no move to a centre pile");
});

test("drawn cards fly from the stock, yours face up to their places, and are marked new; the computer's as a back", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("spite.speed", "slow"));
  const flights = await watchFlights(page);
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Ida", payoff: 10, target: 1, level: "easy" });
  const facesFromStock = async () => (await flights()).filter((f) => f.startsWith("face from stock")).length;
  for (let i = 0; i < 60; i++) {
    expect(await waitForTurn(page)).toBe("my-turn");
    if (!/^Your side pile/.test(await clickHintedMove(page))) continue;
    // The turn ended with a discard: at your next turn you draw, face up
    // from the stock (noted by the page as the cards took off).
    const faces = await facesFromStock();
    await expect.poll(facesFromStock, { timeout: 60_000 }).toBeGreaterThan(faces);
    await expect(page.locator(".flying")).toHaveCount(0);
    expect(await waitForTurn(page)).toBe("my-turn");
    await expect(page.locator("button.hand-card.drawn .card").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /just drawn/ }).first()).toBeVisible();
    // The computer's draws fly as a back, showing nothing (it draws from
    // its second turn on: a turn or two more may be needed).
    if ((await flights()).includes("back from stock: ")) return;
  }
  throw new Error("no turn ended with a discard followed by a draw of the computer's");
});

test("on a phone the language is chosen in Help, which speaks of taps", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, server.url);
  await createRoom(page, { name: "Gus", payoff: 5, target: 1, level: "easy" });
  await expect(page.locator(".bar").getByTestId("language")).toBeHidden();
  await page.getByRole("button", { name: "Help", exact: true }).click();
  const help = page.getByRole("dialog", { name: "Help" });
  await expect(help.getByTestId("touch-help")).toBeVisible();
  await expect(help).not.toContainText("Ctrl");
  await help.getByTestId("language").selectOption("bg");
  await expect(page.getByRole("dialog", { name: "Помощ" })).toContainText("докоснете");
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
});

test("computers are numbered among the computers, as the terminal and the window number them", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Gu", players: 3, payoff: 5, target: 1, level: "easy" });
  // Seats 2 and 3 are the first and the second computer, in the seat labels and the score header.
  await expect(page.getByRole("region", { name: /^Computer 1 \(easy\)/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Computer 2 \(easy\)/ })).toBeVisible();
  await expect(page.locator(".bar .score")).toHaveAttribute("aria-label", /You 0 · Computer 1 \(easy\) 0 · Computer 2 \(easy\) 0/);
  // And in the log and the status line, once both have played.
  const log = page.getByRole("complementary", { name: "Move log" });
  const bothPlayed = async () => {
    const text = (await log.textContent()) ?? "";
    return /Computer 1 \(easy\) (played|discarded)/.test(text) && /Computer 2 \(easy\) (played|discarded)/.test(text);
  };
  // Either may move first: play until each has moved.
  for (let i = 0; i < 60 && !(await bothPlayed()); i++) {
    if ((await waitForTurn(page)) !== "my-turn") break;
    await clickHintedMove(page);
  }
  await expect(log).toContainText(/Computer 1 \(easy\) (played|discarded)/);
  await expect(log).toContainText(/Computer 2 \(easy\) (played|discarded)/);
  await expect(page.locator("body")).not.toContainText("Computer 3");
  await page.screenshot({ path: info.outputPath("computers-numbered-en.png") });
  await page.getByTestId("language").selectOption("bg");
  await expect(page.getByRole("region", { name: /^Компютър 2 \(лесен\)/ })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Компютър 3");
  await page.screenshot({ path: info.outputPath("computers-numbered-bg.png") });
});

test("on a phone the move log opens and closes: its button, Esc, a tap outside", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, server.url);
  await createRoom(page, { name: "Cy", payoff: 5, target: 1, level: "easy" });
  const log = page.getByRole("complementary", { name: "Move log" });
  const toggle = page.getByRole("button", { name: "Log", exact: true });
  await expect(log).toBeHidden();
  await toggle.click();
  await expect(log).toBeVisible();
  await log.getByRole("button", { name: "Close the move log" }).click();
  await expect(log).toBeHidden();
  await toggle.click();
  await expect(log).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(log).toBeHidden();
  await toggle.click();
  await expect(log).toBeVisible();
  await page.mouse.click(3, 600);
  await expect(log).toBeHidden();
});

test("on a phone the others' moves slide behind the open move log, not over its lines", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem("spite.speed", "slow"));
  await open(page, server.url);
  await createRoom(page, { name: "Ed", payoff: 5, target: 1, level: "easy" });
  await page.getByRole("button", { name: "Log", exact: true }).click();
  const log = page.getByRole("complementary", { name: "Move log" });
  await expect(log).toBeVisible();
  // Each sliding card's stacking order beside the pop-up's, while it flies.
  await page.evaluate(() => {
    const w = window as unknown as { flights: [number, number][] };
    w.flights = [];
    new MutationObserver((changes) => {
      for (const c of changes)
        for (const n of c.addedNodes)
          if (n instanceof HTMLElement && n.classList.contains("flying")) {
            const logZ = Number(getComputedStyle(document.querySelector("#move-log")!).zIndex);
            w.flights.push([Number(getComputedStyle(n).zIndex), logZ]);
          }
    }).observe(document.body, { childList: true });
  });
  // The log stays open while the computer plays (Hint and moves are under it: played by keys).
  for (let i = 0; i < 30; i++) {
    const flights = await page.evaluate(() => (window as unknown as { flights: [number, number][] }).flights);
    if (flights.length > 0) break;
    if ((await waitForTurn(page)) !== "my-turn") break;
    await page.keyboard.press("h");
    const label = (await page.getByRole("button", { name: /suggested/ }).getAttribute("aria-label")) ?? "";
    await page.keyboard.press(/\(key (\w)\)/.exec(label)![1].toLowerCase());
  }
  await expect(log).toBeVisible();
  const flights = await page.evaluate(() => (window as unknown as { flights: [number, number][] }).flights);
  expect(flights.length).toBeGreaterThan(0);
  for (const [card, pop] of flights) expect(card).toBeLessThan(pop);
});

test("Leave asks first and keeps the seat: the room's link comes back to it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Di", payoff: 5, target: 1, level: "easy" });
  const url = page.url();
  expect(await waitForTurn(page)).toBe("my-turn");
  await clickHintedMove(page);
  const log = page.getByRole("complementary", { name: "Move log" });
  await expect(log).toContainText(/You (played|discarded)/);
  // A reload keeps the log.
  await page.reload();
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
  await expect(log).toContainText(/You (played|discarded)/);
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Leave the table?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await ask.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page.getByRole("heading", { name: "New game" })).toBeVisible();
  const code = new URL(url).searchParams.get("room")!;
  await expect(page.getByRole("button", { name: `Back to room ${code}` })).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join the game" })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(log).toContainText(/You (played|discarded)/);
});

test("the same seat in a second tab asks before it takes the seat, and the tabs do not fight", async ({ page, context }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Ed", payoff: 5, target: 1, level: "easy" });
  const url = page.url();
  const sockets = (p: Page) => {
    const n = { count: 0 };
    p.on("websocket", () => n.count++);
    return n;
  };
  const first = sockets(page);
  const second = await context.newPage();
  await second.setViewportSize(DESKTOP);
  const secondSockets = sockets(second);
  await second.goto(url);
  const asks = second.getByRole("dialog", { name: "Open in another tab" });
  await expect(asks).toBeVisible();
  expect(secondSockets.count).toBe(0);
  await page.waitForTimeout(1000);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Taken over here: the first tab says so and stays still.
  await asks.getByRole("button", { name: "Play here" }).click();
  await expect(second.getByRole("region", { name: "You" })).toBeVisible();
  await expect(page.getByTestId("taken-elsewhere")).toBeVisible();
  // The first tab is still: nothing to pick up, no hint, no undo, and it says where the game is.
  expect(await waitForTurn(second)).toBe("my-turn");
  await expect(status(page)).toHaveText("Playing in another tab.");
  await expect(page.getByRole("button", { name: "Hint", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: /^Hand card 1:/ }).click();
  await expect(page.getByRole("button", { name: /you can play here/ })).toHaveCount(0);
  await expect(status(page)).toHaveText("Playing in another tab.");
  // The tab that took the seat over at the start of its turn has nothing to take back.
  await expect(second.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  const before = first.count;
  await page.waitForTimeout(3000);
  expect(first.count).toBe(before);
  expect(secondSockets.count).toBe(1);
  await expect(second.getByRole("alert")).toHaveCount(0);

  // And back, once, when the player asks.
  await page.getByTestId("taken-elsewhere").getByRole("button", { name: "Play here" }).click();
  await expect(page.getByTestId("taken-elsewhere")).toHaveCount(0);
  await expect(second.getByTestId("taken-elsewhere")).toBeVisible();
  await page.waitForTimeout(2000);
  expect(first.count).toBe(before + 1);
  expect(secondSockets.count).toBe(1);
  await second.close();
});

test("dialogs take the focus, keep Tab inside and give it back", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await createRoom(page, { name: "Fa", payoff: 5, target: 1, level: "easy" });
  // After the lobby's start button the focus is on the table, not lost on the page.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Table");
  const help = page.getByRole("button", { name: "Help", exact: true });
  await help.click();
  const dialog = page.getByRole("dialog", { name: "Help" });
  await expect(dialog).toBeVisible();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
  expect(await inside()).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(help).toBeFocused();
});
