import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  invalidInput,
  SLACK_CHANNEL_NOT_FOUND_MESSAGE,
  SLACK_NOT_CONFIGURED_MESSAGE,
  SLACK_TEST_MESSAGE_TEXT,
  type SlackTestResultDto,
} from "../contract";
import { loadCompanySettingsRow, openSlackToken } from "./company-settings-row";
import { slackCall } from "./update-company-settings";

/** 'Send test message': posts a test message to the saved channel with the saved bot token. */
export async function sendSlackTestMessage(ctx: DomainContext, actor: Actor): Promise<SlackTestResultDto> {
  requirePermission(actor, "settings.enterprise");
  const row = await loadCompanySettingsRow(ctx, actor.companyId);
  const token = await openSlackToken(ctx, row);
  const channel = row.slackChannelId;
  if (!token || !channel) throw invalidInput(SLACK_NOT_CONFIGURED_MESSAGE);
  await slackCall(() => ctx.slack.postMessage(token, channel, SLACK_TEST_MESSAGE_TEXT), {
    message: SLACK_CHANNEL_NOT_FOUND_MESSAGE,
    field: "slackChannelId",
  });
  return { ok: true, channelId: channel, message: "Test message sent to Slack." };
}
