import { env as workerEnv } from "cloudflare:workers";
import { mailDeliveryFromConfig } from "../adapters/mail/mail-delivery-from-config";
import type { DomainContext } from "../domain/context";
import { deliverQueuedEmail } from "../domain/mail/deliver-queued-email";
import type { MailDelivery } from "../domain/mail/mail-delivery";
import { type Env, readConfig } from "../env";

/**
 * The `deliver-queued-email` job's work. The cron entry hands jobs only the domain context, so the
 * delivery is resolved here from the Worker's bindings (`cloudflare:workers` env) unless given.
 */
export async function runMailDelivery(ctx: DomainContext, delivery?: MailDelivery) {
  const mail = delivery ?? mailDeliveryFromConfig(readConfig(workerEnv as unknown as Env));
  const { sent, retrying, failed } = await deliverQueuedEmail(ctx, mail);
  return { summary: `${sent} sent via ${mail.name}, ${retrying} to retry, ${failed} failed for good` };
}
