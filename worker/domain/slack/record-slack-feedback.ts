import { and, eq } from "drizzle-orm";
import { chatFeedback, chatMessages } from "../../db/schema";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { notFound, type SlackChannelType } from "../contract";
import { forCompanyDatabase } from "../platform/company-placement";
import { findSlackAsker } from "./find-slack-asker";
import { matchSlackCompany } from "./match-slack-company";

export interface SlackFeedback {
  teamId: string;
  channelId: string;
  channelType: SlackChannelType;
  slackUserId: string;
  email: string | null;
  /** The assistant reply the buttons were under. */
  messageId: number;
  helpful: boolean;
}

/**
 * 'Helpful' / 'Not helpful' clicked under an answer (POST /api/slack/feedback): one rating per
 * person (or Slack user without an account) per reply of the matched company; a later click
 * replaces it. Another company's reply, or a question rather than a reply, reads as missing (404).
 */
export async function recordSlackFeedback(
  serviceCtx: DomainContext,
  input: SlackFeedback,
): Promise<{ messageId: number; helpful: boolean }> {
  const company = await matchSlackCompany(serviceCtx, input, "team");
  // The company's own database from here on (decision 027).
  const ctx = forCompanyDatabase(serviceCtx, company.company.databaseNumber);
  const asker = await findSlackAsker(ctx, company.companyId, input);
  requirePermission(asker.actor, "assistant.ask");
  const [reply] = await ctx.companyDb
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, input.messageId),
        eq(chatMessages.companyId, company.companyId),
        eq(chatMessages.messageType, "assistant"),
      ),
    )
    .limit(1);
  if (!reply) throw notFound("message");
  const values = {
    companyId: company.companyId,
    messageId: reply.id,
    helpful: input.helpful,
    channel: "slack" as const,
    createdAt: ctx.clock.now(),
  };
  const set = { helpful: input.helpful, channel: "slack" as const, createdAt: ctx.clock.now() };
  if (asker.userId !== null) {
    await ctx.companyDb
      .insert(chatFeedback)
      .values({ ...values, userId: asker.userId, slackUserId: null })
      .onConflictDoUpdate({ target: [chatFeedback.messageId, chatFeedback.userId], set });
  } else {
    await ctx.companyDb
      .insert(chatFeedback)
      .values({ ...values, userId: null, slackUserId: asker.slackUserId })
      .onConflictDoUpdate({ target: [chatFeedback.messageId, chatFeedback.slackUserId], set });
  }
  return { messageId: reply.id, helpful: input.helpful };
}
