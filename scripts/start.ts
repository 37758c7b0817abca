// `npm start`: builds, applies migrations, seeds, and runs the Worker (http://localhost:8787)
// beside the local identity provider (http://localhost:8788), until Ctrl+C — with the scheduled
// work of production: each cron of wrangler.toml's [triggers] fires on its minute (decision 031).
import { startLocalStack } from "./lib/local-stack.ts";

const stack = await startLocalStack({ runCrons: true });
console.log(`\nCharterly is running at ${stack.appUrl}`);
console.log(
  "Sign in with a seeded account (password: charterly), e.g. admin@enterprise.test. See README.md.\n",
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
