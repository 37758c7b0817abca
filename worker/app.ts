import type { ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare";
import { createWorkerRouter } from "./http/worker-router";

/**
 * One Worker: /api/* is the Hono JSON API; every other path is the Remix app, answered by Remix's
 * request handler behind the Worker's page rules (same-origin writes, no-store for sessions):
 * worker/http/worker-router.ts.
 */
export function createWorkerApp(build: ServerBuild) {
  return createWorkerRouter(createRequestHandler(build));
}
