import { defineConfig } from "@playwright/test";

// Debian's Chromium (apt-get install chromium); browsers are never
// downloaded. Each test file starts its own server on 127.0.0.1 (a port the
// OS picks), so two files run at once: the two-browser match alone takes
// about 100 s, and the others fill the second worker meanwhile.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 150_000,
  expect: { timeout: 15_000 },
  workers: 2,
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
