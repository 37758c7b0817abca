import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type CrmFieldDto, conflict } from "../contract";
import { connectionStatusOf, loadCrmConfigRow } from "./crm-config";
import { withSalesforceSession } from "./crm-session";
import { isSalesforceError } from "./salesforce-api";

export const TEST_CONNECTION_FIRST_MESSAGE =
  "Test the Salesforce connection first: the Lead fields are read from a connected org.";

/** The Lead fields Charterly can write (only when connected, administration side §4). */
export async function listCrmFields(ctx: DomainContext, actor: Actor): Promise<CrmFieldDto[]> {
  requirePermission(actor, "platform.settings");
  const row = await loadCrmConfigRow(ctx);
  if (!row || connectionStatusOf(row) !== "connected") throw conflict(TEST_CONNECTION_FIRST_MESSAGE);
  try {
    const fields = await withSalesforceSession(ctx, row, (session) =>
      ctx.salesforce.describeLead(session, row.apiVersion),
    );
    return fields.sort((a, b) => a.label.localeCompare(b.label));
  } catch (error) {
    if (isSalesforceError(error)) throw conflict(`The Lead fields could not be read: ${error.message}`);
    throw error;
  }
}
