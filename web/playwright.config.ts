import { defineConfig } from "@playwright/test";

// Debian's Chromium (apt-get install chromium); browsers are never
// downloaded. Each test file starts its own server on 127.0.0.1 (a port the
// OS picks), and its tests run in order on it, so what one test leaves on
// the server (a leaderboard, a room) is the same every run; six files run
// at once. Files whose tests share nothing (each makes its own room, and
// every room is dealt from the server's fixed seed) say so
// (`test.describe.configure({ mode: "parallel" })`): their tests are spread
// over the workers, each worker with a server of its own. Most of a test's time is spent waiting (on the computer's turn,
// on the other browser), so six workers keep two cores busy where fewer
// left them half idle (eight made each test slower: docs/testing.md).
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 150_000,
  expect: { timeout: 15_000 },
  workers: 6,
  retries: 0,
  reporter: [["list"]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-gpu",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
