import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { enterpriseInquiries } from "../../db/schema";
import type { Actor } from "../access/actor";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  type EnterpriseInquiryBody,
  INQUIRY_THANKS_MESSAGE,
  invalidInput,
  MISSING_INFORMATION_MESSAGE,
  REQUIRED_INQUIRY_FIELDS,
  TIER_LABELS,
} from "../contract";
import { DOUBLE_SUBMIT_WINDOW_MS } from "../double-submit";
import { queueEmailStatement } from "../mail/queue-email";

export interface SubmitEnterpriseInquiryOptions {
  /** Where sales leads go (SALES_EMAIL). */
  salesEmail: string;
}

/**
 * Records an 'Upgrade to Enterprise' inquiry with the caller's company and user, and queues an
 * e-mail to sales, in one batch — unless the same inquiry was sent within the last minute (checked
 * inside the batch, so two concurrent sends record and mail one).
 */
export async function submitEnterpriseInquiry(
  ctx: DomainContext,
  actor: Actor,
  body: EnterpriseInquiryBody,
  options: SubmitEnterpriseInquiryOptions,
): Promise<{ message: string }> {
  const missing = REQUIRED_INQUIRY_FIELDS.filter((field) => !body[field]);
  if (missing.length) {
    throw invalidInput(
      MISSING_INFORMATION_MESSAGE,
      Object.fromEntries(missing.map((field) => [field, "Required"])),
    );
  }
  const inquiry = {
    fullName: body.fullName!,
    email: body.email!.toLowerCase(),
    company: body.company!,
    companySize: body.companySize!,
    inquiryType: body.inquiryType!,
    currentTier: body.currentTier || actor.tier,
    notes: body.notes || null,
  };
  const now = ctx.clock.now();
  // The same inquiry by the same person, just sent: a double submit, which reaches sales once.
  const sameInquiry = and(
    eq(enterpriseInquiries.userId, actor.userId),
    eq(enterpriseInquiries.email, inquiry.email),
    eq(enterpriseInquiries.company, inquiry.company),
    eq(enterpriseInquiries.companySize, inquiry.companySize),
    eq(enterpriseInquiries.inquiryType, inquiry.inquiryType),
    inquiry.notes === null ? isNull(enterpriseInquiries.notes) : eq(enterpriseInquiries.notes, inquiry.notes),
    gt(enterpriseInquiries.createdAt, new Date(now.getTime() - DOUBLE_SUBMIT_WINDOW_MS)),
  );
  try {
    await ctx.directory.batch([
      batchGuard(ctx.directory, sql`not exists (select 1 from ${enterpriseInquiries} where ${sameInquiry})`),
      ctx.directory.insert(enterpriseInquiries).values({
        ...inquiry,
        companyId: actor.companyId,
        userId: actor.userId,
        createdAt: now,
      }),
      queueEmailStatement(ctx.directory, ctx.clock, {
        to: options.salesEmail,
        // No typed text in the subject (decision 034): the company's id and the chosen option.
        subject: `Enterprise inquiry from company ${actor.companyId} (${inquiry.inquiryType})`,
        text: [
          "A new Enterprise inquiry came in from Charterly.",
          "",
          `Name: ${inquiry.fullName}`,
          `E-mail: ${inquiry.email}`,
          `Company: ${inquiry.company} (${inquiry.companySize} employees)`,
          `Interested in: ${inquiry.inquiryType}`,
          `Current plan: ${TIER_LABELS[actor.tier]} (stated: ${inquiry.currentTier})`,
          `Account: ${actor.email}, company id ${actor.companyId}, user id ${actor.userId}`,
          "",
          "Notes:",
          inquiry.notes ?? "(none)",
          "",
          "Promised: a reply within 24 hours.",
        ].join("\n"),
        kind: "enterprise_inquiry",
        companyId: actor.companyId,
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Sent a moment ago: the same thanks, nothing recorded or mailed again.
  }
  return { message: INQUIRY_THANKS_MESSAGE };
}
