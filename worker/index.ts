import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error The Remix server build (made by `npm run build`) ships no type declarations.
import * as build from "../build/server/index.js";
import { createWorkerApp } from "./app";
import { createDomainContext } from "./domain-context";
import type { Env } from "./env";
import { log } from "./http/log";
import { runScheduledJobs } from "./jobs/registry";

const app = createWorkerApp(build as unknown as ServerBuild);

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      runScheduledJobs(controller.cron, createDomainContext(env), undefined, {
        // Links in e-mail (APP_URL is required in production; locally they are left out without it).
        appOrigin: env.APP_URL || undefined,
      }).then((results) => {
        for (const r of results)
          log(r.ok ? "info" : "error", "scheduled job", { cron: controller.cron, ...r });
      }),
    );
  },
} satisfies ExportedHandler<Env>;
