// End-to-end tests (`npm run test:e2e [files]`): @playwright/test driving Debian's Chromium against
// the built app on `wrangler dev`, a fresh local database and the local identity provider, all
// started by e2e/global-setup.ts. One worker: the stack and its database are shared, the machine
// (and CI) has two cores. Other ports (E2E_APP_PORT, E2E_IDP_PORT) let two checkouts run side by side.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.ts";

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8797);

export default defineConfig({
  testDir: "e2e/tests",
  testMatch: "*.test.ts",
  globalSetup: "./e2e/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Whole flows (sign-ups, generations, the Slack bot) run longer than Playwright's 30 s default.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: "e2e/.artifacts/test-results",
  reporter: [["list"], ["html", { outputFolder: "e2e/.artifacts/report", open: "never" }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
