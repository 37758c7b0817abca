import { z } from "zod";
import type { CrmFieldDto } from "../../domain/contract";
import {
  type SalesforceApi,
  type SalesforceCredentials,
  SalesforceError,
  type SalesforceSession,
} from "../../domain/crm/salesforce-api";

// Salesforce's REST API over fetch, every answer checked with zod before it is used.

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

const base = (url: string) => url.replace(/\/+$/, "");

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new SalesforceError(
      "unavailable",
      `Salesforce could not be reached at ${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new SalesforceError(
      "unavailable",
      `Salesforce answered ${response.status} with something other than JSON`,
      response.status,
    );
  }
}

/** A failed REST call as a SalesforceError: expired sessions and limits by their error codes. */
async function refusal(response: Response): Promise<SalesforceError> {
  const body = apiErrors.safeParse(await readJson(response).catch(() => null));
  const first = body.success ? body.data[0] : undefined;
  const message = first ? `${first.errorCode}: ${first.message}` : `Salesforce answered ${response.status}`;
  if (response.status === 401 || first?.errorCode === "INVALID_SESSION_ID")
    return new SalesforceError("session_expired", message, response.status);
  if (first?.errorCode === "REQUEST_LIMIT_EXCEEDED" || response.status === 429 || response.status === 503)
    return new SalesforceError("rate_limited", message, response.status);
  return new SalesforceError("refused", message, response.status);
}

function parsed<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new SalesforceError("unavailable", `Salesforce's ${what} answer was not understood`);
  return result.data;
}

export function salesforceRestApi(): SalesforceApi {
  const authorized = (session: SalesforceSession, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${session.accessToken}`,
    accept: "application/json",
    ...extra,
  });
  return {
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
      const body = await readJson(response);
      if (!response.ok) {
        const refused = tokenRefusal.safeParse(body);
        const message = refused.success
          ? `${refused.data.error}: ${refused.data.error_description ?? "no description"}`
          : `Salesforce refused the sign-in (${response.status})`;
        throw new SalesforceError("authentication", message, response.status);
      }
      const token = parsed(tokenAnswer, body, "token");
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
      const { fields } = parsed(describeAnswer, await readJson(response), "describe");
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
      const results = parsed(upsertAnswer, await readJson(response), "upsert");
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
