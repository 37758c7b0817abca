import type { OutboxMessageDto } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailChangeRequests, emailOutbox } from "../../worker/db/schema";
import { APP_ORIGIN, callApi, createUser, domain, fetchApi, findUser, person } from "../support/fixtures";

const fresh = () => `new-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function requestChange(cookie: string, newEmail: string) {
  return callApi("POST", "/api/auth/request-email-change", { cookie, body: { newEmail } });
}

/** The verification link, as a person reads it from the local outbox. */
async function linkSentTo(address: string) {
  const res = await callApi("GET", "/api/dev/outbox");
  expect(res.status).toBe(200);
  const message = ((await res.json()) as OutboxMessageDto[]).find((m) => m.to === address);
  expect(message, `a message to ${address}`).toBeDefined();
  const link = /https?:\/\/\S+\/api\/auth\/verify-email-change\?token=[\w-]+/.exec(message!.text)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

async function follow(link: URL, cookie?: string) {
  const res = await callApi("GET", `${link.pathname}${link.search}`, { cookie });
  expect(res.status).toBe(302);
  return res.headers.get("location");
}

describe("e-mail change", () => {
  it("request → verification e-mail to the new address → following the link changes the address", async () => {
    const { user, cookie } = await person();
    const newEmail = fresh();
    const before = Date.now();
    const res = await requestChange(cookie, `  ${newEmail.toUpperCase()} `);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { newEmail: string; expiresAt: string };
    expect(body.newEmail).toBe(newEmail);
    const expiresIn = new Date(body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000 + 60_000);

    const status = await callApi("GET", "/api/auth/email-change-status", { cookie });
    expect(await status.json()).toEqual({
      hasPendingChange: true,
      currentEmail: user.email,
      newEmail,
      expiresAt: body.expiresAt,
    });

    const link = await linkSentTo(newEmail);
    expect(link.origin).toBe(APP_ORIGIN);
    // The current address stays in use until the link is followed.
    expect(await findUser(user.id)).toMatchObject({ email: user.email });
    // Only the token's hash is stored.
    const [stored] = await domain()
      .db.select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(stored!.tokenHash).not.toBe(link.searchParams.get("token"));

    // Opened from a mail client, signed out.
    expect(await follow(link)).toBe("/?email_changed=1");
    expect(await findUser(user.id)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await (await callApi("GET", "/api/auth/user", { cookie })).json()).toMatchObject({
      email: newEmail,
    });
    expect(await (await callApi("GET", "/api/auth/email-change-status", { cookie })).json()).toEqual({
      hasPendingChange: false,
      currentEmail: newEmail,
      newEmail: null,
      expiresAt: null,
    });

    // A used link does nothing more.
    expect(await follow(link)).toBe("/?email_change=invalid");
  });

  it("cancel: the pending change is gone and its link no longer works", async () => {
    const { user, cookie } = await person();
    const newEmail = fresh();
    await requestChange(cookie, newEmail);
    const link = await linkSentTo(newEmail);
    const res = await callApi("POST", "/api/auth/cancel-email-change", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cancelled: true });
    expect(await (await callApi("GET", "/api/auth/email-change-status", { cookie })).json()).toMatchObject({
      hasPendingChange: false,
    });
    expect(await follow(link)).toBe("/?email_change=invalid");
    expect(await findUser(user.id)).toMatchObject({ email: user.email });
    // Cancelling again is harmless.
    expect((await callApi("POST", "/api/auth/cancel-email-change", { cookie })).status).toBe(200);
  });

  it("a new request replaces the earlier one: the first link stops working", async () => {
    const { user, cookie } = await person();
    const first = fresh();
    const second = fresh();
    await requestChange(cookie, first);
    const firstLink = await linkSentTo(first);
    await requestChange(cookie, second);
    expect(await (await callApi("GET", "/api/auth/email-change-status", { cookie })).json()).toMatchObject({
      newEmail: second,
    });
    expect(await follow(firstLink)).toBe("/?email_change=invalid");
    expect(await follow(await linkSentTo(second))).toBe("/?email_changed=1");
    expect(await findUser(user.id)).toMatchObject({ email: second });
  });

  it("an expired link does not change the address", async () => {
    const { user, cookie } = await person();
    const newEmail = fresh();
    await requestChange(cookie, newEmail);
    await domain()
      .db.update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, user.id));
    expect(await follow(await linkSentTo(newEmail))).toBe("/?email_change=invalid");
    expect(await findUser(user.id)).toMatchObject({ email: user.email });
    expect(await (await callApi("GET", "/api/auth/email-change-status", { cookie })).json()).toMatchObject({
      hasPendingChange: false,
    });
  });

  it("unknown or missing tokens redirect as invalid", async () => {
    expect(await follow(new URL(`${APP_ORIGIN}/api/auth/verify-email-change?token=nope`))).toBe(
      "/?email_change=invalid",
    );
    expect(await follow(new URL(`${APP_ORIGIN}/api/auth/verify-email-change`))).toBe(
      "/?email_change=invalid",
    );
  });

  it("refuses an address another account uses (409), and the own address (400)", async () => {
    const { user, cookie } = await person();
    const other = await createUser(user.companyId, "user");
    const taken = await requestChange(cookie, other.email);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      code: "conflict",
      message: "That e-mail address is already in use.",
    });
    const same = await requestChange(cookie, user.email);
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      code: "invalid_input",
      fields: { newEmail: expect.any(String) },
    });
    expect(
      await domain().db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id)),
    ).toEqual([]);
  });

  it("an address taken after the link was sent is not changed: the link redirects as taken", async () => {
    const { user, cookie } = await person();
    const newEmail = fresh();
    await requestChange(cookie, newEmail);
    const link = await linkSentTo(newEmail);
    await createUser(user.companyId, "user", newEmail);
    expect(await follow(link)).toBe("/?email_change=taken");
    expect(await findUser(user.id)).toMatchObject({ email: user.email });
  });

  it("answers bad bodies with 400 and the spec's message, queuing nothing", async () => {
    const { user, cookie } = await person();
    for (const body of [{ newEmail: "not-an-address" }, { newEmail: "" }, {}, { newEmail: 42 }]) {
      const res = await callApi("POST", "/api/auth/request-email-change", { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({
        code: "invalid_input",
        message: "newEmail: Please enter a valid email address",
        fields: { newEmail: "Please enter a valid email address" },
      });
    }
    expect(
      await domain().db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id)),
    ).toEqual([]);
    const queued = await domain()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "not-an-address"));
    expect(queued).toEqual([]);
  });

  it("needs a session for everything but the link", async () => {
    expect((await requestChange("", fresh())).status).toBe(401);
    expect((await callApi("GET", "/api/auth/email-change-status")).status).toBe(401);
    expect((await callApi("POST", "/api/auth/cancel-email-change")).status).toBe(401);
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the latest messages newest first", async () => {
    const { cookie } = await person();
    const first = fresh();
    const second = fresh();
    await requestChange(cookie, first);
    await requestChange(cookie, second);
    const messages = (await (await callApi("GET", "/api/dev/outbox")).json()) as OutboxMessageDto[];
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

  it("does not exist in production", async () => {
    const res = await fetchApi(new Request(`${APP_ORIGIN}/api/dev/outbox`), { APP_ENV: "production" });
    expect(res.status).toBe(404);
    const unset = await fetchApi(new Request(`${APP_ORIGIN}/api/dev/outbox`), { APP_ENV: undefined });
    expect(unset.status).toBe(404);
  });
});
