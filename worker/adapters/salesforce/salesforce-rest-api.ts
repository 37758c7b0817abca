import { z } from "zod";
import type { CrmFieldDto } from "../../domain/contract";
import { isSalesforceAddress } from "../../domain/crm/salesforce-address";
import {
  type SalesforceApi,
  type SalesforceCredentials,
  SalesforceError,
  type SalesforceSession,
} from "../../domain/crm/salesforce-api";

// Salesforce's REST API over fetch, every answer checked with zod before it is used, every call
// only to Salesforce's own addresses (or the test-only fake: SALESFORCE_TEST_URL).

const tokenAnswer = z.object({ access_token: z.string().min(1), instance_url: z.url() });
const tokenRefusal = z.object({ error: z.string(), error_description: z.string().optional() });
const apiErrors = z.array(z.object({ errorCode: z.string(), message: z.string() }));
const describeAnswer = z.object({
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      nillable: z.boolean(),
      createable: z.boolean(),
      updateable: z.boolean(),
      defaultedOnCreate: z.boolean(),
      picklistValues: z.array(z.object({ value: z.string(), active: z.boolean() })).default([]),
    }),
  ),
});
const upsertAnswer = z.array(
  z.object({
    id: z.string().nullable().optional(),
    success: z.boolean(),
    created: z.boolean().optional(),
    errors: z
      .array(
        z.object({ statusCode: z.string(), message: z.string(), fields: z.array(z.string()).default([]) }),
      )
      .default([]),
  }),
);

const base = (url: string) => url.replace(/(?<!\/)\/+$/, "");

// What a failure says (decision 014): which step failed, in Charterly's words. Never the remote
// body, and the same words for an address that does not answer, answers slowly or answers
// something else, so a message cannot tell an open port from a closed one.
const COULD_NOT_REACH = "Charterly could not reach Salesforce. Try again later.";
const NOT_SALESFORCE = "Charterly calls Salesforce's own addresses only; nothing was sent.";
const REFUSED_CREDENTIALS = "Salesforce refused the credentials";

/** Salesforce's OAuth error codes, each with what to check (the code is Salesforce's; the words are ours). */
const CREDENTIAL_PROBLEMS: Record<string, string> = {
  invalid_client_id: "the client id (consumer key) is not known to this org",
  invalid_client: "the client secret does not belong to the client id",
  invalid_grant: "the username, password or security token is wrong, or the user is locked out",
  unsupported_grant_type: "the connected app does not allow this sign-in flow",
  inactive_user: "the user is inactive",
  inactive_org: "the org is inactive",
};

/** A Salesforce error code (`REQUEST_LIMIT_EXCEEDED`): shown, since it is a code, not prose. */
const errorCode = (value: string | undefined) => (value && /^[A-Z_]{2,64}$/.test(value) ? value : null);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new SalesforceError("unavailable", COULD_NOT_REACH, response.status);
  }
}

/** A failed REST call as a SalesforceError: expired sessions and limits by their error codes. */
async function refusal(response: Response): Promise<SalesforceError> {
  const body = apiErrors.safeParse(await readJson(response).catch(() => null));
  const code = errorCode(body.success ? body.data[0]?.errorCode : undefined);
  const named = code ?? `status ${response.status}`;
  if (response.status === 401 || code === "INVALID_SESSION_ID")
    return new SalesforceError("session_expired", `Salesforce ended the session (${named})`, response.status);
  if (code === "REQUEST_LIMIT_EXCEEDED" || response.status === 429 || response.status === 503)
    return new SalesforceError(
      "rate_limited",
      `Salesforce's API limit was reached (${named})`,
      response.status,
    );
  return new SalesforceError("refused", `Salesforce refused the request (${named})`, response.status);
}

/** Salesforce's token refusal in Charterly's words, naming the OAuth error code when it is a known one. */
function refusedCredentials(body: unknown, status: number): SalesforceError {
  const refused = tokenRefusal.safeParse(body);
  const code = refused.success ? refused.data.error : "";
  const problem = Object.hasOwn(CREDENTIAL_PROBLEMS, code) ? CREDENTIAL_PROBLEMS[code] : null;
  return new SalesforceError(
    "authentication",
    problem ? `${REFUSED_CREDENTIALS} (${code}): ${problem}.` : `${REFUSED_CREDENTIALS}.`,
    status,
  );
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new SalesforceError("unavailable", COULD_NOT_REACH);
  return result.data;
}

export function salesforceRestApi(testOrigin: string | null = null): SalesforceApi {
  async function send(url: string, init: RequestInit): Promise<Response> {
    if (!isSalesforceAddress(url, testOrigin)) throw new SalesforceError("refused", NOT_SALESFORCE);
    let response: Response;
    try {
      // A redirect is not followed: it could carry the credentials to another address.
      response = await fetch(url, { ...init, redirect: "manual" });
    } catch {
      throw new SalesforceError("unavailable", COULD_NOT_REACH);
    }
    if (response.status >= 300 && response.status < 400)
      throw new SalesforceError("unavailable", COULD_NOT_REACH, response.status);
    return response;
  }
  const authorized = (session: SalesforceSession, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${session.accessToken}`,
    accept: "application/json",
    ...extra,
  });
  return {
    testOrigin,
    async obtainToken(credentials: SalesforceCredentials) {
      const form = new URLSearchParams({
        grant_type: credentials.authFlow,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      });
      if (credentials.authFlow === "password") {
        form.set("username", credentials.username);
        form.set("password", credentials.passwordWithToken);
      }
      const response = await send(`${base(credentials.loginUrl)}/services/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form,
      });
      // Salesforce refuses credentials with 400 (401 for some flows); anything else is not an answer.
      if (response.status === 400 || response.status === 401)
        throw refusedCredentials(await readJson(response).catch(() => null), response.status);
      if (!response.ok) throw new SalesforceError("unavailable", COULD_NOT_REACH, response.status);
      const token = parsed(tokenAnswer, await readJson(response));
      return { accessToken: token.access_token, instanceUrl: token.instance_url };
    },

    async describeLead(session, apiVersion): Promise<CrmFieldDto[]> {
      const response = await send(
        `${base(session.instanceUrl)}/services/data/${apiVersion}/sobjects/Lead/describe`,
        {
          headers: authorized(session),
        },
      );
      if (!response.ok) throw await refusal(response);
      const { fields } = parsed(describeAnswer, await readJson(response));
      return fields
        .filter((f) => f.createable && f.updateable)
        .map((f) => ({
          name: f.name,
          label: f.label,
          type: f.type,
          required: !f.nillable && !f.defaultedOnCreate,
          picklistValues: f.picklistValues.filter((p) => p.active).map((p) => p.value),
        }));
    },

    async upsertLeads(session, apiVersion, externalIdField, records) {
      const response = await send(
        `${base(session.instanceUrl)}/services/data/${apiVersion}/composite/sobjects/Lead/${externalIdField}`,
        {
          method: "PATCH",
          headers: authorized(session, { "content-type": "application/json" }),
          body: JSON.stringify({
            allOrNone: false,
            records: records.map((record) => ({ attributes: { type: "Lead" }, ...record })),
          }),
        },
      );
      if (!response.ok) throw await refusal(response);
      const results = parsed(upsertAnswer, await readJson(response));
      if (results.length !== records.length)
        throw new SalesforceError(
          "unavailable",
          "Salesforce answered for a different number of records than were sent",
        );
      return results.map((r) => ({
        success: r.success,
        created: r.created ?? false,
        id: r.id ?? null,
        errors: r.errors,
      }));
    },
  };
}
