import { and, eq, isNull } from "drizzle-orm";
import { companies, companySettings, sessions, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import type { CompanyFeatures, CurrentUser } from "../contract";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-policy";
import { hashToken } from "./session-token";

export interface SessionUser {
  actor: Actor;
  user: CurrentUser;
}

/**
 * Resolves a session cookie to the person behind it, or null when the session is unknown,
 * expired (idle or absolute), the user is deactivated, or the company is in the recycle bin.
 */
export async function findSessionUser(
  ctx: DomainContext,
  token: string | null | undefined,
): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const id = await hashToken(token);
  const rows = await ctx.db
    .select({ session: sessions, user: users, company: companies, settings: companySettings })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(and(eq(sessions.id, id), isNull(users.deactivatedAt), isNull(companies.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = ctx.clock.now().getTime();
  const idleExpired = row.session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now;
  if (idleExpired || row.session.expiresAt.getTime() <= now) {
    await ctx.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return toSessionUser(row.user, row.company, row.settings);
}

export function toSessionUser(
  user: typeof users.$inferSelect,
  company: typeof companies.$inferSelect,
  /** Only the actor's feature switches come from here; callers that use just `user` may omit it. */
  settings: CompanySettingsRow | null = null,
): SessionUser {
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  return {
    actor: {
      userId: user.id,
      companyId: company.id,
      role: user.role,
      tier: company.tier,
      email: user.email,
      displayName,
      features: companyFeatures(settings),
    },
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      subscriptionTier: company.tier,
      companyId: company.id,
      companyName: company.displayName ?? company.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
      profileImageUrl: user.profileImageUrl,
    },
  };
}

type CompanySettingsRow = typeof companySettings.$inferSelect;

/** The company's feature switches; a company without a settings row has the defaults (all on, Slack off). */
function companyFeatures(settings: CompanySettingsRow | null): CompanyFeatures {
  return {
    aiAssistant: settings?.aiAssistantEnabled ?? true,
    documentImport: settings?.documentImportEnabled ?? true,
    emailService: settings?.emailServiceEnabled ?? true,
    slack: settings?.slackEnabled ?? false,
  };
}
