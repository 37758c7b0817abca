// A Remix server build for tests, without `npm run build`: the given routes, and a document
// renderer that answers a document request's loader and action data (and errors) as JSON inside
// <body>, so a test reads what a page's loader or action answered without rendering React.
import type { ServerBuild } from "@remix-run/server-runtime";

export function jsonServerBuild(routes: ServerBuild["routes"]): ServerBuild {
  return {
    mode: "production",
    entry: {
      module: {
        default: (_request, status, headers, remixContext) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const { loaderData, actionData, errors } = remixContext.staticHandlerContext;
          const data = JSON.stringify({ loaderData, actionData, errors });
          return new Response(`<!DOCTYPE html><html><body>${data}</body></html>`, { status, headers });
        },
      },
    },
    routes,
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: true,
    },
    isSpaMode: false,
  };
}
