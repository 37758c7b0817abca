import { eq } from "drizzle-orm";
import { crmConfigs } from "../../db/schema";
import type { DomainContext } from "../context";
import { conflict, DEFAULT_CRM_LOGIN_URL } from "../contract";
import type { CrmConfigRow } from "./crm-config";
import {
  isSalesforceAddress,
  SALESFORCE_LOGIN_URL_MESSAGE,
  salesforceLoginOrigin,
} from "./salesforce-address";
import {
  isSalesforceError,
  type SalesforceCredentials,
  SalesforceError,
  type SalesforceSession,
} from "./salesforce-api";

export const NOT_CONFIGURED_MESSAGE =
  "Salesforce is not configured: enter the client id and secret (and, for the username-password flow, the username and password), then save.";

export const STORED_LOGIN_URL_MESSAGE = `The saved login URL is not Salesforce's. ${SALESFORCE_LOGIN_URL_MESSAGE} Enter it with the client secret, password and security token, then save.`;

export const FOREIGN_INSTANCE_MESSAGE =
  "Salesforce's answer named an instance that is not a Salesforce address; nothing was sent to it.";

/** The stored configuration's credentials, opened; a conflict naming what is missing otherwise. */
export async function credentialsOf(
  ctx: DomainContext,
  row: CrmConfigRow | null,
): Promise<SalesforceCredentials> {
  if (!row?.clientId || !row.clientSecretEncrypted) throw conflict(NOT_CONFIGURED_MESSAGE);
  // A login URL saved before the rule: its secrets are never sent there.
  const loginUrl = salesforceLoginOrigin(row.apiUrl ?? DEFAULT_CRM_LOGIN_URL, ctx.salesforce.testOrigin);
  if (!loginUrl) throw conflict(STORED_LOGIN_URL_MESSAGE);
  if (row.authFlow === "password" && (!row.username || !row.passwordEncrypted))
    throw conflict(NOT_CONFIGURED_MESSAGE);
  const open = (sealed: string | null) => (sealed ? ctx.secrets.open(sealed) : Promise.resolve(""));
  const [clientSecret, password, securityToken] = await Promise.all([
    open(row.clientSecretEncrypted),
    open(row.passwordEncrypted),
    open(row.securityTokenEncrypted),
  ]);
  return {
    loginUrl,
    authFlow: row.authFlow,
    clientId: row.clientId,
    clientSecret,
    username: row.username ?? "",
    passwordWithToken: `${password}${securityToken}`,
  };
}

/** Signs in afresh and keeps the token (sealed) for the calls that follow. */
export async function freshSession(ctx: DomainContext, row: CrmConfigRow): Promise<SalesforceSession> {
  const session = await ctx.salesforce.obtainToken(await credentialsOf(ctx, row));
  // Customers are sent to the instance: it must be Salesforce's too, whatever the answer says.
  if (!isSalesforceAddress(session.instanceUrl, ctx.salesforce.testOrigin))
    throw new SalesforceError("refused", FOREIGN_INSTANCE_MESSAGE);
  await ctx.directory
    .update(crmConfigs)
    .set({
      instanceUrl: session.instanceUrl,
      accessTokenEncrypted: await ctx.secrets.seal(session.accessToken),
    })
    .where(eq(crmConfigs.id, row.id));
  return session;
}

/**
 * Runs `call` with the cached token (signing in when there is none); when Salesforce says the
 * session expired, signs in once more and retries once — a second refusal is reported as it is.
 */
export async function withSalesforceSession<T>(
  ctx: DomainContext,
  row: CrmConfigRow,
  call: (session: SalesforceSession) => Promise<T>,
): Promise<T> {
  // A cached instance from before the rule that is not Salesforce's is not used: sign in afresh.
  let session: SalesforceSession | null =
    row.accessTokenEncrypted &&
    row.instanceUrl &&
    isSalesforceAddress(row.instanceUrl, ctx.salesforce.testOrigin)
      ? { accessToken: await ctx.secrets.open(row.accessTokenEncrypted), instanceUrl: row.instanceUrl }
      : null;
  if (!session) return call(await freshSession(ctx, row));
  try {
    return await call(session);
  } catch (error) {
    if (!isSalesforceError(error) || error.kind !== "session_expired") throw error;
    session = await freshSession(ctx, row);
    return call(session);
  }
}
