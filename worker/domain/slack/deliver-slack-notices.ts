import { and, asc, eq, lte } from "drizzle-orm";
import { companies, companySettings, documents, slackNotices } from "../../db/schema";
import type { DomainContext } from "../context";
import { isInForce, policyNoticeBlocks, policyNoticeText, SLACK_TIERS } from "../contract";
import { inForceVersionColumn } from "../lifecycle/acknowledgement-rules";
import {
  companiesJobsLeaveOut,
  companyDatabases,
  noneOf,
  withCompanyDatabase,
} from "../platform/company-databases";
import { SlackRateLimitedError } from "./slack-api";

/** A notice is tried this many times, then marked failed (the admin sees why in `last_error`). */
export const MAX_NOTICE_ATTEMPTS = 5;
/** The wait after the 1st, 2nd, 3rd and 4th failed try. */
export const NOTICE_BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A claimed notice is not taken by another run for this long (a run that died mid-post is retried). */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 25;

export const NOTICE_SLACK_OFF =
  "Slack was turned off (or its token or channel removed) before the notice was posted.";
export const NOTICE_SUPERSEDED = "This version is no longer the one in force.";

export interface NoticeDelivery {
  /** The web app's origin, for the notice's link and button. */
  appUrl: string;
  /** Only this company's notices (right after its own write); every company's when absent (the job). */
  companyId?: number;
  limit?: number;
}

export interface NoticeReport {
  sent: number;
  skipped: number;
  /** Failed this time (or rate limited) and will be tried again. */
  retrying: number;
  /** Failed for the last time: status "failed". */
  failed: number;
}

/**
 * Posts the due 'New policy in force' notices (queued by trigger with the write that brought a text
 * into force, migration 0009) to each company's channel with its own bot token: the contract's
 * policyNoticeBlocks with an 'I have read this' button. A notice whose company turned Slack off (or
 * lost the plan) or whose version is no longer the one in force is `skipped`. A failure is retried
 * after a growing wait (NOTICE_BACKOFF_MS) and marked `failed` after MAX_NOTICE_ATTEMPTS tries;
 * Slack's 429 is honoured (its Retry-After, not counted as a try, and that company's other notices
 * wait for the next run). Each notice is claimed before it is posted (attempts + 1, guarded by the
 * attempts read), so overlapping runs — the job and a write's own delivery — never post it twice.
 */
export async function deliverSlackNotices(
  ctx: DomainContext,
  options: NoticeDelivery,
): Promise<NoticeReport> {
  const report: NoticeReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  // A company in the recycle bin posts nothing: its notices wait for a restore, or go with the purge.
  const leftOut = await companiesJobsLeaveOut(ctx);
  // One company's notices are in its own database; the job's, in every company database.
  const databases = options.companyId === undefined ? companyDatabases(ctx) : [ctx.companyDb];
  for (const db of databases) await deliverIn(withCompanyDatabase(ctx, db), options, leftOut, report);
  return report;
}

/** The due notices of one company database, posted; counted into `report`. */
async function deliverIn(
  ctx: DomainContext,
  options: NoticeDelivery,
  leftOut: readonly number[],
  report: NoticeReport,
): Promise<void> {
  const now = ctx.clock.now();
  const due = await ctx.companyDb
    .select({ notice: slackNotices })
    .from(slackNotices)
    .where(
      and(
        eq(slackNotices.status, "pending"),
        lte(slackNotices.nextAttemptAt, now),
        options.companyId === undefined ? undefined : eq(slackNotices.companyId, options.companyId),
        noneOf(slackNotices.companyId, leftOut),
      ),
    )
    .orderBy(asc(slackNotices.nextAttemptAt), asc(slackNotices.id))
    .limit(options.limit ?? BATCH_SIZE);

  const rateLimited = new Set<number>();
  for (const { notice } of due) {
    if (rateLimited.has(notice.companyId)) continue;
    const attempts = notice.attempts + 1;
    const [claimed] = await ctx.companyDb
      .update(slackNotices)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        and(
          eq(slackNotices.id, notice.id),
          eq(slackNotices.status, "pending"),
          eq(slackNotices.attempts, notice.attempts),
        ),
      )
      .returning({ id: slackNotices.id });
    if (!claimed) continue; // another run has it

    const finish = (changes: Partial<typeof slackNotices.$inferInsert>) =>
      ctx.companyDb.update(slackNotices).set(changes).where(eq(slackNotices.id, notice.id));

    const target = await loadTarget(ctx, notice.companyId, notice.documentId);
    if (!target.slack) {
      await finish({ status: "skipped", lastError: NOTICE_SLACK_OFF });
      report.skipped++;
      continue;
    }
    if (!target.document || target.document.inForceVersion !== notice.version) {
      await finish({ status: "skipped", lastError: NOTICE_SUPERSEDED });
      report.skipped++;
      continue;
    }
    const { document, slack } = target;
    const shown = {
      documentId: document.id,
      title: document.title,
      version: notice.version,
      inForceSince: (document.inForceSince ?? now).toISOString(),
    };
    try {
      const token = await ctx.secrets.open(slack.sealedToken);
      const { ts } = await ctx.slack.postMessage(
        token,
        slack.channelId,
        policyNoticeText(shown),
        policyNoticeBlocks(shown, options.appUrl),
      );
      await finish({
        status: "sent",
        sentAt: ctx.clock.now(),
        channelId: slack.channelId,
        messageTs: ts,
        lastError: null,
      });
      report.sent++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (error instanceof SlackRateLimitedError) {
        rateLimited.add(notice.companyId);
        await finish({
          attempts: notice.attempts,
          nextAttemptAt: new Date(now.getTime() + error.retryAfterSeconds * 1000),
          lastError,
        });
        report.retrying++;
        continue;
      }
      const giveUp = attempts >= MAX_NOTICE_ATTEMPTS;
      const wait = NOTICE_BACKOFF_MS[Math.min(attempts, NOTICE_BACKOFF_MS.length) - 1]!;
      await finish(
        giveUp
          ? { status: "failed", lastError }
          : { lastError, nextAttemptAt: new Date(now.getTime() + wait) },
      );
      if (giveUp) report.failed++;
      else report.retrying++;
    }
  }
}

/** The company's Slack (when it may still post: on, token and channel saved, a plan with Slack) and the document. */
async function loadTarget(ctx: DomainContext, companyId: number, documentId: number) {
  const [company] = await ctx.directory
    .select({ tier: companies.tier, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  const settings = company?.settings;
  const slack =
    company &&
    settings?.slackEnabled &&
    settings.slackBotTokenEncrypted &&
    settings.slackChannelId &&
    SLACK_TIERS.includes(company.tier)
      ? { sealedToken: settings.slackBotTokenEncrypted, channelId: settings.slackChannelId }
      : null;
  const [row] = await ctx.companyDb
    .select({
      id: documents.id,
      title: documents.title,
      status: documents.status,
      inForceSince: documents.inForceSince,
      inForceVersion: inForceVersionColumn,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.companyId, companyId)))
    .limit(1);
  const document = row && isInForce(row.status) ? row : null;
  return { slack, document };
}
