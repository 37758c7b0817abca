import { and, eq } from "drizzle-orm";
import { slackEventClaims } from "../../db/schema";
import { requirePermission } from "../access/require-permission";
import { askAndAnswer } from "../assistant/answer-question";
import type { DomainContext } from "../context";
import type { SlackAnswerDto, SlackChannelType } from "../contract";
import { forCompanyDatabase } from "../platform/company-placement";
import { findSlackAsker } from "./find-slack-asker";
import { matchSlackCompany } from "./match-slack-company";

export interface SlackQuestion {
  teamId: string;
  channelId: string;
  channelType: SlackChannelType;
  slackUserId: string;
  email: string | null;
  /** Slack's event id: Slack retries an event it thinks was lost, with the same id. */
  eventId: string;
  question: string;
}

/**
 * A question asked by mention in the company's configured channel or by direct message to the bot
 * (POST /api/slack/ask): answered from the matched company's sources only, as the person the Slack
 * user's e-mail matched (their history, channel 'slack') or as a member recorded by Slack id. The
 * company's AI-assistant switch and plan apply (assistant.ask). The first claim of the event id
 * answers; a retry or a second bot instance gets `duplicate`. When answering fails the claim is
 * released, so Slack's retry of that event may answer.
 */
export async function answerSlackQuestion(
  serviceCtx: DomainContext,
  input: SlackQuestion,
  appUrl: string,
): Promise<SlackAnswerDto> {
  const company = await matchSlackCompany(serviceCtx, input, "answer");
  // The company's own database from here on (decision 027).
  const ctx = forCompanyDatabase(serviceCtx, company.company.databaseNumber);
  const asker = await findSlackAsker(ctx, company.companyId, input);
  requirePermission(asker.actor, "assistant.ask");

  const [claim] = await ctx.directory
    .insert(slackEventClaims)
    .values({
      companyId: company.companyId,
      teamId: input.teamId,
      eventId: input.eventId,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: slackEventClaims.id });
  if (!claim) return { status: "duplicate" };

  try {
    const { question, reply } = await askAndAnswer(ctx, asker.actor, {
      message: input.question,
      channel: "slack",
      ...(asker.userId === null ? { slackUserId: asker.slackUserId } : {}),
    });
    return { status: "answered", question, reply, appUrl };
  } catch (error) {
    await ctx.directory
      .delete(slackEventClaims)
      .where(and(eq(slackEventClaims.id, claim.id), eq(slackEventClaims.companyId, company.companyId)));
    throw error;
  }
}
