import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// `remix vite:dev` (editing) proxies D1/R2 from wrangler; `remix vite:build` produces build/client
// (static assets) and build/server (imported by worker/index.ts, which `wrangler dev/deploy` runs).
export default defineConfig({
  plugins: [
    cloudflareDevProxyVitePlugin(),
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
