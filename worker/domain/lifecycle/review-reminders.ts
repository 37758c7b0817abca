import { and, asc, eq, inArray, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  companies,
  companyPeople,
  companySettings,
  documentReviewReminders,
  documents,
  emailOutbox,
} from "../../db/schema";
import type { DomainContext } from "../context";
import { COMPANY_ADMIN_ROLES, IN_FORCE_STATUSES, type ReviewReminderKind } from "../contract";
import {
  COMPANY_IDS_WRITTEN_PER_STATEMENT,
  chunks,
  companyDatabases,
  oneOf,
  withCompanyDatabase,
} from "../platform/company-databases";
import {
  ADMIN_NOTICE_KIND,
  libraryLinks,
  overdueReviewsAdminEmail,
  queueEmailWhen,
  type ReminderDocument,
  reviewReminderEmail,
} from "./review-mail";
import { DUE_SOON_DAYS, daysMs } from "./review-window";

/** Reminders one run sends at most; the rest wait for the next run (they are still unsent). */
export const REVIEW_REMINDERS_PER_RUN = 200;

/** The reminder a review date calls for now: the most urgent one it has reached. */
export function reminderKindAt(nextReviewAt: Date, now: Date): ReviewReminderKind | null {
  const left = nextReviewAt.getTime() - now.getTime();
  if (left <= 0) return "overdue";
  if (left <= daysMs(7)) return "due_in_7_days";
  if (left <= daysMs(DUE_SOON_DAYS)) return "due_in_30_days";
  return null;
}

export interface ReviewReminderRun {
  /** Reminders recorded and e-mailed to owners. */
  reminders: number;
  /** E-mails to company admins about newly overdue reviews. */
  adminNotices: number;
  /** More reminders are due than one run sends: the next run continues. */
  unfinished: boolean;
}

const personName = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || row.email;

/**
 * The daily review reminders (decision 016). For each document in force with an owner and a next
 * review date, the owner is e-mailed 30 days before, 7 days before and once it is overdue: once each
 * per review date (the document_review_reminders row is inserted ON CONFLICT DO NOTHING in the same
 * batch as the mail, and the mail is queued only when that row was new), so a run that repeats, or
 * comes late, never sends one twice, and a new review date starts over. A late run sends only the
 * most urgent reminder reached. Each company's admins get one e-mail per run listing the reviews
 * that became overdue, those without an (active) owner included. Companies with e-mail switched off,
 * in the recycle bin, deactivated or moving between databases, and owners no longer active, are left out. At most
 * REVIEW_REMINDERS_PER_RUN per company database per run; the next run takes the rest (what was sent
 * is recorded, so it resumes where this one stopped).
 */
export async function sendReviewReminders(
  ctx: DomainContext,
  options: { limit?: number; appOrigin?: string } = {},
): Promise<ReviewReminderRun> {
  // The companies reminded, from the directory: live (not in the recycle bin, not deactivated, not
  // moving between databases), with a library (not Freemium) and e-mail on. Their documents are in
  // the company databases.
  const reminded = await ctx.directory
    .select({ id: companies.id, name: sql<string>`coalesce(${companies.displayName}, ${companies.name})` })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(
      and(
        isNull(companies.deletedAt),
        isNull(companies.deactivatedAt),
        isNull(companies.movingTo),
        ne(companies.tier, "freemium"),
        sql`coalesce(${companySettings.emailServiceEnabled}, 1) = 1`,
      ),
    );
  const run: ReviewReminderRun = { reminders: 0, adminNotices: 0, unfinished: false };
  if (reminded.length === 0) return run;
  const companyNames = new Map(reminded.map((company) => [company.id, company.name]));
  for (const db of companyDatabases(ctx)) {
    const done = await remindIn(withCompanyDatabase(ctx, db), companyNames, options);
    run.reminders += done.reminders;
    run.adminNotices += done.adminNotices;
    run.unfinished ||= done.unfinished;
  }
  return run;
}

