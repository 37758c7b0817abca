import { RateLimitedError } from "@charterly/domain/contract";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as profileAction, loader as profileLoader } from "../../remix-app/routes/profile";
import { action as emailAction, loader as emailLoader } from "../../remix-app/routes/profile_.email";
import { auditEvents, emailChangeRequests, emailOutbox } from "../../worker/db/schema";
import { NO_LONGER_PENDING_MESSAGE } from "../../worker/domain/email-change/email-change-rules";
import { uniqueSuffix } from "../support/factories";
import { cookieFor, domain, findCompany, findUser, person } from "../support/fixtures";
import { limitReached, loadPage, postForm } from "../support/page-route-requests";

// The profile's pages and their actions (decision 026): Edit Profile (/profile, PUT /api/profile's
// schema and operation) and Change Email (/profile/email, the e-mail change routes' schema, rate
// limit and operations), posted as a browser without JavaScript posts them.

const renamesOf = (companyId: number) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, "company.renamed")));

const requestsOf = (userId: number) =>
  domain().companyDb.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));

const mailTo = (address: string) =>
  domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

/** Edit Profile's answer: Conform's submission result, and the domain's code for a refusal. */
const submitted = (body: unknown) => body as { code?: string; result: SubmissionResult<string[]> };

const fresh = () => `moved-${uniqueSuffix()}@example.test`;

describe("Edit Profile as a form (/profile)", () => {
  it("shows the signed-in person and saves their names; an admin's company rename is written once for a double submit", async () => {
    const admin = await person({ role: "company_admin", companyName: "Old Name Ltd" });
    const page = await loadPage<{ user: { email: string }; constraint: Record<string, object> }>(
      profileLoader,
      "/profile",
      admin.cookie,
    );
    expect(page.user.email).toBe(admin.user.email);
    // The inputs' attributes, from the contract's schema: a name longer than the API takes cannot be typed.
    expect(page.constraint.firstName).toEqual({ required: true, maxLength: 100 });
    expect(page.constraint.companyName).toEqual({ required: false, maxLength: 200 });

    const form = {
      intent: "update-profile",
      firstName: "Ada",
      lastName: "Lovelace",
      companyName: "New Name Ltd",
    };
    const first = await postForm(profileAction, "/profile", admin.cookie, form);
    expect(first.status).toBe(200);
    expect(submitted(first.body).result.status).toBe("success");
    const again = await postForm(profileAction, "/profile", admin.cookie, form);
    expect(again.status).toBe(200);

    expect(await findUser(admin.user.id)).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect((await findCompany(admin.company.id)).displayName).toBe("New Name Ltd");
    expect(await renamesOf(admin.company.id)).toHaveLength(1);
  });

  it("does not write over a rename made since the form was opened: the name left as shown renames nothing, a changed one is refused (409) by its field", async () => {
    const admin = await person({ role: "company_admin", companyName: "Shown Name Ltd" });
    const other = await person({ role: "company_admin", company: admin.company });
    await postForm(profileAction, "/profile", other.cookie, {
      intent: "update-profile",
      firstName: "Other",
      lastName: "Admin",
      companyName: "Renamed Meanwhile Ltd",
      seenCompanyName: "Shown Name Ltd",
    });

    const untouched = await postForm(profileAction, "/profile", admin.cookie, {
      intent: "update-profile",
      firstName: "Ada",
      lastName: "Admin",
      companyName: "Shown Name Ltd",
      seenCompanyName: "Shown Name Ltd",
    });
    expect(untouched.status).toBe(200);
    expect((await findCompany(admin.company.id)).displayName).toBe("Renamed Meanwhile Ltd");

    const stale = await postForm(profileAction, "/profile", admin.cookie, {
      intent: "update-profile",
      firstName: "Ada",
      lastName: "Admin",
      companyName: "Mine Instead Ltd",
      seenCompanyName: "Shown Name Ltd",
    });
    expect(stale.status).toBe(409);
    expect(submitted(stale.body).code).toBe("conflict");
    expect(submitted(stale.body).result.error?.companyName).toEqual([
      expect.stringMatching(/renamed to “Renamed Meanwhile Ltd” since this form was opened/),
    ]);
    expect((await findCompany(admin.company.id)).displayName).toBe("Renamed Meanwhile Ltd");
    expect(await renamesOf(admin.company.id)).toHaveLength(1);
  });

  it("answers a blank name with 400 and the message by its field, the text kept, nothing saved", async () => {
    const someone = await person();
    const { status, body } = await postForm(profileAction, "/profile", someone.cookie, {
      intent: "update-profile",
      firstName: "  ",
      lastName: "Changed",
    });
    expect(status).toBe(400);
    expect(submitted(body).result.error).toEqual({ firstName: ["First name is required"] });
    expect(submitted(body).result.initialValue?.lastName).toBe("Changed");
    expect((await findUser(someone.user.id)).lastName).toBe(someone.user.lastName);
  });

  it("refuses an admin's emptied company name by its field (400), renaming nothing", async () => {
    const admin = await person({ role: "company_admin", companyName: "Kept Name Ltd" });
    const { status, body } = await postForm(profileAction, "/profile", admin.cookie, {
      intent: "update-profile",
      firstName: "Ada",
      lastName: "Admin",
      companyName: "",
      seenCompanyName: "Kept Name Ltd",
    });
    expect(status).toBe(400);
    expect(submitted(body).result.error?.companyName?.length).toBeGreaterThan(0);
    expect((await findCompany(admin.company.id)).displayName ?? "Kept Name Ltd").toBe("Kept Name Ltd");
    expect((await findUser(admin.user.id)).firstName).toBe(admin.user.firstName);
  });

  it("refuses a company rename by a person who is not an admin (403), saving nothing", async () => {
    const someone = await person({ companyName: "Kept Name Ltd" });
    const { status, body } = await postForm(profileAction, "/profile", someone.cookie, {
      intent: "update-profile",
      firstName: "Changed",
      lastName: "Changed",
      companyName: "Taken Over Ltd",
    });
    expect(status).toBe(403);
    expect(submitted(body).result.status).toBe("error");
    expect(await findUser(someone.user.id)).toMatchObject({
      firstName: someone.user.firstName,
      lastName: someone.user.lastName,
    });
    const company = await findCompany(someone.company.id);
    expect(company.displayName ?? company.name).toBe("Kept Name Ltd");
  });
});

