import { eq } from "drizzle-orm";
import { crmConfigs } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { AppError, type CrmFieldDto, type CrmTestResultDto, isAppError } from "../contract";
import { loadCrmConfigRow } from "./crm-config";
import { freshSession } from "./crm-session";
import { isSalesforceError } from "./salesforce-api";

/**
 * 'Test Connection': signs in to Salesforce with the saved configuration and reads the Lead
 * object's description through the REST API. Records the outcome (status, Salesforce's message,
 * when) for the badge; answers `{ connected, message }` either way.
 */
export async function testCrmConnection(ctx: DomainContext, actor: Actor): Promise<CrmTestResultDto> {
  requirePermission(actor, "platform.settings");
  const row = await loadCrmConfigRow(ctx);
  let result: CrmTestResultDto;
  let fields: CrmFieldDto[] = [];
  try {
    if (!row) throw new AppError("conflict", "Save the Salesforce configuration before testing it.");
    const session = await freshSession(ctx, row);
    fields = await ctx.salesforce.describeLead(session, row.apiVersion);
    result = {
      connected: true,
      message: `Connected to ${new URL(session.instanceUrl).host}: the Lead object has ${fields.length} fields Charterly can write.`,
    };
  } catch (error) {
    if (isSalesforceError(error)) result = { connected: false, message: error.message };
    else if (isAppError(error)) result = { connected: false, message: error.message };
    else throw error;
  }
  if (row) {
    await ctx.directory.batch([
      ctx.directory
        .update(crmConfigs)
        .set({
          lastConnectionTest: ctx.clock.now(),
          lastConnectionStatus: result.connected ? "connected" : "failed",
          lastConnectionMessage: result.message,
        })
        .where(eq(crmConfigs.id, row.id)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "crm.connection.test",
        targetType: "crm_config",
        targetId: row.id,
        details: { connected: result.connected, message: result.message },
      }),
    ]);
  }
  return result;
}
