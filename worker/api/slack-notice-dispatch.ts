import type { MiddlewareHandler } from "hono";
import { deliverSlackNotices } from "../domain/slack/deliver-slack-notices";
import { readConfig } from "../env";
import type { ApiEnv } from "./types";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * 'New policy in force' within seconds (decision 017). The notice is queued by a trigger in the same
 * transaction as whatever write brought a text into force (approval, generation, import, a version
 * restored, a replaced version …), so the one place that knows a write happened is here: after a
 * successful write by a person of a company with Slack on, that company's due notices are posted
 * after the response (waitUntil). Other writes cost nothing; the five-minute job posts what this
 * missed and retries.
 */
export const deliverSlackNoticesAfterWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  if (!WRITES.has(c.req.method) || c.res.status >= 400) return;
  const actor = c.get("session")?.actor;
  if (!actor?.features.slack) return;
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    const executionCtx = c.executionCtx;
    waitUntil = (promise) => executionCtx.waitUntil(promise);
  } catch {
    return; // no execution context (a direct app.request in a test): the job posts it
  }
  const appUrl = readConfig(c.env).APP_URL ?? new URL(c.req.url).origin;
  const requestId = c.get("requestId");
  waitUntil(
    deliverSlackNotices(c.get("domain"), { appUrl, companyId: actor.companyId }).catch((error) =>
      console.error(`[${requestId}] Slack notice delivery failed`, error),
    ),
  );
};