/** One company database's reminders due (at most `limit` of them), for the companies named. */
async function remindIn(
  ctx: DomainContext,
  companyNames: ReadonlyMap<number, string>,
  options: { limit?: number; appOrigin?: string },
): Promise<ReviewReminderRun> {
  const limit = options.limit ?? REVIEW_REMINDERS_PER_RUN;
  const links = libraryLinks(options.appOrigin);
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const kindSql = sql<ReviewReminderKind>`case when ${documents.nextReviewAt} <= ${nowMs} then 'overdue' when ${documents.nextReviewAt} <= ${nowMs + daysMs(7)} then 'due_in_7_days' else 'due_in_30_days' end`;
  // The companies reminded are written into the statement, a thousand at a time (D1 takes at most
  // 100 KB of SQL); each read is the soonest limit + 1 of its companies, and together the soonest.
  const reads = chunks([...companyNames.keys()], COMPANY_IDS_WRITTEN_PER_STATEMENT).map((ids) =>
    dueReviews(ctx, ids, kindSql, now, limit),
  );
  const candidates = (await Promise.all(reads))
    .flat()
    .sort(
      (a, b) =>
        (a.nextReviewAt?.getTime() ?? 0) - (b.nextReviewAt?.getTime() ?? 0) || a.documentId - b.documentId,
    )
    .slice(0, limit + 1);

  const due = candidates.slice(0, limit).flatMap((row) => {
    if (!row.nextReviewAt) return [];
    const kind = reminderKindAt(row.nextReviewAt, now);
    if (!kind) return [];
    const document: ReminderDocument = {
      documentId: row.documentId,
      companyId: row.companyId,
      companyName: companyNames.get(row.companyId) ?? "",
      title: row.title,
      nextReviewAt: row.nextReviewAt,
      reviewIntervalMonths: row.reviewIntervalMonths,
      ownerEmail: row.ownerEmail,
      ownerName: row.ownerEmail
        ? personName({ firstName: row.ownerFirstName, lastName: row.ownerLastName, email: row.ownerEmail })
        : null,
    };
    return [{ document, kind }];
  });

  const byCompany = new Map<number, typeof due>();
  for (const item of due)
    byCompany.set(item.document.companyId, [...(byCompany.get(item.document.companyId) ?? []), item]);

  const companyIds = [...byCompany.keys()];
  const admins =
    companyIds.length === 0
      ? []
      : await ctx.companyDb
          .select({
            companyId: companyPeople.companyId,
            email: companyPeople.email,
            firstName: companyPeople.firstName,
            lastName: companyPeople.lastName,
          })
          .from(companyPeople)
          .where(
            and(
              inArray(companyPeople.companyId, companyIds),
              inArray(companyPeople.role, [...COMPANY_ADMIN_ROLES]),
              isNull(companyPeople.deactivatedAt),
            ),
          );

  let reminders = 0;
  let adminNotices = 0;
  // One batch per company: its reminders, their mail, and the admins' notice.
  for (const [companyId, items] of byCompany) {
    const statements: BatchItem<"sqlite">[] = [];
    /** Where each reminder's insert is in the batch. */
    const reminderAt: number[] = [];
    for (const { document, kind } of items) {
      reminderAt.push(statements.length);
      statements.push(
        ctx.companyDb
          .insert(documentReviewReminders)
          .values({
            documentId: document.documentId,
            companyId,
            dueAt: document.nextReviewAt,
            kind,
            sentAt: now,
          })
          .onConflictDoNothing(),
      );
      // Straight after the insert: changes() is 1 only when the reminder was not recorded before.
      if (document.ownerEmail)
        statements.push(
          queueEmailWhen(
            ctx,
            reviewReminderEmail({ ...document, ownerEmail: document.ownerEmail }, kind, links),
            sql`changes() = 1`,
          ),
        );
    }
    const adminNoticesFrom = statements.length;
    const overdue = items.filter((item) => item.kind === "overdue").map((item) => item.document);
    const companyAdmins = overdue.length === 0 ? [] : admins.filter((admin) => admin.companyId === companyId);
    for (const admin of companyAdmins) {
      const [first] = overdue;
      if (!first) break;
      statements.push(
        queueEmailWhen(
          ctx,
          overdueReviewsAdminEmail({
            to: admin.email,
            adminName: personName(admin),
            companyId,
            companyName: first.companyName,
            documents: overdue,
            links,
          }),
          // Only if this run recorded one of these overdue reminders (not a repeated run), and
          // once per run (two runs at the same moment are one).
          sql`exists (select 1 from ${documentReviewReminders} r where r.company_id = ${companyId} and r.kind = 'overdue' and r.sent_at = ${nowMs} and r.document_id in (${sql.join(
            overdue.map((d) => sql`${d.documentId}`),
            sql`, `,
          )})) and not exists (select 1 from ${emailOutbox} o where o.to_address = ${admin.email} and o.created_at = ${nowMs} and o.kind = ${ADMIN_NOTICE_KIND})`,
        ),
      );
    }
    const results = await ctx.companyDb.batch(statements as unknown as [BatchItem<"sqlite">]);
    for (const position of reminderAt) if (changesOf(results[position]) > 0) reminders++;
    for (let i = adminNoticesFrom; i < statements.length; i++) {
      if (changesOf(results[i]) > 0) adminNotices++;
    }
  }
  return { reminders, adminNotices, unfinished: candidates.length > limit };
}

