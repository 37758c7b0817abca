import { and, count, eq, gte, isNull, sql } from "drizzle-orm";
import {
  auditEvents,
  chatMessages,
  companies,
  documents,
  emailOutbox,
  knowledgeChunks,
  sessions,
  users,
} from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { PlatformFiguresDto } from "../contract";
import { countPlatformUsers, holdsAccount } from "./platform-settings";

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_WINDOW_DAYS = 30;

/**
 * The System Settings tiles: counts across the whole platform, each one query on an index (the
 * companies in the recycle bin are left out of companies, people and documents).
 */
export async function getPlatformFigures(ctx: DomainContext, actor: Actor): Promise<PlatformFiguresDto> {
  requirePermission(actor, "platform.settings");
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
  const liveCompany = isNull(companies.deletedAt);
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

  const [
    companyCount,
    userCount,
    activeUsers,
    documentCount,
    recentDocuments,
    questions,
    passages,
    emailsQueued,
    emailsFailed,
    activeSessions,
    auditCount,
  ] = await Promise.all([
    one(ctx.directory.select({ value: count() }).from(companies).where(liveCompany)),
    countPlatformUsers(ctx),
    one(
      ctx.directory
        .select({ value: count() })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(holdsAccount, gte(users.lastLoginAt, since))),
    ),
    one(
      ctx.db
        .select({ value: count() })
        .from(documents)
        .innerJoin(companies, eq(companies.id, documents.companyId))
        .where(liveCompany),
    ),
    one(
      ctx.db
        .select({ value: count() })
        .from(documents)
        .innerJoin(companies, eq(companies.id, documents.companyId))
        .where(and(liveCompany, gte(documents.createdAt, since))),
    ),
    one(
      ctx.db
        .select({ value: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.messageType, "user"), gte(chatMessages.createdAt, since))),
    ),
    one(ctx.db.select({ value: count() }).from(knowledgeChunks)),
    one(ctx.db.select({ value: count() }).from(emailOutbox).where(eq(emailOutbox.status, "queued"))),
    one(ctx.db.select({ value: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed"))),
    one(
      ctx.directory
        .select({ value: count() })
        .from(sessions)
        .where(sql`${sessions.expiresAt} > ${now.getTime()}`),
    ),
    // The audit trail is in every database; while there is one, counting it there counts it all
    // (stage 4 of decision 027 sums every database).
    one(ctx.directory.select({ value: count() }).from(auditEvents).where(gte(auditEvents.createdAt, since))),
  ]);
  return {
    companies: companyCount,
    users: userCount,
    activeUsers,
    documents: documentCount,
    documentsLast30Days: recentDocuments,
    questionsLast30Days: questions,
    knowledgePassages: passages,
    emailsQueued,
    emailsFailed,
    activeSessions,
    auditEventsLast30Days: auditCount,
  };
}
