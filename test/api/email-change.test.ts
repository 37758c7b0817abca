import {
  EMAIL_CHANGE_REAUTH_MESSAGE,
  type OutboxMessageDto,
  RECENT_SIGN_IN_MINUTES,
} from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailChangeRequests, emailOutbox, sessions } from "../../worker/db/schema";
import { hashToken } from "../../worker/domain/auth/session-token";
import { verificationEmail } from "../../worker/domain/email-change/verification-email";
import { uniqueSuffix } from "../support/factories";
import {
  APP_ORIGIN,
  callApi,
  cookieFor,
  createCompany,
  createUser,
  domain,
  findCompany,
  findUser,
  person,
  sessionsOf,
} from "../support/fixtures";

const fresh = () => `new-${uniqueSuffix()}@example.test`;

async function requestChange(cookie: string, newEmail: string) {
  return callApi("POST", "/api/auth/request-email-change", { cookie, body: { newEmail } });
}

/** The outbox is the platform admin's to read (platform.mail). */
let platformAdminCookie: string;
beforeAll(async () => {
  platformAdminCookie = (await person({ tier: "system_admin", role: "platform_admin" })).cookie;
});

/** The message sent to the address, as the platform admin reads it from the local outbox. */
async function messageTo(address: string) {
  const res = await callApi("GET", "/api/dev/outbox", { cookie: platformAdminCookie });
  expect(res.status).toBe(200);
  const message = ((await res.json()) as OutboxMessageDto[]).find((m) => m.to === address);
  expect(message, `a message to ${address}`).toBeDefined();
  return message!;
}

/** The verification link in the message sent to the address. */
async function linkSentTo(address: string) {
  const link = /https?:\/\/\S+\/api\/auth\/verify-email-change\?token=[\w-]+/.exec(
    (await messageTo(address)).text,
  )?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

async function follow(link: URL, cookie?: string) {
  const res = await callApi("GET", `${link.pathname}${link.search}`, { cookie });
  expect(res.status).toBe(302);
  return res.headers.get("location");
}

const sessionIdOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf("=") + 1));

/** Moves the session's sign-in (its start and the authentication at the provider) into the past. */
async function signedInAgo(cookie: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await domain()
    .companyDb.update(sessions)
    .set({ createdAt: then, authenticatedAt: then })
    .where(eq(sessions.id, await sessionIdOf(cookie)));
}

const requestsOf = (userId: number) =>
  domain().companyDb.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));

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
      .companyDb.select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(stored!.tokenHash).not.toBe(link.searchParams.get("token"));

    // Opened in the browser that asked (a signed-out mail client: see "completing an e-mail change").
    expect(await follow(link, cookie)).toBe("/?email_changed=1");
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
      .companyDb.update(emailChangeRequests)
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

  it("refuses the own address (400)", async () => {
    const { user, cookie } = await person();
    const same = await requestChange(cookie, user.email.toUpperCase());
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      code: "invalid_input",
      fields: { newEmail: expect.any(String) },
    });
    expect(await requestsOf(user.id)).toEqual([]);
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
      await domain()
        .companyDb.select()
        .from(emailChangeRequests)
        .where(eq(emailChangeRequests.userId, user.id)),
    ).toEqual([]);
    const queued = await domain()
      .companyDb.select()
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

