// Which databases `npm start`, `npm run db:migrate:local` and `npm run deploy` migrate
// (scripts/lib/migrate-databases.ts): every D1 binding of the environment, DB first. Plain Node.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { databaseBindings } from "../../scripts/lib/migrate-databases.ts";

describe("databaseBindings", () => {
  it("local runs migrate DB and the second company database that wrangler.toml declares", () => {
    assert.deepEqual(databaseBindings(readFileSync("wrangler.toml", "utf8")), ["DB", "COMPANY_DB_2"]);
  });

  it("reads an environment's own databases, in number order, and nothing of the top level", () => {
    const toml = [
      "[[d1_databases]]",
      'binding = "DB"',
      "[[env.production.d1_databases]]",
      'binding = "COMPANY_DB_3"',
      "[[env.production.r2_buckets]]",
      'binding = "FILES"',
      "[[env.production.d1_databases]]",
      'binding = "DB"',
      "[[env.production.d1_databases]]",
      'binding = "COMPANY_DB_2"',
    ].join("\n");
    assert.deepEqual(databaseBindings(toml, "production"), ["DB", "COMPANY_DB_2", "COMPANY_DB_3"]);
    assert.throws(() => databaseBindings('[[d1_databases]]\nbinding = "COMPANY_DB_2"'), /declares no DB/);
  });
});
