// What this Worker was built with, as wrangler.toml declares it. Workers cannot read their own
// compatibility date at runtime, so it is written here once; test/node/deployment-facts.test.ts
// fails when wrangler.toml and this file disagree.

export const WORKER_NAME = "charterly";
export const COMPATIBILITY_DATE = "2026-11-01";
export const COMPATIBILITY_FLAGS = ["nodejs_compat"];
/** The [triggers] crons of wrangler.toml (local and production). */
export const CRON_TRIGGERS = ["*/5 * * * *", "0 6 * * *"];