describe("mail to an address nobody has verified", () => {
  it("holds only our fixed wording and the link: no name, company or other text a user typed", async () => {
    const firstName = "Security notice: your account is locked, verify at https://evil.example";
    const lastName = "<b>Support</b> call +1 555 0100";
    const companyName = "Urgent: wire the invoice to IBAN XX00 0000";
    const company = await createCompany("enterprise", { name: companyName, displayName: companyName });
    const user = await createUser(company.id, "company_admin", { firstName, lastName });
    const cookie = await cookieFor(user.id);
    const newEmail = fresh();
    expect((await requestChange(cookie, newEmail)).status).toBe(200);

    const [row] = await domain()
      .companyDb.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, newEmail));
    const link = await linkSentTo(newEmail);
    // Exactly the fixed message around the link.
    expect({ subject: row!.subject, text: row!.textBody, html: row!.htmlBody }).toEqual(
      verificationEmail(link.toString()),
    );
    for (const typed of [firstName, lastName, companyName, "evil.example", "Security notice", user.email]) {
      for (const part of [row!.subject, row!.textBody, row!.htmlBody ?? ""])
        expect(part).not.toContain(typed);
    }
    // The link is the app's own, with nothing but the token.
    expect(link.origin).toBe(APP_ORIGIN);
    expect([...link.searchParams.keys()]).toEqual(["token"]);
  });
});

describe("moving to an address another account uses", () => {
  it("is answered exactly as for a free address; the clash is reported when the link is followed", async () => {
    const { user, cookie } = await person();
    // Another company's person: registered addresses must not be discoverable across companies.
    const other = await person({ tier: "freemium" });
    const free = fresh();

    const freeAnswer = await requestChange(cookie, free);
    const takenAnswer = await requestChange(cookie, other.user.email);
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(takenAnswer.status).toBe(200);
    const freeBody = (await freeAnswer.json()) as Record<string, string>;
    const takenBody = (await takenAnswer.json()) as Record<string, string>;
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freeBody).sort());
    expect(takenBody).toEqual({ newEmail: other.user.email, expiresAt: expect.any(String) });
    expect(new Date(takenBody.expiresAt!).getTime() - new Date(freeBody.expiresAt!).getTime()).toBeLessThan(
      60_000,
    );

    // The same mail as for a free address: the wording does not tell either.
    const toFree = await messageTo(free);
    const toTaken = await messageTo(other.user.email);
    const withoutLink = (text: string) => text.replace(/https?:\/\/\S+/g, "<link>");
    expect(withoutLink(toTaken.text)).toBe(withoutLink(toFree.text));
    expect(toTaken.subject).toBe(toFree.subject);
    expect(await (await callApi("GET", "/api/auth/email-change-status", { cookie })).json()).toMatchObject({
      hasPendingChange: true,
      newEmail: other.user.email,
    });

    // Following the link refuses the change and says why; neither account changes.
    expect(await follow(await linkSentTo(other.user.email), cookie)).toBe("/?email_change=taken");
    expect(await findUser(user.id)).toMatchObject({ email: user.email });
    expect(await findUser(other.user.id)).toMatchObject({ email: other.user.email });
    // Neither person is signed out by the refused change.
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(200);
    expect((await callApi("GET", "/api/auth/user", { cookie: other.cookie })).status).toBe(200);
  });
});

