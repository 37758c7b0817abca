// `npm test`: everything, in the order that fails fastest — type-check, lint, unit and
// integration tests in workerd with real D1, then end-to-end tests in Chromium.
import { run } from "./lib/processes.ts";

const steps: Array<[string, string, string[]]> = [
  ["Type-check", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["Type-check (scripts, identity provider, end-to-end tests)", "npx", ["tsc", "-p", "tsconfig.node.json"]],
  ["Lint and format check", "npx", ["biome", "check", "."]],
  // recheck over every pattern in worker/ and remix-app/ (decision 034).
  [
    "No regular expression backtracks catastrophically",
    "npx",
    ["tsx", "scripts/check-regular-expressions.ts"],
  ],
  ["Unit and integration tests (workerd + D1)", "npx", ["vitest", "run"]],
  [
    "The contract and the API document in plain Node",
    process.execPath,
    ["--import", "tsx", "--test", "test/node/*.test.ts"],
  ],
  ["The Slack bot in plain Node", process.execPath, ["--import", "tsx", "--test", "slack-bot/**/*.test.ts"]],
  ["End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]],
  ["The browser bundle holds no server code", "npx", ["tsx", "scripts/check-client-bundle.ts"]],
  ["No page loads zod with the page", "npx", ["tsx", "scripts/check-pages-without-zod.ts"]],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n✖ ${title} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
