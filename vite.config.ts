import { readFileSync } from "node:fs";
import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// `remix vite:dev` (editing) proxies D1/R2 from wrangler; `remix vite:build` produces build/client
// (static assets) and build/server (imported by worker/index.ts, which `wrangler dev/deploy` runs).
// Under the dev server no Worker runs before Remix, so the load context (request context and the
// API) is built by worker/http/dev-load-context.ts, loaded through Vite as it is TypeScript.
let devServer: ViteDevServer | undefined;

/**
 * `virtual:dashboard-chunk-urls`: the URLs of the dashboard's own chunk and of the chunks it imports
 * (decision 022), so that "/" can modulepreload them for a signed-in person and the page hydrates
 * as soon as it did when the dashboard was part of the route module. The server build reads them
 * from the client build's manifest, which `remix vite:build` writes first (Remix reads it the same
 * way); anywhere else (the client build, the dev server) the list is empty.
 */
function dashboardChunkUrls(): Plugin {
  const id = "virtual:dashboard-chunk-urls";
  const resolvedId = `\0${id}`;
  let building = false;
  return {
    name: "charterly-dashboard-chunk-urls",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(loading, options) {
      if (loading !== resolvedId) return undefined;
      const urls: string[] = [];
      if (building && options?.ssr) {
        const manifest = JSON.parse(readFileSync("build/client/.vite/manifest.json", "utf8")) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        const seen = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk || seen.has(key)) return;
          seen.add(key);
          urls.push(`/${chunk.file}`);
          for (const imported of chunk.imports ?? []) visit(imported);
        };
        visit("remix-app/components/dashboard.tsx");
        if (urls.length === 0) throw new Error("The client build's manifest has no dashboard chunk.");
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}

export default defineConfig({
  plugins: [
    {
      name: "charterly-dev-server",
      configureServer(server) {
        devServer = server;
      },
    },
    dashboardChunkUrls(),
    cloudflareDevProxyVitePlugin({
      getLoadContext: async (args) => {
        if (!devServer) throw new Error("The dev server has not started yet.");
        const module = await devServer.ssrLoadModule("/worker/http/dev-load-context.ts");
        return module.getDevLoadContext(args);
      },
    }),
    remix({
      appDirectory: "remix-app",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths({ projects: ["./tsconfig.json"] }),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
    },
  },
  resolve: {
    mainFields: ["browser", "module", "main"],
  },
  build: { minify: true },
});
