import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { SLACK_ACTIONS } from "@charterly/domain/contract";
import { APOLOGY, ASK_SOMETHING, pointerTo } from "../../messages";
import {
  BOT_USER,
  CHANNEL,
  fakeApi,
  fakeBolt,
  listenerArgs,
  refused,
  reply,
  TEAM,
  unavailable,
} from "../../test-support/fakes";
import { questionText } from "./answer-question";
import { appMention } from "./app-mention";
import { directMessage } from "./direct-message";

type MentionArgs = Parameters<ReturnType<typeof appMention>>[0];
type MessageArgs = Parameters<ReturnType<typeof directMessage>>[0];

const answered = {
  status: "answered",
  question: reply({ id: 41, messageType: "user" }),
  reply: reply(),
  appUrl: "https://app.charterly.test",
};

const mention = (overrides: Record<string, unknown> = {}, eventId = "Ev001") => ({
  event: {
    type: "app_mention",
    user: "U0ASKER",
    text: `<@${BOT_USER}> How many days can I work from home?`,
    ts: "1700000000.000100",
    channel: CHANNEL,
    event_ts: "1700000000.000100",
    ...overrides,
  },
  body: { team_id: TEAM, event_id: eventId },
});

describe("app_mention", () => {
  it("answers a mention in the configured channel in a thread, with the contract's answer blocks", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt({ emails: { U0ASKER: "eli@northwind.test" } });
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));

    assert.deepEqual(calls, [
      {
        route: "ask",
        body: {
          teamId: TEAM,
          channelId: CHANNEL,
          channelType: "channel",
          slackUserId: "U0ASKER",
          email: "eli@northwind.test",
          eventId: "Ev001",
          question: "How many days can I work from home?",
        },
      },
    ]);
    const [posted] = bolt.calls("say");
    assert.equal(bolt.calls("say").length, 1);
    assert.equal(posted?.thread_ts, "1700000000.000100");
    assert.equal(posted?.text, "Staff may work from home up to 3 days a week.");
    const blocks = posted?.blocks as Array<Record<string, unknown>>;
    assert.match(JSON.stringify(blocks), /Remote Work Policy/);
    assert.match(JSON.stringify(blocks), /v3 · in force since 2 Mar 2026/);
    assert.match(JSON.stringify(blocks), /documents\?highlight=7/);
    assert.match(JSON.stringify(blocks), new RegExp(SLACK_ACTIONS.helpful));
  });

  it("answers a mention inside a thread in that thread", async () => {
    const { deps } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    await appMention(deps)(
      listenerArgs<MentionArgs>(bolt, mention({ ts: "1700000000.000900", thread_ts: "1700000000.000100" })),
    );
    assert.equal(bolt.calls("say")[0]?.thread_ts, "1700000000.000100");
  });

  it("asks without an e-mail when Slack has none for the person", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    await appMention(deps)(listenerArgs<MentionArgs>(fakeBolt({ usersInfoFails: true }), mention()));
    assert.equal(calls[0]?.body.email, null);
  });

  it("points to the configured channel from any other channel, without asking", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention({ channel: "C0RANDOM" })));
    assert.equal(calls.length, 0);
    assert.deepEqual(bolt.calls("say"), [{ text: pointerTo(CHANNEL), thread_ts: "1700000000.000100" }]);
    assert.match(pointerTo(CHANNEL), /<#C0POLICIES>/);
  });

  it("ignores bots, this one included", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention({ bot_id: "B0OTHER" })));
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention({ subtype: "bot_message" }, "Ev002")));
    assert.equal(calls.length, 0);
    assert.equal(bolt.log.length, 0);
  });

  it("answers an event once when Slack delivers it again", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, { ...mention(), context: { retryNum: 1 } }));
    assert.equal(calls.length, 1);
    assert.equal(bolt.calls("say").length, 1);
  });

  it("posts nothing when the Worker already answered the event (another instance)", async () => {
    const { deps } = fakeApi({ ask: { status: "duplicate" } });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));
    assert.equal(bolt.calls("say").length, 0);
  });

  it("apologises in the thread when the Worker is down, slow or failing", async () => {
    const { deps } = fakeApi({ ask: unavailable() });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));
    assert.deepEqual(bolt.calls("say"), [{ text: APOLOGY, thread_ts: "1700000000.000100" }]);
  });

  it("stays silent when the Worker does not act for the workspace (Slack turned off)", async () => {
    const { deps } = fakeApi({ ask: refused(403, "Slack is not enabled for this workspace.") });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));
    assert.equal(bolt.calls("say").length, 0);
    assert.ok(bolt.logged.some((line) => line.startsWith("warn")));
  });

  it("tells the person what is wrong with the question itself", async () => {
    const { deps } = fakeApi({ ask: refused(400, "A question is at most 2000 characters.", "validation") });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));
    assert.equal(bolt.calls("say")[0]?.text, "A question is at most 2000 characters.");
  });

  it("tells a person who asked too often how long to wait", async () => {
    const message =
      "Too many questions to the assistant in a short time. Please wait a minute and try again.";
    const { deps } = fakeApi({ ask: refused(429, message, "rate_limited") });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention()));
    assert.equal(bolt.calls("say")[0]?.text, message);
  });

  it("asks for a question when the mention has none", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    await appMention(deps)(listenerArgs<MentionArgs>(bolt, mention({ text: `<@${BOT_USER}>  ` })));
    assert.equal(calls.length, 0);
    assert.equal(bolt.calls("say")[0]?.text, ASK_SOMETHING);
  });

  it("logs a failure instead of throwing it at Bolt", async () => {
    const { deps } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    const failingSay = async () => {
      throw new Error("An API error occurred: channel_not_found");
    };
    await appMention(deps)({ ...listenerArgs<MentionArgs>(bolt, mention()), say: failingSay } as MentionArgs);
    assert.ok(bolt.logged.some((line) => line.startsWith("error") && line.includes("channel_not_found")));
  });
});

