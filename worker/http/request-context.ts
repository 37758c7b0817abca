import type { AppLoadContext } from "@remix-run/cloudflare";
import { describeRunningDeployment } from "../adapters/system/deployment-description";
import { securityFacts, systemProbes } from "../adapters/system/system-probes";
import { declaredOperation } from "../api/operation-limits";
import type { RequestDatabase } from "../db/client";
import { lookUpSessionUser, type SessionLookup, type SessionUser } from "../domain/auth/find-session-user";
import type { DomainContext } from "../domain/context";
import { forCompanyDatabase } from "../domain/platform/company-placement";
import { createDomainContext, openRequestDatabase } from "../domain-context";
import { type Env, readConfig } from "../env";
import { registeredJobs, scheduleTable } from "../jobs/registry";
import { readBookmarks } from "./bookmark-cookie";
import { BOOKMARK_COOKIE, readCookie, SESSION_COOKIE } from "./cookies";
import { logError } from "./log";
import { checkRateLimit } from "./rate-limit";

/**
 * What every request needs from the runtime, built once per request: worker/app.ts builds it for
 * the whole Worker and hands the same objects to the Hono API (c.var) and to the Remix loaders
 * (load context); the API's own middleware builds it only when the API runs alone (the API tests).
 */
export interface RequestContext {
  /** Logged with unexpected failures: Cloudflare's ray id, or a random id locally. */
  requestId: string;
  domain: DomainContext;
  /**
   * The request's D1 session (decision 024): its bookmark after answering (the person's bookmark
   * cookie) and its round trips (the route budget test and the benches read them).
   */
  database: Pick<RequestDatabase, "bookmarks" | "trips" | "holdWrites" | "readAtLeast">;
  /** The bookmark cookie the request came with (one bookmark per company database: bookmark-cookie.ts). */
  bookmarkIn: string | null;
  /** The session cookie's value, when the request carries one (sign-in and sign-out end it). */
  sessionToken: string | null;
  /**
   * The signed-in person behind the cookie, or null when signed out. While `sessionCheck` is set,
   * the person the identity hint names, not yet confirmed.
   */
  session: SessionUser | null;
  /**
   * Set when the request answers before its session lookup came back (a read with an identity
   * hint: worker/http/session-rides-along.ts). Whatever may not run on the hint's word waits for it.
   */
  sessionCheck?: SessionCheck;
}

/** A session lookup sent alongside the request's first reads, and what it must confirm. */
export interface SessionCheck {
  /** The person the identity hint names: the request is answered with these rights meanwhile. */
  hinted: SessionUser;
  /** What the lookup found (rejects when the database failed). */
  lookup: Promise<SessionUser | null>;
  /** Resolves when the lookup found exactly the hinted person; rejects (IdentityNotConfirmed) otherwise. */
  confirmed: Promise<void>;
}

/** The lookup did not confirm the identity hint: the speculative answer is thrown away and the request runs again. */
export class IdentityNotConfirmed extends Error {
  constructor() {
    super("The session lookup did not confirm the identity hint; the request runs again.");
  }
}

/**
 * Where a lookup's upkeep (worker/domain/auth/find-session-user.ts) goes: the execution context's
 * waitUntil, so the session's touch is written after the answer and costs the reader nothing.
 */
export type Defer = (promise: Promise<unknown>) => void;

/** The request's id, domain context and session cookie: no I/O, cannot fail. */
export function startRequestContext(env: Env, request: Request): Omit<RequestContext, "session"> {
  const cookies = request.headers.get("cookie");
  const bookmarkIn = readCookie(cookies, BOOKMARK_COOKIE);
  const database = openRequestDatabase(env, readBookmarks(bookmarkIn));
  return {
    requestId: request.headers.get("cf-ray") ?? crypto.randomUUID(),
    domain: createDomainContext(env, database),
    database,
    bookmarkIn,
    // The one place the session cookie is read.
    sessionToken: readCookie(cookies, SESSION_COOKIE),
  };
}

/**
 * The signed-in person behind the session cookie, or null: one read. Throws when the database
 * fails. Its upkeep (the session's touch, an expired session's removal) is handed to `defer` on a
 * database of its own, outside this request's D1 session and round trips; without `defer` (the API
 * alone, in tests) it is done in line, as part of the request.
 */
