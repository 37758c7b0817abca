import { appErrorIn, UnavailableError } from "@charterly/domain/contract";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { apiNotFound, createApiApp } from "../api/app";
import { ConfigurationError, type Env, readConfig } from "../env";
import { bookmarkCookie } from "./bookmark-cookie";
import { logError, withRequestId } from "./log";
import { checkPageBody, pageBodyRefusal } from "./page-body";
import {
  type Defer,
  loadWorkerRequestContext,
  pageLoadContext,
  type WorkerRequestContext,
} from "./request-context";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./same-origin";
import { createScimApp } from "./scim/scim-app";
import { type SecurityHeaderVariables, securityHeaders } from "./security-headers";
import { confirmRideAlong, identityHintAfter, startRidingAlong } from "./session-rides-along";

// The Worker around the Remix pages, free of Remix's runtime so tests can run it with a stand-in
// page handler (worker/app.ts passes Remix's; test/support/worker-pages.ts a small one).

export type WorkerEnv = { Bindings: Env; Variables: WorkerRequestContext & SecurityHeaderVariables };

type LoadRequestContext = (env: Env, request: Request, defer?: Defer) => Promise<WorkerRequestContext>;

/** What answers a page request: Remix's request handler. */
export type PageHandler = (request: Request, loadContext: AppLoadContext) => Promise<Response>;

/**
 * Builds the request context (domain context, session cookie, signed-in person) once per request
 * and sets it as c.var, where the API's middleware finds it (c.var.domain, c.var.session, …).
 */
const provideRequestContext =
  (load: LoadRequestContext): MiddlewareHandler<WorkerEnv> =>
  async (c, next) => {
    const context = await load(c.env, c.req.raw, deferOf(c));
    c.set("requestId", context.requestId);
    c.set("domain", context.domain);
    c.set("database", context.database);
    c.set("bookmarkIn", context.bookmarkIn);
    c.set("sessionToken", context.sessionToken);
    // Left unset when the lookup failed: the API's middleware looks again and answers its JSON 500.
    if (context.session !== undefined) c.set("session", context.session);
    if (context.sessionFailure !== undefined) c.set("sessionFailure", context.sessionFailure);
    if (context.sessionCheck !== undefined) c.set("sessionCheck", context.sessionCheck);
    // Every log entry written while answering carries the request id (worker/http/log.ts).
    await withRequestId(context.requestId, next);
    if (c.env.APP_ENV === "local" || c.env.APP_ENV === "test") c.header("Server-Timing", d1Timing(context));
  };

/** The execution context's waitUntil; none when a test runs the app without one. */
function deferOf(c: Context<WorkerEnv>): Defer | undefined {
  try {
    const executionCtx = c.executionCtx;
    return (promise) => executionCtx.waitUntil(promise);
  } catch {
    return undefined;
  }
}

/**
 * The request's D1 round trips as a Server-Timing entry (local and test runs: the browser's network
 * panel and `npm run bench:latency` read it), e.g. `d1;desc="2 sequential, 3 in all, 1 writing"` (statements that were not plain reads). Counted when
 * the headers go out: what a streamed part of a page reads afterwards is not in it.
 */
function d1Timing({ database: { trips } }: WorkerRequestContext) {
  return `d1;desc="${trips.sequential} sequential, ${trips.total} in all, ${trips.writes} writing"`;
}

/**
 * The request context, then the API under /api (with its JSON 404 for unknown /api paths). The
 * dev server passes the context it has already built (worker/http/dev-load-context.ts).
 */
export function createApiRouter(load: LoadRequestContext = loadWorkerRequestContext) {
  const app = new Hono<WorkerEnv>();
  app.use("*", securityHeaders, refuseWhenMisconfigured, provideRequestContext(load));
  app.route("/", createApiApp());
  // The SCIM service provider for companies' identity providers (decision 035): /scim/v2/*.
  app.route("/", createScimApp());
  // /api paths no route claims (the API's middleware has run for them too).
  app.all("/api/*", apiNotFound);
  return app;
}

/**
 * One Worker: /api/* is the Hono JSON API; every other path is a page. The API (c.var) and the
 * pages (load context) receive the same request context, built once per request. In front of the
 * pages the Worker applies the API's rules that Remix does not: a write from another site is
 * refused with a 403 (Remix's own check would throw: a 500), a body its action could not read is
 * refused with 415/413/400 (worker/http/page-body.ts), and nothing answered to a browser with
 * a session, pages and their `.data` requests included, may be stored.
 */
