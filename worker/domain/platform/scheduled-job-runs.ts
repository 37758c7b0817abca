import { jobRuns } from "../../db/schema";
import type { DomainContext } from "../context";
import { MAX_JOB_SUMMARY_LENGTH, type ScheduledJobDto } from "../contract";
import type { JobRunOutcome } from "../contract/vocabulary";

/** A job as the Worker registers it (worker/jobs/registry.ts): its name and cron expressions. */
export interface RegisteredJob {
  name: string;
  schedules: readonly string[];
}

export interface JobRun {
  job: string;
  cron: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: JobRunOutcome;
  summary: string;
}

/**
 * Keeps a job's run as its last (one row per job, written over: bounded whatever the schedule), so
 * System Status can show that the cron trigger ran it, when, and how it went (decision 031).
 */
export async function recordJobRun(ctx: Pick<DomainContext, "directory">, run: JobRun): Promise<void> {
  const summary =
    run.summary.length > MAX_JOB_SUMMARY_LENGTH
      ? `${run.summary.slice(0, MAX_JOB_SUMMARY_LENGTH - 1)}…`
      : run.summary;
  const values = { ...run, summary };
  await ctx.directory
    .insert(jobRuns)
    .values(values)
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: {
        cron: values.cron,
        startedAt: values.startedAt,
        finishedAt: values.finishedAt,
        outcome: values.outcome,
        summary: values.summary,
      },
    });
}

/**
 * Every registered job with its last run, in the registry's order; a job that never ran here has
 * none. Rows of jobs no longer registered are left out. The caller checks permission.
 */
export async function listScheduledJobs(
  ctx: Pick<DomainContext, "directory">,
  registered: readonly RegisteredJob[],
): Promise<ScheduledJobDto[]> {
  const rows = await ctx.directory.select().from(jobRuns);
  const byJob = new Map(rows.map((row) => [row.job, row]));
  return registered.map((job) => {
    const run = byJob.get(job.name);
    return {
      name: job.name,
      schedules: [...job.schedules],
      lastRun: run
        ? {
            cron: run.cron,
            startedAt: run.startedAt.toISOString(),
            finishedAt: run.finishedAt.toISOString(),
            outcome: run.outcome,
            summary: run.summary,
          }
        : null,
    };
  });
}
