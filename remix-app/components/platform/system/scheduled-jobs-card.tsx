import type { JobRunOutcome, ScheduledJobDto, SystemStatusDto } from "@charterly/domain/contract";
import { describeCronSchedule, formatDateTime } from "@charterly/domain/contract";
import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { SettingsCard } from "../../admin/settings/settings-card";
import { Badge, type BadgeTone } from "../../badges";
import { Loading } from "../../documents/load-status";
import { Notice } from "../../notice";
import { ScrollRegion } from "../../ui/scroll-region";

const OUTCOME_BADGES: Record<JobRunOutcome, { label: string; tone: BadgeTone }> = {
  ok: { label: "Succeeded", tone: "emerald" },
  failed: { label: "Failed", tone: "red" },
};

const DESCRIPTION =
  "Every job the cron trigger runs, with its schedule (UTC) and its last run here: when, how it went and what it reported.";

/**
 * 'Scheduled jobs': each job the Worker registers (worker/jobs/registry.ts), from the same check as
 * System Status, with its last run (a job that has not run yet says so). Operators see here that the
 * crons ran — in production and under `npm start` alike (decision 031).
 */
export function ScheduledJobsCard({ status }: { status: Promise<SystemStatusDto | null> }) {
  return (
    <Suspense
      fallback={
        <SettingsCard title="Scheduled jobs" description={DESCRIPTION}>
          <Loading label="Reading the scheduled jobs…" />
        </SettingsCard>
      }
    >
      <Await resolve={status}>
        {(checked) => (
          <SettingsCard title="Scheduled jobs" description={DESCRIPTION}>
            {checked ? (
              <ScheduledJobsTable jobs={checked.scheduledJobs} />
            ) : (
              <Notice tone="error" title="Could not read the scheduled jobs">
                Please try again in a moment with Check again, or reload the page.
              </Notice>
            )}
          </SettingsCard>
        )}
      </Await>
    </Suspense>
  );
}

export function ScheduledJobsTable({ jobs }: { jobs: ScheduledJobDto[] }) {
  return (
    // A phone scrolls the table, not the page.
    <ScrollRegion label="Scheduled jobs" className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Scheduled jobs and their last runs</caption>
        <thead className="text-xs uppercase text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Job
            </th>
            <th scope="col" className="py-2 pr-3">
              Schedule
            </th>
            <th scope="col" className="py-2 pr-3">
              Last run
            </th>
            <th scope="col" className="py-2 pr-3">
              Outcome
            </th>
            <th scope="col" className="py-2">
              Summary
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {jobs.map((job) => {
            const badge = job.lastRun ? OUTCOME_BADGES[job.lastRun.outcome] : null;
            return (
              <tr key={job.name}>
                <th scope="row" className="py-2 pr-3 font-mono text-xs font-medium">
                  {job.name}
                </th>
                <td className="py-2 pr-3">
                  {job.schedules.map((cron) => (
                    <span key={cron} className="block">
                      {describeCronSchedule(cron)}{" "}
                      <code className="text-xs text-slate-600 dark:text-slate-400">{cron}</code>
                    </span>
                  ))}
                </td>
                <td className="whitespace-nowrap py-2 pr-3">
                  {job.lastRun ? formatDateTime(job.lastRun.startedAt) : "Never run"}
                </td>
                <td className="py-2 pr-3">{badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : "—"}</td>
                <td className="py-2 text-xs text-slate-600 dark:text-slate-400">
                  {job.lastRun?.summary ?? "—"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