export function createWorkerRouter(handlePage: PageHandler) {
  // The context each request is answered with: built here when the session rides along, else by
  // the router (as the dev server's API does); read back after answering for the identity hint.
  const contexts = new WeakMap<Request, WorkerRequestContext>();
  const app = createApiRouter(async (env, request, defer) => {
    const context = contexts.get(request) ?? (await loadWorkerRequestContext(env, request, defer));
    contexts.set(request, context);
    return context;
  });
  app.all("*", async (c) => {
    if (isCrossSiteWrite(c.req.raw, c.env.APP_URL)) return crossSitePageWrite();
    // A body an action could not read (not a form, too large, a broken multipart) is refused here
    // with 415/413/400, as the API refuses it; Remix would answer its actions' failure with a 500.
    const body = await checkPageBody(c.req.raw);
    if (!body.ok) return body.response;
    let response = await handlePage(
      body.request,
      pageLoadContext(
        c.env,
        c.req.raw,
        c.var,
        (promise) => c.executionCtx.waitUntil(promise),
        c.var.cspNonce,
      ),
    );
    // An upload that went on past its limit was cut off there: whatever the action made of it, 413.
    const overflowed = body.overflowed();
    if (overflowed) {
      await response.body?.cancel();
      response = pageBodyRefusal(overflowed);
    }
    const bookmark = bookmarkCookie(c.var);
    const retryAfter = retryAfterOf(c.var.sessionFailure, response);
    if (!c.var.sessionToken && !bookmark && !retryAfter) return response;
    // A response's own headers may be immutable: copied.
    const copy = new Response(response.body, response);
    if (c.var.sessionToken) copy.headers.set("Cache-Control", "no-store");
    if (bookmark) copy.headers.append("Set-Cookie", bookmark);
    // Remix does not carry a thrown response's headers onto the page: the API's Retry-After, here.
    if (retryAfter) copy.headers.set("Retry-After", retryAfter);
    return copy;
  });
  return {
    /**
     * A read with an identity hint is answered while its session lookup is on its way (decision 024,
     * worker/http/session-rides-along.ts), and answered again if the lookup does not confirm the
     * hint; every answer to a signed-in browser keeps its hint current.
     */
    async fetch(request: Request, env: Env, executionCtx: ExecutionContext): Promise<Response> {
      const defer: Defer = (promise) => executionCtx.waitUntil(promise);
      const ridingAlong = await startRidingAlong(env, request, defer);
      if (ridingAlong) contexts.set(request, ridingAlong);
      let answered = request;
      let response = await app.fetch(request, env, executionCtx);
      const again = ridingAlong && (await confirmRideAlong(contexts.get(request) ?? ridingAlong));
      if (again) {
        await response.body?.cancel();
        // A GET has no body: the same request, as a new object with its own context.
        answered = new Request(request);
        contexts.set(answered, again);
        response = await app.fetch(answered, env, executionCtx);
      }
      const context = contexts.get(answered);
      const hint = context && (await identityHintAfter(env, request, context, response));
      if (!hint) return response;
      const copy = new Response(response.body, response);
      copy.headers.append("Set-Cookie", hint);
      return copy;
    },
  };
}

/**
 * Fails closed: a Worker whose configuration does not parse (in production: APP_URL missing, say)
 * serves nothing — not pages, not the API — rather than build links from a request's Host header.
 */
const refuseWhenMisconfigured: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  try {
    readConfig(c.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    logError("misconfigured", error);
    return c.json({ code: "misconfigured", message: error.message }, 503, { "Cache-Control": "no-store" });
  }
  await next();
};

/**
 * Retry-After for a page answered 503 because the session lookup found the database busy
 * (remix-app/lib/session.server.ts throws the refusal with its status), as the API sends it.
 */
function retryAfterOf(sessionFailure: unknown, response: Response): string | null {
  const refusal = sessionFailure === undefined ? undefined : appErrorIn(sessionFailure);
  if (!(refusal instanceof UnavailableError) || response.status !== 503) return null;
  return String(refusal.retryAfterSeconds);
}

function crossSitePageWrite() {
  return new Response(CROSS_SITE_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
