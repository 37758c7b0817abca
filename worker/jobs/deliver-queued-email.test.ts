import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { domain } from "../../test/support/fixtures";
import { emailOutbox } from "../db/schema";
import { queueEmail } from "../domain/mail/queue-email";
import { runScheduledJobs } from "./registry";

describe("deliver-queued-email job", () => {
  it("runs every five minutes and, without a mail provider, delivers to the local outbox", async () => {
    const ctx = domain();
    const to = `job-${crypto.randomUUID()}@example.test`;
    await queueEmail(ctx, { to, subject: "Queued", text: "Body", kind: "test" });

    const results = await runScheduledJobs("*/5 * * * *", ctx);
    expect(results).toContainEqual(
      expect.objectContaining({
        job: "deliver-queued-email",
        ok: true,
        summary: expect.stringContaining("local-outbox"),
      }),
    );
    const [row] = await ctx.companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});
