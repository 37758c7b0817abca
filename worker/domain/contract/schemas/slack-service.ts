import { z } from "zod";
import { MAX_CHAT_MESSAGE_LENGTH } from "../plain/chat";
import { SLACK_CHANNEL_TYPES } from "../plain/slack-service";
import { acknowledgementSchema, toReadListSchema } from "./acknowledgements";
import { chatMessageSchema } from "./chat";

// The service routes the Slack bot calls (decision 017): a bearer service credential, never a
// cookie. Each call names the Slack team and the conversation; the Worker acts for the one company
// whose enabled Slack settings match them and refuses otherwise.

/** Slack's ids: teams T…, channels C…/G…/D…, users U…/W…, events Ev…. */
const slackId = (what: string) =>
  z
    .string({ error: `Send the Slack ${what} id.` })
    .trim()
    .regex(/^[A-Za-z0-9]{2,40}$/, `The Slack ${what} id is not valid.`);

/** Where a Slack request came from, and who sent it. */
export const slackCallerFields = {
  teamId: slackId("team"),
  channelId: slackId("channel"),
  /** `im`: a direct message to the bot, answered for the company of the team alone. */
  channelType: z.enum(SLACK_CHANNEL_TYPES).default("channel"),
  slackUserId: slackId("user"),
  /** The Slack user's e-mail (users.info, users:read.email), matched to a person of the company. */
  email: z.string().trim().max(320).toLowerCase().pipe(z.email()).nullable().default(null),
};

/** POST /api/slack/authorize: the bot token for an event's team (Bolt's `authorize`). */
export const slackAuthorizeBody = z.object({
  teamId: slackId("team"),
  /** The conversation of the event, when it has one: picks the company when a team has several. */
  channelId: slackId("channel").optional(),
});

export const slackInstallationSchema = z.object({
  teamId: z.string(),
  /** In clear: travels only over this authenticated call; the bot keeps it in memory briefly. */
  botToken: z.string(),
  botUserId: z.string().nullable(),
  /** The company's configured channel: the bot answers there and in direct messages only. */
  channelId: z.string(),
  companyName: z.string(),
});
export type SlackInstallationDto = z.infer<typeof slackInstallationSchema>;

/** POST /api/slack/ask: a question asked by mention in the channel or by direct message. */
export const slackAskBody = z.object({
  ...slackCallerFields,
  /** Slack's event id: the first claim answers, a retry or a second bot instance gets `duplicate`. */
  eventId: slackId("event"),
  question: z
    .string({ error: "Type a question." })
    .trim()
    .min(1, "Type a question.")
    .max(MAX_CHAT_MESSAGE_LENGTH, `A question is at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
});

export const slackAnswerSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("answered"),
    question: chatMessageSchema,
    reply: chatMessageSchema,
    /** The web app's address, for links to the cited documents. */
    appUrl: z.string(),
  }),
  /** The event was already claimed (a Slack retry): nothing more to post. */
  z.object({ status: z.literal("duplicate") }),
]);
export type SlackAnswerDto = z.infer<typeof slackAnswerSchema>;

/** POST /api/slack/feedback: 'Helpful' / 'Not helpful' clicked under a reply. */
export const slackFeedbackBody = z.object({
  ...slackCallerFields,
  messageId: z.number().int().positive(),
  helpful: z.boolean(),
});
export const slackFeedbackSchema = z.object({ messageId: z.number(), helpful: z.boolean() });

/** POST /api/slack/acknowledgements: 'I have read this' clicked under a 'New policy in force' notice. */
export const slackAcknowledgeBody = z.object({
  ...slackCallerFields,
  documentId: z.number().int().positive(),
  version: z.number().int().positive(),
});
export const slackAcknowledgementSchema = acknowledgementSchema;

/** POST /api/slack/to-read: `/charterly ack`, what the asker has not acknowledged yet. */
export const slackToReadBody = z.object(slackCallerFields);
// Without the dashboard's `count` (the bot shows the items and `more`): a bot deployed before the
// Worker that sends it still reads the answer.
export const slackToReadSchema = toReadListSchema.omit({ count: true }).extend({ appUrl: z.string() });
export type SlackToReadDto = z.infer<typeof slackToReadSchema>;

/** The value of a notice's 'I have read this' button: which version was announced. */
export const slackNoticeActionValue = z.object({
  documentId: z.number().int().positive(),
  version: z.number().int().positive(),
});
