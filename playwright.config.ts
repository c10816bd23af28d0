import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./test/e2e/chromium";

/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) against the
 * built site served by `vite preview`. Playwright never downloads a browser of its own.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "test/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node_modules/.bin/vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