describe("Change Email as a form (/profile/email)", () => {
  it("sends one verification link for a double submit, and the page then shows the pending change", async () => {
    const someone = await person();
    const newEmail = fresh();
    const form = { intent: "request-email-change", newEmail };
    const first = await postForm(emailAction, "/profile/email", someone.cookie, form);
    const second = await postForm(emailAction, "/profile/email", someone.cookie, form);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await requestsOf(someone.user.id)).toHaveLength(1);
    expect(await mailTo(newEmail)).toHaveLength(1);

    const page = await loadPage<{ status: { hasPendingChange: boolean; newEmail: string } }>(
      emailLoader,
      "/profile/email",
      someone.cookie,
    );
    expect(page.status).toMatchObject({ hasPendingChange: true, newEmail });
    expect((await findUser(someone.user.id)).email).toBe(someone.user.email);
  });

  it("answers an address that is not one with 400 and the spec's message by the field, writing nothing", async () => {
    const someone = await person();
    const { status, body } = await postForm(emailAction, "/profile/email", someone.cookie, {
      intent: "request-email-change",
      newEmail: "not an address",
    });
    expect(status).toBe(400);
    if (body.ok) throw new Error("expected a refusal");
    expect(body.fieldErrors).toEqual({ newEmail: "Please enter a valid email address" });
    expect(body.values.newEmail).toBe("not an address");
    expect(await requestsOf(someone.user.id)).toHaveLength(0);
  });

  it("refuses a sign-in older than ten minutes (403 reauthentication_required) and a request over the limit (429), writing nothing", async () => {
    const someone = await person();
    const oldSession = await cookieFor(someone.user.id, {
      authenticatedAt: new Date(Date.now() - 20 * 60_000),
    });
    const form = { intent: "request-email-change", newEmail: fresh() };
    const stale = await postForm(emailAction, "/profile/email", oldSession, form);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ ok: false, code: "reauthentication_required" });

    const limited = await postForm(
      emailAction,
      "/profile/email",
      someone.cookie,
      form,
      limitReached("email-change", new RateLimitedError("Too many e-mail change requests.", 60)),
    );
    expect(limited.status).toBe(429);
    expect(await requestsOf(someone.user.id)).toHaveLength(0);
    expect(await mailTo(form.newEmail)).toHaveLength(0);
  });

  it("cancels the change shown; a cancel of one no longer pending says so (409)", async () => {
    const someone = await person();
    const newEmail = fresh();
    await postForm(emailAction, "/profile/email", someone.cookie, {
      intent: "request-email-change",
      newEmail,
    });
    const cancel = { intent: "cancel-email-change", newEmail };
    const done = await postForm(emailAction, "/profile/email", someone.cookie, cancel);
    expect(done).toMatchObject({ status: 200, body: { ok: true, value: { cancelled: true } } });
    const [request] = await requestsOf(someone.user.id);
    expect(request?.cancelledAt).not.toBeNull();

    const repeated = await postForm(emailAction, "/profile/email", someone.cookie, cancel);
    expect(repeated.status).toBe(409);
    expect(repeated.body).toMatchObject({ ok: false, message: NO_LONGER_PENDING_MESSAGE });
  });
});
