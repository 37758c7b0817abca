// Platform Settings (administration side §2): System Settings and Deployment, and the outgoing
// e-mail queue (GET /api/admin/email-tasks). The figures are read from the running platform.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/platform-settings.ts.

/** The platform-wide user ceiling when nothing else is set (administration side §9). */
export const DEFAULT_MAX_USERS_GLOBAL = 10000;

export const REGISTRATION_CLOSED_MESSAGE =
  "Charterly has reached the number of accounts it admits. Ask your administrator to contact Charterly support.";

/** ok: working; embedded: the local default stands in (honest, not an outage); off: not configured; down: failing. */
export const SYSTEM_CHECK_STATES = ["ok", "embedded", "off", "down"] as const;
export type SystemCheckState = (typeof SYSTEM_CHECK_STATES)[number];

export const MAINTENANCE_TASKS = [
  "purge-expired-sessions",
  "retry-failed-emails",
  "rebuild-search-index",
] as const;
export type MaintenanceTask = (typeof MAINTENANCE_TASKS)[number];

/** What System Status → Scheduled jobs says of a job's failure that nobody worded (the logs have it). */
export const UNEXPECTED_JOB_FAILURE = "Failed unexpectedly; the Worker's logs have the details.";

/** The longest summary kept of a job's run (a job's report is one line). */
export const MAX_JOB_SUMMARY_LENGTH = 500;

/**
 * A cron expression (wrangler.toml [triggers]) in words, for the two shapes the Worker uses: every
 * N minutes, daily at a time (cron triggers run in UTC). Any other expression is shown as written.
 */
export function describeCronSchedule(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return cron;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  const everyDay = dayOfMonth === "*" && month === "*" && dayOfWeek === "*";
  if (!everyDay) return cron;
  const step = /^\*\/(\d{1,2})$/.exec(minute);
  if (step && hour === "*") return `Every ${step[1]} minutes`;
  if (minute === "*" && hour === "*") return "Every minute";
  if (/^\d{1,2}$/.test(minute) && /^\d{1,2}$/.test(hour))
    return `Daily at ${hour.padStart(2, "0")}:${minute.padStart(2, "0")} UTC`;
  return cron;
}
