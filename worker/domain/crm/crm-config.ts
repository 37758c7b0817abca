import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { crmConfigs } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import {
  type CrmConfigDto,
  type CrmConnectionStatus,
  type crmConfigBody,
  DEFAULT_CRM_API_VERSION,
  DEFAULT_CRM_LOGIN_URL,
  DEFAULT_SYNC_FREQUENCY_HOURS,
  invalidInput,
} from "../contract";
import { SALESFORCE_LOGIN_URL_MESSAGE, salesforceLoginOrigin } from "./salesforce-address";

export type CrmConfigRow = typeof crmConfigs.$inferSelect;
type CrmConfigInput = z.output<typeof crmConfigBody>;

/** The one configuration (the platform has one CRM); null before the first save. */
export async function loadCrmConfigRow(ctx: Pick<DomainContext, "directory">): Promise<CrmConfigRow | null> {
  const [row] = await ctx.directory.select().from(crmConfigs).orderBy(desc(crmConfigs.id)).limit(1);
  return row ?? null;
}

/**
 * The badge (administration side §4): Connected after a successful test — or, for a config saved
 * before tests were recorded, when enabled with a last test; Failed after a failed test; Unknown
 * otherwise (and again after the credentials change).
 */
export function connectionStatusOf(row: CrmConfigRow | null): CrmConnectionStatus {
  if (!row) return "unknown";
  if (row.lastConnectionStatus !== "unknown") return row.lastConnectionStatus;
  return row.isEnabled && row.lastConnectionTest ? "connected" : "unknown";
}

export function toCrmConfigDto(row: CrmConfigRow | null): CrmConfigDto {
  return {
    provider: "salesforce",
    authFlow: row?.authFlow ?? "password",
    loginUrl: row?.apiUrl ?? DEFAULT_CRM_LOGIN_URL,
    apiVersion: row?.apiVersion ?? DEFAULT_CRM_API_VERSION,
    clientId: row?.clientId ?? "",
    username: row?.username ?? "",
    clientSecretSet: Boolean(row?.clientSecretEncrypted),
    passwordSet: Boolean(row?.passwordEncrypted),
    securityTokenSet: Boolean(row?.securityTokenEncrypted),
    isEnabled: row?.isEnabled ?? false,
    autoSync: row?.autoSync ?? false,
    syncFrequencyHours: row?.syncFrequencyHours ?? DEFAULT_SYNC_FREQUENCY_HOURS,
    connectionStatus: connectionStatusOf(row),
    lastConnectionTest: row?.lastConnectionTest?.toISOString() ?? null,
    lastConnectionMessage: row?.lastConnectionMessage ?? null,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
  };
}

export async function getCrmConfig(ctx: DomainContext, actor: Actor): Promise<CrmConfigDto> {
  requirePermission(actor, "platform.settings");
  return toCrmConfigDto(await loadCrmConfigRow(ctx));
}

/**
 * Saves the configuration. The login URL must be Salesforce's (salesforce-address.ts). Secrets are
 * sealed with ENCRYPTION_KEY; a secret not sent keeps the stored one — unless the login URL or the
 * username changed, which drops all three — and `clear` removes one. A change to where or as whom
 * Charterly signs in resets the connection to Unknown and drops the cached token: the next test or
 * sync signs in afresh.
 */
export async function saveCrmConfig(
  ctx: DomainContext,
  actor: Actor,
  input: CrmConfigInput,
): Promise<CrmConfigDto> {
  requirePermission(actor, "platform.settings");
  const loginUrl = salesforceLoginOrigin(input.loginUrl, ctx.salesforce.testOrigin);
  if (!loginUrl)
    throw invalidInput(`loginUrl: ${SALESFORCE_LOGIN_URL_MESSAGE}`, {
      loginUrl: SALESFORCE_LOGIN_URL_MESSAGE,
    });
  const existing = await loadCrmConfigRow(ctx);
  const username = input.authFlow === "password" ? input.username : "";
  // Stored secrets are never sent to a new address or for another user: a change of either drops
  // them, and the form asks for them again (the ones sent with this save are kept).
  const secretsStay = existing?.apiUrl === loginUrl && existing.username === username;
  const seal = async (value: string | undefined, stored: string | null | undefined, name: string) => {
    if (input.clear.includes(name as CrmConfigInput["clear"][number])) return null;
    if (value) return ctx.secrets.seal(value);
    return secretsStay ? (stored ?? null) : null;
  };
  const values = {
    provider: "salesforce" as const,
    authFlow: input.authFlow,
    apiUrl: loginUrl,
    apiVersion: input.apiVersion,
    clientId: input.clientId,
    username,
    clientSecretEncrypted: await seal(input.clientSecret, existing?.clientSecretEncrypted, "clientSecret"),
    passwordEncrypted: await seal(input.password, existing?.passwordEncrypted, "password"),
    securityTokenEncrypted: await seal(
      input.securityToken,
      existing?.securityTokenEncrypted,
      "securityToken",
    ),
    isEnabled: input.isEnabled,
    autoSync: input.autoSync,
    syncFrequencyHours: input.syncFrequencyHours,
    updatedAt: ctx.clock.now(),
  };
  const signInChanged =
    !existing ||
    existing.authFlow !== values.authFlow ||
    existing.apiUrl !== values.apiUrl ||
    existing.clientId !== values.clientId ||
    existing.username !== values.username ||
    existing.clientSecretEncrypted !== values.clientSecretEncrypted ||
    existing.passwordEncrypted !== values.passwordEncrypted ||
    existing.securityTokenEncrypted !== values.securityTokenEncrypted;
  const reset = signInChanged
    ? {
        // The last test was of other credentials: it says nothing about these.
        lastConnectionStatus: "unknown" as const,
        lastConnectionTest: null,
        lastConnectionMessage: null,
        accessTokenEncrypted: null,
        instanceUrl: null,
      }
    : {};
  const audit = auditEventStatement(ctx.directory, ctx.clock, actor, {
    action: "crm.config.save",
    targetType: "crm_config",
    targetId: existing?.id ?? "new",
    // Which secrets changed, never their values.
    details: {
      enabled: input.isEnabled,
      autoSync: input.autoSync,
      syncFrequencyHours: input.syncFrequencyHours,
      secretsReplaced: (["clientSecret", "password", "securityToken"] as const).filter((k) => input[k]),
      secretsCleared: input.clear,
    },
  });
  if (existing) {
    await ctx.directory.batch([
      ctx.directory
        .update(crmConfigs)
        .set({ ...values, ...reset })
        .where(eq(crmConfigs.id, existing.id)),
      audit,
    ]);
  } else {
    await ctx.directory.batch([ctx.directory.insert(crmConfigs).values({ ...values, ...reset }), audit]);
  }
  return toCrmConfigDto(await loadCrmConfigRow(ctx));
}
