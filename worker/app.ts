import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { createApiApp } from "./api/app";
import type { Env } from "./env";

/** One Worker: /api/* is the Hono JSON API; every other path is the Remix app. */
export function createWorkerApp(build: ServerBuild) {
  const handleRemixRequest = createRequestHandler(build);
  const app = new Hono<{ Bindings: Env }>();
  app.route("/", createApiApp());
  app.all("*", (c) => {
    const loadContext: AppLoadContext = {
      cloudflare: {
        env: c.env,
        cf: c.req.raw.cf as never,
        ctx: {
          waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
          passThroughOnException: () => c.executionCtx.passThroughOnException(),
          props: {},
        } as never,
        caches: caches as never,
      },
    };
    return handleRemixRequest(c.req.raw, loadContext);
  });
  return app;
}
