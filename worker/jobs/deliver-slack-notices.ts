import type { DomainContext } from "../domain/context";
import { deliverSlackNotices } from "../domain/slack/deliver-slack-notices";
import type { JobRuntime } from "./registry";

/**
 * The `deliver-slack-notices` job: the notices a write's own delivery missed (Slack down, rate
 * limited, a retry due). Their links need the app's public origin: without APP_URL (a local run)
 * the job leaves them to the next write's delivery, which knows the request's origin.
 */
export async function runSlackNoticeDelivery(ctx: DomainContext, runtime: JobRuntime) {
  if (!runtime.appOrigin)
    return { summary: "skipped: APP_URL is not set, so notices' links cannot be built" };
  const { sent, skipped, retrying, failed } = await deliverSlackNotices(ctx, { appUrl: runtime.appOrigin });
  return {
    summary: `${sent} Slack notices sent, ${skipped} skipped, ${retrying} to retry, ${failed} failed for good`,
  };
}