describe("the question", () => {
  it("is the message without the bot's mention, other mentions kept", () => {
    assert.equal(
      questionText(`<@${BOT_USER}> what is <@U0BOB>'s leave?`, BOT_USER),
      "what is <@U0BOB>'s leave?",
    );
    assert.equal(questionText(`Hey <@${BOT_USER}|charterly>, travel rules?`, BOT_USER), "Hey, travel rules?");
    assert.equal(questionText("<@U0ANY> travel rules?", null), "travel rules?");
  });
});

const dm = (overrides: Record<string, unknown> = {}, eventId = "Ev100") => ({
  message: {
    type: "message",
    channel_type: "im",
    user: "U0ASKER",
    text: "Can I expense a taxi?",
    ts: "1700000001.000100",
    channel: "D0DIRECT",
    event_ts: "1700000001.000100",
    ...overrides,
  },
  body: { team_id: TEAM, event_id: eventId },
});

describe("direct messages", () => {
  it("answers a direct message in a thread, as an `im` question", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    await directMessage(deps)(listenerArgs<MessageArgs>(bolt, dm()));
    assert.equal(calls[0]?.body.channelType, "im");
    assert.equal(calls[0]?.body.channelId, "D0DIRECT");
    assert.equal(calls[0]?.body.question, "Can I expense a taxi?");
    assert.equal(bolt.calls("say")[0]?.thread_ts, "1700000001.000100");
  });

  it("ignores edits, bots, its own messages and messages outside direct messages", async () => {
    const { deps, calls } = fakeApi({ ask: answered });
    const bolt = fakeBolt();
    const listener = directMessage(deps);
    await listener(listenerArgs<MessageArgs>(bolt, dm({ subtype: "message_changed" }, "Ev101")));
    await listener(listenerArgs<MessageArgs>(bolt, dm({ bot_id: "B0OTHER" }, "Ev102")));
    await listener(listenerArgs<MessageArgs>(bolt, dm({ user: BOT_USER }, "Ev103")));
    await listener(
      listenerArgs<MessageArgs>(bolt, dm({ channel_type: "channel", channel: CHANNEL }, "Ev104")),
    );
    assert.equal(calls.length, 0);
    assert.equal(bolt.log.length, 0);
  });
});
