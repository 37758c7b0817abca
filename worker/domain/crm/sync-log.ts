import { desc, eq, isNotNull } from "drizzle-orm";
import { companies, crmSyncRecords, crmSyncRuns, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { CrmSyncLogDto } from "../contract";
import { toRunDto } from "./sync-customers";

/** The sync log: the latest runs, and each customer Salesforce has not accepted yet with its reason. */
export async function getCrmSyncLog(ctx: DomainContext, actor: Actor): Promise<CrmSyncLogDto> {
  requirePermission(actor, "platform.settings");
  const [runs, failures] = await Promise.all([
    ctx.directory
      .select()
      .from(crmSyncRuns)
      .orderBy(desc(crmSyncRuns.startedAt), desc(crmSyncRuns.id))
      .limit(20),
    ctx.directory
      .select({
        userId: crmSyncRecords.userId,
        email: users.email,
        companyName: companies.name,
        field: crmSyncRecords.failedField,
        message: crmSyncRecords.failureMessage,
        attempts: crmSyncRecords.failedAttempts,
        failedAt: crmSyncRecords.failedAt,
      })
      .from(crmSyncRecords)
      .innerJoin(users, eq(users.id, crmSyncRecords.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(isNotNull(crmSyncRecords.failedAt))
      .orderBy(desc(crmSyncRecords.failedAt))
      .limit(100),
  ]);
  return {
    runs: runs.map(toRunDto),
    failures: failures.map((f) => ({
      userId: f.userId,
      email: f.email,
      companyName: f.companyName,
      field: f.field,
      message: f.message ?? "",
      attempts: f.attempts,
      failedAt: f.failedAt!.toISOString(),
    })),
  };
}
