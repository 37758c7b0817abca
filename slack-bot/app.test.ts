import assert from "node:assert/strict";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { SLACK_ACTIONS } from "@charterly/domain/contract";
import type { Logger } from "@slack/bolt";
import type { FakeSlackCall } from "../test/node/fake-slack-server";
import { startFakeSlackServer } from "../test/node/fake-slack-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { APOLOGY, FEEDBACK_THANKS, pointerTo } from "./messages";
import { startFakeCharterly } from "./test-support/fake-charterly";
import { postToBot, sendButtonClick, sendEvent, sendSlashCommand } from "./test-support/slack-requests";

// The whole bot in one process: Bolt's HTTP receiver on a free port, signed requests as Slack sends
// them, the local fake Slack Web API, and a stand-in for the Worker's service routes.

const SIGNING_SECRET = "bot-test-signing-secret";
const SERVICE_TOKEN = "bot-test-service-token-0123456789";
const TEAM = "T0TEAMA";
const NORTHWIND = { channelId: "C0NORTH", botToken: "xoxb-northwind-bot", companyName: "Northwind" };
const PERDOC = { channelId: "C0PERDOC", botToken: "xoxb-perdoc-bot", companyName: "Perdoc" };
const SOLO = { channelId: "C0SOLO", botToken: "xoxb-solo-bot", companyName: "Solo" };

let slack: Awaited<ReturnType<typeof startFakeSlackServer>>;
let charterly: Awaited<ReturnType<typeof startFakeCharterly>>;
let app: ReturnType<typeof createApp>;
let botUrl: string;
const logs: string[] = [];

const captureLogs = {
  debug: () => {},
  info: (...m: unknown[]) => logs.push(m.join(" ")),
  warn: (...m: unknown[]) => logs.push(m.join(" ")),
  error: (...m: unknown[]) => logs.push(m.join(" ")),
  setLevel: () => {},
  getLevel: () => "info",
  setName: () => {},
} as unknown as Logger;

before(async () => {
  slack = await startFakeSlackServer({ users: { U0ELI: "eli@northwind.test" } });
  charterly = await startFakeCharterly({
    serviceToken: SERVICE_TOKEN,
    companies: [
      { teamId: TEAM, botUserId: "U0FAKEBOT", enabled: true, ...NORTHWIND },
      { teamId: TEAM, botUserId: "U0FAKEBOT", enabled: true, ...PERDOC },
      { teamId: "T0SOLO", botUserId: "U0FAKEBOT", enabled: true, ...SOLO },
      {
        teamId: "T0OFF",
        botUserId: "U0FAKEBOT",
        enabled: false,
        channelId: "C0OFF",
        botToken: "xoxb-off-bot",
        companyName: "Off Ltd",
      },
    ],
  });
  const config = loadConfig({
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_SERVICE_TOKEN: SERVICE_TOKEN,
    CHARTERLY_API_URL: charterly.url,
    SLACK_API_URL: slack.url,
    CHARTERLY_API_TIMEOUT_MS: "500",
    PORT: "0",
  });
  app = createApp(config, { logger: captureLogs });
  const server = (await app.start(0)) as Server;
  botUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
});
after(async () => {
  await app.stop();
  await Promise.all([slack.close(), charterly.close()]);
});

async function slackCalls(filter: { token?: string; method?: string }): Promise<FakeSlackCall[]> {
  const query = new URLSearchParams(filter as Record<string, string>);
  return (await fetch(`${slack.url}/__calls?${query}`)).json() as Promise<FakeSlackCall[]>;
}

/** Waits until Slack has received what `ready` looks for (the bot answers after acknowledging). */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (ready(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`gave up waiting for ${what}`);
}
const logged = (text: string) =>
  eventually(
    async () => logs.join("\n"),
    (all) => all.includes(text),
    text,
  );

const mention = (channel: string, text: string, ts: string) => ({
  type: "app_mention",
  user: "U0ELI",
  text: `<@U0FAKEBOT> ${text}`,
  ts,
  channel,
  event_ts: ts,
});

