import type { SlackChannelType } from "@charterly/domain/contract";
import type { Logger } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";

/**
 * The Slack user's e-mail (users.info needs users:read.email), by which the Worker finds the person
 * in the company. Null when Slack has none for them or will not tell: the Worker then records the
 * question by Slack id, and the person is answered as a company member.
 */
export async function slackUserEmail(
  client: Pick<WebClient, "users">,
  userId: string,
  logger: Pick<Logger, "warn">,
): Promise<string | null> {
  try {
    const answer = await client.users.info({ user: userId });
    const email = answer.user?.profile?.email;
    return typeof email === "string" && email.includes("@") ? email : null;
  } catch (error) {
    logger.warn(`users.info for ${userId} failed; asking without an e-mail: ${errorText(error)}`);
    return null;
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The kind of conversation, as the Worker wants it: `im` is a direct message with the bot. Events
 * say it (`channel_type`); slash commands say `directmessage`; clicks only give the id (D… for DMs).
 */
export function channelTypeOf(channelId: string, hint?: string): SlackChannelType {
  if (hint === "im" || hint === "directmessage" || (!hint && channelId.startsWith("D"))) return "im";
  if (hint === "mpim" || hint === "group") return hint;
  if (hint === "privategroup" || (!hint && channelId.startsWith("G"))) return "group";
  return "channel";
}

/**
 * The caller fields every service route names (contract `slackCallerFields`): the workspace, the
 * conversation and its kind, the Slack user and their e-mail.
 */
export async function slackCaller(
  where: { teamId: string; channelId: string; userId: string; channelTypeHint?: string },
  client: Pick<WebClient, "users">,
  logger: Pick<Logger, "warn">,
) {
  return {
    teamId: where.teamId,
    channelId: where.channelId,
    channelType: channelTypeOf(where.channelId, where.channelTypeHint),
    slackUserId: where.userId,
    email: await slackUserEmail(client, where.userId, logger),
  };
}
