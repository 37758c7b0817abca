import type { OutboxMessageDto } from "@charterly/domain/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { uniqueSuffix } from "../support/factories";
import { callApi, type Person, person } from "../support/fixtures";

const fresh = () => `outbox-${uniqueSuffix()}@example.test`;

let platformAdmin: Person;
beforeAll(async () => {
  platformAdmin = await person({ tier: "system_admin", role: "platform_admin" });
});

async function requestChange(cookie: string, newEmail: string) {
  const res = await callApi("POST", "/api/auth/request-email-change", { cookie, body: { newEmail } });
  expect(res.status).toBe(200);
}

/** GET /api/dev/outbox with the cookie (if any) under the Worker variables given. */
function readOutbox(cookie: string | undefined, bindings: Partial<Env> = {}) {
  return callApi("GET", "/api/dev/outbox", { cookie, bindings });
}

describe("the local mail outbox", () => {
  it("answers only to a signed-in platform admin", async () => {
    const { cookie } = await person();
    await requestChange(cookie, fresh());

    const anonymous = await readOutbox(undefined);
    expect(anonymous.status).toBe(401);
    for (const caller of [
      await person({ tier: "enterprise", role: "company_admin" }),
      await person({ tier: "per_document", role: "admin" }),
      await person({ tier: "freemium", role: "user" }),
    ]) {
      const res = await readOutbox(caller.cookie);
      expect(res.status, caller.actor.role).toBe(403);
      expect(await res.json()).toEqual({
        code: "forbidden",
        message: "Platform administrator privileges required.",
      });
    }
    expect((await readOutbox(platformAdmin.cookie)).status).toBe(200);
  });

  it("answers only when APP_ENV is local or test: 404 otherwise, to everyone", async () => {
    for (const APP_ENV of ["local", "test"]) {
      expect((await readOutbox(platformAdmin.cookie, { APP_ENV })).status, APP_ENV).toBe(200);
    }
    for (const APP_ENV of ["production", "staging", "", undefined]) {
      for (const cookie of [platformAdmin.cookie, undefined]) {
        const res = await readOutbox(cookie, { APP_ENV, APP_URL: "https://charterly.example" });
        expect(res.status, `APP_ENV=${APP_ENV} ${cookie ? "platform admin" : "anonymous"}`).toBe(404);
      }
    }
  });

  it("lists the latest messages newest first", async () => {
    const { cookie } = await person();
    const first = fresh();
    const second = fresh();
    await requestChange(cookie, first);
    await requestChange(cookie, second);
    const res = await readOutbox(platformAdmin.cookie);
    const messages = (await res.json()) as OutboxMessageDto[];
    expect(messages.length).toBeLessThanOrEqual(50);
    const positions = [second, first].map((to) => messages.findIndex((m) => m.to === to));
    expect(positions[0]).toBeGreaterThanOrEqual(0);
    expect(positions[0]).toBeLessThan(positions[1]!);
    expect(messages[positions[0]!]).toMatchObject({
      id: expect.any(Number),
      subject: "Confirm your new Charterly e-mail address",
      status: expect.stringMatching(/^(queued|sent)$/),
      createdAt: expect.any(String),
    });
  });
});
