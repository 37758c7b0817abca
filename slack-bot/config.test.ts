import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { loadConfig } from "./config";

const env = {
  SLACK_SIGNING_SECRET: "8f742231b10e8888abcd99yyyzzz85a5",
  SLACK_SERVICE_TOKEN: "local-slack-service-token-0123456789",
  CHARTERLY_API_URL: "https://charterly.example.com/",
};

describe("the bot's configuration", () => {
  it("reads the required variables and fills in the defaults", () => {
    assert.deepEqual(loadConfig(env), {
      ...env,
      CHARTERLY_API_URL: "https://charterly.example.com",
      PORT: 3000,
      CHARTERLY_API_TIMEOUT_MS: 10_000,
      LOG_LEVEL: "info",
    });
  });

  it("takes the port, Slack's API base (with the trailing slash the client wants) and Socket Mode's token", () => {
    const config = loadConfig({
      ...env,
      PORT: "8823",
      SLACK_API_URL: "http://127.0.0.1:9999",
      SLACK_APP_TOKEN: "xapp-1-A0-123-abc",
    });
    assert.equal(config.PORT, 8823);
    assert.equal(config.SLACK_API_URL, "http://127.0.0.1:9999/");
    assert.equal(config.SLACK_APP_TOKEN, "xapp-1-A0-123-abc");
  });

  it("names every missing or malformed variable at once, treating empty ones as missing", () => {
    assert.throws(
      () =>
        loadConfig({ SLACK_SIGNING_SECRET: "", SLACK_SERVICE_TOKEN: "short", CHARTERLY_API_URL: "ftp://x" }),
      (error: Error) => {
        assert.match(error.message, /SLACK_SIGNING_SECRET: Set SLACK_SIGNING_SECRET/);
        assert.match(error.message, /SLACK_SERVICE_TOKEN: .*at least 32 characters/);
        assert.match(error.message, /CHARTERLY_API_URL: .*http/);
        return true;
      },
    );
  });

  it("refuses a port that is not one and an app token that is not xapp-", () => {
    assert.throws(() => loadConfig({ ...env, PORT: "eighty" }), /PORT/);
    assert.throws(() => loadConfig({ ...env, PORT: "70000" }), /PORT must be at most 65535/);
    assert.throws(() => loadConfig({ ...env, SLACK_APP_TOKEN: "xoxb-123" }), /xapp-/);
  });
});