describe("the Slack bot over HTTP", () => {
  it("answers a signed mention in the company's channel once, in a thread, even when Slack retries", async () => {
    const event = mention(NORTHWIND.channelId, "Can I work from home?", "1700000000.000100");
    const first = await sendEvent(botUrl, SIGNING_SECRET, TEAM, "Ev0MENTION1", event);
    assert.equal(first.status, 200);
    const [posted] = await eventually(
      () => slackCalls({ token: NORTHWIND.botToken, method: "chat.postMessage" }),
      (calls) => calls.length > 0,
      "the answer",
    );
    assert.equal(posted?.body.channel, NORTHWIND.channelId);
    assert.equal(posted?.threadTs, "1700000000.000100");
    assert.match(JSON.stringify(posted?.blocks), /Northwind Remote Work Policy/);
    assert.match(JSON.stringify(posted?.blocks), /v3 · in force since 2 Mar 2026/);
    const ask = charterly.calls.find((call) => call.route === "ask");
    assert.equal(ask?.body.email, "eli@northwind.test");

    const retry = await sendEvent(botUrl, SIGNING_SECRET, TEAM, "Ev0MENTION1", event, { retryNum: 1 });
    assert.equal(retry.status, 200);
    await logged("Ev0MENTION1 seen already");
    assert.equal((await slackCalls({ token: NORTHWIND.botToken, method: "chat.postMessage" })).length, 1);
  });

  it("refuses a request with a bad signature, or an old one, and does nothing", async () => {
    const asked = charterly.calls.length;
    const body = JSON.stringify({ type: "event_callback", team_id: TEAM, event_id: "Ev0FORGED", event: {} });
    const forged = await postToBot(botUrl, body, "application/json", {
      signingSecret: SIGNING_SECRET,
      signature: "v0=0000000000000000000000000000000000000000000000000000000000000000",
    });
    assert.equal(forged.status, 401);
    const wrongSecret = await postToBot(botUrl, body, "application/json", {
      signingSecret: "not-the-secret",
    });
    assert.equal(wrongSecret.status, 401);
    const replayed = await postToBot(botUrl, body, "application/json", {
      signingSecret: SIGNING_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 60 * 60,
    });
    assert.equal(replayed.status, 401);
    assert.equal(charterly.calls.length, asked);
  });

  it("answers each company of a workspace from its own channel, with its own token", async () => {
    await sendEvent(
      botUrl,
      SIGNING_SECRET,
      TEAM,
      "Ev0PERDOC1",
      mention(PERDOC.channelId, "Travel rules?", "1700000000.000200"),
    );
    const [posted] = await eventually(
      () => slackCalls({ token: PERDOC.botToken, method: "chat.postMessage" }),
      (calls) => calls.length > 0,
      "Perdoc's answer",
    );
    assert.equal(posted?.body.channel, PERDOC.channelId);
    assert.match(JSON.stringify(posted?.blocks), /Perdoc Remote Work Policy/);
    assert.doesNotMatch(JSON.stringify(posted?.blocks), /Northwind/);
  });

  it("points to the company's channel from another channel of a one-company workspace", async () => {
    await sendEvent(
      botUrl,
      SIGNING_SECRET,
      "T0SOLO",
      "Ev0ELSEWHERE",
      mention("C0RANDOM", "Travel rules?", "1700000000.000300"),
    );
    const [pointer] = await eventually(
      () => slackCalls({ token: SOLO.botToken, method: "chat.postMessage" }),
      (calls) => calls.length > 0,
      "the pointer",
    );
    assert.deepEqual(
      [pointer?.body.channel, pointer?.body.text, pointer?.threadTs],
      ["C0RANDOM", pointerTo(SOLO.channelId), "1700000000.000300"],
    );
    assert.equal(
      charterly.calls.filter((call) => call.route === "ask" && call.body.channelId === "C0RANDOM").length,
      0,
    );
  });

  it("answers nothing in a channel no company of a shared workspace uses", async () => {
    logs.length = 0;
    await sendEvent(
      botUrl,
      SIGNING_SECRET,
      TEAM,
      "Ev0NOBODY",
      mention("C0RANDOM", "Travel rules?", "1700000000.000350"),
    );
    await logged("Authorization of incoming event did not succeed");
    for (const token of [NORTHWIND.botToken, PERDOC.botToken])
      assert.equal((await slackCalls({ token })).filter((c) => c.body.channel === "C0RANDOM").length, 0);
  });

  it("answers nothing for a company that turned Slack off", async () => {
    logs.length = 0;
    await sendEvent(
      botUrl,
      SIGNING_SECRET,
      "T0OFF",
      "Ev0OFF1",
      mention("C0OFF", "Anyone?", "1700000000.000400"),
    );
    await logged("Authorization of incoming event did not succeed");
    assert.equal((await slackCalls({ token: "xoxb-off-bot" })).length, 0);
  });

  it("apologises in the thread when the Worker is down or too slow", async () => {
    charterly.setMode("slow");
    await sendEvent(
      botUrl,
      SIGNING_SECRET,
      TEAM,
      "Ev0SLOW1",
      mention(NORTHWIND.channelId, "Anyone home?", "1700000000.000500"),
    );
    const apology = await eventually(
      () => slackCalls({ token: NORTHWIND.botToken, method: "chat.postMessage" }),
      (calls) => calls.some((c) => c.threadTs === "1700000000.000500"),
      "the apology",
    );
    assert.equal(apology.find((c) => c.threadTs === "1700000000.000500")?.body.text, APOLOGY);
    charterly.setMode("ok");
  });

  it("waits out Slack's rate limit and still answers", async () => {
    await fetch(`${slack.url}/__rate-limit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ method: "chat.postMessage", times: 1 }),
    });
    await sendEvent(
      botUrl,
      SIGNING_SECRET,
      TEAM,
      "Ev0LIMITED",
      mention(NORTHWIND.channelId, "Parking?", "1700000000.000600"),
    );
    const calls = await eventually(
      () => slackCalls({ token: NORTHWIND.botToken, method: "chat.postMessage" }),
      (all) => all.filter((c) => c.threadTs === "1700000000.000600").length === 2,
      "the retried answer",
    );
    assert.match(JSON.stringify(calls.at(-1)?.blocks), /Parking\?/);
  });

  it("records a 'Helpful' click and thanks the person privately", async () => {
    const res = await sendButtonClick(botUrl, SIGNING_SECRET, {
      teamId: TEAM,
      channelId: NORTHWIND.channelId,
      userId: "U0ELI",
      actionId: SLACK_ACTIONS.helpful,
      value: "42",
      messageTs: "1700000000.000101",
      threadTs: "1700000000.000100",
      responseUrl: `${slack.url}/__respond/click`,
    });
    assert.equal(res.status, 200);
    const [thanks] = await eventually(
      () => slackCalls({ token: NORTHWIND.botToken, method: "chat.postEphemeral" }),
      (calls) => calls.length > 0,
      "the thanks",
    );
    assert.deepEqual(
      [thanks?.body.user, thanks?.body.text, thanks?.threadTs],
      ["U0ELI", FEEDBACK_THANKS, "1700000000.000100"],
    );
    const feedback = charterly.calls.find((call) => call.route === "feedback");
    assert.deepEqual([feedback?.body.messageId, feedback?.body.helpful], [42, true]);
  });

  it("lists what is left to acknowledge on `/charterly ack`, through the command's response_url", async () => {
    const res = await sendSlashCommand(botUrl, SIGNING_SECRET, {
      teamId: TEAM,
      channelId: NORTHWIND.channelId,
      userId: "U0ELI",
      text: "ack",
      responseUrl: `${slack.url}/__respond/command`,
    });
    assert.equal(res.status, 200);
    const [answer] = await eventually(
      () => slackCalls({ method: "response_url" }),
      (calls) => calls.some((c) => JSON.stringify(c.blocks ?? []).includes("Remote Work Policy")),
      "the 'To read' list",
    );
    assert.equal(answer?.body.response_type, "ephemeral");
    assert.match(JSON.stringify(answer?.blocks), new RegExp(SLACK_ACTIONS.acknowledge));
  });
});
