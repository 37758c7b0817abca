import { createDomainContext } from "../domain-context";
import type { Env } from "../env";
import { log } from "../http/log";
import { runScheduledJobs } from "./registry";

/**
 * What the Worker's `scheduled` handler does for one firing of a cron trigger (wrangler.toml
 * [triggers] crons; locally, `npm start`'s scheduler through wrangler dev's /__scheduled): runs the
 * jobs registered for the expression, each recording its run (System Status shows it), and logs
 * each job's outcome.
 */
export async function runCronTrigger(cron: string, env: Env) {
  const results = await runScheduledJobs(cron, createDomainContext(env), undefined, {
    // Links in e-mail (APP_URL is required in production; locally they are left out without it).
    appOrigin: env.APP_URL || undefined,
  });
  for (const r of results) log(r.ok ? "info" : "error", "scheduled job", { cron, ...r });
  return results;
}
