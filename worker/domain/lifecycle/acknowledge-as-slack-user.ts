import { and, eq, isNull } from "drizzle-orm";
import { companies, companySettings, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { toSessionUser } from "../auth/find-session-user";
import type { DomainContext } from "../context";
import { type AcknowledgementDto, notFound } from "../contract";
import { recordAcknowledgement } from "./acknowledge-document";

export interface SlackAcknowledgementInput {
  /** The company whose enabled Slack settings matched the Slack team and channel (decision 017). */
  companyId: number;
  documentId: number;
  /** The version the notice announced. */
  version: number;
  /** The Slack user who clicked 'I have read this'. */
  slackUserId: string;
  /** The person of the company the Slack user's e-mail matched, if any. */
  userId: number | null;
}

/**
 * 'I have read this' clicked in Slack (the Slack bot, decision 017; it calls this from a service route):
 * recorded for the person of the company the Slack user matched, or by Slack id for someone without
 * an account, with channel 'slack'. The same rules as on the web: the permission (the person's own,
 * or a member's for a Slack-only user), only the version in force, only the people it is addressed
 * to (a Slack-only user counts as a member: role user), idempotent.
 */
export async function acknowledgeAsSlackUser(
  ctx: DomainContext,
  input: SlackAcknowledgementInput,
): Promise<AcknowledgementDto> {
  const slackUserId = input.slackUserId.trim();
  if (!slackUserId) throw notFound("Slack user");
  const actor = await slackActor(ctx, input.companyId, input.userId, slackUserId);
  requirePermission(actor, "document.acknowledge");
  return recordAcknowledgement(ctx, {
    companyId: input.companyId,
    documentId: input.documentId,
    version: input.version,
    role: actor.role,
    who: input.userId !== null ? { userId: actor.userId } : { slackUserId },
    channel: "slack",
  });
}

/** The matched person's actor, or a member's (role user, no account) for a Slack-only user. */
export async function slackActor(
  ctx: DomainContext,
  companyId: number,
  userId: number | null,
  slackUserId: string,
): Promise<Actor> {
  const [company] = await ctx.directory
    .select({ company: companies, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .limit(1);
  if (!company) throw notFound("company");
  if (userId !== null) {
    const [user] = await ctx.directory
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deactivatedAt)))
      .limit(1);
    if (!user) throw notFound("person");
    return toSessionUser(user, company.company, company.settings).actor;
  }
  // Someone with no account is a member of the company (decision 017): role user, never an admin.
  const member = toSessionUser(
    {
      id: 0,
      email: "",
      firstName: null,
      lastName: null,
      role: "user",
      emailVerified: false,
      profileImageUrl: null,
      createdAt: new Date(0),
    },
    company.company,
    company.settings,
  ).actor;
  return { ...member, displayName: `Slack user ${slackUserId}` };
}