/** The soonest reviews due (at most limit + 1) of these companies, with their owners. */
function dueReviews(
  ctx: DomainContext,
  companyIds: readonly number[],
  kindSql: SQL<ReviewReminderKind>,
  now: Date,
  limit: number,
) {
  const nowMs = now.getTime();
  // From documents alone, walking documents_next_review_idx soonest first (the company and owner
  // conditions are lookups by key), so a run reads the reviews due, not the companies. The owner is
  // read from the company database's copy of its people.
  const activeOwner = sql`u.id = ${documents.ownerUserId} and u.company_id = ${documents.companyId} and u.deactivated_at is null`;
  return ctx.companyDb
    .select({
      documentId: documents.id,
      companyId: documents.companyId,
      title: documents.title,
      nextReviewAt: documents.nextReviewAt,
      reviewIntervalMonths: documents.reviewIntervalMonths,
      // The owner, while an active person of the company (null otherwise).
      ownerEmail: sql<string | null>`(select u.email from ${companyPeople} u where ${activeOwner})`,
      ownerFirstName: sql<string | null>`(select u.first_name from ${companyPeople} u where ${activeOwner})`,
      ownerLastName: sql<string | null>`(select u.last_name from ${companyPeople} u where ${activeOwner})`,
    })
    .from(documents)
    .where(
      and(
        lte(documents.nextReviewAt, new Date(nowMs + daysMs(DUE_SOON_DAYS))),
        inArray(documents.status, [...IN_FORCE_STATUSES]),
        // An owner to remind; without one (none, or no longer active), only an overdue review,
        // which the company admins hear of.
        sql`(exists (select 1 from ${companyPeople} u where ${activeOwner}) or ${documents.nextReviewAt} <= ${nowMs})`,
        oneOf(documents.companyId, companyIds),
        sql`not exists (select 1 from ${documentReviewReminders} r where r.document_id = ${documents.id} and r.due_at = ${documents.nextReviewAt} and r.kind = ${kindSql})`,
      ),
    )
    .orderBy(asc(documents.nextReviewAt), asc(documents.id))
    .limit(limit + 1);
}

/** The rows a batch's insert changed (D1's meta.changes). */
function changesOf(result: unknown): number {
  const meta = (result as { meta?: { changes?: number } } | undefined)?.meta;
  return meta?.changes ?? 0;
}

/** The cron job's run: the reminders, and a line for the log. */
export async function runReviewReminders(
  ctx: DomainContext,
  runtime: { appOrigin?: string } = {},
): Promise<{ summary: string }> {
  const run = await sendReviewReminders(ctx, { appOrigin: runtime.appOrigin });
  return {
    summary: `${run.reminders} review reminders queued, ${run.adminNotices} overdue notices to admins${run.unfinished ? ", more next run" : ""}`,
  };
}
