import {
  slackAcknowledgeBody,
  slackAcknowledgementSchema,
  slackAnswerSchema,
  slackAskBody,
  slackAuthorizeBody,
  slackFeedbackBody,
  slackFeedbackSchema,
  slackInstallationSchema,
  slackToReadBody,
  slackToReadSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import type { z } from "zod";
import { slackService } from "../domain/access/access-rule";
import { acknowledgeFromSlack } from "../domain/slack/acknowledge-from-slack";
import { answerSlackQuestion } from "../domain/slack/answer-slack-question";
import { authorizeSlackTeam } from "../domain/slack/authorize-slack-team";
import { listSlackToRead } from "../domain/slack/list-slack-to-read";
import { recordSlackFeedback } from "../domain/slack/record-slack-feedback";
import { appOrigin } from "./app-origin";
import { bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

// The Slack bot's routes (decision 017): its bearer service credential only, never a cookie. Each
// body names the Slack team and conversation; the operation acts for the one company whose enabled
// Slack settings match them (worker/domain/slack/match-slack-company.ts) and refuses otherwise.

const tags = ["slack"];
const access = slackService();

const caller = {
  teamId: "T0EXAMPLE1",
  channelId: "C0EXAMPLE1",
  channelType: "channel",
  slackUserId: "U0EXAMPLE1",
  email: "someone@example.com",
} as const;

export const slackServiceRoutes = new Hono<ApiEnv>()
  .post(
    "/slack/authorize",
    route({
      operationId: "authorizeSlackTeam",
      summary:
        "Bolt's authorize: the bot token (in clear), the bot's user id, the configured channel and the company's name for a Slack workspace (and conversation, which picks the company when a workspace has several). 404 when no company with Slack on (Enterprise, token and channel saved) has this workspace; 409 when several do and the conversation does not tell them apart",
      tags,
      access,
      body: slackAuthorizeBody,
      response: slackInstallationSchema,
      example: { teamId: caller.teamId, channelId: caller.channelId },
    }),
    async (c) => c.json(await authorizeSlackTeam(c.get("domain"), bodyOf(c, slackAuthorizeBody))),
  )
  .post(
    "/slack/ask",
    route({
      operationId: "answerSlackQuestion",
      summary:
        "A question asked by mention in the company's configured channel or by direct message (channelType im): answered from that company's sources as the person the e-mail matched (their history, channel slack) or as a member recorded by Slack id. `duplicate` for an event id already claimed (Slack's retries). 403 in another channel (the message names the right one), when the AI assistant is off or the plan lacks it; 404 for no matching company",
      tags,
      access,
      body: slackAskBody,
      // The web assistant's count, per Slack user of the workspace (one bot serves them all).
      rateLimit: "assistant",
      rateLimitPer: (body: z.output<typeof slackAskBody>) => `slack:${body.teamId}:${body.slackUserId}`,
      response: slackAnswerSchema,
      example: { ...caller, eventId: "Ev0EXAMPLE1", question: "How many days of annual leave do I get?" },
    }),
    async (c) => c.json(await answerSlackQuestion(c.get("domain"), bodyOf(c, slackAskBody), appOrigin(c))),
  )
  .post(
    "/slack/feedback",
    route({
      operationId: "recordSlackFeedback",
      summary:
        "'Helpful' / 'Not helpful' under an answer: one rating per person per reply of the matched company, a later click replaces it; 404 for another company's message",
      tags,
      access,
      body: slackFeedbackBody,
      response: slackFeedbackSchema,
      example: { ...caller, messageId: 1, helpful: true },
    }),
    async (c) => c.json(await recordSlackFeedback(c.get("domain"), bodyOf(c, slackFeedbackBody))),
  )
  .post(
    "/slack/acknowledgements",
    route({
      operationId: "acknowledgeFromSlack",
      summary:
        "'I have read this' in Slack: acknowledges the version in force for the person the e-mail matched, or by Slack id (as a member); idempotent. 409 when that version is no longer in force, 403 when the document is not addressed to the person, 404 for another company's document",
      tags,
      access,
      body: slackAcknowledgeBody,
      response: slackAcknowledgementSchema,
      example: { ...caller, documentId: 1, version: 1 },
    }),
    async (c) => c.json(await acknowledgeFromSlack(c.get("domain"), bodyOf(c, slackAcknowledgeBody))),
  )
  .post(
    "/slack/to-read",
    route({
      operationId: "listSlackToRead",
      summary:
        "`/charterly ack`: what the asker has not acknowledged yet (the dashboard's 'To read'; for a Slack user without an account, what is addressed to a member), with the app's address for links",
      tags,
      access,
      body: slackToReadBody,
      response: slackToReadSchema,
      example: caller,
    }),
    async (c) => c.json(await listSlackToRead(c.get("domain"), bodyOf(c, slackToReadBody), appOrigin(c))),
  );
