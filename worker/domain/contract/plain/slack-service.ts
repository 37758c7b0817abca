import { ENTERPRISE_TIERS, type Tier } from "../vocabulary";

// The service routes the Slack bot calls (decision 017): a bearer service credential, never a
// cookie. Each call names the Slack team and the conversation; the Worker acts for the one company
// whose enabled Slack settings match them and refuses otherwise.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/slack-service.ts.

/**
 * The plans whose companies the Slack bot serves: Slack integration is an Enterprise feature (the
 * tiers of `settings.enterprise`, SLACK_ENTERPRISE_MESSAGE). A company that lost the plan keeps its
 * settings but gets no answers and no notices.
 */
export const SLACK_TIERS: readonly Tier[] = ENTERPRISE_TIERS;

// What the service routes answer when a call matches no company, or not one alone (decision 017).
export const SLACK_NO_COMPANY_MESSAGE =
  "No Charterly company has Slack turned on for this Slack workspace and channel (Enterprise plan, Slack on, bot token and channel saved in Company Settings).";
export const SLACK_AMBIGUOUS_TEAM_MESSAGE =
  "Several Charterly companies use this Slack workspace: ask in your company's Charterly channel.";
/** A question in a channel other than the company's configured one (mentions there get a pointer). */
export const slackWrongChannelMessage = (channelId: string) =>
  `Charterly answers in <#${channelId}> and in direct messages to the bot.`;

export const SLACK_CHANNEL_TYPES = ["channel", "group", "im", "mpim"] as const;
export type SlackChannelType = (typeof SLACK_CHANNEL_TYPES)[number];

/** Block Kit action ids, shared by the blocks the Worker and the bot post and the bot's listeners. */
export const SLACK_ACTIONS = {
  helpful: "charterly_answer_helpful",
  notHelpful: "charterly_answer_not_helpful",
  acknowledge: "charterly_policy_acknowledge",
} as const;
