import { defineConfig } from "@playwright/test";

// Debian's Chromium (apt-get install chromium); browsers are never
// downloaded. Each test file starts its own server on 127.0.0.1.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 150_000,
  expect: { timeout: 15_000 },
  workers: 1,
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
