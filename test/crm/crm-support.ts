import { env } from "cloudflare:workers";
import type { CrmConfigDto, CrmTestResultDto } from "@charterly/domain/contract";
import { expect } from "vitest";
import { callApi } from "../support/fixtures";

export const SECRETS = { clientSecret: "fake-secret", password: "correct-password", securityToken: "TOKEN" };

/** A fresh org at the fake Salesforce: its own client id, so its Leads and calls are its own. */
export const newOrg = () => `fake-client-${crypto.randomUUID()}`;

export async function configure(cookie: string, clientId: string, overrides: Record<string, unknown> = {}) {
  const res = await callApi("POST", "/api/admin/crm/config", {
    cookie,
    body: {
      authFlow: "password",
      loginUrl: env.SALESFORCE_TEST_URL,
      apiVersion: "v60.0",
      clientId,
      username: "integration@example.com",
      ...SECRETS,
      isEnabled: true,
      autoSync: false,
      syncFrequencyHours: 24,
      ...overrides,
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as CrmConfigDto;
}

export async function testConnection(cookie: string) {
  const res = await callApi("POST", "/api/admin/crm/test", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CrmTestResultDto;
}

const hook = async <T>(method: string, path: string, org: string): Promise<T> =>
  (await (
    await fetch(`${env.SALESFORCE_TEST_URL}${path}?org=${encodeURIComponent(org)}`, { method })
  ).json()) as T;

export const salesforceCalls = (org: string) =>
  hook<Array<{ method: string; path: string; records?: number }>>("GET", "/__calls", org);
export const salesforceLeads = (org: string) =>
  hook<Array<Record<string, string | null>>>("GET", "/__leads", org);
export const expireTokens = (org: string) => hook("POST", "/__expire-tokens", org);
export const rateLimitNextUpsert = (org: string) => hook("POST", "/__rate-limit-next", org);