export async function lookUpSession(
  env: Env,
  {
    domain,
    sessionToken,
    database,
  }: Pick<RequestContext, "domain" | "sessionToken"> & Partial<Pick<RequestContext, "database">>,
  defer?: Defer,
): Promise<SessionUser | null> {
  if (!sessionToken) return null;
  const { found, upkeep }: SessionLookup = await lookUpSessionUser(domain, sessionToken);
  // A company that moved is read from its new database no staler than the copy that brought it.
  if (found?.companyBookmark) database?.readAtLeast(found.companyDatabase, found.companyBookmark);
  if (upkeep && defer) {
    defer(upkeep(createDomainContext(env)).catch((error) => logError("session upkeep failed", error)));
  } else if (upkeep) {
    await upkeep(domain);
  }
  return found;
}

/**
 * The request's domain context once its person is known: `companyDb` is the database of their company
 * (decision 027). Throws a 503 for that company alone when its database is not bound.
 */
export function forPerson(domain: DomainContext, session: SessionUser | null | undefined): DomainContext {
  return session ? forCompanyDatabase(domain, session.companyDatabase) : domain;
}

/** The request context as the Worker builds it for everything it serves: a failed lookup is kept, not thrown. */
export interface WorkerRequestContext extends Omit<RequestContext, "session"> {
  /** Unset when the lookup failed. */
  session?: SessionUser | null;
  /** Why the session could not be looked up (the database is down): the API answers its 500, pages their error page. */
  sessionFailure?: unknown;
}

/**
 * Builds the request context once per request, for the API and the pages alike (worker/app.ts),
 * the session looked up first. (A read with an identity hint does not wait for it:
 * worker/http/session-rides-along.ts.)
 */
export async function loadWorkerRequestContext(
  env: Env,
  request: Request,
  defer?: Defer,
): Promise<WorkerRequestContext> {
  return settleSession(env, startRequestContext(env, request), defer);
}

/** The started context with its session looked up (or the failure kept). */
export async function settleSession(
  env: Env,
  started: Omit<RequestContext, "session">,
  defer?: Defer,
): Promise<WorkerRequestContext> {
  try {
    const session = await lookUpSession(env, started, defer);
    return { ...started, session, domain: forPerson(started.domain, session) };
  } catch (sessionFailure) {
    return { ...started, sessionFailure };
  }
}

/**
 * The page a request was made for: its path and query, without what Remix adds to a data request
 * (single fetch's `.data` suffix, `_root.data`, the `index` and `_routes` parameters).
 */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname;
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/** What Remix loaders receive (remix-app/load-context.ts types it): the same objects the API gets. */
export function pageLoadContext(
  env: Env,
  request: Request,
  context: WorkerRequestContext,
  waitUntil: (promise: Promise<unknown>) => void,
  cspNonce?: string,
): AppLoadContext {
  const config = readConfig(env);
  return {
    appEnv: env.APP_ENV ?? null,
    // As the API builds links in mail (worker/api/app-origin.ts): APP_URL, else the request's origin,
    // and a password reset's link (passwordResetLinks there).
    appOrigin: config.APP_URL ?? new URL(request.url).origin,
    passwordResetUrl: config.OIDC_PASSWORD_RESET_URL ?? config.OIDC_ISSUER,
    salesEmail: config.SALES_EMAIL,
    cspNonce,
    domain: context.domain,
    requested: { method: request.method, pagePath: pagePathOf(request) },
    session: context.session ?? null,
    sessionToken: context.sessionToken,
    sessionFailure: context.sessionFailure,
    // A route action counts against the limit its API operation's route declares.
    countOperation: async (operationId) => {
      const { rateLimit } = declaredOperation(operationId);
      return rateLimit ? checkRateLimit(env, rateLimit, request, context.session?.user.id ?? null) : null;
    },
    // What Platform Settings reads of the running Worker, as the API's routes read it
    // (worker/api/platform-settings.ts); the domain operations check platform.settings.
    runtime: {
      systemProbes: () => systemProbes(env, context.domain),
      securityFacts: () => securityFacts(env),
      scheduledJobs: () => registeredJobs(),
      deployment: () => describeRunningDeployment(env, scheduleTable()),
    },
    waitUntil,
  };
}
