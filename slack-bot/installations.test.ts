import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { authorizeWith, createInstallationCache, INSTALLATION_TTL_MS, installationOf } from "./installations";
import { createRecentEvents } from "./recent-events";
import { installation, refused } from "./test-support/fakes";

function counting(answer: () => unknown) {
  const asked: Array<{ teamId: string; channelId?: string }> = [];
  return {
    asked,
    api: {
      authorize: async (request: { teamId: string; channelId?: string }) => {
        asked.push(request);
        const value = answer();
        if (value instanceof Error) throw value;
        return value as typeof installation;
      },
    },
  };
}

describe("the installations (Bolt's authorize)", () => {
  it("asks the Worker once per workspace and conversation within five minutes, then again", async () => {
    let now = 0;
    const { api, asked } = counting(() => installation);
    const cache = createInstallationCache({ api, now: () => now });
    await cache.get("T1", "C1");
    await cache.get("T1", "C1");
    await cache.get("T1", "D1");
    assert.deepEqual(asked, [
      { teamId: "T1", channelId: "C1" },
      { teamId: "T1", channelId: "D1" },
    ]);
    now += INSTALLATION_TTL_MS + 1;
    await cache.get("T1", "C1");
    assert.equal(asked.length, 3);
  });

  it("does not remember a refusal: Slack turned on answers the next message", async () => {
    let enabled = false;
    const { api } = counting(() => (enabled ? installation : refused(403, "Slack is off.")));
    const cache = createInstallationCache({ api });
    await assert.rejects(cache.get("T1", "C1"), /Slack is off/);
    enabled = true;
    assert.equal((await cache.get("T1", "C1")).botToken, installation.botToken);
  });

  it("forgets the least recently used beyond its size", async () => {
    const { api, asked } = counting(() => installation);
    const cache = createInstallationCache({ api, maxEntries: 2 });
    await cache.get("T1", "C1");
    await cache.get("T2", "C2");
    await cache.get("T1", "C1");
    await cache.get("T3", "C3");
    await cache.get("T1", "C1");
    await cache.get("T2", "C2");
    assert.deepEqual(
      asked.map((r) => r.teamId),
      ["T1", "T2", "T3", "T2"],
    );
  });

  it("gives Bolt the bot token and the bot's user id, and the installation to the listeners", async () => {
    const { api } = counting(() => installation);
    const authorize = authorizeWith(createInstallationCache({ api }));
    const result = await authorize({
      teamId: "T0TEAM1",
      conversationId: "C0POLICIES",
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    assert.equal(result.botToken, installation.botToken);
    assert.equal(result.botUserId, installation.botUserId);
    assert.deepEqual(installationOf(result), installation);
  });
});

describe("recent events", () => {
  it("claims an event id once within the window", () => {
    let now = 0;
    const events = createRecentEvents({ ttlMs: 1_000, max: 2, now: () => now });
    assert.equal(events.claim("Ev1"), true);
    assert.equal(events.claim("Ev1"), false);
    now = 1_001;
    assert.equal(events.claim("Ev1"), true);
    events.claim("Ev2");
    events.claim("Ev3");
    // Ev1 was pushed out by the size limit.
    assert.equal(events.claim("Ev1"), true);
    assert.equal(events.claim("Ev3"), false);
  });
});
