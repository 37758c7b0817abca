// `npm start` with CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN set: the Worker runs locally with
// the account's Workers AI and a Vectorize index as remote bindings (scripts/lib/local-stack.ts),
// read here by wrangler's own configuration reader. Plain Node; no account is called.
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import { type Unstable_Config, unstable_readConfig } from "wrangler";
import {
  LOCAL_VECTORIZE_INDEX,
  remoteAiFromEnvironment,
  writeConfigWithRemoteAi,
} from "../../scripts/lib/local-stack.ts";

describe("npm start with a Cloudflare account", () => {
  after(() => rmSync("wrangler.remote-ai.test.toml", { force: true }));

  it("binds Workers AI and Vectorize remotely only when both variables are set", () => {
    assert.equal(remoteAiFromEnvironment({}), false);
    assert.equal(remoteAiFromEnvironment({ CLOUDFLARE_ACCOUNT_ID: "abc" }), false);
    assert.equal(remoteAiFromEnvironment({ CLOUDFLARE_ACCOUNT_ID: "abc", CLOUDFLARE_API_TOKEN: " " }), false);
    assert.equal(remoteAiFromEnvironment({ CLOUDFLARE_ACCOUNT_ID: "abc", CLOUDFLARE_API_TOKEN: "t" }), true);
  });

  it("wrangler reads AI and the local index as remote bindings, and D1 and R2 as local ones", () => {
    // Beside wrangler.toml, as npm start writes it, so that main and the migrations resolve.
    const path = writeConfigWithRemoteAi(
      readFileSync("wrangler.toml", "utf8"),
      LOCAL_VECTORIZE_INDEX,
      "wrangler.remote-ai.test.toml",
    );
    const config: Unstable_Config = unstable_readConfig({ config: path });
    assert.deepEqual([config.ai?.binding, config.ai?.remote], ["AI", true]);
    assert.deepEqual(
      config.vectorize.map((v) => [v.binding, v.index_name, v.remote]),
      [["VECTORIZE", LOCAL_VECTORIZE_INDEX, true]],
    );
    assert.ok(config.d1_databases.length > 0);
    assert.ok(config.d1_databases.every((d) => !d.remote));
    assert.ok(config.r2_buckets.every((b) => !b.remote));
    // Production's own bindings are untouched.
    const production: Unstable_Config = unstable_readConfig({ config: path, env: "production" });
    assert.equal(production.vectorize[0]?.index_name, "charterly-knowledge");
    assert.equal(production.ai?.remote, undefined);
  });
});
