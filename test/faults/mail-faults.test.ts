import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { httpMailDelivery } from "../../worker/adapters/mail/http-mail-delivery";
import { emailOutbox } from "../../worker/db/schema";
import {
  deliverQueuedEmail,
  MAIL_DELIVERY_FAILED,
  MAX_DELIVERY_ATTEMPTS,
  RETRY_DUE_AFTER_MS,
} from "../../worker/domain/mail/deliver-queued-email";
import { queueEmail } from "../../worker/domain/mail/queue-email";
import { callApi, domain, type Person, person, platformAdmin } from "../support/fixtures";

const MINUTE = 60_000;
const QUEUED_AT = new Date("2026-11-25T09:00:00Z");
const at = (ms: number) => ({ now: () => new Date(QUEUED_AT.getTime() + ms) });

let operator: Person;
let customer: Person;

beforeAll(async () => {
  operator = await platformAdmin();
  customer = await person({ tier: "enterprise", role: "company_admin" });
});

/** A provider that answers 500 for the first tries, then never answers (each try times out). */
function failingProvider(answer500Times: number) {
  const calls: string[] = [];
  const fetchStub = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)).to[0]);
    if (calls.length <= answer500Times) {
      return new Response('{"message":"Internal server error"}', { status: 500 });
    }
    const signal = init?.signal;
    return new Promise<Response>((_, reject) =>
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true }),
    );
  }) as typeof fetch;
  const delivery = httpMailDelivery({
    url: "https://mail.example.test/emails",
    apiKey: "test-key",
    from: "Charterly <no-reply@example.test>",
    fetch: fetchStub,
    // Short, so the test does not wait: the timeout itself is what is being exercised.
    timeoutMs: 20,
  });
  return { delivery, calls };
}

const rowOf = async (id: number) =>
  (await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("mail provider failing: 500, then timeouts", () => {
  it("retries with back-off, gives up after a bounded number of tries, and shows the admin why", async () => {
    const to = `invitee-${crypto.randomUUID()}@example.test`;
    await queueEmail(
      { ...domain(), clock: at(0) },
      { to, subject: "You are invited", text: "Join us", kind: "invitation", companyId: customer.company.id },
    );
    const [queued] = await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    const provider = failingProvider(2);
    const run = (ms: number) => deliverQueuedEmail({ ...domain(), clock: at(ms), mail: provider.delivery });
    const triesFor = () => provider.calls.filter((address) => address === to).length;

    // First try at once: the provider answers 500; the message stays queued with that error.
    expect(await run(0)).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(queued!.id)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await rowOf(queued!.id)).lastError).toMatch(/^Mail provider answered 500/);

    // Runs before the back-off has passed do not try again.
    await run(MINUTE);
    await run(RETRY_DUE_AFTER_MS[1] - 1);
    expect(triesFor()).toBe(1);

    // Each later try once its delay has passed: a second 500, then timeouts.
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const due = RETRY_DUE_AFTER_MS[attempt - 1]!;
      await run(due - 1);
      expect(triesFor(), `try ${attempt} is not due yet`).toBe(attempt - 1);
      await run(due);
      expect(triesFor()).toBe(attempt);
    }
    // The delays grow: back-off, not a fixed interval.
    for (let i = 2; i < RETRY_DUE_AFTER_MS.length; i++) {
      expect(RETRY_DUE_AFTER_MS[i]! - RETRY_DUE_AFTER_MS[i - 1]!).toBeGreaterThan(
        RETRY_DUE_AFTER_MS[i - 1]! - RETRY_DUE_AFTER_MS[i - 2]!,
      );
    }
    const failed = await rowOf(queued!.id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
    expect(failed.lastError).toBe("The mail provider (mail.example.test) did not answer in time");

    // Bounded: failed for good, never tried again by the job.
    await run(24 * 60 * MINUTE);
    expect(triesFor()).toBe(MAX_DELIVERY_ATTEMPTS);

    // The platform admin sees it in the e-mail queue, with the provider's last error.
    const res = await callApi("GET", "/api/admin/email-tasks?status=failed", {
      cookie: operator.cookie,
    });
    expect(res.status).toBe(200);
    const { tasks } = (await res.json()) as {
      tasks: {
        id: number;
        status: string;
        attempts: number;
        lastError: string | null;
        companyName: string;
      }[];
    };
    expect(tasks.find((task) => task.id === queued!.id)).toMatchObject({
      status: "failed",
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: failed.lastError,
      companyName: customer.company.name,
    });

    // …and can queue it again: the next run tries it at once.
    const retry = await callApi("POST", `/api/admin/email-tasks/${queued!.id}/retry`, {
      cookie: operator.cookie,
    });
    expect(retry.status).toBe(200);
    expect(await rowOf(queued!.id)).toMatchObject({ status: "queued", attempts: 0, lastError: null });
  });

  it("unreachable services never show 'internal error; reference = …': the queue says the provider could not be reached", async () => {
    const to = `unreachable-${crypto.randomUUID()}@example.test`;
    await queueEmail(
      { ...domain(), clock: at(0) },
      { to, subject: "You are invited", text: "Join us", kind: "invitation", companyId: customer.company.id },
    );
    const [queued] = await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    // workerd's own words when a host cannot be reached.
    const unreachable = httpMailDelivery({
      url: "https://mail.example.test/emails",
      apiKey: "test-key",
      from: "Charterly <no-reply@example.test>",
      fetch: (async () => {
        throw new Error("internal error; reference = 4u2d8cq7sv1jh9ocm3vgf0a2");
      }) as typeof fetch,
    });
    const logged: unknown[] = [];
    const log = { error: (_: string, error?: unknown) => logged.push(error), warn: () => {} };
    await deliverQueuedEmail({ ...domain(), clock: at(0), mail: unreachable, log });
    expect((await rowOf(queued!.id)).lastError).toBe(
      "The mail provider (mail.example.test) could not be reached",
    );

    // A failure nobody worded (a broken binding) reads as ours, and the runtime's text is logged.
    const broken = {
      name: "http",
      send: async () => {
        throw new Error("internal error; reference = 9xk2");
      },
    };
    await deliverQueuedEmail({ ...domain(), clock: at(RETRY_DUE_AFTER_MS[1]), mail: broken, log });
    const row = await rowOf(queued!.id);
    expect(row.lastError).toBe(MAIL_DELIVERY_FAILED);
    expect(row.lastError).not.toContain("reference =");
    expect(String(logged.at(-1))).toContain("internal error; reference = 9xk2");
  });

  it("a company admin cannot read the platform's e-mail queue", async () => {
    const res = await callApi("GET", "/api/admin/email-tasks?status=failed", { cookie: customer.cookie });
    expect(res.status).toBe(403);
  });
});
