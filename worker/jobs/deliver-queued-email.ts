import type { DomainContext } from "../domain/context";
import { deliverQueuedEmail } from "../domain/mail/deliver-queued-email";

/** The `deliver-queued-email` job's work: one run of the delivery the context was built with. */
export async function runMailDelivery(ctx: DomainContext) {
  const { deliveredVia, sent, retrying, failed } = await deliverQueuedEmail(ctx);
  return { summary: `${sent} sent via ${deliveredVia}, ${retrying} to retry, ${failed} failed for good` };
}
