// Your hand keeps its places within a turn, a card held twice (two decks)
// too: the first deal of the test server's seed gives you two 3♦.

import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, handPlaces, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Click, click: the hand card at `place` (from 1) to centre pile 1. */
async function toCentre(page: Page, place: number) {
  await page.getByRole("button", { name: new RegExp(`^Hand card ${place}:`) }).click();
  await page.getByRole("button", { name: /^Centre pile 1.*you can play here/ }).click();
  await expect(page.getByRole("button", { name: new RegExp(`^Hand card ${place}:`) })).toHaveCount(0);
}

test("of a card held twice, the one played leaves its place and the other stays; an undo puts it back in its own place", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, server.url);
  await page.getByRole("button", { name: "Play now" }).click();
  expect(await waitForTurn(page)).toBe("my-turn");
  expect(await handPlaces(page)).toEqual(["ace of hearts", "3 of hearts", "3 of diamonds", "3 of diamonds", "king of diamonds"]);
  await toCentre(page, 1); // the ace
  await toCentre(page, 5); // the king, as the 2
  // The first of the two 3♦: the second stays in place 4.
  await toCentre(page, 3);
  expect(await handPlaces(page)).toEqual([null, "3 of hearts", null, "3 of diamonds", null]);
  await expect(page.getByRole("complementary", { name: "Move log" })).toContainText("You played 3♦ from hand card 3 to centre pile 1.");
  // Taken back, it goes to the place it left, not the first one empty.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("You took back 3♦ from hand card 3 to centre pile 1.");
  expect(await handPlaces(page)).toEqual([null, "3 of hearts", "3 of diamonds", "3 of diamonds", null]);
});
