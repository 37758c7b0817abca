import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";

// The app manifest people create the Slack app from must ask for what the bot uses.
const manifest = JSON.parse(readFileSync(new URL("./manifest.json", import.meta.url), "utf8"));

describe("slack-bot/manifest.json", () => {
  it("subscribes to mentions and direct messages, with interactivity and /charterly on the bot's endpoint", () => {
    assert.deepEqual(manifest.settings.event_subscriptions.bot_events, ["app_mention", "message.im"]);
    assert.equal(manifest.settings.interactivity.is_enabled, true);
    assert.deepEqual(
      manifest.features.slash_commands.map((c: { command: string }) => c.command),
      ["/charterly"],
    );
    const urls = [
      manifest.settings.event_subscriptions.request_url,
      manifest.settings.interactivity.request_url,
      manifest.features.slash_commands[0].url,
    ];
    for (const url of urls) assert.match(url, /^https:\/\/.+\/slack\/events$/);
  });

  it("asks for the scopes the bot and the Worker's notices use", () => {
    const scopes: string[] = manifest.oauth_config.scopes.bot;
    for (const scope of [
      "app_mentions:read",
      "chat:write",
      "im:history",
      "users:read",
      "users:read.email",
      "commands",
      "channels:read",
    ])
      assert.ok(scopes.includes(scope), scope);
  });
});
