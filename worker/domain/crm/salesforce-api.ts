import type { CrmAuthFlow, CrmFieldDto } from "../contract";

// Salesforce's REST API as the CRM sync uses it: a port, implemented over fetch by
// worker/adapters/salesforce/salesforce-rest-api.ts (jsforce does not run in Workers: decision 014).
// It calls Salesforce's own addresses only (salesforce-address.ts); tests point the login URL at a
// local fake Salesforce server named by the test-only setting SALESFORCE_TEST_URL.

export interface SalesforceCredentials {
  loginUrl: string;
  authFlow: CrmAuthFlow;
  clientId: string;
  clientSecret: string;
  /** Username-password flow only. */
  username: string;
  /** The password followed by the user's security token, as Salesforce expects. */
  passwordWithToken: string;
}

export interface SalesforceSession {
  accessToken: string;
  instanceUrl: string;
}

export interface SalesforceRecordResult {
  success: boolean;
  created: boolean;
  id: string | null;
  errors: Array<{ statusCode: string; message: string; fields: string[] }>;
}

export type SalesforceErrorKind =
  /** The token request was refused (bad password, locked user, unknown client id…). */
  | "authentication"
  /** The access token expired or was revoked: obtain a new one. */
  | "session_expired"
  /** REQUEST_LIMIT_EXCEEDED and the like: stop and try later. */
  | "rate_limited"
  /** Salesforce could not be reached or answered something unexpected. */
  | "unavailable"
  /** Any other refusal of a call (a missing object, no permission…). */
  | "refused";

/** A refusal or failure, in Charterly's words (with Salesforce's error code where it gave one). */
export class SalesforceError extends Error {
  constructor(
    readonly kind: SalesforceErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
  override name = "SalesforceError";
}

/**
 * Whether `error` is a SalesforceError, told by its name rather than `instanceof`: the adapter that
 * throws it is in the Worker's bundle, the operation a route action calls in the Remix app's, and
 * each bundle holds its own copy of the class.
 */
export function isSalesforceError(error: unknown): error is SalesforceError {
  return (
    error instanceof Error &&
    error.name === "SalesforceError" &&
    typeof (error as SalesforceError).kind === "string"
  );
}

export interface SalesforceApi {
  /**
   * Tests only: the origin of the local fake Salesforce (SALESFORCE_TEST_URL), accepted besides
   * Salesforce's own hosts; null wherever Charterly really runs.
   */
  readonly testOrigin: string | null;
  /** POST {loginUrl}/services/oauth2/token with the configured flow. */
  obtainToken(credentials: SalesforceCredentials): Promise<SalesforceSession>;
  /** The Lead object's fields (sobjects/Lead/describe). */
  describeLead(session: SalesforceSession, apiVersion: string): Promise<CrmFieldDto[]>;
  /** Upserts up to 200 Leads by the external id field (composite sobjects, allOrNone false): one result per record, in order. */
  upsertLeads(
    session: SalesforceSession,
    apiVersion: string,
    externalIdField: string,
    records: Array<Record<string, string | null>>,
  ): Promise<SalesforceRecordResult[]>;
}
