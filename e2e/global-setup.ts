// Before the end-to-end tests (playwright.config.ts): the local stack (build, a fresh local D1 with
// the seed, the local identity provider, wrangler dev, the fake Slack and Salesforce), then every
// seeded account signed in once through the real sign-in form, its storage state kept for the
// `as(email)` fixture. Returns the teardown that stops the stack.
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { LOCAL_SLACK_SERVICE_TOKEN, startLocalStack } from "../scripts/lib/local-stack.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from "./support/chromium.ts";
import { SEEDED_EMAILS, signInThroughForm, storageStatePath } from "./support/sign-in.ts";

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8797);
const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 8798);
const persistTo = ".wrangler/e2e-state";

export default async function globalSetup() {
  ensureChromium();
  rmSync(persistTo, { recursive: true, force: true });
  rmSync("e2e/.artifacts/auth", { recursive: true, force: true });
  const stack = await startLocalStack({
    persistTo,
    appPort: APP_PORT,
    idpPort: IDP_PORT,
    build: process.env.E2E_SKIP_BUILD !== "1",
    quiet: true,
    fakeSlack: true,
    // The CRM tests point the Salesforce configuration's login URL at a local fake (never the real
    // one), which the Worker accepts because the stack names it as SALESFORCE_TEST_URL.
    fakeSalesforce: true,
  });
  // Read by the tests (the workers start after global setup, with this environment).
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_PERSIST_TO = persistTo;
  if (stack.salesforceUrl) process.env.E2E_FAKE_SALESFORCE_URL = stack.salesforceUrl;
  // The Slack bot's test reads what the Worker posted to the fake Slack, and starts the bot.
  if (stack.slackUrl) process.env.E2E_FAKE_SLACK_URL = stack.slackUrl;
  process.env.E2E_SLACK_SERVICE_TOKEN = LOCAL_SLACK_SERVICE_TOKEN;

  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const email of SEEDED_EMAILS) {
        const context = await browser.newContext({ baseURL: stack.appUrl });
        await signInThroughForm(await context.newPage(), email);
        await context.storageState({ path: storageStatePath(email) });
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return async () => {
    await stack.stop();
  };
}
