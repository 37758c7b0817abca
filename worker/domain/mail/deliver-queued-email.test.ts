import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { domain } from "../../../test/support/fixtures";
import { emailOutbox } from "../../db/schema";
import { deliverQueuedEmail, MAIL_DELIVERY_FAILED, MAX_DELIVERY_ATTEMPTS } from "./deliver-queued-email";
import type { MailDelivery, OutgoingMail } from "./mail-delivery";
import { queueEmail } from "./queue-email";

const rowOf = async (to: string) =>
  (await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]!;

function fakeDelivery(fail: (message: OutgoingMail) => boolean): MailDelivery & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: "fake",
    sent,
    async send(message) {
      if (fail(message)) throw new Error(`refused ${message.to}`);
      sent.push(message);
    },
  };
}

describe("deliverQueuedEmail", () => {
  it("sends queued messages and marks them sent with one attempt", async () => {
    const ctx = domain();
    const to = `ok-${crypto.randomUUID()}@example.test`;
    await queueEmail(ctx, { to, subject: "Hi", text: "Body", html: "<p>Body</p>", kind: "test" });
    const delivery = fakeDelivery(() => false);
    const report = await deliverQueuedEmail({ ...ctx, mail: delivery });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(delivery.sent).toContainEqual({ to, subject: "Hi", text: "Body", html: "<p>Body</p>" });
    expect(await rowOf(to)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await rowOf(to)).sentAt).toBeInstanceOf(Date);

    // Already sent: a second run does not send it again.
    await deliverQueuedEmail({ ...ctx, mail: delivery });
    expect(delivery.sent.filter((m) => m.to === to)).toHaveLength(1);
  });

  it("keeps a failing message queued with its error, and marks it failed after the fifth attempt", async () => {
    const to = `bad-${crypto.randomUUID()}@example.test`;
    await queueEmail(domain(), { to, subject: "Hi", text: "Body", kind: "test" });
    const ctx = { ...domain(), mail: fakeDelivery((m) => m.to === to) };

    await deliverQueuedEmail(ctx);
    // The queue's screen shows our words; the provider's own ("refused …") go to the logs only.
    expect(await rowOf(to)).toMatchObject({ status: "queued", attempts: 1, lastError: MAIL_DELIVERY_FAILED });

    // Each later run waits out the back-off: four hours on, every remaining try is due.
    const later = { ...ctx, clock: { now: () => new Date(Date.now() + 4 * 60 * 60 * 1000) } };
    for (let run = 2; run <= MAX_DELIVERY_ATTEMPTS; run++) await deliverQueuedEmail(later);
    expect(await rowOf(to)).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });

    // Failed for good: not tried again.
    await deliverQueuedEmail(later);
    expect((await rowOf(to)).attempts).toBe(MAX_DELIVERY_ATTEMPTS);
  });

  it("leaves every message queued and untried when no delivery is configured", async () => {
    const to = `unconfigured-${crypto.randomUUID()}@example.test`;
    await queueEmail(domain(), { to, subject: "Hi", text: "Body", kind: "test" });
    // As the Worker's context does in production without MAIL_API_URL: the delivery cannot be built.
    const unconfigured = Object.defineProperty({ ...domain() }, "mail", {
      get: () => {
        throw new Error("MAIL_API_URL is not set");
      },
    });
    await expect(deliverQueuedEmail(unconfigured)).rejects.toThrow("MAIL_API_URL is not set");
    expect(await rowOf(to)).toMatchObject({ status: "queued", attempts: 0, lastError: null });
  });
});
