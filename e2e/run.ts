// End-to-end tests: real Chromium against the built app on `wrangler dev` with a fresh local
// database, signing in through the local identity provider. `npm run test:e2e`.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { LOCAL_SLACK_SERVICE_TOKEN, startLocalStack } from "../scripts/lib/local-stack.ts";
import { ensureChromium } from "./support/chromium.ts";

// Other ports (E2E_APP_PORT, E2E_IDP_PORT) let two checkouts run their suites side by side.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8797);
const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 8798);
const persistTo = ".wrangler/e2e-state";

ensureChromium();
rmSync(persistTo, { recursive: true, force: true });
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
let code = 1;
try {
  const files = process.argv.slice(2);
  code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--test",
        "--test-concurrency=1",
        ...(files.length ? files : ["e2e/tests/*.test.ts"]),
      ],
      {
        stdio: "inherit",
        env: {
          ...process.env,
          E2E_APP_URL: stack.appUrl,
          ...(stack.salesforceUrl ? { E2E_FAKE_SALESFORCE_URL: stack.salesforceUrl } : {}),
          // The Slack bot's test reads what the Worker posted to the fake Slack, and starts the bot.
          ...(stack.slackUrl ? { E2E_FAKE_SLACK_URL: stack.slackUrl } : {}),
          E2E_SLACK_SERVICE_TOKEN: LOCAL_SLACK_SERVICE_TOKEN,
        },
      },
    );
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await stack.stop();
}
process.exit(code);
