import { and, eq, isNull, sql } from "drizzle-orm";
import { preparedOnce } from "../../db/prepared-once";
import { companies, companySettings, sessions, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import type { CompanyFeatures, CurrentUser } from "../contract";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-policy";
import { hashToken } from "./session-token";

export interface SessionUser {
  actor: Actor;
  user: CurrentUser;
  /** The company database that holds the person's company (decision 027): their requests' `ctx.companyDb`. */
  companyDatabase: number;
  /** The company database's bookmark right after the company's last move there: reads wait for it. */
  companyBookmark?: string | null;
}

/** What a session lookup found, and the write it calls for (done off the request's path by the caller). */
export interface SessionLookup {
  found: SessionUser | null;
  /**
   * The session's upkeep: forget an expired session, or record activity (at most every
   * SESSION_TOUCH_INTERVAL_MS). Returned rather than done, so the lookup itself only reads: it can
   * be sent with a request's first reads (decision 024), and the write waits for nobody.
   */
  upkeep: ((ctx: DomainContext) => Promise<unknown>) | null;
}

/**
 * Resolves a session cookie to the person behind it, or null when the session is unknown,
 * expired (idle or absolute), the user is deactivated, or the company is in the recycle bin.
 * One read; the upkeep it calls for is the caller's to run.
 */
export async function lookUpSessionUser(
  ctx: DomainContext,
  token: string | null | undefined,
): Promise<SessionLookup> {
  if (!token || token.length > 200) return { found: null, upkeep: null };
  const id = await hashToken(token);
  const rows = await sessionUserQuery(ctx.directory, { id });
  const row = rows[0];
  if (!row) return { found: null, upkeep: null };
  const now = ctx.clock.now().getTime();
  const idleExpired = row.session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now;
  if (idleExpired || row.session.expiresAt.getTime() <= now) {
    return {
      found: null,
      upkeep: (upkeepCtx) => upkeepCtx.directory.delete(sessions).where(eq(sessions.id, id)),
    };
  }
  const touchDue = now - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
  return {
    found: toSessionUser(row.user, row.company, row.settings),
    upkeep: touchDue
      ? (upkeepCtx) =>
          upkeepCtx.directory
            .update(sessions)
            .set({ lastSeenAt: new Date(now) })
            .where(eq(sessions.id, id))
      : null,
  };
}

/**
 * The columns a session lookup reads: only what SessionUser holds. Every request runs this query,
 * and drizzle builds and maps it column by column each time (four whole rows were about 45 columns,
 * the largest share of a signed-in API read's CPU in a workerd profile, `npm run bench:profile`).
 */
const SESSION_USER_COLUMNS = {
  session: { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    role: users.role,
    emailVerified: users.emailVerified,
    createdAt: users.createdAt,
    profileImageUrl: users.profileImageUrl,
  },
  company: {
    id: companies.id,
    tier: companies.tier,
    name: companies.name,
    displayName: companies.displayName,
    databaseNumber: companies.databaseNumber,
    movedInBookmark: companies.movedInBookmark,
  },
  settings: {
    aiAssistantEnabled: companySettings.aiAssistantEnabled,
    documentImportEnabled: companySettings.documentImportEnabled,
    emailServiceEnabled: companySettings.emailServiceEnabled,
    slackEnabled: companySettings.slackEnabled,
  },
};

/** Every request runs it: its SQL is built once per isolate (worker/db/prepared-once.ts). */
const sessionUserQuery = preparedOnce((db) =>
  db
    .select(SESSION_USER_COLUMNS)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(
      and(eq(sessions.id, sql.placeholder("id")), isNull(users.deactivatedAt), isNull(companies.deletedAt)),
    )
    .limit(1),
);

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type SessionUserRow = Pick<
  UserRow,
  "id" | "firstName" | "lastName" | "email" | "role" | "emailVerified" | "createdAt" | "profileImageUrl"
>;
type SessionCompanyRow = Pick<CompanyRow, "id" | "tier" | "name" | "displayName" | "databaseNumber"> &
  Partial<Pick<CompanyRow, "movedInBookmark">>;
type FeatureSwitches = Pick<
  CompanySettingsRow,
  "aiAssistantEnabled" | "documentImportEnabled" | "emailServiceEnabled" | "slackEnabled"
>;

export function toSessionUser(
  user: SessionUserRow,
  company: SessionCompanyRow,
  /** Only the actor's feature switches come from here; callers that use just `user` may omit it. */
  settings: FeatureSwitches | null = null,
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
    companyDatabase: company.databaseNumber,
    companyBookmark: company.movedInBookmark ?? null,
  };
}

type CompanySettingsRow = typeof companySettings.$inferSelect;

/** The company's feature switches; a company without a settings row has the defaults (all on, Slack off). */
function companyFeatures(settings: FeatureSwitches | null): CompanyFeatures {
  return {
    aiAssistant: settings?.aiAssistantEnabled ?? true,
    documentImport: settings?.documentImportEnabled ?? true,
    emailService: settings?.emailServiceEnabled ?? true,
    slack: settings?.slackEnabled ?? false,
  };
}
