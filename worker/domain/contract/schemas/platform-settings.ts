import { z } from "zod";
import { MAINTENANCE_TASKS, SYSTEM_CHECK_STATES } from "../plain/platform-settings";
import { JOB_RUN_OUTCOMES, OUTBOX_STATUSES } from "../vocabulary";

// Platform Settings (administration side §2): System Settings and Deployment, and the outgoing
// e-mail queue (GET /api/admin/email-tasks). The figures are read from the running platform.

export const platformSettingsSchema = z.object({
  maxUsersGlobal: z.number().int(),
  /** People with an account now (deactivated ones excluded), against the ceiling. */
  currentUsers: z.number().int(),
  updatedAt: z.string(),
});
export type PlatformSettingsDto = z.infer<typeof platformSettingsSchema>;

export const platformSettingsUpdateBody = z
  .object({
    maxUsersGlobal: z
      .number({ message: "Maximum users must be a whole number" })
      .int("Maximum users must be a whole number")
      .min(1, "Maximum users must be at least 1")
      .max(1_000_000, "Maximum users can be at most 1,000,000"),
  })
  .strict();
export type PlatformSettingsUpdateInput = z.infer<typeof platformSettingsUpdateBody>;

export const systemCheckSchema = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(SYSTEM_CHECK_STATES),
  detail: z.string(),
  /** How long the check took, when it called something. */
  latencyMs: z.number().nullable(),
});
export type SystemCheckDto = z.infer<typeof systemCheckSchema>;

export const securityControlSchema = z.object({
  key: z.enum(["mfa", "rate-limiting", "audit-logging"]),
  label: z.string(),
  enabled: z.boolean(),
  detail: z.string(),
});
export type SecurityControlDto = z.infer<typeof securityControlSchema>;

/** A scheduled job's last run (worker/jobs/registry.ts writes it after each run). */
export const jobRunSchema = z.object({
  /** The cron expression that ran it. */
  cron: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  outcome: z.enum(JOB_RUN_OUTCOMES),
  /** The job's own report ("2 e-mails sent"), or its failure in words for people. */
  summary: z.string(),
});
export type JobRunDto = z.infer<typeof jobRunSchema>;

/** Every job the Worker registers, whether it ever ran or not (null: never run here). */
export const scheduledJobSchema = z.object({
  name: z.string(),
  /** Its cron expressions (wrangler.toml [triggers]). */
  schedules: z.array(z.string()),
  lastRun: jobRunSchema.nullable(),
});
export type ScheduledJobDto = z.infer<typeof scheduledJobSchema>;

export const systemStatusSchema = z.object({
  checkedAt: z.string(),
  checks: z.array(systemCheckSchema),
  security: z.array(securityControlSchema),
  /** The cron trigger's jobs with their last runs, in the order the Worker registers them. */
  scheduledJobs: z.array(scheduledJobSchema),
});
export type SystemStatusDto = z.infer<typeof systemStatusSchema>;

export const platformFiguresSchema = z.object({
  companies: z.number().int(),
  users: z.number().int(),
  /** People who signed in within the last 30 days. */
  activeUsers: z.number().int(),
  documents: z.number().int(),
  documentsLast30Days: z.number().int(),
  questionsLast30Days: z.number().int(),
  knowledgePassages: z.number().int(),
  emailsQueued: z.number().int(),
  emailsFailed: z.number().int(),
  activeSessions: z.number().int(),
  auditEventsLast30Days: z.number().int(),
});
export type PlatformFiguresDto = z.infer<typeof platformFiguresSchema>;

export const maintenanceResultSchema = z.object({
  task: z.enum(MAINTENANCE_TASKS),
  /** What was done, in a sentence the screen shows as it is. */
  message: z.string(),
  count: z.number().int(),
});
export type MaintenanceResultDto = z.infer<typeof maintenanceResultSchema>;

export const deploymentSchema = z.object({
  environment: z.string(),
  appUrl: z.string().nullable(),
  worker: z.object({
    name: z.string(),
    /** The Worker version (Cloudflare's version metadata); null where the runtime gives none. */
    versionId: z.string().nullable(),
    versionTag: z.string().nullable(),
    deployedAt: z.string().nullable(),
    compatibilityDate: z.string(),
    compatibilityFlags: z.array(z.string()),
  }),
  bindings: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      present: z.boolean(),
      purpose: z.string(),
    }),
  ),
  schedules: z.array(z.object({ cron: z.string(), jobs: z.array(z.string()) })),
});
export type DeploymentDto = z.infer<typeof deploymentSchema>;

export const emailTaskSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailTaskDto = z.infer<typeof emailTaskSchema>;

export const emailTaskListQuery = z
  .object({
    status: z.enum(OUTBOX_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const emailTaskListSchema = z.object({
  tasks: z.array(emailTaskSchema),
  counts: z.record(z.enum(OUTBOX_STATUSES), z.number().int()),
});
export type EmailTaskListDto = z.infer<typeof emailTaskListSchema>;
