import { mailDeliveryFromConfig } from "../adapters/mail/mail-delivery-from-config";
import type { DomainContext } from "../domain/context";
import { deliverQueuedEmail } from "../domain/mail/deliver-queued-email";
import type { MailDelivery } from "../domain/mail/mail-delivery";
import { type Env, readConfig } from "../env";

/** The `deliver-queued-email` job's work, with the delivery configured for this Worker unless given. */
export async function runMailDelivery(ctx: DomainContext, env: Env, delivery?: MailDelivery) {
  const mail = delivery ?? mailDeliveryFromConfig(readConfig(env));
  const { sent, retrying, failed } = await deliverQueuedEmail(ctx, mail);
  return { summary: `${sent} sent via ${mail.name}, ${retrying} to retry, ${failed} failed for good` };
}
