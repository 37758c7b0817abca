import type { SlackBlock } from "@charterly/domain/contract";
import type { types } from "@slack/bolt";
import { CharterlyApiError } from "./charterly-api";

// What the bot says besides the contract's Block Kit (answers, notices, the 'To read' list).

export const APOLOGY =
  "Sorry, I can't reach Charterly right now, so I can't answer this. Please try again in a few minutes.";

export const pointerTo = (channelId: string) =>
  `I answer policy questions in <#${channelId}>. Ask me there, or send me a direct message.`;

export const ASK_SOMETHING =
  "Ask me a question about your company's policies, for example: _How many days can I work from home?_";

export const helpText = (channelId: string) =>
  [
    "*Charterly* answers questions about your company's policies, citing the documents in force.",
    `• Mention me in <#${channelId}> or send me a direct message with your question.`,
    "• `/charterly ack`: the policies in force you have not acknowledged yet.",
  ].join("\n");

export const FEEDBACK_THANKS = "Thanks for the feedback.";

export const acknowledgedText = (version: number) =>
  `Thanks: your acknowledgement of version ${version} is recorded.`;

/** The contract's blocks are plain objects (it depends on zod only); Slack's types describe the same JSON. */
export const asBlocks = (blocks: SlackBlock[]) => blocks as unknown as (types.KnownBlock | types.Block)[];

/** After a failed click or command: the Worker's own refusal (a 409, a 403…), else the apology. */
export const whatToTell = (error: unknown) =>
  error instanceof CharterlyApiError && error.kind === "refused" ? error.message : APOLOGY;
