import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type ViteDevServer } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// `remix vite:dev` (editing) proxies D1/R2 from wrangler; `remix vite:build` produces build/client
// (static assets) and build/server (imported by worker/index.ts, which `wrangler dev/deploy` runs).
// Under the dev server no Worker runs before Remix, so the load context (request context and the
// API) is built by worker/http/dev-load-context.ts, loaded through Vite as it is TypeScript.
let devServer: ViteDevServer | undefined;

export default defineConfig({
  plugins: [
    {
      name: "charterly-dev-server",
      configureServer(server) {
        devServer = server;
      },
    },
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
