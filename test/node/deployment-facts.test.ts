// Plain Node (node --test): reads wrangler.toml, which a Worker cannot, and checks that what the
// Deployment tab reports about the Worker is what wrangler deploys.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  COMPATIBILITY_DATE,
  COMPATIBILITY_FLAGS,
  CRON_TRIGGERS,
  WORKER_NAME,
} from "../../worker/deployment-facts.ts";

const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
const value = (pattern: RegExp) => {
  const match = toml.match(pattern);
  assert.ok(match, `wrangler.toml has no match for ${pattern}`);
  return match[1]!;
};
const list = (raw: string) => [...raw.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

test("the Deployment tab's compatibility settings and crons are wrangler.toml's", () => {
  assert.equal(value(/^name = "([^"]+)"/m), WORKER_NAME);
  assert.equal(value(/^compatibility_date = "([^"]+)"/m), COMPATIBILITY_DATE);
  assert.deepEqual(list(value(/^compatibility_flags = \[([^\]]*)\]/m)), COMPATIBILITY_FLAGS);
  const crons = [...toml.matchAll(/^crons = \[([^\]]*)\]/gm)].map((m) => list(m[1]!));
  assert.ok(crons.length >= 2, "local and production [triggers]");
  for (const declared of crons) assert.deepEqual(declared, CRON_TRIGGERS);
});
