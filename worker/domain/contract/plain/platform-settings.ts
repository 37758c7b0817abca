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
