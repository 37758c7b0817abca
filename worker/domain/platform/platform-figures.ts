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
import { companyDatabases, countsOf, documentCountsOf, everyDatabase, summedOver } from "./company-databases";
import { countPlatformUsers, holdsAccount } from "./platform-settings";

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_WINDOW_DAYS = 30;

/**
 * The System Settings tiles: counts across the whole platform, each one query on an index per
 * database, read together (the companies in the recycle bin are left out of companies, people and
 * documents: their documents are counted per company and left out of the sum).
 */
export async function getPlatformFigures(ctx: DomainContext, actor: Actor): Promise<PlatformFiguresDto> {
  requirePermission(actor, "platform.settings");
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
  const liveCompany = isNull(companies.deletedAt);
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const total = async (figures: Promise<number>[]) =>
    (await Promise.all(figures)).reduce((sum, figure) => sum + figure, 0);
  // Read once, for both document figures.
  const liveCompanies = ctx.directory
    .select({ id: companies.id })
    .from(companies)
    .where(liveCompany)
    .then((rows) => rows);
  const liveTotal = async (perCompany: Promise<Map<number, number>>) => {
    const [live, counts] = await Promise.all([liveCompanies, perCompany]);
    return live.reduce((sum, { id }) => sum + (counts.get(id) ?? 0), 0);
  };

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
    // Documents per company from every company database, summed over the live companies.
    liveTotal(documentCountsOf(ctx, "every")),
    liveTotal(countsOf(ctx, "every", documents, documents.companyId, gte(documents.createdAt, since))),
    total(
      companyDatabases(ctx).map((db) =>
        one(
          db
            .select({ value: count() })
            .from(chatMessages)
            .where(and(eq(chatMessages.messageType, "user"), gte(chatMessages.createdAt, since))),
        ),
      ),
    ),
    total(companyDatabases(ctx).map((db) => one(db.select({ value: count() }).from(knowledgeChunks)))),
    // The outbox and the audit trail are in every database.
    summedOver(everyDatabase(ctx), (db) =>
      db.select({ value: count() }).from(emailOutbox).where(eq(emailOutbox.status, "queued")),
    ),
    summedOver(everyDatabase(ctx), (db) =>
      db.select({ value: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
    ),
    one(
      ctx.directory
        .select({ value: count() })
        .from(sessions)
        .where(sql`${sessions.expiresAt} > ${now.getTime()}`),
    ),
    summedOver(everyDatabase(ctx), (db) =>
      db.select({ value: count() }).from(auditEvents).where(gte(auditEvents.createdAt, since)),
    ),
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
