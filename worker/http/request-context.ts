import type { AppLoadContext } from "@remix-run/cloudflare";
import { describeRunningDeployment } from "../adapters/system/deployment-description";
import { securityFacts, systemProbes } from "../adapters/system/system-probes";
import type { RequestDatabase } from "../db/client";
import { findSessionUser, type SessionUser } from "../domain/auth/find-session-user";
import type { DomainContext } from "../domain/context";
import { createDomainContext, openRequestDatabase } from "../domain-context";
import { type Env, readConfig } from "../env";
import { scheduleTable } from "../jobs/registry";
import { BOOKMARK_COOKIE, readCookie, SESSION_COOKIE } from "./cookies";
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
  database: Pick<RequestDatabase, "bookmark" | "trips">;
  /** The bookmark cookie the request came with, if it is one. */
  bookmarkIn: string | null;
  /** The session cookie's value, when the request carries one (sign-in and sign-out end it). */
  sessionToken: string | null;
  /** The signed-in person behind the cookie, or null when signed out. */
  session: SessionUser | null;
}

/** The request's id, domain context and session cookie: no I/O, cannot fail. */
export function startRequestContext(env: Env, request: Request): Omit<RequestContext, "session"> {
  const cookies = request.headers.get("cookie");
  const bookmarkIn = readCookie(cookies, BOOKMARK_COOKIE);
  const database = openRequestDatabase(env, bookmarkIn);
  return {
    requestId: request.headers.get("cf-ray") ?? crypto.randomUUID(),
    domain: createDomainContext(env, database),
    database,
    bookmarkIn,
    // The one place the session cookie is read.
    sessionToken: readCookie(cookies, SESSION_COOKIE),
  };
}

/** The signed-in person behind the session cookie, or null. Throws when the database fails. */
export function lookUpSession({
  domain,
  sessionToken,
}: Pick<RequestContext, "domain" | "sessionToken">): Promise<SessionUser | null> {
  return sessionToken ? findSessionUser(domain, sessionToken) : Promise.resolve(null);
}

/** The request context as the Worker builds it for everything it serves: a failed lookup is kept, not thrown. */
export interface WorkerRequestContext extends Omit<RequestContext, "session"> {
  /** Unset when the lookup failed. */
  session?: SessionUser | null;
  /** Why the session could not be looked up (the database is down): the API answers its 500, pages their error page. */
  sessionFailure?: unknown;
}

/** Builds the request context once per request, for the API and the pages alike (worker/app.ts). */
export async function loadWorkerRequestContext(env: Env, request: Request): Promise<WorkerRequestContext> {
  const started = startRequestContext(env, request);
  try {
    return { ...started, session: await lookUpSession(started) };
  } catch (sessionFailure) {
    return { ...started, sessionFailure };
  }
}

/** What Remix loaders receive (remix-app/load-context.ts types it): the same objects the API gets. */
export function pageLoadContext(
  env: Env,
  request: Request,
  context: WorkerRequestContext,
  waitUntil: (promise: Promise<unknown>) => void,
  cspNonce?: string,
): AppLoadContext {
  return {
    appEnv: env.APP_ENV ?? null,
    // As the API builds links in mail (worker/api/app-origin.ts): APP_URL, else the request's origin.
    appOrigin: readConfig(env).APP_URL ?? new URL(request.url).origin,
    cspNonce,
    domain: context.domain,
    session: context.session ?? null,
    sessionFailure: context.sessionFailure,
    // A route action counts against the same limit the API's route for the same change declares.
    checkRateLimit: (name) => checkRateLimit(env, name, request, context.session?.user.id ?? null),
    // What Platform Settings reads of the running Worker, as the API's routes read it
    // (worker/api/platform-settings.ts); the domain operations check platform.settings.
    runtime: {
      systemProbes: () => systemProbes(env, context.domain),
      securityFacts: () => securityFacts(env),
      deployment: () => describeRunningDeployment(env, scheduleTable()),
    },
    waitUntil,
  };
}
