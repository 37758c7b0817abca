import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { crmConfigs, crmSyncRecords, crmSyncRuns } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { CRM_EXTERNAL_ID_FIELD, type CrmSyncRunDto, conflict } from "../contract";
import { failureForPeople } from "../logging/failure-for-people";
import { type CrmConfigRow, loadCrmConfigRow } from "./crm-config";
import { withSalesforceSession } from "./crm-session";
import { type CustomerRecord, customerRecords, recordHash } from "./customer-records";
import { isSalesforceError, type SalesforceRecordResult } from "./salesforce-api";

/** Salesforce's composite sobjects limit. */
export const RECORDS_PER_CALL = 200;
/** One run stays well inside a Worker invocation's subrequest budget; the rest follows next run. */
export const MAX_CALLS_PER_RUN = 25;
/** How long a run may hold the lease before another may assume it died. */
export const SYNC_LEASE_MS = 10 * 60 * 1000;
/** A run's message when it stopped on a failure nobody worded (the runtime's text is logged). */
export const SYNC_STOPPED_UNEXPECTEDLY =
  "The sync stopped on an unexpected error; nothing more was sent. The Worker's logs have the details.";

type RunRow = typeof crmSyncRuns.$inferSelect;

export const toRunDto = (row: RunRow): CrmSyncRunDto => ({
  id: row.id,
  trigger: row.trigger,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  sent: row.sent,
  created: row.created,
  updated: row.updated,
  failed: row.failed,
  message: row.message,
});

async function acquireLease(ctx: DomainContext, config: CrmConfigRow): Promise<string | null> {
  const lease = crypto.randomUUID();
  const now = ctx.clock.now();
  const [held] = await ctx.directory
    .update(crmConfigs)
    .set({ syncLeaseId: lease, syncLeaseUntil: new Date(now.getTime() + SYNC_LEASE_MS) })
    .where(
      and(
        eq(crmConfigs.id, config.id),
        or(isNull(crmConfigs.syncLeaseUntil), lt(crmConfigs.syncLeaseUntil, now)),
      ),
    )
    .returning({ id: crmConfigs.id });
  return held ? lease : null;
}

const releaseLease = (ctx: DomainContext, config: CrmConfigRow, lease: string) =>
  ctx.directory
    .update(crmConfigs)
    .set({ syncLeaseId: null, syncLeaseUntil: null })
    .where(and(eq(crmConfigs.id, config.id), eq(crmConfigs.syncLeaseId, lease)));

/** The customers to send: those whose Lead differs from what Salesforce last accepted (failures included). */
async function pendingCustomers(ctx: DomainContext) {
  const [records, synced] = await Promise.all([
    customerRecords(ctx),
    ctx.directory
      .select({ userId: crmSyncRecords.userId, syncedHash: crmSyncRecords.syncedHash })
      .from(crmSyncRecords),
  ]);
  const syncedHash = new Map(synced.map((s) => [s.userId, s.syncedHash]));
  const pending: Array<CustomerRecord & { hash: string }> = [];
  for (const customer of records) {
    const hash = await recordHash(customer.record);
    if (syncedHash.get(customer.userId) !== hash) pending.push({ ...customer, hash });
  }
  return pending;
}

function failureStatement(ctx: DomainContext, userId: number, field: string | null, message: string) {
  const now = ctx.clock.now();
  return ctx.directory
    .insert(crmSyncRecords)
    .values({
      userId,
      failedAt: now,
      failedField: field,
      failureMessage: message.slice(0, 1000),
      failedAttempts: 1,
    })
    .onConflictDoUpdate({
      target: crmSyncRecords.userId,
      set: {
        failedAt: now,
        failedField: field,
        failureMessage: message.slice(0, 1000),
        failedAttempts: sql`${crmSyncRecords.failedAttempts} + 1`,
      },
    });
}

function successStatement(ctx: DomainContext, userId: number, hash: string, salesforceId: string | null) {
  const now = ctx.clock.now();
  const accepted = {
    syncedHash: hash,
    salesforceId,
    lastSyncedAt: now,
    failedAt: null,
    failedField: null,
    failureMessage: null,
    failedAttempts: 0,
  };
  return ctx.directory
    .insert(crmSyncRecords)
    .values({ userId, ...accepted })
    .onConflictDoUpdate({ target: crmSyncRecords.userId, set: accepted });
}

/**
 * One sync: the customers whose mapped Lead changed since Salesforce last accepted it (and those
 * that failed) are upserted by Charterly_Id__c, 200 per composite call. A record Salesforce refuses
 * is recorded with its field and message and sent again next run; the others go on. An expired
 * token is renewed once (withSalesforceSession); an API limit stops the run, the rest waits for the
 * next. The lease keeps two runs from overlapping.
 */
