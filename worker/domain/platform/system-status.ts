import { count, gte, sql } from "drizzle-orm";
import { auditEvents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { SecurityControlDto, SystemCheckDto, SystemCheckState, SystemStatusDto } from "../contract";
import { failureForPeople, OutsideServiceError } from "../logging/failure-for-people";
import type { Logger } from "../logging/logger";
import { everyDatabase, summedOver } from "./company-databases";
import { listScheduledJobs, type RegisteredJob } from "./scheduled-job-runs";

/**
 * One outside part the runtime checks for the System Settings badges (R2, Workers AI, Vectorize,
 * mail, Slack). The Worker builds these from its bindings (worker/api/system-probes.ts); the domain
 * runs them, bounded in time, and adds its own database check.
 */
export interface SystemProbe {
  key: string;
  label: string;
  run(): Promise<{ state: SystemCheckState; detail: string }>;
}

/** Facts about the running Worker the security controls are read from. */
export interface SecurityFacts {
  /** A rate-limiting binding is configured and enforced by the routes. */
  rateLimiting: boolean;
  /** The identity provider's issuer: multi-factor authentication is its to require. */
  identityProvider: string;
}

/** A check that takes longer than this is reported down instead of holding the page. */
export const PROBE_TIMEOUT_MS = 4000;

/** What a check that failed in a way nobody worded says (the logs have the runtime's message). */
export const UNEXPECTED_CHECK_FAILURE = "Did not answer as expected; the Worker's logs have the details.";

async function timed(probe: SystemProbe, now: () => number, log: Logger): Promise<SystemCheckDto> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const outcome = await Promise.race([
      probe.run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new OutsideServiceError(`No answer within ${PROBE_TIMEOUT_MS / 1000} s`)),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
    return { key: probe.key, label: probe.label, ...outcome, latencyMs: now() - started };
  } catch (error) {
    const detail = failureForPeople(error, UNEXPECTED_CHECK_FAILURE);
    if (detail === UNEXPECTED_CHECK_FAILURE) log.error("system check failed", error, { check: probe.key });
    return { key: probe.key, label: probe.label, state: "down", detail, latencyMs: now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The System Settings status: each outside part checked now (in parallel), and the security
 * controls as they really are — audit logging from the audit table's last 24 hours, rate limiting
 * from the runtime, MFA from the identity provider — and every job the cron trigger runs
 * (`jobs`, the Worker's registry) with its last run, so an operator sees that the crons ran.
 */
export async function checkSystemStatus(
  ctx: DomainContext,
  actor: Actor,
  probes: SystemProbe[],
  security: SecurityFacts,
  jobs: readonly RegisteredJob[],
): Promise<SystemStatusDto> {
  requirePermission(actor, "platform.settings");
  const now = () => Date.now();
  const database: SystemProbe = {
    key: "database",
    label: "Database (D1)",
    run: async () => {
      const [row] = await ctx.companyDb.select({ one: sql<number>`1` }).from(sql`(SELECT 1)`);
      return row ? { state: "ok", detail: "Answers queries" } : { state: "down", detail: "No answer" };
    },
  };
  const dayAgo = new Date(ctx.clock.now().getTime() - 24 * 60 * 60 * 1000);
  const [checks, audited, scheduledJobs] = await Promise.all([
    Promise.all([database, ...probes].map((probe) => timed(probe, now, ctx.log))),
    // The audit trail is in every database.
    summedOver(everyDatabase(ctx), (db) =>
      db.select({ value: count() }).from(auditEvents).where(gte(auditEvents.createdAt, dayAgo)),
    ),
    listScheduledJobs(ctx, jobs),
  ]);
  const controls: SecurityControlDto[] = [
    {
      key: "mfa",
      label: "Multi-factor authentication",
      enabled: true,
      detail: `Required and enforced by the identity provider (${security.identityProvider}); Charterly never handles passwords or second factors.`,
    },
    {
      key: "rate-limiting",
      label: "Rate limiting",
      enabled: security.rateLimiting,
      detail: security.rateLimiting
        ? "Sign-in, generation, the assistant, uploads, Enterprise inquiries, e-mail changes, team e-mails and token requests are limited per person (per address without a session)."
        : "No rate limiter is bound to this Worker: requests are not limited.",
    },
    {
      key: "audit-logging",
      label: "Audit logging",
      enabled: true,
      detail: `Every administrative change is recorded with who, what and when (${audited} events in the last 24 hours).`,
    },
  ];
  return { checkedAt: ctx.clock.now().toISOString(), checks, security: controls, scheduledJobs };
}
