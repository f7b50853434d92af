// axe-core (the exact version in package.json) on the lobby and the table,
// at a desktop's and a phone's size: no violations. And how the pages are
// served: compressed, hashed assets cached, no public source map.

import { expect, test } from "@playwright/test";
import { violations } from "./axe";
import { DESKTOP, PHONE, createRoom, moreOptions, open, waitForTurn } from "./play";
import { TestServer } from "./server";

let server: TestServer;
test.beforeAll(async () => {
  server = await TestServer.start();
});
test.afterAll(async () => {
  await server?.stop();
});

for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`axe finds nothing on the lobby and the table (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, server.url);
    await expect(page.getByRole("heading", { name: "New game" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // A page opened from an invite (its room need not exist to be drawn).
    await open(page, `${server.url}/?room=ABCD-EFGH-JKLM`);
    await expect(page.getByRole("heading", { name: "You are invited" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await open(page, server.url);
    await moreOptions(page);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("radio", { name: /with friends/ }).check();
    expect(await violations(page)).toEqual([]);
    await page.getByRole("radio", { name: /against the computer/ }).check();
    await createRoom(page, { name: "Ida", payoff: 5, target: 1, level: "easy" });
    expect(await waitForTurn(page)).toBe("my-turn");
    expect(await violations(page)).toEqual([]);
    // A card held: its piles are lit and marked.
    await page.getByRole("button", { name: /^Hand card 1:/ }).click();
    await expect(page.getByRole("button", { name: /you can play here/ }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // A hint shown.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await expect(page.getByRole("button", { name: /suggested/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Esc puts the hint away, its words too.
    await expect(page.locator("p.status")).toContainText("Hint:");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /suggested/ })).toHaveCount(0);
    await expect(page.locator("p.status")).not.toContainText("Hint:");
    await page.getByRole("button", { name: "Help", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Help" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test("the page is served compressed, its hashed files cached, with no source map", async ({ request }) => {
  const page = await request.get(`${server.url}/`, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const html = await page.text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const path of scripts) {
    const r = await request.get(`${server.url}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(r.status(), path).toBe(200);
    expect(r.headers()["content-encoding"], path).toBe("br");
    expect(r.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    const gz = await request.get(`${server.url}${path}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"], path).toBe("gzip");
    const text = await r.text();
    expect(text, path).not.toContain("sourceMappingURL");
    // Whatever encoding is asked for: ServeDir, asked for identity, once answered FILE.js for FILE.js.map.
    for (const enc of ["identity", "gzip, identity", ""]) {
      const map = await request.get(`${server.url}${path}.map`, { headers: { "Accept-Encoding": enc } });
      expect(map.status(), `${path}.map (${enc})`).toBe(404);
    }
  }
});
