import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Role, Tier } from "@charterly/domain/contract";
import { createApiApp } from "../../worker/api/app";
import { createDomainContext } from "../../worker/db/client";
import { companies, companySettings, users } from "../../worker/db/schema";
import { createSession } from "../../worker/domain/auth/create-session";
import { SESSION_COOKIE } from "../../worker/http/cookies";

export const APP_ORIGIN = "http://localhost";

export const domain = () => createDomainContext(env);

const unique = () => crypto.randomUUID().slice(0, 8);

export async function createCompany(tier: Tier, name = `Test Co ${unique()}`) {
  const ctx = domain();
  const [company] = await ctx.db.insert(companies).values({ name, tier }).returning();
  await ctx.db.insert(companySettings).values({ companyId: company!.id });
  return company!;
}

export async function createUser(companyId: number, role: Role, email = `${role}-${unique()}@example.test`) {
  const [user] = await domain()
    .db.insert(users)
    .values({ companyId, role, email, firstName: "Test", lastName: role, emailVerified: true })
    .returning();
  return user!;
}

/** A fresh session for the user, as the Cookie header a browser would send. */
export async function cookieFor(userId: number) {
  const { token } = await createSession(domain(), { userId });
  return `${SESSION_COOKIE}=${token}`;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API the way the deployed Worker does (same Hono app, same bindings). */
export async function callApi(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", APP_ORIGIN);
  const request = new Request(`${APP_ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await createApiApp().fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
