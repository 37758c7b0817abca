import { purgeExpiredSessions } from "../domain/auth/purge-expired-sessions";
import type { DomainContext } from "../domain/context";
import { UNEXPECTED_JOB_FAILURE } from "../domain/contract";
import { runScheduledCrmSync } from "../domain/crm/sync-customers";
import { indexUnindexedDocuments } from "../domain/knowledge/index-unindexed-documents";
import { runReviewReminders } from "../domain/lifecycle/review-reminders";
import { failureForPeople } from "../domain/logging/failure-for-people";
import { repairPeopleMirror } from "../domain/people/people-mirror";
import { companyDatabases, withCompanyDatabase } from "../domain/platform/company-databases";
import { continueCompanyMoves } from "../domain/platform/move-company";
import { type RegisteredJob, recordJobRun } from "../domain/platform/scheduled-job-runs";
import { purgeDueCompanies } from "../domain/recycle-bin/purge-due-companies";
import { mergeFullTextIndexes, startFullTextIndexRewrite } from "../domain/search/merge-full-text-indexes";
import { purgeSlackEventClaims } from "../domain/slack/purge-slack-event-claims";
import { logError } from "../http/log";
import { runMailDelivery } from "./deliver-queued-email";
import { runSlackNoticeDelivery } from "./deliver-slack-notices";

/** What a job may need of the deployment besides the DomainContext. */
export interface JobRuntime {
  /** The app's public origin (APP_URL), for links in e-mail; unknown locally without it. */
  appOrigin?: string;
}

/** A task the cron trigger runs. Each job is idempotent: a repeated or overlapping run does no harm. */
export interface ScheduledJob {
  name: string;
  /** Cron expressions (from wrangler.toml [triggers]) that run this job. */
  schedules: string[];
  run(ctx: DomainContext, runtime: JobRuntime): Promise<{ summary: string }>;
}

const scheduledJobs: ScheduledJob[] = [
  {
    name: "purge-expired-sessions",
    schedules: ["*/5 * * * *"],
    run: async (ctx) => ({ summary: `${await purgeExpiredSessions(ctx)} expired sessions removed` }),
  },
  {
    name: "deliver-queued-email",
    schedules: ["*/5 * * * *"],
    run: runMailDelivery,
  },
  {
    name: "index-documents-in-force",
    schedules: ["*/5 * * * *"],
    run: async (ctx) => ({
      summary: `${(await indexUnindexedDocuments(ctx)).indexed} documents in force added to the knowledge index`,
    }),
  },
  {
    // Companies 5 days in the recycle bin are deleted for good; a large one over several runs.
    name: "purge-recycle-bin",
    schedules: ["*/5 * * * *"],
    run: async (ctx) => {
      const { purged, unfinished } = await purgeDueCompanies(ctx);
      return {
        summary: `${purged} deleted companies purged${unfinished ? `, ${unfinished} to be continued next run` : ""}`,
      };
    },
  },
  {
    // Sends changed customers to Salesforce when auto sync is on and its frequency's hours have passed.
    name: "crm-sync",
    schedules: ["*/5 * * * *"],
    run: runScheduledCrmSync,
  },
  {
    // 'New policy in force' notices to each company's Slack channel that a write's own delivery
    // missed: retries with back-off, Slack's rate limits (decision 017).
    name: "deliver-slack-notices",
    schedules: ["*/5 * * * *"],
    run: runSlackNoticeDelivery,
  },
  {
    // Company moves between company databases that a request did not finish (move-company.ts).
    name: "continue-company-moves",
    schedules: ["*/5 * * * *"],
    run: async (ctx) => {
      const { finished, unfinished } = await continueCompanyMoves(ctx);
      return { summary: `${finished} company moves finished, ${unfinished} to be continued` };
    },
  },
  {
    // Slack retries an event for minutes; the claims that kept it from being answered twice go after a day.
    name: "purge-slack-event-claims",
    schedules: ["*/5 * * * *"],
    run: async (ctx) => ({ summary: `${await purgeSlackEventClaims(ctx)} old Slack event claims removed` }),
  },
  {
    // FTS5 keeps deleted entries until its segments merge: a bounded merge each run gives their
    // space back (merge-full-text-indexes.ts).
    name: "merge-full-text-indexes",
    schedules: ["*/5 * * * *"],
    run: async (ctx) => ({
      summary: `${await mergeFullTextIndexes(ctx)} full-text indexes merged a step`,
    }),
  },
  {
    // Daily: e-mails owners 30 and 7 days before a review is due and once it is overdue, and tells
    // company admins about the reviews that became overdue (decision 016).
    name: "review-reminders",
    schedules: ["0 6 * * *"],
    run: runReviewReminders,
  },
  {
    // Daily: starts merging each full-text index into one segment, which the 5-minute merge carries
    // on; only that gives back every deleted entry's space (merge-full-text-indexes.ts).
    name: "start-full-text-index-rewrite",
    schedules: ["0 6 * * *"],
    run: async (ctx) => ({
      summary: `${await startFullTextIndexRewrite(ctx)} full-text indexes started merging into one segment`,
    }),
  },
  {
    // Daily: mends the company databases' copies of their people that a request failed to write
    // after changing the person in the directory (people-mirror.ts, decision 027).
    name: "repair-people-copies",
    schedules: ["0 6 * * *"],
    run: async (ctx) => {
      // Each company database against the people of the companies it holds.
      let [checked, copied, removed] = [0, 0, 0];
      for (const [index, db] of companyDatabases(ctx).entries()) {
        const repair = await repairPeopleMirror(withCompanyDatabase(ctx, db), undefined, index + 1);
        checked += repair.checked;
        copied += repair.copied;
        removed += repair.removed;
      }
      return { summary: `${checked} people checked; copies mended: ${copied}, removed: ${removed}` };
    },
  },
];

