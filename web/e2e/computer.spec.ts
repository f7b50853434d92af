// A person plays a whole match (one short game: 5 pay-off cards, to 1 point) against the computer by
// clicking: drag and drop, click-click, hints, the log and the end screens.

import { expect, test } from "@playwright/test";
import { watchFrames } from "./frames";
import { DESKTOP, PHONE, clickHintedMove, createRoom, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

test("a whole game against the computer, by clicking", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  const frames = watchFrames(page);
  await open(page, server.url);
  await expect(page.getByRole("heading", { name: "New game" })).toBeVisible();
  await page.screenshot({ path: info.outputPath("lobby-desktop.png") });
  await createRoom(page, { name: "Ann", payoff: 5, target: 1, level: "easy" });

  let moves = 0;
  let dragged = false;
  let clickedTwice = false;
  for (let step = 0; step < 300; step++) {
    const now = await waitForTurn(page);
    if (now !== "my-turn") break;
    if (!dragged) {
      // The first move by drag and drop: press on the hinted card, drop it on its pile.
      // The hint comes from the server (a `hint` frame answers the button)
      // and is shown in words, its card picked up and its pile marked.
      const asked = frames.texts.length;
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("Hint:");
      const answer = frames.texts
        .slice(asked)
        .map((t) => JSON.parse(t))
        .find((m) => m.type === "hint");
      expect(answer?.move).toMatch(/^(h\d|p|s\d) (c|s)\d$/);
      // The English sentence for logs: "Hint: h2 c1 (5H) - <the plan>: <why>."
      // The page words the plan itself, from the move on (the move is told
      // once), as spite-table's words do: its why is the server's.
      const message: string = answer.message;
      const reason = message.slice(message.indexOf(" - ") + 3).replace(/\.$/, "");
      const why = reason.slice(reason.lastIndexOf(": ") + 1).trim();
      await expect(page.getByRole("status")).toContainText(new RegExp(why.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));
      const [, to] = answer.move.split(" ");
      const pile = to.startsWith("c") ? `Centre pile ${to.slice(1)}` : `Your side pile ${to.slice(1)}`;
      await expect(page.getByRole("button", { name: /suggested/ })).toHaveAttribute("aria-label", new RegExp(`^${pile}\\b`));
      const target = page.getByRole("button", { name: /suggested/ });
      const source = page.locator("button.src.held");
      await page.screenshot({ path: info.outputPath("hint-desktop.png") });
      await source.dragTo(target);
      await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
      dragged = true;
    } else if (!clickedTwice) {
      // Click, click: a hand card lights its legal piles, then one of them takes it.
      // Hand cards keep their places, so the first place may be empty now.
      let place = 0;
      for (let n = 1; n <= 5 && place === 0; n++) {
        if ((await page.getByRole("button", { name: new RegExp(`^Hand card ${n}:`) }).count()) > 0) place = n;
      }
      await page.getByRole("button", { name: new RegExp(`^Hand card ${place}:`) }).click();
      await expect(page.getByRole("button", { name: new RegExp(`^Hand card ${place}:.*picked up`) })).toBeVisible();
      const legal = page.getByRole("button", { name: /you can play here/ });
      expect(await legal.count()).toBeGreaterThan(0);
      await page.screenshot({ path: info.outputPath("legal-targets-desktop.png") });
      // A discard onto side pile 1 is always legal for a hand card.
      await page.getByRole("button", { name: /^Your side pile 1:.*you can play here/ }).click();
      clickedTwice = true;
    } else {
      await clickHintedMove(page);
    }
    moves++;
    if (moves === 6) await page.screenshot({ path: info.outputPath("midgame-desktop.png") });
  }
  // Both ways of moving a card were used before the game ended.
  expect(dragged).toBe(true);
  expect(clickedTwice).toBe(true);
  expect(moves).toBeGreaterThan(2);
  // The computer's moves are in the log, in words.
  // The one computer is "Computer", as the terminal and the window call it, not numbered by its seat.
  const log = page.getByRole("complementary", { name: "Move log" });
  await expect(log).toContainText(/Computer \(easy\) (played|discarded)/);
  await expect(log).not.toContainText("Computer 2");
  const over = page.getByRole("dialog", { name: "Match over" });
  await expect(over).toBeVisible();
  await expect(over).toContainText(/wins? the match/);
  await expect(over).toContainText(/Match seed \d+/);
  // A page come back to the finished room still says the seed.
  const seedLine = (await over.getByText(/Match seed \d+/).textContent()) ?? "";
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Match over" })).toContainText(seedLine);
  await page.screenshot({ path: info.outputPath("match-over-desktop.png") });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: info.outputPath("match-over-phone.png") });
  expect(frames.problems).toEqual([]);
  expect(frames.texts.length).toBeGreaterThan(5);
  // Play again: a new room with the same settings, at once.
  await expect(over.getByRole("button", { name: "New match" })).toBeVisible();
  const sent: string[] = [];
  page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
  const code = new URL(page.url()).searchParams.get("room");
  await over.getByRole("button", { name: "Play again" }).click();
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("room")).not.toBe(code);
  const again = JSON.parse(sent.find((s) => s.includes('"create"'))!);
  expect(again.rules).toMatchObject({ players: 2, payoff_size: 5, match_target: 1 });
  expect(again.seats).toEqual([{ kind: "person" }, { kind: "computer", level: "easy" }]);
  await expect(page.getByRole("button", { name: /^Your pay-off pile: 5 cards/ })).toBeVisible();
});

test("Play now starts a short game against the computer at once; friends are one click more", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const sent: string[] = [];
  page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
  await open(page, server.url);
  // The first control after the language: Play now, said in a line under it.
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("language")).toBeFocused();
  await page.keyboard.press("Tab");
  const play = page.getByRole("button", { name: "Play now" });
  await expect(play).toBeFocused();
  await expect(play).toHaveAccessibleDescription("Against the computer (easy): a pay-off pile of 10 cards, one game.");
  // The full form waits behind More options, its terms explained where they are chosen.
  await expect(page.getByRole("radio", { name: /against the computer/ })).toBeHidden();
  await page.getByText("More options").click();
  await expect(page.getByLabel("Pay-off pile")).toHaveAccessibleDescription(/the cards each player must get rid of/);
  await expect(page.getByLabel("Match to")).toHaveAccessibleDescription(/1 means a single game/);
  await play.click();
  await expect(page.getByRole("region", { name: "You" })).toBeVisible();
  const create = JSON.parse(sent.find((s) => s.includes('"create"'))!);
  expect(create.rules).toMatchObject({ players: 2, payoff_size: 10, match_target: 1 });
  expect(create.seats).toEqual([{ kind: "person" }, { kind: "computer", level: "easy" }]);
  await expect(page.getByRole("button", { name: /^Your pay-off pile: 10 cards/ })).toBeVisible();

  // With friends: one click more, from the lobby to the invite.
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await page.getByRole("dialog", { name: "Leave the table?" }).getByRole("button", { name: "Leave", exact: true }).click();
  await page.getByRole("button", { name: "Play with friends" }).click();
  await expect(page.getByRole("region", { name: "Invite" })).toBeVisible();
  const friends = JSON.parse(sent.filter((s) => s.includes('"create"')).at(-1)!);
  expect(friends.seats).toEqual([{ kind: "person" }, { kind: "person" }]);
  expect(friends.rules).toMatchObject({ payoff_size: 10, match_target: 1 });
});
