import { type ChildProcess, spawn } from "node:child_process";
import {
  type AcknowledgementStatusDto,
  formatDayMonthYear,
  SLACK_ACTIONS,
  slackNoticeActionValue,
} from "@charterly/domain/contract";
import {
  postToBot,
  sendButtonClick,
  sendEvent,
  sendSlashCommand,
} from "../../slack-bot/test-support/slack-requests.ts";
import type { FakeSlackCall } from "../../test/node/fake-slack-server.ts";
import { APP_URL } from "../support/app.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { runSql } from "../support/local-database.ts";
import { storedSession } from "../support/sign-in.ts";

// The Slack bot end to end: the Worker on `wrangler dev` (its /api/slack/* service routes, its
// 'New policy in force' notices), the bot as `npm run slack-bot` runs it, and the local fake Slack
// Web API the stack started. Slack's side is played by signed requests to the bot's endpoint.
//
// Two companies share one Slack workspace (T0SHAREDWS), each with its own bot token and channel:
// Northwind Enterprise (seeded, Enterprise) and Perdoc Partners (made Enterprise here, put back after).

const FAKE_SLACK = process.env.E2E_FAKE_SLACK_URL ?? "";
const SERVICE_TOKEN = process.env.E2E_SLACK_SERVICE_TOKEN ?? "";
const BOT_PORT = Number(process.env.E2E_SLACK_BOT_PORT ?? 8823);
const BOT_URL = `http://127.0.0.1:${BOT_PORT}/slack/events`;
const SIGNING_SECRET = "e2e-slack-signing-secret";
const TEAM = "T0SHAREDWS";
const NORTHWIND = { token: "xoxb-T0SHAREDWS-northwind-bot-4f2a", channel: "C0NORTHWND1" };
const PERDOC = { token: "xoxb-T0SHAREDWS-perdoc-bot-9c1e", channel: "C0PERDOCCH1" };
const ELI = { slackId: "U0E2EELI", email: "user@enterprise.test" };
const PRIYA = { slackId: "U0E2EPRIYA", email: "user@perdoc.test" };
const BOT_USER = "U0FAKEBOT"; // the fake's auth.test user id, which the Worker hands the bot

const RUN = Date.now().toString(36).toUpperCase();
const TITLE = `Hot Desk Booking Policy ${RUN}`;
const POLICY = `${TITLE}

1. Booking a desk
Employees book a hot desk in the Deskbird app before nine in the morning. A booked desk is held until ten; after that the booking lapses.

2. Leaving the desk
The desk is cleared at the end of each day. Personal items go in the lockers on level 2.`;
const QUESTION = "How do I book a hot desk in the Deskbird app?";

// The companies' admins through the API, with the sessions global setup saved.
const northwindAdmin = storedSession("admin@enterprise.test");
const perdocAdmin = storedSession("admin@perdoc.test");
let documentId: number;
/** The version in force after the approval (an import is version 1; approving makes a new version). */
let version: number;
let bot: ChildProcess | undefined;
let botLog = "";

async function startBot() {
  botLog = "";
  const child = spawn(process.execPath, ["--import", "tsx", "slack-bot/main.ts"], {
    env: {
      ...process.env,
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_SERVICE_TOKEN: SERVICE_TOKEN,
      CHARTERLY_API_URL: APP_URL,
      SLACK_API_URL: FAKE_SLACK,
      PORT: String(BOT_PORT),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    botLog += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    botLog += chunk;
  });
  bot = child;
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${BOT_PORT}/health`).catch(() => null))?.ok === true,
    "the bot to listen",
  );
}

async function stopBot() {
  if (!bot || bot.exitCode !== null) return;
  const exited = new Promise((resolve) => bot?.once("exit", resolve));
  bot.kill("SIGTERM");
  await exited;
}

/** Polls until `ready` (the bot answers Slack after acknowledging the request). */
async function waitFor(ready: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}\n--- bot log ---\n${botLog}`);
}

async function slackCalls(filter: { token?: string; method?: string }): Promise<FakeSlackCall[]> {
  const res = await fetch(`${FAKE_SLACK}/__calls?${new URLSearchParams(filter)}`);
  return (await res.json()) as FakeSlackCall[];
}