export async function runCrmSync(ctx: DomainContext, trigger: "schedule" | "manual"): Promise<RunRow | null> {
  const config = await loadCrmConfigRow(ctx);
  if (!config?.isEnabled) return null;
  const lease = await acquireLease(ctx, config);
  if (!lease) return null;
  const [run] = await ctx.directory
    .insert(crmSyncRuns)
    .values({ trigger, status: "running", startedAt: ctx.clock.now() })
    .returning();
  const counts = { sent: 0, created: 0, updated: 0, failed: 0 };
  let stopped: string | null = null;
  let status: RunRow["status"] = "succeeded";
  try {
    const pending = await pendingCustomers(ctx);
    const unsendable = pending.filter((c) => c.missing);
    if (unsendable.length) {
      await ctx.directory.batch(
        unsendable.map((c) => failureStatement(ctx, c.userId, c.missing!.field, c.missing!.message)) as [
          ReturnType<typeof failureStatement>,
        ],
      );
      counts.failed += unsendable.length;
    }
    const sendable = pending.filter((c) => !c.missing);
    for (let start = 0; start < sendable.length; start += RECORDS_PER_CALL) {
      if (start / RECORDS_PER_CALL >= MAX_CALLS_PER_RUN) {
        stopped = `${sendable.length - start} customers are left for the next run (at most ${MAX_CALLS_PER_RUN * RECORDS_PER_CALL} per run).`;
        break;
      }
      const batch = sendable.slice(start, start + RECORDS_PER_CALL);
      let results: SalesforceRecordResult[];
      try {
        results = await withSalesforceSession(ctx, config, (session) =>
          ctx.salesforce.upsertLeads(
            session,
            config.apiVersion,
            CRM_EXTERNAL_ID_FIELD,
            batch.map((c) => c.record),
          ),
        );
      } catch (error) {
        if (isSalesforceError(error) && error.kind === "rate_limited") {
          stopped = `${error.message}: ${sendable.length - start} customers are sent on the next run.`;
          break;
        }
        throw error;
      }
      const statements = batch.map((customer, i) => {
        const result = results[i]!;
        counts.sent++;
        if (result.success) {
          if (result.created) counts.created++;
          else counts.updated++;
          return successStatement(ctx, customer.userId, customer.hash, result.id);
        }
        counts.failed++;
        const first = result.errors[0];
        return failureStatement(
          ctx,
          customer.userId,
          first?.fields[0] ?? null,
          first
            ? `${first.statusCode}: ${first.message}`
            : "Salesforce refused the record without saying why",
        );
      });
      await ctx.directory.batch(statements as [(typeof statements)[number], ...typeof statements]);
    }
    status = stopped || counts.failed > 0 ? "partial" : "succeeded";
  } catch (error) {
    status = "failed";
    // The sync log is read by people: Salesforce's failures are worded by the adapter; anything
    // else (the runtime's "internal error; reference = …") goes to the logs.
    stopped = failureForPeople(error, SYNC_STOPPED_UNEXPECTEDLY, ["SalesforceError"]);
    if (stopped === SYNC_STOPPED_UNEXPECTEDLY) ctx.log.error("crm sync failed", error, { runId: run!.id });
    if (isSalesforceError(error) && error.kind === "authentication") {
      await ctx.directory
        .update(crmConfigs)
        .set({ lastConnectionStatus: "failed", lastConnectionMessage: error.message })
        .where(eq(crmConfigs.id, config.id));
    }
  } finally {
    await releaseLease(ctx, config, lease);
  }
  const finishedAt = ctx.clock.now();
  const summary =
    stopped ??
    (counts.sent + counts.failed === 0
      ? "Nothing changed since the last sync."
      : `${counts.created} created, ${counts.updated} updated, ${counts.failed} failed.`);
  const [finished] = await ctx.directory.batch([
    ctx.directory
      .update(crmSyncRuns)
      .set({ ...counts, status, finishedAt, message: summary })
      .where(eq(crmSyncRuns.id, run!.id))
      .returning(),
    ...(status === "failed"
      ? []
      : [
          ctx.directory
            .update(crmConfigs)
            .set({ lastSyncAt: finishedAt })
            .where(eq(crmConfigs.id, config.id)),
        ]),
  ]);
  return finished[0]!;
}

/** 'Sync now' on the CRM tab. */
export async function syncCrmNow(ctx: DomainContext, actor: Actor): Promise<CrmSyncRunDto> {
  requirePermission(actor, "platform.settings");
  const config = await loadCrmConfigRow(ctx);
  if (!config?.isEnabled)
    throw conflict("Turn the Salesforce integration on (Enabled) and save before syncing.");
  const run = await runCrmSync(ctx, "manual");
  if (!run) throw conflict("A sync is already running: wait for it to finish, then look at the sync log.");
  await auditEventStatement(ctx.directory, ctx.clock, actor, {
    action: "crm.sync",
    targetType: "crm_sync_run",
    targetId: run.id,
    details: { status: run.status, sent: run.sent, failed: run.failed },
  });
  return toRunDto(run);
}

/**
 * The scheduled job: runs the sync when the integration is on with auto sync, and the configured
 * number of hours has passed since the last run began.
 */
export async function runScheduledCrmSync(ctx: DomainContext): Promise<{ summary: string }> {
  const config = await loadCrmConfigRow(ctx);
  if (!config?.isEnabled || !config.autoSync) return { summary: "auto sync is off" };
  const [last] = await ctx.directory.select().from(crmSyncRuns).orderBy(desc(crmSyncRuns.startedAt)).limit(1);
  const due =
    !last || ctx.clock.now().getTime() - last.startedAt.getTime() >= config.syncFrequencyHours * 3_600_000;
  if (!due) return { summary: "not due yet" };
  const run = await runCrmSync(ctx, "schedule");
  return { summary: run ? `${run.status}: ${run.message}` : "another sync holds the lease" };
}
