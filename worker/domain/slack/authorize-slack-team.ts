import type { DomainContext } from "../context";
import type { SlackInstallationDto } from "../contract";
import { matchSlackCompany } from "./match-slack-company";

/**
 * The bot's `authorize` (POST /api/slack/authorize): for an event's workspace (and conversation,
 * which picks the company when a workspace has several), the company's bot token in clear, the
 * bot's user id (Slack's auth.test; null when Slack cannot say now) and the configured channel.
 * Only a company with Slack on, a token and a channel saved, on a plan with Slack (404 otherwise).
 */
export async function authorizeSlackTeam(
  ctx: DomainContext,
  input: { teamId: string; channelId?: string },
): Promise<SlackInstallationDto> {
  const company = await matchSlackCompany(ctx, input, "team");
  const botToken = await ctx.secrets.open(company.sealedBotToken);
  let botUserId: string | null = null;
  try {
    botUserId = (await ctx.slack.authTest(botToken)).botUserId || null;
  } catch {
    // The bot can still answer; it learns its own id from the event's `authorizations` instead.
  }
  return {
    teamId: input.teamId,
    botToken,
    botUserId,
    channelId: company.channelId,
    companyName: company.companyName,
  };
}