describe("an e-mail change needs a recent sign-in", () => {
  it(`is refused with reauthentication_required (403) when the sign-in is over ${RECENT_SIGN_IN_MINUTES} minutes old`, async () => {
    const { user, cookie } = await person();
    await signedInAgo(cookie, RECENT_SIGN_IN_MINUTES * 60_000 + 30_000);
    const newEmail = fresh();
    const res = await requestChange(cookie, newEmail);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "reauthentication_required",
      message: EMAIL_CHANGE_REAUTH_MESSAGE,
    });
    expect(EMAIL_CHANGE_REAUTH_MESSAGE).toMatch(/sign in again/);
    // Nothing asked, nothing sent; the session itself stays valid.
    expect(await requestsOf(user.id)).toEqual([]);
    expect(
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newEmail)),
    ).toEqual([]);
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(200);
  });

  it(`is accepted within ${RECENT_SIGN_IN_MINUTES} minutes of signing in`, async () => {
    const { cookie } = await person();
    await signedInAgo(cookie, RECENT_SIGN_IN_MINUTES * 60_000 - 60_000);
    expect((await requestChange(cookie, fresh())).status).toBe(200);
  });

  it("counts from the sign-in, not from the last use of the session", async () => {
    const { cookie } = await person();
    await signedInAgo(cookie, 3 * 60 * 60_000);
    // Used a moment ago: still an old sign-in.
    await domain()
      .companyDb.update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.id, await sessionIdOf(cookie)));
    expect((await requestChange(cookie, fresh())).status).toBe(403);
  });

  it("counts from the authentication at the provider, not from the start of the session", async () => {
    const { user } = await person();
    // A session that began just now, at a sign-in the provider answered from its own hour-old login.
    const silent = await cookieFor(user.id, { authenticatedAt: new Date(Date.now() - 60 * 60_000) });
    expect((await requestChange(silent, fresh())).status).toBe(403);
    // And the other way round: an old session whose person authenticated a minute ago is recent.
    const recent = await cookieFor(user.id, { authenticatedAt: new Date(Date.now() - 60_000) });
    await domain()
      .companyDb.update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.id, await sessionIdOf(recent)));
    expect((await requestChange(recent, fresh())).status).toBe(200);
  });

  it("is refused when the authentication time is unknown or in the future", async () => {
    const { user } = await person();
    const unknown = await cookieFor(user.id, { authenticatedAt: null });
    expect((await requestChange(unknown, fresh())).status).toBe(403);
    const future = await cookieFor(user.id, { authenticatedAt: new Date(Date.now() + 60_000) });
    expect((await requestChange(future, fresh())).status).toBe(403);
  });

  it("tolerates a provider clock a few seconds ahead of ours", async () => {
    const { user } = await person();
    const skewed = await cookieFor(user.id, { authenticatedAt: new Date(Date.now() + 10_000) });
    expect((await requestChange(skewed, fresh())).status).toBe(200);
  });
});

describe("completing an e-mail change", () => {
  it("ends the person's other sessions and keeps the one that followed the link", async () => {
    const { user, cookie } = await person();
    const otherBrowser = await cookieFor(user.id);
    const forgottenBrowser = await cookieFor(user.id);
    // Somebody else's session, which has nothing to do with it.
    const colleague = await person({ company: await findCompany(user.companyId) });
    const newEmail = fresh();
    await requestChange(cookie, newEmail);

    expect(await follow(await linkSentTo(newEmail), cookie)).toBe("/?email_changed=1");
    expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(200);
    expect((await callApi("GET", "/api/auth/user", { cookie: otherBrowser })).status).toBe(401);
    expect((await callApi("GET", "/api/auth/user", { cookie: forgottenBrowser })).status).toBe(401);
    const left = await sessionsOf(user.id);
    expect(left.map((s) => s.id)).toEqual([await sessionIdOf(cookie)]);
    expect((await callApi("GET", "/api/auth/user", { cookie: colleague.cookie })).status).toBe(200);
  });

  it("opened signed out (from a mail client) or in another person's browser, ends every session of the person", async () => {
    const { user, cookie } = await person();
    const second = await cookieFor(user.id);
    const newEmail = fresh();
    await requestChange(cookie, newEmail);
    const stranger = await person();
    expect(await follow(await linkSentTo(newEmail), stranger.cookie)).toBe("/?email_changed=1");
    expect(await sessionsOf(user.id)).toEqual([]);
    for (const old of [cookie, second])
      expect((await callApi("GET", "/api/auth/user", { cookie: old })).status).toBe(401);
    // The stranger's own session is not touched.
    expect((await callApi("GET", "/api/auth/user", { cookie: stranger.cookie })).status).toBe(200);
  });

  it("ends no session when the link changes nothing", async () => {
    const { user, cookie } = await person();
    const second = await cookieFor(user.id);
    const newEmail = fresh();
    await requestChange(cookie, newEmail);
    const link = await linkSentTo(newEmail);
    await callApi("POST", "/api/auth/cancel-email-change", { cookie });
    expect(await follow(link)).toBe("/?email_change=invalid");
    for (const each of [cookie, second])
      expect((await callApi("GET", "/api/auth/user", { cookie: each })).status).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(2);
  });
});
