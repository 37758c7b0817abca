import type { ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono, type MiddlewareHandler } from "hono";
import { apiNotFound, createApiApp } from "./api/app";
import type { Env } from "./env";
import { loadWorkerRequestContext, pageLoadContext, type WorkerRequestContext } from "./http/request-context";

export type WorkerEnv = { Bindings: Env; Variables: WorkerRequestContext };

type LoadRequestContext = (env: Env, request: Request) => Promise<WorkerRequestContext>;

/**
 * Builds the request context (domain context, session cookie, signed-in person) once per request
 * and sets it as c.var, where the API's middleware finds it (c.var.domain, c.var.session, …).
 */
const provideRequestContext =
  (load: LoadRequestContext): MiddlewareHandler<WorkerEnv> =>
  async (c, next) => {
    const context = await load(c.env, c.req.raw);
    c.set("requestId", context.requestId);
    c.set("domain", context.domain);
    c.set("sessionToken", context.sessionToken);
    // Left unset when the lookup failed: the API's middleware looks again and answers its JSON 500.
    if (context.session !== undefined) c.set("session", context.session);
    if (context.sessionFailure !== undefined) c.set("sessionFailure", context.sessionFailure);
    await next();
  };

/**
 * The request context, then the API under /api (with its JSON 404 for unknown /api paths). The
 * dev server passes the context it has already built (worker/http/dev-load-context.ts).
 */
export function createApiRouter(load: LoadRequestContext = loadWorkerRequestContext) {
  const app = new Hono<WorkerEnv>();
  app.use("*", provideRequestContext(load));
  app.route("/", createApiApp());
  // /api paths no route claims (the API's middleware has run for them too).
  app.all("/api/*", apiNotFound);
  return app;
}

/**
 * One Worker: /api/* is the Hono JSON API; every other path is the Remix app. The API (c.var) and
 * the Remix loaders (load context) receive the same request context, built once per request.
 */
export function createWorkerApp(build: ServerBuild) {
  const handleRemixRequest = createRequestHandler(build);
  const app = createApiRouter();
  app.all("*", (c) =>
    handleRemixRequest(
      c.req.raw,
      pageLoadContext(c.env, c.var, (promise) => c.executionCtx.waitUntil(promise)),
    ),
  );
  return app;
}
