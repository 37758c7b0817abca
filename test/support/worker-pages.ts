// The whole Worker (the API under /api, the pages elsewhere: worker/http/worker-router.ts, as
// worker/app.ts builds it) for tests of what the Worker does around the pages. Remix's request
// handler serves a stand-in build with two routes whose loaders read the session as the real ones do
// (remix-app/lib/session.server.ts), so no `npm run build` is needed:
//   /           (root)      the signed-in person's e-mail, or null
//   /documents  (a page)    requires a session (remix-app's answer when there is none); its action
//                           answers { saved: true }
// A document request answers its loader and action data as JSON inside <body>.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
// worker/app.ts takes createRequestHandler from @remix-run/cloudflare, which re-exports this one;
// that package's CommonJS build does not load inside vitest's workerd.
import { createRequestHandler } from "@remix-run/server-runtime";
import { getSessionUser, requireSessionUser } from "../../remix-app/lib/session.server";
import { createWorkerRouter } from "../../worker/http/worker-router";
import { APP_ORIGIN } from "./fixtures";
import { jsonServerBuild } from "./json-server-build";

const build = jsonServerBuild({
  root: {
    id: "root",
    path: "",
    module: {
      default: () => null,
      loader: ({ context }: LoaderFunctionArgs) => ({ user: getSessionUser(context)?.user.email ?? null }),
    },
  },
  "routes/documents": {
    id: "routes/documents",
    parentId: "root",
    path: "documents",
    module: {
      default: () => null,
      loader: ({ context }: LoaderFunctionArgs) => ({ email: requireSessionUser(context).user.email }),
      action: ({ context }: ActionFunctionArgs) => {
        requireSessionUser(context);
        return { saved: true };
      },
    },
  },
});

const worker = createWorkerRouter(createRequestHandler(build));

export interface PageRequestOptions {
  cookie?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Bindings to replace for this request (a production configuration, say). */
  bindings?: Partial<typeof env>;
  /** Another origin than APP_ORIGIN (https, say). */
  url?: string;
}

/**
 * Sends a request to the whole Worker as a browser would: GET by default, the Host header set (as
 * every HTTP request has it), the cookie if given.
 */
export function fetchWorker(method: string, path: string, options: PageRequestOptions = {}) {
  return fetchThrough(worker, method, path, options);
}

/** As `fetchWorker`, through another Worker router (the real routes': test/support/app-routes.ts). */
export async function fetchThrough(
  router: Pick<typeof worker, "fetch">,
  method: string,
  path: string,
  options: PageRequestOptions = {},
) {
  const origin = options.url ?? APP_ORIGIN;
  const headers = new Headers({ host: new URL(origin).host, ...options.headers });
  if (options.cookie) headers.set("cookie", options.cookie);
  const ctx = createExecutionContext();
  const response = await router.fetch(
    new Request(`${origin}${path}`, { method, headers, body: options.body, redirect: "manual" }),
    options.bindings ? { ...env, ...options.bindings } : env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
