import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ACKNOWLEDGE_STALE_VERSION_MESSAGE, SLACK_ACTIONS } from "@charterly/domain/contract";
import { APOLOGY, acknowledgedText, FEEDBACK_THANKS } from "../../messages";
import {
  CHANNEL,
  fakeApi,
  fakeBolt,
  listenerArgs,
  refused,
  TEAM,
  unavailable,
} from "../../test-support/fakes";
import { acknowledgePolicy } from "./acknowledge-policy";
import { answerFeedback } from "./answer-feedback";

type ClickArgs = Parameters<ReturnType<typeof answerFeedback>>[0];

const click = (actionId: string, value: string, channelId = CHANNEL) => ({
  action: { type: "button", action_id: actionId, block_id: "b", value, action_ts: "1" },
  body: {
    type: "block_actions",
    team: { id: TEAM, domain: "northwind" },
    user: { id: "U0ASKER", username: "eli", team_id: TEAM },
    channel: { id: channelId, name: "policies" },
    container: { type: "message", channel_id: channelId, message_ts: "1700000000.000200" },
    message: { type: "message", ts: "1700000000.000200", thread_ts: "1700000000.000100" },
    response_url: "https://hooks.slack.test/response",
  },
});

describe("'Helpful' / 'Not helpful'", () => {
  for (const helpful of [true, false]) {
    it(`records ${helpful ? "'Helpful'" : "'Not helpful'"} with the message and thanks the person privately`, async () => {
      const bolt = fakeBolt({ emails: { U0ASKER: "eli@northwind.test" } });
      const { deps, calls } = fakeApi({
        feedback: () => {
          assert.equal(bolt.calls("ack").length, 1, "acknowledged before the Worker is called");
          return { messageId: 42, helpful };
        },
      });
      const actionId = helpful ? SLACK_ACTIONS.helpful : SLACK_ACTIONS.notHelpful;
      await answerFeedback(deps, helpful)(listenerArgs<ClickArgs>(bolt, click(actionId, "42")));
      assert.deepEqual(calls, [
        {
          route: "feedback",
          body: {
            teamId: TEAM,
            channelId: CHANNEL,
            channelType: "channel",
            slackUserId: "U0ASKER",
            email: "eli@northwind.test",
            messageId: 42,
            helpful,
          },
        },
      ]);
      assert.deepEqual(bolt.calls("chat.postEphemeral"), [
        { channel: CHANNEL, user: "U0ASKER", text: FEEDBACK_THANKS, thread_ts: "1700000000.000100" },
      ]);
    });
  }

  it("marks a click in a direct message as `im`", async () => {
    const { deps, calls } = fakeApi({ feedback: { messageId: 42, helpful: true } });
    await answerFeedback(
      deps,
      true,
    )(listenerArgs<ClickArgs>(fakeBolt(), click(SLACK_ACTIONS.helpful, "42", "D0DIRECT")));
    assert.equal(calls[0]?.body.channelType, "im");
  });

  it("apologises privately when the Worker is down", async () => {
    const bolt = fakeBolt();
    const { deps } = fakeApi({ feedback: unavailable() });
    await answerFeedback(deps, true)(listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.helpful, "42")));
    assert.equal(bolt.calls("chat.postEphemeral")[0]?.text, APOLOGY);
  });

  it("acknowledges and ignores a click that names no message", async () => {
    const bolt = fakeBolt();
    const { deps, calls } = fakeApi();
    await answerFeedback(
      deps,
      true,
    )(listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.helpful, "not-a-number")));
    assert.equal(bolt.calls("ack").length, 1);
    assert.equal(calls.length, 0);
  });
});

describe("'I have read this'", () => {
  const value = JSON.stringify({ documentId: 7, version: 3 });

  it("records the acknowledgement of the version announced and confirms it privately", async () => {
    const bolt = fakeBolt({ emails: { U0ASKER: "eli@northwind.test" } });
    const { deps, calls } = fakeApi({
      acknowledge: () => {
        assert.equal(bolt.calls("ack").length, 1, "acknowledged before the Worker is called");
        return { documentId: 7, version: 3, acknowledgedAt: "2026-11-25T10:00:00.000Z", channel: "slack" };
      },
    });
    await acknowledgePolicy(deps)(listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.acknowledge, value)));
    assert.deepEqual(calls[0]?.body, {
      teamId: TEAM,
      channelId: CHANNEL,
      channelType: "channel",
      slackUserId: "U0ASKER",
      email: "eli@northwind.test",
      documentId: 7,
      version: 3,
    });
    assert.equal(bolt.calls("chat.postEphemeral")[0]?.text, acknowledgedText(3));
  });

  it("passes on the Worker's message when the version is no longer in force", async () => {
    const bolt = fakeBolt();
    const { deps } = fakeApi({ acknowledge: refused(409, ACKNOWLEDGE_STALE_VERSION_MESSAGE, "conflict") });
    await acknowledgePolicy(deps)(listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.acknowledge, value)));
    assert.equal(bolt.calls("chat.postEphemeral")[0]?.text, ACKNOWLEDGE_STALE_VERSION_MESSAGE);
  });

  it("apologises privately when the Worker is down", async () => {
    const bolt = fakeBolt();
    const { deps } = fakeApi({ acknowledge: unavailable() });
    await acknowledgePolicy(deps)(listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.acknowledge, value)));
    assert.equal(bolt.calls("chat.postEphemeral")[0]?.text, APOLOGY);
  });

  it("answers through the response_url when the bot cannot post where the list was shown", async () => {
    const bolt = fakeBolt();
    bolt.client.chat.postEphemeral = async () => {
      throw new Error("An API error occurred: not_in_channel");
    };
    const { deps } = fakeApi({
      acknowledge: {
        documentId: 7,
        version: 3,
        acknowledgedAt: "2026-11-25T10:00:00.000Z",
        channel: "slack",
      },
    });
    await acknowledgePolicy(deps)(
      listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.acknowledge, value, "C0ELSEWHERE")),
    );
    assert.deepEqual(bolt.calls("respond"), [
      { response_type: "ephemeral", replace_original: false, text: acknowledgedText(3) },
    ]);
  });

  it("acknowledges and ignores a button value that is not a notice's", async () => {
    const bolt = fakeBolt();
    const { deps, calls } = fakeApi();
    await acknowledgePolicy(deps)(
      listenerArgs<ClickArgs>(bolt, click(SLACK_ACTIONS.acknowledge, '{"documentId":"x"}')),
    );
    assert.equal(bolt.calls("ack").length, 1);
    assert.equal(calls.length, 0);
  });
});
