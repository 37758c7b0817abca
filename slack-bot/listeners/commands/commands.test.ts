import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { SLACK_ACTIONS } from "@charterly/domain/contract";
import { APOLOGY, helpText } from "../../messages";
import { CHANNEL, fakeApi, fakeBolt, listenerArgs, TEAM, unavailable } from "../../test-support/fakes";
import { charterlyCommand } from "./charterly-command";

type CommandArgs = Parameters<ReturnType<typeof charterlyCommand>>[0];

const command = (text: string, channelId = CHANNEL, channelName = "policies") => ({
  command: {
    command: "/charterly",
    text,
    team_id: TEAM,
    channel_id: channelId,
    channel_name: channelName,
    user_id: "U0ASKER",
    response_url: "https://hooks.slack.test/commands",
  },
});

const toRead = {
  items: [
    {
      documentId: 7,
      title: "Remote Work Policy",
      version: 3,
      inForceSince: "2026-03-02T00:00:00.000Z",
      changeSummary: null,
    },
  ],
  more: false,
  appUrl: "https://app.charterly.test",
};

describe("/charterly", () => {
  it("`ack` lists, to the asker only, what they have not acknowledged, with 'I have read this' buttons", async () => {
    const bolt = fakeBolt({ emails: { U0ASKER: "eli@northwind.test" } });
    const { deps, calls } = fakeApi({
      toRead: () => {
        assert.equal(bolt.calls("ack").length, 1, "acknowledged before the Worker is called");
        return toRead;
      },
    });
    await charterlyCommand(deps)(
      listenerArgs<CommandArgs>(bolt, command(" ACK ", "D0DIRECT", "directmessage")),
    );
    assert.deepEqual(calls, [
      {
        route: "toRead",
        body: {
          teamId: TEAM,
          channelId: "D0DIRECT",
          channelType: "im",
          slackUserId: "U0ASKER",
          email: "eli@northwind.test",
        },
      },
    ]);
    const [answer] = bolt.calls("respond");
    assert.equal(answer?.response_type, "ephemeral");
    const blocks = JSON.stringify(answer?.blocks);
    assert.match(blocks, /Remote Work Policy/);
    assert.match(blocks, /v3 · in force since 2 Mar 2026/);
    assert.match(blocks, new RegExp(SLACK_ACTIONS.acknowledge));
    assert.match(blocks, /\\"documentId\\":7,\\"version\\":3/);
  });

  it("`ack` says so when everything is read", async () => {
    const bolt = fakeBolt();
    const { deps } = fakeApi({ toRead: { ...toRead, items: [] } });
    await charterlyCommand(deps)(listenerArgs<CommandArgs>(bolt, command("ack")));
    assert.match(JSON.stringify(bolt.calls("respond")[0]?.blocks), /Nothing to acknowledge/);
  });

  it("`ack` apologises when the Worker is down", async () => {
    const bolt = fakeBolt();
    const { deps } = fakeApi({ toRead: unavailable() });
    await charterlyCommand(deps)(listenerArgs<CommandArgs>(bolt, command("ack")));
    assert.deepEqual(bolt.calls("respond"), [{ response_type: "ephemeral", text: APOLOGY }]);
  });

  for (const text of ["", "help", "delete everything"]) {
    it(`answers \`/charterly ${text}\` with a short help naming the company's channel`, async () => {
      const bolt = fakeBolt();
      const { deps, calls } = fakeApi();
      await charterlyCommand(deps)(listenerArgs<CommandArgs>(bolt, command(text)));
      assert.equal(calls.length, 0);
      assert.deepEqual(bolt.calls("respond"), [{ response_type: "ephemeral", text: helpText(CHANNEL) }]);
      assert.match(helpText(CHANNEL), /<#C0POLICIES>/);
      assert.match(helpText(CHANNEL), /\/charterly ack/);
    });
  }
});