/** The bot's messages in a thread of a company's channel. */
async function threadReplies(company: { token: string; channel: string }, threadTs: string) {
  return (await slackCalls({ token: company.token, method: "chat.postMessage" })).filter(
    (call) => call.body.channel === company.channel && call.threadTs === threadTs,
  );
}

const mention = (channel: string, user: string, text: string, ts: string) => ({
  type: "app_mention",
  user,
  text: `<@${BOT_USER}> ${text}`,
  ts,
  channel,
  event_ts: ts,
});

async function configureSlack(admin: Pick<SignedIn, "api">, company: { token: string; channel: string }) {
  const res = await admin.api("PUT", "/api/admin/company-settings", {
    slackBotToken: company.token,
    slackChannelId: company.channel,
    slackEnabled: true,
    aiAssistantEnabled: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  expectPresent(FAKE_SLACK, "E2E_FAKE_SLACK_URL is set by e2e/global-setup.ts (the stack's fake Slack)");
  expectPresent(SERVICE_TOKEN, "E2E_SLACK_SERVICE_TOKEN is set by e2e/global-setup.ts");
  await fetch(`${FAKE_SLACK}/__users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ [ELI.slackId]: ELI.email, [PRIYA.slackId]: PRIYA.email }),
  });
  runSql("UPDATE companies SET tier = 'enterprise' WHERE id = 10003");
  await configureSlack(northwindAdmin, NORTHWIND);
  await configureSlack(perdocAdmin, PERDOC);

  // Northwind's policy, imported and approved (in force): the Worker announces it in Slack.
  const form = new FormData();
  form.set("file", new Blob([POLICY], { type: "text/plain" }), "hot-desk-booking.txt");
  const imported = await northwindAdmin.api("POST", "/api/documents/import", form);
  expect(imported.status, await imported.clone().text()).toBe(200);
  documentId = ((await imported.json()) as { documentId: number }).documentId;
  const approved = await northwindAdmin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  expect(approved.status, await approved.clone().text()).toBe(200);
  version = ((await approved.json()) as { version: number }).version;

  await startBot();
});

test.afterAll(async () => {
  await stopBot();
  await northwindAdmin.api("DELETE", `/api/documents/${documentId}`);
  await northwindAdmin.api("PUT", "/api/admin/company-settings", { slackEnabled: false });
  await perdocAdmin.api("PUT", "/api/admin/company-settings", { slackEnabled: false });
  runSql("UPDATE companies SET tier = 'per_document' WHERE id = 10003");
});

test.describe("the Slack bot against the Worker", () => {
  test("answers a mention in the company's channel once, in its thread, citing the policy with version and date", async () => {
    const ts = "1764000000.000100";
    const event = mention(NORTHWIND.channel, ELI.slackId, QUESTION, ts);
    const first = await sendEvent(BOT_URL, SIGNING_SECRET, TEAM, `Ev0${RUN}A`, event);
    expect(first.status).toBe(200);
    await waitFor(async () => (await threadReplies(NORTHWIND, ts)).length > 0, "the answer in the thread");
    const [answer] = await threadReplies(NORTHWIND, ts);
    const blocks = JSON.stringify(answer?.blocks ?? []);
    expect(blocks, "the answer comes from the policy").toMatch(/Deskbird/);
    expect(blocks.includes(TITLE), "its source is named").toBeTruthy();
    expect(blocks.includes(`documents?highlight=${documentId}`), "and linked in the library").toBeTruthy();
    const inForce = formatDayMonthYear(new Date().toISOString());
    expect(
      blocks.includes(`v${version} · in force since ${inForce}`),
      `version and date in ${blocks}`,
    ).toBeTruthy();
    expect(blocks.includes(SLACK_ACTIONS.helpful)).toBeTruthy();

    // Slack delivers the same event again: the bot remembers it.
    const retried = await sendEvent(BOT_URL, SIGNING_SECRET, TEAM, `Ev0${RUN}A`, event, { retryNum: 1 });
    expect(retried.status).toBe(200);
    await waitFor(async () => botLog.includes(`Ev0${RUN}A seen already`), "the retry to be ignored");
    // A restarted bot (no memory) gets it once more: the Worker's claim on the event id answers `duplicate`.
    await stopBot();
    await startBot();
    await sendEvent(BOT_URL, SIGNING_SECRET, TEAM, `Ev0${RUN}A`, event, { retryNum: 2 });
    await waitFor(
      async () => botLog.includes(`Event Ev0${RUN}A was already answered`),
      "the Worker's duplicate",
    );
    expect((await threadReplies(NORTHWIND, ts)).length, "still one reply").toBe(1);

    // 'Helpful' under the answer: recorded by the Worker, thanked privately in the thread.
    const helpful = (answer?.blocks ?? [])
      .flatMap((block) => (block.elements as Array<Record<string, unknown>> | undefined) ?? [])
      .find((element) => element.action_id === SLACK_ACTIONS.helpful);
    expectPresent(helpful, "the answer has a 'Helpful' button");
    const clicked = await sendButtonClick(BOT_URL, SIGNING_SECRET, {
      teamId: TEAM,
      channelId: NORTHWIND.channel,
      userId: ELI.slackId,
      actionId: SLACK_ACTIONS.helpful,
      value: String(helpful.value),
      messageTs: "1764000000.000101",
      threadTs: ts,
      responseUrl: `${FAKE_SLACK}/__respond/helpful-${RUN}`,
    });
    expect(clicked.status).toBe(200);
    await waitFor(
      async () =>
        (await slackCalls({ token: NORTHWIND.token, method: "chat.postEphemeral" })).some(
          (call) =>
            call.body.user === ELI.slackId &&
            call.threadTs === ts &&
            call.body.text === "Thanks for the feedback.",
        ),
      "the thanks for the feedback",
    );
  });

  test("refuses a request with a bad signature", async () => {
    const body = JSON.stringify({ type: "event_callback", team_id: TEAM, event_id: `Ev0${RUN}X`, event: {} });
    const forged = await postToBot(BOT_URL, body, "application/json", {
      signingSecret: "someone-elses-secret",
    });
    expect(forged.status).toBe(401);
  });

  test("never answers from one company's documents in another company's channel", async () => {
    const ts = "1764000000.000200";
    await sendEvent(
      BOT_URL,
      SIGNING_SECRET,
      TEAM,
      `Ev0${RUN}B`,
      mention(PERDOC.channel, PRIYA.slackId, QUESTION, ts),
    );
    await waitFor(async () => (await threadReplies(PERDOC, ts)).length > 0, "Perdoc's answer");
    const [answer] = await threadReplies(PERDOC, ts);
    const blocks = JSON.stringify(answer?.blocks ?? []);
    expect(
      !blocks.includes(TITLE),
      `Northwind's policy is not cited in Perdoc's channel: ${blocks}`,
    ).toBeTruthy();
    expect(!blocks.includes(`highlight=${documentId}`)).toBeTruthy();
    expect(blocks).not.toMatch(/Deskbird/);
    // Perdoc's channel gets Perdoc's bot, never Northwind's.
    expect((await threadReplies(NORTHWIND, ts)).length).toBe(0);
  });

  test("answers nothing for a company that turned Slack off", async () => {
    const off = await perdocAdmin.api("PUT", "/api/admin/company-settings", { slackEnabled: false });
    expect(off.status, await off.clone().text()).toBe(200);
    const ts = "1764000000.000300";
    await sendEvent(
      BOT_URL,
      SIGNING_SECRET,
      TEAM,
      `Ev0${RUN}C`,
      mention(PERDOC.channel, PRIYA.slackId, QUESTION, ts),
    );
    // Either Bolt's authorize is refused (no installation) or, from the bot's short cache, the ask is.
    await waitFor(
      async () =>
        botLog.includes(`Charterly refused event Ev0${RUN}C`) ||
        botLog.includes("Authorization of incoming event did not succeed"),
      "the bot to give up on the event",
    );
    expect((await threadReplies(PERDOC, ts)).length).toBe(0);
  });

  test("answers a direct message in its thread (the workspace's one company with Slack on)", async () => {
    const ts = "1764000000.000350";
    await sendEvent(BOT_URL, SIGNING_SECRET, TEAM, `Ev0${RUN}D`, {
      type: "message",
      channel_type: "im",
      channel: "D0E2EELI01",
      user: ELI.slackId,
      text: QUESTION,
      ts,
      event_ts: ts,
    });
    const replies = async () =>
      (await slackCalls({ token: NORTHWIND.token, method: "chat.postMessage" })).filter(
        (call) => call.body.channel === "D0E2EELI01" && call.threadTs === ts,
      );
    await waitFor(async () => (await replies()).length > 0, "the answer to the direct message");
    expect(JSON.stringify((await replies())[0]?.blocks).includes(TITLE)).toBeTruthy();
  });

  test("posts a notice when a policy comes into force, and an 'I have read this' click shows in the web app", async ({
    as,
  }) => {
    await waitFor(
      async () =>
        (await slackCalls({ token: NORTHWIND.token, method: "chat.postMessage" })).some((call) =>
          JSON.stringify(call.blocks ?? []).includes(TITLE),
        ),
      "the 'New policy in force' notice",
    );
    const notice = (await slackCalls({ token: NORTHWIND.token, method: "chat.postMessage" })).find((call) =>
      JSON.stringify(call.blocks ?? []).includes(TITLE),
    );
    expect(notice?.body.channel).toBe(NORTHWIND.channel);
    expect(JSON.stringify(notice?.blocks)).toMatch(/New policy in force/);
    const button = (notice?.blocks ?? [])
      .flatMap((block) => (block.elements as Array<Record<string, unknown>> | undefined) ?? [])
      .find((element) => element.action_id === SLACK_ACTIONS.acknowledge);
    expectPresent(button, "the notice has an 'I have read this' button");
    expect(slackNoticeActionValue.parse(JSON.parse(String(button.value)))).toEqual({ documentId, version });

    const clicked = await sendButtonClick(BOT_URL, SIGNING_SECRET, {
      teamId: TEAM,
      channelId: NORTHWIND.channel,
      userId: ELI.slackId,
      actionId: SLACK_ACTIONS.acknowledge,
      value: String(button.value),
      messageTs: "1764000000.000400",
      responseUrl: `${FAKE_SLACK}/__respond/ack-${RUN}`,
    });
    expect(clicked.status).toBe(200);
    await waitFor(
      async () =>
        (await slackCalls({ token: NORTHWIND.token, method: "chat.postEphemeral" })).some(
          (call) =>
            call.body.user === ELI.slackId &&
            String(call.body.text).includes(`acknowledgement of version ${version} is recorded`),
        ),
      "the private confirmation",
    );

    // The admin's 'Who has read it' (its API): Eli acknowledged the version in force, from Slack.
    const status = await northwindAdmin.api("GET", `/api/documents/${documentId}/acknowledgements`);
    expect(status.status, await status.clone().text()).toBe(200);
    const readers = (await status.json()) as AcknowledgementStatusDto;
    const eli = readers.acknowledged.find((person) => person.email === ELI.email);
    expectPresent(eli, `Eli is listed as having read it: ${JSON.stringify(readers)}`);
    expect(eli.channel).toBe("slack");
    expect(readers.version).toBe(version);
    // …and the same in the library's 'Who has read it' dialog.
    const { page } = await as("admin@enterprise.test");
    await page.goto(`/documents?search=${encodeURIComponent(`Hot Desk Booking Policy ${RUN}`)}`);
    const row = page
      .getByRole("table", { name: "Documents" })
      .locator("tbody > tr")
      .filter({ hasText: TITLE });
    await row.getByRole("button", { name: `Who has read it: ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: `Who has read it: ${TITLE}` });
    await expect(dialog.getByRole("list", { name: "Acknowledged" }).getByText("Eli User")).toBeVisible();

    // And `/charterly ack` no longer lists it for Eli.
    await sendSlashCommand(BOT_URL, SIGNING_SECRET, {
      teamId: TEAM,
      channelId: NORTHWIND.channel,
      userId: ELI.slackId,
      text: "ack",
      responseUrl: `${FAKE_SLACK}/__respond/list-${RUN}`,
    });
    const listed = async () =>
      (await slackCalls({ method: "response_url" })).find((c) => c.responsePath === `/__respond/list-${RUN}`);
    await waitFor(async () => (await listed()) !== undefined, "the 'To read' list");
    const list = await listed();
    expect(list?.body.response_type).toBe("ephemeral");
    expect(
      !JSON.stringify(list?.blocks).includes(TITLE),
      "the acknowledged policy is not listed",
    ).toBeTruthy();
  });
});
