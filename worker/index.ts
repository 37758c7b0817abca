import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error The Remix server build (made by `npm run build`) ships no type declarations.
import * as build from "../build/server/index.js";
import { createWorkerApp } from "./app";
import type { Env } from "./env";
import { runCronTrigger } from "./jobs/run-cron-trigger";

const app = createWorkerApp(build as unknown as ServerBuild);

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runCronTrigger(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
