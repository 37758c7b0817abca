import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Env } from "../env";
import { loadWorkerRequestContext, pageLoadContext } from "./request-context";
import { createApiRouter } from "./worker-router";

/**
 * `remix vite:dev` only (the deployed Worker is worker/app.ts): the load context for Remix's dev
 * server, built as the Worker builds it, once per request. There no Worker answers /api before
 * Remix, so `forwardToApi` lets the catch-all route remix-app/routes/api.$.tsx hand /api requests
 * to the API with this same request context. vite.config.ts passes it to the dev proxy:
 * `cloudflareDevProxyVitePlugin({ getLoadContext })`, loading this module through the dev server
 * (`server.ssrLoadModule("/worker/http/dev-load-context.ts")`), since it is TypeScript for workerd.
 */
export async function getDevLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: { env: Env; ctx: Omit<ExecutionContext, "props"> } };
}): Promise<AppLoadContext> {
  const { env, ctx } = context.cloudflare;
  const requestContext = await loadWorkerRequestContext(env, request);
  const api = createApiRouter(async () => requestContext);
  return {
    ...pageLoadContext(env, request, requestContext, (promise) => ctx.waitUntil(promise)),
    forwardToApi: async (apiRequest) => api.fetch(apiRequest, env, ctx as ExecutionContext),
  };
}