/**
 * Runs every job registered for the cron expression, one after another; one job's failure does not
 * stop the others. Each run, failed or not, is kept as the job's last (job_runs, shown in System
 * Status): its report, or a failure in words for people — the runtime's message goes to the logs.
 */
export async function runScheduledJobs(
  cron: string,
  ctx: DomainContext,
  jobs: ScheduledJob[] = scheduledJobs,
  runtime: JobRuntime = {},
) {
  const results: Array<{ job: string; ok: boolean; summary: string }> = [];
  for (const job of jobs.filter((j) => j.schedules.includes(cron))) {
    const startedAt = ctx.clock.now();
    let shown: string;
    try {
      const { summary } = await job.run(ctx, runtime);
      results.push({ job: job.name, ok: true, summary });
      shown = summary;
    } catch (error) {
      logError("scheduled job failed", error, { job: job.name, cron });
      results.push({
        job: job.name,
        ok: false,
        summary: error instanceof Error ? error.message : String(error),
      });
      shown = failureForPeople(error, UNEXPECTED_JOB_FAILURE);
    }
    const ok = results.at(-1)!.ok;
    try {
      await recordJobRun(ctx, {
        job: job.name,
        cron,
        startedAt,
        finishedAt: ctx.clock.now(),
        outcome: ok ? "ok" : "failed",
        summary: shown,
      });
    } catch (error) {
      // The run happened; only its record is missing. The next run writes it again.
      logError("scheduled job's run not recorded", error, { job: job.name, cron });
    }
  }
  return results;
}

/** The jobs the Worker registers, each with its cron expressions (System Status lists them all). */
export function registeredJobs(jobs: ScheduledJob[] = scheduledJobs): RegisteredJob[] {
  return jobs.map(({ name, schedules }) => ({ name, schedules }));
}

/** Each cron expression with the jobs it runs (Platform Settings → Deployment shows them). */
export function scheduleTable(jobs: ScheduledJob[] = scheduledJobs): Array<{ cron: string; jobs: string[] }> {
  const byCron = new Map<string, string[]>();
  for (const job of jobs)
    for (const cron of job.schedules) byCron.set(cron, [...(byCron.get(cron) ?? []), job.name]);
  return [...byCron].map(([cron, names]) => ({ cron, jobs: names }));
}
